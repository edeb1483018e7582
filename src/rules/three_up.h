/* 3UP 3DOWN (Ok2Win): the 3UP 3DOWN rulebook with rulings R-33-1..11
 * and R-ALL-1..2 of docs/rulings.md. */
#ifndef UPDOWN_THREE_UP_H
#define UPDOWN_THREE_UP_H

#include "game.h"

#define T3_DECK 84         /* card ids 0..83 (R-33-1) */
#define T3_SLOTS 3         /* 3UP and 3DOWN places per seat */
#define T3_HAND 3          /* the refill target (R-33-5) */
#define T3_DEAL 6          /* cards dealt to choose the 3UP from (R-33-2) */
#define T3_MAX_MULTI 7     /* the most copies of one value */
#define T3_HIDDEN 0xFF     /* a card the viewer cannot see */
#define T3_NONE 0xFE       /* an empty place (a played 3UP or 3DOWN card, unused entries) */
#define T3_HISTORY 64      /* turn-start positions remembered for repetitions */
#define T3_IDLE_LIMIT 1000 /* turns without progress that end a game */

/* Colours (R-33-1), in the order the colours option keeps them. */
enum { T3_RED, T3_GREEN, T3_BLUE, T3_COLOURS };

/* Ranks: the numbers 1..10, then the Clear cards above every number. */
enum { T3_CLEAR = 11, T3_CLEAR1 = 12, T3_CLEAR2 = 13, T3_RANKS = 14 };

/* The steps: choosing the 3UP cards (one turn per seat, seat 0 first), a
 * turn's play, the extra plays of Clear+1 / Clear+2, the four_colours swap
 * offer, and the end of the game (or match). */
enum { T3_PHASE_SETUP, T3_PHASE_PLAY, T3_PHASE_EXTRA, T3_PHASE_SWAP, T3_PHASE_OVER };

/* Move kinds. arg[] holds card ids (up: the three, ascending; play: the
 * cards, ascending; swap: the hand card then the 3UP card) or the 3DOWN
 * place 0..2 (flip). */
enum { T3_M_UP = 1, T3_M_PLAY, T3_M_PICKUP, T3_M_FLIP, T3_M_DRAW, T3_M_SWAP, T3_M_PASS };

/* Where a seat plays from now (R-33-7). T3_SRC_DRAW: the hand is empty but
 * the draw pile is not, so the seat must draw before it can play. */
enum { T3_SRC_NONE, T3_SRC_HAND, T3_SRC_DRAW, T3_SRC_UP, T3_SRC_DOWN };

/* Option indices (R-33-1, R-33-8, R-33-10, R-33-11). */
enum {
    T3_OPT_PLAY_OUT,
    T3_OPT_VOLUNTARY_DRAW,
    T3_OPT_REVERSE_ON_ONE,
    T3_OPT_POINTS,
    T3_OPT_SWAP_TABLES,
    T3_OPT_FOUR_COLOURS,
    T3_OPT_COLOURS,
    T3_N_OPTIONS
};

/* One flat value. Lists of cards hold ids; entries past a list's count are
 * T3_NONE. Hands are sorted by id, except in a view where another seat's
 * known cards come first and its unknown cards follow as T3_HIDDEN. */
typedef struct T3State {
    GameHeader hdr;
    Rng rng;       /* the deals and swap_tables (R-ALL-1); zero in a view */
    int32_t plies; /* moves applied in the whole match */
    /* Stalemates (see three_up.c): turns since the last progress, whether
     * there was progress since this turn began, and hashes of the
     * positions at the start of the last T3_HISTORY of those turns, made
     * of what every seat sees (a view keeps them). */
    uint16_t idle;
    uint8_t progressed;
    uint64_t history[T3_HISTORY];
    /* A bit per value of a hash's low six bits, set for each position put
     * in history since the last progress: a turn whose bit is clear was
     * not seen before, and needs no look through history. */
    uint64_t history_bits;
    /* The hands' part of those hashes, kept up to date by every move (see
     * t3_hands_key). */
    uint64_t hands_key;
    int16_t match[GAME_MAX_SEATS];                      /* R-33-10 totals of finished games */
    int16_t game_score[GAME_MAX_SEATS][GAME_MAX_SEATS]; /* [game][seat] */
    int8_t stalemate;                                   /* this game ended in a stalemate */
    /* What every player has seen of the hidden hand cards (R-33-4): a seat
     * that had to pick up held nothing that beat the top, so at least
     * below_n[p] of its unknown hand cards rank below below_rank[p]. Kept
     * as a lower bound: a card played later may have been one of them. */
    uint8_t below_n[GAME_MAX_SEATS];
    int8_t below_rank[GAME_MAX_SEATS];
    /* What a seat's last play from the hand showed: it played rank
     * kept_hi on a pile whose top was kept_lo (0: empty) and kept kept_n
     * unknown cards, with no known card kept that it could have played
     * lower. A player who plays its lowest value first, all copies at once,
     * held none of those kept cards in the ranks t3_kept_skipped() names. A
     * hint, not a fact: a player may play otherwise. kept_n stays until the
     * seat's next play (a swap lowers it). The choice of the 3UP cards gives
     * the first: the three kept rank no higher than the lowest put up
     * (kept_lo one above it, kept_hi T3_RANKS). */
    uint8_t kept_n[GAME_MAX_SEATS];
    int8_t kept_lo[GAME_MAX_SEATS], kept_hi[GAME_MAX_SEATS];
    /* The position: everything from here on (hashed for repetitions). */
    int8_t phase;
    int8_t turn;                      /* seat to act; in setup the seat choosing its 3UP */
    int8_t start;                     /* start player of this game (R-33-3) */
    int8_t first_start;               /* start player of the match's first game */
    int8_t dir;                       /* +1 clockwise (seat + 1), -1 after a reverse (R-33-9) */
    int8_t owed;                      /* extra plays still owed (R-33-6) */
    int8_t drew;                      /* the optional draw before the next extra play is used */
    int8_t game;                      /* 0-based game of the match */
    int8_t games;                     /* 1, or one per player with points (R-33-10) */
    int8_t n_out;                     /* seats out of cards this game */
    int8_t out_order[GAME_MAX_SEATS]; /* seats in the order they went out */
    int8_t place[GAME_MAX_SEATS];     /* 1-based finishing place, 0 while playing */
    uint8_t deck_n;                   /* cards in play (option colours) */
    uint8_t draw_n, pile_n, cleared_n;
    uint8_t hand_n[GAME_MAX_SEATS];
    uint8_t hand[GAME_MAX_SEATS][T3_DECK];
    uint8_t up[GAME_MAX_SEATS][T3_SLOTS];   /* face up; T3_NONE once played */
    uint8_t down[GAME_MAX_SEATS][T3_SLOTS]; /* face down; T3_HIDDEN in every view */
    uint8_t draw[T3_DECK];                  /* top is draw[draw_n - 1] */
    uint8_t pile[T3_DECK];                  /* the discard pile, top is pile[pile_n - 1] */
    uint8_t cleared[T3_DECK];               /* removed from the game by clears */
    /* 1 for a card in a hand that every seat knows is there: it lay face up
     * on the pile and was picked up, or came from the 3UP cards by a swap.
     * 0 for every card anywhere else. */
    uint8_t known[T3_DECK];
} T3State;

