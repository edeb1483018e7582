/* The tutorials (tutorial.h): a game's own table, guided (MidGuide) so that
 * only the move the script asks for is lit and accepted, with a panel under
 * the log that says what to do and why, answers a wrong choice, and can be
 * left at any step, after a question. The focus starts on what each step
 * asks for. The other seat's moves come from the script too, at the AI's
 * pace, so every learner sees the same game. At the script's end the
 * learner may finish or play the game on to its results, the other seat
 * then played by its AI. Nothing of a tutorial is saved or counted in the
 * statistics: it has no save file, and its results are not counted.
 *
 * Also here: the chooser of a tutorial (from the title) and the offer of
 * one at the first New game of a title. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games.h"
#include "i18n.h"
#include "match.h"
#include "midend.h"
#include "scene_common.h"
#include "scenes.h"
#include "tutorial.h"

/* --- the script ----------------------------------------------------------- */

bool tutorial_config(const GameDef *def, const Tutorial *t, GameConfig *cfg, char *err,
                     size_t errlen)
{
    game_config_default(def, t->players, t->seed, cfg);
    for (int i = 0; i < GAME_MAX_OPTIONS && t->options[i]; i++)
        if (!game_option_parse(def, t->options[i], cfg, err, errlen))
            return false;
    return game_config_check(def, cfg, err, errlen);
}

bool tutorial_check(const GameDef *def, const Tutorial *t, char *err, size_t errlen)
{
    GameConfig cfg;
    if (!tutorial_config(def, t, &cfg, err, errlen))
        return false;
    void *st = game_alloc(def);
    if (!st || !def->setup(st, &cfg, err, errlen)) {
        free(st);
        return false;
    }
    bool ok = t->nsteps > 0 && t->closing && t->closing[0];
    if (!ok) {
        /* TRANSLATORS: %s is the game's title; a fault of the program, shown as a notice */
        snprintf(err, errlen, _("the tutorial of %s has no steps or no closing words"), def->name);
    }
    for (int i = 0; ok && i < t->nsteps; i++) {
        const TutorStep *s = &t->steps[i];
        char why[GAME_ERR_LEN], back[64];
        Move mv;
        if ((s->seat == TUTOR_LEARNER || s->seat == TUTOR_NOTE) && (!s->say || !s->say[0])) {
            /* TRANSLATORS: %d is the step's number, %s the game's title */
            snprintf(err, errlen, _("step %d of the %s tutorial has no words"), i + 1, def->name);
            ok = false;
        } else if (s->seat == TUTOR_NOTE) {
            if (s->move) {
                /* TRANSLATORS: %d is the step's number, %s the game's title */
                snprintf(err, errlen, _("step %d of the %s tutorial is a note with a move"), i + 1,
                         def->name);
                ok = false;
            }
        } else if (!s->move || def->to_move(st) != s->seat) {
            /* TRANSLATORS: the step's number, the game's title, then two seats' numbers */
            snprintf(err, errlen, _("step %d of the %s tutorial is for seat %d, but seat %d moves"),
                     i + 1, def->name, s->seat, def->to_move(st));
            ok = false;
        } else if (!def->parse_move(st, s->move, &mv, why, sizeof why) ||
                   !def->check(st, &mv, why, sizeof why)) {
            /* TRANSLATORS: the step's number, the game's title, the move as the program
               writes it (not translated), then the reason it is refused */
            snprintf(err, errlen, _("step %d of the %s tutorial, '%s', is not legal: %s"), i + 1,
                     def->name, s->move, why);
            ok = false;
        } else {
            def->format_move(st, &mv, back, sizeof back);
            if (strcmp(back, s->move)) {
                /* TRANSLATORS: the step's number, the game's title, then two moves as the
                   program writes them (not translated) */
                snprintf(err, errlen, _("step %d of the %s tutorial, '%s', reads back as '%s'"),
                         i + 1, def->name, s->move, back);
                ok = false;
            } else {
                def->apply(st, &mv);
            }
        }
    }
    free(st);
    return ok;
}

/* --- the scene ------------------------------------------------------------- */

/* The panel's buttons: Continue (Finish at the end) and Leave tutorial
 * (Play on at the end). */
enum { TB_CONTINUE, TB_LEAVE, TB_N };

