/* 3UP 3DOWN: the choice of the 3UP cards by each level, and the hint's
 * words for it. normal puts its highest cards up, a Clear counted above a
 * 10; hard also puts a pair up, counted six ranks for every other player,
 * and keeps a plain Clear in the hand before a 10; with swap tables hard
 * turns its rule round (ai_t3.c, up_score). */
#include <string.h>

#include "ai.h"
#include "hint.h"
#include "t33_support.h"

/* A 4-player table choosing its 3UP cards, seat 0 to choose from hand,
 * with the options given (NULL: none). */
static void choosing_with(T3State *s, const char *hand, const char *options)
{
    t33_blank(s, 4, options);
    t33_hand(s, 0, hand);
    for (int p = 1; p < 4; p++)
        t33_hand(s, p, "3 4 5 6 7 8");
    for (int p = 0; p < 4; p++)
        t33_down(s, p, "1 2 9");
    s->phase = T3_PHASE_SETUP;
    s->turn = 0;
}

static void choosing(T3State *s, const char *hand) { choosing_with(s, hand, NULL); }

/* The level's choice from seat 0's view must be `want` (the move's text),
 * and the hint's words for it must hold `said`. */
static void expect(const T3State *s, AiLevel level, const char *want, const char *said)
{
    const char *who = level == AI_HARD ? "hard" : "normal";
    T3State v;
    G->view(s, 0, &v);
    AiPlayer *ai = ai_new(G, level, 7);
    CHECK(ai != NULL);
    Move m;
    bool ok = ai_choose(ai, &v, &m);
    CHECK(ok);
    ai_free(ai);
    CHECK(m.kind == T3_M_UP);
    char text[64], why[256];
    G->format_move(&v, &m, text, sizeof text);
    hint_explain(G, &v, &m, why, sizeof why);
    CHECK_MSG(!strcmp(text, want), "%s chose '%s', not '%s'", who, text, want);
    CHECK_MSG(strstr(why, said), "%s's choice explained as '%s'", who, why);
}

int main(void)
{
    T3State s;

    /* A low pair: normal puts 8 9 10 up, hard the pair and the 10. */
    choosing(&s, "2 2 5 8 9 10");
    expect(&s, AI_NORMAL, "up 8 9 10", "strongest cards");
    expect(&s, AI_HARD, "up 2 2 10", "the pair goes in one play");

    /* Three Clears and a 10: normal puts the Clears up, hard keeps the
     * plain one and puts the 10 up instead. */
    choosing(&s, "2 4 10 clear clear+1 clear+2");
    expect(&s, AI_NORMAL, "up clear clear+1 clear+2", "strongest cards");
    expect(&s, AI_HARD, "up 10 clear+1 clear+2", "keep the Clear in hand");

    /* Nothing alike and no Clear to keep: both put the highest up. */
    choosing(&s, "1 3 5 7 9 10");
    expect(&s, AI_NORMAL, "up 7 9 10", "strongest cards");
    expect(&s, AI_HARD, "up 7 9 10", "strongest cards");

    /* Swap tables: the cards put up most likely go to another player, so
     * hard puts its weakest up (no pair: a pair helps whoever gets it) and
     * keeps its best; normal chooses as without the option. */
    choosing_with(&s, "1 3 5 7 9 10", "swap_tables=on");
    expect(&s, AI_NORMAL, "up 7 9 10", "face up"); /* the hint's words are for hard's choice */
    expect(&s, AI_HARD, "up 1 3 5", "your best cards stay in your hand");
    choosing_with(&s, "2 2 5 8 9 clear", "swap_tables=on");
    expect(&s, AI_HARD, "up 2 5 8", "most likely to another player");
    return check_exit("test_ai_t3_up");
}
