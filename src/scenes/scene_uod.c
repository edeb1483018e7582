/* The Up or Down? table: the ring of the display sorted clockwise around
 * the two draw piles, every player's columns laid out as the rulebook shows
 * them (a rising column climbs and shows its bottom numbers, a falling one
 * descends and shows its top numbers, the newest card always whole), the
 * hand of the seat at the screen. What every table shares (turns, log,
 * undo, flights, input) is the mid-end's (midend.h); this file is only
 * what the game's table is: its layout from the seat's view, its drawing
 * and what a click means as a Move. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games.h"
#include "i18n.h"
#include "midend.h"
#include "up_or_down.h"

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

typedef struct SeatBox {
    SDL_Rect panel, header, body;
    SDL_Rect col[UOD_COLUMNS];  /* each column's area */
    SDL_Rect pill[UOD_COLUMNS]; /* score under the column */
    SDL_Rect discard_btn[UOD_COLUMNS];
    SDL_Rect hand, discard, taken;
    int card_h;
    bool row; /* a seat at a side: the hand and the discard pile above the columns */
} SeatBox;

/* The table's own state (midend.h: flat, copied before every move). */
typedef struct UodUi {
    SDL_Rect mid;
    SeatBox box[GAME_MAX_SEATS];
    int ring_h, ring_cx, ring_cy, ring_rx, ring_ry;
    SDL_Rect pile[2];
    /* Each seat's last turn in this round of turns: the column its card
     * went to (-1: none) and what the turn did to its score. */
    int changed_col[GAME_MAX_SEATS], change[GAME_MAX_SEATS];
} UodUi;

static UodUi *U(MidTable *t) { return mid_ui(t); }

static const SDL_Color PILL = {0, 0, 0, 120};

/* ---------------------------------------------------------------------- */
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

/* The gap between two cards of the hand at the screen. */
static int hand_gap(int card_w) { return card_w / 8; }

/* How far the card taken from the ring stands above the hand, in units. */
enum { TAKEN_RAISE = 10 };

/* ---------------------------------------------------------------------- */

/* The small button on a column of the player's that discards it. */
static void discard_label(int n, char *buf, size_t len)
{
    /* TRANSLATORS: a small button on a column: discard the column, whose %d
     * cards go to the discard pile, a point each. */
    snprintf(buf, len, _("Discard +%d"), n);
}

/* The size of the counts by a seat's hand and discard pile. */
static int count_px(Eng *e, bool mine) { return eng_px(e, mine ? 13 : 11); }

/* The words under a seat's discard pile. */
static void discard_count_text(const UodState *v, int p, bool mine, char *buf, size_t len)
{
    int nd = v->discard_n[p];
    if (mine)
        /* TRANSLATORS: under the player's discard pile: how many cards it
         * holds, and the points they are worth (a point each, the same
         * number). */
        snprintf(buf, len, P_("Discard: %d (%d pt)", "Discard: %d (%d pts)", nd), nd, nd);
    else
        /* TRANSLATORS: under an opponent's discard pile: how many cards it
         * holds. */
        snprintf(buf, len, P_("%d discarded", "%d discarded", nd), nd);
}

/* A move of the seat at the screen: its kind, and its argument (a card,
 * a column, a pile) for every kind but a new column, which has none. */
static Move uod_move(int kind, int arg) { return move_make(kind, kind == UOD_M_NEW ? 0 : 1, &arg); }

static void layout_seat(MidTable *t, Eng *e, int p, SDL_Rect panel, bool mine)
{
    const UodState *v = t->v;
    SeatBox *b = &U(t)->box[p];
    memset(b, 0, sizeof *b);
    b->panel = panel;
    int pad = eng_px(e, mine ? 12 : 8);
    int head = eng_px(e, mine ? 34 : 26);
    b->header = (SDL_Rect){panel.x + pad, panel.y + eng_px(e, 4), panel.w - 2 * pad, head};
    /* the columns' score pills: tall enough that their words, at 60% of
     * the pill, are no smaller than any label of the table */
    int foot = eng_px(e, mine ? 30 : 26);
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
        /* the discard pile and the hand's slots; the card taken from the
         * ring waits in the slot its hand card left */
        hand_h =
            eng_card_snap(body.h * 80 / 100 < eng_px(e, 140) ? body.h * 80 / 100 : eng_px(e, 140));
        int w = eng_card_w(hand_h);
        side_w = w + gap + UOD_HAND * w + (UOD_HAND - 1) * hand_gap(w) + w / 4;
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
        if (mine) { /* the pill splits: score | discard, as wide as its label
                     * needs (a longer language) while the score still fits */
            int ph = b->pill[k].h, px = table_pill_px(ph);
            char d[64];
            discard_label(v->col_n[p][k], d, sizeof d);
            int need = table_pill_w(e, ph, px, d);
            int most = col_w - eng_text_width(e, FONT_BOLD, px, "\xe2\x86\x91 99") - ph / 2;
            int dw = col_w * 60 / 100; /* wider up to what the score leaves */
            if (need > dw && most > dw)
                dw = need < most ? need : most;
            int half = col_w - dw;
            b->discard_btn[k] = (SDL_Rect){b->col[k].x + half + eng_px(e, 2), b->pill[k].y,
                                           col_w - half - eng_px(e, 2), ph};
            b->pill[k].w = half - eng_px(e, 2);
        }
    }
    int sx = body.x + cols_w + gap;
    if (mine) {
        int dw = eng_card_w(hand_h);
        int cy = body.y + (body.h - hand_h) / 2;
        b->discard = (SDL_Rect){sx, cy, dw, hand_h};
        b->hand =
            (SDL_Rect){sx + dw + gap, cy, UOD_HAND * dw + (UOD_HAND - 1) * hand_gap(dw), hand_h};
        b->taken = (SDL_Rect){b->hand.x + (UOD_HAND - 1) * (dw + hand_gap(dw)),
                              cy - eng_px(e, TAKEN_RAISE), dw, hand_h};
    } else if (b->row) {
        int dw = eng_card_w(hand_h);
        b->hand = (SDL_Rect){body.x, body.y, body.w / 2, hand_h};
        b->discard = (SDL_Rect){body.x + body.w - dw, body.y, dw, hand_h};
        b->taken = (SDL_Rect){body.x + (body.w - dw) / 2, body.y, dw, hand_h};
    } else {
        /* the hand at the top with its count under it, the discard pile at
         * the bottom; the card taken lies on the hand, whose count stays
         * in view */
        int dw = eng_card_w(hand_h);
        b->hand = (SDL_Rect){sx, body.y, side_w, hand_h};
        b->discard = (SDL_Rect){sx, body.y + body.h - hand_h, dw, hand_h};
        b->taken = (SDL_Rect){sx + side_w - dw, body.y, dw, hand_h};
        /* the discard pile's count, which ends at the seat's right edge,
         * may reach under the last column: its pill stops short of it */
        char buf[96];
        discard_count_text(v, p, false, buf, sizeof buf);
        SDL_Rect *last = &b->pill[UOD_COLUMNS - 1];
        int left = sx + side_w - eng_text_width(e, FONT_REGULAR, count_px(e, false), buf) - gap;
        if (v->discard_n[p] > 0 && last->x + last->w > left)
            last->w = left > last->x + last->h ? left - last->x : last->h;
    }
}

