/* Settings, statistics and the list of saves, in the user's data folder. */
#define _POSIX_C_SOURCE 200809L
#include "store.h"

#include <cjson/cJSON.h>
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "i18n.h"

#define SETTINGS_FILE "settings.json"
#define STATS_FILE "stats.json"
#define SAVES_DIR "saves"
#define SAVES_INDEX "saves-index.json"
#define SAVES_INDEX_FORMAT "updown-saves-index"
#define SAVES_INDEX_MAX (32L << 20) /* bytes: some 150,000 saves */
#ifndef UPDOWN_VERSION
#define UPDOWN_VERSION "0.0.0"
#endif

static int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

/* ---- settings ------------------------------------------------------------ */

/* Whether a settings file's language names one: a code of letters, "-"
 * and "_" ("fr", "pt_BR") that fits Settings.language, "system" not. The
 * window speaks those of eng_languages; any other follows the system. */
static bool language_code(const char *c)
{
    size_t n = strlen(c);
    if (n < 2 || n >= sizeof((Settings *)0)->language || !strcmp(c, "system"))
        return false;
    for (size_t i = 0; i < n; i++)
        if (!isalpha((unsigned char)c[i]) && c[i] != '-' && c[i] != '_')
            return false;
    return true;
}

void settings_default(Settings *s)
{
    memset(s, 0, sizeof *s);
    s->win_w = 1280;
    s->win_h = 800;
    s->anim_speed = 100;
    s->ai_pace_ms = 700;
    s->cb_symbols = true;
    s->volume = 80;
    s->last_game = -1;
    /* The first seat is the player at the screen; the others have names. */
    /* TRANSLATORS: the name the first seat has until the player types
       theirs, written as the player's name ("You win with 5 tricks"). */
    snprintf(s->names[0], SAVE_NAME_LEN, "%s", _("You"));
    for (int p = 1; p < GAME_MAX_SEATS; p++)
        snprintf(s->names[p], SAVE_NAME_LEN, "%s", seat_default_name(p));
    for (int g = 0; g < game_count() && g < STORE_MAX_GAMES; g++) {
        const GameDef *def = game_at(g);
        GameDefaults *d = &s->game[g];
        d->players = def->min_players > 4   ? def->min_players
                     : def->max_players < 4 ? def->max_players
                                            : 4;
        d->seat_kind[0] = SEAT_HUMAN;
        for (int p = 1; p < GAME_MAX_SEATS; p++)
            d->seat_kind[p] = SEAT_NORMAL;
        for (int o = 0; o < def->n_options; o++)
            d->opt[o] = def->options[o].def;
    }
}

void settings_free(Settings *s)
{
    cJSON_Delete(s->unknown);
    s->unknown = NULL;
}

/* What this version does not read: the keys of `have` that `want` (the same
 * data as this version writes it) lacks, at every level where both hold an
 * object, so unknown game ids, option names and keys inside "window" are
 * kept as well as those at the top. NULL when there are none. */
static cJSON *unknown_keys(const cJSON *have, const cJSON *want)
{
    cJSON *u = NULL;
    for (const cJSON *k = have->child; k; k = k->next) {
        /* A name given twice counts once, its first time, as when read. */
        if (!k->string || cJSON_GetObjectItemCaseSensitive(have, k->string) != k)
            continue;
        const cJSON *w = cJSON_GetObjectItemCaseSensitive(want, k->string);
        cJSON *add = NULL;
        if (!w)
            add = cJSON_Duplicate(k, true);
        else if (cJSON_IsObject(k) && cJSON_IsObject(w))
            add = unknown_keys(k, w);
        if (!add)
            continue;
        if (!u)
            u = cJSON_CreateObject();
        cJSON_AddItemToObject(u, k->string, add);
    }
    return u;
}

/* Puts the kept keys back into o, each at the level it came from; what this
 * version writes wins over a kept key of the same name. */
static void add_unknown(cJSON *o, const cJSON *u)
{
    for (const cJSON *k = u ? u->child : NULL; k; k = k->next) {
        cJSON *w = cJSON_GetObjectItemCaseSensitive(o, k->string);
        if (!w)
            cJSON_AddItemToObject(o, k->string, cJSON_Duplicate(k, true));
        else if (cJSON_IsObject(w) && cJSON_IsObject(k))
            add_unknown(w, k);
    }
}

static bool get_int(const cJSON *o, const char *key, int *v, int lo, int hi)
{
    const cJSON *j = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!j)
        return true; /* missing: keep the default */
    if (!cJSON_IsNumber(j))
        return false;
    double d = j->valuedouble;
    *v = d < lo ? lo : d > hi ? hi : (int)d;
    return true;
}

static bool get_bool(const cJSON *o, const char *key, bool *v)
{
    const cJSON *j = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!j)
        return true;
    if (!cJSON_IsBool(j))
        return false;
    *v = cJSON_IsTrue(j);
    return true;
}

/* An upgrade step per old version goes here; version 1 is the first. */
static bool version_ok(const cJSON *root, int current, const char *what, char *err, size_t errlen)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(root, "version");
    long long version;
    if (!cJSON_IsNumber(v)) {
        snprintf(err, errlen, "the %s file has no version", what);
        return false;
    }
    if (!save_json_whole(v, -1000000, 1000000, &version)) {
        snprintf(err, errlen, "the %s file's version is not a whole number", what);
        return false;
    }
    if (version > current) {
        snprintf(err, errlen, "the %s file is from a newer Updown (version %lld)", what, version);
        return false;
    }
    if (version < 1) {
        snprintf(err, errlen, "the %s file has an unknown version", what);
        return false;
    }
    return true;
}

static cJSON *parse_object(const char *text, size_t len, const char *what, char *err, size_t errlen)
{
    if (len == 0) {
        snprintf(err, errlen, "the %s file is empty", what);
        return NULL;
    }
    cJSON *root = cJSON_ParseWithLength(text, len);
    if (!root || !cJSON_IsObject(root)) {
        snprintf(err, errlen, "the %s file is not valid JSON", what);
        cJSON_Delete(root);
        return NULL;
    }
    return root;
}

