/* Up or Down?: the Up or Down? rulebook, rulings R-UOD-1..10. */
#include "up_or_down.h"

#include <assert.h>
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"

/* The choices are the option's values in saves, settings and on the
 * command line: they stay as they are, and a screen that shows one
 * translates it (_()). */
static const char *const length_choices[] = {
    /* TRANSLATORS: a choice of Up or Down?'s option "length" (a short
       game), on a button of the new game screen: keep it short. */
    N_("short"),
    /* TRANSLATORS: a choice of Up or Down?'s option "length" (a full game),
       on a button of the new game screen: keep it short. */
    N_("full"),
    NULL,
};
static const OptionDef uod_options[] = {
    [UOD_OPT_LENGTH] = {.key = "length",
                        .type = OPT_CHOICE,
                        .def = UOD_LENGTH_SHORT,
                        .choices = length_choices,
                        /* TRANSLATORS: the help of Up or Down?'s option "length"
                           on the new game screen. */
                        .help = N_("short or full game (deck size by player count)")},
};

/* R-UOD-1: the rulebook's table, by players 2..6. */
static const int16_t deck_short[7] = {0, 0, 42, 60, 78, 96, 96};
static const int16_t deck_full[7] = {0, 0, 54, 78, 102, 126, 126};

int uod_deck_size(int players, int length)
{
    if (players < 2 || players > 6)
        return 0;
    return length == UOD_LENGTH_FULL ? deck_full[players] : deck_short[players];
}

/* R-UOD-2: the colour of each card, block by block (1-6, 7-12, ...). Every
 * block holds each colour once, so every deck size has equal colour counts.
 * This table is part of the save format: it never changes. Colours:
 * 0 ruby, 1 pink, 2 gold, 3 green, 4 blue, 5 purple. */
static const uint8_t colour_table[UOD_MAX_CARDS] = {
    0, 3, 2, 1, 5, 4, /*   1-6   */
    2, 1, 3, 0, 4, 5, /*   7-12  */
    5, 2, 4, 3, 1, 0, /*  13-18  */
    0, 3, 5, 4, 2, 1, /*  19-24  */
    0, 2, 1, 3, 4, 5, /*  25-30  */
    0, 5, 4, 2, 3, 1, /*  31-36  */
    5, 0, 3, 2, 1, 4, /*  37-42  */
    2, 0, 4, 5, 1, 3, /*  43-48  */
    4, 5, 1, 2, 3, 0, /*  49-54  */
    0, 5, 3, 2, 4, 1, /*  55-60  */
    0, 3, 5, 4, 1, 2, /*  61-66  */
    2, 5, 0, 3, 1, 4, /*  67-72  */
    0, 4, 5, 1, 3, 2, /*  73-78  */
    0, 1, 3, 2, 5, 4, /*  79-84  */
    2, 1, 4, 5, 0, 3, /*  85-90  */
    0, 2, 3, 4, 1, 5, /*  91-96  */
    4, 3, 1, 5, 2, 0, /*  97-102 */
    4, 0, 5, 1, 2, 3, /* 103-108 */
    4, 2, 0, 5, 3, 1, /* 109-114 */
    1, 5, 0, 2, 3, 4, /* 115-120 */
    2, 0, 1, 3, 4, 5, /* 121-126 */
};

int uod_colour(int card)
{
    assert(card >= 1 && card <= UOD_MAX_CARDS);
    return colour_table[card - 1];
}

/* The colour's name for a player, in the player's language: a noun that
 * sentences place ("take 33 (blue)"). No save or notation holds it. */
const char *uod_colour_name(int colour)
{
    switch (colour) {
    case UOD_RUBY:
        /* TRANSLATORS: the six colours of the Up or Down? cards, used as nouns,
           e.g. "take 33 (blue) to start a new column". */
        return C_("card colour", "ruby");
    case UOD_PINK:
        return C_("card colour", "pink");
    case UOD_GOLD:
        return C_("card colour", "gold");
    case UOD_GREEN:
        return C_("card colour", "green");
    case UOD_BLUE:
        return C_("card colour", "blue");
    case UOD_PURPLE:
        return C_("card colour", "purple");
    default:
        return C_("card colour", "unknown");
    }
}

int uod_column_score(const uint8_t *cards, int n)
{
    int count[UOD_COLOURS] = {0}, best = 0;
    for (int i = 0; i < n; i++) {
        int c = ++count[uod_colour(cards[i])];
        if (c > best)
            best = c;
    }
    return n * best;
}

int uod_column_direction(const UodState *s, int seat, int k)
{
    if (s->col_n[seat][k] < 2)
        return 0;
    return s->col[seat][k][1] > s->col[seat][k][0] ? 1 : -1;
}

bool uod_column_accepts(const UodState *s, int seat, int k, int card)
{
    /* Not a column yet (n == 0): that is "new". One card: the second fixes
     * the direction (R-UOD-5). Written without branches, as legal_moves
     * asks this of every column at every placement. */
    const uint8_t *col = s->col[seat][k];
    int n = s->col_n[seat][k], last = col[n > 0 ? n - 1 : 0];
    bool up = col[1] > col[0];
    return (n == 1) | ((n > 1) & ((up & (card > last)) | (!up & (card < last))));
}

