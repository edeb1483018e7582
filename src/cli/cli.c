/* The headless command line (docs/cli.md), on the rules library alone: the
 * window and `shot` belong to the program updown-window, started from here
 * with the same command line. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "arena.h"
#include "game.h"
#include "hint.h"
#include "save.h"

#ifndef UPDOWN_VERSION
#define UPDOWN_VERSION "0.0.0"
#endif

/* Each command's lines of the usage, in the order the usage lists them. */
static const struct {
    const char *cmd;
    const char *lines;
} usages[] = {
    {"", "  updown [SAVEFILE]                 open the window (and that save)\n"},
    {"new", "  updown new GAME [--players N] [--seed S] [--option KEY=VALUE]...\n"
            "                  [--seats LIST] -o FILE\n"},
    {"moves", "  updown moves FILE                 legal moves of the seat to act\n"},
    {"play", "  updown play FILE MOVE... [-o OUT] apply moves (atomically)\n"},
    {"show", "  updown show FILE [--json] [--seat N]\n"},
    {"hint", "  updown hint FILE [--json] [--iterations N] [--budget MS]\n"
             "                                    the hard player's move for the seat to act,\n"
             "                                    why, and the chances of the best moves\n"},
    {"undo", "  updown undo FILE [N] [-o OUT]     take back the last N steps (default 1) of\n"
             "                                    the turn being played, where the rules allow\n"},
    {"arena", "  updown arena GAME --seats LIST [--games N] [--seed S] [--option ...] [--json]\n"},
    {"shot", "  updown shot SAVE -o FILE.png [--size WxH] [--seat N] [--at K] [--reveal]\n"},
    {"autoplay",
     "  updown autoplay FILE [--moves N] [--iterations N] [--budget MS]\n"
     "                                    the save's AI seats play on, saving each move\n"},
    {"help", "  updown help [moves]               this text, or the move notation\n"},
    {"--version", "  updown --version\n"},
};

static void usage_games(FILE *out)
{
    fprintf(out, "GAME is one of:");
    for (int i = 0; i < game_count(); i++)
        fprintf(out, " %s", game_at(i)->id);
    fprintf(out, "\nSeats (--seats): comma-separated human, easy, normal or hard.\n");
}

void cli_usage(FILE *out)
{
    fprintf(out, "Updown %s: Up or Down?, Up & Down and 3UP 3DOWN.\n\nusage:\n", UPDOWN_VERSION);
    for (size_t i = 0; i < sizeof usages / sizeof usages[0]; i++)
        fputs(usages[i].lines, out);
    fputc('\n', out);
    usage_games(out);
    fprintf(out, "Exit codes: 0 done, 1 refused (illegal move, game over, broken save),\n"
                 "2 bad usage.\n");
}

/* The usage of one command after a mistake in it: its own lines, close
 * under the message, and where the rest is; all of it for no command. */
static void command_usage(FILE *out, const char *cmd)
{
    for (size_t i = 0; cmd && i < sizeof usages / sizeof usages[0]; i++)
        if (!strcmp(usages[i].cmd, cmd)) {
            fprintf(out, "usage:\n%s", usages[i].lines);
            if (!strcmp(cmd, "new"))
                usage_games(out);
            fprintf(out, "'updown help' lists every command.\n");
            return;
        }
    fputc('\n', out);
    cli_usage(out);
}

/* Text from the user or a file, with its control characters as escapes. */
static void put_escaped(FILE *out, const char *s)
{
    for (const unsigned char *c = (const unsigned char *)s; *c; c++) {
        if (*c == '\n')
            fputs("\\n", out);
        else if (*c == '\t')
            fputs("\\t", out);
        else if (*c == '\r')
            fputs("\\r", out);
        else if (*c < 32 || *c == 127)
            fprintf(out, "\\x%02x", *c);
        else
            fputc(*c, out);
    }
}

void cli_verror(const char *who, const char *fmt, va_list ap)
{
    va_list again;
    va_copy(again, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    char *msg = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (msg)
        vsnprintf(msg, (size_t)n + 1, fmt, again);
    va_end(again);
    fprintf(stderr, "updown: %s%s", who ? who : "", who && *who ? ": " : "");
    put_escaped(stderr, msg ? msg : fmt);
    fputc('\n', stderr);
    free(msg);
}

void cli_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    cli_verror(NULL, fmt, ap);
    va_end(ap);
}

