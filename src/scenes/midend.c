/* The one table scene (midend.h): what every game's table shares, around
 * the game's TableDef. */
#include "midend.h"

#include "hint.h"
#include "i18n.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------------- */
/* Places and flights */

bool mid_legal(const MidTable *t, int kind, int arg)
{
    for (int i = 0; i < t->nlegal; i++)
        if (t->legal[i].kind == kind &&
            (arg < 0 || t->legal[i].n == 0 || t->legal[i].arg[0] == arg))
            return true;
    return false;
}

bool mid_legal_kind(const MidTable *t, int kind) { return mid_legal(t, kind, -1); }

bool mid_lit_move(MidTable *t, const EngTarget *tg)
{
    Move mv;
    char why[8];
    memset(&mv, 0, sizeof mv);
    if (t->def->activate(t, NULL, tg, &mv, why, sizeof why) != MID_PLAY)
        return false;
    return mid_legal(t, mv.kind, mv.n ? mv.arg[0] : -1);
}

int mid_place(MidTable *t, int card, int zone, int seat, int k, int i, SDL_Rect r)
{
    if (t->nplaces == MID_MAX_PLACES)
        return -1;
    t->places[t->nplaces] = (MidPlace){card, zone, seat, k, i, r};
    return t->nplaces++;
}

const MidPlace *mid_find(const MidTable *t, int zone, int seat, int i)
{
    for (int j = 0; j < t->nplaces; j++)
        if (t->places[j].zone == zone && t->places[j].seat == seat && t->places[j].i == i)
            return &t->places[j];
    return NULL;
}

bool mid_flying(const MidTable *t, int place)
{
    for (int i = 0; i < t->nflights; i++)
        if (t->flights[i].place == place)
            return true;
    return false;
}

SDL_Rect mid_sized(SDL_Rect from, SDL_Rect like)
{
    return (SDL_Rect){from.x + from.w / 2 - like.w / 2, from.y + from.h / 2 - like.h / 2, like.w,
                      like.h};
}

void mid_draw_card(MidTable *t, Eng *e, int card, SDL_Rect r, unsigned flags)
{
    if (card == t->def->back)
        eng_card_back(e, r.x, r.y, r.h, flags);
    else
        eng_card_face(e, t->def->deck, card, r.x, r.y, r.h, flags);
}

void mid_fly(MidTable *t, Eng *e, int card, bool turn, int place, SDL_Rect from, SDL_Rect to,
             double delay, double dur)
{
    if (t->nflights == MID_MAX_FLIGHTS || (!turn && !memcmp(&from, &to, sizeof from)))
        return;
    double d = eng_anim_time(e, dur);
    if (d <= 0)
        return;
    t->flights[t->nflights++] =
        (MidFlight){card, turn, place, from, to, e->now + eng_anim_time(e, delay), d};
}

static int find_old(const MidTable *t, const MidBefore *b, const MidPlace *p)
{
    for (int i = 0; i < b->nplaces; i++) {
        const MidPlace *o = &b->places[i];
        if (p->card != t->def->back ? o->card == p->card
                                    : (o->card == t->def->back && o->zone == p->zone &&
                                       o->seat == p->seat && o->k == p->k && o->i == p->i))
            return i;
    }
    return -1;
}

void mid_fly_moved(MidTable *t, Eng *e, const MidBefore *b, bool *matched,
                   void (*arrive)(MidTable *t, Eng *e, const MidBefore *b, int place, void *ctx),
                   void *ctx)
{
    if (matched)
        memset(matched, 0, sizeof(bool) * (size_t)b->nplaces);
    for (int j = 0; j < t->nplaces; j++) {
        const MidPlace *p = &t->places[j];
        int i = find_old(t, b, p);
        if (i >= 0) {
            if (matched)
                matched[i] = true;
            mid_fly(t, e, p->card, false, j, b->places[i].r, p->r, 0,
                    t->def->fly_time > 0 ? t->def->fly_time : 0.42);
        } else if (arrive) {
            arrive(t, e, b, j, ctx);
        }
    }
}

static SDL_Rect flight_rect(SDL_Rect from, SDL_Rect to, float k)
{
    k = eng_ease_in_out_cubic(k);
    return (SDL_Rect){
        (int)eng_lerp((float)from.x, (float)to.x, k), (int)eng_lerp((float)from.y, (float)to.y, k),
        (int)eng_lerp((float)from.w, (float)to.w, k), (int)eng_lerp((float)from.h, (float)to.h, k)};
}

static float phase(double now, double t0, double dur)
{
    return dur > 0 ? eng_clamp01((float)((now - t0) / dur)) : 1.0f;
}

static void draw_flights(MidTable *t, Eng *e)
{
    for (int i = 0; i < t->nflights; i++) {
        const MidFlight *f = &t->flights[i];
        float k = e->now < f->t0 ? 0 : phase(e->now, f->t0, f->dur);
        if (f->turn) { /* first it turns over where it lay, then it goes */
            if (k < 0.4f) {
                float q = k / 0.4f;
                eng_card_turning(e, t->def->deck, f->card, q >= 0.5f, f->from.x, f->from.y,
                                 f->from.h, (float)fabs(cos(q * ENG_PI)));
                continue;
            }
            k = (k - 0.4f) / 0.6f;
        }
        SDL_Rect r = flight_rect(f->from, f->to, k);
        mid_draw_card(t, e, f->card, (SDL_Rect){r.x, r.y, r.w, eng_card_snap(r.h)}, CARD_SHADOW);
    }
}

static bool game_busy(MidTable *t, Eng *e) { return t->def->update && t->def->update(t, e); }

static void finish_all(MidTable *t, Eng *e)
{
    t->nflights = 0;
    eng_sounds_hurry(e); /* a sound waiting for a moment of the animation */
    if (t->def->finish)
        t->def->finish(t, e);
    if (t->banner[0] && t->banner_from > e->now)
        t->banner_from = e->now;
    eng_redraw(e);
}

