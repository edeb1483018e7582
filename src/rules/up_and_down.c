/* Up & Down: the Up & Down rulebook, rulings R-UAD-1..9, R-ALL-1..2.
 *
 * Every random outcome (the deal of each round, the dice, the toss of the
 * UP&DOWN card, rerolls) is drawn from the Rng in the state, seeded from
 * cfg.seed, in this order for each round: the shuffle of the 44 cards, the
 * two dice, the face, the rotation. A roll draws two dice at a time until
 * their sum differs from the trump. Saves and replays depend on this order:
 * it never changes. */
#include "up_and_down.h"

#include <assert.h>
#include <cjson/cJSON.h>
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"

/* The choices are the option's values in saves, settings and on the
 * command line: they stay as they are, and a screen that shows one
 * translates it (_()). */
/* TRANSLATORS: a choice of Up & Down's option "rounds" (one round per
   player), shown on a button of the new game screen: keep it short. */
static const char *const rounds_choices[] = {"1", N_("per-player"), NULL};
static const OptionDef uad_options[] = {
    [UAD_OPT_ROUNDS] = {.key = "rounds",
                        .type = OPT_CHOICE,
                        .def = UAD_ROUNDS_ONE,
                        .choices = rounds_choices,
                        /* TRANSLATORS: the help of Up & Down's option "rounds" on
                           the new game screen. */
                        .help = N_("one round, or one round per player with totals (R-UAD-9)")},
};

static const char suit_letters[UAD_SUITS] = {'c', 'd', 'h', 's'};
/* As the move notation and the JSON write them. */
static const char *const suit_names[UAD_SUITS] = {"clubs", "diamonds", "hearts", "spades"};

/* A suit's name for a player, in the player's language: a noun that a
 * sentence places ("neither Kim's spades nor the trump 7"). */
static const char *suit_noun(int suit)
{
    switch (suit) {
    case UAD_CLUBS:
        /* TRANSLATORS: the four suits of Up & Down, used as nouns, e.g.
           "neither Kim's spades nor the trump 7". */
        return C_("suit", "clubs");
    case UAD_DIAMONDS:
        return C_("suit", "diamonds");
    case UAD_HEARTS:
        return C_("suit", "hearts");
    case UAD_SPADES:
        return C_("suit", "spades");
    default:
        return C_("suit", "no suit");
    }
}

/* ---- cards ------------------------------------------------------------- */

int uad_card(int suit, int value)
{
    assert(suit >= 0 && suit < UAD_SUITS && value >= 2 && value <= UAD_QUEEN);
    return 1 + suit * UAD_VALUES + (value - 2);
}

int uad_value(int card)
{
    assert(card >= 1 && card <= UAD_CARDS);
    return (card - 1) % UAD_VALUES + 2;
}

int uad_suit(int card)
{
    assert(card >= 1 && card <= UAD_CARDS);
    return (card - 1) / UAD_VALUES;
}

const char *uad_suit_name(int suit)
{
    return suit >= 0 && suit < UAD_SUITS ? suit_names[suit] : "no suit";
}

int uad_suit_parse(const char *name)
{
    for (int i = 0; i < UAD_SUITS; i++)
        if (!strcmp(name, suit_names[i]))
            return i;
    return -1;
}

static const char *value_text(int v)
{
    static const char *const t[] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "j", "q"};
    return t[v - 2];
}

const char *uad_card_text(int card, char *buf, size_t len)
{
    if (card < 1 || card > UAD_CARDS)
        snprintf(buf, len, "?");
    else
        snprintf(buf, len, "%s%c", value_text(uad_value(card)), suit_letters[uad_suit(card)]);
    return buf;
}

int uad_card_parse(const char *text)
{
    size_t n = strlen(text);
    if (n < 2 || n > 3)
        return 0;
    int suit = -1;
    for (int i = 0; i < UAD_SUITS; i++)
        if (text[n - 1] == suit_letters[i])
            suit = i;
    if (suit < 0)
        return 0;
    for (int v = 2; v <= UAD_QUEEN; v++) {
        const char *t = value_text(v);
        if (strlen(t) == n - 1 && !strncmp(t, text, n - 1))
            return uad_card(suit, v);
    }
    return 0;
}

/* A card's name with its article, as a sentence places it: "Kim played
 * the 9 of diamonds". */
const char *uad_card_name(int card, char *buf, size_t len)
{
    if (card < 1 || card > UAD_CARDS) {
        /* TRANSLATORS: a card's name in a sentence, e.g. "Kim played a
           hidden card". */
        snprintf(buf, len, "%s", _("a hidden card"));
        return buf;
    }
    int v = uad_value(card);
    switch (uad_suit(card)) {
    case UAD_CLUBS:
        if (v == UAD_JACK)
            /* TRANSLATORS: the names of Up & Down's cards with their article, as a
               sentence places them ("Kim played the 9 of diamonds", "you do not hold
               the jack of clubs"). */
            snprintf(buf, len, "%s", _("the jack of clubs"));
        else if (v == UAD_QUEEN)
            snprintf(buf, len, "%s", _("the queen of clubs"));
        else
            /* TRANSLATORS: %d is a card's value, from 2 to 10. */
            snprintf(buf, len, _("the %d of clubs"), v);
        break;
    case UAD_DIAMONDS:
        if (v == UAD_JACK)
            snprintf(buf, len, "%s", _("the jack of diamonds"));
        else if (v == UAD_QUEEN)
            snprintf(buf, len, "%s", _("the queen of diamonds"));
        else
            /* TRANSLATORS: %d is a card's value, from 2 to 10. */
            snprintf(buf, len, _("the %d of diamonds"), v);
        break;
    case UAD_HEARTS:
        if (v == UAD_JACK)
            snprintf(buf, len, "%s", _("the jack of hearts"));
        else if (v == UAD_QUEEN)
            snprintf(buf, len, "%s", _("the queen of hearts"));
        else
            /* TRANSLATORS: %d is a card's value, from 2 to 10. */
            snprintf(buf, len, _("the %d of hearts"), v);
        break;
    default:
        if (v == UAD_JACK)
            snprintf(buf, len, "%s", _("the jack of spades"));
        else if (v == UAD_QUEEN)
            snprintf(buf, len, "%s", _("the queen of spades"));
        else
            /* TRANSLATORS: %d is a card's value, from 2 to 10. */
            snprintf(buf, len, _("the %d of spades"), v);
        break;
    }
    return buf;
}

/* The same without the article, after a player's name: "Alex's 10 of
 * clubs". */
static const char *card_name_owned(int card, char *buf, size_t len)
{
    if (card < 1 || card > UAD_CARDS) {
        snprintf(buf, len, "%s", _("a hidden card"));
        return buf;
    }
    int v = uad_value(card);
    switch (uad_suit(card)) {
    case UAD_CLUBS:
        if (v == UAD_JACK)
            /* TRANSLATORS: the names of Up & Down's cards without their article,
               after a player's name ("Alex's 10 of clubs could not win"). */
            snprintf(buf, len, "%s", C_("a player's card", "jack of clubs"));
        else if (v == UAD_QUEEN)
            snprintf(buf, len, "%s", C_("a player's card", "queen of clubs"));
        else
            /* TRANSLATORS: %d is a card's value, from 2 to 10; the card's
               name follows a player's name, as in "Alex's 10 of clubs". */
            snprintf(buf, len, C_("a player's card", "%d of clubs"), v);
        break;
    case UAD_DIAMONDS:
        if (v == UAD_JACK)
            snprintf(buf, len, "%s", C_("a player's card", "jack of diamonds"));
        else if (v == UAD_QUEEN)
            snprintf(buf, len, "%s", C_("a player's card", "queen of diamonds"));
        else
            /* TRANSLATORS: %d is a card's value, from 2 to 10; the card's
               name follows a player's name, as in "Alex's 10 of clubs". */
            snprintf(buf, len, C_("a player's card", "%d of diamonds"), v);
        break;
    case UAD_HEARTS:
        if (v == UAD_JACK)
            snprintf(buf, len, "%s", C_("a player's card", "jack of hearts"));
        else if (v == UAD_QUEEN)
            snprintf(buf, len, "%s", C_("a player's card", "queen of hearts"));
        else
            /* TRANSLATORS: %d is a card's value, from 2 to 10; the card's
               name follows a player's name, as in "Alex's 10 of clubs". */
            snprintf(buf, len, C_("a player's card", "%d of hearts"), v);
        break;
    default:
        if (v == UAD_JACK)
            snprintf(buf, len, "%s", C_("a player's card", "jack of spades"));
        else if (v == UAD_QUEEN)
            snprintf(buf, len, "%s", C_("a player's card", "queen of spades"));
        else
            /* TRANSLATORS: %d is a card's value, from 2 to 10; the card's
               name follows a player's name, as in "Alex's 10 of clubs". */
            snprintf(buf, len, C_("a player's card", "%d of spades"), v);
        break;
    }
    return buf;
}

