/* Up & Down (Merkl & Pellin): the Up & Down rulebook with rulings
 * R-UAD-1..9 and R-ALL-1..2 of docs/rulings.md.
 *
 * Cards are ids 1..44: id = 1 + suit * 11 + (value - 2), values 2..10,
 * 11 (jack) and 12 (queen), suits in the order of their letters c d h s.
 * UAD_NONE (0) is "no card" or, in a view, a card the viewer cannot see.
 *
 * The secret simultaneous choice (R-UAD-5): seats choose one after the
 * other in seat order from the leader (to_move names the next one), each
 * `card X` lays a card face down, and the trick resolves inside apply after
 * the last choice. A seat's view shows for the others only that they have
 * chosen (chose[]), never what (choice[] is UAD_NONE), until the reveal. */
#ifndef UPDOWN_UP_AND_DOWN_H
#define UPDOWN_UP_AND_DOWN_H

#include "game.h"

#define UAD_CARDS 44
#define UAD_VALUES 11 /* 2..12 */
#define UAD_MAX_PLAYERS 4
#define UAD_SIDES 4
#define UAD_MAX_HAND 15
#define UAD_MAX_ROUNDS 16 /* per player (4) plus extra rounds after ties */
#define UAD_NONE 0
#define UAD_JACK 11
#define UAD_QUEEN 12

enum { UAD_CLUBS, UAD_DIAMONDS, UAD_HEARTS, UAD_SPADES, UAD_SUITS };
enum { UAD_UP, UAD_DOWN }; /* the UP&DOWN card's face */

/* The steps of a trick: the leader changes the rules (R-UAD-4), then every
 * seat chooses a card (R-UAD-5). */
enum { UAD_PHASE_CHANGE, UAD_PHASE_CHOOSE, UAD_PHASE_OVER };

/* Move kinds; arg[0] is the suit (rotate) or the card id (card). */
enum { UAD_M_FLIP = 1, UAD_M_ROTATE, UAD_M_ROLL, UAD_M_CARD };

/* Option indices. */
enum { UAD_OPT_ROUNDS = 0 };
enum { UAD_ROUNDS_ONE = 0, UAD_ROUNDS_PER_PLAYER = 1 };

/* One resolved trick, public after the reveal: enough to replay the
 * resolution step by step (R-UAD-6) and to count cards. All bytes, so the
 * struct has no padding. */
typedef struct UadTrick {
    uint8_t card[UAD_MAX_PLAYERS];   /* by seat */
    uint8_t facing[UAD_MAX_PLAYERS]; /* the suit facing each seat */
    int8_t number;                   /* 1.. within its round; 0: no trick yet */
    int8_t leader;
    int8_t change;     /* what the leader did: UAD_M_FLIP, _ROTATE or _ROLL */
    int8_t face;       /* UAD_UP or UAD_DOWN (A) */
    int8_t trump;      /* the trump value 2..12 */
    uint8_t cancelled; /* bit per seat: its value was played more than once (B) */
    uint8_t eligible;  /* bit per seat: left after (B) and own suit or trump value (C) */
    int8_t winner;     /* the seat of the single best eligible card (D), or -1 */
    int8_t won;        /* tricks the winner took: this one and the pot's (R-UAD-7) */
    int8_t pot;        /* tricks in the pot after this trick */
    int8_t discarded;  /* the pot discarded after the round's last trick */
    int8_t round;      /* 1.. */
} UadTrick;