/* The settings as this version writes them, without the kept keys. */
static cJSON *settings_json(const Settings *s)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "version", SETTINGS_VERSION);
    cJSON *win = cJSON_AddObjectToObject(o, "window");
    cJSON_AddNumberToObject(win, "width", s->win_w);
    cJSON_AddNumberToObject(win, "height", s->win_h);
    cJSON_AddBoolToObject(win, "fullscreen", s->fullscreen);
    cJSON_AddNumberToObject(o, "animation_speed", s->anim_speed);
    cJSON_AddNumberToObject(o, "ai_pace_ms", s->ai_pace_ms);
    cJSON_AddBoolToObject(o, "colour_blind_symbols", s->cb_symbols);
    cJSON_AddNumberToObject(o, "sound_volume", clampi(s->volume, 0, 100));
    cJSON_AddBoolToObject(o, "sound_muted", s->muted);
    cJSON_AddStringToObject(o, "language", s->language[0] ? s->language : "system");
    cJSON *names = cJSON_AddArrayToObject(o, "names");
    for (int p = 0; p < GAME_MAX_SEATS; p++)
        cJSON_AddItemToArray(names, cJSON_CreateString(s->names[p]));
    if (s->last_game >= 0 && s->last_game < game_count() && s->last_game < STORE_MAX_GAMES)
        cJSON_AddStringToObject(o, "last_game", game_at(s->last_game)->id);
    cJSON *games = cJSON_AddObjectToObject(o, "games");
    for (int g = 0; g < game_count() && g < STORE_MAX_GAMES; g++) {
        const GameDef *def = game_at(g);
        const GameDefaults *d = &s->game[g];
        cJSON *j = cJSON_AddObjectToObject(games, def->id);
        cJSON_AddNumberToObject(j, "players",
                                clampi(d->players, def->min_players, def->max_players));
        cJSON *seats = cJSON_AddArrayToObject(j, "seats");
        for (int p = 0; p < GAME_MAX_SEATS; p++)
            cJSON_AddItemToArray(seats, cJSON_CreateString(seat_kind_name(d->seat_kind[p])));
        cJSON *opts = cJSON_AddObjectToObject(j, "options");
        for (int i = 0; i < def->n_options; i++) {
            char buf[32];
            cJSON_AddStringToObject(opts, def->options[i].key,
                                    game_option_text(def, i, d->opt[i], buf, sizeof buf));
        }
        if (d->tutorial_offered)
            cJSON_AddBoolToObject(j, "tutorial_offered", true);
    }
    return o;
}

bool settings_from_text(Settings *out, const char *text, size_t len, char *err, size_t errlen)
{
    Settings s;
    settings_default(&s);
    cJSON *root = parse_object(text, len, "settings", err, errlen);
    if (!root)
        return false;
    bool version = version_ok(root, SETTINGS_VERSION, "settings", err, errlen);
    bool ok = version;
    const cJSON *win = cJSON_GetObjectItemCaseSensitive(root, "window");
    if (ok && win) {
        ok = cJSON_IsObject(win) && get_int(win, "width", &s.win_w, 320, 16384) &&
             get_int(win, "height", &s.win_h, 240, 16384) &&
             get_bool(win, "fullscreen", &s.fullscreen);
    }
    ok = ok && get_int(root, "animation_speed", &s.anim_speed, 0, 300) &&
         get_int(root, "ai_pace_ms", &s.ai_pace_ms, 0, 3000) &&
         get_bool(root, "colour_blind_symbols", &s.cb_symbols) &&
         get_int(root, "sound_volume", &s.volume, 0, 100) &&
         get_bool(root, "sound_muted", &s.muted);
    /* A language this version does not speak (a newer one's) follows the
     * system rather than making the whole file unreadable, and is kept for
     * the version that speaks it. */
    const cJSON *lang = cJSON_GetObjectItemCaseSensitive(root, "language");
    if (ok && cJSON_IsString(lang) && language_code(lang->valuestring))
        snprintf(s.language, sizeof s.language, "%s", lang->valuestring);
    /* The game New game opens with: one this version has, else none. */
    const cJSON *last = cJSON_GetObjectItemCaseSensitive(root, "last_game");
    for (int g = 0; ok && cJSON_IsString(last) && g < game_count() && g < STORE_MAX_GAMES; g++)
        if (!strcmp(game_at(g)->id, last->valuestring))
            s.last_game = g;
    const cJSON *names = cJSON_GetObjectItemCaseSensitive(root, "names");
    if (ok && names) {
        ok = cJSON_IsArray(names);
        int p = 0;
        for (const cJSON *n = ok ? names->child : NULL; n && p < GAME_MAX_SEATS; n = n->next) {
            if (!cJSON_IsString(n)) {
                ok = false;
                break;
            }
            save_name_copy(s.names[p++], n->valuestring);
        }
    }
    const cJSON *games = cJSON_GetObjectItemCaseSensitive(root, "games");
    if (ok && games && !cJSON_IsObject(games))
        ok = false;
    for (int g = 0; ok && games && g < game_count() && g < STORE_MAX_GAMES; g++) {
        const GameDef *def = game_at(g);
        const cJSON *j = cJSON_GetObjectItemCaseSensitive(games, def->id);
        if (!j)
            continue;
        GameDefaults *d = &s.game[g];
        if (!cJSON_IsObject(j) ||
            !get_int(j, "players", &d->players, def->min_players, def->max_players) ||
            !get_bool(j, "tutorial_offered", &d->tutorial_offered)) {
            ok = false;
            break;
        }
        const cJSON *seats = cJSON_GetObjectItemCaseSensitive(j, "seats");
        int p = 0;
        for (const cJSON *k = cJSON_IsArray(seats) ? seats->child : NULL; k && p < GAME_MAX_SEATS;
             k = k->next, p++) {
            int kind = cJSON_IsString(k) ? seat_kind_parse(k->valuestring) : -1;
            if (kind >= 0)
                d->seat_kind[p] = kind;
        }
        const cJSON *opts = cJSON_GetObjectItemCaseSensitive(j, "options");
        for (const cJSON *o = cJSON_IsObject(opts) ? opts->child : NULL; o; o = o->next) {
            if (!cJSON_IsString(o))
                continue;
            GameConfig cfg;
            char kv[160], e2[GAME_ERR_LEN];
            game_config_default(def, d->players, 0, &cfg);
            memcpy(cfg.opt, d->opt, sizeof cfg.opt);
            snprintf(kv, sizeof kv, "%.60s=%.60s", o->string, o->valuestring);
            /* An unknown name or value is not read; an unknown name is kept
             * with the other unknown keys (unknown_keys). */
            if (game_option_parse(def, kv, &cfg, e2, sizeof e2))
                memcpy(d->opt, cfg.opt, sizeof d->opt);
        }
    }
    if (!ok) {
        if (version)
            snprintf(err, errlen, "the settings file has a value of the wrong type");
        cJSON_Delete(root);
        return false;
    }
    cJSON *mine = settings_json(&s);
    s.unknown = unknown_keys(root, mine);
    cJSON_Delete(mine);
    cJSON_Delete(root);
    *out = s;
    return true;
}

char *settings_to_text(const Settings *s)
{
    cJSON *o = settings_json(s);
    add_unknown(o, s->unknown);
    char *text = cJSON_Print(o);
    cJSON_Delete(o);
    return text;
}

/* ---- statistics ---------------------------------------------------------- */

void stats_default(Stats *st) { memset(st, 0, sizeof *st); }

void stats_free(Stats *st)
{
    cJSON_Delete(st->unknown);
    st->unknown = NULL;
}

/* A game where a lower score is better (3UP 3DOWN's points) says so by
 * ranking: the winner's score is below another seat's. */
static bool lower_is_better(const GameResult *r, int players)
{
    int w = r->winners[0];
    for (int p = 0; p < players; p++)
        if (r->scores[p] < r->scores[w])
            return false;
    for (int p = 0; p < players; p++)
        if (r->scores[p] > r->scores[w])
            return true;
    return false;
}

