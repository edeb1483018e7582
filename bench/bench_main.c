/* updown_bench [--seconds S] [NAME...]: runs the named benchmarks (all by
 * default), their detailed figures going to stderr as they come, then
 * prints on stdout one table (Markdown) of the headline figures with the
 * machine they ran on and the target beside each. A program, never a
 * test. For the window's figures (idle CPU, start time) run it under X;
 * Xvfb will do: `xvfb-run -a build-rel/updown_bench`. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

#include "bench.h"

/* ui first: its resident memory is the window's alone, before the other
 * benchmarks grow the heap. */
static const BenchEntry entries[] = {
    {"ui", bench_ui},   {"tables", bench_tables}, {"uod", bench_uod},   {"uad", bench_uad},
    {"t33", bench_t33}, {"ai", bench_ai},         {"save", bench_save},
};
#define N_ENTRIES ((int)(sizeof entries / sizeof entries[0]))

/* ---- the table ------------------------------------------------------------ */

/* How a figure compares with its target. */
typedef enum Goal { NONE, AT_MOST, BELOW, AT_LEAST } Goal;

/* A row shows one figure, or two ("median / p99") that share a unit. A row
 * without a bench is a heading. */
typedef struct Row {
    const char *bench; /* the entry whose run fills it */
    const char *label;
    const char *key[2];
    const char *format; /* printf format of one value */
    const char *unit;
    Goal goal;
    double limit[2];
    const char *target; /* the target as the issues put it */
} Row;

/* clang-format off */
#define HEAD(text) {NULL, text, {NULL, NULL}, NULL, NULL, NONE, {0, 0}, NULL}
#define AI_ROWS(game, name)                                                                    \
    {"ai", name ", hard: median / p99", {"ai." game ".hard.p50", "ai." game ".hard.p99"},       \
     "%.1f", "ms", AT_MOST, {150, 300}, "<= 150 / <= 300 ms"},                                 \
    {"ai", name ", normal: mean / p99", {"ai." game ".normal.mean", "ai." game ".normal.p99"},  \
     "%.3f", "ms", BELOW, {2, 2}, "< 2 ms"},                                                   \
    {"ai", name ", easy: mean / p99", {"ai." game ".easy.mean", "ai." game ".easy.p99"},        \
     "%.3f", "ms", BELOW, {2, 2}, "< 2 ms"},                                                   \
    {"ai", name ", hard: ISMCTS iterations per second", {"ai." game ".hard.ips", NULL},         \
     "%.0f", "iterations/s", NONE, {0, 0}, "-"}

#define CALL_ROWS(bench, game, name)                                                           \
    {bench, name ": legal_moves / apply", {"calls." game ".legal_moves", "calls." game ".apply"}, \
     "%.0f", "calls/s", NONE, {0, 0}, "-"},                                                    \
    {bench, name ": view / determinize", {"calls." game ".view", "calls." game ".determinize"},  \
     "%.0f", "calls/s", NONE, {0, 0}, "-"}