/* ---- the table and the UP&DOWN card (R-UAD-2) -------------------------- */

int uad_hand_size(int players)
{
    static const int8_t sizes[UAD_MAX_PLAYERS + 1] = {0, 0, 15, 14, 11}; /* R-UAD-1 */
    return players >= 2 && players <= UAD_MAX_PLAYERS ? sizes[players] : 0;
}

int uad_side(int players, int seat)
{
    assert(seat >= 0 && seat < players);
    return players == 2 ? seat * 2 : seat;
}

/* The card's edges clockwise: diamonds, hearts, spades, clubs. */
static const int8_t edge_suit[UAD_SIDES] = {UAD_DIAMONDS, UAD_HEARTS, UAD_SPADES, UAD_CLUBS};

int uad_suit_at(int rotation, int side)
{
    return edge_suit[(unsigned)(side + rotation) % UAD_SIDES];
}

int uad_facing(const UadState *s, int seat)
{
    return uad_suit_at(s->rotation, uad_side(s->hdr.cfg.players, seat));
}

int uad_rotation_for(int side, int suit)
{
    for (int r = 0; r < UAD_SIDES; r++)
        if (uad_suit_at(r, side) == suit)
            return r;
    assert(!"every suit is on an edge");
    return 0;
}

static int seat_at_side(int players, int side)
{
    for (int p = 0; p < players; p++)
        if (uad_side(players, p) == side)
            return p;
    return -1;
}

int uad_first_leader(int players, int rotation)
{
    int side = 0;
    while (uad_suit_at(rotation, side) != UAD_CLUBS)
        side++;
    for (int step = 0; step < UAD_SIDES; step++) { /* R-UAD-3 */
        int p = seat_at_side(players, (side + step) % UAD_SIDES);
        if (p >= 0)
            return p;
    }
    assert(!"no occupied side");
    return 0;
}

/* ---- resolution (R-UAD-6) ---------------------------------------------- */

/* The value and suit of each card id, looked up in the resolution. */
#define VALUES_2_TO_12 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12
#define SUIT_11(s) s, s, s, s, s, s, s, s, s, s, s
static const uint8_t value_of[UAD_CARDS + 1] = {0, VALUES_2_TO_12, VALUES_2_TO_12, VALUES_2_TO_12,
                                                VALUES_2_TO_12};
static const uint8_t suit_of[UAD_CARDS + 1] = {0, SUIT_11(0), SUIT_11(1), SUIT_11(2), SUIT_11(3)};

/* Every step of a trick's resolution is a sum or a select rather than a
 * branch: which cards cancel, count or win is a random outcome that the
 * processor would mispredict. */
void uad_resolve(UadTrick *t, int players)
{
    unsigned seen = 0, twice = 0; /* a bit per value */
    for (int p = 0; p < players; p++) {
        assert(t->card[p] >= 1 && t->card[p] <= UAD_CARDS);
        unsigned bit = 1u << value_of[t->card[p]];
        twice |= seen & bit;
        seen |= bit;
    }
    unsigned cancelled = 0, eligible = 0;
    int best = -1, best_rank = 0;
    for (int p = 0; p < players; p++) {
        int v = value_of[t->card[p]];
        /* (B) equal values cancel, trump value included */
        unsigned cancel = (twice >> v) & 1;
        /* (C) own suit or trump value */
        unsigned counts = (cancel ^ 1u) & ((unsigned)(suit_of[t->card[p]] == t->facing[p]) |
                                           (unsigned)(v == t->trump));
        cancelled |= cancel << p;
        eligible |= counts << p;
        /* (A) higher is better in UP, lower in DOWN; (D) the trump value
         * beats every other card. Surviving values are all different. */
        int rank = v == t->trump ? 100 : t->face == UAD_UP ? v : UAD_QUEEN + 1 - v;
        bool better = counts & (rank > best_rank);
        best_rank = better ? rank : best_rank;
        best = better ? p : best;
    }
    t->cancelled = (uint8_t)cancelled;
    t->eligible = (uint8_t)eligible;
    t->winner = (int8_t)best;
}

static const char *seat_name(const char *const *names, int seat, char *buf, size_t len)
{
    if (names && names[seat])
        return names[seat];
    /* TRANSLATORS: the name of a player whose name is not known; %d is
       the seat's number, from 1. */
    snprintf(buf, len, _("Player %d"), seat + 1);
    return buf;
}

/* The end of a trick nobody won, from t (R-UAD-7). */
static void no_winner_text(const UadTrick *t, char *buf, size_t len)
{
    if (t->discarded > 0)
        snprintf(buf, len,
                 /* TRANSLATORS: %d is the number of tricks in the pot. */
                 P_("no card could win the last trick: the pot of %d trick is discarded",
                    "no card could win the last trick: the pot of %d tricks is discarded",
                    t->discarded),
                 t->discarded);
    else
        snprintf(buf, len,
                 /* TRANSLATORS: %d is the number of tricks now in the pot. */
                 P_("no card could win: the trick goes into the pot (%d trick there)",
                    "no card could win: the trick goes into the pot (%d tricks there)", t->pot),
                 t->pot);
}

void uad_trick_text(const UadTrick *t, int players, const char *const *names, char *buf, size_t len)
{
    char who[64], card[96];
    (void)players;
    if (t->winner >= 0) {
        int w = t->winner;
        const char *winner = seat_name(names, w, who, sizeof who);
        uad_card_name(t->card[w], card, sizeof card);
        if (t->won > 1)
            snprintf(buf, len,
                     /* TRANSLATORS: a player's name, a card's name ("the 9 of
                        diamonds"), then how many tricks the pot held. */
                     P_("%1$s won the trick with %2$s and %3$d more from the pot",
                        "%1$s won the trick with %2$s and %3$d more from the pot", t->won - 1),
                     winner, card, t->won - 1);
        else
            /* TRANSLATORS: a player's name, then a card's name ("the 9 of
               diamonds"). */
            snprintf(buf, len, _("%1$s won the trick with %2$s"), winner, card);
    } else {
        no_winner_text(t, buf, len);
    }
}

/* ---- set up and rounds ------------------------------------------------- */

static void hand_sort(uint8_t *h, int n)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && h[j - 1] > h[j]; j--) {
            uint8_t t = h[j];
            h[j] = h[j - 1];
            h[j - 1] = t;
        }
}

static void roll_dice(Rng *rng, int8_t dice[2])
{
    dice[0] = (int8_t)(1 + rng_below(rng, 6));
    dice[1] = (int8_t)(1 + rng_below(rng, 6));
}

/* A new round: the deal (R-UAD-1), the dice and the toss (R-UAD-3). */
static void deal_round(UadState *s)
{
    int players = s->hdr.cfg.players;
    assert(players >= 2 && players <= UAD_MAX_PLAYERS);
    if (players > UAD_MAX_PLAYERS) /* setup refuses more; this tells the compiler */
        players = UAD_MAX_PLAYERS;
    uint8_t deck[UAD_CARDS];
    for (int i = 0; i < UAD_CARDS; i++)
        deck[i] = (uint8_t)(i + 1);
    rng_shuffle_u8(&s->rng, deck, UAD_CARDS);
    /* Each card's place (a seat, or `players` for set aside), then every
     * place's cards in the order of their ids: the hands come out sorted
     * without a sort. */
    uint8_t place[UAD_CARDS + 1], got[UAD_MAX_PLAYERS + 1] = {0};
    uint8_t lists[UAD_MAX_PLAYERS + 1][UAD_CARDS];
    int d = 0;
    for (int p = 0; p < players; p++)
        for (int i = 0; i < s->hand_size; i++)
            place[deck[d++]] = (uint8_t)p;
    while (d < UAD_CARDS)
        place[deck[d++]] = (uint8_t)players;
    for (int c = 1; c <= UAD_CARDS; c++)
        lists[place[c]][got[place[c]]++] = (uint8_t)c;
    memset(s->hand, 0, sizeof s->hand);
    memset(s->aside, 0, sizeof s->aside);
    for (int p = 0; p < players; p++) {
        memcpy(s->hand[p], lists[p], (size_t)s->hand_size);
        s->hand_n[p] = s->hand_size;
    }
    s->aside_n = (int8_t)got[players];
    memcpy(s->aside, lists[players], got[players]);
    roll_dice(&s->rng, s->dice);
    s->trump = (int8_t)(s->dice[0] + s->dice[1]);
    s->face = (int8_t)rng_below(&s->rng, 2);
    s->rotation = (int8_t)rng_below(&s->rng, UAD_SIDES);
    s->leader = (int8_t)uad_first_leader(players, s->rotation);
    s->round++;
    s->trick = 0;
    s->pot = 0;
    s->change = 0;
    memset(s->chose, 0, sizeof s->chose);
    memset(s->choice, 0, sizeof s->choice);
    memset(s->log, 0, sizeof s->log);
    s->phase = UAD_PHASE_CHANGE;
}

