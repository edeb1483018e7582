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
 * up the pile is the one lit action. What every table shares (turns, log,
 * undo, flights, input) is the mid-end's (midend.h); this file is only
 * what the game's table is: its layout from the seat's view, its drawing,
 * the cards picked for the next move and what a click means as a Move. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games.h"
#include "i18n.h"
#include "midend.h"
#include "three_up.h"

#define MAX_SEL 8

enum { PILE_DRAW, PILE_DISCARD };

/* Where a card is drawn. */
enum { Z_HAND, Z_OHAND, Z_UP, Z_DOWN, Z_PILE, Z_CLEARED, Z_DRAW };

typedef struct SeatBox {
    SDL_Rect panel, name, slots;
    SDL_Rect hand;           /* where its cards are drawn, or (others) come from and go to */
    bool backs;              /* another player's hand is drawn as backs there */
    SDL_Rect slot[T3_SLOTS]; /* the 3DOWN cards; the 3UP lie on them, lower */
    int card_h;
} SeatBox;

/* The table's own state (midend.h: flat, copied before every move). */
typedef struct T3Ui {
    SDL_Rect mid;
    SeatBox box[GAME_MAX_SEATS];
    SDL_Rect draw, pile, cleared; /* the piles: the discard pile spreads right */
    int pile_h, hand_h;
    SDL_Rect act[3]; /* the action buttons, by what they do now */
    int act_kind[3];
    int nact;
    /* the cards picked for the next move */
    int sel[MAX_SEL];
    int nsel;
    int note; /* the log entry of the last pickup or clear this round, or -1 */
} T3Ui;

static T3Ui *U(MidTable *t) { return mid_ui(t); }

static const SDL_Color PANEL_TEXT = {214, 226, 216, 255};

/* ---------------------------------------------------------------------- */

static bool is_card(int c) { return c >= 0 && c < T3_DECK; }
static bool opt(const T3State *v, int i) { return v->hdr.cfg.opt[i] != 0; }

static int source(const MidTable *t) { return t3_source(t->v, t->me); }

static bool selected(MidTable *t, int card);
static Move selection_move(MidTable *t, int kind);

/* Is a move of this kind (a play, or the choice of the 3UP cards) among
 * the rules' legal moves with more cards of this card's value (and colour,
 * when colours matter) than are picked already? The rules decide; this
 * only lights the cards. */
static bool card_lit_for(MidTable *t, int card, int kind)
{
    bool by_colour = opt(t->v, T3_OPT_FOUR_COLOURS);
    int picked = 0;
    for (int i = 0; i < U(t)->nsel; i++)
        picked += t3_card_rank(U(t)->sel[i]) == t3_card_rank(card) &&
                  (!by_colour || t3_card_colour(U(t)->sel[i]) == t3_card_colour(card));
    if (selected(t, card))
        picked--; /* the card itself stays lit: a click puts it back */
    for (int i = 0; i < t->nlegal; i++) {
        const Move *m = &t->legal[i];
        if (m->kind != kind)
            continue;
        int have = 0;
        for (int k = 0; k < m->n; k++)
            have += t3_card_rank(m->arg[k]) == t3_card_rank(card) &&
                    (!by_colour || t3_card_colour(m->arg[k]) == t3_card_colour(card));
        if (have > picked)
            return true;
    }
    return false;
}

static bool card_lit(MidTable *t, int card) { return card_lit_for(t, card, T3_M_PLAY); }

/* A card of the viewer's (a hand card, or a 3UP card) lit as a choice. */
static bool card_glows(MidTable *t, int card, bool from_up)
{
    const T3State *v = t->v;
    if (!t->my_turn)
        return false;
    bool turn = v->phase == T3_PHASE_PLAY || v->phase == T3_PHASE_EXTRA;
    return v->phase == T3_PHASE_SWAP ||
           (!from_up && v->phase == T3_PHASE_SETUP && card_lit_for(t, card, T3_M_UP)) ||
           (turn && source(t) == (from_up ? T3_SRC_UP : T3_SRC_HAND) && card_lit(t, card));
}

static bool selected(MidTable *t, int card)
{
    for (int i = 0; i < U(t)->nsel; i++)
        if (U(t)->sel[i] == card)
            return true;
    return false;
}

/* Whether card lies among the viewer's 3UP cards (not in the hand). */
static bool on_up(MidTable *t, int card)
{
    const T3State *v = t->v;
    for (int s = 0; s < T3_SLOTS; s++)
        if (v->up[t->me][s] == card)
            return true;
    return false;
}

/* Whether the cards chosen make a move on offer: a guided game offers only
 * the move it asks for ("play both 4s", not one of them). */
static bool selection_legal(MidTable *t)
{
    Move mv = selection_move(t, T3_M_PLAY);
    return mid_offered(t, &mv);
}

/* Is the action button of this kind lit (its move can be asked for)? */
static bool action_lit(MidTable *t, int kind)
{
    switch (kind) {
    case T3_M_UP:
        return U(t)->nsel == T3_SLOTS;
    case T3_M_PLAY:
        return U(t)->nsel > 0 && selection_legal(t);
    case T3_M_PICKUP:
    case T3_M_DRAW:
        return mid_legal_kind(t, kind);
    case T3_M_SWAP:
        return U(t)->nsel == 2;
    default:
        return true;
    }
}

/* A rank as the table names it: the value, or the Clear card's name in the
 * player's language. */
static const char *rank_label(int rank)
{
    /* TRANSLATORS: the names of 3UP 3DOWN's Clear cards ("Play Clear+1",
     * "Nothing can go on the Clear"). */
    static const char *const clear[] = {N_("Clear"), N_("Clear+1"), N_("Clear+2")};
    return rank >= T3_CLEAR ? _(clear[rank - T3_CLEAR]) : t3_rank_name(rank);
}

/* ---------------------------------------------------------------------- */
/* Layout */

/* A seat's box anew: its panel and the name row at its top, pad inside
 * the panel. Returns where the cards begin, below apart from the name. */
static int seat_begin(SeatBox *b, Eng *e, SDL_Rect panel, int pad, int name_h, int below)
{
    memset(b, 0, sizeof *b);
    b->panel = panel;
    b->name = (SDL_Rect){panel.x + pad, panel.y + eng_px(e, 4), panel.w - 2 * pad, name_h};
    return b->name.y + b->name.h + below;
}

