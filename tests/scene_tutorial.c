/* The tutorials: every game's script plays from its deal (and a script with
 * a move that is not legal is caught); each tutorial is played to its end
 * by clicks from the title's Learn to play, a wrong click is refused with
 * the step's explanation, only the move asked for is lit, and the end goes
 * back to the title without results or statistics. Each is played by the
 * keyboard alone, with Tab, and with Enter alone, the focus starting at
 * every step on what the step asks for; it is left at a step after a
 * question; the rules page starts it, and the first New game of a title
 * offers it once. */
#include "scene_util.h"

#include "games.h"
#include "midend.h"
#include "tutorial.h"

static const char *top_name(Eng *e) { return scene_name(eng_top(e)); }

/* The table's focusable targets that are the table's own (not the panel's
 * buttons): with a guide, the places of the move asked for. */
static int lit_targets(const Eng *e, EngTarget *out, int cap)
{
    int n = 0;
    for (int i = 0; i < e->ntargets && n < cap; i++) {
        const EngTarget *t = &e->targets[i];
        if (!(t->flags & ENG_TARGET_NOFOCUS) && t->kind != T_BUTTON && t->kind != T_LOG)
            out[n++] = *t;
    }
    return n;
}

/* A target of the table that is not lit now. */
static bool unlit_target(const Eng *e, EngTarget *out)
{
    for (int i = 0; i < e->ntargets; i++) {
        const EngTarget *t = &e->targets[i];
        if ((t->flags & ENG_TARGET_NOFOCUS) &&
            (t->kind == T_HAND || t->kind == T_RING || t->kind == T_PILE || t->kind == T_SLOT)) {
            *out = *t;
            return true;
        }
    }
    return false;
}

static bool click_target(Eng *e, const EngTarget *t) { return su_click(e, t->kind, t->a, t->b); }

static int state(Eng *e, int *steps, const char **words)
{
    int k = -1;
    if (!scene_tutorial_state(eng_top(e), &k, steps, words))
        return -1;
    return k;
}

/* Steps the table until the tutorial stands at a step for the learner or
 * a note (the other seat's moves are played by the script), or its end. */
static void settle(Eng *e, const Tutorial *tut)
{
    for (int i = 0; i < 2000; i++) {
        int steps, k = state(e, &steps, NULL);
        if (k < 0 || k >= steps || tut->steps[k].seat == TUTOR_LEARNER ||
            tut->steps[k].seat == TUTOR_NOTE)
            return;
        su_step(e);
    }
}

static void size_name(Eng *e, char *buf, size_t len, const char *what, const GameDef *def)
{
    snprintf(buf, len, "tutorial-%s-%s-%dx%d", def->id, what, e->w, e->h);
}

