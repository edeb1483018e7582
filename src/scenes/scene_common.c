#include "scene_common.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"

void scene_buttons_column(SceneButton *b, int n, int cx, int top, int w, int h, int gap)
{
    for (int i = 0; i < n; i++)
        b[i].r = (SDL_Rect){cx - w / 2, top + i * (h + gap), w, h};
}

void scene_buttons_share(Eng *e, SceneButton *b, int n, SDL_Rect row, int gap)
{
    if (n <= 0)
        return;
    int px = (int)(row.h * 0.42f), pad = row.h / 2, text = row.w - (n - 1) * gap - n * pad;
    int least = (row.w - (n - 1) * gap) / (2 * n), need[8] = {0}, total = 0;
    for (int i = 0; i < n && i < 8; i++)
        total += need[i] = eng_text_width(e, FONT_BOLD, px, b[i].label) + 1;
    int x = row.x;
    for (int i = 0; i < n; i++) {
        int w = i == n - 1            ? row.x + row.w - x
                : n <= 8 && total > 0 ? pad + (int)((long long)text * need[i] / total)
                                      : (row.w - (n - 1) * gap) / n;
        w = w < least ? least : w;
        if (i < n - 1 && row.x + row.w - (x + w + gap) < least * (n - 1 - i))
            w = row.x + row.w - gap - x - least * (n - 1 - i);
        b[i].r = (SDL_Rect){x, row.y, w, row.h};
        x += w + gap;
    }
}

void scene_buttons_fit(Eng *e, SceneButton *b, int n, int cx, int y, int w, int h, int gap,
                       int max_w)
{
    int px = (int)(h * 0.42f), total = (n - 1) * gap;
    for (int i = 0; i < n; i++) {
        int need = eng_text_width(e, FONT_BOLD, px, b[i].label) + h / 2 + 1;
        b[i].r = (SDL_Rect){0, y, need > w ? need : w, h};
        total += b[i].r.w;
    }
    if (total > max_w) {
        scene_buttons_share(e, b, n, (SDL_Rect){cx - max_w / 2, y, max_w, h}, gap);
        return;
    }
    int x = cx - total / 2;
    for (int i = 0; i < n; i++) {
        b[i].r.x = x;
        x += b[i].r.w + gap;
    }
}

void scene_buttons_targets(Eng *e, const SceneButton *b, int n)
{
    for (int i = 0; i < n; i++)
        if (b[i].enabled) {
            eng_target_add(e, T_BUTTON, b[i].id, 0, b[i].r);
            if (b[i].style == BUTTON_PRIMARY)
                eng_target_flags(e, ENG_TARGET_DEFAULT);
        }
}

void scene_buttons_draw(Eng *e, const SceneButton *b, int n)
{
    int px = 0; /* one size for the buttons drawn together: the smallest */
    for (int i = 0; i < n; i++) {
        int fit = eng_button_px(e, b[i].r, b[i].label);
        if (i == 0 || fit < px)
            px = fit;
    }
    for (int i = 0; i < n; i++)
        eng_button_sized(e, b[i].r, b[i].label, b[i].style, eng_hovered(e, T_BUTTON, b[i].id, 0),
                         b[i].enabled, px);
}

SceneButton *scene_button(SceneButton *b, int n, int id)
{
    for (int i = 0; i < n; i++)
        if (b[i].id == id)
            return &b[i];
    return NULL;
}

/* The track's part of a slider: the value is written at its right. */
static int slider_label_w(Eng *e, const SceneSlider *s) { return s->label ? eng_px(e, 96) : 0; }

static SDL_Rect slider_track(Eng *e, const SceneSlider *s)
{
    int value_w = eng_px(e, 64), knob = s->r.h / 3, lw = slider_label_w(e, s);
    return (SDL_Rect){s->r.x + lw + knob, s->r.y, s->r.w - lw - value_w - 2 * knob, s->r.h};
}

static int slider_value_at(Eng *e, const SceneSlider *s, int x)
{
    SDL_Rect t = slider_track(e, s);
    if (t.w <= 0)
        return e->settings.volume;
    int v = (int)(((long)(x - t.x) * 100 + t.w / 2) / t.w);
    return v < 0 ? 0 : v > 100 ? 100 : v;
}

void scene_slider_target(Eng *e, const SceneSlider *s)
{
    eng_target_add(e, T_SETTING, SET_VOLUME, 0, s->r);
}

