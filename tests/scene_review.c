/* The review of a finished game, for each title: from the results screen,
 * by keys and clicks, forwards and back, to either end and by the slider;
 * the log moves in step with the table, every human move is weighed, and
 * Close goes back to the results. In each language and at three sizes of
 * the window the panel's words fit it, clear of its slider and buttons.
 * The seat at the screen, to move, reads "Your turn", and a 3UP 3DOWN
 * seat holds nothing from the pile before it picked any up. */
#include "scene_util.h"

#include "i18n.h"
#include "midend.h"
#include "three_up.h"

/* The pointer on the review's slider at (x, y), pressed there first or
 * released there after: the move the table then shows. */
static int slide(Eng *e, Scene *top, int x, int y, bool press, bool release)
{
    su_push_mouse(SDL_MOUSEMOTION, x, y);
    if (press)
        su_push_mouse(SDL_MOUSEBUTTONDOWN, x, y);
    if (release)
        su_push_mouse(SDL_MOUSEBUTTONUP, x, y);
    su_step(e);
    int step = -1, moves, weighed, marks;
    scene_review_state(top, &step, &moves, &weighed, &marks);
    return step;
}

static int weighing_told; /* reviews that said how far their weighing had come */

/* Reviews a finished game of random moves; the losses it marked. */
static int review(Eng *e, const GameDef *def, int players)
{
    GameConfig cfg;
    char err[GAME_ERR_LEN];
    game_config_default(def, players, 77 + (uint64_t)players, &cfg);
    SeatInfo seats[GAME_MAX_SEATS];
    memset(seats, 0, sizeof seats);
    for (int p = 0; p < players; p++) {
        seats[p].kind = p == 0 ? SEAT_HUMAN : SEAT_NORMAL;
        snprintf(seats[p].name, sizeof seats[p].name, "P%d", p + 1);
    }
    Match *m = scene_match_new(def, &cfg, seats, err, sizeof err);
    CHECK_MSG(m != NULL, "%s", err);
    if (!m)
        return 0;
    su_finish(m, 5);
    int total = m->sg.n_moves;
    eng_reset_to(e, scene_results_new(e, m));
    su_step(e);
    CHECK(su_click(e, T_BUTTON, B_REVIEW, 0));
    su_step(e);
    Scene *top = eng_top(e);
    int step = -1, moves = -1, weighed = -1, marks = -1;
    CHECK_MSG(scene_review_state(top, &step, &moves, &weighed, &marks), "%s: the review opened",
              def->id);
    CHECK(e->nstack >= 2 && scene_is_table(e->stack[e->nstack - 2]));
    CHECK_EQ_INT(step, 0);
    CHECK_EQ_INT(moves, total);
    /* At the last move, not weighed yet, the panel says how far the
     * weighing has come: "Weighing the moves: 12 of 138 so far...". */
    su_key(e, SDLK_END);
    e->record_texts = true;
    eng_texts_clear(e);
    eng_draw_now(e);
    e->record_texts = false;
    char prefix[128];
    snprintf(prefix, sizeof prefix, "%.*s",
             (int)strcspn(_("Weighing the moves: %1$d of %2$d so far..."), "%"),
             _("Weighing the moves: %1$d of %2$d so far..."));
    for (int i = 0; i < e->ntexts_drawn; i++) {
        const char *t = e->texts_drawn[i].text;
        int done = -1, of = -1;
        if (strncmp(t, prefix, strlen(prefix)) ||
            sscanf(t + strlen(prefix), "%d of %d", &done, &of) != 2)
            continue;
        weighing_told++;
        CHECK_MSG(done >= 0 && done < total && of == total, "%s: '%s' of a game of %d moves",
                  def->id, t, total);
    }
    su_key(e, SDLK_HOME);
    Match *shown = scene_table_match(e->stack[e->nstack - 2]);
    /* Forwards and back by keys: the table and its log follow. */
    su_key(e, SDLK_RIGHT);
    su_key(e, SDLK_RIGHT);
    scene_review_state(top, &step, &moves, &weighed, &marks);
    CHECK_EQ_INT(step, 2);
    CHECK_EQ_INT(shown->nlog, 2);
    su_key(e, SDLK_LEFT);
    scene_review_state(top, &step, &moves, &weighed, &marks);
    CHECK_EQ_INT(step, 1);
    su_key(e, SDLK_END);
    scene_review_state(top, &step, &moves, &weighed, &marks);
    CHECK_EQ_INT(step, total);
    CHECK(scene_match_over(shown));
    CHECK(!memcmp(shown->sg.state, m->sg.state, def->state_size));
    su_key(e, SDLK_HOME);
    scene_review_state(top, &step, &moves, &weighed, &marks);
    CHECK_EQ_INT(step, 0);
    /* Back from the end: Next works at once, and Back after it */
    CHECK_MSG(su_click(e, T_BUTTON, B_NEXT, 0), "%s: Next at the first move", def->id);
    CHECK_MSG(su_click(e, T_BUTTON, B_PREV, 0), "%s: Back after one Next", def->id);
    scene_review_state(top, &step, &moves, &weighed, &marks);
    CHECK_EQ_INT(step, 0);
    /* The slider: a click in its middle goes to the middle of the game (the
     * track lies inside the slider by the knob's reach at either end). */
    SDL_Rect sl;
    CHECK(eng_target_find(e, T_SLIDER, 0, 0, &sl));
    int y = sl.y + sl.h / 2;
    step = slide(e, top, sl.x + sl.w / 2, y, true, true);
    CHECK_MSG(abs(step - total / 2) <= 1, "%s: the slider's middle is move %d of %d", def->id, step,
              total);
    /* Dragged, the table follows the knob: pressed at a quarter, held
     * to three quarters (above the slider), let go past the end. */
    step = slide(e, top, sl.x + sl.w / 4, y, true, false);
    CHECK_MSG(abs(step - total / 4) <= total / 10 + 1, "%s: pressed at a quarter: move %d of %d",
              def->id, step, total);
    step = slide(e, top, sl.x + sl.w * 3 / 4, sl.y - sl.h, false, false);
    CHECK_MSG(abs(step - total * 3 / 4) <= total / 10 + 1,
              "%s: dragged to three quarters: move %d of %d", def->id, step, total);
    step = slide(e, top, sl.x + sl.w + 50, y, false, true);
    CHECK_MSG(step == total, "%s: let go past the end: move %d of %d", def->id, step, total);
    CHECK_EQ_INT(slide(e, top, sl.x + sl.w / 2, y, false, false), total); /* let go: no more */
    /* The knob at either end lies in the part that takes the pointer:
     * pressed at the slider's first and last pixel, the start and the end */
    CHECK_EQ_INT(slide(e, top, sl.x, y, true, true), 0);
    CHECK_EQ_INT(slide(e, top, sl.x + sl.w - 1, y, true, true), total);
    /* Enter on the focused slider has nothing to press: the table stays */
    eng_focus_set(e, T_SLIDER, 0, 0, true);
    su_key(e, SDLK_RETURN);
    scene_review_state(top, &step, &moves, &weighed, &marks);
    CHECK_MSG(step == total, "%s: Enter on the slider went to move %d of %d", def->id, step, total);
    step = slide(e, top, sl.x + sl.w / 2, y, true, true);
    /* By buttons and the keyboard's focus: Next steps one move. */
    CHECK(su_click(e, T_BUTTON, B_NEXT, 0));
    int before = step;
    scene_review_state(top, &step, &moves, &weighed, &marks);
    CHECK_EQ_INT(step, before + 1);
    /* From a button Right moves the focus to the button beside it and
     * steps nothing; from the slider it steps. */
    eng_focus_set(e, T_BUTTON, B_PREV, 0, true);
    su_key(e, SDLK_RIGHT);
    scene_review_state(top, &step, &moves, &weighed, &marks);
    CHECK_MSG(step == before + 1, "%s: Right on Back stepped to move %d", def->id, step);
    CHECK_MSG(eng_focused(e, T_BUTTON, B_NEXT, 0), "%s: Right on Back did not go to Next", def->id);
    eng_focus_set(e, T_SLIDER, 0, 0, true);
    su_key(e, SDLK_RIGHT);
    scene_review_state(top, &step, &moves, &weighed, &marks);
    CHECK_MSG(step == before + 2, "%s: Right on the slider stepped to move %d", def->id, step);
    /* Every move is weighed in the end, the losses marked are a few. */
    Uint32 until = SDL_GetTicks() + 600000;
    while (weighed < total && !SDL_TICKS_PASSED(SDL_GetTicks(), until)) {
        SDL_Delay(5);
        su_step(e);
        scene_review_state(top, &step, &moves, &weighed, &marks);
    }
    CHECK_MSG(weighed == total, "%s: %d of %d moves weighed", def->id, weighed, total);
    CHECK(marks >= 0 && marks <= 3);
    /* Back at the start the panel says what the weighing found (Next
     * mistake goes on from there). */
    su_key(e, SDLK_HOME);
    e->record_texts = true;
    eng_texts_clear(e);
    eng_draw_now(e);
    e->record_texts = false;
    const char *none = _("Every move weighed: none lost much against the hint.");
    size_t lead = strcspn(none, ":");
    int found = 0;
    for (int i = 0; i < e->ntexts_drawn; i++) {
        const char *t = e->texts_drawn[i].text;
        if (strncmp(t, none, lead))
            continue;
        found++;
        CHECK_MSG((marks == 0) == !strcmp(t, none), "%s: '%s' with %d losses marked", def->id, t,
                  marks);
    }
    CHECK_MSG(found == 1, "%s: what the weighing found told %d times", def->id, found);
    /* with no key pressed, the panel shows the last notes: Next mistake works
     * as soon as a loss is marked */
    for (int i = 0; i < 30; i++)
        su_step(e);
    SDL_Rect loss;
    CHECK_MSG(eng_target_find(e, T_BUTTON, B_LOSS, 0, &loss) == (marks > 0),
              "%s: Next mistake offered with %d losses marked", def->id, marks);
    if (marks > 0) {
        su_key(e, SDLK_PAGEDOWN);
        scene_review_state(top, &step, &moves, &weighed, &marks);
        CHECK(step > 0);
    }
    if (marks > 1) { /* a gamepad's right trigger, pressed in, is Page Down: another loss */
        int was = step;
        for (int v = 32767; v >= 0; v -= 32767) {
            SDL_Event ax;
            memset(&ax, 0, sizeof ax);
            ax.type = SDL_CONTROLLERAXISMOTION;
            ax.caxis.axis = SDL_CONTROLLER_AXIS_TRIGGERRIGHT;
            ax.caxis.value = (Sint16)v;
            SDL_PushEvent(&ax);
            su_step(e);
        }
        scene_review_state(top, &step, &moves, &weighed, &marks);
        CHECK_MSG(step != was, "%s: the right trigger did not go on to the next mistake", def->id);
    }
    char name[64];
    snprintf(name, sizeof name, "review-%s-%d", def->id, players);
    su_keep_shot(e, name);
    CHECK(su_click(e, T_BUTTON, B_CLOSE, 0));
    su_step(e);
    CHECK(scene_is_results(eng_top(e)));
    printf("%s, %d players: %d moves reviewed, %d losses marked\n", def->name, players, total,
           marks);
    fflush(stdout);
    return marks;
}

