/* The window's start and memory, in process: the time from the start of
 * the benchmark to the title's first frame on the screen (window, renderer,
 * assets, felt, title drawn and presented) with each step's share, the
 * median of five such starts for the table, and the resident memory with
 * the title and then with a four-player table. Run it under X (Xvfb will
 * do); the figures a player sees, from exec to the drawn window, are
 * measured from outside (docs/performance.md). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "temp_dir.h"

#ifdef UPDOWN_WINDOW
#include "eng.h"
#include "match.h"
#include "scenes.h"

static double rss_mib(void)
{
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    double kib = 0;
    while (f && fgets(line, sizeof line, f))
        if (!strncmp(line, "VmRSS:", 6))
            kib = atof(line + 6);
    if (f)
        fclose(f);
    return kib / 1024.0;
}

#define START_RUNS 5

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double wall(void)
{
    return (double)SDL_GetPerformanceCounter() / (double)SDL_GetPerformanceFrequency();
}

void bench_ui(double seconds)
{
    (void)seconds;
    char dir[64];
    if (!temp_dir_new("bench", dir))
        return;
    setenv("UPDOWN_DATA_DIR", dir, 1);
    setenv("UPDOWN_NO_MESSAGE_BOX", "1", 1);
    double t0 = wall();
    Eng *e = eng_open_window("Updown bench");
    if (!e) {
        printf("ui: no window (no display?)\n");
        bench_figure_missing("ui.start", "no display (run under X or xvfb-run)");
        return;
    }
    double t1 = wall();
    eng_push(e, scene_title_new(e));
    eng_apply_stack(e);
    eng_draw_now(e);
    double t2 = wall();
    const char *driver = SDL_GetCurrentVideoDriver();
    printf("ui: start to the title's first frame: %.1f ms (window, renderer, assets, felt "
           "%.1f ms; title %.1f ms), %s renderer, %s video\n",
           (t2 - t0) * 1000, (t1 - t0) * 1000, (t2 - t1) * 1000,
           e->software ? "software" : "accelerated", driver ? driver : "?");
    printf("ui: resident memory at the title: %.1f MiB\n", rss_mib());
    bool real_display = !driver || (strcmp(driver, "dummy") && strcmp(driver, "offscreen"));
    bench_figure("ui.rss.title", rss_mib() * 1.048576);

    const GameDef *def = game_find("up-or-down");
    GameConfig cfg;
    game_config_default(def, 4, 99, &cfg);
    char err[GAME_ERR_LEN];
    Match *m = scene_match_new(def, &cfg, NULL, err, sizeof err);
    if (m) {
        Rng rng;
        rng_seed(&rng, 3);
        Move legal[GAME_MAX_MOVES];
        for (int i = 0; i < 120; i++) {
            int n = def->legal_moves(m->sg.state, legal, GAME_MAX_MOVES);
            if (n <= 0 ||
                !scene_match_play(m, &legal[rng_below(&rng, (uint32_t)n)], err, sizeof err))
                break;
        }
        scene_match_set_viewer(m, scene_match_to_move(m));
        eng_push(e, scene_table_new(e, m));
        eng_apply_stack(e);
        double t3 = wall();
        eng_draw_now(e);
        double t4 = wall();
        for (int i = 0; i < 20; i++)
            eng_draw_now(e);
        double t5 = wall();
        printf("ui: four-player table: first frame %.1f ms, then %.2f ms a frame; resident "
               "memory %.1f MiB\n",
               (t4 - t3) * 1000, (t5 - t4) * 1000 / 20, rss_mib());
        bench_figure("ui.rss.table", rss_mib() * 1.048576);
    }
    eng_close(e);

    /* The start again, for a median: wall time swings with the machine's
     * load. */
    double starts[START_RUNS] = {(t2 - t0) * 1000};
    int runs = 1;
    while (runs < START_RUNS) {
        double s0 = wall();
        Eng *again = eng_open_window("Updown bench");
        if (!again)
            break;
        eng_push(again, scene_title_new(again));
        eng_apply_stack(again);
        eng_draw_now(again);
        starts[runs++] = (wall() - s0) * 1000;
        eng_close(again);
    }
    qsort(starts, (size_t)runs, sizeof starts[0], cmp_double);
    printf("ui: start to the title's first frame over %d starts: median %.1f ms, %.1f-%.1f ms\n",
           runs, starts[runs / 2], starts[0], starts[runs - 1]);
    /* Dummy and offscreen video start without a display: not a player's
     * start. */
    if (real_display)
        bench_figure("ui.start", starts[runs / 2]);
    else
        bench_figure_missing("ui.start", "no display (run under X or xvfb-run)");
}

#else

void bench_ui(double seconds)
{
    (void)seconds;
    printf("ui: built without the window\n");
    bench_figure_missing("ui.start", "built without the window");
    bench_figure_missing("ui.rss.table", "built without the window");
}

#endif
