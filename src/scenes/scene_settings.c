/* Settings: the language, the window's size and full screen, the speed of the animations,
 * the AI's pace, the sound (on or muted, and its volume), the colour-blind
 * symbols on the cards, and the way to
 * every game's defaults (players, names, options). Each change applies at
 * once and is saved to settings.json. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "scene_common.h"

#define MAX_CHIPS 32
#define NROWS 7

typedef struct SetChip {
    SDL_Rect r;
    int row, value;
    char label[96];
    bool selected;
} SetChip;

typedef struct SettingsScene {
    Scene base;
    SDL_Rect panel;
    SetChip chips[MAX_CHIPS];
    int nchips;
    SDL_Rect label[NROWS];
    int help_y, help_w, cards_y, card_h, path_y;
    SceneButton defaults, done;
    SceneSlider volume;
} SettingsScene;

/* The rows from the top (SET_*), and their names. */
static const int row_order[NROWS] = {SET_LANGUAGE, SET_SIZE,  SET_FULLSCREEN, SET_ANIM,
                                     SET_PACE,     SET_SOUND, SET_SYMBOLS};
/* TRANSLATORS: the rows of Settings, each a label before its choices. */
static const char *const row_names[NROWS] = {
    N_("Language"), N_("Window size"), N_("Full screen"),         N_("Animations"),
    N_("AI pace"),  N_("Sound"),       N_("Colour-blind symbols")};

static const int speeds[] = {0, 50, 100, 200, 300};
/* TRANSLATORS: the speeds of the animations in Settings (short chips). */
static const char *const speed_names[] = {N_("Off"), N_("Slow"), N_("Normal"), N_("Fast"),
                                          N_("Fastest")};
#define NSPEEDS ((int)(sizeof speeds / sizeof speeds[0]))
static const int paces[] = {0, 300, 700, 1400, 2500};
/* TRANSLATORS: the AI's pause before each of its moves, in Settings (short
   chips). */
static const char *const pace_names[] = {N_("No pause"), N_("Quick"), N_("Normal"), N_("Slow"),
                                         N_("Slowest")};
#define NPACES ((int)(sizeof paces / sizeof paces[0]))

static void add_chip(SettingsScene *st, int row, int value, const char *label, bool selected)
{
    if (st->nchips == MAX_CHIPS)
        return;
    SetChip *c = &st->chips[st->nchips++];
    c->row = row;
    c->value = value;
    c->selected = selected;
    snprintf(c->label, sizeof c->label, "%s", label);
}

static void window_size(Eng *e, int *w, int *h)
{
    *w = e->settings.win_w;
    *h = e->settings.win_h;
    if (e->win && !e->settings.fullscreen)
        SDL_GetWindowSize(e->win, w, h);
}

/* A size is offered where it fits the screen, or is the window's now; the
 * least the layouts take is offered always. A larger one would put the
 * window's edges, and with them this screen's buttons, off the screen. */
static bool size_offered(const Eng *e, int i, int ww, int wh)
{
    return i == 0 || (ww == eng_window_sizes[i][0] && wh == eng_window_sizes[i][1]) ||
           eng_window_fits(e, eng_window_sizes[i][0], eng_window_sizes[i][1]);
}

