/* Settings, statistics and saves in the data folder: round trips, defaults,
 * and that a damaged file is kept aside, never deleted or overwritten. */
#define _POSIX_C_SOURCE 200809L
#include <cjson/cJSON.h>
#include <dirent.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "save_moves.h"
#include "store.h"
#include "temp_dir.h"

static char dir[64];

static void put(const char *name, const char *text)
{
    char path[256];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    fputs(text, f);
    fclose(f);
}

static int count_prefix(const char *prefix)
{
    DIR *d = opendir(dir);
    int n = 0;
    for (struct dirent *e; d && (e = readdir(d));)
        n += !strncmp(e->d_name, prefix, strlen(prefix));
    closedir(d);
    return n;
}

static void clean(void)
{
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d));) {
        if (e->d_name[0] == '.' || !strcmp(e->d_name, "saves"))
            continue;
        char path[512];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (unlink(path) != 0)
            rmdir(path);
    }
    closedir(d);
}

static const char *saves_dir(void)
{
    static char saves[128];
    snprintf(saves, sizeof saves, "%s/saves", dir);
    return saves;
}

static const char *base(const char *path)
{
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

/* Files in folder whose name starts with name and then holds part. */
static int count_in(const char *folder, const char *name, const char *part)
{
    DIR *d = opendir(folder);
    int n = 0;
    for (struct dirent *e; d && (e = readdir(d));)
        n += !strncmp(e->d_name, name, strlen(name)) &&
             strstr(e->d_name + strlen(name), part) != NULL;
    if (d)
        closedir(d);
    return n;
}

static void clean_saves(void)
{
    DIR *d = opendir(saves_dir());
    for (struct dirent *e; d && (e = readdir(d));) {
        char path[512];
        snprintf(path, sizeof path, "%s/%s", saves_dir(), e->d_name);
        if (e->d_name[0] != '.')
            unlink(path);
    }
    if (d)
        closedir(d);
}

/* The file's bytes ("" when it cannot be read), malloc'd. */
static char *slurp(const char *path)
{
    char err[GAME_ERR_LEN];
    size_t len;
    char *t = fs_read_all(path, &len, err, sizeof err);
    return t ? t : strdup("");
}

static void test_settings_round_trip(void)
{
    Settings s, back;
    char msg[STORE_MSG_LEN], err[GAME_ERR_LEN];
    clean();
    store_load_settings(dir, &s, msg, sizeof msg); /* missing: defaults, no message */
    CHECK(msg[0] == 0);
    CHECK_EQ_INT(s.win_w, 1280);
    CHECK_EQ_INT(s.anim_speed, 100);
    s.win_w = 1600;
    s.win_h = 900;
    s.fullscreen = true;
    s.anim_speed = 200;
    s.ai_pace_ms = 0;
    s.cb_symbols = false;
    snprintf(s.names[2], SAVE_NAME_LEN, "Zoë");
    s.game[0].players = 5;
    s.game[0].seat_kind[3] = SEAT_HARD;
    s.game[0].opt[0] = 1;
    CHECK_EQ_INT(s.last_game, -1);
    s.last_game = 2;
    CHECK(store_save_settings(dir, &s, err, sizeof err));
    store_load_settings(dir, &back, msg, sizeof msg);
    CHECK(msg[0] == 0);
    CHECK_EQ_INT(back.win_w, 1600);
    CHECK_EQ_INT(back.win_h, 900);
    CHECK(back.fullscreen);
    CHECK_EQ_INT(back.anim_speed, 200);
    CHECK_EQ_INT(back.ai_pace_ms, 0);
    CHECK(!back.cb_symbols);
    CHECK(!strcmp(back.names[2], "Zoë"));
    CHECK_EQ_INT(back.game[0].players, 5);
    CHECK_EQ_INT(back.game[0].seat_kind[3], SEAT_HARD);
    CHECK_EQ_INT(back.game[0].opt[0], 1);
    CHECK_EQ_INT(back.last_game, 2);
    settings_free(&s);
    settings_free(&back);
}

static void test_unknown_keys_kept(void)
{
    Settings s;
    char err[GAME_ERR_LEN];
    const char *text = "{\"version\":1,\"theme\":\"dark\",\"window\":{\"width\":1000}}";
    CHECK(settings_from_text(&s, text, strlen(text), err, sizeof err));
    CHECK_EQ_INT(s.win_w, 1000);
    char *out = settings_to_text(&s);
    CHECK(strstr(out, "\"theme\"") != NULL);
    free(out);
    settings_free(&s);
    /* a game this version does not have: none chosen, and kept */
    text = "{\"version\":1,\"last_game\":\"five-up\"}";
    CHECK(settings_from_text(&s, text, strlen(text), err, sizeof err));
    CHECK_EQ_INT(s.last_game, -1);
    out = settings_to_text(&s);
    CHECK(strstr(out, "\"five-up\"") != NULL);
    free(out);
    settings_free(&s);
    /* a language this version does not speak: the system's, and kept for
     * the version that speaks it; "system" and what names no language
     * follow the system and are written as "system" */
    text = "{\"version\":1,\"language\":\"pt_BR\"}";
    CHECK(settings_from_text(&s, text, strlen(text), err, sizeof err));
    CHECK_EQ_STR(s.language, "pt_BR");
    out = settings_to_text(&s);
    CHECK_MSG(strstr(out, "\"pt_BR\"") != NULL, "the language is lost: %s", out);
    free(out);
    settings_free(&s);
    /* a name too long for a seat is cut between two characters (eleven
     * of three bytes are 33) */
    text = "{\"version\":1,\"names\":[\"\xe5\x90\x8d\xe5\x90\x8d\xe5\x90\x8d\xe5\x90\x8d"
           "\xe5\x90\x8d\xe5\x90\x8d\xe5\x90\x8d\xe5\x90\x8d\xe5\x90\x8d\xe5\x90\x8d"
           "\xe5\x90\x8d\"]}";
    CHECK(settings_from_text(&s, text, strlen(text), err, sizeof err));
    CHECK_EQ_INT((int)strlen(s.names[0]), 30);
    settings_free(&s);
    static const char *const none[] = {"system", "x", "fr fr", "toolongcode", ""};
    for (size_t i = 0; i < sizeof none / sizeof none[0]; i++) {
        char t[96];
        snprintf(t, sizeof t, "{\"version\":1,\"language\":\"%s\"}", none[i]);
        CHECK(settings_from_text(&s, t, strlen(t), err, sizeof err));
        CHECK_MSG(!s.language[0], "'%s' read as '%s'", none[i], s.language);
        out = settings_to_text(&s);
        CHECK(strstr(out, "\"language\":\t\"system\"") != NULL);
        free(out);
        settings_free(&s);
    }
}

/* Unknown keys at every level are written back: inside "window", unknown
 * game ids, unknown options and keys of a known game; in the statistics,
 * unknown games, seat kinds and keys of a line. */
static void test_unknown_keys_every_level(void)
{
    const char *text =
        "{\"version\":1,\"theme\":\"dark\",\"window\":{\"width\":1000,\"display\":2,"
        "\"maximised\":true},\"games\":{\"up-or-down\":{\"players\":3,\"options\":{\"length\":"
        "\"full\",\"jokers\":\"on\"},\"colour\":\"red\"},\"future-game\":{\"players\":9,"
        "\"options\":{\"x\":\"y\"}}},\"plugins\":{\"a\":[1,2]}}";
    Settings s, back;
    char err[GAME_ERR_LEN], msg[STORE_MSG_LEN];
    CHECK(settings_from_text(&s, text, strlen(text), err, sizeof err));
    CHECK_EQ_INT(s.win_w, 1000);
    clean();
    CHECK(store_save_settings(dir, &s, err, sizeof err)); /* written and read back */
    store_load_settings(dir, &back, msg, sizeof msg);
    CHECK(msg[0] == 0);
    char *out = settings_to_text(&back);
    cJSON *o = cJSON_Parse(out);
    const cJSON *win = cJSON_GetObjectItemCaseSensitive(o, "window");
    const cJSON *games = cJSON_GetObjectItemCaseSensitive(o, "games");
    const cJSON *uod = cJSON_GetObjectItemCaseSensitive(games, "up-or-down");
    const cJSON *opts = cJSON_GetObjectItemCaseSensitive(uod, "options");
    const cJSON *future = cJSON_GetObjectItemCaseSensitive(games, "future-game");
    CHECK(cJSON_IsString(cJSON_GetObjectItemCaseSensitive(o, "theme")));
    CHECK(cJSON_IsArray(
        cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(o, "plugins"), "a")));
    CHECK_EQ_INT(cJSON_GetObjectItemCaseSensitive(win, "width")->valuedouble, 1000);
    CHECK(cJSON_IsNumber(cJSON_GetObjectItemCaseSensitive(win, "display")));
    CHECK(cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(win, "maximised")));
    CHECK(!strcmp(cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(opts, "length")), "full"));
    CHECK(cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(opts, "jokers")) != NULL);
    CHECK(cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(uod, "colour")) != NULL);
    CHECK(cJSON_IsNumber(cJSON_GetObjectItemCaseSensitive(future, "players")));
    CHECK(cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(
              cJSON_GetObjectItemCaseSensitive(future, "options"), "x")) != NULL);
    char *again = settings_to_text(&s);
    CHECK(!strcmp(out, again)); /* the same text each time */
    free(again);
    cJSON_Delete(o);
    free(out);
    settings_free(&s);
    settings_free(&back);

    const char *stext =
        "{\"version\":1,\"since\":\"2024\",\"games\":{\"up-or-down\":{\"human\":{\"played\":2,"
        "\"won\":1,\"shared\":0,\"best\":50,\"score_sum\":90,\"streak\":3},\"robot\":{\"played\":"
        "1}},\"future-game\":{\"human\":{\"played\":4}}}}";
    Stats st, sback;
    CHECK(stats_from_text(&st, stext, strlen(stext), err, sizeof err));
    CHECK(store_save_stats(dir, &st, err, sizeof err));
    store_load_stats(dir, &sback, msg, sizeof msg);
    CHECK(msg[0] == 0);
    CHECK_EQ_INT(sback.line[0][SEAT_HUMAN].played, 2);
    out = stats_to_text(&sback);
    o = cJSON_Parse(out);
    games = cJSON_GetObjectItemCaseSensitive(o, "games");
    uod = cJSON_GetObjectItemCaseSensitive(games, "up-or-down");
    CHECK(cJSON_IsString(cJSON_GetObjectItemCaseSensitive(o, "since")));
    CHECK(cJSON_IsNumber(cJSON_GetObjectItemCaseSensitive(
        cJSON_GetObjectItemCaseSensitive(uod, "human"), "streak")));
    CHECK(cJSON_IsObject(cJSON_GetObjectItemCaseSensitive(uod, "robot")));
    CHECK(cJSON_IsObject(cJSON_GetObjectItemCaseSensitive(games, "future-game")));
    cJSON_Delete(o);
    free(out);
    stats_free(&st);
    stats_free(&sback);

    /* A line with no game played is not written, and what it held of the
     * keys this version knows is not kept either (a sum too large to
     * write came back as null, and the next read refused the file); its
     * unknown keys stay, and the text reads back to itself. */
    const char *empty_line = "{\"version\":1,\"games\":{\"up-or-down\":{\"human\":{\"best\":50,"
                             "\"score_sum\":1e999,\"streak\":4}}}}";
    CHECK(stats_from_text(&st, empty_line, strlen(empty_line), err, sizeof err));
    out = stats_to_text(&st);
    CHECK_MSG(stats_from_text(&sback, out, strlen(out), err, sizeof err), "%s: %s", out, err);
    char *out2 = stats_to_text(&sback);
    CHECK_MSG(!strcmp(out, out2), "%s then %s", out, out2);
    CHECK(!strstr(out, "score_sum") && !strstr(out, "best") && strstr(out, "streak"));
    CHECK_EQ_INT(st.line[0][SEAT_HUMAN].best, 0);
    free(out2);
    free(out);
    stats_free(&st);
    stats_free(&sback);
}