/* A mistake in how command cmd (NULL: none known) was called. */
static int usage_error(const char *cmd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int usage_error(const char *cmd, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    cli_verror(NULL, fmt, ap);
    va_end(ap);
    command_usage(stderr, cmd);
    return CLI_USAGE;
}

static int refused(const char *msg)
{
    cli_error("%s", msg);
    return CLI_REFUSED;
}

static void print_options(FILE *out, const GameDef *def)
{
    for (int i = 0; i < def->n_options; i++) {
        const OptionDef *o = &def->options[i];
        char buf[32];
        fprintf(out, "  --option %s=", o->key);
        switch (o->type) {
        case OPT_BOOL:
            fprintf(out, "on|off");
            break;
        case OPT_INT:
            fprintf(out, "%d..%d", o->min, o->max);
            break;
        case OPT_CHOICE:
            for (int k = 0; o->choices[k]; k++)
                fprintf(out, "%s%s", k ? "|" : "", o->choices[k]);
            break;
        }
        fprintf(out, " (default %s): %s\n", game_option_text(def, i, o->def, buf, sizeof buf),
                o->help ? o->help : "");
    }
}

static int cmd_help(int argc, char **argv)
{
    bool is_help = !strcmp(argv[0], "help"); /* else --help or -h, which take nothing */
    if (argc > (is_help ? 2 : 1))
        return usage_error(is_help ? "help" : NULL, "%s takes %s, not '%s'", argv[0],
                           is_help ? "at most 'moves'" : "nothing more", argv[is_help ? 2 : 1]);
    if (argc >= 2 && !strcmp(argv[1], "moves")) {
        printf("Move notation: words in lower case separated by single spaces.\n");
        for (int i = 0; i < game_count(); i++) {
            const GameDef *def = game_at(i);
            printf("\n%s (%s), %d-%d players\n", def->name, def->id, def->min_players,
                   def->max_players);
            if (def->move_help)
                printf("%s", def->move_help);
            print_options(stdout, def);
        }
        return CLI_OK;
    }
    if (argc >= 2)
        return usage_error(argv[0], "help knows only 'help moves', not '%s'", argv[1]);
    cli_usage(stdout);
    return CLI_OK;
}

bool cli_parse_count(const char *s, long lo, long hi, long *out)
{
    if (!*s || strspn(s, "0123456789") != strlen(s))
        return false;
    long v = 0;
    for (; *s; s++) {
        if (v > (hi - (*s - '0')) / 10)
            return false;
        v = v * 10 + (*s - '0');
    }
    if (v < lo || v > hi) /* the test above stops an overflow, not always a digit past hi */
        return false;
    *out = v;
    return true;
}

bool cli_parse_seed(const char *s, uint64_t *out)
{
    if (!*s || strspn(s, "0123456789") != strlen(s))
        return false;
    uint64_t v = 0;
    for (; *s; s++) {
        uint64_t d = (uint64_t)(*s - '0');
        if (v > (UINT64_MAX - d) / 10)
            return false;
        v = v * 10 + d;
    }
    *out = v;
    return true;
}

bool cli_parse_budget(const char *s, double *out)
{
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    if (!*s || *end || errno || s[strspn(s, "-0123456789.")] || !(v == -1 || (v > 0 && v < 1e7)))
        return false;
    *out = v;
    return true;
}

bool cli_repeated(CliSeen *seen, const char *opt)
{
    for (int i = 0; i < seen->n; i++)
        if (!strcmp(seen->names[i], opt))
            return true;
    if (seen->n < (int)(sizeof seen->names / sizeof seen->names[0]))
        seen->names[seen->n++] = opt;
    return false;
}

bool cli_repeated_key(CliSeen *seen, const char *setting)
{
    size_t k = strcspn(setting, "=");
    for (int i = 0; i < seen->nsettings; i++)
        if (strcspn(seen->settings[i], "=") == k && !strncmp(seen->settings[i], setting, k))
            return true;
    if (seen->nsettings < CLI_MAX_SETTINGS)
        seen->settings[seen->nsettings++] = setting;
    return false;
}

int cli_parse_list(const char *opt, const char *list, int (*parse)(const char *), const char *what,
                   int *out, int max, char *err, size_t errlen)
{
    int n = 0;
    for (const char *p = list;; n++) {
        size_t len = strcspn(p, ",");
        if (len == 0) {
            snprintf(err, errlen, "%s '%.80s' has an empty name at place %d", opt, list, n + 1);
            return -1;
        }
        if (n == max) {
            snprintf(err, errlen, "%s lists more than %d seats", opt, max);
            return -1;
        }
        char item[16];
        int v = -1;
        if (len < sizeof item) {
            memcpy(item, p, len);
            item[len] = 0;
            v = parse(item);
        }
        if (v < 0) {
            snprintf(err, errlen, "%s: '%.*s' is not %s", opt, len > 40 ? 40 : (int)len, p, what);
            return -1;
        }
        out[n] = v;
        if (!p[len])
            return n + 1;
        p += len + 1;
    }
}

static uint64_t fresh_seed(void)
{
    uint64_t seed = 0;
    FILE *f = fopen("/dev/urandom", "rb");
    if (f) {
        if (fread(&seed, sizeof seed, 1, f) != 1)
            seed = 0;
        fclose(f);
    }
    if (!seed)
        seed = (uint64_t)time(NULL) * 6364136223846793005ULL ^ (uint64_t)getpid();
    return seed;
}

static int cmd_new(int argc, char **argv)
{
    if (argc < 2)
        return usage_error(argv[0], "%s needs a game", "new");
    const GameDef *def = game_find(argv[1]);
    if (!def)
        return usage_error(argv[0], "unknown game '%s'", argv[1]);
    int players = -1;
    uint64_t seed = 0;
    bool have_seed = false;
    const char *out = NULL, *seats_arg = NULL;
    CliSeen seen = {0}; /* and the --option settings, applied once the game is known */
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i];
        bool has_val = i + 1 < argc;
        if (a[0] == '-' && strcmp(a, "--option") && cli_repeated(&seen, a))
            return usage_error(argv[0], "new: %s is given twice", a);
        if (!strcmp(a, "--players") && has_val) {
            long v;
            if (!cli_parse_count(argv[++i], def->min_players, def->max_players, &v))
                return usage_error(argv[0], "--players takes %d to %d for %s, not '%s'",
                                   def->min_players, def->max_players, def->id, argv[i]);
            players = (int)v;
        } else if (!strcmp(a, "--seed") && has_val) {
            if (!cli_parse_seed(argv[++i], &seed))
                return usage_error(
                    argv[0], "--seed takes a whole number from 0 to 2^64-1, not '%s'", argv[i]);
            have_seed = true;
        } else if (!strcmp(a, "--option") && has_val) {
            if (seen.nsettings == CLI_MAX_SETTINGS)
                return usage_error(argv[0], "%s", "too many options");
            if (cli_repeated_key(&seen, argv[++i]))
                return usage_error(argv[0], "new: --option %.*s is given twice",
                                   (int)strcspn(argv[i], "="), argv[i]);
        } else if (!strcmp(a, "--seats") && has_val) {
            seats_arg = argv[++i];
        } else if (!strcmp(a, "-o") && has_val) {
            out = argv[++i];
        } else {
            return usage_error(argv[0], "new: unknown or incomplete argument '%s'", a);
        }
    }
    if (!out)
        return usage_error(argv[0], "%s needs -o FILE", "new");

    SeatInfo seats[GAME_MAX_SEATS];
    int nseats = 0;
    for (int p = 0; p < GAME_MAX_SEATS; p++) {
        seats[p].kind = SEAT_HUMAN;
        snprintf(seats[p].name, SAVE_NAME_LEN, "Player %d", p + 1);
    }
    if (seats_arg) {
        int kinds[GAME_MAX_SEATS];
        char msg[160];
        nseats =
            cli_parse_list("--seats", seats_arg, seat_kind_parse, "human, easy, normal or hard",
                           kinds, GAME_MAX_SEATS, msg, sizeof msg);
        if (nseats < 0)
            return usage_error(argv[0], "%s", msg);
        for (int p = 0; p < nseats; p++) {
            int k = kinds[p];
            seats[p].kind = k;
            /* an AI seat has the name the window gives it (which shows its
             * level beside it), "Player N" where that is the player's own */
            if (k != SEAT_HUMAN && seat_default_name(p)[0])
                snprintf(seats[p].name, SAVE_NAME_LEN, "%s", seat_default_name(p));
        }
    }
    if (players < 0)
        players = nseats ? nseats
                         : (def->min_players > 4   ? def->min_players
                            : def->max_players < 4 ? def->max_players
                                                   : 4);
    if (nseats && nseats != players) {
        char msg[96];
        snprintf(msg, sizeof msg, "--seats names %d seats but --players is %d", nseats, players);
        return usage_error(argv[0], "%s", msg);
    }
    if (!have_seed)
        seed = fresh_seed();
    GameConfig cfg;
    game_config_default(def, def->min_players, seed, &cfg);
    cfg.players = players;
    char err[GAME_ERR_LEN];
    for (int i = 0; i < seen.nsettings; i++)
        if (!game_option_parse(def, seen.settings[i], &cfg, err, sizeof err))
            return usage_error(argv[0], "%s", err);
    if (!game_config_check(def, &cfg, err, sizeof err))
        return usage_error(argv[0], "%s", err);
    SaveGame sg;
    if (!save_new(&sg, def, &cfg, seats, err, sizeof err))
        return refused(err);
    bool ok = save_write(&sg, out, err, sizeof err);
    save_free(&sg);
    return ok ? CLI_OK : refused(err);
}