static bool uad_setup(void *st, const GameConfig *cfg, char *err, size_t errlen)
{
    UadState *s = st;
    memset(s, 0, sizeof *s);
    if (cfg->players < 2 || cfg->players > UAD_MAX_PLAYERS) {
        snprintf(err, errlen, "%s", _("up-and-down is for 2 to 4 players"));
        return false;
    }
    /* Field by field, so that no byte of the caller's padding comes in. */
    s->hdr.cfg.seed = cfg->seed;
    s->hdr.cfg.players = cfg->players;
    memcpy(s->hdr.cfg.opt, cfg->opt, sizeof s->hdr.cfg.opt);
    s->hdr.viewer = GAME_FULL;
    rng_seed(&s->rng, cfg->seed);
    s->hand_size = (int8_t)uad_hand_size(cfg->players);
    s->rounds = (int8_t)(cfg->opt[UAD_OPT_ROUNDS] == UAD_ROUNDS_PER_PLAYER ? cfg->players : 1);
    deal_round(s);
    return true;
}

/* ---- turns ------------------------------------------------------------- */

/* The seats that have laid their card this trick, a bit each. */
static unsigned chose_bits(const UadState *s)
{
    _Static_assert(UAD_MAX_PLAYERS == 4, "chose_bits and uad_to_move read four seats");
    return (unsigned)(s->chose[0] != 0) | (unsigned)(s->chose[1] != 0) << 1 |
           (unsigned)(s->chose[2] != 0) << 2 | (unsigned)(s->chose[3] != 0) << 3;
}

/* The seat to choose next: the first from the leader, in seat order, that
 * has not laid its card (R-UAD-5), or -1. Looked up by player count,
 * leader and the seats that have chosen (a bit each), as it is asked at
 * every move. */
static int next_chooser(const UadState *s, unsigned chosen)
{
    /* clang-format off */
    static const int8_t next[3][UAD_MAX_PLAYERS][16] = {{
        { 0,  1,  0, -1,  0,  1,  0, -1,  0,  1,  0, -1,  0,  1,  0, -1}, /* 2 players, leader 0 */
        { 1,  1,  0, -1,  1,  1,  0, -1,  1,  1,  0, -1,  1,  1,  0, -1}, /* 2 players, leader 1 */
        {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}, /* 2 players, leader 2 */
        {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}, /* 2 players, leader 3 */
    }, {
        { 0,  1,  0,  2,  0,  1,  0, -1,  0,  1,  0,  2,  0,  1,  0, -1}, /* 3 players, leader 0 */
        { 1,  1,  2,  2,  1,  1,  0, -1,  1,  1,  2,  2,  1,  1,  0, -1}, /* 3 players, leader 1 */
        { 2,  2,  2,  2,  0,  1,  0, -1,  2,  2,  2,  2,  0,  1,  0, -1}, /* 3 players, leader 2 */
        {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}, /* 3 players, leader 3 */
    }, {
        { 0,  1,  0,  2,  0,  1,  0,  3,  0,  1,  0,  2,  0,  1,  0, -1}, /* 4 players, leader 0 */
        { 1,  1,  2,  2,  1,  1,  3,  3,  1,  1,  2,  2,  1,  1,  0, -1}, /* 4 players, leader 1 */
        { 2,  2,  2,  2,  3,  3,  3,  3,  2,  2,  2,  2,  0,  1,  0, -1}, /* 4 players, leader 2 */
        { 3,  3,  3,  3,  3,  3,  3,  3,  0,  1,  0,  2,  0,  1,  0, -1}, /* 4 players, leader 3 */
    }};
    /* clang-format on */
    int players = s->hdr.cfg.players, leader = s->leader;
    assert(players >= 2 && players <= UAD_MAX_PLAYERS && leader >= 0 && leader < players);
    return next[players - 2][leader][chosen];
}

static int uad_to_move(const void *st)
{
    const UadState *s = st;
    switch (s->phase) {
    case UAD_PHASE_CHANGE:
        return s->leader;
    case UAD_PHASE_CHOOSE: {
        int p = next_chooser(s, chose_bits(s));
        assert(p >= 0 && "a complete trick is resolved at once");
        return p;
    }
    default:
        return -1;
    }
}

/* Writes a move at out[n]; the caller counts it or not, so that which
 * moves are legal becomes a sum rather than branches. */
static void put(Move *out, int n, int kind, int argc, int arg)
{
    Move *m = &out[n];
    memset(m, 0, sizeof *m);
    m->kind = (int16_t)kind;
    m->n = (int16_t)argc;
    m->arg[0] = (int16_t)arg;
}

static int uad_legal_moves(const void *st, Move *out, int cap)
{
    const UadState *s = st;
    Move room[UAD_MAX_HAND];
    Move *to = cap >= UAD_MAX_HAND ? out : room; /* written whole, then cut to cap */
    int n = 0;
    if (s->phase == UAD_PHASE_CHANGE) { /* R-UAD-4 */
        int own = uad_facing(s, s->leader);
        put(to, n++, UAD_M_FLIP, 0, 0);
        for (int suit = 0; suit < UAD_SUITS; suit++) {
            put(to, n, UAD_M_ROTATE, 1, suit);
            n += suit != own;
        }
        put(to, n++, UAD_M_ROLL, 0, 0);
    } else if (s->phase == UAD_PHASE_CHOOSE) {
        int seat = uad_to_move(s);
        for (int i = 0; i < s->hand_n[seat]; i++)
            if (s->hand[seat][i] != UAD_NONE) /* always, but in another seat's view */
                put(to, n++, UAD_M_CARD, 1, s->hand[seat][i]);
    }
    if (n > cap)
        n = cap;
    if (to == room && n > 0)
        memcpy(out, room, sizeof(Move) * (size_t)n);
    return n;
}

static int hand_index(const UadState *s, int seat, int card)
{
    for (int i = 0; i < s->hand_n[seat]; i++)
        if (s->hand[seat][i] == card)
            return i;
    return -1;
}

static bool uad_check(const void *st, const Move *m, char *why, size_t len)
{
    const UadState *s = st;
    bool change = m->kind == UAD_M_FLIP || m->kind == UAD_M_ROTATE || m->kind == UAD_M_ROLL;
    if (!change && m->kind != UAD_M_CARD) {
        snprintf(why, len, "%s", _("not an Up & Down move"));
        return false;
    }
    if (s->phase == UAD_PHASE_OVER) {
        snprintf(why, len, "%s", _("the game is over"));
        return false;
    }
    int seat = uad_to_move(s);
    if (change && s->phase != UAD_PHASE_CHANGE) {
        snprintf(why, len, "%s",
                 _("the rules of this trick are set: now every player chooses a card"));
        return false;
    }
    if (!change && s->phase == UAD_PHASE_CHANGE) {
        snprintf(
            why, len, "%s",
            _("the leader must first change the rules: flip the card, turn it or roll the dice"));
        return false;
    }
    int a = m->n > 0 ? m->arg[0] : 0;
    switch (m->kind) {
    case UAD_M_FLIP:
    case UAD_M_ROLL:
        if (m->n != 0) {
            /* TRANSLATORS: %s is a move as typed on the command line: flip or
               roll. */
            snprintf(why, len, _("%s takes no argument"), m->kind == UAD_M_FLIP ? "flip" : "roll");
            return false;
        }
        return true;
    case UAD_M_ROTATE:
        if (m->n != 1 || a < 0 || a >= UAD_SUITS) {
            snprintf(why, len, "%s", _("rotate to clubs, diamonds, hearts or spades"));
            return false;
        }
        if (a == uad_facing(s, seat)) {
            /* TRANSLATORS: %s is a suit (clubs, diamonds, hearts, spades) as
               a noun. */
            snprintf(why, len, _("%s already faces you: rotate to another suit (R-UAD-4)"),
                     suit_noun(a));
            return false;
        }
        return true;
    default: { /* UAD_M_CARD */
        char name[96];
        if (m->n != 1 || a < 1 || a > UAD_CARDS) {
            snprintf(why, len, "%s", _("there is no such card"));
            return false;
        }
        if (hand_index(s, seat, a) < 0) {
            /* TRANSLATORS: %s is a card's name ("the jack of clubs"). */
            snprintf(why, len, _("you do not hold %s"), uad_card_name(a, name, sizeof name));
            return false;
        }
        return true;
    }
    }
}

