/* Saves (docs/save-format.md): seed, options, seats and the moves' text,
 * replayed through the rules into a temporary before they are accepted. */
#include "save.h"

#include <cjson/cJSON.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "i18n.h"
#include "utf8.h"

static const char *const kind_names[SEAT_KINDS] = {"human", "easy", "normal", "hard"};

/* The keys this version writes and reads; any other key is kept as is. */
static const char *const known_keys[] = {"format",  "version", "game",    "players",
                                         "seed",    "options", "seats",   "moves",
                                         "created", "updated", "summary", NULL};

/* A character that shows nothing: a space of any width, a control, or one
 * that takes no room. */
static bool invisible(uint32_t c)
{
    return c <= 0x20 || (c >= 0x7F && c <= 0xA0) || c == 0xAD || c == 0x34F || c == 0x115F ||
           c == 0x1160 || c == 0x1680 || c == 0x180E || (c >= 0x2000 && c <= 0x200F) ||
           (c >= 0x2028 && c <= 0x202F) || (c >= 0x205F && c <= 0x206F) || c == 0x3000 ||
           c == 0x3164 || c == 0xFEFF || c == 0xFFA0;
}

bool save_name_blank(const char *s)
{
    while (*s)
        if (!invisible(utf8_next(&s))) /* a byte that is no UTF-8 is shown */
            return false;
    return true;
}

bool save_name_copy(char *dst, const char *src)
{
    size_t n = strlen(src);
    if (n >= SAVE_NAME_LEN) {
        n = SAVE_NAME_LEN - 1;
        while (n > 0 && ((unsigned char)src[n] & 0xC0) == 0x80)
            n--; /* src[n], the first byte left out, begins a character */
    }
    char cut[SAVE_NAME_LEN];
    memcpy(cut, src, n);
    cut[n] = 0;
    if (save_name_blank(cut))
        return false; /* nothing to see, once cut: the seat keeps its name */
    /* A name is one line of plain words: a control character (a line
     * break, a tab) becomes a space, and the characters that turn the
     * direction of the text round go (they would turn the words written
     * after the name too); never longer than the name was. */
    size_t k = 0;
    for (const char *p = cut; *p;) {
        const char *at = p;
        uint32_t c = utf8_next(&p);
        if (c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029)
            dst[k++] = ' ';
        else if (!((c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069)))
            for (; at < p; at++)
                dst[k++] = *at;
    }
    dst[k] = 0;
    return true;
}

const char *seat_kind_name(int kind)
{
    return kind >= 0 && kind < SEAT_KINDS ? kind_names[kind] : "unknown";
}

const char *seat_default_name(int seat)
{
    static const char *const names[GAME_MAX_SEATS] = {"", "Alex", "Kim", "Leah", "Eli", "Erin"};
    return seat >= 0 && seat < GAME_MAX_SEATS ? names[seat] : "";
}

int seat_kind_parse(const char *s)
{
    for (int i = 0; i < SEAT_KINDS; i++)
        if (!strcmp(s, kind_names[i]))
            return i;
    return -1;
}

static void *xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n);
    if (!q) {
        fprintf(stderr, "updown: out of memory\n");
        abort();
    }
    return q;
}

static char *xstrdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = xrealloc(NULL, n);
    memcpy(d, s, n);
    return d;
}

static void default_seats(SaveGame *sg)
{
    for (int p = 0; p < GAME_MAX_SEATS; p++) {
        sg->seats[p].kind = SEAT_HUMAN;
        snprintf(sg->seats[p].name, SAVE_NAME_LEN, "Player %d", p + 1);
    }
}

static void push_move(SaveGame *sg, const char *text)
{
    if (sg->n_moves == sg->cap_moves) {
        sg->cap_moves = sg->cap_moves ? sg->cap_moves * 2 : 64;
        sg->moves = xrealloc(sg->moves, (size_t)sg->cap_moves * sizeof *sg->moves);
    }
    sg->moves[sg->n_moves++] = xstrdup(text);
}

bool save_new(SaveGame *sg, const GameDef *def, const GameConfig *cfg, const SeatInfo *seats,
              char *err, size_t errlen)
{
    memset(sg, 0, sizeof *sg);
    if (!game_config_check(def, cfg, err, errlen))
        return false;
    SaveGame g = {0};
    g.def = def;
    g.cfg = *cfg;
    default_seats(&g);
    if (seats)
        for (int p = 0; p < cfg->players; p++)
            g.seats[p] = seats[p];
    g.state = game_alloc(def);
    g.initial = game_alloc(def);
    if (!def->setup(g.initial, cfg, err, errlen)) {
        free(g.state);
        free(g.initial);
        return false;
    }
    game_copy(def, g.state, g.initial);
    g.created = g.updated = (long long)time(NULL);
    *sg = g;
    return true;
}