static void set_layout(Scene *s, Eng *e)
{
    SettingsScene *st = (SettingsScene *)s;
    Settings *cfg = &e->settings;
    int margin = eng_px(e, 40);
    int w = e->w - 2 * margin;
    if (w > eng_px(e, 980))
        w = eng_px(e, 980);
    int top = eng_px(e, 100), bottom = e->h - eng_px(e, 110);
    st->panel = (SDL_Rect){(e->w - w) / 2, top, w, bottom - top};
    int pad = eng_px(e, 24), label_w = eng_px(e, 230);
    int row_h = eng_px(e, 52), chip_h = eng_px(e, 38), gap = eng_px(e, 8);
    int x = st->panel.x + pad, y = st->panel.y + pad;
    int max_x = st->panel.x + st->panel.w - pad;

    st->nchips = 0;
    int spoken = 0; /* System, also for a language this version does not speak */
    for (int i = 1; i < eng_nlanguages; i++)
        if (!strcmp(cfg->language, eng_languages[i].code))
            spoken = i;
    for (int i = 0; i < eng_nlanguages; i++) /* each language in its own words */
        add_chip(st, SET_LANGUAGE, i,
                 /* TRANSLATORS: the language of the system, first of the languages in Settings */
                 i == 0 ? _("System") : eng_languages[i].name, i == spoken);
    int ww, wh;
    window_size(e, &ww, &wh);
    for (int i = 0; i < eng_nwindow_sizes; i++) {
        if (!size_offered(e, i, ww, wh))
            continue;
        char buf[32];
        snprintf(buf, sizeof buf, "%d \xc3\x97 %d", eng_window_sizes[i][0], eng_window_sizes[i][1]);
        add_chip(st, SET_SIZE, i, buf,
                 !cfg->fullscreen && ww == eng_window_sizes[i][0] && wh == eng_window_sizes[i][1]);
    }
    add_chip(st, SET_FULLSCREEN, 0, _("Off"), !cfg->fullscreen);
    add_chip(st, SET_FULLSCREEN, 1, _("On"), cfg->fullscreen);
    for (int i = 0; i < NSPEEDS; i++)
        add_chip(st, SET_ANIM, speeds[i], _(speed_names[i]), cfg->anim_speed == speeds[i]);
    for (int i = 0; i < NPACES; i++)
        add_chip(st, SET_PACE, paces[i], _(pace_names[i]), cfg->ai_pace_ms == paces[i]);
    add_chip(st, SET_SOUND, 0, _("Off"), cfg->muted);
    add_chip(st, SET_SOUND, 1, _("On"), !cfg->muted);
    add_chip(st, SET_SYMBOLS, 0, _("Off"), !cfg->cb_symbols);
    add_chip(st, SET_SYMBOLS, 1, _("On"), cfg->cb_symbols);

    /* Each row: its label, then its chips sharing what is left; the
     * sound's row ends with the volume's slider. */
    for (int row = 0; row < NROWS; row++) {
        st->label[row] = (SDL_Rect){x, y, label_w, chip_h};
        int first = -1, n = 0;
        for (int i = 0; i < st->nchips; i++)
            if (st->chips[i].row == row_order[row]) {
                first = first < 0 ? i : first;
                n++;
            }
        bool slider = row_order[row] == SET_SOUND;
        int cx = x + label_w, avail = max_x - cx;
        int slots = slider ? n + 2 : n; /* the slider takes the room of two chips */
        int cw = (avail - (slots - 1) * gap) / (slots > 0 ? slots : 1);
        if (cw > eng_px(e, 150))
            cw = eng_px(e, 150);
        for (int k = 0; k < n; k++)
            st->chips[first + k].r = (SDL_Rect){cx + k * (cw + gap), y, cw, chip_h};
        if (slider) {
            int sx = cx + n * (cw + gap) + gap;
            st->volume.r = (SDL_Rect){sx, y, max_x - sx, chip_h};
        }
        y += row_h;
    }
    st->help_y = y - eng_px(e, 4);
    st->help_w = max_x - x;
    y += eng_text_height_wrapped(e, FONT_REGULAR, eng_px(e, 15), "Xy", st->help_w) * 2 +
         eng_px(e, 4);
    st->cards_y = y;
    int room = st->panel.y + st->panel.h - pad - eng_px(e, 54) - eng_px(e, 34) - y;
    st->card_h = eng_card_snap(room < eng_px(e, 110) ? room : eng_px(e, 110));
    y += st->card_h + eng_px(e, 18);
    int bw = eng_px(e, 360), bh = eng_px(e, 50);
    st->defaults.r = (SDL_Rect){x, y, bw < max_x - x ? bw : max_x - x, bh};
    st->path_y = st->panel.y + st->panel.h - pad / 2;
    st->done.r =
        (SDL_Rect){e->w / 2 - eng_px(e, 110), e->h - eng_px(e, 90), eng_px(e, 220), eng_px(e, 56)};

    st->defaults.label = _("Default players and options");
    st->done.label = _("Done");
    eng_targets_clear(e);
    for (int i = 0; i < st->nchips; i++) {
        eng_target_add(e, T_SETTING, st->chips[i].row, st->chips[i].value, st->chips[i].r);
        if (st->chips[i].selected)
            eng_target_flags(e, ENG_TARGET_CHOSEN);
    }
    scene_slider_target(e, &st->volume);
    scene_buttons_targets(e, &st->defaults, 1);
    scene_buttons_targets(e, &st->done, 1);
}

