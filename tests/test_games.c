/* What every game in the registry must do, whatever its rules: the contract
 * of src/rules/game.h. A new game passes this before its own tests. */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "game.h"

#define GAMES_PER_COUNT 150
#define MAX_STEPS 20000

static void check_moves(const GameDef *def, const void *st, const Move *moves, int n)
{
    char why[GAME_ERR_LEN], text[128], err[GAME_ERR_LEN];
    for (int i = 0; i < n; i++) {
        CHECK_MSG(def->check(st, &moves[i], why, sizeof why), "%s: listed move refused: %s",
                  def->id, why);
        def->format_move(st, &moves[i], text, sizeof text);
        Move back;
        bool parsed = def->parse_move(st, text, &back, err, sizeof err);
        CHECK_MSG(parsed && move_equal(&back, &moves[i]), "%s: '%s' does not parse back (%s)",
                  def->id, text, parsed ? "another move" : err);
        for (int j = 0; j < i; j++)
            CHECK_MSG(!move_equal(&moves[i], &moves[j]), "%s: move '%s' listed twice", def->id,
                      text);
    }
}

static void check_view(const GameDef *def, const void *st, Rng *rng, void *view, void *world,
                       void *view2)
{
    int players = game_players(st), seat = def->to_move(st);
    if (seat < 0)
        seat = (int)rng_below(rng, (uint32_t)players);
    def->view(st, seat, view);
    CHECK_EQ_INT(game_viewer(view), seat);
    CHECK(game_config(view)->seed == 0);
    /* A view of a view is the same view. */
    def->view(view, seat, view2);
    CHECK_MSG(memcmp(view, view2, def->state_size) == 0, "%s: view is not idempotent", def->id);
    /* A world sampled from the view shows the same view and moves. */
    def->determinize(view, rng, world);
    CHECK_EQ_INT(game_viewer(world), GAME_FULL);
    def->view(world, seat, view2);
    CHECK_MSG(memcmp(view, view2, def->state_size) == 0, "%s: determinized world has another view",
              def->id);
    if (def->to_move(st) == seat) {
        Move a[GAME_MAX_MOVES], b[GAME_MAX_MOVES];
        int na = def->legal_moves(st, a, GAME_MAX_MOVES);
        int nb = def->legal_moves(world, b, GAME_MAX_MOVES);
        int nv = def->legal_moves(view, b, GAME_MAX_MOVES);
        CHECK_EQ_INT(na, nv);
        CHECK_EQ_INT(na, nb);
        for (int i = 0; i < na && i < nv; i++)
            CHECK(move_equal(&a[i], &b[i]));
    }
}