void save_free(SaveGame *sg)
{
    for (int i = 0; i < sg->n_moves; i++)
        free(sg->moves[i]);
    free(sg->moves);
    free(sg->state);
    free(sg->initial);
    cJSON_Delete(sg->unknown);
    memset(sg, 0, sizeof *sg);
}

static bool apply_text(const GameDef *def, void *st, const char *text, char *canon, size_t canonlen,
                       char *err, size_t errlen)
{
    if (!strcmp(text, SAVE_EXTRA_ROUND)) {
        if (!def->extend) {
            /* TRANSLATORS: %s is a game's title (Up or Down?, 3UP 3DOWN). */
            snprintf(err, errlen, _("%s has no extra rounds"), def->name);
            return false;
        }
        if (!def->extend(st, err, errlen))
            return false;
        snprintf(canon, canonlen, "%s", SAVE_EXTRA_ROUND);
        return true;
    }
    Move m;
    if (def->to_move(st) < 0) {
        snprintf(err, errlen, "%s", _("the game is over"));
        return false;
    }
    if (!def->parse_move(st, text, &m, err, errlen))
        return false;
    if (!def->check(st, &m, err, errlen))
        return false;
    def->format_move(st, &m, canon, canonlen);
    def->apply(st, &m);
    return true;
}

bool save_play_text(SaveGame *sg, const char *text, char *err, size_t errlen)
{
    char canon[128];
    if (!apply_text(sg->def, sg->state, text, canon, sizeof canon, err, errlen))
        return false;
    push_move(sg, canon);
    sg->updated = (long long)time(NULL);
    return true;
}

bool save_play(SaveGame *sg, const Move *m, char *err, size_t errlen)
{
    char canon[128];
    if (sg->def->to_move(sg->state) < 0) {
        snprintf(err, errlen, "%s", _("the game is over"));
        return false;
    }
    if (!sg->def->check(sg->state, m, err, errlen))
        return false;
    /* The text is taken from the state before the move, where it means
     * exactly this move when replayed. */
    sg->def->format_move(sg->state, m, canon, sizeof canon);
    sg->def->apply(sg->state, m);
    push_move(sg, canon);
    sg->updated = (long long)time(NULL);
    return true;
}

bool save_undo(SaveGame *sg, int n)
{
    if (n < 0 || n > sg->n_moves)
        return false;
    if (n == 0)
        return true;
    for (int i = sg->n_moves - n; i < sg->n_moves; i++)
        free(sg->moves[i]);
    sg->n_moves -= n;
    game_copy(sg->def, sg->state, sg->initial);
    for (int i = 0; i < sg->n_moves; i++) {
        char canon[128], err[GAME_ERR_LEN];
        bool ok =
            apply_text(sg->def, sg->state, sg->moves[i], canon, sizeof canon, err, sizeof err);
        (void)ok;
    }
    sg->updated = (long long)time(NULL);
    return true;
}

/* What the undo answer needs of one move: who made it, whether it began
 * a turn and whether it may be taken back. */
typedef struct UndoStep {
    int8_t mover;
    bool start, undoable;
} UndoStep;