/* Each kind of damage: the file is moved aside under its own name, the
 * player gets one sentence, and the backup (or the defaults) is used. */
static void damaged(const char *content, bool with_backup)
{
    Settings s;
    char msg[STORE_MSG_LEN], err[GAME_ERR_LEN];
    clean();
    if (with_backup) {
        settings_default(&s);
        s.win_w = 1111;
        CHECK(store_save_settings(dir, &s, err, sizeof err));
        CHECK(store_save_settings(dir, &s, err, sizeof err)); /* now a .bak exists */
        settings_free(&s);
    }
    put("settings.json", content);
    store_load_settings(dir, &s, msg, sizeof msg);
    CHECK_MSG(msg[0] != 0, "no message for damaged settings '%s'", content);
    CHECK(strchr(msg, '\n') == NULL);
    CHECK_EQ_INT(count_prefix("settings.json.damaged-"), 1);
    CHECK_EQ_INT(s.win_w, with_backup ? 1111 : 1280);
    CHECK(strstr(msg, with_backup ? "previous copy" : "defaults") != NULL);
    settings_free(&s);
}

static void test_damaged_files(void)
{
    const char *kinds[] = {"",
                           "{\"version\":1,\"window\":{\"wid",
                           "not json at all",
                           "[1,2]",
                           "{\"version\":1,\"window\":{\"width\":\"wide\"}}",
                           "{\"version\":1,\"names\":[1,2]}",
                           "{\"version\":99}",
                           "{\"window\":{}}",
                           NULL};
    for (int i = 0; kinds[i]; i++) {
        damaged(kinds[i], false);
        damaged(kinds[i], true);
    }
    /* A folder in the file's place: nothing is removed, defaults are used. */
    clean();
    char path[256];
    snprintf(path, sizeof path, "%s/settings.json", dir);
    mkdir(path, 0755);
    Settings s;
    char msg[STORE_MSG_LEN], err[GAME_ERR_LEN];
    store_load_settings(dir, &s, msg, sizeof msg);
    CHECK(msg[0] != 0);
    CHECK_EQ_INT(s.win_w, 1280);
    struct stat sb;
    CHECK(stat(path, &sb) == 0 && S_ISDIR(sb.st_mode));
    CHECK(!store_save_settings(dir, &s, err, sizeof err)); /* refused with a reason */
    CHECK(err[0] != 0);
    rmdir(path);
    /* A data folder that cannot be written: an error, no crash. */
    char bad[300];
    snprintf(bad, sizeof bad, "%s/not-a-folder", dir);
    put("not-a-folder", "x");
    CHECK(!store_save_settings(bad, &s, err, sizeof err));
    CHECK(!store_save_stats(bad, &(Stats){0}, err, sizeof err));
    CHECK(strchr(err, '\n') == NULL);
    settings_free(&s);
    /* Reading from it: stat fails with ENOTDIR, not ENOENT; the defaults
     * and one sentence, and the file in the folder's place is kept. */
    store_load_settings(bad, &s, msg, sizeof msg);
    CHECK_MSG(strstr(msg, "defaults are in use") != NULL, "%s", msg);
    CHECK_EQ_INT(s.win_w, 1280);
    char *kept = slurp(bad);
    CHECK(!strcmp(kept, "x"));
    free(kept);
    settings_free(&s);
}

