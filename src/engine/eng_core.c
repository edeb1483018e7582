/* The engine's life and loop. The loop sleeps in SDL_WaitEvent while
 * nothing moves, wakes at the moment a scene asked for (eng_wake_at), and
 * while something animates draws at the display's rate, pacing itself when
 * the renderer does not wait for the display. */
#define _POSIX_C_SOURCE 200809L
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eng_internal.h"
#include "i18n.h"

#define MIN_W 960
#define MIN_H 600

static bool libs_up;
static int libs_users;

static bool libs_init(Uint32 flags, char *err, size_t errlen)
{
    if (SDL_InitSubSystem(flags) != 0) {
        /* TRANSLATORS: %s is SDL's own words on what failed. */
        snprintf(err, errlen, _("SDL could not start: %s"), SDL_GetError());
        return false;
    }
    if (!libs_up) {
        if (TTF_Init() != 0) {
            /* TRANSLATORS: %s is SDL_ttf's own words on what failed. */
            snprintf(err, errlen, _("SDL_ttf could not start: %s"), TTF_GetError());
            return false;
        }
        libs_up = true;
    }
    libs_users++;
    return true;
}

static void libs_quit(void)
{
    if (--libs_users > 0)
        return;
    if (libs_up)
        TTF_Quit();
    libs_up = false;
    SDL_Quit();
}

void eng_fatal_message(Eng *e, const char *title, const char *msg)
{
    fprintf(stderr, "updown: %s\n", msg);
    if (getenv("UPDOWN_NO_MESSAGE_BOX"))
        return;
    const char *driver = SDL_GetCurrentVideoDriver();
    if (driver && (!strcmp(driver, "dummy") || !strcmp(driver, "offscreen")))
        return;
    SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, title, msg, e ? e->win : NULL);
}

static Eng *eng_alloc(char *err, size_t errlen)
{
    Eng *e = calloc(1, sizeof *e);
    if (!e) {
        snprintf(err, errlen, "%s", _("Out of memory."));
        return NULL;
    }
    settings_default(&e->settings);
    e->frame_period = 1.0 / 60.0;
    if (!eng_text_cache_new(&e->text) || !eng_card_cache_new(&e->cards)) {
        snprintf(err, errlen, "%s", _("Out of memory."));
        eng_text_cache_free(e->text);
        free(e);
        return NULL;
    }
    if (!eng_assets_open(&e->assets, err, errlen)) {
        eng_text_cache_free(e->text);
        eng_card_cache_free(e->cards);
        free(e);
        return NULL;
    }
    return e;
}

static double clock_seconds(void)
{
    static Uint64 start;
    Uint64 now = SDL_GetPerformanceCounter();
    if (!start)
        start = now;
    return (double)(now - start) / (double)SDL_GetPerformanceFrequency();
}

static void set_icon(Eng *e)
{
    SDL_Surface *icon = eng_svg(e->assets, ASSET_ICON, 64, 64);
    if (icon) {
        SDL_SetWindowIcon(e->win, icon);
        SDL_FreeSurface(icon);
    }
}

static bool want_software(void)
{
    /* The software renderer on the window's own framebuffer: measured to
     * start quickest and hold the least memory (docs/performance.md);
     * UPDOWN_RENDERER=accelerated picks the GPU renderer instead. */
    const char *r = getenv("UPDOWN_RENDERER");
    return !(r && !strcmp(r, "accelerated"));
}