static int load(const char *path, SaveGame *sg)
{
    char err[GAME_ERR_LEN + 4200];
    if (!save_load(sg, path, err, sizeof err))
        return refused(err);
    return CLI_OK;
}

static int cmd_moves(int argc, char **argv)
{
    if (argc != 2)
        return usage_error(argv[0], "%s takes exactly one save file", "moves");
    SaveGame sg;
    int rc = load(argv[1], &sg);
    if (rc)
        return rc;
    Move *moves = malloc(sizeof(Move) * GAME_MAX_MOVES);
    if (!moves)
        return refused("out of memory");
    int n =
        sg.def->to_move(sg.state) < 0 ? 0 : sg.def->legal_moves(sg.state, moves, GAME_MAX_MOVES);
    for (int i = 0; i < n; i++) {
        char buf[128];
        sg.def->format_move(sg.state, &moves[i], buf, sizeof buf);
        printf("%s\n", buf);
    }
    free(moves);
    save_free(&sg);
    return CLI_OK;
}

static int cmd_play(int argc, char **argv)
{
    if (argc < 2)
        return usage_error(argv[0], "%s needs a save file and moves", "play");
    const char *file = argv[1], *out = NULL;
    /* As many moves as the command line holds: never more than argc. */
    const char **moves = malloc(sizeof *moves * (size_t)argc);
    if (!moves)
        return refused("out of memory");
    int n = 0;
    for (int i = 2; i < argc; i++) {
        if (!strcmp(argv[i], "-o")) {
            if (i + 1 >= argc || out) {
                free(moves);
                return usage_error(argv[0], "play: %s",
                                   out ? "-o is given twice" : "-o needs a file");
            }
            out = argv[++i];
        } else {
            moves[n++] = argv[i];
        }
    }
    if (n == 0) {
        free(moves);
        return usage_error(argv[0], "%s needs at least one move", "play");
    }
    SaveGame sg;
    int rc = load(file, &sg);
    if (rc) {
        free(moves);
        return rc;
    }
    for (int i = 0; i < n; i++) {
        char err[GAME_ERR_LEN];
        if (!save_play_text(&sg, moves[i], err, sizeof err)) {
            cli_error("move %d of %d '%s' is illegal: %s", i + 1, n, moves[i], err);
            free(moves);
            save_free(&sg);
            return CLI_REFUSED;
        }
    }
    free(moves);
    char err[GAME_ERR_LEN + 4200];
    bool ok = save_write(&sg, out ? out : file, err, sizeof err);
    save_free(&sg);
    return ok ? CLI_OK : refused(err);
}

