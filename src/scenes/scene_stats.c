/* Statistics: for each game and each kind of seat (the human players, and
 * the AI at each level), the games played, won and shared, the best score
 * and the mean, as counted when a game ends in the window (stats.json). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "scene_common.h"

#define NCOLS 6

typedef struct StatsScene {
    Scene base;
    Stats st;
    char message[STORE_MSG_LEN];
    int games[STORE_MAX_GAMES]; /* registry indexes shown */
    int ngames, game;           /* game: index into games */
    SDL_Rect chip[STORE_MAX_GAMES];
    SDL_Rect panel, table;
    int col_x[NCOLS], col_w, row_h; /* col_w: the room of a number column's text */
    SceneButton back;
} StatsScene;

/* TRANSLATORS: the rows of Statistics: the human players, and the computer
   at each of its three levels. */
static const char *const kind_names[SEAT_KINDS] = {N_("Human players"), N_("Easy AI"),
                                                   N_("Normal AI"), N_("Hard AI")};
/* TRANSLATORS: the columns of Statistics (short): games played, won alone,
   won in a tie, the best score and the mean score. */
static const char *const col_names[NCOLS] = {"",           N_("Played"), N_("Won"),
                                             N_("Shared"), N_("Best"),   N_("Mean")};

static void stats_layout(Scene *s, Eng *e)
{
    StatsScene *v = (StatsScene *)s;
    int margin = eng_px(e, 40);
    int w = e->w - 2 * margin;
    if (w > eng_px(e, 980))
        w = eng_px(e, 980);
    int top = eng_px(e, 100), bottom = e->h - eng_px(e, 110);
    v->panel = (SDL_Rect){(e->w - w) / 2, top, w, bottom - top};
    int pad = eng_px(e, 24), chip_h = eng_px(e, 40), gap = eng_px(e, 10);
    int x = v->panel.x + pad, y = v->panel.y + pad;
    int cw = (v->panel.w - 2 * pad - (v->ngames - 1) * gap) / (v->ngames > 0 ? v->ngames : 1);
    if (cw > eng_px(e, 220))
        cw = eng_px(e, 220);
    for (int i = 0; i < v->ngames; i++)
        v->chip[i] = (SDL_Rect){x + i * (cw + gap), y, cw, chip_h};
    y += chip_h + eng_px(e, 26);
    v->row_h = eng_px(e, 50);
    v->table = (SDL_Rect){x, y, v->panel.w - 2 * pad, v->row_h * (SEAT_KINDS + 1)};
    /* The first column holds the seat kind; the numbers share the rest. */
    int first = v->table.w * 30 / 100, rest = (v->table.w - first) / (NCOLS - 1);
    v->col_x[0] = v->table.x + eng_px(e, 14);
    for (int c = 1; c < NCOLS; c++) /* right edge of each number column */
        v->col_x[c] = v->table.x + first + c * rest - eng_px(e, 14);
    v->col_w = rest - eng_px(e, 10);
    v->back = (SceneButton){B_BACK, _("Back"), BUTTON_PRIMARY, true, {0}};
    v->back.r =
        (SDL_Rect){e->w / 2 - eng_px(e, 110), e->h - eng_px(e, 90), eng_px(e, 220), eng_px(e, 56)};
    eng_targets_clear(e);
    for (int i = 0; i < v->ngames; i++) {
        eng_target_add(e, T_SETTING, SET_GAME, i, v->chip[i]);
        if (i == v->game)
            eng_target_flags(e, ENG_TARGET_CHOSEN);
    }
    scene_buttons_targets(e, &v->back, 1);
}

/* A cell's text, smaller where it would reach into the next column. */
static void cell(Eng *e, const char *text, int x, int y, int max_w, bool bold, SDL_Color c,
                 int align)
{
    int font = bold ? FONT_BOLD : FONT_REGULAR;
    eng_text(e, font, eng_text_fit(e, font, eng_px(e, 18), text, max_w), c, text, x, y,
             align | ALIGN_MIDDLE);
}

