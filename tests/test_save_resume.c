/* Resuming a save plays on exactly like the game never stopped (issue 8).
 *
 * For each game, player count, option set and seed, one game is played
 * straight through, the way the window plays it: every seat's move comes
 * from the seat's view, an AI seat reseeded for each decision with
 * ai_decision_seed. Then the same game is played again, but after every
 * completed move it is autosaved (store_autosave, as the window does),
 * loaded back from disk into a fresh SaveGame and continued with AI players
 * made anew from what the save holds (as the window opens a save). Both
 * runs must make the same moves and end in the same state, show and result.
 * Human seats are played by a fixed choice among their legal moves; hard AI
 * seats search a few iterations with no time budget, so each decision is
 * the same on every machine. */
#define _POSIX_C_SOURCE 200809L
#include <cjson/cJSON.h>
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "../src/engine/store.h"
#include "ai.h"
#include "check.h"
#include "game.h"
#include "save.h"

#define HARD_ITERATIONS 6
#define MAX_MOVES 3000
#define MAX_EXTRA_ROUNDS 2
#define SHOW_LEN 8192

typedef struct Setup {
    const char *game;
    int players;
    uint64_t seed;
    const char *options[GAME_MAX_OPTIONS]; /* "key=value", NULL-terminated */
    int kinds[GAME_MAX_SEATS];             /* SeatKind by seat */
} Setup;

/* A finished game: what both runs must agree on. */
typedef struct Played {
    int n_moves;
    char **moves;
    void *state;
    char show[SHOW_LEN];
    char *json;   /* the game's to_json of the whole state */
    cJSON *save;  /* the save's JSON without its timestamps */
    GameResult r; /* zeroed before filling: compared byte for byte */
} Played;

static char base_dir[256];
static int games_done, moves_done, loads_done, extra_rounds_done;

static AiLevel level_of(int kind)
{
    return kind == SEAT_EASY ? AI_EASY : kind == SEAT_HARD ? AI_HARD : AI_NORMAL;
}

/* The AI seats of a save, as the window makes them when it opens one. */
static void make_ais(const SaveGame *sg, AiPlayer **ai)
{
    AiLimits lim = {.iterations = HARD_ITERATIONS, .budget_ms = -1};
    for (int p = 0; p < GAME_MAX_SEATS; p++) {
        ai[p] = NULL;
        if (p < sg->cfg.players && sg->seats[p].kind != SEAT_HUMAN) {
            ai[p] = ai_new(sg->def, level_of(sg->seats[p].kind),
                           sg->cfg.seed * 0x9e3779b97f4a7c15ULL + (uint64_t)p + 1);
            ai_set_limits(ai[p], &lim);
        }
    }
}

static void free_ais(AiPlayer **ai)
{
    for (int p = 0; p < GAME_MAX_SEATS; p++) {
        ai_free(ai[p]);
        ai[p] = NULL;
    }
}

/* One completed move of sg, as the table makes it: the seat to act sees
 * its view; an AI thinks on its own stream for this decision; a human
 * takes a legal move fixed by the position. After a tied match of a game
 * that has them, one more round (at most MAX_EXTRA_ROUNDS). False when the
 * game is over for good or a step failed. */
static bool step(SaveGame *sg, AiPlayer **ai, int *extra_rounds)
{
    const GameDef *def = sg->def;
    char err[GAME_ERR_LEN];
    int seat = def->to_move(sg->state);
    if (seat < 0) {
        GameResult r;
        def->result(sg->state, &r);
        if (!def->extend || r.nwinners < 2 || *extra_rounds >= MAX_EXTRA_ROUNDS)
            return false;
        (*extra_rounds)++;
        extra_rounds_done++;
        bool ok = save_play_text(sg, SAVE_EXTRA_ROUND, err, sizeof err);
        CHECK_MSG(ok, "%s: extra round refused: %s", def->id, err);
        return ok;
    }
    void *view = game_alloc(def);
    def->view(sg->state, seat, view);
    uint64_t dseed = ai_decision_seed(sg->cfg.seed, seat, sg->n_moves);
    Move m;
    bool ok;
    if (ai[seat]) {
        ai_reseed(ai[seat], dseed);
        ok = ai_choose(ai[seat], view, &m);
        CHECK_MSG(ok, "%s: the %s AI of seat %d could not choose at move %d", def->id,
                  ai_level_name(level_of(sg->seats[seat].kind)), seat, sg->n_moves);
    } else {
        Move *legal = malloc(sizeof(Move) * GAME_MAX_MOVES);
        int n = def->legal_moves(view, legal, GAME_MAX_MOVES);
        ok = n > 0;
        CHECK_MSG(ok, "%s: no legal move for seat %d at move %d", def->id, seat, sg->n_moves);
        if (ok)
            m = legal[(dseed >> 33) % (uint64_t)n];
        free(legal);
    }
    if (ok) {
        ok = def->check(view, &m, err, sizeof err) && save_play(sg, &m, err, sizeof err);
        CHECK_MSG(ok, "%s: move %d of seat %d refused: %s", def->id, sg->n_moves, seat, err);
    }
    free(view);
    return ok;
}