int save_undo_steps(const SaveGame *sg, char *why, size_t whylen)
{
    const GameDef *def = sg->def;
    int seat = def->to_move(sg->state);
    snprintf(why, whylen, "%s",
             seat < 0 ? _("The game is over.") : _("Nothing to undo: the turn has just begun."));
    if (seat < 0 || sg->n_moves == 0)
        return 0;
    UndoStep *steps = malloc(sizeof *steps * (size_t)sg->n_moves);
    void *st = game_alloc(def);
    if (!steps || !st) {
        free(steps);
        free(st);
        return 0;
    }
    /* One pass from the deal: the last refusal's words are kept. */
    char last_why[GAME_ERR_LEN] = "";
    game_copy(def, st, sg->initial);
    int n = 0;
    for (; n < sg->n_moves; n++) {
        UndoStep *u = &steps[n];
        char canon[128], err[GAME_ERR_LEN];
        if (!strcmp(sg->moves[n], SAVE_EXTRA_ROUND)) {
            *u = (UndoStep){.mover = -1, .start = true, .undoable = false};
            snprintf(last_why, sizeof last_why, "%s", _("A new round cannot be taken back."));
        } else {
            Move m;
            if (!def->parse_move(st, sg->moves[n], &m, err, sizeof err))
                break; /* cannot happen: the save was replayed when it loaded */
            u->mover = (int8_t)def->to_move(st);
            u->start = def->turn_start(st);
            u->undoable = def->undoable(st, &m, err, sizeof err);
            if (!u->undoable)
                snprintf(last_why, sizeof last_why, "%s", err);
        }
        if (!apply_text(def, st, sg->moves[n], canon, sizeof canon, err, sizeof err))
            break;
    }
    free(st);
    int k = 0;
    for (int i = n - 1;; i--) {
        if (i < 0 || steps[i].mover != seat) {
            if (k)
                snprintf(why, whylen, "%s", _("The turn began there."));
            break;
        }
        if (!steps[i].undoable) { /* the latest refusal met */
            snprintf(why, whylen, "%s", last_why);
            break;
        }
        k++;
        if (steps[i].start) {
            snprintf(why, whylen, "%s", _("The turn began there."));
            break;
        }
    }
    free(steps);
    return k;
}

/* ---- writing ------------------------------------------------------------ */

static cJSON *to_json(const SaveGame *sg)
{
    const GameDef *def = sg->def;
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "format", "updown-save");
    cJSON_AddNumberToObject(o, "version", SAVE_VERSION);
    cJSON_AddStringToObject(o, "game", def->id);
    cJSON_AddNumberToObject(o, "players", sg->cfg.players);
    char seed[32];
    snprintf(seed, sizeof seed, "%" PRIu64, sg->cfg.seed);
    cJSON_AddStringToObject(o, "seed", seed);
    cJSON *opts = cJSON_AddObjectToObject(o, "options");
    for (int i = 0; i < def->n_options; i++) {
        char buf[32];
        game_option_text(def, i, sg->cfg.opt[i], buf, sizeof buf);
        cJSON_AddStringToObject(opts, def->options[i].key, buf);
    }
    cJSON *seats = cJSON_AddArrayToObject(o, "seats");
    for (int p = 0; p < sg->cfg.players; p++) {
        cJSON *s = cJSON_CreateObject();
        cJSON_AddStringToObject(s, "kind", seat_kind_name(sg->seats[p].kind));
        cJSON_AddStringToObject(s, "name", sg->seats[p].name);
        cJSON_AddItemToArray(seats, s);
    }
    cJSON *moves = cJSON_AddArrayToObject(o, "moves");
    for (int i = 0; i < sg->n_moves; i++)
        cJSON_AddItemToArray(moves, cJSON_CreateString(sg->moves[i]));
    cJSON_AddNumberToObject(o, "created", (double)sg->created);
    cJSON_AddNumberToObject(o, "updated", (double)sg->updated);
    /* A summary for lists of saves; never trusted on load (recomputed). */
    GameResult r;
    def->result(sg->state, &r);
    cJSON *sum = cJSON_AddObjectToObject(o, "summary");
    cJSON_AddBoolToObject(sum, "over", r.over);
    cJSON_AddNumberToObject(sum, "to_move", def->to_move(sg->state));
    cJSON_AddItemToObject(sum, "scores", cJSON_CreateIntArray(r.scores, sg->cfg.players));
    cJSON_AddItemToObject(sum, "winners", cJSON_CreateIntArray(r.winners, r.nwinners));
    if (sg->unknown)
        for (cJSON *k = sg->unknown->child; k; k = k->next)
            cJSON_AddItemToObject(o, k->string, cJSON_Duplicate(k, true));
    return o;
}

char *save_to_text(const SaveGame *sg)
{
    cJSON *o = to_json(sg);
    char *text = cJSON_Print(o);
    cJSON_Delete(o);
    return text;
}

bool save_write(const SaveGame *sg, const char *path, char *err, size_t errlen)
{
    char *text = save_to_text(sg);
    if (!text) {
        /* TRANSLATORS: %s is the save's file name. */
        snprintf(err, errlen, _("out of memory writing %s"), path);
        return false;
    }
    size_t n = strlen(text);
    text[n] = '\n'; /* cJSON's buffer has room for the terminator only */
    bool ok = fs_write_atomic(path, text, n + 1, false, err, errlen);
    free(text);
    return ok;
}

/* ---- reading ------------------------------------------------------------ */

/* msg is a reason already in the player's language. */
static bool fail(char *err, size_t errlen, const char *msg)
{
    snprintf(err, errlen, "%s", msg);
    return false;
}

