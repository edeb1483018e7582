/* The title: the name, a fan of cards, and Continue (the newest unfinished
 * game, when there is one), New game, Load game, Statistics, Settings,
 * Rules, Learn to play (the tutorials) and Quit. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "i18n.h"
#include "scene_common.h"

enum { NB = 8 };

typedef struct Title {
    Scene base;
    SceneButton b[NB];
    int nb;
    int logo_y, fan_y, card_h;
    char latest[1024]; /* the save Continue opens, "" = none */
} Title;

static void set_buttons(Title *t)
{
    t->nb = 0;
    if (t->latest[0])
        t->b[t->nb++] = (SceneButton){B_CONTINUE, _("Continue"), BUTTON_PRIMARY, true, {0}};
    t->b[t->nb++] = (SceneButton){
        B_NEW_GAME, _("New game"), t->latest[0] ? BUTTON_NORMAL : BUTTON_PRIMARY, true, {0}};
    t->b[t->nb++] = (SceneButton){B_LOAD, _("Load game"), BUTTON_NORMAL, true, {0}};
    t->b[t->nb++] = (SceneButton){B_STATS, _("Statistics"), BUTTON_NORMAL, true, {0}};
    t->b[t->nb++] = (SceneButton){B_SETTINGS, _("Settings"), BUTTON_NORMAL, true, {0}};
    t->b[t->nb++] = (SceneButton){B_RULES, _("Rules"), BUTTON_NORMAL, true, {0}};
    t->b[t->nb++] = (SceneButton){B_TUTORIAL, _("Learn to play"), BUTTON_NORMAL, true, {0}};
    t->b[t->nb++] = (SceneButton){B_QUIT, _("Quit"), BUTTON_QUIET, true, {0}};
}

static void title_layout(Scene *s, Eng *e)
{
    Title *t = (Title *)s;
    /* The saves may have changed while another scene was on top. */
    if (!scene_latest_save(e, t->latest, sizeof t->latest))
        t->latest[0] = 0;
    set_buttons(t);
    /* Two columns: Continue beside New game (or New game alone), then
     * pairs, the last Learn to play and Quit. */
    int bw = eng_px(e, 250), bh = eng_px(e, 54), gap = eng_px(e, 14);
    int rows = 4;
    int total = rows * bh + (rows - 1) * gap;
    t->logo_y = e->h * 13 / 100;
    t->card_h = eng_card_snap(e->h * 20 / 100);
    t->fan_y = t->logo_y + eng_px(e, 88);
    int top = t->fan_y + t->card_h + eng_px(e, 36);
    int floor_y = e->h - eng_px(e, 46);
    if (top + total > floor_y)
        top = floor_y - total;
    int x0 = e->w / 2 - bw - gap / 2, wide = 2 * bw + gap;
    int i = 0, y = top;
    if (t->latest[0]) {
        t->b[0].r = (SDL_Rect){x0, y, bw, bh};
        t->b[1].r = (SDL_Rect){x0 + bw + gap, y, bw, bh};
        i = 2;
    } else {
        t->b[0].r = (SDL_Rect){x0, y, wide, bh};
        i = 1;
    }
    for (; i < t->nb; i += 2) {
        y += bh + gap;
        t->b[i].r = (SDL_Rect){x0, y, i + 1 < t->nb ? bw : wide, bh};
        if (i + 1 < t->nb)
            t->b[i + 1].r = (SDL_Rect){x0 + bw + gap, y, bw, bh};
    }
    eng_targets_clear(e);
    scene_buttons_targets(e, t->b, t->nb);
}

static void title_draw(Scene *s, Eng *e)
{
    Title *t = (Title *)s;
    eng_draw_table(e);
    scene_heading(e, "Updown", e->w / 2, t->logo_y, eng_px(e, 92));
    /* TRANSLATORS: the line under the program's name on the title screen. */
    eng_text(e, FONT_REGULAR, eng_px(e, 22), ENG_MUTED, _("Card games of ups and downs"), e->w / 2,
             t->logo_y + eng_px(e, 63), ALIGN_CENTER | ALIGN_MIDDLE);
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
    scene_buttons_draw(e, t->b, t->nb);
    if (e->notice[0])
        eng_text_wrapped(e, FONT_REGULAR, eng_px(e, 16), ENG_GOLD, e->notice, e->w / 2,
                         e->h - eng_px(e, 16), e->w * 8 / 10, ALIGN_CENTER | ALIGN_BOTTOM);
}

static void title_event(Scene *s, Eng *e, const SDL_Event *ev)
{
    EngTarget t;
    int id = 0;
    if (eng_clicked(e, ev, &t) && t.kind == T_BUTTON)
        id = t.a;
    else if (ev->type == SDL_KEYDOWN &&
             (ev->key.keysym.sym == SDLK_RETURN || ev->key.keysym.sym == SDLK_KP_ENTER))
        id = ((Title *)s)->latest[0] ? B_CONTINUE : B_NEW_GAME;
    else if (ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_ESCAPE)
        id = B_QUIT;
    switch (id) {
    case B_CONTINUE: {
        char err[STORE_MSG_LEN];
        Title *ti = (Title *)s;
        if (ti->latest[0] && !scene_open_save(e, ti->latest, err, sizeof err)) {
            snprintf(e->notice, sizeof e->notice, "%s", err);
            title_layout(s, e);
            eng_redraw(e);
        } else {
            e->notice[0] = 0;
        }
        break;
    }
    case B_NEW_GAME:
        e->notice[0] = 0;
        eng_push(e, scene_newgame_new(e));
        break;
    case B_LOAD: /* the Load scene takes over the notice */
        eng_push(e, scene_saves_new(e));
        break;
    case B_STATS:
        eng_push(e, scene_stats_new(e));
        break;
    case B_SETTINGS:
        eng_push(e, scene_settings_new(e));
        break;
    case B_RULES:
        eng_push(e, scene_rules_new(e, NULL));
        break;
    case B_TUTORIAL:
        e->notice[0] = 0;
        eng_push(e, scene_tutorials_new(e));
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
    set_buttons(t);
    return &t->base;
}
