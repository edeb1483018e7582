/* A game in progress at the window (match.h). */
#include "match.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "store.h"

static void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size);
    if (!p) {
        fprintf(stderr, "updown: out of memory\n");
        abort();
    }
    return p;
}

static AiLevel level_of(int kind)
{
    return kind == SEAT_EASY ? AI_EASY : kind == SEAT_HARD ? AI_HARD : AI_NORMAL;
}

bool scene_match_autosave(Match *m)
{
    if (!m->save_path[0])
        return true;
    char err[GAME_ERR_LEN + 256];
    int moved = STORE_SAVED_IN_PLACE;
    bool ok = store_autosave(&m->sg, m->save_path, sizeof m->save_path, &m->saved_as, &moved, err,
                             sizeof err);
    const char *slash = strrchr(m->save_path, '/'), *name = slash ? slash + 1 : m->save_path;
    if (moved == STORE_MOVED_CHANGED)
        /* TRANSLATORS: %s is the file name the game is saved under from now
           on; another window (or program) had written the game's own file. */
        snprintf(m->save_moved, sizeof m->save_moved,
                 _("This game's file was changed elsewhere, perhaps in another Updown window: "
                   "it is left as it is, and this game goes on in %.200s."),
                 name);
    else if (moved == STORE_MOVED_READ_ONLY)
        /* TRANSLATORS: %s is the file name the game is saved under from now
           on; the game's own file is read-only. */
        snprintf(m->save_moved, sizeof m->save_moved,
                 _("This game's file is read-only: it is left as it is, and this game goes on in "
                   "%.200s."),
                 name);
    if (ok) {
        m->save_error[0] = 0;
        return true;
    }
    fprintf(stderr, "updown: the game could not be saved: %s\n", err);
    /* TRANSLATORS: %s says why the game could not be written. */
    snprintf(m->save_error, sizeof m->save_error, _("This game is not being saved: %.400s."), err);
    return false;
}

static Match *wrap(SaveGame *sg)
{
    Match *m = xcalloc(1, sizeof *m);
    m->sg = *sg;
    memset(sg, 0, sizeof *sg);
    m->def = m->sg.def;
    m->view = game_alloc(m->def);
    m->ai_view = game_alloc(m->def);
    if (!m->view || !m->ai_view) {
        fprintf(stderr, "updown: out of memory\n");
        abort();
    }
    for (int p = 0; p < m->sg.cfg.players; p++)
        if (m->sg.seats[p].kind != SEAT_HUMAN) /* its own stream, never the game's */
            m->ai[p] = ai_new(m->def, level_of(m->sg.seats[p].kind),
                              m->sg.cfg.seed * 0x9e3779b97f4a7c15ULL + (uint64_t)p + 1);
    /* The screen starts with the first human to move from here on. */
    m->viewer = 0;
    int t = scene_match_to_move(m);
    for (int k = 0; k < m->sg.cfg.players; k++) {
        int p = ((t < 0 ? 0 : t) + k) % m->sg.cfg.players;
        if (scene_match_is_human(m, p)) {
            m->viewer = p;
            break;
        }
    }
    /* Moves loaded with the save are in the log without words. */
    m->caplog = m->sg.n_moves + 64;
    m->log = xcalloc((size_t)m->caplog, sizeof *m->log);
    for (int i = 0; i < m->sg.n_moves; i++) {
        m->log[i].seat = -1;
        m->log[i].new_line = i == 0;
        snprintf(m->log[i].text, MATCH_LOG_LEN, "(%s)", m->sg.moves[i]);
    }
    m->nlog = m->sg.n_moves;
    scene_match_refresh(m);
    return m;
}

Match *scene_match_new(const GameDef *def, const GameConfig *cfg, const SeatInfo *seats, char *err,
                       size_t errlen)
{
    SaveGame sg;
    if (!save_new(&sg, def, cfg, seats, err, errlen))
        return NULL;
    return wrap(&sg);
}

Match *scene_match_from_save(SaveGame *sg) { return wrap(sg); }

void scene_match_free(Match *m)
{
    if (!m)
        return;
    scene_match_ai_cancel(m);
    for (int p = 0; p < GAME_MAX_SEATS; p++)
        if (m->ai[p])
            ai_free(m->ai[p]);
    save_free(&m->sg);
    free(m->view);
    free(m->ai_view);
    free(m->log);
    free(m);
}

