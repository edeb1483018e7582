/* Helpers of the 3UP 3DOWN tests: arranging positions card by card and
 * checking that every card is in exactly one place. */
#ifndef UPDOWN_T33_SUPPORT_H
#define UPDOWN_T33_SUPPORT_H

#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "three_up.h"

static const GameDef *const G = &t3_game;

/* A new game with options "key=value key=value". */
static inline void t33_new(T3State *s, int players, uint64_t seed, const char *opts)
{
    GameConfig cfg;
    char err[GAME_ERR_LEN], buf[256];
    game_config_default(G, players, seed, &cfg);
    snprintf(buf, sizeof buf, "%s", opts ? opts : "");
    for (char *kv = strtok(buf, " "); kv; kv = strtok(NULL, " ")) {
        bool ok = game_option_parse(G, kv, &cfg, err, sizeof err);
        CHECK_MSG(ok, "%s", err);
    }
    bool ok = G->setup(s, &cfg, err, sizeof err);
    CHECK_MSG(ok, "%s", err);
}

/* The lowest rank among a seat's 3UP cards (T3_RANKS when none is left). */
static inline int t33_lowest_up(const T3State *s, int seat)
{
    int low = T3_RANKS;
    for (int k = 0; k < T3_SLOTS; k++)
        if (s->up[seat][k] != T3_NONE && t3_card_rank(s->up[seat][k]) < low)
            low = t3_card_rank(s->up[seat][k]);
    return low;
}

/* In the choice of the 3UP cards, the seat to choose puts its highest
 * three up (the last choice listed); returns the lowest rank put up. */
static inline int t33_up_highest(T3State *s)
{
    int seat = s->turn;
    Move m[GAME_MAX_MOVES];
    int n = G->legal_moves(s, m, GAME_MAX_MOVES);
    G->apply(s, &m[n - 1]);
    return t33_lowest_up(s, seat);
}

/* A game in play with every card of the deck in the draw pile (ascending
 * ids, so the top is the highest), to be arranged with the calls below.
 * Seat 0 is to play. */
static inline void t33_blank(T3State *s, int players, const char *opts)
{
    t33_new(s, players, 1, opts);
    memset(s->hand, T3_NONE, sizeof s->hand);
    memset(s->hand_n, 0, sizeof s->hand_n);
    memset(s->up, T3_NONE, sizeof s->up);
    memset(s->down, T3_NONE, sizeof s->down);
    memset(s->draw, T3_NONE, sizeof s->draw);
    memset(s->pile, T3_NONE, sizeof s->pile);
    memset(s->cleared, T3_NONE, sizeof s->cleared);
    memset(s->known, 0, sizeof s->known);
    s->draw_n = s->pile_n = s->cleared_n = 0;
    for (int id = 0; id < T3_DECK; id++)
        if (t3_card_in_deck(id, s->hdr.cfg.opt[T3_OPT_COLOURS]))
            s->draw[s->draw_n++] = (uint8_t)id;
    s->phase = T3_PHASE_PLAY;
    s->turn = 0;
    s->start = 0;
    s->dir = 1;
    t3_hands_changed(s);
}

static inline int t33_parse_card(const char *name, int *rank, int *colour)
{
    char val[16];
    const char *colon = strchr(name, ':');
    size_t n = colon ? (size_t)(colon - name) : strlen(name);
    snprintf(val, sizeof val, "%.*s", (int)n, name);
    *rank = 0;
    *colour = -1;
    for (int r = 1; r < T3_RANKS; r++)
        if (!strcmp(val, t3_rank_name(r)))
            *rank = r;
    if (colon)
        for (int c = 0; c < T3_COLOURS; c++)
            if (!strcmp(colon + 1, t3_colour_name(c)))
                *colour = c;
    return *rank;
}

/* Takes the lowest card of that name ("7", "7:red", "clear+1") out of the
 * draw pile; -1 when there is none left. */