static cJSON *save_json(const SaveGame *sg)
{
    char *text = save_to_text(sg);
    cJSON *j = text ? cJSON_Parse(text) : NULL;
    free(text);
    CHECK(j != NULL);
    cJSON_DeleteItemFromObjectCaseSensitive(j, "created");
    cJSON_DeleteItemFromObjectCaseSensitive(j, "updated");
    return j;
}

static void keep(const SaveGame *sg, Played *out)
{
    const GameDef *def = sg->def;
    memset(out, 0, sizeof *out);
    out->n_moves = sg->n_moves;
    out->moves = calloc((size_t)sg->n_moves + 1, sizeof *out->moves);
    for (int i = 0; i < sg->n_moves; i++)
        out->moves[i] = strdup(sg->moves[i]);
    out->state = game_alloc(def);
    game_copy(def, out->state, sg->state);
    def->describe(sg->state, out->show, sizeof out->show);
    cJSON *j = def->to_json(sg->state);
    out->json = j ? cJSON_PrintUnformatted(j) : NULL;
    cJSON_Delete(j);
    out->save = save_json(sg);
    def->result(sg->state, &out->r);
}

static void played_free(Played *p)
{
    for (int i = 0; i < p->n_moves; i++)
        free(p->moves[i]);
    free(p->moves);
    free(p->state);
    free(p->json);
    cJSON_Delete(p->save);
}

static bool config_of(const Setup *s, const GameDef *def, GameConfig *cfg, SeatInfo *seats)
{
    char err[GAME_ERR_LEN];
    game_config_default(def, s->players, s->seed, cfg);
    for (int i = 0; s->options[i]; i++) {
        bool ok = game_option_parse(def, s->options[i], cfg, err, sizeof err);
        CHECK_MSG(ok, "%s: option %s: %s", def->id, s->options[i], err);
        if (!ok)
            return false;
    }
    memset(seats, 0, sizeof(SeatInfo) * GAME_MAX_SEATS);
    for (int p = 0; p < s->players; p++) {
        seats[p].kind = s->kinds[p];
        snprintf(seats[p].name, sizeof seats[p].name, "%s %d", seat_kind_name(s->kinds[p]), p + 1);
    }
    return true;
}

/* The game never stopped: one SaveGame, one set of AI players throughout. */
static bool play_through(const Setup *s, Played *out)
{
    const GameDef *def = game_find(s->game);
    GameConfig cfg;
    SeatInfo seats[GAME_MAX_SEATS];
    SaveGame sg;
    char err[GAME_ERR_LEN];
    if (!config_of(s, def, &cfg, seats))
        return false;
    bool ok = save_new(&sg, def, &cfg, seats, err, sizeof err);
    CHECK_MSG(ok, "%s: %s", def->id, err);
    if (!ok)
        return false;
    AiPlayer *ai[GAME_MAX_SEATS];
    make_ais(&sg, ai);
    int extra = 0;
    while (sg.n_moves < MAX_MOVES && step(&sg, ai, &extra))
        ;
    CHECK_MSG(def->to_move(sg.state) < 0, "%s seed %llu: not over after %d moves", def->id,
              (unsigned long long)cfg.seed, sg.n_moves);
    keep(&sg, out);
    free_ais(ai);
    save_free(&sg);
    return true;
}

