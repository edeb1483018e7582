/* The 3UP 3DOWN table: every player's three 3DOWN cards with the 3UP cards
 * lying on them, their hands (the fanned hand of the seat at the screen,
 * the others' as backs with a count and the cards all have seen them pick
 * up), the draw pile, the discard pile showing its top cards and how many
 * lie there, and the cleared pile (R-33-2..7). The options chosen in New
 * game show where they act: the direction of play (reverse_on_one), the
 * extra plays a Clear+1 or Clear+2 owes and its optional draw, the swap
 * offer of four_colours, the match points (R-33-10, R-33-11).
 *
 * A turn by mouse: click a card, or several of one value, then Play; the
 * cards that may be played are lit; when nothing can be played, picking
 * up the pile is the one lit action. Everything is drawn from the view of
 * the seat at the screen; every click becomes a Move that the rules check,
 * and a refusal shakes and says why. Cards that move between two views fly
 * from where they were drawn to where they are drawn now. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "table.h"
#include "three_up.h"

#define MAX_PLACES 200
#define MAX_FLIGHTS 96
#define MAX_SEL 8

enum { PILE_DRAW, PILE_DISCARD };

/* Where a card is drawn. */
enum { Z_HAND, Z_OHAND, Z_UP, Z_DOWN, Z_PILE, Z_CLEARED, Z_DRAW };

typedef struct Place {
    int card; /* a card id, or -1 for a back */
    int zone, seat, i;
    SDL_Rect r;
} Place;

typedef struct Flight {
    int card;  /* -1: a back all the way */
    bool turn; /* starts as a back and turns over on its way */
    int place; /* the place it lands on (hidden meanwhile), or -1 */
    SDL_Rect from, to;
    double t0, dur;
} Flight;

typedef struct SeatBox {
    SDL_Rect panel, name, slots;
    SDL_Rect hand;           /* where its cards are drawn, or (others) come from and go to */
    bool backs;              /* another player's hand is drawn as backs there */
    SDL_Rect slot[T3_SLOTS]; /* the 3DOWN cards; the 3UP lie on them, lower */
    int card_h;
} SeatBox;

typedef struct T3Table {
    Scene base;
    TableCore core;
    const T3State *v;
    int players, me;
    SDL_Rect main, mid;
    SeatBox box[GAME_MAX_SEATS];
    SDL_Rect draw, pile, cleared; /* the piles: the discard pile spreads right */
    int pile_h, hand_h;
    SDL_Rect act[3]; /* the action buttons, by what they do now */
    int act_kind[3];
    int nact;
    Place places[MAX_PLACES];
    int nplaces;
    Flight flights[MAX_FLIGHTS];
    int nflights;
    Move legal[GAME_MAX_MOVES];
    int nlegal;
    bool my_turn;
    /* the cards picked for the next move */
    int sel[MAX_SEL];
    int nsel;
    TableShake shake;
    uint64_t backdrop; /* eng_backdrop_ticket of this layout */
} T3Table;

static const SDL_Color PANEL_TEXT = {214, 226, 216, 255};

/* ---------------------------------------------------------------------- */

static bool is_card(int c) { return c >= 0 && c < T3_DECK; }
static bool opt(const T3State *v, int i) { return v->hdr.cfg.opt[i] != 0; }

static int source(const T3Table *t) { return t3_source(t->v, t->me); }

/* Is a play of this card's value (and colour, when colours matter) among
 * the rules' legal moves? The rules decide; this only lights the cards. */
static bool card_lit(const T3Table *t, int card)
{
    bool by_colour = opt(t->v, T3_OPT_FOUR_COLOURS);
    for (int i = 0; i < t->nlegal; i++) {
        const Move *m = &t->legal[i];
        if (m->kind != T3_M_PLAY)
            continue;
        for (int k = 0; k < m->n; k++)
            if (t3_card_rank(m->arg[k]) == t3_card_rank(card) &&
                (!by_colour || t3_card_colour(m->arg[k]) == t3_card_colour(card)))
                return true;
    }
    return false;
}

static bool legal_kind(const T3Table *t, int kind)
{
    for (int i = 0; i < t->nlegal; i++)
        if (t->legal[i].kind == kind)
            return true;
    return false;
}

static bool selected(const T3Table *t, int card)
{
    for (int i = 0; i < t->nsel; i++)
        if (t->sel[i] == card)
            return true;
    return false;
}

static const char *rank_label(int rank)
{
    static const char *const clear[] = {"Clear", "Clear+1", "Clear+2"};
    return rank >= T3_CLEAR ? clear[rank - T3_CLEAR] : t3_rank_name(rank);
}

static int add_place(T3Table *t, int card, int zone, int seat, int i, SDL_Rect r)
{
    if (t->nplaces == MAX_PLACES)
        return -1;
    t->places[t->nplaces] = (Place){card, zone, seat, i, r};
    return t->nplaces++;
}

/* ---------------------------------------------------------------------- */
/* Layout */

static void layout_opponent(T3Table *t, Eng *e, int p, SDL_Rect panel)
{
    SeatBox *b = &t->box[p];
    memset(b, 0, sizeof *b);
    b->panel = panel;
    int pad = eng_px(e, 8);
    b->name = (SDL_Rect){panel.x + pad, panel.y + eng_px(e, 4), panel.w - 2 * pad, eng_px(e, 26)};
    int top = b->name.y + b->name.h + eng_px(e, 4);
    int avail_h = panel.y + panel.h - top - eng_px(e, 24);
    int ch = eng_card_snap(avail_h * 100 / 118);
    int cw = eng_card_w(ch), gap = eng_px(e, 6);
    /* the hand's backs beside the table cards when there is room */
    int backs_w = eng_card_w(eng_card_snap(ch * 80 / 100)) * 3 / 2 + eng_px(e, 10);
    bool backs = 3 * cw + 2 * gap + backs_w <= panel.w - 2 * pad;
    while (3 * cw + 2 * gap + (backs ? backs_w : 0) > panel.w - 2 * pad && ch > 20) {
        ch = eng_card_snap(ch - 1);
        cw = eng_card_w(ch);
    }
    b->card_h = ch;
    int total = 3 * cw + 2 * gap + (backs ? backs_w : 0);
    int x = panel.x + (panel.w - total) / 2;
    for (int k = 0; k < T3_SLOTS; k++)
        b->slot[k] = (SDL_Rect){x + k * (cw + gap), top, cw, ch};
    b->slots = (SDL_Rect){x, top, 3 * cw + 2 * gap, ch + ch * 18 / 100};
    int hh = eng_card_snap(ch * 80 / 100);
    b->backs = backs;
    if (backs)
        b->hand = (SDL_Rect){x + 3 * cw + 2 * gap + eng_px(e, 10), top + eng_px(e, 6),
                             backs_w - eng_px(e, 10), hh};
    else /* no room: cards come and go by the count in the name row */
        b->hand = (SDL_Rect){panel.x + panel.w - pad - eng_card_w(hh), top, eng_card_w(hh), hh};
}