void stats_record(Stats *st, const SaveGame *sg)
{
    GameResult r;
    sg->def->result(sg->state, &r);
    if (!r.over || r.nwinners < 1)
        return;
    int g = -1;
    for (int i = 0; i < game_count(); i++)
        if (game_at(i) == sg->def)
            g = i;
    if (g < 0 || g >= STORE_MAX_GAMES)
        return;
    int players = sg->cfg.players;
    bool low = lower_is_better(&r, players);
    for (int p = 0; p < players; p++) {
        int kind = sg->seats[p].kind;
        if (kind < 0 || kind >= SEAT_KINDS)
            continue;
        StatLine *l = &st->line[g][kind];
        bool won = false;
        for (int i = 0; i < r.nwinners; i++)
            won |= r.winners[i] == p;
        int score = r.scores[p];
        if (l->played == 0 || (low ? score < l->best : score > l->best))
            l->best = score;
        l->played++;
        l->score_sum += score;
        if (won && r.nwinners > 1)
            l->shared++;
        else if (won)
            l->won++;
    }
}

/* The statistics as this version writes them, without the kept keys; with
 * every_line, the lines of no game played too (what this version knows of
 * a file, to tell its unknown keys). */
static cJSON *stats_json(const Stats *st, bool every_line)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "version", STATS_VERSION);
    cJSON *games = cJSON_AddObjectToObject(o, "games");
    for (int g = 0; g < game_count() && g < STORE_MAX_GAMES; g++) {
        cJSON *j = cJSON_AddObjectToObject(games, game_at(g)->id);
        for (int k = 0; k < SEAT_KINDS; k++) {
            const StatLine *s = &st->line[g][k];
            if (!s->played && !every_line)
                continue;
            cJSON *l = cJSON_AddObjectToObject(j, seat_kind_name(k));
            cJSON_AddNumberToObject(l, "played", s->played);
            cJSON_AddNumberToObject(l, "won", s->won);
            cJSON_AddNumberToObject(l, "shared", s->shared);
            cJSON_AddNumberToObject(l, "best", s->best);
            cJSON_AddNumberToObject(l, "score_sum", (double)s->score_sum);
        }
    }
    return o;
}

bool stats_from_text(Stats *out, const char *text, size_t len, char *err, size_t errlen)
{
    Stats st;
    stats_default(&st);
    cJSON *root = parse_object(text, len, "statistics", err, errlen);
    if (!root)
        return false;
    bool ok = version_ok(root, STATS_VERSION, "statistics", err, errlen);
    const cJSON *games = cJSON_GetObjectItemCaseSensitive(root, "games");
    if (ok && games && !cJSON_IsObject(games)) {
        snprintf(err, errlen, "the statistics file has a value of the wrong type");
        ok = false;
    }
    for (int g = 0; ok && games && g < game_count() && g < STORE_MAX_GAMES; g++) {
        const cJSON *j = cJSON_GetObjectItemCaseSensitive(games, game_at(g)->id);
        for (int k = 0; j && k < SEAT_KINDS; k++) {
            const cJSON *l = cJSON_GetObjectItemCaseSensitive(j, seat_kind_name(k));
            if (!l)
                continue;
            StatLine *s = &st.line[g][k];
            const cJSON *sj = cJSON_GetObjectItemCaseSensitive(l, "score_sum");
            if (!cJSON_IsObject(l) || !get_int(l, "played", &s->played, 0, 1 << 30) ||
                !get_int(l, "won", &s->won, 0, 1 << 30) ||
                !get_int(l, "shared", &s->shared, 0, 1 << 30) ||
                !get_int(l, "best", &s->best, -(1 << 30), 1 << 30) || (sj && !cJSON_IsNumber(sj))) {
                snprintf(err, errlen, "the statistics file has a value of the wrong type");
                ok = false;
                break;
            }
            /* Kept within what games can add up to (2^30 games of scores
             * far below 10,000), so that the mean, in tenths, is a long. */
            double sum = sj ? sj->valuedouble : 0;
            s->score_sum = sum > 1e13    ? (long long)1e13
                           : sum < -1e13 ? (long long)-1e13
                                         : (long long)sum;
            if (!s->played) /* no game: nothing to count, and nothing written */
                *s = (StatLine){0};
        }
    }
    if (!ok) {
        cJSON_Delete(root);
        return false;
    }
    cJSON *mine = stats_json(&st, true);
    st.unknown = unknown_keys(root, mine);
    cJSON_Delete(mine);
    cJSON_Delete(root);
    *out = st;
    return true;
}

char *stats_to_text(const Stats *st)
{
    cJSON *o = stats_json(st, false);
    add_unknown(o, st->unknown);
    char *text = cJSON_Print(o);
    cJSON_Delete(o);
    return text;
}

/* ---- files ---------------------------------------------------------------- */

bool store_move_aside(const char *path, char *moved, size_t movedlen)
{
    char stamp[32];
    time_t now = time(NULL);
    struct tm tm;
    gmtime_r(&now, &tm);
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    char dest[1200];
    struct stat sb;
    snprintf(dest, sizeof dest, "%s.damaged-%s", path, stamp);
    for (int i = 2; stat(dest, &sb) == 0 && i < 100; i++)
        snprintf(dest, sizeof dest, "%s.damaged-%s-%d", path, stamp, i);
    if (rename(path, dest) != 0)
        return false;
    if (moved)
        snprintf(moved, movedlen, "%s", dest);
    return true;
}

