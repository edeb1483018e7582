/* The review of a finished game: the game's own table (the mid-end in its
 * review mode: every card face up, nobody plays) with a panel under the
 * log that moves through the game, move by move, forwards and back
 * (buttons, Left and Right, Home and End, a slider), shows every hand face
 * up, and for each move of a human seat tells what the hint would have
 * said then, with the chance of winning before the move (the best move's)
 * and after it (the move played's). The biggest losses are marked on the
 * slider, and Next mistake (or Page Down) goes to the next one.
 *
 * The moves are weighed on a thread, one after another, by the hard
 * player at a fixed iteration count, so a review says the same on every
 * machine; the panel shows each as soon as it is ready. A loss is only
 * marked when it lies beyond the search's noise (hint_loss); at the count
 * below, the hard player's own moves are seldom marked and a weak
 * player's losses are (docs/ai.md, "Hints and the review"). */
#include <math.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games.h"
#include "hint.h"
#include "i18n.h"
#include "match.h"
#include "midend.h"
#include "scene_common.h"
#include "scenes.h"

#define REVIEW_ITERATIONS 4000
#define REVIEW_MARKS 3
#define REVIEW_LOSS 0.05 /* a loss worth marking: five points of chance */
#define REVIEW_HANDS_CAP 64
/* The most threads that weigh a game side by side: each keeps a hard
 * player, whose search tree takes some megabytes. */
#define REVIEW_WORKERS 4

static int review_iterations = REVIEW_ITERATIONS;
static int review_workers; /* 0: one a core, up to REVIEW_WORKERS */

void scene_review_set_iterations(int n) { review_iterations = n > 0 ? n : REVIEW_ITERATIONS; }

void scene_review_set_workers(int n) { review_workers = n > 0 ? n : 0; }

typedef struct Note {
    bool human, weighed;
    bool forced; /* the rules gave no other move */
    /* chances of winning; before < 0: the hard player chose by its rule,
     * without weighing; after < 0: the move played was not weighed */
    double before, after;
    int before_n, after_n; /* the samples behind each */
    char why[600];         /* the hint's move and its reason, in words */
    bool ready;            /* weighed (under Review.lock) */
} Note;

/* The words under the hands as last fitted to their room (fit_info). */
typedef struct InfoFit {
    char what_in[MATCH_LOG_LEN + 8], note_in[1400]; /* as asked */
    SDL_Rect box;
    int base_px;
    char what[MATCH_LOG_LEN + 8], note[1400]; /* as drawn */
    int px;
} InfoFit;

typedef struct Review {
    Scene base;
    Scene *table; /* the mid-end table below */
    SaveGame full;
    Note *notes;
    int n;
    SDL_Thread *workers[REVIEW_WORKERS];
    int nworkers;
    SDL_atomic_t next;    /* the next move a worker takes up */
    SDL_mutex *lock;      /* over the notes' ready flags and weighed */
    SDL_atomic_t weighed; /* notes[0..weighed-1] are final */
    atomic_int stop;      /* Close: the weighing ends, the search under way with it */
    int marks[REVIEW_MARKS], nmarks, marked_upto;
    int nlosses, nhuman; /* among the moves weighed: the losses, the human moves */
    int seen;            /* the notes weighed when the panel last looked */
    SceneButton b[4];
    SDL_Rect panel, hands, slider, info;
    bool running;
    bool sliding; /* the slider's knob held by the mouse */
    InfoFit fit;
} Review;

static MidTable *table_of(Review *r) { return (MidTable *)r->table; }
static Match *match_of(Review *r) { return mid_match(table_of(r)); }
static int step_of(Review *r) { return match_of(r)->sg.n_moves; }

/* --- weighing the moves ---------------------------------------------------- */

/* The position st, before move k, brought to the one after it. */
static bool play_on(Review *r, void *st, int k)
{
    const GameDef *def = r->full.def;
    const char *text = r->full.moves[k];
    char err[GAME_ERR_LEN];
    if (!strcmp(text, SAVE_EXTRA_ROUND))
        return def->extend && def->extend(st, err, sizeof err);
    Move mv;
    if (def->to_move(st) < 0 || !def->parse_move(st, text, &mv, err, sizeof err))
        return false; /* cannot happen: the save was replayed when it loaded */
    def->apply(st, &mv);
    return true;
}

/* Move i weighed from st, the position before it, where a human played
 * it: the hard player's choice there, its reason, and the chances of
 * both moves. */