Eng *eng_open_window(const char *title)
{
    char err[512];
    bool sw = want_software();
    if (sw)
        SDL_SetHintWithPriority(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0", SDL_HINT_DEFAULT);
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
    SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0");
    if (!libs_init(SDL_INIT_VIDEO | SDL_INIT_EVENTS, err, sizeof err)) {
        eng_fatal_message(NULL, _("Updown cannot start"), err);
        return NULL;
    }
    Eng *e = eng_alloc(err, sizeof err);
    if (!e) {
        eng_fatal_message(NULL, _("Updown cannot start"), err);
        libs_quit();
        return NULL;
    }
    eng_set_language(NULL, NULL); /* the environment's, for what loading may say */
    eng_settings_load(e);
    eng_set_language(e, e->settings.language);
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (e->settings.fullscreen)
        flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    /* No larger than the screen's usable part (a size kept from a larger
     * screen, or the default on a small laptop's), nor smaller than the
     * least the layouts take. */
    int win_w = SDL_max(e->settings.win_w, MIN_W), win_h = SDL_max(e->settings.win_h, MIN_H);
    SDL_Rect usable;
    if (SDL_GetDisplayUsableBounds(0, &usable) == 0 && usable.w > 0 && usable.h > 0) {
        if (e->first_start) /* a large screen: a window to match, which Settings offers too */
            eng_first_window_size(usable.w, usable.h, &win_w, &win_h);
        win_w = SDL_min(win_w, SDL_max(usable.w, MIN_W));
        win_h = SDL_min(win_h, SDL_max(usable.h, MIN_H));
    }
    e->win = SDL_CreateWindow(title, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, win_w, win_h,
                              flags);
    if (!e->win) {
        /* TRANSLATORS: %s is SDL's own words on what failed. */
        snprintf(err, sizeof err, _("The window could not open: %s"), SDL_GetError());
        eng_fatal_message(NULL, _("Updown cannot start"), err);
        eng_close(e);
        return NULL;
    }
    SDL_SetWindowMinimumSize(e->win, MIN_W, MIN_H);
    set_icon(e);
    if (!sw)
        e->ren =
            SDL_CreateRenderer(e->win, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
    if (!e->ren) {
        e->ren = SDL_CreateRenderer(e->win, -1, SDL_RENDERER_SOFTWARE);
        sw = true;
    }
    if (!e->ren) {
        /* TRANSLATORS: %s is SDL's own words on what failed. */
        snprintf(err, sizeof err, _("Nothing can be drawn in the window: %s"), SDL_GetError());
        eng_fatal_message(e, _("Updown cannot start"), err);
        eng_close(e);
        return NULL;
    }
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(e->ren, &info) == 0) {
        e->software = (info.flags & SDL_RENDERER_SOFTWARE) != 0;
        e->self_paced = e->software || !(info.flags & SDL_RENDERER_PRESENTVSYNC);
    } else {
        e->self_paced = true;
    }
    SDL_DisplayMode mode;
    int display = SDL_GetWindowDisplayIndex(e->win);
    if (display >= 0 && SDL_GetCurrentDisplayMode(display, &mode) == 0 && mode.refresh_rate > 0)
        e->frame_period = 1.0 / mode.refresh_rate;
    e->user_event = SDL_RegisterEvents(1);
    eng_pads_open(e);
    e->audio_pending = true;
    eng_resized(e);
    if (!e->table) {
        eng_fatal_message(e, _("Updown cannot start"), _("The table could not be drawn."));
        eng_close(e);
        return NULL;
    }
    return e;
}

Eng *eng_open_surface(int w, int h, char *err, size_t errlen)
{
    if (!libs_init(0, err, errlen))
        return NULL;
    Eng *e = eng_alloc(err, errlen);
    if (!e) {
        libs_quit();
        return NULL;
    }
    e->surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (e->surface)
        e->ren = SDL_CreateSoftwareRenderer(e->surface);
    if (!e->ren) {
        snprintf(err, errlen, "cannot draw a %dx%d picture: %s", w, h, SDL_GetError());
        eng_close(e);
        return NULL;
    }
    e->software = true;
    e->self_paced = true;
    e->user_event = SDL_RegisterEvents(1);
    eng_resized(e);
    if (!e->table) {
        snprintf(err, errlen, "the table could not be drawn");
        eng_close(e);
        return NULL;
    }
    return e;
}

void eng_close(Eng *e)
{
    if (!e)
        return;
    for (int i = e->nstack - 1; i >= 0; i--)
        e->stack[i]->vt->destroy(e->stack[i]);
    store_forget_saves();
    if (e->stack_changed)
        for (int i = 0; i < e->npending; i++) {
            bool live = false;
            for (int j = 0; j < e->nstack; j++)
                live |= e->pending[i] == e->stack[j];
            if (!live)
                e->pending[i]->vt->destroy(e->pending[i]);
        }
    if (e->win && !e->settings.fullscreen)
        SDL_GetWindowSize(e->win, &e->settings.win_w, &e->settings.win_h);
    if (e->win)
        eng_settings_save(e);
    eng_pads_close(e);
    eng_audio_close(e);
    settings_free(&e->settings);
    eng_text_cache_free(e->text);
    eng_card_cache_free(e->cards);
    if (e->table)
        SDL_DestroyTexture(e->table);
    if (e->shadow)
        SDL_DestroyTexture(e->shadow);
    if (e->backdrop)
        SDL_DestroyTexture(e->backdrop);
    if (e->ren)
        SDL_DestroyRenderer(e->ren);
    if (e->surface)
        SDL_FreeSurface(e->surface);
    if (e->win)
        SDL_DestroyWindow(e->win);
    eng_assets_close(e->assets);
    free(e);
    libs_quit();
}

/* --- the scene stack -------------------------------------------------- */

static void begin_change(Eng *e)
{
    if (e->stack_changed)
        return;
    memcpy(e->pending, e->stack, sizeof e->stack);
    e->npending = e->nstack;
    e->stack_changed = true;
}

void eng_push(Eng *e, Scene *s)
{
    begin_change(e);
    if (e->npending == ENG_MAX_SCENES) {
        s->vt->destroy(s);
        return;
    }
    e->pending[e->npending++] = s;
}

/* A scene pushed since the stack was last applied and dropped again before
 * it reached the stack: nobody else will destroy it. */
static void drop_pending(Eng *e, Scene *s)
{
    for (int j = 0; j < e->nstack; j++)
        if (e->stack[j] == s)
            return;
    s->vt->destroy(s);
}

void eng_pop(Eng *e)
{
    begin_change(e);
    if (e->npending > 0)
        drop_pending(e, e->pending[--e->npending]);
}

void eng_replace(Eng *e, Scene *s)
{
    eng_pop(e);
    eng_push(e, s);
}

void eng_reset_to(Eng *e, Scene *s)
{
    begin_change(e);
    while (e->npending > 0)
        drop_pending(e, e->pending[--e->npending]);
    eng_push(e, s);
}

Scene *eng_top(const Eng *e) { return e->nstack ? e->stack[e->nstack - 1] : NULL; }

void eng_apply_stack(Eng *e)
{
    if (!e->stack_changed)
        return;
    e->stack_changed = false;
    /* Scenes that left the stack are destroyed; a scene kept keeps its place. */
    for (int i = 0; i < e->nstack; i++) {
        bool kept = false;
        for (int j = 0; j < e->npending; j++)
            kept |= e->stack[i] == e->pending[j];
        if (!kept)
            e->stack[i]->vt->destroy(e->stack[i]);
    }
    /* The focus: a scene that comes back from under another finds it where
     * it left it; a new screen starts at its first target. */
    Scene *old_top = eng_top(e);
    EngTarget covered[ENG_MAX_SCENES], focus;
    memset(covered, 0, sizeof covered);
    memset(&focus, 0, sizeof focus);
    for (int i = 0; i < e->npending; i++)
        for (int j = 0; j < e->nstack; j++)
            if (e->pending[i] == e->stack[j])
                covered[i] = e->stack[j] == old_top ? e->focus : e->covered_focus[j];
    if (e->npending > 0 && e->pending[e->npending - 1] == old_top)
        focus = e->focus;
    else
        for (int j = 0; j < e->nstack; j++)
            if (e->npending > 0 && e->stack[j] == e->pending[e->npending - 1])
                focus = covered[e->npending - 1];
    memcpy(e->covered_focus, covered, sizeof covered);
    memcpy(e->stack, e->pending, sizeof e->stack);
    e->nstack = e->npending;
    memset(&e->hover, 0, sizeof e->hover);
    e->focus = focus;
    e->wake_at = 0;
    eng_layout_all(e);
}

void eng_redraw(Eng *e) { e->dirty = true; }

void eng_layout_all(Eng *e)
{
    for (int i = 0; i < e->nstack; i++)
        if (e->stack[i]->vt->layout)
            e->stack[i]->vt->layout(e->stack[i], e);
    e->dirty = true;
}

void eng_wake_at(Eng *e, double t)
{
    if (e->wake_at <= 0 || t < e->wake_at)
        e->wake_at = t;
}

void eng_resized(Eng *e)
{
    int w = 0, h = 0;
    if (SDL_GetRendererOutputSize(e->ren, &w, &h) != 0 || w <= 0 || h <= 0)
        return;
    if (e->win)
        SDL_GetWindowSize(e->win, &e->win_w, &e->win_h);
    else
        e->win_w = w, e->win_h = h;
    bool changed = w != e->w || h != e->h;
    e->w = w;
    e->h = h;
    float ux = w / 1280.0f, uy = h / 800.0f;
    e->unit = ux < uy ? ux : uy;
    if (changed || !e->table)
        eng_build_size_art(e);
    eng_layout_all(e);
}

const int eng_window_sizes[][2] = {{MIN_W, MIN_H}, {1280, 800}, {1600, 1000}, {1920, 1200}};
const int eng_nwindow_sizes = (int)(sizeof eng_window_sizes / sizeof eng_window_sizes[0]);

void eng_first_window_size(int uw, int uh, int *w, int *h)
{
    for (int i = eng_nwindow_sizes - 1; i >= 0; i--)
        if (eng_window_sizes[i][0] <= uw * 3 / 4 && eng_window_sizes[i][1] <= uh * 3 / 4) {
            if (eng_window_sizes[i][0] > *w) /* never smaller than the default */
                *w = eng_window_sizes[i][0], *h = eng_window_sizes[i][1];
            return;
        }
}

bool eng_window_fits(const Eng *e, int w, int h)
{
    SDL_Rect usable;
    int display = e->win ? SDL_GetWindowDisplayIndex(e->win) : -1; /* no screen: a picture */
    if (display < 0 || SDL_GetDisplayUsableBounds(display, &usable) != 0 || usable.w <= 0 ||
        usable.h <= 0)
        return true;
    return w <= usable.w && h <= usable.h;
}

void eng_toggle_fullscreen(Eng *e)
{
    if (!e->win)
        return;
    bool full = (SDL_GetWindowFlags(e->win) & SDL_WINDOW_FULLSCREEN_DESKTOP) != 0;
    if (!full)
        SDL_GetWindowSize(e->win, &e->settings.win_w, &e->settings.win_h);
    SDL_SetWindowFullscreen(e->win, full ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP);
    e->settings.fullscreen = !full;
    eng_resized(e);
}

/* --- targets ---------------------------------------------------------- */

void eng_targets_clear(Eng *e)
{
    e->ntargets = 0;
    e->target_group = 0;
}

void eng_target_add(Eng *e, int kind, int a, int b, SDL_Rect r)
{
    if (e->ntargets < ENG_MAX_TARGETS)
        e->targets[e->ntargets++] =
            (EngTarget){.kind = kind, .a = a, .b = b, .r = r, .group = e->target_group};
}

void eng_target_group(Eng *e, int group) { e->target_group = group; }

void eng_target_flags(Eng *e, unsigned flags)
{
    if (e->ntargets > 0)
        e->targets[e->ntargets - 1].flags = flags;
}

void eng_target_set_flags(Eng *e, int kind, int a, int b, unsigned flags)
{
    for (int i = 0; i < e->ntargets; i++) {
        EngTarget *t = &e->targets[i];
        if (t->kind == kind && t->a == a && t->b == b)
            t->flags = flags;
    }
}

const EngTarget *eng_target_at(const Eng *e, int x, int y)
{
    SDL_Point p = {x, y};
    for (int i = e->ntargets - 1; i >= 0; i--)
        if (SDL_PointInRect(&p, &e->targets[i].r))
            return &e->targets[i];
    return NULL;
}

bool eng_target_find(const Eng *e, int kind, int a, int b, SDL_Rect *out)
{
    for (int i = e->ntargets - 1; i >= 0; i--) {
        const EngTarget *t = &e->targets[i];
        if (t->kind == kind && t->a == a && t->b == b) {
            if (out)
                *out = t->r;
            return true;
        }
    }
    return false;
}

bool eng_hovered(const Eng *e, int kind, int a, int b)
{
    return e->hover.kind == kind && e->hover.a == a && e->hover.b == b;
}

void eng_press_clear(Eng *e) { memset(&e->pressed, 0, sizeof e->pressed); }

bool eng_clicked(Eng *e, const SDL_Event *ev, EngTarget *out)
{
    if (ev->type != SDL_MOUSEBUTTONUP || ev->button.button != SDL_BUTTON_LEFT)
        return false;
    const EngTarget *t =
        e->key_click ? eng_focus_get(e) : eng_target_at(e, ev->button.x, ev->button.y);
    bool same = t && t->kind == e->pressed.kind && t->a == e->pressed.a && t->b == e->pressed.b;
    eng_press_clear(e);
    if (!same)
        return false;
    *out = *t;
    return true;
}

static void update_hover(Eng *e)
{
    if (e->focus_shown)
        return; /* the focus stands for the mouse until the mouse moves */
    const EngTarget *t = eng_target_at(e, e->mouse_x, e->mouse_y);
    EngTarget h = t ? *t : (EngTarget){0};
    if (h.kind != e->hover.kind || h.a != e->hover.a || h.b != e->hover.b) {
        e->hover = h;
        e->dirty = true;
    }
}

/* --- the loop ---------------------------------------------------------- */

static void to_pixels(Eng *e, int *x, int *y)
{
    if (e->win_w > 0 && e->win_h > 0 && (e->win_w != e->w || e->win_h != e->h)) {
        *x = (int)((long)*x * e->w / e->win_w);
        *y = (int)((long)*y * e->h / e->win_h);
    }
}

/* A key held down repeats. The arrows, Tab and the page keys go on moving
 * and text goes on being typed; a held Enter, Space, Esc or Backspace does
 * its work once: a held Enter does not play a card after the pass screen
 * it took away, nor leave the results unread, and a held Backspace does
 * not undo a whole game. */
static bool held_repeat(Eng *e, const SDL_Event *ev)
{
    if (ev->type != SDL_KEYDOWN || !ev->key.repeat)
        return false;
    switch (ev->key.keysym.sym) {
    case SDLK_LEFT:
    case SDLK_RIGHT:
    case SDLK_UP:
    case SDLK_DOWN:
    case SDLK_TAB:
    case SDLK_PAGEUP:
    case SDLK_PAGEDOWN:
        return false;
    default:
        break;
    }
    Scene *top = eng_top(e);
    unsigned own = top && top->vt->own_keys ? top->vt->own_keys(top, e) : 0;
    return !(own & ENG_KEYS_TEXT);
}

static void handle(Eng *e, const SDL_Event *in)
{
    SDL_Event ev = *in;
    if (held_repeat(e, &ev))
        return;
    if (eng_focus_event(e, &ev, handle))
        return;
    switch (ev.type) {
    case SDL_QUIT:
        e->quit = true;
        return;
    case SDL_WINDOWEVENT:
        if (ev.window.event == SDL_WINDOWEVENT_SIZE_CHANGED)
            eng_resized(e);
        else if (ev.window.event == SDL_WINDOWEVENT_EXPOSED ||
                 ev.window.event == SDL_WINDOWEVENT_SHOWN ||
                 ev.window.event == SDL_WINDOWEVENT_RESTORED)
            e->dirty = true;
        else if (ev.window.event == SDL_WINDOWEVENT_FOCUS_LOST)
            e->pad_held = 0; /* a button let go elsewhere is not heard */
        return;
    case SDL_KEYDOWN:
        if (ev.key.keysym.sym == SDLK_F11) {
            eng_toggle_fullscreen(e);
            return;
        }
        break;
    case SDL_MOUSEMOTION:
        to_pixels(e, &ev.motion.x, &ev.motion.y);
        if (e->focus_shown && (ev.motion.x != e->mouse_x || ev.motion.y != e->mouse_y)) {
            e->focus_shown = false; /* the mouse is back in hand */
            e->dirty = true;
        }
        e->mouse_x = ev.motion.x;
        e->mouse_y = ev.motion.y;
        update_hover(e);
        break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        to_pixels(e, &ev.button.x, &ev.button.y);
        e->mouse_x = ev.button.x;
        e->mouse_y = ev.button.y;
        update_hover(e);
        if (ev.type == SDL_MOUSEBUTTONDOWN && ev.button.button == SDL_BUTTON_LEFT) {
            const EngTarget *t = eng_target_at(e, ev.button.x, ev.button.y);
            e->pressed = t ? *t : (EngTarget){0};
        }
        break;
    default:
        break;
    }
    Scene *top = eng_top(e);
    if (top && top->vt->event)
        top->vt->event(top, e, &ev);
}

void eng_draw_now(Eng *e)
{
    int first = e->nstack - 1;
    while (first > 0 && e->stack[first]->vt->overlay)
        first--;
    if (e->focus_shown)
        eng_focus_settle(e); /* the targets may have changed since */
    e->focus_by = (SDL_Point){0, 0};
    SDL_SetRenderDrawColor(e->ren, 0, 0, 0, 255);
    SDL_RenderClear(e->ren);
    for (int i = first < 0 ? 0 : first; i < e->nstack; i++) {
        e->draw_layer = i;
        e->text_box = (SDL_Rect){0, 0, 0, 0};
        e->stack[i]->vt->draw(e->stack[i], e);
    }
    eng_focus_draw(e);
    SDL_RenderPresent(e->ren);
    e->frames++;
    e->dirty = false;
    if (e->audio_pending) { /* the first frame is up: now the sound */
        e->audio_pending = false;
        size_t said = strlen(e->notice);
        eng_audio_open(e);
        if (strlen(e->notice) != said) /* a damaged sound file, told on the title */
            e->dirty = true;
    }
}

/* The clock read afresh: before a frame, and before the events that end
 * a wait (a move made by a key after the player thought for a while
 * starts its motion and its toasts at the key, not at the last frame). */
static void tick(Eng *e)
{
    if (e->fixed_dt <= 0)
        e->now = clock_seconds();
}

static void update_and_draw(Eng *e)
{
    tick(e);
    Scene *top = eng_top(e);
    if (!top)
        return;
    if (e->wake_at > 0 && e->now >= e->wake_at)
        e->wake_at = 0;
    eng_pads_repeat(e, handle);
    eng_apply_stack(e);
    top = eng_top(e);
    if (!top)
        return;
    e->animating = top->vt->update ? top->vt->update(top, e) : false;
    eng_apply_stack(e);
    if (e->animating || e->dirty)
        eng_draw_now(e);
}

void eng_step(Eng *e)
{
    if (e->fixed_dt > 0)
        e->now += e->fixed_dt;
    eng_apply_stack(e);
    tick(e);
    SDL_Event ev;
    while (SDL_PollEvent(&ev)) {
        handle(e, &ev);
        eng_apply_stack(e);
    }
    update_and_draw(e);
}

void eng_run(Eng *e)
{
    e->dirty = true;
    eng_apply_stack(e);
    double next_frame = 0;
    while (!e->quit && e->nstack > 0) {
        SDL_Event ev;
        int got;
        if (e->animating || e->dirty) {
            got = SDL_PollEvent(&ev);
        } else if (e->wake_at > 0) {
            double ms = (e->wake_at - clock_seconds()) * 1000.0;
            got = ms <= 0 ? SDL_PollEvent(&ev) : SDL_WaitEventTimeout(&ev, (int)ceil(ms));
        } else {
            got = SDL_WaitEvent(&ev);
        }
        if (got)
            tick(e);
        while (got) {
            handle(e, &ev);
            eng_apply_stack(e);
            got = !e->quit && SDL_PollEvent(&ev);
        }
        if (e->quit)
            break;
        bool was_animating = e->animating;
        update_and_draw(e);
        if (e->animating && e->self_paced) {
            /* No vsync on this renderer: keep to the display's rate. */
            double now = clock_seconds();
            if (!was_animating || next_frame < now - e->frame_period)
                next_frame = now;
            next_frame += e->frame_period;
            double wait = next_frame - clock_seconds();
            if (wait > 0.0005)
                SDL_Delay((Uint32)(wait * 1000.0));
        }
    }
}

/* --- time, easing, settings -------------------------------------------- */

double eng_anim_time(const Eng *e, double seconds)
{
    int pct = e->settings.anim_speed;
    return pct <= 0 ? 0.0 : seconds * 100.0 / pct;
}

double eng_ai_pause(const Eng *e) { return e->settings.ai_pace_ms / 1000.0; }

float eng_clamp01(float t) { return t < 0 ? 0 : t > 1 ? 1 : t; }
float eng_lerp(float a, float b, float t) { return a + (b - a) * t; }

float eng_ease_out_cubic(float t)
{
    t = 1 - eng_clamp01(t);
    return 1 - t * t * t;
}

float eng_ease_in_out_cubic(float t)
{
    t = eng_clamp01(t);
    return t < 0.5f ? 4 * t * t * t : 1 - powf(-2 * t + 2, 3) / 2;
}

float eng_ease_out_back(float t)
{
    t = eng_clamp01(t);
    const float c1 = 1.4f, c3 = c1 + 1;
    return 1 + c3 * powf(t - 1, 3) + c1 * powf(t - 1, 2);
}

void eng_settings_load(Eng *e)
{
    const char *env = getenv("UPDOWN_DATA_DIR");
    char *pref = NULL;
    e->data_dir[0] = 0;
    if (!env || !*env) {
        pref = SDL_GetPrefPath("Updown", "updown");
        if (!pref) {
            snprintf(e->notice, sizeof e->notice,
                     /* TRANSLATORS: %s is SDL's own words on what failed. */
                     _("Updown has no folder to keep its games and settings in (%.200s): nothing "
                       "will be saved."),
                     SDL_GetError());
            return;
        }
    }
    /* A path the store cannot hold whole: nothing is kept, rather than
     * files written to a folder named by a cut. */
    const char *dir = pref ? pref : env;
    bool from_env = !pref;
    bool fits = strlen(dir) <= STORE_DIR_MAX;
    if (fits)
        snprintf(e->data_dir, sizeof e->data_dir, "%s", dir);
    SDL_free(pref);
    if (!fits) {
        snprintf(e->notice, sizeof e->notice,
                 /* TRANSLATORS: %d is a number of bytes (600). */
                 _("Updown's data folder has too long a path (more than %d bytes): nothing will be "
                   "saved."),
                 STORE_DIR_MAX);
        return;
    }
    size_t n = strlen(e->data_dir);
    if (n > 1 && e->data_dir[n - 1] == '/')
        e->data_dir[n - 1] = 0;
    if (from_env) /* a folder named by UPDOWN_DATA_DIR is made as SDL makes its own */
        store_make_dir(e->data_dir);
    settings_free(&e->settings);
    e->first_start = !store_load_settings(e->data_dir, &e->settings, e->notice, sizeof e->notice);
}

void eng_notice_add(Eng *e, const char *sentence)
{
    if (strstr(e->notice, sentence))
        return; /* said already */
    size_t n = strlen(e->notice);
    /* Japanese sentences follow one another without a space. */
    const char *sep =
        n == 0 || (n >= 3 && !memcmp(e->notice + n - 3, "\xe3\x80\x82", 3)) ? "" : " ";
    size_t ls = strlen(sep), l = strlen(sentence);
    if (n + ls + l >= sizeof e->notice)
        return; /* said whole or not at all: never cut inside a word or a character */
    memcpy(e->notice + n, sep, ls);
    memcpy(e->notice + n + ls, sentence, l + 1);
}

void eng_settings_save(Eng *e)
{
    char err[STORE_MSG_LEN];
    if (e->data_dir[0] && !store_save_settings(e->data_dir, &e->settings, err, sizeof err)) {
        fprintf(stderr, "updown: %s\n", err);
        /* TRANSLATORS: %s says why the settings could not be written. */
        snprintf(e->notice, sizeof e->notice, _("The settings could not be saved: %.400s."), err);
    }
}
