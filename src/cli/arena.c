/* `updown arena GAME --seats LIST [--games N] [--seed S] [--option K=V]...
 *  [--iterations N] [--budget MS] [--json]`
 *
 * Duplicate deals: games come in groups of one deal per group, played once
 * for every rotation of the seat list, so each level sits in every position
 * on the same cards and no level keeps an advantage of position or of luck.
 * For each level: games, seats, wins (a shared win counts as a fraction),
 * its share of the games won with a 95% confidence interval, mean score and
 * milliseconds per decision (mean, median, 99th percentile, maximum; only
 * decisions with a choice, forced moves are not timed). The interval is
 * computed over the deal groups, whose results are independent, with the
 * normal approximation. For a game whose state says whether it ended in a
 * stalemate (3UP 3DOWN's "stalemate" in show --json), the number of games
 * that did. */
#define _POSIX_C_SOURCE 199309L
#include "arena.h"

#include <cjson/cJSON.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai.h"
#include "cli.h"
#include "game.h"

typedef struct LevelStats {
    int seats;        /* seats of this level in each game */
    int seat_games;   /* seats x games */
    double wins;      /* games won, shared wins as fractions */
    double score_sum; /* over seat_games */
    double *ms;       /* every timed decision */
    int n_ms, cap_ms;
    long long iterations;       /* hard: search iterations over the timed decisions */
    double group_sum, group_sq; /* per deal group win shares */
    double group_wins;          /* in the current group */
} LevelStats;

static void usage(void)
{
    fprintf(stderr,
            "usage: updown arena GAME --seats LIST [--games N] [--seed S] [--option KEY=VALUE]...\n"
            "                    [--iterations N] [--budget MS] [--json]\n"
            "  LIST: comma-separated AI levels, one per seat (easy, normal, hard)\n"
            "  --games N       games to play (default 100), in groups of one deal played\n"
            "                  once per rotation of the seats\n"
            "  --seed S        the first deal's seed (default 1)\n"
            "  --iterations N  hard: search iterations per decision (default %d)\n"
            "  --budget MS     hard: milliseconds per decision (default %.0f; -1 none)\n"
            "  --json          one JSON object instead of the table\n",
            AI_DEFAULT_ITERATIONS, AI_DEFAULT_BUDGET_MS);
}

