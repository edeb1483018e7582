/* The rules in the program's own words, on a page that scrolls (wheel,
 * drag, arrow keys, Page Up/Down, Home/End), one page a game: tabs above the
 * page (or Left/Right) choose the game; from a table it opens at its game.
 * Under the page, Play the tutorial begins the game's guided first game. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scene_common.h"

#include "games.h"
#include "i18n.h"

typedef struct Block {
    SDL_Texture *tex;
    int w, h, y; /* y: from the top of the text */
    RuleKind kind;
} Block;

typedef struct Rules {
    Scene base;
    const GameUi *game; /* whose rules are shown */
    const RulesText *text;
    const GameUi *tab[8]; /* the games with a table */
    int ntabs;
    SDL_Rect tab_r[8];
    Block *b;
    int n;
    SDL_Rect page;
    int content_h, scroll, max_scroll;
    bool dragging;
    int drag_y, drag_scroll;
    SceneButton btn[2]; /* Back, Play the tutorial */
} Rules;

static void free_blocks(Rules *r)
{
    for (int i = 0; i < r->n; i++)
        if (r->b[i].tex)
            SDL_DestroyTexture(r->b[i].tex);
    free(r->b);
    r->b = NULL;
    r->n = 0;
}

static void rules_layout(Scene *s, Eng *e)
{
    Rules *r = (Rules *)s;
    free_blocks(r);
    int pw = eng_px(e, 780);
    if (pw > e->w - eng_px(e, 60))
        pw = e->w - eng_px(e, 60);
    int tab_h = r->ntabs > 1 ? eng_px(e, 40) : 0, tab_gap = r->ntabs > 1 ? eng_px(e, 12) : 0;
    int top = eng_px(e, 20) + tab_h + tab_gap;
    r->page = (SDL_Rect){(e->w - pw) / 2, top, pw, e->h - eng_px(e, 90) - top};
    if (r->ntabs > 1) {
        int gap = eng_px(e, 10), tw = (pw - (r->ntabs - 1) * gap) / r->ntabs;
        if (tw > eng_px(e, 220))
            tw = eng_px(e, 220);
        int x0 = e->w / 2 - (r->ntabs * tw + (r->ntabs - 1) * gap) / 2;
        for (int i = 0; i < r->ntabs; i++)
            r->tab_r[i] = (SDL_Rect){x0 + i * (tw + gap), eng_px(e, 20), tw, tab_h};
    }
    int pad = eng_px(e, 36), wrap = pw - 2 * pad;
    r->b = calloc((size_t)r->text->n, sizeof *r->b);
    if (!r->b)
        abort();
    r->n = r->text->n;
    int y = 0;
    SDL_Color ink = {40, 33, 25, 255}, head = {122, 38, 30, 255};
    for (int i = 0; i < r->n; i++) {
        const RuleBlock *rb = &r->text->blocks[i];
        Block *b = &r->b[i];
        b->kind = rb->kind;
        int px = rb->kind == R_H1   ? eng_px(e, 40)
                 : rb->kind == R_H2 ? eng_px(e, 25)
                                    : eng_px(e, 19);
        int font = rb->kind == R_H1 || rb->kind == R_H2 ? FONT_BOLD : FONT_REGULAR;
        int indent = rb->kind == R_LI ? eng_px(e, 22) : 0;
        if (rb->kind == R_H2 && i > 0)
            y += eng_px(e, 14);
        b->tex = eng_text_texture(e, font, px, rb->kind == R_P || rb->kind == R_LI ? ink : head,
                                  rb->kind == R_H1 ? rb->text : _(rb->text), wrap - indent, &b->w,
                                  &b->h);
        b->y = y;
        y += b->h + (rb->kind == R_H1 ? eng_px(e, 12) : eng_px(e, 10));
    }
    r->content_h = y;
    int view_h = r->page.h - 2 * pad;
    r->max_scroll = r->content_h > view_h ? r->content_h - view_h : 0;
    if (r->scroll > r->max_scroll)
        r->scroll = r->max_scroll;
    int bw = eng_px(e, 240), bh = eng_px(e, 52);
    r->btn[0].label = _("Back");
    /* TRANSLATORS: a button under the rules page: the game's guided first game */
    r->btn[1].label = _("Play the tutorial");
    r->btn[1].enabled = scene_has_tutorial(r->game->game);
    scene_buttons_fit(e, r->btn, 2, e->w / 2, e->h - eng_px(e, 74), bw, bh, eng_px(e, 16),
                      e->w - 2 * eng_px(e, 40));
    eng_targets_clear(e);
    eng_target_add(e, T_SCROLL, 0, 0, r->page);
    for (int i = 0; i < r->ntabs && r->ntabs > 1; i++) {
        eng_target_add(e, T_SETTING, SET_GAME, i, r->tab_r[i]);
        if (r->tab[i] == r->game) /* opened on a game's page (F1), the focus starts here */
            eng_target_flags(e, ENG_TARGET_CHOSEN);
    }
    scene_buttons_targets(e, r->btn, 2);
}

