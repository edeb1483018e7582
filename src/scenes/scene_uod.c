/* The Up or Down? table: the ring of the display sorted clockwise around
 * the two draw piles, every player's columns laid out as the rulebook shows
 * them (a rising column climbs and shows its bottom numbers, a falling one
 * descends and shows its top numbers, the newest card always whole), the
 * hand of the seat at the screen, the log. Everything is drawn from that
 * seat's view (GameDef.view) and every click becomes a Move the rules
 * check; a refusal shakes the card and says why.
 *
 * Animation compares where every card was drawn before a move with where
 * it is drawn after it, and flies the cards that moved. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "table.h"
#include "up_or_down.h"

#define MAX_PLACES 400
#define MAX_FLIGHTS 64

enum {
    Z_RING = UOD_SPOT_RING,
    Z_DOWN = UOD_SPOT_DOWN,
    Z_UP = UOD_SPOT_UP,
    Z_COL = UOD_SPOT_COLUMN,
    Z_DISCARD = UOD_SPOT_DISCARD,
    Z_OHAND = UOD_SPOT_OHAND,
    Z_HAND = UOD_SPOT_HAND,
    Z_TAKEN = UOD_SPOT_TAKEN
};

typedef UodSpot Place; /* card 0: a back */

typedef struct Flight {
    int place; /* the place it lands on, or -1 for a card that leaves */
    int card;
    SDL_Rect from, to;
    double t0, dur;
} Flight;

typedef struct SeatBox {
    SDL_Rect panel, header, body;
    SDL_Rect col[UOD_COLUMNS];  /* each column's area */
    SDL_Rect pill[UOD_COLUMNS]; /* score under the column */
    SDL_Rect discard_btn[UOD_COLUMNS];
    SDL_Rect hand, discard, taken;
    int card_h;
    bool row; /* a seat at a side: the hand and the discard pile above the columns */
} SeatBox;

typedef struct UodTable {
    Scene base;
    TableCore core;
    const UodState *v; /* the viewer's view, kept by the match */
    SDL_Rect main, mid;
    SeatBox box[GAME_MAX_SEATS];
    int ring_h, ring_cx, ring_cy, ring_rx, ring_ry;
    uint64_t backdrop; /* eng_backdrop_ticket of this layout */
    SDL_Rect pile[2];
    Place places[MAX_PLACES];
    int nplaces;
    Flight flights[MAX_FLIGHTS];
    int nflights;
    Move legal[GAME_MAX_MOVES];
    int nlegal;
    bool my_turn; /* the viewer is a human to move */
    /* dragging a hand card */
    int press_card;
    bool dragging;
    int press_x, press_y;
    TableShake shake; /* a refused target */
} UodTable;

static const SDL_Color PILL = {0, 0, 0, 120};

/* ---------------------------------------------------------------------- */

static bool is_legal(const UodTable *t, int kind, int arg)
{
    for (int i = 0; i < t->nlegal; i++)
        if (t->legal[i].kind == kind && (t->legal[i].n == 0 || t->legal[i].arg[0] == arg))
            return true;
    return false;
}

static int add_place(UodTable *t, int card, int zone, int seat, int k, int i, SDL_Rect r)
{
    if (t->nplaces == MAX_PLACES)
        return -1;
    t->places[t->nplaces] = (Place){card, zone, seat, k, i, r};
    return t->nplaces++;
}

/* Rects of a column's cards, the rulebook's way: rising columns climb from
 * the bottom of the area, falling ones descend from its top, a column of
 * one card waits in the middle. Older cards are squeezed first when the
 * column is long; the newest keep their number band visible. */
static void column_rects(const UodState *v, int seat, int k, SDL_Rect area, int h, SDL_Rect *out)
{
    int n = v->col_n[seat][k], w = eng_card_w(h);
    int x = area.x + (area.w - w) / 2;
    if (n == 0)
        return;
    if (n == 1) {
        out[0] = (SDL_Rect){x, area.y + (area.h - h) / 2, w, h};
        return;
    }
    int dir = uod_column_direction(v, seat, k);
    int space = area.h - h; /* for the n-1 strips */
    /* A strip of 18% shows the number in the card's band whole. */
    int nice = h * 23 / 100, legible = h * 18 / 100, least = h * 7 / 100;
    int steps = n - 1;
    int strip[UOD_MAX_CARDS];
    if (steps * nice <= space) {
        for (int i = 0; i < steps; i++)
            strip[i] = nice;
    } else if (steps * legible <= space) { /* every number still shows */
        for (int i = 0; i < steps; i++)
            strip[i] = space / steps;
    } else {
        int keep = steps; /* the newest strips keep their numbers */
        while (keep > 0 && keep * legible + (steps - keep) * least > space)
            keep--;
        int old = steps - keep;
        int rest = space - keep * legible;
        for (int i = 0; i < steps; i++) {
            if (i >= old)
                strip[i] = legible;
            else
                strip[i] = old > 0 ? rest / old : 0;
        }
        if (keep == 0) /* even the least does not fit: share it out */
            for (int i = 0; i < steps; i++)
                strip[i] = space > 0 ? space / steps : 0;
    }
    if (dir > 0) {
        int y = area.y + area.h - h;
        for (int i = 0; i < n; i++) {
            out[i] = (SDL_Rect){x, y, w, h};
            if (i < steps)
                y -= strip[i];
        }
    } else {
        int y = area.y;
        for (int i = 0; i < n; i++) {
            out[i] = (SDL_Rect){x, y, w, h};
            if (i < steps)
                y += strip[i];
        }
    }
}

static int max_column(const UodState *v, int seat)
{
    int m = 1;
    for (int k = 0; k < UOD_COLUMNS; k++)
        if (v->col_n[seat][k] > m)
            m = v->col_n[seat][k];
    return m;
}

/* The card height of a seat's columns: at most h0, and small enough that
 * four cards show their bands in the area. */
static int column_card_h(int area_h, int h0, int area_w)
{
    int h = (int)(area_h / 1.69);
    if (h > h0)
        h = h0;
    int by_w = area_w * 7 / 5;
    if (h > by_w)
        h = by_w;
    return eng_card_snap(h);
}

/* ---------------------------------------------------------------------- */

