/* 3UP 3DOWN: the 3UP 3DOWN rulebook, rulings R-33-1..11, R-ALL-1..2.
 *
 * Readings of points the rulebook and rulings leave open, each used the
 * same way everywhere (docs/save-format.md repeats them):
 * - The 3UP cards are chosen one seat after the other, seat 0 first.
 * - A multiple of Clear cards clears once and owes its kind's count once.
 * - A multiple of 1s reverses the direction once (reverse_on_one).
 * - A multiple is laid on the pile in one go: cards of the colour on top of
 *   the pile first (they continue its run), then red, green, blue. The
 *   four_colours swap goes to the player who lays the fourth card of a
 *   same-coloured run, unless that play clears the pile.
 * - With voluntary_draw the draw replaces the turn's play whether or not a
 *   play is possible ("even if you have a card that can be played").
 * - With points the match has one game per player; the first game's start
 *   player is random (R-33-3), then the start moves one seat on each game.
 * - Copies of one value and colour are the same card to every player: a
 *   play or swap uses first the copies all players know the seat holds
 *   (R-ALL-2: no view keeps knowledge a player could not have).
 * - Stalemate. The rules can loop for ever: e.g. three players holding one
 *   card each (9, 10 and a 3UP 3) must in turn play, pick up, play... with
 *   no choice at all. Progress is a card leaving the game, a card drawn, a
 *   3UP or 3DOWN card played, or a seat going out. When a turn begins in a
 *   position (every card in the same place, the same seat to act) for the
 *   third time with no progress since, or after T3_IDLE_LIMIT turns without
 *   progress, the game ends: the seats still holding cards are placed after
 *   those already out by the points they hold (R-33-10), fewest first, ties
 *   sharing a place; with points the game is scored as usual. */
#include "three_up.h"

#include <assert.h>
#include <cjson/cJSON.h>
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"

static const OptionDef t3_options[] = {
    [T3_OPT_PLAY_OUT] = {.key = "play_out",
                         .type = OPT_BOOL,
                         .min_players = 3, /* with two the game ends with the first out */
                         /* TRANSLATORS: the help of an option, in the new game settings. */
                         .help = N_("after the winner, play on to fix every place (R-33-8)")},
    [T3_OPT_VOLUNTARY_DRAW] = {.key = "voluntary_draw",
                               .type = OPT_BOOL,
                               /* TRANSLATORS: the help of an option, in the new game settings. */
                               .help = N_("draw one card instead of playing (R-33-11/2)")},
    [T3_OPT_REVERSE_ON_ONE] = {.key = "reverse_on_one",
                               .type = OPT_BOOL,
                               /* TRANSLATORS: the help of an option, in the new game settings. */
                               .help = N_("a 1 reverses the direction of play (R-33-11/3)")},
    [T3_OPT_POINTS] = {.key = "points",
                       .type = OPT_BOOL,
                       /* TRANSLATORS: the help of an option, in the new game settings. */
                       .help = N_("a match of one game per player, lowest points total wins "
                                  "(R-33-10)")},
    [T3_OPT_SWAP_TABLES] = {.key = "swap_tables",
                            .type = OPT_BOOL,
                            /* TRANSLATORS: the help of an option, in the new game settings. */
                            .help = N_("after setup the 3UP+3DOWN piles are dealt out again at "
                                       "random (R-33-11/5)")},
    [T3_OPT_FOUR_COLOURS] = {.key = "four_colours",
                             .type = OPT_BOOL,
                             /* TRANSLATORS: the help of an option, in the new game settings. */
                             .help = N_("four cards of one colour in a row: swap a hand card for a "
                                        "3UP card (R-33-11/6)")},
    [T3_OPT_COLOURS] = {.key = "colours",
                        .type = OPT_INT,
                        .def = 3,
                        .min = 1,
                        .max = 3,
                        /* TRANSLATORS: the help of an option, in the new game settings. */
                        .help = N_("play with the cards of the first 1, 2 or 3 colours (R-33-1)")},
};

static bool opt(const T3State *s, int i) { return s->hdr.cfg.opt[i] != 0; }
static int players_of(const T3State *s) { return s->hdr.cfg.players; }

/* ---- the deck (R-33-1) --------------------------------------------------
 * Ids 0..69 are the numbers: id = (value - 1) * 7 + copy, copy 0..6, and
 * copy i of value v has colour (v + i) mod 3 (red 0, green 1, blue 2), so
 * the copies are coloured in turn starting at v mod 3. Ids 70..76 are the
 * Clears, 77..82 the Clear+1s, coloured in turn from red (Clear 3/2/2,
 * Clear+1 2/2/2); id 83 is the green Clear+2. The tables below are that
 * formula written out, seven ids a line (tests/test_t33_rules.c checks
 * them against it). Never change them: saves depend on them. */
/* clang-format off */
static const uint8_t rank_of[T3_DECK] = {
     1,  1,  1,  1,  1,  1,  1,  /*  0.. 6: 1 */
     2,  2,  2,  2,  2,  2,  2,  /*  7..13: 2 */
     3,  3,  3,  3,  3,  3,  3,  /* 14..20: 3 */
     4,  4,  4,  4,  4,  4,  4,  /* 21..27: 4 */
     5,  5,  5,  5,  5,  5,  5,  /* 28..34: 5 */
     6,  6,  6,  6,  6,  6,  6,  /* 35..41: 6 */
     7,  7,  7,  7,  7,  7,  7,  /* 42..48: 7 */
     8,  8,  8,  8,  8,  8,  8,  /* 49..55: 8 */
     9,  9,  9,  9,  9,  9,  9,  /* 56..62: 9 */
    10, 10, 10, 10, 10, 10, 10,  /* 63..69: 10 */
    11, 11, 11, 11, 11, 11, 11,  /* 70..76: Clear */
    12, 12, 12, 12, 12, 12, 13,  /* 77..83: Clear+1 / Clear+2 */
};
static const uint8_t colour_of[T3_DECK] = { /* 0 red, 1 green, 2 blue */
     1,  2,  0,  1,  2,  0,  1,  /*  0.. 6: 1 */
     2,  0,  1,  2,  0,  1,  2,  /*  7..13: 2 */
     0,  1,  2,  0,  1,  2,  0,  /* 14..20: 3 */
     1,  2,  0,  1,  2,  0,  1,  /* 21..27: 4 */
     2,  0,  1,  2,  0,  1,  2,  /* 28..34: 5 */
     0,  1,  2,  0,  1,  2,  0,  /* 35..41: 6 */
     1,  2,  0,  1,  2,  0,  1,  /* 42..48: 7 */
     2,  0,  1,  2,  0,  1,  2,  /* 49..55: 8 */
     0,  1,  2,  0,  1,  2,  0,  /* 56..62: 9 */
     1,  2,  0,  1,  2,  0,  1,  /* 63..69: 10 */
     0,  1,  2,  0,  1,  2,  0,  /* 70..76: Clear */
     0,  1,  2,  0,  1,  2,  1,  /* 77..83: Clear+1 / Clear+2 */
};
/* clang-format on */
/* The lowest id of each rank (and 0 for rank 0, an empty pile): the ids
 * rise with the rank. */
static const uint8_t first_of_rank[T3_RANKS] = {0,  0,  7,  14, 21, 28, 35,
                                                42, 49, 56, 63, 70, 77, 83};
#define RANK(c) ((int)rank_of[(c)])
#define COLOUR(c) ((int)colour_of[(c)])

int t3_card_rank(int id)
{
    assert(id >= 0 && id < T3_DECK);
    return RANK(id);
}

int t3_card_colour(int id)
{
    assert(id >= 0 && id < T3_DECK);
    return COLOUR(id);
}

int t3_card_points(int id)
{
    int r = RANK(id);
    return r < T3_CLEAR ? r : 15 + 5 * (r - T3_CLEAR); /* R-33-10: 15, 20, 25 */
}

bool t3_card_in_deck(int id, int colours) { return COLOUR(id) < colours; }

int t3_deck_size(int colours)
{
    int n = 0;
    for (int id = 0; id < T3_DECK; id++)
        n += t3_card_in_deck(id, colours);
    return n;
}

const char *t3_rank_name(int rank)
{
    static const char *const names[T3_RANKS] = {"?", "1", "2", "3",  "4",     "5",       "6",
                                                "7", "8", "9", "10", "clear", "clear+1", "clear+2"};
    return rank >= 1 && rank < T3_RANKS ? names[rank] : "?";
}

const char *t3_colour_name(int colour)
{
    static const char *const names[T3_COLOURS] = {"red", "green", "blue"};
    return colour >= 0 && colour < T3_COLOURS ? names[colour] : "?";
}

void t3_card_text(int id, bool colour, char *buf, size_t len)
{
    if (id < 0 || id >= T3_DECK) {
        snprintf(buf, len, "?");
        return;
    }
    if (colour)
        snprintf(buf, len, "%s:%s", t3_rank_name(RANK(id)), t3_colour_name(COLOUR(id)));
    else
        snprintf(buf, len, "%s", t3_rank_name(RANK(id)));
}

static bool is_card(int c) { return c >= 0 && c < T3_DECK; }

const char *t3_rank_word(int rank)
{
    switch (rank) {
    case T3_CLEAR:
        /* TRANSLATORS: a card of 3UP 3DOWN by name in a sentence ("plays the
         * Clear"); it clears the pile. */
        return C_("3UP 3DOWN card", "Clear");
    case T3_CLEAR1:
        /* TRANSLATORS: a card of 3UP 3DOWN by name in a sentence; it clears
         * the pile and owes one more play. */
        return C_("3UP 3DOWN card", "Clear+1");
    case T3_CLEAR2:
        /* TRANSLATORS: a card of 3UP 3DOWN by name in a sentence; it clears
         * the pile and owes two more plays. */
        return C_("3UP 3DOWN card", "Clear+2");
    default:
        return t3_rank_name(rank);
    }
}

const char *t3_colour_word(int colour)
{
    switch (colour) {
    case T3_RED:
        /* TRANSLATORS: a colour of the 3UP 3DOWN cards, as a noun: after a
         * card's value ("7:red") or in a list ("two 7s (red, blue)"). */
        return C_("card colour", "red");
    case T3_GREEN:
        /* TRANSLATORS: a colour of the 3UP 3DOWN cards, as a noun. */
        return C_("card colour", "green");
    case T3_BLUE:
        /* TRANSLATORS: a colour of the 3UP 3DOWN cards, as a noun. */
        return C_("card colour", "blue");
    default:
        return "?";
    }
}

/* A card named in a refusal, lowercase as in the notation the player
 * types, with its colour: "7:red", "clear+1:blue". */
static void card_in_refusal(int id, char *buf, size_t len)
{
    if (!is_card(id)) {
        snprintf(buf, len, "?");
        return;
    }
    const char *rank;
    switch (RANK(id)) {
    case T3_CLEAR:
        /* TRANSLATORS: a Clear card of 3UP 3DOWN named in a refusal ("you
         * have no clear:red"), lowercase as in the notation. */
        rank = C_("3UP 3DOWN card in a list", "clear");
        break;
    case T3_CLEAR1:
        /* TRANSLATORS: a Clear+1 card of 3UP 3DOWN named in a refusal. */
        rank = C_("3UP 3DOWN card in a list", "clear+1");
        break;
    case T3_CLEAR2:
        /* TRANSLATORS: a Clear+2 card of 3UP 3DOWN named in a refusal. */
        rank = C_("3UP 3DOWN card in a list", "clear+2");
        break;
    default:
        rank = t3_rank_name(RANK(id));
    }
    /* TRANSLATORS: a 3UP 3DOWN card in a refusal: its value ("7",
     * "clear"), then its colour ("red"). */
    snprintf(buf, len, C_("3UP 3DOWN card", "%s:%s"), rank, t3_colour_word(COLOUR(id)));
}

/* A card in the log's prose, named as the plays name it: "7", "Clear+1",
 * with its colour "7 (red)". */
static void card_prose(int id, bool colour, char *buf, size_t len)
{
    if (!is_card(id))
        snprintf(buf, len, "?");
    else if (colour)
        snprintf(buf, len, C_("3UP 3DOWN cards", "%s (%s)"), t3_rank_word(RANK(id)),
                 t3_colour_word(COLOUR(id)));
    else
        snprintf(buf, len, "%s", t3_rank_word(RANK(id)));
}

/* ---- small helpers --------------------------------------------------- */

void t3_list_insert(uint8_t *a, uint8_t *n, int card)
{
    int i = *n;
    while (i > 0 && a[i - 1] > card) {
        a[i] = a[i - 1];
        i--;
    }
    a[i] = (uint8_t)card;
    (*n)++;
}

bool t3_list_remove(uint8_t *a, uint8_t *n, int card)
{
    for (int i = 0; i < *n; i++)
        if (a[i] == card) {
            memmove(&a[i], &a[i + 1], (size_t)(*n - i - 1));
            (*n)--;
            a[*n] = T3_NONE;
            return true;
        }
    return false;
}

static int slots_count(const uint8_t *slots)
{
    int n = 0;
    for (int k = 0; k < T3_SLOTS; k++)
        n += slots[k] != T3_NONE;
    return n;
}

static void sort_ids(int16_t *a, int n)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && a[j - 1] > a[j]; j--) {
            int16_t t = a[j];
            a[j] = a[j - 1];
            a[j - 1] = t;
        }
}

int t3_top_rank(const T3State *s)
{
    int n = s->pile_n, c = n ? s->pile[n - 1] : 0; /* selects, not a branch */
    return n ? RANK(c) : 0;
}

/* R-33-4: equal or higher than the top; anything on an empty pile; the
 * Clears are above every number. */
bool t3_rank_playable(const T3State *s, int rank) { return rank >= t3_top_rank(s); }

bool t3_kept_skipped(const T3State *s, int seat, int rank)
{
    int hi = s->kept_hi[seat];
    return rank >= s->kept_lo[seat] && (rank < hi || (rank == hi && hi < T3_CLEAR));
}

int t3_source(const T3State *s, int seat)
{
    if (s->hand_n[seat] > 0)
        return T3_SRC_HAND;
    if (s->draw_n > 0)
        return T3_SRC_DRAW;
    if (slots_count(s->up[seat]) > 0)
        return T3_SRC_UP;
    if (slots_count(s->down[seat]) > 0)
        return T3_SRC_DOWN;
    return T3_SRC_NONE;
}