void scene_slider_draw(Eng *e, const SceneSlider *s)
{
    SDL_Rect t = slider_track(e, s);
    bool hovered = eng_hovered(e, T_SETTING, SET_VOLUME, 0) || s->dragging;
    bool heard = !e->settings.muted;
    int v = e->settings.volume, th = eng_px(e, 8), cy = t.y + t.h / 2;
    SDL_Rect track = {t.x, cy - th / 2, t.w, th};
    eng_round_rect(e, track, th / 2, (SDL_Color){255, 255, 255, 40},
                   (SDL_Color){255, 255, 255, 30});
    int fill = t.w * v / 100;
    SDL_Color lit = heard ? (SDL_Color){240, 200, 100, 255} : (SDL_Color){150, 150, 140, 200};
    if (fill > 0)
        eng_round_rect(e, (SDL_Rect){t.x, track.y, fill, th}, th / 2, lit, lit);
    int knob = s->r.h / 3;
    if (hovered)
        eng_fill_circle(e, t.x + fill, cy, knob + eng_px(e, 3), ENG_GOLD);
    eng_fill_circle(e, t.x + fill, cy, knob, heard ? ENG_WHITE : (SDL_Color){190, 190, 180, 255});
    SDL_Rect was;
    if (s->label) {
        SDL_Rect l = {s->r.x, s->r.y, slider_label_w(e, s), s->r.h};
        was = eng_text_box(e, l);
        int lpx = eng_text_fit(e, FONT_REGULAR, eng_px(e, 18), s->label, l.w - eng_px(e, 10));
        eng_text(e, FONT_REGULAR, lpx, heard ? ENG_WHITE : ENG_MUTED, s->label, l.x + eng_px(e, 4),
                 cy, ALIGN_LEFT | ALIGN_MIDDLE);
        eng_text_box(e, was);
    }
    char buf[32];
    /* TRANSLATORS: the sound's volume in percent, after its slider. */
    snprintf(buf, sizeof buf, _("%d%%"), v);
    SDL_Rect box = {t.x + t.w + knob, s->r.y, s->r.x + s->r.w - (t.x + t.w + knob), s->r.h};
    was = eng_text_box(e, box);
    int px = eng_text_fit(e, FONT_BOLD, eng_px(e, 17), buf, box.w);
    eng_text(e, FONT_BOLD, px, heard ? ENG_WHITE : ENG_MUTED, buf, box.x + box.w, cy,
             ALIGN_RIGHT | ALIGN_MIDDLE);
    eng_text_box(e, was);
}

/* A new volume: applied, heard (a card laid at it), and saved when
 * the change is done (a key, the button released). */
static void set_volume(Eng *e, int v, bool done)
{
    bool changed = v != e->settings.volume;
    e->settings.volume = v;
    eng_sound_settings(e);
    if (done) {
        eng_sound(e, ENG_SND_CARD_LAY);
        eng_settings_save(e);
    }
    if (changed)
        eng_redraw(e);
}

/* The knob let go without its release heard: the volume stays, saved. */
static void let_go(SceneSlider *s, Eng *e)
{
    s->dragging = false;
    eng_press_clear(e);
    set_volume(e, e->settings.volume, true);
}

bool scene_slider_event(SceneSlider *s, Eng *e, const SDL_Event *ev)
{
    switch (ev->type) {
    case SDL_MOUSEBUTTONDOWN: {
        SDL_Point p = {ev->button.x, ev->button.y};
        if (ev->button.button != SDL_BUTTON_LEFT || !SDL_PointInRect(&p, &s->r))
            return false;
        s->dragging = true;
        set_volume(e, slider_value_at(e, s, p.x), false);
        return true;
    }
    case SDL_MOUSEMOTION:
        if (!s->dragging)
            return false;
        if (!(ev->motion.state & SDL_BUTTON_LMASK)) { /* let go where the window did not hear */
            let_go(s, e);
            return true;
        }
        set_volume(e, slider_value_at(e, s, ev->motion.x), false);
        return true;
    case SDL_MOUSEBUTTONUP:
        if (e->key_click) /* Enter on the slider: nothing to press */
            return eng_focused(e, T_SETTING, SET_VOLUME, 0);
        if (!s->dragging || ev->button.button != SDL_BUTTON_LEFT)
            return false;
        s->dragging = false;
        eng_press_clear(e);
        set_volume(e, slider_value_at(e, s, ev->button.x), true);
        return true;
    case SDL_KEYDOWN: {
        SDL_Keycode k = ev->key.keysym.sym;
        if (s->dragging && !eng_key_is_modifier(k))
            let_go(s, e); /* where it is: Escape then closes the menu */
        if ((k != SDLK_LEFT && k != SDLK_RIGHT) || !eng_focused(e, T_SETTING, SET_VOLUME, 0))
            return false;
        int v = e->settings.volume + (k == SDLK_RIGHT ? 10 : -10);
        v = (v + (k == SDLK_RIGHT ? 0 : 9)) / 10 * 10; /* onto the tens */
        set_volume(e, v < 0 ? 0 : v > 100 ? 100 : v, true);
        return true;
    }
    default:
        return false;
    }
}