static void layout_viewer(T3Table *t, Eng *e, SDL_Rect panel)
{
    SeatBox *b = &t->box[t->me];
    memset(b, 0, sizeof *b);
    b->panel = panel;
    int pad = eng_px(e, 12);
    b->name = (SDL_Rect){panel.x + pad, panel.y + eng_px(e, 4), panel.w - 2 * pad, eng_px(e, 34)};
    int top = b->name.y + b->name.h + eng_px(e, 6);
    int avail = panel.y + panel.h - top - eng_px(e, 10);
    int ch = eng_card_snap(avail * 100 / 120);
    if (ch > eng_px(e, 130))
        ch = eng_card_snap(eng_px(e, 130));
    int cw = eng_card_w(ch), gap = eng_px(e, 10);
    b->card_h = ch;
    int x = panel.x + pad;
    for (int k = 0; k < T3_SLOTS; k++)
        b->slot[k] = (SDL_Rect){x + k * (cw + gap), top, cw, ch};
    b->slots = (SDL_Rect){x, top, 3 * cw + 2 * gap, ch + ch * 18 / 100};
    int hx = x + 3 * (cw + gap) + eng_px(e, 24);
    t->hand_h =
        eng_card_snap(avail * 96 / 100 < eng_px(e, 150) ? avail * 96 / 100 : eng_px(e, 150));
    b->hand = (SDL_Rect){hx, panel.y + panel.h - eng_px(e, 8) - t->hand_h,
                         panel.x + panel.w - pad - hx, t->hand_h};
}

/* Card i of n in the viewer's hand: one row, overlapping, or two rows
 * when the hand is long (after picking up a big pile). */
static SDL_Rect hand_rect(const T3Table *t, int i, int n)
{
    SDL_Rect a = t->box[t->me].hand;
    int rows = n > 18 ? 2 : 1;
    int h = rows == 2 ? eng_card_snap(a.h * 56 / 100) : a.h;
    int w = eng_card_w(h);
    int per = (n + rows - 1) / rows;
    int row = i / per, k = i % per;
    int in_row = row == rows - 1 ? n - per * (rows - 1) : per;
    int step = w + w / 10;
    if (in_row > 1 && (in_row - 1) * step + w > a.w)
        step = (a.w - w) / (in_row - 1);
    int total = (in_row - 1) * step + w;
    int x = a.x + (a.w - total) / 2;
    int y = rows == 2 ? a.y + row * (a.h - h) : a.y;
    return (SDL_Rect){x + k * step, y, w, h};
}

/* The 3UP card lies on its 3DOWN card, a little lower so both show. */
static SDL_Rect up_rect(const SeatBox *b, int k)
{
    SDL_Rect r = b->slot[k];
    r.y += r.h * 18 / 100;
    return r;
}

static void place_cards(T3Table *t)
{
    const T3State *v = t->v;
    t->nplaces = 0;
    /* the piles */
    if (v->draw_n > 0)
        add_place(t, -1, Z_DRAW, -1, 0, t->draw);
    if (v->cleared_n > 0)
        add_place(t, v->cleared[v->cleared_n - 1], Z_CLEARED, -1, 0, t->cleared);
    int shown = v->pile_n < 4 ? v->pile_n : 4;
    int step = eng_card_w(t->pile_h) * 42 / 100;
    for (int i = 0; i < shown; i++) {
        int k = v->pile_n - shown + i;
        SDL_Rect r = {t->pile.x + i * step, t->pile.y, eng_card_w(t->pile_h), t->pile_h};
        add_place(t, v->pile[k], Z_PILE, -1, k, r);
    }
    /* the seats: table cards, then hands */
    for (int p = 0; p < t->players; p++) {
        const SeatBox *b = &t->box[p];
        for (int k = 0; k < T3_SLOTS; k++) {
            if (v->down[p][k] != T3_NONE)
                add_place(t, -1, Z_DOWN, p, k, b->slot[k]);
            if (is_card(v->up[p][k]))
                add_place(t, v->up[p][k], Z_UP, p, k, up_rect(b, k));
        }
    }
    for (int p = 0; p < t->players; p++) {
        const SeatBox *b = &t->box[p];
        int n = v->hand_n[p];
        if (p == t->me) {
            for (int i = 0; i < n; i++)
                add_place(t, v->hand[p][i], Z_HAND, p, i, hand_rect(t, i, n));
        } else if (b->backs) { /* backs, a few deep */
            int h = b->hand.h, w = eng_card_w(h);
            int shownb = n < 4 ? n : 4;
            for (int i = 0; i < shownb; i++)
                add_place(t, -1, Z_OHAND, p, i,
                          (SDL_Rect){b->hand.x + i * (w / 8 + 1), b->hand.y, w, h});
        }
    }
}