int t3_cards_left(const T3State *s, int seat)
{
    return s->hand_n[seat] + slots_count(s->up[seat]) + slots_count(s->down[seat]);
}

int t3_held_points(const T3State *s, int seat)
{
    int total = 0;
    for (int i = 0; i < s->hand_n[seat]; i++)
        if (is_card(s->hand[seat][i]))
            total += t3_card_points(s->hand[seat][i]);
    for (int k = 0; k < T3_SLOTS; k++) {
        if (is_card(s->up[seat][k]))
            total += t3_card_points(s->up[seat][k]);
        if (is_card(s->down[seat][k]))
            total += t3_card_points(s->down[seat][k]);
    }
    return total;
}

int t3_value_run(const T3State *s)
{
    if (s->pile_n == 0)
        return 0;
    int r = RANK(s->pile[s->pile_n - 1]), n = 0;
    for (int i = s->pile_n - 1; i >= 0 && RANK(s->pile[i]) == r; i--)
        n++;
    return n;
}

int t3_colour_run(const T3State *s, int *colour)
{
    *colour = -1;
    if (s->pile_n == 0)
        return 0;
    int c = COLOUR(s->pile[s->pile_n - 1]), n = 0;
    for (int i = s->pile_n - 1; i >= 0 && COLOUR(s->pile[i]) == c; i--)
        n++;
    *colour = c;
    return n;
}

/* The cards of a source, ascending (a hand is kept sorted; hidden entries
 * of another seat's hand are left out). */
static int source_cards(const T3State *s, int seat, int src, uint8_t *out)
{
    int n = 0;
    if (src == T3_SRC_HAND) {
        for (int i = 0; i < s->hand_n[seat]; i++)
            if (is_card(s->hand[seat][i]))
                out[n++] = s->hand[seat][i];
    } else if (src == T3_SRC_UP) {
        for (int k = 0; k < T3_SLOTS; k++)
            if (is_card(s->up[seat][k]))
                out[n++] = s->up[seat][k];
        for (int i = 1; i < n; i++) /* sort three */
            for (int j = i; j > 0 && out[j - 1] > out[j]; j--) {
                uint8_t t = out[j];
                out[j] = out[j - 1];
                out[j - 1] = t;
            }
    }
    return n;
}

/* The cards a seat plays from its hand: the hand itself when every entry
 * is a card (always, but in a view of another seat's hand), else those
 * cards copied into buf. */
static const uint8_t *hand_cards(const T3State *s, int seat, uint8_t *buf, int *n)
{
    const uint8_t *h = s->hand[seat];
    if (s->hdr.viewer == GAME_FULL || s->hdr.viewer == seat) {
        *n = s->hand_n[seat];
        return h;
    }
    bool all = true;
    for (int i = 0; i < s->hand_n[seat]; i++)
        all &= is_card(h[i]);
    if (all) {
        *n = s->hand_n[seat];
        return h;
    }
    *n = source_cards(s, seat, T3_SRC_HAND, buf);
    return buf;
}

/* ---- the hands' part of the position hash -------------------------------
 * Every card known to all in a hand stands for a random-looking word of
 * its id and its seat; those words are xor-ed into hands_key, which every
 * change of a hand in this file keeps up to date, so that the repetition
 * check of every turn need not read the hands. The unknown cards need no
 * word: see position_hash. */

static uint64_t card_key(int card, int seat, int known)
{
    if (!known)
        return 0;
    uint64_t x = (uint64_t)(card << 3 | seat) * 0x9E3779B97F4A7C15ULL;
    x = (x ^ x >> 29) * 0xBF58476D1CE4E5B9ULL;
    return x ^ x >> 32;
}

uint64_t t3_hands_key(const T3State *s)
{
    uint64_t key = 0;
    for (int p = 0; p < players_of(s); p++)
        for (int i = 0; i < s->hand_n[p]; i++)
            if (is_card(s->hand[p][i]))
                key ^= card_key(s->hand[p][i], p, s->known[s->hand[p][i]]);
    return key;
}

void t3_hands_changed(T3State *s) { s->hands_key = t3_hands_key(s); }

static void hand_add(T3State *s, int seat, int card, bool known)
{
    t3_list_insert(s->hand[seat], &s->hand_n[seat], card);
    s->known[card] = known;
    s->hands_key ^= card_key(card, seat, known);
}

/* A card leaves a hand (its known flag is cleared by the caller). */
static void hand_drop(T3State *s, int seat, int card)
{
    t3_list_remove(s->hand[seat], &s->hand_n[seat], card);
    s->hands_key ^= card_key(card, seat, s->known[card]);
}

/* Takes cards (in the hand) out of a seat's hand in one pass. */
static void hand_take(T3State *s, int seat, const int16_t *ids, int n)
{
    uint64_t out[4] = {0, 0, 0, 0}; /* a bit per byte value */
    for (int i = 0; i < n; i++) {
        out[ids[i] >> 6] |= 1ULL << (ids[i] & 63);
        s->hands_key ^= card_key(ids[i], seat, s->known[ids[i]]);
    }
    uint8_t *h = s->hand[seat];
    int held = s->hand_n[seat], k = 0;
    for (int j = 0; j < held; j++) {
        int c = h[j];
        h[k] = (uint8_t)c;
        k += !(out[c >> 6] >> (c & 63) & 1);
    }
    assert(k == held - n);
    for (int j = k; j < held; j++)
        h[j] = T3_NONE;
    s->hand_n[seat] = (uint8_t)k;
}

static bool same_class(int a, int b, bool by_colour)
{
    return RANK(a) == RANK(b) && (!by_colour || COLOUR(a) == COLOUR(b));
}

/* Replaces each card by the copy of the same value and colour in src
 * (ascending ids) that comes first: known to all first, then lowest id
 * (see the head of this file). The cards must all be in src. Sorts the
 * result. */
static void normalize(const T3State *s, const uint8_t *src, int nsrc, int16_t *ids, int n)
{
    uint64_t taken[2] = {0, 0}; /* a bit per card id */
    int16_t out[MOVE_MAX_ARGS];
    for (int i = 0; i < n; i++) {
        /* The first known copy, else the first copy (by selects: which
         * copy it is is a random outcome), looked for only in the run of
         * src of the card's value: the ids rise with the rank. */
        int r = RANK(ids[i]), lowest = first_of_rank[r], b = 0;
        while (b < nsrc && src[b] < lowest)
            b++;
        int best = -1, best_known = 0;
        for (int j = b; j < nsrc && RANK(src[j]) == r; j++) {
            int c = src[j];
            bool free = !(taken[c >> 6] >> (c & 63) & 1) && COLOUR(c) == COLOUR(ids[i]);
            bool better = free && (best < 0 || (s->known[c] && !best_known));
            best_known = better ? s->known[c] : best_known;
            best = better ? c : best;
        }
        assert(best >= 0);
        taken[best >> 6] |= 1ULL << (best & 63);
        out[i] = (int16_t)best;
    }
    sort_ids(out, n);
    memcpy(ids, out, sizeof(int16_t) * (size_t)n);
}

/* Are the cards, value by value, of the same colours as the lowest-numbered
 * copies in src (so that plain values name them in the notation)? */
static bool plain_names(const uint8_t *src, int nsrc, const int16_t *ids, int n)
{
    for (int i = 0; i < n; i++) {
        int r = RANK(ids[i]), k = 0, want[T3_COLOURS] = {0}, got[T3_COLOURS] = {0};
        for (int j = 0; j < n; j++)
            if (RANK(ids[j]) == r) {
                k++;
                got[COLOUR(ids[j])]++;
            }
        for (int j = 0; j < nsrc && k > 0; j++)
            if (RANK(src[j]) == r) {
                want[COLOUR(src[j])]++;
                k--;
            }
        if (memcmp(want, got, sizeof want) != 0)
            return false;
    }
    return true;
}

/* ---- dealing (R-33-2, R-33-3) ------------------------------------------ */

static void deal(T3State *s)
{
    int players = players_of(s);
    memset(s->hand, T3_NONE, sizeof s->hand);
    memset(s->hand_n, 0, sizeof s->hand_n);
    memset(s->up, T3_NONE, sizeof s->up);
    memset(s->down, T3_NONE, sizeof s->down);
    memset(s->draw, T3_NONE, sizeof s->draw);
    memset(s->pile, T3_NONE, sizeof s->pile);
    memset(s->cleared, T3_NONE, sizeof s->cleared);
    memset(s->known, 0, sizeof s->known);
    s->hands_key = 0;
    memset(s->below_n, 0, sizeof s->below_n);
    memset(s->below_rank, 0, sizeof s->below_rank);
    memset(s->kept_n, 0, sizeof s->kept_n);
    memset(s->kept_lo, 0, sizeof s->kept_lo);
    memset(s->kept_hi, 0, sizeof s->kept_hi);
    memset(s->place, 0, sizeof s->place);
    memset(s->out_order, 0, sizeof s->out_order);
    s->draw_n = s->pile_n = s->cleared_n = 0;
    s->n_out = 0;
    s->owed = 0;
    s->drew = 0;
    s->dir = 1;
    s->stalemate = 0;
    uint8_t deck[T3_DECK];
    int n = 0;
    for (int id = 0; id < T3_DECK; id++)
        if (t3_card_in_deck(id, s->hdr.cfg.opt[T3_OPT_COLOURS]))
            deck[n++] = (uint8_t)id;
    s->deck_n = (uint8_t)n;
    rng_shuffle_u8(&s->rng, deck, n);
    int d = 0;
    for (int p = 0; p < players; p++) /* three face down each */
        for (int k = 0; k < T3_SLOTS; k++)
            s->down[p][k] = deck[d++];
    for (int p = 0; p < players; p++) /* then six each to choose from */
        for (int i = 0; i < T3_DEAL; i++)
            hand_add(s, p, deck[d++], false);
    while (d < n)
        s->draw[s->draw_n++] = deck[d++];
    if (s->game == 0) {
        s->start = (int8_t)rng_below(&s->rng, (uint32_t)players); /* R-33-3 */
        s->first_start = s->start;
    } else {
        s->start = (int8_t)((s->first_start + s->game) % players);
    }
    s->phase = T3_PHASE_SETUP;
    s->turn = 0;
    s->idle = 0;
    memset(s->history, 0, sizeof s->history);
    s->history_bits = 0;
    s->progressed = 0;
}

static bool t3_setup(void *st, const GameConfig *cfg, char *err, size_t errlen)
{
    T3State *s = st;
    memset(s, 0, sizeof *s);
    s->hdr.cfg = *cfg;
    s->hdr.viewer = GAME_FULL;
    int players = cfg->players, colours = cfg->opt[T3_OPT_COLOURS];
    if (players < 2 || players > GAME_MAX_SEATS) {
        /* TRANSLATORS: 3up-3down is the game's name in the command line and
         * the saves, kept as it is. */
        snprintf(err, errlen, "%s", _("3up-3down is for 2 to 6 players"));
        return false;
    }
    if (colours < 1 || colours > T3_COLOURS) {
        /* TRANSLATORS: colours is the name of an option, kept as it is. */
        snprintf(err, errlen, "%s", _("colours is 1, 2 or 3"));
        return false;
    }
    int deck = t3_deck_size(colours), need = T3_SLOTS + T3_DEAL;
    if (deck < players * need) {
        snprintf(err, errlen,
                 /* TRANSLATORS: colours=%d is the option as it is set (kept
                  * as it is); then the cards that leaves, and the most
                  * players they deal to. */
                 P_("colours=%d leaves %d cards, enough for at most %d player (R-33-1, R-33-2)",
                    "colours=%d leaves %d cards, enough for at most %d players (R-33-1, R-33-2)",
                    deck / need),
                 colours, deck, deck / need);
        return false;
    }
    rng_seed(&s->rng, cfg->seed);
    s->games = (int8_t)(cfg->opt[T3_OPT_POINTS] ? players : 1);
    deal(s);
    return true;
}

static int t3_to_move(const void *st)
{
    const T3State *s = st;
    return s->phase == T3_PHASE_OVER ? -1 : s->turn;
}

/* ---- legal moves --------------------------------------------------------- */

static int add(Move *out, int n, int cap, int kind, int argc, const int16_t *args)
{
    if (n < cap) {
        Move *m = &out[n];
        m->kind = (int16_t)kind;
        m->n = (int16_t)argc;
        memset(m->arg, 0, sizeof m->arg);
        for (int i = 0; i < argc; i++)
            m->arg[i] = args[i];
    }
    return n + 1;
}

static bool any_playable(const T3State *s, const uint8_t *src, int nsrc)
{
    for (int i = 0; i < nsrc; i++)
        if (t3_rank_playable(s, RANK(src[i])))
            return true;
    return false;
}

/* add_plays with four_colours: per value (ascending) and number of
 * cards, every mix of colours, the lowest copies of each colour, copies
 * known to all first (see normalize). */