static inline int t33_take(T3State *s, const char *name)
{
    int rank, colour;
    if (!t33_parse_card(name, &rank, &colour))
        return -1;
    int best = -1, at = -1;
    for (int i = 0; i < s->draw_n; i++) {
        int c = s->draw[i];
        if (t3_card_rank(c) == rank && (colour < 0 || t3_card_colour(c) == colour) &&
            (best < 0 || c < best)) {
            best = c;
            at = i;
        }
    }
    if (best < 0)
        return -1;
    memmove(&s->draw[at], &s->draw[at + 1], (size_t)(s->draw_n - at - 1));
    s->draw[--s->draw_n] = T3_NONE;
    return best;
}

/* Card names separated by spaces; "-" for an empty place. */
static inline int t33_cards(T3State *s, const char *names, int *out)
{
    char buf[256];
    int n = 0;
    snprintf(buf, sizeof buf, "%s", names);
    for (char *t = strtok(buf, " "); t; t = strtok(NULL, " ")) {
        int c = !strcmp(t, "-") ? T3_NONE : t33_take(s, t);
        CHECK_MSG(c >= 0, "no card '%s' left to arrange", t);
        out[n++] = c < 0 ? T3_NONE : c;
    }
    return n;
}

static inline void t33_hand(T3State *s, int seat, const char *names)
{
    int c[T3_DECK], n = t33_cards(s, names, c);
    for (int i = 0; i < n; i++) {
        int j = s->hand_n[seat]++;
        while (j > 0 && s->hand[seat][j - 1] > c[i]) {
            s->hand[seat][j] = s->hand[seat][j - 1];
            j--;
        }
        s->hand[seat][j] = (uint8_t)c[i];
    }
    t3_hands_changed(s);
}

static inline void t33_up(T3State *s, int seat, const char *names)
{
    int c[T3_SLOTS + 1], n = t33_cards(s, names, c);
    for (int k = 0; k < n && k < T3_SLOTS; k++)
        s->up[seat][k] = (uint8_t)c[k];
}

static inline void t33_down(T3State *s, int seat, const char *names)
{
    int c[T3_SLOTS + 1], n = t33_cards(s, names, c);
    for (int k = 0; k < n && k < T3_SLOTS; k++)
        s->down[seat][k] = (uint8_t)c[k];
}

/* The discard pile, bottom first. */
static inline void t33_pile(T3State *s, const char *names)
{
    int c[T3_DECK], n = t33_cards(s, names, c);
    for (int i = 0; i < n; i++)
        s->pile[s->pile_n++] = (uint8_t)c[i];
}

/* The draw pile becomes exactly these cards, the last on top; the rest of
 * the undealt cards go to the cleared cards. */
static inline void t33_draw(T3State *s, const char *names)
{
    int c[T3_DECK], n = t33_cards(s, names, c);
    for (int i = 0; i < s->draw_n; i++)
        s->cleared[s->cleared_n++] = s->draw[i];
    memset(s->draw, T3_NONE, sizeof s->draw);
    s->draw_n = 0;
    for (int i = 0; i < n; i++)
        s->draw[s->draw_n++] = (uint8_t)c[i];
}

/* Fills every seat's empty 3UP and 3DOWN places from the draw pile, so that
 * seats not arranged by a test still hold cards. */
static inline void t33_fill_tables(T3State *s)
{
    for (int p = 0; p < s->hdr.cfg.players; p++)
        for (int k = 0; k < T3_SLOTS; k++) {
            if (s->up[p][k] == T3_NONE && s->draw_n)
                s->up[p][k] = s->draw[--s->draw_n], s->draw[s->draw_n] = T3_NONE;
            if (s->down[p][k] == T3_NONE && s->draw_n)
                s->down[p][k] = s->draw[--s->draw_n], s->draw[s->draw_n] = T3_NONE;
        }
}

typedef struct T33Mask {
    uint64_t bits[2];
    bool twice;
} T33Mask;