static void t3_layout(Scene *s, Eng *e)
{
    T3Table *t = (T3Table *)s;
    if (!t->core.m)
        return;
    Match *m = t->core.m;
    t->v = m->view;
    const T3State *v = t->v;
    t->players = v->hdr.cfg.players;
    t->me = m->viewer;
    int margin = eng_px(e, 12);
    int log_w = eng_px(e, t->players >= 5 ? 250 : 280);
    SDL_Rect log = {e->w - margin - log_w, margin, log_w, e->h - 2 * margin};
    t->main = (SDL_Rect){margin, margin, e->w - log_w - 3 * margin, e->h - 2 * margin};
    int opp_h = t->main.h * 25 / 100, mine_h = t->main.h * 37 / 100;
    SDL_Rect mine = {t->main.x, t->main.y + t->main.h - mine_h, t->main.w, mine_h};
    t->mid = (SDL_Rect){t->main.x, t->main.y + opp_h + margin, t->main.w,
                        t->main.h - opp_h - mine_h - 2 * margin};
    /* opponents across the top in the order of play (clockwise, seat + 1) */
    int nopp = t->players - 1, gap = eng_px(e, 10);
    int pw = (t->main.w - (nopp - 1) * gap) / (nopp > 0 ? nopp : 1);
    if (pw > eng_px(e, 340))
        pw = eng_px(e, 340);
    int total = nopp * pw + (nopp - 1) * gap;
    int x = t->main.x + (t->main.w - total) / 2;
    for (int i = 0; i < nopp; i++) {
        int p = (t->me + 1 + i) % t->players;
        layout_opponent(t, e, p, (SDL_Rect){x + i * (pw + gap), t->main.y, pw, opp_h});
    }
    layout_viewer(t, e, mine);
    /* the piles across the middle: draw, discard (spread), cleared */
    t->pile_h = eng_card_snap(t->mid.h - eng_px(e, 56));
    if (t->pile_h > eng_px(e, 140))
        t->pile_h = eng_card_snap(eng_px(e, 140));
    int pw1 = eng_card_w(t->pile_h);
    int spread = pw1 + 3 * (pw1 * 42 / 100);
    int row_w = pw1 + eng_px(e, 40) + spread + eng_px(e, 40) + pw1;
    int px0 = t->mid.x + (t->mid.w - row_w) / 2 - eng_px(e, 90);
    int py = t->mid.y + eng_px(e, 22);
    t->draw = (SDL_Rect){px0, py, pw1, t->pile_h};
    t->pile = (SDL_Rect){px0 + pw1 + eng_px(e, 40), py, spread, t->pile_h};
    t->cleared = (SDL_Rect){t->pile.x + spread + eng_px(e, 40), py, pw1, t->pile_h};
    /* the actions, right of the piles */
    int to = scene_match_to_move(m);
    t->my_turn = to == t->me && scene_match_is_human(m, t->me);
    t->nlegal = t->my_turn ? m->def->legal_moves(v, t->legal, GAME_MAX_MOVES) : 0;
    t->nact = 0;
    if (t->my_turn) {
        if (v->phase == T3_PHASE_SETUP)
            t->act_kind[t->nact++] = T3_M_UP;
        else if (v->phase == T3_PHASE_SWAP) {
            t->act_kind[t->nact++] = T3_M_SWAP;
            t->act_kind[t->nact++] = T3_M_PASS;
        } else {
            int src = source(t);
            if (src == T3_SRC_HAND || src == T3_SRC_UP) {
                t->act_kind[t->nact++] = T3_M_PLAY;
                t->act_kind[t->nact++] = T3_M_PICKUP;
            }
            if (legal_kind(t, T3_M_DRAW) || src == T3_SRC_DRAW)
                t->act_kind[t->nact++] = T3_M_DRAW;
        }
    }
    int bw = eng_px(e, 176), bh = eng_px(e, 46), ax = t->cleared.x + pw1 + eng_px(e, 36);
    if (ax + bw > t->mid.x + t->mid.w)
        ax = t->mid.x + t->mid.w - bw;
    int ay = t->mid.y + (t->mid.h - t->nact * bh - (t->nact - 1) * eng_px(e, 10)) / 2;
    for (int i = 0; i < t->nact; i++)
        t->act[i] = (SDL_Rect){ax, ay + i * (bh + eng_px(e, 10)), bw, bh};
    place_cards(t);
    t->backdrop = eng_backdrop_ticket(e);

    eng_targets_clear(e);
    table_core_layout(&t->core, e, log, false);
    if (v->phase == T3_PHASE_OVER)
        return;
    eng_target_add(e, T_PILE, PILE_DRAW, 0, t->draw);
    SDL_Rect pr = t->pile;
    if (pr.w < eng_card_w(t->pile_h))
        pr.w = eng_card_w(t->pile_h);
    eng_target_add(e, T_PILE, PILE_DISCARD, 0, pr);
    const SeatBox *b = &t->box[t->me];
    for (int k = 0; k < T3_SLOTS; k++) {
        if (v->down[t->me][k] != T3_NONE)
            eng_target_add(e, T_SLOT, k, 1, b->slot[k]);
        if (is_card(v->up[t->me][k]))
            eng_target_add(e, T_SLOT, k, 0, up_rect(b, k));
    }
    int n = v->hand_n[t->me];
    for (int i = 0; i < n; i++) {
        SDL_Rect r = hand_rect(t, i, n);
        if (i + 1 < n) { /* only the part that shows */
            SDL_Rect next = hand_rect(t, i + 1, n);
            if (next.y == r.y && next.x < r.x + r.w)
                r.w = next.x - r.x;
        }
        eng_target_add(e, T_HAND, v->hand[t->me][i], 0, r);
    }
    for (int i = 0; i < t->nact; i++)
        eng_target_add(e, T_ACTION, t->act_kind[i], 0, t->act[i]);
}

/* ---------------------------------------------------------------------- */
/* Animation: what moved between two views flies. */

static int find_old(const Place *old, int nold, const Place *p)
{
    for (int i = 0; i < nold; i++) {
        const Place *o = &old[i];
        if (p->card >= 0
                ? o->card == p->card
                : (o->card < 0 && o->zone == p->zone && o->seat == p->seat && o->i == p->i))
            return i;
    }
    return -1;
}

static void add_flight(T3Table *t, Eng *e, int card, bool turn, int place, SDL_Rect from,
                       SDL_Rect to, double delay)
{
    if (t->nflights == MAX_FLIGHTS || !memcmp(&from, &to, sizeof from))
        return;
    double dur = eng_anim_time(e, turn ? 0.6 : 0.4);
    if (dur <= 0)
        return;
    t->flights[t->nflights++] =
        (Flight){card, turn, place, from, to, e->now + eng_anim_time(e, delay), dur};
}

static SDL_Rect sized(SDL_Rect from, SDL_Rect like)
{
    return (SDL_Rect){from.x + from.w / 2 - like.w / 2, from.y + from.h / 2 - like.h / 2, like.w,
                      like.h};
}

/* The move mv by mover turned the view `before` (places old) into t->v. */
static void animate(T3Table *t, Eng *e, const T3State *before, const Place *old, int nold,
                    const SeatBox *old_boxes, SDL_Rect old_draw, SDL_Rect old_pile, int mover,
                    const Move *mv)
{
    const T3State *v = t->v;
    t->nflights = 0;
    bool *matched = calloc((size_t)(nold ? nold : 1), sizeof *matched);
    if (!matched)
        return;
    bool picked = before->pile_n > 0 && v->pile_n == 0 && v->cleared_n == before->cleared_n;
    int flip_k = mv && mv->kind == T3_M_FLIP ? mv->arg[0] : -1;
    int delay_n = 0;
    bool turned = false; /* the flipped 3DOWN card showed its face */
    for (int j = 0; j < t->nplaces; j++) {
        Place *p = &t->places[j];
        int i = find_old(old, nold, p);
        if (i >= 0) {
            matched[i] = true;
            add_flight(t, e, p->card, false, j, old[i].r, p->r, 0);
            continue;
        }
        /* a card that was not to be seen: where did it come from? */
        SDL_Rect from = p->r;
        bool turn = false;
        if (flip_k >= 0 && mover >= 0 && p->card >= 0 && !before->known[p->card] &&
            (p->zone == Z_PILE || p->zone == Z_CLEARED || p->zone == Z_HAND)) {
            bool was_pile = false;
            for (int k = 0; k < before->pile_n; k++)
                was_pile |= before->pile[k] == p->card;
            if (!was_pile) { /* the 3DOWN card, turned over in its place */
                from = old_boxes[mover].slot[flip_k];
                turn = true;
                turned = true;
            }
        }
        if (!turn) {
            if (p->zone == Z_PILE || p->zone == Z_CLEARED)
                from = mover >= 0 ? old_boxes[mover].hand : p->r;
            else if (p->zone == Z_HAND || p->zone == Z_OHAND)
                from = picked ? old_pile : old_draw;
            else if (p->zone == Z_UP && mover >= 0) /* a swap or the setup */
                from = old_boxes[mover].hand;
        }
        add_flight(t, e, p->card, turn, j, sized(from, p->r), p->r, 0.04 * delay_n++);
    }
    /* a 3DOWN card that could not be played goes to its owner's hand
     * face down for everyone else (R-33-7) */
    if (flip_k >= 0 && !turned && mover >= 0)
        add_flight(t, e, -1, false, -1, old_boxes[mover].slot[flip_k],
                   sized(t->box[mover].hand, old_boxes[mover].slot[flip_k]), 0);
    /* cards that left what is drawn: cleared, or into another's hand */
    for (int i = 0; i < nold; i++) {
        if (matched[i] || old[i].card < 0 || old[i].zone != Z_PILE)
            continue;
        SDL_Rect to = v->cleared_n > before->cleared_n ? t->cleared
                      : mover >= 0                     ? t->box[mover].hand
                                                       : t->cleared;
        bool into_hand = v->cleared_n == before->cleared_n && mover >= 0 && mover != t->me;
        add_flight(t, e, into_hand ? -1 : old[i].card, false, -1, old[i].r, sized(to, old[i].r),
                   0.03 * old[i].i);
    }
    free(matched);
}

