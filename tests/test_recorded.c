/* Recorded games: for every game, several player counts and option sets,
 * a seeded game between the normal and the hard AI (the hard one at a
 * fixed number of iterations and no time budget, so it decides the same on
 * every machine), kept in tests/recorded/ as its save and its final state.
 * The test plays each again and fails on any difference:
 *  - the recorded moves, replayed through the rules, must all be legal and
 *    end in exactly the recorded final state (the rules did not change);
 *  - the AI players, from the same deal, must choose exactly the recorded
 *    moves (neither the rules nor the AI changed what is played).
 * A change meant to alter play records them again in the same commit:
 *     test_recorded --record tests/recorded
 * and says why. */
#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

#include "ai.h"
#include "check.h"
#include "game.h"
#include "save.h"

#define RECORD_ITERATIONS 150

typedef struct Case {
    const char *game;
    int players;
    const char *tag; /* names the option set in the file name */
    const char *options[8];
    const char *seats; /* "nh": normal then hard, repeated */
    uint64_t seed;
} Case;

static const Case cases[] = {
    {"up-or-down", 2, "short", {NULL}, "nh", 101},
    {"up-or-down", 3, "full", {"length=full"}, "hnn", 102},
    {"up-or-down", 4, "short", {NULL}, "nhnh", 103},
    {"up-or-down", 6, "short", {NULL}, "hnnnnn", 104},
    {"up-and-down", 2, "one-round", {NULL}, "nh", 201},
    {"up-and-down", 3, "per-player", {"rounds=per-player"}, "hnn", 202},
    {"up-and-down", 4, "one-round", {NULL}, "nhnh", 203},
    {"3up-3down", 2, "plain", {NULL}, "nh", 301},
    {"3up-3down",
     3,
     "all-options",
     {"voluntary_draw=on", "reverse_on_one=on", "swap_tables=on", "four_colours=on", "play_out=on"},
     "hnn",
     302},
    {"3up-3down", 4, "points", {"points=on", "colours=2"}, "nhnh", 303},
    {"3up-3down", 6, "plain", {NULL}, "hnnnnn", 304},
};
#define NCASES ((int)(sizeof cases / sizeof cases[0]))

static void file_of(const char *dir, const Case *c, char *buf, size_t len)
{
    snprintf(buf, len, "%s/%s-%dp-%s.json", dir, c->game, c->players, c->tag);
}

/* Plays the case from its deal with the AI players; false with a reason. */
static bool play_case(const Case *c, SaveGame *sg, char *err, size_t errlen)
{
    const GameDef *def = game_find(c->game);
    if (!def) {
        snprintf(err, errlen, "no game %s", c->game);
        return false;
    }
    GameConfig cfg;
    game_config_default(def, c->players, c->seed, &cfg);
    for (int i = 0; i < 8 && c->options[i]; i++)
        if (!game_option_parse(def, c->options[i], &cfg, err, errlen))
            return false;
    SeatInfo seats[GAME_MAX_SEATS];
    memset(seats, 0, sizeof seats);
    for (int p = 0; p < c->players; p++) {
        seats[p].kind = c->seats[p] == 'h' ? SEAT_HARD : SEAT_NORMAL;
        snprintf(seats[p].name, sizeof seats[p].name, "%s %d",
                 c->seats[p] == 'h' ? "Hard" : "Normal", p + 1);
    }
    if (!save_new(sg, def, &cfg, seats, err, errlen))
        return false;
    AiPlayer *ai[GAME_MAX_SEATS] = {0};
    AiLimits limits = {RECORD_ITERATIONS, -1};
    void *view = game_alloc(def);
    bool ok = view != NULL;
    for (int guard = 0; ok && guard < 20000; guard++) {
        int seat = def->to_move(sg->state);
        if (seat < 0)
            break;
        if (!ai[seat]) {
            ai[seat] = ai_new(def, seats[seat].kind == SEAT_HARD ? AI_HARD : AI_NORMAL, 0);
            ai_set_limits(ai[seat], &limits);
        }
        ai_reseed(ai[seat], ai_decision_seed(cfg.seed, seat, sg->n_moves));
        def->view(sg->state, seat, view);
        Move m;
        ok = ai_choose(ai[seat], view, &m) && save_play(sg, &m, err, errlen);
    }
    for (int p = 0; p < GAME_MAX_SEATS; p++)
        if (ai[p])
            ai_free(ai[p]);
    free(view);
    if (ok && def->to_move(sg->state) >= 0) {
        snprintf(err, errlen, "the game did not end");
        ok = false;
    }
    if (!ok)
        save_free(sg);
    return ok;
}

static char *read_all(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *buf = NULL;
    size_t n = 0, cap = 0;
    for (;;) {
        if (n + 4096 + 1 > cap) {
            cap = cap ? cap * 2 : 65536;
            char *b = realloc(buf, cap);
            if (!b) {
                free(buf);
                fclose(f);
                return NULL;
            }
            buf = b;
        }
        size_t got = fread(buf + n, 1, 4096, f);
        n += got;
        if (got < 4096)
            break;
    }
    fclose(f);
    buf[n] = 0;
    return buf;
}

