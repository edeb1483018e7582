/* Shared by tests/test_ai_play_*.c, one per game.
 *
 * Every AI level returns only legal moves, and every game it plays ends:
 * seeded games of each game and player count, a thousand or more for each
 * player count, under every option set (defaults, each switch turned over,
 * each number or choice at every other value, every switch on). The hard level plays
 * fewer games, with a small fixed iteration budget. */
#ifndef UPDOWN_AI_PLAY_H
#define UPDOWN_AI_PLAY_H

#include <stdlib.h>
#include <string.h>

#include "ai.h"
#include "check.h"
#include "game.h"

#define MAX_STEPS 20000

static int games_played, decisions, refused;

static void play_one(const GameDef *def, const GameConfig *cfg, const AiLevel *levels)
{
    char err[GAME_ERR_LEN];
    void *st = game_alloc(def), *view = game_alloc(def);
    if (!def->setup(st, cfg, err, sizeof err)) {
        /* Some option sets do not fit some player counts (too few cards):
         * the rules refuse them, so there is no game to play. */
        free(st);
        free(view);
        refused++;
        return;
    }
    AiPlayer *ai[GAME_MAX_SEATS];
    AiLimits lim = {.iterations = 6, .budget_ms = -1};
    for (int p = 0; p < cfg->players; p++) {
        ai[p] = ai_new(def, levels[p], cfg->seed * 31 + (uint64_t)p);
        ai_set_limits(ai[p], &lim);
    }
    int steps = 0;
    bool ok = true;
    while (ok && def->to_move(st) >= 0 && steps < MAX_STEPS) {
        int seat = def->to_move(st);
        def->view(st, seat, view);
        Move m;
        ok = ai_choose(ai[seat], view, &m);
        CHECK_MSG(ok, "%s: %s could not choose", def->id, ai_level_name(levels[seat]));
        if (!ok)
            break;
        ok = def->check(st, &m, err, sizeof err);
        if (!ok) {
            char text[128];
            def->format_move(st, &m, text, sizeof text);
            CHECK_MSG(ok, "%s seed %llu: %s played illegal '%s': %s", def->id,
                      (unsigned long long)cfg->seed, ai_level_name(levels[seat]), text, err);
            break;
        }
        def->apply(st, &m);
        steps++;
    }
    CHECK_MSG(def->to_move(st) < 0, "%s seed %llu: the game did not end in %d moves", def->id,
              (unsigned long long)cfg->seed, steps);
    GameResult r;
    def->result(st, &r);
    CHECK(r.over && r.nwinners >= 1);
    for (int p = 0; p < cfg->players; p++)
        ai_free(ai[p]);
    free(st);
    free(view);
    games_played++;
    decisions += steps;
}

static void play_config(const GameDef *def, const GameConfig *base, int games, int hard_games)
{
    GameConfig cfg = *base;
    AiLevel levels[GAME_MAX_SEATS];
    for (int g = 0; g < games + hard_games; g++) {
        cfg.seed = base->seed * 1000003 + (uint64_t)g;
        for (int p = 0; p < cfg.players; p++)
            levels[p] = g < games ? (AiLevel)((g + p) % 2) : (AiLevel)((g + p) % AI_LEVELS);
        play_one(def, &cfg, levels);
    }
}

/* Plays the games of one game id: `games` spread over the player counts
 * with the default options, `per_option` more for each option set and
 * player count. Returns the test's exit code. */
static int ai_play_main(const char *id, const char *name, int games, int per_option)
{
    const GameDef *def = game_find(id);
    CHECK_MSG(def != NULL, "no game %s", id);
    if (def) {
        int configs = 0;
        for (int players = def->min_players; players <= def->max_players; players++) {
            GameConfig cfg;
            game_config_default(def, players, (uint64_t)(100 + players), &cfg);
            /* Defaults: the most games. */
            play_config(def, &cfg, games / (def->max_players - def->min_players + 1), 3);
            configs++;
            /* Each option away from its default, and every switch on. */
            GameConfig all = cfg;
            for (int i = 0; i < def->n_options; i++) {
                const OptionDef *o = &def->options[i];
                if (o->type == OPT_BOOL)
                    all.opt[i] = 1;
                /* A switch turned over; a number or a choice at every other
                 * value. */
                int lo = !o->def, hi = !o->def;
                if (o->type == OPT_INT) {
                    lo = o->min;
                    hi = o->max;
                } else if (o->type == OPT_CHOICE) {
                    lo = 0;
                    for (hi = 0; o->choices && o->choices[hi + 1]; hi++)
                        ;
                }
                for (int v = lo; v <= hi; v++) {
                    if (v == o->def)
                        continue;
                    GameConfig one = cfg;
                    one.opt[i] = v;
                    one.seed += 17 * (uint64_t)(i + 1) + 1009 * (uint64_t)(v - lo);
                    play_config(def, &one, per_option, 1);
                    configs++;
                }
            }
            all.seed += 999;
            play_config(def, &all, per_option, 1);
            configs++;
        }
        printf("%s: %d option sets\n", def->id, configs);
    }
    printf("%d games, %d decisions; %d games refused by setup (options too big for the players)\n",
           games_played, decisions, refused);
    CHECK(games_played > 0);
    return check_exit(name);
}

#endif