static bool flying(const T3Table *t, int place)
{
    for (int i = 0; i < t->nflights; i++)
        if (t->flights[i].place == place)
            return true;
    return false;
}

static void finish_flights(T3Table *t, Eng *e)
{
    if (t->nflights) {
        t->nflights = 0;
        eng_redraw(e);
    }
}

/* A turn begins when the play passes to another seat: a setup choice, or
 * the first move of a turn (a compulsory draw sets drew, so the play after
 * it continues the line; extra plays and the swap continue it too). */
static bool turn_start(const void *state)
{
    const T3State *s = state;
    return s->phase == T3_PHASE_SETUP || (s->phase == T3_PHASE_PLAY && !s->drew);
}

static bool play(T3Table *t, Eng *e, const Move *mv, char *why, size_t whylen)
{
    Match *m = t->core.m;
    int mover = scene_match_to_move(m);
    bool new_line = turn_start(m->sg.state);
    T3State before;
    memcpy(&before, t->v, sizeof before);
    Place *old = malloc(sizeof(Place) * (size_t)t->nplaces + 1);
    SeatBox old_boxes[GAME_MAX_SEATS];
    if (!old)
        abort();
    int nold = t->nplaces;
    memcpy(old, t->places, sizeof(Place) * (size_t)nold);
    memcpy(old_boxes, t->box, sizeof old_boxes);
    SDL_Rect old_draw = t->draw, old_pile = t->pile;
    finish_flights(t, e);
    bool ok = scene_match_play(m, mv, new_line, why, whylen);
    if (ok) {
        t->nsel = 0;
        t3_layout(&t->base, e);
        animate(t, e, &before, old, nold, old_boxes, old_draw, old_pile, mover, mv);
        eng_redraw(e);
    }
    free(old);
    return ok;
}

/* ---------------------------------------------------------------------- */
/* Input */

static void refuse(T3Table *t, Eng *e, int kind, int a, int b, const char *why)
{
    table_shake_start(&t->shake, e, kind, a, b);
    table_core_toast(&t->core, e, why);
}

static bool not_my_turn(T3Table *t, Eng *e, const EngTarget *tg)
{
    if (t->my_turn)
        return false;
    Match *m = t->core.m;
    char why[160];
    int to = scene_match_to_move(m);
    if (to < 0)
        snprintf(why, sizeof why, "The game is over.");
    else if (t->v->phase == T3_PHASE_SETUP)
        snprintf(why, sizeof why, "%s is choosing their 3UP cards.", scene_match_name(m, to));
    else
        snprintf(why, sizeof why, "It is %s's turn.", scene_match_name(m, to));
    refuse(t, e, tg->kind, tg->a, tg->b, why);
    return true;
}

/* The move of the selection: its cards, ascending. */
static Move selection_move(const T3Table *t, int kind)
{
    int16_t ids[MAX_SEL];
    for (int i = 0; i < t->nsel; i++)
        ids[i] = (int16_t)t->sel[i];
    for (int i = 1; i < t->nsel; i++)
        for (int j = i; j > 0 && ids[j - 1] > ids[j]; j--) {
            int16_t x = ids[j];
            ids[j] = ids[j - 1];
            ids[j - 1] = x;
        }
    Move mv;
    memset(&mv, 0, sizeof mv);
    mv.kind = (int16_t)kind;
    mv.n = (int16_t)t->nsel;
    memcpy(mv.arg, ids, sizeof(int16_t) * (size_t)t->nsel);
    return mv;
}

static void try_move(T3Table *t, Eng *e, const Move *mv, const EngTarget *tg)
{
    char why[GAME_ERR_LEN];
    if (!play(t, e, mv, why, sizeof why))
        refuse(t, e, tg->kind, tg->a, tg->b, why);
}

/* A card of the hand or of the 3UP cards clicked. */
static void pick(T3Table *t, Eng *e, int card, bool from_up, const EngTarget *tg)
{
    const T3State *v = t->v;
    if (not_my_turn(t, e, tg))
        return;
    if (selected(t, card)) { /* clicked again: put back */
        int k = 0;
        for (int i = 0; i < t->nsel; i++)
            if (t->sel[i] != card)
                t->sel[k++] = t->sel[i];
        t->nsel = k;
        eng_redraw(e);
        return;
    }
    if (v->phase == T3_PHASE_SETUP) {
        if (t->nsel == T3_SLOTS) {
            refuse(t, e, tg->kind, tg->a, tg->b,
                   "Three cards are chosen: click one of them to put it back first.");
            return;
        }
        t->sel[t->nsel++] = card;
        eng_redraw(e);
        return;
    }
    if (v->phase == T3_PHASE_SWAP) { /* one hand card and one 3UP card */
        int k = 0;
        for (int i = 0; i < t->nsel; i++) {
            bool sel_up = false;
            for (int s = 0; s < T3_SLOTS; s++)
                sel_up |= v->up[t->me][s] == t->sel[i];
            if (sel_up != from_up)
                t->sel[k++] = t->sel[i];
        }
        t->nsel = k;
        t->sel[t->nsel++] = card;
        eng_redraw(e);
        return;
    }
    /* A play: the card alone, or with the others of its value selected.
     * One the rules would refuse (too low, or not from where the seat
     * plays now) is tried at once, so the refusal says why. */
    if (!card_lit(t, card) || from_up != (source(t) == T3_SRC_UP)) {
        Move mv = move_make(T3_M_PLAY, 1, &card);
        try_move(t, e, &mv, tg);
        return;
    }
    if (t->nsel > 0 && t3_card_rank(t->sel[0]) != t3_card_rank(card))
        t->nsel = 0;
    if (t->nsel < MAX_SEL)
        t->sel[t->nsel++] = card;
    eng_redraw(e);
}