static void layout_seat(UodTable *t, Eng *e, int p, SDL_Rect panel, bool mine)
{
    const UodState *v = t->v;
    SeatBox *b = &t->box[p];
    memset(b, 0, sizeof *b);
    b->panel = panel;
    int pad = eng_px(e, mine ? 12 : 8);
    int head = eng_px(e, mine ? 34 : 26);
    b->header = (SDL_Rect){panel.x + pad, panel.y + eng_px(e, 4), panel.w - 2 * pad, head};
    int foot = eng_px(e, mine ? 30 : 22);
    b->body = (SDL_Rect){panel.x + pad, panel.y + head + eng_px(e, 4), panel.w - 2 * pad,
                         panel.h - head - foot - eng_px(e, 8)};
    SDL_Rect body = b->body;
    /* Columns on the left; on the right the discard pile, the taken card
     * and the hand. A seat at a side, taller than wide, has them in a row
     * above its columns instead. */
    int h0 = mine ? eng_px(e, 132) : eng_px(e, 96);
    int gap = eng_px(e, mine ? 14 : 6);
    int side_w;
    int hand_h;
    b->row = !mine && panel.h * 10 > panel.w * 9;
    SDL_Rect cols = body; /* the columns' area */
    if (b->row) {
        hand_h = eng_card_snap(body.h * 20 / 100);
        side_w = -gap;                          /* nothing beside the columns */
        int top = hand_h + eng_px(e, 15) + gap; /* the row and its labels */
        cols = (SDL_Rect){body.x, body.y + top, body.w, body.h - top};
    } else if (mine) {
        hand_h =
            eng_card_snap(body.h * 80 / 100 < eng_px(e, 140) ? body.h * 80 / 100 : eng_px(e, 140));
        side_w = 5 * eng_card_w(hand_h) + 4 * gap + eng_card_w(hand_h) / 4;
    } else {
        hand_h = eng_card_snap(body.h * 40 / 100);
        side_w = eng_card_w(hand_h) + eng_card_w(hand_h) / 5 + gap;
    }
    int cols_w = body.w - side_w - gap;
    int col_w = (cols_w - 2 * gap) / 3;
    int ch = column_card_h(cols.h, h0, col_w);
    if (mine || max_column(v, p) > 4) {
        /* long columns: smaller cards, so that every card's number shows
         * (column_rects), down to a size still easy to read */
        int n = max_column(v, p) - 1;
        int fit = (int)(cols.h / (1.0 + 0.19 * n)); /* 18% strips, and room to round */
        int least = eng_px(e, mine ? 80 : 56);
        if (fit < least)
            fit = least;
        if (eng_card_snap(fit) < ch)
            ch = eng_card_snap(fit);
    }
    b->card_h = ch;
    for (int k = 0; k < UOD_COLUMNS; k++) {
        b->col[k] = (SDL_Rect){body.x + k * (col_w + gap), cols.y, col_w, cols.h};
        b->pill[k] =
            (SDL_Rect){b->col[k].x, body.y + body.h + eng_px(e, 4), col_w, foot - eng_px(e, 6)};
        if (mine) { /* the pill splits: score | discard */
            int half = col_w * 40 / 100;
            b->discard_btn[k] = (SDL_Rect){b->col[k].x + half + eng_px(e, 2), b->pill[k].y,
                                           col_w - half - eng_px(e, 2), b->pill[k].h};
            b->pill[k].w = half - eng_px(e, 2);
        }
    }
    int sx = body.x + cols_w + gap;
    if (mine) {
        int dw = eng_card_w(hand_h);
        int cy = body.y + (body.h - hand_h) / 2;
        b->discard = (SDL_Rect){sx, cy, dw, hand_h};
        b->taken = (SDL_Rect){sx + dw + gap, cy - eng_px(e, 10), dw, hand_h};
        b->hand =
            (SDL_Rect){sx + 2 * (dw + gap), cy, body.x + body.w - sx - 2 * (dw + gap), hand_h};
    } else if (b->row) {
        int dw = eng_card_w(hand_h);
        b->hand = (SDL_Rect){body.x, body.y, body.w / 2, hand_h};
        b->discard = (SDL_Rect){body.x + body.w - dw, body.y, dw, hand_h};
        b->taken = (SDL_Rect){body.x + (body.w - dw) / 2, body.y, dw, hand_h};
    } else {
        int dw = eng_card_w(hand_h);
        b->hand = (SDL_Rect){sx, body.y, side_w, hand_h};
        b->discard = (SDL_Rect){sx, body.y + body.h - hand_h, dw, hand_h};
        b->taken = (SDL_Rect){sx + side_w - dw, body.y + (body.h - hand_h) / 2, dw, hand_h};
    }
}

static void place_seat_cards(UodTable *t, int p, bool mine)
{
    const UodState *v = t->v;
    SeatBox *b = &t->box[p];
    /* columns, oldest card first so that newer cards lie on top */
    for (int k = 0; k < UOD_COLUMNS; k++) {
        SDL_Rect r[UOD_MAX_CARDS];
        column_rects(v, p, k, b->col[k], b->card_h, r);
        for (int i = 0; i < v->col_n[p][k]; i++)
            add_place(t, v->col[p][k][i], Z_COL, p, k, i, r[i]);
    }
    /* the discard pile: backs, a few deep */
    int nd = v->discard_n[p] < 3 ? v->discard_n[p] : 3;
    int off = b->discard.h / 40 + 1;
    for (int i = 0; i < nd; i++) {
        SDL_Rect r = b->discard;
        r.x -= (nd - 1 - i) * off;
        r.y -= (nd - 1 - i) * off;
        add_place(t, 0, Z_DISCARD, p, 0, i, r);
    }
    /* the hand */
    int n = v->hand_n[p];
    int w = eng_card_w(b->hand.h);
    if (mine) {
        int gap = w / 8;
        int total = n * w + (n - 1) * gap;
        int x = b->hand.x + (b->hand.w - total) / 2;
        for (int i = 0; i < n; i++)
            add_place(t, v->hand[p][i], Z_HAND, p, 0, i,
                      (SDL_Rect){x + i * (w + gap), b->hand.y, w, b->hand.h});
    } else {
        int step = w / 10 + 1;
        for (int i = 0; i < n; i++)
            add_place(t, v->hand[p][i], Z_OHAND, p, 0, i,
                      (SDL_Rect){b->hand.x + i * step, b->hand.y, w, b->hand.h});
    }
    if (v->phase == UOD_PHASE_PLACE && v->turn == p && v->taken)
        add_place(t, v->taken, Z_TAKEN, p, 0, 0, b->taken);
}

