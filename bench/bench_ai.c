/* The AI's speed (`updown_bench ai`): for every game, each level plays
 * 2-player games against normal for about the given seconds (at least one
 * game), and every decision with a choice is timed: mean, median, 99th
 * percentile and maximum milliseconds; for hard also the ISMCTS iterations
 * per decision and per second, with its default limits. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai.h"
#include "bench.h"
#include "game.h"

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

typedef struct Timing {
    double *ms;
    double *rate; /* hard: each searching decision's iterations per 100 ms of CPU */
    int n, cap, n_its;
    long long iterations;
    double search_ms;
} Timing;

static void add(Timing *t, double ms, int iterations)
{
    if (t->n == t->cap) {
        t->cap = t->cap ? 2 * t->cap : 4096;
        t->ms = realloc(t->ms, sizeof *t->ms * (size_t)t->cap);
        t->rate = realloc(t->rate, sizeof *t->rate * (size_t)t->cap);
        if (!t->ms || !t->rate) {
            fprintf(stderr, "updown_bench: out of memory\n");
            exit(1);
        }
    }
    t->ms[t->n++] = ms;
    if (iterations > 0) {
        t->rate[t->n_its++] = ms > 0 ? iterations * 100.0 / ms : 0;
        t->iterations += iterations;
        t->search_ms += ms;
    }
}

static void play(const GameDef *def, const GameConfig *cfg, AiLevel level, int seat_of_level,
                 Timing *t)
{
    char err[GAME_ERR_LEN];
    void *st = game_alloc(def), *view = game_alloc(def);
    static Move moves[GAME_MAX_MOVES];
    if (!def->setup(st, cfg, err, sizeof err)) {
        fprintf(stderr, "updown_bench: %s: %s\n", def->id, err);
        exit(1);
    }
    AiPlayer *ai[GAME_MAX_SEATS];
    for (int p = 0; p < cfg->players; p++)
        ai[p] = ai_new(def, p == seat_of_level ? level : AI_NORMAL, cfg->seed + (uint64_t)p);
    while (def->to_move(st) >= 0) {
        int seat = def->to_move(st);
        def->view(st, seat, view);
        int n = def->legal_moves(st, moves, GAME_MAX_MOVES);
        Move m;
        double t0 = bench_now();
        if (!ai_choose(ai[seat], view, &m)) {
            fprintf(stderr, "updown_bench: %s: the AI found no move\n", def->id);
            exit(1);
        }
        double ms = (bench_now() - t0) * 1000.0;
        if (seat == seat_of_level && n > 1) {
            AiStats s;
            ai_last_stats(ai[seat], &s);
            add(t, ms, s.iterations);
        }
        def->apply(st, &m);
    }
    for (int p = 0; p < cfg->players; p++)
        ai_free(ai[p]);
    free(st);
    free(view);
}

void bench_ai(double seconds)
{
    for (int g = 0; g < game_count(); g++) {
        const GameDef *def = game_at(g);
        for (int level = 0; level < AI_LEVELS; level++) {
            Timing t;
            memset(&t, 0, sizeof t);
            double start = bench_now();
            int games = 0;
            do {
                GameConfig cfg;
                game_config_default(def, 2, 1000 + (uint64_t)games, &cfg);
                play(def, &cfg, (AiLevel)level, games % 2, &t);
                games++;
            } while (bench_now() - start < seconds);
            qsort(t.ms, (size_t)t.n, sizeof *t.ms, cmp_double);
            double sum = 0;
            for (int i = 0; i < t.n; i++)
                sum += t.ms[i];
            int p50 = t.n / 2, p99 = t.n ? (int)(0.99 * (t.n - 1) + 0.5) : 0;
            printf("ai %s %s: %d decisions in %d games; ms mean %.3f p50 %.3f p99 %.3f max "
                   "%.3f",
                   def->id, ai_level_name((AiLevel)level), t.n, games, t.n ? sum / t.n : 0,
                   t.n ? t.ms[p50] : 0, t.n ? t.ms[p99] : 0, t.n ? t.ms[t.n - 1] : 0);
            if (t.iterations) {
                /* What the search reaches in 100 ms of one idle core, from
                 * each decision's CPU time (the budget itself is wall time,
                 * so a loaded machine shortens the search, not this rate):
                 * the slowest decisions bound a fair fixed-cap arena. */
                qsort(t.rate, (size_t)t.n_its, sizeof *t.rate, cmp_double);
                printf("; %.0f iterations per decision, %.0f per second; per 100 ms of CPU min "
                       "%.0f p1 %.0f p10 %.0f p50 %.0f",
                       (double)t.iterations / t.n_its, t.iterations / (t.search_ms / 1000.0),
                       t.rate[0], t.rate[t.n_its / 100], t.rate[t.n_its / 10], t.rate[t.n_its / 2]);
            }
            printf("\n");
            char key[64];
            const char *lv = ai_level_name((AiLevel)level);
            if (t.n) {
                snprintf(key, sizeof key, "ai.%s.%s.%s", def->id, lv,
                         level == AI_HARD ? "p50" : "mean");
                bench_figure(key, level == AI_HARD ? t.ms[p50] : sum / t.n);
                snprintf(key, sizeof key, "ai.%s.%s.p99", def->id, lv);
                bench_figure(key, t.ms[p99]);
            }
            if (t.iterations) {
                snprintf(key, sizeof key, "ai.%s.%s.ips", def->id, lv);
                bench_figure(key, t.iterations / (t.search_ms / 1000.0));
            }
            fflush(stdout);
            free(t.ms);
            free(t.rate);
        }
    }
}