static const char *base_name(const char *path)
{
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

typedef bool (*FromText)(void *obj, const char *text, size_t len, char *err, size_t errlen);

/* The sentence telling the player that the settings (or the statistics)
 * could not be read: whether the file was kept aside as `moved`, and
 * whether its previous copy or the defaults are in use. */
static void kept_text(bool stats, const char *moved, bool from_backup, char *msg, size_t msglen)
{
    if (!stats && moved && from_backup)
        snprintf(msg, msglen,
                 /* TRANSLATORS: %s is the name the damaged file was kept under. */
                 _("Your settings file could not be read and was kept as %s, so the previous "
                   "copy is in use."),
                 moved);
    else if (!stats && moved)
        snprintf(msg, msglen,
                 /* TRANSLATORS: %s is the name the damaged file was kept under. */
                 _("Your settings file could not be read and was kept as %s, so the defaults "
                   "are in use."),
                 moved);
    else if (!stats && from_backup)
        snprintf(msg, msglen, "%s",
                 _("Your settings file could not be read, so the previous copy is in use."));
    else if (!stats)
        snprintf(msg, msglen, "%s",
                 _("Your settings file could not be read, so the defaults are in use."));
    else if (moved && from_backup)
        snprintf(msg, msglen,
                 /* TRANSLATORS: %s is the name the damaged file was kept under. */
                 _("Your statistics file could not be read and was kept as %s, so the previous "
                   "copy is in use."),
                 moved);
    else if (moved)
        snprintf(msg, msglen,
                 /* TRANSLATORS: %s is the name the damaged file was kept under. */
                 _("Your statistics file could not be read and was kept as %s, so the defaults "
                   "are in use."),
                 moved);
    else if (from_backup)
        snprintf(msg, msglen, "%s",
                 _("Your statistics file could not be read, so the previous copy is in use."));
    else
        snprintf(msg, msglen, "%s",
                 _("Your statistics file could not be read, so the defaults are in use."));
}

/* Loads dir/name into obj; on damage moves it aside and tries name.bak.
 * False when there was no file (the defaults, silently). */
static bool load_kept(const char *dir, const char *name, bool stats, void *obj, FromText parse,
                      void (*defaults)(void *), char *msg, size_t msglen)
{
    char path[1100], err[GAME_ERR_LEN], moved[1200];
    msg[0] = 0;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    struct stat sb;
    bool have_stat = stat(path, &sb) == 0; /* sb is read only when true */
    if (!have_stat && errno == ENOENT) {
        defaults(obj);
        return false;
    }
    size_t len;
    char *text = fs_read_all(path, &len, err, sizeof err);
    if (text && parse(obj, text, len, err, sizeof err)) {
        free(text);
        return true;
    }
    free(text);
    /* A folder in the file's place is left alone; so is a path that cannot
     * even be looked at (the rename would fail the same way). */
    bool aside = have_stat && !S_ISDIR(sb.st_mode) && store_move_aside(path, moved, sizeof moved);
    char bak[1200];
    snprintf(bak, sizeof bak, "%s.bak", path);
    char *btext = fs_read_all(bak, &len, err, sizeof err);
    bool from_backup = btext && parse(obj, btext, len, err, sizeof err);
    free(btext);
    if (!from_backup)
        defaults(obj);
    kept_text(stats, aside ? base_name(moved) : NULL, from_backup, msg, msglen);
    return true;
}

static bool settings_parse_v(void *o, const char *t, size_t l, char *e, size_t el)
{
    return settings_from_text(o, t, l, e, el);
}
static void settings_default_v(void *o) { settings_default(o); }
static bool stats_parse_v(void *o, const char *t, size_t l, char *e, size_t el)
{
    return stats_from_text(o, t, l, e, el);
}
static void stats_default_v(void *o) { stats_default(o); }

bool store_load_settings(const char *dir, Settings *s, char *msg, size_t msglen)
{
    return load_kept(dir, SETTINGS_FILE, false, s, settings_parse_v, settings_default_v, msg,
                     msglen);
}

void store_load_stats(const char *dir, Stats *st, char *msg, size_t msglen)
{
    (void)load_kept(dir, STATS_FILE, true, st, stats_parse_v, stats_default_v, msg, msglen);
}

static bool write_text(const char *dir, const char *name, char *text, char *err, size_t errlen)
{
    char path[1100];
    if (!text) {
        snprintf(err, errlen, "%s", _("out of memory"));
        return false;
    }
    snprintf(path, sizeof path, "%s/%s", dir, name);
    bool ok = fs_write_atomic(path, text, strlen(text), true, err, errlen);
    free(text);
    return ok;
}

bool store_save_settings(const char *dir, const Settings *s, char *err, size_t errlen)
{
    return write_text(dir, SETTINGS_FILE, settings_to_text(s), err, errlen);
}

bool store_save_stats(const char *dir, const Stats *st, char *err, size_t errlen)
{
    return write_text(dir, STATS_FILE, stats_to_text(st), err, errlen);
}

/* ---- saves --------------------------------------------------------------- */

bool store_free_name(char *path, size_t len)
{
    struct stat sb;
    if (stat(path, &sb) != 0)
        return true;
    size_t n = strlen(path);
    size_t stem = n > 5 && !strcmp(path + n - 5, ".json") ? n - 5 : n;
    char out[4200];
    for (int i = 2; i < 1000; i++) {
        int w = snprintf(out, sizeof out, "%.*s-%d%s", (int)stem, path, i, path + stem);
        if (w < 0 || (size_t)w >= len || (size_t)w >= sizeof out)
            return false;
        if (stat(out, &sb) != 0) {
            snprintf(path, len, "%s", out);
            return true;
        }
    }
    return false;
}

bool store_make_dir(const char *dir)
{
    char path[STORE_DIR_MAX + 1];
    if (!dir[0] || strlen(dir) >= sizeof path)
        return false;
    snprintf(path, sizeof path, "%s", dir);
    for (char *p = path + 1; *p; p++) /* each folder above it, from the top */
        if (*p == '/') {
            *p = 0;
            mkdir(path, 0700);
            *p = '/';
        }
    mkdir(path, 0700);
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

void store_new_save_path(const char *dir, const char *game_id, char *path, size_t len)
{
    char stamp[32];
    time_t now = time(NULL);
    struct tm tm;
    gmtime_r(&now, &tm);
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    char saves[1100];
    snprintf(saves, sizeof saves, "%s/%s", dir, SAVES_DIR);
    mkdir(saves, 0755);
    snprintf(path, len, "%s/%s-%s.json", saves, stamp, game_id);
    store_free_name(path, len);
}

static bool is_save_name(const char *n)
{
    size_t l = strlen(n);
    return l > 5 && !strcmp(n + l - 5, ".json") && n[0] != '.';
}

static bool ends_with(const char *s, const char *tail)
{
    size_t l = strlen(s), t = strlen(tail);
    return l > t && !strcmp(s + l - t, tail);
}

/* A temporary file of fs_write_atomic: "NAME.tmp-XXXXXX". */
static bool is_tmp_name(const char *n)
{
    size_t l = strlen(n);
    return l > 11 && !strncmp(n + l - 11, ".tmp-", 5);
}

/* A temporary file left by a killed write is removed once it is this old.
 * fs_write_atomic renames its temporary a moment after creating it, so one
 * that old belongs to a write that never finished: the file it was to
 * replace is still whole (the rename never happened) and the temporary is
 * at best a copy of it with one more move. A younger one may belong to
 * another Updown writing right now: it is left alone. Either way it is
 * never listed. */
#define STALE_TMP_SECONDS 600

static void remove_stale_tmp(const char *path)
{
    struct stat sb;
    if (lstat(path, &sb) == 0 && S_ISREG(sb.st_mode) &&
        (long long)time(NULL) - (long long)sb.st_mtime > STALE_TMP_SECONDS)
        unlink(path);
}

static int by_newest(const void *a, const void *b)
{
    const SaveEntry *x = a, *y = b;
    if (x->updated != y->updated)
        return x->updated < y->updated ? 1 : -1;
    return strcmp(y->path, x->path);
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static bool has_name(char **names, int n, const char *name)
{
    return bsearch(&name, names, (size_t)n, sizeof *names, by_name) != NULL;
}

/* What the listing did to damaged saves, for one sentence. */
typedef struct Repairs {
    int restored; /* moved aside, and the backup put back in their place */
    int aside;    /* moved aside, no backup that loads */
    int stuck;    /* could not be moved aside: listed as damaged */
    char name[300], moved[1200], why[GAME_ERR_LEN]; /* the first one */
} Repairs;

static void note_repair(Repairs *r, int *count, const char *path, const char *moved,
                        const char *why)
{
    if (r->restored + r->aside + r->stuck == 0) {
        snprintf(r->name, sizeof r->name, "%s", base_name(path));
        snprintf(r->moved, sizeof r->moved, "%s", moved ? moved : "");
        snprintf(r->why, sizeof r->why, "%s", why ? why : "");
    }
    (*count)++;
}

static void repairs_text(const Repairs *r, const char *saves, char *msg, size_t msglen)
{
    int total = r->restored + r->aside + r->stuck;
    if (!msg || !msglen)
        return;
    msg[0] = 0;
    if (total == 1 && r->restored)
        snprintf(msg, msglen,
                 /* TRANSLATORS: %1$s is a save's file name, %2$s the name it was
                    kept under. */
                 _("The save %1$.200s could not be read, so it was kept as %2$.600s and the game "
                   "goes on from its previous copy."),
                 r->name, r->moved);
    else if (total == 1 && r->aside)
        snprintf(msg, msglen,
                 /* TRANSLATORS: %1$s is a save's file name, %2$s the name it was
                    kept under. */
                 _("The save %1$.200s could not be read and has no earlier copy, so it was kept "
                   "as %2$.600s."),
                 r->name, r->moved);
    else if (total == 1)
        snprintf(msg, msglen,
                 /* TRANSLATORS: %1$s is a save's file name, %2$s why it could not be
                    moved. */
                 _("The save %1$.200s could not be read nor moved aside (%2$.150s), so it is "
                   "listed as damaged and left as it is."),
                 r->name, r->why);
    else if (total > 1 && r->stuck == 0 && (r->restored == 0 || r->restored == total))
        snprintf(msg, msglen,
                 r->restored == 0
                     /* TRANSLATORS: %1$d saves (two or more), %2$s the folder they
                        were kept in, NAME.damaged-DATE the form of their new names
                        (keep it as it is). */
                     ? P_("%1$d save could not be read and has no earlier copy, so it was kept "
                          "in %2$.400s as NAME.damaged-DATE.",
                          "%1$d saves could not be read and have no earlier copy, so they were "
                          "kept in %2$.400s as NAME.damaged-DATE.",
                          total)
                     /* TRANSLATORS: %1$d saves (two or more), %2$s the folder they
                        were kept in, NAME.damaged-DATE the form of their new names
                        (keep it as it is). */
                     : P_("%1$d save could not be read, so it was kept in %2$.400s as "
                          "NAME.damaged-DATE and its game goes on from its previous copy.",
                          "%1$d saves could not be read, so they were kept in %2$.400s as "
                          "NAME.damaged-DATE and their games go on from their previous copies.",
                          total),
                 total, saves);
    else if (total > 1 && r->stuck == 0)
        snprintf(msg, msglen,
                 /* TRANSLATORS: %1$d saves (two or more), %2$s the folder they
                    were kept in, NAME.damaged-DATE the form of their new names (keep
                    it as it is), %3$d how many of them go on from a copy. */
                 P_("%1$d save could not be read, so it was kept in %2$.400s as "
                    "NAME.damaged-DATE and %3$d of them go on from their previous copy.",
                    "%1$d saves could not be read, so they were kept in %2$.400s as "
                    "NAME.damaged-DATE and %3$d of them go on from their previous copy.",
                    total),
                 total, saves, r->restored);
    else if (total > 1)
        snprintf(msg, msglen,
                 /* TRANSLATORS: %1$d saves (two or more) could not be read, %2$d
                    of them were kept in the folder %3$s as NAME.damaged-DATE (the
                    form of their new names: keep it as it is), %4$d of those go on
                    from a copy, and %5$d could not be moved. */
                 P_("%1$d save could not be read: %2$d were kept in %3$.400s as "
                    "NAME.damaged-DATE (%4$d going on from their previous copy) and %5$d could "
                    "not be moved and are listed as damaged.",
                    "%1$d saves could not be read: %2$d were kept in %3$.400s as "
                    "NAME.damaged-DATE (%4$d going on from their previous copy) and %5$d could "
                    "not be moved and are listed as damaged.",
                    total),
                 total, r->restored + r->aside, saves, r->restored, r->stuck);
}

/* A save this version cannot read but a newer Updown may: a newer format
 * or a game this version does not have. It is left in place for that
 * program, listed with its reason; it is not damaged. */
static bool for_newer_updown(const char *text, size_t len)
{
    cJSON *root = cJSON_ParseWithLength(text, len);
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(root, "version");
    const cJSON *g = cJSON_GetObjectItemCaseSensitive(root, "game");
    bool newer = cJSON_IsObject(root) && ((cJSON_IsNumber(v) && v->valuedouble > SAVE_VERSION) ||
                                          (cJSON_IsString(g) && !game_find(g->valuestring)));
    cJSON_Delete(root);
    return newer;
}

/* Reads one save into its entry; a damaged one is moved aside and its
 * backup, when that loads, is copied back in its place (atomically; the
 * .bak stays). False when nothing is left to list. */
static StoreStamp stamp_of(const struct stat *sb)
{
    return (StoreStamp){.known = true,
                        .dev = (unsigned long long)sb->st_dev,
                        .ino = (unsigned long long)sb->st_ino,
                        .size = (long long)sb->st_size,
                        .mtime_s = (long long)sb->st_mtim.tv_sec,
                        .mtime_ns = (long long)sb->st_mtim.tv_nsec,
                        .mode = (unsigned)sb->st_mode};
}

StoreStamp store_stamp(const char *path)
{
    struct stat sb;
    return stat(path, &sb) == 0 ? stamp_of(&sb) : (StoreStamp){0};
}

static bool same_stamp(const StoreStamp *a, const StoreStamp *b)
{
    return a->dev == b->dev && a->ino == b->ino && a->size == b->size && a->mtime_s == b->mtime_s &&
           a->mtime_ns == b->mtime_ns;
}

/* What listings have read. A listing checks every save by replaying its
 * moves (about 0.4 ms for a long match on a slow core) and the title lists
 * the saves each time it is shown: a save read before, whose file has not
 * changed since (its stamp), is not read again. Only saves that loaded are
 * kept, by path: the entries one after another, and a hash table of
 * their places (4 bytes a slot, at most half of them used) that grows by
 * doubling. */
typedef struct {
    char *path;
    StoreStamp stamp;
    char game[32];
    int players, moves;
    char names[GAME_MAX_SEATS][SAVE_NAME_LEN];
    long long updated;
    bool over;
} KnownSave;

static KnownSave *known;     /* known_n entries, room for known_room */
static uint32_t *known_slot; /* 0: a free slot, else an entry's place + 1 */
static size_t known_cap, known_n, known_room;
static long saves_read;      /* files read by listings (store_saves_read) */
static char index_dir[4096]; /* the data folder whose index was read */
static long index_n;         /* saves in that index, as read or last written */
static bool index_changed;   /* a listing read a save and listed it */

static bool read_file_entry(const char *path, SaveEntry *s, Repairs *rep);

/* The slot of path in a table of cap slots: its own, or the free one it
 * would take. */
static size_t path_slot(const uint32_t *slot, size_t cap, const char *path)
{
    unsigned long long h = 1469598103934665603ULL; /* FNV-1a */
    for (const unsigned char *c = (const unsigned char *)path; *c; c++)
        h = (h ^ *c) * 1099511628211ULL;
    size_t i = (size_t)h & (cap - 1);
    while (slot[i] && strcmp(known[slot[i] - 1].path, path))
        i = (i + 1) & (cap - 1);
    return i;
}

static KnownSave *known_find(const char *path)
{
    if (!known_cap)
        return NULL;
    uint32_t at = known_slot[path_slot(known_slot, known_cap, path)];
    return at ? &known[at - 1] : NULL;
}

static bool known_get(const char *path, const StoreStamp *st, SaveEntry *s)
{
    const KnownSave *k = st->known ? known_find(path) : NULL;
    if (!k || !same_stamp(&k->stamp, st))
        return false;
    memset(s, 0, sizeof *s);
    snprintf(s->path, sizeof s->path, "%s", path);
    memcpy(s->game, k->game, sizeof s->game);
    memcpy(s->names, k->names, sizeof s->names);
    s->players = k->players;
    s->moves = k->moves;
    s->updated = k->updated;
    s->over = k->over;
    return true;
}

/* Room for one more entry, and slots enough for it; false when memory
 * runs out (the save is then read again next time). */
static bool known_grow(void)
{
    if (known_n == known_room) {
        size_t room = known_room ? 2 * known_room : 128;
        KnownSave *more = realloc(known, room * sizeof *more);
        if (!more)
            return false;
        known = more;
        known_room = room;
    }
    if (2 * (known_n + 1) > known_cap) {
        size_t cap = known_cap ? 2 * known_cap : 256;
        uint32_t *t = calloc(cap, sizeof *t);
        if (!t)
            return false;
        for (size_t j = 0; j < known_n; j++)
            t[path_slot(t, cap, known[j].path)] = (uint32_t)(j + 1);
        free(known_slot);
        known_slot = t;
        known_cap = cap;
    }
    return true;
}

static void known_put(const char *path, const StoreStamp *st, const SaveEntry *s)
{
    if (!st->known || s->problem[0])
        return;
    KnownSave *k = known_find(path);
    if (!k) {
        char *copy = strdup(path);
        if (!copy || !known_grow()) {
            free(copy);
            return;
        }
        k = &known[known_n];
        k->path = copy;
        known_slot[path_slot(known_slot, known_cap, path)] = (uint32_t)(++known_n);
    }
    k->stamp = *st;
    memcpy(k->game, s->game, sizeof k->game);
    memcpy(k->names, s->names, sizeof k->names);
    k->players = s->players;
    k->moves = s->moves;
    k->updated = s->updated;
    k->over = s->over;
}

void store_forget_saves(void)
{
    for (size_t i = 0; i < known_n; i++)
        free(known[i].path);
    free(known);
    free(known_slot);
    known = NULL;
    known_slot = NULL;
    known_cap = known_n = known_room = 0;
    index_dir[0] = 0;
    index_n = 0;
    index_changed = false;
}

long store_saves_read(void) { return saves_read; }

/* The listing's memory between runs: saves-index.json in the data folder
 * holds, for every save that loaded, its stamp and what the list shows.
 * Read once, at the first listing, it spares the start a replay of every
 * save (700 saves, 130 ms). A save whose stamp differs is read again, so
 * a changed or damaged save is still found and repaired; an index written
 * by another version of Updown (whose rules might read a save otherwise),
 * or one that is not what this code writes, is not used, and a listing
 * writes it again. It is only ever a copy: deleting it costs one slow
 * listing. */
/* Five numbers in one string, as index_text writes them: strtoull and
 * strtoll say when one is out of range, where sscanf would not. */
static bool index_stamp(const char *text, StoreStamp *st)
{
    unsigned long long u[2];
    long long l[3];
    const char *c = text;
    for (int i = 0; i < 5; i++) {
        char *end;
        if (!isdigit((unsigned char)*c))
            return false;
        errno = 0;
        if (i < 2)
            u[i] = strtoull(c, &end, 10);
        else
            l[i - 2] = strtoll(c, &end, 10);
        if (errno || *end != (i < 4 ? ' ' : 0))
            return false;
        c = end + (i < 4);
    }
    *st = (StoreStamp){
        .known = true, .dev = u[0], .ino = u[1], .size = l[0], .mtime_s = l[1], .mtime_ns = l[2]};
    return st->mtime_ns < 1000000000;
}

/* One save of the index into the table, when every part of it is what a
 * listing could have written. */
static bool index_entry(const char *saves, const cJSON *o)
{
    const cJSON *file = cJSON_GetObjectItemCaseSensitive(o, "file"),
                *stamp = cJSON_GetObjectItemCaseSensitive(o, "stamp"),
                *game = cJSON_GetObjectItemCaseSensitive(o, "game"),
                *names = cJSON_GetObjectItemCaseSensitive(o, "names"),
                *moves = cJSON_GetObjectItemCaseSensitive(o, "moves"),
                *updated = cJSON_GetObjectItemCaseSensitive(o, "updated"),
                *over = cJSON_GetObjectItemCaseSensitive(o, "over");
    if (!cJSON_IsString(file) || strchr(file->valuestring, '/') ||
        strlen(file->valuestring) >= 290 || !is_save_name(file->valuestring) ||
        !cJSON_IsString(stamp) || !cJSON_IsString(game) || !cJSON_IsArray(names) ||
        !cJSON_IsNumber(moves) || !cJSON_IsNumber(updated) || !cJSON_IsBool(over))
        return false;
    const GameDef *def = game_find(game->valuestring);
    int players = cJSON_GetArraySize(names);
    SaveEntry s = {0};
    StoreStamp st;
    if (!def || players < def->min_players || players > def->max_players ||
        !index_stamp(stamp->valuestring, &st) || moves->valuedouble < 0 ||
        moves->valuedouble > 1e9 || updated->valuedouble < 0 || updated->valuedouble > 1e15)
        return false;
    int p = 0;
    for (const cJSON *nm = names->child; nm; nm = nm->next, p++)
        if (!cJSON_IsString(nm) || strlen(nm->valuestring) >= SAVE_NAME_LEN ||
            !save_name_copy(s.names[p], nm->valuestring))
            return false;
    snprintf(s.game, sizeof s.game, "%s", def->id);
    s.players = players;
    s.moves = (int)moves->valuedouble;
    s.updated = (long long)updated->valuedouble;
    s.over = cJSON_IsTrue(over);
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", saves, file->valuestring);
    known_put(path, &st, &s);
    return true;
}

/* The data folder's own files left half-written by a killed write (the
 * saves' are removed as they are listed), at the first listing of a run. */
static void remove_stale_tmps(const char *dir)
{
    static const char *const ours[] = {SETTINGS_FILE, STATS_FILE, SAVES_INDEX};
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d));) {
        if (!is_tmp_name(e->d_name))
            continue;
        for (size_t i = 0; i < sizeof ours / sizeof *ours; i++) {
            size_t k = strlen(ours[i]);
            /* NAME.tmp-XXXXXX: is_tmp_name saw the tail */
            if (!strncmp(e->d_name, ours[i], k) && strlen(e->d_name) == k + 11) {
                char path[1100];
                snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
                remove_stale_tmp(path);
            }
        }
    }
    if (d)
        closedir(d);
}