static void test_stats(void)
{
    const GameDef *def = game_find("up-or-down");
    Stats st, back;
    char msg[STORE_MSG_LEN], err[GAME_ERR_LEN];
    clean();
    store_load_stats(dir, &st, msg, sizeof msg);
    CHECK(msg[0] == 0);
    for (int g = 0; g < 3; g++) {
        GameConfig cfg;
        SeatInfo seats[GAME_MAX_SEATS] = {{SEAT_HUMAN, "You"}, {SEAT_NORMAL, "AI"}};
        game_config_default(def, 2, (uint64_t)g + 1, &cfg);
        SaveGame sg;
        CHECK(save_new(&sg, def, &cfg, seats, err, sizeof err));
        Move moves[GAME_MAX_MOVES];
        while (def->to_move(sg.state) >= 0) {
            def->legal_moves(sg.state, moves, GAME_MAX_MOVES);
            CHECK(save_play(&sg, &moves[0], err, sizeof err));
        }
        stats_record(&st, &sg);
        save_free(&sg);
    }
    const StatLine *h = &st.line[0][SEAT_HUMAN], *a = &st.line[0][SEAT_NORMAL];
    CHECK_EQ_INT(h->played, 3);
    CHECK_EQ_INT(a->played, 3);
    CHECK(h->won + h->shared + a->won <= 3 + h->shared);
    CHECK(h->best > 0);
    CHECK(store_save_stats(dir, &st, err, sizeof err));
    CHECK(store_save_stats(dir, &st, err, sizeof err)); /* the first copy becomes .bak */
    store_load_stats(dir, &back, msg, sizeof msg);
    CHECK(memcmp(back.line, st.line, sizeof st.line) == 0);
    put("stats.json", "{\"version\":1,\"games\":{\"up-or-down\":{\"human\":{\"played\":\"x\"}}}}");
    store_load_stats(dir, &back, msg, sizeof msg);
    CHECK(msg[0] != 0);
    CHECK_EQ_INT(back.line[0][SEAT_HUMAN].played, 3); /* from the backup */
    CHECK_EQ_INT(count_prefix("stats.json.damaged-"), 1);
    stats_free(&st);
    stats_free(&back);
}

