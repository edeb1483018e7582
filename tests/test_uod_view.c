/* Up or Down?: what a seat may see (R-ALL-2). A seat sees its own hand, the
 * display, every play area and discard pile, the pile sizes and the top of
 * the face-up pile (R-UOD-3); it does not see the other hands, the
 * face-down pile or the face-up pile below its top. For many random states
 * and every seat: changing any card the seat cannot see leaves its view
 * byte-identical; changing a card it can see changes the view; and
 * determinize(view) is a whole state with the same view and the same legal
 * moves. */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "game.h"
#include "uod_helpers.h"
#include "up_or_down.h"

static const GameDef *G = &uod_game;

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

/* The view into a buffer full of junk first, so that nothing the view
 * leaves unwritten can pass for equality. */
static void view_of(const UodState *s, int seat, UodState *out, uint8_t junk)
{
    memset(out, junk, sizeof *out);
    G->view(s, seat, out);
}

static bool same_view(const UodState *a, const UodState *b, int seat)
{
    static UodState va, vb;
    view_of(a, seat, &va, 0xA5);
    view_of(b, seat, &vb, 0x5A);
    return memcmp(&va, &vb, sizeof va) == 0;
}

/* A card the seat cannot see: another seat's hand, the face-down pile, or
 * the face-up pile below its top. Returns its slot, or NULL when there is
 * none of the kind asked for. */
static uint8_t *hidden_slot(UodState *s, int seat, int kind, Rng *rng)
{
    int players = s->hdr.cfg.players;
    switch (kind) {
    case 0: { /* another seat's hand */
        int p = (seat + 1 + (int)rng_below(rng, (uint32_t)players - 1)) % players;
        if (s->hand_n[p] == 0)
            return NULL;
        uint8_t *c = &s->hand[p][rng_below(rng, (uint32_t)s->hand_n[p])];
        return s->drawn_by[*c] ? NULL : c; /* drawn face up: everyone saw it */
    }
    case 1:
        return s->down_n ? &s->down[rng_below(rng, (uint32_t)s->down_n)] : NULL;
    default:
        return s->up_n > 1 ? &s->up[rng_below(rng, (uint32_t)s->up_n - 1)] : NULL;
    }
}

/* A card the seat can see: its own hand, the display, the top of the
 * face-up pile, a column or a discard pile, or the taken card. */
static uint8_t *visible_slot(UodState *s, int seat, int kind, Rng *rng)
{
    int p = (int)rng_below(rng, (uint32_t)s->hdr.cfg.players);
    switch (kind) {
    case 0:
        return s->hand_n[seat] ? &s->hand[seat][rng_below(rng, (uint32_t)s->hand_n[seat])] : NULL;
    case 1:
        return &s->ring[rng_below(rng, (uint32_t)s->ring_n)];
    case 2:
        return s->up_n ? &s->up[s->up_n - 1] : NULL;
    case 3: {
        int k = (int)rng_below(rng, UOD_COLUMNS);
        return s->col_n[p][k] ? &s->col[p][k][rng_below(rng, (uint32_t)s->col_n[p][k])] : NULL;
    }
    case 4:
        return s->discard_n[p] ? &s->discard[p][rng_below(rng, (uint32_t)s->discard_n[p])] : NULL;
    default:
        return s->phase == UOD_PHASE_PLACE ? &s->taken : NULL;
    }
}

static void swap_u8(uint8_t *a, uint8_t *b)
{
    uint8_t t = *a;
    *a = *b;
    *b = t;
}

static bool moves_equal(const Move *a, int na, const Move *b, int nb)
{
    if (na != nb)
        return false;
    for (int i = 0; i < na; i++)
        if (!move_equal(&a[i], &b[i]))
            return false;
    return true;
}