extern const GameDef t3_game;

/* R-33-1: rank (1..10, T3_CLEAR, T3_CLEAR1, T3_CLEAR2) and colour of a card
 * id; fixed forever, saves depend on it. */
/* A sorted list of card ids (a hand): insert keeps it sorted; remove
 * closes the gap, sets the freed entry to T3_NONE and says whether the
 * card was there. */
void t3_list_insert(uint8_t *a, uint8_t *n, int card);
bool t3_list_remove(uint8_t *a, uint8_t *n, int card);
/* The hands' part of the repetition check's position hash (the cards
 * known to all), worked out from the hands: what T3State.hands_key holds
 * after every move. Code that changes the known cards of a state other
 * than by moves calls t3_hands_changed afterwards. */
uint64_t t3_hands_key(const T3State *s);
void t3_hands_changed(T3State *s);
int t3_card_rank(int id);
int t3_card_colour(int id);
/* R-33-10: the points a held card counts. */
int t3_card_points(int id);
/* Is the card in a deck of the first `colours` colours? */
bool t3_card_in_deck(int id, int colours);
int t3_deck_size(int colours);
/* "7", "clear", "clear+1", "clear+2"; "red", "green", "blue". */
const char *t3_rank_name(int rank);
const char *t3_colour_name(int colour);
/* The move notation of a card: "7" or with its colour "7:red". */
void t3_card_text(int id, bool colour, char *buf, size_t len);
/* The names in the player's language, for sentences: "7", "Clear",
 * "Clear+1"; "red". The notation, saves and JSON use the names above. */
const char *t3_rank_word(int rank);
const char *t3_colour_word(int colour);

/* The rank on top of the pile, 0 when the pile is empty. */
int t3_top_rank(const T3State *s);
/* Could cards of this rank go on the pile now? (R-33-4) */
bool t3_rank_playable(const T3State *s, int rank);
/* The source the seat plays from now (R-33-7). */
int t3_source(const T3State *s, int seat);
/* How many earlier turns since the last progress began in the position
 * this turn began in (see the stalemate at the head of three_up.c: a turn
 * that begins in a position seen twice before ends the game). Public: a
 * seat's view answers it as the whole state does. */
int t3_repeats(const T3State *s);
/* Cards a seat still holds: hand, 3UP and 3DOWN. */
int t3_cards_left(const T3State *s, int seat);
/* R-33-10 points of the cards a seat holds (hidden cards count 0). */
int t3_held_points(const T3State *s, int seat);
/* The run of same-value cards on top of the pile, and of same-coloured
 * cards (R-33-6, R-33-11/6); colour is set to the run's colour or -1. */
int t3_value_run(const T3State *s);
/* Whether a rank lies in what seat's last play from the hand passed over
 * (see kept_n): ranks from the top it had to reach (any on an empty pile)
 * up to the one it played, and that one too unless it was a Clear; after
 * the choice of the 3UP cards, every rank above the lowest put up. */
bool t3_kept_skipped(const T3State *s, int seat, int rank);
int t3_colour_run(const T3State *s, int *colour);
/* Whether a play of cards of one value (ids, n) would clear the pile now
 * (R-33-6), and by which rule: T3_CLEARS_CARD, a Clear card (Clear+1 and
 * Clear+2 owe more plays), or T3_CLEARS_RUN, three or more of a value in a
 * row; with the reason in the player's language in buf ("a Clear+1
 * clears the pile, and 1 more play is owed", "three 7s in a row (two on
 * the pile already) clear the pile and end the turn"), "" when it does
 * not clear. */
enum { T3_CLEARS_NOT, T3_CLEARS_CARD, T3_CLEARS_RUN };
int t3_play_clears(const T3State *s, const int16_t *ids, int n, char *buf, size_t len);

#endif
