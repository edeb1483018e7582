#include "scene_common.h"

#include <ctype.h>
#include <string.h>

void scene_buttons_column(SceneButton *b, int n, int cx, int top, int w, int h, int gap)
{
    for (int i = 0; i < n; i++)
        b[i].r = (SDL_Rect){cx - w / 2, top + i * (h + gap), w, h};
}

void scene_buttons_row(SceneButton *b, int n, int cx, int y, int w, int h, int gap)
{
    int total = n * w + (n - 1) * gap;
    for (int i = 0; i < n; i++)
        b[i].r = (SDL_Rect){cx - total / 2 + i * (w + gap), y, w, h};
}

void scene_buttons_targets(Eng *e, const SceneButton *b, int n)
{
    for (int i = 0; i < n; i++)
        if (b[i].enabled)
            eng_target_add(e, T_BUTTON, b[i].id, 0, b[i].r);
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

void scene_heading(Eng *e, const char *text, int cx, int y, int px)
{
    int off = px / 24 + 1;
    eng_text_quiet(e, true); /* the shadow */
    eng_text(e, FONT_BOLD, px, (SDL_Color){0, 0, 0, 120}, text, cx + off, y + off,
             ALIGN_CENTER | ALIGN_MIDDLE);
    eng_text_quiet(e, false);
    eng_text(e, FONT_BOLD, px, ENG_GOLD, text, cx, y, ALIGN_CENTER | ALIGN_MIDDLE);
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

void scene_field(Eng *e, SDL_Rect f, const char *text, bool editing, bool hovered)
{
    eng_round_rect(e, f, eng_px(e, 6), (SDL_Color){255, 253, 245, (Uint8)(editing ? 255 : 230)},
                   (SDL_Color){240, 234, 218, (Uint8)(editing ? 255 : 230)});
    if (editing || hovered)
        eng_round_outline(e, f, eng_px(e, 6), eng_px(e, 2), ENG_GOLD);
    int px = eng_px(e, 17), tx = f.x + eng_px(e, 10);
    SDL_Rect clip = {f.x + 2, f.y, f.w - 4, f.h};
    SDL_RenderSetClipRect(e->ren, &clip);
    eng_text(e, FONT_REGULAR, px, ENG_INK, text, tx, f.y + f.h / 2, ALIGN_LEFT | ALIGN_MIDDLE);
    if (editing) {
        int cx = tx + eng_text_width(e, FONT_REGULAR, px, text) + 1;
        eng_fill_rect(e, (SDL_Rect){cx, f.y + f.h / 5, eng_px(e, 2), f.h * 3 / 5}, ENG_INK);
    }
    SDL_RenderSetClipRect(e->ren, NULL);
}

const char *scene_name(const Scene *s) { return s ? s->vt->name : ""; }

/* The length of a ruling's id in parentheses at s ("(R-33-7)",
 * "(R-33-11/2)"), or 0. */
static size_t ruling_id_len(const char *s)
{
    if (strncmp(s, "(R-", 3) != 0)
        return 0;
    size_t i = 3;
    while (isupper((unsigned char)s[i]) || isdigit((unsigned char)s[i]) || s[i] == '-' ||
           s[i] == '/')
        i++;
    return s[i] == ')' && i > 3 ? i + 1 : 0;
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