static void index_read(const char *dir, const char *saves)
{
    char path[1100], err[GAME_ERR_LEN];
    snprintf(index_dir, sizeof index_dir, "%s", dir);
    index_n = 0;
    snprintf(path, sizeof path, "%s/%s", dir, SAVES_INDEX);
    struct stat sb;
    if (stat(path, &sb) != 0 || !S_ISREG(sb.st_mode) || sb.st_size > SAVES_INDEX_MAX)
        return;
    size_t len;
    char *text = fs_read_all(path, &len, err, sizeof err);
    if (text)
        index_n = store_index_from_text(saves, text, len);
    free(text);
}

/* One line of the index: the object on it, or NULL. */
static cJSON *index_line(const char **at, const char *end)
{
    const char *nl = memchr(*at, '\n', (size_t)(end - *at));
    const char *stop = nl ? nl : end;
    cJSON *o = cJSON_ParseWithLength(*at, (size_t)(stop - *at));
    *at = nl ? nl + 1 : end;
    return o;
}

long store_index_from_text(const char *saves, const char *text, size_t len)
{
    const char *at = text, *end = text + len;
    cJSON *head = index_line(&at, end);
    const cJSON *format = cJSON_GetObjectItemCaseSensitive(head, "format"),
                *version = cJSON_GetObjectItemCaseSensitive(head, "updown");
    bool ours = cJSON_IsString(format) && !strcmp(format->valuestring, SAVES_INDEX_FORMAT) &&
                cJSON_IsString(version) && !strcmp(version->valuestring, UPDOWN_VERSION);
    cJSON_Delete(head);
    long taken = 0;
    while (ours && at < end) { /* a save a line: one small tree at a time */
        cJSON *o = index_line(&at, end);
        taken += o && index_entry(saves, o);
        cJSON_Delete(o);
    }
    return taken;
}