int uod_score(const UodState *s, int seat)
{
    int total = s->discard_n[seat];
    for (int k = 0; k < UOD_COLUMNS; k++)
        total += uod_column_score(s->col[seat][k], s->col_n[seat][k]);
    return total;
}

int uod_columns(const UodState *s, int seat)
{
    int n = 0;
    for (int k = 0; k < UOD_COLUMNS; k++)
        n += s->col_n[seat][k] > 0;
    return n;
}

int uod_first_empty(const UodState *s, int seat)
{
    for (int k = 0; k < UOD_COLUMNS; k++)
        if (s->col_n[seat][k] == 0)
            return k;
    return -1;
}

/* R-UOD-4: the sorted place of card among the ring (read cyclically). */
void uod_ring_neighbours(const UodState *s, int card, int *lower, int *higher)
{
    int n = s->ring_n, i = 0;
    while (i < n && s->ring[i] < card)
        i++;
    /* card sits between ring[i-1] and ring[i]; below the lowest or above the
     * highest it sits between the highest and the lowest. */
    *lower = s->ring[(i - 1 + n) % n];
    *higher = s->ring[i % n];
}

/* The ring is a sorted list of at most seven cards whose places past
 * ring_n hold 0. It is handled as one 64-bit word, a card a byte (cards
 * are below 128, so no byte's sum carries into the next): finding a
 * card's place and shifting the cards after it take a few instructions
 * and no branch, where loops that stop at a random card would cost a
 * mispredicted branch at nearly every move. */
#define RING_PLACES (UOD_RING + 1)
#define BYTES_01 0x0001010101010101ULL /* 0x01 in each of the seven places */
#define BYTES_80 0x0080808080808080ULL

_Static_assert(sizeof((UodState *)0)->ring == 8, "the ring is one word");

static uint64_t ring_word(const UodState *s)
{
    uint64_t w = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(&w, s->ring, sizeof w); /* one load: place j is byte j */
#else
    for (int j = 0; j < RING_PLACES; j++)
        w |= (uint64_t)s->ring[j] << (8 * j);
#endif
    return w;
}

static void ring_set_word(UodState *s, uint64_t w)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(s->ring, &w, sizeof w); /* the last byte stays 0: see UodState */
#else
    for (int j = 0; j < RING_PLACES; j++)
        s->ring[j] = (uint8_t)(w >> (8 * j));
#endif
}

/* How many cards of the ring are below card (1..126): its sorted place. */
static int ring_rank(uint64_t w, int card)
{
    uint64_t nonzero = (w + 0x7F * BYTES_01) & BYTES_80;
    uint64_t at_least = (w + (uint64_t)(128 - card) * BYTES_01) & BYTES_80;
    uint64_t below = (nonzero & ~at_least) >> 7;   /* 1 in the places below card */
    return (int)((below * BYTES_01) >> 48) & 0xFF; /* the sum of the places */
}

static void ring_insert(UodState *s, int card)
{
    uint64_t w = ring_word(s);
    int shift = 8 * ring_rank(w, card);
    uint64_t low = (1ULL << shift) - 1;
    ring_set_word(s, (w & low) | (uint64_t)card << shift | (w & ~low) << 8);
    s->ring_n++;
}

static void ring_remove(UodState *s, int card)
{
    uint64_t w = ring_word(s);
    int i = ring_rank(w, card);
    assert(i < s->ring_n && s->ring[i] == card);
    uint64_t low = (1ULL << (8 * i)) - 1;
    ring_set_word(s, (w & low) | ((w >> 8) & ~low));
    s->ring_n--;
}

_Static_assert(UOD_HAND == 3, "hand_remove_at and sort3 handle hands of three");

/* Removes the card at place i of a hand, closing the gap with 0 (a select
 * per place rather than a loop that stops at i). */
static void hand_remove_at(uint8_t *h, int i)
{
    h[0] = i > 0 ? h[0] : h[1];
    h[1] = i > 1 ? h[1] : h[2];
    h[2] = 0;
}

static void hand_sort(uint8_t *h, int n)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && h[j - 1] > h[j]; j--) {
            uint8_t t = h[j];
            h[j] = h[j - 1];
            h[j - 1] = t;
        }
}

static int hand_index(const UodState *s, int seat, int card)
{
    for (int i = 0; i < s->hand_n[seat]; i++)
        if (s->hand[seat][i] == card)
            return i;
    return -1;
}