static uint32_t sounds_asked(const Eng *e)
{
    uint32_t n = 0;
    for (int i = 0; i < ENG_SOUNDS; i++)
        n += e->sounds_asked[i];
    return n;
}

static bool overlap(SDL_Rect a, SDL_Rect b)
{
    /* a pixel's touch from rounding is no overlap */
    return a.x + 1 < b.x + b.w && b.x + 1 < a.x + a.w && a.y + 1 < b.y + b.h && b.y + 1 < a.y + a.h;
}

static bool inside(SDL_Rect r, SDL_Rect box)
{
    return r.x >= box.x && r.y >= box.y && r.x + r.w <= box.x + box.w && r.y + r.h <= box.y + box.h;
}

/* The panel's words as drawn now: each readable, on the screen and in its
 * box, clear of the slider and of every other text of the panel. */
static void check_panel(Eng *e, const char *what)
{
    su_draw_texts(e);
    SDL_Rect slider, screen = {0, 0, e->w, e->h};
    CHECK(eng_target_find(e, T_SLIDER, 0, 0, &slider));
    int layer = e->nstack - 1, n = 0;
    for (int i = 0; i < e->ntexts_drawn; i++) {
        const EngTextRec *a = &e->texts_drawn[i];
        if (a->layer != layer)
            continue;
        n++;
        CHECK_MSG(inside(a->r, screen), "%s: '%s' leaves the screen", what, a->text);
        CHECK_MSG(a->box.w <= 0 || inside(a->r, a->box),
                  "%s: '%s' at %d,%d %dx%d leaves its box %d,%d %dx%d", what, a->text, a->r.x,
                  a->r.y, a->r.w, a->r.h, a->box.x, a->box.y, a->box.w, a->box.h);
        CHECK_MSG(a->px == 0 || a->px >= eng_px(e, 9), "%s: '%s' in %d px", what, a->text, a->px);
        CHECK_MSG(!overlap(a->r, slider),
                  "%s: '%s' (%d,%d %dx%d) runs into the slider (%d,%d %dx%d)", what, a->text,
                  a->r.x, a->r.y, a->r.w, a->r.h, slider.x, slider.y, slider.w, slider.h);
        for (int j = i + 1; j < e->ntexts_drawn; j++) {
            const EngTextRec *b = &e->texts_drawn[j];
            if (b->layer == layer)
                CHECK_MSG(!overlap(a->r, b->r), "%s: '%s' and '%s' overlap", what, a->text,
                          b->text);
        }
    }
    CHECK_MSG(n >= 6, "%s: %d texts in the panel", what, n);
}