static void play_games(const GameDef *def, int players)
{
    void *st = game_alloc(def), *copy = game_alloc(def), *view = game_alloc(def);
    void *world = game_alloc(def), *view2 = game_alloc(def), *replay = game_alloc(def);
    Move *moves = malloc(sizeof(Move) * GAME_MAX_MOVES);
    Move *history = malloc(sizeof(Move) * MAX_STEPS);
    char err[GAME_ERR_LEN];
    int refused = 0;
    for (int g = 0; g < GAMES_PER_COUNT; g++) {
        GameConfig cfg;
        Rng rng;
        rng_seed(&rng, (uint64_t)(g * 7 + players * 1000));
        game_config_default(def, players, rng_next(&rng), &cfg);
        for (int o = 0; o < def->n_options; o++) { /* random options */
            const OptionDef *opt = &def->options[o];
            int hi = opt->type == OPT_BOOL ? 1 : opt->type == OPT_INT ? opt->max : 0;
            int lo = opt->type == OPT_INT ? opt->min : 0;
            if (opt->type == OPT_CHOICE)
                while (opt->choices[hi + 1])
                    hi++;
            cfg.opt[o] = lo + (int)rng_below(&rng, (uint32_t)(hi - lo + 1));
        }
        /* Setup may refuse an option set the rules cannot deal (3up-3down
         * with colours=1 has cards for 3 players at most), with a reason. */
        err[0] = 0;
        if (!def->setup(st, &cfg, err, sizeof err)) {
            CHECK_MSG(err[0] != 0, "%s: setup refused without a reason", def->id);
            refused++;
            continue;
        }
        int steps = 0;
        while (def->to_move(st) >= 0 && steps < MAX_STEPS) {
            int n = def->legal_moves(st, moves, GAME_MAX_MOVES);
            CHECK_MSG(n > 0, "%s: seat %d to move has no legal move", def->id, def->to_move(st));
            if (n <= 0)
                break;
            if (g < 20 || steps % 7 == 0)
                check_moves(def, st, moves, n);
            if (g < 20 || steps % 5 == 0)
                check_view(def, st, &rng, view, world, view2);
            Move m = moves[rng_below(&rng, (uint32_t)n)];
            game_copy(def, copy, st);
            def->apply(st, &m);
            CHECK_MSG(memcmp(copy, st, def->state_size) != 0, "%s: a move changed nothing",
                      def->id);
            history[steps++] = m;
        }
        CHECK_MSG(def->to_move(st) < 0, "%s: game %d of %d players did not end in %d moves",
                  def->id, g, players, MAX_STEPS);
        GameResult r;
        def->result(st, &r);
        CHECK(r.over);
        CHECK(r.nwinners >= 1 && r.nwinners <= players);
        for (int i = 0; i < r.nwinners; i++)
            CHECK_EQ_INT(r.rank[r.winners[i]], 1);
        CHECK_EQ_INT(def->legal_moves(st, moves, GAME_MAX_MOVES), 0);
        /* R-ALL-1: the same seed and moves give the same game. */
        CHECK(def->setup(replay, &cfg, err, sizeof err));
        for (int i = 0; i < steps; i++) {
            CHECK(def->check(replay, &history[i], err, sizeof err));
            def->apply(replay, &history[i]);
        }
        CHECK_MSG(memcmp(replay, st, def->state_size) == 0, "%s: replay differs", def->id);
    }
    CHECK_MSG(refused <= GAMES_PER_COUNT / 2, "%s: setup refused %d of %d option sets", def->id,
              refused, GAMES_PER_COUNT);
    free(history);
    free(moves);
    free(st);
    free(copy);
    free(view);
    free(world);
    free(view2);
    free(replay);
}

static void check_options(const GameDef *def)
{
    GameConfig cfg;
    char err[GAME_ERR_LEN];
    game_config_default(def, def->min_players, 1, &cfg);
    CHECK(game_config_check(def, &cfg, err, sizeof err));
    CHECK(!game_option_parse(def, "no-such-option=1", &cfg, err, sizeof err));
    CHECK(!game_option_parse(def, "novalue", &cfg, err, sizeof err));
    for (int o = 0; o < def->n_options; o++) {
        char kv[96], val[32];
        game_option_text(def, o, def->options[o].def, val, sizeof val);
        snprintf(kv, sizeof kv, "%s=%s", def->options[o].key, val);
        CHECK_MSG(game_option_parse(def, kv, &cfg, err, sizeof err), "%s", err);
        snprintf(kv, sizeof kv, "%s=bogus-value", def->options[o].key);
        CHECK(!game_option_parse(def, kv, &cfg, err, sizeof err));
    }
    cfg.players = def->max_players + 1;
    CHECK(!game_config_check(def, &cfg, err, sizeof err));
}

int main(void)
{
    CHECK(game_count() >= 1);
    for (int i = 0; i < game_count(); i++) {
        const GameDef *def = game_at(i);
        CHECK(game_find(def->id) == def);
        CHECK(def->move_help != NULL);
        check_options(def);
        for (int p = def->min_players; p <= def->max_players; p++)
            play_games(def, p);
    }
    CHECK(game_find("chess") == NULL);
    return check_exit("test_games");
}
