/* Load game: every save in the data folder, finished or not, newest first,
 * with its game, players, date and progress; load one, delete one after a
 * confirmation, or export a copy to the player's documents. A damaged save
 * is moved aside and its backup put back by store_list_all_saves, and the
 * player is told in one sentence; one that cannot be moved (or that a newer
 * Updown wrote) is listed with why it does not load, and is never removed
 * unless the player deletes it. Also the opening of a save at its table,
 * shared with Continue and `updown SAVEFILE`. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "i18n.h"
#include "match.h"
#include "scene_common.h"

bool scene_open_save(Eng *e, const char *path, char *err, size_t errlen)
{
    SaveGame sg;
    char why[GAME_ERR_LEN + MATCH_PATH_LEN + 100];
    const char *slash = strrchr(path, '/');
    const char *name = slash ? slash + 1 : path;
    if (strlen(path) >= MATCH_PATH_LEN) { /* its moves would go elsewhere */
        /* TRANSLATORS: %s is a save's file name. */
        snprintf(err, errlen, _("The save %.200s could not be opened: its path is too long."),
                 name);
        scene_plain_text(err);
        return false;
    }
    if (!save_load(&sg, path, why, sizeof why)) {
        /* save_load names the file first: the player sees the name once. */
        size_t pl = strlen(path);
        const char *reason = !strncmp(why, path, pl) && why[pl] == ':' ? why + pl + 2 : why;
        /* TRANSLATORS: %1$s is a save's file name, %2$s why it does not
           open. */
        snprintf(err, errlen, _("The save %1$.200s could not be opened: %2$.400s."), name, reason);
        scene_plain_text(err);
        return false;
    }
    if (!scene_has_table(sg.def)) {
        /* TRANSLATORS: %s is a game's title. */
        snprintf(err, errlen, _("The window cannot show %s yet."), sg.def->name);
        save_free(&sg);
        return false;
    }
    Match *m = scene_match_from_save(&sg);
    snprintf(m->save_path, sizeof m->save_path, "%s", path);
    m->saved_as = store_stamp(path); /* a move here does not overwrite another window's */
    Scene *s = scene_match_over(m) ? scene_results_new(e, m) : scene_table_new(e, m);
    eng_reset_to(e, s);
    return true;
}

/* A repair of a damaged save on the way is told on the title, like a
 * damaged settings file (e->notice). */
bool scene_latest_save(Eng *e, char *path, size_t len)
{
    char msg[STORE_MSG_LEN];
    if (!e->data_dir[0])
        return false;
    bool found = store_latest_unfinished(e->data_dir, path, len, msg, sizeof msg);
    if (msg[0])
        snprintf(e->notice, sizeof e->notice, "%s", msg);
    return found;
}

/* Where an exported copy goes: $UPDOWN_EXPORT_DIR, else the XDG documents
 * folder, else ~/Documents, else the home folder, else the data folder. */
static bool is_dir(const char *p)
{
    struct stat sb;
    return p && *p && stat(p, &sb) == 0 && S_ISDIR(sb.st_mode);
}

static void xdg_documents(char *out, size_t len)
{
    out[0] = 0;
    const char *home = getenv("HOME");
    const char *env = getenv("XDG_DOCUMENTS_DIR");
    if (is_dir(env)) {
        snprintf(out, len, "%s", env);
        return;
    }
    char conf[1100];
    const char *xc = getenv("XDG_CONFIG_HOME");
    if (xc && *xc)
        snprintf(conf, sizeof conf, "%s/user-dirs.dirs", xc);
    else if (home)
        snprintf(conf, sizeof conf, "%s/.config/user-dirs.dirs", home);
    else
        return;
    FILE *f = fopen(conf, "r");
    if (!f)
        return;
    char line[1200];
    while (fgets(line, sizeof line, f)) {
        /* XDG_DOCUMENTS_DIR="$HOME/Documents" */
        if (strncmp(line, "XDG_DOCUMENTS_DIR=\"", 19))
            continue;
        char *v = line + 19, *end = strchr(v, '"');
        if (!end)
            break;
        *end = 0;
        char dir[1100];
        if (!strncmp(v, "$HOME", 5) && home)
            snprintf(dir, sizeof dir, "%.500s%.500s", home, v + 5);
        else
            snprintf(dir, sizeof dir, "%.1000s", v);
        if (is_dir(dir))
            snprintf(out, len, "%s", dir);
        break;
    }
    fclose(f);
}

