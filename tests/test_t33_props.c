/* 3UP 3DOWN: properties over 10,000 seeded random games of 2-6 players
 * with random option sets. Every game ends. At every step: the move played
 * is listed, passes check and no refill takes a hand above three (R-33-5);
 * every card is in exactly one place, the cleared cards counted; no seat's
 * view shows a 3DOWN card (R-33-7, R-ALL-2). Every other step the text of
 * the move reads back as the same move; every 23rd step a determinized view
 * gives the same view and the same moves. What pickups showed of the
 * hidden hands holds for the real cards at every step and in every
 * determinized world. The hands' part of the repetition hash, kept move by
 * move, equals the one worked out from the hands, in a view and a
 * determinized world too. Every game is replayed from its seed and move texts
 * to the same state (R-ALL-1). */
#include <stdio.h>
#include <time.h>

#include "t33_support.h"

#define GAMES 10000
#define MAX_PLIES 200000 /* per match; far above any game seen */

static char texts[MAX_PLIES][64];

static void random_options(Rng *r, int players, char *buf, size_t len)
{
    static const char *const flags[] = {"play_out",    "voluntary_draw", "reverse_on_one",
                                        "swap_tables", "four_colours",   "points"};
    size_t u = 0;
    buf[0] = 0;
    for (int i = 0; i < 6; i++) {
        /* points makes a match of one game per player: rarer */
        bool on = rng_below(r, i == 5 ? 8 : 2) == 0;
        u += (size_t)snprintf(buf + u, len - u, "%s=%s ", flags[i], on ? "on" : "off");
    }
    int colours = 1 + (int)rng_below(r, 3);
    while (t3_deck_size(colours) < players * (T3_SLOTS + T3_DEAL))
        colours++;
    snprintf(buf + u, len - u, "colours=%d", colours);
}

static bool view_hides_3down(const T3State *s, int seat)
{
    T3State v;
    G->view(s, seat, &v);
    for (int q = 0; q < s->hdr.cfg.players; q++)
        for (int k = 0; k < T3_SLOTS; k++)
            if (v.down[q][k] != T3_HIDDEN && v.down[q][k] != T3_NONE)
                return false;
    return true;
}

/* What pickups showed of every hidden hand is true of the real cards. */
static bool below_true(const T3State *s)
{
    for (int p = 0; p < s->hdr.cfg.players; p++)
        if (!t33_below_holds(s, p))
            return false;
    return true;
}

static bool same_moves(const T3State *a, const T3State *b)
{
    static Move ma[GAME_MAX_MOVES], mb[GAME_MAX_MOVES];
    int na = G->legal_moves(a, ma, GAME_MAX_MOVES), nb = G->legal_moves(b, mb, GAME_MAX_MOVES);
    if (na != nb)
        return false;
    for (int i = 0; i < na; i++)
        if (!move_equal(&ma[i], &mb[i]))
            return false;
    return true;
}