static bool parse_seed(const cJSON *j, uint64_t *seed)
{
    if (cJSON_IsString(j)) {
        const char *s = j->valuestring;
        if (!*s || strlen(s) > 20)
            return false;
        uint64_t v = 0;
        for (; *s; s++) {
            if (*s < '0' || *s > '9')
                return false;
            uint64_t d = (uint64_t)(*s - '0');
            if (v > (UINT64_MAX - d) / 10)
                return false;
            v = v * 10 + d;
        }
        *seed = v;
        return true;
    }
    if (cJSON_IsNumber(j)) {
        /* Older writers' numbers: only below 2^53, where a double holds
         * every whole number. From 2^53 on a number in the file may have
         * been rounded when it was read (9007199254740993 reads as
         * ...992), so it is refused rather than replayed with another
         * seed; such a seed is written as a string. */
        double d = j->valuedouble;
        if (!(d >= 0 && d < 9007199254740992.0) || d != (double)(uint64_t)d)
            return false;
        *seed = (uint64_t)d;
        return true;
    }
    return false;
}

bool save_json_whole(const cJSON *j, long long lo, long long hi, long long *out)
{
    if (!cJSON_IsNumber(j))
        return false;
    double d = j->valuedouble;
    if (!(d >= (double)lo && d <= (double)hi) || d != (double)(long long)d)
        return false;
    *out = (long long)d;
    return true;
}

static bool is_known_key(const char *k)
{
    for (int i = 0; known_keys[i]; i++)
        if (!strcmp(known_keys[i], k))
            return true;
    return false;
}

/* Older formats are upgraded here, one branch per version, before the
 * common reading below. Version 1 is the first. */
static bool upgrade(cJSON *root, int version, char *err, size_t errlen)
{
    if (version == SAVE_VERSION)
        return true;
    if (version > SAVE_VERSION) {
        snprintf(err, errlen,
                 /* TRANSLATORS: the save's format number, then the newest this
                    program reads. */
                 _("the save was written by a newer Updown (format %d); this one reads up to "
                   "format %d"),
                 version, SAVE_VERSION);
        return false;
    }
    (void)root;
    snprintf(err, errlen, _("the save has an unknown format version %d"), version);
    return false;
}