static void place_seat_cards(MidTable *t, int p, bool mine)
{
    const UodState *v = t->v;
    SeatBox *b = &U(t)->box[p];
    /* columns, oldest card first so that newer cards lie on top */
    for (int k = 0; k < UOD_COLUMNS; k++) {
        SDL_Rect r[UOD_MAX_CARDS];
        column_rects(v, p, k, b->col[k], b->card_h, r);
        for (int i = 0; i < v->col_n[p][k]; i++)
            mid_place(t, v->col[p][k][i], Z_COL, p, k, i, r[i]);
    }
    /* the discard pile: backs, a few deep */
    int nd = v->discard_n[p] < 3 ? v->discard_n[p] : 3;
    int off = b->discard.h / 40 + 1;
    for (int i = 0; i < nd; i++) {
        SDL_Rect r = b->discard;
        r.x -= (nd - 1 - i) * off;
        r.y -= (nd - 1 - i) * off;
        mid_place(t, 0, Z_DISCARD, p, 0, i, r);
    }
    /* the hand */
    int n = v->hand_n[p];
    int w = eng_card_w(b->hand.h);
    if (mine) { /* from the left: a card taken lies in the free slot */
        for (int i = 0; i < n; i++)
            mid_place(t, v->hand[p][i], Z_HAND, p, 0, i,
                      (SDL_Rect){b->hand.x + i * (w + hand_gap(w)), b->hand.y, w, b->hand.h});
    } else {
        int step = w / 10 + 1;
        for (int i = 0; i < n; i++)
            mid_place(t, v->hand[p][i], Z_OHAND, p, 0, i,
                      (SDL_Rect){b->hand.x + i * step, b->hand.y, w, b->hand.h});
    }
    if (v->phase == UOD_PHASE_PLACE && v->turn == p && v->taken)
        mid_place(t, v->taken, Z_TAKEN, p, 0, 0, b->taken);
}

/* Moves a round of turns can take: play, take, place and draw by each. */
enum { TURN_MOVES = 4 };

static void note_change(void *ctx, int i, int seat, const Move *mv, const void *before,
                        const void *after)
{
    (void)i;
    UodUi *u = ctx;
    const UodState *b = before, *a = after;
    if (seat < 0 || seat >= GAME_MAX_SEATS)
        return;
    int k = -1;
    if (mv->kind == UOD_M_COLUMN || mv->kind == UOD_M_DISCARD)
        k = mv->arg[0];
    else if (mv->kind == UOD_M_NEW)
        for (int c = UOD_COLUMNS - 1; c >= 0; c--)
            if (b->col_n[seat][c] == 0)
                k = c; /* the first empty one */
    if (k < 0 || k >= UOD_COLUMNS)
        return;
    u->changed_col[seat] = k;
    u->change[seat] = uod_score(a, seat) - uod_score(b, seat);
}

/* What each seat's last turn changed, where it did (the log says it in
 * words): read from the game played again. */
static void find_changes(MidTable *t)
{
    UodUi *u = U(t);
    for (int p = 0; p < GAME_MAX_SEATS; p++)
        u->changed_col[p] = -1;
    Match *m = mid_match(t);
    int from = m->sg.n_moves - TURN_MOVES * t->players;
    scene_match_replay(m, from > 0 ? from : 0, note_change, u);
}

static int uod_log_width(int players) { return players >= 5 ? 230 : 290; }

