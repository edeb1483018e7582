#include "scene_common.h"

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
    for (int i = 0; i < n; i++)
        eng_button(e, b[i].r, b[i].label, b[i].style, eng_hovered(e, T_BUTTON, b[i].id, 0),
                   b[i].enabled);
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
    eng_text(e, FONT_BOLD, px, (SDL_Color){0, 0, 0, 120}, text, cx + off, y + off,
             ALIGN_CENTER | ALIGN_MIDDLE);
    eng_text(e, FONT_BOLD, px, ENG_GOLD, text, cx, y, ALIGN_CENTER | ALIGN_MIDDLE);
}

void scene_dim(Eng *e, int alpha)
{
    eng_fill_rect(e, (SDL_Rect){0, 0, e->w, e->h}, (SDL_Color){0, 12, 6, (Uint8)alpha});
}
