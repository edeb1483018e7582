/* Saves (docs/save-format.md): round trips, replay, unknown keys kept,
 * full 64-bit seeds, undo, atomic writes with a backup, and refusals. */
#define _POSIX_C_SOURCE 200809L
#include <cjson/cJSON.h>
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "game.h"
#include "save.h"
#include "temp_dir.h"

static void play_random(SaveGame *sg, Rng *rng, int max)
{
    Move moves[GAME_MAX_MOVES];
    for (int i = 0; i < max && sg->def->to_move(sg->state) >= 0; i++) {
        int n = sg->def->legal_moves(sg->state, moves, GAME_MAX_MOVES);
        char err[GAME_ERR_LEN];
        CHECK(n > 0);
        CHECK(save_play(sg, &moves[rng_below(rng, (uint32_t)n)], err, sizeof err));
    }
}

static void test_round_trip(const GameDef *def)
{
    for (int players = def->min_players; players <= def->max_players; players++) {
        GameConfig cfg;
        char err[GAME_ERR_LEN];
        game_config_default(def, players, 0xFEDCBA9876543210ULL + (uint64_t)players, &cfg);
        SaveGame sg, back;
        CHECK(save_new(&sg, def, &cfg, NULL, err, sizeof err));
        Rng rng;
        rng_seed(&rng, (uint64_t)players);
        play_random(&sg, &rng, 10000);
        char *text = save_to_text(&sg);
        CHECK(save_load_text(&back, text, strlen(text), err, sizeof err));
        CHECK(back.cfg.seed == cfg.seed); /* all 64 bits survive */
        CHECK_EQ_INT(back.n_moves, sg.n_moves);
        CHECK(memcmp(back.state, sg.state, def->state_size) == 0);
        char *again = save_to_text(&back);
        CHECK(strcmp(text, again) == 0);
        free(again);
        /* Undo replays to the same earlier state. */
        SaveGame half;
        CHECK(save_new(&half, def, &cfg, NULL, err, sizeof err));
        for (int i = 0; i < sg.n_moves / 2; i++)
            CHECK(save_play_text(&half, sg.moves[i], err, sizeof err));
        CHECK(save_undo(&back, back.n_moves - sg.n_moves / 2));
        CHECK(memcmp(back.state, half.state, def->state_size) == 0);
        CHECK(!save_undo(&back, back.n_moves + 1));
        save_free(&half);
        free(text);
        save_free(&back);
        save_free(&sg);
    }
}

/* The text of a new Up or Down? save of so many players and seed. */
static char *new_save_text(int players, uint64_t seed)
{
    const GameDef *def = game_find("up-or-down");
    GameConfig cfg;
    char err[GAME_ERR_LEN];
    game_config_default(def, players, seed, &cfg);
    SaveGame sg;
    CHECK(save_new(&sg, def, &cfg, NULL, err, sizeof err));
    char *text = save_to_text(&sg);
    save_free(&sg);
    return text;
}

static void test_unknown_keys_kept(void)
{
    char err[GAME_ERR_LEN];
    SaveGame back;
    char *text = new_save_text(3, 11);
    /* A later version's key, inserted before the closing brace. */
    char *end = strrchr(text, '}');
    size_t head = (size_t)(end - text);
    char *more = malloc(head + 64);
    memcpy(more, text, head);
    strcpy(more + head, ", \"future\": {\"x\": [1, 2]}}");
    CHECK(save_load_text(&back, more, strlen(more), err, sizeof err));
    char *again = save_to_text(&back);
    CHECK(strstr(again, "\"future\"") != NULL);
    free(again);
    free(more);
    free(text);
    save_free(&back);
}

/* A name from a save too long for a seat is cut between two characters,
 * never inside one; a seat named by nothing but spaces is "Player N". */