/* The newest cap saves listed into out; how many. */
static int list_saves(SaveEntry *out, int cap, char *msg, size_t msglen)
{
    int n;
    SaveEntry *all = store_list_all_saves(dir, &n, msg, msglen);
    n = n < cap ? n : cap;
    if (n > 0)
        memcpy(out, all, sizeof *all * (size_t)n);
    free(all);
    return n;
}

static void test_saves(void)
{
    const GameDef *def = game_find("up-or-down");
    char path[1024], path2[1024], latest[1024], err[GAME_ERR_LEN];
    GameConfig cfg;
    game_config_default(def, 3, 9, &cfg);
    SaveGame sg;
    CHECK(save_new(&sg, def, &cfg, NULL, err, sizeof err));
    store_new_save_path(dir, def->id, path, sizeof path);
    CHECK(store_autosave(&sg, path, sizeof path, &(StoreStamp){0}, NULL, err, sizeof err));
    store_new_save_path(dir, def->id, path2, sizeof path2);
    CHECK(strcmp(path, path2) != 0);
    Move m[GAME_MAX_MOVES];
    def->legal_moves(sg.state, m, GAME_MAX_MOVES);
    CHECK(save_play(&sg, &m[0], err, sizeof err));
    sg.updated += 10;
    CHECK(store_autosave(&sg, path, sizeof path, &(StoreStamp){0}, NULL, err, sizeof err));
    /* A damaged save with no backup: moved aside under its own name, no
     * longer listed, and the sentence says where it went. */
    FILE *f = fopen(path2, "w");
    fputs("{\"version\":1", f);
    fclose(f);
    SaveEntry list[8];
    char msg[STORE_MSG_LEN];
    int n = list_saves(list, 8, msg, sizeof msg);
    CHECK_EQ_INT(n, 1);
    CHECK(!strcmp(list[0].path, path));
    CHECK(!strcmp(list[0].game, "up-or-down"));
    CHECK_EQ_INT(list[0].moves, 1);
    CHECK(access(path2, F_OK) != 0);
    char moved[1100];
    snprintf(moved, sizeof moved, "%s.damaged-", path2);
    CHECK_MSG(strstr(msg, moved) != NULL && strstr(msg, "no earlier copy") != NULL, "%s", msg);
    CHECK(strchr(msg, '\n') == NULL);
    CHECK_EQ_INT(count_in(saves_dir(), base(path2), ".damaged-"), 1);
    CHECK(store_latest_unfinished(dir, latest, sizeof latest, msg, sizeof msg));
    CHECK(!strcmp(latest, path));
    CHECK(msg[0] == 0); /* said once */
    char exported[300];
    snprintf(exported, sizeof exported, "%s/exported.json", dir);
    CHECK(store_export_save(path, exported, err, sizeof err));
    SaveGame back;
    CHECK(save_load(&back, exported, err, sizeof err));
    CHECK_EQ_INT(back.n_moves, 1);
    save_free(&back);
    CHECK(store_delete_save(path));
    CHECK(!store_latest_unfinished(dir, latest, sizeof latest, NULL, 0));
    save_free(&sg);
    clean_saves();
}

/* A new Up or Down? game of `players` dealt from seed. */
static void new_game(SaveGame *sg, int players, uint64_t seed)
{
    const GameDef *def = game_find("up-or-down");
    char err[GAME_ERR_LEN];
    GameConfig cfg;
    game_config_default(def, players, seed, &cfg);
    CHECK_MSG(save_new(sg, def, &cfg, NULL, err, sizeof err), "%s", err);
}

/* The game autosaved under a new save's name, which goes to path. */
static void save_anew(const SaveGame *sg, char *path, size_t len)
{
    char err[GAME_ERR_LEN];
    store_new_save_path(dir, sg->def->id, path, len);
    CHECK_MSG(store_autosave(sg, path, len, &(StoreStamp){0}, NULL, err, sizeof err), "%s", err);
}

/* A listing reads a save again only when its file changed: unchanged
 * saves come from what was read before, a changed one is read (its new
 * move counted), and a save damaged since is found and moved aside all
 * the same. */
static void test_saves_read_once(void)
{
    const GameDef *def = game_find("up-or-down");
    char path[1024], path2[1024], err[GAME_ERR_LEN], msg[STORE_MSG_LEN];
    SaveGame sg;
    new_game(&sg, 2, 11);
    save_anew(&sg, path, sizeof path);
    save_anew(&sg, path2, sizeof path2);
    SaveEntry list[8];
    long before = store_saves_read();
    CHECK_EQ_INT(list_saves(list, 8, msg, sizeof msg), 2);
    CHECK_EQ_INT((int)(store_saves_read() - before), 2);
    CHECK_EQ_INT(list_saves(list, 8, msg, sizeof msg), 2);
    CHECK_EQ_INT((int)(store_saves_read() - before), 2); /* nothing read again */
    CHECK_EQ_INT(list[0].moves + list[1].moves, 0);
    Move m[GAME_MAX_MOVES];
    def->legal_moves(sg.state, m, GAME_MAX_MOVES);
    CHECK(save_play(&sg, &m[0], err, sizeof err));
    CHECK(store_autosave(&sg, path, sizeof path, &(StoreStamp){0}, NULL, err, sizeof err));
    CHECK_EQ_INT(list_saves(list, 8, msg, sizeof msg), 2);
    CHECK_EQ_INT((int)(store_saves_read() - before), 3); /* the one that changed */
    CHECK_EQ_INT(list[0].moves + list[1].moves, 1);
    FILE *f = fopen(path2, "w");
    fputs("{\"version\":1", f);
    fclose(f);
    CHECK_EQ_INT(list_saves(list, 8, msg, sizeof msg), 1); /* no backup: aside */
    CHECK_MSG(strstr(msg, base(path2)) != NULL, "%s", msg);
    CHECK_EQ_INT(count_in(saves_dir(), base(path2), ".damaged-"), 1);
    save_free(&sg);
    clean_saves();
}