static void check_state(const UodState *s, Rng *rng, int *hidden_tried, int *visible_tried)
{
    int players = s->hdr.cfg.players;
    for (int seat = 0; seat < players; seat++) {
        static UodState v, t, det, vdet;
        view_of(s, seat, &v, 0);

        /* What the view shows and hides. */
        PROP(v.hdr.viewer == seat && v.hdr.cfg.seed == 0, "viewer %d seed %llu", v.hdr.viewer,
             (unsigned long long)v.hdr.cfg.seed);
        for (int p = 0; p < players; p++) {
            /* Another hand: its cards drawn from the face-up pile, ascending,
             * then hidden places. */
            int known = 0;
            if (p != seat)
                for (int i = 0; i < s->hand_n[p]; i++)
                    if (s->drawn_by[s->hand[p][i]] == p + 1)
                        PROP(v.hand[p][known++] == s->hand[p][i],
                             "seat %d misses card %d of hand %d drawn face up", seat, s->hand[p][i],
                             p);
            for (int i = 0; i < s->hand_n[p]; i++)
                if (p == seat)
                    PROP(v.hand[p][i] == s->hand[p][i], "seat %d sees its hand wrongly", seat);
                else if (i >= known)
                    PROP(v.hand[p][i] == UOD_HIDDEN, "seat %d sees hand %d wrongly", seat, p);
        }
        for (int i = 0; i < s->down_n; i++)
            PROP(v.down[i] == UOD_HIDDEN, "seat %d sees the face-down pile", seat);
        for (int i = 0; i < s->up_n; i++)
            PROP(v.up[i] == (i == s->up_n - 1 ? s->up[i] : UOD_HIDDEN),
                 "seat %d sees face-up card %d of %d wrongly", seat, i, s->up_n);
        PROP(memcmp(v.ring, s->ring, sizeof v.ring) == 0 &&
                 memcmp(v.col, s->col, sizeof v.col) == 0 &&
                 memcmp(v.discard, s->discard, sizeof v.discard) == 0,
             "seat %d does not see the public cards", seat);

        /* Another seed, the same view. */
        t = *s;
        t.hdr.cfg.seed ^= 0x123456789ULL;
        PROP(same_view(s, &t, seat), "the seed shows in seat %d's view", seat);

        /* Hidden cards swapped among hidden places: the same view. */
        for (int trial = 0; trial < 12; trial++) {
            t = *s;
            uint8_t *a = hidden_slot(&t, seat, (int)rng_below(rng, 3), rng);
            uint8_t *b = hidden_slot(&t, seat, (int)rng_below(rng, 3), rng);
            if (!a || !b || a == b)
                continue;
            swap_u8(a, b);
            uod_tidy(&t);
            (*hidden_tried)++;
            PROP(uod_cards_once(&t), "the edit lost a card");
            PROP(same_view(s, &t, seat), "seat %d sees a hidden card moved (%d <-> %d)", seat, *a,
                 *b);
        }
        /* A whole new deal of every hidden card: the same view. */
        t = *s;
        {
            uint8_t pool[UOD_MAX_CARDS];
            int n = 0;
            for (int p = 0; p < players; p++)
                if (p != seat)
                    for (int i = 0; i < t.hand_n[p]; i++)
                        if (!t.drawn_by[t.hand[p][i]])
                            pool[n++] = t.hand[p][i];
            for (int i = 0; i < t.down_n; i++)
                pool[n++] = t.down[i];
            for (int i = 0; i + 1 < t.up_n; i++)
                pool[n++] = t.up[i];
            rng_shuffle_u8(rng, pool, n);
            int k = 0;
            for (int p = 0; p < players; p++)
                if (p != seat)
                    for (int i = 0; i < t.hand_n[p]; i++)
                        if (!t.drawn_by[t.hand[p][i]])
                            t.hand[p][i] = pool[k++];
            for (int i = 0; i < t.down_n; i++)
                t.down[i] = pool[k++];
            for (int i = 0; i + 1 < t.up_n; i++)
                t.up[i] = pool[k++];
            uod_tidy(&t);
            PROP(uod_cards_once(&t), "the reshuffle lost a card");
            PROP(same_view(s, &t, seat), "seat %d sees the hidden cards reshuffled", seat);
        }

        /* A visible card exchanged with a hidden one: the view changes. */
        for (int trial = 0; trial < 6; trial++) {
            t = *s;
            uint8_t *a = visible_slot(&t, seat, (int)rng_below(rng, 6), rng);
            uint8_t *b = hidden_slot(&t, seat, (int)rng_below(rng, 3), rng);
            if (!a || !b)
                continue;
            swap_u8(a, b);
            uod_tidy(&t);
            (*visible_tried)++;
            PROP(!same_view(s, &t, seat), "seat %d misses a visible card changed", seat);
        }

        /* determinize(view): a whole state, seen the same, moving the same. */
        G->determinize(&v, rng, &det);
        PROP(det.hdr.viewer == GAME_FULL, "determinized viewer %d", det.hdr.viewer);
        PROP(uod_cards_once(&det), "determinize lost or doubled a card");
        view_of(&det, seat, &vdet, 0x77);
        PROP(memcmp(&vdet, &v, sizeof v) == 0, "seat %d: view(determinize(view)) != view", seat);
        Move ms[GAME_MAX_MOVES], mv[GAME_MAX_MOVES], md[GAME_MAX_MOVES];
        int ns = G->legal_moves(s, ms, GAME_MAX_MOVES);
        int nv = G->legal_moves(&v, mv, GAME_MAX_MOVES);
        int nd = G->legal_moves(&det, md, GAME_MAX_MOVES);
        PROP(G->to_move(&det) == G->to_move(s) && G->to_move(&v) == G->to_move(s),
             "seat to act differs");
        /* The moves are public except which card another seat plays. */
        if (G->to_move(s) == seat || s->phase != UOD_PHASE_PLAY) {
            PROP(moves_equal(ms, ns, mv, nv), "seat %d: the view moves differently", seat);
            PROP(moves_equal(ms, ns, md, nd), "seat %d: determinized moves differ", seat);
        } else {
            PROP(nd == s->hand_n[s->turn], "determinized hand of %d, holding %d", nd,
                 s->hand_n[s->turn]);
        }
        /* A view's hidden cards are no cards: the seat to act cannot be made
         * to play one (R-UOD-9), whoever looks. */
        for (int c = -1; c <= 0; c++) {
            char why[GAME_ERR_LEN] = "";
            Move hidden = move_make(UOD_M_PLAY, 1, &c);
            PROP(!G->check(&v, &hidden, why, sizeof why), "seat %d's view accepts play %d", seat,
                 c);
        }
        /* Every legal move of the view passes check on the view. */
        for (int i = 0; i < nv; i++) {
            char why[GAME_ERR_LEN] = "";
            PROP(G->check(&v, &mv[i], why, sizeof why), "view move refused: %s", why);
        }
    }
}

