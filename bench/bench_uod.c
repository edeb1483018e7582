/* Up or Down?: whole random games per second on one core for every player
 * count and length (4 players, full game, is the figure of the note), and
 * the calls per second of the rules' four basic steps (bench_rules.c). */
#include <stdio.h>

#include "bench.h"
#include "up_or_down.h"

void bench_uod(double seconds)
{
    /* Half the time on 4 players, full game; the rest shared by the others. */
    for (int length = UOD_LENGTH_FULL; length >= UOD_LENGTH_SHORT; length--)
        for (int players = 2; players <= 6; players++) {
            GameConfig cfg;
            double mpg;
            bool main_figure = players == 4 && length == UOD_LENGTH_FULL;
            game_config_default(&uod_game, players, 0, &cfg);
            cfg.opt[UOD_OPT_LENGTH] = length;
            double gps =
                bench_random_games(&uod_game, &cfg, main_figure ? seconds / 2 : seconds / 20, &mpg);
            printf("up-or-down: %d players, %s game: %.0f random games/s (%.0f moves each)\n",
                   players, length == UOD_LENGTH_FULL ? "full" : "short", gps, mpg);
            if (main_figure)
                bench_figure("games.up-or-down", gps);
        }
    GameConfig cfg;
    game_config_default(&uod_game, 4, 0, &cfg);
    cfg.opt[UOD_OPT_LENGTH] = UOD_LENGTH_FULL;
    bench_rule_calls(&uod_game, &cfg, seconds / 8);
}
