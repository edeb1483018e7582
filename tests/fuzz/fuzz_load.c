/* Fuzz target: arbitrary bytes into every loader of the data folder: the
 * saves, the settings, the statistics and the saves' index; and into the
 * check of a translation catalogue. A refusal is one line; a file
 * that loads must write back to text that loads to the same thing (a save
 * to the same game, settings and statistics to the same text). Built for
 * libFuzzer with clang (tests/fuzz/run.sh); tests/fuzz/replay.c runs the
 * corpus in CTest. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catalogue.h"
#include "fuzz.h"
#include "save.h"
#include "store.h"

static void refusal_ok(const char *err)
{
    if (!err[0] || strchr(err, '\n'))
        abort(); /* a refusal always has one line */
}

static void fuzz_save(const char *data, size_t size)
{
    SaveGame sg, again;
    char err[GAME_ERR_LEN];
    err[0] = 0;
    if (!save_load_text(&sg, data, size, err, sizeof err)) {
        refusal_ok(err);
        return;
    }
    char *text = save_to_text(&sg);
    if (!save_load_text(&again, text, strlen(text), err, sizeof err))
        abort();
    if (again.n_moves != sg.n_moves || memcmp(again.state, sg.state, sg.def->state_size))
        abort();
    free(text);
    save_free(&again);
    save_free(&sg);
}

static void fuzz_settings(const char *data, size_t size)
{
    Settings s, again;
    char err[STORE_MSG_LEN];
    err[0] = 0;
    if (!settings_from_text(&s, data, size, err, sizeof err)) {
        refusal_ok(err);
        return;
    }
    char *text = settings_to_text(&s);
    if (!text || !settings_from_text(&again, text, strlen(text), err, sizeof err))
        abort();
    char *text2 = settings_to_text(&again);
    if (!text2 || strcmp(text, text2))
        abort(); /* what was read is written the same way again */
    free(text);
    free(text2);
    settings_free(&again);
    settings_free(&s);
}

static void fuzz_stats(const char *data, size_t size)
{
    Stats st, again;
    char err[STORE_MSG_LEN];
    err[0] = 0;
    if (!stats_from_text(&st, data, size, err, sizeof err)) {
        refusal_ok(err);
        return;
    }
    char *text = stats_to_text(&st);
    if (!text || !stats_from_text(&again, text, strlen(text), err, sizeof err))
        abort();
    char *text2 = stats_to_text(&again);
    if (!text2 || strcmp(text, text2))
        abort();
    free(text);
    free(text2);
    stats_free(&again);
    stats_free(&st);
}

/* The index: whatever it holds, no more saves are taken than it has
 * objects (each save is one, and the index itself another). */
static void fuzz_index(const char *data, size_t size)
{
    size_t named = 0;
    for (size_t i = 0; i < size; i++)
        named += data[i] == '{';
    long taken = store_index_from_text("/nowhere/saves", data, size);
    store_forget_saves();
    if (taken < 0 || (size_t)taken > named)
        abort();
}

/* A translation catalogue: the check reads only within it, and a refusal
 * is one line. */
static void fuzz_catalogue(const uint8_t *data, size_t size)
{
    char why[300];
    why[0] = 0;
    if (!eng_catalogue_check_bytes(data, size, why, sizeof why))
        refusal_ok(why);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_catalogue(data, size);
    const char *text = (const char *)data;
    fuzz_save(text, size);
    fuzz_settings(text, size);
    fuzz_stats(text, size);
    fuzz_index(text, size);
    return 0;
}