static void weigh_move(Review *r, AiPlayer *ai, const void *st, void *view, AiOption *opts,
                       Move *legal, int i)
{
    const GameDef *def = r->full.def;
    Note *note = &r->notes[i];
    const char *text = r->full.moves[i];
    char err[GAME_ERR_LEN];
    int seat = def->to_move(st);
    Move mv;
    if (!strcmp(text, SAVE_EXTRA_ROUND) || seat < 0 ||
        !def->parse_move(st, text, &mv, err, sizeof err))
        return;
    note->human = r->full.seats[seat].kind == SEAT_HUMAN;
    if (!note->human)
        return;
    def->view(st, seat, view);
    ai_reseed(ai, ai_decision_seed(r->full.cfg.seed, seat, i));
    Move best;
    if (!ai_choose(ai, view, &best))
        return;
    int k = ai_last_options(ai, opts, GAME_MAX_MOVES);
    hint_explain(def, view, &best, note->why, sizeof note->why);
    note->forced = def->legal_moves(view, legal, GAME_MAX_MOVES) == 1;
    note->before = k > 0 ? opts[0].chance : -1;
    note->before_n = k > 0 ? opts[0].samples : 0;
    note->after = -1;
    for (int j = 0; j < k; j++)
        if (move_equal(&opts[j].move, &mv)) {
            note->after = opts[j].chance;
            note->after_n = opts[j].samples;
        }
    note->weighed = true;
}

/* Move i is weighed: the notes final from the first on reach as far as
 * every one before them is. */
static void weighed_one(Review *r, int i)
{
    SDL_LockMutex(r->lock);
    r->notes[i].ready = true;
    int upto = SDL_AtomicGet(&r->weighed);
    while (upto < r->n && r->notes[upto].ready)
        upto++;
    SDL_AtomicSet(&r->weighed, upto);
    SDL_UnlockMutex(r->lock);
}

/* A worker: it takes up the next move not yet taken, brings its own copy
 * of the game there and weighs it, until none is left. Each decision is
 * seeded by its move, so the notes are the same however many workers
 * share them. */
static int weigh(void *arg)
{
    Review *r = arg;
    const GameDef *def = r->full.def;
    SDL_SetThreadPriority(SDL_THREAD_PRIORITY_LOW); /* the window comes first */
    void *st = game_alloc(def), *view = game_alloc(def);
    AiPlayer *ai = ai_new(def, AI_HARD, 0);
    AiOption *opts = malloc(sizeof *opts * GAME_MAX_MOVES);
    Move *legal = malloc(sizeof *legal * GAME_MAX_MOVES);
    if (!st || !view || !ai || !opts || !legal)
        goto out;
    AiLimits limits = {review_iterations, -1, &r->stop};
    ai_set_limits(ai, &limits);
    game_copy(def, st, r->full.initial);
    for (int at = 0; !atomic_load(&r->stop);) { /* st: the position before move at */
        int i = SDL_AtomicAdd(&r->next, 1);
        if (i >= r->n)
            break;
        bool ok = true;
        for (; ok && at < i; at++)
            ok = play_on(r, st, at);
        if (!ok)
            break;
        weigh_move(r, ai, st, view, opts, legal, i);
        weighed_one(r, i);
    }
out:
    ai_free(ai);
    free(opts);
    free(legal);
    free(st);
    free(view);
    return 0;
}

static double loss_of(const Note *n)
{
    if (!n->weighed || n->forced || n->after < 0)
        return 0;
    AiOption best = {.chance = n->before, .samples = n->before_n};
    AiOption played = {.chance = n->after, .samples = n->after_n};
    return hint_loss(&best, &played);
}

/* The biggest losses among the moves weighed so far. */
static void update_marks(Review *r)
{
    int upto = SDL_AtomicGet(&r->weighed);
    if (upto == r->marked_upto)
        return;
    r->marked_upto = upto;
    r->nmarks = r->nlosses = r->nhuman = 0;
    for (int i = 0; i < upto; i++) {
        r->nhuman += r->notes[i].human;
        double l = loss_of(&r->notes[i]);
        if (l < REVIEW_LOSS)
            continue;
        r->nlosses++;
        int k = r->nmarks < REVIEW_MARKS ? r->nmarks++ : REVIEW_MARKS - 1;
        if (k == REVIEW_MARKS - 1 && r->nmarks == REVIEW_MARKS &&
            loss_of(&r->notes[r->marks[k]]) >= l && r->marks[k] != i)
            continue;
        r->marks[k] = i;
        for (; k > 0 && loss_of(&r->notes[r->marks[k - 1]]) < loss_of(&r->notes[r->marks[k]]);
             k--) {
            int x = r->marks[k];
            r->marks[k] = r->marks[k - 1];
            r->marks[k - 1] = x;
        }
    }
}

/* --- moving through the game ----------------------------------------------- */

static void rev_layout(Scene *s, Eng *e);

/* One move on or back, shown (the table's animation and sound) or, in a
 * jump of many moves, not. */