static void stats_draw(Scene *s, Eng *e)
{
    StatsScene *v = (StatsScene *)s;
    eng_draw_table(e);
    scene_heading(e, _("Statistics"), e->w / 2, eng_px(e, 52), eng_px(e, 44));
    eng_panel(e, v->panel, eng_px(e, 14), 150);
    for (int i = 0; i < v->ngames; i++)
        scene_chip(e, v->chip[i], game_at(v->games[i])->name, i == v->game,
                   eng_hovered(e, T_SETTING, SET_GAME, i));
    if (v->ngames == 0)
        return;
    int g = v->games[v->game];
    SDL_Rect head = {v->table.x, v->table.y, v->table.w, v->row_h};
    eng_round_rect(e, head, eng_px(e, 8), (SDL_Color){0, 0, 0, 60}, (SDL_Color){0, 0, 0, 60});
    int yc = head.y + head.h / 2;
    for (int c = 1; c < NCOLS; c++)
        cell(e, _(col_names[c]), v->col_x[c], yc, v->col_w, true, ENG_GOLD, ALIGN_RIGHT);
    int any = 0;
    for (int k = 0; k < SEAT_KINDS; k++) {
        const StatLine *l = &v->st.line[g][k];
        int y = v->table.y + (k + 1) * v->row_h;
        if (k % 2)
            eng_fill_rect(e, (SDL_Rect){v->table.x, y, v->table.w, v->row_h},
                          (SDL_Color){255, 255, 255, 12});
        yc = y + v->row_h / 2;
        cell(e, _(kind_names[k]), v->col_x[0], yc, v->col_x[1] - v->col_w - v->col_x[0], true,
             ENG_WHITE, ALIGN_LEFT);
        char buf[5][32];
        if (l->played > 0) {
            snprintf(buf[0], sizeof buf[0], "%d", l->played);
            snprintf(buf[1], sizeof buf[1], "%d", l->won);
            snprintf(buf[2], sizeof buf[2], "%d", l->shared);
            snprintf(buf[3], sizeof buf[3], "%d", l->best);
            long tenths = lround(10.0 * l->score_sum / l->played);
            /* TRANSLATORS: the decimal point of a number ("10.5"), as the
             * language writes it: a comma in German and French. */
            const char *point = C_("number", ".");
            snprintf(buf[4], sizeof buf[4], "%s%ld%s%ld", tenths < 0 ? "-" : "", labs(tenths) / 10,
                     point, labs(tenths) % 10);
            any++;
        } else {
            for (int c = 0; c < 5; c++)
                snprintf(buf[c], sizeof buf[c], c == 0 ? "0" : "\xe2\x80\x93");
        }
        for (int c = 0; c < 5; c++)
            cell(e, buf[c], v->col_x[c + 1], yc, v->col_w, false, l->played ? ENG_WHITE : ENG_MUTED,
                 ALIGN_RIGHT);
    }
    const char *note =
        any ?
            /* TRANSLATORS: Won and Shared are the names of two of the columns. */
            _("Counted when a game ends in the window: each seat at the table counts "
              "once in its row (two human players make two human games). Won "
              "counts sole victories; Shared, victories shared in a tie.")
            : _("No game of this kind has ended in the window yet. Games count here "
                "when they end at the table.");
    int ny = v->table.y + v->table.h + eng_px(e, 20);
    eng_text_wrapped(e, FONT_REGULAR, eng_px(e, 15), ENG_MUTED, note, v->table.x, ny, v->table.w,
                     ALIGN_LEFT);
    if (v->message[0])
        eng_text_wrapped(e, FONT_REGULAR, eng_px(e, 15), (SDL_Color){255, 150, 130, 255},
                         v->message, v->table.x, v->panel.y + v->panel.h - eng_px(e, 16),
                         v->table.w, ALIGN_LEFT | ALIGN_BOTTOM);
    scene_buttons_draw(e, &v->back, 1);
}

static void stats_event(Scene *s, Eng *e, const SDL_Event *ev)
{
    StatsScene *v = (StatsScene *)s;
    EngTarget t;
    if (eng_clicked(e, ev, &t)) {
        if (t.kind == T_SETTING && t.a == SET_GAME && t.b >= 0 && t.b < v->ngames)
            v->game = t.b;
        else if (t.kind == T_BUTTON && t.a == B_BACK)
            eng_pop(e);
        eng_redraw(e);
    } else if (ev->type == SDL_KEYDOWN) {
        SDL_Keycode k = ev->key.keysym.sym;
        if (k == SDLK_ESCAPE || k == SDLK_RETURN)
            eng_pop(e);
        else if (k == SDLK_LEFT && v->game > 0)
            v->game--;
        else if (k == SDLK_RIGHT && v->game + 1 < v->ngames)
            v->game++;
        if (k == SDLK_LEFT || k == SDLK_RIGHT) /* the focus goes with the game shown */
            eng_focus_set(e, T_SETTING, SET_GAME, v->game, false);
        eng_redraw(e);
    }
}

static bool stats_update(Scene *s, Eng *e)
{
    (void)s;
    (void)e;
    return false;
}

static void stats_destroy(Scene *s)
{
    StatsScene *v = (StatsScene *)s;
    stats_free(&v->st);
    free(v);
}

/* Left and Right turn from game to game; Tab reaches the buttons. */
static unsigned stats_keys(Scene *s, Eng *e)
{
    (void)s, (void)e;
    return ENG_KEYS_LEFTRIGHT;
}

static const SceneVT stats_vt = {
    .name = "statistics",
    .event = stats_event,
    .update = stats_update,
    .draw = stats_draw,
    .layout = stats_layout,
    .destroy = stats_destroy,
    .own_keys = stats_keys,
};

Scene *scene_stats_new(Eng *e)
{
    StatsScene *v = calloc(1, sizeof *v);
    if (!v)
        abort();
    v->base.vt = &stats_vt;
    stats_default(&v->st);
    if (e->data_dir[0])
        store_load_stats(e->data_dir, &v->st, v->message, sizeof v->message);
    for (int i = 0; i < game_count() && v->ngames < STORE_MAX_GAMES; i++)
        if (scene_has_table(game_at(i))) {
            if (i == e->settings.last_game) /* opens on the game last started */
                v->game = v->ngames;
            v->games[v->ngames++] = i;
        }
    return &v->base;
}