/* Takes back the seat to act's last N steps of its turn, as far as the
 * rules allow (save_undo_steps): the same answer as the window's Undo. */
static int cmd_undo(int argc, char **argv)
{
    const char *file = NULL, *out = NULL;
    long n = 1;
    bool have_n = false;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-o")) {
            if (i + 1 >= argc)
                return usage_error(argv[0], "%s needs a file after -o", "undo");
            if (out)
                return usage_error(argv[0], "undo: %s is given twice", "-o");
            out = argv[++i];
        } else if (!file) {
            file = argv[i];
        } else if (!have_n) {
            if (!cli_parse_count(argv[i], 1, 1000, &n))
                return usage_error(argv[0], "undo: the number of steps must be 1 to 1000, not '%s'",
                                   argv[i]);
            have_n = true;
        } else {
            return usage_error(argv[0], "undo: unexpected '%s'", argv[i]);
        }
    }
    if (!file)
        return usage_error(argv[0], "%s needs a save file", "undo");
    SaveGame sg;
    int rc = load(file, &sg);
    if (rc)
        return rc;
    char why[GAME_ERR_LEN], err[GAME_ERR_LEN + 4200];
    int steps = save_undo_steps(&sg, why, sizeof why);
    if (steps < n) {
        if (steps == 0)
            snprintf(err, sizeof err, "%s", why);
        else
            snprintf(err, sizeof err, "only %d step%s can be taken back, not %ld. %s", steps,
                     steps == 1 ? "" : "s", n, why);
        save_free(&sg);
        return refused(err);
    }
    bool ok = save_undo(&sg, (int)n) && save_write(&sg, out ? out : file, err, sizeof err);
    save_free(&sg);
    return ok ? CLI_OK : refused(err);
}