static const Row rows[] = {
    HEAD("Rules: whole random games per second, 4 players"),
    {"uod", "Up or Down?, full game", {"games.up-or-down", NULL},
     "%.0f", "games/s", AT_LEAST, {120000, 0}, ">= 120,000 games/s"},
    {"uad", "Up & Down, one round", {"games.up-and-down", NULL},
     "%.0f", "games/s", AT_LEAST, {500000, 0}, ">= 500,000 games/s"},
    {"t33", "3UP 3DOWN, default options", {"games.3up-3down", NULL},
     "%.0f", "games/s", AT_LEAST, {100000, 0}, ">= 100,000 games/s"},
    HEAD("Rules: calls per second on positions of those random games"),
    CALL_ROWS("uod", "up-or-down", "Up or Down?"),
    CALL_ROWS("uad", "up-and-down", "Up & Down"),
    CALL_ROWS("t33", "3up-3down", "3UP 3DOWN"),
    HEAD("AI: CPU time per decision, 2-player games against normal"),
    AI_ROWS("up-or-down", "Up or Down?"),
    AI_ROWS("up-and-down", "Up & Down"),
    AI_ROWS("3up-3down", "3UP 3DOWN"),
    HEAD("Window: CPU per frame (software renderer, mid-game, 4 players)"),
    {"tables", "Up or Down? table, 1280x800", {"frame.up-or-down.1280x800", NULL},
     "%.2f", "ms", BELOW, {4, 0}, "< 4 ms"},
    {"tables", "Up or Down? table, 2560x1440", {"frame.up-or-down.2560x1440", NULL},
     "%.2f", "ms", NONE, {0, 0}, "-"},
    {"tables", "Up & Down table, 1280x800", {"frame.up-and-down.1280x800", NULL},
     "%.2f", "ms", BELOW, {4, 0}, "< 4 ms (as Up or Down?)"},
    {"tables", "3UP 3DOWN table, 1280x800", {"frame.3up-3down.1280x800", NULL},
     "%.2f", "ms", BELOW, {4, 0}, "< 4 ms (as Up or Down?)"},
    HEAD("Window: idle CPU, nothing moving, share of a core"),
    {"tables", "Up or Down? table", {"idle.up-or-down", NULL},
     "%.2f", "%", BELOW, {1, 0}, "< 1%"},
    {"tables", "Up & Down table", {"idle.up-and-down", NULL},
     "%.2f", "%", BELOW, {1, 0}, "< 1%"},
    {"tables", "3UP 3DOWN table", {"idle.3up-3down", NULL},
     "%.2f", "%", BELOW, {1, 0}, "< 1%"},
    HEAD("Window: start and memory (in process)"),
    {"ui", "Start to the title's first frame, median of 5 (wall clock)", {"ui.start", NULL},
     "%.1f", "ms", BELOW, {150, 0}, "< 150 ms"},
    {"ui", "Resident memory at the title", {"ui.rss.title", NULL},
     "%.1f", "MB", NONE, {0, 0}, "-"},
    {"ui", "Resident memory at a 4-player Up or Down? table", {"ui.rss.table", NULL},
     "%.1f", "MB", BELOW, {60, 0}, "< 60 MB"},
    HEAD("Saves: a finished 6-player full Up or Down? game"),
    {"save", "Save (text, atomic write, backup): CPU / wall", {"save.save.cpu", "save.save.wall"},
     "%.2f", "ms", NONE, {0, 0}, "-"},
    {"save", "Load (read, parse, replay): CPU / wall", {"save.load.cpu", "save.load.wall"},
     "%.2f", "ms", NONE, {0, 0}, "-"},
    {"save", "List 1,000 of them: the first time (wall)", {"save.list.first", NULL},
     "%.1f", "ms", NONE, {0, 0}, "-"},
    {"save", "List 1,000 of them: at a start, from the index (wall)", {"save.list.start", NULL},
     "%.1f", "ms", NONE, {0, 0}, "-"},
    {"save", "List 1,000 of them: again in a run (wall)", {"save.list.again", NULL},
     "%.1f", "ms", NONE, {0, 0}, "-"},
};
/* clang-format on */
#define N_ROWS ((int)(sizeof rows / sizeof rows[0]))

typedef struct Figure {
    char key[64];
    double value;
    char why[96]; /* set when not measured */
    int set;
} Figure;

static Figure figures[2 * N_ROWS];
static int n_figures;

static Figure *figure_of(const char *key)
{
    for (int i = 0; i < n_figures; i++)
        if (!strcmp(figures[i].key, key))
            return &figures[i];
    for (int r = 0; r < N_ROWS; r++)
        for (int k = 0; k < 2; k++)
            if (rows[r].key[k] && !strcmp(rows[r].key[k], key)) {
                Figure *f = &figures[n_figures++];
                snprintf(f->key, sizeof f->key, "%s", key);
                return f;
            }
    fprintf(stderr, "updown_bench: no row of the table for the figure '%s'\n", key);
    return NULL;
}

void bench_figure(const char *key, double value)
{
    Figure *f = figure_of(key);
    if (f) {
        f->value = value;
        f->why[0] = 0;
        f->set = 1;
    }
}

void bench_figure_missing(const char *key, const char *why)
{
    Figure *f = figure_of(key);
    if (f && !f->set)
        snprintf(f->why, sizeof f->why, "%s", why);
}

static bool meets(Goal goal, double value, double limit)
{
    switch (goal) {
    case AT_MOST:
        return value <= limit;
    case BELOW:
        return value < limit;
    case AT_LEAST:
        return value >= limit;
    case NONE:
        break;
    }
    return true;
}

