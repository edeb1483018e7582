/* Settings, statistics and saves in the data folder: round trips, defaults,
 * and that a damaged file is kept aside, never deleted or overwritten. */
#define _POSIX_C_SOURCE 200809L
#include <cjson/cJSON.h>
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "store.h"

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

static void test_saves(void)
{
    const GameDef *def = game_find("up-or-down");
    char path[1024], path2[1024], latest[1024], err[GAME_ERR_LEN];
    GameConfig cfg;
    game_config_default(def, 3, 9, &cfg);
    SaveGame sg;
    CHECK(save_new(&sg, def, &cfg, NULL, err, sizeof err));
    store_new_save_path(dir, def->id, path, sizeof path);
    CHECK(store_autosave(&sg, path, err, sizeof err));
    store_new_save_path(dir, def->id, path2, sizeof path2);
    CHECK(strcmp(path, path2) != 0);
    Move m[GAME_MAX_MOVES];
    def->legal_moves(sg.state, m, GAME_MAX_MOVES);
    CHECK(save_play(&sg, &m[0], err, sizeof err));
    sg.updated += 10;
    CHECK(store_autosave(&sg, path, err, sizeof err));
    /* A damaged save is listed with its problem, not dropped. */
    FILE *f = fopen(path2, "w");
    fputs("{\"version\":1", f);
    fclose(f);
    SaveEntry list[8];
    int n = store_list_saves(dir, list, 8);
    CHECK_EQ_INT(n, 2);
    int good = strcmp(list[0].path, path) == 0 ? 0 : 1;
    CHECK(!strcmp(list[good].game, "up-or-down"));
    CHECK_EQ_INT(list[good].moves, 1);
    CHECK(list[1 - good].problem[0] != 0);
    CHECK(store_latest_unfinished(dir, latest, sizeof latest));
    CHECK(!strcmp(latest, path));
    char exported[300];
    snprintf(exported, sizeof exported, "%s/exported.json", dir);
    CHECK(store_export_save(path, exported, err, sizeof err));
    SaveGame back;
    CHECK(save_load(&back, exported, err, sizeof err));
    CHECK_EQ_INT(back.n_moves, 1);
    save_free(&back);
    CHECK(store_delete_save(path));
    CHECK(store_delete_save(path2));
    CHECK(!store_latest_unfinished(dir, latest, sizeof latest));
    save_free(&sg);
}

int main(void)
{
    snprintf(dir, sizeof dir, "/tmp/updown-store-XXXXXX");
    if (!mkdtemp(dir))
        return 1;
    test_settings_round_trip();
    test_unknown_keys_kept();
    test_damaged_files();
    test_stats();
    test_saves();
    clean();
    char saves[128];
    snprintf(saves, sizeof saves, "%s/saves", dir);
    rmdir(saves);
    rmdir(dir);
    return check_exit("scene_store");
}