/* The state of m's game before its move k (0: the deal). */
static void state_before(const Match *m, int k, void *st)
{
    const GameDef *def = m->def;
    char err[GAME_ERR_LEN];
    game_copy(def, st, m->sg.initial);
    for (int i = 0; i < k; i++) {
        if (!strcmp(m->sg.moves[i], SAVE_EXTRA_ROUND)) {
            CHECK(def->extend && def->extend(st, err, sizeof err));
            continue;
        }
        Move mv;
        CHECK(def->parse_move(st, m->sg.moves[i], &mv, err, sizeof err));
        def->apply(st, &mv);
    }
}

/* The hint shown at move k tells the move in words, never in the game's
 * notation alone: what follows "Hint: " is no legal move's notation with
 * nothing after it but the chances. (English words may begin as the
 * notation does: "take 38 (ruby) to start a new column".) Returns whether
 * a hint is shown. */
static bool check_hint(Eng *e, const Match *m, int k, void *st, const char *what)
{
    const char *form = _("Hint: %s (about %.0f%% to win)");
    size_t head = strcspn(form, "%");   /* the words before the hint's own */
    const char *tail = form + head + 2; /* what follows them, up to the chances */
    size_t tail_n = strcspn(tail, "%");
    const char *shown = NULL;
    for (int i = 0; i < e->ntexts_drawn && !shown; i++)
        if (!strncmp(e->texts_drawn[i].text, form, head))
            shown = e->texts_drawn[i].text + head;
    if (!shown || k <= 0)
        return false;
    state_before(m, k - 1, st);
    Move legal[GAME_MAX_MOVES];
    int n = m->def->legal_moves(st, legal, GAME_MAX_MOVES);
    for (int i = 0; i < n; i++) {
        char text[96];
        m->def->format_move(st, &legal[i], text, sizeof text);
        size_t l = strlen(text);
        CHECK_MSG(strncmp(shown, text, l) ||
                      (shown[l] != ',' && strncmp(shown + l, tail, tail_n) && shown[l]),
                  "%s: the hint at move %d shows the move '%s': '%s'", what, k, text, shown);
    }
    return true;
}

