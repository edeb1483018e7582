/* The Rules scene: a page for every game the window plays, chosen by its tab
 * (or Left/Right), opened at the table's own game from the pause menu, and
 * scrolled to its end; at 960x600, 1280x800 and 3840x2160 every target lies
 * on the screen and none overlaps another. UPDOWN_TEST_SHOTS=DIR keeps a
 * picture of each page. */
#include "scene_util.h"

static bool overlap(SDL_Rect a, SDL_Rect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

static void check_layout(Eng *e, const char *what)
{
    for (int i = 0; i < e->ntargets; i++) {
        SDL_Rect r = e->targets[i].r;
        CHECK_MSG(r.x >= 0 && r.y >= 0 && r.x + r.w <= e->w && r.y + r.h <= e->h && r.w > 0 &&
                      r.h > 0,
                  "%s: target %d outside %dx%d", what, i, e->w, e->h);
        for (int j = i + 1; j < e->ntargets; j++)
            CHECK_MSG(!overlap(r, e->targets[j].r), "%s: targets %d and %d overlap", what, i, j);
    }
}

static void keep_shot(Eng *e, const char *name)
{
    char full[160];
    snprintf(full, sizeof full, "rules-%s-%dx%d", name, e->w, e->h);
    su_keep_shot(e, full);
}

static const char *shown(Eng *e, int *scroll, int *max)
{
    const char *id = scene_rules_game(eng_top(e), scroll, max);
    return id ? id : "(not the rules)";
}

/* From the title: a tab per game, each its own page, scrolled to its end. */
static void from_title(int w, int h)
{
    Eng *e = su_open(w, h);
    CHECK(e != NULL);
    if (!e)
        return;
    eng_reset_to(e, scene_title_new(e));
    su_step(e);
    CHECK(su_click(e, T_BUTTON, B_RULES, 0));
    su_step(e);
    int scroll, max;
    CHECK_MSG(!strcmp(shown(e, &scroll, &max), game_at(0)->id), "%s", shown(e, NULL, NULL));
    int tabs = 0;
    for (int g = 0; g < game_count(); g++) {
        if (!scene_has_table(game_at(g)))
            continue;
        CHECK_MSG(su_click(e, T_SETTING, SET_GAME, tabs), "no tab for %s", game_at(g)->id);
        su_step(e);
        CHECK_MSG(!strcmp(shown(e, &scroll, &max), game_at(g)->id), "tab %d shows %s", tabs,
                  shown(e, NULL, NULL));
        CHECK_EQ_INT(scroll, 0);
        CHECK_MSG(max > 0, "%s: the page does not scroll at %dx%d", game_at(g)->id, w, h);
        char what[120];
        snprintf(what, sizeof what, "rules %s %dx%d", game_at(g)->id, w, h);
        check_layout(e, what);
        keep_shot(e, game_at(g)->id);
        su_key(e, SDLK_END);
        shown(e, &scroll, &max);
        CHECK_EQ_INT(scroll, max);
        keep_shot(e, "end");
        su_key(e, SDLK_HOME);
        shown(e, &scroll, &max);
        CHECK_EQ_INT(scroll, 0);
        /* The page drags with the pointer; after a release the window did
         * not hear, a motion without the button leaves it. */
        int cx = e->w / 2, cy = e->h / 2, by = eng_px(e, 100);
        su_push_mouse(SDL_MOUSEMOTION, cx, cy);
        su_push_mouse(SDL_MOUSEBUTTONDOWN, cx, cy);
        su_push_mouse(SDL_MOUSEMOTION, cx, cy - by);
        su_step(e);
        shown(e, &scroll, &max);
        CHECK_MSG(scroll == (by < max ? by : max), "%s: dragged by %d, scrolled %d", what, by,
                  scroll);
        int dragged = scroll;
        /* A key while the button is held scrolls the page, and the drag
         * goes on from there: the next motion does not put it back. */
        su_key(e, SDLK_HOME);
        su_push_mouse(SDL_MOUSEMOTION, cx, cy - by - 1);
        su_step(e);
        shown(e, &scroll, &max);
        CHECK_MSG(scroll <= 1, "%s: Home then a pixel's drag: scrolled %d, not 1", what, scroll);
        su_key(e, SDLK_END);
        su_push_mouse(SDL_MOUSEMOTION, cx, cy - by);
        su_step(e);
        shown(e, &scroll, &max);
        CHECK_MSG(scroll >= max - 1, "%s: End then a pixel's drag: scrolled %d, not %d", what,
                  scroll, max - 1);
        su_key(e, SDLK_HOME);
        su_push_mouse(SDL_MOUSEMOTION, cx, cy - by);
        su_step(e);
        shown(e, &scroll, &max);
        CHECK_EQ_INT(scroll, 0);
        su_push_mouse(SDL_MOUSEMOTION, cx, cy - 2 * by);
        su_step(e);
        shown(e, &scroll, &max);
        CHECK_MSG(scroll == dragged, "%s: dragged on by %d, scrolled %d", what, by, scroll);
        su_mouse_held = false;
        su_push_mouse(SDL_MOUSEMOTION, cx, cy - 2 * by);
        su_step(e);
        shown(e, &scroll, &max);
        CHECK_MSG(scroll == dragged, "%s: the page followed a pointer let go: %d, not %d", what,
                  scroll, dragged);
        su_key(e, SDLK_HOME);
        tabs++;
    }
    CHECK_EQ_INT(tabs, 3);
    /* Left and Right walk the tabs. */
    su_key(e, SDLK_LEFT);
    CHECK(!strcmp(shown(e, NULL, NULL), game_at(1)->id));
    su_key(e, SDLK_RIGHT);
    su_key(e, SDLK_RIGHT); /* past the last: stays */
    CHECK(!strcmp(shown(e, NULL, NULL), game_at(2)->id));
    su_key(e, SDLK_ESCAPE);
    CHECK(!strcmp(scene_name(eng_top(e)), "title"));
    eng_close(e);
}

/* From a table's pause menu: the rules of that table's game. */
static void from_table(const GameDef *def, int players)
{
    Eng *e = su_open(1280, 800);
    CHECK(e != NULL);
    if (!e)
        return;
    const int humans[GAME_MAX_SEATS] = {SEAT_HUMAN, SEAT_HUMAN, SEAT_HUMAN,
                                        SEAT_HUMAN, SEAT_HUMAN, SEAT_HUMAN};
    Match *m = su_match_seats(def->id, players, 7, humans);
    if (!m)
        return;
    eng_reset_to(e, scene_table_new(e, m));
    su_step(e);
    if (scene_is_pass(eng_top(e)))
        CHECK(su_click(e, T_BUTTON, B_READY, 0));
    su_step(e);
    CHECK(su_click(e, T_BUTTON, B_MENU, 0));
    su_step(e);
    CHECK(su_click(e, T_BUTTON, B_RULES, 0));
    su_step(e);
    CHECK_MSG(!strcmp(shown(e, NULL, NULL), def->id), "%s's menu shows %s", def->id,
              shown(e, NULL, NULL));
    su_key(e, SDLK_ESCAPE);
    CHECK(scene_rules_game(eng_top(e), NULL, NULL) == NULL);
    eng_close(e);
}

int main(void)
{
    from_title(960, 600);
    from_title(1280, 800);
    from_title(3840, 2160);
    for (int g = 0; g < game_count(); g++)
        from_table(game_at(g), 2);
    return check_exit("scene_rules_pages");
}