/* The index file written as text (the next listing reads it: the table of
 * what was read is let go, as at a new start). */
static void index_as(const char *text)
{
    char path[256];
    snprintf(path, sizeof path, "%s/saves-index.json", dir);
    FILE *f = fopen(path, "w");
    CHECK(f != NULL);
    if (f) {
        fputs(text, f);
        fclose(f);
    }
    store_forget_saves();
}

/* A new start lists the saves from the index the last listing wrote, not
 * by reading every save again; a save that changed since, and every save
 * when the index is damaged, from another version or hostile, is read. */
static void test_saves_index(void)
{
    const GameDef *def = game_find("up-or-down");
    char path[1024], path2[1024], err[GAME_ERR_LEN], msg[STORE_MSG_LEN];
    SaveGame sg;
    new_game(&sg, 3, 12);
    snprintf(sg.seats[1].name, SAVE_NAME_LEN, "%s", "Zoë");
    save_anew(&sg, path, sizeof path);
    Move m[GAME_MAX_MOVES];
    def->legal_moves(sg.state, m, GAME_MAX_MOVES);
    CHECK(save_play(&sg, &m[0], err, sizeof err));
    save_anew(&sg, path2, sizeof path2);
    SaveEntry first[8], list[8];
    store_forget_saves();
    long before = store_saves_read();
    CHECK_EQ_INT(list_saves(first, 8, msg, sizeof msg), 2);
    CHECK_EQ_INT((int)(store_saves_read() - before), 2);
    char index[256];
    snprintf(index, sizeof index, "%s/saves-index.json", dir);
    char *text = slurp(index);
    CHECK_MSG(strstr(text, "Zo\xc3\xab") != NULL, "%s", text);

    StoreStamp written = store_stamp(index);
    store_forget_saves(); /* a new start */
    before = store_saves_read();
    CHECK_EQ_INT(list_saves(list, 8, msg, sizeof msg), 2);
    CHECK_EQ_INT((int)(store_saves_read() - before), 0);
    CHECK_EQ_STR(msg, "");
    CHECK_EQ_INT(list_saves(list, 8, msg, sizeof msg), 2);
    StoreStamp now = store_stamp(index); /* nothing changed: not written again */
    CHECK(written.known && now.known && written.ino == now.ino && written.mtime_s == now.mtime_s &&
          written.mtime_ns == now.mtime_ns);
    for (int i = 0; i < 2; i++) {
        CHECK_EQ_STR(list[i].path, first[i].path);
        CHECK_EQ_STR(list[i].game, first[i].game);
        CHECK_EQ_INT(list[i].players, 3);
        for (int p = 0; p < 3; p++)
            CHECK_EQ_STR(list[i].names[p], first[i].names[p]);
        CHECK_EQ_INT(list[i].moves, first[i].moves);
        CHECK(list[i].updated == first[i].updated);
        CHECK(list[i].over == first[i].over);
    }

    /* A save changed since: read again, the other not. */
    def->legal_moves(sg.state, m, GAME_MAX_MOVES);
    CHECK(save_play(&sg, &m[0], err, sizeof err));
    CHECK(store_autosave(&sg, path, sizeof path, &(StoreStamp){0}, NULL, err, sizeof err));
    store_forget_saves();
    before = store_saves_read();
    CHECK_EQ_INT(list_saves(list, 8, msg, sizeof msg), 2);
    CHECK_EQ_INT((int)(store_saves_read() - before), 1);
    CHECK_EQ_INT(list[0].moves + list[1].moves, 3);

    /* Damaged, written by another version, or naming what no listing
     * could have written: every save is read, and nothing is said. */
    char *good = slurp(index);
    const char *bad[] = {
        "",        "{\"format\":\"updown-saves-index\",\"updown\"",
        "[1,2,3]", NULL, /* the good index from another version */
        NULL,            /* each entry with a game that does not exist */
        NULL,            /* each entry with ten players */
        NULL,            /* each entry's file outside the saves */
        NULL,            /* each entry with a name too long */
    };
    char *edited[8] = {0};
    struct {
        const char *from, *to;
    } edits[] = {{"\"0.", "\"99."},
                 {"\"up-or-down\"", "\"nope\""},
                 {"\"names\":[", "\"names\":[\"a\",\"b\",\"c\",\"d\",\"e\",\"f\",\"g\","},
                 {"\"file\":\"", "\"file\":\"../"},
                 {"\"names\":[", "\"names\":[\"0123456789012345678901234567890123456789\","}};
    for (int i = 0; i < 5; i++) {
        size_t n = strlen(good) * 2 + 400, o = 0;
        edited[i] = calloc(1, n);
        for (const char *c = good; *c;) {
            size_t k = strlen(edits[i].from);
            if (!strncmp(c, edits[i].from, k)) {
                o += (size_t)snprintf(edited[i] + o, n - o, "%s", edits[i].to);
                c += k;
            } else {
                edited[i][o++] = *c++;
            }
        }
        CHECK_MSG(strcmp(edited[i], good), "edit %d changed nothing", i);
        bad[3 + i] = edited[i];
    }
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        index_as(bad[i]);
        before = store_saves_read();
        CHECK_EQ_INT(list_saves(list, 8, msg, sizeof msg), 2);
        CHECK_MSG(store_saves_read() - before == 2, "index %zu: %ld read", i,
                  store_saves_read() - before);
        CHECK_EQ_STR(msg, "");
        CHECK_EQ_INT(list[0].moves + list[1].moves, 3);
        CHECK_EQ_STR(list[0].names[1], "Zo\xc3\xab");
        char *again = slurp(index); /* written again, whole */
        CHECK_EQ_STR(again, good);
        free(again);
    }
    for (int i = 0; i < 5; i++)
        free(edited[i]);

    /* A save damaged since the index was written is found and moved
     * aside at the next start. */
    FILE *f = fopen(path2, "w");
    fputs("{\"version\":1", f);
    fclose(f);
    store_forget_saves();
    CHECK_EQ_INT(list_saves(list, 8, msg, sizeof msg), 1);
    CHECK_MSG(strstr(msg, base(path2)) != NULL, "%s", msg);
    CHECK_EQ_INT(count_in(saves_dir(), base(path2), ".damaged-"), 1);
    free(good);
    free(text);
    save_free(&sg);
    clean_saves();
    clean();
    store_forget_saves();
}