/* Whether a text drawn now begins with s. */
static bool drawn_start(Eng *e, const char *s)
{
    for (int i = 0; i < e->ntexts_drawn; i++)
        if (!strncmp(e->texts_drawn[i].text, s, strlen(s)))
            return true;
    return false;
}

/* "The only move the rules allow" is said of a move only where they gave no
 * other (a hard player's choice by rule, such as 3UP 3DOWN's cards face up,
 * is a hint with its reason: there are twenty ways to choose). */
static void check_forced(Eng *e, const Match *m, int k, void *st, const char *what)
{
    if (k <= 0 || !drawn_start(e, _("The only move the rules allow.")))
        return;
    state_before(m, k - 1, st);
    Move legal[GAME_MAX_MOVES];
    int n = m->def->legal_moves(st, legal, GAME_MAX_MOVES);
    CHECK_MSG(n == 1, "%s: move %d is called the only one the rules allow among %d", what, k, n);
}

/* Plays m to its end (moves drawn from seed), then opens its review over
 * the results. */
static Scene *open_review(Eng *e, Match *m, uint64_t seed)
{
    su_finish(m, seed);
    eng_reset_to(e, scene_results_new(e, m));
    su_step(e);
    Scene *top = scene_review_push(e, m);
    CHECK(top != NULL);
    su_step(e);
    return top;
}

