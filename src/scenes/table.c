/* The parts every table shares (table.h) and the choice of a game's table. */
#include "table.h"

#include "eng_wrap.h"
#include "games.h"
#include "i18n.h"
#include "midend.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* How long the table stays in sight after a move before the screen is
 * handed to another human (seconds at the normal animation speed). */
#define PASS_HOLD 0.8

bool scene_has_table(const GameDef *def)
{
    const GameUi *g = games_ui(def);
    return g && g->table;
}

Scene *scene_table_new(Eng *e, Match *m)
{
    const GameUi *g = games_ui(m->def);
    return g && g->table ? mid_table_new(e, m, g->table) : NULL;
}

Match *scene_table_match(Scene *s)
{
    if (!s)
        return NULL;
    if (mid_is_table(s))
        return ((MidTable *)s)->core.m;
    return NULL;
}

bool scene_is_table(const Scene *s) { return mid_is_table(s); }
bool scene_is_results(const Scene *s) { return s && !strcmp(s->vt->name, "results"); }
bool scene_is_pass(const Scene *s) { return s && !strcmp(s->vt->name, "pass"); }

void table_core_init(TableCore *c, Match *m)
{
    memset(c, 0, sizeof *c);
    c->m = m;
    /* TRANSLATORS: the three buttons under the game log, which share its
     * width (about 200 pixels in a small window): keep them short. */
    c->buttons[0] = (SceneButton){B_UNDO, N_("Undo"), BUTTON_QUIET, false, {0}};
    c->buttons[1] = (SceneButton){B_HINT, N_("Hint"), BUTTON_QUIET, false, {0}};
    c->buttons[2] = (SceneButton){B_MENU, N_("Menu"), BUTTON_QUIET, true, {0}};
    c->pass_seat = -1;
    c->first_pass = true;
}

void table_core_free(TableCore *c)
{
    scene_match_free(c->m);
    c->m = NULL;
}

void table_core_layout(TableCore *c, Eng *e, SDL_Rect r, bool can_undo, bool can_hint)
{
    c->log = r;
    int pad = eng_px(e, 12), bh = eng_px(e, 44), gap = eng_px(e, 8);
    /* each button as wide as its label asks (a language's "Undo" may be
     * twice as long as its "Menu"), the room left shared out evenly */
    int room = r.w - 2 * pad - 2 * gap, text[3], sum = 0, edge = bh / 2;
    for (int i = 0; i < 3; i++) {
        text[i] = eng_text_width(e, FONT_BOLD, (int)(bh * 0.42f), _(c->buttons[i].label));
        sum += text[i];
    }
    int x = r.x + pad, y = r.y + r.h - pad - bh;
    /* the labels may shrink a little to stay on one row; beyond that, Undo
     * goes above, Hint and Menu below */
    bool two_rows = sum * 4 / 5 + 3 * edge > room;
    if (two_rows) {
        c->buttons[0].r = (SDL_Rect){x, y - bh - gap, r.w - 2 * pad, bh};
        int bw = (r.w - 2 * pad - gap) / 2;
        c->buttons[1].r = (SDL_Rect){x, y, bw, bh};
        c->buttons[2].r = (SDL_Rect){x + bw + gap, y, r.x + r.w - pad - (x + bw + gap), bh};
    } else {
        for (int i = 0; i < 3; i++) {
            int bw = sum + 3 * edge <= room ? text[i] + edge + (room - sum - 3 * edge) / 3
                                            : edge + text[i] * (room - 3 * edge) / sum;
            if (i == 2)
                bw = r.x + r.w - pad - x;
            c->buttons[i].r = (SDL_Rect){x, y, bw, bh};
            x += bw + gap;
        }
    }
    c->buttons[0].enabled = can_undo;
    c->buttons[1].enabled = can_hint;
    int head = eng_px(e, 40);
    int foot = c->no_buttons ? pad : bh + 2 * pad + (two_rows ? bh + gap : 0);
    c->log_lines = (SDL_Rect){r.x + pad, r.y + head, r.w - 2 * pad, r.h - head - foot};
    eng_target_add(e, T_LOG, 0, 0, c->log);
    if (!c->no_buttons)
        scene_buttons_targets(e, c->buttons, 3);
}

