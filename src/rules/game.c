#include "game.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"

void *game_alloc(const GameDef *def)
{
    void *p = calloc(1, def->state_size);
    if (!p) {
        fprintf(stderr, "updown: out of memory\n");
        abort();
    }
    return p;
}

void game_copy(const GameDef *def, void *dst, const void *src)
{
    memcpy(dst, src, def->state_size);
}

bool move_equal(const Move *a, const Move *b)
{
    if (a->kind != b->kind || a->n != b->n)
        return false;
    for (int i = 0; i < a->n; i++)
        if (a->arg[i] != b->arg[i])
            return false;
    return true;
}

Move move_make(int kind, int n, const int *args)
{
    Move m;
    memset(&m, 0, sizeof m);
    assert(n >= 0 && n <= MOVE_MAX_ARGS);
    m.kind = (int16_t)kind;
    m.n = (int16_t)n;
    for (int i = 0; i < n; i++)
        m.arg[i] = (int16_t)args[i];
    return m;
}

int game_players(const void *st) { return ((const GameHeader *)st)->cfg.players; }
int game_viewer(const void *st) { return ((const GameHeader *)st)->viewer; }
const GameConfig *game_config(const void *st) { return &((const GameHeader *)st)->cfg; }

void game_config_default(const GameDef *def, int players, uint64_t seed, GameConfig *cfg)
{
    memset(cfg, 0, sizeof *cfg);
    if (players < def->min_players)
        players = def->min_players;
    if (players > def->max_players)
        players = def->max_players;
    cfg->players = players;
    cfg->seed = seed;
    for (int i = 0; i < def->n_options; i++)
        cfg->opt[i] = def->options[i].def;
}

int game_option_index(const GameDef *def, const char *key)
{
    for (int i = 0; i < def->n_options; i++)
        if (strcmp(def->options[i].key, key) == 0)
            return i;
    return -1;
}

static bool parse_int(const char *s, long *out)
{
    char *end;
    if (!*s)
        return false;
    long v = strtol(s, &end, 10);
    if (*end)
        return false;
    *out = v;
    return true;
}

static bool option_value(const OptionDef *o, const char *val, int *out)
{
    long v;
    switch (o->type) {
    case OPT_BOOL:
        if (!strcmp(val, "on") || !strcmp(val, "true") || !strcmp(val, "1") ||
            !strcmp(val, "yes")) {
            *out = 1;
            return true;
        }
        if (!strcmp(val, "off") || !strcmp(val, "false") || !strcmp(val, "0") ||
            !strcmp(val, "no")) {
            *out = 0;
            return true;
        }
        return false;
    case OPT_INT:
        if (!parse_int(val, &v) || v < o->min || v > o->max)
            return false;
        *out = (int)v;
        return true;
    case OPT_CHOICE:
        for (int i = 0; o->choices[i]; i++)
            if (!strcmp(o->choices[i], val)) {
                *out = i;
                return true;
            }
        return false;
    }
    return false;
}

/* The values a choice takes, as they are written: "short or full". */
static void option_choices_text(const OptionDef *o, char *buf, size_t len)
{
    char done[256];
    snprintf(buf, len, "%s", o->choices[0] ? o->choices[0] : "");
    for (int i = 1; o->choices[i]; i++) {
        snprintf(done, sizeof done, "%s", buf);
        /* TRANSLATORS: a list of the values an option takes, as they are
           typed (they stay in English): the values so far, then one more,
           e.g. "short or full". */
        int w = snprintf(buf, len, C_("list of choices", "%1$s or %2$s"), done, o->choices[i]);
        if (w < 0 || (size_t)w >= len)
            break; /* full: the values so far */
    }
}

