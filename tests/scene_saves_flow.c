/* The saves as a player meets them in the window: Continue opens the newest
 * unfinished game at the same seat and step of its turn, with its seats,
 * options and log; Load game lists every save, asks before deleting and
 * deletes only that file, exports a copy; a damaged save is moved aside
 * under its own name, the player is told in one sentence (on the title
 * and in Load game), and Continue goes on from its backup; a game that
 * ends at the table counts once in the statistics, and opening it again
 * later does not count it again. */
#include "scene_util.h"

#include "save_moves.h"

#include <dirent.h>
#include <sys/stat.h>

static const GameDef *def;
static char saves_dir[128];

static bool exists(const char *path)
{
    struct stat sb;
    return stat(path, &sb) == 0;
}

static int count_saves(void)
{
    DIR *d = opendir(saves_dir);
    int n = 0;
    for (struct dirent *en; d && (en = readdir(d));) {
        size_t l = strlen(en->d_name);
        n += l > 5 && !strcmp(en->d_name + l - 5, ".json");
    }
    if (d)
        closedir(d);
    return n;
}

/* A 2-seat Up or Down? game (Ann human, Bot normal AI) played `moves`
 * moves in, or to its end when moves < 0, saved as NAME with `updated`. */
static void make_save(SaveGame *sg, const char *name, int moves, long long updated, char *path,
                      size_t len)
{
    GameConfig cfg;
    game_config_default(def, 2, 7 + (uint64_t)updated, &cfg);
    cfg.opt[0] = 0; /* short */
    SeatInfo seats[GAME_MAX_SEATS] = {{SEAT_HUMAN, "Ann"}, {SEAT_NORMAL, "Bot"}};
    char err[GAME_ERR_LEN];
    CHECK(save_new(sg, def, &cfg, seats, err, sizeof err));
    Rng rng;
    rng_seed(&rng, (uint64_t)updated);
    Move legal[GAME_MAX_MOVES];
    for (int i = 0; (moves < 0 || i < moves) && def->to_move(sg->state) >= 0; i++) {
        int k = def->legal_moves(sg->state, legal, GAME_MAX_MOVES);
        CHECK(k > 0 && save_play(sg, &legal[rng_below(&rng, (uint32_t)k)], err, sizeof err));
    }
    /* Stop where the human is to move inside a turn (the step matters). */
    while (moves >= 0 && def->to_move(sg->state) != 0) {
        int k = def->legal_moves(sg->state, legal, GAME_MAX_MOVES);
        CHECK(k > 0 && save_play(sg, &legal[0], err, sizeof err));
    }
    sg->updated = updated;
    snprintf(path, len, "%s/%s", saves_dir, name);
    CHECK(store_autosave(sg, path, len, &(StoreStamp){0}, NULL, err, sizeof err));
}

/* Files in the saves folder kept aside from NAME. */
static int count_damaged(const char *name)
{
    DIR *d = opendir(saves_dir);
    int n = 0;
    char prefix[128];
    snprintf(prefix, sizeof prefix, "%s.damaged-", name);
    for (struct dirent *en; d && (en = readdir(d));)
        n += !strncmp(en->d_name, prefix, strlen(prefix));
    if (d)
        closedir(d);
    return n;
}

static void put_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    if (f) {
        fputs(text, f);
        fclose(f);
    }
}

static int stat_played(Eng *e, int kind)
{
    Stats st;
    char msg[STORE_MSG_LEN];
    store_load_stats(e->data_dir, &st, msg, sizeof msg);
    CHECK_MSG(msg[0] == 0, "%s", msg);
    int n = st.line[0][kind].played;
    stats_free(&st);
    return n;
}

static void settle(Eng *e)
{
    for (int i = 0; i < 30; i++)
        su_step(e);
}