/* A jump (End, Home, the slider) shows the table it lands on, as a step
 * would: not the sound of every move passed over, nor the banner of a new
 * deal passed on the way (End showed "Game 3 of 3: a new deal" over the
 * match's end). A step onto a new deal announces it, a step back across
 * one does not. A 3UP 3DOWN match of three games (option points). */
static void review_jumps(Eng *e)
{
    int kinds[GAME_MAX_SEATS] = {SEAT_HUMAN, SEAT_NORMAL, SEAT_NORMAL};
    Match *m = su_match_options("3up-3down", 3, 8, kinds, "points=on");
    if (!m)
        return;
    Scene *top = open_review(e, m, 9);
    CHECK_EQ_INT(((const T3State *)m->sg.state)->game, 2);
    int total = m->sg.n_moves;
    MidTable *t = (MidTable *)e->stack[e->nstack - 2];
    const Match *shown = scene_table_match(&t->base);
    int step = -1, moves, weighed, marks;
    for (int way = 0; way < 2; way++) {
        uint32_t heard = sounds_asked(e);
        su_key(e, way ? SDLK_HOME : SDLK_END);
        scene_review_state(top, &step, &moves, &weighed, &marks);
        CHECK_EQ_INT(step, way ? 0 : total);
        CHECK_MSG(sounds_asked(e) - heard <= 4, "%s: %u sounds for a jump of %d moves",
                  way ? "Home" : "End", sounds_asked(e) - heard, total);
        CHECK_MSG(!t->banner[0], "%s: the banner '%s' over the table", way ? "Home" : "End",
                  t->banner);
    }
    /* on to the second game's deal, a move at a time */
    while (step < total && ((const T3State *)shown->sg.state)->game == 0) {
        su_key(e, SDLK_RIGHT);
        scene_review_state(top, &step, &moves, &weighed, &marks);
    }
    CHECK_MSG(t->banner[0], "the step onto the second game's deal (move %d) announces none", step);
    su_key(e, SDLK_LEFT);
    CHECK_MSG(!t->banner[0], "a step back to the first game announces '%s'", t->banner);
    CHECK(su_click(e, T_BUTTON, B_CLOSE, 0));
    su_step(e);
}

/* The review of a finished game in a language at three sizes of the
 * window: at every move at the smallest, at every few at the others (a
 * large screen is slow to draw), the panel's words fit it and the hints
 * are in words. */
static void review_words(Eng *e, const GameDef *def, int players, const char *lang)
{
    CHECK_MSG(!strcmp(eng_set_language(e, lang), lang), "%s is not spoken", lang);
    Match *m = su_match(def->id, players, 300 + (uint64_t)players, true);
    if (!m)
        return;
    Scene *top = open_review(e, m, 11);
    int step = 0, moves = 0, weighed = 0, marks = 0;
    Uint32 until = SDL_GetTicks() + 600000;
    while (scene_review_state(top, &step, &moves, &weighed, &marks) && weighed < moves &&
           !SDL_TICKS_PASSED(SDL_GetTicks(), until))
        SDL_Delay(5);
    void *st = game_alloc(def);
    static const struct {
        int w, h, every;
    } sizes[] = {{960, 600, 2}, {1280, 800, 6}, {3840, 2160, 20}};
    int hints = 0, shot = 0;
    for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++) {
        SDL_SetWindowSize(e->win, sizes[z].w, sizes[z].h);
        eng_resized(e);
        su_key_direct(e, SDLK_HOME);
        for (int k = 0; k <= moves; k++) {
            if ((k + (int)z) % sizes[z].every == 0 || k <= 4) { /* and the first moves */
                char what[160];
                snprintf(what, sizeof what, "%s in %s at %dx%d, move %d of %d", def->id, lang, e->w,
                         e->h, k, moves);
                check_panel(e, what);
                check_forced(e, m, k, st, what);
                if (check_hint(e, m, k, st, what)) {
                    hints++;
                    shot = z == 0 ? k : shot;
                }
            }
            su_key_direct(e, SDLK_RIGHT);
        }
        if (getenv("UPDOWN_TEST_SHOTS")) { /* the last move with a hint, to look at */
            su_key_direct(e, SDLK_HOME);
            for (int k = 0; k < shot; k++)
                su_key_direct(e, SDLK_RIGHT);
            char name[96];
            snprintf(name, sizeof name, "review-hint-%s-%s-%dx%d", def->id, lang, e->w, e->h);
            su_keep_shot(e, name);
        }
    }
    CHECK_MSG(hints > 0, "%s in %s: no hint shown", def->id, lang);
    free(st);
    SDL_SetWindowSize(e->win, 1280, 800);
    eng_resized(e);
    eng_reset_to(e, scene_title_new(e));
    su_step(e);
    printf("%s in %s: the panel checked, %d hints\n", def->name, lang, hints);
    fflush(stdout);
    eng_set_language(e, "en");
}