static void rules_draw(Scene *s, Eng *e)
{
    Rules *r = (Rules *)s;
    eng_draw_table(e);
    for (int i = 0; i < r->ntabs && r->ntabs > 1; i++) {
        scene_chip(e, r->tab_r[i], r->tab[i]->game->name, r->tab[i] == r->game,
                   eng_hovered(e, T_SETTING, SET_GAME, i));
    }
    SDL_Rect p = r->page;
    eng_shadow(e, p, eng_px(e, 10), eng_px(e, 18), (SDL_Color){0, 0, 0, 150});
    eng_round_rect(e, p, eng_px(e, 10), (SDL_Color){252, 247, 234, 255},
                   (SDL_Color){240, 230, 208, 255});
    int pad = eng_px(e, 36);
    SDL_Rect clip = {p.x, p.y + pad / 2, p.w, p.h - pad};
    SDL_RenderSetClipRect(e->ren, &clip);
    for (int i = 0; i < r->n; i++) {
        Block *b = &r->b[i];
        int y = p.y + pad + b->y - r->scroll;
        if (!b->tex || y + b->h < clip.y || y > clip.y + clip.h)
            continue;
        int x = p.x + pad + (b->kind == R_LI ? eng_px(e, 22) : 0);
        if (b->kind == R_H1)
            x = p.x + (p.w - b->w) / 2;
        SDL_Rect d = {x, y, b->w, b->h};
        SDL_RenderCopy(e->ren, b->tex, NULL, &d);
    }
    SDL_RenderSetClipRect(e->ren, NULL);
    if (r->max_scroll > 0) { /* the scroll bar */
        int track = p.h - 2 * pad, th = track * (p.h - 2 * pad) / (r->content_h + 1);
        if (th < eng_px(e, 30))
            th = eng_px(e, 30);
        int ty = p.y + pad + (track - th) * r->scroll / r->max_scroll;
        eng_round_rect(e, (SDL_Rect){p.x + p.w - eng_px(e, 14), ty, eng_px(e, 6), th}, eng_px(e, 3),
                       (SDL_Color){120, 100, 70, 140}, (SDL_Color){120, 100, 70, 140});
    }
    scene_buttons_draw(e, r->btn, 2);
}

static void scroll_by(Rules *r, Eng *e, int dy)
{
    int v = r->scroll + dy;
    v = v < 0 ? 0 : v > r->max_scroll ? r->max_scroll : v;
    if (v != r->scroll) {
        r->scroll = v;
        eng_redraw(e);
    }
}

/* Shows the rules of tab i from the top. */
static void show_tab(Rules *r, Eng *e, int i)
{
    if (i < 0 || i >= r->ntabs || r->tab[i] == r->game)
        return;
    r->game = r->tab[i];
    eng_focus_set(e, T_SETTING, SET_GAME, i, false); /* the focus goes with the page shown */
    r->text = r->game->rules;
    r->scroll = 0;
    rules_layout(&r->base, e);
    eng_redraw(e);
}

static int current_tab(const Rules *r)
{
    for (int i = 0; i < r->ntabs; i++)
        if (r->tab[i] == r->game)
            return i;
    return 0;
}

/* A key or the wheel scrolled the page while the button holds it: the
 * drag goes on from where the page is now, under the pointer. */
static void redrag(Rules *r, const Eng *e)
{
    r->drag_y = e->mouse_y;
    r->drag_scroll = r->scroll;
}

