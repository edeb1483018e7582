/* 3UP 3DOWN: whole random games per second (4 players, default options,
 * and with every option on), the moves of a game, and the calls per second
 * of the rules' four basic steps (bench_rules.c). */
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

    GameConfig cfg;
    game_config_default(&t3_game, 4, 0, &cfg);
    bench_rule_calls(&t3_game, &cfg, seconds / 16);
}