static void export_dir(const Eng *e, char *out, size_t len)
{
    const char *env = getenv("UPDOWN_EXPORT_DIR");
    const char *home = getenv("HOME");
    char docs[1100];
    if (is_dir(env)) {
        snprintf(out, len, "%s", env);
        return;
    }
    xdg_documents(out, len);
    if (out[0])
        return;
    if (home) {
        snprintf(docs, sizeof docs, "%.1000s/Documents", home);
        if (is_dir(docs)) {
            snprintf(out, len, "%s", docs);
            return;
        }
        if (is_dir(home)) {
            snprintf(out, len, "%s", home);
            return;
        }
    }
    snprintf(out, len, "%s", e->data_dir);
}

/* --- the scene ---------------------------------------------------------- */

/* The save chosen (sel) and the keyboard's focus are one: a row the focus
 * reaches is the one chosen, and keys that move the choice move the focus
 * with it; Enter or Space on a row opens it, as a double click does. The
 * row chosen is lit; only the focus draws a ring. */
typedef struct Saves {
    Scene base;
    SaveEntry *list;
    int n, sel, first;    /* first: the row at the top of the list */
    bool confirming;      /* the delete question is up */
    EngTarget asked_from; /* the focus before the question */
    bool focus_placed;    /* on the chosen row, when the list first showed */
    char message[STORE_MSG_LEN + 1200];
    bool message_bad;

    SDL_Rect panel, rows; /* the plate and the list inside it */
    int row_h, visible;
    bool dragging;      /* the scroll bar, by the pointer */
    bool bar_hot;       /* the pointer over it */
    int drag_dy;        /* where the thumb was taken, from its top */
    int msg_y, msg_w;   /* the message: the middle of its band, its width */
    SceneButton b[4];   /* Back, Delete, Export, Load */
    SceneButton ask[2]; /* Keep, Delete */
    SDL_Rect ask_panel;
} Saves;

static void game_name(const SaveEntry *s, char *buf, size_t len)
{
    const GameDef *def = game_find(s->game);
    snprintf(buf, len, "%s", def ? def->name : s->game);
}

/* The players' names, a seat's default name in the language spoken (as
 * at the table). */
static void players_text(const SaveEntry *s, char *buf, size_t len)
{
    const char *names[GAME_MAX_SEATS];
    char spoken[GAME_MAX_SEATS][SAVE_NAME_LEN];
    int n = 0;
    for (int p = 0; p < s->players && p < GAME_MAX_SEATS; p++) {
        bool by_default = eng_name_in_language(s->names[p], p, spoken[p], sizeof spoken[p]);
        names[n++] = by_default ? spoken[p] : s->names[p];
    }
    scene_join_names(buf, len, names, n, false);
}

static void date_text(long long t, char *buf, size_t len)
{
    time_t tt = (time_t)t;
    struct tm tm;
    if (t <= 0 || !localtime_r(&tt, &tm)) {
        /* TRANSLATORS: in place of the date of a save that has none. */
        snprintf(buf, len, "%s", _("no date"));
        return;
    }
    /* TRANSLATORS: the date and time a save was last played, a strftime
       format ("%d %b %Y, %H:%M": "05 Mar 2025, 14:30"). Month and day
       names (%b, %a) stay English: use numbers ("%d.%m.%Y"). */
    if (!strftime(buf, len, _("%d %b %Y, %H:%M"), &tm))
        buf[0] = 0;
}

static void progress_text(const SaveEntry *s, char *buf, size_t len)
{
    if (s->over)
        /* TRANSLATORS: a finished save in Load game. */
        snprintf(buf, len, P_("Finished after %d move", "Finished after %d moves", s->moves),
                 s->moves);
    else if (s->moves == 0)
        snprintf(buf, len, "%s", _("Not started"));
    else
        snprintf(buf, len,
                 P_("In progress: %d move played", "In progress: %d moves played", s->moves),
                 s->moves);
}