/* `updown hint FILE [--json] [--iterations N] [--budget MS]`: the move the
 * hard player would make for the seat to act, from its view: the move as
 * `moves` lists it, why, and the chances of the best few moves. */
static int cmd_hint(int argc, char **argv)
{
    const char *file = NULL;
    bool json = false;
    AiLimits limits = {0, 0};
    CliSeen seen = {0};
    for (int i = 1; i < argc; i++) {
        if (argv[i][0] == '-' && cli_repeated(&seen, argv[i]))
            return usage_error(argv[0], "hint: %s is given twice", argv[i]);
        if (!strcmp(argv[i], "--json")) {
            json = true;
        } else if (!strcmp(argv[i], "--iterations") && i + 1 < argc) {
            long v;
            if (!cli_parse_count(argv[++i], 1, CLI_MAX_ITERATIONS, &v))
                return usage_error(argv[0],
                                   "hint: --iterations takes " CLI_ITERATIONS_RANGE ", not '%s'",
                                   argv[i]);
            limits.iterations = (int)v;
        } else if (!strcmp(argv[i], "--budget") && i + 1 < argc) {
            if (!cli_parse_budget(argv[++i], &limits.budget_ms))
                return usage_error(argv[0], "hint: --budget takes " CLI_BUDGET_RANGE ", not '%s'",
                                   argv[i]);
        } else if (!file && argv[i][0] != '-') {
            file = argv[i];
        } else {
            return usage_error(argv[0], "hint: unknown or incomplete argument '%s'", argv[i]);
        }
    }
    if (!file)
        return usage_error(argv[0], "%s needs a save file", "hint");
    SaveGame sg;
    int rc = load(file, &sg);
    if (rc)
        return rc;
    const GameDef *def = sg.def;
    int seat = def->to_move(sg.state);
    if (seat < 0) {
        save_free(&sg);
        return refused("the game is over: there is nothing to hint");
    }
    void *view = game_alloc(def);
    Hint h;
    bool ok = view != NULL;
    if (ok) {
        def->view(sg.state, seat, view);
        ok = hint_for(def, view, &limits, ai_decision_seed(sg.cfg.seed, seat, sg.n_moves), &h);
    }
    if (!ok) {
        free(view);
        save_free(&sg);
        return refused("no hint: the seat to act has no move");
    }
    char text[128];
    def->format_move(view, &h.move, text, sizeof text);
    if (json) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddNumberToObject(o, "seat", seat);
        cJSON_AddStringToObject(o, "move", text);
        cJSON_AddStringToObject(o, "why", h.why);
        cJSON *best = cJSON_AddArrayToObject(o, "best");
        for (int i = 0; i < h.nbest; i++) {
            char t[128];
            def->format_move(view, &h.best[i].move, t, sizeof t);
            cJSON *b = cJSON_CreateObject();
            cJSON_AddStringToObject(b, "move", t);
            cJSON_AddNumberToObject(b, "chance",
                                    (double)(int)(h.best[i].chance * 1000 + 0.5) / 1000);
            cJSON_AddNumberToObject(b, "samples", h.best[i].samples);
            cJSON_AddItemToArray(best, b);
        }
        char *out = cJSON_PrintUnformatted(o);
        printf("%s\n", out);
        free(out);
        cJSON_Delete(o);
    } else {
        printf("%s\n%s\n", text, h.why);
        for (int i = 0; i < h.nbest; i++) {
            char t[128];
            def->format_move(view, &h.best[i].move, t, sizeof t);
            printf("  %-16s %3.0f%% to win (%d samples)\n", t, h.best[i].chance * 100,
                   h.best[i].samples);
        }
    }
    free(view);
    save_free(&sg);
    return CLI_OK;
}