void mid_banner(MidTable *t, Eng *e, const char *text, double from, double until)
{
    snprintf(t->banner, sizeof t->banner, "%s", text);
    t->banner_from = from;
    t->banner_until = until;
    eng_wake_at(e, from);
}

/* The banner comes and goes at its moments (update: nothing else may be
 * moving then). */
static void banner_update(MidTable *t, Eng *e)
{
    if (!t->banner[0])
        return;
    if (e->now >= t->banner_until)
        t->banner[0] = 0;
    bool shown = t->banner[0] && e->now >= t->banner_from;
    if (shown != t->banner_shown)
        eng_redraw(e);
    if (shown)
        eng_wake_at(e, t->banner_until);
}

static void draw_banner(MidTable *t, Eng *e)
{
    t->banner_shown = t->banner[0] && e->now >= t->banner_from;
    if (!t->banner_shown)
        return;
    SDL_Point at = t->def->banner_at
                       ? t->def->banner_at(t, e)
                       : (SDL_Point){t->main.x + t->main.w / 2, t->main.y + t->main.h / 2};
    scene_banner(e, t->banner, at.x, at.y, t->main.w);
}

/* ---------------------------------------------------------------------- */
/* Layout */

/* Two moves the game writes alike are one move to a player (the copies of
 * a card of 3UP 3DOWN). */
static bool same_move(const MidTable *t, const Move *a, const Move *b)
{
    if (move_equal(a, b))
        return true;
    const Match *m = t->core.m;
    char x[96], y[96];
    m->def->format_move(m->sg.state, a, x, sizeof x);
    m->def->format_move(m->sg.state, b, y, sizeof y);
    return !strcmp(x, y);
}

bool mid_own_turn_shown(const MidTable *t)
{
    const Match *m = t->core.m;
    return !t->my_turn && scene_match_to_move(m) == t->me && scene_match_is_human(m, t->me);
}

bool mid_offered(const MidTable *t, const Move *mv)
{
    for (int i = 0; i < t->nlegal; i++)
        if (same_move(t, &t->legal[i], mv))
            return true;
    return false;
}

/* The legal moves cut down to the one the guide asks for. */
static void guide_filter(MidTable *t)
{
    Move want;
    int n = 0;
    if (t->guide->wanted(t->guide_ctx, t->core.m, &want))
        for (int i = 0; i < t->nlegal; i++)
            if (same_move(t, &t->legal[i], &want))
                t->legal[n++] = t->legal[i];
    t->nlegal = n;
}

static void mid_layout(Scene *s, Eng *e)
{
    MidTable *t = (MidTable *)s;
    Match *m = t->core.m;
    if (!m)
        return;
    /* The language changed: the log is told again in the new one. */
    if (strcmp(m->log_lang, eng_language()))
        scene_match_relog(m);
    t->v = m->view;
    t->me = m->viewer;
    t->players = m->sg.cfg.players;
    int margin = eng_px(e, 12);
    int log_w = eng_px(e, t->def->log_width ? t->def->log_width(t->players) : 290);
    SDL_Rect log = {e->w - margin - log_w, margin, log_w, e->h - 2 * margin};
    if (t->review_h > 0) { /* the review's panel takes the bottom of the column */
        int rh = eng_px(e, t->review_h);
        if (rh > log.h * 3 / 4)
            rh = log.h * 3 / 4;
        t->review_at = (SDL_Rect){log.x, log.y + log.h - rh, log.w, rh};
        log.h -= rh + margin;
    }
    t->main = (SDL_Rect){margin, margin, e->w - log_w - 3 * margin, e->h - 2 * margin};
    if (t->main.h > t->main.w) { /* a tall window: the table keeps its shape, in the middle */
        t->main.y += (t->main.h - t->main.w) / 2;
        t->main.h = t->main.w;
    }
    int to = scene_match_to_move(m);
    t->my_turn = !t->review && to == t->me && scene_match_is_human(m, t->me);
    t->nlegal = t->my_turn ? m->def->legal_moves(t->v, t->legal, GAME_MAX_MOVES) : 0;
    if (t->guide && t->my_turn) /* only the move the guide asks for */
        guide_filter(t);
    char why[GAME_ERR_LEN];
    bool can_undo = t->my_turn && !t->guide && scene_match_undo_steps(m, why, sizeof why) > 0;
    eng_targets_clear(e);
    table_core_layout(&t->core, e, log, can_undo, t->my_turn);
    t->nplaces = 0;
    t->def->layout(t, e);
    /* The focus reaches only what is a choice now: the lit targets. */
    for (int i = 0; i < e->ntargets; i++)
        if (!t->my_turn || !t->def->lit || !t->def->lit(t, &e->targets[i]))
            e->targets[i].flags |= ENG_TARGET_NOFOCUS;
    t->backdrop = eng_backdrop_ticket(e);
    t->layout_key = t->def->plates_key ? t->def->plates_key(t, e) : 0;
    if (t->deal_pending) {
        t->deal_pending = false;
        mid_deal(t, e);
    }
}

/* The deal: every card flies from the deck to its place, one after
 * another, face-up cards turning over on their way; the deck's own cards
 * stay. A click hurries it to its end like any flight. */
void mid_deal(MidTable *t, Eng *e)
{
    SDL_Rect deck = t->def->deal_from(t);
    double step = t->nplaces > 0 ? 0.9 / t->nplaces : 0;
    if (step > 0.05)
        step = 0.05;
    for (int i = 0, k = 0; i < t->nplaces; i++) {
        const MidPlace *p = &t->places[i];
        if (SDL_HasIntersection(&p->r, &deck))
            continue;
        SDL_Rect from = {deck.x + deck.w / 2 - p->r.w / 2, deck.y + deck.h / 2 - p->r.h / 2, p->r.w,
                         p->r.h};
        mid_fly(t, e, p->card, p->card != t->def->back, i, from, p->r, step * k++, 0.35);
    }
}