static void uod_layout(MidTable *t, Eng *e)
{
    const UodState *v = t->v;
    int players = t->players, me = t->me;
    int margin = eng_px(e, 12);
    find_changes(t);
    /* Five or six players: the first and the last opponent sit at the
     * sides of the ring, so that the others have room across the top for
     * cards whose numbers can be read. */
    int nopp = players - 1;
    bool sides = nopp >= 4;
    int high = t->main.h + 2 * margin; /* the window's height, or the table's in a tall one */
    int opp_h = high * 26 / 100, mine_h = high * (sides ? 33 : 36) / 100;
    SDL_Rect mine = {t->main.x, t->main.y + t->main.h - mine_h, t->main.w, mine_h};
    U(t)->mid = (SDL_Rect){t->main.x, t->main.y + opp_h + margin, t->main.w,
                           t->main.h - opp_h - mine_h - 2 * margin};
    int gap = eng_px(e, 10);

    /* The ring's size follows the middle's height. */
    int bh = U(t)->mid.h;
    U(t)->ring_h = eng_card_snap((int)((bh - 2 * gap) / 3.05));
    if (U(t)->ring_h > eng_px(e, 120))
        U(t)->ring_h = eng_card_snap(eng_px(e, 120));
    int rw = eng_card_w(U(t)->ring_h);
    U(t)->ring_ry = (bh - U(t)->ring_h) / 2;

    /* Opponents clockwise from the viewer's left: up the left side, across
     * the top, down the right side. */
    int ntop = sides ? nopp - 2 : nopp;
    int pw = (t->main.w - (ntop - 1) * gap) / (ntop > 0 ? ntop : 1);
    if (pw > eng_px(e, 520))
        pw = eng_px(e, 520);
    int side_w = 0;
    if (sides) {
        /* A tall window gives the ring height but not width: it stays
         * flat enough (and its cards small enough) to leave each side
         * seat room for its cards. */
        int side_min = pw < eng_px(e, 150) ? pw : eng_px(e, 150);
        int half = (t->main.w - 2 * (side_min + gap)) / 2; /* the ring's, at most */
        for (;;) {
            int ry_max = (half - 2 * rw) * 5 / 8;
            if (U(t)->ring_ry > ry_max)
                U(t)->ring_ry = ry_max;
            if (U(t)->ring_ry >= U(t)->ring_h || U(t)->ring_h <= eng_px(e, 40))
                break;
            U(t)->ring_h = eng_card_snap(U(t)->ring_h * 9 / 10);
            U(t)->ring_ry = (bh - U(t)->ring_h) / 2;
            rw = eng_card_w(U(t)->ring_h);
        }
        /* as wide as the ring leaves, at most as the top ones */
        int ring_w = 2 * (U(t)->ring_ry * 8 / 5 + 2 * rw);
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
            panel = (SDL_Rect){t->main.x, U(t)->mid.y, side_w, U(t)->mid.h};
        else if (sides && i == nopp - 1)
            panel = (SDL_Rect){t->main.x + t->main.w - side_w, U(t)->mid.y, side_w, U(t)->mid.h};
        else {
            int k = sides ? i - 1 : i;
            panel = (SDL_Rect){x + k * (pw + gap), t->main.y, pw, opp_h};
        }
        layout_seat(t, e, p, panel, false);
    }
    layout_seat(t, e, me, mine, true);

    /* The ring around the piles, between the side seats. */
    int ring_room = U(t)->mid.w - (sides ? 2 * (side_w + gap) : 0);
    U(t)->ring_cx = U(t)->mid.x + U(t)->mid.w / 2;
    U(t)->ring_cy = U(t)->mid.y + bh / 2;
    U(t)->ring_rx = U(t)->ring_ry * 2 + rw;
    if (U(t)->ring_rx > ring_room / 2 - rw)
        U(t)->ring_rx = ring_room / 2 - rw;
    int pg = eng_px(e, 12);
    U(t)->pile[UOD_PILE_DOWN] =
        (SDL_Rect){U(t)->ring_cx - pg / 2 - rw, U(t)->ring_cy - U(t)->ring_h / 2, rw, U(t)->ring_h};
    U(t)->pile[UOD_PILE_UP] =
        (SDL_Rect){U(t)->ring_cx + pg / 2, U(t)->ring_cy - U(t)->ring_h / 2, rw, U(t)->ring_h};

    /* Places, in drawing order. */
    int n = v->ring_n;
    for (int i = 0; i < n; i++) {
        double a = -ENG_PI / 2 + (i + 0.5) * 2 * ENG_PI / n;
        int cx = U(t)->ring_cx + (int)lround(U(t)->ring_rx * cos(a));
        int cy = U(t)->ring_cy + (int)lround(U(t)->ring_ry * sin(a));
        mid_place(t, v->ring[i], Z_RING, -1, 0, i,
                  (SDL_Rect){cx - rw / 2, cy - U(t)->ring_h / 2, rw, U(t)->ring_h});
    }
    if (v->down_n > 0)
        mid_place(t, 0, Z_DOWN, -1, 0, 0, U(t)->pile[UOD_PILE_DOWN]);
    if (v->up_n > 0)
        mid_place(t, v->up[v->up_n - 1], Z_UP, -1, 0, 0, U(t)->pile[UOD_PILE_UP]);
    for (int i = 0; i < nopp; i++)
        place_seat_cards(t, (me + 1 + i) % players, false);
    place_seat_cards(t, me, true);

    /* Targets: everything a player may click, legal or not (a wrong click
     * is answered with the rules' reason). */
    for (int k = 0; k < UOD_COLUMNS; k++) {
        SeatBox *b = &U(t)->box[me];
        if (v->col_n[me][k] > 0) {
            eng_target_add(e, T_COLUMN, k, 0, b->col[k]);
            eng_target_add(e, T_DISCARD, k, 0, b->discard_btn[k]);
        }
    }
    int empty = uod_first_empty(v, me);
    if (empty >= 0)
        eng_target_add(e, T_NEW, 0, 0, U(t)->box[me].col[empty]);
    eng_target_add(e, T_PILE, UOD_PILE_DOWN, 0, U(t)->pile[UOD_PILE_DOWN]);
    eng_target_add(e, T_PILE, UOD_PILE_UP, 0, U(t)->pile[UOD_PILE_UP]);
    for (int i = 0; i < t->nplaces; i++) {
        const MidPlace *pl = &t->places[i];
        if (pl->zone == Z_RING)
            eng_target_add(e, T_RING, pl->card, 0, pl->r);
        else if (pl->zone == Z_HAND)
            eng_target_add(e, T_HAND, pl->card, 0, pl->r);
        else if (pl->zone == Z_TAKEN && pl->seat == me) {
            /* it drags to a column; the keys place it from the columns */
            eng_target_add(e, T_TAKEN, pl->card, 0, pl->r);
            eng_target_flags(e, ENG_TARGET_NOFOCUS);
        }
    }
}

/* ---------------------------------------------------------------------- */
/* Animation: a card new to the table comes from where it was hidden. */

typedef struct Arrival {
    int mover;
    const Move *mv;
} Arrival;

static void arrive(MidTable *t, Eng *e, const MidBefore *b, int j, void *ctx)
{
    const Arrival *a = ctx;
    const UodUi *old = b->ui;
    const MidPlace *p = &t->places[j];
    SDL_Rect from = p->r;
    if (p->zone == Z_RING && a->mover >= 0)
        from = old->box[a->mover].hand;
    else if ((p->zone == Z_HAND || p->zone == Z_OHAND) && a->mv && a->mv->kind == UOD_M_DRAW)
        from = old->pile[a->mv->arg[0]];
    else if (p->zone == Z_COL && a->mover >= 0)
        from = old->box[a->mover].discard;
    if (p->zone == Z_RING || p->zone == Z_HAND || p->zone == Z_OHAND || p->zone == Z_COL)
        from.w = p->r.w, from.h = p->r.h;
    mid_fly(t, e, p->card, false, j, from, p->r, 0, 0.42);
}

