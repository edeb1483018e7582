/* The Up & Down table: the UP&DOWN card in the middle showing its face and
 * the suit that faces each player, the dice with the trump value lying in
 * front of the trick leader, every player's place around the table (the
 * seat at the screen at the bottom, the others where their sides are,
 * R-UAD-2), the cards chosen in secret lying face down in front of their
 * players, the pot, and the hand of the seat at the screen.
 *
 * The leader's change is three actions on the table (R-UAD-4): flip the
 * card, turn it so that another suit faces you, or roll the dice. Then each
 * seat chooses a card in secret (R-UAD-5); when all have chosen the cards
 * turn over together and the resolution is shown in the rulebook's order
 * (R-UAD-6): equal values struck out, cards that cannot win dimmed, the
 * winning card raised, and the trick sliding to its winner or into the pot
 * (R-UAD-7).
 *
 * Everything is drawn from the view of the seat at the screen; every click
 * becomes a Move that the rules check, and a refusal shakes and says why.
 * What every table shares (turns, log, undo, flights, input) is the
 * mid-end's (midend.h); this file is only what the game's table is: its
 * layout, its drawing, its own animations and what a click means. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games.h"
#include "i18n.h"
#include "midend.h"
#include "up_and_down.h"

/* Where a seat sits on the screen: its side relative to the viewer's. */
enum { POS_BOTTOM, POS_LEFT, POS_TOP, POS_RIGHT };

typedef struct Spot {
    int pos;
    SDL_Rect plate; /* the name plate */
    SDL_Rect hand;  /* the backs (others) or the fanned hand (the viewer) */
    SDL_Rect card;  /* where the chosen card lies, in front of the player */
    SDL_Rect dice;  /* where the dice lie when the seat leads */
} Spot;

/* The resolution of a trick on the table, step by step (R-UAD-6). */
typedef struct Reveal {
    bool on;
    UadTrick t;
    double t0; /* the cards turn over */
    double t_cancel, t_elig, t_win, t_slide, t_end;
    SDL_Rect dest; /* where the trick goes: the winner's plate or the pot */
} Reveal;

/* The table's own state (midend.h: flat, copied before every move). */
typedef struct UadUi {
    Spot spot[UAD_MAX_PLAYERS];
    SDL_Rect board, pot, rules_box, last_box;
    int hand_h, card_h, back_h;
    /* the leader's actions */
    SDL_Rect act_flip, act_roll, act_suit[UAD_SUITS], act_bar;
    /* animation */
    double flip_t0, flip_dur;
    int flip_from;
    double rot_t0, rot_dur, angle_from, angle_to;
    double roll_t0, roll_dur;
    int dice_seat; /* the seat the dice lie in front of on the screen */
    double dice_t0, dice_dur;
    SDL_Rect dice_from;
    Reveal rv;
    double deal_t0, deal_step, deal_fly; /* the viewer's hand dealt card by card */
    uint32_t cosmetic;                   /* tumbling dice faces: never the game's stream */
} UadUi;

static UadUi *U(MidTable *t) { return mid_ui(t); }

static const SDL_Color UP_BLUE = {98, 160, 238, 255};
static const SDL_Color DOWN_GREEN = {96, 206, 128, 255};

/* ---------------------------------------------------------------------- */

/* The table speaks to the person at the screen as "you": the seat it is
 * seen from, when a human plays it. Seen from an AI's seat (a game of AI
 * players, or one reviewed from an AI's seat) each seat is named. */
static bool is_you(MidTable *t, int seat)
{
    return seat == t->me && scene_match_is_human(t->core.m, seat);
}

static int pos_of(MidTable *t, int seat)
{
    return (uad_side(t->players, seat) - uad_side(t->players, t->me) + UAD_SIDES) % UAD_SIDES;
}

/* The board's rest angle: its texture has edge 0 (diamonds) at the bottom;
 * the edge facing the viewer's side is (side + rotation) % 4 (R-UAD-2). */
static double rest_angle(const UadState *v, int me)
{
    int k = (uad_side(v->hdr.cfg.players, me) + v->rotation) % UAD_SIDES;
    return -90.0 * k;
}

/* The suit on the board's edge at screen position pos. */
static int suit_at_pos(const UadState *v, int me, int pos)
{
    return uad_suit_at(v->rotation, (uad_side(v->hdr.cfg.players, me) + pos) % UAD_SIDES);
}

static const char *face_word(int face) { return cards_uad_face_word(face); }

/* A suit's name as the table writes it, in the player's language (the
 * rules' uad_suit_name is the notation's). */
static const char *suit_word(int suit)
{
    /* TRANSLATORS: the suits of Up & Down, as nouns: the suit's buttons
     * ("turn a suit to face you") and the hint "your ♥ hearts". */
    static const char *const names[UAD_SUITS] = {N_("clubs"), N_("diamonds"), N_("hearts"),
                                                 N_("spades")};
    return suit >= 0 && suit < UAD_SUITS ? _(names[suit]) : "?";
}

static const char *value_word(int v)
{
    static const char *const w[] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q"};
    return v >= 2 && v <= UAD_QUEEN ? w[v - 2] : "?";
}

/* "Q♥" */
static void short_card(int card, char *buf, size_t len)
{
    if (card < 1 || card > UAD_CARDS)
        snprintf(buf, len, "?");
    else
        snprintf(buf, len, "%s%s", value_word(uad_value(card)),
                 cards_uad_suit_glyph(uad_suit(card)));
}

/* ---------------------------------------------------------------------- */
/* Layout */

static void layout_spot(MidTable *t, Eng *e, int p)
{
    Spot *s = &U(t)->spot[p];
    s->pos = pos_of(t, p);
    SDL_Rect b = U(t)->board, m = t->main;
    int cw = eng_card_w(U(t)->card_h), ch = U(t)->card_h;
    int gap = eng_px(e, 16);
    int bcx = b.x + b.w / 2, bcy = b.y + b.h / 2;
    int dsz = eng_px(e, 46), dgap = eng_px(e, 8);
    int bh = U(t)->back_h, bw = eng_card_w(bh);
    int plate_w = eng_px(e, 236), plate_h = eng_px(e, 64);
    switch (s->pos) {
    case POS_BOTTOM:
        s->card = (SDL_Rect){bcx - cw / 2, b.y + b.h + gap, cw, ch};
        s->dice = (SDL_Rect){U(t)->act_bar.x + U(t)->act_bar.w + eng_px(e, 30),
                             s->card.y + ch / 2 - dsz / 2, dsz, dsz};
        s->hand = (SDL_Rect){m.x + eng_px(e, 10), m.y + m.h - U(t)->hand_h - eng_px(e, 6),
                             m.w - eng_px(e, 20), U(t)->hand_h};
        s->plate = (SDL_Rect){m.x, s->hand.y - eng_px(e, 44), m.w, eng_px(e, 38)};
        break;
    case POS_TOP:
        s->card = (SDL_Rect){bcx - cw / 2, b.y - gap - ch, cw, ch};
        s->dice = (SDL_Rect){s->card.x - eng_px(e, 24) - 2 * dsz - dgap,
                             s->card.y + ch / 2 - dsz / 2, dsz, dsz};
        s->plate = (SDL_Rect){bcx - plate_w / 2 - bw, m.y, plate_w, plate_h};
        s->hand =
            (SDL_Rect){s->plate.x + s->plate.w + eng_px(e, 10), m.y + eng_px(e, 2), bw * 2, bh};
        break;
    case POS_LEFT:
        s->card = (SDL_Rect){b.x - gap - cw, bcy - ch / 2, cw, ch};
        s->plate = (SDL_Rect){m.x, bcy - plate_h - eng_px(e, 6), s->card.x - m.x - gap, plate_h};
        if (s->plate.w > plate_w)
            s->plate.w = plate_w;
        s->hand = (SDL_Rect){s->plate.x + eng_px(e, 10), bcy + eng_px(e, 4), bw * 2, bh};
        s->dice = (SDL_Rect){s->hand.x, s->hand.y + bh + eng_px(e, 14), dsz, dsz};
        break;
    default: /* POS_RIGHT */
        s->card = (SDL_Rect){b.x + b.w + gap, bcy - ch / 2, cw, ch};
        {
            int x0 = s->card.x + cw + gap, w = m.x + m.w - x0;
            if (w > plate_w)
                w = plate_w;
            s->plate = (SDL_Rect){m.x + m.w - w, bcy - plate_h - eng_px(e, 6), w, plate_h};
        }
        s->hand = (SDL_Rect){s->plate.x + eng_px(e, 10), bcy + eng_px(e, 4), bw * 2, bh};
        s->dice = (SDL_Rect){s->hand.x, s->hand.y + bh + eng_px(e, 14), dsz, dsz};
        break;
    }
}

/* The viewer's hand: the rect of card i of n, overlapping when needed. */
static SDL_Rect hand_rect(const UadUi *u, int me, int i, int n)
{
    SDL_Rect a = u->spot[me].hand;
    int w = eng_card_w(a.h);
    int gap = w / 10;
    int step = w + gap;
    if (n > 1 && (n - 1) * step + w > a.w)
        step = (a.w - w) / (n - 1);
    int total = (n - 1) * step + w;
    return (SDL_Rect){a.x + (a.w - total) / 2 + i * step, a.y, w, a.h};
}

/* A suit's button in the leader's bar: its glyph in a zone SUIT_GLYPH_W
 * units wide, then its name; SUIT_PAD units at each end. */
enum { SUIT_GLYPH_W = 30, SUIT_PAD = 6 };

/* The labels of the leader's flip button (to the face it will show) and
 * roll button (with the trump now). */
static void flip_label(int to_face, char *buf, size_t len)
{
    /* TRANSLATORS: a button that flips the UP&DOWN card; %s is the face it
     * will show (UP or DOWN). Short. */
    snprintf(buf, len, _("\xe2\x87\x85 to %s"), face_word(to_face));
}

static void roll_label(int trump, char *buf, size_t len)
{
    /* TRANSLATORS: a button that rolls the dice for a new trump; %s is the
     * trump now (2 to 10, J or Q). Short. */
    snprintf(buf, len, _("\xe2\x9a\x84 Roll (now %s)"), value_word(trump));
}

/* The leader's bar, room wide less its gaps: its labels drawn at one size
 * as large as the room allows, up to the suits' names' own size (14
 * units), the flip and roll buttons taking what is left beyond that. So a
 * language whose roll button says more ("⚄ Würfeln (jetzt 10)") takes
 * the room from the suits' buttons, and one with longer suits' names
 * ("diamonds") from the others. Widths are measured at 14 units, for the
 * widest label each button may show. */