static void test_continue(Eng *e, const SaveGame *newest, const char *newest_path)
{
    eng_reset_to(e, scene_title_new(e));
    su_step(e);
    CHECK(su_click(e, T_BUTTON, B_CONTINUE, 0));
    su_step(e);
    Match *m = scene_table_match(eng_top(e));
    CHECK_MSG(m != NULL, "Continue opened '%s'", scene_name(eng_top(e)));
    if (!m)
        return;
    CHECK(!strcmp(m->save_path, newest_path));
    CHECK_EQ_INT(m->sg.n_moves, newest->n_moves);
    CHECK_EQ_INT(scene_match_to_move(m), newest->def->to_move(newest->state));
    CHECK(memcmp(m->sg.state, newest->state, def->state_size) == 0); /* the same step */
    CHECK_EQ_INT(m->sg.seats[1].kind, SEAT_NORMAL);
    CHECK(!strcmp(m->sg.seats[0].name, "Ann"));
    CHECK(m->ai[1] != NULL && m->ai[0] == NULL);
    CHECK_EQ_INT(m->sg.cfg.opt[0], newest->cfg.opt[0]);
    CHECK_EQ_INT(m->nlog, newest->n_moves); /* the log, in words */
    CHECK(m->nlog == 0 || m->log[0].text[0] != '(');
    CHECK_EQ_INT(m->viewer, 0);
}

static void test_load_list(Eng *e, const char *finished_path, const char *old_path,
                           const char *damaged_path)
{
    eng_reset_to(e, scene_title_new(e));
    su_step(e);
    CHECK(su_click(e, T_BUTTON, B_LOAD, 0));
    su_step(e);
    CHECK(!strcmp(scene_name(eng_top(e)), "load game"));
    int rows = 0;
    for (int i = 0; i < e->ntargets; i++)
        rows += e->targets[i].kind == T_SAVE;
    CHECK_EQ_INT(rows, 3); /* the damaged file was moved aside: not a game */
    CHECK(!exists(damaged_path));
    int before = count_saves();

    /* Find the row of the old unfinished save by its place in the list:
     * newest first, so: finished, newest, old. */
    int old_row = 2;
    CHECK(su_click(e, T_SAVE, old_row, 0));
    CHECK(su_click(e, T_BUTTON, B_DELETE, 0));
    /* The question is up: nothing else can be clicked, nothing is gone. */
    CHECK(eng_target_find(e, T_BUTTON, B_CONFIRM, 0, NULL));
    CHECK(!eng_target_find(e, T_SAVE, old_row, 0, NULL));
    CHECK(exists(old_path));
    CHECK(su_click(e, T_BUTTON, B_CANCEL, 0));
    CHECK(exists(old_path));
    CHECK_EQ_INT(count_saves(), before);
    CHECK(su_click(e, T_SAVE, old_row, 0));
    CHECK(su_click(e, T_BUTTON, B_DELETE, 0));
    CHECK(su_click(e, T_BUTTON, B_CONFIRM, 0));
    CHECK(!exists(old_path));
    CHECK_EQ_INT(count_saves(), before - 1);
    CHECK(exists(finished_path) && count_damaged("d-damaged.json") == 1);
    rows = 0;
    for (int i = 0; i < e->ntargets; i++)
        rows += e->targets[i].kind == T_SAVE;
    CHECK_EQ_INT(rows, 2);

    /* Export a copy of the finished game. */
    char out[128];
    snprintf(out, sizeof out, "%.100s/export", e->data_dir);
    mkdir(out, 0755);
    setenv("UPDOWN_EXPORT_DIR", out, 1);
    CHECK(su_click(e, T_SAVE, 0, 0));
    CHECK(su_click(e, T_BUTTON, B_EXPORT, 0));
    DIR *d = opendir(out);
    int copies = 0;
    char copy[512] = "";
    for (struct dirent *en; d && (en = readdir(d));)
        if (en->d_name[0] != '.') {
            copies++;
            snprintf(copy, sizeof copy, "%s/%s", out, en->d_name);
        }
    if (d)
        closedir(d);
    CHECK_EQ_INT(copies, 1);
    SaveGame a, b;
    char err[GAME_ERR_LEN + 600];
    CHECK(save_load(&a, finished_path, err, sizeof err));
    CHECK_MSG(copies == 1 && save_load(&b, copy, err, sizeof err), "%s", err);
    if (copies == 1) {
        CHECK_EQ_INT(a.n_moves, b.n_moves);
        save_free(&b);
    }
    save_free(&a);
    CHECK(exists(finished_path));
}