int main(void)
{
    clock_t t0 = clock();
    Rng pick, det;
    rng_seed(&pick, 2024);
    rng_seed(&det, 99);
    long total_plies = 0;
    int longest = 0, over = 0, swaps = 0, flips = 0, extra = 0, stalemates = 0;
    static Move moves[GAME_MAX_MOVES + 1];
    for (int g = 0; g < GAMES; g++) {
        int players = 2 + g % 5;
        char opts[200];
        random_options(&pick, players, opts, sizeof opts);
        uint64_t seed = 0x3377000ULL + (uint64_t)g;
        T3State s, start, v, w, d;
        t33_new(&s, players, seed, opts);
        start = s;
        int plies = 0;
        bool failed = false;
        while (G->to_move(&s) >= 0 && plies < MAX_PLIES && !failed) {
            int n = G->legal_moves(&s, moves, GAME_MAX_MOVES + 1);
            CHECK_MSG(n >= 1 && n <= GAME_MAX_MOVES, "game %d: %d legal moves", g, n);
            if (n < 1 || n > GAME_MAX_MOVES)
                break;
            Move m = moves[rng_below(&pick, (uint32_t)n)];
            char why[GAME_ERR_LEN];
            bool ok = G->check(&s, &m, why, sizeof why);
            CHECK_MSG(ok, "game %d ply %d: a listed move is refused: %s", g, plies, why);
            /* The text reads back as the same move (every other ply; the
             * replays below read every text of one game in ten). */
            G->format_move(&s, &m, texts[plies], sizeof texts[plies]);
            if (plies % 2 == 0) {
                Move back;
                ok = G->parse_move(&s, texts[plies], &back, why, sizeof why) &&
                     move_equal(&m, &back);
                CHECK_MSG(ok, "game %d: '%s' does not read back", g, texts[plies]);
            }
            /* Sometimes: a determinized view of the seat to act. */
            if (plies % 23 == 0) {
                int seat = G->to_move(&s);
                G->view(&s, seat, &v);
                G->determinize(&v, &det, &d);
                G->view(&d, seat, &w);
                char cw[160];
                CHECK_MSG(t33_cards_ok(&d, cw, sizeof cw), "determinized: %s", cw);
                CHECK_MSG(memcmp(&v, &w, sizeof v) == 0, "game %d: view(determinize) differs", g);
                CHECK_MSG(same_moves(&v, &d), "game %d: moves of view and determinized differ", g);
                CHECK_MSG(below_true(&d), "game %d: a sampled world breaks what a pickup showed",
                          g);
                CHECK_MSG(v.hands_key == t3_hands_key(&v) && d.hands_key == t3_hands_key(&d),
                          "game %d: hands_key of a view or a determinized world", g);
            }
            int seat = G->to_move(&s), game = s.game, draw_before = s.draw_n;
            swaps += m.kind == T3_M_SWAP;
            flips += m.kind == T3_M_FLIP;
            extra += s.phase == T3_PHASE_EXTRA;
            G->apply(&s, &m);
            plies++;
            /* Every card in one place, at every step. */
            char cw[160];
            if (!t33_cards_ok(&s, cw, sizeof cw)) {
                CHECK_MSG(false, "game %d ply %d (%s): %s", g, plies, texts[plies - 1], cw);
                failed = true;
            }
            if (!below_true(&s)) {
                CHECK_MSG(false, "game %d ply %d: what a pickup showed is not true", g, plies);
                failed = true;
            }
            /* The hands' part of the repetition check, kept by every move,
             * is what the hands say. */
            if (s.hands_key != t3_hands_key(&s)) {
                CHECK_MSG(false, "game %d ply %d (%s): hands_key not kept", g, plies,
                          texts[plies - 1]);
                failed = true;
            }
            /* R-33-5: a refill never takes a hand above three. */
            if (s.game == game && m.kind != T3_M_DRAW && s.draw_n < draw_before)
                CHECK_MSG(s.hand_n[seat] <= T3_HAND, "game %d: hand refilled to %d", g,
                          s.hand_n[seat]);
            /* No view shows a 3DOWN card before it is flipped: every
             * seat's, at every step. */
            for (int q = 0; q < players && !failed; q++)
                if (!view_hides_3down(&s, q)) {
                    CHECK_MSG(false, "game %d: seat %d's view shows a 3DOWN card", g, q);
                    failed = true;
                }
        }
        CHECK_MSG(G->to_move(&s) < 0, "game %d (%d players, %s) did not end in %d plies", g,
                  players, opts, plies);
        over += G->to_move(&s) < 0;
        total_plies += plies;
        if (plies > longest)
            longest = plies;
        GameResult r;
        G->result(&s, &r);
        CHECK(r.over && r.nwinners >= 1);
        for (int p = 0; p < players; p++)
            CHECK(r.rank[p] >= 1 && r.rank[p] <= players);
        stalemates += s.stalemate;
        if (s.hdr.cfg.opt[T3_OPT_PLAY_OUT] && !s.hdr.cfg.opt[T3_OPT_POINTS] && !s.stalemate) {
            int seen = 0; /* a full finishing order */
            for (int p = 0; p < players; p++)
                seen |= 1 << (r.rank[p] - 1);
            CHECK_EQ_INT(seen, (1 << players) - 1);
        }
        /* R-ALL-1: the same seed and the same moves (their text, as a save
         * replays them) give the same game, for every game. */
        {
            T3State again;
            t33_new(&again, players, seed, opts);
            CHECK(memcmp(&again, &start, sizeof again) == 0);
            for (int i = 0; i < plies; i++) {
                char err[GAME_ERR_LEN];
                if (!game_play_text(G, &again, texts[i], err, sizeof err)) {
                    CHECK_MSG(false, "game %d replay of '%s': %s", g, texts[i], err);
                    break;
                }
            }
            size_t at = 0;
            while (at < sizeof s && ((unsigned char *)&again)[at] == ((unsigned char *)&s)[at])
                at++;
            CHECK_MSG(at == sizeof s, "game %d replays differently from byte %zu", g, at);
        }
    }
    CHECK_EQ_INT(over, GAMES);
    CHECK(swaps > 0 && flips > 0 && extra > 0); /* the rare paths were taken */
    printf("%d games, %ld plies (longest %d), %d swaps, %d flips, %d extra plays, "
           "%d stalemates, %.1f s\n",
           GAMES, total_plies, longest, swaps, flips, extra, stalemates,
           (double)(clock() - t0) / CLOCKS_PER_SEC);
    return check_exit("test_t33_props");
}