static void bar_widths(Eng *e, int bar_h, int room, int *flip_w, int *roll_w, int *suit_w)
{
    int px = eng_px(e, 14), pad = bar_h / 2, zone = eng_px(e, SUIT_GLYPH_W + 2 * SUIT_PAD);
    int flip = 0, roll = 0, word = 0;
    char buf[128];
    for (int f = 0; f < 2; f++) {
        flip_label(f ? UAD_UP : UAD_DOWN, buf, sizeof buf);
        flip = SDL_max(flip, eng_text_width(e, FONT_BOLD, px, buf));
    }
    for (int v = 2; v <= UAD_QUEEN; v++) {
        roll_label(v, buf, sizeof buf);
        roll = SDL_max(roll, eng_text_width(e, FONT_BOLD, px, buf));
    }
    for (int k = 0; k <= UAD_SUITS; k++)
        word = SDL_max(word,
                       eng_text_width(e, FONT_BOLD, px, k < UAD_SUITS ? suit_word(k) : _("yours")));
    long text = (long)flip + roll + UAD_SUITS * word + 1, free = room - 2 * pad - UAD_SUITS * zone;
    if (free >= text) { /* all at 14 units: the suits so, the rest to flip and roll */
        *suit_w = word + zone;
        long left = room - UAD_SUITS * *suit_w - 2 * pad;
        *flip_w = pad + (int)(left * flip / (flip + roll + 1));
    } else { /* all at the one size that fits */
        *suit_w = zone + (int)(free * word / text);
        *flip_w = pad + (int)(free * flip / text);
    }
    *roll_w = room - *flip_w - UAD_SUITS * *suit_w; /* the bar as wide as room, to the pixel */
}

static bool actions_shown(MidTable *t, Eng *e);

static void uad_layout(MidTable *t, Eng *e)
{
    const UadState *v = t->v;
    /* From the bottom up: the hand, the viewer's plate, the viewer's card,
     * the board; the rest of the height above. */
    U(t)->hand_h = eng_card_snap(eng_px(e, 150));
    U(t)->card_h = eng_card_snap(eng_px(e, 124));
    U(t)->back_h = eng_card_snap(eng_px(e, 62));
    int bsz = eng_px(e, 176);
    int hand_top = t->main.y + t->main.h - U(t)->hand_h - eng_px(e, 6);
    int plate_top = hand_top - eng_px(e, 44);
    int card_top = plate_top - eng_px(e, 14) - U(t)->card_h;
    int board_y = card_top - eng_px(e, 16) - bsz;
    /* With much room to spare above (a tall window), the board and the
     * cards played come up toward the middle, the hand staying below: the
     * room is what lies between the card of the seat across (above the
     * board) and that seat's plate at the top with a margin (64 + 10). */
    int free_top = board_y - eng_px(e, 16) - U(t)->card_h - (t->main.y + eng_px(e, 74));
    if (free_top > eng_px(e, 60)) {
        int lift = (free_top - eng_px(e, 60)) / 2;
        board_y -= lift;
        card_top -= lift;
    }
    int cx = t->main.x + t->main.w / 2;
    U(t)->board = (SDL_Rect){cx - bsz / 2, board_y, bsz, bsz};
    /* The leader's three actions, in the row of the viewer's card, with the
     * viewer's dice at their right end. */
    int bar_h = eng_px(e, 46), bw, rw, sw, g = eng_px(e, 8);
    bar_widths(e, bar_h, 2 * eng_px(e, 128) + UAD_SUITS * eng_px(e, 108), &bw, &rw, &sw);
    int bar_w = bw + rw + UAD_SUITS * sw + (UAD_SUITS + 1) * g + eng_px(e, 24);
    int dice_w = 2 * eng_px(e, 46) + eng_px(e, 8), dice_gap = eng_px(e, 30);
    U(t)->act_bar = (SDL_Rect){cx - (bar_w + dice_gap + dice_w) / 2,
                               card_top + U(t)->card_h / 2 - bar_h / 2, bar_w, bar_h};
    int x = U(t)->act_bar.x;
    U(t)->act_flip = (SDL_Rect){x, U(t)->act_bar.y, bw, bar_h};
    x += bw + g + eng_px(e, 12);
    for (int k = 0; k < UAD_SUITS; k++) {
        U(t)->act_suit[k] = (SDL_Rect){x, U(t)->act_bar.y, sw, bar_h};
        x += sw + g;
    }
    x += eng_px(e, 12);
    U(t)->act_roll = (SDL_Rect){x, U(t)->act_bar.y, rw, bar_h};
    for (int p = 0; p < t->players; p++)
        layout_spot(t, e, p);
    /* the pot: by the board's top-right corner, between two players' cards */
    int pw = eng_card_w(U(t)->back_h);
    U(t)->pot = (SDL_Rect){U(t)->board.x + U(t)->board.w + eng_px(e, 22),
                           U(t)->board.y - U(t)->back_h - eng_px(e, 30), pw, U(t)->back_h};
    /* The rules of the trick, top left; the last trick, top right. */
    int top_w = t->main.w / 2 - eng_px(e, 200);
    if (top_w > eng_px(e, 300))
        top_w = eng_px(e, 300);
    U(t)->rules_box = (SDL_Rect){t->main.x, t->main.y, top_w, eng_px(e, 128)};
    U(t)->last_box = (SDL_Rect){t->main.x + t->main.w - top_w, t->main.y, top_w, eng_px(e, 128)};
    if (v->phase == UAD_PHASE_OVER)
        return;
    /* The board flips; the suits on its edges turn to you; the dice roll.
     * Offered to whoever is at the screen: the rules say who may. */
    int on_board = e->ntargets;
    eng_target_add(e, T_ACTION, UAD_M_FLIP, 0, U(t)->board);
    int ew = U(t)->board.w * 36 / 100, eh = U(t)->board.h * 20 / 100;
    SDL_Rect b = U(t)->board;
    SDL_Rect edge[4] = {
        {b.x + (b.w - ew) / 2, b.y + b.h - eh, ew, eh}, /* bottom */
        {b.x, b.y + (b.h - ew) / 2, eh, ew},            /* left */
        {b.x + (b.w - ew) / 2, b.y, ew, eh},            /* top */
        {b.x + b.w - eh, b.y + (b.h - ew) / 2, eh, ew}, /* right */
    };
    for (int pos = 0; pos < UAD_SIDES; pos++)
        eng_target_add(e, T_ACTION, UAD_M_ROTATE, suit_at_pos(v, t->me, pos), edge[pos]);
    /* The dice where they are drawn: under the last trick's reveal still
     * by the seat that led it; they go to the new leader after it. */
    Spot *ls = &U(t)->spot[U(t)->dice_seat];
    SDL_Rect dice = {ls->dice.x, ls->dice.y, ls->dice.w * 2 + eng_px(e, 8), ls->dice.h};
    eng_target_add(e, T_ACTION, UAD_M_ROLL, 0, dice);
    if (actions_shown(t, e)) { /* not under the last trick's reveal */
        /* The keys take the bar, whose buttons say what they do: the
         * board, its edges and the dice above mean the same moves (a
         * rotation's edge and its button are even one target's meaning),
         * for the mouse. */
        for (int i = on_board; i < e->ntargets; i++)
            e->targets[i].flags |= ENG_TARGET_NOFOCUS;
        eng_target_add(e, T_ACTION, UAD_M_FLIP, 1, U(t)->act_flip);
        for (int k = 0; k < UAD_SUITS; k++)
            eng_target_add(e, T_ACTION, UAD_M_ROTATE, k, U(t)->act_suit[k]);
        eng_target_add(e, T_ACTION, UAD_M_ROLL, 1, U(t)->act_roll);
    }
    int n = v->hand_n[t->me];
    for (int i = 0; i < n; i++) {
        SDL_Rect r = hand_rect(U(t), t->me, i, n);
        if (i + 1 < n) { /* only the part that shows */
            SDL_Rect next = hand_rect(U(t), t->me, i + 1, n);
            if (next.x < r.x + r.w)
                r.w = next.x - r.x;
        }
        eng_target_add(e, T_HAND, v->hand[t->me][i], 0, r);
    }
}

/* ---------------------------------------------------------------------- */
/* Animation */

static double anim(Eng *e, double s) { return eng_anim_time(e, s); }

/* A chosen card still on its way to the seat's spot (every flight of this
 * table lands on a seat's spot). */
static bool spot_flying(MidTable *t, int seat)
{
    for (int i = 0; i < t->nflights; i++)
        if (SDL_RectEquals(&t->flights[i].to, &U(t)->spot[seat].card))
            return true;
    return false;
}

static bool reveal_running(MidTable *t, Eng *e) { return U(t)->rv.on && e->now < U(t)->rv.t_end; }

static double deal_end(MidTable *t)
{
    return U(t)->deal_fly > 0 ? U(t)->deal_t0 + UAD_MAX_HAND * U(t)->deal_step + U(t)->deal_fly : 0;
}

/* The hand comes from the middle of the table, a card after the other. */
static void start_deal(MidTable *t, Eng *e, double at)
{
    U(t)->deal_fly = anim(e, 0.35);
    U(t)->deal_step = anim(e, 0.05);
    U(t)->deal_t0 = at;
}

/* The board, the dice, the reveal and the deal (TableDef.update): true
 * while any moves. */
static bool uad_update(MidTable *t, Eng *e)
{
    UadUi *u = U(t);
    const UadState *v = t->v;
    if (u->rv.on && e->now >= u->rv.t_end) {
        u->rv.on = false;
        eng_redraw(e);
    }
    /* The dice follow the lead once the trick has been shown. */
    if (!reveal_running(t, e) && t->nflights == 0 && u->dice_seat != v->leader) {
        SDL_Rect from = u->spot[u->dice_seat].dice;
        u->dice_seat = v->leader;
        u->dice_from = from;
        u->dice_t0 = e->now;
        u->dice_dur = anim(e, 0.45);
    }
    return reveal_running(t, e) || e->now < deal_end(t) || e->now < u->flip_t0 + u->flip_dur ||
           e->now < u->rot_t0 + u->rot_dur || e->now < u->roll_t0 + u->roll_dur ||
           e->now < u->dice_t0 + u->dice_dur;
}

static void uad_finish(MidTable *t, Eng *e)
{
    UadUi *u = U(t);
    u->flip_dur = u->rot_dur = u->roll_dur = u->dice_dur = 0;
    u->deal_fly = 0;
    if (u->rv.on)
        u->rv.t_end = e->now;
    u->rv.on = false;
}

