/* Up or Down? (Kramer & Kiesling): the Up or Down? rulebook with
 * rulings R-UOD-1..10 of docs/rulings.md. */
#ifndef UPDOWN_UP_OR_DOWN_H
#define UPDOWN_UP_OR_DOWN_H

#include "game.h"

#define UOD_MAX_CARDS 126
#define UOD_RING 6
#define UOD_HAND 3
#define UOD_COLUMNS 3
#define UOD_HIDDEN 0 /* a card the viewer cannot see; real cards are 1..126 */

enum { UOD_RUBY, UOD_PINK, UOD_GOLD, UOD_GREEN, UOD_BLUE, UOD_PURPLE, UOD_COLOURS };

/* The steps of a turn (rulebook "Playing the game" 1-4). */
enum { UOD_PHASE_PLAY, UOD_PHASE_TAKE, UOD_PHASE_PLACE, UOD_PHASE_DRAW, UOD_PHASE_OVER };

/* Move kinds; arg[0] is the card (play, take), the column 0..2 (column,
 * discard) or the pile (draw: UOD_PILE_DOWN / UOD_PILE_UP). */
enum { UOD_M_PLAY = 1, UOD_M_TAKE, UOD_M_COLUMN, UOD_M_NEW, UOD_M_DISCARD, UOD_M_DRAW };
enum { UOD_PILE_DOWN = 0, UOD_PILE_UP = 1 };

/* Option indices. */
enum { UOD_OPT_LENGTH = 0 };
enum { UOD_LENGTH_SHORT = 0, UOD_LENGTH_FULL = 1 };

typedef struct UodState {
    GameHeader hdr;
    int16_t n_cards; /* the deck is 1..n_cards (R-UOD-1) */
    int8_t phase;
    int8_t turn;  /* seat to act */
    int8_t start; /* start player (R-UOD-10) */
    int8_t ring_n;
    /* Ascending, read cyclically (R-UOD-4): UOD_RING cards, one more while
     * the played card waits to be taken, and one byte always 0, so that
     * the ring is one 8-byte word. */
    uint8_t ring[UOD_RING + 2];
    uint8_t played; /* card played into the ring this turn, or 0 */
    uint8_t taken;  /* card taken from the ring this turn, or 0 */
    int16_t turns;  /* completed turns */
    int8_t hand_n[GAME_MAX_SEATS];
    uint8_t hand[GAME_MAX_SEATS][UOD_HAND]; /* ascending */
    int16_t down_n, up_n;                   /* the two draw piles; top is [n-1] */
    uint8_t down[UOD_MAX_CARDS];
    uint8_t up[UOD_MAX_CARDS];
    int16_t col_n[GAME_MAX_SEATS][UOD_COLUMNS];
    uint8_t col[GAME_MAX_SEATS][UOD_COLUMNS][UOD_MAX_CARDS];
    int16_t discard_n[GAME_MAX_SEATS];
    uint8_t discard[GAME_MAX_SEATS][UOD_MAX_CARDS];
    /* Hand cards everyone saw taken from the face-up pile: drawn_by[card]
     * is the holder's seat + 1 until the card is played, else 0. A careful
     * player remembers them, so views show them (R-ALL-2). */
    uint8_t drawn_by[UOD_MAX_CARDS + 1];
} UodState;

extern const GameDef uod_game;

/* The deck size for a player count and length (rulebook table, R-UOD-1). */
int uod_deck_size(int players, int length);
/* The colour of card n (R-UOD-2). */
int uod_colour(int card);
const char *uod_colour_name(int colour);
/* Column score: cards x count of the most frequent colour (R-UOD-8). */
int uod_column_score(const uint8_t *cards, int n);
/* +1 ascending, -1 descending, 0 not yet fixed (R-UOD-5). */
int uod_column_direction(const UodState *s, int seat, int k);
/* Could card go onto column k of seat? (R-UOD-5) */
bool uod_column_accepts(const UodState *s, int seat, int k, int card);
/* How many columns seat has started (0-3). */
int uod_columns(const UodState *s, int seat);
/* The first empty place of seat, where a new column starts (R-UOD-6);
 * -1 when the seat has three columns. */
int uod_first_empty(const UodState *s, int seat);
/* A seat's total: columns plus discard pile (R-UOD-8). */
int uod_score(const UodState *s, int seat);
/* Where card would sit in the ring now, and its two neighbours (R-UOD-4). */
void uod_ring_neighbours(const UodState *s, int card, int *lower, int *higher);

#endif
