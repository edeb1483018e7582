/* Results: the winner or the shared victory in the game's words, and each
 * game's outcome (its match table, or a panel per seat: games.h); play
 * again with the same seats, one more round after a tie where the game has
 * one, the review of the game, or back to the title. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games.h"
#include "i18n.h"
#include "match.h"
#include "results.h"
#include "scene_common.h"

typedef struct Results {
    Scene base;
    Match *m;
    GameResult r;
    int order[GAME_MAX_SEATS]; /* seats by rank */
    SDL_Rect box[GAME_MAX_SEATS];
    SceneButton b[4];
    int nb;
    bool table; /* a match table (results.h) rather than Up or Down?'s columns */
    char title[512];
    char data_dir[1024]; /* where the statistics are kept */
    double shown_at;     /* when the results came */
} Results;

/* A game that ended in the window counts once in the statistics; a
 * finished save opened again does not (its match did not end here), nor a
 * tutorial's game played on. */
static void count_stats(Match *m, const char *dir, char *msg, size_t msglen)
{
    msg[0] = 0;
    if (!m || !m->ended_here || m->stats_counted || m->practice || !dir[0])
        return;
    m->stats_counted = true;
    Stats st;
    char err[STORE_MSG_LEN];
    store_load_stats(dir, &st, msg, msglen);
    stats_record(&st, &m->sg);
    if (!store_save_stats(dir, &st, err, sizeof err)) {
        fprintf(stderr, "updown: the statistics could not be saved: %s\n", err);
        /* TRANSLATORS: %s says why the statistics could not be written. */
        snprintf(msg, msglen, _("This game could not be counted in the statistics: %.400s."), err);
    }
    stats_free(&st);
}

static void res_layout(Scene *s, Eng *e)
{
    Results *r = (Results *)s;
    int n = r->m->sg.cfg.players;
    int cols = n <= 2 ? n : n <= 4 ? 2 : 3;
    int rows = (n + cols - 1) / cols;
    int top = eng_px(e, 110), bottom = e->h - eng_px(e, 100);
    int gap = eng_px(e, 16);
    int w = (e->w - 2 * eng_px(e, 40) - (cols - 1) * gap) / cols;
    if (w > eng_px(e, 560))
        w = eng_px(e, 560);
    int h = (bottom - top - (rows - 1) * gap) / rows;
    int x0 = (e->w - (cols * w + (cols - 1) * gap)) / 2;
    for (int i = 0; i < n; i++)
        r->box[i] = (SDL_Rect){x0 + (i % cols) * (w + gap), top + (i / cols) * (h + gap), w, h};
    if (r->table) { /* one panel for the whole table */
        int tw = e->w - 2 * eng_px(e, 40);
        if (tw > eng_px(e, 980))
            tw = eng_px(e, 980);
        int th = results_table_height(e, r->m, &r->r, tw);
        if (th > bottom - top)
            th = bottom - top;
        r->box[0] = (SDL_Rect){(e->w - tw) / 2, top + (bottom - top - th) / 3, tw, th};
    }
    scene_buttons_fit(e, r->b, r->nb, e->w / 2, e->h - eng_px(e, 80), eng_px(e, 240), eng_px(e, 56),
                      eng_px(e, 24), e->w - 2 * eng_px(e, 40));
    eng_targets_clear(e);
    scene_buttons_targets(e, r->b, r->nb);
}

static void res_draw(Scene *s, Eng *e)
{
    Results *r = (Results *)s;
    eng_draw_table(e);
    scene_heading(e, r->title, e->w / 2, eng_px(e, 55), eng_px(e, 40));
    int n = r->m->sg.cfg.players;
    if (r->table)
        results_table_draw(e, r->m, &r->r, r->order, r->box[0]);
    else
        for (int i = 0; i < n; i++)
            games_ui(r->m->def)->results->seat(e, r->m, &r->r, r->order[i], r->box[i]);
    scene_buttons_draw(e, r->b, r->nb);
}

static uint64_t next_seed(uint64_t s)
{
    s += 0x9e3779b97f4a7c15ULL;
    s = (s ^ (s >> 30)) * 0xbf58476d1ce4e5b9ULL;
    s = (s ^ (s >> 27)) * 0x94d049bb133111ebULL;
    return (s ^ (s >> 31)) | 1;
}

static void play_again(Results *r, Eng *e)
{
    Match *old = r->m;
    GameConfig cfg = old->sg.cfg;
    cfg.seed = next_seed(cfg.seed ^ (uint64_t)SDL_GetPerformanceCounter());
    char err[GAME_ERR_LEN];
    Match *m = scene_match_new(old->def, &cfg, old->sg.seats, err, sizeof err);
    if (!m)
        return;
    if (e->data_dir[0]) {
        store_new_save_path(e->data_dir, m->def->id, m->save_path, sizeof m->save_path);
        scene_match_autosave(m);
    } else {
        snprintf(m->save_error, sizeof m->save_error, "%s",
                 _("This game is not being saved: Updown has no folder for its data."));
    }
    Scene *t = scene_table_new(e, m);
    if (!t) {
        scene_match_free(m);
        return;
    }
    eng_reset_to(e, t);
}

