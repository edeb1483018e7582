/* The scenes: title, new game, the tables, pass-the-screen, results, rules
 * and the pause menu. Each is made by a scene_*_new function and lives on
 * the engine's stack. Click targets are reported with the kinds below, so
 * that the tests click exactly where a player would. */
#ifndef UPDOWN_SCENES_H
#define UPDOWN_SCENES_H

#include <stdbool.h>

#include "cards.h"
#include "eng.h"
#include "game.h"

typedef struct Match Match;

/* Target kinds (EngTarget.kind). */
enum {
    T_NONE,
    T_BUTTON,  /* a = the button's id below */
    T_CHOICE,  /* New game: a = the row (ROW_*), b = the value */
    T_FIELD,   /* New game: a name field, a = seat */
    T_HAND,    /* a = card: a card in the hand of the seat at the screen */
    T_RING,    /* a = card in the display */
    T_COLUMN,  /* a = column 0..2 of the seat at the screen */
    T_NEW,     /* start a new column */
    T_DISCARD, /* a = column to discard */
    T_PILE,    /* a = UOD_PILE_DOWN / UOD_PILE_UP */
    T_LOG,     /* the log panel (scrolls) */
    T_SCROLL,  /* a scrolling text */
    T_ACTION,  /* a = a game's move kind, b = its argument: an action on the table */
    T_SLOT,    /* a = place 0..2 on the table in front of the seat, b = 0 face up, 1 face down */
    T_SAVE,    /* Load game: a = the row of a save in the list */
    T_SETTING, /* Settings and Statistics: a = the row (SET_*), b = the value */
    T_SLIDER,  /* the review's slider over the moves of a game */
    T_TAKEN,   /* a = card: Up or Down?'s card taken from the ring, to be placed (it drags) */
};

/* Button ids (T_BUTTON, a). */
enum {
    B_NONE,
    B_NEW_GAME,
    B_RULES,
    B_QUIT,
    B_START,
    B_BACK,
    B_RESUME,
    B_TO_TITLE,
    B_UNDO,
    B_MENU,
    B_PLAY_AGAIN,
    B_READY,
    B_SPEED,
    B_PACE,
    B_SKIP,
    B_EXTRA_ROUND,
    B_CONTINUE,
    B_LOAD,
    B_SETTINGS,
    B_STATS,
    B_OPEN,
    B_DELETE,
    B_EXPORT,
    B_CONFIRM,
    B_CANCEL,
    B_DEFAULTS,
    B_HINT,
    B_REVIEW,
    B_PREV,
    B_NEXT,
    B_LOSS,
    B_CLOSE,
    B_TUTORIAL,
    B_LEAVE,
    B_SOUND,
    B_PLAY_ON,
    B_GAME = 1000, /* B_GAME + i: the game at index i of the registry */
};

/* Settings and Statistics rows (T_SETTING, a). */
enum {
    SET_SIZE,
    SET_FULLSCREEN,
    SET_ANIM,
    SET_PACE,
    SET_SYMBOLS,
    SET_SOUND,    /* b = 1: heard, 0: muted */
    SET_VOLUME,   /* the volume's slider */
    SET_LANGUAGE, /* b: the index in eng_languages */
    SET_GAME,     /* Statistics: the game shown */
};

/* New game rows (T_CHOICE, a); seat rows are ROW_SEAT + seat. */
enum { ROW_GAME, ROW_PLAYERS, ROW_OPTION = 10, ROW_SEAT = 40 };

Scene *scene_title_new(Eng *e);
Scene *scene_newgame_new(Eng *e);
/* New game's screen as the settings of every game's defaults: each choice
 * is saved at once, and there is no Start. */
Scene *scene_defaults_new(Eng *e);
/* Load game: every save, finished or not, newest first. */
Scene *scene_saves_new(Eng *e);
/* The sentence the Load scene shows under its list (a damaged save moved
 * aside, an export...), or "" (tests). */
const char *scene_saves_message(const Scene *s);
Scene *scene_settings_new(Eng *e);
Scene *scene_stats_new(Eng *e);
/* Opens a save at its table (or its results when it is over), autosaving
 * to the same file; false with one sentence for the player in err. */
bool scene_open_save(Eng *e, const char *path, char *err, size_t errlen);
/* The newest unfinished save that loads (Continue), false when none; a
 * damaged save repaired on the way is told in e->notice. */
bool scene_latest_save(Eng *e, char *path, size_t len);
/* The rules of every game, one tab each, open at def's (the first game's
 * when NULL). */
Scene *scene_rules_new(Eng *e, const GameDef *def);
/* For tests: the game whose rules the Rules scene shows, its scroll and
 * the most it scrolls. */
const char *scene_rules_game(const Scene *s, int *scroll, int *max_scroll);
/* The pause menu over a table. */
Scene *scene_pause_new(Eng *e, const GameDef *def);
/* Hides the table until the named player clicks; Escape opens the pause
 * menu of game def over it. */
Scene *scene_pass_new(Eng *e, const GameDef *def, const char *name);
/* Takes the match (it is freed with the scene). */
Scene *scene_results_new(Eng *e, Match *m);
/* The review of a finished game: the table with every hand face up, moved
 * through the game's moves, with what a hint would have said at each of a
 * human's moves. Pushes the table and its controls over the top scene;
 * m is copied. NULL when the game has no table. */
Scene *scene_review_push(Eng *e, const Match *m);
/* Where a review stands: the move shown, the game's moves, how many are
 * weighed, how many losses are marked; false when s is no review. */
bool scene_review_state(const Scene *s, int *step, int *moves, int *weighed, int *marks);
/* Move k as the review weighed it: the chances of the hard player's move
 * and of the move played, and the hint's words; false when k is not
 * weighed (yet, or not a human's move). */
bool scene_review_note(const Scene *s, int k, double *before, double *after, const char **why);
/* The hard player's iterations per move weighed by the reviews opened
 * after this (0: the default, 4000); fewer weigh faster and rougher. */
void scene_review_set_iterations(int n);
/* How many threads weigh a review's moves (0: one a core, up to four). */
void scene_review_set_workers(int n);
/* The tutorials (scene_tutorial.c): does the game have one; a tutorial
 * begun (the title under its table and panel; NULL with a sentence in err
 * when the game has none or its script does not play); where it stands
 * (the step, the steps and the words on its panel; false when s is no
 * tutorial); the chooser of the title's "Learn to play"; and the offer at
 * a game's first New game, whose "Start the game" calls decline and whose
 * tutorial ends in New game again, the choices made there kept. */
bool scene_has_tutorial(const GameDef *def);
Scene *scene_tutorial_push(Eng *e, const GameDef *def, char *err, size_t errlen);
bool scene_tutorial_state(const Scene *s, int *step, int *steps, const char **words);
Scene *scene_tutorials_new(Eng *e);
Scene *scene_tutorial_offer_new(Eng *e, const GameDef *def, void (*decline)(void *ctx, Eng *e),
                                void *ctx);
/* The table of the match's game, or NULL when the window cannot play it. */
Scene *scene_table_new(Eng *e, Match *m);
bool scene_has_table(const GameDef *def);

/* The table under the top scene, for tests: its match and viewer. */
Match *scene_table_match(Scene *s);
bool scene_is_table(const Scene *s);
bool scene_is_results(const Scene *s);
bool scene_is_pass(const Scene *s);
/* The name of the top scene's kind ("title", "load game"...). */
const char *scene_name(const Scene *s);
Match *scene_results_match(Scene *s);
/* The message a table shows now (a refusal), or "" (tests). */
const char *scene_table_toast(Scene *s);

#endif