static bool step_table(Review *r, Eng *e, int dir, bool shown);

/* One move on or back; the table lays itself out again, then the panel. */
static bool step(Review *r, Eng *e, int dir)
{
    bool ok = step_table(r, e, dir, true);
    rev_layout(&r->base, e);
    return ok;
}

static bool step_table(Review *r, Eng *e, int dir, bool shown)
{
    Match *m = match_of(r);
    int k = step_of(r);
    if (dir < 0)
        return k > 0 && mid_review_step(r->table, e, NULL, -1, shown);
    if (k >= r->n)
        return false;
    const char *text = r->full.moves[k];
    char why[GAME_ERR_LEN];
    if (!strcmp(text, SAVE_EXTRA_ROUND)) {
        bool ok = scene_match_extend(m, why, sizeof why);
        r->table->vt->layout(r->table, e);
        eng_redraw(e);
        return ok;
    }
    Move mv;
    if (!m->def->parse_move(m->sg.state, text, &mv, why, sizeof why))
        return false;
    return mid_review_step(r->table, e, &mv, 1, shown);
}

/* To the table after target moves: only the last move of the way is shown,
 * as a step is (a jump across a hand's end played every move's sound at
 * once, and left the banner of a new deal passed on the way over the end). */
static void go_to(Review *r, Eng *e, int target)
{
    if (target < 0)
        target = 0;
    if (target > r->n)
        target = r->n;
    while (step_of(r) != target) {
        int dir = target > step_of(r) ? 1 : -1;
        if (!step_table(r, e, dir, step_of(r) + dir == target))
            break;
    }
    rev_layout(&r->base, e);
}

/* The next marked loss after the current move, round to the first. */
static void next_loss(Review *r, Eng *e)
{
    update_marks(r);
    int best = -1, first = -1;
    for (int i = 0; i < r->nmarks; i++) {
        int at = r->marks[i] + 1; /* the table as it stood after that move */
        if (first < 0 || at < first)
            first = at;
        if (at > step_of(r) && (best < 0 || at < best))
            best = at;
    }
    if (best < 0)
        best = first;
    if (best >= 0)
        go_to(r, e, best);
}

/* --- the panel -------------------------------------------------------------- */

/* Which buttons work now: Back and Next short of the ends, Next mistake once a
 * loss is marked. True when that changed, and the targets with it. */
static bool buttons_now(Review *r)
{
    update_marks(r);
    int k = step_of(r);
    bool on[3], changed = false;
    on[0] = k > 0;
    on[1] = k < r->n;
    on[2] = r->nmarks > 0;
    for (int i = 0; i < 3; i++) {
        changed |= r->b[i].enabled != on[i];
        r->b[i].enabled = on[i];
    }
    return changed;
}

static void rev_layout(Scene *s, Eng *e)
{
    Review *r = (Review *)s;
    buttons_now(r);
    MidTable *t = table_of(r);
    SDL_Rect p = t->review_at;
    r->panel = p;
    int pad = eng_px(e, 12), bh = eng_px(e, 40), gap = eng_px(e, 8);
    int by = p.y + p.h - pad - 2 * bh - gap; /* Back, Next; Next mistake, Close */
    for (int row = 0; row < 2; row++)        /* each row shared by its labels, as the tutorial's */
        scene_buttons_share(e, r->b + 2 * row, 2,
                            (SDL_Rect){p.x + pad, by + row * (bh + gap), p.w - 2 * pad, bh}, gap);
    r->slider = (SDL_Rect){p.x + pad, by - gap - eng_px(e, 30), p.w - 2 * pad, eng_px(e, 30)};
    int players = match_of(r)->sg.cfg.players;
    r->hands = (SDL_Rect){p.x + pad, p.y + eng_px(e, 36), p.w - 2 * pad, players * eng_px(e, 40)};
    int iy = r->hands.y + r->hands.h + gap;
    r->info = (SDL_Rect){p.x + pad, iy, p.w - 2 * pad, r->slider.y - gap - iy};
    /* The table's targets stay, for nothing there plays; the panel's own. */
    for (int i = 0; i < e->ntargets; i++)
        e->targets[i].flags |= ENG_TARGET_NOFOCUS;
    eng_target_add(e, T_SLIDER, 0, 0, r->slider);
    scene_buttons_targets(e, r->b, 4);
}

/* The slider's track: inside the part that takes the pointer by the
 * knob's reach, so that the knob at either end lies whole in it (and in
 * the panel), and pressed anywhere on it takes it. */
static SDL_Rect slider_track(const Review *r, Eng *e)
{
    int k = eng_px(e, 12); /* the knob's radius and its ring */
    return (SDL_Rect){r->slider.x + k, r->slider.y, r->slider.w - 2 * k, r->slider.h};
}