static cJSON *int_array(const int32_t *v, int n)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < n; i++)
        cJSON_AddItemToArray(a, cJSON_CreateNumber(v[i]));
    return a;
}

static int cmd_show(int argc, char **argv)
{
    const char *file = NULL;
    bool json = false;
    int seat = GAME_FULL;
    CliSeen seen = {0};
    for (int i = 1; i < argc; i++) {
        if (argv[i][0] == '-' && cli_repeated(&seen, argv[i]))
            return usage_error(argv[0], "show: %s is given twice", argv[i]);
        if (!strcmp(argv[i], "--json"))
            json = true;
        else if (!strcmp(argv[i], "--seat") && i + 1 < argc) {
            long v;
            if (!cli_parse_count(argv[++i], 0, 1000000, &v))
                return usage_error(argv[0], "--seat takes a seat number from 0, not '%s'", argv[i]);
            seat = (int)v;
        } else if (!file && argv[i][0] != '-')
            file = argv[i];
        else
            return usage_error(argv[0], "show: unknown or incomplete argument '%s'", argv[i]);
    }
    if (!file)
        return usage_error(argv[0], "%s needs a save file", "show");
    SaveGame sg;
    int rc = load(file, &sg);
    if (rc)
        return rc;
    const GameDef *def = sg.def;
    int players = sg.cfg.players;
    if (seat != GAME_FULL && seat >= players) {
        char msg[96];
        snprintf(msg, sizeof msg, "--seat %d: this game has seats 0 to %d", seat, players - 1);
        save_free(&sg);
        return usage_error(argv[0], "%s", msg);
    }
    void *shown = sg.state;
    void *view = NULL;
    if (seat != GAME_FULL) {
        view = game_alloc(def);
        def->view(sg.state, seat, view);
        shown = view;
    }
    GameResult r;
    def->result(sg.state, &r);
    if (json) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "game", def->id);
        cJSON_AddNumberToObject(o, "players", players);
        cJSON_AddBoolToObject(o, "over", r.over);
        cJSON_AddNumberToObject(o, "to_move", def->to_move(sg.state));
        cJSON_AddItemToObject(o, "scores", int_array(r.scores, players));
        cJSON_AddItemToObject(o, "winners", int_array(r.winners, r.nwinners));
        if (r.over)
            cJSON_AddItemToObject(o, "rank", int_array(r.rank, players));
        cJSON *seats = cJSON_AddArrayToObject(o, "seats");
        for (int p = 0; p < players; p++) {
            cJSON *s = cJSON_CreateObject();
            cJSON_AddStringToObject(s, "kind", seat_kind_name(sg.seats[p].kind));
            cJSON_AddStringToObject(s, "name", sg.seats[p].name);
            cJSON_AddItemToArray(seats, s);
        }
        cJSON_AddNumberToObject(o, "moves", sg.n_moves);
        if (seat != GAME_FULL)
            cJSON_AddNumberToObject(o, "seat", seat);
        cJSON_AddItemToObject(o, "state", def->to_json(shown));
        char *text = cJSON_PrintUnformatted(o);
        printf("%s\n", text);
        free(text);
        cJSON_Delete(o);
    } else {
        char *buf = malloc(1 << 16);
        if (buf) {
            def->describe(shown, buf, 1 << 16);
            fputs(buf, stdout);
            free(buf);
        }
        printf("Moves played: %d\n", sg.n_moves);
        printf("Scores:");
        for (int p = 0; p < players; p++) {
            printf(" ");
            put_escaped(stdout, sg.seats[p].name);
            printf(" %d%s", r.scores[p], p + 1 < players ? "," : "");
        }
        printf("\n");
        if (r.over) {
            printf("%s:", r.nwinners > 1 ? "Winners (shared victory)" : "Winner");
            for (int i = 0; i < r.nwinners; i++) {
                printf(" ");
                put_escaped(stdout, sg.seats[r.winners[i]].name);
                printf(" (seat %d)", r.winners[i]);
            }
            printf("\n");
        } else {
            int t = def->to_move(sg.state);
            printf("To move: seat %d, ", t);
            put_escaped(stdout, sg.seats[t].name);
            printf("\n");
        }
    }
    free(view);
    save_free(&sg);
    return CLI_OK;
}