/* The most activations one move of a guide takes: three cards picked,
 * then the button that plays them, and one to spare. */
#define GUIDE_DEPTH 5

/* The first lit target from which at most depth activations end in want:
 * each is tried on the game's table state (picks change it) and undone
 * (saved: depth buffers of TableDef.ui_size bytes). -1: none. */
static int guide_way(MidTable *t, Eng *e, const Move *want, int depth, unsigned char *saved)
{
    size_t size = t->def->ui_size;
    for (int i = 0; i < e->ntargets; i++) {
        EngTarget tg = e->targets[i];
        if (!t->def->lit || !t->def->lit(t, &tg))
            continue;
        memcpy(saved, t->ui, size);
        Move mv;
        memset(&mv, 0, sizeof mv);
        char why[2 * GAME_ERR_LEN + 64];
        MidAction a = t->def->activate(t, NULL, &tg, &mv, why, sizeof why);
        bool found = (a == MID_PLAY && same_move(t, &mv, want)) ||
                     (a == MID_DONE && depth > 1 && memcmp(saved, t->ui, size) &&
                      guide_way(t, e, want, depth - 1, saved + size) >= 0);
        memcpy(t->ui, saved, size);
        if (found)
            return i;
    }
    return -1;
}

bool mid_guide_focus(Scene *s, Eng *e)
{
    MidTable *t = (MidTable *)s;
    Move want;
    if (!t->guide || !t->my_turn || !t->guide->wanted(t->guide_ctx, t->core.m, &want))
        return false;
    unsigned char *saved = malloc(t->def->ui_size * GUIDE_DEPTH + 1);
    if (!saved)
        abort();
    int i = -1;
    for (int depth = 1; depth <= GUIDE_DEPTH && i < 0; depth++)
        i = guide_way(t, e, &want, depth, saved);
    free(saved);
    if (i < 0)
        return false;
    eng_focus_set(e, e->targets[i].kind, e->targets[i].a, e->targets[i].b, false);
    return true;
}

/* After a change of the table the focus starts again: on the guide's way
 * to its move, else from the first choice in reading order. */
static void refocus(MidTable *t, Eng *e)
{
    if (!mid_guide_focus(&t->base, e))
        eng_focus_set(e, 0, 0, 0, false);
}

/* ---------------------------------------------------------------------- */
/* Playing */

typedef struct Snapshot {
    MidBefore b;
    MidPlace *places;
    void *view, *ui;
} Snapshot;

static void snapshot_take(MidTable *t, Snapshot *s)
{
    size_t vs = t->core.m->def->state_size;
    s->places = malloc(sizeof(MidPlace) * (size_t)t->nplaces + 1);
    s->view = malloc(vs);
    s->ui = malloc(t->def->ui_size + 1);
    if (!s->places || !s->view || !s->ui)
        abort();
    memcpy(s->places, t->places, sizeof(MidPlace) * (size_t)t->nplaces);
    memcpy(s->view, t->v, vs);
    memcpy(s->ui, t->ui, t->def->ui_size);
    s->b = (MidBefore){s->view, s->ui, s->places, t->nplaces};
}

static void snapshot_free(Snapshot *s)
{
    free(s->places);
    free(s->view);
    free(s->ui);
}

static void animate(MidTable *t, Eng *e, const Snapshot *s, int mover, const Move *mv)
{
    t->nflights = 0;
    if (t->def->animate)
        t->def->animate(t, e, &s->b, mover, mv);
    else
        mid_fly_moved(t, e, &s->b, NULL, NULL, NULL);
}

/* What a move sounds like (the game says); a move taken back is a card
 * taken, softly. */
static void sound(MidTable *t, Eng *e, const Snapshot *s, int mover, const Move *mv)
{
    if (!mv)
        eng_sound(e, ENG_SND_CARD_TAKE);
    else if (t->def->sound)
        t->def->sound(t, e, s->b.view, mover, mv);
    else
        eng_sound(e, ENG_SND_CARD_LAY);
}

/* Plays mv (the seat at the screen's or the AI's) through the match and
 * shows what it changed. */
static bool play(MidTable *t, Eng *e, const Move *mv, char *why, size_t whylen)
{
    Match *m = t->core.m;
    int mover = scene_match_to_move(m);
    size_t ss = m->def->state_size;
    void *before_state = malloc(ss);
    if (!before_state)
        abort();
    memcpy(before_state, m->sg.state, ss);
    finish_all(t, e);
    Snapshot s;
    snapshot_take(t, &s);
    bool ok = scene_match_play(m, mv, why, whylen);
    if (ok) {
        t->core.toast[0] = 0; /* a hint or a refusal spoke of the choice now made */
        if (t->def->played)
            t->def->played(t, e, before_state, mover, mv);
        mid_layout(&t->base, e);
        refocus(t, e);
        animate(t, e, &s, mover, mv);
        sound(t, e, &s, mover, mv);
        if (!t->my_turn) /* the next turn of the seat at the screen is told */
            t->turn_heard = false;
        eng_redraw(e);
    }
    snapshot_free(&s);
    free(before_state);
    return ok;
}

void mid_toast(MidTable *t, Eng *e, const char *msg) { table_core_toast(&t->core, e, msg); }

void mid_refuse(MidTable *t, Eng *e, const EngTarget *tg, const char *why)
{
    if (tg)
        table_shake_start(&t->shake, e, tg->kind, tg->a, tg->b);
    table_core_toast(&t->core, e, why);
}

static void undo(MidTable *t, Eng *e)
{
    Match *m = t->core.m;
    /* The rules say what may be taken back (R-ALL-3). */
    char why[2 * GAME_ERR_LEN];
    if (t->guide) {
        table_core_toast(&t->core, e, _("The tutorial goes forward only."));
        return;
    }
    if (!t->my_turn) {
        table_core_toast(&t->core, e, _("Only your own steps of your turn can be undone."));
        return;
    }
    if (scene_match_undo_steps(m, why, sizeof why) <= 0) {
        table_core_toast(&t->core, e, why);
        return;
    }
    finish_all(t, e);
    Snapshot s;
    snapshot_take(t, &s);
    if (scene_match_undo(m, 1)) {
        mid_layout(&t->base, e);
        refocus(t, e);
        animate(t, e, &s, t->me, NULL);
        sound(t, e, &s, t->me, NULL);
    }
    snapshot_free(&s);
    eng_redraw(e);
}