static void open_load_game(Eng *e)
{
    eng_reset_to(e, scene_title_new(e));
    su_push_mouse(SDL_MOUSEMOTION, 1, 1); /* the mouse in hand: no focus shown */
    su_step(e);
    CHECK(su_click(e, T_BUTTON, B_LOAD, 0));
    su_step(e);
    CHECK(!strcmp(scene_name(eng_top(e)), "load game"));
}

/* The save that opened: its table's, or its results'. */
static const char *opened_path(Eng *e)
{
    Match *m = scene_table_match(eng_top(e));
    return m ? m->save_path : "";
}

/* Load game by the keyboard: the save chosen and the focus are one thing.
 * Up and Down move both, Tab onto a row chooses it, Enter and Space on a
 * row open that save, Up from the buttons goes back to the save chosen,
 * which Load opens. The list: the finished game, then the newest. */
static void test_load_keys(Eng *e, const char *newest_path)
{
    open_load_game(e);
    su_key(e, SDLK_DOWN);
    CHECK_MSG(eng_focused(e, T_SAVE, 1, 0), "Down: the focus on the second save");
    su_keep_shot(e, "load-game-focus");
    su_key(e, SDLK_RETURN);
    CHECK_MSG(!strcmp(opened_path(e), newest_path), "Enter opened '%s' ('%s')",
              scene_name(eng_top(e)), opened_path(e));

    open_load_game(e);
    su_key(e, SDLK_TAB); /* the focus shows, on the save chosen */
    CHECK(eng_focused(e, T_SAVE, 0, 0));
    su_key(e, SDLK_TAB);
    CHECK(eng_focused(e, T_SAVE, 1, 0));
    su_key(e, SDLK_SPACE);
    CHECK_MSG(!strcmp(opened_path(e), newest_path), "Space opened '%s' ('%s')",
              scene_name(eng_top(e)), opened_path(e));

    open_load_game(e);
    su_key(e, SDLK_DOWN);
    su_key(e, SDLK_TAB); /* past the last save: the first button */
    const EngTarget *f = eng_focus_get(e);
    CHECK_MSG(f && f->kind == T_BUTTON, "Tab after the last save: on %d", f ? f->kind : -1);
    su_key(e, SDLK_UP);
    CHECK_MSG(eng_focused(e, T_SAVE, 1, 0), "Up from the buttons: back on the save chosen");
    su_key_mod(e, SDLK_TAB, KMOD_LSHIFT);
    CHECK(eng_focused(e, T_SAVE, 0, 0));
    su_key_mod(e, SDLK_TAB, KMOD_LSHIFT); /* round to the last button: Load */
    CHECK(eng_focused(e, T_BUTTON, B_OPEN, 0));
    su_key(e, SDLK_RETURN);
    CHECK_MSG(scene_is_results(eng_top(e)), "Load opened '%s', not the first save",
              scene_name(eng_top(e)));
}