static bool from_json(SaveGame *g, cJSON *root, char *err, size_t errlen)
{
    if (!cJSON_IsObject(root))
        return fail(err, errlen, _("not a save: the file is JSON but not an object"));
    const cJSON *fmt = cJSON_GetObjectItemCaseSensitive(root, "format");
    if (fmt && !(cJSON_IsString(fmt) && !strcmp(fmt->valuestring, "updown-save")))
        return fail(err, errlen, _("not an Updown save (its \"format\" is something else)"));
    const cJSON *ver = cJSON_GetObjectItemCaseSensitive(root, "version");
    if (!ver)
        return fail(err, errlen, _("not a save: no \"version\""));
    long long version;
    if (!save_json_whole(ver, -1000000, 1000000, &version))
        return fail(err, errlen, _("the save's \"version\" is not a whole number"));
    if (!upgrade(root, (int)version, err, errlen))
        return false;

    const cJSON *game = cJSON_GetObjectItemCaseSensitive(root, "game");
    if (!cJSON_IsString(game))
        return fail(err, errlen, _("the save has no \"game\" name"));
    const GameDef *def = game_find(game->valuestring);
    if (!def) {
        /* TRANSLATORS: %.40s is the game's name as written in the save. */
        snprintf(err, errlen, _("the save is of an unknown game '%.40s'"), game->valuestring);
        return false;
    }
    const cJSON *players = cJSON_GetObjectItemCaseSensitive(root, "players");
    long long nplayers;
    if (!save_json_whole(players, -1000000, 1000000, &nplayers))
        return fail(err, errlen, _("the save's \"players\" is missing or not a whole number"));
    GameConfig cfg;
    game_config_default(def, def->min_players, 0, &cfg);
    cfg.players = (int)nplayers;
    if (cfg.players < def->min_players || cfg.players > def->max_players) {
        snprintf(err, errlen,
                 /* TRANSLATORS: the number of players in the save, the game's name as
                    typed (up-or-down), then the fewest and the most players. */
                 P_("the save has %d player; %s is for %d to %d",
                    "the save has %d players; %s is for %d to %d", cfg.players),
                 cfg.players, def->id, def->min_players, def->max_players);
        return false;
    }
    if (!parse_seed(cJSON_GetObjectItemCaseSensitive(root, "seed"), &cfg.seed))
        return fail(err, errlen,
                    _("the save's \"seed\" is missing or not a whole number from 0 to 2^64-1"));
    const cJSON *opts = cJSON_GetObjectItemCaseSensitive(root, "options");
    if (opts && !cJSON_IsObject(opts))
        return fail(err, errlen, _("the save's \"options\" is not an object"));
    if (opts)
        for (const cJSON *o = opts->child; o; o = o->next) {
            char kv[160], e2[GAME_ERR_LEN];
            if (!cJSON_IsString(o) && !cJSON_IsNumber(o) && !cJSON_IsBool(o)) {
                /* TRANSLATORS: %.40s is the option's name as written in the
                   save. */
                snprintf(err, errlen, _("the save's option %.40s has a value of the wrong type"),
                         o->string);
                return false;
            }
            if (cJSON_IsString(o))
                snprintf(kv, sizeof kv, "%.60s=%.60s", o->string, o->valuestring);
            else if (cJSON_IsBool(o))
                snprintf(kv, sizeof kv, "%.60s=%s", o->string, cJSON_IsTrue(o) ? "on" : "off");
            else {
                long long v;
                if (!save_json_whole(o, -1000000, 1000000, &v)) {
                    /* TRANSLATORS: %.40s is the option's name as written in
                       the save. */
                    snprintf(err, errlen, _("the save's option %.40s is not a whole number"),
                             o->string);
                    return false;
                }
                snprintf(kv, sizeof kv, "%.60s=%lld", o->string, v);
            }
            if (!game_option_parse(def, kv, &cfg, e2, sizeof e2)) {
                /* TRANSLATORS: %s says what is wrong with the option. */
                snprintf(err, errlen, _("the save's options are wrong: %s"), e2);
                return false;
            }
        }

    SaveGame tmp = {0};
    SeatInfo seats[GAME_MAX_SEATS];
    memset(seats, 0, sizeof seats);
    const cJSON *js = cJSON_GetObjectItemCaseSensitive(root, "seats");
    if (js && !cJSON_IsArray(js))
        return fail(err, errlen, _("the save's \"seats\" is not a list"));
    if (js && cJSON_GetArraySize(js) != cfg.players) {
        /* TRANSLATORS: the number of seats the save lists, then its number of
           players. */
        snprintf(err, errlen, _("the save lists %d seats for %d players"), cJSON_GetArraySize(js),
                 cfg.players);
        return false;
    }
    for (int p = 0; p < cfg.players; p++) {
        seats[p].kind = SEAT_HUMAN;
        snprintf(seats[p].name, SAVE_NAME_LEN, "Player %d", p + 1);
        const cJSON *s = js ? cJSON_GetArrayItem(js, p) : NULL;
        if (!s)
            continue;
        const cJSON *kind = cJSON_GetObjectItemCaseSensitive(s, "kind");
        const cJSON *name = cJSON_GetObjectItemCaseSensitive(s, "name");
        if (!cJSON_IsObject(s) || !cJSON_IsString(kind) || (name && !cJSON_IsString(name))) {
            /* TRANSLATORS: %d is a seat's number (from 0); the braces are the
               form the save should have, which stays as it is. */
            snprintf(err, errlen, _("seat %d of the save is not {\"kind\": ..., \"name\": ...}"),
                     p);
            return false;
        }
        seats[p].kind = seat_kind_parse(kind->valuestring);
        if (seats[p].kind < 0) {
            /* TRANSLATORS: a seat's number (from 0), then the kind of player
               as written in the save. */
            snprintf(err, errlen, _("seat %d of the save has an unknown kind '%.20s'"), p,
                     kind->valuestring);
            return false;
        }
        if (name)
            save_name_copy(seats[p].name, name->valuestring);
    }
    if (!save_new(&tmp, def, &cfg, seats, err, errlen))
        return false;

    const cJSON *moves = cJSON_GetObjectItemCaseSensitive(root, "moves");
    if (!cJSON_IsArray(moves)) {
        save_free(&tmp);
        return fail(err, errlen, _("the save's \"moves\" is missing or not a list"));
    }
    int i = 0;
    for (const cJSON *m = moves->child; m; m = m->next, i++) {
        char e2[GAME_ERR_LEN];
        if (!cJSON_IsString(m)) {
            snprintf(err, errlen, _("move %d of the save is not a text"), i + 1);
            save_free(&tmp);
            return false;
        }
        /* A move is words and single spaces: a newline or another control
         * character in it is damage, even where the rules would read past it. */
        for (const unsigned char *c = (const unsigned char *)m->valuestring; *c; c++)
            if (*c < 32 || *c == 127) {
                /* TRANSLATORS: the move's number, then the character's code. */
                snprintf(err, errlen, _("move %d of the save holds a control character (code %d)"),
                         i + 1, *c);
                save_free(&tmp);
                return false;
            }
        if (!save_play_text(&tmp, m->valuestring, e2, sizeof e2)) {
            /* TRANSLATORS: the move's number, the move as written in the save,
               then why the rules refuse it. */
            snprintf(err, errlen, _("move %d of the save ('%.40s') is illegal: %s"), i + 1,
                     m->valuestring, e2);
            save_free(&tmp);
            return false;
        }
    }
    const cJSON *created = cJSON_GetObjectItemCaseSensitive(root, "created");
    const cJSON *updated = cJSON_GetObjectItemCaseSensitive(root, "updated");
    /* Times in seconds since 1970; anything else reads as unknown (0). */
    const long long far = 1LL << 40;
    if (!save_json_whole(created, 0, far, &tmp.created))
        tmp.created = 0;
    if (!save_json_whole(updated, 0, far, &tmp.updated))
        tmp.updated = tmp.created;
    for (cJSON *k = root->child; k; k = k->next)
        if (k->string && !is_known_key(k->string)) {
            if (!tmp.unknown)
                tmp.unknown = cJSON_CreateObject();
            cJSON_AddItemToObject(tmp.unknown, k->string, cJSON_Duplicate(k, true));
        }
    *g = tmp;
    return true;
}

