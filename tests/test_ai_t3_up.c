/* 3UP 3DOWN: the choice of the 3UP cards by each level, and the hint's
 * words for it. normal puts its highest cards up, a Clear counted above a
 * 10; hard also puts a pair up, counted six ranks for every other player,
 * and keeps a plain Clear in the hand before a 10 (ai_t3.c, up_score). */
#include <string.h>

#include "ai.h"
#include "hint.h"
#include "t33_support.h"

/* A 4-player table choosing its 3UP cards, seat 0 to choose from hand. */
static void choosing(T3State *s, const char *hand)
{
    static const char *const others[] = {"3 4 5 6 7 8", "3 4 5 6 7 8", "3 4 5 6 7 8"};
    t33_blank(s, 4, NULL);
    t33_hand(s, 0, hand);
    for (int p = 1; p < 4; p++)
        t33_hand(s, p, others[p - 1]);
    for (int p = 0; p < 4; p++)
        t33_down(s, p, "1 2 9");
    s->phase = T3_PHASE_SETUP;
    s->turn = 0;
}

/* The level's choice from seat 0's view, as the move's text, and the
 * hint's words for it. */
static void choose(const T3State *s, AiLevel level, char *text, size_t tlen, char *why, size_t wlen)
{
    T3State v;
    G->view(s, 0, &v);
    AiPlayer *ai = ai_new(G, level, 7);
    CHECK(ai != NULL);
    Move m;
    bool ok = ai_choose(ai, &v, &m);
    CHECK(ok);
    ai_free(ai);
    CHECK(m.kind == T3_M_UP);
    G->format_move(&v, &m, text, tlen);
    hint_explain(G, &v, &m, why, wlen);
}

int main(void)
{
    T3State s;
    char text[64], why[256];

    /* A low pair: normal puts 8 9 10 up, hard the pair and the 10. */
    choosing(&s, "2 2 5 8 9 10");
    choose(&s, AI_NORMAL, text, sizeof text, why, sizeof why);
    CHECK_MSG(!strcmp(text, "up 8 9 10"), "normal chose '%s'", text);
    CHECK_MSG(strstr(why, "strongest cards"), "normal's choice explained as '%s'", why);
    choose(&s, AI_HARD, text, sizeof text, why, sizeof why);
    CHECK_MSG(!strcmp(text, "up 2 2 10"), "hard chose '%s'", text);
    CHECK_MSG(strstr(why, "the pair goes in one play"), "hard's choice explained as '%s'", why);

    /* Three Clears and a 10: normal puts the Clears up, hard keeps the
     * plain one and puts the 10 up instead. */
    choosing(&s, "2 4 10 clear clear+1 clear+2");
    choose(&s, AI_NORMAL, text, sizeof text, why, sizeof why);
    CHECK_MSG(!strcmp(text, "up clear clear+1 clear+2"), "normal chose '%s'", text);
    choose(&s, AI_HARD, text, sizeof text, why, sizeof why);
    CHECK_MSG(!strcmp(text, "up 10 clear+1 clear+2"), "hard chose '%s'", text);
    CHECK_MSG(strstr(why, "keeps the Clear in hand"), "hard's choice explained as '%s'", why);

    /* Nothing alike and no Clear to keep: both put the highest up. */
    choosing(&s, "1 3 5 7 9 10");
    choose(&s, AI_NORMAL, text, sizeof text, why, sizeof why);
    CHECK_MSG(!strcmp(text, "up 7 9 10"), "normal chose '%s'", text);
    choose(&s, AI_HARD, text, sizeof text, why, sizeof why);
    CHECK_MSG(!strcmp(text, "up 7 9 10"), "hard chose '%s'", text);
    CHECK_MSG(strstr(why, "strongest cards"), "hard's choice explained as '%s'", why);
    return check_exit("test_ai_t3_up");
}
