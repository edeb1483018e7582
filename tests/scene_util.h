/* Driving the window's scenes from a test: a window on SDL's dummy driver,
 * a virtual clock, clicks on the places the scenes report, and the check
 * that no hidden card's face was ever drawn. */
#ifndef UPDOWN_SCENE_UTIL_H
#define UPDOWN_SCENE_UTIL_H

#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <SDL_image.h>

#include "check.h"
#include "eng.h"
#include "match.h"
#include "scene_common.h"
#include "scenes.h"
#include "temp_dir.h"
#include "up_or_down.h"

/* A window with a fresh data folder, instant animations and no AI pause
 * unless the test asks for them. */
static inline Eng *su_open(int w, int h)
{
    static char dir[64];
    if (!temp_dir_new("scene", dir))
        return NULL;
    setenv("UPDOWN_DATA_DIR", dir, 1);
    setenv("UPDOWN_NO_MESSAGE_BOX", "1", 1);
    Eng *e = eng_open_window("Updown test");
    if (!e)
        return NULL;
    SDL_SetWindowSize(e->win, w, h);
    eng_resized(e);
    e->fixed_dt = 1.0 / 60.0;
    e->settings.anim_speed = 0;
    e->settings.ai_pace_ms = 0;
    e->record_faces = true;
    /* Start begins the game: the tutorial's offer at a title's first New
     * game is tested on its own (scene_tutorial.c). */
    for (int g = 0; g < STORE_MAX_GAMES; g++)
        e->settings.game[g].tutorial_offered = true;
    return e;
}

static inline void su_step(Eng *e) { eng_step(e); }

/* A match of game `id` for `players` seats dealt from `seed`, seat p
 * played by kinds[p] (SeatKind), named P1, P2..., with one option set
 * ("points=on"; NULL: none). NULL, with a failed check, when it cannot
 * be made. */
static inline Match *su_match_options(const char *id, int players, uint64_t seed, const int *kinds,
                                      const char *option)
{
    const GameDef *def = game_find(id);
    GameConfig cfg;
    game_config_default(def, players, seed, &cfg);
    char err[GAME_ERR_LEN];
    if (option)
        CHECK_MSG(game_option_parse(def, option, &cfg, err, sizeof err), "%s: %s", option, err);
    SeatInfo seats[GAME_MAX_SEATS];
    memset(seats, 0, sizeof seats);
    for (int p = 0; p < GAME_MAX_SEATS; p++) {
        seats[p].kind = p < players ? kinds[p] : SEAT_NORMAL;
        snprintf(seats[p].name, SAVE_NAME_LEN, "P%d", p + 1);
    }
    Match *m = scene_match_new(def, &cfg, seats, err, sizeof err);
    CHECK_MSG(m != NULL, "%s: %s", id, err);
    return m;
}

/* The same without options. */
static inline Match *su_match_seats(const char *id, int players, uint64_t seed, const int *kinds)
{
    return su_match_options(id, players, seed, kinds, NULL);
}

/* The same with seat 0 a human when human_first, the others normal AI
 * players. */
static inline Match *su_match(const char *id, int players, uint64_t seed, bool human_first)
{
    int kinds[GAME_MAX_SEATS];
    for (int p = 0; p < GAME_MAX_SEATS; p++)
        kinds[p] = p == 0 && human_first ? SEAT_HUMAN : SEAT_NORMAL;
    return su_match_seats(id, players, seed, kinds);
}

/* The whole stack becomes the table of m, laid out now. */
static inline void su_open_table(Eng *e, Match *m)
{
    eng_reset_to(e, scene_table_new(e, m));
    eng_apply_stack(e);
}

/* Draws the screen now and records its texts (Eng.texts_drawn, which
 * keeps the first bytes of each). */
static inline void su_draw_texts(Eng *e)
{
    e->record_texts = true;
    eng_texts_clear(e);
    eng_draw_now(e);
    e->record_texts = false;
}

/* Whether the screen, drawn now, shows this text. */
static inline bool su_shows(Eng *e, const char *text)
{
    su_draw_texts(e);
    for (int i = 0; i < e->ntexts_drawn; i++)
        if (!strcmp(e->texts_drawn[i].text, text))
            return true;
    return false;
}

/* Whether the screen, drawn now, shows a text that begins so. */
static inline bool su_shows_start(Eng *e, const char *start)
{
    su_draw_texts(e);
    for (int i = 0; i < e->ntexts_drawn; i++)
        if (!strncmp(e->texts_drawn[i].text, start, strlen(start)))
            return true;
    return false;
}

/* Every text the top scene draws lies inside a target or clear of all of
 * them: a sentence over a button hides both. */