/* Lights a move with the focus: the game's own way (TableDef.show_move),
 * else the target whose activation is that very move. */
static bool show_move(MidTable *t, Eng *e, const Move *mv)
{
    if (t->def->show_move && t->def->show_move(t, e, mv))
        return true;
    /* Each target is asked what it would play, and the game's own state
     * put back after: an activation may pick a card (3UP 3DOWN), and a
     * hint only shows. */
    size_t size = t->def->ui_size;
    unsigned char *kept = malloc(size + 1);
    if (!kept)
        abort();
    memcpy(kept, t->ui, size);
    bool found = false;
    for (int i = 0; i < e->ntargets && !found; i++) {
        EngTarget tg = e->targets[i];
        Move got;
        char why[8];
        memset(&got, 0, sizeof got);
        if (!(tg.flags & ENG_TARGET_NOFOCUS) &&
            t->def->activate(t, NULL, &tg, &got, why, sizeof why) == MID_PLAY &&
            move_equal(&got, mv)) {
            eng_focus_set(e, tg.kind, tg.a, tg.b, true);
            found = true;
        }
        memcpy(t->ui, kept, size);
    }
    free(kept);
    return found;
}

/* The hint (H or the Hint button): the hard player's move for the seat at
 * the screen, from its view, lit with the focus and told with its reason
 * and the chance of winning the search gives it. */
static void hint(MidTable *t, Eng *e)
{
    Match *m = t->core.m;
    if (!t->my_turn) {
        table_core_toast(&t->core, e, _("A hint is for your own turn."));
        return;
    }
    finish_all(t, e);
    Move want;
    if (t->guide) { /* the move the guide asks for */
        if (t->guide->wanted(t->guide_ctx, m, &want) && show_move(t, e, &want))
            mid_layout(&t->base, e);
        else
            table_core_toast(&t->core, e, _("Nothing to play now: read the tutorial's note."));
        eng_redraw(e);
        return;
    }
    Hint h;
    AiLimits limits = {0, 0};
    uint64_t seed = ai_decision_seed(m->sg.cfg.seed, t->me, m->sg.n_moves) ^ 0x4A17u;
    if (!hint_for(m->def, t->v, &limits, seed, &h))
        return;
    show_move(t, e, &h.move);
    mid_layout(&t->base, e); /* what the hint picked is lit */
    char msg[sizeof t->core.toast];
    int best, next;
    switch (hint_say(&h, &best, &next)) {
    case HINT_SAY_NONE:
        /* TRANSLATORS: the hint for the player's move; %s is its reason, one
         * sentence. */
        snprintf(msg, sizeof msg, _("Hint: %s"), h.why);
        break;
    case HINT_SAY_BEST:
        /* TRANSLATORS: the hint for the player's move; %s is its reason, one
         * sentence, then the chance of winning with the move, in percent. */
        snprintf(msg, sizeof msg, _("Hint: %s (about %.0f%% to win)"), h.why, (double)best);
        break;
    case HINT_SAY_AS_GOOD:
        /* TRANSLATORS: the hint for the player's move; %s is its reason, one
         * sentence, then the chance of winning with the move, in percent. */
        snprintf(msg, sizeof msg, _("Hint: %s (about %.0f%% to win, as good as any other move)"),
                 h.why, (double)best);
        break;
    case HINT_SAY_NEXT:
        /* TRANSLATORS: the hint for the player's move; %s is its reason, one
         * sentence, then the chances of winning with the move and with the
         * next best move, in percent. */
        snprintf(msg, sizeof msg, _("Hint: %s (about %.0f%% to win; next best %.0f%%)"), h.why,
                 (double)best, (double)next);
        break;
    }
    table_core_note(&t->core, e, msg);
}

/* A choice that moved cards on the table without a move (3UP 3DOWN lays
 * the cards picked at the setup on the 3DOWN cards): they glide there. */
static void glide_moved(MidTable *t, Eng *e, const MidBefore *b)
{
    for (int j = 0; j < t->nplaces; j++) {
        int i = find_old(t, b, &t->places[j]);
        if (i >= 0 && t->places[j].card != t->def->back)
            mid_fly(t, e, t->places[j].card, false, j, b->places[i].r, t->places[j].r, 0, 0.18);
    }
}

/* What an activation of the game's target does. */
static void act(MidTable *t, Eng *e, MidAction a, const Move *mv, const EngTarget *tg,
                const char *why_in)
{
    char why[2 * GAME_ERR_LEN + 64];
    if (t->guide && (a == MID_REFUSE || a == MID_PLAY)) {
        Move want;
        bool asked = t->guide->wanted(t->guide_ctx, t->core.m, &want);
        if (a == MID_REFUSE || !asked || !same_move(t, &want, mv)) {
            t->guide->wrong(t->guide_ctx, t->core.m, a == MID_PLAY ? mv : NULL,
                            a == MID_REFUSE ? why_in : "", why, sizeof why);
            mid_refuse(t, e, tg, why);
            return;
        }
    }
    switch (a) {
    case MID_PLAY:
        if (!play(t, e, mv, why, sizeof why))
            mid_refuse(t, e, tg, why);
        break;
    case MID_REFUSE:
        mid_refuse(t, e, tg, why_in);
        break;
    case MID_DONE: { /* what is lit may have changed, and where cards lie */
        Snapshot before;
        snapshot_take(t, &before);
        mid_layout(&t->base, e);
        glide_moved(t, e, &before.b);
        snapshot_free(&before);
        mid_guide_focus(&t->base, e); /* a pick: on to the next the guide asks for */
        eng_redraw(e);
        break;
    }
    default:
        break;
    }
}