void table_core_draw_plate(TableCore *c, Eng *e) { eng_panel(e, c->log, eng_px(e, 12), 160); }

/* Whether a hint stands under the log now. */
static bool note_shown(const TableCore *c)
{
    return c->toast[0] && c->toast_calm && c->m->sg.n_moves == c->toast_moves;
}

/* A sentence about the game's file at the top of area, which shrinks
 * under it: an error in red, a note in green. */
static void save_note(Eng *e, SDL_Rect *area, int gap, int px, const char *text, bool error)
{
    int pad = eng_px(e, 8), font = error ? FONT_BOLD : FONT_REGULAR;
    int h = eng_text_height_wrapped(e, font, px, text, area->w - 2 * pad);
    SDL_Rect box = {area->x, area->y, area->w, h + 2 * pad};
    if (error) {
        eng_round_rect(e, box, eng_px(e, 8), (SDL_Color){128, 30, 24, 235},
                       (SDL_Color){104, 22, 18, 235});
    } else {
        eng_round_rect(e, box, eng_px(e, 8), (SDL_Color){30, 92, 66, 245},
                       (SDL_Color){22, 72, 52, 245});
        eng_round_outline(e, box, eng_px(e, 8), eng_px(e, 1), ENG_GOLD);
    }
    eng_text_wrapped(e, font, px, ENG_WHITE, text, area->x + pad, area->y + pad, area->w - 2 * pad,
                     ALIGN_LEFT);
    area->y += box.h + gap;
    area->h -= box.h + gap;
}

