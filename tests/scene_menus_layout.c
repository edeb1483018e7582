/* The title, Load game (with its delete question), Settings, the defaults
 * for a new game, New game with each game chosen and Statistics at
 * 960x600, 1280x800 and 2560x1440: every click target lies
 * inside the screen and none overlaps another. With UPDOWN_SHOT_DIR set,
 * each screen is also written there as a PNG to look at. */
#include "scene_util.h"
#include "three_up.h"

#include <SDL_image.h>
#include <sys/stat.h>

static bool overlap(SDL_Rect a, SDL_Rect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

static void check_layout(Eng *e, const char *what)
{
    CHECK_MSG(e->ntargets > 0, "%s: nothing to click", what);
    for (int i = 0; i < e->ntargets; i++) {
        SDL_Rect r = e->targets[i].r;
        CHECK_MSG(
            r.x >= 0 && r.y >= 0 && r.x + r.w <= e->w && r.y + r.h <= e->h && r.w > 0 && r.h > 0,
            "%s: target kind %d (%d,%d) at %d,%d %dx%d outside %dx%d", what, e->targets[i].kind,
            e->targets[i].a, e->targets[i].b, r.x, r.y, r.w, r.h, e->w, e->h);
        for (int j = i + 1; j < e->ntargets; j++) {
            const EngTarget *a = &e->targets[i], *b = &e->targets[j];
            if (a->kind == T_SCROLL || b->kind == T_SCROLL) /* the list holds its rows */
                continue;
            CHECK_MSG(!overlap(a->r, b->r), "%s: targets %d(%d,%d) and %d(%d,%d) overlap", what,
                      a->kind, a->a, a->b, b->kind, b->a, b->b);
        }
    }
}

static void shot(Eng *e, const char *name)
{
    const char *dir = getenv("UPDOWN_SHOT_DIR");
    eng_draw_now(e);
    if (!dir || !*dir)
        return;
    char path[512];
    snprintf(path, sizeof path, "%s/%s-%dx%d.png", dir, name, e->w, e->h);
    CHECK_MSG(IMG_SavePNG(e->surface, path) == 0, "cannot write %s", path);
}

static void put(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    if (f) {
        fputs(text, f);
        fclose(f);
    }
}

/* A damaged save, moved aside by the next listing, which says so. */
static void damage_one(const char *dir)
{
    char path[512];
    snprintf(path, sizeof path, "%s/saves/20240201-090000-up-or-down.json", dir);
    put(path, "{\"version\": 1, \"game\": \"up-or-down\", \"seed\": 12, \"mov");
}

/* A few saves of every game, one finished, one from a newer Updown. */
static void make_saves(const char *dir)
{
    static const struct {
        const char *id;
        int players, moves;
    } games[] = {{"up-or-down", 4, 37},     {"up-and-down", 3, 12}, {"3up-3down", 6, 5},
                 {"up-or-down", 6, 100000}, {"up-or-down", 2, 0},   {"3up-3down", 2, 30},
                 {"up-and-down", 4, 60},    {"up-or-down", 3, 8}};
    static const char *const names[] = {
        "Ann", "Bartholomew Longname-Smythe", "Cy", "Dora", "Evangeline", "Fitz"};
    char saves[256];
    snprintf(saves, sizeof saves, "%s/saves", dir);
    mkdir(saves, 0755);
    for (int g = 0; g < (int)(sizeof games / sizeof games[0]); g++) {
        const GameDef *def = game_find(games[g].id);
        GameConfig cfg;
        game_config_default(def, games[g].players, 100 + (uint64_t)g, &cfg);
        SeatInfo seats[GAME_MAX_SEATS];
        for (int p = 0; p < GAME_MAX_SEATS; p++) {
            seats[p].kind = p == 0 ? SEAT_HUMAN : SEAT_NORMAL;
            snprintf(seats[p].name, SAVE_NAME_LEN, "%s", names[p]);
        }
        SaveGame sg;
        char err[GAME_ERR_LEN];
        CHECK(save_new(&sg, def, &cfg, seats, err, sizeof err));
        Move legal[GAME_MAX_MOVES];
        for (int i = 0; i < games[g].moves && def->to_move(sg.state) >= 0; i++) {
            int k = def->legal_moves(sg.state, legal, GAME_MAX_MOVES);
            if (k <= 0 || !save_play(&sg, &legal[(i * 7) % k], err, sizeof err))
                break;
        }
        sg.updated = 1700000000LL + g * 3600;
        char path[512];
        snprintf(path, sizeof path, "%s/2024010%d-120000-%s.json", saves, g, games[g].id);
        CHECK(save_write(&sg, path, err, sizeof err));
        save_free(&sg);
    }
    char path[512];
    snprintf(path, sizeof path, "%s/20240301-090000-up-or-down.json", saves);
    put(path, "{\"version\": 2, \"game\": \"up-or-down\"}"); /* a newer Updown's: kept */
    snprintf(path, sizeof path, "%s/stats.json", dir);
    put(path, "{\"version\": 1, \"games\": {\"up-or-down\": {\"human\": {\"played\": 12, \"won\": "
              "5, \"shared\": 1, \"best\": 61, \"score_sum\": 502}, \"normal\": {\"played\": 30, "
              "\"won\": 6, \"shared\": 1, \"best\": 58, \"score_sum\": 1210}, "
              /* a file edited by hand: numbers no game makes, drawn without
               * overflow */
              "\"hard\": {\"played\": 1, \"won\": 1, \"shared\": 0, \"best\": 1e20, "
              "\"score_sum\": 1e300}, \"easy\": {\"played\": 2, \"won\": 0, \"shared\": "
              "0, \"best\": -1e20, \"score_sum\": -1e300}}}}");
}

/* A click without an event loop (a picture has none): the button's press
 * as the loop records it, then its release given to the scene. */
static void click(Eng *e, SDL_Rect r)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_MOUSEBUTTONUP;
    ev.button.button = SDL_BUTTON_LEFT;
    ev.button.x = r.x + r.w / 2;
    ev.button.y = r.y + r.h / 2;
    const EngTarget *t = eng_target_at(e, ev.button.x, ev.button.y);
    e->pressed = t ? *t : (EngTarget){0};
    eng_top(e)->vt->event(eng_top(e), e, &ev);
}

