/* Up or Down? heuristics (the Up or Down? rulebook, R-UOD-1..10).
 *
 * A column scores cards x its most frequent colour (R-UOD-8), so long
 * single-coloured columns are worth far more than several short ones; a
 * column can only grow while cards remain beyond its last card in its
 * direction (R-UOD-5). The heuristic estimates the final score of a play
 * area: each column gets a share of the seat's remaining turns, capped by
 * the live cards left in its direction ("room"), best columns first, and
 * is worth (cards) x (dominant colour), both grown by that share. A turn
 * (play, take, place) is chosen to maximise that estimate, plus what the
 * taken card would have been worth to the next player minus what the
 * played card, which stays in the ring, may give them (R-UOD-4).
 *
 * Everything here reads only the seat to act's hand and public cards
 * (ring, columns, discards, the face-up top, pile sizes), so a view and a
 * world sampled from it score the same. */
#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "ai_game.h"
#include "i18n.h"
#include "up_or_down.h"

/* Tuned with `updown arena up-or-down` (see the commit messages). */
#define UOD_RHO 0.6 /* share of a column's room it gets, times 1/players */
#define UOD_P 0.35  /* chance that a later card matches the column's colour */
#define UOD_OPP 0.3 /* weight of the next player's gain from a ring card */
#define UOD_EPS 0.1 /* rollouts: chance of a random play and take */

typedef struct Col {
    int n, m, last, dir;
    uint8_t cnt[UOD_COLOURS];
} Col;

typedef struct Area {
    Col col[UOD_COLUMNS];
    int ncols, discard;
} Area;

typedef struct Ctx {
    const UodState *s;
    int me, next, players, n_cards;
    int live[UOD_MAX_CARDS + 1]; /* live[c]: cards 1..c in no column or discard pile */
    double turns;                /* placements each seat still makes after this turn */
    double rho;
    Area area[GAME_MAX_SEATS];
    double base_next; /* value of the next player's area now */
} Ctx;

static void col_add(Col *c, int card)
{
    int colour = uod_colour(card);
    if (c->n == 1)
        c->dir = card > c->last ? 1 : -1;
    c->n++;
    c->cnt[colour]++;
    if (c->cnt[colour] > c->m)
        c->m = c->cnt[colour];
    c->last = card;
}

static bool col_accepts(const Col *c, int card)
{
    if (c->n == 0)
        return false;
    if (c->n == 1)
        return true;
    return c->dir > 0 ? card > c->last : card < c->last;
}

static void area_of(const UodState *s, int seat, Area *a)
{
    memset(a, 0, sizeof *a);
    for (int k = 0; k < UOD_COLUMNS; k++) {
        for (int i = 0; i < s->col_n[seat][k]; i++)
            col_add(&a->col[k], s->col[seat][k][i]);
        a->ncols += s->col_n[seat][k] > 0;
    }
    a->discard = s->discard_n[seat];
}

static int room(const Ctx *x, const Col *c)
{
    int above = x->live[x->n_cards] - x->live[c->last];
    int below = c->last > 0 ? x->live[c->last - 1] : 0;
    if (c->n == 1)
        return above > below ? above : below;
    return c->dir > 0 ? above : below;
}

/* The estimated final score of an area with `turns` placements to come. */
static double area_value(const Ctx *x, const Area *a, double turns)
{
    double cap[UOD_COLUMNS], marg[UOD_COLUMNS];
    int order[UOD_COLUMNS] = {0, 1, 2};
    for (int k = 0; k < UOD_COLUMNS; k++) {
        const Col *c = &a->col[k];
        if (c->n > 0) {
            cap[k] = x->rho * room(x, c);
            marg[k] = c->m + UOD_P * (c->n + 1);
        } else {
            cap[k] = x->rho * 0.5 * x->live[x->n_cards];
            marg[k] = 1.0;
        }
    }
    for (int i = 1; i < UOD_COLUMNS; i++) /* best marginal value first */
        for (int j = i; j > 0 && marg[order[j]] > marg[order[j - 1]]; j--) {
            int t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
        }
    double total = a->discard, left = turns;
    for (int i = 0; i < UOD_COLUMNS; i++) {
        const Col *c = &a->col[order[i]];
        double add = cap[order[i]] < left ? cap[order[i]] : left;
        if (add < 0)
            add = 0;
        left -= add;
        if (c->n > 0)
            total += (c->n + add) * (c->m + UOD_P * add);
        else if (add > 0)
            total += add * (1.0 + UOD_P * (add - 1.0));
    }
    return total;
}

