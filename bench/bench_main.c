/* updown_bench [--seconds S] [NAME...]: runs the named benchmarks (all by
 * default) and prints their figures. A program, never a test. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench.h"

static const BenchEntry entries[] = {
    {"uod", bench_uod},
    {"uad", bench_uad},
    {"t33", bench_t33},
    {"ai", bench_ai},
    {"tables", bench_tables},
    {"ui", bench_ui},
};
#define N_ENTRIES ((int)(sizeof entries / sizeof entries[0]))

/* The process's CPU time: the machines are shared, and a figure "per core"
 * must not count the time other programs held the core. */
double bench_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double bench_random_games(const GameDef *def, const GameConfig *cfg, double seconds,
                          double *moves_per_game)
{
    void *st = game_alloc(def);
    Move moves[GAME_MAX_MOVES];
    Rng rng;
    rng_seed(&rng, 12345);
    GameConfig c = *cfg;
    long games = 0, played = 0;
    double start = bench_now(), elapsed = 0;
    while (elapsed < seconds) {
        for (int batch = 0; batch < 100; batch++) {
            char err[GAME_ERR_LEN];
            c.seed = rng_next(&rng);
            if (!def->setup(st, &c, err, sizeof err)) {
                fprintf(stderr, "updown_bench: %s: %s\n", def->id, err);
                exit(1);
            }
            while (def->to_move(st) >= 0) {
                int n = def->legal_moves(st, moves, GAME_MAX_MOVES);
                def->apply(st, &moves[rng_below(&rng, (uint32_t)n)]);
                played++;
            }
            games++;
        }
        elapsed = bench_now() - start;
    }
    free(st);
    if (moves_per_game)
        *moves_per_game = (double)played / (double)games;
    return (double)games / elapsed;
}

int main(int argc, char **argv)
{
    double seconds = 2.0;
    int first = 1;
    if (argc > 2 && !strcmp(argv[1], "--seconds")) {
        seconds = atof(argv[2]);
        if (seconds <= 0) {
            fprintf(stderr, "usage: updown_bench [--seconds S] [NAME...]\n");
            return 2;
        }
        first = 3;
    }
    printf("Times are this process's CPU time on one core.\n");
    for (int i = 0; i < N_ENTRIES; i++) {
        bool wanted = first >= argc;
        for (int a = first; a < argc; a++)
            wanted = wanted || !strcmp(argv[a], entries[i].name);
        if (wanted)
            entries[i].run(seconds);
    }
    return 0;
}
