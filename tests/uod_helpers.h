/* Helpers shared by the Up or Down? tests: building test states by editing
 * a dealt game while keeping every card exactly once, a census of where
 * every card is, and an independent scorer. Everything is static inline so
 * that each test uses what it needs. */
#ifndef UPDOWN_UOD_HELPERS_H
#define UPDOWN_UOD_HELPERS_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "up_or_down.h"

/* The colour of every card 1..126 as a digit (0 ruby, 1 pink, 2 gold,
 * 3 green, 4 blue, 5 purple), written out here once more so that the tests
 * notice if the table in the rules ever changes: saves depend on it
 * (R-UOD-2). */
static const char uod_test_colours[] = "032154"
                                       "213045"
                                       "524310"
                                       "035421"
                                       "021345"
                                       "054231"
                                       "503214"
                                       "204513"
                                       "451230"
                                       "053241"
                                       "035412"
                                       "250314"
                                       "045132"
                                       "013254"
                                       "214503"
                                       "023415"
                                       "431520"
                                       "405123"
                                       "420531"
                                       "150234"
                                       "201345";

static inline int uod_test_colour(int card) { return uod_test_colours[card - 1] - '0'; }

/* An independent column score (R-UOD-8): cards x the largest colour count. */
static inline int uod_test_column_score(const uint8_t *cards, int n)
{
    int count[UOD_COLOURS] = {0}, best = 0;
    for (int i = 0; i < n; i++)
        count[uod_test_colour(cards[i])]++;
    for (int c = 0; c < UOD_COLOURS; c++)
        if (count[c] > best)
            best = count[c];
    return n * best;
}

static inline int uod_test_score(const UodState *s, int seat)
{
    int total = s->discard_n[seat];
    for (int k = 0; k < UOD_COLUMNS; k++)
        total += uod_test_column_score(s->col[seat][k], s->col_n[seat][k]);
    return total;
}

/* Marks card c as seen; false if it is not a card of this deck or was seen. */
static inline bool uod_mark(uint64_t seen[2], int c, int n_cards)
{
    if (c < 1 || c > n_cards)
        return false;
    uint64_t bit = 1ULL << (c & 63);
    if (seen[c >> 6] & bit)
        return false;
    seen[c >> 6] |= bit;
    return true;
}

static inline bool uod_mark_all(uint64_t seen[2], const uint8_t *cards, int n, int n_cards)
{
    if (n < 0)
        return false;
    for (int i = 0; i < n; i++) { /* uod_mark, written out: this runs at every step */
        int c = cards[i];
        uint64_t bit = 1ULL << (c & 63);
        if (c < 1 || c > n_cards || (seen[c >> 6] & bit))
            return false;
        seen[c >> 6] |= bit;
    }
    return true;
}

/* Every card 1..n_cards is exactly once in the ring, a hand, a pile, a
 * column, a discard pile or (while it waits to be placed) the taken card,
 * and nothing else is anywhere. */
static inline bool uod_cards_once(const UodState *s)
{
    uint64_t seen[2] = {0, 0};
    int n = s->n_cards, total = s->ring_n + s->down_n + s->up_n;
    bool ok = uod_mark_all(seen, s->ring, s->ring_n, n) &&
              uod_mark_all(seen, s->down, s->down_n, n) && uod_mark_all(seen, s->up, s->up_n, n);
    for (int p = 0; ok && p < s->hdr.cfg.players; p++) {
        ok = uod_mark_all(seen, s->hand[p], s->hand_n[p], n) &&
             uod_mark_all(seen, s->discard[p], s->discard_n[p], n);
        total += s->hand_n[p] + s->discard_n[p];
        for (int k = 0; ok && k < UOD_COLUMNS; k++) {
            ok = uod_mark_all(seen, s->col[p][k], s->col_n[p][k], n);
            total += s->col_n[p][k];
        }
    }
    if (ok && s->phase == UOD_PHASE_PLACE) {
        ok = uod_mark(seen, s->taken, n);
        total++;
    }
    return ok && total == n;
}

static inline void uod_sort_u8(uint8_t *a, int n)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && a[j - 1] > a[j]; j--) {
            uint8_t t = a[j];
            a[j] = a[j - 1];
            a[j - 1] = t;
        }
}

/* Hands and the ring are kept ascending by the rules; after editing a test
 * state puts them back in order. */
static inline void uod_tidy(UodState *s)
{
    uod_sort_u8(s->ring, s->ring_n);
    for (int p = 0; p < s->hdr.cfg.players; p++)
        uod_sort_u8(s->hand[p], s->hand_n[p]);
}