int scene_match_to_move(const Match *m) { return m->def->to_move(m->sg.state); }

bool scene_match_over(const Match *m) { return scene_match_to_move(m) < 0; }

bool scene_match_is_human(const Match *m, int seat)
{
    return seat >= 0 && seat < m->sg.cfg.players && m->sg.seats[seat].kind == SEAT_HUMAN;
}

int scene_match_humans(const Match *m)
{
    int n = 0;
    for (int p = 0; p < m->sg.cfg.players; p++)
        n += scene_match_is_human(m, p);
    return n;
}

const char *scene_match_name(const Match *m, int seat)
{
    return seat >= 0 && seat < m->sg.cfg.players ? m->sg.seats[seat].name : "?";
}

void scene_match_refresh(Match *m)
{
    if (m->reveal) { /* every card face up, laid out for the viewer's seat */
        memcpy(m->view, m->sg.state, m->def->state_size);
        ((GameHeader *)m->view)->viewer = m->viewer;
    } else {
        m->def->view(m->sg.state, m->viewer, m->view);
    }
}

void scene_match_set_viewer(Match *m, int seat)
{
    m->viewer = seat;
    scene_match_refresh(m);
}

static void log_push(Match *m, const MatchEntry *entry)
{
    if (m->nlog == m->caplog) {
        m->caplog *= 2;
        MatchEntry *bigger = realloc(m->log, (size_t)m->caplog * sizeof *m->log);
        if (!bigger)
            abort();
        m->log = bigger;
    }
    m->log[m->nlog++] = *entry;
}

/* Of the first n entries, the latest the rules keep secret in state
 * (GameDef.secret_moves: R-UAD-5) show only their public words, given for
 * the newest in pub; every other entry shows all its words. */
static void seal_secrets(Match *m, const void *state, int n, const char *pub)
{
    /* A game looked back on keeps nothing secret. */
    int k = m->def->secret_moves && !m->reveal ? m->def->secret_moves(state) : 0;
    for (int i = 0; i < n; i++) {
        MatchEntry *e = &m->log[i];
        bool secret = i >= n - k;
        if (!secret && e->sealed) {
            memcpy(e->text, e->secret, sizeof e->text);
            e->sealed = false;
        } else if (secret && !e->sealed && i == n - 1 && pub && pub[0]) {
            memcpy(e->secret, e->text, sizeof e->secret);
            snprintf(e->text, sizeof e->text, "%s", pub);
            e->sealed = true;
        }
    }
}

bool scene_match_play(Match *m, const Move *mv, char *why, size_t whylen)
{
    int seat = scene_match_to_move(m);
    if (seat < 0) {
        snprintf(why, whylen, "%s", _("the game is over"));
        return false;
    }
    /* The rules decide, from what the acting seat may see. */
    void *seen = game_alloc(m->def);
    if (!seen)
        abort();
    m->def->view(m->sg.state, seat, seen);
    bool ok = m->def->check(seen, mv, why, whylen);
    free(seen);
    if (!ok)
        return false;
    const char *names[GAME_MAX_SEATS];
    for (int p = 0; p < GAME_MAX_SEATS; p++)
        names[p] = m->sg.seats[p].name;
    MatchEntry entry = {.seat = seat, .new_line = m->def->turn_start(m->sg.state)};
    m->def->narrate(m->sg.state, mv, names, entry.text, sizeof entry.text);
    char pub[MATCH_LOG_LEN] = "";
    if (m->def->narrate_secret)
        m->def->narrate_secret(m->sg.state, mv, names, pub, sizeof pub);
    if (!save_play(&m->sg, mv, why, whylen))
        return false;
    log_push(m, &entry);
    seal_secrets(m, m->sg.state, m->nlog, pub);
    if (scene_match_over(m))
        m->ended_here = true;
    scene_match_autosave(m);
    scene_match_refresh(m);
    return true;
}