typedef struct Tutor {
    Scene base;
    Scene *table;
    const GameDef *def;
    const Tutorial *tut;
    int k;       /* the step now; nsteps when the script is done */
    int played;  /* the match's moves that steps before k made */
    bool asking; /* Leave was pressed: the panel asks whether to leave */
    /* Taken at the offer of a first New game: when it ends, New game again,
     * with the choices made there, rather than the title. */
    bool then_new_game;
    SceneButton b[TB_N];
    char closing[2048]; /* the last words, with the offer to play on */
    double ended_at;    /* when the last words came (0: not yet) */
} Tutor;

static MidTable *table_of(Tutor *t) { return (MidTable *)t->table; }
static Match *match_of(Tutor *t) { return mid_match(table_of(t)); }
static const TutorStep *step_now(const Tutor *t)
{
    return t->k < t->tut->nsteps ? &t->tut->steps[t->k] : NULL;
}

/* Moves on past the steps whose moves the match has played. */
static bool sync(Tutor *t, const Match *m)
{
    bool moved = false;
    while (step_now(t) && step_now(t)->move && m->sg.n_moves > t->played) {
        t->k++;
        t->played++;
        moved = true;
    }
    return moved;
}

static bool step_move(Tutor *t, const Match *m, int seat, Move *mv)
{
    sync(t, m);
    const TutorStep *s = step_now(t);
    char why[GAME_ERR_LEN];
    return s && s->move && s->seat == seat && scene_match_to_move(m) == seat &&
           m->def->parse_move(m->sg.state, s->move, mv, why, sizeof why);
}

static bool guide_wanted(void *ctx, const Match *m, Move *mv)
{
    return step_move(ctx, m, TUTOR_LEARNER, mv);
}

static bool guide_script(void *ctx, const Match *m, Move *mv)
{
    int seat = scene_match_to_move(m);
    return seat != TUTOR_LEARNER && step_move(ctx, m, seat, mv);
}

static void guide_wrong(void *ctx, const Match *m, const Move *tried, const char *reason, char *why,
                        size_t whylen)
{
    Tutor *t = ctx;
    (void)reason; /* the game's reason weighs the moves left lit, not the rules */
    const TutorStep *s = step_now(t);
    char rule[GAME_ERR_LEN] = "";
    if (tried && !m->def->check(m->sg.state, tried, rule, sizeof rule))
        scene_plain_text(rule);
    else
        rule[0] = 0;
    /* TRANSLATORS: the answers to a click the tutorial does not want; Finish and Continue
       are the tutorial panel's buttons */
    const char *answer = !s                         ? _("The tutorial is over: Finish goes back.")
                         : s->seat == TUTOR_NOTE    ? _("First read the note, then press Continue.")
                         : s->seat != TUTOR_LEARNER ? _("Wait a moment: it is not your turn yet.")
                         : s->wrong                 ? _(s->wrong)
                                                    : _("Not this one: do what the note asks.");
    if (rule[0]) {
        /* TRANSLATORS: %1$s is the rule that refuses the click (a sentence without its full
           stop), %2$s what the tutorial asks instead (a whole sentence) */
        snprintf(why, whylen, _("Not allowed: %s. %s"), rule, answer);
    } else {
        snprintf(why, whylen, "%s", answer);
    }
}

static const MidGuide tutor_guide = {guide_wanted, guide_wrong};

/* Whether the game may be played on from here: the script is done and the
 * game is not. */
static bool may_play_on(Tutor *t) { return !step_now(t) && !scene_match_over(match_of(t)); }

/* The last words in the player's language, with the offer to play on when
 * there is a game left to play. */
static void write_closing(Tutor *t)
{
    if (!may_play_on(t)) {
        snprintf(t->closing, sizeof t->closing, "%s", _(t->tut->closing));
        return;
    }
    /* TRANSLATORS: added after a tutorial's last words, as a paragraph of
       its own; Play on is the tutorial panel's button at its end */
    snprintf(t->closing, sizeof t->closing, "%s\n\n%s", _(t->tut->closing),
             _("Play on finishes this game with the same players. It is not saved or counted in "
               "the statistics."));
}

/* The words on the panel now, in the player's language. */
static const char *words_now(const Tutor *t)
{
    if (t->asking) {
        /* TRANSLATORS: the tutorial panel's question after Leave tutorial; its buttons are then
           Continue and Leave tutorial */
        return _("Leave the tutorial? Next time it starts again from the beginning.");
    }
    if (t->k >= t->tut->nsteps)
        return t->closing;
    for (int i = t->k; i >= 0; i--)
        if (t->tut->steps[i].say)
            return _(t->tut->steps[i].say);
    return "";
}