/* A hand row (UAD_MAX_HAND places and a spare byte, all UAD_NONE past
 * hand_n) as two 64-bit words, place j in byte j % 8 of word j / 8. Finding
 * a card and closing the gap it leaves are then a few word operations with
 * no branch: a loop stopping at a random card would be a mispredicted
 * branch at every card played. */
#define BYTES_01 0x0101010101010101ULL
#define BYTES_80 0x8080808080808080ULL

static void row_load(const uint8_t *row, uint64_t w[2])
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(&w[0], row, 8);
    memcpy(&w[1], row + 8, 8);
#else
    w[0] = w[1] = 0;
    for (int j = 0; j < 16; j++)
        w[j / 8] |= (uint64_t)row[j] << (8 * (j % 8));
#endif
}

static void row_store(uint8_t *row, const uint64_t w[2])
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(row, &w[0], 8);
    memcpy(row + 8, &w[1], 8);
#else
    for (int j = 0; j < 16; j++)
        row[j] = (uint8_t)(w[j / 8] >> (8 * (j % 8)));
#endif
}

/* The number of whole bytes below the lowest byte of x that is 0 (8 when
 * none is): the lowest flag of (x - 1s) & ~x & 80s marks it exactly. */
static int bytes_before_zero(uint64_t x)
{
    uint64_t flags = (x - BYTES_01) & ~x & BYTES_80;
    uint64_t below = ((flags & (0 - flags)) - 1) >> 7 & BYTES_01; /* 1 in each byte below */
    return (int)((below * BYTES_01) >> 56);
}

/* Takes card (present) out of a hand row, closing the gap. */
static void hand_remove(uint8_t *row, int card)
{
    _Static_assert(UAD_MAX_HAND + 1 == 16, "a hand row is two words");
    uint64_t w[2];
    row_load(row, w);
    uint64_t c = (uint64_t)card * BYTES_01;
    /* The card's place i, then masks of the places below it that stay
     * (the others take the next place's card), written as arithmetic:
     * compilers turn these selects into branches, which a random card
     * would mispredict. */
    int k0 = bytes_before_zero(w[0] ^ c), k1 = bytes_before_zero(w[1] ^ c);
    int i = k0 + (k1 & -(k0 >> 3)); /* k0 is 8 when the card is not in the first word */
    uint64_t low = (1ULL << (8 * (i & 7))) - 1, second = 0 - (uint64_t)(i >> 3);
    uint64_t keep0 = low | second, keep1 = low & second;
    uint64_t next0 = w[0] >> 8 | w[1] << 56, next1 = w[1] >> 8;
    w[0] = (w[0] & keep0) | (next0 & ~keep0);
    w[1] = (w[1] & keep1) | (next1 & ~keep1);
    row_store(row, w);
}

static bool rng_is_zero(const Rng *r) { return !(r->s[0] | r->s[1] | r->s[2] | r->s[3]); }

/* R-UAD-4: reroll until the sum differs from the trump. */
static void reroll(Rng *rng, int trump, int8_t dice[2])
{
    do
        roll_dice(rng, dice);
    while (dice[0] + dice[1] == trump);
}

/* All cards are down: reveal, resolve (R-UAD-6), pot (R-UAD-7), pass the
 * lead (R-UAD-8), and at the end of a round deal the next or end (R-UAD-9). */
static void finish_trick(UadState *s)
{
    int players = s->hdr.cfg.players;
    /* Built where it is kept: a trick built aside and copied in is read
     * back whole right after its bytes were written, which stalls. */
    UadTrick *t = &s->log[s->trick];
    memset(t, 0, sizeof *t);
    for (int p = 0; p < players; p++) {
        assert(s->chose[p] && s->choice[p] != UAD_NONE);
        t->card[p] = s->choice[p];
        t->facing[p] = (uint8_t)uad_facing(s, p);
    }
    t->number = (int8_t)(s->trick + 1);
    t->leader = s->leader;
    t->change = s->change;
    t->face = s->face;
    t->trump = s->trump;
    t->round = s->round;
    uad_resolve(t, players);
    if (t->winner >= 0) {
        t->won = (int8_t)(1 + s->pot);
        s->total[t->winner] = (int16_t)(s->total[t->winner] + t->won);
        s->round_tricks[s->round - 1][t->winner] =
            (int8_t)(s->round_tricks[s->round - 1][t->winner] + t->won);
        s->pot = 0;
    } else {
        s->pot++;
    }
    s->trick++;
    s->played++;
    if (s->trick == s->hand_size && s->pot > 0) { /* R-UAD-7 */
        t->discarded = s->pot;
        s->discarded = (int16_t)(s->discarded + s->pot);
        s->pot = 0;
    }
    t->pot = s->pot;
    s->last = *t;
    memset(s->chose, 0, sizeof s->chose);
    memset(s->choice, 0, sizeof s->choice);
    s->change = 0;
    s->leader = (int8_t)(s->leader + 1 < players ? s->leader + 1 : 0); /* R-UAD-8 */
    if (s->trick < s->hand_size)
        s->phase = UAD_PHASE_CHANGE;
    else if (s->round < s->rounds) {
        assert(!rng_is_zero(&s->rng) && "a new deal needs a whole state, not a view");
        deal_round(s);
    } else
        s->phase = UAD_PHASE_OVER;
}

static void uad_apply(void *st, const Move *m)
{
    UadState *s = st;
    assert(uad_to_move(s) >= 0);
    if (m->kind == UAD_M_CARD) {
        unsigned chosen = chose_bits(s);
        int seat = next_chooser(s, chosen), card = m->arg[0];
        assert(s->phase == UAD_PHASE_CHOOSE && hand_index(s, seat, card) >= 0);
        hand_remove(s->hand[seat], card);
        s->hand_n[seat]--;
        s->choice[seat] = (uint8_t)card;
        s->chose[seat] = 1;
        if ((chosen | 1u << seat) == (1u << s->hdr.cfg.players) - 1) /* the trick's last card */
            finish_trick(s);
        return;
    }
    int seat = s->leader; /* the rest change the rules: the leader's */
    switch (m->kind) {
    case UAD_M_FLIP:
        s->face = (int8_t)(s->face == UAD_UP ? UAD_DOWN : UAD_UP);
        break;
    case UAD_M_ROTATE:
        s->rotation = (int8_t)uad_rotation_for(uad_side(s->hdr.cfg.players, seat), m->arg[0]);
        break;
    case UAD_M_ROLL:
        assert(!rng_is_zero(&s->rng) && "a roll needs a whole state, not a view");
        reroll(&s->rng, s->trump, s->dice);
        s->trump = (int8_t)(s->dice[0] + s->dice[1]);
        break;
    default:
        assert(!"unknown move");
        return;
    }
    s->change = (int8_t)m->kind;
    s->phase = UAD_PHASE_CHOOSE;
}

/* ---- text -------------------------------------------------------------- */

static bool uad_parse_move(const void *st, const char *text, Move *m, char *err, size_t len)
{
    (void)st;
    char word[16], arg[16] = "", extra[8];
    int got = sscanf(text, "%15s %15s %7s", word, arg, extra);
    if (got < 1) {
        snprintf(err, len, "%s", _("empty move"));
        return false;
    }
    bool verb = !strcmp(word, "flip") || !strcmp(word, "roll") || !strcmp(word, "rotate") ||
                !strcmp(word, "card");
    if (got > 2 && verb) { /* an unknown word is named as no move, below */
        /* TRANSLATORS: %s is a move of a save, as written. */
        snprintf(err, len, _("'%s' has too many words"), text);
        return false;
    }
    if ((!strcmp(word, "flip") || !strcmp(word, "roll")) && got == 1) {
        *m = move_make(word[0] == 'f' ? UAD_M_FLIP : UAD_M_ROLL, 0, NULL);
        return true;
    }
    if (!strcmp(word, "rotate") && got == 2) {
        int suit = uad_suit_parse(arg);
        if (suit < 0) {
            /* TRANSLATORS: %s is a word of a save's move; the suits in
               brackets are the notation, kept as they are. */
            snprintf(err, len, _("'%s' is not a suit (clubs, diamonds, hearts, spades)"), arg);
            return false;
        }
        *m = move_make(UAD_M_ROTATE, 1, &suit);
        return true;
    }
    if (!strcmp(word, "card") && got == 2) {
        int card = uad_card_parse(arg);
        if (!card) {
            snprintf(err, len,
                     /* TRANSLATORS: %s is a word of a save's move; the letters
                        are the notation, kept as they are. */
                     _("'%s' is not a card: value 2-10, j or q, then c, d, h or s (e.g. qh, "
                       "10c)"),
                     arg);
            return false;
        }
        *m = move_make(UAD_M_CARD, 1, &card);
        return true;
    }
    /* TRANSLATORS: %s is a move of a save, as written; the moves in
       brackets are the notation, kept as they are. */
    snprintf(err, len, _("'%s' is not an Up & Down move (flip, rotate SUIT, roll, card X)"), text);
    return false;
}

