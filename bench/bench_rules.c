/* The rules' four basic steps timed one by one, in calls per second on one
 * core: legal_moves, apply, view and determinize, on positions taken from
 * random games (uniformly random legal moves). The whole random games of
 * bench_random_games mix the first two with the deal; the AI's search
 * calls all four, view and determinize once per iteration.
 *
 * apply and legal_moves are timed on many whole games replayed move by
 * move (legal_moves as the time it adds to the replay): called again and
 * again on a few positions they are timed wrongly, since the processor
 * soon learns every branch they take there, which no game or search lets
 * it do. view and determinize, mostly copying and shuffling, are timed on
 * positions of those games visited in a random order. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"

#define GAMES 128     /* random games recorded, replayed */
#define POSITIONS 128 /* positions taken from them for the other three */
#define VISITS 8192   /* the random order in which the positions are visited */

static void *checked_alloc(size_t n)
{
    void *p = calloc(1, n);
    if (!p) {
        fprintf(stderr, "updown_bench: out of memory\n");
        exit(1);
    }
    return p;
}

static void record(const char *key, const char *what, double calls_per_s)
{
    char name[96];
    snprintf(name, sizeof name, "calls.%s.%s", key, what);
    printf("%s: %s: %.0f calls/s\n", key, what, calls_per_s);
    bench_figure(name, calls_per_s);
}

void bench_rule_calls(const GameDef *def, const GameConfig *cfg, double seconds)
{
    size_t size = def->state_size;
    unsigned char *starts = checked_alloc(size * GAMES);
    unsigned char *pos = checked_alloc(size * POSITIONS);
    unsigned char *views = checked_alloc(size * POSITIONS);
    unsigned char *st = checked_alloc(size), *out = checked_alloc(size);
    int n_moves[GAMES], total = 0, cap = 1024;
    uint8_t *order = checked_alloc(VISITS);
    Move *moves = checked_alloc(sizeof(Move) * (size_t)cap);
    Move legal[GAME_MAX_MOVES];
    Rng rng;
    rng_seed(&rng, 777);
    GameConfig c = *cfg;

    /* GAMES random games: their deals and their moves. */
    for (int g = 0; g < GAMES; g++) {
        char err[GAME_ERR_LEN];
        c.seed = rng_next(&rng);
        if (!def->setup(st, &c, err, sizeof err)) {
            fprintf(stderr, "updown_bench: %s: %s\n", def->id, err);
            exit(1);
        }
        memcpy(starts + size * (size_t)g, st, size);
        n_moves[g] = 0;
        while (def->to_move(st) >= 0) {
            int n = def->legal_moves(st, legal, GAME_MAX_MOVES);
            if (total == cap) {
                cap *= 2;
                moves = realloc(moves, sizeof(Move) * (size_t)cap);
                if (!moves) {
                    fprintf(stderr, "updown_bench: out of memory\n");
                    exit(1);
                }
            }
            moves[total] = legal[rng_below(&rng, (uint32_t)n)];
            def->apply(st, &moves[total++]);
            n_moves[g]++;
        }
    }
    /* POSITIONS of their positions with a seat to act, evenly spaced, and
     * each one's view for that seat. */
    int stride = total / POSITIONS > 0 ? total / POSITIONS : 1, taken = 0, at = 0;
    for (int g = 0; g < GAMES && taken < POSITIONS; g++) {
        memcpy(st, starts + size * (size_t)g, size);
        for (int i = 0; i < n_moves[g] && taken < POSITIONS; i++, at++) {
            if (at % stride == 0) {
                memcpy(pos + size * (size_t)taken, st, size);
                def->view(st, def->to_move(st), views + size * (size_t)taken);
                taken++;
            }
            def->apply(st, &moves[at]);
        }
    }
    for (int i = 0; i < VISITS; i++)
        order[i] = (uint8_t)rng_below(&rng, (uint32_t)taken);

    double part = seconds, start, elapsed;
    long calls;
    volatile long sink = 0;

    /* The games replayed from their deals (one copy of the deal per game),
     * in turns with and without legal_moves before each move. */
    double t_apply = 0, t_both = 0;
    long passes = 0;
    while (t_apply + t_both < 2 * part) {
        for (int with_legal = 0; with_legal < 2; with_legal++) {
            start = bench_now();
            for (int g = 0, m = 0; g < GAMES; m += n_moves[g], g++) {
                memcpy(st, starts + size * (size_t)g, size);
                for (int i = 0; i < n_moves[g]; i++) {
                    if (with_legal)
                        sink += def->legal_moves(st, legal, GAME_MAX_MOVES);
                    def->apply(st, &moves[m + i]);
                }
            }
            *(with_legal ? &t_both : &t_apply) += bench_now() - start;
        }
        passes++;
    }
    record(def->id, "legal_moves", (double)(passes * total) / (t_both - t_apply));
    record(def->id, "apply", (double)(passes * total) / t_apply);

    calls = 0, start = bench_now(), elapsed = 0;
    while (elapsed < part) {
        for (int i = 0; i < VISITS; i++) {
            def->view(pos + size * order[i], i % cfg->players, out);
            sink += out[size - 1];
        }
        calls += VISITS;
        elapsed = bench_now() - start;
    }
    record(def->id, "view", (double)calls / elapsed);

    calls = 0, start = bench_now(), elapsed = 0;
    while (elapsed < part) {
        for (int i = 0; i < VISITS; i++) {
            def->determinize(views + size * order[i], &rng, out);
            sink += out[size - 1];
        }
        calls += VISITS;
        elapsed = bench_now() - start;
    }
    record(def->id, "determinize", (double)calls / elapsed);

    (void)sink;
    free(order);
    free(moves);
    free(out);
    free(st);
    free(views);
    free(pos);
    free(starts);
}