static bool uod_setup(void *st, const GameConfig *cfg, char *err, size_t errlen)
{
    UodState *s = st;
    memset(s, 0, sizeof *s);
    s->hdr.cfg = *cfg;
    s->hdr.viewer = GAME_FULL;
    int players = cfg->players;
    s->n_cards = (int16_t)uod_deck_size(players, cfg->opt[UOD_OPT_LENGTH]);
    if (!s->n_cards) {
        snprintf(err, errlen, "%s", _("up-or-down is for 2 to 6 players"));
        return false;
    }
    Rng rng;
    rng_seed(&rng, cfg->seed);
    uint8_t deck[UOD_MAX_CARDS];
    for (int i = 0; i < s->n_cards; i++)
        deck[i] = (uint8_t)(i + 1);
    rng_shuffle_u8(&rng, deck, s->n_cards);
    int d = 0;
    for (int p = 0; p < players; p++) { /* 3 cards each */
        for (int i = 0; i < UOD_HAND; i++)
            s->hand[p][i] = deck[d++];
        s->hand_n[p] = UOD_HAND;
        hand_sort(s->hand[p], UOD_HAND);
    }
    for (int i = 0; i < UOD_RING; i++) /* the display, sorted */
        ring_insert(s, deck[d++]);
    int rest = s->n_cards - d; /* R-UOD-3: odd count, the face-down pile gets the extra */
    s->down_n = (int16_t)((rest + 1) / 2);
    s->up_n = (int16_t)(rest / 2);
    for (int i = 0; i < s->down_n; i++)
        s->down[i] = deck[d++];
    for (int i = 0; i < s->up_n; i++)
        s->up[i] = deck[d++];
    s->start = (int8_t)rng_below(&rng, (uint32_t)players); /* R-UOD-10 */
    s->turn = s->start;
    s->phase = UOD_PHASE_PLAY;
    return true;
}

static int uod_to_move(const void *st)
{
    const UodState *s = st;
    return s->phase == UOD_PHASE_OVER ? -1 : s->turn;
}

/* Writes a move at out[n]; the caller counts it or not, so that which
 * moves are legal becomes a sum rather than branches. */
static void put(Move *out, int n, int kind, int argc, int arg)
{
    out[n] = (Move){.kind = (int16_t)kind, .n = (int16_t)argc, .arg = {(int16_t)arg}};
}

#define UOD_MOST_MOVES 7 /* placing: three columns, new, three discards */

static int uod_legal_moves(const void *st, Move *out, int cap)
{
    const UodState *s = st;
    Move room[UOD_MOST_MOVES];
    Move *to = cap >= UOD_MOST_MOVES ? out : room; /* written whole, then cut to cap */
    int seat = s->turn, n = 0;
    switch (s->phase) {
    case UOD_PHASE_PLAY:
        for (int i = 0; i < s->hand_n[seat]; i++)
            if (s->hand[seat][i] != UOD_HIDDEN) /* always, but in another seat's view */
                put(to, n++, UOD_M_PLAY, 1, s->hand[seat][i]);
        break;
    case UOD_PHASE_TAKE: { /* the played card's neighbours, read cyclically */
        int i = ring_rank(ring_word(s), s->played), last = s->ring_n - 1;
        int a = s->ring[i > 0 ? i - 1 : last], b = s->ring[i < last ? i + 1 : 0];
        put(to, n++, UOD_M_TAKE, 1, a < b ? a : b);
        put(to, n++, UOD_M_TAKE, 1, a < b ? b : a);
        break;
    }
    case UOD_PHASE_PLACE: {
        const int16_t *col_n = s->col_n[seat];
        for (int k = 0; k < UOD_COLUMNS; k++) {
            put(to, n, UOD_M_COLUMN, 1, k);
            n += uod_column_accepts(s, seat, k, s->taken);
        }
        put(to, n, UOD_M_NEW, 0, 0);
        n += col_n[0] == 0 || col_n[1] == 0 || col_n[2] == 0; /* fewer than three columns */
        for (int k = 0; k < UOD_COLUMNS; k++) {
            put(to, n, UOD_M_DISCARD, 1, k);
            n += col_n[k] > 0;
        }
        break;
    }
    case UOD_PHASE_DRAW:
        put(to, n, UOD_M_DRAW, 1, UOD_PILE_DOWN);
        n += s->down_n > 0;
        put(to, n, UOD_M_DRAW, 1, UOD_PILE_UP);
        n += s->up_n > 0;
        break;
    default:
        break;
    }
    if (n > cap)
        n = cap;
    if (to == room && n > 0)
        memcpy(out, room, sizeof(Move) * (size_t)n);
    return n;
}

/* The step of the turn in words, for `updown show` (English, as the
 * command line is). */
static const char *phase_need(int phase)
{
    switch (phase) {
    case UOD_PHASE_PLAY:
        return "play a card from your hand into the display";
    case UOD_PHASE_TAKE:
        return "take one of the two cards next to the card you played";
    case UOD_PHASE_PLACE:
        return "place the taken card in a column, start a new one or discard one";
    case UOD_PHASE_DRAW:
        return "draw from the face-down or the face-up pile";
    default:
        return "nothing: the game is over";
    }
}

/* What the step of the turn asks of a player who tried something else. */
static const char *phase_refusal(int phase)
{
    switch (phase) {
    case UOD_PHASE_PLAY:
        return _("now you must play a card from your hand into the ring");
    case UOD_PHASE_TAKE:
        return _("now you must take one of the two cards next to the card you played");
    case UOD_PHASE_PLACE:
        return _("now you must place the taken card in a column, start a new one or discard one");
    case UOD_PHASE_DRAW:
        return _("now you must draw from the face-down or the face-up pile");
    default:
        return _("the game is over: nothing more can be played");
    }
}