static void set_draw(Scene *s, Eng *e)
{
    SettingsScene *st = (SettingsScene *)s;
    eng_draw_table(e);
    scene_heading(e, _("Settings"), e->w / 2, eng_px(e, 52), eng_px(e, 44));
    eng_panel(e, st->panel, eng_px(e, 14), 150);
    for (int row = 0; row < NROWS; row++) {
        SDL_Rect l = st->label[row];
        const char *name = _(row_names[row]);
        int px = eng_text_fit(e, FONT_REGULAR, eng_px(e, 18), name, l.w - eng_px(e, 8));
        eng_text(e, FONT_REGULAR, px, ENG_WHITE, name, l.x, l.y + l.h / 2,
                 ALIGN_LEFT | ALIGN_MIDDLE);
    }
    for (int i = 0; i < st->nchips; i++) {
        const SetChip *c = &st->chips[i];
        scene_chip(e, c->r, c->label, c->selected, eng_hovered(e, T_SETTING, c->row, c->value));
    }
    scene_slider_draw(e, &st->volume);
    int x = st->label[0].x;
    eng_text_wrapped(e, FONT_REGULAR, eng_px(e, 15), ENG_MUTED,
                     e->settings.cb_symbols
                         ? _("Each colour of Up or Down? has its own symbol (gem, heart, star, "
                             "leaf, drop, moon), so the colours can be told apart without seeing "
                             "them.")
                         : _("The Up or Down? cards show their colours only. Turn the symbols on "
                             "to tell the colours apart by shape (gem, heart, star, leaf, drop, "
                             "moon)."),
                     x, st->help_y, st->help_w, ALIGN_LEFT);
    static const int sample[] = {7, 26, 51, 73, 96, 120};
    int cw = eng_card_w(st->card_h), step = cw + eng_px(e, 10);
    for (int i = 0; i < 6; i++)
        eng_card_face(e, DECK_UOD, sample[i], x + i * step, st->cards_y, st->card_h, CARD_SHADOW);
    scene_buttons_draw(e, &st->defaults, 1);
    if (eng_language_problem()[0]) { /* the language chosen cannot be spoken: why */
        const char *why = eng_language_problem();
        eng_text(e, FONT_REGULAR, eng_text_fit(e, FONT_REGULAR, eng_px(e, 13), why, st->help_w),
                 ENG_GOLD, why, x, st->path_y, ALIGN_LEFT | ALIGN_BOTTOM);
    } else if (e->data_dir[0]) {
        char buf[1200];
        /* TRANSLATORS: where the settings are kept; %s is a folder. */
        snprintf(buf, sizeof buf, _("Saved in %s/settings.json"), e->data_dir);
        eng_text(e, FONT_REGULAR, eng_text_fit(e, FONT_REGULAR, eng_px(e, 13), buf, st->help_w),
                 ENG_MUTED, buf, x, st->path_y, ALIGN_LEFT | ALIGN_BOTTOM);
    } else {
        /* TRANSLATORS: in Settings, when there is no data folder (the title
         * has said why). */
        const char *gone = _("These settings last until Updown closes: it has no folder for its "
                             "data.");
        eng_text(e, FONT_REGULAR, eng_text_fit(e, FONT_REGULAR, eng_px(e, 13), gone, st->help_w),
                 ENG_GOLD, gone, x, st->path_y, ALIGN_LEFT | ALIGN_BOTTOM);
    }
    scene_buttons_draw(e, &st->done, 1);
}