/* An Up or Down? game autosaved after each of `moves` moves in saves/NAME
 * (so NAME.bak holds it one move earlier); its text in *text. */
static void autosaved_game(const char *name, int moves, char *path, size_t len, char **text)
{
    const GameDef *def = game_find("up-or-down");
    GameConfig cfg;
    char err[GAME_ERR_LEN];
    game_config_default(def, 3, 21, &cfg);
    SaveGame sg;
    CHECK(save_new(&sg, def, &cfg, NULL, err, sizeof err));
    mkdir(saves_dir(), 0755);
    snprintf(path, len, "%s/%s", saves_dir(), name);
    CHECK(store_autosave(&sg, path, len, &(StoreStamp){0}, NULL, err, sizeof err));
    Move m[GAME_MAX_MOVES];
    for (int i = 0; i < moves; i++) {
        def->legal_moves(sg.state, m, GAME_MAX_MOVES);
        CHECK(save_play(&sg, &m[0], err, sizeof err));
        CHECK(store_autosave(&sg, path, len, &(StoreStamp){0}, NULL, err, sizeof err));
    }
    if (text)
        *text = save_to_text(&sg);
    save_free(&sg);
}

/* The newest autosave damaged in each way: Continue goes on from its .bak,
 * one move earlier; the damaged file is kept aside, the .bak stays. */
static void test_damaged_save_uses_backup(void)
{
    char path[1024], latest[1024], msg[STORE_MSG_LEN], err[GAME_ERR_LEN], bak[1100];
    char *good;
    clean_saves();
    autosaved_game("20240301-120000-up-or-down.json", 5, path, sizeof path, &good);
    snprintf(bak, sizeof bak, "%s.bak", path);
    char *bak_text = slurp(bak);
    /* Damage of each kind, made from the good text. */
    char truncated[4096], wrong[8192], illegal[8192];
    snprintf(truncated, sizeof truncated, "%.*s", (int)strlen(good) / 2, good);
    cJSON *o = cJSON_Parse(good);
    cJSON_ReplaceItemInObjectCaseSensitive(o, "players", cJSON_CreateString("three"));
    char *t = cJSON_PrintUnformatted(o);
    snprintf(wrong, sizeof wrong, "%s", t);
    free(t);
    cJSON_Delete(o);
    o = cJSON_Parse(good);
    cJSON *moves = cJSON_GetObjectItemCaseSensitive(o, "moves");
    cJSON_ReplaceItemInArray(moves, cJSON_GetArraySize(moves) - 1, cJSON_CreateString("take 0"));
    t = cJSON_PrintUnformatted(o);
    snprintf(illegal, sizeof illegal, "%s", t);
    free(t);
    cJSON_Delete(o);
    const char *kinds[] = {"", truncated, "not json at all", wrong, illegal, NULL};
    for (int k = 0; kinds[k]; k++) {
        SaveGame sg;
        CHECK_MSG(!save_load_text(&sg, kinds[k], strlen(kinds[k]), err, sizeof err),
                  "damage %d loads", k);
        clean_saves();
        autosaved_game("20240301-120000-up-or-down.json", 5, path, sizeof path, NULL);
        free(bak_text);
        bak_text = slurp(bak);
        FILE *f = fopen(path, "wb");
        fputs(kinds[k], f);
        fclose(f);
        CHECK(store_latest_unfinished(dir, latest, sizeof latest, msg, sizeof msg));
        CHECK(!strcmp(latest, path));
        CHECK_EQ_INT(moves_in(path), 4); /* one move earlier */
        char *now = slurp(path), *kept_bak = slurp(bak);
        CHECK(!strcmp(now, bak_text) && !strcmp(kept_bak, bak_text));
        free(now);
        free(kept_bak);
        CHECK_EQ_INT(count_in(saves_dir(), base(path), ".damaged-"), 1);
        CHECK_MSG(strstr(msg, base(path)) && strstr(msg, ".damaged-") &&
                      strstr(msg, "previous copy") && !strchr(msg, '\n'),
                  "%s", msg);
        /* The damaged bytes are kept as they were. */
        DIR *d = opendir(saves_dir());
        for (struct dirent *e; d && (e = readdir(d));)
            if (strstr(e->d_name, ".damaged-")) {
                char p[1200];
                snprintf(p, sizeof p, "%s/%s", saves_dir(), e->d_name);
                char *kept = slurp(p);
                CHECK_MSG(!strcmp(kept, kinds[k]), "damage %d not kept as it was", k);
                free(kept);
            }
        if (d)
            closedir(d);
        SaveEntry list[4];
        CHECK_EQ_INT(list_saves(list, 4, msg, sizeof msg), 1);
        CHECK(msg[0] == 0 && !list[0].problem[0]); /* repaired once, told once */
    }
    /* Interrupted between the move aside and the copy back: finished. */
    clean_saves();
    autosaved_game("20240301-120000-up-or-down.json", 5, path, sizeof path, NULL);
    char aside[1200];
    snprintf(aside, sizeof aside, "%s.damaged-20240301-130000", path);
    CHECK(rename(path, aside) == 0);
    CHECK(store_latest_unfinished(dir, latest, sizeof latest, msg, sizeof msg));
    CHECK(!strcmp(latest, path));
    CHECK_EQ_INT(moves_in(path), 4);
    CHECK(strstr(msg, "previous copy") != NULL);
    CHECK(access(aside, F_OK) == 0 && access(bak, F_OK) == 0);
    /* Two damaged saves, one with a backup: one sentence for both. */
    clean_saves();
    char other[1024];
    autosaved_game("20240301-120000-up-or-down.json", 5, path, sizeof path, NULL);
    put("saves/20240101-120000-up-or-down.json", "{\"version\":1,\"game\":");
    snprintf(other, sizeof other, "%s/20240101-120000-up-or-down.json", saves_dir());
    FILE *f = fopen(path, "wb");
    fputs("[]", f);
    fclose(f);
    SaveEntry list[4];
    CHECK_EQ_INT(list_saves(list, 4, msg, sizeof msg), 1);
    CHECK_MSG(strstr(msg, "2 saves could not be read") && strstr(msg, saves_dir()) &&
                  strstr(msg, "1 of them") && !strchr(msg, '\n'),
              "%s", msg);
    CHECK(access(other, F_OK) != 0);
    CHECK_EQ_INT(count_in(saves_dir(), base(other), ".damaged-"), 1);
    /* Two without a backup, then two with one: no "0 of them", no "2 of
     * them" of two. */
    for (int with_backup = 0; with_backup < 2; with_backup++) {
        clean_saves();
        char second[1024];
        autosaved_game("20240301-120000-up-or-down.json", 5, path, sizeof path, NULL);
        autosaved_game("20240302-120000-up-or-down.json", 5, second, sizeof second, NULL);
        const char *both[] = {path, second};
        for (int i = 0; i < 2; i++) {
            if (!with_backup) {
                char b[1100];
                snprintf(b, sizeof b, "%s.bak", both[i]);
                remove(b);
            }
            f = fopen(both[i], "wb");
            fputs("[]", f);
            fclose(f);
        }
        CHECK_EQ_INT(list_saves(list, 4, msg, sizeof msg), with_backup ? 2 : 0);
        CHECK_MSG(strstr(msg, "2 saves could not be read") && !strstr(msg, "of them") &&
                      (with_backup ? strstr(msg, "previous copies") != NULL
                                   : strstr(msg, "no earlier copy") != NULL),
                  "%s", msg);
    }
    free(good);
    free(bak_text);
    clean_saves();
}