static void rules_event(Scene *s, Eng *e, const SDL_Event *ev)
{
    Rules *r = (Rules *)s;
    EngTarget t;
    int line = eng_px(e, 40), page = r->page.h * 8 / 10;
    switch (ev->type) {
    case SDL_MOUSEWHEEL:
        scroll_by(r, e, -ev->wheel.y * line);
        redrag(r, e);
        return;
    case SDL_MOUSEBUTTONDOWN:
        if (ev->button.button == SDL_BUTTON_LEFT &&
            SDL_PointInRect(&(SDL_Point){ev->button.x, ev->button.y}, &r->page)) {
            r->dragging = true;
            r->drag_y = ev->button.y;
            r->drag_scroll = r->scroll;
        }
        return;
    case SDL_MOUSEMOTION:
        if (r->dragging && !(ev->motion.state & SDL_BUTTON_LMASK))
            r->dragging = false; /* let go where the window did not hear */
        if (r->dragging)
            scroll_by(r, e, r->drag_scroll - (ev->motion.y - r->drag_y) - r->scroll);
        return;
    case SDL_MOUSEBUTTONUP:
        r->dragging = false;
        if (eng_clicked(e, ev, &t)) {
            char err[sizeof e->notice];
            if (t.kind == T_BUTTON && t.a == B_BACK)
                eng_pop(e);
            else if (t.kind == T_BUTTON && t.a == B_TUTORIAL &&
                     !scene_tutorial_push(e, r->game->game, err, sizeof err))
                snprintf(e->notice, sizeof e->notice, "%s", err);
            else if (t.kind == T_SETTING && t.a == SET_GAME)
                show_tab(r, e, t.b);
        }
        return;
    case SDL_KEYDOWN:
        switch (ev->key.keysym.sym) {
        case SDLK_ESCAPE:
        case SDLK_BACKSPACE:
            eng_pop(e);
            break;
        case SDLK_DOWN:
            scroll_by(r, e, line);
            break;
        case SDLK_UP:
            scroll_by(r, e, -line);
            break;
        case SDLK_PAGEDOWN:
        case SDLK_SPACE:
            scroll_by(r, e, page);
            break;
        case SDLK_PAGEUP:
            scroll_by(r, e, -page);
            break;
        case SDLK_HOME:
            scroll_by(r, e, -r->scroll);
            break;
        case SDLK_END:
            scroll_by(r, e, r->max_scroll - r->scroll);
            break;
        case SDLK_LEFT:
            show_tab(r, e, current_tab(r) - 1);
            break;
        case SDLK_RIGHT:
            show_tab(r, e, current_tab(r) + 1);
            break;
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
            scene_enter_shows_focus(e, ev);
            break;
        default:
            break;
        }
        redrag(r, e);
        return;
    default:
        return;
    }
}

static bool rules_update(Scene *s, Eng *e)
{
    (void)s;
    (void)e;
    return false;
}

static void rules_destroy(Scene *s)
{
    free_blocks((Rules *)s);
    free(s);
}

/* The arrows scroll and turn the pages; Tab reaches the tabs. */
static unsigned rules_keys(Scene *s, Eng *e)
{
    (void)s, (void)e;
    return ENG_KEYS_UPDOWN | ENG_KEYS_LEFTRIGHT;
}

static const SceneVT rules_vt = {
    .name = "rules",
    .event = rules_event,
    .update = rules_update,
    .draw = rules_draw,
    .layout = rules_layout,
    .destroy = rules_destroy,
    .own_keys = rules_keys,
};

Scene *scene_rules_new(Eng *e, const GameDef *def)
{
    (void)e;
    Rules *r = calloc(1, sizeof *r);
    if (!r)
        abort();
    r->base.vt = &rules_vt;
    /* A tab for every game the window can play that has its rules written,
     * in the registry's order. */
    for (int g = 0; g < game_count(); g++) {
        const GameUi *gu = games_ui(game_at(g));
        if (gu && r->ntabs < (int)(sizeof r->tab / sizeof r->tab[0]))
            r->tab[r->ntabs++] = gu;
    }
    const GameUi *want = games_ui(def);
    r->game = want ? want : r->tab[0];
    r->text = r->game->rules;
    /* The labels are written in the player's language at each layout. */
    r->btn[0] = (SceneButton){B_BACK, N_("Back"), BUTTON_PRIMARY, true, {0}};
    r->btn[1] = (SceneButton){B_TUTORIAL, N_("Play the tutorial"), BUTTON_NORMAL, true, {0}};
    return &r->base;
}

const char *scene_rules_game(const Scene *s, int *scroll, int *max_scroll)
{
    if (!s || s->vt != &rules_vt)
        return NULL;
    const Rules *r = (const Rules *)s;
    if (scroll)
        *scroll = r->scroll;
    if (max_scroll)
        *max_scroll = r->max_scroll;
    return r->game->game->id;
}