bool scene_match_extend(Match *m, char *why, size_t whylen)
{
    if (!m->def->extend) {
        /* TRANSLATORS: %s is a game's title. */
        snprintf(why, whylen, _("%s has no extra rounds"), m->def->name);
        return false;
    }
    if (!save_play_text(&m->sg, SAVE_EXTRA_ROUND, why, whylen))
        return false;
    MatchEntry e = {.seat = -1, .new_line = true};
    /* TRANSLATORS: a line of the log: a tied match goes on. */
    snprintf(e.text, sizeof e.text, "%s", _("One more round to break the tie"));
    log_push(m, &e);
    scene_match_autosave(m);
    scene_match_refresh(m);
    return true;
}

int scene_match_undo_steps(const Match *m, char *why, size_t whylen)
{
    return save_undo_steps(&m->sg, why, whylen);
}

bool scene_match_undo(Match *m, int n)
{
    if (n <= 0 || n > m->nlog || !save_undo(&m->sg, n))
        return false;
    m->nlog -= n;
    seal_secrets(m, m->sg.state, m->nlog, NULL);
    scene_match_autosave(m);
    scene_match_refresh(m);
    return true;
}

int scene_match_log_lines(const Match *m)
{
    int n = 0;
    for (int i = 0; i < m->nlog; i++)
        n += m->log[i].new_line || i == 0 || m->log[i].seat != m->log[i - 1].seat;
    return n;
}

void scene_match_log_line(const Match *m, int line, char *buf, size_t len)
{
    buf[0] = 0;
    int cur = -1;
    size_t used = 0;
    for (int i = 0; i < m->nlog; i++) {
        const MatchEntry *e = &m->log[i];
        bool starts = e->new_line || i == 0 || e->seat != m->log[i - 1].seat;
        cur += starts;
        if (cur < line)
            continue;
        if (cur > line)
            break;
        const char *t = e->text;
        if (!starts) {
            /* "Eli took 7" joins the line as ", took 7": the name is left
             * out with what follows it in the language ("Eliが7を取った"
             * joins as "、7を取った"). */
            const char *name = e->seat >= 0 ? m->sg.seats[e->seat].name : "";
            /* TRANSLATORS: what follows a player's name at the start of a
               line of the log ("Eli took 7": a space; Japanese "Eliが7を取った":
               が); when a turn's moves are joined on one line, the name and
               this are left out of every move after the first. */
            const char *after = C_("log, after a name", " ");
            size_t nl = strlen(name), al = strlen(after);
            if (nl && !strncmp(t, name, nl) && al && !strncmp(t + nl, after, al))
                t += nl + al;
            used +=
                (size_t)snprintf(buf + used, used < len ? len - used : 0, "%s",
                                 /* TRANSLATORS: joins the moves of one turn in a line of the log
                                    ("Eli played 5 between 106 and 7, took 7"). */
                                 C_("log", ", "));
        }
        if (used < len)
            used += (size_t)snprintf(buf + used, len - used, "%s", t);
    }
}

void scene_match_relog(Match *m)
{
    snprintf(m->log_lang, sizeof m->log_lang, "%s", eng_language());
    /* A seat's default name ("You", the command line's "Player 2") is
     * shown in the language spoken, whichever the game began in. */
    for (int p = 0; p < m->sg.cfg.players; p++) {
        char spoken[SAVE_NAME_LEN];
        if (eng_name_in_language(m->sg.seats[p].name, p, spoken, sizeof spoken))
            memcpy(m->sg.seats[p].name, spoken, sizeof spoken);
    }
    void *st = game_alloc(m->def);
    if (!st)
        abort();
    game_copy(m->def, st, m->sg.initial);
    const char *names[GAME_MAX_SEATS];
    for (int p = 0; p < GAME_MAX_SEATS; p++)
        names[p] = m->sg.seats[p].name;
    for (int i = 0; i < m->sg.n_moves && i < m->nlog; i++) {
        MatchEntry *e = &m->log[i];
        Move mv;
        char err[GAME_ERR_LEN];
        e->seat = m->def->to_move(st);
        e->new_line = m->def->turn_start(st);
        if (!strcmp(m->sg.moves[i], SAVE_EXTRA_ROUND)) {
            e->seat = -1;
            e->new_line = true;
            if (!m->def->extend || !m->def->extend(st, err, sizeof err))
                break;
            snprintf(e->text, sizeof e->text, "%s", _("One more round to break the tie"));
            continue;
        }
        if (!m->def->parse_move(st, m->sg.moves[i], &mv, err, sizeof err) ||
            !m->def->check(st, &mv, err, sizeof err))
            break; /* cannot happen: the save was replayed when it loaded */
        m->def->narrate(st, &mv, names, e->text, sizeof e->text);
        char pub[MATCH_LOG_LEN] = "";
        if (m->def->narrate_secret)
            m->def->narrate_secret(st, &mv, names, pub, sizeof pub);
        m->def->apply(st, &mv);
        seal_secrets(m, st, i + 1, pub); /* as it was when played */
    }
    free(st);
}