/* The flags of the target kind/a/b, or -1 without one. */
static int target_flags(const Eng *e, int kind, int a, int b)
{
    for (int i = 0; i < e->ntargets; i++)
        if (e->targets[i].kind == kind && e->targets[i].a == a && e->targets[i].b == b)
            return (int)e->targets[i].flags;
    return -1;
}

/* Whether a text drawn holds part. */
static bool drawn_holds(Eng *e, const char *part)
{
    su_draw_texts(e);
    for (int i = 0; i < e->ntexts_drawn; i++)
        if (strstr(e->texts_drawn[i].text, part))
            return true;
    return false;
}

/* 3UP 3DOWN's "Play out" changes nothing in a game of two (R-33-8): with
 * two players New game shows it dimmed, as it is set, with why; the keys
 * pass it by and a click leaves it as it is. With three it is a choice
 * again. */
static void play_out_with_two(Eng *e)
{
    SDL_Rect r;
    CHECK(eng_target_find(e, T_CHOICE, ROW_PLAYERS, 2, &r));
    click(e, r);
    for (int v = 0; v < 2; v++) { /* "Off", the one chosen, too */
        int flags = target_flags(e, T_CHOICE, ROW_OPTION + T3_OPT_PLAY_OUT, v);
        CHECK_MSG(flags >= 0 && (flags & ENG_TARGET_NOFOCUS), "Play out %d with two: flags %d", v,
                  flags);
    }
    CHECK(eng_target_find(e, T_CHOICE, ROW_OPTION + T3_OPT_PLAY_OUT, 1, &r));
    click(e, r);
    e->hover = *eng_target_at(e, r.x + r.w / 2, r.y + r.h / 2);
    CHECK(drawn_holds(e, "changes nothing with 2 players"));
    CHECK(eng_target_find(e, T_CHOICE, ROW_PLAYERS, 3, &r));
    click(e, r);
    int flags = target_flags(e, T_CHOICE, ROW_OPTION + T3_OPT_PLAY_OUT, 0);
    CHECK_MSG(flags >= 0 && (flags & ENG_TARGET_CHOSEN) && !(flags & ENG_TARGET_NOFOCUS),
              "Play out 'Off' with three, after a click on 'On' with two: flags %d", flags);
    CHECK(!drawn_holds(e, "changes nothing"));
    e->hover = (EngTarget){0};
}