/* The game's last move at the table: counted once. */
static void test_stats_once(Eng *e)
{
    GameConfig cfg;
    game_config_default(def, 2, 99, &cfg);
    SeatInfo seats[GAME_MAX_SEATS] = {{SEAT_HUMAN, "Ann"}, {SEAT_EASY, "Bot"}};
    char err[GAME_ERR_LEN];
    Match *m = scene_match_new(def, &cfg, seats, err, sizeof err);
    CHECK(m != NULL);
    if (!m)
        return;
    store_new_save_path(e->data_dir, def->id, m->save_path, sizeof m->save_path);
    char path[MATCH_PATH_LEN];
    snprintf(path, sizeof path, "%s", m->save_path);
    Move legal[GAME_MAX_MOVES];
    while (!scene_match_over(m)) {
        int k = def->legal_moves(m->sg.state, legal, GAME_MAX_MOVES);
        CHECK(k > 0 && scene_match_play(m, &legal[0], err, sizeof err));
    }
    CHECK_EQ_INT(stat_played(e, SEAT_HUMAN), 0);
    eng_reset_to(e, scene_table_new(e, m)); /* the table moves on to the results */
    settle(e);
    CHECK_MSG(scene_is_results(eng_top(e)), "top is '%s'", scene_name(eng_top(e)));
    CHECK_EQ_INT(stat_played(e, SEAT_HUMAN), 1);
    CHECK_EQ_INT(stat_played(e, SEAT_EASY), 1);
    CHECK(su_click(e, T_BUTTON, B_TO_TITLE, 0));
    settle(e);
    CHECK_EQ_INT(stat_played(e, SEAT_HUMAN), 1);

    /* Opened again from its file: the results, and no second count. */
    char why[STORE_MSG_LEN];
    CHECK(scene_open_save(e, path, why, sizeof why));
    settle(e);
    CHECK(scene_is_results(eng_top(e)));
    CHECK(su_click(e, T_BUTTON, B_TO_TITLE, 0));
    settle(e);
    CHECK_EQ_INT(stat_played(e, SEAT_HUMAN), 1);
    CHECK_EQ_INT(stat_played(e, SEAT_NORMAL), 0);
}

/* The newest autosave damaged, its backup one move earlier: the title
 * says so and Continue resumes the game from the backup. */
static void test_continue_from_backup(Eng *e)
{
    SaveGame sg;
    char path[512], err[GAME_ERR_LEN];
    make_save(&sg, "e-latest.json", 11, 1700002000LL, path, sizeof path);
    int n = sg.n_moves;
    Move legal[GAME_MAX_MOVES];
    def->legal_moves(sg.state, legal, GAME_MAX_MOVES);
    CHECK(save_play(&sg, &legal[0], err, sizeof err));
    sg.updated = 1700002001LL;
    CHECK(store_autosave(&sg, path, sizeof path, &(StoreStamp){0}, NULL, err,
                         sizeof err)); /* e-latest.json.bak: n moves */
    save_free(&sg);
    put_text(path, "{\"version\": 1, \"game\": \"up-or-down\", \"moves\": [\"play");

    eng_reset_to(e, scene_title_new(e));
    su_step(e);
    CHECK_MSG(strstr(e->notice, "e-latest.json") && strstr(e->notice, "previous copy") &&
                  strstr(e->notice, ".damaged-") && !strchr(e->notice, '\n'),
              "%s", e->notice);
    CHECK_EQ_INT(count_damaged("e-latest.json"), 1);
    CHECK(su_click(e, T_BUTTON, B_CONTINUE, 0));
    su_step(e);
    Match *m = scene_table_match(eng_top(e));
    CHECK_MSG(m != NULL, "Continue opened '%s'", scene_name(eng_top(e)));
    if (m) {
        CHECK(!strcmp(m->save_path, path));
        CHECK_EQ_INT(m->sg.n_moves, n); /* one move earlier */
    }
    char bak[600];
    snprintf(bak, sizeof bak, "%s.bak", path);
    CHECK(exists(bak));
}

/* The save at path opened in the window: its match at the table, or NULL. */
static Match *open_at_table(Eng *e, const char *path)
{
    char why[STORE_MSG_LEN];
    CHECK_MSG(scene_open_save(e, path, why, sizeof why), "%s", why);
    su_step(e);
    Match *m = scene_table_match(eng_top(e));
    CHECK(m != NULL);
    return m;
}

/* The first legal move played at the match (and autosaved). */
static void play_first(Match *m)
{
    Move legal[GAME_MAX_MOVES];
    char err[GAME_ERR_LEN + 1200];
    CHECK(def->legal_moves(m->sg.state, legal, GAME_MAX_MOVES) > 0);
    CHECK_MSG(scene_match_play(m, &legal[0], err, sizeof err), "%s", err);
}

/* One game open in two windows: a move in the one that wrote last leaves
 * the other's file as it is and goes on in a file of its own, and the
 * table says where. Neither window's moves are lost. */
