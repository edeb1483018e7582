/* The games' cards as the engine draws them: one EngDeck a game (its art
 * files, which art a card shows, what is written on the face), and the
 * colours and pieces the tables draw beside the cards. */
#ifndef UPDOWN_CARDS_H
#define UPDOWN_CARDS_H

#include "eng.h"

extern const EngDeck uod_deck, uad_deck, t3_deck;
#define DECK_UOD (&uod_deck)
#define DECK_UAD (&uad_deck)
#define DECK_T3 (&t3_deck)

/* The colour of an Up or Down? colour index, for text and marks. */
SDL_Color cards_uod_colour(int colour);
/* Up & Down: a suit's ink (the four-colour deck: clubs green, diamonds
 * blue, hearts red, spades black) and its glyph in the bundled font. */
SDL_Color cards_uad_suit_colour(int suit);
const char *cards_uad_suit_glyph(int suit);
/* 3UP 3DOWN: a colour's ink (T3_RED, T3_GREEN, T3_BLUE). */
SDL_Color cards_t3_colour(int colour);
/* 3UP 3DOWN: a Clear card of rank T3_CLEAR, T3_CLEAR1 or T3_CLEAR2 in
 * short, "C", "C+1", "C+2", in the player's language. */
const char *cards_t3_clear_short(int rank);
/* Up & Down: the word on a face of the UP&DOWN card (UAD_UP, UAD_DOWN),
 * "UP" or "DOWN", in the player's language. */
const char *cards_uad_face_word(int face);
/* The UP&DOWN card (face UAD_UP or UAD_DOWN) in the square r, turned by
 * angle degrees clockwise (its texture has diamonds at the bottom edge),
 * squash 0..1 narrows it along the screen's x axis for the flip. The word
 * UP or DOWN is written upright, unless flags hold CARDS_BOARD_PLAIN
 * (something is written over the board). */
enum { CARDS_BOARD_PLAIN = 1u << 12 };
void cards_uad_board(Eng *e, int face, SDL_Rect r, double angle, float squash, unsigned flags);
/* A die showing value 1..6 in the square r, turned by angle degrees. */
void cards_die(Eng *e, int value, SDL_Rect r, double angle, unsigned flags);

#endif