void scene_match_replay(const Match *m, int from, MatchReplayFn fn, void *ctx)
{
    void *st = game_alloc(m->def), *before = game_alloc(m->def);
    if (!st || !before)
        abort();
    game_copy(m->def, st, m->sg.initial);
    for (int i = 0; i < m->sg.n_moves; i++) {
        Move mv;
        char err[GAME_ERR_LEN];
        if (!strcmp(m->sg.moves[i], SAVE_EXTRA_ROUND)) {
            if (!m->def->extend || !m->def->extend(st, err, sizeof err))
                break;
            continue;
        }
        if (!m->def->parse_move(st, m->sg.moves[i], &mv, err, sizeof err))
            break; /* cannot happen: the save was replayed when it loaded */
        int seat = m->def->to_move(st);
        if (i < from) {
            m->def->apply(st, &mv);
            continue;
        }
        game_copy(m->def, before, st);
        m->def->apply(st, &mv);
        fn(ctx, i, seat, &mv, before, st);
    }
    free(before);
    free(st);
}

/* --- the AI on a thread ------------------------------------------------ */

static int ai_worker(void *arg)
{
    Match *m = arg;
    m->ai_ok = ai_choose(m->ai[m->ai_seat], m->ai_view, &m->ai_move);
    if (!m->ai_ok) { /* never stall the table: the first legal move */
        Move *moves = malloc(sizeof(Move) * GAME_MAX_MOVES);
        if (moves && m->def->legal_moves(m->ai_view, moves, GAME_MAX_MOVES) > 0) {
            m->ai_move = moves[0];
            m->ai_ok = true;
        }
        free(moves);
    }
    SDL_AtomicSet(&m->done, 1);
    if (m->wake_event) {
        SDL_Event ev;
        memset(&ev, 0, sizeof ev);
        ev.type = m->wake_event;
        SDL_PushEvent(&ev);
    }
    return 0;
}

bool scene_match_ai_busy(const Match *m) { return m->thread != NULL; }

bool scene_match_ai_start(Match *m, Uint32 wake_event)
{
    int seat = scene_match_to_move(m);
    if (m->thread || seat < 0 || !m->ai[seat])
        return false;
    m->ai_seat = seat;
    m->def->view(m->sg.state, seat, m->ai_view);
    /* Each decision its own stream, the same one when a save is resumed. */
    ai_reseed(m->ai[seat], ai_decision_seed(m->sg.cfg.seed, seat, m->sg.n_moves));
    m->wake_event = wake_event;
    SDL_AtomicSet(&m->done, 0);
    m->thread = SDL_CreateThread(ai_worker, "updown-ai", m);
    if (!m->thread) { /* no thread: think here and now */
        ai_worker(m);
        m->thread = NULL;
        SDL_AtomicSet(&m->done, 2);
    }
    return true;
}

bool scene_match_ai_ready(Match *m, Move *mv)
{
    int d = SDL_AtomicGet(&m->done);
    if (!d)
        return false;
    if (m->thread) {
        SDL_WaitThread(m->thread, NULL);
        m->thread = NULL;
    } else if (d != 2) {
        return false;
    }
    SDL_AtomicSet(&m->done, 0);
    if (!m->ai_ok)
        return false;
    *mv = m->ai_move;
    return true;
}

void scene_match_ai_cancel(Match *m)
{
    if (m->thread) {
        SDL_WaitThread(m->thread, NULL);
        m->thread = NULL;
    }
    SDL_AtomicSet(&m->done, 0);
}