/* Plays the tutorial of def to its end by clicks, from the title. */
static void play_by_clicks(Eng *e, const GameDef *def, int index)
{
    const Tutorial *tut = games_ui(def)->tutorial;
    eng_reset_to(e, scene_title_new(e));
    su_step(e);
    if (index == 0) {
        char name[96];
        snprintf(name, sizeof name, "tutorial-title-%dx%d", e->w, e->h);
        su_keep_shot(e, name);
    }
    CHECK(su_click(e, T_BUTTON, B_TUTORIAL, 0));
    CHECK(!strcmp(top_name(e), "tutorials"));
    if (index == 0) {
        char name[96];
        snprintf(name, sizeof name, "tutorial-chooser-%dx%d", e->w, e->h);
        su_keep_shot(e, name);
    }
    CHECK(su_click(e, T_BUTTON, B_GAME + index, 0));
    su_step(e);
    CHECK_MSG(!strcmp(top_name(e), "tutorial"), "%s: the tutorial opened (%s)", def->id,
              top_name(e));
    CHECK(e->nstack >= 2 && scene_is_table(e->stack[e->nstack - 2]));
    Match *m = scene_table_match(e->stack[e->nstack - 2]);
    bool shots = false, wrong_shot = false;
    int wrongs = 0;
    for (int guard = 0; guard < 4000; guard++) {
        settle(e, tut);
        int steps;
        const char *words = NULL;
        int k = state(e, &steps, &words);
        if (k < 0 || k >= steps)
            break;
        const TutorStep *st = &tut->steps[k];
        CHECK(words && st->say && !strcmp(words, st->say));
        if (st->seat == TUTOR_NOTE) {
            if (!shots) {
                char name[96];
                size_name(e, name, sizeof name, "note", def);
                su_keep_shot(e, name);
            }
            CHECK(su_click(e, T_BUTTON, B_CONTINUE, 0));
            CHECK_MSG(state(e, &steps, NULL) == k + 1, "%s: Continue passes note %d", def->id, k);
            continue;
        }
        /* The learner's step: only its move is lit. */
        EngTarget lit[ENG_MAX_TARGETS];
        int n = lit_targets(e, lit, ENG_MAX_TARGETS);
        CHECK_MSG(n >= 1, "%s: step %d (%s) lights a choice", def->id, k, st->move);
        if (n < 1)
            return;
        /* A wrong click, at every third step: refused with the step's words. */
        EngTarget bad;
        if (k % 3 == 1 && unlit_target(e, &bad)) {
            int moves = m->sg.n_moves;
            CHECK(click_target(e, &bad));
            CHECK_EQ_INT(m->sg.n_moves, moves);
            CHECK_EQ_INT(state(e, &steps, NULL), k);
            const char *toast = scene_table_toast(e->stack[e->nstack - 2]);
            CHECK_MSG(st->wrong && strstr(toast, st->wrong), "%s: step %d explains '%s'", def->id,
                      k, toast);
            CHECK_MSG(!strstr(toast, "(R-"), "%s: step %d says it plainly: %s", def->id, k, toast);
            wrongs++;
            if (!wrong_shot) {
                char name[96];
                size_name(e, name, sizeof name, "wrong", def);
                su_keep_shot(e, name);
                wrong_shot = true;
            }
        }
        if (!shots && k > 4) {
            char name[96];
            size_name(e, name, sizeof name, "step", def);
            su_keep_shot(e, name);
            shots = true;
        }
        /* Every lit card once (a choice made in steps: cards picked, then
         * Play), then the lit action. */
        int moves = m->sg.n_moves;
        EngTarget done[16];
        int ndone = 0;
        for (int tries = 0; tries < 16 && m->sg.n_moves == moves; tries++) {
            n = lit_targets(e, lit, ENG_MAX_TARGETS);
            const EngTarget *go = NULL;
            /* the cards first, then an action (Play), then the pile (which
             * picks up, or lays the cards picked) */
            for (int pass = 0; pass < 3 && !go; pass++)
                for (int i = 0; i < n && !go; i++) {
                    bool seen = false;
                    for (int j = 0; j < ndone; j++)
                        seen |= done[j].kind == lit[i].kind && done[j].a == lit[i].a &&
                                done[j].b == lit[i].b;
                    int order = lit[i].kind == T_ACTION ? 1 : lit[i].kind == T_PILE ? 2 : 0;
                    if (!seen && order <= pass)
                        go = &lit[i];
                }
            CHECK_MSG(go != NULL, "%s: step %d (%s) has a lit choice left", def->id, k, st->move);
            if (!go)
                return;
            done[ndone++] = *go;
            CHECK(click_target(e, go));
            su_step(e);
            if (m->sg.n_moves != moves || go->kind == T_ACTION)
                continue;
            /* a card picked and more to pick: no action is lit yet (Play,
             * and the pile that lays the cards picked, light only once the
             * cards make the move asked for) */
            n = lit_targets(e, lit, ENG_MAX_TARGETS);
            int cards_left = 0, actions = 0;
            for (int i = 0; i < n; i++) {
                bool seen = false;
                for (int j = 0; j < ndone; j++)
                    seen |= done[j].kind == lit[i].kind && done[j].a == lit[i].a &&
                            done[j].b == lit[i].b;
                bool acts = lit[i].kind == T_ACTION || lit[i].kind == T_PILE;
                cards_left += !seen && !acts;
                actions += acts;
            }
            CHECK_MSG(!cards_left || !actions,
                      "%s: step %d (%s) lights an action with %d cards still to pick", def->id, k,
                      st->move, cards_left);
        }
        CHECK_MSG(m->sg.n_moves > moves, "%s: step %d (%s) played by clicks", def->id, k, st->move);
        if (m->sg.n_moves == moves)
            return;
    }
    int steps;
    const char *words = NULL;
    CHECK_MSG(state(e, &steps, &words) == steps, "%s: the tutorial reached its end", def->id);
    CHECK(words && !strncmp(words, tut->closing, strlen(tut->closing)));
    CHECK_MSG(words && strstr(words, "Play on finishes this game"),
              "%s: the end offers to play on: %s", def->id, words ? words : "");
    CHECK_MSG(wrongs > 0, "%s: a wrong click was explained", def->id);
    char name[96];
    size_name(e, name, sizeof name, "end", def);
    su_keep_shot(e, name);
    for (int i = 0; i < 30; i++) /* nothing more happens at the table */
        su_step(e);
    CHECK(!strcmp(top_name(e), "tutorial"));
    CHECK(su_click(e, T_BUTTON, B_CONTINUE, 0)); /* Finish */
    su_step(e);
    CHECK_MSG(!strcmp(top_name(e), "title"), "%s: Finish goes to the title (%s)", def->id,
              top_name(e));
}