/* The file holds exactly the game sg: it loads, with the same moves and
 * state. */
static void check_file(const char *path, const SaveGame *sg, int n_moves)
{
    SaveGame back;
    char err[GAME_ERR_LEN + 1200];
    bool ok = save_load(&back, path, err, sizeof err);
    CHECK_MSG(ok, "%s", err);
    if (!ok)
        return;
    loads_done++;
    CHECK_EQ_INT(back.n_moves, n_moves);
    if (sg && back.n_moves == sg->n_moves) {
        CHECK(memcmp(back.state, sg->state, sg->def->state_size) == 0);
        for (int i = 0; i < back.n_moves; i++)
            CHECK(!strcmp(back.moves[i], sg->moves[i]));
    }
    save_free(&back);
}

static void remove_dir(const char *dir)
{
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d));) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
            continue;
        char p[1200];
        snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
        struct stat st;
        if (lstat(p, &st) == 0 && S_ISDIR(st.st_mode))
            remove_dir(p);
        else
            unlink(p);
    }
    if (d)
        closedir(d);
    rmdir(dir);
}

/* The game stopped after every move: saved to disk, loaded into a fresh
 * SaveGame with fresh AI players, and continued for one move. Compared
 * with ref move by move. */
static void play_resumed(const Setup *s, const Played *ref, int index)
{
    const GameDef *def = game_find(s->game);
    GameConfig cfg;
    SeatInfo seats[GAME_MAX_SEATS];
    SaveGame sg;
    char err[GAME_ERR_LEN + 1200];
    if (!config_of(s, def, &cfg, seats) || !save_new(&sg, def, &cfg, seats, err, sizeof err))
        return;
    char dir[512], path[1024], bak[1100];
    snprintf(dir, sizeof dir, "%s/g%d", base_dir, index);
    CHECK(mkdir(dir, 0755) == 0);
    store_new_save_path(dir, def->id, path, sizeof path);
    snprintf(bak, sizeof bak, "%s.bak", path);
    int extra = 0;
    for (;;) {
        /* The window's autosave after a completed move (and after the deal). */
        int before = sg.n_moves;
        bool ok = store_autosave(&sg, path, sizeof path, &(StoreStamp){0}, NULL, err, sizeof err);
        CHECK_MSG(ok, "%s", err);
        if (!ok)
            break;
        /* The previous version is the backup: one move less (checked now
         * and then: every load replays the whole game). */
        if (before % 16 == 1)
            check_file(bak, NULL, before - 1);
        /* Quit: nothing kept but the file. */
        void *state_before = game_alloc(def);
        game_copy(def, state_before, sg.state);
        save_free(&sg);
        ok = save_load(&sg, path, err, sizeof err);
        CHECK_MSG(ok, "resuming: %s", err);
        if (!ok) {
            free(state_before);
            remove_dir(dir);
            return;
        }
        loads_done++;
        CHECK_EQ_INT(sg.n_moves, before);
        CHECK(memcmp(sg.state, state_before, def->state_size) == 0);
        free(state_before);
        AiPlayer *ai[GAME_MAX_SEATS];
        make_ais(&sg, ai);
        bool more = sg.n_moves < MAX_MOVES && step(&sg, ai, &extra);
        free_ais(ai);
        if (!more)
            break;
        int i = sg.n_moves - 1;
        bool same = i < ref->n_moves && !strcmp(sg.moves[i], ref->moves[i]);
        CHECK_MSG(same, "%s seed %llu: resumed move %d is '%s', the unbroken game's '%s'", def->id,
                  (unsigned long long)cfg.seed, i + 1, sg.moves[i],
                  i < ref->n_moves ? ref->moves[i] : "(none: it had ended)");
        if (!same)
            break;
        moves_done++;
    }
    Played got;
    keep(&sg, &got);
    CHECK_EQ_INT(got.n_moves, ref->n_moves);
    for (int i = 0; i < got.n_moves && i < ref->n_moves; i++)
        CHECK_MSG(!strcmp(got.moves[i], ref->moves[i]), "move %d: '%s' != '%s'", i + 1,
                  got.moves[i], ref->moves[i]);
    CHECK(memcmp(got.state, ref->state, def->state_size) == 0);
    CHECK_MSG(!strcmp(got.show, ref->show), "show differs:\n%s\n---\n%s", got.show, ref->show);
    CHECK(got.json && ref->json && !strcmp(got.json, ref->json));
    CHECK(cJSON_Compare(got.save, ref->save, true));
    CHECK(memcmp(&got.r, &ref->r, sizeof got.r) == 0);
    CHECK(got.r.over && got.r.nwinners >= 1);
    /* The finished game's file is the whole game. */
    check_file(path, &sg, sg.n_moves);
    played_free(&got);
    save_free(&sg);
    remove_dir(dir);
}