static inline void su_check_texts_clear(Eng *e, const char *what)
{
    su_draw_texts(e);
    for (int i = 0; i < e->ntexts_drawn; i++) {
        if (e->texts_drawn[i].layer != e->draw_layer)
            continue;
        SDL_Rect r = e->texts_drawn[i].r;
        for (int j = 0; j < e->ntargets; j++) {
            SDL_Rect t = e->targets[j].r, in;
            if (!SDL_IntersectRect(&r, &t, &in) || SDL_RectEquals(&in, &r))
                continue;
            CHECK_MSG(false, "%s: '%s' at %d,%d %dx%d runs into target %d(%d,%d)", what,
                      e->texts_drawn[i].text, r.x, r.y, r.w, r.h, e->targets[j].kind,
                      e->targets[j].a, e->targets[j].b);
        }
    }
}

/* Whether a text lies within a target: its own label, or a mark on a card
 * (a card's neighbour in a fanned hand rings it too, as it must). */
static inline bool su_on_target(const Eng *e, SDL_Rect r)
{
    SDL_Rect in;
    for (int i = 0; i < e->ntargets; i++)
        if (SDL_IntersectRect(&r, &e->targets[i].r, &in) && SDL_RectEquals(&in, &r))
            return true;
    return false;
}

/* No caption or count of the top scene lies where the focus ring round a
 * target is drawn. */
static inline void su_check_rings(Eng *e, const char *what)
{
    su_draw_texts(e);
    int ring = eng_focus_ring_width(e);
    for (int i = 0; i < e->ntargets; i++) {
        const EngTarget *t = &e->targets[i];
        if (t->flags & ENG_TARGET_NOFOCUS)
            continue;
        /* (a pixel less: the box of a line of text has room over its letters) */
        SDL_Rect out = {t->r.x - ring + 1, t->r.y - ring + 1, t->r.w + 2 * ring - 2,
                        t->r.h + 2 * ring - 2};
        for (int k = 0; k < e->ntexts_drawn; k++) {
            const EngTextRec *x = &e->texts_drawn[k];
            if (x->layer == e->draw_layer && SDL_HasIntersection(&x->r, &out) &&
                !su_on_target(e, x->r))
                CHECK_MSG(false, "%s: '%s' at %d,%d %dx%d under the focus ring of target %d(%d,%d)",
                          what, x->text, x->r.x, x->r.y, x->r.w, x->r.h, t->kind, t->a, t->b);
        }
    }
}

/* The table, left of the log, is no taller than it is wide: in a tall
 * window it keeps its shape rather than spread its seats apart. */
static inline void su_check_table_shape(Eng *e, const char *what)
{
    SDL_Rect log = {e->w, 0, 0, 0};
    for (int i = 0; i < e->ntargets; i++)
        if (e->targets[i].kind == T_LOG)
            log = e->targets[i].r;
    int top = e->h, bottom = 0;
    for (int i = 0; i < e->ntargets; i++) {
        SDL_Rect r = e->targets[i].r;
        if (e->targets[i].kind != T_LOG && r.x + r.w <= log.x) {
            top = r.y < top ? r.y : top;
            bottom = r.y + r.h > bottom ? r.y + r.h : bottom;
        }
    }
    CHECK_MSG(bottom - top <= log.x, "%s: the table spans %d pixels down, %d across", what,
              bottom - top, log.x);
}

/* UPDOWN_TEST_SHOTS=DIR keeps a picture of the screen as DIR/NAME.png for
 * people to look at; the tests themselves never need them. */
static inline void su_keep_shot(Eng *e, const char *name)
{
    const char *dir = getenv("UPDOWN_TEST_SHOTS");
    if (!dir || !*dir)
        return;
    eng_draw_now(e);
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, e->w, e->h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s)
        return;
    if (SDL_RenderReadPixels(e->ren, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch) == 0) {
        char path[600];
        snprintf(path, sizeof path, "%s/%s.png", dir, name);
        IMG_SavePNG(s, path);
    }
    SDL_FreeSurface(s);
}

/* Waits until an AI seat that is thinking on its thread has chosen. A test
 * steps the table only once the AI is done, so that the frames, the
 * clicks and every random choice of the test come in the same order
 * however fast the machine is: stepping while the thread thinks would
 * take a number of steps that depends on the machine's load. */
static inline void su_wait_ai(Match *m)
{
    while (m && scene_match_ai_busy(m) && !SDL_AtomicGet(&m->done))
        SDL_Delay(1);
}

/* Plays m to its end, each move drawn at random from seed. */
static inline void su_finish(Match *m, uint64_t seed)
{
    Rng rng;
    rng_seed(&rng, seed);
    Move moves[GAME_MAX_MOVES];
    char why[GAME_ERR_LEN];
    while (scene_match_to_move(m) >= 0) {
        int n = m->def->legal_moves(m->sg.state, moves, GAME_MAX_MOVES);
        CHECK(n > 0);
        if (n <= 0)
            break;
        CHECK(scene_match_play(m, &moves[rng_below(&rng, (uint32_t)n)], why, sizeof why));
    }
}

/* One step of the table when it is not the test's turn to click. */
static inline void su_step_ai(Eng *e, Match *m)
{
    su_wait_ai(m);
    su_step(e);
}

/* A mouse event, as SDL gives it: a motion says whether the left button
 * is held (pressed by the last button event pushed here). */
static bool su_mouse_held;

