/* `updown autoplay FILE [--moves N] [--iterations N] [--budget MS]`
 *
 * Plays the moves of the AI seats named in the save, until a human seat is
 * to act, the game ends or N moves are made. The save is rewritten
 * atomically after every move (as the window's autosave does) and each move
 * is printed once it is on disk, so a bot or a test can follow a game move
 * by move and a killed run loses at most the move it was thinking about.
 * Each decision's random stream comes from the game's seed, the seat and
 * the move's number, so a resumed game plays on as an unbroken one would
 * (with --budget -1, where only the iteration cap bounds the search). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai.h"
#include "cli.h"
#include "save.h"

static int usage_fail(const char *msg, const char *arg)
{
    char what[256];
    snprintf(what, sizeof what, "autoplay: %s", msg);
    cli_error(what, arg);
    fprintf(stderr, "usage: updown autoplay FILE [--moves N] [--iterations N] [--budget MS]\n");
    return CLI_USAGE;
}

int cli_autoplay(int argc, char **argv)
{
    const char *file = NULL;
    long max_moves = -1;
    AiLimits limits = {0, 0};
    CliSeen seen = {0};
    for (int i = 1; i < argc; i++) {
        if (argv[i][0] == '-' && cli_repeated(&seen, argv[i]))
            return usage_fail("%s is given twice", argv[i]);
        if (!strcmp(argv[i], "--moves") && i + 1 < argc) {
            if (!cli_parse_count(argv[++i], 0, 1000000000, &max_moves))
                return usage_fail("--moves takes a number from 0 to 1000000000, not '%s'", argv[i]);
        } else if (!strcmp(argv[i], "--iterations") && i + 1 < argc) {
            long v;
            if (!cli_parse_count(argv[++i], 1, CLI_MAX_ITERATIONS, &v))
                return usage_fail("--iterations takes " CLI_ITERATIONS_RANGE ", not '%s'", argv[i]);
            limits.iterations = (int)v;
        } else if (!strcmp(argv[i], "--budget") && i + 1 < argc) {
            if (!cli_parse_budget(argv[++i], &limits.budget_ms))
                return usage_fail("--budget takes " CLI_BUDGET_RANGE ", not '%s'", argv[i]);
        } else if (!file && argv[i][0] != '-') {
            file = argv[i];
        } else {
            return usage_fail("unknown or incomplete argument '%s'", argv[i]);
        }
    }
    if (!file)
        return usage_fail("%s", "a save file is needed");
    SaveGame sg;
    char err[GAME_ERR_LEN + 4200];
    if (!save_load(&sg, file, err, sizeof err)) {
        cli_error("%s", err);
        return CLI_REFUSED;
    }
    const GameDef *def = sg.def;
    AiPlayer *players[GAME_MAX_SEATS] = {0};
    void *view = game_alloc(def);
    int rc = CLI_OK;
    for (long made = 0; max_moves < 0 || made < max_moves; made++) {
        int seat = def->to_move(sg.state);
        if (seat < 0 || sg.seats[seat].kind == SEAT_HUMAN)
            break;
        if (!players[seat]) {
            players[seat] = ai_new(def, (AiLevel)(sg.seats[seat].kind - SEAT_EASY), 0);
            ai_set_limits(players[seat], &limits);
        }
        ai_reseed(players[seat], ai_decision_seed(sg.cfg.seed, seat, sg.n_moves));
        def->view(sg.state, seat, view);
        Move m;
        if (!ai_choose(players[seat], view, &m) || !save_play(&sg, &m, err, sizeof err)) {
            cli_error("the AI of seat %d found no legal move", seat);
            rc = CLI_REFUSED;
            break;
        }
        if (!save_write(&sg, file, err, sizeof err)) {
            cli_error("%s", err);
            rc = CLI_REFUSED;
            break;
        }
        printf("%d %s\n", sg.n_moves, sg.moves[sg.n_moves - 1]);
        fflush(stdout);
    }
    for (int p = 0; p < GAME_MAX_SEATS; p++)
        if (players[p])
            ai_free(players[p]);
    free(view);
    save_free(&sg);
    return rc;
}