static void add_targets(Tutor *t, Eng *e)
{
    MidTable *mt = table_of(t);
    SDL_Rect p = mt->review_at;
    int pad = eng_px(e, 12), bh = eng_px(e, 40), gap = eng_px(e, 8);
    const TutorStep *s = step_now(t);
    bool done = !s;
    /* The question after Leave: Continue (the tutorial) or Leave tutorial. */
    t->b[TB_CONTINUE].id = t->asking ? B_CANCEL : B_CONTINUE;
    t->b[TB_LEAVE].id = t->asking ? B_CONFIRM : B_LEAVE;
    /* TRANSLATORS: the tutorial panel's buttons: Finish at its end, Continue after a note */
    t->b[TB_CONTINUE].label = done && !t->asking ? _("Finish") : _("Continue");
    if (done && !t->asking) {
        /* TRANSLATORS: a button of the tutorial panel at its end: the game goes on, without the
           tutorial, to its results */
        t->b[TB_LEAVE].label = _("Play on");
        t->b[TB_LEAVE].id = B_PLAY_ON;
    } else {
        /* TRANSLATORS: a button of the tutorial panel: back to the title */
        t->b[TB_LEAVE].label = _("Leave tutorial");
    }
    scene_buttons_share(e, t->b, TB_N,
                        (SDL_Rect){p.x + pad, p.y + p.h - pad - bh, p.w - 2 * pad, bh}, gap);
    t->b[TB_CONTINUE].enabled = t->asking || done || s->seat == TUTOR_NOTE;
    t->b[TB_CONTINUE].style = t->b[TB_CONTINUE].enabled ? BUTTON_PRIMARY : BUTTON_QUIET;
    t->b[TB_LEAVE].enabled = t->b[TB_LEAVE].id != B_PLAY_ON || may_play_on(t);
    SDL_Rect at;
    if (eng_target_find(e, T_BUTTON, t->b[TB_LEAVE].id, 0, &at))
        return; /* added since the table's last layout */
    scene_buttons_targets(e, t->b, TB_N);
    if (t->asking) { /* the keyboard answers the question first */
        for (int i = 0; i < e->ntargets; i++)
            if (e->targets[i].kind != T_BUTTON ||
                (e->targets[i].a != B_CANCEL && e->targets[i].a != B_CONFIRM))
                e->targets[i].flags |= ENG_TARGET_NOFOCUS;
    } else if (s && s->seat != TUTOR_LEARNER && s->seat != TUTOR_NOTE) {
        /* While the script plays another seat, nothing is the learner's to
         * press: Enter pressed to go on must not find Leave. */
        eng_target_set_flags(e, T_BUTTON, B_LEAVE, 0, ENG_TARGET_NOFOCUS);
    }
}

/* The focus starts on what the step asks for: the answer that stays at
 * the question, Continue after a note and at the end, else the first
 * control of the move asked for. */
static void tut_layout(Scene *s, Eng *e)
{
    Tutor *t = (Tutor *)s;
    write_closing(t);
    if (!step_now(t) && t->ended_at <= 0)
        t->ended_at = e->now;
    add_targets(t, e);
    const TutorStep *st = step_now(t);
    if (t->asking)
        eng_focus_set(e, T_BUTTON, B_CANCEL, 0, e->focus_shown);
    else if (!st || st->seat == TUTOR_NOTE)
        eng_focus_set(e, T_BUTTON, B_CONTINUE, 0, e->focus_shown);
    else if (st->seat == TUTOR_LEARNER)
        mid_guide_focus(t->table, e);
}

/* The table lays itself out again for the step now; a refusal of the
 * step before is no longer true. */
static void relayout(Tutor *t, Eng *e)
{
    table_of(t)->core.toast[0] = 0;
    t->table->vt->layout(t->table, e);
    tut_layout(&t->base, e);
    eng_redraw(e);
}

static void leave(Tutor *t, Eng *e)
{
    bool then_new_game = t->then_new_game;
    eng_reset_to(e, scene_title_new(e));
    if (then_new_game)
        eng_push(e, scene_newgame_new(e));
}

/* Leave pressed (the question put), or the question answered with
 * Continue. */