static void action(T3Table *t, Eng *e, int kind, const EngTarget *tg)
{
    if (not_my_turn(t, e, tg))
        return;
    Move mv;
    memset(&mv, 0, sizeof mv);
    mv.kind = (int16_t)kind;
    if (kind == T3_M_UP || kind == T3_M_PLAY) {
        if (t->nsel == 0) {
            refuse(t, e, tg->kind, tg->a, tg->b,
                   kind == T3_M_UP ? "Click three of your cards to put them face up."
                                   : "Click the card, or the cards of one value, to play first.");
            return;
        }
        mv = selection_move(t, kind);
    } else if (kind == T3_M_SWAP) {
        const T3State *v = t->v;
        int hand = -1, up = -1;
        for (int i = 0; i < t->nsel; i++) {
            bool is_up = false;
            for (int s = 0; s < T3_SLOTS; s++)
                is_up |= v->up[t->me][s] == t->sel[i];
            if (is_up)
                up = t->sel[i];
            else
                hand = t->sel[i];
        }
        if (hand < 0 || up < 0) {
            refuse(t, e, tg->kind, tg->a, tg->b,
                   "Click a card of your hand and one of your 3UP cards to swap them.");
            return;
        }
        mv.n = 2;
        mv.arg[0] = (int16_t)hand;
        mv.arg[1] = (int16_t)up;
    }
    try_move(t, e, &mv, tg);
}

static void click(T3Table *t, Eng *e, const EngTarget *tg)
{
    switch (tg->kind) {
    case T_HAND:
        pick(t, e, tg->a, false, tg);
        break;
    case T_SLOT:
        if (tg->b == 1) { /* a 3DOWN card: flip it */
            if (!not_my_turn(t, e, tg)) {
                Move mv = move_make(T3_M_FLIP, 1, &tg->a);
                try_move(t, e, &mv, tg);
            }
        } else if (is_card(t->v->up[t->me][tg->a])) {
            pick(t, e, t->v->up[t->me][tg->a], true, tg);
        }
        break;
    case T_PILE:
        action(t, e, tg->a == PILE_DRAW ? T3_M_DRAW : T3_M_PICKUP, tg);
        break;
    case T_ACTION:
        action(t, e, tg->a, tg);
        break;
    default:
        break;
    }
}

static void t3_event(Scene *s, Eng *e, const SDL_Event *ev)
{
    T3Table *t = (T3Table *)s;
    if (!t->core.m)
        return;
    if (ev->type == e->user_event) /* the AI is ready: update plays its move */
        return;
    if (t->nflights && (ev->type == SDL_MOUSEBUTTONDOWN ||
                        (ev->type == SDL_KEYDOWN && ev->key.keysym.sym != SDLK_ESCAPE))) {
        finish_flights(t, e);
        memset(&e->pressed, 0, sizeof e->pressed);
        return;
    }
    if (ev->type == SDL_KEYDOWN && t->my_turn &&
        (ev->key.keysym.sym == SDLK_RETURN || ev->key.keysym.sym == SDLK_KP_ENTER)) {
        EngTarget tg = {T_ACTION, t->nact ? t->act_kind[0] : 0, 0, {0}};
        if (t->nact)
            action(t, e, t->act_kind[0], &tg);
        return;
    }
    EngTarget tg;
    bool clicked = eng_clicked(e, ev, &tg);
    bool want_undo = false;
    if (table_core_event(&t->core, e, ev, clicked ? &tg : NULL, &want_undo)) {
        if (want_undo)
            table_core_toast(&t->core, e,
                             "A card on the pile stays there: 3UP 3DOWN has no take-backs.");
        return;
    }
    if (clicked)
        click(t, e, &tg);
    else if (ev->type == SDL_MOUSEMOTION)
        eng_redraw(e);
}

static bool t3_update(Scene *s, Eng *e)
{
    T3Table *t = (T3Table *)s;
    if (!t->core.m)
        return false;
    int live = 0;
    for (int i = 0; i < t->nflights; i++)
        if (e->now < t->flights[i].t0 + t->flights[i].dur)
            t->flights[live++] = t->flights[i];
    if (live != t->nflights)
        eng_redraw(e);
    t->nflights = live;
    bool shaking = table_shake_update(&t->shake, e);
    Move mv;
    switch (table_core_drive(&t->core, e, t->nflights > 0, &mv)) {
    case DRIVE_AI_MOVE: {
        char why[GAME_ERR_LEN];
        if (!play(t, e, &mv, why, sizeof why))
            table_core_toast(&t->core, e, why);
        table_core_ai_played(&t->core, turn_start(t->core.m->sg.state));
        break;
    }
    case DRIVE_SWITCHED:
        t->nsel = 0;
        t3_layout(s, e);
        eng_redraw(e);
        break;
    case DRIVE_DONE:
        return false;
    case DRIVE_HUMAN:
        if (!t->my_turn) {
            t3_layout(s, e);
            eng_redraw(e);
        }
        break;
    default:
        break;
    }
    return t->nflights > 0 || shaking;
}

/* ---------------------------------------------------------------------- */
/* Drawing */

static float phase_of(double now, double t0, double dur)
{
    return dur > 0 ? eng_clamp01((float)((now - t0) / dur)) : 1.0f;
}

static void draw_card(Eng *e, int card, SDL_Rect r, unsigned flags)
{
    if (card >= 0)
        eng_card_face(e, DECK_T3, card, r.x, r.y, r.h, flags);
    else
        eng_card_back(e, r.x, r.y, r.h, flags);
}

static unsigned place_flags(T3Table *t, Eng *e, const Place *p)
{
    const T3State *v = t->v;
    unsigned f = CARD_SHADOW;
    if (!t->my_turn)
        return f;
    int src = source(t);
    bool turn = v->phase == T3_PHASE_PLAY || v->phase == T3_PHASE_EXTRA;
    if (p->zone == Z_HAND) {
        bool lit = v->phase == T3_PHASE_SETUP || v->phase == T3_PHASE_SWAP ||
                   (turn && src == T3_SRC_HAND && card_lit(t, p->card));
        if (lit)
            f |= eng_hovered(e, T_HAND, p->card, 0) ? CARD_HOVER : CARD_GLOW;
        else if (turn && src == T3_SRC_HAND)
            f |= CARD_DIM;
    } else if (p->zone == Z_UP && p->seat == t->me) {
        bool lit = v->phase == T3_PHASE_SWAP || (turn && src == T3_SRC_UP && card_lit(t, p->card));
        if (lit)
            f |= eng_hovered(e, T_SLOT, p->i, 0) ? CARD_HOVER : CARD_GLOW;
    } else if (p->zone == Z_DOWN && p->seat == t->me) {
        if (turn && src == T3_SRC_DOWN)
            f |= eng_hovered(e, T_SLOT, p->i, 1) ? CARD_HOVER : CARD_GLOW;
    } else if (p->zone == Z_DRAW) {
        if (legal_kind(t, T3_M_DRAW))
            f |= eng_hovered(e, T_PILE, PILE_DRAW, 0) ? CARD_HOVER : CARD_GLOW;
    } else if (p->zone == Z_PILE && p->i == v->pile_n - 1) {
        if (legal_kind(t, T3_M_PICKUP))
            f |= eng_hovered(e, T_PILE, PILE_DISCARD, 0) ? CARD_HOVER : CARD_GLOW;
    }
    if (t->shake.kind == T_HAND && p->zone == Z_HAND && t->shake.a == p->card)
        f |= CARD_REFUSED;
    return f;
}