static void uod_layout(Scene *s, Eng *e)
{
    UodTable *t = (UodTable *)s;
    if (!t->core.m)
        return;
    Match *m = t->core.m;
    t->v = m->view;
    const UodState *v = t->v;
    int players = v->hdr.cfg.players, me = m->viewer;
    int margin = eng_px(e, 12);
    int log_w = eng_px(e, players >= 5 ? 230 : 290);
    SDL_Rect log = {e->w - margin - log_w, margin, log_w, e->h - 2 * margin};
    t->main = (SDL_Rect){margin, margin, e->w - log_w - 3 * margin, e->h - 2 * margin};
    /* Five or six players: the first and the last opponent sit at the
     * sides of the ring, so that the others have room across the top for
     * cards whose numbers can be read. */
    int nopp = players - 1;
    bool sides = nopp >= 4;
    int opp_h = e->h * 26 / 100, mine_h = e->h * (sides ? 33 : 36) / 100;
    SDL_Rect mine = {t->main.x, t->main.y + t->main.h - mine_h, t->main.w, mine_h};
    t->mid = (SDL_Rect){t->main.x, t->main.y + opp_h + margin, t->main.w,
                        t->main.h - opp_h - mine_h - 2 * margin};
    int gap = eng_px(e, 10);

    /* The ring's size follows the middle's height. */
    int bh = t->mid.h;
    t->ring_h = eng_card_snap((int)((bh - 2 * gap) / 3.05));
    if (t->ring_h > eng_px(e, 120))
        t->ring_h = eng_card_snap(eng_px(e, 120));
    int rw = eng_card_w(t->ring_h);
    t->ring_ry = (bh - t->ring_h) / 2;

    /* Opponents clockwise from the viewer's left: up the left side, across
     * the top, down the right side. */
    int ntop = sides ? nopp - 2 : nopp;
    int pw = (t->main.w - (ntop - 1) * gap) / (ntop > 0 ? ntop : 1);
    if (pw > eng_px(e, 520))
        pw = eng_px(e, 520);
    int side_w = 0;
    if (sides) { /* as wide as the ring leaves, at most as the top ones */
        int ring_w = 2 * (t->ring_ry * 8 / 5 + 2 * rw);
        side_w = (t->main.w - ring_w) / 2 - gap;
        if (side_w > pw)
            side_w = pw;
    }
    int total = ntop * pw + (ntop - 1) * gap;
    int x = t->main.x + (t->main.w - total) / 2;
    for (int i = 0; i < nopp; i++) {
        int p = (me + 1 + i) % players;
        SDL_Rect panel;
        if (sides && i == 0)
            panel = (SDL_Rect){t->main.x, t->mid.y, side_w, t->mid.h};
        else if (sides && i == nopp - 1)
            panel = (SDL_Rect){t->main.x + t->main.w - side_w, t->mid.y, side_w, t->mid.h};
        else {
            int k = sides ? i - 1 : i;
            panel = (SDL_Rect){x + k * (pw + gap), t->main.y, pw, opp_h};
        }
        layout_seat(t, e, p, panel, false);
    }
    layout_seat(t, e, me, mine, true);

    /* The ring around the piles, between the side seats. */
    int ring_room = t->mid.w - (sides ? 2 * (side_w + gap) : 0);
    t->ring_cx = t->mid.x + t->mid.w / 2;
    t->ring_cy = t->mid.y + bh / 2;
    t->ring_rx = t->ring_ry * 2 + rw;
    if (t->ring_rx > ring_room / 2 - rw)
        t->ring_rx = ring_room / 2 - rw;
    int pg = eng_px(e, 12);
    t->pile[UOD_PILE_DOWN] =
        (SDL_Rect){t->ring_cx - pg / 2 - rw, t->ring_cy - t->ring_h / 2, rw, t->ring_h};
    t->pile[UOD_PILE_UP] =
        (SDL_Rect){t->ring_cx + pg / 2, t->ring_cy - t->ring_h / 2, rw, t->ring_h};

    /* Places, in drawing order. */
    t->nplaces = 0;
    int n = v->ring_n;
    for (int i = 0; i < n; i++) {
        double a = -ENG_PI / 2 + (i + 0.5) * 2 * ENG_PI / n;
        int cx = t->ring_cx + (int)lround(t->ring_rx * cos(a));
        int cy = t->ring_cy + (int)lround(t->ring_ry * sin(a));
        add_place(t, v->ring[i], Z_RING, -1, 0, i,
                  (SDL_Rect){cx - rw / 2, cy - t->ring_h / 2, rw, t->ring_h});
    }
    if (v->down_n > 0)
        add_place(t, 0, Z_DOWN, -1, 0, 0, t->pile[UOD_PILE_DOWN]);
    if (v->up_n > 0)
        add_place(t, v->up[v->up_n - 1], Z_UP, -1, 0, 0, t->pile[UOD_PILE_UP]);
    for (int i = 0; i < nopp; i++)
        place_seat_cards(t, (me + 1 + i) % players, false);
    place_seat_cards(t, me, true);

    /* What the viewer may do now: the rules' legal moves on the view. */
    int to = scene_match_to_move(m);
    t->my_turn = to == me && scene_match_is_human(m, me);
    t->nlegal = t->my_turn ? m->def->legal_moves(v, t->legal, GAME_MAX_MOVES) : 0;
    t->backdrop = eng_backdrop_ticket(e);

    /* Targets: everything a player may click, legal or not (a wrong click
     * is answered with the rules' reason). */
    eng_targets_clear(e);
    table_core_layout(&t->core, e, log, t->my_turn && scene_match_turn_steps(m) > 0);
    for (int k = 0; k < UOD_COLUMNS; k++) {
        SeatBox *b = &t->box[me];
        if (v->col_n[me][k] > 0) {
            eng_target_add(e, T_COLUMN, k, 0, b->col[k]);
            eng_target_add(e, T_DISCARD, k, 0, b->discard_btn[k]);
        }
    }
    int first_empty = -1;
    for (int k = 0; k < UOD_COLUMNS && first_empty < 0; k++)
        if (v->col_n[me][k] == 0)
            first_empty = k;
    if (first_empty >= 0)
        eng_target_add(e, T_NEW, 0, 0, t->box[me].col[first_empty]);
    eng_target_add(e, T_PILE, UOD_PILE_DOWN, 0, t->pile[UOD_PILE_DOWN]);
    eng_target_add(e, T_PILE, UOD_PILE_UP, 0, t->pile[UOD_PILE_UP]);
    for (int i = 0; i < t->nplaces; i++) {
        const Place *pl = &t->places[i];
        if (pl->zone == Z_RING)
            eng_target_add(e, T_RING, pl->card, 0, pl->r);
        else if (pl->zone == Z_HAND)
            eng_target_add(e, T_HAND, pl->card, 0, pl->r);
    }
}