/* The size a card dragged from src is drawn at, centred on (x, y): its
 * target's. */
static SDL_Rect held_rect(Eng *e, const EngTarget *src, int x, int y)
{
    SDL_Rect r;
    int h = eng_card_snap(eng_target_find(e, src->kind, src->a, src->b, &r) ? r.h : eng_px(e, 120));
    int w = eng_card_w(h);
    return (SDL_Rect){x - w / 2, y - h / 2, w, h};
}

/* Is the card held by the pointer, or dragged along with it? A face-down
 * card is by its place (place_dragged). */
static bool dragged(const MidTable *t, int card)
{
    if (!t->dragging || card == t->def->back)
        return false;
    bool along = card == t->press_card;
    for (int i = 0; i < t->npress_also; i++)
        along |= t->press_also[i] == card;
    return along;
}

static bool same_place(const MidPlace *a, const MidPlace *b)
{
    return a->card == b->card && a->zone == b->zone && a->seat == b->seat && a->k == b->k &&
           a->i == b->i;
}

/* Is the card of place i held by the pointer, or dragged along with it? */
static bool place_dragged(const MidTable *t, int i)
{
    const MidPlace *p = &t->places[i];
    if (p->card == t->def->back)
        return t->dragging && t->pressed_back && same_place(p, &t->press_back);
    return dragged(t, p->card);
}

/* Where the k-th card dragged along lies: under the one held, each a
 * little further up and to the left, so that the corners with their
 * values show. */
static SDL_Rect along_rect(SDL_Rect held, int k)
{
    held.x -= (k + 1) * held.w / 4;
    held.y -= (k + 1) * held.h / 12;
    return held;
}

/* A drop refused: the card flies from where it was let go back to its
 * place, or to its target when the game draws it without a place. */
static void fly_back(MidTable *t, Eng *e, const EngTarget *src, int card, int x, int y)
{
    for (int i = t->nflights - 1; i >= 0; i--) /* from here, not from where it lay */
        if (t->flights[i].card == card && card != t->def->back && !t->flights[i].turn)
            memmove(&t->flights[i], &t->flights[i + 1],
                    sizeof t->flights[0] * (size_t)(--t->nflights - i));
    int place = -1;
    for (int i = 0; i < t->nplaces && place < 0; i++)
        if (card != t->def->back ? t->places[i].card == card
                                 : t->pressed_back && same_place(&t->places[i], &t->press_back))
            place = i;
    SDL_Rect to = place >= 0 ? t->places[place].r
                             : (SDL_Rect){src->r.x, src->r.y, eng_card_w(src->r.h), src->r.h};
    SDL_Rect from = {x - to.w / 2, y - to.h / 2, to.w, to.h};
    mid_fly(t, e, card, false, place, from, to, 0, 0.25);
}

/* The card held from src and those dragged along, back to their places
 * from where they were let go at (x, y). */
static void drag_back(MidTable *t, Eng *e, const EngTarget *src, int card, int x, int y)
{
    fly_back(t, e, src, card, x, y);
    SDL_Rect held = held_rect(e, src, x, y); /* t->press may be let go already */
    for (int k = 0; k < t->npress_also; k++) {
        SDL_Rect r = along_rect(held, k);
        fly_back(t, e, src, t->press_also[k], r.x + r.w / 2, r.y + r.h / 2);
    }
}

/* A press or drag that ends without its release: the card goes back to
 * its place and nothing is played. A key while the button is held (Escape
 * opens the menu over the table, and the release then falls on the menu),
 * another button (the right one puts the card back), or a motion without
 * the button (it was let go where the window did not hear it), ends it. */
static void drag_cancel(MidTable *t, Eng *e)
{
    if (t->dragging)
        drag_back(t, e, &t->press, t->press_card, e->mouse_x, e->mouse_y);
    t->npress_also = 0;
    memset(&t->press, 0, sizeof t->press);
    eng_press_clear(e);
    t->dragging = false;
    eng_redraw(e);
}

bool mid_card_away(const MidTable *t, int card)
{
    if (dragged(t, card))
        return true;
    for (int i = 0; i < t->nflights; i++)
        if (t->flights[i].card == card && t->flights[i].place < 0)
            return true;
    return false;
}

/* Where the dragged card may go, lit under it. */
static void draw_drop_zones(MidTable *t, Eng *e)
{
    if (!t->def->drop_zones)
        return;
    SDL_Rect z[8];
    int n = t->def->drop_zones(t, e, &t->press, z, 8);
    float pulse = 0.75f + 0.25f * (float)sin(e->now * 5.0);
    for (int i = 0; i < n; i++) {
        SDL_Rect r = {z[i].x - eng_px(e, 6), z[i].y - eng_px(e, 6), z[i].w + eng_px(e, 12),
                      z[i].h + eng_px(e, 12)};
        eng_round_rect(e, r, eng_px(e, 10), (SDL_Color){255, 214, 90, 40},
                       (SDL_Color){255, 214, 90, 40});
        eng_round_outline(e, r, eng_px(e, 10), eng_px(e, 3),
                          (SDL_Color){255, 214, 90, (Uint8)(230 * pulse)});
    }
}

static bool waiting(MidTable *t, Eng *e, const EngTarget *tg)
{
    if (t->my_turn)
        return false;
    Match *m = t->core.m;
    char why[2 * GAME_ERR_LEN];
    int to = scene_match_to_move(m);
    if (to < 0)
        snprintf(why, sizeof why, "%s", _("The game is over."));
    else if (t->def->waiting)
        t->def->waiting(t, tg, why, sizeof why);
    else
        /* TRANSLATORS: a refusal when a player acts out of turn; %s is the
         * name of the player to move. */
        snprintf(why, sizeof why, _("It is %s's turn."), scene_match_name(m, to));
    mid_refuse(t, e, tg, why);
    return true;
}