/* A save a newer Updown wrote is not damaged: it stays where it is,
 * listed with its reason, and nothing is said. */
static void test_newer_save_left(void)
{
    clean_saves();
    mkdir(saves_dir(), 0755);
    const char *newer = "{\"format\":\"updown-save\",\"version\":7,\"game\":\"up-or-down\"}";
    const char *game = "{\"version\":1,\"game\":\"up-up-and-away\",\"players\":2}";
    put("saves/a.json", newer);
    put("saves/b.json", game);
    SaveEntry list[4];
    char msg[STORE_MSG_LEN], path[300];
    CHECK_EQ_INT(list_saves(list, 4, msg, sizeof msg), 2);
    CHECK(msg[0] == 0);
    CHECK(list[0].problem[0] && list[1].problem[0]);
    snprintf(path, sizeof path, "%s/a.json", saves_dir());
    char *t = slurp(path);
    CHECK(!strcmp(t, newer));
    free(t);
    CHECK_EQ_INT(count_in(saves_dir(), "", ".damaged-"), 0);
    clean_saves();
}

/* Temporary files of killed writes: a stale one is removed, a fresh one
 * (another Updown writing now) is left; neither is listed. */
static void test_tmp_files(void)
{
    char path[1024], stale[1100], fresh[1100];
    clean_saves();
    autosaved_game("20240301-120000-up-or-down.json", 2, path, sizeof path, NULL);
    snprintf(stale, sizeof stale, "%s.tmp-AbC123", path);
    snprintf(fresh, sizeof fresh, "%s/20240302-120000-up-or-down.json.tmp-XyZ789", saves_dir());
    put("saves/20240301-120000-up-or-down.json.tmp-AbC123", "{\"version\":1,\"ga");
    put("saves/20240302-120000-up-or-down.json.tmp-XyZ789", "{\"version\":1,\"ga");
    struct timespec old[2] = {{time(NULL) - 3600, 0}, {time(NULL) - 3600, 0}};
    CHECK(utimensat(AT_FDCWD, stale, old, 0) == 0);
    SaveEntry list[4];
    char msg[STORE_MSG_LEN];
    CHECK_EQ_INT(list_saves(list, 4, msg, sizeof msg), 1);
    CHECK(!strcmp(list[0].path, path) && !list[0].problem[0]);
    CHECK(msg[0] == 0);
    CHECK(access(stale, F_OK) != 0);
    CHECK(access(fresh, F_OK) == 0);
    CHECK_EQ_INT(moves_in(path), 2);

    /* The data folder's own files: at the first listing of a run, an old
     * half-written one goes; a young one, and one not named as ours, stay. */
    const char *names[] = {"settings.json.tmp-Aa1234", "stats.json.tmp-Bb1234",
                           "saves-index.json.tmp-Cc1234", "settings.json.tmp-Dd1234",
                           "notes.txt.tmp-Ee1234"};
    char at[5][1100];
    for (int i = 0; i < 5; i++) {
        put(names[i], "{\"version\":1");
        snprintf(at[i], sizeof at[i], "%s/%s", dir, names[i]);
        if (i != 3)
            CHECK(utimensat(AT_FDCWD, at[i], old, 0) == 0);
    }
    store_forget_saves(); /* a new run */
    CHECK_EQ_INT(list_saves(list, 4, msg, sizeof msg), 1);
    for (int i = 0; i < 5; i++)
        CHECK_MSG((access(at[i], F_OK) == 0) == (i >= 3), "%s %s", names[i],
                  i >= 3 ? "removed" : "left");
    for (int i = 3; i < 5; i++)
        unlink(at[i]);
    clean_saves();
}

