/* Up & Down: whole random games per second (one round, 4 players), and the
 * calls per second of the rules' four basic steps (bench_rules.c). */
#include <stdio.h>

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
    game_config_default(&uad_game, 4, 0, &cfg);
    bench_rule_calls(&uad_game, &cfg, seconds / 8);
}