static int add_colour_plays(const T3State *s, const uint8_t *src, int nsrc, Move *out, int n,
                            int cap)
{
    bool by_colour = opt(s, T3_OPT_FOUR_COLOURS);
    uint8_t byrank[T3_RANKS][T3_MAX_MULTI];
    int rn[T3_RANKS] = {0}, known = 0, top = t3_top_rank(s);
    for (int i = 0; i < nsrc; i++) {
        int c = src[i], r = RANK(c);
        if (r < top)
            continue; /* R-33-4: equal or higher */
        byrank[r][rn[r]++] = (uint8_t)c;
        known += s->known[c];
    }
    int16_t ids[MOVE_MAX_ARGS];
    if (!by_colour && !known) { /* the k lowest ids of a value, already in order */
        for (int r = top > 1 ? top : 1; r < T3_RANKS; r++)
            for (int k = 1; k <= rn[r]; k++) {
                for (int i = 0; i < k; i++)
                    ids[i] = byrank[r][i];
                n = add(out, n, cap, T3_M_PLAY, k, ids);
            }
        return n;
    }
    uint8_t lst[T3_RANKS][T3_COLOURS][T3_MAX_MULTI];
    int cnt[T3_RANKS][T3_COLOURS] = {{0}};
    for (int pass = 1; pass >= 0; pass--) /* known copies first */
        for (int r = top > 1 ? top : 1; r < T3_RANKS; r++)
            for (int i = 0; i < rn[r]; i++) {
                int c = byrank[r][i], col = COLOUR(c);
                if (s->known[c] == pass)
                    lst[r][col][cnt[r][col]++] = (uint8_t)c;
            }
    for (int r = top > 1 ? top : 1; r < T3_RANKS; r++)
        for (int k = 1; k <= rn[r]; k++) {
            if (!by_colour) {
                int kc[T3_COLOURS] = {0}, m = 0;
                for (int i = 0; i < k; i++)
                    kc[COLOUR(byrank[r][i])]++;
                for (int col = 0; col < T3_COLOURS; col++)
                    for (int i = 0; i < kc[col]; i++)
                        ids[m++] = lst[r][col][i];
                sort_ids(ids, m);
                n = add(out, n, cap, T3_M_PLAY, m, ids);
                continue;
            }
            for (int a = 0; a <= cnt[r][T3_RED] && a <= k; a++)
                for (int b = 0; b <= cnt[r][T3_GREEN] && a + b <= k; b++) {
                    int c = k - a - b, m = 0, kc[T3_COLOURS] = {a, b, c};
                    if (c > cnt[r][T3_BLUE])
                        continue;
                    for (int col = 0; col < T3_COLOURS; col++)
                        for (int i = 0; i < kc[col]; i++)
                            ids[m++] = lst[r][col][i];
                    sort_ids(ids, m);
                    n = add(out, n, cap, T3_M_PLAY, m, ids);
                }
        }
    return n;
}

/* A play of k cards (ids ascending) at out[n], written in place: a Move
 * built aside and copied stalls the copy on its just-written parts. */
static int add_play(Move *out, int n, int cap, const uint8_t *ids, int k)
{
    if (n < cap) {
        Move *m = &out[n];
        m->kind = T3_M_PLAY;
        m->n = (int16_t)k;
        memset(m->arg, 0, sizeof m->arg); /* two stores, then the cards over them */
        for (int i = 0; i < k; i++)
            m->arg[i] = ids[i];
    }
    return n + 1;
}

/* Every play from src (ascending ids, hence ascending ranks): per value
 * (ascending) and number of cards, the lowest copies; with four_colours
 * every mix of colours. Copies known to all come first (see normalize).
 * A value's cards are a run of src: with none of them known, the plays
 * are the run's prefixes; else the k-card play is the k-1-card one and one
 * card more, the next copy of the colour of the run's k-th card (known
 * copies of a colour before the others). */
static int add_plays(const T3State *s, const uint8_t *src, int nsrc, Move *out, int n, int cap,
                     bool *any)
{
    if (opt(s, T3_OPT_FOUR_COLOURS)) {
        *any = any_playable(s, src, nsrc);
        return add_colour_plays(s, src, nsrc, out, n, cap);
    }
    /* R-33-4: equal or higher; the ids rise with the rank */
    int lowest = first_of_rank[t3_top_rank(s)], b = 0;
    while (b < nsrc && src[b] < lowest)
        b++;
    *any = b < nsrc;
    while (b < nsrc) {
        int r = RANK(src[b]), e = b + 1, known = s->known[src[b]];
        for (; e < nsrc && RANK(src[e]) == r; e++) {
            assert(src[e] > src[e - 1]);
            known |= s->known[src[e]];
        }
        if (!known || e - b == 1) { /* a single copy is its own lowest */
            for (int k = 1; k <= e - b; k++)
                n = add_play(out, n, cap, src + b, k);
        } else {
            uint8_t copies[T3_COLOURS][T3_MAX_MULTI], ids[T3_MAX_MULTI];
            int nc[T3_COLOURS] = {0}, used[T3_COLOURS] = {0};
            for (int pass = 1; pass >= 0; pass--)
                for (int i = b; i < e; i++)
                    if (s->known[src[i]] == pass)
                        copies[COLOUR(src[i])][nc[COLOUR(src[i])]++] = src[i];
            for (int k = 1; k <= e - b; k++) {
                int col = COLOUR(src[b + k - 1]), c = copies[col][used[col]++], i = k - 1;
                for (; i > 0 && ids[i - 1] > c; i--) /* into its place */
                    ids[i] = ids[i - 1];
                ids[i] = (uint8_t)c;
                n = add_play(out, n, cap, ids, k);
            }
        }
        b = e;
    }
    return n;
}

/* Are these cards, class by class, the lowest-numbered copies in src? */
static bool lowest_copies(const uint8_t *src, int nsrc, const int16_t *ids, int n, bool by_colour)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < nsrc && src[j] < ids[i]; j++) {
            if (!same_class(src[j], ids[i], by_colour))
                continue;
            bool in = false;
            for (int k = 0; k < n; k++)
                in |= ids[k] == src[j];
            if (!in)
                return false;
        }
    return true;
}

static bool may_draw(const T3State *s, int seat)
{
    if (s->draw_n == 0)
        return false;
    if (s->hand_n[seat] == 0)
        return true; /* nothing to play before drawing */
    if (s->phase == T3_PHASE_EXTRA)
        return !s->drew; /* R-33-6: one optional draw before each extra play */
    return s->phase == T3_PHASE_PLAY && opt(s, T3_OPT_VOLUNTARY_DRAW); /* R-33-11/2 */
}

static int t3_legal_moves(const void *st, Move *out, int cap)
{
    const T3State *s = st;
    int seat = s->turn, n = 0;
    uint8_t src[T3_DECK];
    switch (s->phase) {
    case T3_PHASE_SETUP: {
        int ns = source_cards(s, seat, T3_SRC_HAND, src);
        bool by_colour = opt(s, T3_OPT_FOUR_COLOURS);
        /* Three cards go up when each comes with every copy of its class
         * below it (lowest_copies): below[i] holds those copies, a bit per
         * place in src (ascending, so the lower ids come first). */
        uint64_t below[64];
        bool few = ns <= 64; /* always: six cards are dealt to choose from */
        for (int i = 0; few && i < ns; i++) {
            below[i] = 0;
            for (int j = 0; j < i; j++)
                below[i] |= (uint64_t)same_class(src[j], src[i], by_colour) << j;
        }
        for (int i = 0; i < ns; i++)
            for (int j = i + 1; j < ns; j++)
                for (int k = j + 1; k < ns; k++) {
                    int16_t ids[3] = {src[i], src[j], src[k]};
                    bool lowest = few ? ((below[i] | below[j] | below[k]) &
                                         ~(1ULL << i | 1ULL << j | 1ULL << k)) == 0
                                      : lowest_copies(src, ns, ids, 3, by_colour);
                    if (lowest)
                        n = add(out, n, cap, T3_M_UP, 3, ids);
                }
        break;
    }
    case T3_PHASE_PLAY:
    case T3_PHASE_EXTRA: {
        int from = t3_source(s, seat);
        if (from == T3_SRC_HAND || from == T3_SRC_UP) {
            int ns;
            const uint8_t *cards = src;
            if (from == T3_SRC_HAND)
                cards = hand_cards(s, seat, src, &ns);
            else
                ns = source_cards(s, seat, from, src);
            bool any;
            n = add_plays(s, cards, ns, out, n, cap, &any);
            if (!any)
                n = add(out, n, cap, T3_M_PICKUP, 0, NULL);
        } else if (from == T3_SRC_DOWN) {
            for (int16_t k = 0; k < T3_SLOTS; k++)
                if (s->down[seat][k] != T3_NONE)
                    n = add(out, n, cap, T3_M_FLIP, 1, &k);
        }
        if (may_draw(s, seat))
            n = add(out, n, cap, T3_M_DRAW, 0, NULL);
        break;
    }
    case T3_PHASE_SWAP: {
        int nh = source_cards(s, seat, T3_SRC_HAND, src);
        uint8_t ups[T3_SLOTS];
        int nu = source_cards(s, seat, T3_SRC_UP, ups);
        for (int i = 0; i < nh; i++)
            for (int j = 0; j < nu; j++) {
                int16_t x = src[i], y = ups[j];
                if (!lowest_copies(src, nh, &x, 1, true) || !lowest_copies(ups, nu, &y, 1, true))
                    continue;
                int16_t ids[2] = {x, y};
                normalize(s, src, nh, &ids[0], 1);
                n = add(out, n, cap, T3_M_SWAP, 2, ids);
            }
        n = add(out, n, cap, T3_M_PASS, 0, NULL);
        break;
    }
    default:
        break;
    }
    return n < cap ? n : cap;
}

/* ---- checking ------------------------------------------------------------ */

/* What the step asks for now, for `updown show`. */
static const char *phase_need(const T3State *s)
{
    switch (s->phase) {
    case T3_PHASE_SETUP:
        return "choose your three 3UP cards (up X X X)";
    case T3_PHASE_PLAY:
        return "play, pick up the pile, flip a 3DOWN card or draw";
    case T3_PHASE_EXTRA:
        return "make the extra play the Clear card owes (play, flip, or draw first)";
    case T3_PHASE_SWAP:
        return "swap a hand card with a 3UP card (swap X Y) or pass";
    default:
        return "nothing: the game is over";
    }
}

/* Moves of the wrong step: a play, pick-up, flip or draw (WRONG_NOW), the
 * choice of the 3UP cards (WRONG_UP) or a pass (WRONG_PASS). Why it is
 * refused, with what the step asks for now. */
enum { WRONG_NOW, WRONG_UP, WRONG_PASS };

static void wrong_step(const T3State *s, int what, char *why, size_t len)
{
    switch (s->phase) {
    case T3_PHASE_SETUP:
        if (what == WRONG_PASS)
            snprintf(why, len, "%s",
                     /* TRANSLATORS: "up X X X" is the move typed at the command
                      * line, kept as it is. */
                     _("there is nothing to pass; now choose your three 3UP cards (up X X X)"));
        else
            /* TRANSLATORS: "up X X X" is the move typed at the command line,
             * kept as it is. */
            snprintf(why, len, "%s", _("now choose your three 3UP cards (up X X X)"));
        break;
    case T3_PHASE_PLAY:
        if (what == WRONG_UP)
            snprintf(why, len, "%s",
                     _("the 3UP cards are chosen before play; now play, pick up the pile, flip "
                       "a 3DOWN card or draw"));
        else
            snprintf(why, len, "%s",
                     _("there is nothing to pass; now play, pick up the pile, flip a 3DOWN "
                       "card or draw"));
        break;
    case T3_PHASE_EXTRA:
        if (what == WRONG_UP)
            snprintf(why, len, "%s",
                     _("the 3UP cards are chosen before play; now make the extra play the "
                       "Clear card owes (play, flip, or draw first)"));
        else
            snprintf(why, len, "%s",
                     _("there is nothing to pass; now make the extra play the Clear card owes "
                       "(play, flip, or draw first)"));
        break;
    case T3_PHASE_SWAP:
        if (what == WRONG_UP)
            snprintf(why, len, "%s",
                     /* TRANSLATORS: "swap X Y" is the move typed at the command
                      * line, kept as it is. */
                     _("the 3UP cards are chosen before play; now swap a hand card with a 3UP "
                       "card (swap X Y) or pass"));
        else
            /* TRANSLATORS: "swap X Y" is the move typed at the command line,
             * kept as it is. */
            snprintf(why, len, "%s", _("now swap a hand card with a 3UP card (swap X Y) or pass"));
        break;
    default:
        snprintf(why, len, "%s", _("the game is over"));
    }
}

static bool in_list(const uint8_t *a, int n, int c)
{
    for (int i = 0; i < n; i++)
        if (a[i] == c)
            return true;
    return false;
}

/* Where the cards of a move must be: among those dealt to choose the 3UP
 * cards from, in the hand, in the 3UP cards when they are played from, in
 * the 3UP cards for a swap. */
enum { IN_DEALT, IN_HAND, IN_UP_NOW, IN_UP };

/* The cards of a move are real, distinct and in src. */
static bool cards_in(const Move *m, int first, int count, const uint8_t *src, int nsrc, int where,
                     char *why, size_t len)
{
    for (int i = first; i < first + count; i++) {
        int c = m->arg[i];
        if (!is_card(c)) {
            /* TRANSLATORS: %d is the number a move gave for a card. */
            snprintf(why, len, _("there is no card %d"), c);
            return false;
        }
        for (int j = first; j < i; j++)
            if (m->arg[j] == c) {
                snprintf(why, len, "%s", _("the same card is named twice"));
                return false;
            }
        if (!in_list(src, nsrc, c)) {
            char t[64];
            card_in_refusal(c, t, sizeof t);
            if (where == IN_DEALT)
                /* TRANSLATORS: %s is a 3UP 3DOWN card with its colour, "7:red". */
                snprintf(why, len, _("you were not dealt %s"), t);
            else if (where == IN_HAND)
                /* TRANSLATORS: %s is a 3UP 3DOWN card with its colour, "7:red". */
                snprintf(why, len, _("you have no %s"), t);
            else if (where == IN_UP_NOW)
                snprintf(why, len,
                         /* TRANSLATORS: %s is a 3UP 3DOWN card with its colour,
                          * "7:red". */
                         _("you play from your 3UP cards now (R-33-7), and they hold no %s"), t);
            else
                /* TRANSLATORS: %s is a 3UP 3DOWN card with its colour, "7:red". */
                snprintf(why, len, _("your 3UP cards hold no %s"), t);
            return false;
        }
    }
    return true;
}