static bool uod_check(const void *st, const Move *m, char *why, size_t len)
{
    const UodState *s = st;
    int seat = s->turn;
    int want = -1;
    switch (m->kind) {
    case UOD_M_PLAY:
        want = UOD_PHASE_PLAY;
        break;
    case UOD_M_TAKE:
        want = UOD_PHASE_TAKE;
        break;
    case UOD_M_COLUMN:
    case UOD_M_NEW:
    case UOD_M_DISCARD:
        want = UOD_PHASE_PLACE;
        break;
    case UOD_M_DRAW:
        want = UOD_PHASE_DRAW;
        break;
    default:
        snprintf(why, len, "%s", _("not an Up or Down? move"));
        return false;
    }
    if (s->phase == UOD_PHASE_OVER) {
        snprintf(why, len, "%s", _("the game is over"));
        return false;
    }
    if (s->phase != want) {
        snprintf(why, len, "%s", phase_refusal(s->phase));
        return false;
    }
    int a = m->n > 0 ? m->arg[0] : 0;
    switch (m->kind) {
    case UOD_M_PLAY:
        /* A hidden card (UOD_HIDDEN) in a view is no card to play. */
        if (m->n != 1 || a < 1 || a > s->n_cards || hand_index(s, seat, a) < 0) {
            /* TRANSLATORS: %d is the number of an Up or Down? card. */
            snprintf(why, len, _("%d is not in your hand"), a);
            return false;
        }
        return true;
    case UOD_M_TAKE: {
        Move legal[2];
        int n = uod_legal_moves(s, legal, 2);
        for (int i = 0; i < n; i++)
            if (move_equal(&legal[i], m))
                return true;
        /* TRANSLATORS: card numbers: the two cards of the display next to the
           card just played (the third number); R-UOD-4 is a rule's name. */
        snprintf(why, len, _("you may take only %d or %d, the cards next to %d (R-UOD-4)"),
                 legal[0].arg[0], legal[1].arg[0], s->played);
        return false;
    }
    case UOD_M_COLUMN:
        if (m->n != 1 || a < 0 || a >= UOD_COLUMNS || s->col_n[seat][a] == 0) {
            /* TRANSLATORS: %d is a column's number (1-3). */
            snprintf(why, len, _("you have no column %d"), a + 1);
            return false;
        }
        if (!uod_column_accepts(s, seat, a, s->taken)) {
            int last = s->col[seat][a][s->col_n[seat][a] - 1];
            if (uod_column_direction(s, seat, a) > 0)
                /* TRANSLATORS: a column's number (1-3), then two card numbers:
                   the card taken and the column's last card. */
                snprintf(why, len, _("column %d is ascending: %d cannot follow %d (R-UOD-5)"),
                         a + 1, s->taken, last);
            else
                /* TRANSLATORS: a column's number (1-3), then two card numbers:
                   the card taken and the column's last card. */
                snprintf(why, len, _("column %d is descending: %d cannot follow %d (R-UOD-5)"),
                         a + 1, s->taken, last);
            return false;
        }
        return true;
    case UOD_M_NEW:
        if (uod_columns(s, seat) >= UOD_COLUMNS) {
            snprintf(why, len, "%s",
                     _("you already have three columns: add to one or discard one (R-UOD-6)"));
            return false;
        }
        return true;
    case UOD_M_DISCARD:
        if (m->n != 1 || a < 0 || a >= UOD_COLUMNS || s->col_n[seat][a] == 0) {
            /* TRANSLATORS: %d is a column's number (1-3). */
            snprintf(why, len, _("you have no column %d to discard"), a + 1);
            return false;
        }
        return true;
    case UOD_M_DRAW:
        if (m->n != 1 || (a != UOD_PILE_DOWN && a != UOD_PILE_UP)) {
            snprintf(why, len, "%s", _("draw from the down or the up pile"));
            return false;
        }
        if ((a == UOD_PILE_DOWN ? s->down_n : s->up_n) == 0) {
            snprintf(why, len, "%s",
                     a == UOD_PILE_DOWN
                         ? _("the face-down pile is empty: draw from the other (R-UOD-7)")
                         : _("the face-up pile is empty: draw from the other (R-UOD-7)"));
            return false;
        }
        return true;
    }
    return false;
}

static bool piles_empty(const UodState *s) { return s->down_n == 0 && s->up_n == 0; }

/* Ends the turn: the next seat clockwise with cards, or the end (R-UOD-7). */
static void end_turn(UodState *s)
{
    int players = s->hdr.cfg.players;
    s->played = 0;
    s->taken = 0;
    s->turns++;
    for (int step = 1, p = s->turn; step <= players; step++) {
        p = p + 1 < players ? p + 1 : 0;
        if (s->hand_n[p] > 0) {
            s->turn = (int8_t)p;
            s->phase = UOD_PHASE_PLAY;
            return;
        }
    }
    s->phase = UOD_PHASE_OVER;
}

/* A hand of three after a draw, sorted by three compare-and-swaps. */
static void sort3(uint8_t *h)
{
    uint8_t a = h[0], b = h[1], c = h[2], t;
    t = a < b ? a : b, b = a < b ? b : a, a = t;
    t = b < c ? b : c, c = b < c ? c : b, b = t;
    t = a < b ? a : b, b = a < b ? b : a, a = t;
    h[0] = a, h[1] = b, h[2] = c;
}

