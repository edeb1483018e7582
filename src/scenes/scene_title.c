/* The title: the name, a fan of cards, New game, Rules, Quit. */
#include <math.h>
#include <stdlib.h>

#include "scene_common.h"

enum { NB = 3 };

typedef struct Title {
    Scene base;
    SceneButton b[NB];
    int logo_y, fan_y, card_h;
} Title;

static void title_layout(Scene *s, Eng *e)
{
    Title *t = (Title *)s;
    int bw = eng_px(e, 320), bh = eng_px(e, 58), gap = eng_px(e, 16);
    int total = NB * bh + (NB - 1) * gap;
    t->logo_y = e->h * 16 / 100;
    t->card_h = eng_card_snap(e->h * 22 / 100);
    t->fan_y = t->logo_y + eng_px(e, 70);
    int top = t->fan_y + t->card_h + eng_px(e, 40);
    if (top + total > e->h - eng_px(e, 50))
        top = e->h - eng_px(e, 50) - total;
    scene_buttons_column(t->b, NB, e->w / 2, top, bw, bh, gap);
    eng_targets_clear(e);
    scene_buttons_targets(e, t->b, NB);
}

static void title_draw(Scene *s, Eng *e)
{
    Title *t = (Title *)s;
    eng_draw_table(e);
    scene_heading(e, "Updown", e->w / 2, t->logo_y, eng_px(e, 92));
    eng_text(e, FONT_REGULAR, eng_px(e, 22), ENG_MUTED, "Card games of ups and downs", e->w / 2,
             t->logo_y + eng_px(e, 58), ALIGN_CENTER | ALIGN_MIDDLE);
    /* A fan of one card of each colour, rising then falling. */
    static const int fan[] = {7, 26, 51, 73, 96, 120};
    int n = (int)(sizeof fan / sizeof fan[0]);
    int cw = eng_card_w(t->card_h), step = cw * 62 / 100;
    int x0 = e->w / 2 - ((n - 1) * step + cw) / 2;
    for (int i = 0; i < n; i++) {
        float k = (i - (n - 1) / 2.0f) / ((n - 1) / 2.0f);
        int lift = (int)(t->card_h * 0.12f * (1 - k * k));
        eng_card_face(e, DECK_UOD, fan[i], x0 + i * step, t->fan_y + eng_px(e, 20) - lift,
                      t->card_h, CARD_SHADOW);
    }
    scene_buttons_draw(e, t->b, NB);
    if (e->notice[0])
        eng_text_wrapped(e, FONT_REGULAR, eng_px(e, 16), ENG_GOLD, e->notice, e->w / 2,
                         e->h - eng_px(e, 16), e->w * 8 / 10, ALIGN_CENTER | ALIGN_BOTTOM);
}

static void title_event(Scene *s, Eng *e, const SDL_Event *ev)
{
    (void)s;
    EngTarget t;
    int id = 0;
    if (eng_clicked(e, ev, &t) && t.kind == T_BUTTON)
        id = t.a;
    else if (ev->type == SDL_KEYDOWN &&
             (ev->key.keysym.sym == SDLK_RETURN || ev->key.keysym.sym == SDLK_KP_ENTER))
        id = B_NEW_GAME;
    else if (ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_ESCAPE)
        id = B_QUIT;
    switch (id) {
    case B_NEW_GAME:
        e->notice[0] = 0;
        eng_push(e, scene_newgame_new(e));
        break;
    case B_RULES:
        eng_push(e, scene_rules_new(e, NULL));
        break;
    case B_QUIT:
        e->quit = true;
        break;
    default:
        break;
    }
}

static bool title_update(Scene *s, Eng *e)
{
    (void)s;
    (void)e;
    return false;
}

static void title_destroy(Scene *s) { free(s); }

static const SceneVT title_vt = {
    .name = "title",
    .event = title_event,
    .update = title_update,
    .draw = title_draw,
    .layout = title_layout,
    .destroy = title_destroy,
};

Scene *scene_title_new(Eng *e)
{
    (void)e;
    Title *t = calloc(1, sizeof *t);
    if (!t)
        abort();
    t->base.vt = &title_vt;
    t->b[0] = (SceneButton){B_NEW_GAME, "New game", BUTTON_PRIMARY, true, {0}};
    t->b[1] = (SceneButton){B_RULES, "Rules", BUTTON_NORMAL, true, {0}};
    t->b[2] = (SceneButton){B_QUIT, "Quit", BUTTON_NORMAL, true, {0}};
    return &t->base;
}