void table_core_draw(TableCore *c, Eng *e)
{
    SDL_Rect r = c->log;
    if (!c->plate_in_backdrop)
        table_core_draw_plate(c, e);
    /* TRANSLATORS: the heading of the panel that lists every move. */
    const char *heading = _("Game log");
    eng_text(e, FONT_BOLD, eng_px(e, 18), ENG_GOLD, heading, r.x + eng_px(e, 14),
             r.y + eng_px(e, 20), ALIGN_LEFT | ALIGN_MIDDLE);
    Match *m = c->m;
    int n = scene_match_log_lines(m);
    SDL_Rect area = c->log_lines;
    int px = eng_px(e, 14), gap = eng_px(e, 6);
    if (c->log_scroll > 0) {
        /* TRANSLATORS: at the right of the game log's heading while the log
         * is scrolled back to older moves; short. */
        const char *back = _("scrolled back: wheel down");
        /* beside the heading where it fits, else the log's first line */
        int right = r.x + r.w - eng_px(e, 14), bpx = eng_px(e, 12);
        int room = right - (r.x + eng_px(e, 14) +
                            eng_text_width(e, FONT_BOLD, eng_px(e, 18), heading) + eng_px(e, 8));
        if (eng_text_width(e, FONT_REGULAR, bpx, back) <= room) {
            eng_text(e, FONT_REGULAR, bpx, ENG_MUTED, back, right, r.y + eng_px(e, 20),
                     ALIGN_RIGHT | ALIGN_MIDDLE);
        } else {
            int h = eng_text_height_wrapped(e, FONT_REGULAR, bpx, back, area.w);
            eng_text_wrapped(e, FONT_REGULAR, bpx, ENG_MUTED, back, area.x, area.y, area.w,
                             ALIGN_LEFT);
            area.y += h + gap;
            area.h -= h + gap;
        }
    }
    if (m->save_moved[0]) /* where the game went on: stays while it is played here */
        save_note(e, &area, gap, px, m->save_moved, false);
    if (m->save_error[0]) /* stays above the log until a save works again */
        save_note(e, &area, gap, px, m->save_error, true);
    if (note_shown(c)) { /* the hint, at the foot above the Hint button */
        int pad = eng_px(e, 8);
        int h = eng_text_height_wrapped(e, FONT_BOLD, px, c->toast, area.w - 2 * pad);
        if (h + 2 * pad > area.h / 2 + area.h / 4) /* the log keeps a few lines */
            h = area.h / 2 + area.h / 4 - 2 * pad;
        SDL_Rect box = {area.x, area.y + area.h - h - 2 * pad, area.w, h + 2 * pad};
        eng_round_rect(e, box, eng_px(e, 8), (SDL_Color){30, 92, 66, 245},
                       (SDL_Color){22, 72, 52, 245});
        eng_round_outline(e, box, eng_px(e, 8), eng_px(e, 1), ENG_GOLD);
        SDL_RenderSetClipRect(e->ren, &box);
        eng_text_wrapped(e, FONT_BOLD, px, ENG_WHITE, c->toast, box.x + pad, box.y + pad,
                         box.w - 2 * pad, ALIGN_LEFT);
        SDL_RenderSetClipRect(e->ren, NULL);
        area.h -= box.h + gap;
    }
    SDL_RenderSetClipRect(e->ren, &area);
    int y = area.y + area.h;
    if (c->log_scroll > n - 1)
        c->log_scroll = n > 0 ? n - 1 : 0;
    int shown = 0, at = n - 1 - c->log_scroll;
    for (; at >= 0 && y > area.y; at--) {
        char line[2 * MATCH_LOG_LEN];
        scene_match_log_line(m, at, line, sizeof line);
        if (!line[0])
            continue;
        bool newest = at == n - 1;
        /* measured in the font it is drawn in: bold wraps sooner */
        int h = eng_text_height_wrapped(e, newest ? FONT_BOLD : FONT_REGULAR, px, line, area.w);
        if (y - h < area.y && at < n - 1 - c->log_scroll)
            break; /* a move is shown whole or not at all (the first shown always) */
        y -= h;
        shown++;
        eng_text_wrapped(e, newest ? FONT_BOLD : FONT_REGULAR, px,
                         newest ? ENG_WHITE : (SDL_Color){214, 226, 216, 255}, line, area.x, y,
                         area.w, ALIGN_LEFT);
        y -= gap;
    }
    if (at >= 0 && shown > 0) /* the panel full: a page for Page Up and Down */
        c->log_page = shown;
    if (n == 0)
        eng_text_wrapped(e, FONT_REGULAR, px, ENG_MUTED, _("Every move will be written here."),
                         area.x, area.y, area.w, ALIGN_LEFT);
    SDL_RenderSetClipRect(e->ren, NULL);
    if (!c->no_buttons) { /* the labels in the language of the moment */
        SceneButton b[3];
        for (int i = 0; i < 3; i++) {
            b[i] = c->buttons[i];
            b[i].label = _(c->buttons[i].label);
        }
        scene_buttons_draw(e, b, 3);
    }
}

void table_core_toast(TableCore *c, Eng *e, const char *msg)
{
    snprintf(c->toast, sizeof c->toast, "%s", msg);
    c->toast_calm = false;
    scene_plain_text(c->toast);
    if (c->toast[0])
        c->toast[0] =
            (char)(c->toast[0] >= 'a' && c->toast[0] <= 'z' ? c->toast[0] - 32 : c->toast[0]);
    c->toast_until = e->now + 4.0;
    eng_wake_at(e, c->toast_until);
    eng_redraw(e);
}

void table_core_note(TableCore *c, Eng *e, const char *msg)
{
    table_core_toast(c, e, msg);
    c->toast_calm = true;
    c->toast_moves = c->m->sg.n_moves; /* out of the way: it stays while its position does */
}