/* The best place for card in area a: its value, and the move (kind, column). */
static double best_place(const Ctx *x, const Area *a, int card, double turns, Move *best)
{
    double bestv = -1e30;
    int bkind = 0, bk = 0;
    for (int k = 0; k < UOD_COLUMNS; k++) {
        if (!col_accepts(&a->col[k], card))
            continue;
        Area b = *a;
        col_add(&b.col[k], card);
        double v = area_value(x, &b, turns);
        if (v > bestv)
            bestv = v, bkind = UOD_M_COLUMN, bk = k;
    }
    if (a->ncols < UOD_COLUMNS) {
        int k = 0;
        while (a->col[k].n > 0)
            k++;
        Area b = *a;
        col_add(&b.col[k], card);
        b.ncols++;
        double v = area_value(x, &b, turns);
        if (v > bestv)
            bestv = v, bkind = UOD_M_NEW, bk = 0;
    }
    for (int k = 0; k < UOD_COLUMNS; k++) {
        if (a->col[k].n == 0)
            continue;
        Area b = *a;
        b.discard += b.col[k].n; /* R-UOD-6 */
        memset(&b.col[k], 0, sizeof b.col[k]);
        col_add(&b.col[k], card);
        double v = area_value(x, &b, turns);
        if (v > bestv)
            bestv = v, bkind = UOD_M_DISCARD, bk = k;
    }
    if (best)
        *best = bkind == UOD_M_NEW ? move_make(UOD_M_NEW, 0, NULL) : move_make(bkind, 1, &bk);
    return bestv;
}

static double place_value(const Ctx *x, const Area *a, int card, const Move *m, double turns)
{
    Area b = *a;
    int k = m->n > 0 ? m->arg[0] : 0;
    switch (m->kind) {
    case UOD_M_COLUMN:
        break;
    case UOD_M_NEW:
        for (k = 0; b.col[k].n > 0; k++)
            ;
        b.ncols++;
        break;
    case UOD_M_DISCARD:
        b.discard += b.col[k].n;
        memset(&b.col[k], 0, sizeof b.col[k]);
        break;
    default:
        assert(!"not a placement");
    }
    col_add(&b.col[k], card);
    return area_value(x, &b, turns);
}

static void ctx_init(Ctx *x, const UodState *s, bool opponents)
{
    x->s = s;
    x->me = s->turn;
    x->players = s->hdr.cfg.players;
    x->n_cards = s->n_cards;
    bool dead[UOD_MAX_CARDS + 1] = {false};
    for (int p = 0; p < x->players; p++) {
        for (int k = 0; k < UOD_COLUMNS; k++)
            for (int i = 0; i < s->col_n[p][k]; i++)
                dead[s->col[p][k][i]] = true;
        for (int i = 0; i < s->discard_n[p]; i++)
            dead[s->discard[p][i]] = true;
    }
    if (s->taken)
        dead[s->taken] = true;
    x->live[0] = 0;
    for (int c = 1; c <= x->n_cards; c++)
        x->live[c] = x->live[c - 1] + !dead[c];
    int plays = s->down_n + s->up_n;
    for (int p = 0; p < x->players; p++)
        plays += s->hand_n[p];
    if (s->phase == UOD_PHASE_PLAY)
        plays--; /* the card about to be played */
    x->turns = (double)plays / x->players;
    x->rho = UOD_RHO / x->players;
    area_of(s, x->me, &x->area[x->me]);
    x->next = -1;
    if (opponents) {
        for (int step = 1; step < x->players; step++) {
            int p = (x->me + step) % x->players;
            if (s->hand_n[p] > 0 || s->down_n + s->up_n > 0) {
                x->next = p;
                break;
            }
        }
        if (x->next >= 0) {
            area_of(s, x->next, &x->area[x->next]);
            x->base_next = area_value(x, &x->area[x->next], x->turns);
        }
    }
}

/* What card would add to the next player's area, were they to take it. */
static double next_gain(const Ctx *x, int card)
{
    if (x->next < 0)
        return 0;
    double t = x->turns > 1 ? x->turns - 1 : 0;
    return best_place(x, &x->area[x->next], card, t, NULL) - x->base_next;
}