/* Every hand face up, a row per seat under the panel's heading. */
static void draw_hands(Review *r, Eng *e)
{
    MidTable *t = table_of(r);
    Match *m = match_of(r);
    const TableDef *def = t->def;
    const EngDeck *deck = games_ui(m->def)->deck;
    int players = m->sg.cfg.players, cards[GAME_MAX_SEATS][REVIEW_HANDS_CAP], n[GAME_MAX_SEATS];
    int name_w = eng_px(e, 78), rowh = r->hands.h / (players > 0 ? players : 1);
    int ch = rowh - eng_px(e, 4), cw = eng_card_w(ch);
    /* The names take what the hands leave of the row, at their cards'
     * full spacing, up to the longest name: short hands leave room, and
     * a name then shows whole. */
    int need = 0, widest = 0;
    for (int p = 0; p < players; p++) {
        n[p] = def->hand_cards(m->sg.state, p, cards[p], REVIEW_HANDS_CAP);
        int w = n[p] > 0 ? (n[p] - 1) * (cw + eng_px(e, 2)) + cw
                         : eng_text_width(e, FONT_REGULAR, eng_px(e, 12), _("no cards in hand"));
        need = w > need ? w : need;
        w = eng_text_width(e, FONT_BOLD, eng_px(e, 13), scene_match_name(m, p)) + eng_px(e, 8);
        widest = w > widest ? w : widest;
    }
    int spare = r->hands.w - need;
    if (widest > name_w && spare > name_w)
        name_w = widest < spare ? widest : spare;
    for (int p = 0; p < players; p++) {
        int y = r->hands.y + p * rowh;
        /* the name in the room left of the cards, cut in its middle when
         * long (names may differ only at their ends) */
        char name[SAVE_NAME_LEN + 8];
        int font = p == scene_match_to_move(m) ? FONT_BOLD : FONT_REGULAR;
        table_fit_middle(e, font, eng_px(e, 13), scene_match_name(m, p), name_w - eng_px(e, 4),
                         name, sizeof name);
        eng_text(e, font, eng_px(e, 13), p == scene_match_to_move(m) ? ENG_GOLD : ENG_WHITE, name,
                 r->hands.x, y + rowh / 2, ALIGN_LEFT | ALIGN_MIDDLE);
        int x0 = r->hands.x + name_w, room = r->hands.w - name_w - cw;
        int stepx = n[p] > 1 ? room / (n[p] - 1) : 0;
        if (stepx > cw + eng_px(e, 2))
            stepx = cw + eng_px(e, 2);
        for (int i = 0; i < n[p]; i++)
            eng_card_face(e, deck, cards[p][i], x0 + i * stepx, y + eng_px(e, 2), ch, 0);
        if (n[p] == 0)
            /* TRANSLATORS: in the review, beside a player whose hand is
               empty. */
            eng_text(e, FONT_REGULAR, eng_px(e, 12), ENG_MUTED, _("no cards in hand"), x0,
                     y + rowh / 2, ALIGN_LEFT | ALIGN_MIDDLE);
    }
}

/* The height of the words under the hands at px, wrapped at w: the
 * move's sentence, then the note a little apart. */
static int info_height(Eng *e, int px, const char *what, const char *note, int w)
{
    int hw = what[0] ? eng_text_height_wrapped(e, FONT_REGULAR, px, what, w) : 0;
    int hn = note[0] ? eng_text_height_wrapped(e, FONT_REGULAR, px, note, w) : 0;
    return hw + (hw && hn ? px / 2 : 0) + hn;
}

/* The largest size from px down to least at which the words fit in box;
 * 0 when none does. */
static int info_px(Eng *e, int px, int least, const char *what, const char *note, SDL_Rect box)
{
    for (; px >= least; px--)
        if (info_height(e, px, what, note, box.w) <= box.h)
            return px;
    return 0;
}

/* Whether text's first n bytes and an ellipsis fit in box at px. */
static bool cut_fits(Eng *e, int px, const char *text, size_t n, SDL_Rect box, char *buf)
{
    memcpy(buf, text, n);
    memcpy(buf + n, "\xe2\x80\xa6", 4);
    return eng_text_height_wrapped(e, FONT_REGULAR, px, buf, box.w) <= box.h;
}

/* text (of len bytes) cut where it fits in box at px, with an ellipsis:
 * at a space when there is one in its second half; empty when no more
 * than the ellipsis fits. */