/* The resolution's steps, each only when it has something to show. */
static void start_reveal(MidTable *t, Eng *e, double delay)
{
    const UadState *v = t->v;
    Reveal *r = &U(t)->rv;
    r->t = v->last;
    double flip = anim(e, 0.35);
    if (flip <= 0) {
        r->on = false;
        return;
    }
    r->on = true;
    r->t0 = e->now + anim(e, delay);
    double at = r->t0 + flip + anim(e, 0.45);
    r->t_cancel = at;
    if (r->t.cancelled)
        at += anim(e, 0.9);
    r->t_elig = at;
    uint8_t all = (uint8_t)((1u << t->players) - 1);
    if ((all & ~r->t.cancelled & ~r->t.eligible) != 0)
        at += anim(e, 0.9);
    r->t_win = at;
    at += anim(e, 1.0);
    r->t_slide = at;
    r->t_end = at + anim(e, 0.5);
    r->dest = r->t.winner >= 0 ? U(t)->spot[r->t.winner].plate : U(t)->pot;
    if (r->t.winner >= 0 && r->t.winner == t->me) /* the viewer's plate is wide: its middle */
        r->dest = (SDL_Rect){r->dest.x + r->dest.w / 2 - eng_card_w(U(t)->card_h) / 2, r->dest.y,
                             eng_card_w(U(t)->card_h), U(t)->card_h};
}

/* What changed between the view before a move and after it, shown. */
static void animate_move(MidTable *t, Eng *e, const UadState *before, int mover, const Move *mv,
                         SDL_Rect mover_from)
{
    const UadState *v = t->v;
    switch (mv->kind) {
    case UAD_M_FLIP:
        U(t)->flip_t0 = e->now;
        U(t)->flip_dur = anim(e, 0.55);
        U(t)->flip_from = before->face;
        break;
    case UAD_M_ROTATE: {
        double from = rest_angle(before, t->me), to = rest_angle(v, t->me);
        double d = fmod(to - from, 360.0);
        if (d > 180)
            d -= 360;
        if (d < -180)
            d += 360;
        U(t)->rot_t0 = e->now;
        U(t)->rot_dur = anim(e, 0.6);
        U(t)->angle_from = from;
        U(t)->angle_to = from + d;
        break;
    }
    case UAD_M_ROLL:
        U(t)->roll_t0 = e->now;
        U(t)->roll_dur = anim(e, 0.8);
        break;
    case UAD_M_CARD: {
        /* a chosen card goes down face down, even the viewer's own */
        mid_fly(t, e, 0, false, -1, mover_from, U(t)->spot[mover].card, 0, 0.3);
        if (v->played != before->played) { /* the trick is complete */
            start_reveal(t, e, 0.3);
            if (v->round != before->round) {
                double after = U(t)->rv.on ? U(t)->rv.t_end : e->now;
                char banner[192];
                /* TRANSLATORS: a banner over the table when a round of the
                 * match begins. */
                snprintf(banner, sizeof banner, _("Round %d of %d: a new deal"), v->round,
                         v->rounds);
                mid_banner(t, e, banner, after, after + 2.0);
                start_deal(t, e, after);
            }
        }
        break;
    }
    default:
        break;
    }
}

/* Where a seat's card leaves from when it chooses, on the table as it was
 * drawn before (u, v). */
static SDL_Rect card_source(const UadUi *u, const UadState *v, int me, int seat, int card)
{
    if (seat == me) {
        int n = v->hand_n[me];
        for (int i = 0; i < n; i++)
            if (v->hand[me][i] == card)
                return hand_rect(u, me, i, n);
        return u->spot[seat].hand;
    }
    SDL_Rect h = u->spot[seat].hand;
    return (SDL_Rect){h.x, h.y, eng_card_w(u->card_h), u->card_h};
}

/* A move shown; an undo (mv NULL) turns the card back from how the flip or
 * the turn taken back had left it. */
static void uad_animate(MidTable *t, Eng *e, const MidBefore *b, int mover, const Move *mv)
{
    const UadState *before = b->view;
    const UadUi *old = b->ui;
    if (mv) {
        SDL_Rect from = mv->kind == UAD_M_CARD ? card_source(old, before, t->me, mover, mv->arg[0])
                                               : old->board;
        animate_move(t, e, before, mover, mv, from);
        return;
    }
    Move back = {0};
    back.kind = before->change;
    if (back.kind == UAD_M_FLIP || back.kind == UAD_M_ROTATE)
        animate_move(t, e, before, t->me, &back, U(t)->board);
}

/* The sounds of a move, at the moments of its animation: the leader's
 * change of the rules, a card laid face down, and when the trick is
 * complete its cards turned over, the trick gathered by its winner or put
 * into the pot, and a new deal when a round begins. */
static void uad_sound(MidTable *t, Eng *e, const void *before_view, int mover, const Move *mv)
{
    (void)mover;
    const UadState *before = before_view, *v = t->v;
    const UadUi *u = U(t);
    switch (mv->kind) {
    case UAD_M_FLIP:
        eng_sound(e, ENG_SND_CARD_TURN);
        break;
    case UAD_M_ROTATE:
        eng_sound(e, ENG_SND_CARD_TAKE);
        break;
    case UAD_M_ROLL:
        eng_sound(e, ENG_SND_DICE);
        break;
    case UAD_M_CARD:
        eng_sound_at(e, ENG_SND_CARD_LAY, e->now + anim(e, 0.25));
        if (v->played != before->played) {
            bool shown = u->rv.on;
            eng_sound_at(e, ENG_SND_CARD_TURN, shown ? u->rv.t0 : e->now);
            eng_sound_at(e, v->last.winner >= 0 ? ENG_SND_TRICK_WON : ENG_SND_POT,
                         shown ? u->rv.t_slide : e->now);
            if (v->round != before->round)
                eng_sound_at(e, ENG_SND_SHUFFLE, u->deal_fly > 0 ? u->deal_t0 : e->now);
        }
        break;
    default:
        break;
    }
}

/* After an AI step its turn is over when a new trick is to be led: the
 * cards of a trick come at the shorter pace inside a turn. */
static bool ai_turn_over(const void *state)
{
    return ((const UadState *)state)->phase == UAD_PHASE_CHANGE;
}

static void uad_open(MidTable *t, Eng *e)
{
    Match *m = mid_match(t);
    U(t)->dice_seat = ((const UadState *)m->sg.state)->leader;
    U(t)->cosmetic = (uint32_t)SDL_GetPerformanceCounter() | 1u;
    if (m->sg.n_moves == 0 && e->win) /* a new game at the window: the cards are dealt */
        start_deal(t, e, e->now + anim(e, 0.2));
}

static void uad_switched(MidTable *t, Eng *e)
{
    (void)e;
    U(t)->dice_seat = ((const UadState *)mid_match(t)->sg.state)->leader;
}

/* ---------------------------------------------------------------------- */
/* Input */

static MidAction uad_activate(MidTable *t, Eng *e, const EngTarget *tg, Move *mv, char *why,
                              size_t whylen)
{
    (void)t, (void)e, (void)why, (void)whylen;
    int kind, arg = 0;
    if (tg->kind == T_HAND)
        kind = UAD_M_CARD, arg = tg->a;
    else if (tg->kind == T_ACTION)
        kind = tg->a, arg = tg->a == UAD_M_ROTATE ? tg->b : 0;
    else
        return MID_NONE;
    *mv = move_make(kind, kind == UAD_M_FLIP || kind == UAD_M_ROLL ? 0 : 1, &arg);
    return MID_PLAY;
}

/* A card of the hand may be dragged to the seat's place at the trick
 * while the seat chooses. */
static int uad_drag_card(MidTable *t, const EngTarget *tg)
{
    const UadState *v = t->v;
    return tg->kind == T_HAND && v->phase == UAD_PHASE_CHOOSE && mid_legal(t, UAD_M_CARD, tg->a)
               ? tg->a
               : MID_NO_DRAG;
}

/* The seat's place at the trick, a little larger than the card. */
static SDL_Rect drop_spot(MidTable *t, Eng *e)
{
    SDL_Rect r = U(t)->spot[t->me].card;
    int m = eng_px(e, 24);
    return (SDL_Rect){r.x - m, r.y - m, r.w + 2 * m, r.h + 2 * m};
}

static MidAction uad_drop(MidTable *t, Eng *e, const EngTarget *src, int x, int y, Move *mv,
                          char *why, size_t whylen)
{
    SDL_Rect r = drop_spot(t, e);
    SDL_Point p = {x, y};
    if (!SDL_PointInRect(&p, &r) && !SDL_PointInRect(&p, &U(t)->board)) {
        snprintf(why, whylen, "%s",
                 _("Drop the card on your place at the trick, in front of you."));
        return MID_REFUSE;
    }
    int card = src->a;
    *mv = move_make(UAD_M_CARD, 1, &card);
    return MID_PLAY;
}

static int uad_drop_zones(MidTable *t, Eng *e, const EngTarget *src, SDL_Rect *out, int max)
{
    (void)src;
    if (max < 1)
        return 0;
    out[0] = U(t)->spot[t->me].card;
    (void)e;
    return 1;
}

static void uad_waiting(MidTable *t, const EngTarget *tg, char *why, size_t whylen)
{
    Match *m = mid_match(t);
    const UadState *v = t->v;
    const char *to = scene_match_name(m, scene_match_to_move(m));
    if (v->phase == UAD_PHASE_CHANGE && tg->kind != T_HAND)
        /* TRANSLATORS: a refusal; %s is the name of the player who leads the
         * trick. */
        snprintf(why, whylen, _("Only the trick leader changes the rules: %s leads now."), to);
    else if (v->phase == UAD_PHASE_CHANGE)
        /* TRANSLATORS: a refusal; %s is the name of the player who leads the
         * trick. */
        snprintf(why, whylen, _("%s, the trick leader, changes the rules first."), to);
    else if (v->chose[m->viewer])
        /* TRANSLATORS: a refusal; %s is the name of a player still choosing a
         * card. */
        snprintf(why, whylen, _("Your card is down: %s is choosing."), to);
    else
        /* TRANSLATORS: a refusal when a player acts out of turn; %s is the
         * name of the player to move. */
        snprintf(why, whylen, _("It is %s's turn."), to);
}

/* ---------------------------------------------------------------------- */
/* Drawing */

static float phase_of(double now, double t0, double dur)
{
    return dur > 0 ? eng_clamp01((float)((now - t0) / dur)) : 1.0f;
}

static SDL_Rect lerp_rect(SDL_Rect a, SDL_Rect b, float k)
{
    return (SDL_Rect){
        (int)eng_lerp((float)a.x, (float)b.x, k), (int)eng_lerp((float)a.y, (float)b.y, k),
        (int)eng_lerp((float)a.w, (float)b.w, k), (int)eng_lerp((float)a.h, (float)b.h, k)};
}