static bool t3_check(const void *st, const Move *m, char *why, size_t len)
{
    const T3State *s = st;
    int seat = s->turn;
    uint8_t src[T3_DECK];
    if (s->phase == T3_PHASE_OVER) {
        snprintf(why, len, "%s", _("the game is over"));
        return false;
    }
    if (m->n < 0 || m->n > MOVE_MAX_ARGS) {
        snprintf(why, len, "%s", _("not a 3UP 3DOWN move"));
        return false;
    }
    bool turn_phase = s->phase == T3_PHASE_PLAY || s->phase == T3_PHASE_EXTRA;
    int from = t3_source(s, seat);
    switch (m->kind) {
    case T3_M_UP: {
        if (s->phase != T3_PHASE_SETUP) {
            wrong_step(s, WRONG_UP, why, len);
            return false;
        }
        if (m->n != T3_SLOTS) {
            snprintf(why, len, "%s", _("choose exactly three cards to put face up (R-33-2)"));
            return false;
        }
        int ns = source_cards(s, seat, T3_SRC_HAND, src);
        return cards_in(m, 0, 3, src, ns, IN_DEALT, why, len);
    }
    case T3_M_PLAY: {
        if (!turn_phase) {
            wrong_step(s, WRONG_NOW, why, len);
            return false;
        }
        if (from == T3_SRC_DRAW) {
            snprintf(why, len, "%s", _("your hand is empty: draw first (R-33-6)"));
            return false;
        }
        if (from == T3_SRC_DOWN) {
            snprintf(why, len, "%s",
                     /* TRANSLATORS: "flip K" is the move typed at the command
                      * line, kept as it is. */
                     _("your 3DOWN cards are face down: flip one (flip K, R-33-7)"));
            return false;
        }
        if (m->n < 1 || m->n > T3_MAX_MULTI) {
            snprintf(why, len, "%s", _("play one card or several of one value (R-33-4)"));
            return false;
        }
        if (from == T3_SRC_HAND)
            for (int i = 0; i < m->n; i++)
                for (int k = 0; k < T3_SLOTS; k++)
                    if (is_card(m->arg[i]) && s->up[seat][k] == m->arg[i]) {
                        snprintf(why, len, "%s",
                                 _("your 3UP cards come once your hand is empty and the draw "
                                   "pile is gone (R-33-7)"));
                        return false;
                    }
        int ns = source_cards(s, seat, from, src);
        if (!cards_in(m, 0, m->n, src, ns, from == T3_SRC_HAND ? IN_HAND : IN_UP_NOW, why, len))
            return false;
        int r = RANK(m->arg[0]);
        for (int i = 1; i < m->n; i++)
            if (RANK(m->arg[i]) != r) {
                snprintf(why, len, "%s", _("a multiple is several cards of one value (R-33-4)"));
                return false;
            }
        if (!t3_rank_playable(s, r)) { /* two numbers: the pile never holds a Clear */
            /* TRANSLATORS: the value of the card played, then the value on
             * top of the pile. */
            snprintf(why, len, _("%d is lower than the %d on the pile (R-33-4)"), r,
                     t3_top_rank(s));
            return false;
        }
        return true;
    }
    case T3_M_PICKUP: {
        if (!turn_phase) {
            wrong_step(s, WRONG_NOW, why, len);
            return false;
        }
        if (from == T3_SRC_DOWN) {
            snprintf(why, len, "%s",
                     _("flip a 3DOWN card first: it is picked up only if it cannot be "
                       "played (R-33-7)"));
            return false;
        }
        if (from != T3_SRC_HAND && from != T3_SRC_UP) {
            snprintf(why, len, "%s", _("your hand is empty: draw first (R-33-6)"));
            return false;
        }
        int ns = source_cards(s, seat, from, src);
        if (any_playable(s, src, ns)) {
            snprintf(why, len, "%s", _("you can play, and a possible play is compulsory (R-33-4)"));
            return false;
        }
        return true;
    }
    case T3_M_FLIP: {
        if (!turn_phase) {
            wrong_step(s, WRONG_NOW, why, len);
            return false;
        }
        if (from != T3_SRC_DOWN) {
            snprintf(why, len, "%s",
                     _("3DOWN cards come after the hand and the 3UP cards (R-33-7)"));
            return false;
        }
        if (m->n != 1 || m->arg[0] < 0 || m->arg[0] >= T3_SLOTS ||
            s->down[seat][m->arg[0]] == T3_NONE) {
            /* TRANSLATORS: %d is the place of the 3DOWN card, 1 to 3. */
            snprintf(why, len, _("you have no 3DOWN card %d"), m->n == 1 ? m->arg[0] + 1 : 0);
            return false;
        }
        return true;
    }
    case T3_M_DRAW:
        if (!turn_phase) {
            wrong_step(s, WRONG_NOW, why, len);
            return false;
        }
        if (s->draw_n == 0) {
            snprintf(why, len, "%s", _("the draw pile is empty"));
            return false;
        }
        if (!may_draw(s, seat)) {
            if (s->phase == T3_PHASE_EXTRA)
                snprintf(why, len, "%s",
                         _("you have drawn once before this play already (R-33-6)"));
            else
                snprintf(why, len, "%s",
                         /* TRANSLATORS: voluntary_draw is the name of an
                          * option, kept as it is. */
                         _("you may draw only with the voluntary_draw option "
                           "(R-33-11/2)"));
            return false;
        }
        return true;
    case T3_M_SWAP: {
        if (s->phase != T3_PHASE_SWAP) {
            snprintf(why, len, "%s",
                     _("a swap needs four cards of one colour in a row (R-33-11/6)"));
            return false;
        }
        if (m->n != 2) {
            snprintf(why, len, "%s", _("swap one hand card with one 3UP card"));
            return false;
        }
        int nh = source_cards(s, seat, T3_SRC_HAND, src);
        if (!cards_in(m, 0, 1, src, nh, IN_HAND, why, len))
            return false;
        nh = source_cards(s, seat, T3_SRC_UP, src);
        return cards_in(m, 1, 1, src, nh, IN_UP, why, len);
    }
    case T3_M_PASS:
        if (s->phase != T3_PHASE_SWAP) {
            wrong_step(s, WRONG_PASS, why, len);
            return false;
        }
        return true;
    default:
        snprintf(why, len, "%s", _("not a 3UP 3DOWN move"));
        return false;
    }
}

/* ---- applying ------------------------------------------------------------ */

/* Progress: a card leaves the game (here or as a Clear played), is
 * drawn, or leaves a 3UP or 3DOWN place, or a seat goes out. */
static void clear_pile(T3State *s)
{
    s->progressed = 1;
    for (int i = 0; i < s->pile_n; i++) {
        s->cleared[s->cleared_n++] = s->pile[i];
        s->pile[i] = T3_NONE;
    }
    s->pile_n = 0;
}

static int draw_top(T3State *s)
{
    assert(s->draw_n > 0);
    s->progressed = 1;
    int c = s->draw[--s->draw_n];
    s->draw[s->draw_n] = T3_NONE;
    return c;
}

static int next_seat(const T3State *s, int from)
{
    int players = players_of(s), p = from;
    for (int step = 1; step <= players; step++) {
        p += s->dir; /* around the table, without a division */
        p = p < 0 ? p + players : p >= players ? p - players : p;
        if (s->place[p] == 0)
            return p;
    }
    return from;
}

/* One step of the position hash: a word mixed into h. */
static uint64_t mix_word(uint64_t h, uint64_t w)
{
    h = (h ^ w) * 0xFF51AFD7ED558CCDULL;
    return h ^ h >> 32;
}

/* The n bytes at a, and the bytes after them to the next multiple of
 * eight, mixed into h a word at a time. For the pile those bytes are
 * T3_NONE, or (for a pile of more than 80 cards) the first bytes of the
 * cleared cards that follow it: either way part of the position, so equal
 * positions still hash alike. */
static uint64_t mix_words(uint64_t h, const uint8_t *a, int n)
{
    for (int i = 0; i < n; i += 8) {
        uint64_t w;
        memcpy(&w, a + i, 8);
        h = mix_word(h, w);
    }
    return h;
}

static uint64_t rotate(uint64_t x, int k) { return x << k | x >> (64 - k); }

/* The position for repetitions, from what every seat sees, and of that
 * only what can differ between two turns of one history: the seat to act,
 * the direction, the number of cards in each hand, the cards known to all
 * in each hand (hands_key), the pile, and with four_colours (whose swap
 * moves them) the 3UP cards. The rest cannot: the draw pile, the cleared
 * cards, the 3DOWN cards, the seats out and a 3UP card leaving its place
 * change only with progress, which starts the history again, and every
 * turn begins in the play phase with nothing owed. Nor do the hands'
 * unknown cards: between two turns with no progress a hand gains no
 * unknown card (only a draw or a flip brings one, and both are progress)
 * while one it loses is shown on the pile, so two turns whose hands hold
 * the same known cards and as many cards hold the same unknown ones too.
 * So the history is public, and a seat's view keeps it. Independent
 * chains of words, so that they run side by side. */
static uint64_t position_hash(const T3State *s)
{
    uint8_t head[8] = {(uint8_t)s->turn, (uint8_t)s->dir};
    _Static_assert(sizeof s->hand_n == 6, "the seat, the direction and the hand counts in a word");
    memcpy(head + 2, s->hand_n, sizeof s->hand_n);
    uint64_t w;
    memcpy(&w, head, sizeof w);
    uint64_t a = mix_word(0x9E3779B97F4A7C15ULL, w), e = 0;
    if (opt(s, T3_OPT_FOUR_COLOURS)) { /* the 3UP cards: two words and two bytes */
        uint64_t up[2];
        uint16_t up_last;
        _Static_assert(sizeof s->up == 18, "the 3UP places in two words and two bytes");
        memcpy(up, s->up, sizeof up);
        memcpy(&up_last, (const uint8_t *)s->up + sizeof up, sizeof up_last);
        e = mix_word(mix_word(mix_word(0x85EBCA77C2B2AE63ULL, up[0]), up[1]), up_last);
    }
    uint64_t d = mix_words(0x27D4EB2F165667C5ULL, s->pile, s->pile_n);
    return mix_word(a ^ rotate(s->hands_key, 13) ^ rotate(d, 39) ^ rotate(e, 52),
                    0x94D049BB133111EBULL);
}

static void end_game(T3State *s);

/* The stalemate reading at the head of this file: the seats still in the
 * game are placed by the points they hold. */
static void stalemate(T3State *s)
{
    int players = players_of(s), pts[GAME_MAX_SEATS];
    int8_t place[GAME_MAX_SEATS];
    memcpy(place, s->place, sizeof place);
    for (int p = 0; p < players; p++)
        pts[p] = t3_held_points(s, p);
    for (int p = 0; p < players; p++) {
        if (place[p])
            continue;
        int better = 0;
        for (int q = 0; q < players; q++)
            better += !s->place[q] && pts[q] < pts[p];
        place[p] = (int8_t)(s->n_out + 1 + better);
    }
    memcpy(s->place, place, sizeof place);
    s->stalemate = 1;
    end_game(s);
}

/* How many of the remembered turn starts since the last progress were in
 * the position hashed h. history[idle % T3_HISTORY] is the position at the
 * start of the turn `idle` turns after the last progress. */
static int times_seen(const T3State *s, uint64_t h)
{
    int seen = 0, n = s->idle < T3_HISTORY ? s->idle : T3_HISTORY;
    for (int i = 0; i < n; i++)
        seen += s->history[i] == h;
    return seen;
}

/* At the start of every turn: progress, or one more turn towards a
 * stalemate. */
static void note_turn(T3State *s)
{
    if (s->progressed) {
        s->progressed = 0;
        s->idle = 0;
        s->history_bits = 0;
    }
    uint64_t h = position_hash(s), bit = 1ULL << (h & 63);
    if (((s->history_bits & bit) && times_seen(s, h) >= 2) || s->idle >= T3_IDLE_LIMIT) {
        stalemate(s);
        return;
    }
    s->history[s->idle % T3_HISTORY] = h;
    s->history_bits |= bit;
    s->idle++;
}

int t3_repeats(const T3State *s)
{
    if (s->phase == T3_PHASE_SETUP || s->phase == T3_PHASE_OVER || s->idle == 0)
        return 0;
    /* note_turn put this turn's position last */
    return times_seen(s, s->history[(s->idle - 1) % T3_HISTORY]) - 1;
}

/* R-33-5: the refill, then the next seat in the direction of play. */
static void end_turn(T3State *s)
{
    int seat = s->turn;
    while (s->hand_n[seat] < T3_HAND && s->draw_n > 0)
        hand_add(s, seat, draw_top(s), false);
    s->owed = 0;
    s->drew = 0;
    s->turn = (int8_t)next_seat(s, seat);
    s->phase = T3_PHASE_PLAY;
    note_turn(s);
}

static void continue_turn(T3State *s)
{
    if (s->owed > 0) {
        s->phase = T3_PHASE_EXTRA;
        s->drew = 0;
    } else {
        end_turn(s);
    }
}

/* R-33-10: the game's points; with points a new deal while the match
 * lasts. */
static void end_game(T3State *s)
{
    int players = players_of(s);
    for (int p = 0; p < players; p++) {
        int pts = t3_held_points(s, p);
        s->game_score[s->game][p] = (int16_t)pts;
        if (opt(s, T3_OPT_POINTS))
            s->match[p] = (int16_t)(s->match[p] + pts);
    }
    if (opt(s, T3_OPT_POINTS) && s->game + 1 < s->games) {
        s->game++;
        deal(s);
        return;
    }
    s->owed = 0;
    s->drew = 0;
    s->phase = T3_PHASE_OVER;
}

/* R-33-8: the first seat out of cards wins; with play_out the others play
 * on until one seat is left. */
static void go_out(T3State *s, int seat)
{
    int players = players_of(s);
    s->progressed = 1;
    s->out_order[s->n_out] = (int8_t)seat;
    s->place[seat] = ++s->n_out;
    if (opt(s, T3_OPT_PLAY_OUT) && players - s->n_out > 1) {
        s->owed = 0;
        end_turn(s);
        return;
    }
    if (opt(s, T3_OPT_PLAY_OUT))
        for (int p = 0; p < players; p++)
            if (s->place[p] == 0) {
                s->out_order[s->n_out] = (int8_t)p;
                s->place[p] = ++s->n_out;
            }
    end_game(s);
}

/* The order a multiple goes onto the pile: the colour on top first, then
 * red, green, blue. */
static void laying_order(const T3State *s, const int16_t *ids, int n, int16_t *out)
{
    if (n == 1) {
        out[0] = ids[0];
        return;
    }
    int top = -1, m = 0;
    if (s->pile_n > 0)
        top = COLOUR(s->pile[s->pile_n - 1]);
    for (int i = 0; i < n; i++)
        if (COLOUR(ids[i]) == top)
            out[m++] = ids[i];
    for (int col = 0; col < T3_COLOURS; col++)
        for (int i = 0; i < n; i++)
            if (col != top && COLOUR(ids[i]) == col)
                out[m++] = ids[i];
    assert(m == n);
}

/* Would laying these numbered cards put down the fourth card of a
 * same-coloured run (R-33-11/6)? *colour is the run's colour. */
