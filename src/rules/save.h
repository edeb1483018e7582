/* Saves: seed + options + seats + the moves in their text form, replayed
 * through the rules on load (docs/save-format.md). JSON through cJSON. */
#ifndef UPDOWN_SAVE_H
#define UPDOWN_SAVE_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"

#define SAVE_VERSION 1
#define SAVE_NAME_LEN 32
#define SAVE_EXTRA_ROUND "extra-round" /* the move text of GameDef.extend */

typedef enum SeatKind { SEAT_HUMAN, SEAT_EASY, SEAT_NORMAL, SEAT_HARD, SEAT_KINDS } SeatKind;

typedef struct SeatInfo {
    int kind; /* SeatKind */
    char name[SAVE_NAME_LEN];
} SeatInfo;

typedef struct SaveGame {
    const GameDef *def;
    GameConfig cfg;
    SeatInfo seats[GAME_MAX_SEATS];
    int n_moves, cap_moves;
    char **moves;               /* text of every move played, in order */
    void *state;                /* the state after the moves */
    void *initial;              /* the state after setup */
    long long created, updated; /* seconds since the epoch */
    struct cJSON *unknown;      /* keys this version does not know, kept on rewrite */
} SaveGame;

/* A player's name from a file into dst (SAVE_NAME_LEN bytes), cut to fit
 * between two characters, never inside one, on one line (a control
 * character becomes a space) and without the characters that turn the
 * text's direction round; false, with dst unchanged, for a blank name
 * (save_name_blank) or one whose cut leaves nothing. */
bool save_name_copy(char *dst, const char *src);
/* Whether a name shows nothing: "" or only spaces of any script (" ",
 * the ideographic space a Japanese keyboard types) and characters that
 * take no room (zero-width spaces and joiners, direction marks, the byte
 * order mark). */
bool save_name_blank(const char *s);

const char *seat_kind_name(int kind); /* "human", "easy", "normal", "hard" */
int seat_kind_parse(const char *s);   /* -1 when unknown */
/* The name a seat has until someone gives it one: "" for the first seat
 * (the player at the screen names it), then "Alex", "Kim", "Leah", "Eli",
 * "Erin". */
const char *seat_default_name(int seat);

/* A new game: setup from cfg; seats may be NULL (all human, "Player N"). */
bool save_new(SaveGame *sg, const GameDef *def, const GameConfig *cfg, const SeatInfo *seats,
              char *err, size_t errlen);
/* Parses and replays into a temporary; on failure *sg is untouched (zeroed)
 * and err has a one-line reason. */
/* A JSON number that is a whole number from lo to hi, into *out; false for
 * anything else (no conversion of an out-of-range double is ever made). */
bool save_json_whole(const struct cJSON *j, long long lo, long long hi, long long *out);

bool save_load(SaveGame *sg, const char *path, char *err, size_t errlen);
bool save_load_text(SaveGame *sg, const char *text, size_t len, char *err, size_t errlen);
/* Atomic: a temporary file in the same folder, flushed, then renamed. */
bool save_write(const SaveGame *sg, const char *path, char *err, size_t errlen);
char *save_to_text(const SaveGame *sg); /* malloc'd JSON */
/* Checks and applies one move, recording its text; on failure nothing
 * changes. "extra-round" calls GameDef.extend. */
bool save_play_text(SaveGame *sg, const char *text, char *err, size_t errlen);
bool save_play(SaveGame *sg, const Move *m, char *err, size_t errlen);
/* Takes back the last n moves (replays from the start). */
bool save_undo(SaveGame *sg, int n);
/* How many of the last moves the seat to act may take back now: its own
 * moves of the turn it is playing, counted back to where the turn began
 * (GameDef.turn_start), as long as each is undoable. Never across another
 * seat's move, a move that showed something hidden or had a random
 * outcome, or an extra round (R-ALL-3). 0 with the reason for a player in why. */
int save_undo_steps(const SaveGame *sg, char *why, size_t whylen);
void save_free(SaveGame *sg);

/* Writes data to path atomically; with backup, the old file is kept as
 * path + ".bak" first. */
bool fs_write_atomic(const char *path, const char *data, size_t len, bool backup, char *err,
                     size_t errlen);
/* The largest file read. A save of the longest game is well under a
 * megabyte, while parsing a crafted one (a list of one-letter moves) takes
 * some twenty-five times its size in memory: the bound keeps that near
 * 200 MB. */
#define FS_MAX_FILE (8L * 1024 * 1024)
/* Reads a whole file (malloc'd, NUL-terminated) of at most FS_MAX_FILE
 * bytes; NULL with a reason. */
char *fs_read_all(const char *path, size_t *len, char *err, size_t errlen);

#endif