static void draw_board(MidTable *t, Eng *e)
{
    const UadState *v = t->v;
    double angle = rest_angle(v, t->me);
    float k = phase_of(e->now, U(t)->rot_t0, U(t)->rot_dur);
    if (k < 1)
        angle = eng_lerp((float)U(t)->angle_from, (float)U(t)->angle_to, eng_ease_in_out_cubic(k));
    int face = v->face;
    float squash = 1;
    float f = phase_of(e->now, U(t)->flip_t0, U(t)->flip_dur);
    if (f < 1) {
        squash = (float)fabs(cos(f * ENG_PI));
        if (f < 0.5f)
            face = U(t)->flip_from;
    }
    unsigned flags = 0;
    bool leader_now = t->my_turn && v->phase == UAD_PHASE_CHANGE;
    if (leader_now && mid_legal(t, UAD_M_FLIP, 0))
        flags |= eng_hovered(e, T_ACTION, UAD_M_FLIP, 0) || eng_hovered(e, T_ACTION, UAD_M_FLIP, 1)
                     ? CARD_HOVER
                     : CARD_GLOW;
    SDL_Rect r = U(t)->board;
    r.x += table_shake_dx(&t->shake, e, T_ACTION, UAD_M_FLIP, 0);
    if (U(t)->rv.on && e->now >= U(t)->rv.t0) /* the reveal's words lie over it */
        flags |= CARDS_BOARD_PLAIN;
    cards_uad_board(e, face, r, angle, squash, flags);
    /* the suit under the mouse while the leader may turn the card */
    if (leader_now && e->hover.kind == T_ACTION && e->hover.a == UAD_M_ROTATE && k >= 1) {
        SDL_Rect h;
        if (eng_target_find(e, T_ACTION, UAD_M_ROTATE, e->hover.b, &h) &&
            mid_legal(t, UAD_M_ROTATE, e->hover.b))
            eng_round_outline(e, h, h.w < h.h ? h.w / 2 : h.h / 2, eng_px(e, 3),
                              (SDL_Color){255, 248, 210, 255});
    }
}

static void draw_dice(MidTable *t, Eng *e)
{
    const UadState *v = t->v;
    SDL_Rect at = U(t)->spot[U(t)->dice_seat].dice;
    float k = phase_of(e->now, U(t)->dice_t0, U(t)->dice_dur);
    if (k < 1)
        at = lerp_rect(U(t)->dice_from, at, eng_ease_in_out_cubic(k));
    int gap = eng_px(e, 8);
    float roll = phase_of(e->now, U(t)->roll_t0, U(t)->roll_dur);
    bool lit = t->my_turn && v->phase == UAD_PHASE_CHANGE && mid_legal_kind(t, UAD_M_ROLL);
    bool hov = eng_hovered(e, T_ACTION, UAD_M_ROLL, 0) || eng_hovered(e, T_ACTION, UAD_M_ROLL, 1);
    int sx = table_shake_dx(&t->shake, e, T_ACTION, UAD_M_ROLL, 0);
    for (int i = 0; i < 2; i++) {
        SDL_Rect r = {at.x + i * (at.w + gap) + sx, at.y, at.w, at.h};
        int face = v->dice[i];
        double angle = i ? 8 : -6;
        if (roll < 1) { /* tumbling: cosmetic faces, then the real ones */
            U(t)->cosmetic = U(t)->cosmetic * 1664525u + 1013904223u;
            face = roll < 0.8f ? 1 + (int)((U(t)->cosmetic >> 16) % 6) : v->dice[i];
            angle += (1 - roll) * 720 * (i ? -1 : 1);
            r.y -= (int)(sin(roll * ENG_PI) * eng_px(e, 30));
            r.x += (int)((1 - roll) * eng_px(e, i ? 30 : -30));
        }
        cards_die(e, face, r, angle, lit ? (hov ? CARD_HOVER : CARD_GLOW) : 0);
    }
    char buf[64];
    if (v->trump >= UAD_JACK) /* the sum names the jack or the queen */
        /* TRANSLATORS: a label under the dice: the trump value, J or Q, and
         * the sum of the dice that names it; short. */
        snprintf(buf, sizeof buf, _("Trump %s (%d)"), value_word(v->trump), v->trump);
    else
        /* TRANSLATORS: a label under the dice: the trump value; short. */
        snprintf(buf, sizeof buf, _("Trump %d"), v->trump);
    if (roll >= 0.8f && k >= 1) { /* once the dice lie still */
        /* as wide as its words ask, a little wider than the dice at most */
        int ph = eng_px(e, 24), pw = eng_text_width(e, FONT_BOLD, table_pill_px(ph), buf) + ph;
        if (pw < eng_px(e, 92))
            pw = eng_px(e, 92);
        if (pw > eng_px(e, 124))
            pw = eng_px(e, 124);
        SDL_Rect p = {at.x + at.w + gap / 2 - pw / 2, at.y + at.h + eng_px(e, 6), pw, ph};
        if (p.x < eng_px(e, 4))
            p.x = eng_px(e, 4);
        table_pill(e, p, buf, (SDL_Color){246, 214, 120, 235}, ENG_INK);
    }
}

/* A face-down card, or the card of a trick being shown, in a seat's spot. */
static void draw_spots(MidTable *t, Eng *e)
{
    const UadState *v = t->v;
    for (int p = 0; p < t->players; p++) {
        SDL_Rect r = U(t)->spot[p].card;
        if (U(t)->rv.on && e->now >= U(t)->rv.t_slide)
            continue;
        if (U(t)->rv.on) {
            int card = U(t)->rv.t.card[p];
            if (spot_flying(t, p)) /* the last card is still on its way */
                continue;
            /* all cards turn over together: the backs narrow, the faces widen */
            float f = phase_of(e->now, U(t)->rv.t0, anim(e, 0.35));
            if (e->now < U(t)->rv.t0) {
                eng_card_back(e, r.x, r.y, r.h, CARD_SHADOW);
                continue;
            }
            if (f < 1) {
                bool face = f >= 0.5f;
                eng_card_turning(e, DECK_UAD, card, face, r.x, r.y, r.h,
                                 (float)fabs(cos(f * ENG_PI)));
                continue;
            }
            bool cancelled = (U(t)->rv.t.cancelled >> p) & 1;
            bool eligible = (U(t)->rv.t.eligible >> p) & 1;
            unsigned flags = CARD_SHADOW;
            if (e->now >= U(t)->rv.t_cancel && cancelled)
                flags |= CARD_DIM;
            if (e->now >= U(t)->rv.t_elig && !cancelled && !eligible)
                flags |= CARD_DIM;
            bool wins = e->now >= U(t)->rv.t_win && U(t)->rv.t.winner == p;
            if (wins) {
                r.y -= (int)(eng_ease_out_back(phase_of(e->now, U(t)->rv.t_win, anim(e, 0.3))) *
                             eng_px(e, 16));
                flags |= CARD_GLOW;
            }
            eng_card_face(e, DECK_UAD, card, r.x, r.y, r.h, flags);
            if (e->now >= U(t)->rv.t_cancel && cancelled) { /* struck out */
                float th = (float)eng_px(e, 4);
                SDL_FPoint a = {(float)r.x + r.w * 0.12f, (float)r.y + r.h * 0.15f};
                SDL_FPoint b = {(float)r.x + r.w * 0.88f, (float)r.y + r.h * 0.85f};
                SDL_Color red = {214, 40, 40, 230};
                eng_triangle(e, (SDL_FPoint){a.x - th, a.y + th}, (SDL_FPoint){a.x + th, a.y - th},
                             (SDL_FPoint){b.x + th, b.y - th}, red);
                eng_triangle(e, (SDL_FPoint){a.x - th, a.y + th}, (SDL_FPoint){b.x + th, b.y - th},
                             (SDL_FPoint){b.x - th, b.y + th}, red);
            }
            continue;
        }
        if (v->chose[p] && !spot_flying(t, p)) {
            eng_card_back(e, r.x, r.y, r.h, CARD_SHADOW);
            if (p == t->me && v->choice[p]) { /* the viewer knows their own card */
                char c[16], buf[64];
                short_card(v->choice[p], c, sizeof c);
                if (is_you(t, p))
                    /* TRANSLATORS: on the player's own face-down card: the card
                     * it is ("Q♥"); short. */
                    snprintf(buf, sizeof buf, _("yours: %s"), c);
                else /* an AI's seat: the card alone */
                    snprintf(buf, sizeof buf, "%s", c);
                int ph = eng_px(e, 22), pw = eng_px(e, 84);
                int room = r.w - eng_px(e, 4) > pw ? r.w - eng_px(e, 4) : pw;
                /* as wide as the words need (a longer language), up to the
                 * card's width; where they do not fit even in the least
                 * size, the card alone */
                int need = table_pill_w(e, ph, table_pill_px(ph), buf);
                int least = table_pill_w(e, ph, eng_px(e, TABLE_LEAST_TEXT), buf);
                if (least > room)
                    snprintf(buf, sizeof buf, "%s", c);
                if (need > pw)
                    pw = need < room ? need : room;
                table_pill(
                    e, (SDL_Rect){r.x + r.w / 2 - pw / 2, r.y + r.h - ph - eng_px(e, 6), pw, ph},
                    buf, (SDL_Color){255, 253, 245, 235}, ENG_INK);
            }
        } else if (!v->chose[p] && v->phase != UAD_PHASE_OVER &&
                   !(p == t->me && actions_shown(t, e))) /* under the leader's bar */
            eng_card_slot(e, r.x, r.y, r.h, (SDL_Color){255, 255, 255, 36}, false);
    }
}

/* The trick sliding away to its winner or into the pot. */
static void draw_slide(MidTable *t, Eng *e)
{
    if (!U(t)->rv.on || e->now < U(t)->rv.t_slide)
        return;
    float k = eng_ease_in_out_cubic(
        phase_of(e->now, U(t)->rv.t_slide, U(t)->rv.t_end - U(t)->rv.t_slide));
    for (int p = 0; p < t->players; p++) {
        SDL_Rect from = U(t)->spot[p].card;
        SDL_Rect to = U(t)->rv.dest;
        to.w = eng_card_w(U(t)->back_h);
        to.h = U(t)->back_h;
        to.x = U(t)->rv.dest.x + U(t)->rv.dest.w / 2 - to.w / 2;
        to.y = U(t)->rv.dest.y + U(t)->rv.dest.h / 2 - to.h / 2;
        SDL_Rect r = lerp_rect(from, to, k);
        eng_card_face(e, DECK_UAD, U(t)->rv.t.card[p], r.x, r.y, eng_card_snap(r.h), CARD_SHADOW);
    }
}

/* The free square the board stands in, between the cards of the players
 * around it: where the reveal's words go, never over a card being shown.
 * With two players nobody sits at the sides, and it may be wider. */
static SDL_Rect reveal_area(MidTable *t, Eng *e)
{
    SDL_Rect b = U(t)->board;
    int gap = eng_px(e, 16) - eng_px(e, 4);
    SDL_Rect a = {b.x - gap, b.y - gap, b.w + 2 * gap, b.h + 2 * gap};
    bool sides = false;
    for (int p = 0; p < t->players; p++)
        sides |= U(t)->spot[p].pos == POS_LEFT || U(t)->spot[p].pos == POS_RIGHT;
    if (!sides) {
        int w = b.w * 2;
        if (w > t->main.w - eng_px(e, 40))
            w = t->main.w - eng_px(e, 40);
        if (w > a.w)
            a = (SDL_Rect){b.x + b.w / 2 - w / 2, a.y, w, a.h};
    }
    return a;
}

