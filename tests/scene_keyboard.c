/* Every screen without a mouse: the title, Settings and New game by Tab,
 * Shift+Tab, the arrows and Enter (a name typed as before), then a whole
 * game of each title, one human seat against the AI, by a gamepad's
 * d-pad and A alone, with B taking a step back and Start opening the
 * menu. At the table the focus lands only on a choice the rules allow
 * now, and every A plays one move. */
#include "scene_util.h"

#include "midend.h"

#include "cards.h"

static void pad(Eng *e, int button)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_CONTROLLERBUTTONDOWN;
    ev.cbutton.button = (Uint8)button;
    ev.cbutton.state = SDL_PRESSED;
    SDL_PushEvent(&ev);
    ev.type = SDL_CONTROLLERBUTTONUP;
    ev.cbutton.state = SDL_RELEASED;
    SDL_PushEvent(&ev);
    su_step(e);
}

static void stick(Eng *e, int axis, int value)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_CONTROLLERAXISMOTION;
    ev.caxis.axis = (Uint8)axis;
    ev.caxis.value = (Sint16)value;
    SDL_PushEvent(&ev);
    su_step(e);
}

static const char *top_name(Eng *e) { return eng_top(e)->vt->name; }

/* Down held (held) or let go: the d-pad's button (way 0) or the stick
 * (way 1), its event queued for the next frame. */
static void hold_down(int way, bool held)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    if (way == 0) {
        ev.type = held ? SDL_CONTROLLERBUTTONDOWN : SDL_CONTROLLERBUTTONUP;
        ev.cbutton.button = SDL_CONTROLLER_BUTTON_DPAD_DOWN;
        ev.cbutton.state = held ? SDL_PRESSED : SDL_RELEASED;
    } else {
        ev.type = SDL_CONTROLLERAXISMOTION;
        ev.caxis.axis = SDL_CONTROLLER_AXIS_LEFTY;
        ev.caxis.value = held ? 30000 : 0;
    }
    SDL_PushEvent(&ev);
}

/* How often the focus moves in the next `seconds` of frames. */
static int focus_moves(Eng *e, double seconds)
{
    int moves = 0;
    const EngTarget *f = eng_focus_get(e);
    EngTarget was = f ? *f : (EngTarget){0};
    for (double t = 0; t < seconds; t += e->fixed_dt) {
        su_step(e);
        f = eng_focus_get(e);
        if (f && (f->kind != was.kind || f->a != was.a || f->b != was.b)) {
            moves++;
            was = *f;
        }
    }
    return moves;
}

/* A d-pad button held down goes on moving the focus, as a held arrow key
 * does (after a pause, then steadily), and stops when let go; so does the
 * stick held one way. Settings, down its rows. */
static void held_pad(Eng *e)
{
    eng_reset_to(e, scene_settings_new(e));
    su_step(e);
    for (int way = 0; way < 2; way++) {
        eng_focus_set(e, T_SETTING, SET_LANGUAGE, 0, true);
        const EngTarget *f = eng_focus_get(e);
        int from = f ? f->a : -1;
        hold_down(way, true);
        int first = focus_moves(e, 0.2), held = focus_moves(e, 0.5);
        CHECK_MSG(first == 1, "way %d: the first press moves once (%d)", way, first);
        CHECK_MSG(held >= 3, "way %d: held, the focus goes on down (%d moves in 0.5 s)", way, held);
        f = eng_focus_get(e);
        CHECK_MSG(f && f->a != from, "way %d: the focus left its row", way);
        hold_down(way, false);
        CHECK_EQ_INT(focus_moves(e, 1.0), 0); /* let go: it stays */
    }
}

static bool same_target(const EngTarget *a, const EngTarget *b)
{
    return a && b && a->kind == b->kind && a->a == b->a && a->b == b->b;
}

/* The right shoulder moves the focus as Tab does, the left back as
 * Shift+Tab; Back leaves a screen as Esc does. */