/* Text appended to a growing buffer; false when memory runs out. */
static bool append(char **buf, size_t *len, size_t *cap, const char *text)
{
    size_t n = strlen(text);
    if (*len + n + 2 > *cap) {
        size_t c = *cap ? *cap : 4096;
        while (*len + n + 2 > c)
            c *= 2;
        char *more = realloc(*buf, c);
        if (!more)
            return false;
        *buf = more;
        *cap = c;
    }
    memcpy(*buf + *len, text, n);
    *len += n;
    (*buf)[(*len)++] = '\n';
    (*buf)[*len] = 0;
    return true;
}

/* The index's text: a line that says what it is, then a line of JSON per
 * save that loaded (JSON writes no line break inside a string), so that
 * reading and writing it never hold more than one save's tree. */
static char *index_text(const SaveEntry *list, int n, long *written)
{
    char *buf = NULL, *line;
    size_t len = 0, cap = 0;
    bool ok = append(&buf, &len, &cap,
                     "{\"format\":\"" SAVES_INDEX_FORMAT "\",\"updown\":\"" UPDOWN_VERSION "\"}");
    *written = 0;
    for (int i = 0; ok && i < n; i++) {
        const KnownSave *k = list[i].problem[0] ? NULL : known_find(list[i].path);
        if (!k)
            continue;
        char stamp[128];
        snprintf(stamp, sizeof stamp, "%llu %llu %lld %lld %lld", k->stamp.dev, k->stamp.ino,
                 k->stamp.size, k->stamp.mtime_s, k->stamp.mtime_ns);
        cJSON *o = cJSON_CreateObject(), *names = cJSON_CreateArray();
        cJSON_AddStringToObject(o, "file", base_name(k->path));
        cJSON_AddStringToObject(o, "stamp", stamp);
        cJSON_AddStringToObject(o, "game", k->game);
        for (int p = 0; p < k->players; p++)
            cJSON_AddItemToArray(names, cJSON_CreateString(k->names[p]));
        cJSON_AddItemToObject(o, "names", names);
        cJSON_AddNumberToObject(o, "moves", k->moves);
        cJSON_AddNumberToObject(o, "updated", (double)k->updated);
        cJSON_AddBoolToObject(o, "over", k->over);
        line = cJSON_PrintUnformatted(o);
        cJSON_Delete(o);
        ok = line && append(&buf, &len, &cap, line);
        free(line);
        ++*written;
    }
    if (!ok) {
        free(buf);
        return NULL;
    }
    return buf;
}