static inline void su_push_mouse(int type, int x, int y)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = (Uint32)type;
    if (type == SDL_MOUSEMOTION) {
        ev.motion.x = x;
        ev.motion.y = y;
        ev.motion.state = su_mouse_held ? SDL_BUTTON_LMASK : 0;
    } else {
        su_mouse_held = type == SDL_MOUSEBUTTONDOWN;
        ev.button.button = SDL_BUTTON_LEFT;
        ev.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
        ev.button.clicks = 1;
        ev.button.x = x;
        ev.button.y = y;
    }
    SDL_PushEvent(&ev);
}

/* Presses on from and moves to at in four steps, a frame each, the button
 * held: a drag under way (su_drag_release lets it go). */
static inline void su_drag_hold(Eng *e, SDL_Point from, SDL_Point at)
{
    su_push_mouse(SDL_MOUSEMOTION, from.x, from.y);
    su_push_mouse(SDL_MOUSEBUTTONDOWN, from.x, from.y);
    su_step(e);
    for (int i = 1; i <= 4; i++) {
        su_push_mouse(SDL_MOUSEMOTION, from.x + (at.x - from.x) * i / 4,
                      from.y + (at.y - from.y) * i / 4);
        su_step(e);
    }
}

/* Lets the button go at at, and a frame passes. */
static inline void su_drag_release(Eng *e, SDL_Point at)
{
    su_push_mouse(SDL_MOUSEBUTTONUP, at.x, at.y);
    su_step(e);
}

/* Clicks the centre of a target the top scene reports; false if none. */
static inline bool su_click(Eng *e, int kind, int a, int b)
{
    SDL_Rect r;
    if (!eng_target_find(e, kind, a, b, &r))
        return false;
    int x = r.x + r.w / 2, y = r.y + r.h / 2;
    su_push_mouse(SDL_MOUSEMOTION, x, y);
    su_push_mouse(SDL_MOUSEBUTTONDOWN, x, y);
    su_push_mouse(SDL_MOUSEBUTTONUP, x, y);
    su_step(e);
    return true;
}

/* The `a` of each target of kind the top scene reports, in its order (a
 * hand's cards), at most max; how many. */
static inline int su_targets_of(const Eng *e, int kind, int *out, int max)
{
    int n = 0;
    for (int i = 0; i < e->ntargets && n < max; i++)
        if (e->targets[i].kind == kind)
            out[n++] = e->targets[i].a;
    return n;
}

/* The reason the table shows for a refusal: there is one, and it is a
 * plain sentence, without the rulings' ids that the rules layer cites. */
static inline bool su_refusal_plain(Eng *e)
{
    const char *why = scene_table_toast(eng_top(e));
    if (!why[0] || strstr(why, "(R-")) {
        fprintf(stderr, "the refusal shown: '%s'\n", why);
        return false;
    }
    return true;
}

/* A key with modifiers, through the event loop: one step. */
static inline void su_key_mod(Eng *e, SDL_Keycode k, Uint16 mod)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_KEYDOWN;
    ev.key.keysym.sym = k;
    ev.key.keysym.mod = mod;
    SDL_PushEvent(&ev);
    su_step(e);
}

static inline void su_key(Eng *e, SDL_Keycode k) { su_key_mod(e, k, 0); }

/* A key held down: the keyboard's repeat of it. */
static inline void su_key_held(Eng *e, SDL_Keycode k)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_KEYDOWN;
    ev.key.keysym.sym = k;
    ev.key.repeat = 1;
    SDL_PushEvent(&ev);
    su_step(e);
}

/* A key without the event loop, given straight to the top scene, the
 * screen not drawn (the checks draw). */
static inline void su_key_direct(Eng *e, SDL_Keycode k)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_KEYDOWN;
    ev.key.keysym.sym = k;
    eng_top(e)->vt->event(eng_top(e), e, &ev);
    eng_apply_stack(e);
}

/* The hidden-card record against the whole state: a face drawn must be
 * one the viewer may see (R-ALL-2, R-UOD-3). Clears the record. */
static inline int su_check_hidden(Eng *e, const UodState *s, int viewer, const char *when)
{
    int bad = 0;
    for (int c = 1; c <= UOD_MAX_CARDS; c++) {
        if (!eng_face_drawn(e, DECK_UOD, c))
            continue;
        const char *where = NULL;
        for (int p = 0; p < s->hdr.cfg.players; p++)
            for (int i = 0; i < s->hand_n[p]; i++)
                if (p != viewer && s->hand[p][i] == c && s->drawn_by[c] != p + 1)
                    where = "an opponent's hand"; /* not one all saw drawn face up */
        for (int i = 0; i < s->down_n; i++)
            if (s->down[i] == c)
                where = "the face-down pile";
        for (int i = 0; i + 1 < s->up_n; i++)
            if (s->up[i] == c)
                where = "under the top of the face-up pile";
        if (where) {
            bad++;
            fprintf(stderr, "%s: card %d drawn face up while in %s (viewer %d)\n", when, c, where,
                    viewer);
        }
    }
    eng_faces_clear(e);
    return bad;
}

#endif