/* After Play on at the tutorial's end: the table is the game's own, with
 * no panel and every legal move on offer; the learner's moves (the hint's,
 * by H and Enter) and the other seat's AI play it to the results, where
 * nothing is counted. */
static void play_on(Eng *e, const GameDef *def)
{
    eng_apply_stack(e);
    su_step(e);
    CHECK_MSG(scene_is_table(eng_top(e)), "%s: Play on leaves the table (%s)", def->id,
              top_name(e));
    if (!scene_is_table(eng_top(e)))
        return;
    Match *m = scene_table_match(eng_top(e));
    CHECK(m && m->practice);
    CHECK(!eng_target_find(e, T_BUTTON, B_PLAY_ON, 0, NULL));
    CHECK(!eng_target_find(e, T_BUTTON, B_CONTINUE, 0, NULL));
    CHECK(!eng_target_find(e, T_BUTTON, B_LEAVE, 0, NULL));
    char name[96];
    size_name(e, name, sizeof name, "played-on", def);
    su_keep_shot(e, name);
    int stuck = 0, before = m->sg.n_moves;
    for (int guard = 0; guard < 20000 && scene_is_table(eng_top(e)) && stuck < 400; guard++) {
        int moves = m->sg.n_moves;
        if (scene_match_to_move(m) == m->viewer && !mid_busy(eng_top(e), e)) {
            su_key(e, SDLK_h);
            su_key(e, SDLK_RETURN);
        } else {
            su_wait_ai(m);
            su_step(e);
        }
        stuck = m->sg.n_moves == moves ? stuck + 1 : 0;
    }
    CHECK_MSG(!strcmp(top_name(e), "results"), "%s: played on to the results (%s, %d moves)",
              def->id, top_name(e), m->sg.n_moves - before);
    CHECK(m->sg.n_moves > before);
    CHECK(m->practice);
    size_name(e, name, sizeof name, "played-on-results", def);
    su_keep_shot(e, name);
    /* its review goes through the whole game, the script's moves too */
    CHECK(su_click(e, T_BUTTON, B_REVIEW, 0));
    su_step(e);
    int step = -1, moves = -1, weighed = -1, marks = -1;
    CHECK_MSG(scene_review_state(eng_top(e), &step, &moves, &weighed, &marks),
              "%s: the review of a tutorial played on opened (%s)", def->id, top_name(e));
    CHECK_EQ_INT(moves, m->sg.n_moves);
    su_key(e, SDLK_END);
    scene_review_state(eng_top(e), &step, &moves, &weighed, &marks);
    CHECK_EQ_INT(step, m->sg.n_moves);
    eng_reset_to(e, scene_title_new(e)); /* the results left: nothing is counted */
    eng_apply_stack(e);
}