unsigned scene_slider_keys(const SceneSlider *s, Eng *e)
{
    (void)s;
    return eng_focused(e, T_SETTING, SET_VOLUME, 0) ? ENG_KEYS_LEFTRIGHT : 0;
}

void scene_set_muted(Eng *e, bool muted)
{
    e->settings.muted = muted;
    eng_sound_settings(e);
    if (!muted)
        eng_sound(e, ENG_SND_CARD_LAY);
    eng_settings_save(e);
    eng_redraw(e);
}

void scene_heading(Eng *e, const char *text, int cx, int y, int px)
{
    /* a long heading (a long name, a longer language) shrinks to the
     * screen's width less its margins */
    int room = 2 * (cx < e->w - cx ? cx : e->w - cx) - 2 * eng_px(e, 24);
    if (room > 0)
        px = eng_text_fit(e, FONT_BOLD, px, text, room);
    int off = px / 24 + 1;
    eng_text_quiet(e, true); /* the shadow */
    eng_text(e, FONT_BOLD, px, (SDL_Color){0, 0, 0, 120}, text, cx + off, y + off,
             ALIGN_CENTER | ALIGN_MIDDLE);
    eng_text_quiet(e, false);
    eng_text(e, FONT_BOLD, px, ENG_GOLD, text, cx, y, ALIGN_CENTER | ALIGN_MIDDLE);
}

void scene_banner(Eng *e, const char *text, int cx, int cy, int room)
{
    int pad = eng_px(e, 22);
    int px = eng_text_fit(e, FONT_BOLD, eng_px(e, 34), text, room - 2 * pad);
    int w = eng_text_width(e, FONT_BOLD, px, text) + 2 * pad, h = px * 2;
    eng_panel(e, (SDL_Rect){cx - w / 2, cy - h / 2, w, h}, eng_px(e, 14), 215);
    scene_heading(e, text, cx, cy, px);
}

void scene_dim(Eng *e, int alpha)
{
    eng_fill_rect(e, (SDL_Rect){0, 0, e->w, e->h}, (SDL_Color){0, 12, 6, (Uint8)alpha});
}

int scene_chip_px(Eng *e, SDL_Rect r, const char *label)
{
    return eng_text_fit(e, FONT_BOLD, eng_px(e, 16), label, r.w - eng_px(e, 10));
}

void scene_chip(Eng *e, SDL_Rect r, const char *label, bool selected, bool hovered)
{
    scene_chip_sized(e, r, label, selected, hovered, scene_chip_px(e, r, label));
}

void scene_chip_sized(Eng *e, SDL_Rect r, const char *label, bool selected, bool hovered, int px)
{
    SDL_Color top, bot, text;
    if (selected) {
        top = (SDL_Color){252, 226, 140, 255};
        bot = (SDL_Color){221, 170, 60, 255};
        text = ENG_INK;
    } else {
        top = (SDL_Color){255, 255, 255, (Uint8)(hovered ? 70 : 34)};
        bot = (SDL_Color){255, 255, 255, (Uint8)(hovered ? 50 : 20)};
        text = ENG_WHITE;
    }
    int rad = r.h / 3;
    eng_round_rect(e, r, rad, top, bot);
    if (hovered)
        eng_round_outline(e, r, rad, eng_px(e, 2), ENG_GOLD);
    SDL_Rect box = eng_text_box(e, r);
    eng_text(e, FONT_BOLD, px, text, label, r.x + r.w / 2, r.y + r.h / 2,
             ALIGN_CENTER | ALIGN_MIDDLE);
    eng_text_box(e, box);
}