static void test_two_writers(Eng *e)
{
    SaveGame sg;
    char path[512], err[GAME_ERR_LEN + 1200];
    make_save(&sg, "f-shared.json", 7, 1700003000LL, path, sizeof path);
    int n = sg.n_moves;
    save_free(&sg);
    Match *m = open_at_table(e, path);
    if (!m)
        return;
    /* Alone, a move goes into the file it came from. */
    play_first(m);
    CHECK(!strcmp(m->save_path, path) && !m->save_moved[0]);
    CHECK_EQ_INT(moves_in(path), n + 1);

    /* The other window (its own match from the same file) plays a move. */
    SaveGame other;
    CHECK(save_load(&other, path, err, sizeof err));
    Match *m2 = scene_match_from_save(&other);
    snprintf(m2->save_path, sizeof m2->save_path, "%s", path);
    m2->saved_as = store_stamp(path);
    play_first(m2);
    CHECK(!m2->save_moved[0]);
    CHECK_EQ_INT(moves_in(path), n + 2);

    /* This window's next move: the other's file stays, this game goes on
     * beside it. */
    play_first(m);
    char moved[600];
    snprintf(moved, sizeof moved, "%s/f-shared-2.json", saves_dir);
    CHECK_MSG(!strcmp(m->save_path, moved), "saved to %s", m->save_path);
    CHECK_MSG(strstr(m->save_moved, "f-shared-2.json") != NULL, "'%s'", m->save_moved);
    CHECK_EQ_INT(moves_in(path), n + 2);  /* the other window's game */
    CHECK_EQ_INT(moves_in(moved), n + 2); /* this one's */
    CHECK(!m->save_error[0]);
    eng_draw_now(e); /* the note beside the log */
    /* and stays there */
    play_first(m);
    CHECK(!strcmp(m->save_path, moved));
    CHECK_EQ_INT(moves_in(moved), n + 3);
    CHECK_EQ_INT(moves_in(path), n + 2);
    scene_match_free(m2);
    eng_reset_to(e, scene_title_new(e));
    su_step(e);
}

/* A save the player made read-only is never replaced by a move: the game
 * goes on beside it, and the table says so. */
static void test_read_only(Eng *e)
{
    SaveGame sg;
    char path[512];
    make_save(&sg, "i-kept.json", 5, 1500000100LL, path, sizeof path);
    int n = sg.n_moves;
    save_free(&sg);
    CHECK(chmod(path, 0444) == 0);
    Match *m = open_at_table(e, path);
    if (!m)
        return;
    play_first(m);
    char moved[600];
    snprintf(moved, sizeof moved, "%s/i-kept-2.json", saves_dir);
    CHECK_MSG(!strcmp(m->save_path, moved), "saved to %s", m->save_path);
    CHECK_MSG(strstr(m->save_moved, "read-only") && strstr(m->save_moved, "i-kept-2.json"), "'%s'",
              m->save_moved);
    CHECK(!m->save_error[0]);
    CHECK_EQ_INT(moves_in(path), n);
    CHECK_EQ_INT(moves_in(moved), n + 1);
    struct stat sb;
    CHECK(stat(path, &sb) == 0 && (sb.st_mode & 0777) == 0444);
    CHECK(stat(moved, &sb) == 0 && (sb.st_mode & 0200)); /* the new one is the player's to write */
    eng_draw_now(e);
    eng_reset_to(e, scene_title_new(e));
    su_step(e);
    unlink(path);
    unlink(moved);
}

/* A save deep in folders (a path over 1,000 characters) keeps its moves
 * in its own file, not in a file at the path cut short; one whose path
 * the window cannot hold is refused with a sentence. */