static void ask(Tutor *t, Eng *e, bool on)
{
    t->asking = on;
    relayout(t, e);
}

/* Play on: the table is left to itself, and this panel goes. */
static void play_on(Tutor *t, Eng *e)
{
    Scene *table = t->table;
    match_of(t)->practice = true;
    mid_unguide(table, e);
    eng_pop(e); /* this overlay */
}

static void next(Tutor *t, Eng *e)
{
    const TutorStep *s = step_now(t);
    if (!s) {
        leave(t, e);
        return;
    }
    if (s->seat != TUTOR_NOTE)
        return;
    t->k++;
    relayout(t, e);
}

/* A left button's release on one of the panel's buttons (looked at without
 * taking the click, which the table's own handling may need). */
static int own_button(const Tutor *t, const Eng *e, const SDL_Event *ev)
{
    if (ev->type != SDL_MOUSEBUTTONUP || ev->button.button != SDL_BUTTON_LEFT)
        return -1;
    const EngTarget *tg =
        e->key_click ? eng_focus_get(e) : eng_target_at(e, ev->button.x, ev->button.y);
    if (!tg || tg->kind != T_BUTTON)
        return -1;
    for (int i = 0; i < TB_N; i++)
        if (tg->a == t->b[i].id)
            return i;
    return -1;
}

static void tut_event(Scene *s, Eng *e, const SDL_Event *ev)
{
    Tutor *t = (Tutor *)s;
    int own = own_button(t, e, ev);
    if (own >= 0) {
        EngTarget tg;
        /* the last words come at the end of a move: an Enter pressed on
         * from it does not finish before they are read */
        bool soon = !step_now(t) && !t->asking && e->key_click &&
                    scene_key_too_soon(e, t->ended_at, B_CONTINUE);
        if (eng_clicked(e, ev, &tg) && t->b[own].enabled && !soon) {
            if (own == TB_LEAVE && t->b[own].id == B_PLAY_ON)
                play_on(t, e);
            else if (own == TB_LEAVE && t->asking)
                leave(t, e);
            else if (own == TB_LEAVE || t->asking)
                ask(t, e, !t->asking);
            else
                next(t, e);
        }
        eng_redraw(e);
        return;
    }
    if (t->asking && ev->type == SDL_KEYDOWN) { /* the keys answer first: Esc or Enter stays */
        SDL_Keycode k = ev->key.keysym.sym;
        if (k == SDLK_ESCAPE || k == SDLK_RETURN || k == SDLK_KP_ENTER)
            ask(t, e, false);
        return;
    }
    if (t->asking && ev->type == SDL_MOUSEBUTTONDOWN &&
        !(e->pressed.kind == T_BUTTON && (e->pressed.a == B_CANCEL || e->pressed.a == B_CONFIRM)))
        ask(t, e, false); /* a press at the table goes on with the tutorial */
    const TutorStep *st = step_now(t);
    if (ev->type == SDL_KEYDOWN && (!st || st->seat == TUTOR_NOTE) &&
        (ev->key.keysym.sym == SDLK_RETURN || ev->key.keysym.sym == SDLK_KP_ENTER) &&
        !eng_focus_get(e)) {
        if (st || !scene_key_too_soon(e, t->ended_at, B_CONTINUE))
            next(t, e);
        return;
    }
    t->table->vt->event(t->table, e, ev);
    if (sync(t, match_of(t)))
        relayout(t, e);
    else
        add_targets(t, e); /* the table may have laid itself out */
}

static bool tut_update(Scene *s, Eng *e)
{
    Tutor *t = (Tutor *)s;
    int before = match_of(t)->sg.n_moves;
    bool moving = t->table->vt->update(t->table, e);
    if (sync(t, match_of(t)) || match_of(t)->sg.n_moves != before)
        relayout(t, e);
    else
        add_targets(t, e);
    return moving;
}

/* The largest type, up to px, at which text fits in box. */
static int fit_wrapped(Eng *e, int font, int px, const char *text, SDL_Rect box)
{
    int min = eng_px(e, 11);
    while (px > min && eng_text_height_wrapped(e, font, px, text, box.w) > box.h)
        px--;
    return px;
}