static void uad_format_move(const void *st, const Move *m, char *buf, size_t len)
{
    (void)st;
    char card[8];
    switch (m->kind) {
    case UAD_M_FLIP:
        snprintf(buf, len, "flip");
        break;
    case UAD_M_ROTATE:
        snprintf(buf, len, "rotate %s", uad_suit_name(m->arg[0]));
        break;
    case UAD_M_ROLL:
        snprintf(buf, len, "roll");
        break;
    case UAD_M_CARD:
        snprintf(buf, len, "card %s", uad_card_text(m->arg[0], card, sizeof card));
        break;
    default:
        snprintf(buf, len, "?");
    }
}

static const char *face_name(int face) { return face == UAD_UP ? "UP" : "DOWN"; }

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

/* ---- why a trick ended as it did (R-UAD-6, R-UAD-7) --------------------- */

void uad_trick_why(const UadTrick *t, int players, UadWhy *out)
{
    memset(out, 0, sizeof *out);
    int eligible = 0;
    for (int p = 0; p < players; p++) {
        if ((t->cancelled >> p) & 1)
            out->cancelled_values |= (uint16_t)(1u << uad_value(t->card[p]));
        else if (!((t->eligible >> p) & 1))
            out->cannot_win |= (uint8_t)(1u << p);
        eligible += (t->eligible >> p) & 1;
    }
    out->cancelled = t->cancelled;
    out->winner = t->winner;
    if (t->winner < 0)
        out->reason = UAD_WHY_NONE;
    else if (uad_value(t->card[t->winner]) == t->trump)
        out->reason = UAD_WHY_TRUMP; /* (D) */
    else if (eligible == 1)
        out->reason = UAD_WHY_ONLY;
    else
        out->reason = t->face == UAD_UP ? UAD_WHY_HIGHEST : UAD_WHY_LOWEST; /* (A) */
}

const char *uad_value_plural(int value)
{
    switch (value) {
    case 2:
        /* TRANSLATORS: the cards of one value as a plural noun, e.g. "Kim's and
           Leah's 7s cancelled each other out". */
        return C_("cards of one value", "2s");
    case 3:
        return C_("cards of one value", "3s");
    case 4:
        return C_("cards of one value", "4s");
    case 5:
        return C_("cards of one value", "5s");
    case 6:
        return C_("cards of one value", "6s");
    case 7:
        return C_("cards of one value", "7s");
    case 8:
        return C_("cards of one value", "8s");
    case 9:
        return C_("cards of one value", "9s");
    case 10:
        return C_("cards of one value", "10s");
    case UAD_JACK:
        return C_("cards of one value", "jacks");
    case UAD_QUEEN:
        return C_("cards of one value", "queens");
    default:
        return C_("cards of one value", "cards");
    }
}

/* The player at the screen, named "You" by default: in English or in the
 * window's language (the default name is written in it). */
static bool is_you(const char *name) { return !strcmp(name, "You") || !strcmp(name, _("You")); }

/* A player's cards' owner as a list names it: "Kim's", or "your" ("Your"
 * when it begins the text) for the player the window calls "You". */
static const char *owner(const char *name, bool first, char *buf, size_t len)
{
    if (is_you(name))
        /* TRANSLATORS: the owner of cards, in a list such as "Your and
           Kim's 7s cancelled each other out", for the player at the screen
           (called "You"); "Your" begins the text, "your" does not. Where
           your language names owners with a preposition, translate the
           owner as the person ("you") and put the preposition in the
           sentence "%1$s %2$s cancelled each other out". */
        return first ? C_("owner of cards", "Your")
                     /* TRANSLATORS: the owner of cards within a list, for the
                        player at the screen (called "You"): see "Your". */
                     : C_("owner of cards", "your");
    /* TRANSLATORS: %s is a player's name, as the owner of cards in a list
       such as "Kim's and Leah's 7s cancelled each other out" (see "Your"). */
    snprintf(buf, len, C_("owner of cards", "%s's"), name);
    return buf;
}

/* Joins one more clause to those in buf[0..u): each clause is a whole
 * sentence of its own. */
static size_t add_clause(char *buf, size_t len, size_t u, const char *clause)
{
    if (u == 0)
        return cat(buf, len, 0, "%s", clause);
    char before[2048];
    snprintf(before, sizeof before, "%s", buf);
    /* TRANSLATORS: joins two clauses of one line of the log (each a whole
       sentence of its own), as in "Kim discarded column 2 (3 cards)...; the
       discard pile is now worth 5 points (+1 in all)". */
    return cat(buf, len, 0, _("%1$s; %2$s"), before, clause);
}

/* (B) the players of value v, each of whose card cancelled: "Kim's and
 * Leah's trump 7s cancelled each other out". */
static void cancelled_text(const UadTrick *t, const UadWhy *w, int players,
                           const char *const *names, int v, bool first, char *buf, size_t len)
{
    char owners[256] = "", done[256], whobuf[64], one[96];
    int n = 0, total = 0;
    for (int p = 0; p < players; p++)
        total += ((w->cancelled >> p) & 1) && uad_value(t->card[p]) == v;
    for (int p = 0; p < players; p++) {
        if (!((w->cancelled >> p) & 1) || uad_value(t->card[p]) != v)
            continue;
        const char *who =
            owner(seat_name(names, p, whobuf, sizeof whobuf), first && n == 0, one, sizeof one);
        n++;
        snprintf(done, sizeof done, "%s", owners);
        if (n == 1)
            snprintf(owners, sizeof owners, "%s", who);
        else if (n == total)
            /* TRANSLATORS: the last two owners of a list: "Kim's and
               Leah's", "Kim's, Leah's and Alex's". */
            snprintf(owners, sizeof owners, C_("list of owners", "%1$s and %2$s"), done, who);
        else
            /* TRANSLATORS: two owners of a longer list: "Kim's, Leah's". */
            snprintf(owners, sizeof owners, C_("list of owners", "%1$s, %2$s"), done, who);
    }
    if (v == t->trump)
        /* TRANSLATORS: the owners of the cards ("Kim's and Leah's"), then
           the cards of one value as a plural noun ("7s"), here the trump
           value. */
        snprintf(buf, len, _("%1$s trump %2$s cancelled each other out"), owners,
                 uad_value_plural(v));
    else
        /* TRANSLATORS: the owners of the cards ("Kim's and Leah's"), then
           the cards of one value as a plural noun ("7s", "queens"). */
        snprintf(buf, len, _("%1$s %2$s cancelled each other out"), owners, uad_value_plural(v));
}

/* (C) a card left, but neither the player's suit nor the trump value. */
static void cannot_win_text(const UadTrick *t, int p, const char *who, bool first, char *buf,
                            size_t len)
{
    char card[96];
    card_name_owned(t->card[p], card, sizeof card);
    const char *suit = suit_noun(t->facing[p]);
    if (is_you(who) && first)
        /* TRANSLATORS: for the player at the screen, beginning the text: a
           card's name ("10 of clubs"), the player's suit ("spades"), then the
           trump value. */
        snprintf(buf, len, _("Your %1$s could not win: neither your %2$s nor the trump %3$d"), card,
                 suit, t->trump);
    else if (is_you(who))
        /* TRANSLATORS: the same, within the text: a card's name ("10 of
           clubs"), the player's suit ("spades"), then the trump value. */
        snprintf(buf, len, _("your %1$s could not win: neither your %2$s nor the trump %3$d"), card,
                 suit, t->trump);
    else
        /* TRANSLATORS: a player's name, a card's name ("10 of clubs"), the
           player's suit ("spades"), then the trump value. */
        snprintf(buf, len, _("%1$s's %2$s could not win: neither %1$s's %3$s nor the trump %4$d"),
                 who, card, suit, t->trump);
}

/* (A), (D): the winner and why; who is the winner's name as the text says
 * it. */