static void shoulders(Eng *e)
{
    eng_reset_to(e, scene_title_new(e));
    su_step(e);
    eng_push(e, scene_settings_new(e));
    su_step(e);
    eng_focus_set(e, T_SETTING, SET_FULLSCREEN, 0, true);
    EngTarget from = *eng_focus_get(e), by_tab, by_pad;
    su_key(e, SDLK_TAB);
    by_tab = *eng_focus_get(e);
    eng_focus_set(e, from.kind, from.a, from.b, true);
    pad(e, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
    by_pad = *eng_focus_get(e);
    CHECK_MSG(same_target(&by_tab, &by_pad) && !same_target(&from, &by_pad),
              "the right shoulder is Tab");
    pad(e, SDL_CONTROLLER_BUTTON_LEFTSHOULDER);
    CHECK_MSG(same_target(eng_focus_get(e), &from), "the left shoulder is Shift+Tab");
    pad(e, SDL_CONTROLLER_BUTTON_BACK);
    su_step(e);
    CHECK_MSG(!strcmp(top_name(e), "title"), "Back leaves Settings (%s)", top_name(e));
}

/* Tab until the focus is on a target; false when a whole round of Tab
 * never reaches it. */
static bool tab_to(Eng *e, int kind, int a, int b)
{
    for (int i = 0; i <= e->ntargets + 1; i++) {
        if (eng_focused(e, kind, a, b))
            return true;
        su_key(e, SDLK_TAB);
    }
    return false;
}

static int focusable_count(const Eng *e)
{
    int n = 0;
    for (int i = 0; i < e->ntargets; i++)
        n += !(e->targets[i].flags & ENG_TARGET_NOFOCUS);
    return n;
}

/* On a screen whose Left and Right turn from game to game (its tabs),
 * the focus goes with the game shown. */
static void right_takes_focus(Eng *e, const char *what)
{
    CHECK(tab_to(e, T_SETTING, SET_GAME, 0));
    su_key(e, SDLK_RIGHT);
    CHECK_MSG(eng_focused(e, T_SETTING, SET_GAME, 1),
              "%s: after Right the focus is not on the game shown", what);
}

static void title_by_keys(Eng *e)
{
    CHECK(!strcmp(top_name(e), "title"));
    CHECK(eng_focus_get(e) == NULL); /* hidden until a key asks for it */
    su_key(e, SDLK_TAB);
    const EngTarget *f = eng_focus_get(e);
    CHECK(f != NULL && f->kind == T_BUTTON);
    su_keep_shot(e, "focus-title");
    /* Tab visits every target once before it comes round again. */
    int n = focusable_count(e), seen = 0;
    EngTarget first = *f;
    for (int i = 0; i < n; i++) {
        su_key(e, SDLK_TAB);
        seen++;
        if (eng_focused(e, first.kind, first.a, first.b))
            break;
    }
    CHECK_EQ_INT(seen, n);
    /* Shift+Tab steps back to where Tab came from. */
    su_key(e, SDLK_TAB);
    EngTarget second = *eng_focus_get(e);
    su_key_mod(e, SDLK_TAB, KMOD_LSHIFT);
    CHECK(eng_focused(e, first.kind, first.a, first.b));
    su_key(e, SDLK_TAB);
    CHECK(eng_focused(e, second.kind, second.a, second.b));
    /* Down moves to a target lower on the screen. */
    SDL_Rect before = eng_focus_get(e)->r;
    su_key(e, SDLK_DOWN);
    CHECK(eng_focus_get(e)->r.y > before.y);
    /* Held down, the arrows go on moving (Enter held does its work once:
     * scene_uod_hotseat). */
    before = eng_focus_get(e)->r;
    su_key_held(e, SDLK_DOWN);
    CHECK(eng_focus_get(e)->r.y > before.y);
    su_key_held(e, SDLK_UP);
    CHECK(eng_focus_get(e)->r.y == before.y);
    /* A mouse move hides the ring; the next key shows it again. */
    su_push_mouse(SDL_MOUSEMOTION, 3, 3);
    su_step(e);
    CHECK(eng_focus_get(e) == NULL);
    su_key(e, SDLK_TAB);
    CHECK(eng_focus_get(e) != NULL);

    CHECK(tab_to(e, T_BUTTON, B_SETTINGS, 0));
    su_key(e, SDLK_RETURN);
    CHECK(!strcmp(top_name(e), "settings"));
    CHECK(eng_focus_get(e) != NULL); /* a keyboard player keeps the ring */
    /* Right goes along a row of chips, Left back, Down to the row below
     * (whose sizes are those that fit the screen: at least 960 x 600, under
     * the first language). */
    CHECK(tab_to(e, T_SETTING, SET_LANGUAGE, 0));
    su_key(e, SDLK_RIGHT);
    CHECK(eng_focused(e, T_SETTING, SET_LANGUAGE, 1));
    su_key(e, SDLK_RIGHT);
    CHECK(eng_focused(e, T_SETTING, SET_LANGUAGE, 2));
    su_key(e, SDLK_LEFT);
    su_key(e, SDLK_LEFT);
    CHECK(eng_focused(e, T_SETTING, SET_LANGUAGE, 0));
    before = eng_focus_get(e)->r;
    su_key(e, SDLK_DOWN);
    CHECK(eng_focus_get(e)->r.y > before.y);
    CHECK(eng_focus_get(e)->kind == T_SETTING && eng_focus_get(e)->a == SET_SIZE);
    su_key(e, SDLK_ESCAPE);
    CHECK(!strcmp(top_name(e), "title"));
    /* Statistics: Left and Right turn from game to game, and the focus
     * goes with them, so that Enter keeps the game shown. */
    CHECK(tab_to(e, T_BUTTON, B_STATS, 0));
    su_key(e, SDLK_RETURN);
    CHECK(!strcmp(top_name(e), "statistics"));
    right_takes_focus(e, "statistics");
    su_key(e, SDLK_LEFT);
    CHECK(eng_focused(e, T_SETTING, SET_GAME, 0));
    su_key(e, SDLK_ESCAPE);
    CHECK(!strcmp(top_name(e), "title"));
    CHECK(tab_to(e, T_BUTTON, B_RULES, 0));
    su_key(e, SDLK_SPACE);
    CHECK(!strcmp(top_name(e), "rules"));
    /* The rules keep the arrows for scrolling and turning pages; the
     * focus goes with the page turned. */
    su_key(e, SDLK_DOWN);
    CHECK(!strcmp(top_name(e), "rules"));
    right_takes_focus(e, "rules");
    pad(e, SDL_CONTROLLER_BUTTON_B); /* back */
    CHECK(!strcmp(top_name(e), "title"));
}

/* New game by keys: the game, the players, the seats, a name typed. */
static void new_game_by_keys(Eng *e, int game, const char *name)
{
    CHECK(tab_to(e, T_BUTTON, B_NEW_GAME, 0));
    su_key(e, SDLK_RETURN);
    CHECK(!strcmp(top_name(e), "new game"));
    const int picks[][2] = {{ROW_GAME, game},
                            {ROW_PLAYERS, 2},
                            {ROW_SEAT + 0, SEAT_HUMAN},
                            {ROW_SEAT + 1, SEAT_NORMAL}};
    for (size_t i = 0; i < sizeof picks / sizeof picks[0]; i++) {
        CHECK_MSG(tab_to(e, T_CHOICE, picks[i][0], picks[i][1]), "choice %d,%d by Tab", picks[i][0],
                  picks[i][1]);
        su_key(e, SDLK_SPACE);
        if (i == 0) {
            /* Down from the game goes to the row below, the players, even
             * where that row's buttons end before the game's column
             * (3UP 3DOWN's): not past it to the seats; the next Down goes
             * to the first seat. */
            const EngTarget *f;
            if (game + 1 < game_count()) {
                /* Right goes along the row, not down to the row below */
                su_key(e, SDLK_RIGHT);
                f = eng_focus_get(e);
                CHECK_MSG(f && f->kind == T_CHOICE && f->a == ROW_GAME && f->b == game + 1,
                          "Right from game %d lands on %d,%d", game, f ? f->a : -1, f ? f->b : -1);
                su_key(e, SDLK_LEFT);
            }
            su_key(e, SDLK_DOWN);
            f = eng_focus_get(e);
            CHECK_MSG(f && f->kind == T_CHOICE && f->a == ROW_PLAYERS,
                      "Down from game %d lands on row %d", game, f ? f->a : -1);
            su_key(e, SDLK_DOWN);
            f = eng_focus_get(e);
            CHECK_MSG(f && ((f->kind == T_FIELD && f->a == 0) ||
                            (f->kind == T_CHOICE && f->a == ROW_SEAT + 0)),
                      "Down from the players lands on %d,%d", f ? f->kind : -1, f ? f->a : -1);
        }
    }
    CHECK(tab_to(e, T_FIELD, 0, 0));
    su_keep_shot(e, "focus-newgame");
    su_key(e, SDLK_RETURN); /* type the name */
    for (int i = 0; i < SAVE_NAME_LEN; i++)
        su_key(e, SDLK_BACKSPACE);
    SDL_Event text;
    memset(&text, 0, sizeof text);
    text.type = SDL_TEXTINPUT;
    snprintf(text.text.text, sizeof text.text.text, "%s", name);
    SDL_PushEvent(&text);
    su_step(e);
    /* A space is a letter of the name, not a click on the focus. */
    snprintf(text.text.text, sizeof text.text.text, " ");
    SDL_PushEvent(&text);
    su_key(e, SDLK_SPACE);
    CHECK(!strcmp(top_name(e), "new game"));
    su_key(e, SDLK_BACKSPACE);
    su_key(e, SDLK_TAB); /* ends the name */
    CHECK(tab_to(e, T_BUTTON, B_START, 0));
    su_key(e, SDLK_RETURN);
    su_step(e);
}

/* Where a target of New game lies: 0 the left panel (the game, the
 * players, the seats), 1 the options beside it, 2 the buttons under both. */
static int newgame_part(const EngTarget *t)
{
    if (t->kind == T_BUTTON)
        return 2;
    return t->kind == T_CHOICE && t->a >= ROW_OPTION && t->a < ROW_SEAT;
}

/* Tab goes down the left panel of New game, then through the options,
 * then to the buttons; it does not zigzag between the two panels row by
 * row (it did: the first option came between the game and the players). */
static void newgame_tab_panels(Eng *e)
{
    for (int g = 0; g < game_count(); g++) {
        eng_reset_to(e, scene_newgame_new(e));
        su_step(e);
        CHECK(tab_to(e, T_CHOICE, ROW_GAME, g));
        su_key(e, SDLK_SPACE);
        CHECK(tab_to(e, T_CHOICE, ROW_GAME, 0));
        int part = 0, options = 0, seats = 0, steps = 0;
        for (; steps <= e->ntargets; steps++) {
            su_key(e, SDLK_TAB);
            const EngTarget *f = eng_focus_get(e);
            CHECK(f != NULL);
            if (!f || (f->kind == T_CHOICE && f->a == ROW_GAME && f->b == 0))
                break;
            int now = newgame_part(f);
            CHECK_MSG(now >= part, "%s: Tab went back from part %d to %d (%d,%d) at step %d",
                      game_at(g)->name, part, now, f->kind, f->a, steps);
            part = now;
            options += now == 1;
            seats += f->kind == T_CHOICE && f->a >= ROW_SEAT;
        }
        CHECK_MSG(options >= 2 && seats >= 8 && part == 2,
                  "%s: a round of Tab saw %d options, %d seat choices, ended in part %d",
                  game_at(g)->name, options, seats, part);
    }
}

/* Whether r lies inside a target: the words of that target. */
static bool in_a_target(const Eng *e, SDL_Rect r)
{
    for (int i = 0; i < e->ntargets; i++) {
        SDL_Rect in;
        if (SDL_IntersectRect(&r, &e->targets[i].r, &in) && SDL_RectEquals(&in, &r))
            return true;
    }
    return false;
}

/* The focus ring round every target of a screen lies clear of the words
 * around it (it covered the top of an option's help in New game); the
 * words inside the target are its own, and those inside another target
 * (the badge of the card beside it in a fanned hand) that one's. */
static void ring_clear(Eng *e, const char *what)
{
    su_step(e);
    su_key(e, SDLK_TAB);
    int n = focusable_count(e), reach = eng_focus_ring_width(e), top = e->nstack - 1;
    for (int i = 0; i < n; i++) {
        su_draw_texts(e);
        const EngTarget *f = eng_focus_get(e);
        CHECK(f != NULL);
        if (!f)
            return;
        SDL_Rect ring = {e->focus_ring.x - reach, e->focus_ring.y - reach,
                         e->focus_ring.w + 2 * reach, e->focus_ring.h + 2 * reach};
        for (int k = 0; k < e->ntexts_drawn; k++) {
            const EngTextRec *t = &e->texts_drawn[k];
            if (t->layer != top || SDL_HasIntersection(&t->r, &e->focus_ring) ||
                in_a_target(e, t->r))
                continue;
            /* below the baseline, a fifth of the line, no letter is inked
             * but in a descender */
            SDL_Rect ink = {t->r.x, t->r.y, t->r.w, t->r.h - t->r.h / 5};
            CHECK_MSG(
                !SDL_HasIntersection(&ink, &ring),
                "%s: the ring round %d/%d/%d covers '%s' (ring %d,%d %dx%d, text %d,%d %dx%d)",
                what, f->kind, f->a, f->b, t->text, ring.x, ring.y, ring.w, ring.h, t->r.x, t->r.y,
                t->r.w, t->r.h);
        }
        su_key(e, SDLK_TAB);
    }
}

static void rings_clear(Eng *e)
{
    eng_reset_to(e, scene_title_new(e));
    ring_clear(e, "title");
    eng_push(e, scene_settings_new(e));
    ring_clear(e, "settings");
    eng_reset_to(e, scene_stats_new(e));
    ring_clear(e, "statistics");
    eng_reset_to(e, scene_title_new(e));
    eng_push(e, scene_tutorials_new(e));
    ring_clear(e, "learn to play");
    for (int g = 0; g < game_count(); g++) {
        const GameDef *def = game_at(g);
        eng_reset_to(e, scene_newgame_new(e));
        su_step(e);
        CHECK(tab_to(e, T_CHOICE, ROW_GAME, g));
        su_key(e, SDLK_SPACE);
        ring_clear(e, def->name);
        /* the offer of a tutorial over it, whose words take more lines in
         * some languages */
        for (int l = 0; scene_has_tutorial(def) && l < 4; l++) {
            static const char *const langs[] = {"de", "fr", "ja", "en"};
            char what[64];
            snprintf(what, sizeof what, "the offer of a tutorial in %s", langs[l]);
            CHECK_MSG(!strcmp(eng_set_language(e, langs[l]), langs[l]), "%s", what);
            eng_reset_to(e, scene_newgame_new(e));
            eng_push(e, scene_tutorial_offer_new(e, def, NULL, NULL));
            ring_clear(e, what);
        }
        eng_reset_to(e, scene_rules_new(e, def));
        ring_clear(e, "rules");
        eng_reset_to(e, scene_pause_new(e, def));
        ring_clear(e, "pause");
        eng_reset_to(e, scene_pass_new(e, def, "Kay"));
        ring_clear(e, "pass the screen");
    }
}

static Match *human_table(Eng *e, int g, uint64_t seed);

/* At a table, at the human's first turn: the ring round every card or
 * action that may be chosen lies clear of the words round it. */
static void table_rings_clear(Eng *e)
{
    for (int g = 0; g < game_count(); g++) {
        Match *m = human_table(e, g, 7);
        if (!m)
            continue;
        /* the first turns, each step of them: Enter uses the focus the
         * round of Tab left */
        for (int turn = 0; turn < 8; turn++) {
            for (int i = 0; i < 2000 && (scene_match_to_move(m) != 0 || mid_busy(eng_top(e), e));
                 i++)
                su_step(e);
            if (scene_match_to_move(m) != 0 || !scene_is_table(eng_top(e)))
                break;
            ring_clear(e, game_at(g)->name);
            su_key(e, SDLK_RETURN);
        }
        /* and on the results and in the review of a game played out (the
         * results own it, as the table owns m) */
        const int kinds[] = {SEAT_HUMAN, SEAT_NORMAL};
        m = su_match_seats(game_at(g)->id, 2, 7, kinds);
        if (!m)
            continue;
        su_finish(m, 7);
        eng_reset_to(e, scene_results_new(e, m));
        ring_clear(e, "results");
        CHECK(scene_review_push(e, m) != NULL);
        ring_clear(e, "review");
    }
}

/* A whole game by the gamepad: the d-pad or the stick a few times, then A. */
static void game_by_pad(Eng *e, const char *who, uint64_t seed)
{
    Scene *top = eng_top(e);
    CHECK_MSG(scene_is_table(top), "%s: the table opened", who);
    Match *m = scene_table_match(top);
    if (!m)
        return;
    CHECK(!strcmp(scene_match_name(m, 0), "Kay"));
    Rng rng;
    rng_seed(&rng, seed);
    int presses = 0, undone = 0, menus = 0, hints = 0, rings = 0;
    for (int guard = 0; guard < 300000; guard++) {
        top = eng_top(e);
        if (scene_is_results(top))
            break;
        if (!strcmp(top_name(e), "pass")) {
            pad(e, SDL_CONTROLLER_BUTTON_A);
            continue;
        }
        m = scene_table_match(top);
        if (!m) {
            su_step(e);
            continue;
        }
        int to = scene_match_to_move(m);
        if (to < 0 || to != m->viewer || e->animating || scene_match_ai_busy(m)) {
            su_step_ai(e, m);
            continue;
        }
        static const int dirs[] = {SDL_CONTROLLER_BUTTON_DPAD_RIGHT,
                                   SDL_CONTROLLER_BUTTON_DPAD_LEFT, SDL_CONTROLLER_BUTTON_DPAD_DOWN,
                                   SDL_CONTROLLER_BUTTON_DPAD_UP};
        for (int k = (int)rng_below(&rng, 4); k > 0; k--) {
            if (rng_below(&rng, 3) == 0) {
                stick(e, SDL_CONTROLLER_AXIS_LEFTX, 30000);
                stick(e, SDL_CONTROLLER_AXIS_LEFTX, 0);
            } else {
                pad(e, dirs[rng_below(&rng, 4)]);
            }
        }
        if (presses == 6 && strcmp(m->def->id, "3up-3down") != 0) {
            /* After a touch of the mouse the focus hides; in a game where
             * Enter has no move of its own, the first A (Enter) shows it
             * and plays nothing (3UP 3DOWN's Enter plays the chosen
             * cards: scene_t3_game). */
            su_push_mouse(SDL_MOUSEMOTION, e->mouse_x == 5 ? 6 : 5, 5);
            su_step(e);
            CHECK_MSG(eng_focus_get(e) == NULL, "%s: the mouse hides the focus", who);
            int before = m->sg.n_moves;
            pad(e, SDL_CONTROLLER_BUTTON_A);
            CHECK_MSG(eng_focus_get(e) != NULL, "%s: A with the focus hidden shows it", who);
            CHECK_EQ_INT(m->sg.n_moves, before);
        }
        if (presses == 3 || presses == 12) { /* Y asks for a hint: lit by the focus */
            pad(e, SDL_CONTROLLER_BUTTON_Y);
            const char *note = scene_table_toast(eng_top(e));
            CHECK_MSG(!strncmp(note, "Hint: ", 6), "%s: the hint is told ('%s')", who, note);
            hints++;
            char name[64];
            snprintf(name, sizeof name, "hint-%s-%d", m->def->id, presses);
            su_keep_shot(e, name);
        }
        /* each choice the focus reaches means one thing: two targets of one
         * meaning would leave the focus ring on the one it did not reach */
        for (int i = 0; i < e->ntargets; i++)
            for (int j = i + 1; j < e->ntargets; j++) {
                const EngTarget *a = &e->targets[i], *b = &e->targets[j];
                bool reach = !(a->flags & ENG_TARGET_NOFOCUS) && !(b->flags & ENG_TARGET_NOFOCUS);
                CHECK_MSG(!reach || a->kind != b->kind || a->a != b->a || a->b != b->b,
                          "%s: two targets the focus reaches mean %d(%d,%d)", who, a->kind, a->a,
                          a->b);
            }
        const EngTarget *f = eng_focus_get(e);
        CHECK_MSG(f != NULL, "%s: the focus is on a choice on the human's turn", who);
        if (!f)
            break;
        /* the ring goes round the focused card where it is drawn (raised
         * when focused or picked), not where it was laid out */
        if (f->kind == T_HAND) {
            EngTarget at = *f;
            eng_faces_clear(e);
            eng_draw_now(e);
            const EngDeck *decks[] = {DECK_UOD, DECK_UAD, DECK_T3};
            SDL_Rect face = {0}, ring = e->focus_ring, in;
            bool drawn = false;
            for (int d = 0; d < 3 && !drawn; d++)
                drawn = eng_face_drawn_at(e, decks[d], at.a, &face);
            CHECK_MSG(drawn, "%s: the focused card %d is drawn", who, at.a);
            CHECK_MSG(!drawn ||
                          (SDL_IntersectRect(&ring, &face, &in) && SDL_RectEquals(&in, &ring)),
                      "%s: the ring round card %d (%d,%d %dx%d) is not on it (%d,%d %dx%d)", who,
                      at.a, ring.x, ring.y, ring.w, ring.h, face.x, face.y, face.w, face.h);
            rings++;
        }
        if (presses == 8 || presses == 9) {
            char name[64];
            snprintf(name, sizeof name, "focus-table-%s-%d",
                     game_at(0) == m->def ? "uod" : m->def->id, presses);
            su_keep_shot(e, name);
        }
        int before = m->sg.n_moves;
        bool hinted = !strncmp(scene_table_toast(eng_top(e)), "Hint: ", 6);
        pad(e, SDL_CONTROLLER_BUTTON_A);
        presses++;
        /* the hint stays while its cards are picked, and goes with the move */
        if (hinted && scene_is_table(eng_top(e)))
            CHECK_MSG(!strncmp(scene_table_toast(eng_top(e)), "Hint: ", 6) ==
                          (m->sg.n_moves == before),
                      "%s: a hint %s", who,
                      m->sg.n_moves == before ? "gone at a pick" : "left after its move");
        if (m->sg.n_moves == before + 1) {
            char why[GAME_ERR_LEN];
            if (undone < 3 && save_undo_steps(&m->sg, why, sizeof why) > 0 &&
                scene_match_to_move(m) == m->viewer) {
                pad(e, SDL_CONTROLLER_BUTTON_B); /* takes the step back */
                CHECK_EQ_INT(m->sg.n_moves, before);
                undone++;
            }
        } else {
            /* A selection (3UP 3DOWN's cards before Play): no move yet. */
            CHECK_MSG(m->sg.n_moves == before, "%s: one A plays at most one move", who);
        }
        if (menus == 0 && presses == 5) {
            /* the menu and back: the focus is where it was */
            const EngTarget *had = eng_focus_get(e);
            EngTarget was = had ? *had : (EngTarget){0};
            pad(e, SDL_CONTROLLER_BUTTON_START);
            CHECK(!strcmp(top_name(e), "pause"));
            pad(e, SDL_CONTROLLER_BUTTON_B);
            CHECK(scene_is_table(eng_top(e)));
            CHECK_MSG(!had || eng_focused(e, was.kind, was.a, was.b),
                      "%s: back from the menu, the focus left target %d(%d,%d)", who, was.kind,
                      was.a, was.b);
            menus++;
        }
    }
    CHECK_MSG(scene_is_results(eng_top(e)), "%s: the game reached its end by the gamepad", who);
    /* The results take no A meant for the table: those pressed on in the
     * rhythm of the play do nothing; later the first shows the focus (on
     * the first button), the next would use it. */
    CHECK_MSG(eng_focus_get(e) == NULL, "%s: the results come with the focus hidden", who);
    for (int i = 0; i < 4; i++) {
        pad(e, SDL_CONTROLLER_BUTTON_A);
        for (int f = 0; f < 10; f++)
            su_step(e);
    }
    CHECK_MSG(scene_is_results(eng_top(e)), "%s: A in the play's rhythm left the results", who);
    for (int f = 0; f < 30; f++)
        su_step(e);
    pad(e, SDL_CONTROLLER_BUTTON_A);
    CHECK_MSG(scene_is_results(eng_top(e)), "%s: one A at the results left them", who);
    CHECK(eng_focus_get(e) != NULL);
    CHECK(presses > 10);
    CHECK_MSG(menus == 1, "%s: Start opened the menu", who);
    CHECK_MSG(hints == 2, "%s: two hints asked for", who);
    CHECK_MSG(rings > 0, "%s: the focus was on a hand card", who);
    printf("%s: %d presses of A, %d steps undone by B\n", who, presses, undone);
    CHECK(tab_to(e, T_BUTTON, B_TO_TITLE, 0));
    pad(e, SDL_CONTROLLER_BUTTON_A);
    su_step(e);
    CHECK(!strcmp(top_name(e), "title"));
}

/* Tab pressed while an AI plays (nothing to focus yet) puts the keys in
 * hand: when the turn comes the focus shows on the first choice, and
 * Enter plays it, with no second Tab. */
static void tab_before_turn(Eng *e)
{
    const int kinds[] = {SEAT_NORMAL, SEAT_HUMAN};
    Match *m = su_match_seats("up-or-down", 2, 3, kinds);
    if (!m)
        return;
    scene_match_set_viewer(m, 1);
    eng_reset_to(e, scene_table_new(e, m));
    su_step(e);
    CHECK_EQ_INT(scene_match_to_move(m), 0); /* the AI begins */
    e->focus_shown = false;
    su_key(e, SDLK_TAB);
    for (int k = 0; k < 400 && scene_match_to_move(m) != 1; k++)
        su_step_ai(e, m);
    su_step(e);
    eng_draw_now(e);
    CHECK_EQ_INT(scene_match_to_move(m), 1);
    CHECK_MSG(eng_focus_get(e) != NULL, "the turn came and the focus does not show");
    int before = m->sg.n_moves;
    su_key(e, SDLK_RETURN);
    CHECK_EQ_INT(m->sg.n_moves, before + 1);
}

/* A screen that opens on a row of choices starts its focus on the one
 * chosen, not on the row's first: New game and Statistics on the game
 * last started, Settings on the language set. Enter there changes nothing. */
static void focus_starts_chosen(Eng *e, Scene *screen, const char *what)
{
    eng_reset_to(e, screen);
    su_step(e);
    e->focus_shown = false;
    su_key(e, SDLK_TAB); /* shows the focus */
    const EngTarget *f = eng_focus_get(e);
    CHECK_MSG(f && (f->flags & ENG_TARGET_CHOSEN), "%s: the focus starts on %d/%d/%d", what,
              f ? f->kind : -1, f ? f->a : -1, f ? f->b : -1);
    su_key(e, SDLK_RETURN);
    f = eng_focus_get(e);
    CHECK_MSG(f && (f->flags & ENG_TARGET_CHOSEN), "%s: Enter changed the choice", what);
}

static void chosen_first(Eng *e)
{
    int last = e->settings.last_game;
    e->settings.last_game = -1;
    for (int g = game_count() - 1; g >= 0 && e->settings.last_game < 0; g--)
        if (scene_has_table(game_at(g)))
            e->settings.last_game = g;
    focus_starts_chosen(e, scene_newgame_new(e), "new game");
    /* Statistics open on the game last started, the focus on its tab. */
    focus_starts_chosen(e, scene_stats_new(e), "statistics");
    int tab = 0;
    for (int g = 0; g < e->settings.last_game; g++)
        tab += scene_has_table(game_at(g));
    CHECK_MSG(eng_focused(e, T_SETTING, SET_GAME, tab), "statistics open on another game than %d",
              e->settings.last_game);
    e->settings.last_game = last;
    char lang[sizeof e->settings.language];
    snprintf(lang, sizeof lang, "%s", e->settings.language);
    snprintf(e->settings.language, sizeof e->settings.language, "%s", eng_languages[1].code);
    focus_starts_chosen(e, scene_settings_new(e), "settings");
    snprintf(e->settings.language, sizeof e->settings.language, "%s", lang);
}

/* Game g's table, a human player against a normal one, on the top of the
 * stack; NULL for a game without a table. */
static Match *human_table(Eng *e, int g, uint64_t seed)
{
    const int kinds[] = {SEAT_HUMAN, SEAT_NORMAL};
    const GameDef *def = game_at(g);
    if (!scene_has_table(def))
        return NULL;
    Match *m = su_match_seats(def->id, 2, seed, kinds);
    if (!m)
        return NULL;
    eng_reset_to(e, scene_table_new(e, m));
    su_step(e);
    return m;
}

/* F1 at a table opens the rules on its game's page with the focus on that
 * page's tab, so the Enter that follows stays on it. */
static void rules_from_table(Eng *e)
{
    for (int g = 0; g < game_count(); g++) {
        const GameDef *def = game_at(g);
        if (!human_table(e, g, 7))
            continue;
        e->focus_shown = true;
        su_key(e, SDLK_F1);
        CHECK_MSG(!strcmp(top_name(e), "rules"), "%s: F1 opened %s", def->id, top_name(e));
        su_key(e, SDLK_RETURN);
        const char *shown = scene_rules_game(eng_top(e), NULL, NULL);
        CHECK_MSG(shown && !strcmp(shown, def->id), "%s: F1 and Enter show the rules of %s",
                  def->id, shown ? shown : "nothing");
    }
}

/* Home and End at a table put the focus on the first and last card of the
 * hand that may be chosen; with none, the focus stays. */
static void home_end(Eng *e)
{
    for (int g = 0; g < game_count(); g++) {
        const GameDef *def = game_at(g);
        Match *m = human_table(e, g, 11);
        if (!m)
            continue;
        for (int turn = 0; turn < 6 && scene_match_to_move(m) >= 0; turn++) {
            for (int k = 0;
                 k < 400 && (scene_match_to_move(m) != 0 || e->animating || scene_match_ai_busy(m));
                 k++)
                su_step_ai(e, m);
            su_step(e);
            eng_draw_now(e);
            if (scene_match_to_move(m) != 0)
                break;
            const EngTarget *first = NULL, *last = NULL;
            for (int i = 0; i < e->ntargets; i++) {
                const EngTarget *t = &e->targets[i];
                if (t->kind != T_HAND || (t->flags & ENG_TARGET_NOFOCUS))
                    continue;
                if (!first || t->r.x < first->r.x)
                    first = t;
                if (!last || t->r.x > last->r.x)
                    last = t;
            }
            e->focus_shown = false;
            su_key(e, SDLK_TAB);
            const EngTarget *shown = eng_focus_get(e);
            CHECK_MSG(shown != NULL, "%s: Tab shows no focus on the player's turn", def->id);
            if (!shown)
                break;
            EngTarget was = *shown;
            su_key(e, SDLK_END);
            const EngTarget *f = eng_focus_get(e);
            CHECK_MSG(same_target(f, last ? last : &was),
                      "%s: End did not go to the hand's last card", def->id);
            su_key(e, SDLK_HOME);
            f = eng_focus_get(e);
            CHECK_MSG(same_target(f, first ? first : &was),
                      "%s: Home did not go to the hand's first card", def->id);
            CHECK_MSG(!first || e->focus_shown, "%s: Home shows the focus", def->id);
            int before = m->sg.n_moves;
            su_key(e, SDLK_RETURN);
            if (first && strcmp(def->id, "3up-3down") != 0)
                CHECK_EQ_INT(m->sg.n_moves, before + 1);
            if (m->sg.n_moves == before) /* no card to play: any move */
                su_key(e, SDLK_RETURN);
        }
    }
}

/* Page Up and Page Down (a gamepad's triggers) scroll the game log at a
 * table, a page at a time, back to older moves and forward to the newest. */
static void log_pages(Eng *e)
{
    const int kinds[] = {SEAT_NORMAL, SEAT_NORMAL};
    Match *m = su_match_seats("up-or-down", 2, 5, kinds);
    if (!m)
        return;
    eng_reset_to(e, scene_table_new(e, m));
    su_step(e);
    for (int k = 0; k < 4000 && m->sg.n_moves < 40 && scene_match_to_move(m) >= 0; k++)
        su_step_ai(e, m);
    CHECK(m->nlog >= 30);
    const char *back = "scrolled back: wheel down";
    CHECK(!su_shows(e, back));
    su_key(e, SDLK_PAGEUP);
    CHECK_MSG(su_shows(e, back), "Page Up did not scroll the log back");
    su_key(e, SDLK_PAGEUP);
    su_key(e, SDLK_PAGEDOWN);
    CHECK_MSG(su_shows(e, back), "one Page Down after two Page Ups came back to the newest");
    su_key(e, SDLK_PAGEDOWN);
    CHECK_MSG(!su_shows(e, back), "Page Down did not come back to the newest moves");
    su_key(e, SDLK_PAGEDOWN);
    CHECK(!su_shows(e, back));
    /* a gamepad's triggers, pressed in, are Page Up (left) and Page Down */
    stick(e, SDL_CONTROLLER_AXIS_TRIGGERLEFT, 30000);
    stick(e, SDL_CONTROLLER_AXIS_TRIGGERLEFT, 20000); /* still in: once */
    stick(e, SDL_CONTROLLER_AXIS_TRIGGERLEFT, 0);
    CHECK_MSG(su_shows(e, back), "the left trigger did not scroll the log back");
    for (int k = 0; k < 2; k++) {
        stick(e, SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 32767);
        stick(e, SDL_CONTROLLER_AXIS_TRIGGERRIGHT, 0);
    }
    CHECK_MSG(!su_shows(e, back), "the right trigger did not come back to the newest moves");
}

/* A gold button reads as where the keys stand before the focus shows: the
 * first arrow moves from it. On the results Right then Enter opens the
 * review, Down on the title goes below "New game", Down on the pause menu
 * below "Resume". Where nothing is gold (a hand of cards) the first arrow
 * only shows the focus. */
static void first_arrow_from_gold(Eng *e)
{
    const int kinds[] = {SEAT_HUMAN, SEAT_NORMAL};
    Match *m = su_match_seats(game_at(0)->id, 2, 11, kinds);
    CHECK(m != NULL);
    if (!m)
        return;
    su_finish(m, 11);
    eng_reset_to(e, scene_results_new(e, m));
    su_step(e);
    CHECK(eng_focus_get(e) == NULL);
    e->now += 2; /* past the calm after the results came */
    su_key(e, SDLK_RIGHT);
    CHECK_MSG(eng_focused(e, T_BUTTON, B_REVIEW, 0),
              "results: the first Right stays on Play again");
    su_key(e, SDLK_RETURN);
    CHECK_MSG(!scene_is_results(eng_top(e)), "results: Right then Enter did not open the review");

    eng_reset_to(e, scene_title_new(e));
    su_step(e);
    su_push_mouse(SDL_MOUSEMOTION, e->mouse_x == 5 ? 6 : 5, 5); /* the focus hides */
    su_step(e);
    CHECK(eng_focus_get(e) == NULL);
    su_key(e, SDLK_DOWN);
    const EngTarget *f = eng_focus_get(e);
    CHECK_MSG(f && f->kind == T_BUTTON && f->a != B_NEW_GAME && f->a != B_CONTINUE,
              "title: the first Down stays on the gold button");

    m = human_table(e, 0, 12);
    CHECK(m != NULL);
    if (!m)
        return;
    for (int i = 0; i < 20000 && (scene_match_to_move(m) != 0 || mid_busy(eng_top(e), e)); i++) {
        su_wait_ai(m); /* on a loaded machine the AI's thread may take a while */
        su_step(e);
    }
    CHECK(scene_match_to_move(m) == 0);
    eng_push(e, scene_pause_new(e, game_at(0)));
    su_step(e);
    su_push_mouse(SDL_MOUSEMOTION, e->mouse_x == 5 ? 6 : 5, 5);
    su_step(e);
    su_key(e, SDLK_DOWN);
    f = eng_focus_get(e);
    CHECK_MSG(f && !(f->kind == T_BUTTON && f->a == B_RESUME),
              "pause: the first Down stays on Resume");
    su_key(e, SDLK_ESCAPE);
    su_step(e);
    CHECK(scene_is_table(eng_top(e)));
    su_push_mouse(SDL_MOUSEMOTION, e->mouse_x == 5 ? 6 : 5, 5);
    su_step(e);
    CHECK(eng_focus_get(e) == NULL);
    eng_focus_settle(e); /* where the first key finds it */
    EngTarget hidden = e->focus;
    su_key(e, SDLK_RIGHT);
    CHECK_MSG(eng_focused(e, hidden.kind, hidden.a, hidden.b),
              "table: the first Right moved the hidden focus from %d(%d,%d) to %d(%d,%d)",
              hidden.kind, hidden.a, hidden.b, e->focus.kind, e->focus.a, e->focus.b);
}

/* Enter on a screen whose focus is hidden (the mouse moved last) either
 * does the screen's own first thing or shows the focus, so that the next
 * Enter does what the ring shows: it is never lost. */
static void enter_shown(Eng *e, Scene *s, const char *what)
{
    if (s) /* else on the stack already */
        eng_push(e, s);
    su_step(e);
    su_push_mouse(SDL_MOUSEMOTION, e->mouse_x == 5 ? 6 : 5, 5);
    su_step(e);
    CHECK_MSG(eng_focus_get(e) == NULL, "%s: the mouse hides the focus", what);
    Scene *top = eng_top(e);
    int depth = e->nstack;
    e->now += 2; /* past any calm after the screen came */
    su_key(e, SDLK_RETURN);
    CHECK_MSG(eng_top(e) != top || e->nstack != depth || eng_focus_get(e) != NULL,
              "%s: Enter did nothing, and the focus stays hidden", what);
}

static Scene *tutorial_offer(Eng *e) { return scene_tutorial_offer_new(e, game_at(0), NULL, NULL); }

static Scene *first_rules(Eng *e) { return scene_rules_new(e, game_at(0)); }

static void enter_never_lost(Eng *e)
{
    static const struct {
        const char *what;
        Scene *(*make)(Eng *e);
    } screens[] = {{"tutorials", scene_tutorials_new},
                   {"tutorial offer", tutorial_offer},
                   {"rules", first_rules},
                   {"saves", scene_saves_new},
                   {"settings", scene_settings_new},
                   {"statistics", scene_stats_new},
                   {"new game", scene_newgame_new},
                   {"defaults", scene_defaults_new}};
    for (size_t i = 0; i < sizeof screens / sizeof screens[0]; i++) { /* over the title */
        eng_reset_to(e, scene_title_new(e));
        su_step(e);
        enter_shown(e, screens[i].make(e), screens[i].what);
    }
    for (int g = 0; g < game_count(); g++) {
        Match *m = human_table(e, g, 90 + (uint64_t)g);
        if (!m)
            continue;
        enter_shown(e, scene_pause_new(e, game_at(g)), "pause");
        m = human_table(e, g, 90 + (uint64_t)g);
        enter_shown(e, scene_pass_new(e, game_at(g), "Kay"), "pass");
        m = human_table(e, g, 90 + (uint64_t)g);
        su_finish(m, 5);
        CHECK(scene_review_push(e, m) != NULL);
        enter_shown(e, NULL, "review");
    }
    /* The question before a save is deleted, asked by the Delete key. */
    eng_reset_to(e, scene_saves_new(e));
    su_step(e);
    su_key(e, SDLK_DOWN);
    su_key(e, SDLK_DELETE);
    CHECK_MSG(su_shows(e, "Delete this game?"), "no question before a save is deleted");
    enter_shown(e, NULL, "the delete question");
}

int main(void)
{
    setenv("UPDOWN_SEED", "20261125", 1);
    /* UPDOWN_TEST_SIZE=WxH and UPDOWN_TEST_CB=1 with UPDOWN_TEST_SHOTS
     * keep pictures of the focus at other sizes and with the colour-blind
     * symbols, for people to look at. */
    int w = 1280, h = 800;
    const char *size = getenv("UPDOWN_TEST_SIZE");
    if (size && sscanf(size, "%dx%d", &w, &h) != 2)
        w = 1280, h = 800;
    Eng *e = su_open(w, h);
    CHECK(e != NULL);
    if (!e)
        return check_exit("scene_keyboard");
    e->settings.cb_symbols = getenv("UPDOWN_TEST_CB") != NULL;
    /* A gamepad plugged in and out, even one that is not there. */
    SDL_Event dev;
    memset(&dev, 0, sizeof dev);
    dev.type = SDL_CONTROLLERDEVICEADDED;
    dev.cdevice.which = 0;
    SDL_PushEvent(&dev);
    dev.type = SDL_CONTROLLERDEVICEREMOVED;
    dev.cdevice.which = 12345;
    SDL_PushEvent(&dev);
    eng_push(e, scene_title_new(e));
    su_step(e);
    held_pad(e);
    shoulders(e);
    eng_reset_to(e, scene_title_new(e));
    su_push_mouse(SDL_MOUSEMOTION, e->mouse_x == 5 ? 6 : 5, 5); /* the focus hides */
    su_step(e);
    title_by_keys(e);
    for (int g = 0; g < game_count(); g++) {
        new_game_by_keys(e, g, "Kay");
        game_by_pad(e, game_at(g)->name, 40 + (uint64_t)g);
    }
    tab_before_turn(e);
    rules_from_table(e);
    home_end(e);
    log_pages(e);
    chosen_first(e);
    newgame_tab_panels(e);
    rings_clear(e);
    table_rings_clear(e);
    enter_never_lost(e);
    first_arrow_from_gold(e);
    eng_close(e);
    return check_exit("scene_keyboard");
}