bool game_option_parse(const GameDef *def, const char *kv, GameConfig *cfg, char *err,
                       size_t errlen)
{
    const char *eq = strchr(kv, '=');
    if (!eq || eq == kv) {
        /* TRANSLATORS: %s is the option as it was typed; KEY=VALUE is its
           form, which stays as it is. */
        snprintf(err, errlen, _("option '%s' is not of the form KEY=VALUE"), kv);
        return false;
    }
    char key[64];
    size_t klen = (size_t)(eq - kv);
    if (klen >= sizeof key)
        klen = sizeof key - 1;
    memcpy(key, kv, klen);
    key[klen] = 0;
    int i = game_option_index(def, key);
    if (i < 0) {
        char keys[160] = "";
        size_t used = 0;
        for (int k = 0; k < def->n_options && used < sizeof keys; k++)
            used += (size_t)snprintf(keys + used, sizeof keys - used, "%s%s", k ? " " : "",
                                     def->options[k].key);
        if (def->n_options)
            /* TRANSLATORS: a game's name as typed (up-or-down), the option
               asked for, then the game's options as typed, separated by
               spaces. */
            snprintf(err, errlen, _("%s has no option '%s' (options: %s)"), def->id, key, keys);
        else
            /* TRANSLATORS: a game's name as typed (up-or-down), then the
               option asked for. */
            snprintf(err, errlen, _("%s has no option '%s'"), def->id, key);
        return false;
    }
    int v;
    const OptionDef *o = &def->options[i];
    if (!option_value(o, eq + 1, &v)) {
        if (o->type == OPT_BOOL)
            /* TRANSLATORS: an option's name as typed, then the value typed;
               "on" and "off" are typed as they are. */
            snprintf(err, errlen, _("option %s takes on or off, not '%s'"), key, eq + 1);
        else if (o->type == OPT_INT)
            /* TRANSLATORS: an option's name as typed, the smallest and the
               largest value, then the value typed. */
            snprintf(err, errlen, _("option %s takes a whole number from %d to %d, not '%s'"), key,
                     o->min, o->max, eq + 1);
        else {
            char vals[200];
            option_choices_text(o, vals, sizeof vals);
            /* TRANSLATORS: an option's name as typed, the values it takes as
               they are typed (e.g. "short or full"), then the value typed. */
            snprintf(err, errlen, _("option %s takes %s, not '%s'"), key, vals, eq + 1);
        }
        return false;
    }
    cfg->opt[i] = v;
    return true;
}

const char *game_option_text(const GameDef *def, int i, int value, char *buf, size_t len)
{
    const OptionDef *o = &def->options[i];
    switch (o->type) {
    case OPT_BOOL:
        snprintf(buf, len, "%s", value ? "on" : "off");
        break;
    case OPT_INT:
        snprintf(buf, len, "%d", value);
        break;
    case OPT_CHOICE: {
        int n = 0;
        while (o->choices[n])
            n++;
        snprintf(buf, len, "%s", value >= 0 && value < n ? o->choices[value] : "?");
        break;
    }
    }
    return buf;
}

bool game_config_check(const GameDef *def, const GameConfig *cfg, char *err, size_t errlen)
{
    if (cfg->players < def->min_players || cfg->players > def->max_players) {
        /* TRANSLATORS: a game's name as typed (up-or-down), the fewest and
           the most players, then the number asked for. */
        snprintf(err, errlen, _("%s is for %d to %d players, not %d"), def->id, def->min_players,
                 def->max_players, (int)cfg->players);
        return false;
    }
    for (int i = 0; i < def->n_options; i++) {
        const OptionDef *o = &def->options[i];
        int v = cfg->opt[i], lo = 0, hi = 1;
        if (o->type == OPT_INT) {
            lo = o->min;
            hi = o->max;
        } else if (o->type == OPT_CHOICE) {
            hi = -1;
            while (o->choices[hi + 1])
                hi++;
        }
        if (v < lo || v > hi) {
            /* TRANSLATORS: an option's name as typed and its value. */
            snprintf(err, errlen, _("option %s has an impossible value %d"), o->key, v);
            return false;
        }
    }
    for (int i = def->n_options; i < GAME_MAX_OPTIONS; i++)
        if (cfg->opt[i] != 0) {
            snprintf(err, errlen, _("unknown option slot %d is set"), i);
            return false;
        }
    return true;
}

bool game_play(const GameDef *def, void *st, const Move *m, char *err, size_t errlen)
{
    if (def->to_move(st) < 0) {
        snprintf(err, errlen, "%s", _("the game is over"));
        return false;
    }
    if (!def->check(st, m, err, errlen))
        return false;
    def->apply(st, m);
    return true;
}

bool game_extend_offered(const GameDef *def, const void *st)
{
    if (!def->extend || def->to_move(st) >= 0)
        return false;
    void *trial = game_alloc(def);
    if (!trial)
        return false;
    game_copy(def, trial, st);
    char err[GAME_ERR_LEN];
    bool ok = def->extend(trial, err, sizeof err);
    free(trial);
    return ok;
}

bool game_play_text(const GameDef *def, void *st, const char *text, char *err, size_t errlen)
{
    Move m;
    if (def->to_move(st) < 0) {
        snprintf(err, errlen, "%s", _("the game is over"));
        return false;
    }
    if (!def->parse_move(st, text, &m, err, errlen))
        return false;
    return game_play(def, st, &m, err, errlen);
}