/* After a listing: the index again when what it would hold has changed.
 * A folder that cannot be written keeps the index it has (or none). */
static void index_write(const char *dir, const SaveEntry *list, int n)
{
    long listed = 0;
    for (int i = 0; i < n; i++)
        listed += !list[i].problem[0];
    if (!index_changed && listed == index_n)
        return;
    long written;
    char *text = index_text(list, n, &written);
    char path[1100], err[GAME_ERR_LEN];
    snprintf(path, sizeof path, "%s/%s", dir, SAVES_INDEX);
    if (text && fs_write_atomic(path, text, strlen(text), false, err, sizeof err)) {
        index_n = written;
        index_changed = false;
    }
    free(text);
}

/* st: the file's stamp before the read (a change during it is read next
 * time). */
static bool read_entry(const char *path, const StoreStamp *st, SaveEntry *s, Repairs *rep)
{
    if (known_get(path, st, s))
        return true;
    saves_read++;
    bool listed = read_file_entry(path, s, rep);
    if (listed && !s->problem[0]) {
        known_put(path, st, s);
        index_changed = true;
    }
    return listed;
}

static bool read_file_entry(const char *path, SaveEntry *s, Repairs *rep)
{
    memset(s, 0, sizeof *s);
    snprintf(s->path, sizeof s->path, "%s", path);
    size_t len;
    char why[GAME_ERR_LEN];
    SaveGame sg;
    char *text = fs_read_all(path, &len, why, sizeof why);
    bool loads = text && save_load_text(&sg, text, len, why, sizeof why);
    bool newer = text && !loads && for_newer_updown(text, len);
    free(text);
    if (!loads) {
        snprintf(s->problem, sizeof s->problem, "%s", why);
        struct stat sb;
        s->updated = stat(path, &sb) == 0 ? (long long)sb.st_mtime : 0;
        if (newer)
            return true;
        char moved[1200];
        if (!store_move_aside(path, moved, sizeof moved)) {
            note_repair(rep, &rep->stuck, path, NULL, strerror(errno));
            return true;
        }
        char bak[1200], err[GAME_ERR_LEN];
        snprintf(bak, sizeof bak, "%s.bak", path);
        text = fs_read_all(bak, &len, err, sizeof err);
        loads = text && save_load_text(&sg, text, len, err, sizeof err);
        if (loads && !fs_write_atomic(path, text, len, false, err, sizeof err)) {
            save_free(&sg);
            loads = false;
        }
        free(text);
        note_repair(rep, loads ? &rep->restored : &rep->aside, path, moved, NULL);
        if (!loads)
            return false;
        s->problem[0] = 0;
    }
    snprintf(s->game, sizeof s->game, "%s", sg.def->id);
    s->players = sg.cfg.players;
    for (int p = 0; p < sg.cfg.players; p++)
        snprintf(s->names[p], SAVE_NAME_LEN, "%s", sg.seats[p].name);
    s->updated = sg.updated;
    s->over = sg.def->to_move(sg.state) < 0;
    s->moves = sg.n_moves;
    save_free(&sg);
    return true;
}