static bool lays_fourth(const T3State *s, const int16_t *ids, int n, int *colour)
{
    int16_t order[MOVE_MAX_ARGS];
    laying_order(s, ids, n, order);
    int runc, run = t3_colour_run(s, &runc);
    bool hit = false;
    for (int i = 0; i < n; i++) {
        int c = COLOUR(order[i]);
        if (c == runc) {
            run++;
        } else {
            runc = c;
            run = 1;
        }
        if (run == 4) {
            hit = true;
            *colour = c;
        }
    }
    return hit;
}

/* Would these cards clear the pile: a Clear, or three or more of a value
 * in a row (R-33-6)? */
static bool clears(const T3State *s, int rank, int n)
{
    if (rank >= T3_CLEAR)
        return true;
    int run = t3_top_rank(s) == rank ? t3_value_run(s) : 0;
    return run + n >= 3;
}

/* The cards, already taken from where they were, go onto the pile. */
static void play_cards(T3State *s, int seat, const int16_t *ids, int n)
{
    int rank = RANK(ids[0]), colour;
    bool extra = s->phase == T3_PHASE_EXTRA;
    bool offer = false;
    if (opt(s, T3_OPT_REVERSE_ON_ONE) && rank == 1)
        s->dir = (int8_t)-s->dir; /* R-33-11/3 */
    if (rank >= T3_CLEAR) {       /* R-33-6 */
        clear_pile(s);
        for (int i = 0; i < n; i++)
            s->cleared[s->cleared_n++] = (uint8_t)ids[i];
        s->owed = (int8_t)(rank - T3_CLEAR);
    } else {
        bool clearing = clears(s, rank, n);
        offer = !clearing && opt(s, T3_OPT_FOUR_COLOURS) && lays_fourth(s, ids, n, &colour);
        int16_t order[MOVE_MAX_ARGS];
        laying_order(s, ids, n, order);
        for (int i = 0; i < n; i++)
            s->pile[s->pile_n++] = (uint8_t)order[i];
        if (clearing) {
            clear_pile(s);
            s->owed = 0; /* acts as a Clear: the turn ends */
        } else if (extra) {
            s->owed--;
        }
    }
    s->drew = 0;
    if (s->hand_n[seat] == 0 && t3_cards_left(s, seat) == 0) { /* the hand first: cheapest */
        go_out(s, seat);
        return;
    }
    if (offer && opt(s, T3_OPT_FOUR_COLOURS) && s->hand_n[seat] > 0 &&
        slots_count(s->up[seat]) > 0) {
        s->phase = T3_PHASE_SWAP;
        return;
    }
    continue_turn(s);
}

/* A seat's unknown hand card leaves the hand (played, or swapped face up):
 * it may have been one of those known to rank below below_rank, unless it
 * ranks at least that. */
static void hidden_card_left(T3State *s, int seat, int card)
{
    if (s->below_n[seat] > 0 && RANK(card) < s->below_rank[seat])
        s->below_n[seat]--;
}

/* Everyone sees the pile taken because nothing in the hand beat its top
 * (R-33-4, R-33-7): every unknown card the seat holds ranks below it. */
static void pick_up_pile(T3State *s, int seat)
{
    int top = t3_top_rank(s), hidden = 0;
    for (int i = 0; i < s->hand_n[seat]; i++)
        hidden += !s->known[s->hand[seat][i]];
    s->below_n[seat] = (uint8_t)hidden;
    s->below_rank[seat] = (int8_t)top;
    for (int i = 0; i < s->pile_n; i++) {
        hand_add(s, seat, s->pile[i], true); /* seen face up by all */
        s->pile[i] = T3_NONE;
    }
    s->pile_n = 0;
}

/* After a play of rank from the hand, the cards already taken out: what
 * the kept cards showed (kept_n). A known card kept in the ranks passed
 * over shows that the seat did not play its lowest: nothing is noted. */
static void note_kept(T3State *s, int seat, int rank)
{
    int hidden = 0;
    bool lowest = true;
    s->kept_lo[seat] = (int8_t)t3_top_rank(s);
    s->kept_hi[seat] = (int8_t)rank;
    for (int i = 0; i < s->hand_n[seat]; i++) {
        int c = s->hand[seat][i];
        bool known = s->known[c];
        hidden += !known;
        lowest &= !(known && t3_kept_skipped(s, seat, RANK(c)));
    }
    s->kept_n[seat] = (uint8_t)(lowest ? hidden : 0);
}

/* The play of one card from a hand with nothing hidden (a whole state, or
 * the seat's own view), the commonest move, in one pass over the hand:
 * the copy played (normalize), what the kept cards show (note_kept) and
 * the hand without it. False, with nothing changed, for any other hand. */
static bool play_one(T3State *s, int seat, int card)
{
    if (s->hdr.viewer != GAME_FULL && s->hdr.viewer != seat)
        return false;
    uint8_t *h = s->hand[seat];
    int held = s->hand_n[seat], rank = RANK(card), colour = COLOUR(card), top = t3_top_rank(s);
    /* the ranks note_kept passes over: top .. rank, and rank itself
     * unless it is a Clear */
    int at = -1, at_known = 0, hidden = 0, skipped = 0, hi = rank < T3_CLEAR ? rank + 1 : rank;
    for (int j = 0; j < held; j++) { /* & not &&: no branch to mispredict */
        int c = h[j], known = s->known[c], r = RANK(c);
        int copy = (r == rank) & (COLOUR(c) == colour);
        int better = copy & ((at < 0) | (known & !at_known)); /* known copies first */
        at = better ? j : at;
        at_known = better ? known : at_known;
        hidden += !known;
        skipped += known & (r >= top) & (r < hi);
    }
    assert(at >= 0);
    int c = h[at], known = s->known[c];
    s->hands_key ^= card_key(c, seat, known);
    for (int j = at; j + 1 < held; j++)
        h[j] = h[j + 1];
    h[held - 1] = T3_NONE;
    s->hand_n[seat] = (uint8_t)(held - 1);
    if (!known)
        hidden_card_left(s, seat, c);
    s->known[c] = 0;
    /* note_kept on the hand without the card */
    hidden -= !known;
    skipped -= known && rank >= top && rank < T3_CLEAR; /* the card itself, if it counted */
    s->kept_lo[seat] = (int8_t)top;
    s->kept_hi[seat] = (int8_t)rank;
    s->kept_n[seat] = (uint8_t)(skipped == 0 ? hidden : 0);
    int16_t id = (int16_t)c;
    play_cards(s, seat, &id, 1);
    return true;
}

static void t3_apply(void *st, const Move *m)
{
    T3State *s = st;
    int seat = s->turn, players = players_of(s);
    uint8_t src[T3_DECK];
    assert(s->phase != T3_PHASE_OVER);
    s->plies++;
    switch (m->kind) {
    case T3_M_UP: { /* R-33-2 */
        int ns = source_cards(s, seat, T3_SRC_HAND, src);
        int16_t ids[T3_SLOTS] = {m->arg[0], m->arg[1], m->arg[2]};
        normalize(s, src, ns, ids, T3_SLOTS);
        int low = T3_RANKS;
        for (int k = 0; k < T3_SLOTS; k++) {
            hand_drop(s, seat, ids[k]);
            s->up[seat][k] = (uint8_t)ids[k];
            low = RANK(ids[k]) < low ? RANK(ids[k]) : low;
        }
        /* The first hint of the kept cards (kept_n): a player puts its
         * highest cards up, so the three kept rank no higher than the
         * lowest of them. */
        s->kept_n[seat] = s->hand_n[seat];
        s->kept_lo[seat] = (int8_t)(low + 1);
        s->kept_hi[seat] = T3_RANKS;
        if (seat + 1 < players) {
            s->turn = (int8_t)(seat + 1);
            break;
        }
        if (opt(s, T3_OPT_SWAP_TABLES)) { /* R-33-11/5 */
            uint8_t perm[GAME_MAX_SEATS], up[GAME_MAX_SEATS][T3_SLOTS],
                down[GAME_MAX_SEATS][T3_SLOTS];
            for (int p = 0; p < players; p++)
                perm[p] = (uint8_t)p;
            rng_shuffle_u8(&s->rng, perm, players);
            memcpy(up, s->up, sizeof up);
            memcpy(down, s->down, sizeof down);
            for (int p = 0; p < players; p++) {
                memcpy(s->up[p], up[perm[p]], T3_SLOTS);
                memcpy(s->down[p], down[perm[p]], T3_SLOTS);
            }
        }
        s->phase = T3_PHASE_PLAY;
        s->turn = s->start;
        break;
    }
    case T3_M_PLAY: {
        int from = t3_source(s, seat), ns;
        if (from == T3_SRC_HAND && m->n == 1 && play_one(s, seat, m->arg[0]))
            break;
        const uint8_t *cards = src;
        if (from == T3_SRC_HAND)
            cards = hand_cards(s, seat, src, &ns);
        else
            ns = source_cards(s, seat, from, src);
        int16_t ids[MOVE_MAX_ARGS];
        memcpy(ids, m->arg, sizeof ids);
        normalize(s, cards, ns, ids, m->n);
        if (from == T3_SRC_HAND)
            hand_take(s, seat, ids, m->n);
        for (int i = 0; i < m->n; i++) {
            if (from == T3_SRC_HAND) {
                if (!s->known[ids[i]])
                    hidden_card_left(s, seat, ids[i]);
            } else {
                for (int k = 0; k < T3_SLOTS; k++)
                    if (s->up[seat][k] == ids[i])
                        s->up[seat][k] = T3_NONE;
                s->progressed = 1;
            }
            s->known[ids[i]] = 0;
        }
        if (from == T3_SRC_HAND)
            note_kept(s, seat, RANK(ids[0]));
        else
            s->kept_n[seat] = 0;
        play_cards(s, seat, ids, m->n);
        break;
    }
    case T3_M_PICKUP: /* R-33-4 */
        pick_up_pile(s, seat);
        end_turn(s);
        break;
    case T3_M_FLIP: { /* R-33-7 */
        int k = m->arg[0];
        int16_t c = s->down[seat][k];
        assert(is_card(c));
        s->down[seat][k] = T3_NONE;
        s->progressed = 1;
        if (t3_rank_playable(s, RANK(c))) {
            play_cards(s, seat, &c, 1);
        } else {
            /* Into the empty hand unseen by the opponents, who see only
             * that it did not beat the top; then the pile. */
            hand_add(s, seat, c, false);
            pick_up_pile(s, seat);
            end_turn(s);
        }
        break;
    }
    case T3_M_DRAW: {
        bool voluntary = s->phase == T3_PHASE_PLAY && s->hand_n[seat] > 0;
        hand_add(s, seat, draw_top(s), false);
        if (voluntary) {
            end_turn(s); /* R-33-11/2: the draw ends the turn */
        } else {
            s->drew = 1;
        }
        break;
    }
    case T3_M_SWAP: { /* R-33-11/6 */
        int16_t x = m->arg[0], y = m->arg[1];
        int nh = source_cards(s, seat, T3_SRC_HAND, src);
        normalize(s, src, nh, &x, 1);
        nh = source_cards(s, seat, T3_SRC_UP, src);
        normalize(s, src, nh, &y, 1);
        hand_drop(s, seat, x);
        if (!s->known[x]) {
            hidden_card_left(s, seat, x);
            if (s->kept_n[seat] > 0)
                s->kept_n[seat]--;
        }
        s->known[x] = 0;
        for (int k = 0; k < T3_SLOTS; k++)
            if (s->up[seat][k] == y) {
                s->up[seat][k] = (uint8_t)x;
                break;
            }
        hand_add(s, seat, y, true);
        continue_turn(s);
        break;
    }
    case T3_M_PASS:
        continue_turn(s);
        break;
    default:
        assert(!"unknown move");
    }
}

/* ---- the notation ------------------------------------------------------ */

static bool parse_card(const char *tok, int *rank, int *colour)
{
    char val[16];
    const char *colon = strchr(tok, ':');
    size_t vlen = colon ? (size_t)(colon - tok) : strlen(tok);
    if (vlen == 0 || vlen >= sizeof val)
        return false;
    memcpy(val, tok, vlen);
    val[vlen] = 0;
    *rank = 0;
    for (int r = 1; r < T3_RANKS; r++)
        if (!strcmp(val, t3_rank_name(r)))
            *rank = r;
    if (!*rank)
        return false;
    *colour = -1;
    if (colon) {
        for (int c = 0; c < T3_COLOURS; c++)
            if (!strcmp(colon + 1, t3_colour_name(c)))
                *colour = c;
        if (*colour < 0)
            return false;
    }
    return true;
}

/* Where the cards of a move were looked for, to say what is not there. */
enum { FROM_DEALT, FROM_HAND, FROM_UP };

/* A card of a move that is not where it was looked for: "you were not
 * dealt more than 1 of '7'" when there are fewer copies than named. */
static void not_there(int where, int have, const char *card, char *err, size_t len)
{
    /* TRANSLATORS: these say that a card named in a save's move is not
       there. %2$s (or %s) is the card as written, the notation, kept as it
       is; %1$d is how many copies of it there are. */
    if (where == FROM_DEALT && have)
        snprintf(err, len, _("you were not dealt more than %1$d of '%2$s'"), have, card);
    else if (where == FROM_DEALT)
        /* TRANSLATORS: %s is a card as written in a save's move. */
        snprintf(err, len, _("you were not dealt %s"), card);
    else if (where == FROM_HAND && have)
        /* TRANSLATORS: see "you were not dealt more than %1$d of '%2$s'". */
        snprintf(err, len, _("you have no more than %1$d of '%2$s'"), have, card);
    else if (where == FROM_HAND)
        /* TRANSLATORS: %s is a card as written in a save's move. */
        snprintf(err, len, _("you have no %s"), card);
    else if (have)
        /* TRANSLATORS: see "you were not dealt more than %1$d of '%2$s'". */
        snprintf(err, len, _("your 3UP cards hold no more than %1$d of '%2$s'"), have, card);
    else
        /* TRANSLATORS: %s is a card as written in a save's move. */
        snprintf(err, len, _("your 3UP cards hold no %s"), card);
}

/* Cards by value (and colour) to ids in src: named colours first, then the
 * lowest-numbered copies for plain values (docs/cli.md). */