static int place_dx(T3Table *t, Eng *e, const Place *p)
{
    if (p->zone == Z_HAND)
        return table_shake_dx(&t->shake, e, T_HAND, p->card, 0);
    if ((p->zone == Z_UP || p->zone == Z_DOWN) && p->seat == t->me)
        return table_shake_dx(&t->shake, e, T_SLOT, p->i, p->zone == Z_DOWN);
    if (p->zone == Z_DRAW)
        return table_shake_dx(&t->shake, e, T_PILE, PILE_DRAW, 0);
    if (p->zone == Z_PILE)
        return table_shake_dx(&t->shake, e, T_PILE, PILE_DISCARD, 0);
    return 0;
}

static void draw_seat_panel(T3Table *t, Eng *e, int p)
{
    const T3State *v = t->v;
    Match *m = t->core.m;
    const SeatBox *b = &t->box[p];
    bool mine = p == t->me;
    int to = scene_match_to_move(m);
    bool acting = to == p;

    if (acting)
        eng_round_outline(e, b->panel, eng_px(e, 12), eng_px(e, 3), ENG_GOLD);
    char label[80], name[100];
    table_seat_label(m, p, label, sizeof label);
    if (v->place[p])
        snprintf(name, sizeof name, "%s%s \xc2\xb7 %s", acting ? "\xe2\x96\xb6 " : "", label,
                 v->place[p] == 1 ? "out first" : "out");
    else
        snprintf(name, sizeof name, "%s%s", acting ? "\xe2\x96\xb6 " : "", label);
    int px = eng_px(e, mine ? 19 : 16);
    /* the right of the name: the hand's count (others) and match points */
    char right[64] = "";
    if (opt(v, T3_OPT_POINTS) && mine)
        snprintf(right, sizeof right, "game %d of %d \xc2\xb7 %d pts", v->game + 1, v->games,
                 v->match[p]);
    else if (opt(v, T3_OPT_POINTS))
        snprintf(right, sizeof right, "%d pts", v->match[p]);
    int rpx = eng_px(e, mine ? 17 : 14);
    int rw = right[0] ? eng_text_width(e, FONT_BOLD, rpx, right) + eng_px(e, 8) : 0;
    int cy = b->name.y + b->name.h / 2;
    if (!mine) {
        char fitted[100];
        table_fit_text(e, FONT_BOLD, px, name, b->name.w - rw, fitted, sizeof fitted);
        eng_text(e, FONT_BOLD, px, acting ? ENG_GOLD : ENG_WHITE, fitted, b->name.x, cy,
                 ALIGN_LEFT | ALIGN_MIDDLE);
    } else {
        eng_text(e, FONT_BOLD, px, acting ? ENG_GOLD : ENG_WHITE, name, b->name.x, cy,
                 ALIGN_LEFT | ALIGN_MIDDLE);
    }
    if (right[0])
        eng_text(e, FONT_BOLD, rpx, ENG_WHITE, right, b->name.x + b->name.w, cy,
                 ALIGN_RIGHT | ALIGN_MIDDLE);
    /* empty places on the table */
    for (int k = 0; k < T3_SLOTS; k++)
        if (v->down[p][k] == T3_NONE && !is_card(v->up[p][k]))
            eng_card_slot(e, b->slot[k].x, b->slot[k].y, b->slot[k].h,
                          (SDL_Color){255, 255, 255, 34}, false);
    if (mine)
        return;
    /* under the cards: what all saw them pick up (R-ALL-2: public), else
     * how many cards they hold in all */
    int n = v->hand_n[p];
    char known[96] = "";
    size_t u = 0;
    for (int i = 0; i < n && u < sizeof known - 8; i++)
        if (is_card(v->hand[p][i])) {
            int r = t3_card_rank(v->hand[p][i]);
            u += (size_t)snprintf(known + u, sizeof known - u, "%s%s", u ? " " : "",
                                  r == T3_CLEAR    ? "C"
                                  : r == T3_CLEAR1 ? "C+1"
                                  : r == T3_CLEAR2 ? "C+2"
                                                   : t3_rank_name(r));
        }
    char line[160], fitted[160];
    int left = t3_cards_left(v, p);
    size_t lu = (size_t)snprintf(line, sizeof line, "%d in hand \xc2\xb7 %d in all", n, left);
    if (known[0])
        snprintf(line + lu, sizeof line - lu, " \xc2\xb7 holds %s from the pile", known);
    int lx = b->panel.x + eng_px(e, 8), lw = b->panel.w - eng_px(e, 16);
    bool thinking =
        acting && !scene_match_is_human(m, p) && scene_match_ai_busy(m) && t->core.thinking_shown;
    if (thinking)
        lw -= eng_px(e, 70);
    table_fit_text(e, FONT_REGULAR, eng_px(e, 12), line, lw, fitted, sizeof fitted);
    eng_text(e, FONT_REGULAR, eng_px(e, 12), known[0] ? PANEL_TEXT : ENG_MUTED, fitted, lx,
             b->panel.y + b->panel.h - eng_px(e, 6), ALIGN_LEFT | ALIGN_BOTTOM);
    if (thinking)
        eng_text(e, FONT_REGULAR, eng_px(e, 12), ENG_GOLD, "thinking\xe2\x80\xa6",
                 b->panel.x + b->panel.w - eng_px(e, 8), b->panel.y + b->panel.h - eng_px(e, 6),
                 ALIGN_RIGHT | ALIGN_BOTTOM);
}

/* What the viewer may do now, in words. */
static void hint(T3Table *t, char *buf, size_t len)
{
    const T3State *v = t->v;
    Match *m = t->core.m;
    int to = scene_match_to_move(m);
    if (to < 0) {
        snprintf(buf, len, "The game is over.");
        return;
    }
    if (!t->my_turn) {
        if (v->phase == T3_PHASE_SETUP)
            snprintf(buf, len, "%s chooses their 3UP cards", scene_match_name(m, to));
        else
            snprintf(buf, len, "%s's turn", scene_match_name(m, to));
        return;
    }
    int top = t3_top_rank(v);
    switch (v->phase) {
    case T3_PHASE_SETUP:
        snprintf(buf, len, "Choose three cards to lie face up on your 3DOWN cards (%d of 3)",
                 t->nsel);
        return;
    case T3_PHASE_SWAP:
        snprintf(buf, len, "Four of one colour in a row: swap a hand card for a 3UP card, or keep");
        return;
    default:
        break;
    }
    int src = source(t);
    const char *from = src == T3_SRC_UP ? "your 3UP cards" : "your hand";
    if (src == T3_SRC_DRAW)
        snprintf(buf, len, "Your hand is empty: draw a card from the draw pile");
    else if (src == T3_SRC_DOWN)
        snprintf(buf, len, "Turn up one of your 3DOWN cards: it is played if it can be");
    else if (legal_kind(t, T3_M_PICKUP))
        snprintf(buf, len, "Nothing can go on the %s: pick up the pile", rank_label(top));
    else if (top)
        snprintf(buf, len, "Play %s %s or higher from %s (several of one value at once)",
                 top == 8 ? "an" : "a", rank_label(top), from);
    else
        snprintf(buf, len, "Play any card from %s: the pile is empty", from);
}