/* The best take and placement after playing `played` into the ring. */
static double take_value(const Ctx *x, int take, bool opponents)
{
    double v = best_place(x, &x->area[x->me], take, x->turns, NULL);
    if (opponents)
        v += UOD_OPP * next_gain(x, take);
    return v;
}

static double play_value(const Ctx *x, int card, bool opponents, int *take)
{
    int lo, hi;
    uod_ring_neighbours(x->s, card, &lo, &hi);
    double vlo = take_value(x, lo, opponents), vhi = take_value(x, hi, opponents);
    if (take)
        *take = vlo >= vhi ? lo : hi;
    double v = vlo >= vhi ? vlo : vhi;
    if (opponents)
        v -= UOD_OPP * next_gain(x, card);
    return v;
}

/* Draw: how well the hand will reach good ring cards next turn. The ring
 * will have moved by then, but it is the best guess the seat has. */
static double access(const Ctx *x, const double *ringv, int card)
{
    const UodState *s = x->s;
    int n = s->ring_n, i = 0;
    while (i < n && s->ring[i] < card)
        i++;
    double a = ringv[(i - 1 + n) % n], b = ringv[i % n];
    return a > b ? a : b;
}

static void draw_scores(const Ctx *x, const Move *moves, int n, double *scores)
{
    const UodState *s = x->s;
    double ringv[UOD_RING + 1];
    double t = x->turns > 1 ? x->turns - 1 : 0;
    for (int i = 0; i < s->ring_n; i++)
        ringv[i] = best_place(x, &x->area[x->me], s->ring[i], t, NULL);
    double base = -1e30;
    for (int i = 0; i < s->hand_n[x->me]; i++) {
        double a = access(x, ringv, s->hand[x->me][i]);
        if (a > base)
            base = a;
    }
    for (int j = 0; j < n; j++) {
        if (moves[j].arg[0] == UOD_PILE_UP && s->up_n > 0) {
            double a = access(x, ringv, s->up[s->up_n - 1]);
            scores[j] = a > base ? a : base;
            continue;
        }
        /* The face-down card is one of the cards this seat has not seen. */
        bool seen[UOD_MAX_CARDS + 1] = {false};
        for (int i = 0; i < s->ring_n; i++)
            seen[s->ring[i]] = true;
        for (int i = 0; i < s->hand_n[x->me]; i++)
            seen[s->hand[x->me][i]] = true;
        if (s->up_n > 0)
            seen[s->up[s->up_n - 1]] = true;
        double sum = 0;
        int count = 0;
        for (int c = 1; c <= x->n_cards; c++) {
            if (seen[c] || x->live[c] == x->live[c - 1])
                continue; /* seen, or in a column or discard pile */
            double a = access(x, ringv, c);
            sum += a > base ? a : base;
            count++;
        }
        /* A tiny preference for the face-down pile: it shows nothing. */
        scores[j] = (count ? sum / count : base) + 1e-6;
    }
}

static void uod_score_moves(const void *st, const Move *moves, int n, double *scores)
{
    const UodState *s = st;
    Ctx x;
    ctx_init(&x, s, true);
    for (int j = 0; j < n; j++)
        scores[j] = 0;
    switch (s->phase) {
    case UOD_PHASE_PLAY:
        for (int j = 0; j < n; j++)
            scores[j] = play_value(&x, moves[j].arg[0], true, NULL);
        break;
    case UOD_PHASE_TAKE:
        for (int j = 0; j < n; j++)
            scores[j] = take_value(&x, moves[j].arg[0], true);
        break;
    case UOD_PHASE_PLACE:
        for (int j = 0; j < n; j++)
            scores[j] = place_value(&x, &x.area[x.me], s->taken, &moves[j], x.turns);
        break;
    case UOD_PHASE_DRAW:
        draw_scores(&x, moves, n, scores);
        break;
    default:
        break;
    }
}

/* Rollouts: a whole play-take-place in one go (no hidden card is revealed
 * in between), without the look at the next player for speed. */
