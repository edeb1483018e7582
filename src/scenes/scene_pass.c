/* Pass the screen: between two human players' turns the table is hidden
 * until the next player is at the screen and clicks. Nothing of the table is
 * drawn here, so no hand can be seen by the wrong player. Escape opens the
 * pause menu over it (the table stays hidden under the menu), so the game
 * can be left or its settings changed without showing anyone's cards. */
#include <stdio.h>
#include <stdlib.h>

#include "i18n.h"
#include "scene_common.h"

typedef struct Pass {
    Scene base;
    const GameDef *def; /* for the pause menu's Rules */
    char name[64];
    char label[256];
    SceneButton ready;
    double shown_at; /* when it came, at the end of a move */
} Pass;

static void pass_layout(Scene *s, Eng *e)
{
    Pass *p = (Pass *)s;
    /* As wide as its label needs (a long name, a long language). */
    scene_buttons_fit(e, &p->ready, 1, e->w / 2, e->h / 2 + eng_px(e, 40), eng_px(e, 360),
                      eng_px(e, 60), 0, e->w - eng_px(e, 80));
    eng_targets_clear(e);
    scene_buttons_targets(e, &p->ready, 1);
}

static void pass_draw(Scene *s, Eng *e)
{
    Pass *p = (Pass *)s;
    eng_draw_table(e);
    scene_dim(e, 120);
    char buf[384];
    /* TRANSLATORS: the heading between two human players' turns; %s is
       the next player's name. */
    snprintf(buf, sizeof buf, _("Pass the screen to %s"), p->name);
    scene_heading(e, buf, e->w / 2, e->h / 2 - eng_px(e, 70), eng_px(e, 46));
    /* TRANSLATORS: %s is the next player's name. */
    snprintf(buf, sizeof buf, _("%s, press the button when you are ready: your cards will show."),
             p->name);
    eng_text(e, FONT_REGULAR, eng_px(e, 20), ENG_WHITE, buf, e->w / 2, e->h / 2 - eng_px(e, 10),
             ALIGN_CENTER | ALIGN_MIDDLE);
    scene_buttons_draw(e, &p->ready, 1);
}

static void pass_event(Scene *s, Eng *e, const SDL_Event *ev)
{
    Pass *p = (Pass *)s;
    EngTarget t;
    bool soon = scene_key_too_soon(e, p->shown_at, B_READY);
    if (eng_clicked(e, ev, &t) && t.kind == T_BUTTON && t.a == B_READY) {
        if (!e->key_click || !soon)
            eng_pop(e);
    } else if (ev->type == SDL_KEYDOWN &&
               (ev->key.keysym.sym == SDLK_RETURN || ev->key.keysym.sym == SDLK_SPACE ||
                ev->key.keysym.sym == SDLK_KP_ENTER)) {
        if (!soon)
            eng_pop(e);
    } else if (ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_ESCAPE)
        eng_push(e, scene_pause_new(e, p->def));
}

static bool pass_update(Scene *s, Eng *e)
{
    (void)s;
    (void)e;
    return false;
}

static void pass_destroy(Scene *s) { free(s); }

static const SceneVT pass_vt = {
    .name = "pass",
    .event = pass_event,
    .update = pass_update,
    .draw = pass_draw,
    .layout = pass_layout,
    .destroy = pass_destroy,
};

Scene *scene_pass_new(Eng *e, const GameDef *def, const char *name)
{
    Pass *p = calloc(1, sizeof *p);
    if (!p)
        abort();
    p->base.vt = &pass_vt;
    p->def = def;
    p->shown_at = e->now;
    snprintf(p->name, sizeof p->name, "%s", name);
    /* TRANSLATORS: a button the next player presses; %s is that player's
       name. */
    snprintf(p->label, sizeof p->label, _("I am %s: show my cards"), name);
    p->ready = (SceneButton){B_READY, p->label, BUTTON_PRIMARY, true, {0}};
    return &p->base;
}