/* The second line of a won trick's outcome: the winning card, why it won
 * (UAD_WHY_*), and how many cards it takes from the pot (0: none). */
static void win_words(char *buf, size_t len, const char *card, int reason, int pot)
{
    switch (reason) {
    case UAD_WHY_HIGHEST:
        if (pot > 0)
            snprintf(
                buf, len,
                /* TRANSLATORS: under "Kim wins": %s is the winning card ("Q♥"),
                 * the highest of the trick, and %d the cards it also takes from
                 * the pot. */
                P_("%s, the highest, +%d from the pot", "%s, the highest, +%d from the pot", pot),
                card, pot);
        else
            /* TRANSLATORS: under "Kim wins": %s is the winning card ("Q♥"). */
            snprintf(buf, len, _("with %s, the highest"), card);
        break;
    case UAD_WHY_LOWEST:
        if (pot > 0)
            snprintf(
                buf, len,
                /* TRANSLATORS: under "Kim wins": %s is the winning card ("Q♥"),
                 * the lowest of the trick, and %d the cards it also takes from
                 * the pot. */
                P_("%s, the lowest, +%d from the pot", "%s, the lowest, +%d from the pot", pot),
                card, pot);
        else
            /* TRANSLATORS: under "Kim wins": %s is the winning card ("Q♥"). */
            snprintf(buf, len, _("with %s, the lowest"), card);
        break;
    case UAD_WHY_TRUMP:
        if (pot > 0)
            snprintf(buf, len,
                     /* TRANSLATORS: under "Kim wins": %s is the winning card ("Q♥"),
                      * the trump, and %d the cards it also takes from the pot. */
                     P_("%s, the trump, +%d from the pot", "%s, the trump, +%d from the pot", pot),
                     card, pot);
        else
            /* TRANSLATORS: under "Kim wins": %s is the winning card ("Q♥"). */
            snprintf(buf, len, _("with %s, the trump"), card);
        break;
    case UAD_WHY_ONLY:
        if (pot > 0)
            snprintf(buf, len,
                     /* TRANSLATORS: under "Kim wins": %s is the winning card ("Q♥"),
                      * the only card left that could win, and %d the cards it also
                      * takes from the pot. */
                     P_("%s, the only one left, +%d from the pot",
                        "%s, the only one left, +%d from the pot", pot),
                     card, pot);
        else
            /* TRANSLATORS: under "Kim wins": %s is the winning card ("Q♥"),
             * the only card left that could win. */
            snprintf(buf, len, _("with %s, the only one left"), card);
        break;
    default:
        snprintf(buf, len, "%s", card);
    }
}

/* The length of a line of the reveal's words. */
enum { REVEAL_LINE = 256 };

/* The resolution in short lines, as far as it has been shown (R-UAD-6):
 * the rules of the trick, the values that cancelled (B), the cards that
 * could not win (C), the winner and why (A, D) or the pot (R-UAD-7). The
 * reasons are the rules' (uad_trick_why); the log says them in full. */
static int reveal_lines(MidTable *t, Eng *e, int px, int maxw, char lines[][REVEAL_LINE],
                        SDL_Color *col, int max)
{
    const Reveal *rv = &U(t)->rv;
    const UadTrick *tr = &rv->t;
    Match *m = t->core.m;
    UadWhy w;
    uad_trick_why(tr, t->players, &w);
    int n = 0;
    char c[16];
    /* TRANSLATORS: a trick's rules: the face of the UP&DOWN card (UP or
     * DOWN) and the trump value (2 to 10, J or Q). */
    snprintf(lines[n], REVEAL_LINE, _("%s \xc2\xb7 trump %s"), face_word(tr->face),
             value_word(tr->trump));
    col[n++] = tr->face == UAD_UP ? UP_BLUE : DOWN_GREEN;
    if (e->now >= rv->t_cancel)
        for (int v = 2; v <= UAD_QUEEN && n < max; v++) {
            if (!((w.cancelled_values >> v) & 1))
                continue;
            char cards[96] = "";
            size_t u = 0;
            for (int p = 0; p < t->players && u < sizeof cards; p++)
                if (((w.cancelled >> p) & 1) && uad_value(tr->card[p]) == v) {
                    short_card(tr->card[p], c, sizeof c);
                    u += (size_t)snprintf(cards + u, sizeof cards - u, "%s%s", u ? " " : "", c);
                }
            /* TRANSLATORS: in a trick's outcome: %s lists the cards of one
             * value that cancel each other ("Q♥ Q♠"). */
            snprintf(lines[n], REVEAL_LINE, _("%s cancel out"), cards);
            col[n++] = (SDL_Color){255, 150, 140, 255};
        }
    if (e->now >= rv->t_elig)
        for (int p = 0; p < t->players && n < max; p++) {
            if (!((w.cannot_win >> p) & 1))
                continue;
            short_card(tr->card[p], c, sizeof c);
            /* TRANSLATORS: in a trick's outcome, a card that could not win:
             * the card ("Q♥"), then the glyph of the suit its player faces
             * (♥). */
            snprintf(lines[n], REVEAL_LINE, _("%s: neither %s nor trump"), c,
                     cards_uad_suit_glyph(tr->facing[p]));
            col[n++] = ENG_MUTED;
        }
    if (e->now >= rv->t_win && n < max) {
        if (w.winner >= 0) {
            short_card(tr->card[w.winner], c, sizeof c);
            if (is_you(t, w.winner)) {
                snprintf(lines[n], REVEAL_LINE, "%s", _("You win the trick"));
            } else {
                /* The line shrinks to fit (draw_reveal_caption), down to a
                 * size still easy to read; a name too long even then loses
                 * its end. */
                /* TRANSLATORS: a trick's outcome; %s is the name of the
                 * player who wins it. */
                const char *wins = _("%s wins");
                char name[128], bare[REVEAL_LINE];
                snprintf(bare, sizeof bare, wins, "");
                int least = eng_px(e, 12) < px ? eng_px(e, 12) : px;
                table_fit_text(e, FONT_BOLD, least, scene_match_name(m, w.winner),
                               maxw - eng_text_width(e, FONT_BOLD, least, bare), name, sizeof name);
                snprintf(lines[n], REVEAL_LINE, wins, name);
            }
            col[n++] = ENG_GOLD;
            if (n < max) {
                win_words(lines[n], REVEAL_LINE, c, w.reason, tr->won > 1 ? tr->won - 1 : 0);
                col[n++] = ENG_GOLD;
            }
        } else { /* one text, a line each where it says */
            const char *text;
            if (tr->discarded > 0)
                /* TRANSLATORS: the outcome of a trick nobody wins, on two
                 * lines: keep the line break. */
                text = _("No card can win:\nthe pot is discarded");
            else
                /* TRANSLATORS: the outcome of a trick nobody wins, on two
                 * lines: keep the line break. The trick goes into the pot. */
                text = _("No card can win:\ninto the pot");
            for (const char *l = text; l && n < max;) {
                const char *end = strchr(l, '\n');
                snprintf(lines[n], REVEAL_LINE, "%.*s", end ? (int)(end - l) : (int)strlen(l), l);
                col[n++] = ENG_GOLD;
                l = end ? end + 1 : NULL;
            }
        }
    }
    return n;
}

static void draw_reveal_caption(MidTable *t, Eng *e)
{
    if (!U(t)->rv.on || e->now < U(t)->rv.t0)
        return;
    char lines[8][REVEAL_LINE];
    SDL_Color col[8];
    SDL_Rect a = reveal_area(t, e);
    int pad = eng_px(e, 10), px = eng_px(e, 15), lh = eng_px(e, 21);
    int n = reveal_lines(t, e, px, a.w - 2 * pad, lines, col, 8);
    int font[8];
    for (int i = 0; i < n; i++) /* the rules of the trick and its outcome stand out */
        font[i] = i == 0 || !memcmp(&col[i], &ENG_GOLD, sizeof col[i]) ? FONT_BOLD : FONT_REGULAR;
    int wmax = 0, fit[8];
    for (int i = 0; i < n; i++) {
        fit[i] = eng_text_fit(e, font[i], px, lines[i], a.w - 2 * pad);
        int w = eng_text_width(e, font[i], fit[i], lines[i]);
        if (w > wmax)
            wmax = w;
    }
    int h = n * lh + 2 * pad;
    if (h > a.h)
        h = a.h;
    SDL_Rect r = {a.x + a.w / 2 - (wmax + 2 * pad) / 2, a.y + a.h / 2 - h / 2, wmax + 2 * pad, h};
    eng_shadow(e, r, eng_px(e, 12), eng_px(e, 8), (SDL_Color){0, 0, 0, 150});
    eng_round_rect(e, r, eng_px(e, 12), (SDL_Color){30, 24, 16, 240}, (SDL_Color){20, 16, 10, 240});
    SDL_Rect box = eng_text_box(e, r);
    for (int i = 0; i < n; i++)
        eng_text(e, font[i], fit[i], col[i], lines[i], r.x + r.w / 2, r.y + pad + i * lh + lh / 2,
                 ALIGN_CENTER | ALIGN_MIDDLE);
    eng_text_box(e, box);
}

/* A seat's tricks this round, and in the match when it has more rounds:
 * "2 tricks · 5 in all". */
static void tricks_text(const UadState *v, int p, char *buf, size_t len)
{
    int n = v->round >= 1 ? v->round_tricks[v->round - 1][p] : 0;
    if (v->rounds > 1)
        /* TRANSLATORS: a player's tricks won this round, then their tricks
         * in the whole match so far; short. */
        snprintf(buf, len, P_("%d trick \xc2\xb7 %d in all", "%d tricks \xc2\xb7 %d in all", n), n,
                 v->total[p]);
    else
        /* TRANSLATORS: a player's tricks won this round; short. */
        snprintf(buf, len, P_("%d trick", "%d tricks", n), n);
}

