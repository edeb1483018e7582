/* 3UP 3DOWN: whole random games per second (4 players, default options,
 * and with every option on), the moves of a game, and the cost of a view
 * and of a determinization, the AI's two basic steps. */
#include <stdio.h>

#include "bench.h"
#include "three_up.h"

static double random_games(const char *what, const char *const *options, double seconds)
{
    GameConfig cfg;
    char err[GAME_ERR_LEN];
    double mpg;
    game_config_default(&t3_game, 4, 0, &cfg);
    for (int i = 0; options && options[i]; i++)
        if (!game_option_parse(&t3_game, options[i], &cfg, err, sizeof err)) {
            fprintf(stderr, "bench_t33: %s\n", err);
            return 0;
        }
    double gps = bench_random_games(&t3_game, &cfg, seconds, &mpg);
    printf("3up-3down: 4 players, %s: %.0f random games/s (%.0f moves each)\n", what, gps, mpg);
    return gps;
}

void bench_t33(double seconds)
{
    bench_figure("games.3up-3down", random_games("default options", NULL, seconds * 0.5));
    static const char *const all[] = {"play_out=on",
                                      "voluntary_draw=on",
                                      "reverse_on_one=on",
                                      "swap_tables=on",
                                      "four_colours=on",
                                      "points=on",
                                      NULL};
    random_games("every option on (a match of 4 games)", all, seconds * 0.25);

    /* A view and a determinization in the middle of a game. */
    GameConfig cfg;
    char err[GAME_ERR_LEN];
    game_config_default(&t3_game, 4, 7, &cfg);
    T3State s, v, d;
    if (!t3_game.setup(&s, &cfg, err, sizeof err))
        return;
    Rng rng;
    rng_seed(&rng, 9);
    Move moves[GAME_MAX_MOVES];
    for (int i = 0; i < 60 && t3_game.to_move(&s) >= 0; i++) {
        int n = t3_game.legal_moves(&s, moves, GAME_MAX_MOVES);
        t3_game.apply(&s, &moves[rng_below(&rng, (uint32_t)n)]);
    }
    long n = 0;
    double start = bench_now(), elapsed = 0;
    volatile int sink = 0;
    while (elapsed < seconds * 0.25) {
        for (int i = 0; i < 1000; i++) {
            t3_game.view(&s, i % 4, &v);
            t3_game.determinize(&v, &rng, &d);
            sink += d.draw[0];
        }
        n += 1000;
        elapsed = bench_now() - start;
    }
    (void)sink;
    printf("3up-3down: view + determinize: %.2f million/s\n", (double)n / elapsed / 1e6);
}