/* The review's table for the seat at the screen, named as a player is at
 * first ("You"), at the first moves of a game: its turn is "Your turn",
 * never a sentence made of its name; and in 3UP 3DOWN nobody holds cards
 * "from the pile" before a pile was picked up. */
static void review_turns(Eng *e, const GameDef *def)
{
    Match *m = su_match(def->id, 2, 51, true);
    if (!m)
        return;
    const char *you = _("You");
    snprintf(m->sg.seats[0].name, sizeof m->sg.seats[0].name, "%s", you);
    CHECK(open_review(e, m, 13) != NULL);
    Match *shown = scene_table_match(e->stack[e->nstack - 2]);
    const char *forms[] = {_("%s's turn"), _("%s chooses their 3UP cards"),
                           _("%s leads and changes the rules"), _("%s is choosing\xe2\x80\xa6")};
    const char *pile = _("from the pile: %s");
    char head[96];
    snprintf(head, sizeof head, "%.*s", (int)strcspn(pile, "%"), pile);
    int yours = 0;
    for (int k = 0; k < 40 && !scene_match_over(shown); k++) {
        su_draw_texts(e);
        for (size_t f = 0; f < sizeof forms / sizeof forms[0]; f++) {
            char bad[160];
            snprintf(bad, sizeof bad, forms[f], you);
            CHECK_MSG(!drawn_start(e, bad), "%s, move %d: '%s'", def->id, k, bad);
        }
        if (scene_match_to_move(shown) == 0) {
            yours++;
            CHECK_MSG(drawn_start(e, _("Your turn")), "%s, move %d: no \"Your turn\"", def->id, k);
        }
        if (def == &t3_game) {
            const T3State *st = shown->sg.state;
            bool picked = false;
            for (int c = 0; c < T3_DECK; c++)
                picked |= st->known[c] != 0;
            for (int i = 0; i < e->ntexts_drawn && !picked; i++)
                CHECK_MSG(!strstr(e->texts_drawn[i].text, head),
                          "%s, move %d, before any pick-up: '%s'", def->id, k,
                          e->texts_drawn[i].text);
        }
        su_key_direct(e, SDLK_RIGHT);
    }
    CHECK_MSG(yours > 0, "%s: the seat at the screen was never to move", def->id);
    eng_reset_to(e, scene_title_new(e));
    su_step(e);
}

/* Up & Down reviewed from an AI's seat: the table names it where it would
 * call the person at the screen "you". Its tricks are "Hard 1 wins", its
 * card in the last trick "Hard 1", its face-down card the card alone; "You
 * win the trick" was said of the AI, and its suit "your suit". In French
 * at 960x600 the trick's outcome shrinks rather than cut the name: "Hard 1
 * — pli remporté" was "Har… — pli remporté". */
static bool starts_as(const char *text, const char *format)
{
    return !strncmp(text, format, strcspn(format, "%"));
}

/* Close while the weighing is deep in a decision that would take hours:
 * the search stops with the review (AiLimits.stop), and Close goes back
 * to the results (the old review waited for the decision to end). */
