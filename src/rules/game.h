/* The game interface shared by every game, the window, the AI, the command
 * line, the tests and the benchmarks. No SDL here (see CMakeLists.txt).
 *
 * A game is one module exporting one const GameDef, listed once in
 * registry.c. Its state is one flat struct (no pointers) that begins with a
 * GameHeader, so a state is a value: copy it with memcpy (game_copy), throw
 * it away with free. The same struct type carries a seat's view: hidden
 * cards are replaced by GAME_HIDDEN markers, the seed and the random stream
 * are zeroed, and hdr.viewer names the seat. Two states that differ only in
 * what a seat cannot see give byte-identical views (R-ALL-2). */
#ifndef UPDOWN_GAME_H
#define UPDOWN_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rng.h"

struct cJSON;

#define GAME_MAX_SEATS 6
#define GAME_MAX_OPTIONS 12
#define GAME_MAX_MOVES 512
#define MOVE_MAX_ARGS 8
#define GAME_FULL (-1) /* hdr.viewer of a whole state */
#define GAME_ERR_LEN 512

/* A move is a small value. Its meaning is the game's: kind says what it is
 * and arg[0..n-1] carry card ids or choices. Unused args are zero so that
 * two equal moves compare equal with move_equal. */
typedef struct Move {
    int16_t kind;
    int16_t n;
    int16_t arg[MOVE_MAX_ARGS];
} Move;

typedef enum OptionType { OPT_BOOL, OPT_INT, OPT_CHOICE } OptionType;

/* One option of docs/rulings.md. Values are ints: a bool is 0/1, an int lies in
 * [min, max], a choice is the index into choices (NULL-terminated). */
typedef struct OptionDef {
    const char *key;
    OptionType type;
    int def;
    int min, max;
    const char *const *choices;
    const char *help;
    int min_players; /* the fewest players it makes a difference for; 0: any count */
} OptionDef;

typedef struct GameConfig {
    uint64_t seed;
    int32_t players;
    int32_t opt[GAME_MAX_OPTIONS]; /* indexed like GameDef.options */
} GameConfig;

typedef struct GameHeader {
    GameConfig cfg; /* cfg.seed is 0 in a view */
    int32_t viewer; /* GAME_FULL, or the seat whose view this is */
} GameHeader;

typedef struct GameResult {
    bool over;
    int32_t scores[GAME_MAX_SEATS]; /* so far, or final */
    int32_t nwinners;
    int32_t winners[GAME_MAX_SEATS];
    int32_t rank[GAME_MAX_SEATS]; /* 1 = best, tied seats share a rank; 0 while not over */
} GameResult;

typedef struct GameDef {
    const char *id;        /* "up-or-down" */
    const char *name;      /* "Up or Down?" */
    const char *move_help; /* the move notation, for `updown help moves` */
    int min_players, max_players;
    const OptionDef *options;
    int n_options;
    size_t state_size; /* sizeof the flat state struct */

    /* Deals a new game from cfg (already validated against the options). */
    bool (*setup)(void *st, const GameConfig *cfg, char *err, size_t errlen);
    /* Seat to act, or -1 when the game is over. For a secret simultaneous
     * choice: the next seat still to choose. */
    int (*to_move)(const void *st);
    /* Every legal move of the seat to act, in a stable order; returns the
     * count (0 when over). Works on a view of that seat too. */
    int (*legal_moves)(const void *st, Move *out, int cap);
    /* Legal? If not, writes a one-line reason for a player. */
    bool (*check)(const void *st, const Move *m, char *why, size_t whylen);
    /* Applies a legal move in place (the caller copies first when it wants
     * to keep the old state). Legality is the caller's duty (assert). */
    void (*apply)(void *st, const Move *m);
    /* Text form of docs/cli.md, both ways. parse fails with a reason on bad
     * syntax (and may refuse a card the seat does not hold, where it must
     * pick among copies); legality is check's. */
    bool (*parse_move)(const void *st, const char *text, Move *m, char *err, size_t errlen);
    void (*format_move)(const void *st, const Move *m, char *buf, size_t len);
    /* A move in words for the log, said before it is applied:
     * "Eli played 5 between 106 and 7". names[seat] are the players. */
    void (*narrate)(const void *before, const Move *m, const char *const *names, char *buf,
                    size_t len);
    /* What seat may see, in the same struct type. */
    void (*view)(const void *st, int seat, void *out);
    /* A whole state consistent with a view (hidden cards dealt at random
     * from those the view does not place, a fresh random stream): for AI
     * search. view(out, viewer) equals the view it came from. */
    void (*determinize)(const void *view, Rng *rng, void *out);
    void (*result)(const void *st, GameResult *r);
    /* A few lines describing the state for `updown show`. */
    void (*describe)(const void *st, char *buf, size_t len);
    /* The game-specific part of `show --json` (whole state or view). */
    struct cJSON *(*to_json)(const void *st);
    /* Optional (NULL when the game has none): one more round after a match
     * that ended in a tie (R-UAD-9). Recorded in saves as "extra-round". */
    bool (*extend)(void *st, char *err, size_t errlen);

    /* The rule questions a table must not decide for itself. */
    /* Where a turn begins: true when the move about to be made from st
     * starts a new turn of the seat to act (its own line in a log), false
     * when it continues the turn that seat's last move began. */
    bool (*turn_start)(const void *st);
    /* May move m, made from before, be taken back while its player still
     * acts? False, with the reason in words for a player, when it shows
     * something hidden, has a random outcome, or the game keeps it (see
     * game_undo_steps for what holds in every game). */
    bool (*undoable)(const void *before, const Move *m, char *why, size_t whylen);
    /* Optional: how many of the latest moves are still secret from every
     * seat but the one that made it (R-UAD-5: cards laid face down until the
     * reveal). Their words for the others come from narrate_secret. */
    int (*secret_moves)(const void *st);
    void (*narrate_secret)(const void *before, const Move *m, const char *const *names, char *buf,
                           size_t len);
} GameDef;

/* registry.c */
int game_count(void);
const GameDef *game_at(int i);
const GameDef *game_find(const char *id);

/* game.c: helpers every user of the interface shares. */
void *game_alloc(const GameDef *def);
void game_copy(const GameDef *def, void *dst, const void *src);
bool move_equal(const Move *a, const Move *b);
Move move_make(int kind, int n, const int *args);
int game_players(const void *st);
int game_viewer(const void *st);
const GameConfig *game_config(const void *st);

/* Defaults for every option, players clamped into the game's range. */
void game_config_default(const GameDef *def, int players, uint64_t seed, GameConfig *cfg);
/* "key=value" -> cfg.opt; false with a reason on an unknown key or value. */
bool game_option_parse(const GameDef *def, const char *kv, GameConfig *cfg, char *err,
                       size_t errlen);
/* The text of option i's value ("full", "on", "2"). */
const char *game_option_text(const GameDef *def, int i, int value, char *buf, size_t len);
int game_option_index(const GameDef *def, const char *key);
bool game_config_check(const GameDef *def, const GameConfig *cfg, char *err, size_t errlen);

/* Is another round offered now (GameDef.extend exists and would accept)? */
bool game_extend_offered(const GameDef *def, const void *st);

/* parse + check + apply; on failure st is unchanged and err says why. */
bool game_play_text(const GameDef *def, void *st, const char *text, char *err, size_t errlen);
/* check + apply. */
bool game_play(const GameDef *def, void *st, const Move *m, char *err, size_t errlen);

#endif