static int bad_usage(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static int bad_usage(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    cli_verror("arena", fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    usage();
    return CLI_USAGE;
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static uint64_t mix(uint64_t a, uint64_t b)
{
    uint64_t z = a * 0x9E3779B97F4A7C15ULL + b + 0x632BE59BD9B4E019ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static void add_ms(LevelStats *ls, double ms)
{
    if (ls->n_ms == ls->cap_ms) {
        int cap = ls->cap_ms ? ls->cap_ms * 2 : 1024;
        double *p = realloc(ls->ms, sizeof *p * (size_t)cap);
        if (!p) {
            fprintf(stderr, "updown: out of memory\n");
            abort();
        }
        ls->ms = p;
        ls->cap_ms = cap;
    }
    ls->ms[ls->n_ms++] = ms;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double quantile(const double *sorted, int n, double q)
{
    if (n == 0)
        return 0;
    int i = (int)ceil(q * n) - 1;
    if (i < 0)
        i = 0;
    if (i >= n)
        i = n - 1;
    return sorted[i];
}

/* Whether the game's final state says it ended in a stalemate: 1 yes, 0
 * no, -1 when the game says nothing of stalemates. */
static int stalemate_of(const GameDef *def, const void *st)
{
    cJSON *j = def->to_json(st);
    const cJSON *f = cJSON_GetObjectItemCaseSensitive(j, "stalemate");
    int said = cJSON_IsBool(f) ? cJSON_IsTrue(f) : -1;
    cJSON_Delete(j);
    return said;
}

/* Plays one game; false (with err) if an AI failed or played an illegal
 * move, which is a bug worth refusing loudly. */
static bool play_game(const GameDef *def, const GameConfig *cfg, const int *level_of_seat,
                      uint64_t ai_seed, const AiLimits *lim, LevelStats *stats, void *st,
                      void *view, GameResult *res, char *err, size_t errlen)
{
    AiPlayer *ai[GAME_MAX_SEATS];
    int players = cfg->players;
    if (!def->setup(st, cfg, err, errlen))
        return false;
    for (int p = 0; p < players; p++) {
        ai[p] = ai_new(def, (AiLevel)level_of_seat[p], mix(ai_seed, (uint64_t)p));
        ai_set_limits(ai[p], lim);
    }
    bool ok = true;
    static Move moves[GAME_MAX_MOVES];
    for (int steps = 0; def->to_move(st) >= 0; steps++) {
        if (steps > 1000000) {
            snprintf(err, errlen, "the game did not end after %d moves", steps);
            ok = false;
            break;
        }
        int seat = def->to_move(st);
        def->view(st, seat, view);
        int choices = def->legal_moves(st, moves, GAME_MAX_MOVES);
        Move m;
        double t0 = now_ms();
        if (!ai_choose(ai[seat], view, &m)) {
            snprintf(err, errlen, "the %s AI in seat %d found no move",
                     ai_level_name((AiLevel)level_of_seat[seat]), seat);
            ok = false;
            break;
        }
        double ms = now_ms() - t0;
        char why[GAME_ERR_LEN];
        if (!def->check(st, &m, why, sizeof why)) {
            char text[128];
            def->format_move(st, &m, text, sizeof text);
            snprintf(err, errlen, "the %s AI in seat %d played an illegal move '%.60s': %.200s",
                     ai_level_name((AiLevel)level_of_seat[seat]), seat, text, why);
            ok = false;
            break;
        }
        if (choices > 1) {
            LevelStats *ls = &stats[level_of_seat[seat]];
            AiStats as;
            ai_last_stats(ai[seat], &as);
            add_ms(ls, ms);
            ls->iterations += as.iterations;
        }
        def->apply(st, &m);
    }
    for (int p = 0; p < players; p++)
        ai_free(ai[p]);
    if (ok)
        def->result(st, res);
    return ok;
}

int cli_arena(int argc, char **argv)
{
    if (argc < 2 || argv[1][0] == '-')
        return bad_usage("%s", "a game is needed: up-or-down, up-and-down or 3up-3down");
    const GameDef *def = game_find(argv[1]);
    if (!def)
        return bad_usage("unknown game '%s'", argv[1]);
    const char *seats_arg = NULL;
    long games = 100, iterations = 0;
    uint64_t seed = 1;
    double budget = 0;
    bool json = false;
    GameConfig cfg;
    game_config_default(def, def->min_players, 0, &cfg);
    char err[512];
    CliSeen seen = {0};
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i];
        bool has_val = i + 1 < argc;
        if (a[0] == '-' && strcmp(a, "--option") && cli_repeated(&seen, a))
            return bad_usage("%s is given twice", a);
        if (!strcmp(a, "--json")) {
            json = true;
        } else if (!strcmp(a, "--seats") && has_val) {
            seats_arg = argv[++i];
        } else if (!strcmp(a, "--games") && has_val) {
            if (!cli_parse_count(argv[++i], 1, 100000000, &games))
                return bad_usage("--games takes a number of games from 1 to 100000000, not '%s'",
                                 argv[i]);
        } else if (!strcmp(a, "--seed") && has_val) {
            if (!cli_parse_seed(argv[++i], &seed))
                return bad_usage("--seed takes a whole number from 0 to 2^64-1, not '%s'", argv[i]);
        } else if (!strcmp(a, "--iterations") && has_val) {
            if (!cli_parse_count(argv[++i], 1, CLI_MAX_ITERATIONS, &iterations))
                return bad_usage("--iterations takes " CLI_ITERATIONS_RANGE ", not '%s'", argv[i]);
        } else if (!strcmp(a, "--budget") && has_val) {
            if (!cli_parse_budget(argv[++i], &budget))
                return bad_usage("--budget takes " CLI_BUDGET_RANGE ", not '%s'", argv[i]);
        } else if (!strcmp(a, "--option") && has_val) {
            if (seen.nsettings == CLI_MAX_SETTINGS)
                return bad_usage("%s", "too many options");
            if (cli_repeated_key(&seen, argv[++i]))
                return bad_usage("--option %.*s is given twice", (int)strcspn(argv[i], "="),
                                 argv[i]);
            if (!game_option_parse(def, argv[i], &cfg, err, sizeof err))
                return bad_usage("%s", err);
        } else {
            return bad_usage("unknown or incomplete argument '%s'", a);
        }
    }
    if (!seats_arg)
        return bad_usage("%s", "--seats is needed, e.g. --seats hard,normal");
    int level_list[GAME_MAX_SEATS];
    int players = cli_parse_list("--seats", seats_arg, ai_level_parse, "easy, normal or hard",
                                 level_list, GAME_MAX_SEATS, err, sizeof err);
    if (players < 0)
        return bad_usage("%s", err);
    cfg.players = players;
    if (players < def->min_players || players > def->max_players) {
        snprintf(err, sizeof err, "%s is for %d to %d players, but --seats names %d", def->id,
                 def->min_players, def->max_players, players);
        return bad_usage("%s", err);
    }
    if (!game_config_check(def, &cfg, err, sizeof err))
        return bad_usage("%s", err);

    AiLimits lim = {.iterations = (int)iterations, .budget_ms = budget};
    LevelStats stats[AI_LEVELS];
    memset(stats, 0, sizeof stats);
    for (int p = 0; p < players; p++)
        stats[level_list[p]].seats++;
    void *st = game_alloc(def), *view = game_alloc(def);
    int rotations = players;
    long groups = 0, stalemates = 0;
    bool says_stalemate = false;
    double t_start = now_ms();
    int rc = CLI_OK;
    for (long g = 0; g < games; g++) {
        long deal = g / rotations;
        int rot = (int)(g % rotations);
        GameConfig c = cfg;
        c.seed = mix(seed, (uint64_t)deal);
        int level_of_seat[GAME_MAX_SEATS];
        for (int p = 0; p < players; p++)
            level_of_seat[p] = level_list[(p + rot) % players];
        GameResult res;
        if (!play_game(def, &c, level_of_seat, mix(seed ^ 0x5EA7u, (uint64_t)g), &lim, stats, st,
                       view, &res, err, sizeof err)) {
            cli_error("arena: game %ld (seed %llu): %s", g + 1, (unsigned long long)c.seed, err);
            rc = CLI_REFUSED;
            break;
        }
        int stale = stalemate_of(def, st);
        says_stalemate = stale >= 0;
        stalemates += stale > 0;
        for (int p = 0; p < players; p++) {
            LevelStats *ls = &stats[level_of_seat[p]];
            ls->seat_games++;
            ls->score_sum += res.scores[p];
        }
        for (int i = 0; i < res.nwinners; i++) {
            LevelStats *ls = &stats[level_of_seat[res.winners[i]]];
            ls->wins += 1.0 / res.nwinners;
            ls->group_wins += 1.0 / res.nwinners;
        }
        if (rot == rotations - 1 || g == games - 1) { /* a deal group is complete */
            int in_group = rot + 1;
            for (int l = 0; l < AI_LEVELS; l++) {
                double x = stats[l].group_wins / in_group;
                stats[l].group_sum += x;
                stats[l].group_sq += x * x;
                stats[l].group_wins = 0;
            }
            groups++;
        }
    }
    double elapsed = now_ms() - t_start;
    free(st);
    free(view);
    if (rc != CLI_OK) {
        for (int l = 0; l < AI_LEVELS; l++)
            free(stats[l].ms);
        return rc;
    }

    cJSON *out = cJSON_CreateObject();
    cJSON_AddStringToObject(out, "game", def->id);
    cJSON_AddNumberToObject(out, "players", players);
    cJSON_AddNumberToObject(out, "games", (double)games);
    cJSON_AddNumberToObject(out, "deals", (double)groups);
    /* The seed exactly: a JSON integer while a double holds it (below 2^53),
     * beyond that a string of its digits, as a save writes it. */
    char seed_text[32];
    snprintf(seed_text, sizeof seed_text, "%" PRIu64, seed);
    if (seed < (UINT64_C(1) << 53))
        cJSON_AddRawToObject(out, "seed", seed_text);
    else
        cJSON_AddStringToObject(out, "seed", seed_text);
    cJSON_AddStringToObject(out, "seats", seats_arg);
    cJSON *opts = cJSON_AddObjectToObject(out, "options");
    for (int i = 0; i < def->n_options; i++) {
        char buf[32];
        cJSON_AddStringToObject(opts, def->options[i].key,
                                game_option_text(def, i, cfg.opt[i], buf, sizeof buf));
    }
    cJSON_AddNumberToObject(out, "seconds", elapsed / 1000.0);
    if (says_stalemate)
        cJSON_AddNumberToObject(out, "stalemates", (double)stalemates);
    cJSON *levels = cJSON_AddArrayToObject(out, "levels");
    if (!json) {
        printf("%s, %d players, %ld games (%ld deals, each level in every seat), seed %llu\n",
               def->id, players, games, groups, (unsigned long long)seed);
        printf("%-7s %6s %5s %7s %6s %17s %5s %9s %9s %8s %8s %8s %8s\n", "level", "games", "seats",
               "wins", "share", "95% CI", "fair", "mean pts", "decisions", "ms mean", "ms p50",
               "ms p99", "ms max");
    }
    for (int l = 0; l < AI_LEVELS; l++) {
        LevelStats *ls = &stats[l];
        if (!ls->seats)
            continue;
        double share = ls->wins / (double)games;
        double se;
        if (groups >= 2) {
            double mean = ls->group_sum / groups;
            double var = (ls->group_sq - groups * mean * mean) / (groups - 1);
            se = sqrt(var > 0 ? var : 0) / sqrt((double)groups);
        } else {
            se = sqrt(share * (1 - share) / (double)games);
        }
        double lo = share - 1.96 * se, hi = share + 1.96 * se;
        lo = lo < 0 ? 0 : lo;
        hi = hi > 1 ? 1 : hi;
        double fair = (double)ls->seats / players;
        double mean_score = ls->seat_games ? ls->score_sum / ls->seat_games : 0;
        qsort(ls->ms, (size_t)ls->n_ms, sizeof *ls->ms, cmp_double);
        double sum = 0;
        for (int i = 0; i < ls->n_ms; i++)
            sum += ls->ms[i];
        double ms_mean = ls->n_ms ? sum / ls->n_ms : 0;
        double p50 = quantile(ls->ms, ls->n_ms, 0.5), p99 = quantile(ls->ms, ls->n_ms, 0.99);
        double mx = ls->n_ms ? ls->ms[ls->n_ms - 1] : 0;
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "level", ai_level_name((AiLevel)l));
        cJSON_AddNumberToObject(o, "games", (double)games); /* it sits in every game */
        cJSON_AddNumberToObject(o, "seats", ls->seats);
        cJSON_AddNumberToObject(o, "seat_games", ls->seat_games);
        cJSON_AddNumberToObject(o, "wins", ls->wins);
        cJSON_AddNumberToObject(o, "share", share);
        cJSON_AddNumberToObject(o, "ci_low", lo);
        cJSON_AddNumberToObject(o, "ci_high", hi);
        cJSON_AddNumberToObject(o, "fair_share", fair);
        cJSON_AddNumberToObject(o, "mean_score", mean_score);
        cJSON_AddNumberToObject(o, "decisions", ls->n_ms);
        cJSON_AddNumberToObject(o, "ms_mean", ms_mean);
        cJSON_AddNumberToObject(o, "ms_p50", p50);
        cJSON_AddNumberToObject(o, "ms_p99", p99);
        cJSON_AddNumberToObject(o, "ms_max", mx);
        if (l == AI_HARD)
            cJSON_AddNumberToObject(o, "iterations_mean",
                                    ls->n_ms ? (double)ls->iterations / ls->n_ms : 0);
        cJSON_AddItemToArray(levels, o);
        if (!json)
            printf("%-7s %6ld %5d %7.1f %5.1f%% [%5.1f%%, %5.1f%%] %4.0f%% %9.2f %9d %8.3f %8.3f "
                   "%8.3f %8.3f\n",
                   ai_level_name((AiLevel)l), games, ls->seats, ls->wins, 100 * share, 100 * lo,
                   100 * hi, 100 * fair, mean_score, ls->n_ms, ms_mean, p50, p99, mx);
        free(ls->ms);
    }
    if (json) {
        char *text = cJSON_PrintUnformatted(out);
        printf("%s\n", text);
        free(text);
    } else {
        if (says_stalemate)
            printf("stalemates: %ld of %ld games (%.1f%%)\n", stalemates, games,
                   100.0 * (double)stalemates / (double)games);
        printf("%.1f s\n", elapsed / 1000.0);
    }
    cJSON_Delete(out);
    return CLI_OK;
}
