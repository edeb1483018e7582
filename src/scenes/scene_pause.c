/* The pause menu over a table: resume, the speed of the animations and of
 * the AI, the sound on or muted and its volume, the rules, back to the
 * title. */
#include <stdio.h>
#include <stdlib.h>

#include "i18n.h"
#include "scene_common.h"

enum { NB = 6 };

typedef struct Pause {
    Scene base;
    const GameDef *def;
    SceneButton b[NB];
    char speed[128], pace[128], sound[128];
    SDL_Rect panel;
    SceneSlider volume; /* under the sound's button */
} Pause;

/* Animation speeds (percent of normal) and AI pauses (ms) to cycle through,
 * and their buttons. */
static const int speeds[] = {100, 200, 0, 50};
/* TRANSLATORS: a button of the pause menu that changes the speed of the
   animations, showing the speed chosen. */
static const char *const speed_labels[] = {N_("Animations: normal"), N_("Animations: fast"),
                                           N_("Animations: off"), N_("Animations: slow")};
static const int paces[] = {700, 300, 0, 1400};
/* TRANSLATORS: a button of the pause menu that changes the AI's pause before
   each of its moves, showing the pause chosen. */
static const char *const pace_labels[] = {N_("AI pace: normal"), N_("AI pace: quick"),
                                          N_("AI pace: no pause"), N_("AI pace: slow")};
#define NSTEPS 4

static int index_of(const int *v, int x)
{
    for (int i = 0; i < NSTEPS; i++)
        if (v[i] == x)
            return i;
    return -1;
}

static void labels(Pause *p, Eng *e)
{
    int si = index_of(speeds, e->settings.anim_speed);
    int pi = index_of(paces, e->settings.ai_pace_ms);
    if (si >= 0)
        snprintf(p->speed, sizeof p->speed, "%s", _(speed_labels[si]));
    else
        /* TRANSLATORS: a button of the pause menu: the speed of the
           animations in percent of the normal speed. */
        snprintf(p->speed, sizeof p->speed, _("Animations: %d%%"), e->settings.anim_speed);
    if (pi >= 0)
        snprintf(p->pace, sizeof p->pace, "%s", _(pace_labels[pi]));
    else
        /* TRANSLATORS: a button of the pause menu: the AI's pause before
           each of its moves, in milliseconds. */
        snprintf(p->pace, sizeof p->pace, _("AI pace: %d ms"), e->settings.ai_pace_ms);
    /* TRANSLATORS: a button of the pause menu that mutes or unmutes the
       sound, showing whether it is heard. */
    snprintf(p->sound, sizeof p->sound, "%s", e->settings.muted ? _("Sound: off") : _("Sound: on"));
}

static void pause_layout(Scene *s, Eng *e)
{
    Pause *p = (Pause *)s;
    labels(p, e);
    int bw = eng_px(e, 340), bh = eng_px(e, 54), gap = eng_px(e, 14);
    int sh = eng_px(e, 40); /* the volume's row, under the sound's button */
    int total = NB * bh + NB * gap + sh;
    int top = e->h / 2 - total / 2 + eng_px(e, 30);
    int x = e->w / 2 - bw / 2, y = top;
    for (int i = 0; i < NB; i++) {
        p->b[i].r = (SDL_Rect){x, y, bw, bh};
        y += bh + gap;
        if (p->b[i].id == B_SOUND) {
            p->volume.r = (SDL_Rect){x, y, bw, sh};
            y += sh + gap;
        }
    }
    int pad = eng_px(e, 30);
    p->panel = (SDL_Rect){e->w / 2 - bw / 2 - pad, top - eng_px(e, 90), bw + 2 * pad,
                          total + eng_px(e, 90) + pad};
    eng_targets_clear(e);
    scene_buttons_targets(e, p->b, NB);
    scene_slider_target(e, &p->volume);
}

static void pause_draw(Scene *s, Eng *e)
{
    Pause *p = (Pause *)s;
    scene_dim(e, 150);
    eng_shadow(e, p->panel, eng_px(e, 16), eng_px(e, 20), (SDL_Color){0, 0, 0, 160});
    eng_panel(e, p->panel, eng_px(e, 16), 230);
    scene_heading(e, _("Paused"), e->w / 2, p->panel.y + eng_px(e, 45), eng_px(e, 38));
    scene_buttons_draw(e, p->b, NB);
    scene_slider_draw(e, &p->volume);
}

static void cycle(int *value, const int *steps)
{
    int i = index_of(steps, *value);
    *value = steps[(i + 1) % NSTEPS];
}

static void pause_event(Scene *s, Eng *e, const SDL_Event *ev)
{
    Pause *p = (Pause *)s;
    if (scene_slider_event(&p->volume, e, ev))
        return;
    EngTarget t;
    if (eng_clicked(e, ev, &t) && t.kind == T_BUTTON) {
        switch (t.a) {
        case B_RESUME:
            eng_pop(e);
            break;
        case B_SPEED:
            cycle(&e->settings.anim_speed, speeds);
            eng_settings_save(e);
            pause_layout(s, e);
            break;
        case B_PACE:
            cycle(&e->settings.ai_pace_ms, paces);
            eng_settings_save(e);
            pause_layout(s, e);
            break;
        case B_SOUND:
            scene_set_muted(e, !e->settings.muted);
            pause_layout(s, e);
            break;
        case B_RULES:
            eng_push(e, scene_rules_new(e, p->def));
            break;
        case B_TO_TITLE:
            eng_reset_to(e, scene_title_new(e));
            break;
        default:
            break;
        }
        eng_redraw(e);
    } else if (ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_ESCAPE) {
        eng_pop(e);
    } else {
        scene_enter_shows_focus(e, ev);
    }
}

static bool pause_update(Scene *s, Eng *e)
{
    (void)s;
    (void)e;
    return false;
}

static void pause_destroy(Scene *s) { free(s); }

static unsigned pause_keys(Scene *s, Eng *e) { return scene_slider_keys(&((Pause *)s)->volume, e); }

static const SceneVT pause_vt = {
    .name = "pause",
    .event = pause_event,
    .update = pause_update,
    .draw = pause_draw,
    .layout = pause_layout,
    .destroy = pause_destroy,
    .overlay = true,
    .own_keys = pause_keys,
};

Scene *scene_pause_new(Eng *e, const GameDef *def)
{
    (void)e;
    Pause *p = calloc(1, sizeof *p);
    if (!p)
        abort();
    p->base.vt = &pause_vt;
    p->def = def;
    p->volume.label = _("Volume");
    p->b[0] = (SceneButton){B_RESUME, _("Resume"), BUTTON_PRIMARY, true, {0}};
    p->b[1] = (SceneButton){B_SPEED, p->speed, BUTTON_NORMAL, true, {0}};
    p->b[2] = (SceneButton){B_PACE, p->pace, BUTTON_NORMAL, true, {0}};
    p->b[3] = (SceneButton){B_SOUND, p->sound, BUTTON_NORMAL, true, {0}};
    p->b[4] = (SceneButton){B_RULES, _("Rules"), BUTTON_NORMAL, true, {0}};
    p->b[5] = (SceneButton){B_TO_TITLE, _("Quit to title"), BUTTON_NORMAL, true, {0}};
    return &p->base;
}
