/* The benchmark program updown_bench: every bench_*.c adds one function to
 * the list in bench_main.c. Figures go to stdout, one per line. */
#ifndef UPDOWN_BENCH_H
#define UPDOWN_BENCH_H

#include <stdint.h>

#include "game.h"

typedef struct BenchEntry {
    const char *name; /* for `updown_bench NAME...` */
    void (*run)(double seconds);
} BenchEntry;

/* Seconds on a monotonic clock. */
double bench_now(void);
/* Plays whole games with uniformly random legal moves from cfg (a new seed
 * each game) for about `seconds`; returns games per second and, through
 * moves_per_game, the mean number of moves of a game. */
double bench_random_games(const GameDef *def, const GameConfig *cfg, double seconds,
                          double *moves_per_game);

void bench_uod(double seconds);
void bench_uad(double seconds);
void bench_t33(double seconds);
void bench_ai(double seconds);
void bench_tables(double seconds);
void bench_ui(double seconds);

#endif