static void uod_animate(MidTable *t, Eng *e, const MidBefore *b, int mover, const Move *mv)
{
    bool *matched = calloc((size_t)b->nplaces + 1, sizeof *matched);
    if (!matched)
        abort();
    Arrival a = {mover, mv};
    mid_fly_moved(t, e, b, matched, arrive, &a);
    /* Cards that left the view's places (a discarded column) fly to the
     * discard pile. */
    if (mv && mv->kind == UOD_M_DISCARD && mover >= 0)
        for (int i = 0; i < b->nplaces; i++) {
            const MidPlace *o = &b->places[i];
            if (!matched[i] && o->card && o->zone == Z_COL) {
                SDL_Rect to = U(t)->box[mover].discard;
                to.w = o->r.w;
                to.h = o->r.h;
                mid_fly(t, e, o->card, false, -1, o->r, to, 0.03 * o->i, 0.42);
            }
        }
    free(matched);
}

/* A card is heard where it lands, one taken as it leaves, a column
 * discarded as it is gathered. */
static void uod_sound(MidTable *t, Eng *e, const void *before, int mover, const Move *mv)
{
    (void)t, (void)before, (void)mover;
    double land = e->now + eng_anim_time(e, 0.36);
    switch (mv->kind) {
    case UOD_M_TAKE:
    case UOD_M_DRAW:
        eng_sound(e, ENG_SND_CARD_TAKE);
        break;
    case UOD_M_DISCARD: /* the column goes, the card taken starts it again */
        eng_sound(e, ENG_SND_PICKUP);
        eng_sound_at(e, ENG_SND_CARD_LAY, land);
        break;
    default:
        eng_sound_at(e, ENG_SND_CARD_LAY, land);
        break;
    }
}

/* ---------------------------------------------------------------------- */
/* Input */

static MidAction uod_activate(MidTable *t, Eng *e, const EngTarget *tg, Move *mv, char *why,
                              size_t whylen)
{
    (void)t, (void)e, (void)why, (void)whylen;
    int kind;
    switch (tg->kind) {
    case T_HAND:
        kind = UOD_M_PLAY;
        break;
    case T_RING:
        kind = UOD_M_TAKE;
        break;
    case T_COLUMN:
        kind = UOD_M_COLUMN;
        break;
    case T_NEW:
        kind = UOD_M_NEW;
        break;
    case T_DISCARD:
        kind = UOD_M_DISCARD;
        break;
    case T_PILE:
        kind = UOD_M_DRAW;
        break;
    default:
        return MID_NONE;
    }
    *mv = uod_move(kind, tg->a);
    return MID_PLAY;
}

static bool in_ring(MidTable *t, int x, int y)
{
    double dx = (double)(x - U(t)->ring_cx) / (U(t)->ring_rx + eng_card_w(U(t)->ring_h));
    double dy = (double)(y - U(t)->ring_cy) / (U(t)->ring_ry + U(t)->ring_h);
    return dx * dx + dy * dy <= 1.0;
}

/* What drags: a hand card into the ring when a card is to be played, a
 * ring card the rules let the player take into their own area, and the
 * card taken onto a column (or an empty place for a new one). */
static int uod_drag_card(MidTable *t, const EngTarget *tg)
{
    const UodState *v = t->v;
    if (tg->kind == T_HAND && v->phase == UOD_PHASE_PLAY)
        return tg->a;
    if (tg->kind == T_RING && v->phase == UOD_PHASE_TAKE && mid_legal(t, UOD_M_TAKE, tg->a))
        return tg->a;
    if (tg->kind == T_TAKEN && v->phase == UOD_PHASE_PLACE)
        return tg->a;
    return MID_NO_DRAG;
}

/* The move a card taken means if dropped at p: onto a column, a column's
 * discard button, or an empty place (a new column, which the rules start
 * in the first). False where it means none. */
static bool place_at(MidTable *t, SDL_Point p, Move *mv)
{
    const UodState *v = t->v;
    const SeatBox *b = &U(t)->box[t->me];
    for (int k = 0; k < UOD_COLUMNS; k++) {
        bool filled = v->col_n[t->me][k] > 0;
        int kind = filled && SDL_PointInRect(&p, &b->discard_btn[k]) ? UOD_M_DISCARD
                   : filled                                          ? UOD_M_COLUMN
                                                                     : UOD_M_NEW;
        if (kind == UOD_M_DISCARD || SDL_PointInRect(&p, &b->col[k])) {
            *mv = uod_move(kind, k);
            return true;
        }
    }
    return false;
}

static MidAction uod_drop(MidTable *t, Eng *e, const EngTarget *src, int x, int y, Move *mv,
                          char *why, size_t whylen)
{
    (void)e;
    SDL_Point p = {x, y};
    if (src->kind == T_RING) {
        if (!SDL_PointInRect(&p, &U(t)->box[t->me].panel)) {
            snprintf(why, whylen, "%s", _("Drop the card in your own area to take it."));
            return MID_REFUSE;
        }
        *mv = uod_move(UOD_M_TAKE, src->a);
        return MID_PLAY;
    }
    if (src->kind == T_TAKEN) {
        if (!place_at(t, p, mv)) {
            snprintf(why, whylen, "%s",
                     _("Drop the card on one of your columns, or on an empty place to start a "
                       "new column."));
            return MID_REFUSE;
        }
        return MID_PLAY;
    }
    if (!in_ring(t, x, y)) {
        snprintf(why, whylen, "%s", _("Drop the card in the ring, between the two cards it goes."));
        return MID_REFUSE;
    }
    *mv = uod_move(UOD_M_PLAY, src->a);
    return MID_PLAY;
}

/* A ring card taken by a drop on one of the player's columns (or an
 * empty place) goes on there too: the drop meant both steps. Where the
 * rules refuse that place, the card stays taken and the refusal says why. */