/* The same by the keyboard: Tab reaches the one lit move, Enter plays it. */
static void play_by_keys(Eng *e, const GameDef *def)
{
    const Tutorial *tut = games_ui(def)->tutorial;
    char err[GAME_ERR_LEN + 200];
    CHECK(scene_tutorial_push(e, def, err, sizeof err) != NULL);
    su_step(e);
    for (int guard = 0; guard < 4000; guard++) {
        settle(e, tut);
        int steps, k = state(e, &steps, NULL);
        if (k < 0 || k >= steps)
            break;
        if (tut->steps[k].seat == TUTOR_NOTE) {
            su_key(e, SDLK_RETURN);
            CHECK_MSG(state(e, &steps, NULL) == k + 1, "%s: Enter passes note %d", def->id, k);
            continue;
        }
        /* Tab reaches a lit place of the move; Enter uses it. A move of
         * several picks (3UP 3DOWN's cards, then Play) is lit whole by H, as
         * a hint, and Enter plays it. */
        bool found = false;
        for (int i = 0; i < 8 && !found; i++) {
            su_key(e, SDLK_TAB);
            const EngTarget *f = eng_focus_get(e);
            found = f && f->kind != T_BUTTON && f->kind != T_LOG;
        }
        CHECK_MSG(found, "%s: Tab reaches the move of step %d", def->id, k);
        if (!found)
            return;
        Match *m = scene_table_match(e->stack[e->nstack - 2]);
        int moves = m->sg.n_moves;
        su_key(e, SDLK_RETURN);
        if (m->sg.n_moves == moves) {
            su_key(e, SDLK_h);
            su_key(e, SDLK_RETURN);
        }
        CHECK_MSG(m->sg.n_moves > moves, "%s: step %d played by keys", def->id, k);
        if (m->sg.n_moves == moves)
            return;
    }
    int steps;
    CHECK_MSG(state(e, &steps, NULL) == steps, "%s: the tutorial ended by keys", def->id);
    CHECK(eng_focused(e, T_BUTTON, B_CONTINUE, 0)); /* Finish */
    su_key(e, SDLK_RIGHT);
    CHECK_MSG(eng_focused(e, T_BUTTON, B_PLAY_ON, 0), "%s: Right reaches Play on", def->id);
    su_key(e, SDLK_RETURN);
    play_on(e, def);
}

/* Up or Down?'s line at a take names the two cards next to the card
 * played, one of them the step's. */
static void check_take_line(Eng *e, const Match *m, const TutorStep *st)
{
    const UodState *s = m->sg.state;
    su_draw_texts(e);
    int lo = -1, hi = -1, played = -1, card = atoi(st->move + strlen("take "));
    for (int i = 0; i < e->ntexts_drawn && played < 0; i++)
        if (sscanf(e->texts_drawn[i].text, "Take %d or %d, the cards next to %d", &lo, &hi,
                   &played) != 3)
            played = -1;
    CHECK_MSG(played == s->played && lo > 0 && lo < hi && (card == lo || card == hi),
              "%s: the line names %d and %d next to %d", st->move, lo, hi, played);
    char name[96];
    snprintf(name, sizeof name, "tutorial-up-or-down-take-%d-%dx%d", card, e->w, e->h);
    su_keep_shot(e, name);
}

/* Up or Down?'s mark of where a hand card goes in the ring (the focused
 * card's) leaves the words at the seam of the ring to be read. */