static bool resolve_cards(const T3State *s, const uint8_t *src, int nsrc, char **toks, int n,
                          int where, int16_t *ids, char *err, size_t len)
{
    int rank[MOVE_MAX_ARGS], colour[MOVE_MAX_ARGS];
    for (int i = 0; i < n; i++)
        if (!parse_card(toks[i], &rank[i], &colour[i])) {
            snprintf(err, len,
                     /* TRANSLATORS: %s is a word of a save's move; the cards
                        in brackets are the notation, kept as they are. */
                     _("there is no card '%s' (cards are 1 to 10, clear, clear+1, clear+2, "
                       "optionally with :red, :green or :blue)"),
                     toks[i]);
            return false;
        }
    bool taken[T3_DECK] = {false};
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < n; i++) {
            if ((pass == 0) != (colour[i] >= 0))
                continue;
            int found = -1;
            for (int j = 0; j < nsrc && found < 0; j++) {
                int c = src[j];
                if (!taken[c] && RANK(c) == rank[i] && (colour[i] < 0 || COLOUR(c) == colour[i]))
                    found = c;
            }
            if (found < 0) {
                int have = 0;
                for (int j = 0; j < nsrc; j++)
                    have +=
                        RANK(src[j]) == rank[i] && (colour[i] < 0 || COLOUR(src[j]) == colour[i]);
                not_there(where, have, toks[i], err, len);
                return false;
            }
            taken[found] = true;
            ids[i] = (int16_t)found;
        }
    normalize(s, src, nsrc, ids, n);
    return true;
}

static bool t3_parse_move(const void *st, const char *text, Move *m, char *err, size_t len)
{
    const T3State *s = st;
    char buf[256];
    char *toks[12];
    int nt = 0;
    size_t tl = strlen(text);
    if (tl >= sizeof buf) {
        snprintf(err, len, "%s", _("move too long"));
        return false;
    }
    for (size_t i = 0; i <= tl; i++)
        buf[i] = (char)tolower((unsigned char)text[i]);
    /* words split in place (no strtok: the rules run on several threads) */
    for (char *p = buf;;) {
        while (*p == ' ' || *p == '\t' || *p == '\n')
            p++;
        if (!*p)
            break;
        if (nt == 12) {
            /* TRANSLATORS: %s is a move of a save, as written. */
            snprintf(err, len, _("'%s' has too many words"), text);
            return false;
        }
        toks[nt++] = p;
        while (*p && *p != ' ' && *p != '\t' && *p != '\n')
            p++;
        if (*p)
            *p++ = 0;
    }
    if (nt == 0) {
        snprintf(err, len, "%s", _("empty move"));
        return false;
    }
    int seat = s->turn >= 0 && s->turn < players_of(s) ? s->turn : 0;
    const char *w = toks[0];
    int16_t ids[MOVE_MAX_ARGS];
    uint8_t src[T3_DECK];
    int a[MOVE_MAX_ARGS];
    if (nt == 1 && (!strcmp(w, "pickup") || !strcmp(w, "draw") || !strcmp(w, "pass"))) {
        *m = move_make(w[0] == 'p' ? (w[1] == 'i' ? T3_M_PICKUP : T3_M_PASS) : T3_M_DRAW, 0, NULL);
        return true;
    }
    if (!strcmp(w, "flip") && nt == 2) {
        char *end;
        long k = strtol(toks[1], &end, 10);
        if (*end || k < 1 || k > T3_SLOTS) {
            /* TRANSLATORS: %s is a word of a save's move, as written. */
            snprintf(err, len, _("3DOWN cards are numbered 1 to 3, not '%s'"), toks[1]);
            return false;
        }
        a[0] = (int)k - 1;
        *m = move_make(T3_M_FLIP, 1, a);
        return true;
    }
    if (!strcmp(w, "up") && nt == 1 + T3_SLOTS) {
        int ns = source_cards(s, seat, T3_SRC_HAND, src);
        if (!resolve_cards(s, src, ns, toks + 1, T3_SLOTS, FROM_DEALT, ids, err, len))
            return false;
    } else if (!strcmp(w, "play") && nt >= 2 && nt <= 1 + T3_MAX_MULTI) {
        int from = t3_source(s, seat);
        if (from == T3_SRC_DOWN) {
            /* TRANSLATORS: "flip K" is the notation, kept as it is. */
            snprintf(err, len, "%s", _("your 3DOWN cards are face down: flip one (flip K)"));
            return false;
        }
        int ns = source_cards(s, seat, from == T3_SRC_UP ? T3_SRC_UP : T3_SRC_HAND, src);
        if (!resolve_cards(s, src, ns, toks + 1, nt - 1, from == T3_SRC_UP ? FROM_UP : FROM_HAND,
                           ids, err, len))
            return false;
    } else if (!strcmp(w, "swap") && nt == 3) {
        int ns = source_cards(s, seat, T3_SRC_HAND, src);
        if (!resolve_cards(s, src, ns, toks + 1, 1, FROM_HAND, &ids[0], err, len))
            return false;
        ns = source_cards(s, seat, T3_SRC_UP, src);
        if (!resolve_cards(s, src, ns, toks + 2, 1, FROM_UP, &ids[1], err, len))
            return false;
    } else {
        snprintf(err, len,
                 /* TRANSLATORS: %s is a move of a save, as written; the moves
                    in brackets are the notation, kept as they are. */
                 _("'%s' is not a 3UP 3DOWN move (up X X X, play X [X...], pickup, flip K, "
                   "draw, swap X Y, pass)"),
                 text);
        return false;
    }
    for (int i = 0; i < nt - 1; i++)
        a[i] = ids[i];
    int kind = w[0] == 'u' ? T3_M_UP : w[0] == 'p' ? T3_M_PLAY : T3_M_SWAP;
    *m = move_make(kind, nt - 1, a);
    return true;
}