static void activate(MidTable *t, Eng *e, const EngTarget *tg)
{
    if (tg->kind == T_LOG) /* the log panel only scrolls */
        return;
    if (waiting(t, e, tg))
        return;
    Move mv;
    memset(&mv, 0, sizeof mv);
    char why[2 * GAME_ERR_LEN + 64] = "";
    MidAction a = t->def->activate(t, e, tg, &mv, why, sizeof why);
    act(t, e, a, &mv, tg, why);
}

/* The cards of the hand at the screen, left to right; their number. */
static int hand_targets(const Eng *e, EngTarget *cards)
{
    int k = 0;
    for (int i = 0; i < e->ntargets; i++)
        if (e->targets[i].kind == T_HAND)
            cards[k++] = e->targets[i];
    for (int i = 1; i < k; i++)
        for (int j = i; j > 0 && cards[j - 1].r.x > cards[j].r.x; j--) {
            EngTarget x = cards[j];
            cards[j] = cards[j - 1];
            cards[j - 1] = x;
        }
    return k;
}

/* The Nth card of the hand at the screen (keys 1-9), left to right. */
static bool nth_hand_card(const Eng *e, int n, EngTarget *out)
{
    EngTarget cards[ENG_MAX_TARGETS];
    int k = hand_targets(e, cards);
    if (n < 0 || n >= k)
        return false;
    *out = cards[n];
    return true;
}

static bool key(MidTable *t, Eng *e, const SDL_Keysym *ks)
{
    SDL_Keycode k = ks->sym;
    if (k == SDLK_BACKSPACE) {
        undo(t, e);
        return true;
    }
    if (k == SDLK_F1) {
        eng_push(e, scene_rules_new(e, t->core.m->def));
        return true;
    }
    if (k >= SDLK_1 && k <= SDLK_9 && !(ks->mod & (KMOD_CTRL | KMOD_ALT))) {
        EngTarget tg;
        if (nth_hand_card(e, (int)(k - SDLK_1), &tg))
            activate(t, e, &tg);
        return true;
    }
    if (k == SDLK_HOME || k == SDLK_END) {
        /* the focus to the first or last card of the hand that may be chosen */
        EngTarget cards[ENG_MAX_TARGETS];
        int n = hand_targets(e, cards), step = k == SDLK_HOME ? 1 : -1;
        for (int i = k == SDLK_HOME ? 0 : n - 1; i >= 0 && i < n; i += step)
            if (!(cards[i].flags & ENG_TARGET_NOFOCUS)) {
                eng_focus_set(e, cards[i].kind, cards[i].a, cards[i].b, true);
                break;
            }
        return true;
    }
    if (k == SDLK_RETURN || k == SDLK_KP_ENTER) {
        /* Here the focus is hidden (the mouse was in hand), else the engine
         * gave Enter to what it is on. A game with no usual move for Enter,
         * or none now, shows the focus, which the next Enter uses (a
         * gamepad's A after a touch of the mouse likewise). */
        if (t->def->enter && !t->my_turn)
            return true;
        Move mv;
        memset(&mv, 0, sizeof mv);
        char why[2 * GAME_ERR_LEN + 64] = "";
        EngTarget tg = {0};
        MidAction a = t->def->enter ? t->def->enter(t, e, &tg, &mv, why, sizeof why) : MID_NONE;
        if (a == MID_NONE)
            eng_focus_show(e);
        else
            act(t, e, a, &mv, tg.kind ? &tg : NULL, why);
        return true;
    }
    return false;
}

static void mid_event(Scene *s, Eng *e, const SDL_Event *ev)
{
    MidTable *t = (MidTable *)s;
    if (!t->core.m || ev->type == e->user_event) /* the AI is ready: update plays */
        return;
    /* A click or a key while something moves hurries it to its end, and
     * then does what it does: the animation never holds a player back. */
    if ((t->nflights || game_busy(t, e)) &&
        (ev->type == SDL_MOUSEBUTTONDOWN || ev->type == SDL_MOUSEBUTTONUP ||
         (ev->type == SDL_KEYDOWN && ev->key.keysym.sym != SDLK_ESCAPE)))
        finish_all(t, e);
    /* A press on a card that may be dragged. */
    if (ev->type == SDL_MOUSEBUTTONDOWN && ev->button.button == SDL_BUTTON_LEFT && t->my_turn &&
        t->def->drag_card && e->pressed.kind) {
        int card = t->def->drag_card(t, &e->pressed);
        t->pressed_back = false;
        if (card == t->def->back) { /* face down: the topmost back under the press */
            SDL_Point at = {ev->button.x, ev->button.y};
            for (int i = t->nplaces - 1; i >= 0 && !t->pressed_back; i--)
                if (t->places[i].card == card && SDL_PointInRect(&at, &t->places[i].r)) {
                    t->press_back = t->places[i];
                    t->pressed_back = true;
                }
            if (!t->pressed_back)
                card = MID_NO_DRAG;
        }
        if (card != MID_NO_DRAG) {
            t->press = e->pressed;
            t->press_card = card;
            t->press_x = ev->button.x;
            t->press_y = ev->button.y;
            t->dragging = false;
            return;
        }
    }
    if (t->press.kind &&
        ((ev->type == SDL_KEYDOWN && !eng_key_is_modifier(ev->key.keysym.sym)) ||
         (ev->type == SDL_MOUSEBUTTONDOWN && ev->button.button != SDL_BUTTON_LEFT) ||
         (ev->type == SDL_MOUSEMOTION && !(ev->motion.state & SDL_BUTTON_LMASK))))
        drag_cancel(t, e); /* and the key does what it does */
    if (ev->type == SDL_MOUSEMOTION && t->press.kind) {
        int dx = ev->motion.x - t->press_x, dy = ev->motion.y - t->press_y;
        if (!t->dragging && dx * dx + dy * dy > eng_px(e, 8) * eng_px(e, 8)) {
            t->dragging = true;
            t->npress_also = t->def->drag_also
                                 ? t->def->drag_also(t, &t->press, t->press_also, MID_DRAG_ALSO)
                                 : 0;
        }
        if (t->dragging)
            eng_redraw(e);
        return;
    }
    if (ev->type == SDL_MOUSEBUTTONUP && ev->button.button == SDL_BUTTON_LEFT && t->dragging) {
        EngTarget src = t->press;
        memset(&t->press, 0, sizeof t->press);
        t->dragging = false;
        eng_press_clear(e);
        Move mv;
        memset(&mv, 0, sizeof mv);
        char why[2 * GAME_ERR_LEN + 64] = "";
        int card = t->press_card, moves = t->core.m->sg.n_moves;
        MidAction a = t->def->drop(t, e, &src, ev->button.x, ev->button.y, &mv, why, sizeof why);
        act(t, e, a, &mv, &src, why);
        if (t->core.m->sg.n_moves == moves) { /* refused: the cards go back to their places */
            drag_back(t, e, &src, card, ev->button.x, ev->button.y);
        } else if (t->def->drop_then && t->my_turn && !t->guide) {
            /* (a guided game goes a step at a time: each has its words) */
            memset(&mv, 0, sizeof mv);
            why[0] = 0;
            a = t->def->drop_then(t, e, &src, ev->button.x, ev->button.y, &mv, why, sizeof why);
            if (a == MID_PLAY)
                act(t, e, a, &mv, NULL, why);
        }
        t->npress_also = 0;
        eng_redraw(e);
        return;
    }
    if (ev->type == SDL_MOUSEBUTTONUP && ev->button.button == SDL_BUTTON_LEFT)
        memset(&t->press, 0, sizeof t->press);
    if (ev->type == SDL_KEYDOWN && key(t, e, &ev->key.keysym))
        return;
    EngTarget tg;
    bool clicked = eng_clicked(e, ev, &tg);
    CoreAsk ask;
    if (table_core_event(&t->core, e, ev, clicked ? &tg : NULL, &ask)) {
        if (ask == CORE_UNDO)
            undo(t, e);
        else if (ask == CORE_HINT)
            hint(t, e);
        return;
    }
    if (clicked)
        activate(t, e, &tg);
    else if (ev->type == SDL_MOUSEMOTION)
        eng_redraw(e);
}