/* One more round at the same table (R-UAD-9): the match goes back to it. */
static void extra_round(Results *r, Eng *e)
{
    char why[GAME_ERR_LEN];
    if (!scene_match_extend(r->m, why, sizeof why))
        return;
    Scene *t = scene_table_new(e, r->m);
    if (!t)
        return;
    r->m = NULL; /* the table has it now */
    eng_reset_to(e, t);
}

static void res_event(Scene *s, Eng *e, const SDL_Event *ev)
{
    Results *r = (Results *)s;
    EngTarget t;
    if (eng_clicked(e, ev, &t) && t.kind == T_BUTTON) {
        if (e->key_click && scene_key_too_soon(e, r->shown_at, r->b[0].id))
            return;
        if (t.a == B_PLAY_AGAIN)
            play_again(r, e);
        else if (t.a == B_EXTRA_ROUND)
            extra_round(r, e);
        else if (t.a == B_REVIEW)
            scene_review_push(e, r->m);
        else if (t.a == B_TO_TITLE)
            eng_reset_to(e, scene_title_new(e));
    } else if (ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_ESCAPE) {
        eng_reset_to(e, scene_title_new(e));
    } else if (ev->type == SDL_KEYDOWN &&
               (ev->key.keysym.sym == SDLK_RETURN || ev->key.keysym.sym == SDLK_KP_ENTER ||
                ev->key.keysym.sym == SDLK_SPACE)) {
        if (!scene_key_too_soon(e, r->shown_at, r->b[0].id))
            eng_focus_show(e); /* the focus was hidden: the next Enter uses it */
    }
}

static bool res_update(Scene *s, Eng *e)
{
    (void)s;
    (void)e;
    return false;
}

static void res_destroy(Scene *s)
{
    Results *r = (Results *)s;
    char msg[STORE_MSG_LEN];
    count_stats(r->m, r->data_dir, msg, sizeof msg); /* the tie was left as it stood */
    if (msg[0])
        fprintf(stderr, "updown: %s\n", msg);
    scene_match_free(r->m);
    free(r);
}

static const SceneVT res_vt = {
    .name = "results",
    .event = res_event,
    .update = res_update,
    .draw = res_draw,
    .layout = res_layout,
    .destroy = res_destroy,
};

Scene *scene_results_new(Eng *e, Match *m)
{
    Results *r = calloc(1, sizeof *r);
    if (!r)
        abort();
    r->base.vt = &res_vt;
    r->m = m;
    m->def->result(m->sg.state, &r->r);
    int n = m->sg.cfg.players;
    for (int i = 0; i < n; i++)
        r->order[i] = i;
    for (int i = 1; i < n; i++) /* by rank, then seat */
        for (int j = i; j > 0 && r->r.rank[r->order[j]] < r->r.rank[r->order[j - 1]]; j--) {
            int tmp = r->order[j];
            r->order[j] = r->order[j - 1];
            r->order[j - 1] = tmp;
        }
    const ResultsDef *rd = games_ui(m->def)->results;
    r->table = rd->grid != NULL;
    rd->title(m, &r->r, r->title, sizeof r->title);
    r->nb = 0;
    bool extra = r->table && results_offers_extra_round(m, &r->r);
    if (extra)
        r->b[r->nb++] =
            (SceneButton){B_EXTRA_ROUND, _("One more round"), BUTTON_PRIMARY, true, {0}};
    ButtonStyle again = r->nb ? BUTTON_NORMAL : BUTTON_PRIMARY;
    r->b[r->nb++] = (SceneButton){B_PLAY_AGAIN, _("Play again"), again, true, {0}};
    r->b[r->nb++] = (SceneButton){B_REVIEW, _("Review"), BUTTON_NORMAL, true, {0}};
    /* TRANSLATORS: a button back to the title screen (keep it short). */
    r->b[r->nb++] = (SceneButton){B_TO_TITLE, _("Title"), BUTTON_NORMAL, true, {0}};
    snprintf(r->data_dir, sizeof r->data_dir, "%s", e->data_dir);
    r->shown_at = e->now;
    /* The results come at the end of the last move, not at a key: the
     * Enter that played it, or the next one in the same rhythm, is not
     * "Play again" before the results are read. The first key shows the
     * focus, on the first button. */
    eng_focus_set(e, T_BUTTON, r->b[0].id, 0, false);
    eng_focus_hide(e);
    /* A tie that may go on for one more round counts when it is left. */
    if (!extra) {
        char msg[STORE_MSG_LEN];
        count_stats(m, r->data_dir, msg, sizeof msg);
        if (msg[0])
            snprintf(e->notice, sizeof e->notice, "%s", msg);
    }
    return &r->base;
}

Match *scene_results_match(Scene *s) { return scene_is_results(s) ? ((Results *)s)->m : NULL; }
