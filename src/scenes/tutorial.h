/* The guided first game of a title: a fixed deal, and a script that asks
 * the learner for one move at a time, says what to do and why, answers a
 * wrong choice, and plays the other seat's moves. A game's tutorial is its
 * entry in the games' registry (games.h), beside its table; the scene that
 * runs one is scene_tutorial.c. */
#ifndef UPDOWN_TUTORIAL_H
#define UPDOWN_TUTORIAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"

#define TUTOR_LEARNER 0 /* the seat at the screen */
#define TUTOR_NOTE (-1) /* TutorStep.seat of a note: read, then Continue */

typedef struct TutorStep {
    /* Who moves: TUTOR_LEARNER, another seat, or TUTOR_NOTE (no move). */
    int seat;
    /* The move exactly as the game's format_move writes it (NULL for a
     * note). */
    const char *move;
    /* What to do and why; NULL on another seat's step keeps the words of
     * the step before on the screen. The words of a script are English,
     * marked N_(), and shown in the player's language. */
    const char *say;
    /* The answer to any other choice at a learner's step (NULL: the
     * tutorial's general answer). */
    const char *wrong;
} TutorStep;

typedef struct Tutorial {
    uint64_t seed;
    int players;
    const char *options[GAME_MAX_OPTIONS + 1]; /* "key=value", NULL-terminated */
    const char *names[GAME_MAX_SEATS];         /* the other seats' names */
    const TutorStep *steps;
    int nsteps;
    const char *closing; /* the last words, over the table as it ends (N_()) */
} Tutorial;

/* The deal of t: its config checked against the game's options; false
 * with a sentence. */
bool tutorial_config(const GameDef *def, const Tutorial *t, GameConfig *cfg, char *err,
                     size_t errlen);
/* Plays the whole script from the deal: every step's seat is the seat to
 * move, its move reads back (parse_move, format_move) and is legal, every
 * learner step and note has words; false with the first step that fails. */
bool tutorial_check(const GameDef *def, const Tutorial *t, char *err, size_t errlen);

/* The games' tutorials (games.c). */
extern const Tutorial uod_tutorial, uad_tutorial, t3_tutorial;

#endif