static void test_long_path(Eng *e)
{
    char dir[4200], path[4300], why[STORE_MSG_LEN];
    int n = snprintf(dir, sizeof dir, "%s/deep", e->data_dir);
    CHECK(mkdir(dir, 0755) == 0);
    char part[100];
    memset(part, 'd', 95);
    part[95] = 0;
    for (int i = 0; i < 12; i++) {
        n += snprintf(dir + n, sizeof dir - (size_t)n, "/%s", part);
        CHECK(mkdir(dir, 0755) == 0);
    }
    CHECK(n > 1100);
    SaveGame sg;
    char first[512];
    make_save(&sg, "h-deep.json", 3, 1500000000LL, first, sizeof first);
    snprintf(path, sizeof path, "%s/h-deep.json", dir);
    CHECK(rename(first, path) == 0);
    int moves = sg.n_moves;
    save_free(&sg);
    Match *m = open_at_table(e, path);
    if (m) {
        play_first(m);
        CHECK_MSG(!strcmp(m->save_path, path), "saved to a path of %zu characters",
                  strlen(m->save_path));
        CHECK_EQ_INT(moves_in(path), moves + 1);
        CHECK(!m->save_error[0]);
    }
    eng_reset_to(e, scene_title_new(e));
    su_step(e);
    /* A path longer than the system's: a sentence, nothing opened. */
    char *huge = malloc(5000);
    memset(huge, 'x', 4999);
    huge[0] = '/';
    huge[4999] = 0;
    CHECK(!scene_open_save(e, huge, why, sizeof why));
    CHECK_MSG(strstr(why, "path is too long") && !strchr(why, '\n'), "%s", why);
    free(huge);
}

/* A player's hundreds of games are all in Load game, and Home and End go
 * to the newest and the oldest. */
/* The first row Load game shows (its rows are the targets T_SAVE). */
static int first_row_shown(Eng *e, int n)
{
    for (int i = 0; i < n; i++)
        if (eng_target_find(e, T_SAVE, i, 0, &(SDL_Rect){0}))
            return i;
    return -1;
}

static void push_wheel(int x, int y, int dy)
{
    su_push_mouse(SDL_MOUSEMOTION, x, y);
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_MOUSEWHEEL;
    ev.wheel.y = dy;
    SDL_PushEvent(&ev);
}

/* With the newest of n saves chosen: the wheel scrolls the list away from
 * it, and the scroll bar's thumb, taken and dragged to the foot of its
 * track, shows the oldest saves; a press on the track above the thumb
 * brings the thumb there. */
static void scroll_by_pointer(Eng *e, int n)
{
    SDL_Rect top, rows;
    CHECK(eng_target_find(e, T_SAVE, 0, 0, &top));
    CHECK(eng_target_find(e, T_SCROLL, 0, 0, &rows));
    int x = rows.x + rows.w / 2, y = rows.y + rows.h / 2;
    for (int i = 0; i < 4; i++)
        push_wheel(x, y, -1);
    su_step(e);
    CHECK_MSG(first_row_shown(e, n) == 4, "four turns of the wheel: row %d at the top",
              first_row_shown(e, n));
    push_wheel(x, y, 2);
    su_step(e);
    CHECK_EQ_INT(first_row_shown(e, n), 2);
    for (int i = 0; i < 3; i++)
        push_wheel(x, y, 1);
    su_step(e);
    CHECK_EQ_INT(first_row_shown(e, n), 0);

    /* The thumb is at the top of the track, just right of the rows. */
    int bx = rows.x + rows.w + eng_px(e, 6), ty = rows.y + eng_px(e, 6);
    su_push_mouse(SDL_MOUSEMOTION, bx, ty);
    su_push_mouse(SDL_MOUSEBUTTONDOWN, bx, ty);
    su_step(e);
    su_push_mouse(SDL_MOUSEMOTION, bx, rows.y + rows.h / 2);
    su_step(e);
    int mid = first_row_shown(e, n);
    CHECK_MSG(mid > n / 3 && mid < 2 * n / 3, "the thumb dragged half-way: row %d of %d", mid, n);
    su_push_mouse(SDL_MOUSEMOTION, bx, rows.y + rows.h + eng_px(e, 200));
    su_push_mouse(SDL_MOUSEBUTTONUP, bx, rows.y + rows.h + eng_px(e, 200));
    su_step(e);
    int last = first_row_shown(e, n);
    CHECK_MSG(last > 0 && eng_target_find(e, T_SAVE, n - 1, 0, &(SDL_Rect){0}),
              "the thumb dragged past the foot: row %d at the top, the last not shown", last);
    CHECK(!strcmp(scene_name(eng_top(e)), "load game")); /* no row was opened */
    /* Taken again and let go where the window did not hear it: the next
     * motion, without the button, leaves the list where it is. */
    su_push_mouse(SDL_MOUSEMOTION, bx, rows.y + rows.h - eng_px(e, 6));
    su_push_mouse(SDL_MOUSEBUTTONDOWN, bx, rows.y + rows.h - eng_px(e, 6));
    su_step(e);
    last = first_row_shown(e, n);
    su_mouse_held = false;
    su_push_mouse(SDL_MOUSEMOTION, bx, rows.y + eng_px(e, 6));
    su_step(e);
    CHECK_MSG(first_row_shown(e, n) == last, "the thumb followed a pointer let go: row %d, not %d",
              first_row_shown(e, n), last);

    /* A press on the track near its top: the thumb jumps there. */
    su_push_mouse(SDL_MOUSEMOTION, bx, rows.y + eng_px(e, 20));
    su_push_mouse(SDL_MOUSEBUTTONDOWN, bx, rows.y + eng_px(e, 20));
    su_push_mouse(SDL_MOUSEBUTTONUP, bx, rows.y + eng_px(e, 20));
    su_step(e);
    CHECK_MSG(first_row_shown(e, n) < n / 20, "a press at the top of the track: row %d at the top",
              first_row_shown(e, n));
    CHECK(!strcmp(scene_name(eng_top(e)), "load game"));
}