void table_core_draw_toast(TableCore *c, Eng *e, int cx, int y, int maxw)
{
    if (!c->toast[0] || c->toast_calm) /* a hint stands under the log */
        return;
    if (e->now >= c->toast_until) {
        c->toast[0] = 0;
        return;
    }
    int px = eng_px(e, 17);
    int w = eng_text_width(e, FONT_BOLD, px, c->toast);
    if (w > maxw)
        w = maxw;
    int h = eng_text_height_wrapped(e, FONT_BOLD, px, c->toast, maxw);
    int line = eng_text_height_wrapped(e, FONT_BOLD, px, "M", maxw);
    int padx = eng_px(e, 18), pady = eng_px(e, 10);
    /* y is the middle of a one-line notice; a longer one grows upwards,
     * away from the hand and the words the tables put under it */
    int bottom = y + line / 2 + pady;
    SDL_Rect r = {cx - w / 2 - padx, bottom - h - 2 * pady, w + 2 * padx, h + 2 * pady};
    eng_texts_covered(e, r); /* the tests' record: words it would hide */
    eng_shadow(e, r, eng_px(e, 10), eng_px(e, 10), (SDL_Color){0, 0, 0, 140});
    eng_round_rect(e, r, eng_px(e, 10), (SDL_Color){120, 28, 30, 240},
                   (SDL_Color){92, 20, 22, 240});
    eng_text_wrapped(e, FONT_BOLD, px, ENG_WHITE, c->toast, cx, r.y + pady, maxw, ALIGN_CENTER);
}

bool table_core_event(TableCore *c, Eng *e, const SDL_Event *ev, const EngTarget *clicked,
                      CoreAsk *ask)
{
    *ask = CORE_NOTHING;
    if (clicked) {
        if (clicked->kind == T_BUTTON && clicked->a == B_MENU) {
            eng_push(e, scene_pause_new(e, c->m->def));
            return true;
        }
        if (clicked->kind == T_BUTTON && (clicked->a == B_UNDO || clicked->a == B_HINT)) {
            *ask = clicked->a == B_UNDO ? CORE_UNDO : CORE_HINT;
            return true;
        }
        return false;
    }
    if (ev->type == SDL_MOUSEWHEEL) {
        if (SDL_PointInRect(&(SDL_Point){e->mouse_x, e->mouse_y}, &c->log)) {
            c->log_scroll += ev->wheel.y;
            if (c->log_scroll < 0)
                c->log_scroll = 0;
            eng_redraw(e);
        }
        return true;
    }
    if (ev->type == SDL_KEYDOWN) {
        SDL_Keycode k = ev->key.keysym.sym;
        if (k == SDLK_ESCAPE) {
            eng_push(e, scene_pause_new(e, c->m->def));
            return true;
        }
        if (k == SDLK_z && (ev->key.keysym.mod & KMOD_CTRL)) {
            *ask = CORE_UNDO;
            return true;
        }
        if (k == SDLK_h && !(ev->key.keysym.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI))) {
            *ask = CORE_HINT;
            return true;
        }
        if (k == SDLK_PAGEUP || k == SDLK_PAGEDOWN) { /* the log, a page of it less one move */
            int page = c->log_page > 1 ? c->log_page - 1 : 1;
            c->log_scroll += k == SDLK_PAGEUP ? page : -page;
            if (c->log_scroll < 0)
                c->log_scroll = 0;
            eng_redraw(e);
            return true;
        }
    }
    return false;
}

/* The game is over: won when a player at the screen (a human seat) is
 * among the first, lost when none is; a game of AI players alone ends
 * with the winner's sound. */
static void end_sound(Eng *e, const Match *m)
{
    GameResult r;
    m->def->result(m->sg.state, &r);
    bool human = false, won = false;
    for (int p = 0; p < m->sg.cfg.players; p++)
        if (scene_match_is_human(m, p)) {
            human = true;
            won |= r.rank[p] == 1;
        }
    eng_sound(e, !human || won ? ENG_SND_WIN : ENG_SND_LOSE);
}