static int record(const char *dir)
{
    for (int i = 0; i < NCASES; i++) {
        SaveGame sg;
        char err[GAME_ERR_LEN + 200], path[1024];
        if (!play_case(&cases[i], &sg, err, sizeof err)) {
            fprintf(stderr, "%s %dp %s: %s\n", cases[i].game, cases[i].players, cases[i].tag, err);
            return 1;
        }
        char *text = save_to_text(&sg);
        cJSON *o = cJSON_CreateObject();
        cJSON_AddNumberToObject(o, "iterations", RECORD_ITERATIONS);
        cJSON *saved = cJSON_Parse(text);
        cJSON_DeleteItemFromObject(saved, "created"); /* the clock is not the game */
        cJSON_DeleteItemFromObject(saved, "updated");
        cJSON_AddItemToObject(o, "save", saved);
        cJSON_AddItemToObject(o, "final", sg.def->to_json(sg.state));
        char *out = cJSON_Print(o);
        file_of(dir, &cases[i], path, sizeof path);
        FILE *f = fopen(path, "wb");
        bool ok = f && fputs(out, f) >= 0 && fputc('\n', f) != EOF;
        if (f)
            ok = fclose(f) == 0 && ok;
        printf("%s: %d moves%s\n", path, sg.n_moves, ok ? "" : " NOT WRITTEN");
        free(out);
        free(text);
        cJSON_Delete(o);
        save_free(&sg);
        if (!ok)
            return 1;
    }
    return 0;
}

/* The first difference between two JSON values, as a path. */
static void first_difference(const cJSON *a, const cJSON *b, char *path, size_t len)
{
    if (cJSON_IsObject(a) && cJSON_IsObject(b)) {
        for (const cJSON *x = a->child; x; x = x->next) {
            const cJSON *y = cJSON_GetObjectItemCaseSensitive(b, x->string);
            if (!y || !cJSON_Compare(x, y, true)) {
                size_t used = strlen(path);
                snprintf(path + used, len - used, ".%s", x->string);
                if (y)
                    first_difference(x, y, path, len);
                return;
            }
        }
    } else if (cJSON_IsArray(a) && cJSON_IsArray(b)) {
        int i = 0;
        for (const cJSON *x = a->child, *y = b->child; x && y; x = x->next, y = y->next, i++)
            if (!cJSON_Compare(x, y, true)) {
                size_t used = strlen(path);
                snprintf(path + used, len - used, "[%d]", i);
                first_difference(x, y, path, len);
                return;
            }
    }
}

static void replay(const char *dir, const Case *c)
{
    char path[1024], err[GAME_ERR_LEN + 4200];
    file_of(dir, c, path, sizeof path);
    char *text = read_all(path);
    CHECK_MSG(text != NULL, "%s is missing: record it with test_recorded --record %s", path, dir);
    if (!text)
        return;
    cJSON *o = cJSON_Parse(text);
    free(text);
    const cJSON *saved = cJSON_GetObjectItemCaseSensitive(o, "save");
    const cJSON *final = cJSON_GetObjectItemCaseSensitive(o, "final");
    const cJSON *iters = cJSON_GetObjectItemCaseSensitive(o, "iterations");
    CHECK_MSG(saved && final && cJSON_IsNumber(iters), "%s: not a recorded game", path);
    if (!saved || !final || !cJSON_IsNumber(iters)) {
        cJSON_Delete(o);
        return;
    }
    CHECK_MSG(iters->valueint == RECORD_ITERATIONS, "%s: recorded at %d iterations, not %d", path,
              iters->valueint, RECORD_ITERATIONS);
    /* The rules: every recorded move legal, the same final state. */
    char *save_text = cJSON_PrintUnformatted(saved);
    SaveGame rec;
    bool loaded = save_load_text(&rec, save_text, strlen(save_text), err, sizeof err);
    free(save_text);
    CHECK_MSG(loaded, "%s: the recorded moves no longer replay: %s", path, err);
    if (loaded) {
        cJSON *now = rec.def->to_json(rec.state);
        char where[256] = "final";
        if (!cJSON_Compare(now, final, true))
            first_difference(final, now, where, sizeof where);
        CHECK_MSG(cJSON_Compare(now, final, true),
                  "%s: the replayed moves end in another state (first at %s)", path, where);
        cJSON_Delete(now);
        /* The AI: the same moves from the same deal. */
        SaveGame again;
        if (play_case(c, &again, err, sizeof err)) {
            int n = again.n_moves < rec.n_moves ? again.n_moves : rec.n_moves, k = 0;
            while (k < n && !strcmp(again.moves[k], rec.moves[k]))
                k++;
            CHECK_MSG(k == n && again.n_moves == rec.n_moves,
                      "%s: the AI plays otherwise from move %d: recorded '%s', now '%s'", path,
                      k + 1, k < rec.n_moves ? rec.moves[k] : "(end)",
                      k < again.n_moves ? again.moves[k] : "(end)");
            save_free(&again);
        } else {
            CHECK_MSG(false, "%s: the AI game cannot be played again: %s", path, err);
        }
        save_free(&rec);
    }
    cJSON_Delete(o);
}

int main(int argc, char **argv)
{
    if (argc == 3 && !strcmp(argv[1], "--record"))
        return record(argv[2]);
    const char *dir = argc == 2 ? argv[1] : UPDOWN_RECORDED_DIR;
    for (int i = 0; i < NCASES; i++)
        replay(dir, &cases[i]);
    return check_exit("recorded games");
}