/* "1234567" as "1,234,567" for the large counts. */
static void with_commas(char *buf, size_t len, double v)
{
    char digits[40];
    snprintf(digits, sizeof digits, "%.0f", v);
    size_t n = strlen(digits), o = 0;
    for (size_t i = 0; i < n && o + 2 < len; i++) {
        if (i > 0 && (n - i) % 3 == 0)
            buf[o++] = ',';
        buf[o++] = digits[i];
    }
    buf[o] = 0;
}

static void print_row(const Row *r, FILE *out)
{
    if (!r->bench) {
        fprintf(out, "| **%s** | | | |\n", r->label);
        return;
    }
    char measured[160] = "", why[100] = "";
    int shown = 0, met = 1, any_target = r->goal != NONE;
    for (int k = 0; k < 2 && r->key[k]; k++) {
        Figure *f = NULL;
        for (int i = 0; i < n_figures; i++)
            if (!strcmp(figures[i].key, r->key[k]))
                f = &figures[i];
        char v[48];
        if (f && f->set) {
            if (!strcmp(r->format, "%.0f") && f->value >= 10000)
                with_commas(v, sizeof v, f->value);
            else
                snprintf(v, sizeof v, r->format, f->value);
            met = met && meets(r->goal, f->value, r->limit[k]);
            shown++;
        } else {
            snprintf(v, sizeof v, "?");
            if (f && f->why[0])
                snprintf(why, sizeof why, "%s", f->why);
        }
        size_t u = strlen(measured);
        snprintf(measured + u, sizeof measured - u, "%s%s", k ? " / " : "", v);
    }
    if (!shown) {
        fprintf(out, "| %s | not measured: %s | %s | |\n", r->label, why[0] ? why : "no figure",
                r->target);
        return;
    }
    fprintf(out, "| %s | %s %s | %s | %s |\n", r->label, measured, r->unit, r->target,
            !any_target ? ""
            : met       ? "met"
                        : "**missed**");
}

/* ---- the machine --------------------------------------------------------- */

static void file_value(const char *path, const char *prefix, char *out, size_t len)
{
    FILE *f = fopen(path, "r");
    char line[512];
    size_t n = strlen(prefix);
    while (f && fgets(line, sizeof line, f))
        if (!strncmp(line, prefix, n)) {
            char *v = line + n;
            while (*v == ' ' || *v == '\t' || *v == ':' || *v == '=' || *v == '"')
                v++;
            v[strcspn(v, "\"\n")] = 0;
            snprintf(out, len, "%s", v);
            break;
        }
    if (f)
        fclose(f);
}

static void load_average(char *out, size_t len)
{
    FILE *f = fopen("/proc/loadavg", "r");
    double a = 0, b = 0, c = 0;
    if (f && fscanf(f, "%lf %lf %lf", &a, &b, &c) == 3)
        snprintf(out, len, "%.2f %.2f %.2f", a, b, c);
    else
        snprintf(out, len, "unknown");
    if (f)
        fclose(f);
}

static void print_machine(FILE *out, const char *load_before, double seconds)
{
    char cpu[160] = "unknown CPU", mhz[32] = "", os[160] = "unknown OS", date[40], load_after[64];
    file_value("/proc/cpuinfo", "model name", cpu, sizeof cpu);
    file_value("/proc/cpuinfo", "cpu MHz", mhz, sizeof mhz);
    file_value("/etc/os-release", "PRETTY_NAME", os, sizeof os);
    struct utsname un;
    if (uname(&un) != 0)
        memset(&un, 0, sizeof un);
    time_t now = time(NULL);
    struct tm tm;
    gmtime_r(&now, &tm);
    strftime(date, sizeof date, "%Y-%m-%d %H:%M UTC", &tm);
    load_average(load_after, sizeof load_after);
    fprintf(out, "Updown benchmark, %s, --seconds %g.\n\n", date, seconds);
    fprintf(out, "- Machine: %s%s%s%s, %ld cores online; %s, %s %s %s\n", cpu, mhz[0] ? " (" : "",
            mhz, mhz[0] ? " MHz)" : "", sysconf(_SC_NPROCESSORS_ONLN), os, un.sysname, un.release,
            un.machine);
    fprintf(out, "- Build: %s, %s%s\n",
#ifdef __clang__
            "clang " __clang_version__,
#elif defined(__GNUC__)
            "GCC " __VERSION__,
#else
            "a C11 compiler",
#endif
#ifdef NDEBUG
            "optimised, no assertions",
#else
            "assertions on (not a Release build: figures are slower)",
#endif
#if defined(__SANITIZE_ADDRESS__)
            ", AddressSanitizer (figures are much slower)"
#else
            ""
#endif
    );
    fprintf(out, "- Load average (1, 5, 15 min) before: %s; after: %s\n", load_before, load_after);
    fprintf(out, "- Times are this process's CPU time on one core, except where a row says "
                 "wall clock; MB = 10^6 bytes.\n\n");
}