static void test_names(void)
{
    char err[GAME_ERR_LEN];
    SaveGame back;
    char *text = new_save_text(2, 5);
    /* 15 characters of 3 bytes: 45 bytes, the cut falls in the 11th */
    const char *jp = "\xe5\x90\x8d\xe5\x89\x8d\xe3\x81\x8c\xe3\x81\xa8\xe3\x81\xa6\xe3\x82\x82"
                     "\xe9\x95\xb7\xe3\x81\x84\xe3\x83\x97\xe3\x83\xac\xe3\x82\xa4\xe3\x83\xa4"
                     "\xe3\x83\xbc\xe3\x81\x95\xe3\x82\x93";
    cJSON *o = cJSON_Parse(text);
    cJSON *seats = cJSON_GetObjectItemCaseSensitive(o, "seats");
    cJSON_ReplaceItemInObject(cJSON_GetArrayItem(seats, 0), "name", cJSON_CreateString(jp));
    cJSON_ReplaceItemInObject(cJSON_GetArrayItem(seats, 1), "name", cJSON_CreateString(" \t "));
    char *named = cJSON_PrintUnformatted(o);
    CHECK_MSG(save_load_text(&back, named, strlen(named), err, sizeof err), "%s", err);
    const char *cut = back.seats[0].name;
    CHECK_EQ_INT((int)strlen(cut), 30); /* ten whole characters */
    CHECK(!strncmp(cut, jp, 30));
    CHECK_EQ_STR(back.seats[1].name, "Player 2");
    save_free(&back);
    free(named);

    /* A name of bytes that only continue a character, longer than a name
     * may be: no whole character fits, and the seat keeps its name (the
     * cut left "", which the next read took for no name at all). */
    char junk[48];
    memset(junk, 0xbd, sizeof junk - 1);
    junk[sizeof junk - 1] = 0;
    cJSON_ReplaceItemInObject(cJSON_GetArrayItem(seats, 1), "name", cJSON_CreateString(junk));
    named = cJSON_PrintUnformatted(o);
    CHECK_MSG(save_load_text(&back, named, strlen(named), err, sizeof err), "%s", err);
    CHECK_EQ_STR(back.seats[1].name, "Player 2");
    save_free(&back);
    free(named);
    char dst[SAVE_NAME_LEN] = "Kim";
    CHECK(!save_name_copy(dst, junk));
    CHECK_EQ_STR(dst, "Kim");
    CHECK(save_name_copy(dst, "\xbd"));
    CHECK_EQ_STR(dst, "\xbd"); /* short enough to keep whole, as it is */
    /* A long name whose cut leaves only what shows nothing (a control
     * character before bytes that only continue one): the seat keeps its
     * name, as it would at the next read of the name kept. */
    char cut_blank[48];
    memset(cut_blank, 0xbd, sizeof cut_blank - 1);
    cut_blank[0] = 0x01;
    cut_blank[1] = ' ';
    cut_blank[sizeof cut_blank - 1] = 0;
    snprintf(dst, sizeof dst, "Kim");
    CHECK(!save_name_copy(dst, cut_blank));
    CHECK_EQ_STR(dst, "Kim");
    /* Names that show nothing: the ideographic space a Japanese keyboard
     * types, no-break and thin spaces, zero-width ones, direction marks,
     * the byte order mark. The seat keeps its name. */
    static const char *const blank[] = {"",
                                        " \t ",
                                        "\xe3\x80\x80",
                                        "\xc2\xa0\xe2\x80\x89",
                                        "\xe2\x80\x8b\xe2\x80\x8d",
                                        "\xe2\x80\x8f\xe2\x80\xae",
                                        "\xef\xbb\xbf \xe3\x80\x80"};
    snprintf(dst, sizeof dst, "Kim");
    for (size_t i = 0; i < sizeof blank / sizeof blank[0]; i++) {
        CHECK_MSG(save_name_blank(blank[i]), "blank name %zu", i);
        CHECK_MSG(!save_name_copy(dst, blank[i]), "blank name %zu copied", i);
        CHECK_EQ_STR(dst, "Kim");
    }
    /* A name from a file is one line of plain words: a line break or tab
     * is a space, a direction override goes (it would turn round every
     * word written after the name: the log, the results). */
    CHECK(save_name_copy(dst, "A\nB\tC\xe2\x80\xae"
                              "D\x7f\xc2\x85"
                              "E\xe2\x81\xa6"
                              "F"));
    CHECK_EQ_STR(dst, "A B CD  EF");
    static const char *const shown[] = {
        "a", " Kim ", "\xe3\x80\x80\xe3\x81\x82", "\xcc\x81", "\xe2\x80\x8b-", "\xbd", "\xe3\x80"};
    for (size_t i = 0; i < sizeof shown / sizeof shown[0]; i++)
        CHECK_MSG(!save_name_blank(shown[i]), "name %zu taken for blank", i);
    cJSON_Delete(o);
    free(text);
}

static int count_files(const char *dir)
{
    DIR *d = opendir(dir);
    int n = 0;
    for (struct dirent *e; d && (e = readdir(d));)
        n += e->d_name[0] != '.';
    if (d)
        closedir(d);
    return n;
}

static void test_atomic_write(void)
{
    char dir[64];
    CHECK(temp_dir_new("save", dir));
    char path[256], bak[300], err[GAME_ERR_LEN];
    snprintf(path, sizeof path, "%s/a.json", dir);
    snprintf(bak, sizeof bak, "%s.bak", path);
    CHECK(fs_write_atomic(path, "one", 3, true, err, sizeof err));
    CHECK(fs_write_atomic(path, "two", 3, true, err, sizeof err));
    size_t n;
    char *s = fs_read_all(path, &n, err, sizeof err);
    CHECK(s && n == 3 && !strcmp(s, "two"));
    free(s);
    s = fs_read_all(bak, &n, err, sizeof err);
    CHECK(s && !strcmp(s, "one")); /* the previous version is kept */
    free(s);
    CHECK_EQ_INT(count_files(dir), 2); /* no temporary left behind */
    /* A folder where the file should be is refused, with a reason. */
    char sub[300];
    snprintf(sub, sizeof sub, "%s/d", dir);
    mkdir(sub, 0755);
    CHECK(!fs_write_atomic(sub, "x", 1, false, err, sizeof err));
    CHECK(strstr(err, "folder") != NULL);
    CHECK(fs_read_all(sub, &n, err, sizeof err) == NULL);
    CHECK(strstr(err, "folder") != NULL);
    /* Loading a missing file says so. */
    SaveGame sg;
    snprintf(sub, sizeof sub, "%s/missing.json", dir);
    CHECK(!save_load(&sg, sub, err, sizeof err));
    CHECK(strstr(err, "missing.json") != NULL);
    unlink(path);
    unlink(bak);
    rmdir(sub);
    snprintf(sub, sizeof sub, "%s/d", dir);
    rmdir(sub);
    rmdir(dir);
}

