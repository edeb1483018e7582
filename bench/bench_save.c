/* Saves: the time to save and to load a finished 6-player full game of Up
 * or Down? (the figure of the note). A save is the text of the game and an
 * atomic write with the previous version kept (what the window does after
 * every move); a load reads, parses and replays every move through the
 * rules. CPU time, and wall time, which adds the wait for the disk. With
 * the window: the listing of 1,000 such saves (the title's Continue, Load
 * game), the first ever, at a start that finds the index of the listing
 * before, and again in the same run; wall time. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "bench.h"
#include "save.h"
#include "temp_dir.h"
#include "up_or_down.h"

#ifdef UPDOWN_WINDOW
#include <sys/stat.h>

#include "store.h"
#endif

static double wall_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

#define LIST_SAVES 1000

#ifdef UPDOWN_WINDOW
static double list_ms(const char *dir)
{
    int n;
    double t = wall_now();
    SaveEntry *list = store_list_all_saves(dir, &n, NULL, 0);
    t = wall_now() - t;
    free(list);
    if (n != LIST_SAVES) {
        fprintf(stderr, "updown_bench: %d saves listed of %d\n", n, LIST_SAVES);
        exit(1);
    }
    return t * 1e3;
}

static void bench_listing(const SaveGame *sg, const char *dir)
{
    char saves[96], path[128];
    snprintf(saves, sizeof saves, "%s/saves", dir);
    mkdir(saves, 0755);
    char *text = save_to_text(sg);
    for (int i = 0; i < LIST_SAVES; i++) {
        snprintf(path, sizeof path, "%s/2026%04d-120000-up-or-down.json", saves, i);
        FILE *f = fopen(path, "w");
        if (!f || fputs(text, f) < 0 || fclose(f) != 0) {
            fprintf(stderr, "updown_bench: cannot write %s\n", path);
            exit(1);
        }
    }
    free(text);
    store_forget_saves();
    double first = list_ms(dir), again = list_ms(dir);
    store_forget_saves(); /* as a new start of the window */
    double start = list_ms(dir);
    store_forget_saves();
    printf("save: list %d saves: %.1f ms the first time, %.1f ms at a start with the index, "
           "%.1f ms again in a run\n",
           LIST_SAVES, first, start, again);
    bench_figure("save.list.first", first);
    bench_figure("save.list.start", start);
    bench_figure("save.list.again", again);
    for (int i = 0; i < LIST_SAVES; i++) {
        snprintf(path, sizeof path, "%s/2026%04d-120000-up-or-down.json", saves, i);
        unlink(path);
    }
    rmdir(saves);
    snprintf(path, sizeof path, "%s/saves-index.json", dir);
    unlink(path);
}
#endif

void bench_save(double seconds)
{
    GameConfig cfg;
    game_config_default(&uod_game, 6, 20240607, &cfg);
    cfg.opt[UOD_OPT_LENGTH] = UOD_LENGTH_FULL;
    SaveGame sg;
    char err[GAME_ERR_LEN + 1200];
    if (!save_new(&sg, &uod_game, &cfg, NULL, err, sizeof err)) {
        fprintf(stderr, "updown_bench: %s\n", err);
        exit(1);
    }
    Rng rng;
    rng_seed(&rng, 77);
    Move moves[GAME_MAX_MOVES];
    while (uod_game.to_move(sg.state) >= 0) {
        int n = uod_game.legal_moves(sg.state, moves, GAME_MAX_MOVES);
        if (!save_play(&sg, &moves[rng_below(&rng, (uint32_t)n)], err, sizeof err)) {
            fprintf(stderr, "updown_bench: %s\n", err);
            exit(1);
        }
    }
    char dir[64];
    if (!temp_dir_new("bench", dir)) {
        fprintf(stderr, "updown_bench: no temporary folder\n");
        exit(1);
    }
    char path[96], bak[104];
    snprintf(path, sizeof path, "%s/game.json", dir);
    snprintf(bak, sizeof bak, "%s.bak", path);

    long saves = 0;
    size_t bytes = 0;
    double cpu0 = bench_now(), wall0 = wall_now(), cpu = 0;
    while (cpu < seconds / 2 || saves < 5) {
        char *text = save_to_text(&sg);
        bytes = strlen(text);
        if (!fs_write_atomic(path, text, bytes, true, err, sizeof err)) {
            fprintf(stderr, "updown_bench: %s\n", err);
            exit(1);
        }
        free(text);
        saves++;
        cpu = bench_now() - cpu0;
    }
    double save_wall = (wall_now() - wall0) / (double)saves, save_cpu = cpu / (double)saves;

    long loads = 0;
    cpu0 = bench_now();
    wall0 = wall_now();
    cpu = 0;
    while (cpu < seconds / 2 || loads < 5) {
        SaveGame back;
        if (!save_load(&back, path, err, sizeof err) || back.n_moves != sg.n_moves) {
            fprintf(stderr, "updown_bench: %s\n", err);
            exit(1);
        }
        save_free(&back);
        loads++;
        cpu = bench_now() - cpu0;
    }
    double load_wall = (wall_now() - wall0) / (double)loads, load_cpu = cpu / (double)loads;
    printf("save: finished 6-player full up-or-down game, %d moves, %zu bytes\n", sg.n_moves,
           bytes);
    printf("save: save (text + atomic write + backup): %.3f ms CPU, %.3f ms wall\n", save_cpu * 1e3,
           save_wall * 1e3);
    printf("save: load (read + parse + replay): %.3f ms CPU, %.3f ms wall\n", load_cpu * 1e3,
           load_wall * 1e3);
    bench_figure("save.save.cpu", save_cpu * 1e3);
    bench_figure("save.save.wall", save_wall * 1e3);
    bench_figure("save.load.cpu", load_cpu * 1e3);
    bench_figure("save.load.wall", load_wall * 1e3);
    unlink(path);
    unlink(bak);
#ifdef UPDOWN_WINDOW
    bench_listing(&sg, dir);
#else
    bench_figure_missing("save.list.first", "built without the window");
    bench_figure_missing("save.list.start", "built without the window");
    bench_figure_missing("save.list.again", "built without the window");
#endif
    rmdir(dir);
    save_free(&sg);
}
