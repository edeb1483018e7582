/* What the program keeps between runs, in the user's data folder
 * (SDL_GetPrefPath): settings.json, stats.json and saves/ (docs/files.md).
 * No SDL here: every function takes the folder, so tests and the fuzzer use
 * a temporary one. Nothing is ever lost: writes are atomic with a .bak of
 * the previous version, and a damaged file is moved aside under its own
 * name plus ".damaged-DATE", never deleted or overwritten. */
#ifndef UPDOWN_STORE_H
#define UPDOWN_STORE_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "save.h"

#define SETTINGS_VERSION 1
#define STATS_VERSION 1
#define STORE_MAX_GAMES 8
#define STORE_MSG_LEN 512
/* The longest data folder path the store takes, in bytes: its paths are
 * this, a file's name in saves/ and the name it is moved aside under. */
#define STORE_DIR_MAX 600

typedef struct GameDefaults {
    int players;
    int seat_kind[GAME_MAX_SEATS]; /* SeatKind */
    int opt[GAME_MAX_OPTIONS];     /* indexed like the game's options */
    bool tutorial_offered;         /* its first New game offered the tutorial */
} GameDefaults;

typedef struct Settings {
    int win_w, win_h;
    bool fullscreen;
    int anim_speed;   /* percent of normal speed: 0 = no animation, 50..300 */
    int ai_pace_ms;   /* pause before each AI step, 0..3000 */
    bool cb_symbols;  /* colour-blind symbols on the cards */
    int volume;       /* of the sounds, 0..100 */
    bool muted;       /* no sound at all */
    char language[8]; /* "" follows the system; else a code: "en", "ja", "de", "fr" (eng_languages)
                         or one this version does not speak, which follows the system too */
    char names[GAME_MAX_SEATS][SAVE_NAME_LEN];
    GameDefaults game[STORE_MAX_GAMES]; /* by registry index */
    int last_game; /* registry index of the game New game opens with: the one last started, or
                      chosen in the defaults for a new game; -1: none yet */
    struct cJSON *unknown; /* keys kept for other versions */
} Settings;

typedef struct StatLine {
    int played, won, shared;
    int best;            /* best game score (highest, or lowest where lower wins) */
    long long score_sum; /* for the mean */
} StatLine;

typedef struct Stats {
    StatLine line[STORE_MAX_GAMES][SEAT_KINDS]; /* game x (human, easy, normal, hard) */
    struct cJSON *unknown;
} Stats;

void settings_default(Settings *s);
bool settings_from_text(Settings *s, const char *text, size_t len, char *err, size_t errlen);
char *settings_to_text(const Settings *s);
void settings_free(Settings *s);

void stats_default(Stats *st);
bool stats_from_text(Stats *st, const char *text, size_t len, char *err, size_t errlen);
char *stats_to_text(const Stats *st);
void stats_free(Stats *st);
/* Adds a finished game: one line per seat kind that sat at the table. */
void stats_record(Stats *st, const SaveGame *sg);

/* Makes the folder dir, and the folders above it, where they are
 * missing (as SDL does for its own data folder); false when it is still
 * not a folder after. */
bool store_make_dir(const char *dir);

/* Load from dir; a missing file gives defaults silently; a damaged one is
 * moved aside, then the backup or the defaults are used, and msg holds one
 * sentence for the player (empty when all went well). The settings' load
 * is false when there was no file: the program's first start there. */
bool store_load_settings(const char *dir, Settings *s, char *msg, size_t msglen);
bool store_save_settings(const char *dir, const Settings *s, char *err, size_t errlen);
void store_load_stats(const char *dir, Stats *st, char *msg, size_t msglen);
bool store_save_stats(const char *dir, const Stats *st, char *err, size_t errlen);

/* Moves a damaged file aside ("NAME.damaged-YYYYMMDD-HHMMSS"); the new name
 * goes to moved. */
bool store_move_aside(const char *path, char *moved, size_t movedlen);

/* Saves in dir/saves. */
typedef struct SaveEntry {
    char path[1024];
    char game[32]; /* game id, "" when the file is damaged */
    int players;
    char names[GAME_MAX_SEATS][SAVE_NAME_LEN];
    long long updated;
    bool over;
    int moves;
    char problem[GAME_ERR_LEN]; /* why it does not load, or "" (the reason only) */
} SaveEntry;

/* path itself when nothing is there, else the first free of
 * "NAME-2.json", "NAME-3.json"... beside it; false when none is (path is
 * then left as it was). */
bool store_free_name(char *path, size_t len);
/* A fresh path for a new game's autosave. */
void store_new_save_path(const char *dir, const char *game_id, char *path, size_t len);
/* Every save, newest first: a list to free, its length in *count (NULL
 * and 0 when there is none). Repairs as it reads: a save that does not
 * load is moved aside (store_move_aside) and its NAME.bak, when that
 * loads, is copied back as NAME (the .bak stays); with no such backup the
 * save is no longer listed. One that cannot be moved, or that a newer
 * Updown wrote, is listed with its problem and left as it is. Stale
 * temporary files of killed writes are removed. msg (may be NULL) gets one
 * sentence when something was repaired, else "". */
SaveEntry *store_list_all_saves(const char *dir, int *count, char *msg, size_t msglen);
/* A save read by a listing is not read again while its file stays as it
 * was (store_stamp); store_forget_saves lets go of what was read, and
 * store_saves_read counts the files listings have read. */
void store_forget_saves(void);
long store_saves_read(void);
/* The saves' index (saves-index.json) as text: the saves in it that are
 * whole are taken as read, under the folder saves; how many. (Listings
 * read the index themselves; this is the fuzzer's way in.) */
long store_index_from_text(const char *saves, const char *text, size_t len);
/* The newest unfinished save that loads, or false; repairs and says so in
 * msg like store_list_all_saves. */
bool store_latest_unfinished(const char *dir, char *path, size_t len, char *msg, size_t msglen);
/* What a save file was when this window last read or wrote it: another
 * writer (a second window on the same game, `updown play`) changes it. */
typedef struct {
    bool known;
    unsigned long long dev, ino;
    long long size, mtime_s, mtime_ns;
    unsigned mode; /* its type and permissions (not compared) */
} StoreStamp;
/* The file's stamp now (known false when it cannot be read). */
StoreStamp store_stamp(const char *path);
/* Why an autosave went to a new name (store_autosave). */
enum { STORE_SAVED_IN_PLACE, STORE_MOVED_CHANGED, STORE_MOVED_READ_ONLY };
/* Autosave after a move: atomic, keeping the previous version as .bak.
 * A file that is read-only (no write permission for anyone), or, with a
 * known stamp (the file as last read or written here), one that has
 * changed since, is left as it is: the game goes to a new name beside it,
 * written into path, and *moved (may be NULL) says why. The stamp is that
 * of the file written. */
bool store_autosave(const SaveGame *sg, char *path, size_t pathlen, StoreStamp *stamp, int *moved,
                    char *err, size_t errlen);
/* Deletes a save and its backup (after the player confirmed). */
bool store_delete_save(const char *path);
/* Copies a save to dest (export). */
bool store_export_save(const char *path, const char *dest, char *err, size_t errlen);

#endif