static const char *file_name(const char *path)
{
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

/* The reason without the path that save_load puts first. */
static const char *problem_text(const SaveEntry *s)
{
    size_t pl = strlen(s->path);
    if (!strncmp(s->problem, s->path, pl) && s->problem[pl] == ':')
        return s->problem + pl + 2;
    return s->problem;
}

static void reload(Saves *v, Eng *e)
{
    char msg[STORE_MSG_LEN];
    msg[0] = 0;
    free(v->list);
    v->list = NULL;
    v->n = 0;
    if (e->data_dir[0])
        v->list = store_list_all_saves(e->data_dir, &v->n, msg, sizeof msg);
    if (msg[0]) { /* a damaged save was moved aside: the player is told */
        snprintf(v->message, sizeof v->message, "%s", msg);
        v->message_bad = true;
    }
    if (v->sel >= v->n)
        v->sel = v->n - 1;
    if (v->sel < 0 && v->n > 0)
        v->sel = 0;
}

/* The rows shown lie within the list. */
static void clamp_first(Saves *v)
{
    int max_first = v->n - v->visible;
    if (v->first > max_first)
        v->first = max_first;
    if (v->first < 0)
        v->first = 0;
}

/* The chosen row in sight. */
static void keep_visible(Saves *v)
{
    if (v->sel >= 0 && v->sel < v->first)
        v->first = v->sel;
    if (v->visible > 0 && v->sel >= v->first + v->visible)
        v->first = v->sel - v->visible + 1;
    clamp_first(v);
}

/* The scroll bar beside the rows, when they do not all fit: its track,
 * the thumb on it (never shorter than a fingertip, the rows' part of the
 * list), and the strip a pointer may take it by, wider than the track. */
static bool scroll_bar(const Saves *v, Eng *e, SDL_Rect *track, SDL_Rect *thumb, SDL_Rect *grip)
{
    if (v->n <= v->visible)
        return false;
    /* clear of the focus ring round a row, which would hide the thumb */
    int x = v->rows.x + v->rows.w + eng_focus_ring_width(e) + eng_px(e, 2);
    *track = (SDL_Rect){x, v->rows.y, eng_px(e, 5), v->rows.h};
    int th = (int)((long long)track->h * v->visible / v->n), least = eng_px(e, 28);
    th = th < least ? least : th > track->h ? track->h : th;
    int span = v->n - v->visible;
    int ty = track->y + (int)((long long)(track->h - th) * v->first / span);
    *thumb = (SDL_Rect){track->x, ty, track->w, th};
    *grip = (SDL_Rect){v->rows.x + v->rows.w, track->y,
                       track->x + track->w + eng_px(e, 6) - (v->rows.x + v->rows.w), track->h};
    return true;
}

static void saves_layout(Scene *s, Eng *e);

/* The rows under a thumb whose top is at y. */
static void scroll_to_thumb(Saves *v, Eng *e, int y)
{
    SDL_Rect track, thumb, grip;
    if (!scroll_bar(v, e, &track, &thumb, &grip))
        return;
    int room = track.h - thumb.h, span = v->n - v->visible;
    int at = y - track.y;
    at = at < 0 ? 0 : at > room ? room : at;
    int first = room > 0 ? (int)(((long long)at * span + room / 2) / room) : 0;
    if (first != v->first) {
        v->first = first;
        saves_layout(&v->base, e);
        eng_redraw(e);
    }
}

static void saves_layout(Scene *s, Eng *e)
{
    Saves *v = (Saves *)s;
    int margin = eng_px(e, 40);
    int w = e->w - 2 * margin;
    if (w > eng_px(e, 1100))
        w = eng_px(e, 1100);
    /* Under the list, a band for the message, taller when it needs more
     * than one line (a damaged save's sentence names where it went). */
    int buttons_top = e->h - eng_px(e, 118), band = eng_px(e, 22);
    v->msg_w = w;
    if (v->message[0]) {
        int mh = eng_text_height_wrapped(e, FONT_REGULAR, eng_px(e, 16), v->message, v->msg_w);
        if (mh + eng_px(e, 12) > band)
            band = mh + eng_px(e, 12);
    }
    int top = eng_px(e, 100), bottom = buttons_top - band;
    v->msg_y = bottom + band / 2;
    v->panel = (SDL_Rect){(e->w - w) / 2, top, w, bottom - top};
    int pad = eng_px(e, 12);
    v->rows = (SDL_Rect){v->panel.x + pad, v->panel.y + pad, v->panel.w - 2 * pad - eng_px(e, 10),
                         v->panel.h - 2 * pad};
    v->row_h = eng_px(e, 66);
    int was = v->visible;
    v->visible = v->rows.h / v->row_h;
    if (v->visible < 1)
        v->visible = 1;
    /* The wheel and the scroll bar move the rows without the choice: only
     * a new size (or the first) brings the chosen row back in sight. */
    if (v->visible != was)
        keep_visible(v);
    else
        clamp_first(v);

    bool have = v->sel >= 0 && v->sel < v->n;
    bool loads = have && !v->list[v->sel].problem[0];
    scene_button(v->b, 4, B_DELETE)->enabled = have;
    scene_button(v->b, 4, B_EXPORT)->enabled = have;
    scene_button(v->b, 4, B_OPEN)->enabled = loads;
    int bw = eng_px(e, 210), bh = eng_px(e, 56), gap = eng_px(e, 20);
    scene_buttons_fit(e, v->b, 4, e->w / 2, e->h - eng_px(e, 90), bw, bh, gap, e->w - 2 * margin);

    int aw = eng_px(e, 620), ah = eng_px(e, 250);
    if (aw > e->w - 2 * margin)
        aw = e->w - 2 * margin;
    v->ask_panel = (SDL_Rect){(e->w - aw) / 2, (e->h - ah) / 2, aw, ah};
    scene_buttons_fit(e, v->ask, 2, e->w / 2, v->ask_panel.y + ah - eng_px(e, 80), eng_px(e, 200),
                      eng_px(e, 54), eng_px(e, 24), aw - 2 * eng_px(e, 20));

    eng_targets_clear(e);
    if (v->confirming) {
        scene_buttons_targets(e, v->ask, 2);
        return;
    }
    if (!v->focus_placed && v->sel >= 0) {
        v->focus_placed = true;
        eng_focus_set(e, T_SAVE, v->sel, 0, false);
    }
    eng_target_add(e, T_SCROLL, 0, 0, v->rows); /* the wheel's; no stop of the focus */
    eng_target_flags(e, ENG_TARGET_NOFOCUS);
    for (int i = v->first; i < v->n && i < v->first + v->visible; i++) {
        SDL_Rect r = {v->rows.x, v->rows.y + (i - v->first) * v->row_h, v->rows.w,
                      v->row_h - eng_px(e, 6)};
        eng_target_add(e, T_SAVE, i, 0, r);
    }
    scene_buttons_targets(e, v->b, 4);
}

static void draw_row(Saves *v, Eng *e, int i, SDL_Rect r)
{
    const SaveEntry *s = &v->list[i];
    bool sel = i == v->sel, hover = eng_hovered(e, T_SAVE, i, 0);
    int rad = eng_px(e, 10);
    SDL_Color fill = {255, 255, 255, (Uint8)(sel ? 46 : hover ? 30 : 14)};
    eng_round_rect(e, r, rad, fill, fill);
    int pad = eng_px(e, 16);
    int x = r.x + pad, right = r.x + r.w - pad;
    int y1 = r.y + r.h * 32 / 100, y2 = r.y + r.h * 72 / 100;
    int big = eng_px(e, 19), small = eng_px(e, 15);
    char a[640], b[1024];
    if (s->problem[0]) {
        SDL_Color warn = {255, 150, 130, 255};
        /* TRANSLATORS: a save that does not load; %s is its file name. */
        snprintf(a, sizeof a, _("Cannot load: %.290s"), file_name(s->path));
        eng_text(e, FONT_BOLD, eng_text_fit(e, FONT_BOLD, big, a, r.w - 2 * pad), warn, a, x, y1,
                 ALIGN_LEFT | ALIGN_MIDDLE);
        snprintf(b, sizeof b,
                 /* TRANSLATORS: %s is why the save does not load. */
                 _("It does not load \xe2\x80\x94 %s \xe2\x80\x94 and is left as it is."),
                 problem_text(s));
        eng_text(e, FONT_REGULAR, eng_text_fit(e, FONT_REGULAR, small, b, r.w - 2 * pad), ENG_MUTED,
                 b, x, y2, ALIGN_LEFT | ALIGN_MIDDLE);
        return;
    }
    char date[128], prog[256];
    date_text(s->updated, date, sizeof date);
    progress_text(s, prog, sizeof prog);
    int dw = eng_text_width(e, FONT_REGULAR, small + eng_px(e, 1), date);
    int pw = eng_text_width(e, FONT_BOLD, small, prog);
    int side = (dw > pw ? dw : pw) + eng_px(e, 24);
    game_name(s, a, sizeof a);
    eng_text(e, FONT_BOLD, eng_text_fit(e, FONT_BOLD, big, a, r.w - 2 * pad - side), ENG_WHITE, a,
             x, y1, ALIGN_LEFT | ALIGN_MIDDLE);
    players_text(s, b, sizeof b);
    char fitted[1024];
    int avail = r.w - 2 * pad - side;
    snprintf(fitted, sizeof fitted, "%s", b);
    /* Names cut with an ellipsis rather than shrunk to nothing. */
    while (strlen(fitted) > 4 && eng_text_width(e, FONT_REGULAR, small, fitted) > avail) {
        size_t l = strlen(fitted) - 4;
        while (l > 0 && ((unsigned char)fitted[l] & 0xc0) == 0x80)
            l--;
        snprintf(fitted + l, sizeof fitted - l, "...");
    }
    eng_text(e, FONT_REGULAR, small, ENG_MUTED, fitted, x, y2, ALIGN_LEFT | ALIGN_MIDDLE);
    eng_text(e, FONT_REGULAR, small + eng_px(e, 1), ENG_WHITE, date, right, y1,
             ALIGN_RIGHT | ALIGN_MIDDLE);
    eng_text(e, FONT_BOLD, small, s->over ? ENG_MUTED : ENG_GOLD, prog, right, y2,
             ALIGN_RIGHT | ALIGN_MIDDLE);
}

static void saves_draw(Scene *s, Eng *e)
{
    Saves *v = (Saves *)s;
    eng_draw_table(e);
    scene_heading(e, _("Load game"), e->w / 2, eng_px(e, 52), eng_px(e, 44));
    eng_panel(e, v->panel, eng_px(e, 14), 150);
    if (v->n == 0) {
        eng_text_wrapped(e, FONT_REGULAR, eng_px(e, 19), ENG_MUTED,
                         _("No saved games yet. Every game is saved after each move and is "
                           "listed here, finished or not."),
                         e->w / 2, v->panel.y + v->panel.h / 2, v->panel.w * 8 / 10,
                         ALIGN_CENTER | ALIGN_MIDDLE);
    }
    SDL_RenderSetClipRect(e->ren, &v->rows);
    for (int i = v->first; i < v->n && i < v->first + v->visible; i++) {
        SDL_Rect r = {v->rows.x, v->rows.y + (i - v->first) * v->row_h, v->rows.w,
                      v->row_h - eng_px(e, 6)};
        draw_row(v, e, i, r);
    }
    SDL_RenderSetClipRect(e->ren, NULL);
    SDL_Rect track, thumb, grip;
    if (scroll_bar(v, e, &track, &thumb, &grip)) {
        eng_round_rect(e, track, track.w / 2, (SDL_Color){255, 255, 255, 25},
                       (SDL_Color){255, 255, 255, 25});
        if (v->bar_hot || v->dragging) { /* wider and lighter while it can be taken */
            int grow = eng_px(e, 2);
            thumb = (SDL_Rect){thumb.x - grow, thumb.y, thumb.w + 2 * grow, thumb.h};
        }
        SDL_Color c = v->bar_hot || v->dragging ? (SDL_Color){255, 226, 150, 255} : ENG_GOLD;
        eng_round_rect(e, thumb, thumb.w / 2, c, c);
    }
    if (v->message[0])
        eng_text_wrapped(e, FONT_REGULAR, eng_px(e, 16),
                         v->message_bad ? (SDL_Color){255, 150, 130, 255} : ENG_GOLD, v->message,
                         e->w / 2, v->msg_y, v->msg_w, ALIGN_CENTER | ALIGN_MIDDLE);
    scene_buttons_draw(e, v->b, 4);
    if (!v->confirming)
        return;
    scene_dim(e, 150);
    SDL_Rect p = v->ask_panel;
    eng_shadow(e, p, eng_px(e, 16), eng_px(e, 20), (SDL_Color){0, 0, 0, 160});
    eng_panel(e, p, eng_px(e, 16), 235);
    scene_heading(e, _("Delete this game?"), e->w / 2, p.y + eng_px(e, 42), eng_px(e, 30));
    const SaveEntry *se = &v->list[v->sel];
    char what[1400], g[96], names[320], date[128];
    date_text(se->updated, date, sizeof date);
    if (se->problem[0]) {
        snprintf(what, sizeof what,
                 /* TRANSLATORS: %s is a save's file name. */
                 _("The file %.600s, which does not load, will be removed for good."),
                 file_name(se->path));
    } else {
        game_name(se, g, sizeof g);
        players_text(se, names, sizeof names);
        /* TRANSLATORS: the question before a save is deleted: %1$s is the
           game's title, %2$s the players' names, %3$s the date it was last
           played. */
        snprintf(what, sizeof what, _("%1$s with %2$s, saved %3$s, will be removed for good."), g,
                 names, date);
    }
    eng_text_wrapped(e, FONT_REGULAR, eng_px(e, 17), ENG_WHITE, what, e->w / 2, p.y + eng_px(e, 80),
                     p.w - eng_px(e, 60), ALIGN_CENTER);
    scene_buttons_draw(e, v->ask, 2);
}

/* True when the game opened (this scene is leaving). */
static bool open_selected(Saves *v, Eng *e)
{
    if (v->sel < 0 || v->sel >= v->n || v->list[v->sel].problem[0])
        return false;
    char err[STORE_MSG_LEN + 1200];
    if (scene_open_save(e, v->list[v->sel].path, err, sizeof err))
        return true;
    snprintf(v->message, sizeof v->message, "%s", err);
    v->message_bad = true;
    reload(v, e);
    return false;
}

static void export_selected(Saves *v, Eng *e)
{
    if (v->sel < 0 || v->sel >= v->n)
        return;
    const SaveEntry *s = &v->list[v->sel];
    char dir[1100], dest[1400], stamp[32], err[GAME_ERR_LEN + 1200];
    export_dir(e, dir, sizeof dir);
    time_t tt = (time_t)(s->updated > 0 ? s->updated : time(NULL));
    struct tm tm;
    localtime_r(&tt, &tm);
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M", &tm);
    const char *id = s->game[0] ? s->game : "damaged";
    snprintf(dest, sizeof dest, "%s/updown-%s-%s.json", dir, id, stamp);
    store_free_name(dest, sizeof dest);
    if (store_export_save(s->path, dest, err, sizeof err)) {
        /* TRANSLATORS: %s is the file the copy was written to. */
        snprintf(v->message, sizeof v->message, _("A copy was saved as %.1400s"), dest);
        v->message_bad = false;
    } else {
        /* TRANSLATORS: %1$s is a folder, %2$s why the copy could not be
           written. */
        snprintf(v->message, sizeof v->message, _("No copy could be saved in %1$.600s: %2$.600s"),
                 dir, err);
        v->message_bad = true;
    }
}

static void delete_selected(Saves *v, Eng *e)
{
    v->confirming = false;
    if (v->sel < 0 || v->sel >= v->n)
        return;
    if (store_delete_save(v->list[v->sel].path)) {
        snprintf(v->message, sizeof v->message, "%s", _("The game was deleted."));
        v->message_bad = false;
    } else {
        /* TRANSLATORS: %s is a save's file name. */
        snprintf(v->message, sizeof v->message, _("%s could not be deleted."),
                 file_name(v->list[v->sel].path));
        v->message_bad = true;
    }
    reload(v, e);
}

/* The choice on row i (kept in the list), and the focus with it: shown
 * when show (a key moved them), else as it was. */
static void select_row(Saves *v, Eng *e, int i, bool show)
{
    if (v->n == 0)
        return;
    v->sel = i < 0 ? 0 : i >= v->n ? v->n - 1 : i;
    keep_visible(v);
    saves_layout(&v->base, e);
    eng_focus_set(e, T_SAVE, v->sel, 0, show);
    eng_redraw(e);
}

/* Up and Down, Page Up and Page Down: on the list they move the choice
 * and the focus; from the buttons below, Up goes back to the save chosen.
 * Home and End choose the newest save and the oldest. */
static void move_choice(Saves *v, Eng *e, SDL_Keycode k)
{
    if (k == SDLK_HOME || k == SDLK_END) {
        select_row(v, e, k == SDLK_HOME ? 0 : v->n - 1, true);
        return;
    }
    const EngTarget *f = eng_focus_get(e);
    if (f && f->kind == T_BUTTON) {
        if (k == SDLK_UP || k == SDLK_PAGEUP)
            select_row(v, e, v->sel, true);
        return;
    }
    int by = k == SDLK_UP ? -1 : k == SDLK_DOWN ? 1 : k == SDLK_PAGEUP ? -v->visible : v->visible;
    select_row(v, e, v->sel + by, true);
}

/* The delete question, and back from it with the focus where it was (on
 * the row chosen now, when it was on a row). */
static void ask_delete(Saves *v, Eng *e)
{
    v->asked_from = e->focus;
    v->confirming = true;
    saves_layout(&v->base, e);
    eng_redraw(e);
}

static void end_ask(Saves *v, Eng *e)
{
    v->confirming = false;
    saves_layout(&v->base, e);
    EngTarget f = v->asked_from;
    if (f.kind == T_SAVE)
        f.a = v->sel;
    eng_focus_set(e, f.kind, f.a, f.b, false);
    eng_redraw(e);
}

/* The scroll bar taken by the pointer: the thumb follows it, from where
 * it was taken; pressed on the track beside the thumb, the thumb first
 * jumps there, centred under the pointer. */
static bool scroll_bar_event(Saves *v, Eng *e, const SDL_Event *ev)
{
    SDL_Rect track, thumb, grip;
    if (v->confirming || !scroll_bar(v, e, &track, &thumb, &grip)) {
        v->dragging = false;
        return false;
    }
    switch (ev->type) {
    case SDL_MOUSEBUTTONDOWN: {
        SDL_Point p = {ev->button.x, ev->button.y};
        if (ev->button.button != SDL_BUTTON_LEFT || !SDL_PointInRect(&p, &grip))
            return false;
        bool on_thumb = p.y >= thumb.y && p.y < thumb.y + thumb.h;
        v->drag_dy = on_thumb ? p.y - thumb.y : thumb.h / 2;
        v->dragging = true;
        scroll_to_thumb(v, e, p.y - v->drag_dy);
        return true;
    }
    case SDL_MOUSEMOTION: {
        SDL_Point p = {ev->motion.x, ev->motion.y};
        bool hot = SDL_PointInRect(&p, &grip);
        if (hot != v->bar_hot) { /* the thumb lights under the pointer */
            v->bar_hot = hot;
            eng_redraw(e);
        }
        if (!v->dragging)
            return false;
        if (!(ev->motion.state & SDL_BUTTON_LMASK)) { /* let go where the window did not hear */
            v->dragging = false;
            eng_press_clear(e);
            eng_redraw(e);
            return true;
        }
        scroll_to_thumb(v, e, ev->motion.y - v->drag_dy);
        return true;
    }
    case SDL_MOUSEBUTTONUP:
        if (!v->dragging || ev->button.button != SDL_BUTTON_LEFT)
            return false;
        v->dragging = false;
        eng_press_clear(e);
        scroll_to_thumb(v, e, ev->button.y - v->drag_dy);
        return true;
    default:
        return false;
    }
}

static void saves_event(Scene *s, Eng *e, const SDL_Event *ev)
{
    Saves *v = (Saves *)s;
    EngTarget t;
    if (eng_clicked(e, ev, &t)) {
        if (t.kind == T_SAVE) {
            /* Enter or Space on the row opens it, as a second click does */
            bool open = e->key_click || (t.a == v->sel && ev->button.clicks >= 2);
            v->message[0] = 0;
            select_row(v, e, t.a, e->key_click);
            if (open && !open_selected(v, e)) {
                saves_layout(s, e);
                eng_redraw(e);
            }
            return;
        }
        if (t.kind != T_BUTTON)
            return;
        switch (t.a) {
        case B_BACK:
            eng_pop(e);
            return;
        case B_OPEN:
            open_selected(v, e);
            break;
        case B_EXPORT:
            export_selected(v, e);
            break;
        case B_DELETE:
            ask_delete(v, e);
            return;
        case B_CONFIRM:
            delete_selected(v, e);
            end_ask(v, e);
            return;
        case B_CANCEL:
            end_ask(v, e);
            return;
        default:
            break;
        }
        saves_layout(s, e);
        eng_redraw(e);
        return;
    }
    if (scroll_bar_event(v, e, ev))
        return;
    if (ev->type == SDL_MOUSEWHEEL && !v->confirming) {
        v->first -= ev->wheel.y;
        saves_layout(s, e); /* within the list there */
        eng_redraw(e);
        return;
    }
    if (ev->type != SDL_KEYDOWN)
        return;
    SDL_Keycode k = ev->key.keysym.sym;
    if (v->confirming) {
        if (k == SDLK_ESCAPE)
            end_ask(v, e);
        else
            scene_enter_shows_focus(e, ev);
        return;
    }
    if (k == SDLK_ESCAPE)
        eng_pop(e);
    else if (k == SDLK_UP || k == SDLK_DOWN || k == SDLK_PAGEUP || k == SDLK_PAGEDOWN ||
             k == SDLK_HOME || k == SDLK_END)
        move_choice(v, e, k);
    else if (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE) {
        /* the focus is not shown (else Enter reached what it is on) */
        if (!open_selected(v, e)) { /* the message, if any, is up */
            saves_layout(s, e);
            eng_redraw(e);
        }
    } else if (k == SDLK_DELETE && v->sel >= 0)
        ask_delete(v, e);
}

/* The focus moved onto another row (by Tab, or settling when its row
 * scrolled away): that row is the one chosen. */
static void follow_focus(Saves *v, Eng *e)
{
    const EngTarget *f = eng_focus_get(e);
    if (v->confirming || !f || f->kind != T_SAVE || f->a == v->sel)
        return;
    v->sel = f->a;
    saves_layout(&v->base, e);
    eng_redraw(e);
}

static bool saves_update(Scene *s, Eng *e)
{
    follow_focus((Saves *)s, e);
    return false;
}

static void saves_destroy(Scene *s)
{
    Saves *v = (Saves *)s;
    free(v->list);
    free(v);
}

/* Up and Down choose a save, the focus with it; Tab reaches the buttons. */
static unsigned saves_keys(Scene *s, Eng *e)
{
    (void)s, (void)e;
    return ENG_KEYS_UPDOWN;
}

static const SceneVT saves_vt = {
    .name = "load game",
    .event = saves_event,
    .update = saves_update,
    .draw = saves_draw,
    .layout = saves_layout,
    .destroy = saves_destroy,
    .own_keys = saves_keys,
};

const char *scene_saves_message(const Scene *s)
{
    return s && s->vt == &saves_vt ? ((const Saves *)s)->message : "";
}

Scene *scene_saves_new(Eng *e)
{
    Saves *v = calloc(1, sizeof *v);
    if (!v)
        abort();
    v->base.vt = &saves_vt;
    v->b[0] = (SceneButton){B_BACK, _("Back"), BUTTON_NORMAL, true, {0}};
    v->b[1] = (SceneButton){B_DELETE, _("Delete"), BUTTON_NORMAL, false, {0}};
    v->b[2] = (SceneButton){B_EXPORT, _("Export a copy"), BUTTON_NORMAL, false, {0}};
    v->b[3] = (SceneButton){B_OPEN, _("Load"), BUTTON_PRIMARY, false, {0}};
    v->ask[0] = (SceneButton){B_CANCEL, _("Keep it"), BUTTON_NORMAL, true, {0}};
    v->ask[1] = (SceneButton){B_CONFIRM, _("Delete"), BUTTON_PRIMARY, true, {0}};
    v->sel = -1;
    reload(v, e);
    /* What the title was saying about the data folder (a save repaired on
     * the way to this scene, most likely) is said here now. */
    if (!v->message[0] && e->notice[0]) {
        snprintf(v->message, sizeof v->message, "%s", e->notice);
        v->message_bad = true;
        e->notice[0] = 0;
    }
    return &v->base;
}