static MidAction uod_drop_then(MidTable *t, Eng *e, const EngTarget *src, int x, int y, Move *mv,
                               char *why, size_t whylen)
{
    (void)e, (void)why, (void)whylen;
    const UodState *v = t->v;
    if (src->kind != T_RING || v->phase != UOD_PHASE_PLACE || !place_at(t, (SDL_Point){x, y}, mv) ||
        mv->kind == UOD_M_DISCARD)
        return MID_NONE; /* a column is discarded only by a drop of its own */
    return MID_PLAY;
}

/* The deal comes from the face-down draw pile. */
static SDL_Rect uod_deal_from(MidTable *t) { return U(t)->pile[UOD_PILE_DOWN]; }

/* While a card drags: the two ring cards it would go between; the
 * player's own area for a card taken from the ring; the columns the card
 * taken may go on (or the place of a new one). */
static int uod_drop_zones(MidTable *t, Eng *e, const EngTarget *src, SDL_Rect *out, int max)
{
    (void)e;
    const UodState *v = t->v;
    const SeatBox *b = &U(t)->box[t->me];
    int n = 0;
    if (src->kind == T_RING) {
        if (max > 0)
            out[n++] = b->panel;
        return n;
    }
    if (src->kind == T_TAKEN) {
        for (int k = 0; k < UOD_COLUMNS && n < max; k++)
            if (mid_legal(t, UOD_M_COLUMN, k))
                out[n++] = b->col[k];
        int empty = uod_first_empty(v, t->me);
        if (empty >= 0 && n < max && mid_legal(t, UOD_M_NEW, -1))
            out[n++] = b->col[empty];
        return n;
    }
    int lo, hi;
    uod_ring_neighbours(t->v, src->a, &lo, &hi);
    for (int i = 0; i < t->nplaces && n < max; i++)
        if (t->places[i].zone == Z_RING && (t->places[i].card == lo || t->places[i].card == hi))
            out[n++] = t->places[i].r;
    return n;
}

/* ---------------------------------------------------------------------- */
/* Drawing */

static unsigned uod_place_flags(MidTable *t, Eng *e, const MidPlace *p)
{
    unsigned f = CARD_SHADOW;
    const UodState *v = t->v;
    if (!t->my_turn)
        return f;
    if (p->zone == Z_HAND && v->phase == UOD_PHASE_PLAY) {
        if (eng_hovered(e, T_HAND, p->card, 0))
            f |= CARD_HOVER;
        else if (mid_legal(t, UOD_M_PLAY, p->card))
            f |= CARD_GLOW;
    } else if (p->zone == Z_RING && v->phase == UOD_PHASE_TAKE) {
        if (mid_legal(t, UOD_M_TAKE, p->card))
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
        if (mid_legal(t, UOD_M_DRAW, pile))
            f |= eng_hovered(e, T_PILE, pile, 0) ? CARD_HOVER : CARD_GLOW;
    }
    if (t->shake.kind == T_HAND && p->zone == Z_HAND && t->shake.a == p->card)
        f |= CARD_REFUSED;
    if (t->shake.kind == T_RING && p->zone == Z_RING && t->shake.a == p->card)
        f |= CARD_REFUSED;
    return f;
}

/* The mark "high | low" at the top of the ring, where its highest card
 * meets its lowest one (clockwise the numbers rise). */
static const char *seam_text(void)
{
    /* TRANSLATORS: a small mark at the top of the ring of cards, where its
     * highest card meets its lowest one (clockwise the numbers rise). */
    return _("high | low");
}

static int seam_px(Eng *e) { return eng_px(e, 13); }

static SDL_Rect seam_rect(MidTable *t, Eng *e)
{
    const char *s = seam_text();
    int w = eng_text_width(e, FONT_BOLD, seam_px(e), s);
    int h = eng_text_height_wrapped(e, FONT_BOLD, seam_px(e), s, w + 1);
    return (SDL_Rect){U(t)->ring_cx - w / 2, U(t)->ring_cy - U(t)->ring_ry - h / 2, w, h};
}