int main(void)
{
    static const int sizes[][2] = {{960, 600}, {1280, 800}, {2560, 1440}};
    char dir[64];
    CHECK(temp_dir_new("menus", dir));
    make_saves(dir);
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        char err[256], what[128];
        Eng *e = eng_open_surface(sizes[s][0], sizes[s][1], err, sizeof err);
        CHECK_MSG(e != NULL, "%s", err);
        if (!e)
            continue;
        snprintf(e->data_dir, sizeof e->data_dir, "%s", dir);
        damage_one(dir); /* the title and Load game tell of it */
        static const struct {
            const char *name;
            Scene *(*make)(Eng *e);
        } scenes[] = {{"title", scene_title_new},
                      {"load", scene_saves_new},
                      {"settings", scene_settings_new},
                      {"defaults", scene_defaults_new},
                      {"stats", scene_stats_new}};
        for (size_t k = 0; k < sizeof scenes / sizeof scenes[0]; k++) {
            eng_reset_to(e, scenes[k].make(e));
            eng_apply_stack(e);
            snprintf(what, sizeof what, "%s %dx%d", scenes[k].name, e->w, e->h);
            check_layout(e, what);
            su_check_texts_clear(e, what);
            su_check_rings(e, what);
            shot(e, scenes[k].name);
        }
        /* New game with each game chosen: all its options on the screen,
         * clear of each other and of the buttons. */
        for (int g = 0; g < game_count(); g++) {
            eng_reset_to(e, scene_newgame_new(e));
            eng_apply_stack(e);
            SDL_Rect gr;
            CHECK(eng_target_find(e, T_CHOICE, ROW_GAME, g, &gr));
            click(e, gr);
            eng_apply_stack(e);
            snprintf(what, sizeof what, "New game of %s %dx%d", game_at(g)->id, e->w, e->h);
            check_layout(e, what);
            su_check_texts_clear(e, what);
            su_check_rings(e, what);
            char name[64];
            snprintf(name, sizeof name, "new-game-%s", game_at(g)->id);
            shot(e, name);
            /* Started with no human seat, at the most players: the
             * sentence that says why stands clear of the buttons. */
            SDL_Rect r;
            CHECK(eng_target_find(e, T_CHOICE, ROW_PLAYERS, game_at(g)->max_players, &r));
            click(e, r);
            CHECK(eng_target_find(e, T_CHOICE, ROW_SEAT, SEAT_NORMAL, &r));
            click(e, r);
            CHECK(eng_target_find(e, T_BUTTON, B_START, 0, &r));
            click(e, r);
            eng_apply_stack(e);
            CHECK_MSG(su_shows_start(e, "At least one seat"), "%s: no human seat, no word", what);
            check_layout(e, what);
            su_check_texts_clear(e, what);
            su_check_rings(e, what);
            snprintf(name, sizeof name, "new-game-%s-no-human", game_at(g)->id);
            shot(e, name);
            if (strcmp(game_at(g)->id, "3up-3down"))
                continue;
            play_out_with_two(e);
            CHECK(eng_target_find(e, T_CHOICE, ROW_PLAYERS, 4, &r)); /* its help, as before */
            click(e, r);
            /* Its help follows the focus (or the mouse) from option to
             * option, at every size: seven options with their help under
             * each do not fit. */
            CHECK(su_shows_start(e, "after the winner, play on"));
            eng_focus_set(e, T_CHOICE, ROW_OPTION + 3, 1, true);
            CHECK(su_shows_start(e, "a match of one game per player"));
            CHECK(!su_shows_start(e, "after the winner, play on"));
            eng_focus_set(e, T_BUTTON, B_START, 0, true);
            CHECK(su_shows_start(e, "a match of one game per player")); /* the last one stays */
            shot(e, "new-game-help");
        }
        /* The delete question over the list. */
        eng_reset_to(e, scene_saves_new(e));
        eng_apply_stack(e);
        SDL_Rect r;
        CHECK(eng_target_find(e, T_BUTTON, B_DELETE, 0, &r));
        click(e, r);
        snprintf(what, sizeof what, "delete question %dx%d", e->w, e->h);
        CHECK(eng_target_find(e, T_BUTTON, B_CONFIRM, 0, &r));
        check_layout(e, what);
        shot(e, "load-delete");
        eng_close(e);
    }
    return check_exit("scene_menus_layout");
}