static void apply(Eng *e, int row, int value)
{
    Settings *cfg = &e->settings;
    switch (row) {
    case SET_LANGUAGE:
        if (value < 0 || value >= eng_nlanguages)
            return;
        snprintf(cfg->language, sizeof cfg->language, "%s", eng_languages[value].code);
        eng_set_language(e, cfg->language); /* every scene's words again */
        break;
    case SET_SIZE:
        if (value < 0 || value >= eng_nwindow_sizes ||
            (value > 0 &&
             !eng_window_fits(e, eng_window_sizes[value][0], eng_window_sizes[value][1])))
            return;
        if (cfg->fullscreen)
            eng_toggle_fullscreen(e);
        cfg->win_w = eng_window_sizes[value][0];
        cfg->win_h = eng_window_sizes[value][1];
        if (e->win) {
            SDL_SetWindowSize(e->win, cfg->win_w, cfg->win_h);
            SDL_SetWindowPosition(e->win, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED);
            eng_resized(e);
        }
        break;
    case SET_FULLSCREEN:
        if ((value != 0) != cfg->fullscreen) {
            if (e->win)
                eng_toggle_fullscreen(e);
            else
                cfg->fullscreen = value != 0;
        }
        break;
    case SET_ANIM:
        cfg->anim_speed = value;
        break;
    case SET_PACE:
        cfg->ai_pace_ms = value;
        break;
    case SET_SYMBOLS:
        eng_set_symbols(e, value != 0);
        break;
    case SET_SOUND:
        scene_set_muted(e, value == 0);
        return;
    default:
        return;
    }
    eng_settings_save(e);
}

/* The slider lies far to the right of the sound's chips: Left and Right
 * from its On go along the row, not to a nearer chip of the row above. */
static bool sound_on_focused(Eng *e) { return eng_focused(e, T_SETTING, SET_SOUND, 1); }

static void set_event(Scene *s, Eng *e, const SDL_Event *ev)
{
    SettingsScene *st = (SettingsScene *)s;
    if (scene_slider_event(&st->volume, e, ev))
        return;
    if (ev->type == SDL_KEYDOWN && sound_on_focused(e) &&
        (ev->key.keysym.sym == SDLK_LEFT || ev->key.keysym.sym == SDLK_RIGHT)) {
        bool right = ev->key.keysym.sym == SDLK_RIGHT;
        eng_focus_set(e, T_SETTING, right ? SET_VOLUME : SET_SOUND, 0, true);
        return;
    }
    EngTarget t;
    if (eng_clicked(e, ev, &t)) {
        if (t.kind == T_SETTING) {
            apply(e, t.a, t.b);
            set_layout(s, e);
        } else if (t.kind == T_BUTTON && t.a == B_DEFAULTS) {
            eng_push(e, scene_defaults_new(e));
        } else if (t.kind == T_BUTTON && t.a == B_BACK) {
            eng_pop(e);
        }
        eng_redraw(e);
    } else if (ev->type == SDL_KEYDOWN &&
               (ev->key.keysym.sym == SDLK_ESCAPE || ev->key.keysym.sym == SDLK_RETURN)) {
        eng_pop(e);
    }
}

static unsigned set_keys(Scene *s, Eng *e)
{
    return sound_on_focused(e) ? ENG_KEYS_LEFTRIGHT
                               : scene_slider_keys(&((SettingsScene *)s)->volume, e);
}

static bool set_update(Scene *s, Eng *e)
{
    (void)s;
    (void)e;
    return false;
}

static void set_destroy(Scene *s) { free(s); }

static const SceneVT set_vt = {
    .name = "settings",
    .event = set_event,
    .update = set_update,
    .draw = set_draw,
    .layout = set_layout,
    .destroy = set_destroy,
    .own_keys = set_keys,
};

Scene *scene_settings_new(Eng *e)
{
    (void)e;
    SettingsScene *st = calloc(1, sizeof *st);
    if (!st)
        abort();
    st->base.vt = &set_vt;
    st->defaults =
        (SceneButton){B_DEFAULTS, _("Default players and options"), BUTTON_NORMAL, true, {0}};
    st->done = (SceneButton){B_BACK, _("Done"), BUTTON_PRIMARY, true, {0}};
    return &st->base;
}
