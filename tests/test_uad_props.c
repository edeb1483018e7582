/* Up & Down properties over 10,000 seeded random games for each of 2, 3 and
 * 4 players (some of one round per player): every card exactly once
 * somewhere at every step; tricks won plus discarded pot tricks (plus the
 * pot) equal tricks played; hands shrink by one per trick; the same seed
 * and moves give the same game (R-ALL-1); no view ever holds another
 * seat's unrevealed choice or a set-aside card (R-UAD-5, R-UAD-1, R-ALL-2),
 * checked for every seat at every step; a determinized view gives the view
 * back and the same legal moves (one game in four). */
#include <string.h>

#include "check.h"
#include "game.h"
#include "up_and_down.h"

#define GAMES 10000
#define MAX_MOVES (UAD_MAX_ROUNDS * UAD_MAX_HAND * (UAD_MAX_PLAYERS + 1))

static const GameDef *def = &uad_game;

static int failures_before;

static bool failing(void) { return check_failures > failures_before; }

/* Every card exactly once: hands, cards laid this trick, the set-aside
 * cards and this round's played tricks. A bit per card; one CHECK. */
static void check_cards(const UadState *s)
{
    uint64_t seen = 0;
    int players = s->hdr.cfg.players, twice = 0;
    bool sorted = true, clean = true;
#define SEE(c)                                                                                     \
    do {                                                                                           \
        uint64_t bit = 1ULL << (c);                                                                \
        twice = (seen & bit) ? (c) : twice;                                                        \
        seen |= bit;                                                                               \
    } while (0)
    for (int p = 0; p < players; p++) {
        for (int i = 0; i < s->hand_n[p]; i++)
            SEE(s->hand[p][i]);
        for (int i = 0; i + 1 < s->hand_n[p]; i++)
            sorted = sorted && s->hand[p][i] < s->hand[p][i + 1];
        if (s->chose[p])
            SEE(s->choice[p]);
        else
            clean = clean && s->choice[p] == UAD_NONE;
    }
    for (int i = 0; i < s->aside_n; i++)
        SEE(s->aside[i]);
    for (int t = 0; t < s->trick; t++)
        for (int p = 0; p < players; p++)
            SEE(s->log[t].card[p]);
#undef SEE
    uint64_t all = ((1ULL << UAD_CARDS) - 1) << 1; /* cards 1..44, never UAD_NONE */
    CHECK_MSG(seen == all && !twice && sorted && clean,
              "cards: missing %#llx, card %d twice, sorted %d, no stray choice %d",
              (unsigned long long)(all & ~seen), twice, sorted, clean);
}

static void check_counts(const UadState *s)
{
    int players = s->hdr.cfg.players, won = 0, shrunk = -1;
    for (int p = 0; p < players; p++) {
        won += s->total[p];
        if (s->hand_n[p] != s->hand_size - s->trick - s->chose[p])
            shrunk = p; /* one card less per trick, and one laid down now */
    }
    CHECK_MSG(shrunk < 0, "seat %d holds %d cards after %d tricks", shrunk,
              shrunk < 0 ? 0 : s->hand_n[shrunk], s->trick);
    CHECK_EQ_INT(won + s->discarded + s->pot, s->played);
    CHECK(s->played == (s->round - 1) * s->hand_size + s->trick && s->trump >= 2 &&
          s->trump <= 12 && s->trump == s->dice[0] + s->dice[1]);
}

/* The cards a view shows anywhere. */
static void visible(const UadState *v, bool *shown)
{
    int players = v->hdr.cfg.players;
    memset(shown, 0, (UAD_CARDS + 1) * sizeof *shown);
    for (int p = 0; p < players; p++) {
        shown[v->choice[p]] = true;
        for (int i = 0; i < UAD_MAX_HAND; i++)
            shown[v->hand[p][i]] = true;
    }
    for (int i = 0; i < UAD_CARDS; i++)
        shown[v->aside[i]] = true;
    for (int t = 0; t < UAD_MAX_HAND; t++)
        for (int p = 0; p < players; p++)
            shown[v->log[t].card[p]] = true;
}

/* Every seat's view hides what it must at every step of every game; one
 * game in four also samples worlds from the view of the seat to act. */
