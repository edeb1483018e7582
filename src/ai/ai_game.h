/* What the AI knows about each game: a heuristic that scores the legal
 * moves (the normal level, easy's noisy version, the search's rollouts),
 * and the shape of secret simultaneous choices. Inside src/ai only. */
#ifndef UPDOWN_AI_GAME_H
#define UPDOWN_AI_GAME_H

#include "game.h"

#define AI_MAX_PLAN 8

typedef struct AiGame {
    const GameDef *def;
    /* Scores the n legal moves of the seat to act in st, higher is better.
     * st is that seat's view or a world sampled from it: the function reads
     * only what the seat to act may know, so both give the same scores. */
    void (*score)(const void *st, const Move *moves, int n, double *scores);
    /* How far below the best a plausible weaker move may score (easy). */
    double easy_margin;
    /* A quick move, or several moves of the same seat to apply in order,
     * for the search's rollouts on a sampled world; returns how many. NULL:
     * the best-scoring move. */
    int (*rollout)(void *st, Rng *rng, Move *out, int cap);
    /* Nonzero while the seat to act makes a secret simultaneous choice;
     * the same id for every choice of one such round. NULL: none. */
    int (*secret_round)(const void *st);
    /* Score difference that counts as a clear win, for the search's reward. */
    double score_scale;
} AiGame;

/* The table for a game, or a generic one built from the GameDef alone. */
const AiGame *ai_game_for(const GameDef *def);

extern const AiGame ai_uod;

#endif