static void review_close_at_once(Eng *e)
{
    int kinds[GAME_MAX_SEATS] = {SEAT_HUMAN, SEAT_NORMAL};
    Match *m = su_match_seats("up-or-down", 2, 71, kinds);
    if (!m)
        return;
    scene_review_set_iterations(100000000);
    Scene *top = open_review(e, m, 72);
    int step = 0, moves = 0, weighed = 0, marks = 0;
    SDL_Delay(200); /* the weighing is in the first human move's search */
    CHECK(scene_review_state(top, &step, &moves, &weighed, &marks));
    CHECK_MSG(weighed < moves, "%d of %d moves weighed at 100,000,000 iterations", weighed, moves);
    CHECK(su_click(e, T_BUTTON, B_CLOSE, 0));
    su_step(e);
    CHECK(scene_is_results(eng_top(e)));
    scene_review_set_iterations(24);
}

/* Waits for the review's weighing to reach its end. */
static void weigh_all(Eng *e, Scene *top, int *moves)
{
    int step = 0, weighed = 0, marks = 0;
    for (int i = 0; i < 120000; i++) {
        CHECK(scene_review_state(top, &step, moves, &weighed, &marks));
        if (weighed >= *moves)
            return;
        SDL_Delay(1);
        su_step(e);
    }
    CHECK_MSG(false, "the weighing did not end: %d of %d moves", weighed, *moves);
}

/* The moves are shared among workers, each decision seeded by its move:
 * three workers weigh every move as one does, word for word. */
static void review_workers_agree(Eng *e)
{
    int kinds[GAME_MAX_SEATS] = {SEAT_HUMAN, SEAT_NORMAL, SEAT_HUMAN};
    Match *m = su_match_seats("3up-3down", 3, 83, kinds);
    if (!m)
        return;
    scene_review_set_iterations(300);
    scene_review_set_workers(1);
    Scene *top = open_review(e, m, 84);
    int n = 0;
    weigh_all(e, top, &n);
    double *one = calloc((size_t)n * 2 + 2, sizeof *one);
    char(*words)[600] = calloc((size_t)n + 1, sizeof *words);
    CHECK(one && words);
    if (!one || !words) {
        free(one);
        free(words);
        return;
    }
    int weighed = 0;
    for (int k = 0; k < n; k++) {
        const char *why;
        one[2 * k] = -2;
        if (scene_review_note(top, k, &one[2 * k], &one[2 * k + 1], &why)) {
            snprintf(words[k], sizeof words[k], "%s", why);
            weighed++;
        }
    }
    CHECK(su_click(e, T_BUTTON, B_CLOSE, 0));
    su_step(e);
    CHECK(scene_is_results(eng_top(e)));
    scene_review_set_workers(3);
    top = scene_review_push(e, m);
    CHECK(top != NULL);
    su_step(e);
    int n3 = 0;
    weigh_all(e, top, &n3);
    CHECK_EQ_INT(n3, n);
    int differ = 0;
    for (int k = 0; k < n && k < n3; k++) {
        double before = -2, after = -2;
        const char *why = "";
        bool got = scene_review_note(top, k, &before, &after, &why);
        if (got != (one[2 * k] != -2) ||
            (got && (before != one[2 * k] || after != one[2 * k + 1] || strcmp(why, words[k])))) {
            if (differ++ < 3)
                fprintf(stderr, "move %d: %.3f %.3f '%s' by one worker, %.3f %.3f '%s' by three\n",
                        k, one[2 * k], one[2 * k + 1], words[k], before, after, why);
        }
    }
    CHECK_MSG(differ == 0, "%d of %d moves weighed otherwise by three workers", differ, n);
    CHECK(weighed > 20);
    printf("scene_review: %d moves, %d weighed alike by one worker and by three\n", n, weighed);
    CHECK(su_click(e, T_BUTTON, B_CLOSE, 0));
    su_step(e);
    free(one);
    free(words);
    scene_review_set_workers(0);
    scene_review_set_iterations(24);
}

