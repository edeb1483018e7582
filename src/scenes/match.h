/* A game in progress at the window: the save (seed, seats, moves), the AI
 * players, the log of moves in words, and the seat whose view the screen
 * shows. Every table scene plays through it, so the rules layer checks
 * every move and every move is saved. */
#ifndef UPDOWN_MATCH_H
#define UPDOWN_MATCH_H

#include <SDL.h>
#include <stdbool.h>

#include "ai.h"
#include "eng.h"
#include "save.h"

#define MATCH_LOG_LEN 1024

typedef struct Match Match;

typedef struct MatchEntry {
    int seat;      /* who moved */
    bool new_line; /* starts a new line in the log (a new turn) */
    bool sealed;   /* a secret choice: text says only that it was made */
    char text[MATCH_LOG_LEN];
    char secret[MATCH_LOG_LEN]; /* the words of a sealed move, shown once unsealed */
} MatchEntry;

/* The longest path a game is saved under, with its 0: the system's. */
#define MATCH_PATH_LEN 4096

struct Match {
    SaveGame sg;
    const GameDef *def;
    AiPlayer *ai[GAME_MAX_SEATS];
    char save_path[MATCH_PATH_LEN]; /* autosave after every move, "" = none */
    /* Why the last autosave failed, in one sentence for the player ("" when
     * it worked): the table shows it until a save works again. */
    char save_error[STORE_MSG_LEN];
    /* The file as last read or written here, and, once another writer had
     * changed it, where the game went on instead, in one sentence ("" until
     * then): the table shows it with the log. */
    StoreStamp saved_as;
    char save_moved[STORE_MSG_LEN];
    int viewer;      /* the seat whose view is on the screen */
    void *view;      /* def->view(state, viewer) */
    bool reveal;     /* a game looked back on: view is the whole state, every card face up */
    MatchEntry *log; /* one per move, like sg.moves */
    int nlog, caplog;
    char log_lang[8]; /* the language the log was narrated in (eng_language) */
    /* The game ended with a move played here (not a finished save opened):
     * its statistics are counted once, when its results are left. */
    bool ended_here, stats_counted;
    /* A tutorial's game played on past its script: never in the
     * statistics. */
    bool practice;

    /* The AI at work on a thread. */
    SDL_Thread *thread;
    SDL_atomic_t done;
    Uint32 wake_event;
    int ai_seat;
    void *ai_view;
    Move ai_move;
    bool ai_ok;
};

/* A new game; err says why not. */
Match *scene_match_new(const GameDef *def, const GameConfig *cfg, const SeatInfo *seats, char *err,
                       size_t errlen);
/* Writes the game to save_path (atomically, with a backup) and keeps
 * save_error up to date; false when the write failed. No path: no write. */
bool scene_match_autosave(Match *m);
/* Takes over a loaded save (sg is emptied). */
Match *scene_match_from_save(SaveGame *sg);
void scene_match_free(Match *m);

int scene_match_to_move(const Match *m); /* -1 when over */
bool scene_match_over(const Match *m);
bool scene_match_is_human(const Match *m, int seat);
int scene_match_humans(const Match *m);
const char *scene_match_name(const Match *m, int seat);
/* Shows the screen to seat (refreshes the view). */
void scene_match_set_viewer(Match *m, int seat);
void scene_match_refresh(Match *m);

/* Checks m on the view of the seat to move (refusing with a reason for a
 * player), tells it in the log (a new line where the rules say a turn
 * begins, only the public words of a move the rules keep secret), plays it
 * and autosaves. */
bool scene_match_play(Match *m, const Move *mv, char *why, size_t whylen);
/* How many steps the seat to move may take back now, by the rules
 * (save_undo_steps: R-ALL-3); 0 with the reason for a player. */
int scene_match_undo_steps(const Match *m, char *why, size_t whylen);
bool scene_match_undo(Match *m, int n);

/* One more round after a tied match (GameDef.extend, saved as
 * "extra-round"); false with a reason when the game has none. */
bool scene_match_extend(Match *m, char *why, size_t whylen);

/* Writes the log again from the first move: the narration of every move,
 * where each turn began and what is still secret, by the rules. For a
 * loaded save, whose moves have no words yet. */
void scene_match_relog(Match *m);

/* The game played again from its first move: fn sees each move from move
 * `from` on, who made it, and the whole state before and after it. */
typedef void (*MatchReplayFn)(void *ctx, int i, int seat, const Move *mv, const void *before,
                              const void *after);
void scene_match_replay(const Match *m, int from, MatchReplayFn fn, void *ctx);

/* A log line: the moves of one turn joined ("Eli played 5 between 106 and
 * 7, took 7, started column 2 with 7"). Lines are counted from the first. */
int scene_match_log_lines(const Match *m);
void scene_match_log_line(const Match *m, int line, char *buf, size_t len);

/* The AI's move for the seat to move, worked out on a thread from that
 * seat's view; the loop is woken with an event when it is ready. */
bool scene_match_ai_start(Match *m, Uint32 wake_event);
bool scene_match_ai_busy(const Match *m);
/* True once the move is ready (then *mv holds it). */
bool scene_match_ai_ready(Match *m, Move *mv);
/* Waits for a running AI and drops its answer (undo, leaving the table). */
void scene_match_ai_cancel(Match *m);

#endif