static void uod_apply(void *st, const Move *m)
{
    UodState *s = st;
    int seat = s->turn;
    assert(s->phase != UOD_PHASE_OVER);
    int a = m->n > 0 ? m->arg[0] : 0;
    switch (m->kind) {
    case UOD_M_PLAY: {
        uint8_t *hand = s->hand[seat];
        int i = hand[0] == a ? 0 : hand[1] == a ? 1 : 2;
        assert(hand_index(s, seat, a) == i);
        hand_remove_at(hand, i);
        s->hand_n[seat]--;
        s->drawn_by[a] = 0;
        ring_insert(s, a);
        s->played = (uint8_t)a;
        s->phase = UOD_PHASE_TAKE;
        break;
    }
    case UOD_M_TAKE:
        ring_remove(s, a);
        s->taken = (uint8_t)a;
        s->phase = UOD_PHASE_PLACE;
        break;
    case UOD_M_COLUMN:
    case UOD_M_NEW:
    case UOD_M_DISCARD: {
        int k = a;
        if (m->kind == UOD_M_NEW) {
            k = uod_first_empty(s, seat);
            assert(k >= 0);
        } else if (m->kind == UOD_M_DISCARD) { /* R-UOD-6 */
            uint8_t *col = s->col[seat][k], *pile = &s->discard[seat][s->discard_n[seat]];
            int n = s->col_n[seat][k];
            for (int i = 0; i < n; i++) {
                pile[i] = col[i];
                col[i] = 0;
            }
            s->discard_n[seat] = (int16_t)(s->discard_n[seat] + n);
            s->col_n[seat][k] = 0;
        }
        s->col[seat][k][s->col_n[seat][k]++] = s->taken;
        if (piles_empty(s))
            end_turn(s); /* R-UOD-7: no draw left */
        else
            s->phase = UOD_PHASE_DRAW;
        break;
    }
    case UOD_M_DRAW: {
        bool up = a == UOD_PILE_UP;
        uint8_t *pile = up ? s->up : s->down;
        int16_t *pile_n = up ? &s->up_n : &s->down_n;
        int n = --*pile_n;
        uint8_t card = pile[n];
        pile[n] = 0;
        if (up)
            s->drawn_by[card] = (uint8_t)(seat + 1); /* drawn face up, in sight of all */
        uint8_t *hand = s->hand[seat];
        hand[s->hand_n[seat]++] = card;
        if (s->hand_n[seat] == UOD_HAND)
            sort3(hand);
        else
            hand_sort(hand, s->hand_n[seat]);
        end_turn(s);
        break;
    }
    default:
        assert(!"unknown move");
    }
}

static bool uod_parse_move(const void *st, const char *text, Move *m, char *err, size_t len)
{
    (void)st;
    char word[16], extra[8];
    char arg[16] = "";
    int got = sscanf(text, "%15s %15s %7s", word, arg, extra);
    if (got < 1) {
        snprintf(err, len, "%s", _("empty move"));
        return false;
    }
    static const char *const verbs[] = {"play", "take", "column", "discard", "new", "draw"};
    bool verb = false;
    for (size_t i = 0; i < sizeof verbs / sizeof verbs[0]; i++)
        verb |= !strcmp(word, verbs[i]);
    if (got > 2 && verb) { /* an unknown word is named as no move, below */
        /* TRANSLATORS: %s is a move of a save, as written. */
        snprintf(err, len, _("'%s' has too many words"), text);
        return false;
    }
    char *end;
    long v = got == 2 ? strtol(arg, &end, 10) : 0;
    bool numeric = got == 2 && *arg && !*end;
    if (!strcmp(word, "new") && got == 1) {
        *m = move_make(UOD_M_NEW, 0, NULL);
        return true;
    }
    if (!strcmp(word, "draw") && got == 2 && (!strcmp(arg, "down") || !strcmp(arg, "up"))) {
        int pile = !strcmp(arg, "up") ? UOD_PILE_UP : UOD_PILE_DOWN;
        *m = move_make(UOD_M_DRAW, 1, &pile);
        return true;
    }
    if ((!strcmp(word, "play") || !strcmp(word, "take")) && numeric) {
        if (v < 1 || v > UOD_MAX_CARDS) {
            /* TRANSLATORS: %s is a card's number as written in a save. */
            snprintf(err, len, _("there is no card %s (cards are 1 to 126)"), arg);
            return false;
        }
        int c = (int)v;
        *m = move_make(word[0] == 'p' ? UOD_M_PLAY : UOD_M_TAKE, 1, &c);
        return true;
    }
    if ((!strcmp(word, "column") || !strcmp(word, "discard")) && numeric) {
        if (v < 1 || v > UOD_COLUMNS) {
            /* TRANSLATORS: %s is a column's number as written in a save. */
            snprintf(err, len, _("columns are numbered 1 to 3, not %s"), arg);
            return false;
        }
        int k = (int)v - 1;
        *m = move_make(word[0] == 'c' ? UOD_M_COLUMN : UOD_M_DISCARD, 1, &k);
        return true;
    }
    snprintf(err, len,
             /* TRANSLATORS: %s is a move of a save, as written; the moves in
                brackets are the notation, kept as they are. */
             _("'%s' is not an Up or Down? move (play N, take N, column K, new, discard K, "
               "draw down, draw up)"),
             text);
    return false;
}

