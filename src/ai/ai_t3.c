/* 3UP 3DOWN heuristics (rules/3up-3down.rulebook.txt, R-33-1..11).
 *
 * The race is to shed every card. What a plain good player does:
 * - puts the highest cards face up (R-33-2): the 3UP cards are played last,
 *   when the pile may be high and nothing else is left, and a Clear there
 *   can be played on anything;
 * - plays the lowest value it can, all its copies at once (multiples shed
 *   more cards for one turn), and keeps the Clears (R-33-6) for when
 *   nothing else goes, so a pick-up is avoided when it matters;
 * - finishes a run of three of a value when it can (it clears the pile
 *   without spending a Clear);
 * - draws before an extra play when that costs nothing (R-33-5 refills
 *   to three anyway) and not otherwise;
 * - with four_colours, swaps a high hand card onto its 3UP cards for a
 *   lower one (R-33-11/6).
 * It reads only the seat's own cards and public ones (pile, 3UP cards,
 * counts), so a view and a world sampled from it score the same. */
#include <assert.h>
#include <string.h>

#include "ai_game.h"
#include "three_up.h"

#define T3_EPS 0.05 /* rollouts: chance of a random move */

/* Lower ranks are played first; the Clears come last, plain Clear first. */
static double play_score(const T3State *s, int seat, const Move *m)
{
    int rank = t3_card_rank(m->arg[0]), n = m->n;
    int top = t3_top_rank(s);
    double v = 100.0 - 6.0 * rank + 2.0 * n;
    if (rank >= T3_CLEAR)
        v -= 20.0; /* a Clear only when nothing else goes */
    /* A run of three of one value clears the pile without a Clear. */
    if (rank == top && rank < T3_CLEAR && t3_value_run(s) + n >= 3)
        v += 8.0 + 0.5 * s->pile_n;
    /* The last cards of the source: going out or on to the 3UP cards. */
    if (t3_source(s, seat) == T3_SRC_HAND && s->draw_n == 0 && n == s->hand_n[seat])
        v += 10.0;
    return v;
}

static double up_score(const Move *m)
{
    double v = 0;
    int ranks[3];
    for (int i = 0; i < 3; i++) {
        ranks[i] = t3_card_rank(m->arg[i]);
        v += ranks[i] >= T3_CLEAR ? 14.0 : ranks[i];
    }
    /* A pair face up goes in one play. */
    if (ranks[0] == ranks[1] || ranks[1] == ranks[2] || ranks[0] == ranks[2])
        v += 1.0;
    return 2.0 * v; /* near the scale of play_score, where a rank is worth 6 */
}

static void t3_score_moves(const void *st, const Move *moves, int n, double *scores)
{
    const T3State *s = st;
    int seat = s->turn;
    for (int j = 0; j < n; j++) {
        const Move *m = &moves[j];
        switch (m->kind) {
        case T3_M_UP:
            scores[j] = up_score(m);
            break;
        case T3_M_PLAY:
            scores[j] = play_score(s, seat, m);
            break;
        case T3_M_PICKUP:
            scores[j] = -100.0; /* listed only when nothing goes (R-33-4) */
            break;
        case T3_M_FLIP:
            scores[j] = 0; /* every 3DOWN card is unknown: all alike */
            break;
        case T3_M_DRAW:
            if (s->hand_n[seat] == 0)
                scores[j] = 200.0; /* nothing to play before drawing */
            else if (s->phase == T3_PHASE_EXTRA)
                scores[j] = s->hand_n[seat] < T3_HAND ? 200.0 : -50.0;
            else /* voluntary_draw: better than spending a Clear */
                scores[j] = 100.0 - 6.0 * 10.5 - 20.0;
            break;
        case T3_M_SWAP: {
            int x = t3_card_rank(m->arg[0]), y = t3_card_rank(m->arg[1]);
            scores[j] = x - y;
            break;
        }
        case T3_M_PASS:
            scores[j] = 0.5;
            break;
        default:
            scores[j] = -1000.0;
        }
    }
}

static int t3_rollout(void *st, Rng *rng, Move *out, int cap)
{
    Move moves[GAME_MAX_MOVES];
    double scores[GAME_MAX_MOVES];
    (void)cap;
    int n = t3_game.legal_moves(st, moves, GAME_MAX_MOVES);
    assert(n > 0);
    if (n > 1 && rng_unit(rng) < T3_EPS) {
        out[0] = moves[rng_below(rng, (uint32_t)n)];
        return 1;
    }
    t3_score_moves(st, moves, n, scores);
    int best = 0;
    for (int j = 1; j < n; j++)
        if (scores[j] > scores[best])
            best = j;
    out[0] = moves[best];
    return 1;
}

/* A cut rollout: fewer cards held is better. */
static double t3_standing(const void *st, int seat)
{
    const T3State *s = st;
    if (s->place[seat])
        return 1000.0 - s->place[seat];
    return -t3_cards_left(s, seat);
}

/* The 3UP choice: those cards are played only once the hand and the draw
 * pile are gone, mostly past a rollout's cut, so the search would judge
 * them by noise (and chose low cards, which lose: a normal player that put
 * its lowest cards up won 11.0% of 40,000 4-player games against three
 * normal ones). The heuristic puts the highest up. */
static int t3_heuristic_only(const void *st)
{
    return ((const T3State *)st)->phase == T3_PHASE_SETUP;
}

const AiGame ai_t3 = {
    .def = &t3_game,
    .score = t3_score_moves,
    .easy_slip = 0.55,
    .easy_margin = 30.0,
    .rollout = t3_rollout,
    .secret_round = NULL,
    .score_scale = 15.0,
    .score_sign = -1,
    .standing = t3_standing,
    .rollout_cut = 60,
    .trust = 0.5,
    .heuristic_only = t3_heuristic_only,
};