/* The pause before an AI seat's step (half of it between the steps of
 * one turn): false, with a wake-up set, while it lasts. */
static bool ai_pause_over(TableCore *c, Eng *e)
{
    if (!c->pause_set) {
        double pause = eng_ai_pause(e);
        c->next_ai_at = e->now + (c->ai_steps_in_turn ? pause / 2 : pause);
        c->pause_set = true;
    }
    if (e->now < c->next_ai_at) {
        eng_wake_at(e, c->next_ai_at);
        return false;
    }
    return true;
}

DriveResult table_core_drive(TableCore *c, Eng *e, bool animating, Move *mv)
{
    Match *m = c->m;
    if (c->pass_pending) { /* the pass screen was dismissed: show that seat */
        c->pass_pending = false;
        c->first_pass = false;
        scene_match_set_viewer(m, c->pass_seat);
        return DRIVE_SWITCHED;
    }
    if (animating)
        return DRIVE_WAIT;
    int seat = scene_match_to_move(m);
    if (seat < 0 && c->script) /* a guided game ends at its table */
        return DRIVE_WAIT;
    if (seat < 0) {
        if (c->results_at <= 0) {
            c->results_at = e->now + 0.6 + eng_ai_pause(e);
            if (e->settings.anim_speed <= 0 && e->settings.ai_pace_ms <= 0)
                c->results_at = e->now;
        }
        if (e->now < c->results_at) {
            eng_wake_at(e, c->results_at);
            return DRIVE_WAIT;
        }
        end_sound(e, m);
        eng_replace(e, scene_results_new(e, m));
        c->m = NULL;
        return DRIVE_DONE;
    }
    /* With several humans at the screen nobody has taken it yet when the
     * table opens: the first human to move (the viewer) is asked to, before
     * any hand shows, even when AI seats move first. */
    bool unclaimed = c->first_pass && scene_match_humans(m) > 1;
    if (scene_match_is_human(m, seat) || unclaimed) {
        c->pause_set = false;
        if (seat != m->viewer || unclaimed) {
            /* The player at the screen sees where the last move went (a
             * card drawn, a trick taken) before handing the screen on. */
            if (!unclaimed) {
                if (c->pass_at <= 0)
                    c->pass_at = e->now + eng_anim_time(e, PASS_HOLD);
                if (e->now < c->pass_at) {
                    eng_wake_at(e, c->pass_at);
                    return DRIVE_WAIT;
                }
            }
            c->pass_at = 0;
            c->pass_pending = true;
            c->pass_seat = scene_match_is_human(m, seat) ? seat : m->viewer;
            eng_push(e, scene_pass_new(e, m->def, scene_match_name(m, c->pass_seat)));
            return DRIVE_WAIT;
        }
        c->first_pass = false;
        return DRIVE_HUMAN;
    }
    if (c->script) { /* the other seats' moves are given, at the AI's pace */
        if (!ai_pause_over(c, e))
            return DRIVE_WAIT;
        if (!c->script(c->script_ctx, m, mv))
            return DRIVE_WAIT;
        c->pause_set = false;
        return DRIVE_AI_MOVE;
    }
    if (!c->ai_started) {
        if (!ai_pause_over(c, e))
            return DRIVE_WAIT;
        c->ai_started = scene_match_ai_start(m, e->user_event);
        c->thinking_shown = false;
        c->think_at = e->now + 0.3; /* a slow AI says it is thinking */
        eng_wake_at(e, c->think_at);
        return DRIVE_WAIT;
    }
    if (scene_match_ai_ready(m, mv)) {
        c->ai_started = false;
        c->pause_set = false;
        return DRIVE_AI_MOVE;
    }
    if (!c->thinking_shown && e->now >= c->think_at) {
        c->thinking_shown = true;
        eng_redraw(e);
    } else if (!c->thinking_shown) {
        eng_wake_at(e, c->think_at);
    }
    return DRIVE_WAIT; /* the thread's wake-up event ends the wait */
}