static void uod_format_move(const void *st, const Move *m, char *buf, size_t len)
{
    (void)st;
    int a = m->n > 0 ? m->arg[0] : 0;
    switch (m->kind) {
    case UOD_M_PLAY:
        snprintf(buf, len, "play %d", a);
        break;
    case UOD_M_TAKE:
        snprintf(buf, len, "take %d", a);
        break;
    case UOD_M_COLUMN:
        snprintf(buf, len, "column %d", a + 1);
        break;
    case UOD_M_NEW:
        snprintf(buf, len, "new");
        break;
    case UOD_M_DISCARD:
        snprintf(buf, len, "discard %d", a + 1);
        break;
    case UOD_M_DRAW:
        snprintf(buf, len, "draw %s", a == UOD_PILE_UP ? "up" : "down");
        break;
    default:
        snprintf(buf, len, "?");
    }
}

static void uod_narrate(const void *before, const Move *m, const char *const *names, char *buf,
                        size_t len)
{
    const UodState *s = before;
    /* TRANSLATORS: the name of a player whose name is not known. */
    const char *who = names ? names[s->turn] : _("Player");
    int a = m->n > 0 ? m->arg[0] : 0;
    switch (m->kind) {
    case UOD_M_PLAY: {
        int lo, hi;
        uod_ring_neighbours(s, a, &lo, &hi);
        /* TRANSLATORS: a line of the log: a player's name, the card played,
           then the two cards of the display it now sits between. */
        snprintf(buf, len, _("%s played %d between %d and %d"), who, a, lo, hi);
        break;
    }
    case UOD_M_TAKE:
        /* TRANSLATORS: a line of the log: a player's name and the card taken
           from the display. */
        snprintf(buf, len, _("%s took %d"), who, a);
        break;
    case UOD_M_COLUMN: { /* the column's new score (R-UOD-8) */
        int k = a >= 0 && a < UOD_COLUMNS ? a : 0, n = s->col_n[s->turn][k];
        uint8_t col[UOD_MAX_CARDS + 1];
        memcpy(col, s->col[s->turn][k], (size_t)n);
        col[n] = s->taken;
        int was = uod_column_score(col, n), now = uod_column_score(col, n + 1);
        snprintf(buf, len,
                 /* TRANSLATORS: a line of the log: a player's name, the card, the
                    column's number (1-3), the column's points now and the points it
                    gained. */
                 P_("%s put %d on column %d, now worth %d point (+%d)",
                    "%s put %d on column %d, now worth %d points (+%d)", now),
                 who, s->taken, a + 1, now, now - was);
        break;
    }
    case UOD_M_NEW: {
        int k = uod_first_empty(s, s->turn);
        /* TRANSLATORS: a line of the log: a player's name, the column's
           number (1-3) and the card that starts it. */
        snprintf(buf, len, _("%s started column %d with %d, worth 1 point"), who, k + 1, s->taken);
        break;
    }
    case UOD_M_DISCARD: { /* the column's cards score one each now (R-UOD-8) */
        int k = a >= 0 && a < UOD_COLUMNS ? a : 0, n = s->col_n[s->turn][k];
        int pile = s->discard_n[s->turn] + n;
        int change = n + 1 - uod_column_score(s->col[s->turn][k], n);
        char done[256], pile_now[256];
        snprintf(done, sizeof done,
                 /* TRANSLATORS: the first half of a line of the log: a player's name,
                    the column's number (1-3), how many cards it had, then the card
                    that starts it again. */
                 P_("%s discarded column %d (%d card) and started it again with %d, worth 1 point",
                    "%s discarded column %d (%d cards) and started it again with %d, worth 1 "
                    "point",
                    n),
                 who, a + 1, n, s->taken);
        snprintf(pile_now, sizeof pile_now,
                 /* TRANSLATORS: the second half of the same line: the discard pile's
                    points now, then the change of the player's score, with its sign
                    (+3, -2). */
                 P_("the discard pile is now worth %d point (%+d in all)",
                    "the discard pile is now worth %d points (%+d in all)", pile),
                 pile, change);
        /* TRANSLATORS: joins two clauses of one line of the log (each a
           whole sentence of its own), as in "Kim discarded column 2 (3
           cards)...; the discard pile is now worth 5 points (+1 in all)". */
        snprintf(buf, len, _("%1$s; %2$s"), done, pile_now);
        break;
    }
    case UOD_M_DRAW:
        if (a == UOD_PILE_UP && s->up_n > 0)
            /* TRANSLATORS: a line of the log: a player's name and the card
               drawn. */
            snprintf(buf, len, _("%s drew %d from the face-up pile"), who, s->up[s->up_n - 1]);
        else
            /* TRANSLATORS: a line of the log: a player's name. */
            snprintf(buf, len, _("%s drew from the face-down pile"), who);
        break;
    default:
        /* TRANSLATORS: a line of the log: a player's name. */
        snprintf(buf, len, _("%s did something unknown"), who);
    }
}

/* R-ALL-2: another player's hand, the face-down pile and all but the top of
 * the face-up pile are hidden. Columns, the ring and discarded columns (seen
 * by everyone before they were turned over) are public, and so are hand
 * cards drawn from the face-up pile. Another hand shows its known cards
 * first, ascending, then its hidden ones, so the hidden cards' places in the
 * sorted hand tell nothing about them. */