static void cut_to_fit(Eng *e, int px, char *text, size_t len, SDL_Rect box)
{
    size_t n = strlen(text);
    size_t *at = malloc((n + 1) * sizeof *at); /* where a character begins */
    char *buf = malloc(n + 4);
    if (!at || !buf)
        abort();
    int nat = 0;
    for (size_t i = 0; i < n; i++)
        if (((unsigned char)text[i] & 0xc0) != 0x80 && i + 4 <= len)
            at[nat++] = i;
    /* the longest cut that fits: at[lo] does (-1: none), at[hi] does not
     * (nat: the whole text, which does not) */
    int lo = -1, hi = nat;
    while (hi - lo > 1) {
        int mid = lo + (hi - lo) / 2;
        if (cut_fits(e, px, text, at[mid], box, buf))
            lo = mid;
        else
            hi = mid;
    }
    size_t cut = lo > 0 ? at[lo] : 0;
    for (size_t i = cut; text[cut] != ' ' && i > cut / 2; i--) /* back to a word's end */
        if (text[i - 1] == ' ') {
            cut = i - 1;
            break;
        }
    while (cut > 0 && text[cut - 1] == ' ')
        cut--;
    if (cut > 0)
        memcpy(text + cut, "\xe2\x80\xa6", 4);
    else
        text[0] = 0;
    free(at);
    free(buf);
}

/* The words under the hands, fitted to their room: in the panel's type
 * size when they fit, else in a smaller one down to the least readable;
 * then the move's sentence gives way to the note (the log tells the move
 * too), and last the note is cut. Kept while the words and the room stay
 * the same. */
static void fit_info(Review *r, Eng *e, const char *what, const char *note)
{
    InfoFit *f = &r->fit;
    SDL_Rect box = r->info;
    int top = eng_px(e, 14), least = eng_px(e, TABLE_LEAST_TEXT);
    if (f->px && f->base_px == top && SDL_RectEquals(&f->box, &box) && !strcmp(f->what_in, what) &&
        !strcmp(f->note_in, note))
        return;
    snprintf(f->what_in, sizeof f->what_in, "%s", what);
    snprintf(f->note_in, sizeof f->note_in, "%s", note);
    snprintf(f->what, sizeof f->what, "%s", what);
    snprintf(f->note, sizeof f->note, "%s", note);
    f->box = box;
    f->base_px = top;
    if (least > top)
        least = top;
    if (box.w <= 0 || box.h <= 0) { /* no room at all */
        f->what[0] = f->note[0] = 0;
        f->px = least;
        return;
    }
    f->px = info_px(e, top, least, f->what, f->note, box);
    if (f->px)
        return;
    if (f->note[0]) {
        f->what[0] = 0;
        f->px = info_px(e, top, least, f->what, f->note, box);
        if (f->px)
            return;
    }
    f->px = least;
    if (f->note[0])
        cut_to_fit(e, least, f->note, sizeof f->note, box);
    else
        cut_to_fit(e, least, f->what, sizeof f->what, box);
}

static void draw_info(Review *r, Eng *e, const char *what, const char *note)
{
    fit_info(r, e, what, note);
    const InfoFit *f = &r->fit;
    SDL_Rect old = eng_text_box(e, f->box);
    int y = f->box.y;
    if (f->what[0]) {
        eng_text_wrapped(e, FONT_REGULAR, f->px, ENG_WHITE, f->what, f->box.x, y, f->box.w,
                         ALIGN_LEFT);
        y += eng_text_height_wrapped(e, FONT_REGULAR, f->px, f->what, f->box.w) + f->px / 2;
    }
    if (f->note[0])
        eng_text_wrapped(e, FONT_REGULAR, f->px, ENG_WHITE, f->note, f->box.x, y, f->box.w,
                         ALIGN_LEFT);
    eng_text_box(e, old);
}