static void layout_opponent(MidTable *t, Eng *e, int p, SDL_Rect panel)
{
    SeatBox *b = &U(t)->box[p];
    int pad = eng_px(e, 8);
    int top = seat_begin(b, e, panel, pad, eng_px(e, 26), eng_px(e, 4));
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

static void layout_viewer(MidTable *t, Eng *e, SDL_Rect panel)
{
    SeatBox *b = &U(t)->box[t->me];
    int pad = eng_px(e, 12);
    int top = seat_begin(b, e, panel, pad, eng_px(e, 34), eng_px(e, 6));
    int avail = panel.y + panel.h - top - eng_px(e, 10);
    /* under the cards, clear of the focus ring round a 3UP card, their count */
    int count_h = eng_focus_ring_width(e) + eng_px(e, 17);
    int ch = eng_card_snap((avail - count_h) * 100 / 118);
    if (ch > eng_px(e, 130))
        ch = eng_card_snap(eng_px(e, 130));
    int cw = eng_card_w(ch), gap = eng_px(e, 10);
    b->card_h = ch;
    int x = panel.x + pad;
    for (int k = 0; k < T3_SLOTS; k++)
        b->slot[k] = (SDL_Rect){x + k * (cw + gap), top, cw, ch};
    b->slots = (SDL_Rect){x, top, 3 * cw + 2 * gap, ch + ch * 18 / 100};
    int hx = x + 3 * (cw + gap) + eng_px(e, 24);
    U(t)->hand_h =
        eng_card_snap(avail * 96 / 100 < eng_px(e, 150) ? avail * 96 / 100 : eng_px(e, 150));
    b->hand = (SDL_Rect){hx, panel.y + panel.h - eng_px(e, 8) - U(t)->hand_h,
                         panel.x + panel.w - pad - hx, U(t)->hand_h};
}

/* Card i of n in the viewer's hand: one row, overlapping, or two rows
 * when the hand is long (after picking up a big pile). */
static SDL_Rect hand_rect(MidTable *t, int i, int n)
{
    SDL_Rect a = U(t)->box[t->me].hand;
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

/* At the setup the cards picked lie on the 3DOWN cards, in the places the
 * move puts them (by id, as `selection_move` lists them), and the rest of
 * the hand closes up: the choice is seen as it will be. The 3UP place of
 * a picked card, or -1. */
static int pick_slot(MidTable *t, int card)
{
    const T3Ui *u = U(t);
    if (((const T3State *)t->v)->phase != T3_PHASE_SETUP || !selected(t, card))
        return -1;
    int k = 0;
    for (int i = 0; i < u->nsel; i++)
        k += u->sel[i] < card;
    return k < T3_SLOTS ? k : -1;
}

/* Where card i of the viewer's hand lies now. */
static SDL_Rect mine_rect(MidTable *t, int i)
{
    const T3State *v = t->v;
    int n = v->hand_n[t->me], k = pick_slot(t, v->hand[t->me][i]);
    if (k >= 0)
        return up_rect(&U(t)->box[t->me], k);
    int shown = 0, at = 0;
    for (int h = 0; h < n; h++) {
        bool laid = pick_slot(t, v->hand[t->me][h]) >= 0;
        at += h < i && !laid;
        shown += !laid;
    }
    return hand_rect(t, at, shown);
}

static void place_cards(MidTable *t)
{
    const T3State *v = t->v;
    /* the piles */
    if (v->draw_n > 0)
        mid_place(t, -1, Z_DRAW, -1, 0, 0, U(t)->draw);
    if (v->cleared_n > 0)
        mid_place(t, v->cleared[v->cleared_n - 1], Z_CLEARED, -1, 0, 0, U(t)->cleared);
    int shown = v->pile_n < 4 ? v->pile_n : 4;
    int step = eng_card_w(U(t)->pile_h) * 42 / 100;
    for (int i = 0; i < shown; i++) {
        int k = v->pile_n - shown + i;
        SDL_Rect r = {U(t)->pile.x + i * step, U(t)->pile.y, eng_card_w(U(t)->pile_h),
                      U(t)->pile_h};
        mid_place(t, v->pile[k], Z_PILE, -1, 0, k, r);
    }
    /* the seats: table cards, then hands */
    for (int p = 0; p < t->players; p++) {
        const SeatBox *b = &U(t)->box[p];
        for (int k = 0; k < T3_SLOTS; k++) {
            if (v->down[p][k] != T3_NONE)
                mid_place(t, -1, Z_DOWN, p, 0, k, b->slot[k]);
            if (is_card(v->up[p][k]))
                mid_place(t, v->up[p][k], Z_UP, p, 0, k, up_rect(b, k));
        }
    }
    for (int p = 0; p < t->players; p++) {
        const SeatBox *b = &U(t)->box[p];
        int n = v->hand_n[p];
        if (p == t->me) {
            for (int i = 0; i < n; i++)
                mid_place(t, v->hand[p][i], Z_HAND, p, 0, i, mine_rect(t, i));
        } else if (b->backs) { /* backs, a few deep */
            int h = b->hand.h, w = eng_card_w(h);
            int shownb = n < 4 ? n : 4;
            for (int i = 0; i < shownb; i++)
                mid_place(t, -1, Z_OHAND, p, 0, i,
                          (SDL_Rect){b->hand.x + i * (w / 8 + 1), b->hand.y, w, h});
        }
    }
}

/* The last pickup or clear in the last round of turns, whose words (the
 * log's: what was needed to beat the pile, which rule cleared it) the
 * table shows by the pile; -1 when there was none. The log's words are
 * the player's language: the moves are played again from the deal, and a
 * move that added cards to the cleared pile cleared it. */
static int find_note(MidTable *t)
{
    Match *m = mid_match(t);
    const GameDef *def = m->def;
    int n = m->nlog < m->sg.n_moves ? m->nlog : m->sg.n_moves;
    int from = 0, turns = 0; /* the first move of the last round of turns */
    for (int i = n - 1; i >= 0; i--)
        if (m->log[i].new_line && ++turns >= t->players) {
            from = i;
            break;
        }
    T3State *st = n > 0 && m->sg.initial ? game_alloc(def) : NULL;
    if (!st)
        return -1;
    game_copy(def, st, m->sg.initial);
    int note = -1;
    char err[GAME_ERR_LEN];
    for (int i = 0; i < n; i++) {
        if (!strcmp(m->sg.moves[i], SAVE_EXTRA_ROUND)) {
            if (!def->extend || !def->extend(st, err, sizeof err))
                break;
            continue;
        }
        Move mv;
        if (!def->parse_move(st, m->sg.moves[i], &mv, err, sizeof err))
            break; /* cannot happen: the save was replayed when it loaded */
        int cleared = st->cleared_n;
        def->apply(st, &mv);
        if (i >= from && (mv.kind == T3_M_PICKUP || st->cleared_n > cleared))
            note = i;
    }
    free(st);
    return note;
}

/* The room above the piles, in units: a line (the direction of play, the
 * run on the pile) over the depth of the draw pile; and below them, for
 * their labels. */
enum { PILE_ABOVE = 32, PILE_BELOW = 34 };

static int t3_log_width(int players) { return players >= 5 ? 250 : 280; }

static void t3_layout(MidTable *t, Eng *e)
{
    const T3State *v = t->v;
    T3Ui *u = U(t);
    int margin = eng_px(e, 12);
    int opp_h = t->main.h * 25 / 100, mine_h = t->main.h * 37 / 100;
    SDL_Rect mine = {t->main.x, t->main.y + t->main.h - mine_h, t->main.w, mine_h};
    u->mid = (SDL_Rect){t->main.x, t->main.y + opp_h + margin, t->main.w,
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
    u->pile_h = eng_card_snap(u->mid.h - eng_px(e, PILE_ABOVE + PILE_BELOW));
    if (u->pile_h > eng_px(e, 140))
        u->pile_h = eng_card_snap(eng_px(e, 140));
    int pw1 = eng_card_w(u->pile_h);
    int spread = pw1 + 3 * (pw1 * 42 / 100);
    int row_w = pw1 + eng_px(e, 40) + spread + eng_px(e, 40) + pw1;
    int px0 = u->mid.x + (u->mid.w - row_w) / 2 - eng_px(e, 90);
    int py = u->mid.y + eng_px(e, PILE_ABOVE);
    u->draw = (SDL_Rect){px0, py, pw1, u->pile_h};
    u->pile = (SDL_Rect){px0 + pw1 + eng_px(e, 40), py, spread, u->pile_h};
    u->cleared = (SDL_Rect){u->pile.x + spread + eng_px(e, 40), py, pw1, u->pile_h};
    /* the actions, right of the piles */
    u->nact = 0;
    if (t->my_turn) {
        if (v->phase == T3_PHASE_SETUP)
            u->act_kind[u->nact++] = T3_M_UP;
        else if (v->phase == T3_PHASE_SWAP) {
            u->act_kind[u->nact++] = T3_M_SWAP;
            u->act_kind[u->nact++] = T3_M_PASS;
        } else {
            int src = source(t);
            if (src == T3_SRC_HAND || src == T3_SRC_UP) {
                u->act_kind[u->nact++] = T3_M_PLAY;
                if (v->pile_n > 0) /* an empty pile is no pickup */
                    u->act_kind[u->nact++] = T3_M_PICKUP;
            }
            if (mid_legal_kind(t, T3_M_DRAW) || src == T3_SRC_DRAW)
                u->act_kind[u->nact++] = T3_M_DRAW;
        }
    }
    int bw = eng_px(e, 176), bh = eng_px(e, 46), ax = u->cleared.x + pw1 + eng_px(e, 36);
    if (ax + bw > u->mid.x + u->mid.w)
        ax = u->mid.x + u->mid.w - bw;
    int ay = u->mid.y + (u->mid.h - u->nact * bh - (u->nact - 1) * eng_px(e, 10)) / 2;
    for (int i = 0; i < u->nact; i++)
        u->act[i] = (SDL_Rect){ax, ay + i * (bh + eng_px(e, 10)), bw, bh};
    place_cards(t);
    u->note = find_note(t);

    if (v->phase == T3_PHASE_OVER)
        return;
    eng_target_add(e, T_PILE, PILE_DRAW, 0, u->draw);
    SDL_Rect pr = u->pile;
    if (pr.w < eng_card_w(u->pile_h))
        pr.w = eng_card_w(u->pile_h);
    eng_target_add(e, T_PILE, PILE_DISCARD, 0, pr);
    const SeatBox *b = &u->box[t->me];
    for (int k = 0; k < T3_SLOTS; k++) {
        if (v->down[t->me][k] != T3_NONE)
            eng_target_add(e, T_SLOT, k, 1, b->slot[k]);
        if (is_card(v->up[t->me][k]))
            eng_target_add(e, T_SLOT, k, 0, up_rect(b, k));
    }
    int n = v->hand_n[t->me];
    for (int i = 0; i < n; i++) {
        SDL_Rect r = mine_rect(t, i);
        /* only the part that shows under the next card of the row */
        for (int j = i + 1; j < n && pick_slot(t, v->hand[t->me][i]) < 0; j++) {
            if (pick_slot(t, v->hand[t->me][j]) >= 0)
                continue;
            SDL_Rect next = mine_rect(t, j);
            if (next.y == r.y && next.x < r.x + r.w)
                r.w = next.x - r.x;
            break;
        }
        eng_target_add(e, T_HAND, v->hand[t->me][i], 0, r);
    }
    for (int i = 0; i < u->nact; i++)
        eng_target_add(e, T_ACTION, u->act_kind[i], 0, u->act[i]);
}

/* ---------------------------------------------------------------------- */
/* Animation: a card new to the table comes from where it was hidden. */

typedef struct Arrival {
    const T3State *before;
    const T3Ui *old;
    int mover, flip_k; /* flip_k: the 3DOWN card turned over, or -1 */
    bool picked;       /* the pile went into a hand */
    bool turned;       /* the flipped 3DOWN card showed its face */
    int n;             /* arrivals so far, one after another */
} Arrival;

static void arrive(MidTable *t, Eng *e, const MidBefore *b, int j, void *ctx)
{
    (void)b;
    Arrival *a = ctx;
    const T3State *before = a->before;
    const MidPlace *p = &t->places[j];
    SDL_Rect from = p->r;
    bool turn = false;
    if (a->flip_k >= 0 && a->mover >= 0 && p->card >= 0 && !before->known[p->card] &&
        (p->zone == Z_PILE || p->zone == Z_CLEARED || p->zone == Z_HAND)) {
        bool was_pile = false;
        for (int k = 0; k < before->pile_n; k++)
            was_pile |= before->pile[k] == p->card;
        if (!was_pile) { /* the 3DOWN card, turned over in its place */
            from = a->old->box[a->mover].slot[a->flip_k];
            turn = true;
            a->turned = true;
        }
    }
    if (!turn) {
        if (p->zone == Z_PILE || p->zone == Z_CLEARED)
            from = a->mover >= 0 ? a->old->box[a->mover].hand : p->r;
        else if (p->zone == Z_HAND || p->zone == Z_OHAND)
            from = a->picked ? a->old->pile : a->old->draw;
        else if (p->zone == Z_UP && a->mover >= 0) /* a swap or the setup */
            from = a->old->box[a->mover].hand;
    }
    mid_fly(t, e, p->card, turn, j, mid_sized(from, p->r), p->r, 0.04 * a->n++, turn ? 0.6 : 0.4);
}

/* The move mv by mover turned the view b->view into t->v. */
static void t3_animate(MidTable *t, Eng *e, const MidBefore *b, int mover, const Move *mv)
{
    const T3State *v = t->v, *before = b->view;
    if (v->game < before->game) /* back across a deal (the review): the table as it was */
        return;
    if (v->game != before->game) {
        /* the match's next game: a new deal from the draw pile, announced
         * (the log has the last game's points) */
        mid_deal(t, e);
        char banner[192];
        /* TRANSLATORS: a banner over the table when the next game of a
         * match (option points) is dealt: "Game 2 of 3: a new deal". */
        snprintf(banner, sizeof banner, _("Game %d of %d: a new deal"), v->game + 1, v->games);
        mid_banner(t, e, banner, e->now, e->now + eng_anim_time(e, 1.2) + 2.0);
        return;
    }
    bool *matched = calloc((size_t)b->nplaces + 1, sizeof *matched);
    if (!matched)
        abort();
    Arrival a = {before,
                 b->ui,
                 mover,
                 mv && mv->kind == T3_M_FLIP ? mv->arg[0] : -1,
                 before->pile_n > 0 && v->pile_n == 0 && v->cleared_n == before->cleared_n,
                 false,
                 0};
    mid_fly_moved(t, e, b, matched, arrive, &a);
    if (before->phase == T3_PHASE_SETUP && v->phase != T3_PHASE_SETUP && opt(v, T3_OPT_SWAP_TABLES))
        /* TRANSLATORS: a banner over the table when, with the option swap
         * tables, everyone's 3UP and 3DOWN cards go to another player. */
        mid_banner(t, e, _("The tables are handed out again"), e->now,
                   e->now + eng_anim_time(e, 0.6) + 2.0);
    /* a 3DOWN card that could not be played goes to its owner's hand
     * face down for everyone else (R-33-7) */
    if (a.flip_k >= 0 && !a.turned && mover >= 0) {
        SDL_Rect slot = a.old->box[mover].slot[a.flip_k];
        mid_fly(t, e, -1, false, -1, slot, mid_sized(U(t)->box[mover].hand, slot), 0, 0.4);
    }
    /* cards that left what is drawn: cleared, or into another's hand */
    for (int i = 0; i < b->nplaces; i++) {
        const MidPlace *o = &b->places[i];
        if (matched[i] || o->card < 0 || o->zone != Z_PILE)
            continue;
        SDL_Rect to = v->cleared_n > before->cleared_n ? U(t)->cleared
                      : mover >= 0                     ? U(t)->box[mover].hand
                                                       : U(t)->cleared;
        bool into_hand = v->cleared_n == before->cleared_n && mover >= 0 && mover != t->me;
        mid_fly(t, e, into_hand ? -1 : o->card, false, -1, o->r, mid_sized(to, o->r), 0.03 * o->i,
                0.4);
    }
    free(matched);
}

/* ---------------------------------------------------------------------- */
/* Input */

static void t3_waiting(MidTable *t, const EngTarget *tg, char *why, size_t whylen)
{
    (void)tg;
    const T3State *v = t->v;
    Match *m = mid_match(t);
    int to = scene_match_to_move(m);
    if (v->phase == T3_PHASE_SETUP)
        /* TRANSLATORS: a refusal; %s is the name of the player choosing the
         * cards to lie face up. */
        snprintf(why, whylen, _("%s is choosing their 3UP cards."), scene_match_name(m, to));
    else
        /* TRANSLATORS: a refusal when a player acts out of turn; %s is the
         * name of the player to move. */
        snprintf(why, whylen, _("It is %s's turn."), scene_match_name(m, to));
}

/* The move of the selection: its cards, ascending. */
static Move selection_move(MidTable *t, int kind)
{
    const T3Ui *u = U(t);
    int16_t ids[MAX_SEL];
    for (int i = 0; i < u->nsel; i++)
        ids[i] = (int16_t)u->sel[i];
    for (int i = 1; i < u->nsel; i++)
        for (int j = i; j > 0 && ids[j - 1] > ids[j]; j--) {
            int16_t x = ids[j];
            ids[j] = ids[j - 1];
            ids[j - 1] = x;
        }
    Move mv;
    memset(&mv, 0, sizeof mv);
    mv.kind = (int16_t)kind;
    mv.n = (int16_t)u->nsel;
    memcpy(mv.arg, ids, sizeof(int16_t) * (size_t)u->nsel);
    return mv;
}

/* A card of the hand or of the 3UP cards clicked. */
static MidAction pick(MidTable *t, int card, bool from_up, Move *mv, char *why, size_t whylen)
{
    const T3State *v = t->v;
    T3Ui *u = U(t);
    if (selected(t, card)) { /* clicked again: put back */
        int k = 0;
        for (int i = 0; i < u->nsel; i++)
            if (u->sel[i] != card)
                u->sel[k++] = u->sel[i];
        u->nsel = k;
        return MID_DONE;
    }
    if (v->phase == T3_PHASE_SETUP) {
        if (u->nsel == T3_SLOTS) {
            snprintf(why, whylen, "%s",
                     _("Three cards are chosen: click one of them to put it back first."));
            return MID_REFUSE;
        }
        if (!card_lit_for(t, card, T3_M_UP)) {
            snprintf(why, whylen, "%s", _("That card cannot be one of the three."));
            return MID_REFUSE;
        }
        u->sel[u->nsel++] = card;
        return MID_DONE;
    }
    if (v->phase == T3_PHASE_SWAP) { /* one hand card and one 3UP card */
        int k = 0;
        for (int i = 0; i < u->nsel; i++) {
            if (on_up(t, u->sel[i]) != from_up)
                u->sel[k++] = u->sel[i];
        }
        u->nsel = k;
        u->sel[u->nsel++] = card;
        return MID_DONE;
    }
    /* A play: the card alone, or with the others of its value selected.
     * One the rules would refuse (too low, or not from where the seat
     * plays now) is tried at once, so the refusal says why. */
    if (!card_lit(t, card) || from_up != (source(t) == T3_SRC_UP)) {
        *mv = move_make(T3_M_PLAY, 1, &card);
        return MID_PLAY;
    }
    if (u->nsel > 0 && t3_card_rank(u->sel[0]) != t3_card_rank(card))
        u->nsel = 0;
    if (u->nsel < MAX_SEL)
        u->sel[u->nsel++] = card;
    return MID_DONE;
}

/* The pile's top beats every card the seat may play: it must pick up, or
 * draw instead where the option voluntary draw lets it. */
static void nothing_goes_on(MidTable *t, char *buf, size_t len)
{
    const char *top = rank_label(t3_top_rank(t->v));
    if (mid_legal_kind(t, T3_M_DRAW))
        /* TRANSLATORS: %s is the card on top of the pile, a value (1 to
         * 10); the option voluntary draw lets the player draw instead. */
        snprintf(buf, len, _("Nothing can go on the %s: pick up the pile or draw a card"), top);
    else
        /* TRANSLATORS: %s is the card on top of the pile, a value (1 to 10). */
        snprintf(buf, len, _("Nothing can go on the %s: pick up the pile"), top);
}

static MidAction action(MidTable *t, int kind, Move *mv, char *why, size_t whylen)
{
    const T3Ui *u = U(t);
    memset(mv, 0, sizeof *mv);
    mv->kind = (int16_t)kind;
    if (kind == T3_M_UP || kind == T3_M_PLAY) {
        if (kind == T3_M_PLAY && mid_legal_kind(t, T3_M_PICKUP)) {
            /* nothing can be played: say so, not how to choose cards */
            nothing_goes_on(t, why, whylen);
            return MID_REFUSE;
        }
        if (u->nsel == 0) {
            snprintf(why, whylen, "%s",
                     kind == T3_M_UP
                         ? _("Click three of your cards to put them face up.")
                         : _("Click the card, or the cards of one value, to play first."));
            return MID_REFUSE;
        }
        *mv = selection_move(t, kind);
    } else if (kind == T3_M_SWAP) {
        const T3State *v = t->v;
        int hand = -1, up = -1;
        for (int i = 0; i < u->nsel; i++) {
            bool is_up = false;
            for (int s = 0; s < T3_SLOTS; s++)
                is_up |= v->up[t->me][s] == u->sel[i];
            if (is_up)
                up = u->sel[i];
            else
                hand = u->sel[i];
        }
        if (hand < 0 || up < 0) {
            snprintf(why, whylen, "%s",
                     _("Click a card of your hand and one of your 3UP cards to swap them."));
            return MID_REFUSE;
        }
        mv->n = 2;
        mv->arg[0] = (int16_t)hand;
        mv->arg[1] = (int16_t)up;
    }
    return MID_PLAY;
}

static bool t3_lit(MidTable *t, const EngTarget *tg);
static int target_card(MidTable *t, const EngTarget *tg);

/* Whether the card of a target may be picked beside those picked without
 * putting any back: at the setup while fewer than three are; in a play,
 * one of their value; at the swap, the one of the other kind (hand or
 * 3UP) than the card picked. */
static bool may_join(MidTable *t, const EngTarget *tg)
{
    const T3State *v = t->v;
    const T3Ui *u = U(t);
    bool card = tg->kind == T_HAND || (tg->kind == T_SLOT && tg->b == 0);
    if (!card || !t3_lit(t, tg) || selected(t, target_card(t, tg)))
        return false;
    switch (v->phase) {
    case T3_PHASE_SETUP:
        return true;
    case T3_PHASE_SWAP:
        return u->nsel == 1 && on_up(t, u->sel[0]) != (tg->kind == T_SLOT);
    default:
        return u->nsel > 0 && t3_card_rank(u->sel[0]) == t3_card_rank(target_card(t, tg));
    }
}

/* After a pick the focus goes on to what comes next: the next card that
 * may join those picked, in reading order from the one just picked, or
 * where none follows it the nearest before it (after the last card, the
 * one beside it, not the first); when none may, the action they allow.
 * A card put back keeps the focus. */
static MidAction focus_next(MidTable *t, Eng *e, const EngTarget *picked, MidAction a)
{
    const T3Ui *u = U(t);
    if (a != MID_DONE || !e || !selected(t, target_card(t, picked)))
        return a;
    int from = 0;
    for (int i = 0; i < e->ntargets; i++)
        if (e->targets[i].kind == picked->kind && e->targets[i].a == picked->a &&
            e->targets[i].b == picked->b)
            from = i;
    int after = e->ntargets - 1 - from; /* the targets after it, then those before */
    for (int k = 1; k < e->ntargets; k++) {
        const EngTarget *tg = &e->targets[k <= after ? from + k : from - (k - after)];
        if (may_join(t, tg)) {
            eng_focus_set(e, tg->kind, tg->a, tg->b, false);
            return a;
        }
    }
    for (int i = 0; i < u->nact; i++)
        if (action_lit(t, u->act_kind[i]) && u->act_kind[i] != T3_M_PASS) {
            eng_focus_set(e, T_ACTION, u->act_kind[i], 0, false);
            break;
        }
    return a;
}

static MidAction t3_activate(MidTable *t, Eng *e, const EngTarget *tg, Move *mv, char *why,
                             size_t whylen)
{
    const T3State *v = t->v;
    switch (tg->kind) {
    case T_HAND:
        return focus_next(t, e, tg, pick(t, tg->a, false, mv, why, whylen));
    case T_SLOT:
        if (tg->b == 1) { /* a 3DOWN card: flip it */
            *mv = move_make(T3_M_FLIP, 1, &tg->a);
            return MID_PLAY;
        }
        if (is_card(v->up[t->me][tg->a]))
            return focus_next(t, e, tg, pick(t, v->up[t->me][tg->a], true, mv, why, whylen));
        return MID_NONE;
    case T_PILE:
        /* the cards picked, laid on the pile as a drop there would */
        if (tg->a == PILE_DISCARD && U(t)->nsel > 0 && mid_legal_kind(t, T3_M_PLAY))
            return action(t, T3_M_PLAY, mv, why, whylen);
        return action(t, tg->a == PILE_DRAW ? T3_M_DRAW : T3_M_PICKUP, mv, why, whylen);
    case T_ACTION:
        return action(t, tg->a, mv, why, whylen);
    default:
        return MID_NONE;
    }
}

/* The deal comes from the draw pile. */
static SDL_Rect t3_deal_from(MidTable *t) { return U(t)->draw; }

/* The card a target holds: a hand card, or a 3UP card. */
static int target_card(MidTable *t, const EngTarget *tg)
{
    const T3State *v = t->v;
    if (tg->kind == T_HAND)
        return tg->a;
    if (tg->kind == T_SLOT && tg->b == 0 && tg->a >= 0 && tg->a < T3_SLOTS &&
        is_card(v->up[t->me][tg->a]))
        return v->up[t->me][tg->a];
    return t->def->back;
}

/* The seat at the screen chooses its 3UP cards. */
static bool choosing(MidTable *t)
{
    const T3State *v = t->v;
    return t->my_turn && v->phase == T3_PHASE_SETUP && mid_legal_kind(t, T3_M_UP);
}

/* The 3DOWN place under (x, y), its 3UP card's place or its own, with a
 * margin; -1 when none. */
static int slot_at(MidTable *t, Eng *e, int x, int y)
{
    const SeatBox *b = &U(t)->box[t->me];
    int m = eng_px(e, 12);
    SDL_Point p = {x, y};
    for (int k = 0; k < T3_SLOTS; k++) {
        SDL_Rect r;
        SDL_Rect up = up_rect(b, k);
        SDL_UnionRect(&b->slot[k], &up, &r);
        r = (SDL_Rect){r.x - m, r.y - m, r.w + 2 * m, r.h + 2 * m};
        if (SDL_PointInRect(&p, &r))
            return k;
    }
    return -1;
}

/* A hand card dropped at the setup: on a 3DOWN card it is picked, taking
 * the place of the card picked there when three are; a picked card
 * dropped off them is put back in the hand. The move itself is still the
 * button's: the 3UP cards cannot be taken back. */
static MidAction choose_drop(MidTable *t, Eng *e, int card, int x, int y, char *why, size_t whylen)
{
    T3Ui *u = U(t);
    int k = slot_at(t, e, x, y), was = pick_slot(t, card);
    if (k < 0 && was < 0) {
        snprintf(why, whylen, "%s",
                 _("Drop the card on one of your 3DOWN cards to put it face up there."));
        return MID_REFUSE;
    }
    if (k < 0 || (was < 0 && u->nsel == T3_SLOTS)) { /* off, or the one there off */
        int off = k < 0 ? card : u->sel[0];
        for (int i = 0; k >= 0 && i < u->nsel; i++)
            if (pick_slot(t, u->sel[i]) == k)
                off = u->sel[i];
        int n = 0;
        for (int i = 0; i < u->nsel; i++)
            if (u->sel[i] != off)
                u->sel[n++] = u->sel[i];
        u->nsel = n;
    }
    if (k >= 0 && was < 0)
        u->sel[u->nsel++] = card;
    return MID_DONE;
}

/* At the swap four of a colour offer (R-33-11/6): the seat's own choice. */
static bool swapping(MidTable *t)
{
    const T3State *v = t->v;
    return t->my_turn && v->phase == T3_PHASE_SWAP && mid_legal_kind(t, T3_M_SWAP);
}

/* Where the draw pile's card or the discard pile, dragged, is taken
 * into the hand: the seat's hand, or its panel when the hand lies in it. */
static SDL_Rect hand_zone(MidTable *t)
{
    const SeatBox *b = &U(t)->box[t->me];
    SDL_Rect r = b->hand;
    if (!SDL_RectEmpty(&b->panel))
        SDL_UnionRect(&r, &b->panel, &r);
    return r;
}

/* While cards are played, one may be dragged to the discard pile: the
 * cards picked with it go too, and a 3DOWN card, face down, is turned up
 * there. The discard pile, when it must be picked up, and the draw
 * pile's card, when one may be drawn, drag into the hand. At the swap, a
 * hand card or a 3UP card drags onto one of the other kind. */
static int t3_drag_card(MidTable *t, const EngTarget *tg)
{
    const T3State *v = t->v;
    if (tg->kind == T_PILE && tg->a == PILE_DRAW)
        return mid_legal_kind(t, T3_M_DRAW) ? t->def->back : MID_NO_DRAG;
    if (tg->kind == T_PILE)
        return mid_legal_kind(t, T3_M_PICKUP) && v->pile_n > 0 ? v->pile[v->pile_n - 1]
                                                               : MID_NO_DRAG;
    int card = target_card(t, tg) == t->def->back ? MID_NO_DRAG : target_card(t, tg);
    if (swapping(t) && (tg->kind == T_HAND || (tg->kind == T_SLOT && tg->b == 0)))
        return card;
    if (choosing(t)) /* a hand card onto the 3DOWN cards, or back off them */
        return tg->kind == T_HAND && card_glows(t, tg->a, false) ? tg->a : MID_NO_DRAG;
    if (tg->kind == T_SLOT && tg->b == 1)
        return mid_legal(t, T3_M_FLIP, tg->a) ? t->def->back : MID_NO_DRAG;
    return mid_legal_kind(t, T3_M_PLAY) ? card : MID_NO_DRAG;
}

/* Is tg a card the card of src may be swapped with: a 3UP card for a hand
 * card, a hand card for a 3UP card? */
static bool swaps_with(MidTable *t, const EngTarget *src, const EngTarget *tg)
{
    const T3State *v = t->v;
    if (src->kind == T_SLOT)
        return tg->kind == T_HAND;
    return tg->kind == T_SLOT && tg->b == 0 && tg->a >= 0 && tg->a < T3_SLOTS &&
           is_card(v->up[t->me][tg->a]);
}

static MidAction swap_drop(MidTable *t, Eng *e, const EngTarget *src, int x, int y, Move *mv,
                           char *why, size_t whylen)
{
    const EngTarget *at = eng_target_at(e, x, y);
    if (!at || !swaps_with(t, src, at)) {
        snprintf(why, whylen, "%s",
                 src->kind == T_SLOT ? _("Drop the 3UP card on a card of your hand to swap them.")
                                     : _("Drop the card on one of your 3UP cards to swap them."));
        return MID_REFUSE;
    }
    T3Ui *u = U(t);
    u->nsel = 0;
    u->sel[u->nsel++] = target_card(t, src);
    u->sel[u->nsel++] = target_card(t, at);
    return action(t, T3_M_SWAP, mv, why, whylen);
}

/* Do the cards picked go with card (from the 3UP cards or not) when it is
 * dropped on the pile? As a click on it would keep them: it is one of
 * them, or they are of its value and from where it is. */
static bool picked_join(MidTable *t, int card, bool from_up)
{
    const T3Ui *u = U(t);
    if (selected(t, card))
        return true;
    return u->nsel > 0 && u->nsel < MAX_SEL && t3_card_rank(u->sel[0]) == t3_card_rank(card) &&
           on_up(t, u->sel[0]) == from_up;
}

static int t3_drag_also(MidTable *t, const EngTarget *tg, int *cards, int max)
{
    const T3Ui *u = U(t);
    int card = target_card(t, tg), n = 0;
    if (swapping(t) || choosing(t) || tg->kind == T_PILE || card == t->def->back ||
        !picked_join(t, card, tg->kind == T_SLOT))
        return 0;
    for (int i = 0; i < u->nsel && n < max; i++)
        if (u->sel[i] != card)
            cards[n++] = u->sel[i];
    return n;
}

static SDL_Rect pile_zone(MidTable *t)
{
    SDL_Rect r = U(t)->pile;
    if (r.w < eng_card_w(U(t)->pile_h))
        r.w = eng_card_w(U(t)->pile_h);
    return r;
}

static MidAction t3_drop(MidTable *t, Eng *e, const EngTarget *src, int x, int y, Move *mv,
                         char *why, size_t whylen)
{
    if (swapping(t))
        return swap_drop(t, e, src, x, y, mv, why, whylen);
    if (choosing(t))
        return choose_drop(t, e, target_card(t, src), x, y, why, whylen);
    if (src->kind == T_PILE) { /* into the hand */
        SDL_Rect h = hand_zone(t);
        SDL_Point at = {x, y};
        bool draw = src->a == PILE_DRAW;
        if (!SDL_PointInRect(&at, &h)) {
            snprintf(why, whylen, "%s",
                     draw ? _("Drop the card in your hand to draw it.")
                          : _("Drop the pile in your hand to pick it up."));
            return MID_REFUSE;
        }
        return action(t, draw ? T3_M_DRAW : T3_M_PICKUP, mv, why, whylen);
    }
    SDL_Rect r = pile_zone(t);
    int m = eng_px(e, 24);
    r = (SDL_Rect){r.x - m, r.y - m, r.w + 2 * m, r.h + 2 * m};
    SDL_Point p = {x, y};
    bool blind = src->kind == T_SLOT && src->b == 1;
    if (!SDL_PointInRect(&p, &r)) {
        snprintf(why, whylen, "%s",
                 blind ? _("Drop the 3DOWN card on the discard pile to turn it up there.")
                       : _("Drop the cards on the discard pile to play them."));
        return MID_REFUSE;
    }
    if (blind) {
        *mv = move_make(T3_M_FLIP, 1, &src->a);
        return MID_PLAY;
    }
    int card = target_card(t, src);
    if (!selected(t, card)) {
        T3Ui *u = U(t);
        if (!picked_join(t, card, src->kind == T_SLOT))
            u->nsel = 0;
        u->sel[u->nsel++] = card;
    }
    *mv = selection_move(t, T3_M_PLAY);
    return MID_PLAY;
}

static int t3_drop_zones(MidTable *t, Eng *e, const EngTarget *src, SDL_Rect *out, int max)
{
    if (swapping(t)) { /* the 3UP cards each, or the hand as one */
        int n = 0;
        for (int i = 0; i < e->ntargets && n < max; i++) {
            if (!swaps_with(t, src, &e->targets[i]))
                continue;
            if (src->kind == T_SLOT && n == 1)
                SDL_UnionRect(&out[0], &e->targets[i].r, &out[0]);
            else
                out[n++] = e->targets[i].r;
        }
        return n;
    }
    if (choosing(t)) { /* each 3DOWN card */
        const SeatBox *b = &U(t)->box[t->me];
        int n = 0;
        for (int k = 0; k < T3_SLOTS && n < max; k++) {
            SDL_Rect up = up_rect(b, k);
            SDL_UnionRect(&b->slot[k], &up, &out[n++]);
        }
        return n;
    }
    if (src->kind == T_PILE) { /* the hand */
        if (max < 1 || t3_drag_card(t, src) == MID_NO_DRAG)
            return 0;
        out[0] = hand_zone(t);
        return 1;
    }
    if (src->kind == T_SLOT && src->b == 1) { /* a 3DOWN card */
        if (max < 1 || !mid_legal(t, T3_M_FLIP, src->a))
            return 0;
        out[0] = pile_zone(t);
        return 1;
    }
    bool from_up = src->kind == T_SLOT;
    if (max < 1 || from_up != (source(t) == T3_SRC_UP) || !card_lit(t, target_card(t, src)))
        return 0;
    out[0] = pile_zone(t);
    return 1;
}

/* What a click would do now without a refusal. */
static bool t3_lit(MidTable *t, const EngTarget *tg)
{
    const T3State *v = t->v;
    if (!t->my_turn)
        return false;
    switch (tg->kind) {
    case T_HAND: /* at the setup, a fourth card is refused */
        return card_glows(t, tg->a, false) &&
               (v->phase != T3_PHASE_SETUP || U(t)->nsel < T3_SLOTS || selected(t, tg->a));
    case T_SLOT:
        if (tg->b == 1)
            return mid_legal(t, T3_M_FLIP, tg->a);
        return is_card(v->up[t->me][tg->a]) && card_glows(t, v->up[t->me][tg->a], true);
    case T_PILE:
        if (tg->a == PILE_DISCARD && action_lit(t, T3_M_PLAY))
            return true; /* the cards picked go there */
        return mid_legal_kind(t, tg->a == PILE_DRAW ? T3_M_DRAW : T3_M_PICKUP);
    case T_ACTION:
        return action_lit(t, tg->a);
    default:
        return false;
    }
}

/* A hint's move: its cards picked and the focus on the button that plays
 * them; the mid-end lights the other moves by their targets. */
static bool t3_show_move(MidTable *t, Eng *e, const Move *mv)
{
    T3Ui *u = U(t);
    if (mv->kind != T3_M_UP && mv->kind != T3_M_PLAY && mv->kind != T3_M_SWAP)
        return false;
    u->nsel = 0;
    for (int i = 0; i < mv->n && u->nsel < MAX_SEL; i++)
        u->sel[u->nsel++] = mv->arg[i];
    eng_focus_set(e, T_ACTION, mv->kind, 0, true);
    return true;
}

/* Enter plays the first action button while it is a choice (the cards
 * picked may be played, or drawing is the move); else it has nothing to
 * do (and the mid-end shows the focus). */
static MidAction t3_enter(MidTable *t, Eng *e, EngTarget *tg, Move *mv, char *why, size_t whylen)
{
    (void)e;
    const T3Ui *u = U(t);
    if (!u->nact)
        return MID_NONE;
    *tg = (EngTarget){T_ACTION, u->act_kind[0], 0, u->act[0]};
    if (!t3_lit(t, tg))
        return MID_NONE;
    return action(t, u->act_kind[0], mv, why, whylen);
}

/* The cards picked are forgotten after every move and with another seat
 * at the screen. */
static void t3_played(MidTable *t, Eng *e, const void *before_state, int mover, const Move *mv)
{
    (void)e, (void)before_state, (void)mover, (void)mv;
    U(t)->nsel = 0;
}

/* The sounds of a move, at the moments of its flights: cards laid where
 * they land, a 3DOWN card turned in its place, the pile picked up or swept
 * away, and a new deal when the match's next game begins. */
static void t3_sound(MidTable *t, Eng *e, const void *before_view, int mover, const Move *mv)
{
    (void)mover;
    const T3State *before = before_view, *v = t->v;
    bool turned = mv->kind == T3_M_FLIP;
    double land = e->now + eng_anim_time(e, turned ? 0.55 : 0.34);
    bool cleared = v->cleared_n > before->cleared_n;
    bool picked = before->pile_n > 0 && v->pile_n == 0 && !cleared;
    switch (mv->kind) {
    case T3_M_UP:
    case T3_M_PLAY:
    case T3_M_FLIP:
        if (turned)
            eng_sound(e, ENG_SND_CARD_TURN);
        if (picked) /* a 3DOWN card that could not go on the pile */
            eng_sound_at(e, ENG_SND_PICKUP, land);
        else
            eng_sound_at(e, ENG_SND_CARD_LAY, land);
        if (cleared)
            eng_sound_at(e, ENG_SND_CLEAR, land + eng_anim_time(e, 0.15));
        break;
    case T3_M_PICKUP:
        eng_sound(e, ENG_SND_PICKUP);
        break;
    case T3_M_DRAW:
        eng_sound(e, ENG_SND_CARD_TAKE);
        break;
    case T3_M_SWAP:
        eng_sound(e, ENG_SND_CARD_TAKE);
        eng_sound_at(e, ENG_SND_CARD_LAY, land);
        break;
    default:
        break;
    }
    if (v->game != before->game)
        eng_sound_at(e, ENG_SND_SHUFFLE, land + eng_anim_time(e, 0.5));
}

static void t3_switched(MidTable *t, Eng *e)
{
    (void)e;
    U(t)->nsel = 0;
}

/* ---------------------------------------------------------------------- */
/* Drawing */

/* A card lit as a choice of the seat at the screen, or dimmed. */
static unsigned card_flags(MidTable *t, Eng *e, const MidPlace *p)
{
    const T3State *v = t->v;
    unsigned f = CARD_SHADOW;
    if (!t->my_turn)
        return f;
    bool turn = v->phase == T3_PHASE_PLAY || v->phase == T3_PHASE_EXTRA;
    if (p->zone == Z_HAND) {
        if (card_glows(t, p->card, false))
            f |= eng_hovered(e, T_HAND, p->card, 0) ? CARD_HOVER : CARD_GLOW;
        else if (turn && source(t) == T3_SRC_HAND)
            f |= CARD_DIM;
    } else if (p->zone == Z_UP && p->seat == t->me) {
        if (card_glows(t, p->card, true))
            f |= eng_hovered(e, T_SLOT, p->i, 0) ? CARD_HOVER : CARD_GLOW;
    } else if (p->zone == Z_DOWN && p->seat == t->me) {
        if (turn && source(t) == T3_SRC_DOWN)
            f |= eng_hovered(e, T_SLOT, p->i, 1) ? CARD_HOVER : CARD_GLOW;
    } else if (p->zone == Z_DRAW) {
        if (mid_legal_kind(t, T3_M_DRAW))
            f |= eng_hovered(e, T_PILE, PILE_DRAW, 0) ? CARD_HOVER : CARD_GLOW;
    } else if (p->zone == Z_PILE && p->i == v->pile_n - 1) {
        bool hovered = eng_hovered(e, T_PILE, PILE_DISCARD, 0);
        if (mid_legal_kind(t, T3_M_PICKUP))
            f |= hovered ? CARD_HOVER : CARD_GLOW;
        else if (hovered && action_lit(t, T3_M_PLAY)) /* a click lays the cards picked */
            f |= CARD_HOVER;
    }
    if (t->shake.kind == T_HAND && p->zone == Z_HAND && t->shake.a == p->card)
        f |= CARD_REFUSED;
    return f;
}

/* The picked cards stand out; the cleared pile lies dim. */
static unsigned t3_place_flags(MidTable *t, Eng *e, const MidPlace *p)
{
    unsigned f = card_flags(t, e, p);
    bool laid = p->zone == Z_HAND && pick_slot(t, p->card) >= 0; /* lit as a hand card is */
    if (p->zone == Z_HAND && selected(t, p->card) && !laid)
        f = (f & ~(unsigned)CARD_DIM) | CARD_HOVER;
    else if (p->zone == Z_UP && p->seat == t->me && selected(t, p->card))
        f |= CARD_HOVER;
    if (p->zone == Z_CLEARED)
        f |= CARD_DIM;
    return f;
}

/* A refused card shakes; picked cards are raised, a hovered hand card a
 * little. */
static SDL_Point t3_place_offset(MidTable *t, Eng *e, const MidPlace *p)
{
    SDL_Point o = {0, 0};
    if (p->zone == Z_HAND)
        o.x = table_shake_dx(&t->shake, e, T_HAND, p->card, 0);
    else if ((p->zone == Z_UP || p->zone == Z_DOWN) && p->seat == t->me)
        o.x = table_shake_dx(&t->shake, e, T_SLOT, p->i, p->zone == Z_DOWN);
    else if (p->zone == Z_DRAW)
        o.x = table_shake_dx(&t->shake, e, T_PILE, PILE_DRAW, 0);
    else if (p->zone == Z_PILE)
        o.x = table_shake_dx(&t->shake, e, T_PILE, PILE_DISCARD, 0);
    if (p->zone == Z_HAND && pick_slot(t, p->card) >= 0)
        return o; /* laid on a 3DOWN card, where it stays */
    if (p->zone == Z_HAND && selected(t, p->card))
        o.y = -eng_px(e, 22);
    else if (p->zone == Z_UP && p->seat == t->me && selected(t, p->card))
        o.y = -eng_px(e, 14);
    else if (p->zone == Z_HAND && (card_flags(t, e, p) & CARD_HOVER))
        o.y = -eng_px(e, 8);
    return o;
}

/* A seat's name row: its name (cut rather than shrunk past the least
 * size; at the screen's seat at most NAME_SHARE percent of the row, so that
 * the hint has room after it) and, at the right, its match points. */
enum { NAME_SHARE = 42, NAME_GAP = 8 };

static int name_px(Eng *e, bool mine) { return eng_px(e, mine ? 19 : 16); }
static int right_px(Eng *e, bool mine) { return eng_px(e, mine ? 17 : 14); }

static void right_text(MidTable *t, int p, char *buf, size_t len)
{
    const T3State *v = t->v;
    buf[0] = 0;
    int pts = v->match[p];
    if (opt(v, T3_OPT_POINTS) && p == t->me)
        /* TRANSLATORS: the game of the match, then the player's points in the
         * match; short. */
        snprintf(buf, len, P_("game %d of %d \xc2\xb7 %d pt", "game %d of %d \xc2\xb7 %d pts", pts),
                 v->game + 1, v->games, pts);
    else if (opt(v, T3_OPT_POINTS))
        /* TRANSLATORS: a player's score, in points, short ("pt" for a point). */
        snprintf(buf, len, P_("%d pt", "%d pts", pts), pts);
}

/* The width the right text takes with its gap, 0 without one. */
static int right_width(MidTable *t, Eng *e, int p)
{
    char right[128];
    right_text(t, p, right, sizeof right);
    return right[0]
               ? eng_text_width(e, FONT_BOLD, right_px(e, p == t->me), right) + eng_px(e, NAME_GAP)
               : 0;
}

/* The name as drawn: its size, its text in out, the x where it ends. */
static int seat_name(MidTable *t, Eng *e, int p, char *out, size_t len, int *end)
{
    const T3State *v = t->v;
    Match *m = t->core.m;
    const SeatBox *b = &U(t)->box[p];
    bool mine = p == t->me, acting = scene_match_to_move(m) == p;
    char post[96] = "";
    /* a place is "out" only with no card left: the last of a game played
     * out, and every player of a stalemate, are placed holding cards */
    if (v->place[p] && t3_cards_left(v, p) == 0)
        snprintf(post, sizeof post, " \xc2\xb7 %s",
                 /* TRANSLATORS: after a player's name, when the player has no cards
                  * left: the first one out of cards, or out later. Short. */
                 v->place[p] == 1 ? C_("player", "out first") : C_("player", "out"));
    int maxw = b->name.w - right_width(t, e, p);
    if (mine && maxw > b->name.w * NAME_SHARE / 100)
        maxw = b->name.w * NAME_SHARE / 100;
    int px = table_fit_seat(e, FONT_BOLD, name_px(e, mine), m, p, acting, post, maxw, out, len);
    *end = b->name.x + eng_text_width(e, FONT_BOLD, px, out);
    return px;
}

static void draw_seat_panel(MidTable *t, Eng *e, int p)
{
    const T3State *v = t->v;
    Match *m = t->core.m;
    const SeatBox *b = &U(t)->box[p];
    bool mine = p == t->me;
    int to = scene_match_to_move(m);
    bool acting = to == p;

    if (acting)
        eng_round_outline(e, b->panel, eng_px(e, 12), eng_px(e, 3), ENG_GOLD);
    char name[256], right[128];
    int end;
    int px = seat_name(t, e, p, name, sizeof name, &end);
    right_text(t, p, right, sizeof right);
    int cy = b->name.y + b->name.h / 2;
    SDL_Rect box = eng_text_box(e, b->name);
    eng_text(e, FONT_BOLD, px, acting ? ENG_GOLD : ENG_WHITE, name, b->name.x, cy,
             ALIGN_LEFT | ALIGN_MIDDLE);
    if (right[0])
        eng_text(e, FONT_BOLD, right_px(e, mine), ENG_WHITE, right, b->name.x + b->name.w, cy,
                 ALIGN_RIGHT | ALIGN_MIDDLE);
    eng_text_box(e, box);
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
    char known[128] = "";
    size_t u = 0;
    for (int i = 0; i < n && u < sizeof known - 16; i++)
        /* known to all: the review's view holds every card */
        if (is_card(v->hand[p][i]) && v->known[v->hand[p][i]]) {
            int r = t3_card_rank(v->hand[p][i]);
            u += (size_t)snprintf(known + u, sizeof known - u, "%s%s", u ? " " : "",
                                  r >= T3_CLEAR ? cards_t3_clear_short(r) : t3_rank_name(r));
        }
    /* the items of the line, apart with middle dots */
    char line[400], fitted[400], item[200];
    int left = t3_cards_left(v, p);
    /* TRANSLATORS: the number of cards in a player's hand; short. */
    snprintf(line, sizeof line, P_("%d in hand", "%d in hand", n), n);
    size_t in_hand = strlen(line);
    /* TRANSLATORS: after "5 in hand": the cards a player holds in all,
     * the hand with the 3UP and 3DOWN cards; short. */
    snprintf(item, sizeof item, P_("%d in all", "%d in all", left), left);
    snprintf(line + in_hand, sizeof line - in_hand, " \xc2\xb7 %s", item);
    int lx = b->panel.x + eng_px(e, 8), lw = b->panel.w - eng_px(e, 16);
    bool thinking =
        acting && !scene_match_is_human(m, p) && scene_match_ai_busy(m) && t->core.thinking_shown;
    if (thinking)
        lw -= eng_px(e, 70);
    int size = eng_px(e, 12), by = b->panel.y + b->panel.h - eng_px(e, 6);
    bool counts_only = true;
    /* Too long for a narrow panel or a longer language: the count in all
     * goes first (the table shows it), and the cards known take a line of
     * their own above the counts where there is room under the cards. */
    if (known[0]) {
        /* TRANSLATORS: after "5 in hand · 9 in all": %s lists the cards all
         * saw the player pick up with the pile ("7 7 C+1"). */
        snprintf(item, sizeof item, _("from the pile: %s"), known);
        size_t lu = strlen(line);
        snprintf(line + lu, sizeof line - lu, " \xc2\xb7 %s", item);
        counts_only = false;
        if (eng_text_width(e, FONT_REGULAR, size, line) > lw) {
            int line_h = size * 13 / 10, room = by - line_h - (b->slots.y + b->slots.h);
            if (room >= line_h) {
                /* a smaller type, else two lines where they fit: a long
                 * pick-up is what the others most need to read */
                int fit_px = table_fit_label(e, FONT_REGULAR, size, eng_px(e, TABLE_LEAST_TEXT),
                                             item, lw, fitted, sizeof fitted);
                int two = eng_text_height_wrapped(e, FONT_REGULAR, size, item, lw);
                if (strcmp(fitted, item) && two <= room)
                    eng_text_wrapped(e, FONT_REGULAR, size, PANEL_TEXT, item, lx, by - line_h - two,
                                     lw, ALIGN_LEFT);
                else
                    eng_text(e, FONT_REGULAR, fit_px, PANEL_TEXT, fitted, lx, by - line_h,
                             ALIGN_LEFT | ALIGN_BOTTOM);
                line[lu] = 0;
                counts_only = true;
            } else {
                snprintf(line + in_hand, sizeof line - in_hand, " \xc2\xb7 %s", item);
            }
        }
    }
    if (counts_only && eng_text_width(e, FONT_REGULAR, size, line) > lw)
        line[in_hand] = 0;
    table_fit_text(e, FONT_REGULAR, size, line, lw, fitted, sizeof fitted);
    eng_text(e, FONT_REGULAR, size, known[0] ? PANEL_TEXT : ENG_MUTED, fitted, lx, by,
             ALIGN_LEFT | ALIGN_BOTTOM);
    if (thinking)
        /* TRANSLATORS: under the seat of an AI player while it chooses its
         * move; short. */
        eng_text(e, FONT_REGULAR, size, ENG_GOLD, _("thinking\xe2\x80\xa6"),
                 b->panel.x + b->panel.w - eng_px(e, 8), by, ALIGN_RIGHT | ALIGN_BOTTOM);
}

/* What the viewer may do now, in words. */
static void hint(MidTable *t, char *buf, size_t len)
{
    const T3State *v = t->v;
    Match *m = t->core.m;
    int to = scene_match_to_move(m);
    if (to < 0) {
        snprintf(buf, len, "%s", _("The game is over."));
        return;
    }
    if (!t->my_turn) {
        if (mid_own_turn_shown(t))
            snprintf(buf, len, "%s", _("Your turn"));
        else if (v->phase == T3_PHASE_SETUP)
            /* TRANSLATORS: %s is the name of the player choosing the cards to
             * lie face up. */
            snprintf(buf, len, _("%s chooses their 3UP cards"), scene_match_name(m, to));
        else
            /* TRANSLATORS: %s is the name of the player to move. */
            snprintf(buf, len, _("%s's turn"), scene_match_name(m, to));
        return;
    }
    int top = t3_top_rank(v);
    switch (v->phase) {
    case T3_PHASE_SETUP:
        /* TRANSLATORS: %d is how many cards are chosen so far. */
        snprintf(buf, len, _("Choose three cards to lie face up on your 3DOWN cards (%d of 3)"),
                 U(t)->nsel);
        return;
    case T3_PHASE_SWAP:
        snprintf(buf, len, "%s",
                 _("Four of one colour in a row: swap a hand card for a 3UP card, or keep them"));
        return;
    default:
        break;
    }
    int src = source(t);
    bool up = src == T3_SRC_UP; /* else from the hand */
    if (v->phase == T3_PHASE_PLAY && t3_repeats(v) > 0)
        snprintf(buf, len, "%s",
                 /* TRANSLATORS: the turn begins in a position that came
                  * before with no progress since (the rule of the rules
                  * page: a turn beginning in one position for the third
                  * time stops the game, and the points held place the
                  * players). */
                 _("This position came before: the third time, the game stops on points"));
    else if (src == T3_SRC_DRAW)
        snprintf(buf, len, "%s", _("Your hand is empty: draw a card from the draw pile"));
    else if (src == T3_SRC_DOWN)
        snprintf(buf, len, "%s", _("Turn up one of your 3DOWN cards: it is played if it can be"));
    else if (mid_legal_kind(t, T3_M_PICKUP))
        nothing_goes_on(t, buf, len);
    else if (top == 8 && up)
        snprintf(buf, len,
                 /* TRANSLATORS: %s is the card on top of the pile, the value 8 ("an 8"). */
                 _("Play an %s or higher from your 3UP cards (several of one value at once)"),
                 rank_label(top));
    else if (top == 8)
        /* TRANSLATORS: %s is the card on top of the pile, the value 8 ("an 8"). */
        snprintf(buf, len, _("Play an %s or higher from your hand (several of one value at once)"),
                 rank_label(top));
    else if (top && up)
        snprintf(buf, len,
                 /* TRANSLATORS: %s is the card on top of the pile, a value (1 to 10). */
                 _("Play a %s or higher from your 3UP cards (several of one value at once)"),
                 rank_label(top));
    else if (top)
        /* TRANSLATORS: %s is the card on top of the pile, a value (1 to 10). */
        snprintf(buf, len, _("Play a %s or higher from your hand (several of one value at once)"),
                 rank_label(top));
    else if (up)
        snprintf(buf, len, "%s", _("Play any card from your 3UP cards: the pile is empty"));
    else
        snprintf(buf, len, "%s", _("Play any card from your hand: the pile is empty"));
}

static void draw_viewer_plate(MidTable *t, Eng *e)
{
    const SeatBox *b = &U(t)->box[t->me];
    char h[512], name[256], fitted[512];
    hint(t, h, sizeof h);
    int x;
    seat_name(t, e, t->me, name, sizeof name, &x); /* the hint goes after the name */
    x += eng_px(e, 3 * NAME_GAP);
    int maxw = b->name.x + b->name.w - right_width(t, e, t->me) - eng_px(e, NAME_GAP) - x;
    int px = table_fit_label(e, FONT_REGULAR, eng_px(e, 16), eng_px(e, TABLE_LEAST_TEXT), h, maxw,
                             fitted, sizeof fitted);
    SDL_Rect box = eng_text_box(e, b->name);
    eng_text(e, FONT_REGULAR, px, t->my_turn ? ENG_GOLD : ENG_MUTED, fitted, x,
             b->name.y + b->name.h / 2, ALIGN_LEFT | ALIGN_MIDDLE);
    eng_text_box(e, box);
    const T3State *v = t->v;
    char buf[160];
    int left = t3_cards_left(v, t->me);
    snprintf(buf, sizeof buf,
             /* TRANSLATORS: under the player's 3UP and 3DOWN cards: the cards the
              * player holds in all, hand included. */
             P_("3UP / 3DOWN \xc2\xb7 %d card left in all",
                "3UP / 3DOWN \xc2\xb7 %d cards left in all", left),
             left);
    eng_text(e, FONT_REGULAR, eng_px(e, 13), ENG_MUTED, buf, b->slots.x,
             b->slots.y + b->slots.h + eng_focus_ring_width(e) + eng_px(e, 2), ALIGN_LEFT);
}

static void draw_piles(MidTable *t, Eng *e)
{
    const T3Ui *u = U(t);
    const T3State *v = t->v;
    /* the draw pile's depth, the empty places */
    if (v->draw_n > 1) {
        int layers = v->draw_n > 20 ? 3 : v->draw_n > 6 ? 2 : 1, off = u->pile_h / 45 + 1;
        for (int i = layers; i >= 1; i--)
            eng_card_back(e, u->draw.x - i * off, u->draw.y - i * off, u->pile_h,
                          i == layers ? CARD_SHADOW : 0);
    }
    SDL_Color faint = {255, 255, 255, 40};
    if (v->draw_n == 0)
        eng_card_slot(e, u->draw.x, u->draw.y, u->pile_h, faint, false);
    if (v->pile_n == 0)
        eng_card_slot(e, u->pile.x, u->pile.y, u->pile_h, faint, false);
    if (v->cleared_n == 0)
        eng_card_slot(e, u->cleared.x, u->cleared.y, u->pile_h, faint, false);
    if (v->pile_n > 4) { /* more below the four on show */
        int off = u->pile_h / 45 + 1;
        eng_round_rect(
            e,
            (SDL_Rect){u->pile.x - 2 * off, u->pile.y - 2 * off, eng_card_w(u->pile_h), u->pile_h},
            u->pile_h * 18 / 350, (SDL_Color){250, 244, 228, 255}, (SDL_Color){226, 216, 192, 255});
    }
}

/* The space between the pile's labels and the note under them, in units. */
enum { NOTE_GAP = 6 };

/* The last pickup or clear, in the log's words, under the piles: one or
 * two calm lines as wide as the middle leaves beside the actions. */
static void draw_note(MidTable *t, Eng *e, int y)
{
    const T3Ui *u = U(t);
    Match *m = t->core.m;
    if (u->note < 0 || u->note >= m->nlog)
        return;
    if (t->core.toast[0] && !t->core.toast_calm && e->now < t->core.toast_until)
        return; /* a refusal stands where it would be read: the log has the note */
    char text[MATCH_LOG_LEN];
    snprintf(text, sizeof text, "%s", m->log[u->note].text);
    scene_plain_text(text);
    int x0 = u->draw.x - eng_px(e, 12), x1 = u->cleared.x + u->cleared.w + eng_px(e, 12);
    if (x0 < u->mid.x)
        x0 = u->mid.x;
    SDL_Rect r = {x0, y, x1 - x0, u->mid.y + u->mid.h - y};
    int px = eng_px(e, 14), least = eng_px(e, TABLE_LEAST_TEXT);
    int lh = eng_text_height_wrapped(e, FONT_REGULAR, px, "Ag", r.w);
    while (px > least && eng_text_height_wrapped(e, FONT_REGULAR, px, text, r.w) > r.h)
        px--;
    if (r.h < lh || eng_text_height_wrapped(e, FONT_REGULAR, px, text, r.w) > r.h)
        return; /* no room for it here: the log has it */
    SDL_Rect box = eng_text_box(e, r);
    eng_text_wrapped(e, FONT_REGULAR, px, PANEL_TEXT, text, r.x + r.w / 2, r.y, r.w, ALIGN_CENTER);
    eng_text_box(e, box);
}

static void draw_pile_labels(MidTable *t, Eng *e)
{
    const T3Ui *u = U(t);
    const T3State *v = t->v;
    int lh = eng_px(e, 22), ly = u->draw.y + u->pile_h + eng_px(e, 6);
    char buf[256];
    /* TRANSLATORS: labels under the three piles: the draw pile, the
     * discard pile and the cleared cards, with how many cards each holds;
     * short. */
    snprintf(buf, sizeof buf, _("Draw %d"), v->draw_n);
    int w = eng_px(e, 84);
    table_pill(e, (SDL_Rect){u->draw.x + u->draw.w / 2 - w / 2, ly, w, lh}, buf,
               (SDL_Color){0, 0, 0, 150}, ENG_WHITE);
    /* TRANSLATORS: the label under the discard pile; see "Draw %d". */
    snprintf(buf, sizeof buf, _("Pile %d"), v->pile_n);
    table_pill(e, (SDL_Rect){u->pile.x, ly, w, lh}, buf, (SDL_Color){0, 0, 0, 150}, ENG_WHITE);
    /* TRANSLATORS: the label under the cleared cards; see "Draw %d". */
    snprintf(buf, sizeof buf, _("Cleared %d"), v->cleared_n);
    int cw = eng_px(e, 104);
    table_pill(e, (SDL_Rect){u->cleared.x + u->cleared.w / 2 - cw / 2, ly, cw, lh}, buf,
               (SDL_Color){0, 0, 0, 150}, ENG_MUTED);
    /* runs on the pile: three of a value clear it; four of a colour swap */
    int run = t3_value_run(v), colour, crun = t3_colour_run(v, &colour);
    int y = u->mid.y + eng_px(e, 1);
    int x = u->pile.x;
    char line[400] = "";
    if (run >= 2 && t3_top_rank(v) < T3_CLEAR)
        /* TRANSLATORS: over the discard pile: %d cards of one value (%s, 1 to
         * 10) lie on top of it; one more of that value clears it. */
        snprintf(line, sizeof line, _("%d \xc3\x97 %s in a row: one more clears"), run,
                 t3_rank_name(t3_top_rank(v)));
    if (opt(v, T3_OPT_FOUR_COLOURS) && crun >= 2) {
        char item[192];
        if (colour == T3_RED)
            /* TRANSLATORS: over the discard pile: %d cards of one colour lie on
             * top of it in a row. */
            snprintf(item, sizeof item, P_("%d red in a row", "%d red in a row", crun), crun);
        else if (colour == T3_GREEN)
            /* TRANSLATORS: over the discard pile: %d cards of one colour lie on
             * top of it in a row. */
            snprintf(item, sizeof item, P_("%d green in a row", "%d green in a row", crun), crun);
        else
            /* TRANSLATORS: over the discard pile: %d cards of one colour lie on
             * top of it in a row. */
            snprintf(item, sizeof item, P_("%d blue in a row", "%d blue in a row", crun), crun);
        size_t n = strlen(line);
        snprintf(line + n, sizeof line - n, "%s%s", n ? " \xc2\xb7 " : "", item);
    }
    if (line[0])
        eng_text(e, FONT_BOLD, eng_px(e, 13), ENG_GOLD, line, x, y, ALIGN_LEFT);
    /* the direction of play (reverse_on_one), over the draw pile */
    if (opt(v, T3_OPT_REVERSE_ON_ONE)) {
        snprintf(buf, sizeof buf, "%s",
                 /* TRANSLATORS: over the draw pile: the direction of play, after
                  * an arrow; short. */
                 v->dir > 0 ? _("\xe2\x86\xbb clockwise") : _("\xe2\x86\xba counterclockwise"));
        /* centred on the draw pile, short of the run's line over the pile */
        int cx = u->draw.x + u->draw.w / 2;
        int half = cx - u->mid.x < u->pile.x - eng_px(e, 4) - cx ? cx - u->mid.x
                                                                 : u->pile.x - eng_px(e, 4) - cx;
        char fitted[256];
        int dpx = table_fit_label(e, FONT_BOLD, eng_px(e, 13), eng_px(e, TABLE_LEAST_TEXT), buf,
                                  2 * half, fitted, sizeof fitted);
        eng_text(e, FONT_BOLD, dpx, v->dir > 0 ? ENG_WHITE : ENG_GOLD, fitted, cx, y, ALIGN_CENTER);
    }
    int note_y = ly + lh + eng_px(e, NOTE_GAP);
    /* a Clear+1 or Clear+2 being played out */
    if (v->phase == T3_PHASE_EXTRA && v->owed > 0) {
        const char *who = scene_match_name(t->core.m, v->turn);
        if (v->drew || v->draw_n == 0)
            /* TRANSLATORS: after a Clear+1 or Clear+2: %s is the name of the
             * player, %d the plays still owed. */
            snprintf(buf, sizeof buf, P_("%s owes %d more play", "%s owes %d more plays", v->owed),
                     who, v->owed);
        else
            snprintf(buf, sizeof buf,
                     /* TRANSLATORS: after a Clear+1 or Clear+2: %s is the name of the
                      * player, %d the plays still owed; the player may draw a card
                      * first. */
                     P_("%s owes %d more play (a draw first is allowed)",
                        "%s owes %d more plays (a draw first is allowed)", v->owed),
                     who, v->owed);
        int bw = eng_text_width(e, FONT_BOLD, eng_px(e, 15), buf) + eng_px(e, 28);
        SDL_Rect r = {u->pile.x + u->pile.w / 2 - bw / 2, ly + lh + eng_px(e, 6), bw,
                      eng_px(e, 28)};
        table_pill(e, r, buf, (SDL_Color){246, 214, 120, 240}, ENG_INK);
        note_y = r.y + r.h + eng_px(e, NOTE_GAP);
    }
    draw_note(t, e, note_y);
}

static void draw_direction(MidTable *t, Eng *e)
{
    /* chevrons between the opponents' panels, the way play goes */
    const T3State *v = t->v;
    if (t->players < 3)
        return;
    for (int i = 0; i + 1 < t->players - 1; i++) {
        int p = (t->me + 1 + i) % t->players, q = (p + 1) % t->players;
        SDL_Rect a = U(t)->box[p].panel, b = U(t)->box[q].panel;
        int cx = (a.x + a.w + b.x) / 2, cy = a.y + a.h / 2;
        float s = (float)eng_px(e, 5) * (v->dir > 0 ? 1.0f : -1.0f);
        eng_triangle(
            e, (SDL_FPoint){cx - s, (float)cy - fabsf(s) * 1.4f}, (SDL_FPoint){cx + s, (float)cy},
            (SDL_FPoint){cx - s, (float)cy + fabsf(s) * 1.4f}, (SDL_Color){246, 214, 120, 200});
    }
}

static void draw_actions(MidTable *t, Eng *e)
{
    const T3Ui *u = U(t);
    const T3State *v = t->v;
    for (int i = 0; i < u->nact; i++) {
        int k = u->act_kind[i];
        char buf[160];
        /* The action buttons, a fixed width: their labels short. */
        switch (k) {
        case T3_M_UP:
            /* TRANSLATORS: a button; %d is how many cards are chosen, of 3. */
            snprintf(buf, sizeof buf, _("Put face up (%d/3)"), u->nsel);
            break;
        case T3_M_PLAY: {
            /* the cards picked; while a card of the hand or a 3UP card
             * drags, those its drop plays */
            int n = u->nsel, rank = n > 0 ? t3_card_rank(u->sel[0]) : 0;
            bool playing = t->press.kind == T_HAND || (t->press.kind == T_SLOT && t->press.b == 0);
            if (t->dragging && playing && !selected(t, t->press_card)) {
                n = picked_join(t, t->press_card, t->press.kind == T_SLOT) ? n + 1 : 1;
                rank = t3_card_rank(t->press_card);
            }
            if (n > 1)
                /* TRANSLATORS: a button: play %d cards of the value %s (1 to 10,
                 * or a Clear card). */
                snprintf(buf, sizeof buf, _("Play %d \xc3\x97 %s"), n, rank_label(rank));
            else if (n == 1)
                /* TRANSLATORS: a button: play the card of the value %s (1 to 10,
                 * or a Clear card). */
                snprintf(buf, sizeof buf, _("Play %s"), rank_label(rank));
            else
                /* TRANSLATORS: a button, before any card is chosen. */
                snprintf(buf, sizeof buf, "%s", C_("button", "Play"));
            break;
        }
        case T3_M_PICKUP:
            /* TRANSLATORS: a button: pick up the discard pile of %d cards. */
            snprintf(buf, sizeof buf, _("Pick up (%d)"), v->pile_n);
            break;
        case T3_M_DRAW:
            /* TRANSLATORS: a button. */
            snprintf(buf, sizeof buf, "%s", _("Draw a card"));
            break;
        case T3_M_SWAP:
            /* TRANSLATORS: a button: swap the chosen hand card and 3UP card. */
            snprintf(buf, sizeof buf, "%s", C_("button", "Swap"));
            break;
        default:
            /* TRANSLATORS: a button: keep the 3UP cards as they are. */
            snprintf(buf, sizeof buf, "%s", _("Keep my 3UP"));
            break;
        }
        SDL_Rect r = u->act[i];
        r.x += table_shake_dx(&t->shake, e, T_ACTION, k, 0);
        /* Play is dimmed while nothing can be played (pick-up is lit), and
         * pick-up while something can */
        bool can = (k != T3_M_PLAY && k != T3_M_PICKUP) ||
                   mid_legal_kind(t, T3_M_PICKUP) == (k == T3_M_PICKUP);
        eng_button(e, r, buf, action_lit(t, k) ? BUTTON_PRIMARY : BUTTON_NORMAL,
                   eng_hovered(e, T_ACTION, k, 0), can);
    }
}

static void t3_draw_plates(MidTable *t, Eng *e)
{
    for (int p = 0; p < t->players; p++)
        eng_panel(e, U(t)->box[p].panel, eng_px(e, 12), p == t->me ? 110 : 135);
}

static void t3_draw_under(MidTable *t, Eng *e)
{
    for (int p = 0; p < t->players; p++)
        draw_seat_panel(t, e, p);
    draw_direction(t, e);
    draw_piles(t, e);
}

static void t3_draw_over(MidTable *t, Eng *e)
{
    draw_pile_labels(t, e);
    draw_viewer_plate(t, e);
    draw_actions(t, e);
}

/* A new deal's banner, over the piles. */
static SDL_Point t3_banner_at(MidTable *t, Eng *e)
{
    (void)e;
    return (SDL_Point){t->main.x + t->main.w / 2, U(t)->mid.y + U(t)->mid.h / 2};
}

static SDL_Point t3_toast_at(MidTable *t, Eng *e)
{
    return (SDL_Point){t->main.x + t->main.w / 2, U(t)->box[t->me].panel.y - eng_px(e, 24)};
}

/* The cards in a seat's hand, for the review's strip of every hand. */
static int t3_hand_cards(const void *state, int seat, int *out, int cap)
{
    const T3State *s = state;
    int n = 0;
    for (int i = 0; i < s->hand_n[seat] && n < cap; i++)
        out[n++] = s->hand[seat][i];
    return n;
}

int scene_t3_table_picked(Scene *s, int *cards, int max)
{
    const T3Ui *u = U((MidTable *)s);
    for (int i = 0; i < u->nsel && i < max; i++)
        cards[i] = u->sel[i];
    return u->nsel;
}

const TableDef t3_table = {
    .hand_cards = t3_hand_cards,
    .name = "3up-3down table",
    .ui_size = sizeof(T3Ui),
    .log_width = t3_log_width,
    .deck = DECK_T3,
    .back = -1,
    .layout = t3_layout,
    .draw_plates = t3_draw_plates,
    .draw_under = t3_draw_under,
    .place_flags = t3_place_flags,
    .place_offset = t3_place_offset,
    .draw_over = t3_draw_over,
    .banner_at = t3_banner_at,
    .toast_at = t3_toast_at,
    .activate = t3_activate,
    .drag_card = t3_drag_card,
    .drag_also = t3_drag_also,
    .drop = t3_drop,
    .drop_zones = t3_drop_zones,
    .deal_from = t3_deal_from,
    .lit = t3_lit,
    .waiting = t3_waiting,
    .enter = t3_enter,
    .show_move = t3_show_move,
    .animate = t3_animate,
    .played = t3_played,
    .sound = t3_sound,
    .switched = t3_switched,
    .fly_time = 0.4,
};
