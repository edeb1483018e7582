/* Hard's limits: with none set, a 4-player 3UP 3DOWN decision (paired
 * samples) stops at the game's own cap for them, under the default cap of
 * the tree; a cap set by AiLimits overrides it; and a search asked to
 * stop (AiLimits.stop, as the review's Close does) ends within a few
 * iterations, by paired samples or by the tree, whatever its cap. */
#include "ai.h"
#include "check.h"
#include "t33_support.h"

static int iterations_of(const T3State *s, int cap, const atomic_int *stop)
{
    T3State v;
    G->view(s, G->to_move(s), &v);
    AiPlayer *ai = ai_new(G, AI_HARD, 7);
    AiLimits lim = {.iterations = cap, .budget_ms = -1, .stop = stop};
    ai_set_limits(ai, &lim);
    Move m;
    CHECK(ai_choose(ai, &v, &m));
    AiStats st;
    ai_last_stats(ai, &st);
    ai_free(ai);
    return st.iterations;
}

int main(void)
{
    /* A turn with three plays to weigh: 4 7 9 on a 3, one of them ahead
     * of what the heuristic plays. */
    T3State s;
    t33_blank(&s, 4, NULL);
    t33_hand(&s, 0, "4 7 9");
    for (int p = 1; p < 4; p++)
        t33_hand(&s, p, "2 5 8");
    t33_pile(&s, "3");
    t33_fill_tables(&s);
    char why[160];
    CHECK_MSG(t33_cards_ok(&s, why, sizeof why), "%s", why);
    int n = iterations_of(&s, 0, NULL);
    CHECK_MSG(n > 4000 - 3 && n <= 4000, "%d iterations by default", n);
    CHECK(n < AI_DEFAULT_ITERATIONS);
    n = iterations_of(&s, 600, NULL);
    CHECK_MSG(n > 600 - 3 && n <= 600, "%d iterations with a cap of 600", n);
    atomic_int stop;
    atomic_init(&stop, 1);
    n = iterations_of(&s, 1000000, &stop);
    CHECK_MSG(n <= 3, "%d iterations when asked to stop (paired samples: one world)", n);
    T3State two; /* two players: the tree */
    t33_blank(&two, 2, NULL);
    t33_hand(&two, 0, "4 7 9");
    t33_hand(&two, 1, "2 5 8");
    t33_pile(&two, "3");
    t33_fill_tables(&two);
    CHECK_MSG(t33_cards_ok(&two, why, sizeof why), "%s", why);
    n = iterations_of(&two, 1000000, &stop);
    CHECK_MSG(n <= 8, "%d iterations of the tree when asked to stop", n);
    atomic_store(&stop, 0);
    n = iterations_of(&two, 50, &stop);
    CHECK_MSG(n == 50, "%d iterations of the tree with the flag down and a cap of 50", n);
    return check_exit("test_ai_limits");
}