static void tut_draw(Scene *s, Eng *e)
{
    Tutor *t = (Tutor *)s;
    SDL_Rect p = table_of(t)->review_at;
    eng_panel(e, p, eng_px(e, 12), 215);
    eng_round_outline(e, p, eng_px(e, 12), eng_px(e, 2), ENG_GOLD);
    SDL_Rect old = eng_text_box(e, p);
    char head[256];
    int learner = 0, done = 0;
    for (int i = 0; i < t->tut->nsteps; i++)
        if (t->tut->steps[i].seat == TUTOR_LEARNER || t->tut->steps[i].seat == TUTOR_NOTE) {
            learner++;
            done += i < t->k;
        }
    /* TRANSLATORS: the tutorial panel's heading: the learner's step now, of how many */
    snprintf(head, sizeof head, _("Tutorial: %d of %d"), done < learner ? done + 1 : learner,
             learner);
    int pad = eng_px(e, 14), gap = eng_px(e, 10);
    int head_w = eng_text_width(e, FONT_BOLD, eng_px(e, 18), head);
    eng_text(e, FONT_BOLD, eng_px(e, 18), ENG_GOLD, head, p.x + pad, p.y + eng_px(e, 20),
             ALIGN_LEFT | ALIGN_MIDDLE);
    const TutorStep *st = step_now(t);
    const char *who = !st || st->seat == TUTOR_LEARNER || st->seat == TUTOR_NOTE
                          ? ""
                          : scene_match_name(match_of(t), st->seat);
    if (who[0]) {
        char turn[256];
        /* TRANSLATORS: %s is a player's name; short, at the top of the tutorial panel */
        snprintf(turn, sizeof turn, _("%s plays"), who);
        /* beside the heading, where it fits whole; else left out: the
         * table's prompt names the player too */
        if (eng_text_width(e, FONT_REGULAR, eng_px(e, 13), turn) <= p.w - 2 * pad - head_w - gap)
            eng_text(e, FONT_REGULAR, eng_px(e, 13), ENG_MUTED, turn, p.x + p.w - pad,
                     p.y + eng_px(e, 20), ALIGN_RIGHT | ALIGN_MIDDLE);
    }
    SDL_Rect box = {p.x + pad, p.y + eng_px(e, 40), p.w - 2 * pad,
                    t->b[0].r.y - eng_px(e, 8) - (p.y + eng_px(e, 40))};
    const char *words = words_now(t);
    int px = fit_wrapped(e, FONT_REGULAR, eng_px(e, 15), words, box);
    eng_text_wrapped(e, FONT_REGULAR, px, ENG_WHITE, words, box.x, box.y, box.w, ALIGN_LEFT);
    eng_text_box(e, old);
    scene_buttons_draw(e, t->b, TB_N);
}

static void tut_destroy(Scene *s) { free(s); }

static const SceneVT tut_vt = {
    .name = "tutorial",
    .event = tut_event,
    .update = tut_update,
    .draw = tut_draw,
    .layout = tut_layout,
    .destroy = tut_destroy,
    .overlay = true,
    .back_undoes = true,
};

bool scene_has_tutorial(const GameDef *def)
{
    const GameUi *g = games_ui(def);
    return g && g->tutorial && g->table;
}

Scene *scene_tutorial_push(Eng *e, const GameDef *def, char *err, size_t errlen)
{
    const GameUi *g = games_ui(def);
    if (!scene_has_tutorial(def)) {
        if (def) {
            /* TRANSLATORS: %s is the game's title */
            snprintf(err, errlen, _("%s has no tutorial."), def->name);
        } else {
            snprintf(err, errlen, "%s", _("This game has no tutorial."));
        }
        return NULL;
    }
    const Tutorial *tut = g->tutorial;
    GameConfig cfg;
    if (!tutorial_check(def, tut, err, errlen) || !tutorial_config(def, tut, &cfg, err, errlen))
        return NULL;
    SeatInfo seats[GAME_MAX_SEATS];
    memset(seats, 0, sizeof seats);
    for (int p = 0; p < tut->players; p++) {
        seats[p].kind = p == TUTOR_LEARNER ? SEAT_HUMAN : SEAT_EASY;
        const char *name = p == TUTOR_LEARNER ? e->settings.names[0] : tut->names[p];
        snprintf(seats[p].name, sizeof seats[p].name, "%s", name && name[0] ? name : _("You"));
    }
    Match *m = scene_match_new(def, &cfg, seats, err, errlen);
    if (!m)
        return NULL;
    scene_match_set_viewer(m, TUTOR_LEARNER);
    Tutor *t = calloc(1, sizeof *t);
    if (!t)
        abort();
    t->base.vt = &tut_vt;
    t->def = def;
    t->tut = tut;
    t->table = mid_guided_new(e, m, g->table, &tutor_guide, guide_script, t);
    table_of(t)->review_h = 340;
    /* The labels are written in the player's language at each layout. */
    t->b[TB_CONTINUE] = (SceneButton){B_CONTINUE, N_("Continue"), BUTTON_PRIMARY, false, {0}};
    t->b[TB_LEAVE] = (SceneButton){B_LEAVE, N_("Leave tutorial"), BUTTON_QUIET, true, {0}};
    eng_reset_to(e, scene_title_new(e));
    eng_push(e, t->table);
    eng_push(e, &t->base);
    return &t->base;
}