/* ---------------------------------------------------------------------- */
/* Animation: fly what moved between two layouts. */

static int find_old(const Place *old, int nold, const Place *p)
{
    for (int i = 0; i < nold; i++) {
        const Place *o = &old[i];
        if (p->card ? o->card == p->card
                    : (o->card == 0 && o->zone == p->zone && o->seat == p->seat && o->i == p->i))
            return i;
    }
    return -1;
}

static void add_flight(UodTable *t, Eng *e, int place, int card, SDL_Rect from, SDL_Rect to,
                       double delay)
{
    if (t->nflights == MAX_FLIGHTS || !memcmp(&from, &to, sizeof from))
        return;
    double dur = eng_anim_time(e, 0.42);
    if (dur <= 0)
        return;
    t->flights[t->nflights++] =
        (Flight){place, card, from, to, e->now + eng_anim_time(e, delay), dur};
}

/* old: the places before a move by seat `mover` (kind, arg); boxes: the
 * seat boxes before it. */
static void animate(UodTable *t, Eng *e, const Place *old, int nold, const SeatBox *old_boxes,
                    const SDL_Rect *old_piles, int mover, const Move *mv)
{
    t->nflights = 0;
    bool *matched = calloc((size_t)(nold ? nold : 1), sizeof *matched);
    if (!matched)
        return;
    for (int j = 0; j < t->nplaces; j++) {
        Place *p = &t->places[j];
        int i = find_old(old, nold, p);
        if (i >= 0) {
            matched[i] = true;
            add_flight(t, e, j, p->card, old[i].r, p->r, 0);
            continue;
        }
        /* A card that was nowhere to be seen: where did it come from? */
        SDL_Rect from = p->r;
        if (p->zone == Z_RING && mover >= 0)
            from = old_boxes[mover].hand;
        else if ((p->zone == Z_HAND || p->zone == Z_OHAND) && mv && mv->kind == UOD_M_DRAW)
            from = old_piles[mv->arg[0]];
        else if (p->zone == Z_COL && mover >= 0)
            from = old_boxes[mover].discard;
        if (p->zone == Z_RING || p->zone == Z_HAND || p->zone == Z_OHAND || p->zone == Z_COL)
            from.w = p->r.w, from.h = p->r.h;
        add_flight(t, e, j, p->card, from, p->r, 0);
    }
    /* Cards that left the view's places (a discarded column) fly to the
     * discard pile. */
    if (mv && mv->kind == UOD_M_DISCARD && mover >= 0)
        for (int i = 0; i < nold; i++)
            if (!matched[i] && old[i].card && old[i].zone == Z_COL) {
                SDL_Rect to = t->box[mover].discard;
                to.w = old[i].r.w;
                to.h = old[i].r.h;
                add_flight(t, e, -1, old[i].card, old[i].r, to, 0.03 * old[i].i);
            }
    free(matched);
}

static bool flying(const UodTable *t, int place)
{
    for (int i = 0; i < t->nflights; i++)
        if (t->flights[i].place == place)
            return true;
    return false;
}

static void finish_flights(UodTable *t, Eng *e)
{
    if (t->nflights) {
        t->nflights = 0;
        eng_redraw(e);
    }
}

/* A turn begins with a card played into the ring. */
static bool turn_start(const void *state)
{
    return ((const UodState *)state)->phase == UOD_PHASE_PLAY;
}

/* Where everything was drawn before a change, for animate. */
typedef struct Before {
    Place *places;
    int n;
    SeatBox boxes[GAME_MAX_SEATS];
    SDL_Rect piles[2];
} Before;

static void before_take(UodTable *t, Eng *e, Before *b)
{
    b->places = malloc(sizeof(Place) * (size_t)t->nplaces + 1);
    if (!b->places)
        abort();
    b->n = t->nplaces;
    memcpy(b->places, t->places, sizeof(Place) * (size_t)b->n);
    memcpy(b->boxes, t->box, sizeof b->boxes);
    b->piles[0] = t->pile[0];
    b->piles[1] = t->pile[1];
    finish_flights(t, e);
}

/* The new layout, and the cards that moved since b fly. */
static void before_animate(UodTable *t, Eng *e, Before *b, int mover, const Move *mv)
{
    uod_layout(&t->base, e);
    animate(t, e, b->places, b->n, b->boxes, b->piles, mover, mv);
    eng_redraw(e);
}

/* Plays mv (a human's or the AI's) through the match, animating it. */
static bool play(UodTable *t, Eng *e, const Move *mv, char *why, size_t whylen)
{
    Match *m = t->core.m;
    int mover = scene_match_to_move(m);
    bool new_line = turn_start(m->sg.state);
    Before b;
    before_take(t, e, &b);
    bool ok = scene_match_play(m, mv, new_line, why, whylen);
    if (ok)
        before_animate(t, e, &b, mover, mv);
    free(b.places);
    return ok;
}

static void undo(UodTable *t, Eng *e)
{
    Match *m = t->core.m;
    if (!t->my_turn || scene_match_turn_steps(m) <= 0) {
        table_core_toast(&t->core, e,
                         t->my_turn ? "Nothing to undo: your turn has just begun."
                                    : "Only your own steps of this turn can be undone.");
        return;
    }
    Before b;
    before_take(t, e, &b);
    if (scene_match_undo(m, 1))
        before_animate(t, e, &b, m->viewer, NULL);
    free(b.places);
    eng_redraw(e);
}

/* ---------------------------------------------------------------------- */
/* Input */

static void refuse(UodTable *t, Eng *e, int kind, int a, const char *why)
{
    table_shake_start(&t->shake, e, kind, a, 0);
    table_core_toast(&t->core, e, why);
}

static void try_move(UodTable *t, Eng *e, int kind, int arg, int target_kind, int target_a)
{
    Match *m = t->core.m;
    if (!t->my_turn) {
        char why[160];
        int to = scene_match_to_move(m);
        if (to < 0)
            snprintf(why, sizeof why, "The game is over.");
        else
            snprintf(why, sizeof why, "It is %s's turn.", scene_match_name(m, to));
        refuse(t, e, target_kind, target_a, why);
        return;
    }
    Move mv = move_make(kind, kind == UOD_M_NEW ? 0 : 1, &arg);
    char why[GAME_ERR_LEN];
    if (!play(t, e, &mv, why, sizeof why))
        refuse(t, e, target_kind, target_a, why);
}