static void uod_view(const void *st, int seat, void *out)
{
    const UodState *s = st;
    UodState *v = out;
    memcpy(v, s, sizeof *v); /* padding too: views compare byte for byte */
    v->hdr.cfg.seed = 0;
    v->hdr.viewer = seat;
    for (int p = 0; p < s->hdr.cfg.players; p++) {
        if (p == seat)
            continue;
        int known = 0;
        memset(v->hand[p], UOD_HIDDEN, sizeof v->hand[p]);
        for (int i = 0; i < s->hand_n[p]; i++)
            if (s->drawn_by[s->hand[p][i]] == p + 1)
                v->hand[p][known++] = s->hand[p][i];
    }
    memset(v->down, UOD_HIDDEN, sizeof v->down);
    memset(v->up, UOD_HIDDEN, sizeof v->up);
    if (s->up_n > 0)
        v->up[s->up_n - 1] = s->up[s->up_n - 1];
}

static void uod_determinize(const void *view, Rng *rng, void *out)
{
    const UodState *v = view;
    UodState *s = out;
    memcpy(s, v, sizeof *s);
    s->hdr.viewer = GAME_FULL;
    bool seen[UOD_MAX_CARDS + 1] = {false};
    for (int i = 0; i < v->ring_n; i++)
        seen[v->ring[i]] = true;
    for (int p = 0; p < v->hdr.cfg.players; p++) {
        for (int i = 0; i < v->hand_n[p]; i++)
            seen[v->hand[p][i]] = true;
        for (int k = 0; k < UOD_COLUMNS; k++)
            for (int i = 0; i < v->col_n[p][k]; i++)
                seen[v->col[p][k][i]] = true;
        for (int i = 0; i < v->discard_n[p]; i++)
            seen[v->discard[p][i]] = true;
    }
    if (v->up_n > 0)
        seen[v->up[v->up_n - 1]] = true;
    if (v->taken)
        seen[v->taken] = true;
    uint8_t unseen[UOD_MAX_CARDS];
    int n = 0;
    for (int c = 1; c <= v->n_cards; c++)
        if (!seen[c])
            unseen[n++] = (uint8_t)c;
    rng_shuffle_u8(rng, unseen, n);
    int k = 0;
    for (int p = 0; p < v->hdr.cfg.players; p++) {
        for (int i = 0; i < v->hand_n[p]; i++)
            if (s->hand[p][i] == UOD_HIDDEN)
                s->hand[p][i] = unseen[k++];
        hand_sort(s->hand[p], s->hand_n[p]);
    }
    for (int i = 0; i < v->down_n; i++)
        s->down[i] = unseen[k++];
    for (int i = 0; i + 1 < v->up_n; i++)
        s->up[i] = unseen[k++];
    assert(k == n);
}

static void uod_result(const void *st, GameResult *r)
{
    const UodState *s = st;
    int players = s->hdr.cfg.players, best = -1;
    memset(r, 0, sizeof *r);
    r->over = s->phase == UOD_PHASE_OVER;
    for (int p = 0; p < players; p++) {
        r->scores[p] = uod_score(s, p);
        if (r->scores[p] > best)
            best = r->scores[p];
    }
    if (!r->over)
        return;
    for (int p = 0; p < players; p++) { /* R-UOD-8: ties share */
        if (r->scores[p] == best)
            r->winners[r->nwinners++] = p;
        int rank = 1;
        for (int q = 0; q < players; q++)
            rank += r->scores[q] > r->scores[p];
        r->rank[p] = rank;
    }
}

static const char *phase_name(int phase)
{
    static const char *const names[] = {"play", "take", "place", "draw", "over"};
    return phase >= 0 && phase <= UOD_PHASE_OVER ? names[phase] : "?";
}

static size_t cat(char *buf, size_t len, size_t used, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

#include <stdarg.h>
static size_t cat(char *buf, size_t len, size_t used, const char *fmt, ...)
{
    if (used >= len)
        return used;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf + used, len - used, fmt, ap);
    va_end(ap);
    return n < 0 ? used : used + (size_t)n;
}

static void uod_describe(const void *st, char *buf, size_t len)
{
    const UodState *s = st;
    size_t u = 0;
    buf[0] = 0;
    u = cat(buf, len, u, "Up or Down?, %d players, %s game, cards 1-%d\n", s->hdr.cfg.players,
            s->hdr.cfg.opt[UOD_OPT_LENGTH] ? "full" : "short", s->n_cards);
    if (s->phase == UOD_PHASE_OVER)
        u = cat(buf, len, u, "Game over after %d turns\n", s->turns);
    else
        u = cat(buf, len, u, "Seat %d to %s\n", s->turn, phase_need(s->phase));
    u = cat(buf, len, u, "Display:");
    for (int i = 0; i < s->ring_n; i++)
        u = cat(buf, len, u, " %d%s", s->ring[i], s->ring[i] == s->played ? "*" : "");
    u = cat(buf, len, u, "\nFace-down pile: %d cards; face-up pile: %d cards", s->down_n, s->up_n);
    if (s->up_n > 0)
        u = cat(buf, len, u, ", top %d", s->up[s->up_n - 1]);
    u = cat(buf, len, u, "\n");
    if (s->taken)
        u = cat(buf, len, u, "Taken card: %d\n", s->taken);
    for (int p = 0; p < s->hdr.cfg.players; p++) {
        u = cat(buf, len, u, "Seat %d: %d points; hand", p, uod_score(s, p));
        for (int i = 0; i < s->hand_n[p]; i++)
            u = s->hand[p][i] ? cat(buf, len, u, " %d", s->hand[p][i]) : cat(buf, len, u, " ?");
        for (int k = 0; k < UOD_COLUMNS; k++) {
            if (!s->col_n[p][k])
                continue;
            int dir = uod_column_direction(s, p, k);
            u = cat(buf, len, u, "; column %d%s:", k + 1,
                    dir > 0   ? " (up)"
                    : dir < 0 ? " (down)"
                              : "");
            for (int i = 0; i < s->col_n[p][k]; i++)
                u = cat(buf, len, u, " %d", s->col[p][k][i]);
        }
        u = cat(buf, len, u, "; discard pile %d\n", s->discard_n[p]);
    }
}

