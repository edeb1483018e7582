/* AI players. They see only a seat's view (GameDef.view): ai_choose refuses
 * a whole state. Every random choice comes from the player's own Rng, never
 * from the game's stream, so an AI never changes what is dealt. */
#ifndef UPDOWN_AI_H
#define UPDOWN_AI_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "game.h"

typedef enum AiLevel { AI_EASY, AI_NORMAL, AI_HARD, AI_LEVELS } AiLevel;

typedef struct AiPlayer AiPlayer;

typedef struct AiLimits {
    int iterations;   /* search iteration cap (hard); 0 = the level's default */
    double budget_ms; /* time budget per decision (hard); 0 = default, < 0 = none
                       * (only the iteration cap: the same decision on every machine) */
    /* NULL, or a flag another thread may set: hard's search then ends
     * within a few iterations, and its move is whatever it had found so far
     * (for a caller that no longer wants the answer). */
    const atomic_int *stop;
} AiLimits;

/* What the last ai_choose did (hard: its search; 0 iterations for the
 * heuristic levels and for forced moves). */
typedef struct AiStats {
    int iterations;
    int nodes; /* tree nodes used, at most the pool's size */
    double ms;
} AiStats;

#define AI_DEFAULT_ITERATIONS 20000
#define AI_DEFAULT_BUDGET_MS 100.0
#define AI_POOL_NODES (1 << 16) /* the search tree's bounded pool, per hard player */

const char *ai_level_name(AiLevel level); /* "easy", "normal", "hard" */
int ai_level_parse(const char *s);        /* -1 when unknown */

AiPlayer *ai_new(const GameDef *def, AiLevel level, uint64_t seed);
void ai_set_limits(AiPlayer *ai, const AiLimits *limits);
/* The move of the seat to act, from that seat's view (hdr.viewer must be
 * the seat to act; a whole state is refused). */
bool ai_choose(AiPlayer *ai, const void *view, Move *out);
void ai_last_stats(const AiPlayer *ai, AiStats *stats);

/* A move the last hard search weighed: the chance of winning it estimated
 * for the seat (the share of the won games among its samples), and how
 * many samples. chosen: the move ai_choose returned. */
typedef struct AiOption {
    Move move;
    double chance;
    int samples;
    bool chosen;
} AiOption;
/* The moves the last ai_choose searched, the chosen first and then by
 * chance; 0 when it did not search (a forced move, a heuristic level or a
 * decision hard leaves to its heuristic). */
int ai_last_options(const AiPlayer *ai, AiOption *out, int cap);
/* A world as the hard level's search samples it from the view (a whole
 * state whose view for the viewer is that very view), drawn from the
 * player's own stream: for tests and tools that check what it imagines. */
void ai_sample(AiPlayer *ai, const void *view, void *world);
void ai_free(AiPlayer *ai);
/* A fresh stream for the next decision. With ai_decision_seed, a game
 * resumed from a save makes the same AI decisions as one never stopped
 * (given an iteration cap rather than a time budget). */
void ai_reseed(AiPlayer *ai, uint64_t seed);
uint64_t ai_decision_seed(uint64_t game_seed, int seat, int move_index);

#endif