static void click(UodTable *t, Eng *e, const EngTarget *tg)
{
    switch (tg->kind) {
    case T_HAND:
        try_move(t, e, UOD_M_PLAY, tg->a, T_HAND, tg->a);
        break;
    case T_RING:
        try_move(t, e, UOD_M_TAKE, tg->a, T_RING, tg->a);
        break;
    case T_COLUMN:
        try_move(t, e, UOD_M_COLUMN, tg->a, T_COLUMN, tg->a);
        break;
    case T_NEW:
        try_move(t, e, UOD_M_NEW, 0, T_NEW, 0);
        break;
    case T_DISCARD:
        try_move(t, e, UOD_M_DISCARD, tg->a, T_DISCARD, tg->a);
        break;
    case T_PILE:
        try_move(t, e, UOD_M_DRAW, tg->a, T_PILE, tg->a);
        break;
    default:
        break;
    }
}

static bool in_ring(const UodTable *t, int x, int y)
{
    double dx = (double)(x - t->ring_cx) / (t->ring_rx + eng_card_w(t->ring_h));
    double dy = (double)(y - t->ring_cy) / (t->ring_ry + t->ring_h);
    return dx * dx + dy * dy <= 1.0;
}

static void uod_event(Scene *s, Eng *e, const SDL_Event *ev)
{
    UodTable *t = (UodTable *)s;
    if (!t->core.m)
        return;
    if (ev->type == e->user_event) /* the AI is ready: update plays its move */
        return;
    /* A click or a key while cards fly hurries them home. */
    if (t->nflights && (ev->type == SDL_MOUSEBUTTONDOWN ||
                        (ev->type == SDL_KEYDOWN && ev->key.keysym.sym != SDLK_ESCAPE))) {
        finish_flights(t, e);
        memset(&e->pressed, 0, sizeof e->pressed);
        return;
    }
    if (ev->type == SDL_MOUSEBUTTONDOWN && ev->button.button == SDL_BUTTON_LEFT &&
        e->pressed.kind == T_HAND && t->my_turn && t->v->phase == UOD_PHASE_PLAY) {
        t->press_card = e->pressed.a;
        t->press_x = ev->button.x;
        t->press_y = ev->button.y;
        t->dragging = false;
        return;
    }
    if (ev->type == SDL_MOUSEMOTION && t->press_card) {
        int dx = ev->motion.x - t->press_x, dy = ev->motion.y - t->press_y;
        if (!t->dragging && dx * dx + dy * dy > eng_px(e, 8) * eng_px(e, 8))
            t->dragging = true;
        if (t->dragging)
            eng_redraw(e);
        return;
    }
    if (ev->type == SDL_MOUSEBUTTONUP && ev->button.button == SDL_BUTTON_LEFT && t->dragging) {
        int card = t->press_card;
        t->press_card = 0;
        t->dragging = false;
        memset(&e->pressed, 0, sizeof e->pressed);
        if (in_ring(t, ev->button.x, ev->button.y))
            try_move(t, e, UOD_M_PLAY, card, T_HAND, card);
        eng_redraw(e);
        return;
    }
    if (ev->type == SDL_MOUSEBUTTONUP)
        t->press_card = 0;
    EngTarget tg;
    bool clicked = eng_clicked(e, ev, &tg);
    bool want_undo = false;
    if (table_core_event(&t->core, e, ev, clicked ? &tg : NULL, &want_undo)) {
        if (want_undo)
            undo(t, e);
        return;
    }
    if (clicked)
        click(t, e, &tg);
}

/* ---------------------------------------------------------------------- */

static bool uod_update(Scene *s, Eng *e)
{
    UodTable *t = (UodTable *)s;
    if (!t->core.m)
        return false;
    /* flights land */
    int live = 0;
    for (int i = 0; i < t->nflights; i++)
        if (e->now < t->flights[i].t0 + t->flights[i].dur)
            t->flights[live++] = t->flights[i];
    if (live != t->nflights)
        eng_redraw(e);
    t->nflights = live;
    bool shaking = table_shake_update(&t->shake, e);
    bool animating = t->nflights > 0;
    Move mv;
    switch (table_core_drive(&t->core, e, animating, &mv)) {
    case DRIVE_AI_MOVE: {
        char why[GAME_ERR_LEN];
        if (!play(t, e, &mv, why, sizeof why)) /* the rules refused the AI: say so */
            table_core_toast(&t->core, e, why);
        table_core_ai_played(&t->core, t->v->phase == UOD_PHASE_PLAY);
        break;
    }
    case DRIVE_SWITCHED:
        uod_layout(s, e);
        eng_redraw(e);
        break;
    case DRIVE_DONE:
        return false;
    case DRIVE_HUMAN:
        if (!t->my_turn) {
            uod_layout(s, e);
            eng_redraw(e);
        }
        break;
    default:
        break;
    }
    return t->nflights > 0 || shaking || t->dragging;
}

/* ---------------------------------------------------------------------- */
/* Drawing */

static unsigned place_flags(const UodTable *t, Eng *e, const Place *p)
{
    unsigned f = CARD_SHADOW;
    const UodState *v = t->v;
    if (!t->my_turn)
        return f;
    if (p->zone == Z_HAND && v->phase == UOD_PHASE_PLAY) {
        if (eng_hovered(e, T_HAND, p->card, 0))
            f |= CARD_HOVER;
        else if (is_legal(t, UOD_M_PLAY, p->card))
            f |= CARD_GLOW;
    } else if (p->zone == Z_RING && v->phase == UOD_PHASE_TAKE) {
        if (is_legal(t, UOD_M_TAKE, p->card))
            f |= eng_hovered(e, T_RING, p->card, 0) ? CARD_HOVER : CARD_GLOW;
    } else if (p->zone == Z_RING && v->phase == UOD_PHASE_PLAY) {
        /* a hovered hand card shows the two cards it would open */
        if (e->hover.kind == T_HAND) {
            int lo, hi;
            uod_ring_neighbours(v, e->hover.a, &lo, &hi);
            if (p->card == lo || p->card == hi)
                f |= CARD_GLOW;
        }
    } else if ((p->zone == Z_DOWN || p->zone == Z_UP) && v->phase == UOD_PHASE_DRAW) {
        int pile = p->zone == Z_DOWN ? UOD_PILE_DOWN : UOD_PILE_UP;
        if (is_legal(t, UOD_M_DRAW, pile))
            f |= eng_hovered(e, T_PILE, pile, 0) ? CARD_HOVER : CARD_GLOW;
    }
    if (t->shake.kind == T_HAND && p->zone == Z_HAND && t->shake.a == p->card)
        f |= CARD_REFUSED;
    if (t->shake.kind == T_RING && p->zone == Z_RING && t->shake.a == p->card)
        f |= CARD_REFUSED;
    return f;
}