static void check_ring_mark(Eng *e, const TutorStep *st, const char *name)
{
    const char *card = st->move + strlen("play ");
    eng_resized(e); /* the backdrop, with the seam's words, is drawn again */
    eng_focus_set(e, T_HAND, atoi(card), 0, true);
    su_draw_texts(e);
    SDL_Rect seam = {0};
    for (int i = 0; i < e->ntexts_drawn; i++)
        if (!strcmp(e->texts_drawn[i].text, "high | low"))
            seam = e->texts_drawn[i].r;
    CHECK_MSG(seam.w > 0, "%s: the seam is marked", st->move);
    int marks = 0, r = eng_px(e, 16);
    for (int i = 0; i < e->ntexts_drawn; i++) {
        const EngTextRec *t = &e->texts_drawn[i];
        if (strcmp(t->text, card))
            continue;
        SDL_Rect mark = {t->r.x + t->r.w / 2 - r, t->r.y + t->r.h / 2 - r, 2 * r, 2 * r};
        marks++;
        CHECK_MSG(!SDL_HasIntersection(&mark, &seam),
                  "%s: the mark at (%d, %d) hides the seam's words at (%d, %d, %d, %d)", st->move,
                  mark.x, mark.y, seam.x, seam.y, seam.w, seam.h);
    }
    CHECK_MSG(marks > 0, "%s: the card's place in the ring is marked", st->move);
    su_keep_shot(e, name);
}

/* The whole tutorial by Enter alone, the focus shown once: at every step
 * the focus starts on what the step asks for (Continue at a note and at
 * the end, else the first control of the move asked for, never Leave),
 * after a pick it goes on to the next card the move needs, no Enter is
 * refused, and Enter pressed while the script plays the other seat does
 * not leave. Up or Down?'s lines at a take and its marks in the ring are
 * looked at on the way. */
static void play_by_enter(Eng *e, const GameDef *def)
{
    const Tutorial *tut = games_ui(def)->tutorial;
    bool uod = !strcmp(def->id, "up-or-down");
    char err[GAME_ERR_LEN + 200], name[96];
    CHECK(scene_tutorial_push(e, def, err, sizeof err) != NULL);
    su_step(e);
    if (!e->focus_shown)
        su_key(e, SDLK_TAB); /* the focus shows, on Continue */
    Scene *table = e->stack[e->nstack - 2];
    Match *m = scene_table_match(table);
    for (int guard = 0; guard < 4000; guard++) {
        int steps, k = state(e, &steps, NULL);
        CHECK_MSG(k >= 0, "%s: Enter stays in the tutorial (%s)", def->id, top_name(e));
        if (k < 0 || k >= steps)
            break;
        const TutorStep *st = &tut->steps[k];
        if (st->seat == TUTOR_NOTE) {
            CHECK_MSG(eng_focused(e, T_BUTTON, B_CONTINUE, 0), "%s: note %d: Continue focused",
                      def->id, k);
            su_key(e, SDLK_RETURN);
            CHECK_MSG(state(e, &steps, NULL) == k + 1, "%s: Enter passes note %d", def->id, k);
            continue;
        }
        if (st->seat != TUTOR_LEARNER) {
            CHECK_MSG(!eng_focused(e, T_BUTTON, B_LEAVE, 0),
                      "%s: step %d, the script's: the focus is not on Leave", def->id, k);
            su_wait_ai(m);
            su_key(e, SDLK_RETURN);
            continue;
        }
        if (uod && !strncmp(st->move, "take ", 5))
            check_take_line(e, m, st);
        if (uod && !strncmp(st->move, "play ", 5)) {
            snprintf(name, sizeof name, "tutorial-%s-%s-%dx%d", def->id, st->move, e->w, e->h);
            for (char *c = name; *c; c++)
                *c = *c == ' ' ? '-' : *c;
            check_ring_mark(e, st, name);
        }
        int moves = m->sg.n_moves;
        bool wrong = false;
        for (int press = 0; press < 6 && m->sg.n_moves == moves && !wrong; press++) {
            const EngTarget *f = eng_focus_get(e);
            wrong = !f || f->kind == T_BUTTON || f->kind == T_LOG;
            CHECK_MSG(!wrong, "%s: step %d (%s), Enter %d: the focus is on the move, not on %d/%d",
                      def->id, k, st->move, press + 1, f ? f->kind : -1, f ? f->a : -1);
            if (wrong)
                break;
            if (press == 1) { /* a card picked, the focus on the next */
                snprintf(name, sizeof name, "tutorial-%s-%s-pick-%dx%d", def->id, st->move, e->w,
                         e->h);
                for (char *c = name; *c; c++)
                    *c = *c == ' ' ? '-' : *c;
                su_keep_shot(e, name);
            }
            su_key(e, SDLK_RETURN);
            const char *toast = scene_table_toast(table);
            wrong = toast[0] != 0;
            CHECK_MSG(!wrong, "%s: step %d (%s), Enter %d is refused: %s", def->id, k, st->move,
                      press + 1, toast);
        }
        if (wrong) { /* the hint lights the whole move: the steps after it are tried too */
            su_key(e, SDLK_h);
            su_key(e, SDLK_RETURN);
        }
        CHECK_MSG(m->sg.n_moves > moves, "%s: step %d (%s) played by Enter alone", def->id, k,
                  st->move);
        if (m->sg.n_moves == moves)
            return;
    }
    int steps;
    CHECK_MSG(state(e, &steps, NULL) == steps, "%s: the tutorial ended by Enter", def->id);
    CHECK(eng_focused(e, T_BUTTON, B_CONTINUE, 0)); /* Finish */
    su_key(e, SDLK_RETURN); /* pressed on from the last move: the last words stay */
    CHECK_MSG(!strcmp(top_name(e), "tutorial"), "%s: an Enter at once finished (%s)", def->id,
              top_name(e));
    for (int f = 0; f < 61; f++)
        su_step(e);
    su_key(e, SDLK_RETURN);
    CHECK_MSG(!strcmp(top_name(e), "title"), "%s: Enter finishes (%s)", def->id, top_name(e));
}