static void rev_draw(Scene *s, Eng *e)
{
    Review *r = (Review *)s;
    update_marks(r);
    SDL_Rect p = r->panel;
    eng_panel(e, p, eng_px(e, 12), 200);
    int k = step_of(r);
    char head[256];
    /* TRANSLATORS: the heading of the review: the move shown, of the
       game's moves. */
    snprintf(head, sizeof head, _("Review: move %1$d of %2$d"), k, r->n);
    /* in the panel, smaller where a long game's numbers need the room */
    int pad = eng_px(e, 14);
    SDL_Rect hbox = {p.x + pad, p.y, p.w - 2 * pad, eng_px(e, 40)};
    SDL_Rect was = eng_text_box(e, hbox);
    eng_text(e, FONT_BOLD, eng_text_fit(e, FONT_BOLD, eng_px(e, 18), head, hbox.w), ENG_GOLD, head,
             hbox.x, p.y + eng_px(e, 20), ALIGN_LEFT | ALIGN_MIDDLE);
    eng_text_box(e, was);
    /* The slider: the moves, the losses marked, where the table stands. */
    SDL_Rect sl = slider_track(r, e);
    int mid = sl.y + sl.h / 2, th = eng_px(e, 6);
    eng_round_rect(e, (SDL_Rect){sl.x, mid - th / 2, sl.w, th}, th / 2,
                   (SDL_Color){60, 90, 72, 255}, (SDL_Color){48, 74, 60, 255});
    for (int i = 0; i < r->nmarks; i++) {
        int x = sl.x + (int)((long)sl.w * (r->marks[i] + 1) / (r->n > 0 ? r->n : 1));
        SDL_Rect tick = {x - eng_px(e, 2), sl.y + eng_px(e, 2), eng_px(e, 4), sl.h - eng_px(e, 4)};
        eng_round_rect(e, tick, eng_px(e, 2), ENG_RED, ENG_RED);
    }
    int kx = sl.x + (int)((long)sl.w * k / (r->n > 0 ? r->n : 1));
    int kr = eng_px(e, 9);
    if (r->sliding || eng_hovered(e, T_SLIDER, 0, 0)) /* it may be pressed and dragged */
        eng_fill_circle(e, kx, mid, kr + eng_px(e, 3), ENG_WHITE);
    eng_round_rect(e, (SDL_Rect){kx - kr, mid - kr, 2 * kr, 2 * kr}, kr, ENG_GOLD, ENG_GOLD);
    /* What happened, and what the hint would have said. */
    char what[MATCH_LOG_LEN + 8], more[1400] = "";
    snprintf(what, sizeof what, "%s", _("The game as it was dealt."));
    /* the moves weighed as update_marks counted them when this draw began,
     * so that the words agree with the marks */
    int weighed = r->marked_upto;
    char weighing[256];
    /* TRANSLATORS: the review weighs the game's moves in turn, and has not
       come to the one shown (or, at the start, to the last): %1$d moves
       weighed of the game's %2$d. */
    snprintf(weighing, sizeof weighing, _("Weighing the moves: %1$d of %2$d so far..."), weighed,
             r->n);
    if (k == 0 && r->nworkers) { /* at the start, what the weighing found */
        if (weighed < r->n)
            snprintf(more, sizeof more, "%s", weighing);
        else if (r->nhuman > 0 && r->nlosses == 0)
            /* TRANSLATORS: at the start of a review, once every move is
               weighed: no human move lost five points of chance or more
               against the hint's move. */
            snprintf(more, sizeof more, "%s",
                     _("Every move weighed: none lost much against the hint."));
        else if (r->nhuman > 0 && r->nlosses <= REVIEW_MARKS)
            snprintf(more, sizeof more,
                     /* TRANSLATORS: at the start of a review, once every
                        move is weighed: %d human moves lost much against
                        the hint's move, and each is marked on the slider. */
                     P_("Every move weighed: %d lost much against the hint and is marked on the "
                        "slider.",
                        "Every move weighed: %d lost much against the hint and are marked on the "
                        "slider.",
                        r->nlosses),
                     r->nlosses);
        else if (r->nhuman > 0)
            snprintf(more, sizeof more,
                     /* TRANSLATORS: at the start of a review, once every
                        move is weighed: %1$d human moves lost much against
                        the hint's move; the %2$d that lost most are marked
                        on the slider. */
                     P_("Every move weighed: %1$d lost much against the hint; the %2$d biggest "
                        "losses are marked on the slider.",
                        "Every move weighed: %1$d lost much against the hint; the %2$d biggest "
                        "losses are marked on the slider.",
                        r->nlosses),
                     r->nlosses, REVIEW_MARKS);
    }
    if (k > 0) {
        const Note *n = &r->notes[k - 1];
        const MatchEntry *le = k - 1 < match_of(r)->nlog ? &match_of(r)->log[k - 1] : NULL;
        /* TRANSLATORS: a move of the game told in words, made a sentence. */
        snprintf(what, sizeof what, _("%s."), le ? le->text : r->full.moves[k - 1]);
        if (!r->nworkers)
            snprintf(more, sizeof more, "%s",
                     _("(The moves could not be weighed: the system would not start another "
                       "thread.)"));
        else if (k - 1 >= weighed)
            snprintf(more, sizeof more, "%s", weighing);
        else if (n->human && n->weighed && n->forced)
            snprintf(more, sizeof more, "%s", _("The only move the rules allow."));
        else if (n->human && n->weighed && n->before < 0) {
            /* chosen by the hard player's rule: its move and why */
            char hint[sizeof n->why + 200];
            snprintf(hint, sizeof hint, _("Hint: %s"), n->why);
            snprintf(more, sizeof more, _("%s."), hint);
        } else if (n->human && n->weighed) {
            /* The hint in the table's words: the move and why, never the
             * game's notation; made a sentence. */
            char hint[sizeof n->why + 200];
            snprintf(hint, sizeof hint, _("Hint: %s (about %.0f%% to win)"), n->why,
                     n->before * 100);
            size_t u = (size_t)snprintf(more, sizeof more, _("%s."), hint);
            char after[256] = "";
            if (n->after >= 0 && loss_of(n) >= REVIEW_LOSS)
                snprintf(after, sizeof after,
                         /* TRANSLATORS: the chance of winning in percent after the
                            move that was played, when it lost much. */
                         _("After the move played: %.0f%%, a loss worth a look."), n->after * 100);
            else if (n->after >= 0)
                /* TRANSLATORS: the chance of winning in percent after the
                   move that was played. */
                snprintf(after, sizeof after, _("After the move played: %.0f%%."), n->after * 100);
            if (after[0] && u < sizeof more)
                snprintf(more + u, sizeof more - u, " %s", after);
        }
    }
    draw_info(r, e, what, more);
    scene_buttons_draw(e, r->b, 4);
    draw_hands(r, e);
}