static int uod_rollout(void *st, Rng *rng, int searcher, Move *out, int cap)
{
    const UodState *s = st;
    Ctx x;
    assert(cap >= 3);
    (void)cap;
    (void)searcher;
    if (s->phase == UOD_PHASE_PLAY) {
        ctx_init(&x, s, false);
        const uint8_t *hand = s->hand[x.me];
        int nh = s->hand_n[x.me], play = hand[0], take = 0;
        if (rng_unit(rng) < UOD_EPS) {
            int lo, hi;
            play = hand[rng_below(rng, (uint32_t)nh)];
            uod_ring_neighbours(s, play, &lo, &hi);
            take = rng_below(rng, 2) ? lo : hi;
        } else {
            double best = -1e30;
            for (int i = 0; i < nh; i++) {
                int t;
                double v = play_value(&x, hand[i], false, &t);
                if (v > best)
                    best = v, play = hand[i], take = t;
            }
        }
        Move place;
        best_place(&x, &x.area[x.me], take, x.turns, &place);
        out[0] = move_make(UOD_M_PLAY, 1, &play);
        out[1] = move_make(UOD_M_TAKE, 1, &take);
        out[2] = place;
        return 3;
    }
    Move moves[16];
    double scores[16];
    int n = uod_game.legal_moves(s, moves, 16);
    assert(n > 0);
    if (s->phase == UOD_PHASE_DRAW && n == 2) {
        /* Cheaper than draw_scores: the face-up card if it reaches a better
         * ring card than the hand already does. */
        ctx_init(&x, s, false);
        double ringv[UOD_RING + 1], t = x.turns > 1 ? x.turns - 1 : 0, base = -1e30;
        for (int i = 0; i < s->ring_n; i++)
            ringv[i] = best_place(&x, &x.area[x.me], s->ring[i], t, NULL);
        for (int i = 0; i < s->hand_n[x.me]; i++) {
            double a = access(&x, ringv, s->hand[x.me][i]);
            if (a > base)
                base = a;
        }
        bool up = access(&x, ringv, s->up[s->up_n - 1]) > base;
        out[0] = moves[up ? 1 : 0];
        assert(out[0].arg[0] == (up ? UOD_PILE_UP : UOD_PILE_DOWN));
        return 1;
    }
    uod_score_moves(s, moves, n, scores);
    int best = 0;
    for (int j = 1; j < n; j++)
        if (scores[j] > scores[best])
            best = j;
    out[0] = moves[best];
    return 1;
}

/* --- Why a move (hint.h) ------------------------------------------------- */

/* The column score of column k of seat with card added. */
static int uod_score_with(const UodState *v, int seat, int k, int card)
{
    uint8_t cards[UOD_MAX_CARDS + 1];
    int n = v->col_n[seat][k];
    memcpy(cards, v->col[seat][k], (size_t)n);
    cards[n] = (uint8_t)card;
    return uod_column_score(cards, n + 1);
}

/* Where card would gain the seat most: a column (*k >= 0) or a new one
 * (*k = -1); the gain in points, or -1 when it fits nowhere. */
static int uod_best_place(const UodState *v, int seat, int card, int *k)
{
    int best = -1, cols = 0;
    *k = -1;
    for (int c = 0; c < UOD_COLUMNS; c++) {
        int n = v->col_n[seat][c];
        cols += n > 0;
        if (n == 0 || !uod_column_accepts(v, seat, c, card))
            continue;
        int gain = uod_score_with(v, seat, c, card) - uod_column_score(v->col[seat][c], n);
        if (gain > best)
            best = gain, *k = c;
    }
    if (cols < UOD_COLUMNS && best < 1)
        best = 1, *k = -1; /* a new column of one card scores 1 */
    return best;
}

/* Whether no other card of seat's hand would gain its columns less than
 * card (uod_best_place). */
static bool needed_least(const UodState *v, int seat, int card)
{
    int k, mine = uod_best_place(v, seat, card, &k);
    for (int i = 0; i < v->hand_n[seat]; i++)
        if (v->hand[seat][i] != card && uod_best_place(v, seat, v->hand[seat][i], &k) < mine)
            return false;
    return true;
}

/* The hint in words: what the move does, said to the player at the screen
 * without a subject ("take 33 ..."), as the window writes it after
 * "Hint: ". */