static void refused(const char *text, const char *needle)
{
    SaveGame sg;
    char err[GAME_ERR_LEN] = "";
    bool ok = save_load_text(&sg, text, strlen(text), err, sizeof err);
    CHECK_MSG(!ok, "accepted: %s", text);
    CHECK_MSG(strstr(err, needle) != NULL, "'%s' not in '%s'", needle, err);
    CHECK(strchr(err, '\n') == NULL);
    if (ok)
        save_free(&sg);
}

static void test_refusals(void)
{
    const char *base = "\"version\":1,\"game\":\"up-or-down\",\"players\":2,\"seed\":\"5\"";
    char buf[512];
    refused("", "empty");
    refused("{", "broken JSON");
    refused("[]", "not an object");
    refused("{\"game\":\"up-or-down\"}", "no \"version\"");
    refused("{\"version\":2}", "newer");
    refused("{\"version\":0}", "unknown format version");
    refused("{\"version\":1.5}", "whole number");
    refused("{\"version\":1,\"format\":\"other\"}", "not an Updown save");
    refused("{\"version\":1,\"game\":\"go\"}", "unknown game");
    refused("{\"version\":1,\"game\":\"up-or-down\",\"players\":1}", "2 to 6");
    refused("{\"version\":1,\"game\":\"up-or-down\",\"players\":2,\"seed\":\"x\"}", "seed");
    refused(
        "{\"version\":1,\"game\":\"up-or-down\",\"players\":2,\"seed\":\"18446744073709551616\"}",
        "seed");
    snprintf(buf, sizeof buf, "{%s}", base);
    refused(buf, "moves");
    snprintf(buf, sizeof buf, "{%s,\"moves\":[1]}", base);
    refused(buf, "not a text");
    snprintf(buf, sizeof buf, "{%s,\"moves\":[\"draw up\"]}", base);
    refused(buf, "move 1 of the save");
    snprintf(buf, sizeof buf, "{%s,\"options\":{\"length\":\"huge\"},\"moves\":[]}", base);
    refused(buf, "length");
    snprintf(buf, sizeof buf, "{%s,\"options\":[],\"moves\":[]}", base);
    refused(buf, "options");
    snprintf(buf, sizeof buf, "{%s,\"seats\":[{\"kind\":\"human\"}],\"moves\":[]}", base);
    refused(buf, "seats");
    snprintf(buf, sizeof buf, "{%s,\"seats\":[{\"kind\":\"human\"},{\"kind\":7}],\"moves\":[]}",
             base);
    refused(buf, "seat 1");
    /* The smallest good save loads. */
    SaveGame sg;
    char err[GAME_ERR_LEN];
    snprintf(buf, sizeof buf, "{%s,\"moves\":[]}", base);
    CHECK(save_load_text(&sg, buf, strlen(buf), err, sizeof err));
    save_free(&sg);
}

/* A file beyond FS_MAX_FILE is refused before it is parsed, with its
 * size; a save padded to just under it still loads. */
static void test_too_large(void)
{
    char dir[64];
    CHECK(temp_dir_new("save-size", dir));
    const char *save = "{\"version\":1,\"game\":\"up-or-down\",\"players\":2,\"seed\":\"5\","
                       "\"moves\":[]}";
    char path[256], err[GAME_ERR_LEN];
    for (long size = FS_MAX_FILE; size <= FS_MAX_FILE + 1; size++) {
        snprintf(path, sizeof path, "%s/%ld.json", dir, size);
        FILE *f = fopen(path, "w");
        CHECK(f != NULL);
        if (!f)
            return;
        fputs(save, f);
        for (long i = (long)strlen(save); i < size; i++)
            fputc(' ', f);
        fclose(f);
        SaveGame sg;
        bool ok = save_load(&sg, path, err, sizeof err);
        if (size <= FS_MAX_FILE) {
            CHECK_MSG(ok, "a save of %ld bytes: %s", size, err);
            if (ok)
                save_free(&sg);
        } else
            CHECK_MSG(!ok && strstr(err, "too large"), "a file of %ld bytes: %s", size,
                      ok ? "loaded" : err);
    }
}

int main(void)
{
    for (int i = 0; i < game_count(); i++)
        test_round_trip(game_at(i));
    test_unknown_keys_kept();
    test_names();
    test_atomic_write();
    test_refusals();
    test_too_large();
    return check_exit("test_save");
}