static bool mid_update(Scene *s, Eng *e)
{
    MidTable *t = (MidTable *)s;
    if (!t->core.m)
        return false;
    if (t->core.pass_pending && t->banner[0] && t->banner_until > t->banner_from) {
        /* the pass screen hid the table: its banner starts again for the
         * player who now takes the screen */
        double len = t->banner_until - t->banner_from;
        t->banner_from = e->now;
        t->banner_until = e->now + len;
    }
    banner_update(t, e);
    int live = 0; /* flights land */
    for (int i = 0; i < t->nflights; i++)
        if (e->now < t->flights[i].t0 + t->flights[i].dur)
            t->flights[live++] = t->flights[i];
    if (live != t->nflights)
        eng_redraw(e);
    t->nflights = live;
    bool shaking = table_shake_update(&t->shake, e);
    bool moving = t->nflights > 0 || game_busy(t, e);
    uint64_t key = t->def->plates_key ? t->def->plates_key(t, e) : 0;
    if (key != t->layout_key) { /* targets come or go without a move */
        t->layout_key = key;
        eng_layout_all(e); /* this table, and the overlays' targets over it */
        eng_focus_settle(e);
        eng_redraw(e);
    }
    if (t->review) /* nobody plays: the review's overlay steps the game */
        return moving || shaking;
    Move mv;
    switch (table_core_drive(&t->core, e, moving, &mv)) {
    case DRIVE_AI_MOVE: {
        char why[GAME_ERR_LEN];
        if (!play(t, e, &mv, why, sizeof why)) /* the rules refused the AI: say so */
            table_core_toast(&t->core, e, why);
        bool (*over)(const void *) =
            t->def->ai_turn_over ? t->def->ai_turn_over : t->core.m->def->turn_start;
        table_core_ai_played(&t->core, over(t->core.m->sg.state));
        /* The next seat (or the end) is looked at in the next frame even
         * when the move started no motion: nothing else would wake the
         * loop for it. */
        eng_wake_at(e, e->now);
        break;
    }
    case DRIVE_SWITCHED:
        if (t->def->switched)
            t->def->switched(t, e);
        mid_layout(s, e);
        refocus(t, e);
        eng_redraw(e);
        break;
    case DRIVE_DONE:
        return false;
    case DRIVE_HUMAN:
        if (!t->my_turn) {
            mid_layout(s, e);
            eng_redraw(e);
        }
        if (t->my_turn && !t->turn_heard) {
            t->turn_heard = true;
            eng_sound(e, ENG_SND_YOUR_TURN);
        }
        break;
    default:
        break;
    }
    return t->nflights > 0 || game_busy(t, e) || shaking || t->dragging;
}

/* ---------------------------------------------------------------------- */
/* Drawing */