bool scene_tutorial_state(const Scene *s, int *step, int *steps, const char **words)
{
    if (!s || s->vt != &tut_vt)
        return false;
    const Tutor *t = (const Tutor *)s;
    *step = t->k;
    *steps = t->tut->nsteps;
    if (words)
        *words = words_now(t);
    return true;
}

/* --- the chooser and the offer --------------------------------------------- */

typedef struct Chooser {
    Scene base;
    const GameDef *def; /* the offer: this game's first New game; NULL: the chooser */
    void (*decline)(void *ctx, Eng *e); /* the offer: the game begins instead */
    void *ctx;
    SceneButton b[STORE_MAX_GAMES + 2];
    int nb;
    SDL_Rect panel;
    char msg[2 * GAME_ERR_LEN + 600];
    char line[600]; /* the offer's words */
    bool laid;      /* laid out once: the focus has its first place */
} Chooser;

static void offer_text(const Chooser *c, char *buf, size_t len)
{
    /* TRANSLATORS: %s is the game's title */
    snprintf(buf, len,
             _("The tutorial teaches %s by playing a guided game. It takes a few minutes."),
             c->def->name);
}

/* A button's label in the player's language; the games' buttons keep their
 * titles. */
static const char *ch_label(const SceneButton *b)
{
    switch (b->id) {
    case B_BACK:
        return _("Back");
    case B_TUTORIAL:
        return _("Play the tutorial");
    case B_START:
        /* TRANSLATORS: a button of the offer of a tutorial: the game instead */
        return _("Start the game");
    default:
        return b->label;
    }
}

static void ch_layout(Scene *s, Eng *e)
{
    Chooser *c = (Chooser *)s;
    for (int i = 0; i < c->nb; i++)
        c->b[i].label = ch_label(&c->b[i]);
    int bw = eng_px(e, 380), bh = eng_px(e, 54), gap = eng_px(e, 14);
    int total = c->nb * bh + (c->nb - 1) * gap;
    int pad = eng_px(e, 30);
    int head = eng_px(e, 110);
    if (c->def) { /* the offer's words, however many lines they take */
        offer_text(c, c->line, sizeof c->line);
        head = eng_px(e, 70) +
               eng_text_height_wrapped(e, FONT_REGULAR, eng_px(e, 16), c->line, bw) + eng_px(e, 22);
    }
    int top = e->h / 2 - (total + head) / 2 + head;
    scene_buttons_column(c->b, c->nb, e->w / 2, top, bw, bh, gap);
    c->panel = (SDL_Rect){e->w / 2 - bw / 2 - pad, top - head, bw + 2 * pad, total + head + pad};
    eng_targets_clear(e);
    scene_buttons_targets(e, c->b, c->nb);
    if (!c->def && !c->laid) /* opens on the game last started, as New game does */
        for (int i = 0; i < c->nb; i++)
            if (c->b[i].id == B_GAME + e->settings.last_game)
                eng_focus_set(e, T_BUTTON, c->b[i].id, 0, false);
    c->laid = true;
}