/* The slot holding card c among the ring, hands and piles, or NULL. */
static inline uint8_t *uod_slot(UodState *s, int c)
{
    for (int i = 0; i < s->ring_n; i++)
        if (s->ring[i] == c)
            return &s->ring[i];
    for (int p = 0; p < s->hdr.cfg.players; p++)
        for (int i = 0; i < s->hand_n[p]; i++)
            if (s->hand[p][i] == c)
                return &s->hand[p][i];
    for (int i = 0; i < s->down_n; i++)
        if (s->down[i] == c)
            return &s->down[i];
    for (int i = 0; i < s->up_n; i++)
        if (s->up[i] == c)
            return &s->up[i];
    return NULL;
}

/* Removes card c from the ring, a hand or a pile so that the test can put
 * it somewhere else: its slot is refilled with the top of the face-down
 * pile (or the card simply leaves the face-down pile). Not for cards in
 * columns or discard piles. */
static inline bool uod_pull(UodState *s, int c)
{
    uint8_t *slot = uod_slot(s, c);
    if (!slot || s->down_n == 0)
        return false;
    if (slot >= s->down && slot < s->down + s->down_n) {
        int i = (int)(slot - s->down);
        memmove(&s->down[i], &s->down[i + 1], (size_t)(s->down_n - i - 1));
    } else {
        *slot = s->down[s->down_n - 1];
    }
    s->down[--s->down_n] = 0;
    uod_tidy(s);
    return true;
}

/* Swaps cards a and b wherever they are among the ring, hands and piles. */
static inline void uod_swap(UodState *s, int a, int b)
{
    uint8_t *pa = uod_slot(s, a), *pb = uod_slot(s, b);
    if (pa && pb) {
        *pa = (uint8_t)b;
        *pb = (uint8_t)a;
    }
    uod_tidy(s);
}

/* Sets the ring to these six cards (taken from wherever they are; the cards
 * they replace go where they came from). */
static inline void uod_set_ring(UodState *s, const int cards[UOD_RING])
{
    for (int i = 0; i < UOD_RING; i++) {
        uint8_t *from = uod_slot(s, cards[i]);
        uint8_t *to = &s->ring[i];
        if (from && from != to) {
            uint8_t t = *to;
            *to = *from;
            *from = t;
        }
    }
    uod_tidy(s);
}

/* Sets a seat's hand to these cards (n <= 3), the same way. */
static inline void uod_set_hand(UodState *s, int seat, const int *cards, int n)
{
    while (s->hand_n[seat] > n) { /* extra cards go back under the face-down pile */
        uint8_t c = s->hand[seat][--s->hand_n[seat]];
        s->hand[seat][s->hand_n[seat]] = 0;
        memmove(&s->down[1], &s->down[0], (size_t)s->down_n);
        s->down[0] = c;
        s->down_n++;
    }
    for (int i = 0; i < n; i++) {
        if (i >= s->hand_n[seat]) { /* grow the hand from the face-down pile */
            s->hand[seat][i] = s->down[--s->down_n];
            s->down[s->down_n] = 0;
            s->hand_n[seat]++;
        }
        uint8_t *from = uod_slot(s, cards[i]);
        uint8_t *to = &s->hand[seat][i];
        if (from && from != to) {
            uint8_t t = *to;
            *to = *from;
            *from = t;
        }
    }
    uod_tidy(s);
}

/* Gives a seat column k made of these cards, in this order. */
static inline bool uod_set_column(UodState *s, int seat, int k, const int *cards, int n)
{
    for (int i = 0; i < n; i++) {
        if (!uod_pull(s, cards[i]))
            return false;
        s->col[seat][k][s->col_n[seat][k]++] = (uint8_t)cards[i];
    }
    return true;
}

/* Moves n cards from the top of the face-down pile (then the face-up pile)
 * to a seat's discard pile. */
static inline void uod_bury(UodState *s, int seat, int n)
{
    for (int i = 0; i < n; i++) {
        uint8_t c;
        if (s->down_n > 0) {
            c = s->down[--s->down_n];
            s->down[s->down_n] = 0;
        } else {
            c = s->up[--s->up_n];
            s->up[s->up_n] = 0;
        }
        s->discard[seat][s->discard_n[seat]++] = c;
    }
}

/* The lowest card above `after` of colour `colour` that is still in the
 * ring, a hand or a pile, or 0. */
static inline int uod_find_colour(UodState *s, int colour, int after)
{
    for (int c = after + 1; c <= s->n_cards; c++)
        if (uod_colour(c) == colour && uod_slot(s, c))
            return c;
    return 0;
}

#endif