static void draw_opponent(MidTable *t, Eng *e, int p)
{
    const UadState *v = t->v;
    Match *m = t->core.m;
    Spot *s = &U(t)->spot[p];
    int to = scene_match_to_move(m);
    bool acting = to == p;
    SDL_Rect pl = s->plate;

    if (acting)
        eng_round_outline(e, pl, eng_px(e, 12), eng_px(e, 3), ENG_GOLD);
    int pad = eng_px(e, 10);
    int suit = uad_facing(v, p);
    int gw = eng_px(e, 30);
    char fitted[200];
    int name_px = table_fit_seat(e, FONT_BOLD, eng_px(e, 17), t->core.m, p, acting, "",
                                 pl.w - 2 * pad - gw - eng_px(e, 4), fitted, sizeof fitted);
    SDL_Rect box = eng_text_box(e, pl);
    eng_text(e, FONT_BOLD, name_px, acting ? ENG_GOLD : ENG_WHITE, fitted, pl.x + pad,
             pl.y + eng_px(e, 18), ALIGN_LEFT | ALIGN_MIDDLE);
    eng_text_box(e, box);
    /* the suit facing the player, on a white medallion */
    int gx = pl.x + pl.w - pad - gw / 2, gy = pl.y + eng_px(e, 20);
    eng_fill_circle(e, gx, gy, gw / 2, ENG_WHITE);
    eng_text(e, FONT_BOLD, eng_px(e, 22), cards_uad_suit_colour(suit), cards_uad_suit_glyph(suit),
             gx, gy, ALIGN_CENTER | ALIGN_MIDDLE);
    /* the items of the line, apart with middle dots; the count in hand
     * gives way first where the line would shrink too far (every hand
     * holds as many cards as the player's own, R-UAD-5) */
    char line[256], item[96];
    int lpx = 0;
    for (int with_hand = 1; with_hand >= 0; with_hand--) {
        tricks_text(v, p, line, sizeof line);
        size_t u = strlen(line);
        if (with_hand) {
            /* TRANSLATORS: the number of cards in a player's hand; short. */
            snprintf(item, sizeof item, P_("%d in hand", "%d in hand", v->hand_n[p]), v->hand_n[p]);
            snprintf(line + u, sizeof line - u, " \xc2\xb7 %s", item);
        }
        u = strlen(line);
        if (v->leader == p && v->phase != UAD_PHASE_OVER)
            /* TRANSLATORS: after a player's tricks and cards in hand: this
             * player leads the trick; one short word. */
            snprintf(line + u, sizeof line - u, " \xc2\xb7 %s", C_("trick", "leads"));
        lpx = eng_text_fit(e, FONT_REGULAR, eng_px(e, 14), line, pl.w - 2 * pad);
        if (lpx >= eng_px(e, 12)) /* the least the trick's rules beside it take */
            break;
    }
    eng_text(e, FONT_REGULAR, lpx, ENG_MUTED, line, pl.x + pad, pl.y + eng_px(e, 44),
             ALIGN_LEFT | ALIGN_MIDDLE);
    /* the hand: backs, with the count */
    int cnt = v->hand_n[p];
    int bh = U(t)->back_h, bw = eng_card_w(bh);
    int shown = cnt < 5 ? cnt : 5;
    int step = bw / 5;
    SDL_Rect h = s->hand;
    for (int i = 0; i < shown; i++)
        eng_card_back(e, h.x + i * step, h.y, bh, i == 0 ? CARD_SHADOW : 0);
    if (acting && !scene_match_is_human(m, p) && scene_match_ai_busy(m) && t->core.thinking_shown)
        /* TRANSLATORS: under the seat of an AI player while it chooses its
         * move; short. */
        eng_text(e, FONT_REGULAR, eng_px(e, 13), ENG_GOLD, _("thinking\xe2\x80\xa6"),
                 pl.x + pl.w - pad, pl.y + pl.h + eng_px(e, 10), ALIGN_RIGHT | ALIGN_MIDDLE);
}

/* What the viewer may do now, in words. */
static void hint(MidTable *t, char *buf, size_t len)
{
    const UadState *v = t->v;
    Match *m = t->core.m;
    int to = scene_match_to_move(m);
    int suit = uad_facing(v, t->me);
    if (to < 0)
        snprintf(buf, len, "%s", _("The game is over."));
    else if (t->my_turn && v->phase == UAD_PHASE_CHANGE)
        /* TRANSLATORS: the leader's three ways to change the rules are the
         * buttons above this line ("Flip", "or turn a suit to face you",
         * "or roll"). */
        snprintf(buf, len, "%s", _("You lead: make one of the three changes above"));
    else if (t->my_turn && v->trump == 8)
        /* TRANSLATORS: the glyph of the player's suit (♥) and its name
         * (hearts), then the trump value, 8 ("an 8"); ★ marks the cards of
         * the hand that can win. */
        snprintf(buf, len, _("Choose a card in secret. \xe2\x98\x85 can win: your %s %s or an %s"),
                 cards_uad_suit_glyph(suit), suit_word(suit), value_word(v->trump));
    else if (t->my_turn)
        /* TRANSLATORS: the glyph of the player's suit (♥) and its name
         * (hearts), then the trump value (2 to 10, J or Q); ★ marks the
         * cards of the hand that can win. */
        snprintf(buf, len, _("Choose a card in secret. \xe2\x98\x85 can win: your %s %s or a %s"),
                 cards_uad_suit_glyph(suit), suit_word(suit), value_word(v->trump));
    else if (mid_own_turn_shown(t))
        snprintf(buf, len, "%s", _("Your turn"));
    else if (v->phase == UAD_PHASE_CHANGE)
        /* TRANSLATORS: %s is the name of the player who leads the trick. */
        snprintf(buf, len, _("%s leads and changes the rules"), scene_match_name(m, to));
    else if (v->chose[t->me] && is_you(t, t->me))
        /* TRANSLATORS: %s is the name of a player still choosing a card. */
        snprintf(buf, len, _("Your card is down. %s is choosing\xe2\x80\xa6"),
                 scene_match_name(m, to));
    else
        /* TRANSLATORS: %s is the name of a player choosing a card. */
        snprintf(buf, len, _("%s is choosing\xe2\x80\xa6"), scene_match_name(m, to));
}

/* The viewer's place: the plate line and the hand. */
static SDL_Rect viewer_panel(MidTable *t, Eng *e)
{
    SDL_Rect pl = U(t)->spot[t->me].plate;
    return (SDL_Rect){pl.x, pl.y - eng_px(e, 4), pl.w, t->main.y + t->main.h - pl.y + eng_px(e, 4)};
}

/* The viewer's hand, fanned, the card pointed at raised. */
static void draw_hand(MidTable *t, Eng *e)
{
    const UadState *v = t->v;
    int me = t->me;
    Spot *s = &U(t)->spot[me];
    int suit = uad_facing(v, me);
    int n = v->hand_n[me];
    bool choosing = t->my_turn && v->phase == UAD_PHASE_CHOOSE;
    /* each card's place in the fan, where it is drawn (moved by a shake or
     * raised), how it is lit, and whether the deal still flies it there */
    SDL_Rect laid[UAD_MAX_HAND + 1], at[UAD_MAX_HAND + 1];
    unsigned lit[UAD_MAX_HAND + 1];
    bool dealing[UAD_MAX_HAND + 1];
    for (int i = 0; i < n && i <= UAD_MAX_HAND; i++) {
        int card = v->hand[me][i];
        laid[i] = hand_rect(U(t), t->me, i, n);
        SDL_Rect c = laid[i];
        unsigned f = CARD_SHADOW | CARD_GLOW_UNDER;
        bool hov = eng_hovered(e, T_HAND, card, 0);
        if (choosing && mid_legal(t, UAD_M_CARD, card))
            f |= hov ? CARD_HOVER : CARD_GLOW;
        if (t->shake.kind == T_HAND && t->shake.a == card)
            f |= CARD_REFUSED;
        c.x += table_shake_dx(&t->shake, e, T_HAND, card, 0);
        /* the card under the mouse rises; the keys' ring marks its own
         * card where it lies, clear of the words just above the hand */
        if (choosing && hov && !e->focus_shown)
            c.y -= eng_px(e, 14);
        at[i] = c;
        lit[i] = f;
        dealing[i] =
            U(t)->deal_fly > 0 && e->now < U(t)->deal_t0 + i * U(t)->deal_step + U(t)->deal_fly;
    }
    /* the glows first, under the whole fan: each card's face hides its
     * neighbour's glow, which would wash over it */
    for (int i = 0; i < n && i <= UAD_MAX_HAND; i++)
        if (!dealing[i] && !mid_card_away(t, v->hand[me][i]))
            eng_card_under(e, at[i], lit[i] & (CARD_GLOW | CARD_HOVER | CARD_REFUSED));
    for (int i = 0; i < n && i <= UAD_MAX_HAND; i++) {
        int card = v->hand[me][i];
        SDL_Rect c = at[i];
        unsigned f = lit[i];
        if (mid_card_away(t, card))
            continue;
        if (dealing[i]) {
            double t0 = U(t)->deal_t0 + i * U(t)->deal_step;
            if (e->now < t0)
                continue; /* not dealt yet */
            float k = eng_ease_out_cubic(phase_of(e->now, t0, U(t)->deal_fly));
            SDL_Rect from = {U(t)->board.x + U(t)->board.w / 2 - c.w / 2,
                             U(t)->board.y + U(t)->board.h / 2 - c.h / 2, c.w, c.h};
            SDL_Rect fly = lerp_rect(from, c, k);
            eng_card_back(e, fly.x, fly.y, c.h, CARD_SHADOW);
            continue;
        }
        eng_card_face(e, DECK_UAD, card, c.x, c.y, c.h, f);
        eng_focus_follow(e, laid[i], (SDL_Point){c.x - laid[i].x, c.y - laid[i].y});
        /* a card that could win: own suit or the trump value (R-UAD-6 C) */
        if (uad_suit(card) == suit || uad_value(card) == v->trump) {
            int sr = eng_px(e, 11);
            int sx = c.x + c.w - sr - eng_px(e, 4), sy = c.y + sr + eng_px(e, 4);
            if (i + 1 < n && i + 1 <= UAD_MAX_HAND && laid[i + 1].x < sx + sr)
                sx = laid[i + 1].x - sr - eng_px(e, 2);
            eng_fill_circle(e, sx, sy, sr, (SDL_Color){246, 214, 120, 255});
            eng_text(e, FONT_BOLD, eng_px(e, 14), ENG_INK, "\xe2\x98\x85", sx, sy,
                     ALIGN_CENTER | ALIGN_MIDDLE);
        }
    }
    if (n == 0 && v->phase != UAD_PHASE_OVER)
        eng_text(e, FONT_REGULAR, eng_px(e, 16), ENG_MUTED, _("No cards left in your hand"),
                 s->hand.x + s->hand.w / 2, s->hand.y + s->hand.h / 2, ALIGN_CENTER | ALIGN_MIDDLE);
}