static void winner_text(const UadTrick *t, int reason, const char *who, char *buf, size_t len)
{
    char card[96];
    int more = t->won - 1;
    uad_card_name(t->card[t->winner], card, sizeof card);
    switch (reason) {
    case UAD_WHY_HIGHEST:
        if (more > 0)
            snprintf(buf, len,
                     /* TRANSLATORS: a player's name, a card's name ("the 9 of diamonds"),
                        then how many more tricks the player won from the pot. */
                     P_("%1$s won the trick (and %3$d more from the pot) with %2$s, the highest "
                        "card that could win",
                        "%1$s won the trick (and %3$d more from the pot) with %2$s, the highest "
                        "card that could win",
                        more),
                     who, card, more);
        else
            /* TRANSLATORS: a player's name, then a card's name ("the 9 of
               diamonds"). */
            snprintf(buf, len, _("%1$s won the trick with %2$s, the highest card that could win"),
                     who, card);
        break;
    case UAD_WHY_LOWEST:
        if (more > 0)
            snprintf(buf, len,
                     /* TRANSLATORS: a player's name, a card's name ("the 9 of diamonds"),
                        then how many more tricks the player won from the pot. */
                     P_("%1$s won the trick (and %3$d more from the pot) with %2$s, the lowest "
                        "card that could win",
                        "%1$s won the trick (and %3$d more from the pot) with %2$s, the lowest "
                        "card that could win",
                        more),
                     who, card, more);
        else
            /* TRANSLATORS: a player's name, then a card's name ("the 9 of
               diamonds"). */
            snprintf(buf, len, _("%1$s won the trick with %2$s, the lowest card that could win"),
                     who, card);
        break;
    case UAD_WHY_TRUMP:
        if (more > 0)
            snprintf(buf, len,
                     /* TRANSLATORS: a player's name, a card's name ("the 9 of diamonds"),
                        then how many more tricks the player won from the pot. */
                     P_("%1$s won the trick (and %3$d more from the pot) with %2$s, the trump, "
                        "which beats every other card",
                        "%1$s won the trick (and %3$d more from the pot) with %2$s, the trump, "
                        "which beats every other card",
                        more),
                     who, card, more);
        else
            snprintf(buf, len,
                     /* TRANSLATORS: a player's name, then a card's name ("the 9
                        of diamonds"). */
                     _("%1$s won the trick with %2$s, the trump, which beats every other card"),
                     who, card);
        break;
    default: /* UAD_WHY_ONLY */
        if (more > 0)
            snprintf(buf, len,
                     /* TRANSLATORS: a player's name, a card's name ("the 9 of diamonds"),
                        then how many more tricks the player won from the pot. */
                     P_("%1$s won the trick (and %3$d more from the pot) with %2$s, the only card "
                        "that could win",
                        "%1$s won the trick (and %3$d more from the pot) with %2$s, the only card "
                        "that could win",
                        more),
                     who, card, more);
        else
            /* TRANSLATORS: a player's name, then a card's name ("the 9 of
               diamonds"). */
            snprintf(buf, len, _("%1$s won the trick with %2$s, the only card that could win"), who,
                     card);
        break;
    }
}

/* The player at the screen named within a sentence rather than at its
 * start ("le pli est pour Vous" in a language that puts the winner last,
 * "clubs now face You"): each such name after the text's first word, as a
 * whole word, in its form within a sentence. */
static void lower_name_within(char *text, const char *name, const char *within)
{
    size_t n = strlen(name);
    if (!n || strlen(within) != n)
        return;
    for (char *p = strstr(text + 1, name); p; p = strstr(p + n, name)) {
        bool word = !isalpha((unsigned char)p[-1]) && !isalpha((unsigned char)p[n]);
        if (word)
            memcpy(p, within, n);
    }
}

/* The trick's words; within: they follow other words in one sentence of
 * the log ("Leah played the 7 of hearts; your 7 ..."), so they do not
 * begin with a capital ("your", "you"). */
static size_t trick_explain(const UadTrick *t, int players, const char *const *names, bool within,
                            char *buf, size_t len)
{
    UadWhy w;
    uad_trick_why(t, players, &w);
    size_t u = 0;
    char whobuf[64], clause[512];
    if (len)
        buf[0] = 0;
    /* (B) each value played more than once: "Kim's and Leah's 7s" */
    for (int v = 2; v <= UAD_QUEEN; v++) {
        if (!((w.cancelled_values >> v) & 1))
            continue;
        cancelled_text(t, &w, players, names, v, u == 0 && !within, clause, sizeof clause);
        u = add_clause(buf, len, u, clause);
    }
    /* (C) left, but neither the player's suit nor the trump value */
    for (int p = 0; p < players; p++) {
        if (!((w.cannot_win >> p) & 1))
            continue;
        cannot_win_text(t, p, seat_name(names, p, whobuf, sizeof whobuf), u == 0 && !within, clause,
                        sizeof clause);
        u = add_clause(buf, len, u, clause);
    }
    if (w.winner < 0) {
        no_winner_text(t, clause, sizeof clause);
        return add_clause(buf, len, u, clause);
    }
    const char *who = seat_name(names, w.winner, whobuf, sizeof whobuf);
    /* TRANSLATORS: the player at the screen (called "You") within a
       sentence: "...; you won the trick with...", French "le pli est pour
       vous". */
    const char *you_within = C_("the player at the screen", "you");
    bool you = is_you(who);
    if ((u || within) && you)
        who = you_within;
    winner_text(t, w.reason, who, clause, sizeof clause);
    if (you && !u && !within)
        lower_name_within(clause, who, you_within);
    return add_clause(buf, len, u, clause);
}

size_t uad_trick_explain(const UadTrick *t, int players, const char *const *names, char *buf,
                         size_t len)
{
    return trick_explain(t, players, names, false, buf, len);
}

static void uad_narrate(const void *before, const Move *m, const char *const *names, char *buf,
                        size_t len)
{
    const UadState *s = before;
    int seat = uad_to_move(s);
    char whobuf[64], card[96];
    /* TRANSLATORS: who made a move when no seat did. */
    const char *who = seat >= 0 ? seat_name(names, seat, whobuf, sizeof whobuf) : _("Nobody");
    switch (m->kind) {
    case UAD_M_FLIP:
        if (s->face == UAD_UP)
            /* TRANSLATORS: a line of the log: a player's name; DOWN is the
               face of the UP&DOWN card, as the card prints it. */
            snprintf(buf, len, _("%s flipped the card: the trick is DOWN"), who);
        else
            /* TRANSLATORS: a line of the log: a player's name; UP is the
               face of the UP&DOWN card, as the card prints it. */
            snprintf(buf, len, _("%s flipped the card: the trick is UP"), who);
        break;
    case UAD_M_ROTATE:
        switch (m->arg[0]) {
        case UAD_CLUBS:
            /* TRANSLATORS: a line of the log: the player's name, twice (the
               player turned the UP&DOWN card so that clubs face them). */
            snprintf(buf, len, _("%1$s turned the card: clubs now face %1$s"), who);
            break;
        case UAD_DIAMONDS:
            /* TRANSLATORS: a line of the log: the player's name, twice (the
               player turned the UP&DOWN card so that diamonds face them). */
            snprintf(buf, len, _("%1$s turned the card: diamonds now face %1$s"), who);
            break;
        case UAD_HEARTS:
            /* TRANSLATORS: a line of the log: the player's name, twice (the
               player turned the UP&DOWN card so that hearts face them). */
            snprintf(buf, len, _("%1$s turned the card: hearts now face %1$s"), who);
            break;
        default:
            /* TRANSLATORS: a line of the log: the player's name, twice (the
               player turned the UP&DOWN card so that spades face them). */
            snprintf(buf, len, _("%1$s turned the card: spades now face %1$s"), who);
            break;
        }
        if (is_you(who)) /* "clubs now face you" */
            lower_name_within(buf, who, C_("the player at the screen", "you"));
        break;
    case UAD_M_ROLL:
        if (rng_is_zero(&s->rng)) { /* a view: the dice are not known yet */
            /* TRANSLATORS: a line of the log: a player's name. */
            snprintf(buf, len, _("%s rolled the dice"), who);
        } else {
            Rng r = s->rng;
            int8_t dice[2];
            reroll(&r, s->trump, dice);
            /* TRANSLATORS: a line of the log: a player's name, the two dice,
               then their sum, the new trump value. */
            snprintf(buf, len, _("%s rolled %d+%d: trump is now %d"), who, dice[0], dice[1],
                     dice[0] + dice[1]);
        }
        break;
    case UAD_M_CARD: {
        size_t u =
            /* TRANSLATORS: a line of the log: a player's name, then a card's
               name ("the 9 of diamonds"). */
            cat(buf, len, 0, _("%s played %s"), who, uad_card_name(m->arg[0], card, sizeof card));
        /* The last card of a whole state: say how the trick ends too. */
        int players = s->hdr.cfg.players, waiting = 0;
        for (int p = 0; p < players; p++)
            waiting += !s->chose[p];
        bool known = s->hdr.viewer == GAME_FULL;
        if (waiting == 1 && known && seat >= 0 && m->n == 1 &&
            hand_index(s, seat, m->arg[0]) >= 0) {
            UadState after;
            memcpy(&after, s, sizeof after);
            uad_apply(&after, m);
            char out[2048]; /* four cards explained, with long names */
            trick_explain(&after.last, players, names, true, out, sizeof out);
            add_clause(buf, len, u, out);
        }
        break;
    }
    default:
        /* TRANSLATORS: a line of the log: a player's name. */
        snprintf(buf, len, _("%s did something unknown"), who);
    }
}