/* A data folder the program may not write (not as root, who may write
 * anything): every write is refused with one sentence and no file is lost
 * or changed; a damaged save stays listed as it is. */
static void test_read_only_folder(void)
{
    if (geteuid() == 0) {
        printf("scene_store: running as root, the read-only folder case is skipped\n");
        return;
    }
    clean();
    clean_saves();
    Settings s;
    Stats st;
    char err[GAME_ERR_LEN], msg[STORE_MSG_LEN], path[1024];
    settings_default(&s);
    stats_default(&st);
    st.line[0][SEAT_HUMAN].played = 3;
    CHECK(store_save_settings(dir, &s, err, sizeof err));
    CHECK(store_save_settings(dir, &s, err, sizeof err));
    CHECK(store_save_stats(dir, &st, err, sizeof err));
    CHECK(store_save_stats(dir, &st, err, sizeof err));
    put("stats.json", "{\"version\":1,\"games\":7}"); /* damaged, with a good .bak */
    autosaved_game("20240301-120000-up-or-down.json", 3, path, sizeof path, NULL);
    put("saves/20240101-120000-up-or-down.json", "{\"version\":1,\"ga");
    static const char *const files[] = {"settings.json",
                                        "settings.json.bak",
                                        "stats.json",
                                        "stats.json.bak",
                                        "saves/20240301-120000-up-or-down.json",
                                        "saves/20240301-120000-up-or-down.json.bak",
                                        "saves/20240101-120000-up-or-down.json",
                                        NULL};
    char *before[8];
    for (int i = 0; files[i]; i++) {
        char p[300];
        snprintf(p, sizeof p, "%s/%s", dir, files[i]);
        before[i] = slurp(p);
        CHECK(before[i][0] != 0);
    }
    CHECK(chmod(saves_dir(), 0500) == 0 && chmod(dir, 0500) == 0);

    CHECK(!store_save_settings(dir, &s, err, sizeof err));
    CHECK_MSG(strstr(err, "settings.json") && strstr(err, "Permission denied") &&
                  !strchr(err, '\n'),
              "%s", err);
    CHECK(!store_save_stats(dir, &st, err, sizeof err));
    CHECK_MSG(strstr(err, "stats.json") && strstr(err, "Permission denied"), "%s", err);
    SaveGame sg;
    CHECK(save_load(&sg, path, err, sizeof err));
    CHECK(!store_autosave(&sg, path, sizeof path, &(StoreStamp){0}, NULL, err, sizeof err));
    CHECK_MSG(strstr(err, "Permission denied") && !strchr(err, '\n'), "%s", err);
    save_free(&sg);
    Stats back;
    store_load_stats(dir, &back, msg, sizeof msg);
    CHECK_EQ_INT(back.line[0][SEAT_HUMAN].played, 3); /* the backup, in memory */
    CHECK_MSG(strstr(msg, "previous copy") && !strchr(msg, '\n'), "%s", msg);
    stats_free(&back);
    SaveEntry list[4];
    CHECK_EQ_INT(list_saves(list, 4, msg, sizeof msg), 2);
    CHECK_MSG(strstr(msg, "20240101-120000-up-or-down.json") && strstr(msg, "moved aside") &&
                  !strchr(msg, '\n'),
              "%s", msg);
    int good = !strcmp(list[0].path, path) ? 0 : 1; /* both written this second */
    CHECK(!strcmp(list[good].path, path) && !list[good].problem[0]);
    CHECK(list[1 - good].problem[0] != 0);

    CHECK(chmod(dir, 0700) == 0 && chmod(saves_dir(), 0700) == 0);
    for (int i = 0; files[i]; i++) {
        char p[300];
        snprintf(p, sizeof p, "%s/%s", dir, files[i]);
        char *now = slurp(p);
        CHECK_MSG(!strcmp(now, before[i]), "%s changed", files[i]);
        free(now);
        free(before[i]);
    }
    CHECK_EQ_INT(count_in(dir, "", ".damaged-"), 0);
    CHECK_EQ_INT(count_in(saves_dir(), "", ".damaged-") + count_in(saves_dir(), "", ".tmp-"), 0);
    settings_free(&s);
    clean_saves();
    clean();
}

int main(void)
{
    if (!temp_dir_new("store", dir))
        return 1;
    test_settings_round_trip();
    test_unknown_keys_kept();
    test_unknown_keys_every_level();
    test_damaged_files();
    test_stats();
    test_saves();
    test_saves_read_once();
    test_saves_index();
    test_damaged_save_uses_backup();
    test_newer_save_left();
    test_tmp_files();
    test_read_only_folder();
    clean();
    char saves[128];
    snprintf(saves, sizeof saves, "%s/saves", dir);
    rmdir(saves);
    rmdir(dir);
    return check_exit("scene_store");
}