static void test_many_saves(Eng *e)
{
    SaveGame sg;
    char path[512], oldest[512];
    make_save(&sg, "g-0000.json", 1, 1600000000LL, oldest, sizeof oldest);
    save_free(&sg);
    char *text = NULL;
    FILE *f = fopen(oldest, "rb");
    CHECK(f != NULL);
    if (f) {
        text = calloc(1, 1 << 16);
        CHECK(text && fread(text, 1, (1 << 16) - 1, f) > 0);
        fclose(f);
    }
    if (!text)
        return;
    /* newer copies of it: the first stays the oldest */
    char *at = strstr(text, "1600000000");
    CHECK(at != NULL);
    for (int i = 1; at && i <= 520; i++) {
        char stamp[16];
        snprintf(stamp, sizeof stamp, "%d", 1600000000 + i);
        memcpy(at, stamp, 10);
        snprintf(path, sizeof path, "%s/g-%04d.json", saves_dir, i);
        put_text(path, text);
    }
    free(text);
    int n = count_saves();
    CHECK(n > 520);
    open_load_game(e);
    for (int i = 0; i < 200; i++) /* Page Down to the foot of the list */
        su_key(e, SDLK_PAGEDOWN);
    CHECK_MSG(eng_focused(e, T_SAVE, n - 1, 0), "Page Down: the focus on %d, not the last of %d",
              eng_focus_get(e) ? eng_focus_get(e)->a : -1, n);
    su_key(e, SDLK_HOME);
    su_key(e, SDLK_END);
    CHECK_MSG(eng_focused(e, T_SAVE, n - 1, 0), "End: the focus on %d, not the last of %d",
              eng_focus_get(e) ? eng_focus_get(e)->a : -1, n);
    su_key(e, SDLK_RETURN);
    CHECK_MSG(!strcmp(opened_path(e), oldest), "End then Enter opened '%s'", opened_path(e));
    open_load_game(e);
    su_key(e, SDLK_END);
    su_key(e, SDLK_HOME);
    CHECK(eng_focused(e, T_SAVE, 0, 0));
    scroll_by_pointer(e, n);
    for (int i = 0; i <= 520; i++) {
        snprintf(path, sizeof path, "%s/g-%04d.json", saves_dir, i);
        unlink(path);
    }
}

/* Load game says what it did to a damaged save: one it found itself, and
 * one the title found on the way. */