static void draw_viewer(MidTable *t, Eng *e)
{
    const UadState *v = t->v;
    Match *m = t->core.m;
    int me = t->me;
    Spot *s = &U(t)->spot[me];
    int to = scene_match_to_move(m);
    SDL_Rect pl = s->plate;
    SDL_Rect panel = viewer_panel(t, e);
    if (to == me)
        eng_round_outline(e, panel, eng_px(e, 12), eng_px(e, 3), ENG_GOLD);
    draw_hand(t, e); /* first: a raised card's glow lies under the words above it */
    int pad = eng_px(e, 12), cy = pl.y + pl.h / 2;
    int px = eng_px(e, 19);
    /* the name takes at most NAME_SHARE percent of the plate: the hint
     * follows it */
    enum { NAME_SHARE = 36 };
    char fitted[200];
    int npx = table_fit_seat(e, FONT_BOLD, px, t->core.m, me, to == me, "", pl.w * NAME_SHARE / 100,
                             fitted, sizeof fitted);
    SDL_Rect box = eng_text_box(e, pl);
    eng_text(e, FONT_BOLD, npx, to == me ? ENG_GOLD : ENG_WHITE, fitted, pl.x + pad, cy,
             ALIGN_LEFT | ALIGN_MIDDLE);
    int x = pl.x + pad + eng_text_width(e, FONT_BOLD, npx, fitted) + eng_px(e, 14);
    /* your suit */
    int suit = uad_facing(v, me);
    int r = eng_px(e, 15);
    eng_fill_circle(e, x + r, cy, r, ENG_WHITE);
    eng_text(e, FONT_BOLD, eng_px(e, 22), cards_uad_suit_colour(suit), cards_uad_suit_glyph(suit),
             x + r, cy, ALIGN_CENTER | ALIGN_MIDDLE);
    x += 2 * r + eng_px(e, 14);
    char right[128];
    tricks_text(v, me, right, sizeof right);
    int rw = eng_text_width(e, FONT_BOLD, px, right);
    eng_text(e, FONT_BOLD, px, ENG_WHITE, right, pl.x + pl.w - pad, cy, ALIGN_RIGHT | ALIGN_MIDDLE);
    char h[512];
    hint(t, h, sizeof h);
    int maxw = pl.x + pl.w - pad - rw - eng_px(e, 16) - x;
    char hfit[512];
    int hpx = table_fit_label(e, FONT_REGULAR, eng_px(e, 16), eng_px(e, TABLE_LEAST_TEXT), h, maxw,
                              hfit, sizeof hfit);
    eng_text(e, FONT_REGULAR, hpx, t->my_turn ? ENG_GOLD : ENG_MUTED, hfit, x, cy,
             ALIGN_LEFT | ALIGN_MIDDLE);
    eng_text_box(e, box);
}

/* The leader's actions show once the last trick has been shown: the bar
 * lies in the row of the cards of a trick. */
static bool actions_shown(MidTable *t, Eng *e)
{
    const UadState *v = t->v;
    return t->my_turn && v->phase == UAD_PHASE_CHANGE && !reveal_running(t, e);
}

/* The plate of the leader's bar: its buttons, and their captions above. */
static SDL_Rect action_plate(MidTable *t, Eng *e)
{
    SDL_Rect bar = U(t)->act_bar;
    int above = eng_focus_ring_width(e) + eng_px(e, 24);
    bar.x -= eng_px(e, 12);
    bar.y -= above;
    bar.w += eng_px(e, 24);
    bar.h += above + eng_px(e, 12);
    return bar;
}

/* The bar's plate lies in the backdrop (uad_draw_plates) while it shows. */
static void draw_actions(MidTable *t, Eng *e)
{
    if (!actions_shown(t, e))
        return;
    const UadState *v = t->v;
    int px = eng_px(e, 13);
    /* the captions clear of the focus ring round a button */
    int cap_y = U(t)->act_bar.y - eng_focus_ring_width(e) - eng_px(e, 2);
    /* TRANSLATORS: the leader's three ways to change the rules, each
     * written over its buttons, read left to right: "Flip", "or turn a
     * suit to face you" (over the four suits), "or roll" (over the dice
     * button). Short. */
    eng_text(e, FONT_BOLD, px, ENG_GOLD, _("Flip"), U(t)->act_flip.x + U(t)->act_flip.w / 2, cap_y,
             ALIGN_CENTER | ALIGN_BOTTOM);
    SDL_Rect s0 = U(t)->act_suit[0], s3 = U(t)->act_suit[UAD_SUITS - 1];
    /* TRANSLATORS: over the four suits' buttons, after "Flip"; see "Flip". */
    eng_text(e, FONT_BOLD, px, ENG_GOLD, _("or turn a suit to face you"), (s0.x + s3.x + s3.w) / 2,
             cap_y, ALIGN_CENTER | ALIGN_BOTTOM);
    /* TRANSLATORS: over the dice button, after "or turn a suit to face
     * you"; see "Flip". */
    eng_text(e, FONT_BOLD, px, ENG_GOLD, _("or roll"), U(t)->act_roll.x + U(t)->act_roll.w / 2,
             cap_y, ALIGN_CENTER | ALIGN_BOTTOM);
    char buf[128], roll[128];
    flip_label(v->face == UAD_UP ? UAD_DOWN : UAD_UP, buf, sizeof buf);
    roll_label(v->trump, roll, sizeof roll);
    /* the two buttons in one size, and the four suits in one */
    int bpx = eng_button_px(e, U(t)->act_flip, buf);
    if (eng_button_px(e, U(t)->act_roll, roll) < bpx)
        bpx = eng_button_px(e, U(t)->act_roll, roll);
    SDL_Rect r = U(t)->act_flip;
    r.x += table_shake_dx(&t->shake, e, T_ACTION, UAD_M_FLIP, 1);
    bool can = mid_legal_kind(t, UAD_M_FLIP); /* a tutorial may ask for another change */
    eng_button_sized(e, r, buf, can ? BUTTON_PRIMARY : BUTTON_NORMAL,
                     eng_hovered(e, T_ACTION, UAD_M_FLIP, 1), can, bpx);
    int own = uad_facing(v, t->me);
    int wpx = eng_px(e, 14);
    for (int k = 0; k < UAD_SUITS; k++) {
        SDL_Rect b = U(t)->act_suit[k];
        /* TRANSLATORS: on the button of the player's own suit, in place
         * of the suit's name; one short word. */
        int fit = eng_text_fit(e, FONT_BOLD, eng_px(e, 14), k == own ? _("yours") : suit_word(k),
                               b.w - eng_px(e, SUIT_GLYPH_W + 2 * SUIT_PAD));
        if (fit < wpx)
            wpx = fit;
    }
    for (int k = 0; k < UAD_SUITS; k++) {
        SDL_Rect b = U(t)->act_suit[k];
        b.x += table_shake_dx(&t->shake, e, T_ACTION, UAD_M_ROTATE, k);
        bool legal = mid_legal(t, UAD_M_ROTATE, k);
        bool hov = eng_hovered(e, T_ACTION, UAD_M_ROTATE, k);
        SDL_Color top = legal ? (SDL_Color){252, 248, 236, 255} : (SDL_Color){252, 248, 236, 90};
        SDL_Color bot = legal ? (SDL_Color){222, 212, 190, 255} : (SDL_Color){222, 212, 190, 90};
        int rad = b.h / 4;
        if (legal)
            eng_shadow(e, (SDL_Rect){b.x, b.y + eng_px(e, 2), b.w, b.h}, rad, eng_px(e, 6),
                       (SDL_Color){0, 0, 0, 120});
        eng_round_rect(e, b, rad, top, bot);
        if (hov && legal)
            eng_round_outline(e, b, rad, eng_px(e, 2), ENG_GOLD);
        SDL_Color ink = cards_uad_suit_colour(k);
        if (!legal)
            ink.a = 120;
        int gx = b.x + eng_px(e, SUIT_PAD + SUIT_GLYPH_W / 2);
        eng_text(e, FONT_BOLD, eng_px(e, 24), ink, cards_uad_suit_glyph(k), gx, b.y + b.h / 2,
                 ALIGN_CENTER | ALIGN_MIDDLE);
        const char *word = k == own ? _("yours") : suit_word(k);
        eng_text(e, FONT_BOLD, wpx, legal ? ENG_INK : (SDL_Color){60, 60, 60, 150}, word,
                 gx + eng_px(e, SUIT_GLYPH_W / 2), b.y + b.h / 2, ALIGN_LEFT | ALIGN_MIDDLE);
    }
    r = U(t)->act_roll;
    r.x += table_shake_dx(&t->shake, e, T_ACTION, UAD_M_ROLL, 1);
    can = mid_legal_kind(t, UAD_M_ROLL);
    eng_button_sized(e, r, roll, can ? BUTTON_PRIMARY : BUTTON_NORMAL,
                     eng_hovered(e, T_ACTION, UAD_M_ROLL, 1), can, bpx);
}

/* The rules of this trick, always in view (R-UAD-4, R-UAD-6). */
static void draw_rules_box(MidTable *t, Eng *e)
{
    const UadState *v = t->v;
    SDL_Rect r = U(t)->rules_box;
    int pad = eng_px(e, 12), x = r.x + pad, y = r.y + eng_px(e, 20);
    char buf[256];
    SDL_Rect box = eng_text_box(e, r);
    bool up = v->face == UAD_UP;
    if (up)
        /* TRANSLATORS: the rule of the trick; %s is the face of the UP&DOWN
         * card, UP. */
        snprintf(buf, sizeof buf, _("%s \xe2\x80\x94 the highest card wins"), face_word(v->face));
    else
        /* TRANSLATORS: the rule of the trick; %s is the face of the UP&DOWN
         * card, DOWN. */
        snprintf(buf, sizeof buf, _("%s \xe2\x80\x94 the lowest card wins"), face_word(v->face));
    int px = eng_text_fit(e, FONT_BOLD, eng_px(e, 18), buf, r.w - 2 * pad);
    eng_text(e, FONT_BOLD, px, up ? UP_BLUE : DOWN_GREEN, buf, x, y, ALIGN_LEFT | ALIGN_MIDDLE);
    y += eng_px(e, 26);
    /* the three rules in one size: the smallest any of them fits in */
    char rules[3][256];
    /* TRANSLATORS: a rule of the trick; %s is the trump value (2 to 10, J
     * or Q). */
    snprintf(rules[0], sizeof rules[0], _("Trump %s (any suit) beats every card"),
             value_word(v->trump));
    const char *glyph = cards_uad_suit_glyph(uad_facing(v, t->me));
    if (is_you(t, t->me))
        /* TRANSLATORS: a rule of the trick; %s is the glyph of the player's
         * suit (♥). */
        snprintf(rules[1], sizeof rules[1], _("Only your suit %s or trump can win"), glyph);
    else
        /* TRANSLATORS: a rule of the trick, seen from an AI player's seat (a
         * review; the seat's name is on its plate): %s is the glyph of the
         * suit it faces (♥). */
        snprintf(rules[1], sizeof rules[1], _("Only %s or trump can win"), glyph);
    snprintf(rules[2], sizeof rules[2], "%s", _("Equal values cancel each other"));
    int spx = eng_px(e, 14);
    for (int i = 0; i < 3; i++) {
        int fit = eng_text_fit(e, FONT_REGULAR, eng_px(e, 14), rules[i], r.w - 2 * pad);
        if (fit < spx)
            spx = fit;
    }
    for (int i = 0; i < 3; i++) {
        eng_text(e, FONT_REGULAR, spx, ENG_WHITE, rules[i], x, y, ALIGN_LEFT | ALIGN_MIDDLE);
        y += eng_px(e, 21);
    }
    int shown_trick = v->trick + (v->phase == UAD_PHASE_OVER ? 0 : 1);
    if (shown_trick > v->hand_size)
        shown_trick = v->hand_size;
    /* TRANSLATORS: the round of the match and the trick of the round. */
    snprintf(buf, sizeof buf, _("Round %d of %d \xc2\xb7 trick %d of %d"), v->round, v->rounds,
             shown_trick, v->hand_size);
    eng_text(e, FONT_REGULAR, eng_text_fit(e, FONT_REGULAR, spx, buf, r.w - 2 * pad), ENG_MUTED,
             buf, x, y, ALIGN_LEFT | ALIGN_MIDDLE);
    eng_text_box(e, box);
}

