/* Settings in the window: a broken settings file is kept aside, the title
 * says so in a sentence and the defaults apply; what the player changes in
 * the Settings scene (and in the defaults for a new game) applies at once,
 * is written to settings.json and reads back the same, and New game starts
 * from those defaults. */
#include "scene_util.h"

#include <dirent.h>
#include <sys/stat.h>

static int count_prefix(const char *dir, const char *prefix)
{
    DIR *d = opendir(dir);
    int n = 0;
    for (struct dirent *en; d && (en = readdir(d));)
        n += !strncmp(en->d_name, prefix, strlen(prefix));
    if (d)
        closedir(d);
    return n;
}

/* Start pressed on New game (the first game's offer of its tutorial
 * declined); the match at the table, or NULL. */
static Match *press_start(Eng *e)
{
    CHECK(su_click(e, T_BUTTON, B_START, 0));
    if (!strcmp(scene_name(eng_top(e)), "tutorials"))
        CHECK(su_click(e, T_BUTTON, B_START, 0));
    su_step(e);
    return scene_table_match(eng_top(e));
}

/* New game started with its second seat played by kind; the match at the
 * table, or NULL. */
static Match *start_with_second_seat(Eng *e, int kind)
{
    eng_reset_to(e, scene_newgame_new(e));
    su_step(e);
    CHECK(su_click(e, T_CHOICE, ROW_SEAT + 1, kind));
    return press_start(e);
}

/* The first start's window: on a large screen the largest size Settings
 * offers within three quarters of it, never below the default; a settings
 * file, even a damaged one, means the program started there before. */
static void test_first_start(void)
{
    static const int cases[][4] = {
        {3840, 2160, 1920, 1200}, {3840, 2094, 1920, 1200}, {2560, 1440, 1600, 1000},
        {2560, 1300, 1280, 800},  {1920, 1053, 1280, 800},  {1366, 728, 1280, 800},
        {800, 600, 1280, 800},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int w = 1280, h = 800;
        eng_first_window_size(cases[i][0], cases[i][1], &w, &h);
        CHECK_MSG(w == cases[i][2] && h == cases[i][3], "a screen of %dx%d: %dx%d", cases[i][0],
                  cases[i][1], w, h);
    }
    char fresh[64], msg[STORE_MSG_LEN];
    CHECK(temp_dir_new("settings-fresh", fresh));
    Settings s;
    CHECK(!store_load_settings(fresh, &s, msg, sizeof msg));
    CHECK(store_save_settings(fresh, &s, msg, sizeof msg));
    settings_free(&s);
    CHECK(store_load_settings(fresh, &s, msg, sizeof msg));
    settings_free(&s);
}