static void draw_card(Eng *e, int card, SDL_Rect r, unsigned f)
{
    if (card)
        eng_card_face(e, DECK_UOD, card, r.x, r.y, r.h, f);
    else
        eng_card_back(e, r.x, r.y, r.h, f);
}

static void draw_ring_track(UodTable *t, Eng *e)
{
    /* A faint oval under the ring, with marks that run clockwise. */
    int n = 72;
    SDL_Color c = {255, 255, 255, 38};
    for (int i = 0; i < n; i += 2) {
        double a0 = 2 * ENG_PI * i / n, a1 = 2 * ENG_PI * (i + 1) / n;
        SDL_FPoint p0 = {(float)(t->ring_cx + t->ring_rx * cos(a0)),
                         (float)(t->ring_cy + t->ring_ry * sin(a0))};
        SDL_FPoint p1 = {(float)(t->ring_cx + t->ring_rx * cos(a1)),
                         (float)(t->ring_cy + t->ring_ry * sin(a1))};
        eng_line(e, p0, p1, (float)eng_px(e, 2), c);
    }
    /* The seam between the highest and the lowest card, at the top. */
    int y = t->ring_cy - t->ring_ry;
    eng_text(e, FONT_BOLD, eng_px(e, 13), (SDL_Color){255, 236, 170, 200}, "high | low", t->ring_cx,
             y, ALIGN_CENTER | ALIGN_MIDDLE);
}

static void draw_pile_depth(Eng *e, SDL_Rect r, int count, bool face_up)
{
    int layers = count > 1 ? (count > 12 ? 3 : count > 4 ? 2 : 1) : 0;
    int off = r.h / 45 + 1;
    for (int i = layers; i >= 1; i--) {
        SDL_Rect d = {r.x - i * off, r.y - i * off, r.w, r.h};
        if (face_up) /* cards under the top card are not shown (R-UOD-3) */
            eng_round_rect(e, d, r.h * 18 / 350, (SDL_Color){250, 244, 228, 255},
                           (SDL_Color){226, 216, 192, 255});
        else
            eng_card_back(e, d.x, d.y, d.h, i == layers ? CARD_SHADOW : 0);
    }
}

/* A seat's plate with what on it changes only with a move: the outline of
 * the seat to act, the slots of empty columns. Drawn into the backdrop. */
static void draw_seat_plate(UodTable *t, Eng *e, int p, bool mine)
{
    const UodState *v = t->v;
    SeatBox *b = &t->box[p];
    eng_panel(e, b->panel, eng_px(e, 12), mine ? 110 : 130);
    if (scene_match_to_move(t->core.m) == p)
        eng_round_outline(e, b->panel, eng_px(e, 12), eng_px(e, 3), ENG_GOLD);
    /* empty columns: a faint slot */
    for (int k = 0; k < UOD_COLUMNS; k++)
        if (v->col_n[p][k] == 0) {
            int h = b->card_h, w = eng_card_w(h);
            SDL_Rect a = b->col[k];
            eng_card_slot(e, a.x + (a.w - w) / 2, a.y + (a.h - h) / 2, h,
                          (SDL_Color){255, 255, 255, 40}, false);
        }
    /* discard pile when empty */
    if (v->discard_n[p] == 0 && mine)
        eng_card_slot(e, b->discard.x, b->discard.y, b->discard.h, (SDL_Color){255, 255, 255, 40},
                      false);
}

static void draw_seat_header(UodTable *t, Eng *e, int p, bool mine)
{
    Match *m = t->core.m;
    const UodState *v = t->v;
    SeatBox *b = &t->box[p];
    bool acting = scene_match_to_move(m) == p;
    int px = eng_px(e, mine ? 19 : 16);
    char label[96], name[104];
    table_seat_label(m, p, label, sizeof label);
    snprintf(name, sizeof name, "%s%s", acting ? "\xe2\x96\xb6 " : "", label);
    int hx = b->header.x, hy = b->header.y + b->header.h / 2;
    char score[32];
    snprintf(score, sizeof score, "%d pts", uod_score(v, p));
    int sw = eng_text_width(e, FONT_BOLD, px, score);
    int name_px = eng_text_fit(e, FONT_BOLD, px, name, b->header.w - sw - eng_px(e, 12));
    eng_text(e, FONT_BOLD, name_px, acting ? ENG_GOLD : ENG_WHITE, name, hx, hy,
             ALIGN_LEFT | ALIGN_MIDDLE);
    eng_text(e, FONT_BOLD, px, ENG_WHITE, score, b->header.x + b->header.w, hy,
             ALIGN_RIGHT | ALIGN_MIDDLE);
    if (acting && !scene_match_is_human(m, p) && scene_match_ai_busy(m) && t->core.thinking_shown)
        eng_text(e, FONT_REGULAR, eng_px(e, 13), ENG_MUTED, "thinking\xe2\x80\xa6",
                 b->body.x + b->body.w, b->body.y + b->body.h, ALIGN_RIGHT | ALIGN_BOTTOM);
}