static inline void t33_mask_add(T33Mask *m, const uint8_t *cards, int n)
{
    for (int i = 0; i < n; i++) {
        int c = cards[i];
        if (c >= T3_DECK) {
            m->twice = true; /* not a card: counted as a fault */
            continue;
        }
        uint64_t bit = 1ULL << (c & 63);
        m->twice |= (m->bits[c >> 6] & bit) != 0;
        m->bits[c >> 6] |= bit;
    }
}

/* What a pickup showed of a seat's hidden hand is true of the real cards:
 * at least below_n of its unknown cards rank below below_rank. */
static inline bool t33_below_holds(const T3State *s, int seat)
{
    int n = 0;
    for (int i = 0; i < s->hand_n[seat]; i++)
        n += !s->known[s->hand[seat][i]] && t3_card_rank(s->hand[seat][i]) < s->below_rank[seat];
    return n >= s->below_n[seat];
}

/* Every card of the deck in exactly one place (the cleared cards counted),
 * hands sorted, and known flags only on cards in hands. */
static inline bool t33_cards_ok(const T3State *s, char *why, size_t len)
{
    static T33Mask deck[T3_COLOURS + 1];
    int colours = s->hdr.cfg.opt[T3_OPT_COLOURS], players = s->hdr.cfg.players;
    if (!deck[colours].bits[0])
        for (int c = 0; c < T3_DECK; c++)
            if (t3_card_in_deck(c, colours))
                deck[colours].bits[c >> 6] |= 1ULL << (c & 63);
    T33Mask all = {{0, 0}, false}, hands = {{0, 0}, false};
    for (int p = 0; p < players; p++) {
        t33_mask_add(&hands, s->hand[p], s->hand_n[p]);
        for (int i = 1; i < s->hand_n[p]; i++)
            if (s->hand[p][i - 1] >= s->hand[p][i]) {
                snprintf(why, len, "seat %d: hand not sorted or not cards", p);
                return false;
            }
        for (int k = 0; k < T3_SLOTS; k++) {
            if (s->up[p][k] != T3_NONE)
                t33_mask_add(&all, &s->up[p][k], 1);
            if (s->down[p][k] != T3_NONE)
                t33_mask_add(&all, &s->down[p][k], 1);
        }
    }
    t33_mask_add(&all, s->draw, s->draw_n);
    t33_mask_add(&all, s->pile, s->pile_n);
    t33_mask_add(&all, s->cleared, s->cleared_n);
    bool twice =
        all.twice || hands.twice || (all.bits[0] & hands.bits[0]) || (all.bits[1] & hands.bits[1]);
    uint64_t got0 = all.bits[0] | hands.bits[0], got1 = all.bits[1] | hands.bits[1];
    if (twice || got0 != deck[colours].bits[0] || got1 != deck[colours].bits[1]) {
        snprintf(why, len, "cards twice, missing or foreign (%016llx %016llx)",
                 (unsigned long long)(got0 ^ deck[colours].bits[0]),
                 (unsigned long long)(got1 ^ deck[colours].bits[1]));
        return false;
    }
    for (int c = 0; c < T3_DECK; c++)
        if (s->known[c] && !(hands.bits[c >> 6] & (1ULL << (c & 63)))) {
            snprintf(why, len, "card %d is marked known outside a hand", c);
            return false;
        }
    return true;
}

/* All legal moves in notation, joined by '|'. */
static inline void t33_moves(const T3State *s, char *buf, size_t len)
{
    Move m[GAME_MAX_MOVES];
    int n = G->legal_moves(s, m, GAME_MAX_MOVES);
    size_t u = 0;
    buf[0] = 0;
    for (int i = 0; i < n && u < len; i++) {
        char t[128];
        G->format_move(s, &m[i], t, sizeof t);
        u += (size_t)snprintf(buf + u, len - u, "%s%s", i ? "|" : "", t);
    }
}

#endif