static void close_review(Eng *e)
{
    eng_pop(e); /* the panel */
    eng_pop(e); /* the table under it */
}

/* The table after the move under x on the slider. */
static void slide_to(Review *r, Eng *e, int x)
{
    SDL_Rect t = slider_track(r, e);
    long at = x <= t.x ? 0 : ((long)(x - t.x) * r->n + t.w / 2) / t.w;
    if (at != step_of(r))
        go_to(r, e, (int)at);
    eng_redraw(e);
}

/* The slider is pressed, or dragged: the table follows the pointer. A key,
 * or a motion without the button (a release not heard), lets it go. */
static bool slider_event(Review *r, Eng *e, const SDL_Event *ev)
{
    if (ev->type == SDL_MOUSEBUTTONDOWN && ev->button.button == SDL_BUTTON_LEFT) {
        SDL_Point p = {ev->button.x, ev->button.y};
        if (!SDL_PointInRect(&p, &r->slider))
            return false;
        r->sliding = true;
        slide_to(r, e, p.x);
        return true;
    }
    if (!r->sliding)
        return false;
    bool held = ev->type == SDL_MOUSEMOTION && (ev->motion.state & SDL_BUTTON_LMASK);
    bool up = ev->type == SDL_MOUSEBUTTONUP && ev->button.button == SDL_BUTTON_LEFT;
    if (held || up) {
        slide_to(r, e, held ? ev->motion.x : ev->button.x);
        if (up) {
            r->sliding = false;
            eng_press_clear(e);
        }
        return true;
    }
    if (ev->type == SDL_MOUSEMOTION ||
        (ev->type == SDL_KEYDOWN && !eng_key_is_modifier(ev->key.keysym.sym)))
        r->sliding = false; /* and the key does what it does */
    return false;
}

static void rev_event(Scene *s, Eng *e, const SDL_Event *ev)
{
    Review *r = (Review *)s;
    if (slider_event(r, e, ev))
        return;
    EngTarget t;
    if (eng_clicked(e, ev, &t)) {
        /* (the slider moves by the mouse above, by Left and Right below:
         * Enter on it has nothing to press) */
        if (t.kind == T_BUTTON) {
            if (t.a == B_PREV)
                step(r, e, -1);
            else if (t.a == B_NEXT)
                step(r, e, 1);
            else if (t.a == B_LOSS)
                next_loss(r, e);
            else if (t.a == B_CLOSE)
                close_review(e);
        }
        eng_redraw(e);
        return;
    }
    if (ev->type != SDL_KEYDOWN)
        return;
    switch (ev->key.keysym.sym) {
    case SDLK_LEFT:
        step(r, e, -1);
        break;
    case SDLK_RIGHT:
        step(r, e, 1);
        break;
    case SDLK_HOME:
        go_to(r, e, 0);
        break;
    case SDLK_END:
        go_to(r, e, r->n);
        break;
    case SDLK_PAGEDOWN:
        next_loss(r, e);
        break;
    case SDLK_ESCAPE:
    case SDLK_BACKSPACE:
        close_review(e);
        break;
    default:
        scene_enter_shows_focus(e, ev);
        return;
    }
    eng_redraw(e);
}

static bool rev_update(Scene *s, Eng *e)
{
    Review *r = (Review *)s;
    bool moving = r->table->vt->update(r->table, e);
    int weighed = SDL_AtomicGet(&r->weighed);
    if (weighed != r->seen) { /* notes came in: shown, the last one too */
        r->seen = weighed;
        if (buttons_now(r)) { /* Next mistake works from the first loss marked */
            r->table->vt->layout(r->table, e);
            rev_layout(&r->base, e);
        }
        eng_redraw(e);
    }
    if (r->nworkers && weighed < r->n) /* more to come */
        eng_wake_at(e, e->now + 0.25);
    return moving;
}

