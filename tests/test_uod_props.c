/* Up or Down?: properties over many seeded random games, 2-6 players and
 * both lengths, with random legal moves from an Rng seeded per game.
 * After every move: every card exactly once (R-UOD-1), ring sorted with 6
 * cards after every turn and 7 between play and take (R-UOD-4), columns
 * monotone (R-UOD-5), at most 3 hand cards, turns clockwise past empty
 * hands (R-UOD-7). At the end: 6 ring cards, empty hands and piles
 * (R-UOD-7), scores and winners equal an independent recomputation
 * (R-UOD-8), and the same seed and moves give the same game (R-ALL-1).
 * At every step the legal moves pass check and a random move of the step's
 * kind passes it only when listed (R-UOD-9); in sampled games every move of
 * the whole move space passes check exactly when listed, and fails with a
 * one-line reason. */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "game.h"
#include "uod_helpers.h"
#include "up_or_down.h"

#define GAMES 10000
#define MAX_GAME_MOVES 4 * UOD_MAX_CARDS

static const GameDef *G = &uod_game;

/* Reports the first few broken properties in detail, then only counts. */
static int reported;
#define PROP(cond, ...)                                                                            \
    do {                                                                                           \
        check_count++;                                                                             \
        if (!(cond)) {                                                                             \
            check_failures++;                                                                      \
            if (reported++ < 20) {                                                                 \
                fprintf(stderr, "%s:%d: property failed: %s: ", __FILE__, __LINE__, #cond);        \
                fprintf(stderr, __VA_ARGS__);                                                      \
                fputc('\n', stderr);                                                               \
            }                                                                                      \
        }                                                                                          \
    } while (0)

static bool ring_ok(const UodState *s)
{
    int want = s->phase == UOD_PHASE_TAKE ? UOD_RING + 1 : UOD_RING;
    if (s->ring_n != want)
        return false;
    for (int i = 1; i < s->ring_n; i++)
        if (s->ring[i - 1] >= s->ring[i])
            return false;
    if (s->phase == UOD_PHASE_TAKE) { /* the played card sits in the ring */
        bool found = false;
        for (int i = 0; i < s->ring_n; i++)
            found = found || s->ring[i] == s->played;
        if (!found)
            return false;
    }
    return true;
}

static bool columns_ok(const UodState *s)
{
    for (int p = 0; p < s->hdr.cfg.players; p++) {
        bool gap = false;
        for (int k = 0; k < UOD_COLUMNS; k++) {
            int n = s->col_n[p][k];
            const uint8_t *c = s->col[p][k];
            if (n == 0) {
                gap = true;
                continue;
            }
            if (gap) /* new columns fill the first free place */
                return false;
            for (int i = 2; i < n; i++)
                if ((c[1] > c[0]) != (c[i] > c[i - 1]))
                    return false;
        }
    }
    return true;
}

static bool hands_ok(const UodState *s)
{
    for (int p = 0; p < s->hdr.cfg.players; p++) {
        if (s->hand_n[p] < 0 || s->hand_n[p] > UOD_HAND)
            return false;
        for (int i = 1; i < s->hand_n[p]; i++)
            if (s->hand[p][i - 1] >= s->hand[p][i])
                return false;
    }
    return true;
}

/* Every move of the move space for this state's deck. */
static int move_space(Move *out)
{
    int n = 0;
    for (int c = 0; c <= UOD_MAX_CARDS + 1; c++) {
        out[n++] = move_make(UOD_M_PLAY, 1, &c);
        out[n++] = move_make(UOD_M_TAKE, 1, &c);
    }
    for (int k = -1; k <= UOD_COLUMNS; k++) {
        out[n++] = move_make(UOD_M_COLUMN, 1, &k);
        out[n++] = move_make(UOD_M_DISCARD, 1, &k);
    }
    out[n++] = move_make(UOD_M_NEW, 0, NULL);
    for (int d = -1; d <= 2; d++)
        out[n++] = move_make(UOD_M_DRAW, 1, &d);
    out[n++] = move_make(0, 0, NULL);
    out[n++] = move_make(UOD_M_DRAW + 1, 0, NULL);
    return n;
}

static bool in_list(const Move *m, const Move *list, int n)
{
    for (int i = 0; i < n; i++)
        if (move_equal(m, &list[i]))
            return true;
    return false;
}

/* A random move of the kinds that the current step takes: any card for
 * play and take, any column for column and discard, either pile. */
static Move step_move(const UodState *s, Rng *rng)
{
    int r = (int)rng_below(rng, 1000);
    switch (s->phase) {
    case UOD_PHASE_PLAY:
    case UOD_PHASE_TAKE: {
        int c = 1 + r % s->n_cards;
        return move_make(s->phase == UOD_PHASE_PLAY ? UOD_M_PLAY : UOD_M_TAKE, 1, &c);
    }
    case UOD_PHASE_PLACE: {
        int k = r % UOD_COLUMNS, kind = r % 7 < 3   ? UOD_M_COLUMN
                                        : r % 7 < 6 ? UOD_M_DISCARD
                                                    : UOD_M_NEW;
        return move_make(kind, kind == UOD_M_NEW ? 0 : 1, &k);
    }
    default: {
        int pile = r % 2;
        return move_make(UOD_M_DRAW, 1, &pile);
    }
    }
}

static Move space[2 * (UOD_MAX_CARDS + 2) + 10 + 1 + 4 + 2];
static int space_n;

/* The legal moves are exactly the moves of the space that check accepts. */
static void check_move_space(const UodState *s, const Move *legal, int n)
{
    for (int i = 0; i < space_n; i++) {
        char why[GAME_ERR_LEN] = "";
        bool ok = G->check(s, &space[i], why, sizeof why);
        bool listed = in_list(&space[i], legal, n);
        PROP(ok == listed, "move kind %d arg %d: check %d, listed %d (%s)", space[i].kind,
             space[i].arg[0], ok, listed, why);
        if (!ok)
            PROP(why[0] && !strchr(why, '\n'), "kind %d: no one-line reason", space[i].kind);
    }
}

static void check_final(const UodState *s)
{
    int players = s->hdr.cfg.players;
    PROP(s->phase == UOD_PHASE_OVER && G->to_move(s) == -1, "phase %d", s->phase);
    PROP(s->ring_n == UOD_RING, "ring of %d", s->ring_n);
    PROP(s->down_n == 0 && s->up_n == 0, "piles %d/%d", s->down_n, s->up_n);
    PROP(s->turns == s->n_cards - UOD_RING, "%d turns", s->turns);
    Move m[4];
    PROP(G->legal_moves(s, m, 4) == 0, "moves after the end");
    GameResult r;
    G->result(s, &r);
    PROP(r.over, "result not over");
    int best = 0, placed = 0;
    for (int p = 0; p < players; p++) {
        PROP(s->hand_n[p] == 0, "seat %d holds %d", p, s->hand_n[p]);
        int want = uod_test_score(s, p);
        PROP(r.scores[p] == want, "seat %d scored %d, recomputed %d", p, r.scores[p], want);
        if (want > best)
            best = want;
        placed += s->discard_n[p];
        for (int k = 0; k < UOD_COLUMNS; k++)
            placed += s->col_n[p][k];
    }
    PROP(placed == s->n_cards - UOD_RING, "%d cards placed", placed);
    int nw = 0;
    for (int p = 0; p < players; p++) {
        int rank = 1;
        for (int q = 0; q < players; q++)
            rank += uod_test_score(s, q) > uod_test_score(s, p);
        PROP(r.rank[p] == rank, "seat %d rank %d, recomputed %d", p, r.rank[p], rank);
        if (uod_test_score(s, p) == best) {
            PROP(nw < r.nwinners && r.winners[nw] == p, "winner %d missing", p);
            nw++;
        }
    }
    PROP(r.nwinners == nw, "%d winners, recomputed %d", r.nwinners, nw);
}

int main(void)
{
    space_n = move_space(space);
    static Move history[MAX_GAME_MOVES];
    long long total_moves = 0;
    int shared = 0;
    for (int g = 0; g < GAMES; g++) {
        GameConfig cfg;
        char err[GAME_ERR_LEN] = "";
        int players = 2 + g % 5, length = (g / 5) % 2;
        game_config_default(G, players, 0x5EED0000ULL + (uint64_t)g * 0x9E3779B97F4A7C15ULL, &cfg);
        cfg.opt[UOD_OPT_LENGTH] = length;
        UodState s;
        PROP(G->setup(&s, &cfg, err, sizeof err), "setup: %s", err);
        Rng rng;
        rng_seed(&rng, (uint64_t)g);
        int n_moves = 0, last_mover = -1;
        bool sample = g % 200 == 0;
        PROP(uod_cards_once(&s) && ring_ok(&s) && hands_ok(&s), "game %d: bad deal", g);
        while (G->to_move(&s) >= 0 && n_moves < MAX_GAME_MOVES) {
            Move legal[GAME_MAX_MOVES];
            int n = G->legal_moves(&s, legal, GAME_MAX_MOVES);
            PROP(n > 0, "game %d: no legal move in phase %d", g, s.phase);
            if (n <= 0)
                break;
            for (int i = 0; i < n; i++) {
                char why[GAME_ERR_LEN] = "";
                PROP(G->check(&s, &legal[i], why, sizeof why), "game %d: legal move refused: %s", g,
                     why);
            }
            if (sample)
                check_move_space(&s, legal, n);
            else { /* a random move of this step's kind passes check only if listed */
                Move m = step_move(&s, &rng);
                char why[GAME_ERR_LEN] = "";
                bool ok = G->check(&s, &m, why, sizeof why);
                PROP(ok == in_list(&m, legal, n), "game %d: kind %d arg %d: check %d (%s)", g,
                     m.kind, m.arg[0], ok, why);
            }
            if (s.phase == UOD_PHASE_PLAY) { /* turns go clockwise, past empty hands */
                int p = players, prev = last_mover;
                if (prev >= 0) {
                    int step = 1;
                    while (s.hand_n[(prev + step) % p] == 0)
                        step++;
                    PROP(s.turn == (prev + step) % p, "game %d: seat %d after %d", g, s.turn, prev);
                }
                last_mover = s.turn;
            }
            Move m = legal[rng_below(&rng, (uint32_t)n)];
            history[n_moves++] = m;
            G->apply(&s, &m);
            PROP(uod_cards_once(&s), "game %d move %d: a card is lost or doubled", g, n_moves);
            PROP(ring_ok(&s), "game %d move %d: ring of %d in phase %d", g, n_moves, s.ring_n,
                 s.phase);
            PROP(columns_ok(&s), "game %d move %d: a column is not monotone", g, n_moves);
            PROP(hands_ok(&s), "game %d move %d: a hand is wrong", g, n_moves);
        }
        check_final(&s);
        total_moves += n_moves;
        GameResult r;
        G->result(&s, &r);
        shared += r.nwinners > 1;

        /* Replay: the same seed and moves give the same game, byte for byte. */
        UodState again;
        PROP(G->setup(&again, &cfg, err, sizeof err), "setup again");
        for (int i = 0; i < n_moves; i++)
            G->apply(&again, &history[i]);
        PROP(memcmp(&again, &s, sizeof s) == 0, "game %d: the replay differs", g);
    }
    /* The random games did cover what they claim to. */
    CHECK(total_moves > 100L * GAMES);
    CHECK(shared > 0); /* a tie happened somewhere: the shared-victory path ran */
    printf("%d games, %lld moves, %d shared victories\n", GAMES, total_moves, shared);
    return check_exit("test_uod_props");
}