int main(void)
{
    static char dir[64];
    CHECK(temp_dir_new("settings", dir));
    char path[256];
    snprintf(path, sizeof path, "%s/settings.json", dir);
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    if (f) {
        fputs("{\"version\": 1, \"animation_speed\": \"fast\", \"window\": {\"wid", f);
        fclose(f);
    }
    setenv("UPDOWN_DATA_DIR", dir, 1);
    setenv("UPDOWN_NO_MESSAGE_BOX", "1", 1);
    Eng *e = eng_open_window("Updown test");
    CHECK(e != NULL);
    if (!e)
        return check_exit("scene_settings_flow");
    e->fixed_dt = 1.0 / 60.0;
    CHECK_MSG(!e->first_start, "a damaged settings file taken for a first start");
    test_first_start();

    /* A data folder whose path is too long to hold: nothing is kept, and
     * the title says so, rather than files going to a folder named by a
     * cut. */
    char long_dir[800];
    memset(long_dir, 'd', sizeof long_dir - 1);
    long_dir[0] = '/';
    long_dir[sizeof long_dir - 1] = 0;
    setenv("UPDOWN_DATA_DIR", long_dir, 1);
    char kept_notice[sizeof e->notice];
    snprintf(kept_notice, sizeof kept_notice, "%s", e->notice);
    e->notice[0] = 0;
    eng_settings_load(e);
    CHECK_EQ_STR(e->data_dir, "");
    CHECK_MSG(strstr(e->notice, "too long a path") != NULL, "notice: '%s'", e->notice);
    eng_reset_to(e, scene_settings_new(e)); /* Settings says they will not last */
    su_step(e);
    CHECK(su_shows_start(e, "These settings last until Updown closes"));
    CHECK(!su_shows_start(e, "Saved in"));
    /* A folder named there that is not yet made is made, with the
     * folders above it, as SDL makes its own: the settings and the games
     * go there. */
    char made[160];
    snprintf(made, sizeof made, "%s/not/yet/there", dir);
    setenv("UPDOWN_DATA_DIR", made, 1);
    e->notice[0] = 0;
    eng_settings_load(e);
    CHECK_EQ_STR(e->data_dir, made);
    struct stat st;
    CHECK_MSG(stat(made, &st) == 0 && S_ISDIR(st.st_mode), "%s is not made", made);
    eng_settings_save(e);
    char kept[200];
    snprintf(kept, sizeof kept, "%s/settings.json", made);
    CHECK_MSG(stat(kept, &st) == 0, "%s is not written (%s)", kept, e->notice);
    setenv("UPDOWN_DATA_DIR", dir, 1);
    eng_settings_load(e);
    CHECK_EQ_STR(e->data_dir, dir);
    snprintf(e->notice, sizeof e->notice, "%s", kept_notice);

    /* The broken file: one sentence, the defaults, the file kept aside. */
    CHECK_MSG(strstr(e->notice, "settings file could not be read") != NULL, "notice: '%s'",
              e->notice);
    CHECK(strstr(e->notice, "defaults") != NULL);
    CHECK_EQ_INT(e->settings.anim_speed, 100);
    CHECK_EQ_INT(e->settings.win_w, 1280);
    /* The window fits the screen (the dummy driver's is 1024x768): the
     * default 1280x800 would not. */
    SDL_Rect usable;
    int ww = 0, wh = 0;
    SDL_GetWindowSize(e->win, &ww, &wh);
    CHECK(SDL_GetDisplayUsableBounds(0, &usable) == 0);
    CHECK_MSG(usable.w < 1280 || usable.h < 800, "the screen is %dx%d", usable.w, usable.h);
    CHECK_MSG(ww <= usable.w && wh <= usable.h, "the window is %dx%d on a screen of %dx%d", ww, wh,
              usable.w, usable.h);
    CHECK(ww >= 960 && wh >= 600);
    CHECK(e->settings.cb_symbols);
    CHECK_EQ_INT(count_prefix(dir, "settings.json.damaged-"), 1);
    eng_push(e, scene_title_new(e));
    su_step(e);
    CHECK(e->notice[0] != 0); /* the title shows it */

    /* Settings: each click applies and is written. */
    CHECK(su_click(e, T_BUTTON, B_SETTINGS, 0));
    su_step(e);
    CHECK(!strcmp(scene_name(eng_top(e)), "settings"));
    CHECK(su_click(e, T_SETTING, SET_ANIM, 200));
    CHECK_EQ_INT(e->settings.anim_speed, 200);
    CHECK(su_click(e, T_SETTING, SET_PACE, 0));
    CHECK_EQ_INT(e->settings.ai_pace_ms, 0);
    CHECK(su_click(e, T_SETTING, SET_SYMBOLS, 0));
    CHECK(!e->settings.cb_symbols);
    eng_draw_now(e);                            /* the faces without their symbols */
    CHECK(su_click(e, T_SETTING, SET_SIZE, 0)); /* 960 x 600 */
    su_step(e);
    SDL_GetWindowSize(e->win, &ww, &wh);
    CHECK_EQ_INT(ww, 960);
    CHECK_EQ_INT(wh, 600);
    CHECK_EQ_INT(e->w, 960);
    /* Only the sizes that fit the screen (1024x768) are offered: a larger
     * one would put the window's edges, and this screen's Done, off it. */
    CHECK(eng_target_find(e, T_SETTING, SET_SIZE, 0, NULL));
    for (int i = 1; i < 4; i++)
        CHECK_MSG(!eng_target_find(e, T_SETTING, SET_SIZE, i, NULL), "size %d is offered", i);

    Settings back;
    char msg[STORE_MSG_LEN];
    store_load_settings(dir, &back, msg, sizeof msg);
    CHECK_MSG(msg[0] == 0, "%s", msg);
    CHECK_EQ_INT(back.anim_speed, 200);
    CHECK_EQ_INT(back.ai_pace_ms, 0);
    CHECK(!back.cb_symbols);
    CHECK_EQ_INT(back.win_w, 960);
    CHECK_EQ_INT(back.win_h, 600);
    settings_free(&back);

    /* The defaults for a new game: three players, seat 2 hard, long game. */
    CHECK(su_click(e, T_BUTTON, B_DEFAULTS, 0));
    su_step(e);
    CHECK(!strcmp(scene_name(eng_top(e)), "new game"));
    CHECK(!eng_target_find(e, T_BUTTON, B_START, 0, NULL));
    CHECK(su_click(e, T_CHOICE, ROW_PLAYERS, 3));
    CHECK(su_click(e, T_CHOICE, ROW_SEAT + 1, SEAT_HARD));
    CHECK(su_click(e, T_CHOICE, ROW_OPTION + 0, 1));
    CHECK(su_click(e, T_FIELD, 2, 0));
    su_key(e, SDLK_BACKSPACE);
    su_key(e, SDLK_BACKSPACE);
    su_key(e, SDLK_BACKSPACE);
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_TEXTINPUT;
    snprintf(ev.text.text, sizeof ev.text.text, "Zoe");
    SDL_PushEvent(&ev);
    su_step(e);
    su_key(e, SDLK_RETURN); /* ends the name */
    CHECK(su_click(e, T_BUTTON, B_BACK, 0));
    su_step(e);
    CHECK(!strcmp(scene_name(eng_top(e)), "settings"));

    store_load_settings(dir, &back, msg, sizeof msg);
    CHECK_EQ_INT(back.game[0].players, 3);
    CHECK_EQ_INT(back.game[0].seat_kind[1], SEAT_HARD);
    CHECK_EQ_INT(back.game[0].opt[0], 1);
    CHECK_MSG(!strcmp(back.names[2], "Zoe"), "name 3 is '%s'", back.names[2]);
    settings_free(&back);

    /* New game starts from them. */
    CHECK(su_click(e, T_BUTTON, B_BACK, 0));
    su_step(e);
    CHECK(su_click(e, T_BUTTON, B_NEW_GAME, 0));
    su_step(e);
    CHECK(eng_target_find(e, T_FIELD, 2, 0, NULL));
    CHECK(!eng_target_find(e, T_FIELD, 3, 0, NULL));
    CHECK(eng_target_find(e, T_BUTTON, B_START, 0, NULL));
    Match *m = press_start(e);
    CHECK(m != NULL);
    if (m) {
        CHECK_EQ_INT(m->sg.cfg.players, 3);
        CHECK_EQ_INT(m->sg.seats[1].kind, SEAT_HARD);
        CHECK_EQ_INT(m->sg.cfg.opt[0], 1);
        CHECK(!strcmp(m->sg.seats[2].name, "Zoe"));
    }
    CHECK_EQ_INT(count_prefix(dir, "settings.json.damaged-"), 1); /* still kept */

    /* New game opens with the game last started, here and in the next
     * window: Up & Down chosen and started once, then Start alone. */
    const GameDef *uad = game_at(1);
    eng_reset_to(e, scene_newgame_new(e));
    su_step(e);
    CHECK(su_click(e, T_CHOICE, ROW_GAME, 1));
    for (int window = 0; window < 3; window++) {
        if (window == 2) { /* closed and opened again */
            eng_close(e);
            e = eng_open_window("Updown test");
            CHECK(e != NULL);
            if (!e)
                return check_exit("scene_settings_flow");
        }
        if (window > 0)
            eng_reset_to(e, scene_newgame_new(e));
        su_step(e);
        m = press_start(e);
        CHECK_MSG(m && m->def == uad, "New game %d started %s", window, m ? m->def->id : "nothing");
    }

    /* The game chosen in the defaults for a new game is the one New game
     * opens with. */
    const GameDef *t33 = game_at(2);
    eng_reset_to(e, scene_defaults_new(e));
    su_step(e);
    CHECK(su_click(e, T_CHOICE, ROW_GAME, 2));
    CHECK(su_click(e, T_BUTTON, B_BACK, 0));
    eng_reset_to(e, scene_newgame_new(e));
    su_step(e);
    m = press_start(e);
    CHECK_MSG(m && m->def == t33, "New game started %s", m ? m->def->id : "nothing");
    store_load_settings(dir, &back, msg, sizeof msg);
    CHECK_EQ_INT(back.last_game, 2);
    settings_free(&back);

    /* Two humans at one screen: the first seat, still named "You", plays
     * as "Player 1" (the pass screen is not to hand the screen "to You"),
     * and the next New game still calls it "You". */
    CHECK(!strcmp(e->settings.names[0], "You"));
    m = start_with_second_seat(e, SEAT_HUMAN);
    CHECK(m != NULL);
    if (m) {
        CHECK_MSG(!strcmp(m->sg.seats[0].name, "Player 1"), "seat 1 plays as '%s'",
                  m->sg.seats[0].name);
        CHECK(strcmp(m->sg.seats[1].name, "Player 2") != 0); /* a name of its own stays */
        CHECK(!strcmp(m->sg.seats[1].name, e->settings.names[1]));
    }
    CHECK(!strcmp(e->settings.names[0], "You"));
    /* Alone with the computer, "You" stays "You". */
    m = start_with_second_seat(e, SEAT_NORMAL);
    CHECK(m && !strcmp(m->sg.seats[0].name, "You"));
    eng_close(e);

    /* A size below the least the layouts take (a file written by hand, or
     * by a window a tiling window manager made small) opens the window at
     * that least size, whole on the screen: not centred for its smaller
     * size and then grown past the screen's foot. */
    f = fopen(path, "wb");
    CHECK(f != NULL);
    if (f) {
        fputs("{\"version\": 1, \"window\": {\"width\": 400, \"height\": -5}}", f);
        fclose(f);
    }
    e = eng_open_window("Updown test");
    CHECK(e != NULL);
    if (!e)
        return check_exit("scene_settings_flow");
    int wx = 0, wy = 0;
    SDL_GetWindowPosition(e->win, &wx, &wy);
    SDL_GetWindowSize(e->win, &ww, &wh);
    CHECK_MSG(ww >= 960 && wh >= 600, "the window is %dx%d", ww, wh);
    CHECK_MSG(wx >= usable.x && wy >= usable.y && wx + ww <= usable.x + usable.w &&
                  wy + wh <= usable.y + usable.h,
              "the window is %dx%d at %d,%d on a screen of %dx%d", ww, wh, wx, wy, usable.w,
              usable.h);
    eng_close(e);
    return check_exit("scene_settings_flow");
}