typedef struct UadState {
    GameHeader hdr;
    Rng rng;                        /* the game's own stream (R-ALL-1); zero in a view */
    int16_t total[UAD_MAX_PLAYERS]; /* tricks over the match, this round included */
    int16_t discarded;              /* pot tricks discarded over the match (R-UAD-7) */
    int16_t played;                 /* tricks played over the match */
    int8_t phase;
    int8_t face;     /* UAD_UP or UAD_DOWN */
    int8_t rotation; /* 0..3: side s faces uad_suit_at(rotation, s) (R-UAD-2) */
    int8_t dice[2];
    int8_t trump; /* dice[0] + dice[1] */
    int8_t leader;
    int8_t change; /* what the leader did this trick; 0 before */
    int8_t round;  /* 1.. */
    int8_t rounds; /* rounds in the match (R-UAD-9), plus extra rounds */
    int8_t hand_size;
    int8_t trick; /* tricks resolved this round */
    int8_t pot;   /* tricks waiting in the pot (R-UAD-7) */
    int8_t aside_n;
    int8_t hand_n[UAD_MAX_PLAYERS];
    uint8_t chose[UAD_MAX_PLAYERS];  /* 1: the seat has laid its card this trick (public) */
    uint8_t choice[UAD_MAX_PLAYERS]; /* that card; UAD_NONE for other seats in a view */
    /* Ascending ids; the places past hand_n hold UAD_NONE, and so does the
     * 16th byte of each row, which is only there to make a row two 64-bit
     * words for the rules' arithmetic. */
    uint8_t hand[UAD_MAX_PLAYERS][UAD_MAX_HAND + 1];
    uint8_t aside[UAD_CARDS]; /* set aside face down: UAD_NONE in every view (R-UAD-1) */
    int8_t round_tricks[UAD_MAX_ROUNDS][UAD_MAX_PLAYERS]; /* tricks by round and seat */
    UadTrick log[UAD_MAX_HAND]; /* this round's resolved tricks, in order */
    UadTrick last;              /* the last resolved trick (kept across a new deal) */
} UadState;

extern const GameDef uad_game;

int uad_card(int suit, int value); /* value 2..12 */
int uad_value(int card);
int uad_suit(int card);
/* "qh", "10c"; and the reverse (0 when not a card). */
const char *uad_card_text(int card, char *buf, size_t len);
int uad_card_parse(const char *text);
/* "the queen of hearts". */
const char *uad_card_name(int card, char *buf, size_t len);
const char *uad_suit_name(int suit);  /* "clubs" */
int uad_suit_parse(const char *name); /* -1 when unknown */

/* Cards dealt to each player (R-UAD-1). */
int uad_hand_size(int players);
/* The side of the table of a seat: 2 players sit at sides 0 and 2 (R-UAD-2). */
int uad_side(int players, int seat);
/* The suit facing a side for a rotation (R-UAD-2). */
int uad_suit_at(int rotation, int side);
/* The suit facing a seat now. */
int uad_facing(const UadState *s, int seat);
/* The seat facing clubs, or the first occupied side clockwise (R-UAD-3). */
int uad_first_leader(int players, int rotation);
/* The rotation that turns suit to a side (R-UAD-4). */
int uad_rotation_for(int side, int suit);

/* Resolves a trick in the order A-B-C-D (R-UAD-6): fills t->cancelled,
 * t->eligible and t->winner from t->card, t->facing, t->face, t->trump. */
void uad_resolve(UadTrick *t, int players);
/* The outcome of a resolved trick in words, e.g. "Kim won the trick with
 * the 9 of diamonds" or "no card could win: the trick goes into the pot". */
void uad_trick_text(const UadTrick *t, int players, const char *const *names, char *buf,
                    size_t len);

/* Why a resolved trick ended as it did, in the rulebook's steps (R-UAD-6,
 * R-UAD-7): the values that cancelled (B), the cards left that could not
 * win (C), and the winner's reason (A, D), or that nobody won. */
enum { UAD_WHY_NONE, UAD_WHY_HIGHEST, UAD_WHY_LOWEST, UAD_WHY_TRUMP, UAD_WHY_ONLY };
typedef struct UadWhy {
    uint16_t cancelled_values; /* bit v: value v was played more than once (B) */
    uint8_t cancelled;         /* bit per seat: its card cancelled (B) */
    uint8_t cannot_win;        /* bit per seat: left, but neither its suit nor the trump (C) */
    int8_t winner;             /* the seat that won, or -1 */
    int8_t reason;             /* UAD_WHY_*: highest or lowest (A), the trump (D), the only one */
} UadWhy;
void uad_trick_why(const UadTrick *t, int players, UadWhy *out);
/* The same in words, every step that counted, e.g. "Kim's and Leah's trump
 * 7s cancelled each other out; Alex's 10 of diamonds could not win: neither
 * Alex's spades nor the trump 7; no card could win: the trick goes into the
 * pot (1 trick there)". Returns the length written. */
size_t uad_trick_explain(const UadTrick *t, int players, const char *const *names, char *buf,
                         size_t len);
/* "7s", "jacks", "queens". */
const char *uad_value_plural(int value);

#endif