static void draw_ring_track(MidTable *t, Eng *e)
{
    /* A faint oval under the ring, with marks that run clockwise. */
    int n = 72;
    SDL_Color c = {255, 255, 255, 38};
    for (int i = 0; i < n; i += 2) {
        double a0 = 2 * ENG_PI * i / n, a1 = 2 * ENG_PI * (i + 1) / n;
        SDL_FPoint p0 = {(float)(U(t)->ring_cx + U(t)->ring_rx * cos(a0)),
                         (float)(U(t)->ring_cy + U(t)->ring_ry * sin(a0))};
        SDL_FPoint p1 = {(float)(U(t)->ring_cx + U(t)->ring_rx * cos(a1)),
                         (float)(U(t)->ring_cy + U(t)->ring_ry * sin(a1))};
        eng_line(e, p0, p1, (float)eng_px(e, 2), c);
    }
    /* The seam between the highest and the lowest card, at the top. */
    eng_text(e, FONT_BOLD, seam_px(e), (SDL_Color){255, 236, 170, 200}, seam_text(), U(t)->ring_cx,
             U(t)->ring_cy - U(t)->ring_ry, ALIGN_CENTER | ALIGN_MIDDLE);
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
static void draw_seat_plate(MidTable *t, Eng *e, int p, bool mine)
{
    const UodState *v = t->v;
    SeatBox *b = &U(t)->box[p];
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

/* A seat's header: its name (cut rather than shrunk past the least size),
 * at most HEADER_NAME_SHARE percent of the row at the screen's seat so that
 * the hint has room after it, and its score at the right. */
enum { HEADER_NAME_SHARE = 42, HEADER_GAP = 12 };

static void score_text(const UodState *v, int p, char *buf, size_t len)
{
    int n = uod_score(v, p);
    /* TRANSLATORS: a player's score, in points, short ("pt" for a point). */
    snprintf(buf, len, P_("%d pt", "%d pts", n), n);
}

static int header_px(Eng *e, bool mine) { return eng_px(e, mine ? 19 : 16); }

/* The name as drawn in the header: its size, its text in out, and the x
 * where it ends. */
static int header_name(MidTable *t, Eng *e, int p, char *out, size_t len, int *end)
{
    Match *m = t->core.m;
    const SeatBox *b = &U(t)->box[p];
    bool mine = p == t->me, acting = scene_match_to_move(m) == p;
    int px = header_px(e, mine);
    char score[64];
    score_text(t->v, p, score, sizeof score);
    int maxw = b->header.w - eng_text_width(e, FONT_BOLD, px, score) - eng_px(e, HEADER_GAP);
    if (mine && maxw > b->header.w * HEADER_NAME_SHARE / 100)
        maxw = b->header.w * HEADER_NAME_SHARE / 100;
    int fit = table_fit_seat(e, FONT_BOLD, px, m, p, acting, "", maxw, out, len);
    *end = b->header.x + eng_text_width(e, FONT_BOLD, fit, out);
    return fit;
}

static void draw_seat_header(MidTable *t, Eng *e, int p, bool mine)
{
    Match *m = t->core.m;
    const UodState *v = t->v;
    SeatBox *b = &U(t)->box[p];
    bool acting = scene_match_to_move(m) == p;
    int px = header_px(e, mine);
    char name[200], score[64];
    int end;
    int name_px = header_name(t, e, p, name, sizeof name, &end);
    score_text(v, p, score, sizeof score);
    int hx = b->header.x, hy = b->header.y + b->header.h / 2;
    SDL_Rect box = eng_text_box(e, b->header);
    eng_text(e, FONT_BOLD, name_px, acting ? ENG_GOLD : ENG_WHITE, name, hx, hy,
             ALIGN_LEFT | ALIGN_MIDDLE);
    eng_text(e, FONT_BOLD, px, ENG_WHITE, score, b->header.x + b->header.w, hy,
             ALIGN_RIGHT | ALIGN_MIDDLE);
    eng_text_box(e, box);
    if (acting && !scene_match_is_human(m, p) && scene_match_ai_busy(m) && t->core.thinking_shown)
        /* TRANSLATORS: under the seat of an AI player while it chooses its
         * move; short. */
        eng_text(e, FONT_REGULAR, eng_px(e, 13), ENG_MUTED, _("thinking\xe2\x80\xa6"),
                 b->body.x + b->body.w, b->body.y + b->body.h, ALIGN_RIGHT | ALIGN_BOTTOM);
}

static void draw_seat_labels(MidTable *t, Eng *e, int p, bool mine)
{
    const UodState *v = t->v;
    SeatBox *b = &U(t)->box[p];
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
        if (U(t)->changed_col[p] == k) { /* the last turn's change, where it was made */
            int d = U(t)->change[p];
            size_t u = strlen(buf);
            SDL_Rect r = b->pill[k];
            snprintf(buf + u, sizeof buf - u, " (%s%d)", d < 0 ? "\xe2\x88\x92" : "+", abs(d));
            if (eng_text_fit(e, FONT_BOLD, table_pill_px(r.h), buf, r.w - r.h / 2) <
                eng_px(e, TABLE_LEAST_TEXT))
                buf[u] = 0; /* no room: the tint alone says it */
            table_pill(e, b->pill[k], buf, (SDL_Color){255, 248, 225, 190}, ENG_INK);
        } else {
            table_pill(e, b->pill[k], buf, PILL, ENG_WHITE);
        }
        if (placing) { /* discarding this column, then a new one with the taken card */
            bool hov = eng_hovered(e, T_DISCARD, k, 0);
            char d[64];
            discard_label(n, d, sizeof d);
            table_pill(e, b->discard_btn[k], d,
                       hov ? (SDL_Color){255, 236, 160, 255} : (SDL_Color){246, 214, 120, 210},
                       ENG_INK);
        }
    }
}

/* The counts by a seat's hand and discard pile, and the taken card's
 * label: over the cards in flight, which pass by them on their way to a
 * hand or a pile. */
static void draw_seat_counts(MidTable *t, Eng *e, int p, bool mine)
{
    const UodState *v = t->v;
    SeatBox *b = &U(t)->box[p];
    int nd = v->discard_n[p];
    char buf[96];
    discard_count_text(v, p, mine, buf, sizeof buf);
    SDL_Rect d = b->discard;
    int px = count_px(e, mine);
    if (b->row && nd > 0) /* at the side's right edge: the label ends there */
        eng_text(e, FONT_REGULAR, px, ENG_MUTED, buf, d.x + d.w, d.y + d.h + eng_px(e, 2),
                 ALIGN_RIGHT);
    else if (!mine && nd > 0) /* ends at the seat's right edge, clear of the column pills */
        eng_text(e, FONT_REGULAR, px, ENG_MUTED, buf, b->hand.x + b->hand.w,
                 d.y + d.h + eng_px(e, 3), ALIGN_RIGHT);
    else if (mine || nd > 0) {
        if (mine) { /* between the last column and the hand, clear of their focus rings:
                     * smaller where it must be, never cut (its numbers) */
            int ring = eng_focus_ring_width(e), cx = d.x + d.w / 2;
            SDL_Rect c = b->col[UOD_COLUMNS - 1];
            int left = cx - (c.x + c.w + ring + 1), right = b->hand.x - ring - 1 - cx;
            char cut[96];
            px = table_fit_label(e, FONT_REGULAR, px, eng_px(e, TABLE_LEAST_TEXT), buf,
                                 2 * (left < right ? left : right), cut, sizeof cut);
        }
        eng_text(e, FONT_REGULAR, px, ENG_MUTED, buf, d.x + d.w / 2, d.y + d.h + eng_px(e, 3),
                 ALIGN_CENTER);
    }
    if (mine && v->phase == UOD_PHASE_PLACE && v->turn == p && v->taken)
        /* TRANSLATORS: over the card the player took from the ring and is
         * to place; short. */
        eng_text(e, FONT_BOLD, px, ENG_GOLD, _("Taken"), b->taken.x + b->taken.w / 2,
                 b->taken.y - eng_px(e, 3), ALIGN_CENTER | ALIGN_BOTTOM);
    if (!mine) {
        char h[64];
        /* TRANSLATORS: the number of cards in a player's hand; short. */
        snprintf(h, sizeof h, P_("%d in hand", "%d in hand", v->hand_n[p]), v->hand_n[p]);
        eng_text(e, FONT_REGULAR, px, ENG_MUTED, h, b->hand.x, b->hand.y + b->hand.h + eng_px(e, 2),
                 ALIGN_LEFT);
    }
}

/* The lit choices of the place step, with the score each would give. */
static void draw_place_choices(MidTable *t, Eng *e)
{
    const UodState *v = t->v;
    int me = t->core.m->viewer;
    SeatBox *b = &U(t)->box[me];
    if (!t->my_turn || v->phase != UOD_PHASE_PLACE)
        return;
    int card = v->taken;
    for (int k = 0; k < UOD_COLUMNS; k++) {
        int n = v->col_n[me][k];
        if (n == 0 || !mid_legal(t, UOD_M_COLUMN, k))
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
        if (v->col_n[me][k] == 0 && mid_legal(t, UOD_M_NEW, 0)) {
            int h = b->card_h, w = eng_card_w(h);
            SDL_Rect a = b->col[k];
            bool hov = eng_hovered(e, T_NEW, 0, 0);
            eng_card_slot(e, a.x + (a.w - w) / 2, a.y + (a.h - h) / 2, h,
                          hov ? (SDL_Color){255, 248, 210, 255} : ENG_GOLD, true);
            /* short lines inside the slot, in the ink of the lit slot: one
             * text, cut into lines where it says */
            enum { LINES = 3 };
            /* TRANSLATORS: inside the empty place of a new column, a card
             * wide: a new column with the taken card scores 1 point. Keep
             * the line breaks (at most three lines), each line short. */
            const char *text = _("New\ncolumn:\n1 pt");
            const char *say[LINES];
            int len[LINES], nl = 0;
            for (const char *c = text; c && nl < LINES; nl++) {
                const char *end = strchr(c, '\n');
                say[nl] = c;
                len[nl] = end ? (int)(end - c) : (int)strlen(c);
                c = end ? end + 1 : NULL;
            }
            int pad = eng_px(e, 4), lh = eng_px(e, 17);
            SDL_Rect slot = {a.x + (a.w - w) / 2 + pad, a.y + (a.h - h) / 2 + pad, w - 2 * pad,
                             h - 2 * pad};
            SDL_Rect box = eng_text_box(e, slot);
            for (int i = 0; i < nl; i++) {
                char line[96], fitted[96];
                snprintf(line, sizeof line, "%.*s", len[i], say[i]);
                int px = table_fit_label(e, FONT_BOLD, eng_px(e, 14), eng_px(e, TABLE_LEAST_TEXT),
                                         line, slot.w, fitted, sizeof fitted);
                eng_text(e, FONT_BOLD, px, ENG_INK, fitted, slot.x + slot.w / 2,
                         slot.y + slot.h / 2 + (2 * i - (nl - 1)) * lh / 2,
                         ALIGN_CENTER | ALIGN_MIDDLE);
            }
            eng_text_box(e, box);
            break;
        }
}

static void draw_hint(MidTable *t, Eng *e)
{
    Match *m = t->core.m;
    const UodState *v = t->v;
    int me = m->viewer, to = scene_match_to_move(m);
    SeatBox *b = &U(t)->box[me];
    char buf[512];
    /* What the player at the screen is to do, after the name: one line,
     * shrunk or cut to fit. */
    if (to < 0) {
        snprintf(buf, sizeof buf, "%s", _("The game is over."));
    } else if (t->my_turn) {
        switch (v->phase) {
        case UOD_PHASE_PLAY:
            snprintf(buf, sizeof buf, "%s",
                     _("Your turn: play a card from your hand into the ring"));
            break;
        case UOD_PHASE_TAKE: {
            /* the rules' two takes (not the table's legal moves, which a
             * tutorial cuts down to one) */
            Move take[2];
            int lo = 0, hi = 0;
            if (m->def->legal_moves(v, take, 2) == 2)
                lo = take[0].arg[0], hi = take[1].arg[0];
            /* TRANSLATORS: the numbers of the two ring cards the player may
             * take, then of the card just played between them. */
            snprintf(buf, sizeof buf, _("Take %d or %d, the cards next to %d"), lo, hi, v->played);
            break;
        }
        case UOD_PHASE_PLACE:
            snprintf(buf, sizeof buf,
                     /* TRANSLATORS: %d is the number of the card taken from the ring. */
                     _("Place %d: on a lit column, in a new column, or discard a column"),
                     v->taken);
            break;
        default:
            snprintf(buf, sizeof buf, "%s", _("Draw a card from a pile"));
            break;
        }
    } else if (mid_own_turn_shown(t)) {
        snprintf(buf, sizeof buf, "%s", _("Your turn"));
    } else {
        /* TRANSLATORS: %s is the name of the player to move. */
        snprintf(buf, sizeof buf, _("%s's turn"), scene_match_name(m, to));
    }
    /* between the name and the score */
    char name[200], score[64], fitted[512];
    int x;
    header_name(t, e, me, name, sizeof name, &x);
    x += eng_px(e, 2 * HEADER_GAP);
    score_text(v, me, score, sizeof score);
    int maxw = b->header.x + b->header.w - eng_text_width(e, FONT_BOLD, header_px(e, true), score) -
               eng_px(e, 2 * HEADER_GAP) - x;
    int px = table_fit_label(e, FONT_REGULAR, eng_px(e, 17), eng_px(e, TABLE_LEAST_TEXT), buf, maxw,
                             fitted, sizeof fitted);
    SDL_Rect box = eng_text_box(e, b->header);
    eng_text(e, FONT_REGULAR, px, t->my_turn ? ENG_GOLD : ENG_MUTED, fitted, x,
             b->header.y + b->header.h / 2, ALIGN_LEFT | ALIGN_MIDDLE);
    eng_text_box(e, box);
}

static void uod_draw_top(MidTable *t, Eng *e)
{
    for (int p = 0; p < t->players; p++)
        draw_seat_counts(t, e, p, p == t->me);
    draw_hint(t, e);
}

static void uod_draw_plates(MidTable *t, Eng *e)
{
    const UodState *v = t->v;
    for (int p = 0; p < t->players; p++)
        draw_seat_plate(t, e, p, p == t->me);
    draw_ring_track(t, e);
    draw_pile_depth(e, U(t)->pile[UOD_PILE_DOWN], v->down_n, false);
    draw_pile_depth(e, U(t)->pile[UOD_PILE_UP], v->up_n, true);
    for (int i = 0; i < 2; i++)
        if ((i == UOD_PILE_DOWN ? v->down_n : v->up_n) == 0)
            eng_card_slot(e, U(t)->pile[i].x, U(t)->pile[i].y, U(t)->pile[i].h,
                          (SDL_Color){255, 255, 255, 50}, false);
}

static void uod_draw_under(MidTable *t, Eng *e)
{
    for (int p = 0; p < t->players; p++)
        draw_seat_header(t, e, p, p == t->me);
}

static SDL_Point uod_place_offset(MidTable *t, Eng *e, const MidPlace *p)
{
    const UodState *v = t->v;
    SDL_Point o = {0, 0};
    if (p->zone == Z_HAND) {
        o.x = table_shake_dx(&t->shake, e, T_HAND, p->card, 0);
        if (t->my_turn && v->phase == UOD_PHASE_PLAY && eng_hovered(e, T_HAND, p->card, 0))
            o.y = -eng_px(e, 12);
    } else if (p->zone == Z_RING) {
        o.x = table_shake_dx(&t->shake, e, T_RING, p->card, 0);
        if (p->card == v->played && v->phase == UOD_PHASE_TAKE)
            o.y = -eng_px(e, 6);
    } else if (p->zone == Z_COL && p->seat == t->me) {
        o.x = table_shake_dx(&t->shake, e, T_COLUMN, p->k, 0);
    }
    return o;
}

/* The hovered (or focused) hand card's place in the ring. */
static void draw_ring_gap(MidTable *t, Eng *e)
{
    const UodState *v = t->v;
    if (!t->my_turn || v->phase != UOD_PHASE_PLAY || e->hover.kind != T_HAND)
        return;
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
    /* Past the highest or the lowest card the place is the seam: the mark
     * goes just above its words, which it would hide. */
    SDL_Rect seam = seam_rect(t, e), mark = {mx - r, my - r, 2 * r, 2 * r};
    if (SDL_HasIntersection(&seam, &mark))
        my = seam.y - eng_px(e, 2) - r;
    eng_fill_circle(e, mx, my, r, (SDL_Color){246, 214, 120, 240});
    char buf[8];
    snprintf(buf, sizeof buf, "%d", e->hover.a);
    eng_text(e, FONT_BOLD, eng_px(e, 14), ENG_INK, buf, mx, my, ALIGN_CENTER | ALIGN_MIDDLE);
}

/* Where pile i's count goes: beside the pile half-way up, outside it (a
 * ring of seven has a card below the piles, and the cards of a flat ring
 * come near their corners). */
static SDL_Rect count_rect(MidTable *t, const Eng *e, int i)
{
    SDL_Rect r = U(t)->pile[i];
    int bh = eng_px(e, 20), bw = eng_px(e, 34), g = eng_px(e, 6);
    int x = i == UOD_PILE_DOWN ? r.x - 3 * (r.h / 45 + 1) - g - bw : r.x + r.w + g;
    return (SDL_Rect){x, r.y + (r.h - bh) / 2, bw, bh};
}

static void uod_draw_over(MidTable *t, Eng *e)
{
    const UodState *v = t->v;
    draw_ring_gap(t, e);
    for (int p = 0; p < t->players; p++)
        draw_seat_labels(t, e, p, p == t->me);
    draw_place_choices(t, e);
    for (int i = 0; i < 2; i++) {
        char buf[16];
        snprintf(buf, sizeof buf, "%d", i == UOD_PILE_DOWN ? v->down_n : v->up_n);
        table_pill(e, count_rect(t, e, i), buf, (SDL_Color){0, 0, 0, 150}, ENG_WHITE);
    }
}

static SDL_Point uod_toast_at(MidTable *t, Eng *e)
{
    return (SDL_Point){t->main.x + t->main.w / 2, U(t)->box[t->me].panel.y - eng_px(e, 28)};
}

/* The cards in a seat's hand, for the review's strip of every hand. */
static int uod_hand_cards(const void *state, int seat, int *out, int cap)
{
    const UodState *s = state;
    int n = 0;
    for (int i = 0; i < s->hand_n[seat] && n < cap; i++)
        out[n++] = s->hand[seat][i];
    return n;
}

const TableDef uod_table = {
    .hand_cards = uod_hand_cards,
    .name = "up-or-down table",
    .ui_size = sizeof(UodUi),
    .log_width = uod_log_width,
    .deck = DECK_UOD,
    .back = 0,
    .layout = uod_layout,
    .draw_plates = uod_draw_plates,
    .draw_under = uod_draw_under,
    .place_flags = uod_place_flags,
    .place_offset = uod_place_offset,
    .draw_over = uod_draw_over,
    .draw_top = uod_draw_top,
    .toast_at = uod_toast_at,
    .activate = uod_activate,
    .lit = mid_lit_move,
    .drag_card = uod_drag_card,
    .drop = uod_drop,
    .drop_then = uod_drop_then,
    .drop_zones = uod_drop_zones,
    .deal_from = uod_deal_from,
    .animate = uod_animate,
    .sound = uod_sound,
};

int scene_uod_table_spots(Scene *s, UodSpot *out, int max)
{
    const MidTable *t = (const MidTable *)s;
    int n = t->nplaces < max ? t->nplaces : max;
    for (int i = 0; i < n; i++) {
        const MidPlace *p = &t->places[i];
        out[i] = (UodSpot){p->card, p->zone, p->seat, p->k, p->i, p->r};
    }
    return n;
}

SDL_Rect scene_uod_table_count(Scene *s, const Eng *e, int pile)
{
    return count_rect((MidTable *)s, e, pile);
}

SDL_Rect scene_uod_table_panel(Scene *s, int seat)
{
    MidTable *t = (MidTable *)s;
    return seat >= 0 && seat < GAME_MAX_SEATS ? U(t)->box[seat].panel : (SDL_Rect){0, 0, 0, 0};
}
