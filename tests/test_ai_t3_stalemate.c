/* 3UP 3DOWN: the hard player sees a stalemate coming and plays on instead.
 *
 * A 2-player game between hard and normal (seed 4) that used to end in a
 * stalemate: hard, far ahead on points, held 7 7 (and a 6) on a 1 and
 * played a single 7, which normal could not beat; normal picked up and
 * gave the 7 back, hard picked up, and the same turns came round until the
 * game was called. The repetition history is public (what every seat
 * sees), so hard's view and its search's worlds keep it, and a stalemate
 * is worth nothing to its search. From the middle of that loop (both
 * positions seen twice) the game must now end by play. */
#include <string.h>

#include "ai.h"
#include "check.h"
#include "t33_support.h"

static const char *const moves[] = {
    "up 3 6 7",     "up 10 clear clear+2",
    "play 1",       "play 1",
    "play 2 2",     "play 7",
    "play clear+1", "draw",
    "play 4",       "play 8",
    "pickup",       "play 3",
    "play 4",       "play 8",
    "play 8",       "play clear",
    "play 6",       "play clear+1",
    "draw",         "play 1",
    "play 6",       "play 6",
    "play 7",       "play 7",
    "play 8",       "pickup",
    "play 5",       "play 6 6",
    "play 6",       "play 1",
    "play 10",      "pickup",
    "play 1",       "play 1",
    "play 3",       "play 4 4",
    "play 10",      "play 10",
    "pickup",       "play 2",
    "play 10 10",   "pickup",
    "play 1 1",     "play 2",
    "play 3",       "play 7 7",
    "play 7",       "play 8",
    "pickup",       "play 3",
    "play 8",       "play 10 10",
    "pickup",       "play 2",
    "play 3",       "play 8",
    "play 10",      "play clear",
    "play 4 4",     "play 10",
    "play 10",      "play clear+1",
    "draw",         "play 1 1",
    "play 5",       "play 5",
    "play 5",       "play 3",
    "play 7",       "play 10",
    "play clear+1", "play 8",
    "play 10",      "play clear+1",
    "draw",         "play 2",
    "play 4",       "play 8",
    "play 9",       "play 9",
    "play 10",      "play clear",
    "play 3",       "play 9",
    "play clear",   "play 2",
    "play 4 4",     "play clear",
    "play 1",       "play 3",
    "play 5",       "play 9",
    "pickup",       "play 9",
    "play 9",       "play 9",
    "play 1",       "play 9",
    "pickup",       "play 8",
    "play 9",       "play clear",
    "play 1",       "play 6",
    "play 6",       "play 7",
    "play 7",       "pickup",
    "play 2",       "play 6 6",
    "pickup",       "play 1",
    "play 2",       "play 7",
    "pickup",       "play 7",
    "play 7",
};
#define N_MOVES ((int)(sizeof moves / sizeof moves[0]))

int main(void)
{
    T3State s, v;
    t33_new(&s, 2, 4, NULL);
    char err[GAME_ERR_LEN];
    for (int i = 0; i < N_MOVES; i++)
        CHECK_MSG(game_play_text(G, &s, moves[i], err, sizeof err), "move %d '%s': %s", i, moves[i],
                  err);
    CHECK_MSG(s.idle >= 12, "the loop is under way (%d turns without progress)", s.idle);

    /* What every seat sees includes the positions remembered. */
    G->view(&s, 0, &v);
    CHECK(v.idle == s.idle && memcmp(v.history, s.history, sizeof s.history) == 0);
    CHECK(v.hands_key == s.hands_key);

    AiPlayer *ai[2] = {ai_new(G, AI_HARD, 4), ai_new(G, AI_NORMAL, 4)};
    AiLimits limits = {.iterations = 4000, .budget_ms = -1};
    ai_set_limits(ai[0], &limits);
    int plies = 0;
    while (G->to_move(&s) >= 0 && plies < 400) {
        int seat = G->to_move(&s);
        Move m;
        G->view(&s, seat, &v);
        ai_reseed(ai[seat], ai_decision_seed(4, seat, N_MOVES + plies));
        CHECK(ai_choose(ai[seat], &v, &m));
        G->apply(&s, &m);
        plies++;
    }
    CHECK(G->to_move(&s) < 0);
    CHECK_MSG(!s.stalemate, "the game ended in a stalemate after %d more moves", plies);
    ai_free(ai[0]);
    ai_free(ai[1]);
    return check_exit("test_ai_t3_stalemate");
}