enum { H = SEAT_HUMAN, E = SEAT_EASY, N = SEAT_NORMAL, X = SEAT_HARD };

static const Setup setups[] = {
    {"up-or-down", 2, 11, {NULL}, {E, N}},
    {"up-or-down", 3, 12, {"length=full", NULL}, {N, E, E}},
    {"up-or-down", 4, 13, {NULL}, {H, E, N, X}},
    {"up-or-down", 6, 0xFEDCBA9876543210ULL, {NULL}, {N, E, N, E, N, E}},
    {"up-and-down", 2, 21, {NULL}, {N, E}},
    {"up-and-down", 3, 22, {"rounds=per-player", NULL}, {E, N, X}},
    {"up-and-down", 4, 23, {NULL}, {H, N, E, N}},
    {"up-and-down", 2, 24, {"rounds=per-player", NULL}, {X, N}},
    {"3up-3down", 2, 31, {NULL}, {E, N}},
    {"3up-3down",
     3,
     32,
     {"play_out=on", "reverse_on_one=on", "voluntary_draw=on", NULL},
     {N, E, X}},
    {"3up-3down", 4, 33, {"swap_tables=on", "four_colours=on", "colours=2", NULL}, {E, N, H, N}},
    {"3up-3down", 2, 34, {"points=on", "colours=1", NULL}, {N, E}},
    {"3up-3down", 6, 0x8000000000000001ULL, {"play_out=on", NULL}, {N, E, N, E, N, E}},
};

int main(void)
{
    const char *roots[] = {"/dev/shm", getenv("TMPDIR"), "/tmp"};
    for (int i = 0; i < 3 && !base_dir[0]; i++) {
        if (!roots[i] || access(roots[i], W_OK) != 0)
            continue;
        snprintf(base_dir, sizeof base_dir, "%s/updown-resume-XXXXXX", roots[i]);
        if (!mkdtemp(base_dir))
            base_dir[0] = 0;
    }
    CHECK(base_dir[0] != 0);
    if (!base_dir[0])
        return check_exit("test_save_resume");
    int per_game[3] = {0, 0, 0};
    clock_t t0 = clock();
    for (size_t k = 0; k < sizeof setups / sizeof setups[0]; k++) {
        const Setup *s = &setups[k];
        const GameDef *def = game_find(s->game);
        CHECK_MSG(def != NULL, "no game %s", s->game);
        if (!def)
            continue;
        clock_t t1 = clock();
        Played ref;
        if (!play_through(s, &ref))
            continue;
        play_resumed(s, &ref, (int)k);
        printf("%-12s %d players, seed %llu: %d moves, %.2f s\n", s->game, s->players,
               (unsigned long long)s->seed, ref.n_moves, (double)(clock() - t1) / CLOCKS_PER_SEC);
        for (int g = 0; g < 3; g++)
            per_game[g] += def == game_at(g);
        played_free(&ref);
        games_done++;
    }
    /* Every game of the registry was played. */
    CHECK_EQ_INT(game_count(), 3);
    for (int g = 0; g < game_count() && g < 3; g++)
        CHECK_MSG(per_game[g] >= 3, "%s: %d games", game_at(g)->id, per_game[g]);
    /* A tied match went on with "extra-round" in at least one of them. */
    CHECK(extra_rounds_done > 0);
    remove_dir(base_dir);
    printf("%d games, %d moves resumed from disk (%d extra rounds), %d loads, %.1f s of CPU\n",
           games_done, moves_done, extra_rounds_done, loads_done,
           (double)(clock() - t0) / CLOCKS_PER_SEC);
    return check_exit("test_save_resume");
}
