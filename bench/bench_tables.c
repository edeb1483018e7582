/* The tables at the window: the CPU time of a frame of each game's table in
 * the middle of a game, on the software renderer at 1280x800 and
 * 2560x1440; and the CPU the real loop uses at each table with nothing
 * moving (the player to act is thinking), over 10 s. Run the idle part
 * under X (Xvfb will do): on SDL's dummy video driver the loop cannot sleep
 * in SDL_WaitEvent, and the figure says so. */
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

/* A match of the game at about `moves` moves into it, seat 0 human and to
 * act (the others AI), its moves played through the match so the log has
 * its words. */
static Match *mid_game(const char *id, int players, int moves)
{
    const GameDef *def = game_find(id);
    GameConfig cfg;
    game_config_default(def, players, 20261122, &cfg);
    SeatInfo seats[GAME_MAX_SEATS];
    memset(seats, 0, sizeof seats);
    for (int p = 0; p < GAME_MAX_SEATS; p++) {
        seats[p].kind = p == 0 ? SEAT_HUMAN : SEAT_NORMAL;
        snprintf(seats[p].name, SAVE_NAME_LEN, "%s", p == 0 ? "You" : "Player");
    }
    char err[GAME_ERR_LEN];
    Match *m = scene_match_new(def, &cfg, seats, err, sizeof err);
    if (!m)
        return NULL;
    Rng rng;
    rng_seed(&rng, 7);
    Move *legal = malloc(sizeof(Move) * GAME_MAX_MOVES);
    void *seen = game_alloc(def);
    for (int i = 0; i < 100000; i++) {
        int to = scene_match_to_move(m);
        if (to < 0 || (i >= moves && to == 0))
            break;
        def->view(m->sg.state, to, seen);
        int n = def->legal_moves(seen, legal, GAME_MAX_MOVES);
        if (n <= 0 || !scene_match_play(m, &legal[rng_below(&rng, (uint32_t)n)], err, sizeof err))
            break;
    }
    free(legal);
    free(seen);
    scene_match_set_viewer(m, 0);
    return m;
}

static const struct {
    const char *id;
    int players, moves;
} tables[] = {{"up-or-down", 4, 40}, {"up-and-down", 4, 30}, {"3up-3down", 4, 60}};
#define N_TABLES ((int)(sizeof tables / sizeof tables[0]))

static void frame_cost(double seconds, int w, int h)
{
    for (int i = 0; i < N_TABLES; i++) {
        char err[256];
        Eng *e = eng_open_surface(w, h, err, sizeof err);
        Match *m = e ? mid_game(tables[i].id, tables[i].players, tables[i].moves) : NULL;
        char key[64];
        snprintf(key, sizeof key, "frame.%s.%dx%d", tables[i].id, w, h);
        if (!m) {
            printf("tables: %s: cannot draw (%s)\n", tables[i].id, e ? "no game" : err);
            if (w == 1280 || i == 0)
                bench_figure_missing(key, e ? "no game" : "no renderer");
            if (e)
                eng_close(e);
            continue;
        }
        eng_push(e, scene_table_new(e, m));
        eng_apply_stack(e);
        for (int k = 0; k < 10; k++) /* the art and the text are cached */
            eng_draw_now(e);
        long frames = 0;
        double start = bench_now(), elapsed = 0;
        while (elapsed < seconds) {
            for (int k = 0; k < 10; k++)
                eng_draw_now(e);
            frames += 10;
            elapsed = bench_now() - start;
        }
        printf("tables: %s table, %dx%d, software renderer: %.2f ms CPU per frame\n", tables[i].id,
               w, h, elapsed * 1000.0 / (double)frames);
        if (w == 1280 || i == 0) /* the table's rows */
            bench_figure(key, elapsed * 1000.0 / (double)frames);
        eng_close(e);
    }
}

static Uint32 quit_soon(Uint32 interval, void *arg)
{
    (void)interval;
    (void)arg;
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_QUIT;
    SDL_PushEvent(&ev);
    return 0;
}

/* The CPU time once the table has settled: its first frames (text and card
 * art rasterised, the backdrop drawn) are the start's cost, not idling. */
#define IDLE_SETTLE 1.0
static volatile double settled_cpu = -1;

static Uint32 mark_settled(Uint32 interval, void *arg)
{
    (void)interval;
    (void)arg;
    settled_cpu = bench_now(); /* the process's CPU time, from any thread */
    return 0;
}

static void idle_cpu(double seconds)
{
    char dir[64];
    if (!temp_dir_new("bench", dir))
        return;
    setenv("UPDOWN_DATA_DIR", dir, 1); /* the player's settings stay untouched */
    setenv("UPDOWN_NO_MESSAGE_BOX", "1", 1);
    for (int i = 0; i < N_TABLES; i++) {
        Eng *e = eng_open_window("Updown bench");
        char key[64];
        snprintf(key, sizeof key, "idle.%s", tables[i].id);
        if (!e) {
            printf("tables: idle: no window (no display?)\n");
            for (int k = 0; k < N_TABLES; k++) {
                snprintf(key, sizeof key, "idle.%s", tables[k].id);
                bench_figure_missing(key, "no display (run under X or xvfb-run)");
            }
            return;
        }
        Match *m = mid_game(tables[i].id, tables[i].players, tables[i].moves);
        if (!m) {
            eng_close(e);
            continue;
        }
        eng_push(e, scene_table_new(e, m));
        settled_cpu = -1;
        SDL_TimerID settle = SDL_AddTimer((Uint32)(IDLE_SETTLE * 1000), mark_settled, NULL);
        SDL_TimerID timer = SDL_AddTimer((Uint32)((IDLE_SETTLE + seconds) * 1000), quit_soon, NULL);
        uint64_t frames = e->frames;
        eng_run(e);
        double cpu = settled_cpu >= 0 ? bench_now() - settled_cpu : 0;
        SDL_RemoveTimer(settle);
        SDL_RemoveTimer(timer);
        const char *driver = SDL_GetCurrentVideoDriver();
        printf("tables: %s table idle for %.0f s after %.0f s to settle (%s video): %.2f%% of a "
               "core, %llu frames in all\n",
               tables[i].id, seconds, IDLE_SETTLE, driver ? driver : "?", cpu * 100.0 / seconds,
               (unsigned long long)(e->frames - frames));
        /* SDL's dummy and offscreen drivers cannot wait for events: the loop
         * polls there, and the figure says nothing of a real display. */
        if (driver && (!strcmp(driver, "dummy") || !strcmp(driver, "offscreen")))
            bench_figure_missing(key, "no display (run under X or xvfb-run)");
        else if (settled_cpu < 0)
            bench_figure_missing(key, "the loop ended before the table settled");
        else
            bench_figure(key, cpu * 100.0 / seconds);
        eng_close(e);
    }
}

void bench_tables(double seconds)
{
    frame_cost(seconds / 6, 1280, 800);
    frame_cost(seconds / 6, 2560, 1440);
    idle_cpu(10); /* the target's measure: 10 s with nothing moving */
}

#else

void bench_tables(double seconds)
{
    (void)seconds;
    printf("tables: built without the window\n");
    static const char *const keys[] = {"frame.up-or-down.1280x800",
                                       "frame.up-or-down.2560x1440",
                                       "frame.up-and-down.1280x800",
                                       "frame.3up-3down.1280x800",
                                       "idle.up-or-down",
                                       "idle.up-and-down",
                                       "idle.3up-3down"};
    for (int i = 0; i < (int)(sizeof keys / sizeof keys[0]); i++)
        bench_figure_missing(keys[i], "built without the window");
}

#endif