/* A determinized state plays on to the end without trouble. */
static void play_out(UodState *s, Rng *rng)
{
    Move m[GAME_MAX_MOVES];
    int guard = 0;
    while (G->to_move(s) >= 0 && guard++ < 1000) {
        int n = G->legal_moves(s, m, GAME_MAX_MOVES);
        char err[GAME_ERR_LEN];
        PROP(n > 0 && game_play(G, s, &m[rng_below(rng, (uint32_t)n)], err, sizeof err),
             "a determinized game got stuck");
    }
    PROP(G->to_move(s) < 0 && uod_cards_once(s), "a determinized game did not end well");
}

/* R-ALL-2: a card drawn from the face-up pile was seen by everyone; the
 * other seats' views keep it in the drawer's hand until it is played. */
static void test_face_up_draw_remembered(void)
{
    GameConfig cfg;
    char err[GAME_ERR_LEN];
    static UodState s, v;
    game_config_default(G, 3, 4242, &cfg);
    CHECK(G->setup(&s, &cfg, err, sizeof err));
    int seat = s.turn, top = s.up[s.up_n - 1];
    for (int i = 0; i < 4; i++) {
        Move m[GAME_MAX_MOVES];
        G->legal_moves(&s, m, GAME_MAX_MOVES);
        if (i == 3) {
            int pile = UOD_PILE_UP;
            m[0] = move_make(UOD_M_DRAW, 1, &pile);
        }
        CHECK(G->check(&s, &m[0], err, sizeof err));
        G->apply(&s, &m[0]);
    }
    int other = (seat + 1) % 3;
    G->view(&s, other, &v);
    CHECK_EQ_INT(v.hand[seat][0], top); /* known, listed first */
    CHECK_EQ_INT(v.hand[seat][1], UOD_HIDDEN);
    CHECK_EQ_INT(v.hand[seat][2], UOD_HIDDEN);
    /* Once played it is in the ring, and no longer marked as held. */
    while (s.turn != seat)
        for (int k = 0; k < 4 && s.turn != seat; k++) {
            Move m[GAME_MAX_MOVES];
            G->legal_moves(&s, m, GAME_MAX_MOVES);
            G->apply(&s, &m[0]);
        }
    Move play = move_make(UOD_M_PLAY, 1, &top);
    CHECK(G->check(&s, &play, err, sizeof err));
    G->apply(&s, &play);
    CHECK_EQ_INT(s.drawn_by[top], 0);
    G->view(&s, other, &v);
    for (int i = 0; i < v.hand_n[seat]; i++)
        CHECK(v.hand[seat][i] != top);
}

int main(void)
{
    test_face_up_draw_remembered();
    Rng rng;
    rng_seed(&rng, 2718281828ULL);
    int states = 0, hidden_tried = 0, visible_tried = 0;
    for (int g = 0; g < 300; g++) {
        GameConfig cfg;
        char err[GAME_ERR_LEN];
        game_config_default(G, 2 + g % 5, 77000 + (uint64_t)g, &cfg);
        cfg.opt[UOD_OPT_LENGTH] = (g / 5) % 2;
        static UodState s;
        PROP(G->setup(&s, &cfg, err, sizeof err), "setup: %s", err);
        /* States all through the game: the deal, every phase, the end. */
        while (true) {
            if (rng_below(&rng, 8) == 0 || G->to_move(&s) < 0) {
                check_state(&s, &rng, &hidden_tried, &visible_tried);
                states++;
                if (rng_below(&rng, 4) == 0 && G->to_move(&s) >= 0) {
                    static UodState v, det;
                    G->view(&s, (int)rng_below(&rng, (uint32_t)cfg.players), &v);
                    G->determinize(&v, &rng, &det);
                    play_out(&det, &rng);
                }
            }
            if (G->to_move(&s) < 0)
                break;
            Move m[GAME_MAX_MOVES];
            int n = G->legal_moves(&s, m, GAME_MAX_MOVES);
            G->apply(&s, &m[rng_below(&rng, (uint32_t)n)]);
        }
    }
    CHECK(states > 5000);
    CHECK(hidden_tried > 50000);
    CHECK(visible_tried > 20000);
    printf("%d states, %d hidden and %d visible changes\n", states, hidden_tried, visible_tried);
    return check_exit("test_uod_view");
}