/* ---- views ------------------------------------------------------------- */

/* R-ALL-2, R-UAD-5: other hands, other seats' cards laid face down (only
 * that they have chosen shows) and the set-aside cards (R-UAD-1, hidden
 * from everyone) are masked; the seed and the random stream are zeroed.
 * Played tricks are public history. */
static void uad_view(const void *st, int seat, void *out)
{
    const UadState *s = st;
    UadState *v = out;
    memcpy(v, s, sizeof *v);
    v->hdr.cfg.seed = 0;
    v->hdr.viewer = seat;
    memset(&v->rng, 0, sizeof v->rng);
    for (int p = 0; p < UAD_MAX_PLAYERS; p++)
        if (p != seat) {
            memset(v->hand[p], UAD_NONE, sizeof v->hand[p]);
            v->choice[p] = UAD_NONE;
        }
    memset(v->aside, UAD_NONE, sizeof v->aside);
}

/* Deals every card the view does not show at random into the places it
 * hides (other hands, other seats' face-down choices, the set-aside cards);
 * any card may be anywhere, since Up & Down has no duty to follow suit. */
static void uad_determinize(const void *view, Rng *rng, void *out)
{
    const UadState *v = view;
    UadState *s = out;
    memcpy(s, v, sizeof *s);
    s->hdr.viewer = GAME_FULL;
    bool seen[UAD_CARDS + 1] = {false};
    int players = v->hdr.cfg.players;
    for (int p = 0; p < players; p++) {
        for (int i = 0; i < v->hand_n[p]; i++)
            seen[v->hand[p][i]] = true;
        seen[v->choice[p]] = true;
    }
    for (int i = 0; i < v->aside_n; i++)
        seen[v->aside[i]] = true;
    for (int t = 0; t < v->trick; t++)
        for (int p = 0; p < players; p++)
            seen[v->log[t].card[p]] = true;
    uint8_t unseen[UAD_CARDS];
    int n = 0;
    for (int c = 1; c <= UAD_CARDS; c++)
        if (!seen[c])
            unseen[n++] = (uint8_t)c;
    rng_shuffle_u8(rng, unseen, n);
    int k = 0;
    for (int p = 0; p < players; p++) {
        for (int i = 0; i < v->hand_n[p]; i++)
            if (s->hand[p][i] == UAD_NONE)
                s->hand[p][i] = unseen[k++];
        hand_sort(s->hand[p], s->hand_n[p]);
        if (s->chose[p] && s->choice[p] == UAD_NONE)
            s->choice[p] = unseen[k++];
    }
    for (int i = 0; i < v->aside_n; i++)
        if (s->aside[i] == UAD_NONE)
            s->aside[i] = unseen[k++];
    hand_sort(s->aside, s->aside_n);
    assert(k == n);
    uint64_t seed = rng_next(rng);
    rng_seed(&s->rng, seed);
}

static void uad_result(const void *st, GameResult *r)
{
    const UadState *s = st;
    int players = s->hdr.cfg.players, best = -1;
    memset(r, 0, sizeof *r);
    r->over = s->phase == UAD_PHASE_OVER;
    for (int p = 0; p < players; p++) {
        r->scores[p] = s->total[p];
        if (r->scores[p] > best)
            best = r->scores[p];
    }
    if (!r->over)
        return;
    for (int p = 0; p < players; p++) { /* R-UAD-9: most tricks; ties share */
        if (r->scores[p] == best)
            r->winners[r->nwinners++] = p;
        int rank = 1;
        for (int q = 0; q < players; q++)
            rank += r->scores[q] > r->scores[p];
        r->rank[p] = rank;
    }
}

/* R-UAD-9: one more round after a tied match. */
static bool uad_extend(void *st, char *err, size_t errlen)
{
    UadState *s = st;
    if (s->phase != UAD_PHASE_OVER) {
        snprintf(err, errlen, "%s", _("an extra round comes only after the match is over"));
        return false;
    }
    GameResult r;
    uad_result(s, &r);
    if (r.nwinners < 2) {
        snprintf(err, errlen, "%s", _("the match has a single winner: no extra round (R-UAD-9)"));
        return false;
    }
    if (s->rounds >= UAD_MAX_ROUNDS) {
        snprintf(err, errlen,
                 /* TRANSLATORS: %d is the most rounds a match can have. */
                 P_("the match already has %d round, the most it can have",
                    "the match already has %d rounds, the most it can have", UAD_MAX_ROUNDS),
                 UAD_MAX_ROUNDS);
        return false;
    }
    if (rng_is_zero(&s->rng)) {
        snprintf(err, errlen, "%s", _("an extra round needs the whole game, not a seat's view"));
        return false;
    }
    s->rounds++;
    deal_round(s);
    return true;
}

/* ---- description ------------------------------------------------------- */

static const char *phase_name(int phase)
{
    static const char *const names[] = {"change", "choose", "over"};
    return phase >= 0 && phase <= UAD_PHASE_OVER ? names[phase] : "?";
}

static const char *change_name(int change)
{
    switch (change) {
    case UAD_M_FLIP:
        return "flip";
    case UAD_M_ROTATE:
        return "rotate";
    case UAD_M_ROLL:
        return "roll";
    default:
        return NULL;
    }
}

static void describe_trick(char *buf, size_t len, size_t *u, const UadTrick *t, int players)
{
    char card[8], out[400];
    *u = cat(buf, len, *u, "Trick %d of round %d (%s, trump %d):", t->number, t->round,
             face_name(t->face), t->trump);
    for (int p = 0; p < players; p++) {
        const char *note = t->cancelled & (1u << p)  ? " cancelled"
                           : t->eligible & (1u << p) ? ""
                                                     : " not eligible";
        *u = cat(buf, len, *u, " seat %d %s%s%s", p, uad_card_text(t->card[p], card, sizeof card),
                 note, p + 1 < players ? "," : "");
    }
    static const char *const seats[UAD_MAX_PLAYERS] = {"seat 0", "seat 1", "seat 2", "seat 3"};
    uad_trick_explain(t, players, seats, out, sizeof out);
    *u = cat(buf, len, *u, "\n  %s\n", out);
}

static void uad_describe(const void *st, char *buf, size_t len)
{
    const UadState *s = st;
    int players = s->hdr.cfg.players;
    size_t u = 0;
    char card[8];
    buf[0] = 0;
    u = cat(buf, len, u, "Up & Down, %d players, round %d of %d, %d of %d tricks played\n", players,
            s->round, s->rounds, s->trick, s->hand_size);
    u = cat(buf, len, u, "The card shows %s; trump is %d (dice %d+%d); seat %d leads\n",
            face_name(s->face), s->trump, s->dice[0], s->dice[1], s->leader);
    if (s->phase == UAD_PHASE_OVER)
        u = cat(buf, len, u, "The match is over\n");
    else if (s->phase == UAD_PHASE_CHANGE)
        u = cat(buf, len, u, "Seat %d to change the rules: flip, rotate SUIT or roll\n", s->leader);
    else
        u = cat(buf, len, u, "The leader chose to %s; seat %d to choose a card\n",
                change_name(s->change), uad_to_move(s));
    for (int p = 0; p < players; p++) {
        u = cat(buf, len, u, "Seat %d faces %s: %d tricks this round, %d in all; hand", p,
                uad_suit_name(uad_facing(s, p)), s->round_tricks[s->round - 1][p], s->total[p]);
        for (int i = 0; i < s->hand_n[p]; i++)
            u = cat(buf, len, u, " %s",
                    s->hand[p][i] ? uad_card_text(s->hand[p][i], card, 8) : "?");
        if (s->chose[p])
            u = cat(buf, len, u, "; laid %s face down",
                    s->choice[p] ? uad_card_text(s->choice[p], card, 8) : "a card");
        u = cat(buf, len, u, "\n");
    }
    u = cat(buf, len, u, "Pot: %d trick%s; discarded: %d; set aside: %d cards", s->pot,
            s->pot == 1 ? "" : "s", s->discarded, s->aside_n);
    for (int i = 0; i < s->aside_n && s->aside[i]; i++) /* a whole state only */
        u = cat(buf, len, u, "%s%s", i ? " " : " (", uad_card_text(s->aside[i], card, 8));
    u = cat(buf, len, u, "%s\n", s->aside_n && s->aside[0] ? ")" : "");
    if (s->last.number)
        describe_trick(buf, len, &u, &s->last, players);
}