void scene_field(Eng *e, SDL_Rect f, const char *text, bool editing, bool selected, bool hovered)
{
    eng_round_rect(e, f, eng_px(e, 6), (SDL_Color){255, 253, 245, (Uint8)(editing ? 255 : 230)},
                   (SDL_Color){240, 234, 218, (Uint8)(editing ? 255 : 230)});
    if (editing || hovered)
        eng_round_outline(e, f, eng_px(e, 6), eng_px(e, 2), ENG_GOLD);
    int px = eng_px(e, 17), tx = f.x + eng_px(e, 10);
    SDL_Rect clip = {f.x + 2, f.y, f.w - 4, f.h};
    SDL_RenderSetClipRect(e->ren, &clip);
    if (editing && selected && text[0]) {
        int sw = eng_text_width(e, FONT_REGULAR, px, text);
        eng_fill_rect(e,
                      (SDL_Rect){tx - eng_px(e, 2), f.y + f.h / 6, sw + eng_px(e, 4), f.h * 2 / 3},
                      (SDL_Color){240, 200, 90, 255});
    }
    eng_text(e, FONT_REGULAR, px, ENG_INK, text, tx, f.y + f.h / 2, ALIGN_LEFT | ALIGN_MIDDLE);
    if (editing) {
        int cx = tx + eng_text_width(e, FONT_REGULAR, px, text) + 1;
        eng_fill_rect(e, (SDL_Rect){cx, f.y + f.h / 5, eng_px(e, 2), f.h * 3 / 5}, ENG_INK);
    }
    SDL_RenderSetClipRect(e->ren, NULL);
}

const char *scene_name(const Scene *s) { return s ? s->vt->name : ""; }

/* The length of a ruling's id in parentheses at s ("(R-33-7)",
 * "(R-33-11/2)"; or in the full-width parentheses of Japanese text,
 * "\xef\xbc\x88R-33-8\xef\xbc\x89"), or 0. */
static size_t ruling_id_len(const char *s)
{
    static const char wide_open[] = "\xef\xbc\x88", wide_close[] = "\xef\xbc\x89";
    size_t open = 0;
    if (!strncmp(s, "(R-", 3))
        open = 1;
    else if (!strncmp(s, wide_open, 3) && !strncmp(s + 3, "R-", 2))
        open = 3;
    if (!open)
        return 0;
    size_t i = open + 2;
    while (isupper((unsigned char)s[i]) || isdigit((unsigned char)s[i]) || s[i] == '-' ||
           s[i] == '/')
        i++;
    if (i == open + 2)
        return 0;
    if (open == 1)
        return s[i] == ')' ? i + 1 : 0;
    return !strncmp(s + i, wide_close, 3) ? i + 3 : 0;
}

void scene_plain_text(char *s)
{
    char *out = s;
    for (const char *in = s; *in;) {
        size_t n = *in == ' ' ? ruling_id_len(in + 1) : ruling_id_len(in);
        if (n) { /* the id goes, with the space before it (or after it, first) */
            in += n + (*in == ' ');
            if (out == s && *in == ' ')
                in++;
            continue;
        }
        *out++ = *in++;
    }
    *out = 0;
}

void scene_join_names(char *buf, size_t len, const char *const *names, int n, bool and)
{
    if (!len)
        return;
    buf[0] = 0;
    if (n <= 0)
        return;
    snprintf(buf, len, "%s", names[0]);
    for (int i = 1; i < n; i++) {
        char was[1024];
        snprintf(was, sizeof was, "%s", buf);
        if (and&&i == n - 1)
            /* TRANSLATORS: the last name of a list of players: %1$s is the
               list so far, %2$s the last name ("Kim, Eli and Leah"). */
            snprintf(buf, len, C_("list", "%1$s and %2$s"), was, names[i]);
        else
            /* TRANSLATORS: a name added to a list of players: %1$s is the
               list so far, %2$s the next name ("Kim, Eli"). */
            snprintf(buf, len, C_("list", "%1$s, %2$s"), was, names[i]);
    }
}

bool scene_name_is_you(const char *name)
{
    /* "You" in any language the window speaks ("Du" in a game begun in
     * German, played on in English), which eng_name_in_language names "You"
     * in this one. */
    char spoken[SAVE_NAME_LEN];
    return !strcmp(name, "You") || !strcmp(name, _("You")) ||
           (eng_name_in_language(name, 0, spoken, sizeof spoken) && !strcmp(spoken, _("You")));
}

/* How long a screen that came by itself takes no Enter (seconds). */
#define KEY_CALM 1.0

bool scene_key_too_soon(const Eng *e, double since, int first)
{
    if (e->now >= since + KEY_CALM)
        return false;
    const EngTarget *f = eng_focus_get(e);
    return !f || (f->kind == T_BUTTON && f->a == first);
}

bool scene_enter_shows_focus(Eng *e, const SDL_Event *ev)
{
    if (ev->type != SDL_KEYDOWN || eng_focus_get(e))
        return false;
    SDL_Keycode k = ev->key.keysym.sym;
    if (k != SDLK_RETURN && k != SDLK_KP_ENTER && k != SDLK_SPACE)
        return false;
    eng_focus_show(e);
    return true;
}