static void draw_viewer_plate(T3Table *t, Eng *e)
{
    const SeatBox *b = &t->box[t->me];
    char h[200];
    hint(t, h, sizeof h);
    int x = b->name.x + eng_text_width(e, FONT_BOLD, eng_px(e, 19), "\xe2\x96\xb6 ") +
            eng_text_width(e, FONT_BOLD, eng_px(e, 19), scene_match_name(t->core.m, t->me)) +
            eng_px(e, 28);
    int maxw = b->name.x + b->name.w - eng_px(e, 90) - x;
    int px = eng_text_fit(e, FONT_REGULAR, eng_px(e, 16), h, maxw);
    eng_text(e, FONT_REGULAR, px, t->my_turn ? ENG_GOLD : ENG_MUTED, h, x,
             b->name.y + b->name.h / 2, ALIGN_LEFT | ALIGN_MIDDLE);
    const T3State *v = t->v;
    char buf[64];
    int left = t3_cards_left(v, t->me);
    snprintf(buf, sizeof buf, "3UP / 3DOWN \xc2\xb7 %d card%s left in all", left,
             left == 1 ? "" : "s");
    eng_text(e, FONT_REGULAR, eng_px(e, 13), ENG_MUTED, buf, b->slots.x,
             b->slots.y + b->slots.h + eng_px(e, 4), ALIGN_LEFT);
}

static void draw_piles(T3Table *t, Eng *e)
{
    const T3State *v = t->v;
    /* the draw pile's depth, the empty places */
    if (v->draw_n > 1) {
        int layers = v->draw_n > 20 ? 3 : v->draw_n > 6 ? 2 : 1, off = t->pile_h / 45 + 1;
        for (int i = layers; i >= 1; i--)
            eng_card_back(e, t->draw.x - i * off, t->draw.y - i * off, t->pile_h,
                          i == layers ? CARD_SHADOW : 0);
    }
    SDL_Color faint = {255, 255, 255, 40};
    if (v->draw_n == 0)
        eng_card_slot(e, t->draw.x, t->draw.y, t->pile_h, faint, false);
    if (v->pile_n == 0)
        eng_card_slot(e, t->pile.x, t->pile.y, t->pile_h, faint, false);
    if (v->cleared_n == 0)
        eng_card_slot(e, t->cleared.x, t->cleared.y, t->pile_h, faint, false);
    if (v->pile_n > 4) { /* more below the four on show */
        int off = t->pile_h / 45 + 1;
        eng_round_rect(
            e,
            (SDL_Rect){t->pile.x - 2 * off, t->pile.y - 2 * off, eng_card_w(t->pile_h), t->pile_h},
            t->pile_h * 18 / 350, (SDL_Color){250, 244, 228, 255}, (SDL_Color){226, 216, 192, 255});
    }
}

static void draw_pile_labels(T3Table *t, Eng *e)
{
    const T3State *v = t->v;
    int lh = eng_px(e, 22), ly = t->draw.y + t->pile_h + eng_px(e, 6);
    char buf[96];
    snprintf(buf, sizeof buf, "Draw %d", v->draw_n);
    int w = eng_px(e, 84);
    table_pill(e, (SDL_Rect){t->draw.x + t->draw.w / 2 - w / 2, ly, w, lh}, buf,
               (SDL_Color){0, 0, 0, 150}, ENG_WHITE);
    snprintf(buf, sizeof buf, "Pile %d", v->pile_n);
    table_pill(e, (SDL_Rect){t->pile.x, ly, w, lh}, buf, (SDL_Color){0, 0, 0, 150}, ENG_WHITE);
    snprintf(buf, sizeof buf, "Cleared %d", v->cleared_n);
    int cw = eng_px(e, 104);
    table_pill(e, (SDL_Rect){t->cleared.x + t->cleared.w / 2 - cw / 2, ly, cw, lh}, buf,
               (SDL_Color){0, 0, 0, 150}, ENG_MUTED);
    /* runs on the pile: three of a value clear it; four of a colour swap */
    int run = t3_value_run(v), colour, crun = t3_colour_run(v, &colour);
    int y = t->mid.y + eng_px(e, 2);
    int x = t->pile.x;
    char line[160] = "";
    if (run >= 2 && t3_top_rank(v) < T3_CLEAR)
        snprintf(line, sizeof line, "%d \xc3\x97 %s in a row: one more clears", run,
                 t3_rank_name(t3_top_rank(v)));
    if (opt(v, T3_OPT_FOUR_COLOURS) && crun >= 2) {
        size_t u = strlen(line);
        snprintf(line + u, sizeof line - u, "%s%d %s in a row", u ? " \xc2\xb7 " : "", crun,
                 t3_colour_name(colour));
    }
    if (line[0])
        eng_text(e, FONT_BOLD, eng_px(e, 13), ENG_GOLD, line, x, y, ALIGN_LEFT);
    /* the direction of play (reverse_on_one), over the draw pile */
    if (opt(v, T3_OPT_REVERSE_ON_ONE)) {
        snprintf(buf, sizeof buf, "%s %s", v->dir > 0 ? "\xe2\x86\xbb" : "\xe2\x86\xba",
                 v->dir > 0 ? "clockwise" : "counterclockwise");
        int dpx =
            eng_text_fit(e, FONT_BOLD, eng_px(e, 13), buf, t->pile.x - t->draw.x - eng_px(e, 4));
        eng_text(e, FONT_BOLD, dpx, v->dir > 0 ? ENG_WHITE : ENG_GOLD, buf,
                 t->draw.x + t->draw.w / 2, y, ALIGN_CENTER);
    }
    /* a Clear+1 or Clear+2 being played out */
    if (v->phase == T3_PHASE_EXTRA && v->owed > 0) {
        snprintf(buf, sizeof buf, "%s owes %d more play%s%s", scene_match_name(t->core.m, v->turn),
                 v->owed, v->owed > 1 ? "s" : "",
                 v->drew || v->draw_n == 0 ? "" : " (a draw first is allowed)");
        int bw = eng_text_width(e, FONT_BOLD, eng_px(e, 15), buf) + eng_px(e, 28);
        SDL_Rect r = {t->pile.x + t->pile.w / 2 - bw / 2, ly + lh + eng_px(e, 6), bw,
                      eng_px(e, 28)};
        table_pill(e, r, buf, (SDL_Color){246, 214, 120, 240}, ENG_INK);
    }
}

