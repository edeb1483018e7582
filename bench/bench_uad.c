/* Up & Down: whole random games per second (one round, 4 players), and the
 * cost of a view and of a determinization, the AI's two basic steps. */
#include <stdio.h>
#include <string.h>

#include "bench.h"
#include "up_and_down.h"

void bench_uad(double seconds)
{
    for (int players = 2; players <= 4; players++) {
        GameConfig cfg;
        double mpg;
        game_config_default(&uad_game, players, 0, &cfg);
        double gps = bench_random_games(&uad_game, &cfg, seconds / 4, &mpg);
        printf("up-and-down: %d players, one round: %.0f random games/s (%.0f moves each)\n",
               players, gps, mpg);
        if (players == 4)
            bench_figure("games.up-and-down", gps);
    }
    GameConfig cfg;
    game_config_default(&uad_game, 4, 1, &cfg);
    UadState s, v, d;
    char err[GAME_ERR_LEN];
    uad_game.setup(&s, &cfg, err, sizeof err);
    uad_game.apply(&s, &(Move){.kind = UAD_M_FLIP});
    Rng rng;
    rng_seed(&rng, 9);
    long n = 0;
    double start = bench_now(), elapsed = 0;
    volatile int sink = 0;
    while (elapsed < seconds / 4) {
        for (int i = 0; i < 1000; i++) {
            uad_game.view(&s, i % 4, &v);
            uad_game.determinize(&v, &rng, &d);
            sink += d.hand[1][0];
        }
        n += 1000;
        elapsed = bench_now() - start;
    }
    (void)sink;
    printf("up-and-down: view + determinize: %.2f million/s\n", (double)n / elapsed / 1e6);
}