static void test_load_tells(Eng *e)
{
    char path[512];
    eng_reset_to(e, scene_title_new(e));
    su_step(e);
    e->notice[0] = 0;
    snprintf(path, sizeof path, "%s/f-broken.json", saves_dir);
    put_text(path, "not a save");
    CHECK(su_click(e, T_BUTTON, B_LOAD, 0));
    su_step(e);
    const char *msg = scene_saves_message(eng_top(e));
    CHECK_MSG(strstr(msg, "f-broken.json") && strstr(msg, "no earlier copy") &&
                  strstr(msg, saves_dir) && !strchr(msg, '\n'),
              "'%s'", msg);
    CHECK(!exists(path) && count_damaged("f-broken.json") == 1);

    snprintf(path, sizeof path, "%s/g-broken.json", saves_dir);
    put_text(path, "[]");
    eng_reset_to(e, scene_title_new(e));
    su_step(e);
    CHECK(strstr(e->notice, "g-broken.json") != NULL);
    CHECK(su_click(e, T_BUTTON, B_LOAD, 0));
    su_step(e);
    msg = scene_saves_message(eng_top(e));
    CHECK_MSG(strstr(msg, "g-broken.json") != NULL, "'%s'", msg);
    CHECK(e->notice[0] == 0); /* said in one place at a time */
    CHECK(su_click(e, T_BUTTON, B_BACK, 0));
    su_step(e);
    CHECK(e->notice[0] == 0); /* and not again */
}

int main(void)
{
    def = game_find("up-or-down");
    Eng *e = su_open(1280, 800);
    CHECK(e != NULL);
    if (!e)
        return check_exit("scene_saves_flow");
    snprintf(saves_dir, sizeof saves_dir, "%.100s/saves", e->data_dir);
    mkdir(saves_dir, 0755);

    /* No save: no Continue. */
    eng_reset_to(e, scene_title_new(e));
    su_step(e);
    CHECK(!eng_target_find(e, T_BUTTON, B_CONTINUE, 0, NULL));
    CHECK(eng_target_find(e, T_BUTTON, B_NEW_GAME, 0, NULL));

    SaveGame old, newest, finished;
    char old_path[512], newest_path[512], finished_path[512], damaged_path[512];
    make_save(&old, "a-old.json", 5, 1700000000LL, old_path, sizeof old_path);
    make_save(&newest, "b-newest.json", 23, 1700000500LL, newest_path, sizeof newest_path);
    make_save(&finished, "c-finished.json", -1, 1700000900LL, finished_path, sizeof finished_path);
    CHECK(def->to_move(finished.state) < 0);
    snprintf(damaged_path, sizeof damaged_path, "%s/d-damaged.json", saves_dir);
    put_text(damaged_path, "{\"version\": 1, \"game\": \"up-or-");

    /* The title finds the damaged file: moved aside, and it says so. */
    eng_reset_to(e, scene_title_new(e));
    su_step(e);
    CHECK_MSG(strstr(e->notice, "d-damaged.json") && strstr(e->notice, "no earlier copy"), "%s",
              e->notice);
    CHECK(!exists(damaged_path) && count_damaged("d-damaged.json") == 1);

    test_continue(e, &newest, newest_path);
    test_load_list(e, finished_path, old_path, damaged_path);
    test_load_keys(e, newest_path);
    test_stats_once(e);
    test_continue_from_backup(e);
    test_load_tells(e);
    test_two_writers(e);
    test_read_only(e);
    test_many_saves(e);
    test_long_path(e);

    /* `updown SAVEFILE` with a broken file: one sentence, the file kept
     * where it is (it is not in the saves folder: not ours to move). */
    snprintf(damaged_path, sizeof damaged_path, "%.100s/d-damaged.json", e->data_dir);
    put_text(damaged_path, "{\"version\": 1, \"game\": \"up-or-");
    char why[STORE_MSG_LEN];
    CHECK(!scene_open_save(e, damaged_path, why, sizeof why));
    CHECK_MSG(strstr(why, "The save d-damaged.json could not be opened: ") == why, "%s", why);
    CHECK(strchr(why, '\n') == NULL);
    CHECK(exists(damaged_path)); /* never removed behind the player's back */

    save_free(&old);
    save_free(&newest);
    save_free(&finished);
    eng_close(e);
    return check_exit("scene_saves_flow");
}