static size_t cat(char *buf, size_t len, size_t used, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

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

static bool valid_cards(const Move *m)
{
    if (m->n < 0 || m->n > MOVE_MAX_ARGS)
        return false;
    for (int i = 0; i < m->n; i++)
        if (!is_card(m->arg[i]))
            return false;
    return true;
}

static void t3_format_move(const void *st, const Move *m, char *buf, size_t len)
{
    const T3State *s = st;
    int seat = s->turn >= 0 && s->turn < players_of(s) ? s->turn : 0;
    uint8_t src[T3_DECK];
    size_t u = 0;
    buf[0] = 0;
    switch (m->kind) {
    case T3_M_UP:
    case T3_M_PLAY: {
        if (!valid_cards(m)) {
            snprintf(buf, len, "?");
            return;
        }
        int from = m->kind == T3_M_UP ? T3_SRC_HAND : t3_source(s, seat);
        int ns = source_cards(s, seat, from, src);
        bool colour = opt(s, T3_OPT_FOUR_COLOURS) || !plain_names(src, ns, m->arg, m->n);
        int16_t ids[MOVE_MAX_ARGS];
        memcpy(ids, m->arg, sizeof(int16_t) * (size_t)m->n);
        sort_ids(ids, m->n);
        u = cat(buf, len, u, "%s", m->kind == T3_M_UP ? "up" : "play");
        for (int i = 0; i < m->n; i++) {
            char t[24];
            t3_card_text(ids[i], colour, t, sizeof t);
            u = cat(buf, len, u, " %s", t);
        }
        break;
    }
    case T3_M_SWAP: {
        if (!valid_cards(m) || m->n != 2) {
            snprintf(buf, len, "?");
            return;
        }
        char x[24], y[24];
        t3_card_text(m->arg[0], true, x, sizeof x);
        t3_card_text(m->arg[1], true, y, sizeof y);
        snprintf(buf, len, "swap %s %s", x, y);
        break;
    }
    case T3_M_PICKUP:
        snprintf(buf, len, "pickup");
        break;
    case T3_M_FLIP:
        snprintf(buf, len, "flip %d", m->n > 0 ? m->arg[0] + 1 : 0);
        break;
    case T3_M_DRAW:
        snprintf(buf, len, "draw");
        break;
    case T3_M_PASS:
        snprintf(buf, len, "pass");
        break;
    default:
        snprintf(buf, len, "?");
    }
}

/* ---- words for the log --------------------------------------------------- */

/* n cards of one value in words: "a 7", "two 7s", "three Clears". */
static void count_words(int n, int rank, char *buf, size_t len)
{
    const char *w = t3_rank_word(rank);
    switch (n) {
    case 1:
        if (rank == 8)
            /* TRANSLATORS: one 3UP 3DOWN card of the value 8 ("an 8"); the
             * English needs "an" before "8" only. */
            snprintf(buf, len, C_("3UP 3DOWN cards", "an %s"), w);
        else
            /* TRANSLATORS: a number of 3UP 3DOWN cards of one value, written
             * out; %s is the value ("7", "Clear+1"), to which the English
             * adds an s for more than one. */
            snprintf(buf, len, C_("3UP 3DOWN cards", "a %s"), w);
        break;
    case 2:
        /* TRANSLATORS: %s is the value of the cards ("7", "Clear+1"). */
        snprintf(buf, len, C_("3UP 3DOWN cards", "two %ss"), w);
        break;
    case 3:
        /* TRANSLATORS: %s is the value of the cards ("7", "Clear+1"). */
        snprintf(buf, len, C_("3UP 3DOWN cards", "three %ss"), w);
        break;
    case 4:
        /* TRANSLATORS: %s is the value of the cards ("7", "Clear+1"). */
        snprintf(buf, len, C_("3UP 3DOWN cards", "four %ss"), w);
        break;
    case 5:
        /* TRANSLATORS: %s is the value of the cards ("7", "Clear+1"). */
        snprintf(buf, len, C_("3UP 3DOWN cards", "five %ss"), w);
        break;
    case 6:
        /* TRANSLATORS: %s is the value of the cards ("7", "Clear+1"). */
        snprintf(buf, len, C_("3UP 3DOWN cards", "six %ss"), w);
        break;
    case 7:
        /* TRANSLATORS: %s is the value of the cards ("7", "Clear+1"). */
        snprintf(buf, len, C_("3UP 3DOWN cards", "seven %ss"), w);
        break;
    default:
        /* TRANSLATORS: %s is the value of the cards ("7", "Clear+1"). */
        snprintf(buf, len, C_("3UP 3DOWN cards", "many %ss"), w);
    }
}

/* "two 7s", "a 7", "Clear+1", "two Clears", with colours under four_colours:
 * "two 7s (red, blue)". */
static void cards_words(const T3State *s, const int16_t *ids, int n, char *buf, size_t len)
{
    int r = RANK(ids[0]);
    char what[128];
    if (n == 1 && r >= T3_CLEAR)
        snprintf(what, sizeof what, "%s", t3_rank_word(r));
    else
        count_words(n, r, what, sizeof what);
    if (!opt(s, T3_OPT_FOUR_COLOURS)) {
        snprintf(buf, len, "%s", what);
        return;
    }
    char colours[256] = "";
    size_t u = 0;
    for (int i = 0; i < n; i++)
        u = cat(colours, sizeof colours, u, "%s%s",
                /* TRANSLATORS: between two colours in a list, "red, green". */
                i ? C_("list of colours", ", ") : "", t3_colour_word(COLOUR(ids[i])));
    /* TRANSLATORS: 3UP 3DOWN cards, then their colours: "two 7s (red, blue)". */
    snprintf(buf, len, C_("3UP 3DOWN cards", "%s (%s)"), what, colours);
}

int t3_play_clears(const T3State *s, const int16_t *ids, int n, char *buf, size_t len)
{
    int r = n > 0 ? RANK(ids[0]) : 0;
    char what[128];
    if (len)
        buf[0] = 0;
    if (n <= 0 || !clears(s, r, n))
        return T3_CLEARS_NOT;
    if (r >= T3_CLEAR) { /* a multiple clears once and owes its count once */
        int owed = r - T3_CLEAR;
        count_words(n, r, what, sizeof what);
        if (n == 1 && owed)
            snprintf(buf, len,
                     /* TRANSLATORS: %s is one Clear card ("a Clear+1"), %d the
                      * plays it owes after it. */
                     P_("%s clears the pile, and %d more play is owed",
                        "%s clears the pile, and %d more plays are owed", owed),
                     what, owed);
        else if (n == 1)
            /* TRANSLATORS: %s is one Clear card, "a Clear". */
            snprintf(buf, len, _("%s clears the pile and ends the turn"), what);
        else if (owed)
            snprintf(buf, len,
                     /* TRANSLATORS: %s is several Clear cards of one kind ("two
                      * Clear+1s"), %d the plays they owe after them, once for
                      * all. */
                     P_("%s clear the pile, and %d more play is owed",
                        "%s clear the pile, and %d more plays are owed", owed),
                     what, owed);
        else
            /* TRANSLATORS: %s is several Clear cards, "two Clears". */
            snprintf(buf, len, _("%s clear the pile and end the turn"), what);
        return T3_CLEARS_CARD;
    }
    int before = t3_top_rank(s) == r ? t3_value_run(s) : 0;
    count_words(before + n, r, what, sizeof what);
    if (before == 0)
        /* TRANSLATORS: %s is three or more cards of one value, "three 7s". */
        snprintf(buf, len, _("%s in a row clear the pile and end the turn"), what);
    else if (before == 1)
        snprintf(buf, len,
                 /* TRANSLATORS: %s is three or more cards of one value, "three
                  * 7s", one of them already on top of the pile. */
                 _("%s in a row (one on the pile already) clear the pile and end the turn"), what);
    else /* two: a third would have cleared the pile */
        snprintf(buf, len,
                 /* TRANSLATORS: %s is three or more cards of one value, "three
                  * 7s", two of them already on top of the pile. */
                 _("%s in a row (two on the pile already) clear the pile and end the turn"), what);
    return T3_CLEARS_RUN;
}

/* The sentence of a play (act), and what the play does after it. */
static void effects_words(const T3State *s, const int16_t *ids, int n, const char *act, char *buf,
                          size_t len)
{
    int r = RANK(ids[0]), colour = -1;
    char why[512], with[1024];
    const char *text = act;
    if (t3_play_clears(s, ids, n, why, sizeof why) != T3_CLEARS_NOT) {
        /* TRANSLATORS: a move in the log ("Ann played two 7s"), then what it
         * does ("three 7s in a row clear the pile and end the turn"). */
        snprintf(with, sizeof with, C_("a move, then what it does", "%s: %s"), act, why);
        text = with;
    } else if (opt(s, T3_OPT_FOUR_COLOURS) && lays_fourth(s, ids, n, &colour)) {
        if (colour == T3_RED)
            /* TRANSLATORS: %s is a move in the log, "Ann played a 7"; four
             * cards of a colour let the player swap a hand card for a 3UP
             * card. */
            snprintf(with, sizeof with, _("%s: four red cards in a row"), act);
        else if (colour == T3_GREEN)
            /* TRANSLATORS: %s is a move in the log, "Ann played a 7". */
            snprintf(with, sizeof with, _("%s: four green cards in a row"), act);
        else
            /* TRANSLATORS: %s is a move in the log, "Ann played a 7". */
            snprintf(with, sizeof with, _("%s: four blue cards in a row"), act);
        text = with;
    }
    if (r == 1 && opt(s, T3_OPT_REVERSE_ON_ONE))
        /* TRANSLATORS: %s is a move in the log and what it does, "Ann
         * played a 1"; a 1 reverses the direction (option reverse_on_one). */
        snprintf(buf, len, _("%s; the direction of play reverses"), text);
    else
        snprintf(buf, len, "%s", text);
}

static void narrate_move(const T3State *s, const Move *m, const char *const *names, char *buf,
                         size_t len);

/* The last choice of the 3UP cards with swap_tables (R-33-11/5): who got
 * whose cards, since every player's choice moves before their eyes. s is
 * the state before the choice, after the state after it. */
static void narrate_swap(const T3State *s, const T3State *after, const char *const *names,
                         char *buf, size_t len)
{
    char list[768] = "", item[160];
    size_t at = 0;
    int players = players_of(s), mover = s->turn;
    for (int p = 0; p < players && at < sizeof list; p++) {
        int from = mover; /* the set no one held before: the one just chosen */
        for (int q = 0; q < players; q++)
            for (int k = 0; k < T3_SLOTS; k++)
                if (q != mover && s->up[q][k] == after->up[p][0])
                    from = q;
        const char *who = names ? names[p] : _("Player");
        if (from == p)
            /* TRANSLATORS: option swap tables: a player kept the 3UP and
             * 3DOWN cards they chose. */
            snprintf(item, sizeof item, C_("swap tables", "%s keeps their own"), who);
        else
            /* TRANSLATORS: option swap tables: the first player now has
             * the 3UP and 3DOWN cards the second one chose: "Ana gets
             * Ben's". */
            snprintf(item, sizeof item, C_("swap tables", "%s gets %s's"), who,
                     names ? names[from] : _("Player"));
        at += (size_t)snprintf(list + at, sizeof list - at, "%s%s",
                               p ? C_("list of tables", ", ") : "", item);
    }
    char text[1024];
    snprintf(text, sizeof text, "%s", buf);
    /* TRANSLATORS: the last choice of 3UP cards, then who got whose
     * cards (option swap tables): "Ana put 7, 8 and 9 face up; the tables
     * are handed out again: Ana gets Ben's, Ben keeps his own". */
    snprintf(buf, len, _("%s; the tables are handed out again: %s"), text, list);
}

/* A move in words and, when it ends a game of a match (R-33-10), the
 * points of that game: the next deal follows at once, so the log says what
 * the game came to; with swap tables, the last choice of the 3UP cards
 * says who got whose. */
static void t3_narrate(const void *before, const Move *m, const char *const *names, char *buf,
                       size_t len)
{
    const T3State *s = before;
    narrate_move(s, m, names, buf, len);
    bool swap = opt(s, T3_OPT_SWAP_TABLES) && s->phase == T3_PHASE_SETUP && m->kind == T3_M_UP &&
                s->turn == players_of(s) - 1;
    if ((!opt(s, T3_OPT_POINTS) && !swap) || s->phase == T3_PHASE_OVER)
        return;
    T3State *after = malloc(sizeof *after);
    if (!after)
        return;
    memcpy(after, s, sizeof *after);
    t3_apply(after, m);
    if (swap && after->phase == T3_PHASE_PLAY)
        narrate_swap(s, after, names, buf, len);
    else if (opt(s, T3_OPT_POINTS) && (after->game != s->game || after->phase == T3_PHASE_OVER)) {
        char list[512] = "", item[96];
        size_t at = 0;
        for (int p = 0; p < players_of(s) && at < sizeof list; p++) {
            /* TRANSLATORS: a player's name and the points of one game:
             * "Ana 29". */
            snprintf(item, sizeof item, C_("a player's points", "%s %d"),
                     names ? names[p] : _("Player"), after->game_score[s->game][p]);
            at += (size_t)snprintf(list + at, sizeof list - at, "%s%s",
                                   p ? C_("list of points", ", ") : "", item);
        }
        char text[1024];
        snprintf(text, sizeof text, "%s", buf);
        /* TRANSLATORS: the move that ended a game of a match, then the
         * game, the number of games and each player's points in that game:
         * "Ana played 5; game 1 of 2 is over, points: Ana 0, Ben 29". */
        snprintf(buf, len, _("%s; game %d of %d is over, points: %s"), text, s->game + 1, s->games,
                 list);
    }
    free(after);
}

static void narrate_move(const T3State *s, const Move *m, const char *const *names, char *buf,
                         size_t len)
{
    int seat = s->turn >= 0 && s->turn < players_of(s) ? s->turn : 0;
    /* TRANSLATORS: a player in the log when no name is known. */
    const char *who = names ? names[seat] : _("Player");
    char act[512], cards[256];
    buf[0] = 0;
    switch (m->kind) {
    case T3_M_UP: {
        if (!valid_cards(m) || m->n != 3) {
            /* TRANSLATORS: %s is a player's name. */
            snprintf(buf, len, _("%s chose 3UP cards"), who);
            return;
        }
        char c[3][64];
        for (int i = 0; i < 3; i++)
            card_prose(m->arg[i], opt(s, T3_OPT_FOUR_COLOURS), c[i], sizeof c[i]);
        /* TRANSLATORS: a player's name, then the three cards: "7", "Clear+1",
         * or with their colours "7 (red)". */
        snprintf(buf, len, _("%s put %s, %s and %s face up"), who, c[0], c[1], c[2]);
        break;
    }
    case T3_M_PLAY: {
        if (!valid_cards(m) || m->n < 1) {
            /* TRANSLATORS: %s is a player's name. */
            snprintf(buf, len, _("%s played"), who);
            return;
        }
        int16_t ids[MOVE_MAX_ARGS];
        memcpy(ids, m->arg, sizeof(int16_t) * (size_t)m->n);
        sort_ids(ids, m->n);
        cards_words(s, ids, m->n, cards, sizeof cards);
        if (t3_source(s, seat) == T3_SRC_UP)
            /* TRANSLATORS: a player's name, then the cards played: "a 7",
             * "two 7s", "Clear+1", "two 7s (red, blue)". */
            snprintf(act, sizeof act, _("%s played %s from the 3UP cards"), who, cards);
        else
            /* TRANSLATORS: a player's name, then the cards played: "a 7",
             * "two 7s", "Clear+1", "two 7s (red, blue)". */
            snprintf(act, sizeof act, _("%s played %s"), who, cards);
        effects_words(s, ids, m->n, act, buf, len);
        break;
    }
    case T3_M_PICKUP: {
        int top = t3_top_rank(s), n = s->pile_n;
        if (top <= 0 || top >= T3_CLEAR) /* any card goes on an empty pile */
            snprintf(buf, len,
                     /* TRANSLATORS: a player's name, then the number of cards
                      * picked up. */
                     P_("%s could play nothing and picked up the pile (%d card)",
                        "%s could play nothing and picked up the pile (%d cards)", n),
                     who, n);
        else if (top == 10)
            snprintf(buf, len,
                     /* TRANSLATORS: a player's name, then the number of cards
                      * picked up. */
                     P_("%s could not beat the 10: needed a 10 or a Clear and picked up the pile "
                        "(%d card)",
                        "%s could not beat the 10: needed a 10 or a Clear and picked up the pile "
                        "(%d cards)",
                        n),
                     who, n);
        else
            snprintf(buf, len,
                     /* TRANSLATORS: a player's name, the value on top of the
                      * pile (twice), then the number of cards picked up. */
                     P_("%s could not beat the %d: needed %d or higher, or a Clear and picked up "
                        "the pile (%d card)",
                        "%s could not beat the %d: needed %d or higher, or a Clear and picked up "
                        "the pile (%d cards)",
                        n),
                     who, top, top, n);
        break;
    }
    case T3_M_FLIP: {
        int k = m->n > 0 ? m->arg[0] : 0;
        int c = k >= 0 && k < T3_SLOTS ? s->down[seat][k] : T3_HIDDEN;
        if (!is_card(c)) { /* a view: the card is not known yet */
            /* TRANSLATORS: %s is a player's name. The card's place is not
             * said: "3DOWN card 2" would read as a card of value 2. */
            snprintf(buf, len, _("%s turned up a 3DOWN card"), who);
        } else if (t3_rank_playable(s, RANK(c))) {
            int16_t id = (int16_t)c;
            cards_words(s, &id, 1, cards, sizeof cards);
            /* TRANSLATORS: a player's name, then the card played: "a 7",
             * "Clear+1". */
            snprintf(act, sizeof act, _("%s turned up a 3DOWN card and played %s"), who, cards);
            effects_words(s, &id, 1, act, buf, len);
        } else {
            snprintf(buf, len,
                     /* TRANSLATORS: a player's name, the value on top of the
                      * pile, then the number of cards taken. */
                     P_("%s turned up a 3DOWN card, could not play it on the %d and took it "
                        "with the pile (%d card)",
                        "%s turned up a 3DOWN card, could not play it on the %d and took it "
                        "with the pile (%d cards)",
                        s->pile_n),
                     who, t3_top_rank(s), s->pile_n);
        }
        break;
    }
    case T3_M_DRAW:
        if (s->phase == T3_PHASE_PLAY && s->hand_n[seat] > 0)
            /* TRANSLATORS: %s is a player's name. */
            snprintf(buf, len, _("%s drew a card instead of playing"), who);
        else
            /* TRANSLATORS: %s is a player's name. */
            snprintf(buf, len, _("%s drew a card"), who);
        break;
    case T3_M_SWAP: {
        char x[64] = "?", y[64] = "?";
        if (valid_cards(m) && m->n == 2) {
            card_prose(m->arg[0], true, x, sizeof x);
            card_prose(m->arg[1], true, y, sizeof y);
        }
        /* TRANSLATORS: a player's name, the card from the hand, then the 3UP
         * card it replaced, each with its colour: "7 (red)". */
        snprintf(buf, len, _("%s swapped %s from the hand for %s from the 3UP cards"), who, x, y);
        break;
    }
    case T3_M_PASS:
        /* TRANSLATORS: %s is a player's name. */
        snprintf(buf, len, _("%s kept the 3UP cards as they are"), who);
        break;
    default:
        /* TRANSLATORS: %s is a player's name. */
        snprintf(buf, len, _("%s did something unknown"), who);
    }
}

/* ---- what a seat sees (R-ALL-2) ------------------------------------------ */

/* Hidden: every 3DOWN card (from its owner too), the draw pile, and of
 * another seat's hand every card that is not known to all (known cards
 * first, then T3_HIDDEN, so their places tell nothing). Public: the 3UP
 * cards, the pile, the cleared cards, every count, and the repetition
 * history (see position_hash). */
static void t3_view(const void *st, int seat, void *out)
{
    const T3State *s = st;
    T3State *v = out;
    memcpy(v, s, sizeof *v);
    v->hdr.cfg.seed = 0;
    v->hdr.viewer = seat;
    memset(&v->rng, 0, sizeof v->rng);
    for (int i = 0; i < s->draw_n; i++)
        v->draw[i] = T3_HIDDEN;
    for (int p = 0; p < players_of(s); p++) {
        for (int k = 0; k < T3_SLOTS; k++)
            if (s->down[p][k] != T3_NONE)
                v->down[p][k] = T3_HIDDEN;
        if (p == seat)
            continue;
        int n = 0;
        for (int i = 0; i < s->hand_n[p]; i++) {
            int c = s->hand[p][i];
            if (is_card(c) && s->known[c])
                v->hand[p][n++] = (uint8_t)c;
        }
        while (n < s->hand_n[p])
            v->hand[p][n++] = T3_HIDDEN;
    }
}

static void t3_determinize(const void *view, Rng *rng, void *out)
{
    const T3State *v = view;
    T3State *s = out;
    memcpy(s, v, sizeof *s);
    s->hdr.viewer = GAME_FULL;
    rng_seed(&s->rng, rng_next(rng));
    bool seen[T3_DECK] = {false};
    int players = players_of(v);
    for (int p = 0; p < players; p++) {
        for (int i = 0; i < v->hand_n[p]; i++)
            if (is_card(v->hand[p][i]))
                seen[v->hand[p][i]] = true;
        for (int k = 0; k < T3_SLOTS; k++) {
            if (is_card(v->up[p][k]))
                seen[v->up[p][k]] = true;
            if (is_card(v->down[p][k]))
                seen[v->down[p][k]] = true;
        }
    }
    for (int i = 0; i < v->draw_n; i++)
        if (is_card(v->draw[i]))
            seen[v->draw[i]] = true;
    for (int i = 0; i < v->pile_n; i++)
        seen[v->pile[i]] = true;
    for (int i = 0; i < v->cleared_n; i++)
        seen[v->cleared[i]] = true;
    uint8_t unseen[T3_DECK];
    int n = 0;
    for (int c = 0; c < T3_DECK; c++)
        if (!seen[c] && t3_card_in_deck(c, v->hdr.cfg.opt[T3_OPT_COLOURS]))
            unseen[n++] = (uint8_t)c;
    rng_shuffle_u8(rng, unseen, n);
    /* First the cards known to rank below a top that a seat could not
     * beat, the lowest bound first: the sets are nested, so taking the
     * first fitting cards of the shuffled rest always leaves enough for the
     * next seat, as the real cards show. */
    uint8_t below[GAME_MAX_SEATS][T3_DECK], order[GAME_MAX_SEATS];
    int k = 0, no = 0;
    for (int p = 0; p < players; p++)
        if (p != v->hdr.viewer && v->below_n[p] > 0)
            order[no++] = (uint8_t)p;
    for (int i = 1; i < no; i++)
        for (int j = i; j > 0 && v->below_rank[order[j - 1]] > v->below_rank[order[j]]; j--) {
            uint8_t t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
        }
    for (int o = 0; o < no; o++) {
        int p = order[o], got = 0;
        for (int i = k; i < n && got < v->below_n[p]; i++)
            if (RANK(unseen[i]) < v->below_rank[p]) {
                uint8_t t = unseen[i];
                unseen[i] = unseen[k];
                unseen[k++] = t;
                below[p][got++] = t;
            }
        assert(got == v->below_n[p]);
    }
    int taken[GAME_MAX_SEATS] = {0};
    for (int p = 0; p < players; p++) {
        uint8_t hand[T3_DECK], hn = 0;
        for (int i = 0; i < v->hand_n[p]; i++) {
            int c = v->hand[p][i];
            if (c == T3_HIDDEN) /* never the viewer's own hand */
                c = taken[p] < v->below_n[p] ? below[p][taken[p]++] : unseen[k++];
            t3_list_insert(hand, &hn, c);
        }
        memcpy(s->hand[p], hand, hn);
        for (int j = 0; j < T3_SLOTS; j++)
            if (v->down[p][j] == T3_HIDDEN)
                s->down[p][j] = unseen[k++];
    }
    for (int i = 0; i < v->draw_n; i++)
        if (v->draw[i] == T3_HIDDEN)
            s->draw[i] = unseen[k++];
    assert(k == n); /* hands_key, of the known cards only, is the view's */
}

/* ---- the end ----------------------------------------------------------- */

static void t3_result(const void *st, GameResult *r)
{
    const T3State *s = st;
    int players = players_of(s);
    bool points = opt(s, T3_OPT_POINTS);
    memset(r, 0, sizeof *r);
    r->over = s->phase == T3_PHASE_OVER;
    /* Scores are penalty points (R-33-10): with points the match totals of
     * the games played, else the points still held once the game is over
     * (0 before, so that no hidden card shows through a score). */
    for (int p = 0; p < players; p++)
        r->scores[p] = points ? s->match[p] : r->over ? t3_held_points(s, p) : 0;
    if (!r->over)
        return;
    if (points) { /* R-33-10: the lowest match total wins, ties share */
        int best = r->scores[0];
        for (int p = 1; p < players; p++)
            if (r->scores[p] < best)
                best = r->scores[p];
        for (int p = 0; p < players; p++) {
            if (r->scores[p] == best)
                r->winners[r->nwinners++] = p;
            int rank = 1;
            for (int q = 0; q < players; q++)
                rank += r->scores[q] < r->scores[p];
            r->rank[p] = rank;
        }
        return;
    }
    for (int p = 0; p < players; p++) { /* R-33-8; without play_out the rest share 2nd */
        r->rank[p] = s->place[p] ? s->place[p] : 2;
        if (r->rank[p] == 1)
            r->winners[r->nwinners++] = p;
    }
}

/* ---- describing ---------------------------------------------------------- */

static const char *phase_name(int phase)
{
    static const char *const names[] = {"setup", "play", "extra", "swap", "over"};
    return phase >= 0 && phase <= T3_PHASE_OVER ? names[phase] : "?";
}

static const char *source_name(int src)
{
    static const char *const names[] = {"nothing", "hand", "draw pile", "3UP cards", "3DOWN cards"};
    return src >= 0 && src <= T3_SRC_DOWN ? names[src] : "?";
}

static size_t card_list(const T3State *s, char *buf, size_t len, size_t u, const uint8_t *cards,
                        int n)
{
    bool colour = opt(s, T3_OPT_FOUR_COLOURS);
    for (int i = 0; i < n; i++) {
        char t[24];
        if (is_card(cards[i]))
            t3_card_text(cards[i], colour, t, sizeof t);
        else
            snprintf(t, sizeof t, "%s", cards[i] == T3_NONE ? "-" : "?");
        u = cat(buf, len, u, " %s", t);
    }
    return u;
}

static void t3_describe(const void *st, char *buf, size_t len)
{
    const T3State *s = st;
    int players = players_of(s);
    size_t u = 0;
    buf[0] = 0;
    u = cat(buf, len, u, "3UP 3DOWN, %d players", players);
    if (opt(s, T3_OPT_POINTS))
        u = cat(buf, len, u, ", game %d of %d", s->game + 1, s->games);
    u = cat(buf, len, u, ", %s\n", s->dir > 0 ? "clockwise" : "counterclockwise");
    if (s->phase == T3_PHASE_OVER)
        u = cat(buf, len, u, "Game over%s\n", s->stalemate ? " in a stalemate" : "");
    else if (s->phase == T3_PHASE_SETUP)
        u = cat(buf, len, u, "Seat %d to choose its 3UP cards; seat %d starts\n", s->turn,
                s->start);
    else if (s->phase == T3_PHASE_SWAP)
        u = cat(buf, len, u, "Seat %d to %s\n", s->turn, phase_need(s));
    else
        u = cat(buf, len, u, "Seat %d to %s, from the %s\n", s->turn, phase_need(s),
                source_name(t3_source(s, s->turn)));
    if (s->owed)
        u = cat(buf, len, u, "Extra plays owed: %d%s\n", s->owed, s->drew ? " (drawn)" : "");
    u = cat(buf, len, u, "Pile (%d):", s->pile_n);
    u = card_list(s, buf, len, u, s->pile, s->pile_n);
    u = cat(buf, len, u, "\nDraw pile: %d cards; cleared: %d cards\n", s->draw_n, s->cleared_n);
    for (int p = 0; p < players; p++) {
        u = cat(buf, len, u, "Seat %d:", p);
        if (s->place[p]) /* placed holding cards: a stalemate, or the last with play_out */
            u = cat(buf, len, u, "%s place %d;", t3_cards_left(s, p) ? "" : " out,", s->place[p]);
        u = cat(buf, len, u, " hand");
        u = card_list(s, buf, len, u, s->hand[p], s->hand_n[p]);
        u = cat(buf, len, u, "; 3UP");
        u = card_list(s, buf, len, u, s->up[p], T3_SLOTS);
        u = cat(buf, len, u, "; 3DOWN");
        u = card_list(s, buf, len, u, s->down[p], T3_SLOTS);
        if (opt(s, T3_OPT_POINTS))
            u = cat(buf, len, u, "; match points %d", s->match[p]);
        u = cat(buf, len, u, "\n");
    }
}

static cJSON *card_json(int c)
{
    if (!is_card(c))
        return cJSON_CreateNull();
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "id", c);
    cJSON_AddNumberToObject(o, "rank", RANK(c));
    cJSON_AddStringToObject(o, "name", t3_rank_name(RANK(c)));
    cJSON_AddStringToObject(o, "colour", t3_colour_name(COLOUR(c)));
    return o;
}