#ifdef UPDOWN_WINDOW
/* Replaces this process with updown-window: the one beside this program
 * (the build folder), the one installed under the same prefix as this
 * program (libexec/updown), or the one of the configured prefix. Returns
 * only on failure. */
static int run_window(char **argv)
{
    char self[4096], here[4200];
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n > 0) {
        self[n] = 0;
        char *slash = strrchr(self, '/');
        if (slash) {
            *slash = 0;
            static const char *const places[] = {"updown-window",
                                                 "../libexec/updown/updown-window"};
            for (size_t i = 0; i < sizeof places / sizeof places[0]; i++) {
                snprintf(here, sizeof here, "%s/%s", self, places[i]);
                if (access(here, X_OK) == 0) {
                    execv(here, argv);
                    cli_error("cannot start %s: %s", here, strerror(errno));
                    return CLI_REFUSED;
                }
            }
        }
    }
    execv(UPDOWN_WINDOW_PROGRAM, argv);
    cli_error("cannot start the window program %s: %s; reinstall Updown", UPDOWN_WINDOW_PROGRAM,
              strerror(errno));
    return CLI_REFUSED;
}
#endif

int cli_main(int argc, char **argv)
{
    if (argc < 2) {
#ifdef UPDOWN_WINDOW
        return run_window(argv);
#else
        cli_usage(stdout);
        return CLI_OK;
#endif
    }
    const char *cmd = argv[1];
    int sub_argc = argc - 1;
    char **sub_argv = argv + 1;
    if (!strcmp(cmd, "--version") || !strcmp(cmd, "version")) {
        if (sub_argc > 1)
            return usage_error(NULL, "%s takes nothing more, not '%s'", cmd, sub_argv[1]);
        printf("updown %s\n", UPDOWN_VERSION);
        return CLI_OK;
    }
    if (!strcmp(cmd, "--help") || !strcmp(cmd, "-h"))
        return cmd_help(sub_argc, sub_argv);
    if (!strcmp(cmd, "help"))
        return cmd_help(sub_argc, sub_argv);
    if (!strcmp(cmd, "new"))
        return cmd_new(sub_argc, sub_argv);
    if (!strcmp(cmd, "moves"))
        return cmd_moves(sub_argc, sub_argv);
    if (!strcmp(cmd, "play"))
        return cmd_play(sub_argc, sub_argv);
    if (!strcmp(cmd, "show"))
        return cmd_show(sub_argc, sub_argv);
    if (!strcmp(cmd, "undo"))
        return cmd_undo(sub_argc, sub_argv);
    if (!strcmp(cmd, "hint"))
        return cmd_hint(sub_argc, sub_argv);
    if (!strcmp(cmd, "autoplay"))
        return cli_autoplay(sub_argc, sub_argv);
    if (!strcmp(cmd, "arena"))
        return cli_arena(sub_argc, sub_argv);
#ifdef UPDOWN_WINDOW
    if (!strcmp(cmd, "shot"))
        return run_window(argv);
#endif
    /* 0 when cmd names a file that can be read, else why not */
    int unreadable = cmd[0] == '-' ? EINVAL : access(cmd, R_OK) == 0 ? 0 : errno;
#ifdef UPDOWN_WINDOW
    if (!unreadable) /* updown SAVEFILE */
        return run_window(argv);
#endif
    size_t len = strlen(cmd);
    if (cmd[0] != '-' && unreadable &&
        (strchr(cmd, '/') || (len > 5 && !strcmp(cmd + len - 5, ".json")))) {
        /* a save, by its name, that is not there: not a command misspelt */
        cli_error("cannot read %s: %s", cmd, strerror(unreadable));
        return CLI_REFUSED;
    }
    return usage_error(NULL, "unknown command '%s'", cmd);
}