static void review_ai_seat(Eng *e)
{
    int kinds[GAME_MAX_SEATS] = {SEAT_NORMAL, SEAT_NORMAL, SEAT_NORMAL};
    Match *m = su_match_seats("up-and-down", 3, 61, kinds);
    if (!m)
        return;
    snprintf(m->sg.seats[0].name, sizeof m->sg.seats[0].name, "Hard 1");
    snprintf(m->sg.seats[1].name, sizeof m->sg.seats[1].name, "Normal 2");
    snprintf(m->sg.seats[2].name, sizeof m->sg.seats[2].name, "Normal 3");
    CHECK(!strcmp(eng_set_language(e, "fr"), "fr"));
    SDL_SetWindowSize(e->win, 960, 600);
    eng_resized(e);
    CHECK(open_review(e, m, 62) != NULL);
    e->settings.anim_speed = 100; /* the trick's reveal plays */
    char wins[2][96];
    for (int p = 0; p < 2; p++)
        snprintf(wins[p], sizeof wins[p], _("%s wins"), m->sg.seats[p].name);
    const char *won = strstr(_("%s wins"), "%s"); /* " — pli remporté" */
    won = won ? won + 2 : "";
    const char *you[] = {_("You win the trick"), C_("last trick", "You")};
    const char *your[] = {_("yours: %s"), _("Your card is down. %s is choosing\xe2\x80\xa6"),
                          _("Only your suit %s or trump can win")};
    int named[2] = {0, 0};
    for (int k = 0; k < 40; k++) {
        su_key_direct(e, SDLK_RIGHT);
        for (int s = 0; s < 600 && (s < 2 || e->animating); s++) {
            su_draw_texts(e);
            for (int i = 0; i < e->ntexts_drawn; i++) {
                const char *t = e->texts_drawn[i].text;
                for (int y = 0; y < 2; y++)
                    CHECK_MSG(strcmp(t, you[y]), "move %d: '%s' of an AI's seat", k, t);
                for (int y = 0; y < 3; y++)
                    CHECK_MSG(!starts_as(t, your[y]), "move %d: '%s' of an AI's seat", k, t);
                for (int p = 0; p < 2; p++)
                    named[p] += !strcmp(t, wins[p]);
                size_t tl = strlen(t), sl = strlen(won);
                CHECK_MSG(!(strstr(t, "\xe2\x80\xa6") && tl >= sl && !strcmp(t + tl - sl, won)),
                          "move %d: a name cut in '%s'", k, t);
            }
            su_step(e);
        }
    }
    CHECK_MSG(named[0] > 0 && named[1] > 0, "'%s' shown %d times, '%s' %d times", wins[0], named[0],
              wins[1], named[1]);
    e->settings.anim_speed = 0;
    eng_set_language(e, "en");
    SDL_SetWindowSize(e->win, 1280, 800);
    eng_resized(e);
    eng_reset_to(e, scene_title_new(e));
    su_step(e);
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
        return check_exit("scene_review");
    e->record_faces = false; /* the review shows every card */
    /* Random moves lose much, and weighed deeply enough the search tells
     * those losses from its noise: some are marked, and Next mistake goes
     * to them. */
    scene_review_set_iterations(400);
    CHECK_MSG(review(e, game_at(0), 2) > 0, "%s: no loss of random moves marked", game_at(0)->id);
    /* at 400 iterations under the sanitizers that takes seconds, and the
     * last move was shown at once */
    CHECK_MSG(weighing_told == 1, "the weighing's progress told %d times", weighing_told);
    scene_review_set_iterations(24); /* what is tested is the weighing, not its depth */
    for (int g = 0; g < game_count(); g++) {
        const GameDef *def = game_at(g);
        review(e, def, def->min_players);
        review(e, def, def->max_players > 4 ? 4 : def->max_players);
    }
    for (int g = 0; g < game_count(); g++)
        review_turns(e, game_at(g));
    review_jumps(e);
    review_close_at_once(e);
    review_workers_agree(e);
    review_ai_seat(e);
    static const char *const langs[] = {"en", "de", "fr", "ja"};
    for (size_t l = 0; l < sizeof langs / sizeof langs[0]; l++)
        for (int g = 0; g < game_count(); g++)
            review_words(e, game_at(g), game_at(g)->max_players > 4 ? 4 : game_at(g)->max_players,
                         langs[l]);
    eng_close(e);
    return check_exit("scene_review");
}