static cJSON *card_json(int card)
{
    char t[8];
    return card ? cJSON_CreateString(uad_card_text(card, t, sizeof t)) : cJSON_CreateNull();
}

static cJSON *card_array(const uint8_t *cards, int n)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < n; i++)
        cJSON_AddItemToArray(a, card_json(cards[i]));
    return a;
}

static cJSON *int8_array(const int8_t *v, int n)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < n; i++)
        cJSON_AddItemToArray(a, cJSON_CreateNumber(v[i]));
    return a;
}

static cJSON *trick_json(const UadTrick *t, int players)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "round", t->round);
    cJSON_AddNumberToObject(o, "number", t->number);
    cJSON_AddNumberToObject(o, "leader", t->leader);
    cJSON_AddStringToObject(o, "change", change_name(t->change) ? change_name(t->change) : "");
    cJSON_AddStringToObject(o, "face", t->face == UAD_UP ? "up" : "down");
    cJSON_AddNumberToObject(o, "trump", t->trump);
    cJSON_AddItemToObject(o, "cards", card_array(t->card, players));
    cJSON *facing = cJSON_AddArrayToObject(o, "facing");
    cJSON *canc = cJSON_AddArrayToObject(o, "cancelled");
    cJSON *elig = cJSON_AddArrayToObject(o, "eligible");
    for (int p = 0; p < players; p++) {
        cJSON_AddItemToArray(facing, cJSON_CreateString(uad_suit_name(t->facing[p])));
        cJSON_AddItemToArray(canc, cJSON_CreateBool(t->cancelled & (1u << p)));
        cJSON_AddItemToArray(elig, cJSON_CreateBool(t->eligible & (1u << p)));
    }
    if (t->winner >= 0)
        cJSON_AddNumberToObject(o, "winner", t->winner);
    else
        cJSON_AddNullToObject(o, "winner");
    cJSON_AddNumberToObject(o, "won", t->won);
    cJSON_AddNumberToObject(o, "pot", t->pot);
    cJSON_AddNumberToObject(o, "discarded", t->discarded);
    return o;
}

static cJSON *uad_to_json(const void *st)
{
    const UadState *s = st;
    int players = s->hdr.cfg.players;
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "phase", phase_name(s->phase));
    cJSON_AddStringToObject(o, "face", s->face == UAD_UP ? "up" : "down");
    cJSON_AddNumberToObject(o, "rotation", s->rotation);
    cJSON_AddNumberToObject(o, "trump", s->trump);
    cJSON_AddItemToObject(o, "dice", int8_array(s->dice, 2));
    cJSON_AddNumberToObject(o, "leader", s->leader);
    if (change_name(s->change))
        cJSON_AddStringToObject(o, "change", change_name(s->change));
    else
        cJSON_AddNullToObject(o, "change");
    cJSON_AddNumberToObject(o, "round", s->round);
    cJSON_AddNumberToObject(o, "rounds", s->rounds);
    cJSON_AddNumberToObject(o, "trick", s->trick);
    cJSON_AddNumberToObject(o, "hand_size", s->hand_size);
    cJSON_AddNumberToObject(o, "pot", s->pot);
    cJSON_AddNumberToObject(o, "discarded", s->discarded);
    cJSON *seats = cJSON_AddArrayToObject(o, "seats");
    for (int p = 0; p < players; p++) {
        cJSON *seat = cJSON_CreateObject();
        cJSON_AddNumberToObject(seat, "side", uad_side(players, p));
        cJSON_AddStringToObject(seat, "facing", uad_suit_name(uad_facing(s, p)));
        cJSON_AddItemToObject(seat, "hand", card_array(s->hand[p], s->hand_n[p]));
        cJSON_AddBoolToObject(seat, "chosen", s->chose[p]);
        cJSON_AddItemToObject(seat, "choice",
                              s->chose[p] ? card_json(s->choice[p]) : cJSON_CreateNull());
        cJSON_AddNumberToObject(seat, "tricks", s->round_tricks[s->round - 1][p]);
        cJSON_AddNumberToObject(seat, "total", s->total[p]);
        cJSON *rounds = cJSON_AddArrayToObject(seat, "rounds");
        for (int r = 0; r < s->round; r++)
            cJSON_AddItemToArray(rounds, cJSON_CreateNumber(s->round_tricks[r][p]));
        cJSON_AddItemToArray(seats, seat);
    }
    cJSON *aside = cJSON_AddObjectToObject(o, "set_aside");
    cJSON_AddNumberToObject(aside, "count", s->aside_n);
    cJSON_AddItemToObject(aside, "cards", card_array(s->aside, s->aside_n));
    cJSON *hist = cJSON_AddArrayToObject(o, "history");
    for (int t = 0; t < s->trick; t++)
        cJSON_AddItemToArray(hist, trick_json(&s->log[t], players));
    if (s->last.number)
        cJSON_AddItemToObject(o, "last", trick_json(&s->last, players));
    else
        cJSON_AddNullToObject(o, "last");
    return o;
}

/* A turn begins with the leader's change of the rules; every other seat's
 * card is a turn of its own. */
static bool uad_turn_start(const void *st)
{
    const UadState *s = st;
    return s->phase != UAD_PHASE_CHOOSE || uad_to_move(s) != s->leader;
}

/* The leader may take back a flip or a turn of the card until choosing a
 * card; the dice are random, and a card laid face down stays down
 * (R-UAD-4, R-UAD-5). */
static bool uad_undoable(const void *before, const Move *m, char *why, size_t whylen)
{
    (void)before;
    switch (m->kind) {
    case UAD_M_ROLL:
        snprintf(why, whylen, "%s", _("A roll of the dice cannot be taken back."));
        return false;
    case UAD_M_CARD:
        snprintf(why, whylen, "%s", _("A card laid face down stays down."));
        return false;
    default:
        return true;
    }
}

/* R-UAD-5: the cards laid in this trick are secret until the reveal. */
static int uad_secret_moves(const void *st)
{
    const UadState *s = st;
    int laid = 0;
    if (s->phase == UAD_PHASE_CHOOSE)
        for (int p = 0; p < s->hdr.cfg.players; p++)
            laid += s->chose[p] != 0;
    return laid;
}

static void uad_narrate_secret(const void *before, const Move *m, const char *const *names,
                               char *buf, size_t len)
{
    (void)m;
    char whobuf[64];
    int seat = uad_to_move(before);
    /* TRANSLATORS: a line of the log: a player's name (the card stays
       secret until every player has laid one). */
    snprintf(buf, len, _("%s laid a card face down"),
             seat >= 0 ? seat_name(names, seat, whobuf, sizeof whobuf) : _("Nobody"));
}

const GameDef uad_game = {
    .id = "up-and-down",
    .name = "Up & Down",
    .move_help = "flip         the leader turns the card over (UP <-> DOWN)\n"
                 "rotate SUIT  the leader turns the card so that SUIT faces them (clubs,\n"
                 "             diamonds, hearts or spades; not the suit facing them now)\n"
                 "roll         the leader rolls the dice until the trump changes\n"
                 "card X       lay card X face down (value 2-10, j, q and suit c, d, h, s:\n"
                 "             card qh, card 10c); seats choose in order from the leader\n",
    .min_players = 2,
    .max_players = UAD_MAX_PLAYERS,
    .options = uad_options,
    .n_options = (int)(sizeof uad_options / sizeof uad_options[0]),
    .state_size = sizeof(UadState),
    .setup = uad_setup,
    .to_move = uad_to_move,
    .legal_moves = uad_legal_moves,
    .check = uad_check,
    .apply = uad_apply,
    .parse_move = uad_parse_move,
    .format_move = uad_format_move,
    .narrate = uad_narrate,
    .view = uad_view,
    .determinize = uad_determinize,
    .result = uad_result,
    .describe = uad_describe,
    .to_json = uad_to_json,
    .extend = uad_extend,
    .turn_start = uad_turn_start,
    .undoable = uad_undoable,
    .secret_moves = uad_secret_moves,
    .narrate_secret = uad_narrate_secret,
};