/* A name to wrap in a column maxw wide: whole where each of its words fits
 * on a line, else cut to one line, so that no word breaks in two. */
static void wrap_name(Eng *e, int font, int px, const char *name, int maxw, char *out, size_t len)
{
    if (table_words_px(e, font, px, name, maxw) < px)
        table_fit_text(e, font, px, name, maxw, out, len);
    else
        snprintf(out, len, "%s", name);
}

/* The last trick, small, with its winner: the pass screen may have hidden
 * its resolution from the player now at the screen. */
static void draw_last_box(MidTable *t, Eng *e)
{
    const UadState *v = t->v;
    Match *m = t->core.m;
    SDL_Rect r = U(t)->last_box;
    int pad = eng_px(e, 12);
    /* TRANSLATORS: the heading of the box that shows the trick before. */
    eng_text(e, FONT_BOLD, eng_px(e, 15), ENG_GOLD, _("Last trick"), r.x + pad, r.y + eng_px(e, 18),
             ALIGN_LEFT | ALIGN_MIDDLE);
    const UadTrick *tr = &v->last;
    if (!tr->number || tr->round != v->round || (U(t)->rv.on && e->now < U(t)->rv.t_end)) {
        eng_text(e, FONT_REGULAR, eng_px(e, 14), ENG_MUTED,
                 /* TRANSLATORS: under "Last trick": the trick is shown on the
                  * table now, or there was none yet this round. */
                 U(t)->rv.on ? _("being shown\xe2\x80\xa6") : _("none yet this round"), r.x + pad,
                 r.y + eng_px(e, 44), ALIGN_LEFT | ALIGN_MIDDLE);
        return;
    }
    int ch = eng_card_snap(r.h - eng_px(e, 62)), cw = eng_card_w(ch);
    int gap = eng_px(e, 8);
    int x = r.x + pad, y = r.y + eng_px(e, 32);
    for (int p = 0; p < t->players; p++) {
        unsigned f = 0;
        if (tr->winner == p)
            f |= CARD_GLOW;
        else if (!((tr->eligible >> p) & 1))
            f |= CARD_DIM;
        int cx = x + p * (cw + gap);
        eng_card_face(e, DECK_UAD, tr->card[p], cx, y, ch, f);
        char nm[96]; /* cut in the middle: "Player 1" and "Player 2" stay apart */
        table_fit_middle(e, FONT_REGULAR, eng_px(e, 11),
                         /* TRANSLATORS: under the player's own card in the last trick, where
                          * the others' names are; a small card wide. */
                         is_you(t, p) ? C_("last trick", "You") : scene_match_name(m, p),
                         cw + gap - eng_px(e, 2), nm, sizeof nm);
        eng_text(e, FONT_REGULAR, eng_px(e, 11), ENG_MUTED, nm, cx + cw / 2, y + ch + eng_px(e, 2),
                 ALIGN_CENTER);
    }
    char buf[256], who[128] = "";
    int tx = x + t->players * (cw + gap) + eng_px(e, 4);
    int maxw = r.x + r.w - pad - tx;
    if (tr->winner >= 0) /* wrapped in the room left, the name keeps its words whole */
        wrap_name(e, FONT_BOLD, eng_px(e, 13), scene_match_name(m, tr->winner), maxw, who,
                  sizeof who);
    if (tr->winner >= 0 && tr->won > 1)
        /* TRANSLATORS: beside the last trick: %s is the name of the player who
         * won it, with the cards of the pot. */
        snprintf(buf, sizeof buf, _("%s took the pot too"), who);
    else if (tr->winner >= 0)
        /* TRANSLATORS: beside the last trick: %s is the name of the player who
         * won it. */
        snprintf(buf, sizeof buf, _("%s won it"), who);
    else
        /* TRANSLATORS: beside the last trick, which nobody won: the pot was
         * discarded, or the trick went into the pot. Short. */
        snprintf(buf, sizeof buf, "%s", tr->discarded ? _("pot discarded") : _("into the pot"));
    int tpx = table_words_px(e, FONT_BOLD, eng_px(e, 13), buf, maxw); /* no word breaks in two */
    if (maxw > eng_px(e, 40) && tpx >= eng_px(e, TABLE_LEAST_TEXT))
        eng_text_wrapped(e, FONT_BOLD, tpx, ENG_WHITE, buf, tx, y + eng_px(e, 4), maxw, ALIGN_LEFT);
    char info[128];
    /* TRANSLATORS: a trick's rules: the face of the UP&DOWN card (UP or
     * DOWN) and the trump value (2 to 10, J or Q). */
    snprintf(info, sizeof info, _("%s \xc2\xb7 trump %s"), face_word(tr->face),
             value_word(tr->trump));
    eng_text(e, FONT_REGULAR, eng_px(e, 12), ENG_MUTED, info, r.x + r.w - pad, r.y + eng_px(e, 18),
             ALIGN_RIGHT | ALIGN_MIDDLE);
}

static void draw_pot(MidTable *t, Eng *e)
{
    const UadState *v = t->v;
    int pot = v->pot;
    if (U(t)->rv.on && e->now < U(t)->rv.t_end && U(t)->rv.t.winner < 0) /* not there yet */
        pot = pot > 0 ? pot - 1 : 0;
    if (U(t)->rv.on && e->now < U(t)->rv.t_end && U(t)->rv.t.winner >= 0 && U(t)->rv.t.won > 1)
        pot = U(t)->rv.t.won - 1; /* still there until the winner takes it */
    SDL_Rect r = U(t)->pot;
    if (pot == 0) {
        eng_card_slot(e, r.x, r.y, r.h, (SDL_Color){255, 255, 255, 30}, false);
    } else {
        int shown = pot < 4 ? pot : 4, off = eng_px(e, 3);
        for (int i = 0; i < shown; i++)
            eng_card_back(e, r.x + i * off, r.y - i * off, r.h, i == 0 ? CARD_SHADOW : 0);
    }
    char buf[64];
    /* TRANSLATORS: a label under the pot: how many cards lie in it; short. */
    snprintf(buf, sizeof buf, _("Pot %d"), pot);
    table_pill(e,
               (SDL_Rect){r.x + r.w / 2 - eng_px(e, 30), r.y + r.h + eng_px(e, 5), eng_px(e, 60),
                          eng_px(e, 22)},
               buf, pot ? (SDL_Color){246, 214, 120, 235} : (SDL_Color){0, 0, 0, 140},
               pot ? ENG_INK : ENG_WHITE);
}

static void uad_draw_plates(MidTable *t, Eng *e)
{
    eng_panel(e, U(t)->rules_box, eng_px(e, 12), 150);
    eng_panel(e, U(t)->last_box, eng_px(e, 12), 150);
    for (int p = 0; p < t->players; p++)
        if (p != t->me)
            eng_panel(e, U(t)->spot[p].plate, eng_px(e, 12), 140);
    eng_panel(e, viewer_panel(t, e), eng_px(e, 12), 110);
    if (actions_shown(t, e)) { /* the leader's bar: the largest plate, on screen for a while */
        SDL_Rect bar = action_plate(t, e);
        eng_shadow(e, bar, eng_px(e, 14), eng_px(e, 10), (SDL_Color){0, 0, 0, 120});
        eng_panel(e, bar, eng_px(e, 14), 215);
    }
}

/* The targets change without a move when the trick's reveal ends: the
 * leader's bar shows, the dice go to the new leader. */
static uint64_t uad_plates_key(MidTable *t, Eng *e)
{
    return (uint64_t)actions_shown(t, e) | (uint64_t)U(t)->dice_seat << 1;
}

static void uad_draw_under(MidTable *t, Eng *e)
{
    draw_rules_box(t, e);
    draw_last_box(t, e);
    for (int p = 0; p < t->players; p++)
        if (p != t->me)
            draw_opponent(t, e, p);
    draw_viewer(t, e);
    draw_pot(t, e);
    draw_board(t, e);
    draw_spots(t, e);
    draw_dice(t, e);
    draw_actions(t, e);
    draw_slide(t, e);
}

static void uad_draw_top(MidTable *t, Eng *e) { draw_reveal_caption(t, e); }

/* A new round's banner, over the board once the last trick was shown. */
static SDL_Point uad_banner_at(MidTable *t, Eng *e)
{
    (void)e;
    return (SDL_Point){t->main.x + t->main.w / 2, U(t)->board.y + U(t)->board.h / 2};
}

static SDL_Point uad_toast_at(MidTable *t, Eng *e)
{
    return (SDL_Point){t->main.x + t->main.w / 2, U(t)->spot[t->me].plate.y - eng_px(e, 26)};
}

/* The cards in a seat's hand, for the review's strip of every hand. */
static int uad_hand_cards(const void *state, int seat, int *out, int cap)
{
    const UadState *s = state;
    int n = 0;
    for (int i = 0; i < s->hand_n[seat] && n < cap; i++)
        out[n++] = s->hand[seat][i];
    return n;
}

const TableDef uad_table = {
    .hand_cards = uad_hand_cards,
    .name = "up-and-down table",
    .ui_size = sizeof(UadUi),
    .deck = DECK_UAD,
    .back = 0,
    .open = uad_open,
    .layout = uad_layout,
    .ai_turn_over = ai_turn_over,
    .draw_plates = uad_draw_plates,
    .plates_key = uad_plates_key,
    .draw_under = uad_draw_under,
    .draw_top = uad_draw_top,
    .toast_at = uad_toast_at,
    .banner_at = uad_banner_at,
    .activate = uad_activate,
    .drag_card = uad_drag_card,
    .drop = uad_drop,
    .drop_zones = uad_drop_zones,
    .lit = mid_lit_move,
    .waiting = uad_waiting,
    .animate = uad_animate,
    .sound = uad_sound,
    .update = uad_update,
    .finish = uad_finish,
    .switched = uad_switched,
};