void table_core_ai_played(TableCore *c, bool turn_over)
{
    c->ai_steps_in_turn = turn_over ? 0 : c->ai_steps_in_turn + 1;
}

void table_shake_start(TableShake *s, Eng *e, int kind, int a, int b)
{
    s->dur = eng_anim_time(e, 0.45);
    s->kind = s->dur > 0 ? kind : 0;
    s->a = a;
    s->b = b;
    s->t0 = e->now;
    eng_redraw(e);
}

int table_shake_dx(const TableShake *s, Eng *e, int kind, int a, int b)
{
    if (!s->kind || s->kind != kind || s->a != a || s->b != b || s->dur <= 0)
        return 0;
    double k = (e->now - s->t0) / s->dur;
    if (k >= 1 || k < 0)
        return 0;
    return (int)(sin(k * 6 * ENG_PI) * (1 - k) * eng_px(e, 9));
}

bool table_shake_update(TableShake *s, Eng *e)
{
    if (!s->kind)
        return false;
    if (e->now - s->t0 < s->dur)
        return true;
    s->kind = 0;
    eng_redraw(e);
    return false;
}

int table_pill_px(int h) { return h * 60 / 100; }

int table_pill_w(Eng *e, int h, int px, const char *text)
{
    return eng_text_width(e, FONT_BOLD, px, text) + h / 2 + eng_px(e, 4);
}

void table_pill(Eng *e, SDL_Rect r, const char *text, SDL_Color bg, SDL_Color fg)
{
    eng_round_rect(e, r, r.h / 2, bg, bg);
    char fitted[256];
    int px = table_fit_label(e, FONT_BOLD, table_pill_px(r.h), eng_px(e, TABLE_LEAST_TEXT), text,
                             r.w - r.h / 2, fitted, sizeof fitted);
    SDL_Rect box = eng_text_box(e, r);
    eng_text(e, FONT_BOLD, px, fg, fitted, r.x + r.w / 2, r.y + r.h / 2,
             ALIGN_CENTER | ALIGN_MIDDLE);
    eng_text_box(e, box);
}

void table_fit_text(Eng *e, int font, int px, const char *text, int max_w, char *out, size_t len)
{
    snprintf(out, len, "%s", text);
    size_t n = strlen(out);
    while (n > 0 && eng_text_width(e, font, px, out) > max_w) {
        do /* one UTF-8 character */
            n--;
        while (n > 0 && ((unsigned char)out[n] & 0xc0) == 0x80);
        if (n + 4 > len)
            break;
        memcpy(out + n, "\xe2\x80\xa6", 4);
    }
}

int table_fit_label(Eng *e, int font, int px, int least, const char *text, int max_w, char *out,
                    size_t len)
{
    if (least > px)
        least = px;
    int fit = eng_text_fit(e, font, px, text, max_w);
    if (fit >= least) {
        snprintf(out, len, "%s", text);
        return fit;
    }
    table_fit_text(e, font, least, text, max_w, out, len);
    return least;
}

int table_words_px(Eng *e, int font, int px, const char *text, int maxw)
{
    char word[128];
    for (const char *w = text; *w;) {
        /* a word: the characters up to a space or a Japanese one, where a
         * line may break ("Bartholomäus" is one word, "獲得" two) */
        const char *end = w;
        for (const char *p = w; *p;) {
            uint32_t c = utf8_next(&p);
            if (c == ' ' || eng_is_cjk(c))
                break;
            end = p;
        }
        size_t n = (size_t)(end - w);
        if (n == 0) {
            utf8_next(&w);
            continue;
        }
        snprintf(word, sizeof word, "%.*s", (int)n, w);
        int fit = eng_text_fit(e, font, px, word, maxw);
        if (fit < px)
            px = fit;
        w += n;
    }
    return px;
}