static void check_views(const UadState *s, Rng *rng, bool sample)
{
    int players = s->hdr.cfg.players, mover = def->to_move(s);
    UadState v, d, back;
    for (int seat = 0; seat < players; seat++) {
        def->view(s, seat, &v);
        CHECK(v.hdr.viewer == seat && v.hdr.cfg.seed == 0 && def->to_move(&v) == mover);
        bool shown[UAD_CARDS + 1];
        visible(&v, shown);
        int leak = -1;
        for (int p = 0; p < players; p++) {
            if (p == seat)
                continue;
            if (v.choice[p] != UAD_NONE || (s->chose[p] && shown[s->choice[p]]))
                leak = p; /* another seat's unrevealed choice */
            for (int i = 0; i < s->hand_n[p]; i++)
                if (shown[s->hand[p][i]])
                    leak = p;
        }
        for (int i = 0; i < s->aside_n; i++)
            if (shown[s->aside[i]])
                leak = UAD_MAX_PLAYERS; /* a set-aside card */
        CHECK_MSG(leak < 0, "seat %d sees a hidden card of %d", seat, leak);
        if (!sample || (seat != mover && s->phase != UAD_PHASE_OVER))
            continue;
        /* The view of the seat to act: sample the hidden cards, and the
         * sample looks the same from that seat and offers the same moves. */
        def->determinize(&v, rng, &d);
        CHECK_EQ_INT(d.hdr.viewer, GAME_FULL);
        check_cards(&d);
        def->view(&d, seat, &back);
        CHECK(memcmp(&back, &v, sizeof v) == 0);
        Move a[UAD_MAX_HAND + 8], b[UAD_MAX_HAND + 8];
        int na = def->legal_moves(&v, a, UAD_MAX_HAND + 8);
        int nb = def->legal_moves(&d, b, UAD_MAX_HAND + 8);
        bool same = na == nb;
        for (int i = 0; i < na && i < nb; i++)
            same = same && move_equal(&a[i], &b[i]);
        CHECK(same);
        /* The sample plays on: a roll or a last card needs its own stream. */
        if (nb > 0) {
            char err[GAME_ERR_LEN];
            CHECK(game_play(def, &d, &b[rng_below(rng, (uint32_t)nb)], err, sizeof err));
            check_cards(&d);
        }
    }
}

/* Plays random moves to the end; returns their number, in moves[]. */
static int play_out(UadState *s, Rng *rng, Move *moves, bool sample)
{
    char err[GAME_ERR_LEN];
    int n = 0;
    while (def->to_move(s) >= 0 && !failing()) {
        check_cards(s);
        check_counts(s);
        check_views(s, rng, sample);
        Move legal[UAD_MAX_HAND + 8];
        int k = def->legal_moves(s, legal, UAD_MAX_HAND + 8);
        CHECK(k > 0);
        if (k <= 0 || n >= MAX_MOVES)
            break;
        int trick = s->trick, round = s->round;
        Move m = legal[rng_below(rng, (uint32_t)k)];
        CHECK(game_play(def, s, &m, err, sizeof err));
        moves[n++] = m;
        if (s->trick != trick || s->round != round) { /* a trick resolved */
            const UadTrick *t = &s->last;
            CHECK(t->winner < 0 || (t->eligible & (1u << t->winner)));
            CHECK((t->cancelled & t->eligible) == 0);
            CHECK_EQ_INT(t->winner < 0, t->eligible == 0);
        }
    }
    check_cards(s);
    check_counts(s);
    check_views(s, rng, sample);
    return n;
}

static void run(int players)
{
    static Move moves[MAX_MOVES];
    for (int g = 0; g < GAMES && !failing(); g++) {
        GameConfig cfg;
        uint64_t seed = 0x9E3779B97F4A7C15ULL * (uint64_t)(g + 1) + (uint64_t)players;
        game_config_default(def, players, seed, &cfg);
        if (g % 8 == 7)
            cfg.opt[UAD_OPT_ROUNDS] = UAD_ROUNDS_PER_PLAYER;
        Rng rng;
        rng_seed(&rng, seed ^ 0xABCDEF);
        UadState s, again;
        char err[GAME_ERR_LEN];
        CHECK(def->setup(&s, &cfg, err, sizeof err));
        int n = play_out(&s, &rng, moves, g % 4 == 0);
        CHECK_EQ_INT(s.phase, UAD_PHASE_OVER);
        CHECK_EQ_INT(s.round, s.rounds);
        CHECK_EQ_INT(s.played, s.rounds * s.hand_size);
        GameResult r;
        def->result(&s, &r);
        CHECK(r.over && r.nwinners >= 1);
        for (int i = 0; i < r.nwinners; i++)
            CHECK_EQ_INT(r.rank[r.winners[i]], 1);
        /* R-ALL-1: the same seed and moves give the same game. */
        CHECK(def->setup(&again, &cfg, err, sizeof err));
        for (int i = 0; i < n; i++) {
            if (g % 16 == 0) { /* through the text form, as a save replays */
                char text[32];
                def->format_move(&again, &moves[i], text, sizeof text);
                CHECK(game_play_text(def, &again, text, err, sizeof err));
            } else {
                def->apply(&again, &moves[i]);
            }
        }
        CHECK(memcmp(&s, &again, sizeof s) == 0);
        /* R-UAD-9: a tied match may go on for one more round. */
        if (r.nwinners > 1 && g % 8 == 1) {
            CHECK(def->extend(&s, err, sizeof err));
            CHECK_EQ_INT(s.rounds, r.over ? 2 : 0);
            play_out(&s, &rng, moves, false);
            CHECK_EQ_INT(s.round, 2);
        }
    }
}

int main(void)
{
    for (int players = 2; players <= 4; players++) {
        failures_before = check_failures;
        run(players);
    }
    return check_exit("test_uad_props");
}