/* A script whose move is not legal is caught. */
static void broken_script(const GameDef *def)
{
    const Tutorial *tut = games_ui(def)->tutorial;
    TutorStep *steps = malloc(sizeof *steps * (size_t)tut->nsteps);
    CHECK(steps != NULL);
    if (!steps)
        return;
    memcpy(steps, tut->steps, sizeof *steps * (size_t)tut->nsteps);
    Tutorial bad = *tut;
    bad.steps = steps;
    int k = 0;
    while (k < tut->nsteps && steps[k].seat != TUTOR_LEARNER)
        k++;
    char err[GAME_ERR_LEN + 200] = "";
    steps[k].move = "no such move";
    CHECK(!tutorial_check(def, &bad, err, sizeof err));
    CHECK(err[0]);
    steps[k] = tut->steps[k];
    steps[k].wrong = NULL;
    steps[k].say = NULL; /* a learner's step must say what to do */
    CHECK(!tutorial_check(def, &bad, err, sizeof err));
    free(steps);
}

/* The chooser of the tutorials opens on the game last started (the focus
 * a first key shows is on its button), as New game does; on the first game when
 * none was started yet (-1). */
static void chooser_focus(Eng *e)
{
    for (int g = -1; g < game_count(); g++) {
        e->settings.last_game = g;
        eng_reset_to(e, scene_title_new(e));
        su_push_mouse(SDL_MOUSEMOTION, e->mouse_x == 5 ? 6 : 5, 5); /* hides the focus */
        su_step(e);
        eng_push(e, scene_tutorials_new(e));
        eng_apply_stack(e);
        su_step(e);
        su_key(e, SDLK_DOWN); /* the first key shows where the focus is */
        const EngTarget *f = eng_focus_get(e);
        int want = B_GAME + (g < 0 ? 0 : g);
        CHECK_MSG(f && f->kind == T_BUTTON && f->a == want,
                  "last started %d: the chooser's focus is on %d, not %d", g, f ? f->a : -1, want);
    }
    e->settings.last_game = 0;
}