static void draw_seat_labels(UodTable *t, Eng *e, int p, bool mine)
{
    const UodState *v = t->v;
    SeatBox *b = &t->box[p];
    bool placing = mine && t->my_turn && v->phase == UOD_PHASE_PLACE;
    for (int k = 0; k < UOD_COLUMNS; k++) {
        int n = v->col_n[p][k];
        if (n == 0)
            continue;
        int dir = uod_column_direction(v, p, k);
        char buf[48];
        snprintf(buf, sizeof buf, "%s %d",
                 dir > 0   ? "\xe2\x86\x91"
                 : dir < 0 ? "\xe2\x86\x93"
                           : "\xe2\x80\xa2",
                 uod_column_score(v->col[p][k], n));
        table_pill(e, b->pill[k], buf, PILL, ENG_WHITE);
        if (placing) { /* discarding this column, then a new one with the taken card */
            bool hov = eng_hovered(e, T_DISCARD, k, 0);
            char d[32];
            snprintf(d, sizeof d, "Discard +%d", n);
            table_pill(e, b->discard_btn[k], d,
                       hov ? (SDL_Color){255, 236, 160, 255} : (SDL_Color){246, 214, 120, 210},
                       ENG_INK);
        }
    }
    int nd = v->discard_n[p];
    char buf[48];
    snprintf(buf, sizeof buf, mine ? "Discard: %d (%d pts)" : "%d discarded", nd, nd);
    SDL_Rect d = b->discard;
    int px = eng_px(e, mine ? 13 : 11);
    if (b->row && nd > 0) /* at the side's right edge: the label ends there */
        eng_text(e, FONT_REGULAR, px, ENG_MUTED, buf, d.x + d.w, d.y + d.h + eng_px(e, 2),
                 ALIGN_RIGHT);
    else if (mine || nd > 0)
        eng_text(e, FONT_REGULAR, px, ENG_MUTED, buf, d.x + d.w / 2, d.y + d.h + eng_px(e, 3),
                 ALIGN_CENTER);
    if (mine && v->phase == UOD_PHASE_PLACE && v->turn == p && v->taken)
        eng_text(e, FONT_BOLD, px, ENG_GOLD, "Taken", b->taken.x + b->taken.w / 2,
                 b->taken.y - eng_px(e, 3), ALIGN_CENTER | ALIGN_BOTTOM);
    if (!mine) {
        char h[32];
        snprintf(h, sizeof h, "%d in hand", v->hand_n[p]);
        eng_text(e, FONT_REGULAR, px, ENG_MUTED, h, b->hand.x, b->hand.y + b->hand.h + eng_px(e, 2),
                 ALIGN_LEFT);
    }
}

/* The lit choices of the place step, with the score each would give. */
static void draw_place_choices(UodTable *t, Eng *e)
{
    const UodState *v = t->v;
    int me = t->core.m->viewer;
    SeatBox *b = &t->box[me];
    if (!t->my_turn || v->phase != UOD_PHASE_PLACE)
        return;
    int card = v->taken;
    for (int k = 0; k < UOD_COLUMNS; k++) {
        int n = v->col_n[me][k];
        if (n == 0 || !is_legal(t, UOD_M_COLUMN, k))
            continue;
        uint8_t cards[UOD_MAX_CARDS + 1];
        memcpy(cards, v->col[me][k], (size_t)n);
        cards[n] = (uint8_t)card;
        int after = uod_column_score(cards, n + 1), now = uod_column_score(cards, n);
        bool hov = eng_hovered(e, T_COLUMN, k, 0);
        SDL_Rect a = b->col[k];
        eng_round_outline(e, a, eng_px(e, 10), eng_px(e, hov ? 3 : 2),
                          hov ? (SDL_Color){255, 248, 210, 255} : (SDL_Color){255, 214, 90, 220});
        char buf[32];
        snprintf(buf, sizeof buf, "+%d \xe2\x86\x92 %d", after - now, after);
        int ph = eng_px(e, 24), pw = eng_px(e, 92);
        if (pw > a.w)
            pw = a.w;
        int dir = uod_column_direction(v, me, k);
        int py = dir > 0 ? a.y + eng_px(e, 2) : a.y + a.h - ph - eng_px(e, 2);
        if (dir == 0)
            py = a.y + eng_px(e, 2);
        table_pill(e, (SDL_Rect){a.x + (a.w - pw) / 2, py, pw, ph}, buf,
                   (SDL_Color){246, 214, 120, 235}, ENG_INK);
    }
    for (int k = 0; k < UOD_COLUMNS; k++)
        if (v->col_n[me][k] == 0 && is_legal(t, UOD_M_NEW, 0)) {
            int h = b->card_h, w = eng_card_w(h);
            SDL_Rect a = b->col[k];
            bool hov = eng_hovered(e, T_NEW, 0, 0);
            eng_card_slot(e, a.x + (a.w - w) / 2, a.y + (a.h - h) / 2, h,
                          hov ? (SDL_Color){255, 248, 210, 255} : ENG_GOLD, true);
            eng_text_wrapped(e, FONT_BOLD, eng_px(e, 14), ENG_GOLD, "New column: 1 pt",
                             a.x + a.w / 2, a.y + a.h / 2 - eng_px(e, 10), w, ALIGN_CENTER);
            break;
        }
}

static void draw_hint(UodTable *t, Eng *e)
{
    Match *m = t->core.m;
    const UodState *v = t->v;
    int me = m->viewer, to = scene_match_to_move(m);
    SeatBox *b = &t->box[me];
    char buf[200];
    if (to < 0) {
        snprintf(buf, sizeof buf, "The game is over.");
    } else if (t->my_turn) {
        switch (v->phase) {
        case UOD_PHASE_PLAY:
            snprintf(buf, sizeof buf, "Your turn: play a card from your hand into the ring");
            break;
        case UOD_PHASE_TAKE: {
            int lo = 0, hi = 0;
            if (t->nlegal >= 2)
                lo = t->legal[0].arg[0], hi = t->legal[1].arg[0];
            snprintf(buf, sizeof buf, "Take %d or %d, the cards next to %d", lo, hi, v->played);
            break;
        }
        case UOD_PHASE_PLACE:
            snprintf(buf, sizeof buf,
                     "Place %d: on a lit column, in a new column, or discard a column", v->taken);
            break;
        default:
            snprintf(buf, sizeof buf, "Draw a card from a pile");
            break;
        }
    } else {
        snprintf(buf, sizeof buf, "%s's turn", scene_match_name(m, to));
    }
    int x = b->header.x + eng_text_width(e, FONT_BOLD, eng_px(e, 19), scene_match_name(m, me)) +
            eng_px(e, 120);
    int maxw = b->header.x + b->header.w - eng_px(e, 90) - x;
    int px = eng_text_fit(e, FONT_REGULAR, eng_px(e, 17), buf, maxw);
    eng_text(e, FONT_REGULAR, px, t->my_turn ? ENG_GOLD : ENG_MUTED, buf, x,
             b->header.y + b->header.h / 2, ALIGN_LEFT | ALIGN_MIDDLE);
}

static SDL_Rect flight_rect(const Flight *f, double now)
{
    float k = f->dur > 0 ? (float)((now - f->t0) / f->dur) : 1;
    k = eng_ease_in_out_cubic(k);
    return (SDL_Rect){(int)eng_lerp((float)f->from.x, (float)f->to.x, k),
                      (int)eng_lerp((float)f->from.y, (float)f->to.y, k), f->to.w, f->to.h};
}