/* ---- the program ------------------------------------------------------------ */

/* The process's CPU time: the machines are shared, and a figure "per core"
 * must not count the time other programs held the core. */
double bench_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double bench_random_games(const GameDef *def, const GameConfig *cfg, double seconds,
                          double *moves_per_game)
{
    void *st = game_alloc(def);
    Move moves[GAME_MAX_MOVES];
    Rng rng;
    rng_seed(&rng, 12345);
    GameConfig c = *cfg;
    long games = 0, played = 0;
    double start = bench_now(), elapsed = 0;
    while (elapsed < seconds) {
        for (int batch = 0; batch < 100; batch++) {
            char err[GAME_ERR_LEN];
            c.seed = rng_next(&rng);
            if (!def->setup(st, &c, err, sizeof err)) {
                fprintf(stderr, "updown_bench: %s: %s\n", def->id, err);
                exit(1);
            }
            while (def->to_move(st) >= 0) {
                int n = def->legal_moves(st, moves, GAME_MAX_MOVES);
                def->apply(st, &moves[rng_below(&rng, (uint32_t)n)]);
                played++;
            }
            games++;
        }
        elapsed = bench_now() - start;
    }
    free(st);
    if (moves_per_game)
        *moves_per_game = (double)played / (double)games;
    return (double)games / elapsed;
}

int main(int argc, char **argv)
{
    double seconds = 2.0;
    int first = 1;
    if (argc > 1 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
        printf("usage: updown_bench [--seconds S] [NAME...]\nNAME:");
        for (int i = 0; i < N_ENTRIES; i++)
            printf(" %s", entries[i].name);
        printf("\nDetails go to stderr, the table of figures to stdout.\n");
        return 0;
    }
    if (argc > 2 && !strcmp(argv[1], "--seconds")) {
        seconds = atof(argv[2]);
        if (seconds <= 0) {
            fprintf(stderr, "usage: updown_bench [--seconds S] [NAME...]\n");
            return 2;
        }
        first = 3;
    }
    bool ran[N_ENTRIES];
    for (int i = 0; i < N_ENTRIES; i++) {
        ran[i] = first >= argc;
        for (int a = first; a < argc; a++)
            ran[i] = ran[i] || !strcmp(argv[a], entries[i].name);
    }
    for (int a = first; a < argc; a++) {
        bool known = false;
        for (int i = 0; i < N_ENTRIES; i++)
            known = known || !strcmp(argv[a], entries[i].name);
        if (!known) {
            fprintf(stderr, "updown_bench: no benchmark '%s' (try --help)\n", argv[a]);
            return 2;
        }
    }
    char load_before[64];
    load_average(load_before, sizeof load_before);

    /* The benchmarks' own lines are details: to stderr, as they come. */
    fflush(stdout);
    int table_fd = dup(STDOUT_FILENO);
    if (table_fd < 0 || dup2(STDERR_FILENO, STDOUT_FILENO) < 0) {
        perror("updown_bench");
        return 1;
    }
    for (int i = 0; i < N_ENTRIES; i++)
        if (ran[i]) {
            entries[i].run(seconds);
            fflush(stdout);
        }
    if (dup2(table_fd, STDOUT_FILENO) < 0) {
        perror("updown_bench");
        return 1;
    }
    close(table_fd);

    print_machine(stdout, load_before, seconds);
    printf("| Figure | Measured | Target | |\n|---|---|---|---|\n");
    for (int r = 0; r < N_ROWS; r++) {
        bool shown = false;
        if (!rows[r].bench) { /* a heading, when a row under it is shown */
            for (int s = r + 1; s < N_ROWS && rows[s].bench && !shown; s++)
                for (int i = 0; i < N_ENTRIES; i++)
                    shown = shown || (ran[i] && !strcmp(entries[i].name, rows[s].bench));
        } else {
            for (int i = 0; i < N_ENTRIES; i++)
                shown = shown || (ran[i] && !strcmp(entries[i].name, rows[r].bench));
        }
        if (shown)
            print_row(&rows[r], stdout);
    }
    return 0;
}