static cJSON *card_array(const uint8_t *cards, int n)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < n; i++)
        cJSON_AddItemToArray(a, cards[i] ? cJSON_CreateNumber(cards[i]) : cJSON_CreateNull());
    return a;
}

static cJSON *uod_to_json(const void *st)
{
    const UodState *s = st;
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "phase", phase_name(s->phase));
    cJSON_AddNumberToObject(o, "start", s->start);
    cJSON_AddNumberToObject(o, "turns", s->turns);
    cJSON_AddNumberToObject(o, "deck", s->n_cards);
    cJSON_AddItemToObject(o, "ring", card_array(s->ring, s->ring_n));
    if (s->played)
        cJSON_AddNumberToObject(o, "played", s->played);
    if (s->taken)
        cJSON_AddNumberToObject(o, "taken", s->taken);
    cJSON *down = cJSON_AddObjectToObject(o, "down_pile");
    cJSON_AddNumberToObject(down, "count", s->down_n);
    cJSON_AddItemToObject(down, "cards", card_array(s->down, s->down_n));
    cJSON *up = cJSON_AddObjectToObject(o, "up_pile");
    cJSON_AddNumberToObject(up, "count", s->up_n);
    cJSON_AddItemToObject(up, "cards", card_array(s->up, s->up_n));
    cJSON *seats = cJSON_AddArrayToObject(o, "seats");
    for (int p = 0; p < s->hdr.cfg.players; p++) {
        cJSON *seat = cJSON_CreateObject();
        cJSON_AddItemToObject(seat, "hand", card_array(s->hand[p], s->hand_n[p]));
        cJSON *cols = cJSON_AddArrayToObject(seat, "columns");
        for (int k = 0; k < UOD_COLUMNS; k++) {
            cJSON *c = cJSON_CreateObject();
            int dir = uod_column_direction(s, p, k);
            cJSON_AddItemToObject(c, "cards", card_array(s->col[p][k], s->col_n[p][k]));
            cJSON_AddStringToObject(c, "direction", dir > 0 ? "up" : dir < 0 ? "down" : "open");
            cJSON_AddNumberToObject(c, "score", uod_column_score(s->col[p][k], s->col_n[p][k]));
            cJSON_AddItemToArray(cols, c);
        }
        cJSON_AddItemToObject(seat, "discard", card_array(s->discard[p], s->discard_n[p]));
        cJSON_AddNumberToObject(seat, "score", uod_score(s, p));
        cJSON_AddItemToArray(seats, seat);
    }
    return o;
}

/* A turn begins with a card played into the display. */
static bool uod_turn_start(const void *st)
{
    return ((const UodState *)st)->phase == UOD_PHASE_PLAY;
}

/* Every step of a turn may be taken back until the draw, which shows a
 * card (R-UOD-3) and ends the turn. */
static bool uod_undoable(const void *before, const Move *m, char *why, size_t whylen)
{
    (void)before;
    if (m->kind == UOD_M_DRAW) {
        snprintf(why, whylen, "%s", _("A card drawn cannot be put back."));
        return false;
    }
    return true;
}

const GameDef uod_game = {
    .id = "up-or-down",
    .name = "Up or Down?",
    .move_help = "play N      play card N (1-126) from your hand into the display\n"
                 "take N      take N, one of the two cards next to the one you played\n"
                 "column K    put the taken card on your column K (1-3)\n"
                 "new         start a new column with it (fewer than three columns)\n"
                 "discard K   discard column K face down and start it again with the card\n"
                 "draw down   draw from the face-down pile (draw up: the face-up pile)\n",
    .min_players = 2,
    .max_players = 6,
    .options = uod_options,
    .n_options = (int)(sizeof uod_options / sizeof uod_options[0]),
    .state_size = sizeof(UodState),
    .setup = uod_setup,
    .to_move = uod_to_move,
    .legal_moves = uod_legal_moves,
    .check = uod_check,
    .apply = uod_apply,
    .parse_move = uod_parse_move,
    .format_move = uod_format_move,
    .narrate = uod_narrate,
    .view = uod_view,
    .determinize = uod_determinize,
    .result = uod_result,
    .describe = uod_describe,
    .to_json = uod_to_json,
    .turn_start = uod_turn_start,
    .undoable = uod_undoable,
};