static void uod_draw(Scene *s, Eng *e)
{
    UodTable *t = (UodTable *)s;
    if (!t->core.m)
        return;
    Match *m = t->core.m;
    const UodState *v = t->v;
    int me = m->viewer, players = v->hdr.cfg.players;
    if (eng_backdrop_begin(e, t->backdrop)) { /* what changes only with a move */
        for (int p = 0; p < players; p++)
            draw_seat_plate(t, e, p, p == me);
        draw_ring_track(t, e);
        draw_pile_depth(e, t->pile[UOD_PILE_DOWN], v->down_n, false);
        draw_pile_depth(e, t->pile[UOD_PILE_UP], v->up_n, true);
        for (int i = 0; i < 2; i++)
            if ((i == UOD_PILE_DOWN ? v->down_n : v->up_n) == 0)
                eng_card_slot(e, t->pile[i].x, t->pile[i].y, t->pile[i].h,
                              (SDL_Color){255, 255, 255, 50}, false);
        table_core_draw_plate(&t->core, e);
        eng_backdrop_end(e);
    }
    for (int p = 0; p < players; p++)
        draw_seat_header(t, e, p, p == me);
    for (int i = 0; i < t->nplaces; i++) {
        const Place *p = &t->places[i];
        if (flying(t, i) || (t->dragging && p->zone == Z_HAND && p->card == t->press_card))
            continue;
        SDL_Rect r = p->r;
        unsigned f = place_flags(t, e, p);
        if (p->zone == Z_HAND) {
            r.x += table_shake_dx(&t->shake, e, T_HAND, p->card, 0);
            if (f & CARD_HOVER)
                r.y -= eng_px(e, 12);
        } else if (p->zone == Z_RING) {
            r.x += table_shake_dx(&t->shake, e, T_RING, p->card, 0);
            if (p->card == v->played && v->phase == UOD_PHASE_TAKE)
                r.y -= eng_px(e, 6);
        } else if (p->zone == Z_COL && p->seat == me) {
            r.x += table_shake_dx(&t->shake, e, T_COLUMN, p->k, 0);
        }
        draw_card(e, p->card, r, f);
    }
    /* the hovered hand card's place in the ring */
    if (t->my_turn && v->phase == UOD_PHASE_PLAY && e->hover.kind == T_HAND) {
        int lo, hi;
        uod_ring_neighbours(v, e->hover.a, &lo, &hi);
        SDL_Rect a = {0}, c = {0};
        for (int i = 0; i < t->nplaces; i++) {
            if (t->places[i].zone == Z_RING && t->places[i].card == lo)
                a = t->places[i].r;
            if (t->places[i].zone == Z_RING && t->places[i].card == hi)
                c = t->places[i].r;
        }
        int mx = (a.x + a.w / 2 + c.x + c.w / 2) / 2, my = (a.y + a.h / 2 + c.y + c.h / 2) / 2;
        int r = eng_px(e, 16);
        eng_fill_circle(e, mx, my, r, (SDL_Color){246, 214, 120, 240});
        char buf[8];
        snprintf(buf, sizeof buf, "%d", e->hover.a);
        eng_text(e, FONT_BOLD, eng_px(e, 14), ENG_INK, buf, mx, my, ALIGN_CENTER | ALIGN_MIDDLE);
    }
    for (int p = 0; p < players; p++)
        draw_seat_labels(t, e, p, p == me);
    draw_place_choices(t, e);
    /* pile counts, outside the piles: a ring of seven has a card below them */
    for (int i = 0; i < 2; i++) {
        char buf[16];
        snprintf(buf, sizeof buf, "%d", i == UOD_PILE_DOWN ? v->down_n : v->up_n);
        SDL_Rect r = t->pile[i];
        int bh = eng_px(e, 20), bw = eng_px(e, 34), g = eng_px(e, 6);
        int x = i == UOD_PILE_DOWN ? r.x - 3 * (r.h / 45 + 1) - g - bw : r.x + r.w + g;
        table_pill(e, (SDL_Rect){x, r.y + r.h - bh, bw, bh}, buf, (SDL_Color){0, 0, 0, 150},
                   ENG_WHITE);
    }
    /* cards in flight, on top of everything on the table */
    for (int i = 0; i < t->nflights; i++) {
        const Flight *f = &t->flights[i];
        if (e->now < f->t0) {
            draw_card(e, f->card, f->from, CARD_SHADOW);
            continue;
        }
        draw_card(e, f->card, flight_rect(f, e->now), CARD_SHADOW);
    }
    if (t->dragging && t->press_card) {
        int h = t->box[me].hand.h, w = eng_card_w(h);
        draw_card(e, t->press_card, (SDL_Rect){e->mouse_x - w / 2, e->mouse_y - h / 2, w, h},
                  CARD_HOVER);
    }
    draw_hint(t, e);
    table_core_draw(&t->core, e);
    table_core_draw_toast(&t->core, e, t->main.x + t->main.w / 2,
                          t->box[me].panel.y - eng_px(e, 28));
}

static void uod_destroy(Scene *s)
{
    UodTable *t = (UodTable *)s;
    table_core_free(&t->core);
    free(t);
}

static const SceneVT uod_vt = {
    .name = "up-or-down table",
    .event = uod_event,
    .update = uod_update,
    .draw = uod_draw,
    .layout = uod_layout,
    .destroy = uod_destroy,
};

Scene *scene_uod_table_new(Eng *e, Match *m)
{
    (void)e;
    UodTable *t = calloc(1, sizeof *t);
    if (!t)
        abort();
    t->base.vt = &uod_vt;
    table_core_init(&t->core, m);
    t->core.plate_in_backdrop = true;
    t->v = m->view;
    scene_match_relog(m, turn_start);
    return &t->base;
}

Match *scene_uod_table_match(Scene *s) { return ((UodTable *)s)->core.m; }

int scene_uod_table_spots(Scene *s, UodSpot *out, int max)
{
    const UodTable *t = (const UodTable *)s;
    int n = t->nplaces < max ? t->nplaces : max;
    memcpy(out, t->places, sizeof(UodSpot) * (size_t)(n > 0 ? n : 0));
    return n;
}

SDL_Rect scene_uod_table_panel(Scene *s, int seat)
{
    const UodTable *t = (const UodTable *)s;
    return seat >= 0 && seat < GAME_MAX_SEATS ? t->box[seat].panel : (SDL_Rect){0, 0, 0, 0};
}
