/* 3UP 3DOWN: easy makes no slip where the game goes round: in a position
 * that has come before, or after four rounds of turns without progress.
 *
 * Two easy players looped into a stalemate in 5.1% of 1,200 2-player
 * games (docs/ai.md): seat 0 holds 7 and 10 (known to all, picked up) on a
 * 4, and its slip, the 10 instead of the 7, starts the loop: seat 1 cannot
 * beat it and picks up, seat 0 lays its 7, seat 1 has only its 10 for
 * it, seat 0 picks up, seat 1 lays its 4, and seat 0 stands where it
 * stood. Here the loop is played by moves twice: t3_repeats counts the
 * position's comings, and at the second easy lays the 7 whatever its
 * stream (the 10 would end the game), while with the history forgotten
 * the same position draws the slip from many streams. */
#include <string.h>

#include "ai.h"
#include "check.h"
#include "t33_support.h"

#define STREAMS 300

static const char *const loop[] = {"play 10", "pickup", "play 7", "play 10", "pickup", "play 4"};
#define LOOP_MOVES ((int)(sizeof loop / sizeof loop[0]))

/* How many of STREAMS easy players lay `want` at the seat to act. */
static int easy_plays(const T3State *s, const char *want)
{
    T3State v;
    G->view(s, G->to_move(s), &v);
    int hits = 0;
    for (int seed = 0; seed < STREAMS; seed++) {
        AiPlayer *ai = ai_new(G, AI_EASY, (uint64_t)seed);
        Move m;
        char text[64];
        CHECK(ai_choose(ai, &v, &m));
        G->format_move(&v, &m, text, sizeof text);
        hits += !strcmp(text, want);
        ai_free(ai);
    }
    return hits;
}

static void play_loop(T3State *s)
{
    char err[GAME_ERR_LEN];
    for (int i = 0; i < LOOP_MOVES; i++)
        CHECK_MSG(game_play_text(G, s, loop[i], err, sizeof err), "'%s': %s", loop[i], err);
}

int main(void)
{
    T3State s;
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "7 10");
    t33_up(&s, 0, "5 6 -");
    t33_down(&s, 0, "8 9 5");
    t33_up(&s, 1, "- 6 -");
    t33_down(&s, 1, "7 5 9");
    t33_pile(&s, "4");
    t33_draw(&s, "");
    for (int i = 0; i < s.hand_n[0]; i++) /* picked up: known to all */
        s.known[s.hand[0][i]] = 1;
    t3_hands_changed(&s);
    CHECK_MSG(t3_repeats(&s) == 0, "a position never left counts no comings (%d)", t3_repeats(&s));

    /* The slip is easy's to make here: not every stream, not none. */
    int sevens = easy_plays(&s, "play 7");
    CHECK_MSG(sevens > STREAMS / 5 && sevens < STREAMS * 4 / 5,
              "a fresh position: %d of %d easy players lay the 7", sevens, STREAMS);

    play_loop(&s);
    CHECK(G->to_move(&s) == 0 && t3_top_rank(&s) == 4);
    CHECK_MSG(t3_repeats(&s) == 0, "the first coming is remembered as the first (%d)",
              t3_repeats(&s));
    play_loop(&s);
    CHECK_MSG(G->to_move(&s) == 0 && t3_repeats(&s) == 1,
              "the second coming counts one before it (%d)", t3_repeats(&s));
    T3State view;
    G->view(&s, 0, &view);
    CHECK_MSG(t3_repeats(&view) == 1, "the seat's view counts it too (%d)", t3_repeats(&view));

    sevens = easy_plays(&s, "play 7");
    CHECK_MSG(sevens == STREAMS, "come round again: %d of %d easy players lay the 7", sevens,
              STREAMS);
    T3State fresh = s;
    fresh.idle = 0; /* the same position, its history forgotten */
    sevens = easy_plays(&fresh, "play 7");
    CHECK_MSG(sevens < STREAMS * 4 / 5, "history forgotten: %d of %d easy players lay the 7",
              sevens, STREAMS);
    /* Each reason alone: the position seen before two turns ago, and four
     * rounds without progress with no position seen twice. */
    uint64_t here = s.history[(s.idle - 1) % T3_HISTORY];
    T3State again = s;
    again.idle = 2;
    again.history[0] = again.history[1] = here;
    CHECK(t3_repeats(&again) == 1);
    sevens = easy_plays(&again, "play 7");
    CHECK_MSG(sevens == STREAMS, "seen two turns ago: %d of %d easy players lay the 7", sevens,
              STREAMS);
    T3State stuck = s;
    stuck.idle = 4 * 2;
    for (int i = 0; i < stuck.idle - 1; i++)
        stuck.history[i] = here + 1 + (uint64_t)i;
    stuck.history[stuck.idle - 1] = here;
    CHECK(t3_repeats(&stuck) == 0);
    sevens = easy_plays(&stuck, "play 7");
    CHECK_MSG(sevens == STREAMS, "four rounds without progress: %d of %d easy players lay the 7",
              sevens, STREAMS);
    stuck.idle--; /* three and a half */
    stuck.history[stuck.idle - 1] = here;
    CHECK(t3_repeats(&stuck) == 0);
    sevens = easy_plays(&stuck, "play 7");
    CHECK_MSG(sevens < STREAMS * 4 / 5, "under four rounds: %d of %d easy players lay the 7",
              sevens, STREAMS);

    /* The slip again ends the game (the stalemate at the head of
     * three_up.c): the turn it passes to begins for the third time. */
    T3State slip = s;
    char err[GAME_ERR_LEN];
    CHECK(game_play_text(G, &slip, "play 10", err, sizeof err));
    CHECK_MSG(G->to_move(&slip) < 0 && slip.stalemate, "the slip again ends the game");
    return check_exit("test_ai_t3_repeat");
}