static void ch_draw(Scene *s, Eng *e)
{
    Chooser *c = (Chooser *)s;
    scene_dim(e, 150);
    eng_shadow(e, c->panel, eng_px(e, 16), eng_px(e, 20), (SDL_Color){0, 0, 0, 160});
    eng_panel(e, c->panel, eng_px(e, 16), 235);
    SDL_Rect old = eng_text_box(e, c->panel);
    int pad = eng_px(e, 30);
    if (c->def) {
        /* TRANSLATORS: the heading of the offer of a tutorial at a title's first New game */
        scene_heading(e, _("Your first game?"), e->w / 2, c->panel.y + eng_px(e, 40),
                      eng_px(e, 30));
        eng_text_wrapped(e, FONT_REGULAR, eng_px(e, 16), ENG_WHITE, c->line, e->w / 2,
                         c->panel.y + eng_px(e, 70), c->panel.w - 2 * pad, ALIGN_CENTER);
    } else {
        /* TRANSLATORS: the heading of the chooser of a tutorial */
        scene_heading(e, _("Learn to play"), e->w / 2, c->panel.y + eng_px(e, 40), eng_px(e, 30));
        /* TRANSLATORS: above the buttons of the games' titles */
        eng_text(e, FONT_REGULAR, eng_px(e, 16), ENG_WHITE, _("A guided first game of:"), e->w / 2,
                 c->panel.y + eng_px(e, 80), ALIGN_CENTER | ALIGN_MIDDLE);
    }
    if (c->msg[0])
        eng_text_wrapped(e, FONT_BOLD, eng_px(e, 14), ENG_RED, c->msg, e->w / 2,
                         c->panel.y + c->panel.h - pad + eng_px(e, 4), c->panel.w - 2 * pad,
                         ALIGN_CENTER);
    eng_text_box(e, old);
    scene_buttons_draw(e, c->b, c->nb);
}

static void ch_start(Chooser *c, Eng *e, const GameDef *def)
{
    char err[2 * GAME_ERR_LEN + 600];
    Tutor *t = (Tutor *)scene_tutorial_push(e, def, err, sizeof err);
    if (!t)
        snprintf(c->msg, sizeof c->msg, "%s", err);
    else
        t->then_new_game = c->decline != NULL;
}

static void ch_event(Scene *s, Eng *e, const SDL_Event *ev)
{
    Chooser *c = (Chooser *)s;
    EngTarget t;
    if (eng_clicked(e, ev, &t) && t.kind == T_BUTTON) {
        if (t.a >= B_GAME && t.a < B_GAME + game_count())
            ch_start(c, e, game_at(t.a - B_GAME));
        else if (t.a == B_TUTORIAL && c->def)
            ch_start(c, e, c->def);
        else if (t.a == B_START && c->decline) {
            eng_pop(e);
            c->decline(c->ctx, e);
        } else if (t.a == B_BACK)
            eng_pop(e);
        eng_redraw(e);
    } else if (ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_ESCAPE) {
        eng_pop(e); /* the offer: back to New game, which now starts the game */
    } else {
        scene_enter_shows_focus(e, ev);
    }
}

static bool ch_update(Scene *s, Eng *e)
{
    (void)s, (void)e;
    return false;
}

static void ch_destroy(Scene *s) { free(s); }

static const SceneVT ch_vt = {
    .name = "tutorials",
    .event = ch_event,
    .update = ch_update,
    .draw = ch_draw,
    .layout = ch_layout,
    .destroy = ch_destroy,
    .overlay = true,
};

Scene *scene_tutorials_new(Eng *e)
{
    (void)e;
    Chooser *c = calloc(1, sizeof *c);
    if (!c)
        abort();
    c->base.vt = &ch_vt;
    for (int i = 0; i < game_count() && c->nb < STORE_MAX_GAMES; i++)
        if (scene_has_tutorial(game_at(i)))
            c->b[c->nb++] = (SceneButton){B_GAME + i, game_at(i)->name, BUTTON_NORMAL, true, {0}};
    c->b[c->nb++] = (SceneButton){B_BACK, N_("Back"), BUTTON_QUIET, true, {0}};
    return &c->base;
}

Scene *scene_tutorial_offer_new(Eng *e, const GameDef *def, void (*decline)(void *ctx, Eng *e),
                                void *ctx)
{
    (void)e;
    Chooser *c = calloc(1, sizeof *c);
    if (!c)
        abort();
    c->base.vt = &ch_vt;
    c->def = def;
    c->decline = decline;
    c->ctx = ctx;
    c->b[c->nb++] = (SceneButton){B_TUTORIAL, N_("Play the tutorial"), BUTTON_PRIMARY, true, {0}};
    c->b[c->nb++] = (SceneButton){B_START, N_("Start the game"), BUTTON_NORMAL, true, {0}};
    return &c->base;
}