/* Left and Right step through the game, except from a button: there they
 * move the focus to the button beside, as on every screen. */
static unsigned rev_keys(Scene *s, Eng *e)
{
    (void)s;
    const EngTarget *f = eng_focus_get(e);
    return f && f->kind == T_BUTTON ? 0 : ENG_KEYS_LEFTRIGHT;
}

static void rev_destroy(Scene *s)
{
    Review *r = (Review *)s;
    atomic_store(&r->stop, 1);
    for (int w = 0; w < r->nworkers; w++)
        SDL_WaitThread(r->workers[w], NULL);
    if (r->lock)
        SDL_DestroyMutex(r->lock);
    save_free(&r->full);
    free(r->notes);
    free(r);
}

static const SceneVT rev_vt = {
    .name = "review",
    .event = rev_event,
    .update = rev_update,
    .draw = rev_draw,
    .layout = rev_layout,
    .destroy = rev_destroy,
    .overlay = true,
    .own_keys = rev_keys,
};

Scene *scene_review_push(Eng *e, const Match *m)
{
    const GameUi *g = games_ui(m->def);
    if (!g || !g->table)
        return NULL;
    Review *r = calloc(1, sizeof *r);
    char *text = save_to_text(&m->sg);
    char err[GAME_ERR_LEN + 1200];
    SaveGame start;
    bool ok = r && text && save_load_text(&r->full, text, strlen(text), err, sizeof err);
    ok = ok && save_load_text(&start, text, strlen(text), err, sizeof err);
    free(text);
    if (!ok) {
        free(r);
        return NULL;
    }
    r->n = r->full.n_moves;
    r->notes = calloc((size_t)r->n + 1, sizeof *r->notes);
    if (!r->notes)
        abort();
    save_undo(&start, start.n_moves); /* the review begins at the deal */
    Match *rm = scene_match_from_save(&start);
    int seat = 0; /* the first human seat sits at the bottom */
    for (int p = m->sg.cfg.players - 1; p >= 0; p--)
        if (m->sg.seats[p].kind == SEAT_HUMAN)
            seat = p;
    scene_match_set_viewer(rm, seat);
    r->table = mid_review_new(e, rm, g->table);
    /* the heading, a row per hand, room for about eight lines of the
     * move and the hint, the slider and two rows of buttons */
    table_of(r)->review_h = 330 + 40 * m->sg.cfg.players;
    r->base.vt = &rev_vt;
    /* TRANSLATORS: the review's buttons: one move back, one move on, on to
       the next move that lost much (a mistake), and the end of the review. */
    r->b[0] = (SceneButton){B_PREV, C_("review", "Back"), BUTTON_QUIET, true, {0}};
    r->b[1] = (SceneButton){B_NEXT, C_("review", "Next"), BUTTON_QUIET, true, {0}};
    r->b[2] = (SceneButton){B_LOSS, _("Next mistake"), BUTTON_QUIET, true, {0}};
    r->b[3] = (SceneButton){B_CLOSE, _("Close"), BUTTON_QUIET, true, {0}};
    atomic_init(&r->stop, 0);
    r->lock = SDL_CreateMutex();
    int want = review_workers ? review_workers : SDL_GetCPUCount();
    want = want < 1 ? 1 : want > REVIEW_WORKERS ? REVIEW_WORKERS : want;
    while (r->lock && r->nworkers < want) {
        SDL_Thread *w = SDL_CreateThread(weigh, "review", r);
        if (!w)
            break; /* those started share the moves */
        r->workers[r->nworkers++] = w;
    }
    eng_push(e, r->table);
    eng_push(e, &r->base);
    return &r->base;
}

bool scene_review_state(const Scene *s, int *step, int *moves, int *weighed, int *marks)
{
    if (!s || s->vt != &rev_vt)
        return false;
    Review *r = (Review *)s;
    update_marks(r);
    *step = step_of(r);
    *moves = r->n;
    *weighed = SDL_AtomicGet(&r->weighed);
    *marks = r->nmarks;
    return true;
}

bool scene_review_note(const Scene *s, int k, double *before, double *after, const char **why)
{
    if (!s || s->vt != &rev_vt)
        return false;
    Review *r = (Review *)s;
    if (k < 0 || k >= SDL_AtomicGet(&r->weighed) || !r->notes[k].weighed)
        return false;
    *before = r->notes[k].before;
    *after = r->notes[k].after;
    *why = r->notes[k].why;
    return true;
}