static cJSON *cards_json(const uint8_t *cards, int n)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < n; i++)
        cJSON_AddItemToArray(a, card_json(cards[i]));
    return a;
}

static cJSON *t3_to_json(const void *st)
{
    const T3State *s = st;
    int players = players_of(s);
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "phase", phase_name(s->phase));
    cJSON_AddNumberToObject(o, "turn", s->phase == T3_PHASE_OVER ? -1 : s->turn);
    cJSON_AddNumberToObject(o, "start", s->start);
    cJSON_AddStringToObject(o, "direction", s->dir > 0 ? "clockwise" : "counterclockwise");
    cJSON_AddNumberToObject(o, "owed", s->owed);
    cJSON_AddBoolToObject(o, "drew", s->drew);
    cJSON_AddBoolToObject(o, "swap_offer", s->phase == T3_PHASE_SWAP);
    cJSON_AddBoolToObject(o, "stalemate", s->stalemate);
    cJSON_AddNumberToObject(o, "idle_turns", s->idle);
    cJSON_AddNumberToObject(o, "deck", s->deck_n);
    cJSON_AddNumberToObject(o, "draw_count", s->draw_n);
    cJSON *pile = cJSON_AddObjectToObject(o, "pile");
    cJSON_AddItemToObject(pile, "cards", cards_json(s->pile, s->pile_n));
    cJSON_AddItemToObject(pile, "top", card_json(s->pile_n ? s->pile[s->pile_n - 1] : T3_NONE));
    cJSON_AddNumberToObject(pile, "value_run", t3_value_run(s));
    int colour, crun = t3_colour_run(s, &colour);
    cJSON_AddNumberToObject(pile, "colour_run", crun);
    if (colour >= 0)
        cJSON_AddStringToObject(pile, "run_colour", t3_colour_name(colour));
    cJSON_AddNumberToObject(o, "cleared_count", s->cleared_n);
    cJSON_AddItemToObject(o, "cleared", cards_json(s->cleared, s->cleared_n));
    cJSON *seats = cJSON_AddArrayToObject(o, "seats");
    for (int p = 0; p < players; p++) {
        cJSON *seat = cJSON_CreateObject();
        cJSON_AddItemToObject(seat, "hand", cards_json(s->hand[p], s->hand_n[p]));
        cJSON *known = cJSON_AddArrayToObject(seat, "known");
        for (int i = 0; i < s->hand_n[p]; i++) {
            int c = s->hand[p][i];
            if (is_card(c) && s->known[c])
                cJSON_AddItemToArray(known, card_json(c));
        }
        cJSON_AddItemToObject(seat, "up", cards_json(s->up[p], T3_SLOTS));
        cJSON_AddItemToObject(seat, "down", cards_json(s->down[p], T3_SLOTS));
        cJSON *slots = cJSON_AddArrayToObject(seat, "down_slots");
        for (int k = 0; k < T3_SLOTS; k++)
            cJSON_AddItemToArray(slots, cJSON_CreateBool(s->down[p][k] != T3_NONE));
        cJSON_AddNumberToObject(seat, "cards_left", t3_cards_left(s, p));
        cJSON_AddStringToObject(seat, "source", source_name(t3_source(s, p)));
        cJSON_AddNumberToObject(seat, "place", s->place[p]);
        cJSON_AddItemToArray(seats, seat);
    }
    cJSON *match = cJSON_AddObjectToObject(o, "match");
    cJSON_AddBoolToObject(match, "points", opt(s, T3_OPT_POINTS));
    cJSON_AddNumberToObject(match, "game", s->game + 1);
    cJSON_AddNumberToObject(match, "games", s->games);
    cJSON *totals = cJSON_AddArrayToObject(match, "totals");
    for (int p = 0; p < players; p++)
        cJSON_AddItemToArray(totals, cJSON_CreateNumber(s->match[p]));
    cJSON *per_game = cJSON_AddArrayToObject(match, "game_scores");
    int done = s->phase == T3_PHASE_OVER ? s->game + 1 : s->game;
    for (int g = 0; g < done; g++) {
        cJSON *row = cJSON_CreateArray();
        for (int p = 0; p < players; p++)
            cJSON_AddItemToArray(row, cJSON_CreateNumber(s->game_score[g][p]));
        cJSON_AddItemToArray(per_game, row);
    }
    return o;
}

/* A turn begins when the play passes to another seat: a setup choice, or
 * the first move of a turn (a compulsory draw sets drew, so the play after
 * it continues the turn; extra plays and the swap continue it too). */
static bool t3_turn_start(const void *st)
{
    const T3State *s = st;
    return s->phase == T3_PHASE_SETUP || (s->phase == T3_PHASE_PLAY && !s->drew);
}

/* 3UP 3DOWN keeps every move: a card on the pile stays there, as at a
 * real table where the others have seen it. */
static bool t3_undoable(const void *before, const Move *m, char *why, size_t whylen)
{
    (void)before;
    switch (m->kind) {
    case T3_M_UP:
        snprintf(why, whylen, "%s",
                 /* TRANSLATORS: why a move cannot be taken back (undo). */
                 _("The 3UP cards stay as chosen: 3UP 3DOWN has no take-backs."));
        break;
    case T3_M_DRAW:
        /* TRANSLATORS: why a move cannot be taken back (undo). */
        snprintf(why, whylen, "%s", _("A card drawn cannot be put back."));
        break;
    case T3_M_FLIP:
        /* TRANSLATORS: why a move cannot be taken back (undo). */
        snprintf(why, whylen, "%s", _("A 3DOWN card turned up stays turned up."));
        break;
    case T3_M_PICKUP:
        snprintf(why, whylen, "%s",
                 /* TRANSLATORS: why a move cannot be taken back (undo). */
                 _("A pile picked up stays in the hand: 3UP 3DOWN has no take-backs."));
        break;
    default:
        snprintf(why, whylen, "%s",
                 /* TRANSLATORS: why a move cannot be taken back (undo). */
                 _("A card on the pile stays there: 3UP 3DOWN has no take-backs."));
        break;
    }
    return false;
}

const GameDef t3_game = {
    .id = "3up-3down",
    .name = "3UP 3DOWN",
    .move_help = "up X X X        at the start: the three of your six cards to put face up\n"
                 "play X [X...]   one card or several of one value, from your hand (from the\n"
                 "                3UP cards once the hand and draw pile are empty); cards are\n"
                 "                1-10, clear, clear+1, clear+2, with an optional colour: 7:red\n"
                 "pickup          take the pile into your hand when you cannot play\n"
                 "flip K          turn up 3DOWN card K (1-3) and play it if it goes\n"
                 "draw            the optional draw before a Clear+1/Clear+2 extra play, or\n"
                 "                instead of playing (option voluntary_draw)\n"
                 "swap X Y        four of a colour in a row: hand card X for 3UP card Y\n"
                 "pass            keep the 3UP cards as they are\n",
    .min_players = 2,
    .max_players = 6,
    .options = t3_options,
    .n_options = T3_N_OPTIONS,
    .state_size = sizeof(T3State),
    .setup = t3_setup,
    .to_move = t3_to_move,
    .legal_moves = t3_legal_moves,
    .check = t3_check,
    .apply = t3_apply,
    .parse_move = t3_parse_move,
    .format_move = t3_format_move,
    .narrate = t3_narrate,
    .view = t3_view,
    .determinize = t3_determinize,
    .result = t3_result,
    .describe = t3_describe,
    .to_json = t3_to_json,
    .turn_start = t3_turn_start,
    .undoable = t3_undoable,
};