/* The length in bytes of the UTF-8 character that starts at s. */
static size_t utf8_len(const char *s)
{
    size_t n = 1;
    while (s[n] && ((unsigned char)s[n] & 0xc0) == 0x80)
        n++;
    return n;
}

void table_fit_middle(Eng *e, int font, int px, const char *text, int max_w, char *out, size_t len)
{
    snprintf(out, len, "%s", text);
    if (eng_text_width(e, font, px, out) <= max_w)
        return;
    /* keep as many characters of the start and of the end as fit, the
     * start one more when they cannot be equal */
    size_t n = strlen(text), head = 0, tail = n;
    char try[256];
    bool grow_head = true;
    for (;;) {
        size_t h = head, tl = tail;
        if (grow_head)
            h += utf8_len(text + head);
        else
            do
                tl--;
            while (tl > h && ((unsigned char)text[tl] & 0xc0) == 0x80);
        if (h >= tl || h + 3 + (n - tl) + 1 > sizeof try)
            break;
        snprintf(try, sizeof try, "%.*s\xe2\x80\xa6%s", (int)h, text, text + tl);
        if (eng_text_width(e, font, px, try) > max_w)
            break;
        head = h;
        tail = tl;
        grow_head = !grow_head;
    }
    if (head == 0 && tail == n) { /* not even one character: the start, cut */
        table_fit_text(e, font, px, text, max_w, out, len);
        return;
    }
    snprintf(out, len, "%.*s\xe2\x80\xa6%s", (int)head, text, text + tail);
}

/* The label of a seat under the given name. */
static void seat_label_named(const Match *m, int seat, const char *name, char *buf, size_t len)
{
    if (scene_match_is_human(m, seat))
        snprintf(buf, len, "%s", name);
    else if (m->sg.seats[seat].kind == SEAT_EASY)
        /* TRANSLATORS: a player's name on the table, with the kind of AI that
         * plays the seat. */
        snprintf(buf, len, _("%s (easy AI)"), name);
    else if (m->sg.seats[seat].kind == SEAT_HARD)
        /* TRANSLATORS: a player's name on the table, with the kind of AI that
         * plays the seat. */
        snprintf(buf, len, _("%s (hard AI)"), name);
    else
        /* TRANSLATORS: a player's name on the table, played by the AI. */
        snprintf(buf, len, _("%s (AI)"), name);
}

void table_seat_label(const Match *m, int seat, char *buf, size_t len)
{
    seat_label_named(m, seat, scene_match_name(m, seat), buf, len);
}

int table_fit_seat(Eng *e, int font, int px, const Match *m, int seat, bool acting,
                   const char *post, int max_w, char *out, size_t len)
{
    const char *pre = acting ? "\xe2\x96\xb6 " : "", *name = scene_match_name(m, seat);
    char label[192], whole[256];
    seat_label_named(m, seat, name, label, sizeof label);
    snprintf(whole, sizeof whole, "%s%s%s", pre, label, post);
    int least = eng_px(e, TABLE_LEAST_TEXT);
    int fit = table_fit_label(e, font, px, least, whole, max_w, out, len);
    if (!strcmp(out, whole))
        return fit;
    /* too long even small: the name loses its end (as any text does), in
     * the room the rest of the label leaves it */
    seat_label_named(m, seat, "", label, sizeof label);
    snprintf(whole, sizeof whole, "%s%s%s", pre, label, post);
    int room = max_w - eng_text_width(e, font, fit, whole);
    if (room <= 0)
        return fit; /* no room for the name at all: the whole cut at its end */
    char cut[SAVE_NAME_LEN + 4];
    table_fit_text(e, font, fit, name, room, cut, sizeof cut);
    seat_label_named(m, seat, cut, label, sizeof label);
    snprintf(out, len, "%s%s%s", pre, label, post);
    return fit;
}

const char *scene_table_toast(Scene *s)
{
    return scene_is_table(s) ? ((TableScene *)s)->core.toast : "";
}