static void draw_direction(T3Table *t, Eng *e)
{
    /* chevrons between the opponents' panels, the way play goes */
    const T3State *v = t->v;
    if (t->players < 3)
        return;
    for (int i = 0; i + 1 < t->players - 1; i++) {
        int p = (t->me + 1 + i) % t->players, q = (p + 1) % t->players;
        SDL_Rect a = t->box[p].panel, b = t->box[q].panel;
        int cx = (a.x + a.w + b.x) / 2, cy = a.y + a.h / 2;
        float s = (float)eng_px(e, 5) * (v->dir > 0 ? 1.0f : -1.0f);
        eng_triangle(
            e, (SDL_FPoint){cx - s, (float)cy - fabsf(s) * 1.4f}, (SDL_FPoint){cx + s, (float)cy},
            (SDL_FPoint){cx - s, (float)cy + fabsf(s) * 1.4f}, (SDL_Color){246, 214, 120, 200});
    }
}

static void draw_actions(T3Table *t, Eng *e)
{
    const T3State *v = t->v;
    for (int i = 0; i < t->nact; i++) {
        int k = t->act_kind[i];
        char buf[64];
        bool lit = false;
        switch (k) {
        case T3_M_UP:
            snprintf(buf, sizeof buf, "Put face up (%d/3)", t->nsel);
            lit = t->nsel == T3_SLOTS;
            break;
        case T3_M_PLAY:
            if (t->nsel > 1)
                snprintf(buf, sizeof buf, "Play %d \xc3\x97 %s", t->nsel,
                         rank_label(t3_card_rank(t->sel[0])));
            else if (t->nsel == 1)
                snprintf(buf, sizeof buf, "Play %s", rank_label(t3_card_rank(t->sel[0])));
            else
                snprintf(buf, sizeof buf, "Play");
            lit = t->nsel > 0;
            break;
        case T3_M_PICKUP:
            snprintf(buf, sizeof buf, "Pick up (%d)", v->pile_n);
            lit = legal_kind(t, T3_M_PICKUP);
            break;
        case T3_M_DRAW:
            snprintf(buf, sizeof buf, "Draw a card");
            lit = legal_kind(t, T3_M_DRAW);
            break;
        case T3_M_SWAP:
            snprintf(buf, sizeof buf, "Swap");
            lit = t->nsel == 2;
            break;
        default:
            snprintf(buf, sizeof buf, "Keep my 3UP");
            lit = true;
            break;
        }
        SDL_Rect r = t->act[i];
        r.x += table_shake_dx(&t->shake, e, T_ACTION, k, 0);
        eng_button(e, r, buf, lit ? BUTTON_PRIMARY : BUTTON_NORMAL, eng_hovered(e, T_ACTION, k, 0),
                   true);
    }
}

static SDL_Rect flight_rect(const Flight *f, double now)
{
    float k = eng_ease_in_out_cubic(now < f->t0 ? 0 : phase_of(now, f->t0, f->dur));
    return (SDL_Rect){(int)eng_lerp((float)f->from.x, (float)f->to.x, k),
                      (int)eng_lerp((float)f->from.y, (float)f->to.y, k),
                      (int)eng_lerp((float)f->from.w, (float)f->to.w, k),
                      (int)eng_lerp((float)f->from.h, (float)f->to.h, k)};
}

static void draw_flights(T3Table *t, Eng *e)
{
    for (int i = 0; i < t->nflights; i++) {
        const Flight *f = &t->flights[i];
        if (f->turn) { /* first it turns over where it lay, then it goes */
            float k = e->now < f->t0 ? 0 : phase_of(e->now, f->t0, f->dur);
            if (k < 0.4f) {
                float q = k / 0.4f;
                bool face = q >= 0.5f;
                eng_card_turning(e, DECK_T3, f->card, face, f->from.x, f->from.y, f->from.h,
                                 (float)fabs(cos(q * ENG_PI)));
                continue;
            }
            Flight g = *f;
            g.t0 = f->t0 + f->dur * 0.4;
            g.dur = f->dur * 0.6;
            SDL_Rect r = flight_rect(&g, e->now);
            eng_card_face(e, DECK_T3, f->card, r.x, r.y, eng_card_snap(r.h), CARD_SHADOW);
            continue;
        }
        SDL_Rect r = flight_rect(f, e->now);
        draw_card(e, f->card, r, CARD_SHADOW);
    }
}

static void t3_draw(Scene *s, Eng *e)
{
    T3Table *t = (T3Table *)s;
    if (!t->core.m)
        return;
    if (eng_backdrop_begin(e, t->backdrop)) { /* the plates, under everything */
        for (int p = 0; p < t->players; p++)
            eng_panel(e, t->box[p].panel, eng_px(e, 12), p == t->me ? 110 : 135);
        table_core_draw_plate(&t->core, e);
        eng_backdrop_end(e);
    }
    for (int p = 0; p < t->players; p++)
        draw_seat_panel(t, e, p);
    draw_direction(t, e);
    draw_piles(t, e);
    for (int i = 0; i < t->nplaces; i++) {
        const Place *p = &t->places[i];
        if (flying(t, i))
            continue;
        SDL_Rect r = p->r;
        r.x += place_dx(t, e, p);
        unsigned f = place_flags(t, e, p);
        if (p->zone == Z_HAND && selected(t, p->card)) {
            r.y -= eng_px(e, 22);
            f = (f & ~(unsigned)CARD_DIM) | CARD_HOVER;
        } else if (p->zone == Z_UP && p->seat == t->me && selected(t, p->card)) {
            r.y -= eng_px(e, 14);
            f |= CARD_HOVER;
        } else if (p->zone == Z_HAND && (f & CARD_HOVER)) {
            r.y -= eng_px(e, 8);
        }
        if (p->zone == Z_CLEARED)
            f |= CARD_DIM;
        draw_card(e, p->card, r, f);
    }
    draw_pile_labels(t, e);
    draw_viewer_plate(t, e);
    draw_actions(t, e);
    draw_flights(t, e);
    table_core_draw(&t->core, e);
    table_core_draw_toast(&t->core, e, t->main.x + t->main.w / 2,
                          t->box[t->me].panel.y - eng_px(e, 24));
}

static void t3_destroy(Scene *s)
{
    T3Table *t = (T3Table *)s;
    table_core_free(&t->core);
    free(t);
}

static const SceneVT t3_vt = {
    .name = "3up-3down table",
    .event = t3_event,
    .update = t3_update,
    .draw = t3_draw,
    .layout = t3_layout,
    .destroy = t3_destroy,
};

Scene *scene_t3_table_new(Eng *e, Match *m)
{
    (void)e;
    T3Table *t = calloc(1, sizeof *t);
    if (!t)
        abort();
    t->base.vt = &t3_vt;
    table_core_init(&t->core, m);
    t->core.plate_in_backdrop = true;
    t->v = m->view;
    scene_match_relog(m, turn_start);
    return &t->base;
}

Match *scene_t3_table_match(Scene *s) { return ((T3Table *)s)->core.m; }