static void mid_draw(Scene *s, Eng *e)
{
    MidTable *t = (MidTable *)s;
    if (!t->core.m)
        return;
    const TableDef *d = t->def;
    uint64_t key = d->plates_key ? d->plates_key(t, e) : 0;
    if (key != t->plates_key) {
        t->plates_key = key;
        t->backdrop = eng_backdrop_ticket(e);
    }
    if (eng_backdrop_begin(e, t->backdrop)) { /* what changes only with a move */
        if (d->draw_plates)
            d->draw_plates(t, e);
        table_core_draw_plate(&t->core, e);
        eng_backdrop_end(e);
    }
    if (d->draw_under)
        d->draw_under(t, e);
    /* The glows first, under every card: where cards overlap (a fanned
     * hand), a card's face hides its neighbour's glow instead of lying
     * under its haze. */
    enum { GLOWS = CARD_GLOW | CARD_HOVER | CARD_REFUSED };
    SDL_Rect place_at[MID_MAX_PLACES];
    unsigned lit[MID_MAX_PLACES];
    for (int i = 0; i < t->nplaces; i++) {
        const MidPlace *p = &t->places[i];
        lit[i] = 0;
        if (mid_flying(t, i) || place_dragged(t, i))
            continue;
        place_at[i] = p->r;
        lit[i] = (d->place_flags ? d->place_flags(t, e, p) : CARD_SHADOW) | CARD_GLOW_UNDER;
        if (d->place_offset) {
            SDL_Point o = d->place_offset(t, e, p);
            place_at[i].x += o.x;
            place_at[i].y += o.y;
        }
        if (lit[i] & GLOWS)
            eng_card_under(
                e,
                (SDL_Rect){place_at[i].x, place_at[i].y, eng_card_w(place_at[i].h), place_at[i].h},
                lit[i] & GLOWS);
    }
    for (int i = 0; i < t->nplaces; i++)
        if (lit[i]) {
            mid_draw_card(t, e, t->places[i].card, place_at[i], lit[i]);
            SDL_Rect laid = t->places[i].r;
            eng_focus_follow(e, laid, (SDL_Point){place_at[i].x - laid.x, place_at[i].y - laid.y});
        }
    if (d->draw_over)
        d->draw_over(t, e);
    draw_flights(t, e);
    if (t->dragging) {
        draw_drop_zones(t, e);
        SDL_Rect held = held_rect(e, &t->press, e->mouse_x, e->mouse_y);
        for (int k = t->npress_also - 1; k >= 0; k--) /* the nearest on top */
            mid_draw_card(t, e, t->press_also[k], along_rect(held, k), CARD_HOVER);
        mid_draw_card(t, e, t->press_card, held, CARD_HOVER);
    }
    if (d->draw_top)
        d->draw_top(t, e);
    draw_banner(t, e);
    table_core_draw(&t->core, e);
    SDL_Point at = d->toast_at ? d->toast_at(t, e)
                               : (SDL_Point){t->main.x + t->main.w / 2, t->main.y + t->main.h / 2};
    /* three fifths of the table: clear of what lies at its sides (the dice) */
    table_core_draw_toast(&t->core, e, at.x, at.y, t->main.w * 3 / 5);
}

static void mid_destroy(Scene *s)
{
    MidTable *t = (MidTable *)s;
    table_core_free(&t->core);
    free(t->ui);
    free(t);
}

static const SceneVT mid_vt = {
    .name = "table",
    .event = mid_event,
    .update = mid_update,
    .draw = mid_draw,
    .layout = mid_layout,
    .destroy = mid_destroy,
    .back_undoes = true,
};

Scene *mid_review_new(Eng *e, Match *m, const TableDef *def)
{
    m->reveal = true;
    scene_match_refresh(m);
    MidTable *t = (MidTable *)mid_table_new(e, m, def);
    t->review = true;
    t->deal_pending = false;
    t->core.no_buttons = true;
    return &t->base;
}

bool mid_review_step(Scene *s, Eng *e, const Move *next, int dir, bool shown)
{
    MidTable *t = (MidTable *)s;
    Match *m = t->core.m;
    finish_all(t, e);
    t->banner[0] = 0; /* it told of the table before this step */
    Snapshot snap;
    if (shown)
        snapshot_take(t, &snap);
    int mover = scene_match_to_move(m);
    char why[GAME_ERR_LEN];
    bool ok = dir > 0 ? next && scene_match_play(m, next, why, sizeof why)
                      : m->sg.n_moves > 0 && scene_match_undo(m, 1);
    if (ok)
        mid_layout(&t->base, e);
    if (ok && shown) {
        int who = dir > 0 ? mover : scene_match_to_move(m);
        animate(t, e, &snap, who, dir > 0 ? next : NULL);
        sound(t, e, &snap, who, dir > 0 ? next : NULL);
    }
    if (shown)
        snapshot_free(&snap);
    eng_redraw(e);
    return ok;
}

Scene *mid_guided_new(Eng *e, Match *m, const TableDef *def, const MidGuide *guide,
                      bool (*script)(void *ctx, const Match *m, Move *mv), void *ctx)
{
    MidTable *t = (MidTable *)mid_table_new(e, m, def);
    t->guide = guide;
    t->guide_ctx = ctx;
    t->core.script = script;
    t->core.script_ctx = ctx;
    return &t->base;
}

void mid_unguide(Scene *s, Eng *e)
{
    MidTable *t = (MidTable *)s;
    t->guide = NULL;
    t->guide_ctx = NULL;
    t->core.script = NULL;
    t->core.script_ctx = NULL;
    t->review_h = 0;
    t->core.toast[0] = 0;
    mid_layout(s, e);
    eng_redraw(e);
}

bool mid_busy(Scene *s, Eng *e)
{
    MidTable *t = (MidTable *)s;
    return t->nflights > 0 || game_busy(t, e);
}

bool mid_is_table(const Scene *s) { return s && s->vt->destroy == mid_destroy; }

Scene *mid_table_new(Eng *e, Match *m, const TableDef *def)
{
    MidTable *t = calloc(1, sizeof *t);
    if (!t)
        abort();
    t->ui = calloc(1, def->ui_size + 1);
    if (!t->ui)
        abort();
    t->def = def;
    t->vt = mid_vt;
    t->vt.name = def->name;
    t->base.vt = &t->vt;
    table_core_init(&t->core, m);
    t->core.plate_in_backdrop = true;
    t->v = m->view;
    t->me = m->viewer;
    t->players = m->sg.cfg.players;
    scene_match_relog(m);
    t->deal_pending = def->deal_from && m->sg.n_moves == 0 && !scene_match_over(m);
    /* The first turn at the table is not announced: the game was just
     * opened, its cards shuffled and dealt. */
    t->turn_heard = true;
    if (m->sg.n_moves == 0)
        eng_sound(e, ENG_SND_SHUFFLE);
    if (def->open)
        def->open(t, e);
    return &t->base;
}