/* Where a text in the JSON holds the escape \u0000, which cJSON would
 * decode as the end of the text and so cut it short; -1 when none does.
 * A backslash appears only in texts, and each escape is two characters
 * (\\ included), so the escapes are met in order without tracking quotes. */
static long nul_escape_at(const char *text, size_t len)
{
    for (size_t i = 0; i + 1 < len; i++)
        if (text[i] == '\\') {
            if (text[i + 1] == 'u' && i + 5 < len && !memcmp(text + i + 2, "0000", 4))
                return (long)i;
            i++;
        }
    return -1;
}

bool save_load_text(SaveGame *sg, const char *text, size_t len, char *err, size_t errlen)
{
    memset(sg, 0, sizeof *sg);
    if (len == 0)
        return fail(err, errlen, _("the save is empty"));
    /* A save is JSON text and nothing else: a NUL byte in it, or anything
     * but white space after its object, is damage, not a save. */
    const char *nul = memchr(text, 0, len);
    const char *end = NULL;
    cJSON *root = cJSON_ParseWithLengthOpts(text, nul ? (size_t)(nul - text) : len, &end, false);
    if (root && !nul) {
        while (end < text + len && (*end == ' ' || *end == '\t' || *end == '\n' || *end == '\r'))
            end++;
        if (end < text + len) {
            cJSON_Delete(root);
            root = NULL;
        }
    } else if (root) {
        cJSON_Delete(root);
        root = NULL;
        end = nul;
    }
    if (!root) {
        /* TRANSLATORS: %ld is a place in the file, counted in bytes. */
        snprintf(err, errlen, _("not a save: broken JSON near byte %ld (truncated or damaged?)"),
                 end ? (long)(end - text) : 0L);
        return false;
    }
    long at = nul_escape_at(text, len);
    if (at >= 0) {
        cJSON_Delete(root);
        /* TRANSLATORS: \u0000 is written so in the file; %ld is a place in
         * the file, counted in bytes. */
        snprintf(err, errlen, _("not a save: a text holds the character \\u0000 (byte %ld)"), at);
        return false;
    }
    bool ok = from_json(sg, root, err, errlen);
    cJSON_Delete(root);
    if (!ok) /* the reason quotes the file: keep it on one printable line */
        for (char *c = err; *c; c++)
            if ((unsigned char)*c < 32 || *c == 127)
                *c = ' ';
    return ok;
}

bool save_load(SaveGame *sg, const char *path, char *err, size_t errlen)
{
    size_t len;
    char e2[GAME_ERR_LEN];
    memset(sg, 0, sizeof *sg);
    char *text = fs_read_all(path, &len, err, errlen);
    if (!text)
        return false;
    bool ok = save_load_text(sg, text, len, e2, sizeof e2);
    if (!ok)
        snprintf(err, errlen, "%s: %s", path, e2);
    free(text);
    return ok;
}
