/* Fuzz target: arbitrary bytes into every loader of the data folder: the
 * saves, the settings, the statistics and the saves' index; into the
 * check of a translation catalogue; and into the reading of a move's text
 * at a position of a game. A refusal is one line; a file
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
#include "game.h"
#include "rng.h"
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

/* A move's text, as `updown play` takes it: the first eight bytes choose
 * the game, its players, options and seed, and how many random moves lead
 * to the position; the rest is the text. What is read and passes the
 * check must be what legal_moves lists, by its text: written back, it
 * reads again to a move the check passes, with the same text, one of
 * those of the listed moves. A refusal, by the reading or by the check,
 * says something, in one line unless it quotes a text of several (the
 * command line writes line breaks in what it quotes as escapes). */
static void move_refusal_ok(const char *err, const char *text)
{
    if (!err[0] || (strchr(err, '\n') && !strchr(text, '\n')))
        abort();
}

static void fuzz_move(const uint8_t *data, size_t size)
{
    enum { HEAD = 8, TEXT = 160 };
    if (size < HEAD)
        return;
    const GameDef *def = game_at(data[0] % game_count());
    GameConfig cfg;
    int span = def->max_players - def->min_players + 1;
    game_config_default(def, def->min_players + data[1] % span, data[2], &cfg);
    uint32_t bits = (uint32_t)data[4] | (uint32_t)data[5] << 8 | (uint32_t)data[6] << 16;
    for (int i = 0; i < def->n_options && i < 12; i++) {
        const OptionDef *o = &def->options[i];
        int pick = (int)(bits >> (2 * i) & 3), n = 2;
        if (o->type == OPT_INT)
            n = o->max - o->min + 1;
        else if (o->type == OPT_CHOICE)
            for (n = 0; o->choices[n]; n++)
                ;
        cfg.opt[i] = (o->type == OPT_INT ? o->min : 0) + pick % n;
    }
    char err[GAME_ERR_LEN];
    if (!game_config_check(def, &cfg, err, sizeof err))
        game_config_default(def, cfg.players, data[2], &cfg);
    void *st = game_alloc(def);
    if (!def->setup(st, &cfg, err, sizeof err)) {
        free(st);
        return;
    }
    static Move moves[GAME_MAX_MOVES];
    Rng rng;
    rng_seed(&rng, data[2]);
    int steps = data[3] | (data[7] & 1) << 8;
    for (int k = 0; k < steps && def->to_move(st) >= 0; k++) {
        int n = def->legal_moves(st, moves, GAME_MAX_MOVES);
        def->apply(st, &moves[rng_below(&rng, (uint32_t)n)]);
    }
    char text[TEXT + 1];
    size_t len = size - HEAD < TEXT ? size - HEAD : TEXT;
    memcpy(text, data + HEAD, len);
    text[len] = 0;
    Move m, again;
    err[0] = 0;
    if (!def->parse_move(st, text, &m, err, sizeof err)) {
        move_refusal_ok(err, text);
        free(st);
        return;
    }
    err[0] = 0;
    if (!def->check(st, &m, err, sizeof err)) {
        move_refusal_ok(err, text);
        free(st);
        return;
    }
    char out[256], out2[256], listed[256];
    def->format_move(st, &m, out, sizeof out);
    if (!def->parse_move(st, out, &again, err, sizeof err) ||
        !def->check(st, &again, err, sizeof err))
        abort();
    def->format_move(st, &again, out2, sizeof out2);
    if (strcmp(out, out2))
        abort();
    int n = def->legal_moves(st, moves, GAME_MAX_MOVES);
    bool found = false;
    for (int i = 0; i < n && !found; i++) {
        def->format_move(st, &moves[i], listed, sizeof listed);
        found = !strcmp(listed, out);
    }
    if (!found)
        abort();
    void *after = game_alloc(def);
    game_copy(def, after, st);
    def->apply(after, &m);
    free(after);
    free(st);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_catalogue(data, size);
    const char *text = (const char *)data;
    fuzz_save(text, size);
    fuzz_settings(text, size);
    fuzz_stats(text, size);
    fuzz_index(text, size);
    fuzz_move(data, size);
    return 0;
}
