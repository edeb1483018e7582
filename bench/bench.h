/* The benchmark program updown_bench: every bench_*.c adds one function to
 * the list in bench_main.c. While they run, their detailed figures go to
 * stderr, one per line; the headline figures they record with
 * bench_figure() make the one table that updown_bench prints on stdout at
 * the end, each beside its target (the rows are listed in bench_main.c). */
#ifndef UPDOWN_BENCH_H
#define UPDOWN_BENCH_H

#include <stdint.h>

#include "game.h"

typedef struct BenchEntry {
    const char *name; /* for `updown_bench NAME...` */
    void (*run)(double seconds);
} BenchEntry;

/* Seconds of this process's CPU time. */
double bench_now(void);
/* Plays whole games with uniformly random legal moves from cfg (a new seed
 * each game) for about `seconds`; returns games per second and, through
 * moves_per_game, the mean number of moves of a game. */
double bench_random_games(const GameDef *def, const GameConfig *cfg, double seconds,
                          double *moves_per_game);

/* Times legal_moves, apply, view and determinize one by one on positions
 * of random games from cfg, about `seconds` each, and records their calls
 * per second as the figures "calls.ID.legal_moves" and so on. */
void bench_rule_calls(const GameDef *def, const GameConfig *cfg, double seconds);

/* Records a figure of the table under its key (a row of bench_main.c's
 * list, e.g. "games.up-or-down"); a later figure of the same key replaces
 * it. A key no row names is an error, reported on stderr. */
void bench_figure(const char *key, double value);
/* Says why the figure of `key` could not be measured (no display, built
 * without the window): the table shows the reason instead of a value. */
void bench_figure_missing(const char *key, const char *why);

void bench_uod(double seconds);
void bench_uad(double seconds);
void bench_t33(double seconds);
void bench_ai(double seconds);
void bench_tables(double seconds);
void bench_ui(double seconds);
void bench_save(double seconds);

#endif