/* "NAME.json.bak" without NAME.json but with a NAME.json.damaged-*: a
 * repair stopped between moving the damaged save aside and copying its
 * backup back. It is finished here; true when NAME.json is back, with the
 * damaged copy's path in moved. */
static bool finish_repair(const char *saves, char **names, int n, const char *bak_name, char *moved,
                          size_t movedlen)
{
    char base[300], prefix[320], path[1100], err[GAME_ERR_LEN];
    snprintf(base, sizeof base, "%.*s", (int)(strlen(bak_name) - 4), bak_name);
    if (has_name(names, n, base))
        return false;
    snprintf(prefix, sizeof prefix, "%s.damaged-", base);
    const char *damaged = NULL;
    for (int i = 0; i < n && !damaged; i++)
        if (!strncmp(names[i], prefix, strlen(prefix)))
            damaged = names[i];
    if (!damaged)
        return false;
    snprintf(moved, movedlen, "%s/%s", saves, damaged);
    snprintf(path, sizeof path, "%s/%s", saves, bak_name);
    size_t len;
    SaveGame sg;
    char *text = fs_read_all(path, &len, err, sizeof err);
    bool ok = text && save_load_text(&sg, text, len, err, sizeof err);
    if (ok) {
        save_free(&sg);
        snprintf(path, sizeof path, "%s/%s", saves, base);
        ok = fs_write_atomic(path, text, len, false, err, sizeof err);
    }
    free(text);
    return ok;
}

SaveEntry *store_list_all_saves(const char *dir, int *count, char *msg, size_t msglen)
{
    char saves[700];
    if (msg && msglen)
        msg[0] = 0;
    *count = 0;
    snprintf(saves, sizeof saves, "%s/%s", dir, SAVES_DIR);
    /* The names first: the repairs below rename and create files, which a
     * directory stream being read may or may not show. */
    DIR *d = opendir(saves);
    if (!d)
        return NULL;
    if (strcmp(index_dir, dir)) {
        remove_stale_tmps(dir);
        index_read(dir, saves);
    }
    int nn = 0, capn = 0;
    char **names = NULL;
    for (struct dirent *e; (e = readdir(d));) {
        if (e->d_name[0] == '.' || strlen(e->d_name) >= 290)
            continue;
        if (nn == capn) {
            capn = capn ? 2 * capn : 64;
            char **more = realloc(names, sizeof *names * (size_t)capn);
            if (!more)
                abort();
            names = more;
        }
        names[nn] = strdup(e->d_name);
        if (!names[nn])
            abort();
        nn++;
    }
    closedir(d);
    if (nn > 0)
        qsort(names, (size_t)nn, sizeof *names, by_name);

    Repairs rep = {0};
    int n = 0, capl = 0;
    SaveEntry *list = NULL;
    for (int i = 0; i < nn; i++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", saves, names[i]);
        if (is_tmp_name(names[i])) {
            remove_stale_tmp(path);
            continue;
        }
        char moved[1200];
        bool back = ends_with(names[i], ".json.bak") &&
                    finish_repair(saves, names, nn, names[i], moved, sizeof moved);
        if (back) { /* listed under its own name */
            path[strlen(path) - 4] = 0;
            note_repair(&rep, &rep.restored, path, moved, NULL);
        }
        struct stat sb;
        if (!(back || is_save_name(names[i])) || stat(path, &sb) != 0 || !S_ISREG(sb.st_mode))
            continue; /* a folder or other odd thing is not a save */
        if (n == capl) {
            capl = capl ? 2 * capl : 64;
            SaveEntry *more = realloc(list, sizeof *list * (size_t)capl);
            if (!more)
                abort();
            list = more;
        }
        StoreStamp st = stamp_of(&sb);
        if (read_entry(path, &st, &list[n], &rep))
            n++;
    }
    for (int i = 0; i < nn; i++)
        free(names[i]);
    free(names);
    index_write(dir, list, n);
    if (n > 0)
        qsort(list, (size_t)n, sizeof *list, by_newest);
    repairs_text(&rep, saves, msg, msglen);
    *count = n;
    return list;
}

bool store_latest_unfinished(const char *dir, char *path, size_t len, char *msg, size_t msglen)
{
    int n;
    SaveEntry *list = store_list_all_saves(dir, &n, msg, msglen);
    bool found = false;
    for (int i = 0; i < n && !found; i++)
        if (!list[i].problem[0] && !list[i].over) {
            snprintf(path, len, "%s", list[i].path);
            found = true;
        }
    free(list);
    return found;
}

bool store_autosave(const SaveGame *sg, char *path, size_t pathlen, StoreStamp *stamp, int *moved,
                    char *err, size_t errlen)
{
    if (moved)
        *moved = STORE_SAVED_IN_PLACE;
    StoreStamp now = store_stamp(path);
    int why = STORE_SAVED_IN_PLACE;
    if (now.known && S_ISREG(now.mode) && !(now.mode & 0222))
        why = STORE_MOVED_READ_ONLY; /* the player's own wish: never replaced by a move */
    else if (stamp->known && now.known && !same_stamp(&now, stamp))
        why = STORE_MOVED_CHANGED;
    if (why != STORE_SAVED_IN_PLACE) {
        if (!store_free_name(path, pathlen)) {
            snprintf(err, errlen, "%s",
                     why == STORE_MOVED_READ_ONLY
                         ? _("its file is read-only, and there is no free name beside it")
                         : _("its file was changed elsewhere, and there is no free name beside "
                             "it"));
            return false;
        }
        if (moved)
            *moved = why;
    }
    char *text = save_to_text(sg);
    if (!text) {
        snprintf(err, errlen, "%s", _("out of memory"));
        return false;
    }
    bool ok = fs_write_atomic(path, text, strlen(text), true, err, errlen);
    free(text);
    if (ok)
        *stamp = store_stamp(path);
    return ok;
}

bool store_delete_save(const char *path)
{
    char bak[1200];
    snprintf(bak, sizeof bak, "%s.bak", path);
    unlink(bak);
    return unlink(path) == 0;
}

bool store_export_save(const char *path, const char *dest, char *err, size_t errlen)
{
    size_t len;
    char *text = fs_read_all(path, &len, err, errlen);
    if (!text)
        return false;
    bool ok = fs_write_atomic(dest, text, len, false, err, errlen);
    free(text);
    return ok;
}