static void uod_explain(const void *view, const Move *m, char *buf, size_t len)
{
    const UodState *v = view;
    int me = v->hdr.viewer, a = m->arg[0], k, gain;
    switch (m->kind) {
    case UOD_M_PLAY: {
        int lo, hi;
        uod_ring_neighbours(v, a, &lo, &hi);
        int klo, khi, glo = uod_best_place(v, me, lo, &klo), ghi = uod_best_place(v, me, hi, &khi);
        int want = ghi > glo ? hi : lo, g = ghi > glo ? ghi : glo;
        if (g > 1)
            snprintf(buf, len,
                     /* TRANSLATORS: a hint, said to the player after "Hint: " with no
                        subject: the card to play, the two cards of the display it
                        would sit between, the card it lets the player take next, then
                        the points that card would gain. */
                     P_("play %d between %d and %d, to take the %d next: %d more point",
                        "play %d between %d and %d, to take the %d next: %d more points", g),
                     a, lo, hi, want, g);
        else if (uod_columns(v, me) > 0 && needed_least(v, me, a))
            /* TRANSLATORS: a hint, after "Hint: " with no subject: the card to
               play and the two cards of the display it would sit between. */
            snprintf(buf, len, _("play %d between %d and %d: the card your columns need least"), a,
                     lo, hi);
        else if (uod_columns(v, me) > 0)
            snprintf(buf, len,
                     /* TRANSLATORS: a hint, after "Hint: " with no subject: the card to
                        play and the two cards of the display it would sit between. The
                        hard player judged the move by playing the game out many
                        times. */
                     _("play %d between %d and %d: over the game it does better than your other "
                       "cards"),
                     a, lo, hi);
        else
            /* TRANSLATORS: a hint, after "Hint: " with no subject: the card to
               play and the two cards of the display it would sit between; the
               player has no column yet. */
            snprintf(buf, len,
                     _("play %d between %d and %d: the card you need least to start your "
                       "columns"),
                     a, lo, hi);
        break;
    }
    case UOD_M_TAKE: {
        /* the other card that may be taken: the played card's other
         * neighbour in the ring (it lies in the ring now) */
        int at = 0, n = v->ring_n, other_k;
        while (at < n - 1 && v->ring[at] != v->played)
            at++;
        int lo = v->ring[(at - 1 + n) % n], hi = v->ring[(at + 1) % n];
        int other = a == lo ? hi : lo;
        gain = uod_best_place(v, me, a, &k);
        if (gain < 0 && other != a && uod_best_place(v, me, other, &other_k) >= 0)
            snprintf(buf, len,
                     /* TRANSLATORS: a hint, after "Hint: " with no subject: the card to
                        take, then the other card that could be taken, which fits. The
                        hard player judged the move by playing the game out many
                        times. */
                     _("take %d, though it fits none of your columns: over the game it does "
                       "better than the %d"),
                     a, other);
        else if (gain < 0)
            /* TRANSLATORS: a hint, after "Hint: " with no subject: the card to
               take. */
            snprintf(buf, len, _("take %d: the better of two cards that fit none of your columns"),
                     a);
        else if (k < 0 && uod_columns(v, me) == 0)
            /* TRANSLATORS: a hint, after "Hint: " with no subject: the card to
               take and its colour (a noun: "blue"); the player has no column
               yet. */
            snprintf(buf, len, _("take %d (%s) to start your first column"), a,
                     uod_colour_name(uod_colour(a)));
        else if (k < 0)
            /* TRANSLATORS: a hint, after "Hint: " with no subject: the card to
               take and its colour (a noun: "blue"). */
            snprintf(buf, len, _("take %d (%s) to start a new column"), a,
                     uod_colour_name(uod_colour(a)));
        else
            snprintf(buf, len,
                     /* TRANSLATORS: a hint, after "Hint: " with no subject: the card to
                        take, its colour (a noun: "blue"), the column's number (1-3),
                        the column's cards then (always 2 or more), and the points
                        gained. */
                     P_("take %d (%s): column %d grows to %d cards, %d more point",
                        "take %d (%s): column %d grows to %d cards, %d more points", gain),
                     a, uod_colour_name(uod_colour(a)), k + 1, v->col_n[me][k] + 1, gain);
        break;
    }
    case UOD_M_COLUMN: {
        int before = uod_column_score(v->col[me][a], v->col_n[me][a]);
        int after = uod_score_with(v, me, a, v->taken);
        snprintf(buf, len,
                 /* TRANSLATORS: a hint, after "Hint: " with no subject: the card, the
                    column's number (1-3), the column's cards then (always 2 or more),
                    its points then and the change, with its sign (+3). */
                 P_("put %d on column %d: %d cards for %d point (%+d)",
                    "put %d on column %d: %d cards for %d points (%+d)", after),
                 v->taken, a + 1, v->col_n[me][a] + 1, after, after - before);
        break;
    }
    case UOD_M_NEW:
        gain = uod_best_place(v, me, v->taken, &k);
        if (k >= 0 && gain > 1)
            snprintf(buf, len,
                     /* TRANSLATORS: a hint, after "Hint: " with no subject: the card, the
                        points (with their sign, +3) it would add to a column now, that
                        column's number (1-3). The hard player judged the move by playing
                        the game out many times. */
                     _("start a new column with %d: over the game it does better than the %+d it "
                       "would add to column %d"),
                     v->taken, gain, k + 1);
        else if (uod_columns(v, me) > 0)
            /* TRANSLATORS: a hint, after "Hint: " with no subject: the card. */
            snprintf(buf, len, _("start a new column with %d: it fits no column well"), v->taken);
        else
            /* TRANSLATORS: a hint, after "Hint: " with no subject: the card,
               placed where the player has no column yet. */
            snprintf(buf, len, _("start your first column with %d"), v->taken);
        break;
    case UOD_M_DISCARD: {
        int n = v->col_n[me][a], s = uod_column_score(v->col[me][a], n);
        snprintf(buf, len,
                 /* TRANSLATORS: a hint, after "Hint: " with no subject: the column's
                    number (1-3), its points as a column, its cards (each a point on
                    the discard pile), then the card that starts it again. */
                 P_("discard column %d (%d point as a column, %d on the discard pile) and start "
                    "again with %d",
                    "discard column %d (%d points as a column, %d on the discard pile) and "
                    "start again with %d",
                    s),
                 a + 1, s, n, v->taken);
        break;
    }
    case UOD_M_DRAW:
        if (v->up_n > 0) {
            int top = v->up[v->up_n - 1];
            gain = uod_best_place(v, me, top, &k);
            if (a == UOD_PILE_UP && k >= 0 && gain > 1)
                /* TRANSLATORS: a hint, after "Hint: " with no subject: the
                   face-up card, then a column's number (1-3). */
                snprintf(buf, len, _("draw the face-up %d: it fits column %d"), top, k + 1);
            else if (a == UOD_PILE_UP && v->down_n == 0)
                /* TRANSLATORS: a hint, after "Hint: " with no subject: the
                   face-up card; the face-down pile is empty. */
                snprintf(buf, len, _("draw the face-up %d, the only pile left"), top);
            else if (a == UOD_PILE_UP)
                /* TRANSLATORS: a hint, after "Hint: " with no subject: the
                   face-up card. The hard player judged the draw by playing the
                   game out many times: a card from the face-down pile would on
                   average do no better. */
                snprintf(buf, len,
                         _("draw the face-up %d: it helps your columns little, but a "
                           "face-down card would do no better on average"),
                         top);
            else if (k >= 0 && gain > 1)
                snprintf(buf, len,
                         /* TRANSLATORS: a hint, after "Hint: " with no subject: the
                            face-up card, the points (with their sign, +3) it would add
                            to a column, that column's number (1-3). The hard player
                            judged the move by playing the game out many times. */
                         _("draw face down: over the game it does better than the face-up %d, "
                           "worth %+d on column %d"),
                         top, gain, k + 1);
            else
                snprintf(buf, len,
                         /* TRANSLATORS: a hint, after "Hint: " with no subject: the
                            face-up card. */
                         _("draw face down: the face-up %d would help your columns little"), top);
        } else {
            /* TRANSLATORS: a hint, after "Hint: " with no subject. */
            snprintf(buf, len, "%s", _("draw from the face-down pile, the only one left"));
        }
        break;
    default:
        /* TRANSLATORS: a hint, after "Hint: ": the only move the rules allow. */
        snprintf(buf, len, "%s", _("the move the rules leave"));
    }
}

const AiGame ai_uod = {
    .explain = uod_explain,
    .def = &uod_game,
    .score = uod_score_moves,
    .easy_slip = 0.25,
    .easy_margin = 4.0,
    .rollout = uod_rollout,
    .secret_round = NULL,
    .score_sign = 1,
    .score_scale = 20.0,
};