int main(void)
{
    int w = 1280, h = 800;
    const char *size = getenv("UPDOWN_TEST_SIZE");
    if (size && sscanf(size, "%dx%d", &w, &h) != 2)
        w = 1280, h = 800;
    Eng *e = su_open(w, h);
    CHECK(e != NULL);
    if (!e)
        return check_exit("scene_tutorial");
    int with = 0;
    for (int i = 0; i < game_count(); i++) {
        const GameDef *def = game_at(i);
        if (!scene_has_tutorial(def))
            continue;
        with++;
        char err[GAME_ERR_LEN + 200];
        CHECK_MSG(tutorial_check(def, games_ui(def)->tutorial, err, sizeof err), "%s", err);
        broken_script(def);
        play_by_clicks(e, def, i);
        play_by_keys(e, def);
        play_by_enter(e, def);
    }
    CHECK(with > 0);
    chooser_focus(e);
    /* Nothing of a tutorial is counted. */
    Stats st;
    char msg[STORE_MSG_LEN];
    store_load_stats(e->data_dir, &st, msg, sizeof msg);
    for (int g = 0; g < STORE_MAX_GAMES; g++)
        for (int k = 0; k < SEAT_KINDS; k++)
            CHECK_EQ_INT(st.line[g][k].played, 0);
    stats_free(&st);

    const GameDef *first = NULL;
    int first_index = -1;
    for (int i = 0; i < game_count() && !first; i++)
        if (scene_has_tutorial(game_at(i)))
            first = game_at(i), first_index = i;
    /* Left at a step, after a question: Leave asks; Continue, Enter or Esc
     * stays where the tutorial was, and the move of the step pressed at
     * the table goes on with it; Leave tutorial again leaves. */
    char err[GAME_ERR_LEN + 200], name[96];
    CHECK(scene_tutorial_push(e, first, err, sizeof err) != NULL);
    su_step(e);
    CHECK(su_click(e, T_BUTTON, B_CONTINUE, 0));
    int steps, k;
    const char *said = NULL, *words = NULL;
    k = state(e, &steps, &said);
    for (int how = 0; how < 5; how++) {
        if (how == 1) { /* by the keyboard: the answer that stays has the focus */
            eng_focus_set(e, T_BUTTON, B_LEAVE, 0, true);
            su_key(e, SDLK_RETURN);
        } else {
            CHECK(su_click(e, T_BUTTON, B_LEAVE, 0));
        }
        su_step(e);
        CHECK_MSG(!strcmp(top_name(e), "tutorial"), "Leave asks first (%s)", top_name(e));
        CHECK_EQ_INT(state(e, &steps, &words), k);
        CHECK(words && !strncmp(words, "Leave the tutorial?", 19));
        if (how == 0) {
            snprintf(name, sizeof name, "tutorial-leave-%dx%d", e->w, e->h);
            su_keep_shot(e, name);
            CHECK(su_click(e, T_BUTTON, B_CANCEL, 0));
        } else if (how == 1) {
            CHECK(eng_focused(e, T_BUTTON, B_CANCEL, 0));
            su_key(e, SDLK_RETURN);
        } else if (how == 2) {
            su_key(e, SDLK_ESCAPE);
        } else if (how == 3) {
            EngTarget lit[ENG_MAX_TARGETS];
            CHECK(lit_targets(e, lit, ENG_MAX_TARGETS) == 0); /* the keys answer first */
            const char *move = games_ui(first)->tutorial->steps[k].move;
            CHECK(move && !strncmp(move, "play ", 5));
            CHECK(su_click(e, T_HAND, move ? atoi(move + 5) : 0, 0));
            CHECK_EQ_INT(state(e, &steps, &words), k + 1);
            k = state(e, &steps, &said);
            continue;
        } else {
            CHECK(su_click(e, T_BUTTON, B_CONFIRM, 0));
            break;
        }
        CHECK(!strcmp(top_name(e), "tutorial"));
        CHECK_EQ_INT(state(e, &steps, &words), k);
        CHECK(words == said);
    }
    su_step(e);
    CHECK(!strcmp(top_name(e), "title"));
    /* Esc at the tutorial: the pause menu, whose Quit to title leaves. */
    CHECK(scene_tutorial_push(e, first, err, sizeof err) != NULL);
    su_step(e);
    su_key(e, SDLK_ESCAPE);
    CHECK(!strcmp(top_name(e), "pause"));
    CHECK(su_click(e, T_BUTTON, B_TO_TITLE, 0));
    su_step(e);
    CHECK(!strcmp(top_name(e), "title"));
    /* The rules page of the game starts its tutorial. */
    eng_push(e, scene_rules_new(e, first));
    su_step(e);
    snprintf(name, sizeof name, "tutorial-rules-%dx%d", e->w, e->h);
    su_keep_shot(e, name);
    CHECK(su_click(e, T_BUTTON, B_TUTORIAL, 0));
    su_step(e);
    CHECK(!strcmp(top_name(e), "tutorial"));
    /* The first New game of the title offers the tutorial, once. */
    e->settings.game[first_index].tutorial_offered = false;
    eng_reset_to(e, scene_title_new(e));
    su_step(e);
    eng_push(e, scene_newgame_new(e));
    su_step(e);
    CHECK(su_click(e, T_CHOICE, ROW_GAME, 0));
    CHECK(su_click(e, T_BUTTON, B_START, 0));
    CHECK_MSG(!strcmp(top_name(e), "tutorials"), "the offer (%s)", top_name(e));
    CHECK(e->settings.game[first_index].tutorial_offered);
    snprintf(name, sizeof name, "tutorial-offer-%dx%d", e->w, e->h);
    su_keep_shot(e, name);
    CHECK(su_click(e, T_BUTTON, B_TUTORIAL, 0));
    su_step(e);
    CHECK(!strcmp(top_name(e), "tutorial"));
    Settings again;
    store_load_settings(e->data_dir, &again, msg, sizeof msg);
    CHECK(again.game[first_index].tutorial_offered);
    settings_free(&again);
    /* Left (or finished), it comes back to New game with that game chosen:
     * one Start away from the game the player set out to play. */
    CHECK(su_click(e, T_BUTTON, B_LEAVE, 0));
    su_step(e);
    CHECK(su_click(e, T_BUTTON, B_CONFIRM, 0)); /* the question answered */
    su_step(e);
    CHECK_MSG(!strcmp(top_name(e), "new game"), "leaving the offered tutorial: %s", top_name(e));
    CHECK(eng_target_find(e, T_BUTTON, B_START, 0, NULL));
    CHECK(su_click(e, T_BUTTON, B_START, 0)); /* no second offer */
    su_step(e);
    CHECK_MSG(scene_is_table(eng_top(e)), "Start after the tutorial: %s", top_name(e));
    Match *started = scene_table_match(eng_top(e));
    CHECK(started && started->def == first);
    /* Declined: the game begins; the next time there is no offer. */
    for (int round = 0; round < 2; round++) {
        if (round == 0)
            e->settings.game[first_index].tutorial_offered = false;
        eng_reset_to(e, scene_title_new(e));
        su_step(e);
        eng_push(e, scene_newgame_new(e));
        su_step(e);
        CHECK(su_click(e, T_CHOICE, ROW_GAME, 0));
        CHECK(su_click(e, T_BUTTON, B_START, 0));
        if (round == 0) {
            CHECK(!strcmp(top_name(e), "tutorials"));
            CHECK(su_click(e, T_BUTTON, B_START, 0)); /* Start the game */
        }
        su_step(e);
        CHECK_MSG(scene_is_table(eng_top(e)), "round %d: Start begins the game (%s)", round,
                  top_name(e));
    }
    eng_close(e);
    return check_exit("scene_tutorial");
}
