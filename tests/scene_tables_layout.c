/* The Up & Down and 3UP 3DOWN tables from 960x600 to 4K and in tall
 * windows, every player count, from the first move to long hands: every click target
 * lies inside the screen, nothing one can click overlaps anything else
 * one can click, except where a thing lies on another on purpose (the
 * suits on the edges of the UP&DOWN card, a 3UP card on its 3DOWN card),
 * no caption or count lies under the focus ring round a target, and the
 * table keeps its shape (su_check_table_shape). */
#include "scene_util.h"

#include "three_up.h"
#include "up_and_down.h"

static bool overlap(SDL_Rect a, SDL_Rect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* n moves in, seat `viewer` at the screen; the longest hand grows when
 * `hoard` (3UP 3DOWN: pick up whenever that is allowed); with `to_up`
 * (3UP 3DOWN) the moves stop where seat 0, the one human, plays from its
 * 3UP cards, which then take the focus. */
static Match *played(const char *id, int players, int n, bool hoard, bool to_up, uint64_t seed,
                     const char *option)
{
    const GameDef *def = game_find(id);
    GameConfig cfg;
    game_config_default(def, players, seed, &cfg);
    char err[GAME_ERR_LEN];
    if (option)
        CHECK(game_option_parse(def, option, &cfg, err, sizeof err));
    SeatInfo seats[GAME_MAX_SEATS];
    for (int p = 0; p < GAME_MAX_SEATS; p++) {
        /* with to_up seat 0 alone plays at the screen: its turn shows at once */
        seats[p].kind = to_up && p > 0 ? SEAT_NORMAL : SEAT_HUMAN;
        snprintf(seats[p].name, SAVE_NAME_LEN, p == 1 ? "Bartholomew Longname" : "P%d", p + 1);
    }
    Match *m = scene_match_new(def, &cfg, seats, err, sizeof err);
    if (!m)
        return NULL;
    Rng rng;
    rng_seed(&rng, seed);
    Move legal[GAME_MAX_MOVES];
    for (int i = 0; i < n && !scene_match_over(m); i++) {
        if (to_up && scene_match_to_move(m) == 0 && t3_source(m->sg.state, 0) == T3_SRC_UP)
            break;
        int k = def->legal_moves(m->sg.state, legal, GAME_MAX_MOVES);
        int pick = (int)rng_below(&rng, (uint32_t)k);
        for (int j = 0; hoard && j < k; j++)
            if (legal[j].kind == T3_M_PICKUP)
                pick = j;
        if (!scene_match_play(m, &legal[pick], err, sizeof err))
            break;
    }
    scene_match_set_viewer(m, scene_match_over(m) ? 0 : scene_match_to_move(m));
    return m;
}

static bool on_purpose(const EngTarget *a, const EngTarget *b)
{
    /* the UP&DOWN card and the suits on its edges */
    if (a->kind == T_ACTION && b->kind == T_ACTION &&
        ((a->a == UAD_M_FLIP && a->b == 0 && b->a == UAD_M_ROTATE) ||
         (b->a == UAD_M_FLIP && b->b == 0 && a->a == UAD_M_ROTATE)))
        return true;
    /* a 3UP card lying on its 3DOWN card */
    if (a->kind == T_SLOT && b->kind == T_SLOT && a->a == b->a)
        return true;
    /* the log panel holds its buttons */
    return a->kind == T_LOG || b->kind == T_LOG;
}

static void check_layout(Eng *e, const char *what)
{
    su_check_table_shape(e, what);
    su_check_rings(e, what);
    for (int i = 0; i < e->ntargets; i++) {
        SDL_Rect r = e->targets[i].r;
        CHECK_MSG(r.x >= 0 && r.y >= 0 && r.x + r.w <= e->w && r.y + r.h <= e->h && r.w > 0 &&
                      r.h > 0,
                  "%s: target kind %d (%d) at %d,%d %dx%d outside %dx%d", what, e->targets[i].kind,
                  e->targets[i].a, r.x, r.y, r.w, r.h, e->w, e->h);
        for (int j = i + 1; j < e->ntargets; j++) {
            const EngTarget *a = &e->targets[i], *b = &e->targets[j];
            if (!on_purpose(a, b))
                CHECK_MSG(!overlap(a->r, b->r), "%s: targets %d(%d,%d) and %d(%d,%d) overlap", what,
                          a->kind, a->a, a->b, b->kind, b->a, b->b);
        }
    }
}

/* Names too long for their plates: each AI seat's name is cut, not the
 * kind of AI after it, at 960x600 in every game at its most players. */
static void long_ai_names(void)
{
    static const char *const names[] = {
        "Wolfgang Amadeus Mozart-Schmidt", "Maximiliane Wilhelmina Bergmann",
        "Bartholomew Alexander Longname",  "Ærøskøbing Ølstykke Ågård",
        "WWWWWWWWWWWWWWWWWWWWWWWWWWWW",    "Jean-Baptiste Poquelin Molière"};
    static const struct {
        const char *id;
        int players;
    } games[] = {{"up-or-down", 6}, {"up-and-down", 4}, {"3up-3down", 6}};
    char err[256];
    Eng *e = eng_open_surface(960, 600, err, sizeof err);
    CHECK_MSG(e != NULL, "%s", err);
    if (!e)
        return;
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++) {
        int kinds[GAME_MAX_SEATS] = {SEAT_HUMAN, SEAT_NORMAL, SEAT_EASY,
                                     SEAT_HARD,  SEAT_NORMAL, SEAT_NORMAL};
        Match *m = su_match_seats(games[g].id, games[g].players, 5, kinds);
        if (!m)
            continue;
        for (int p = 0; p < games[g].players; p++)
            snprintf(m->sg.seats[p].name, SAVE_NAME_LEN, "%s", names[p]);
        su_open_table(e, m);
        su_draw_texts(e);
        for (int p = 1; p < games[g].players; p++) {
            const char *shown = NULL;
            char head[8];
            snprintf(head, sizeof head, "%.3s", names[p]);
            for (int i = 0; i < e->ntexts_drawn && !shown; i++)
                if (strstr(e->texts_drawn[i].text, head) && strstr(e->texts_drawn[i].text, "AI)"))
                    shown = e->texts_drawn[i].text;
            CHECK_MSG(shown != NULL, "%s: seat %d's name is not shown with its kind of AI",
                      games[g].id, p);
        }
    }
    eng_close(e);
}

int main(void)
{
    long_ai_names();
    static const int sizes[][2] = {{960, 600},   {1024, 768},  {1280, 800},
                                   {1366, 768},  {1920, 1080}, {2560, 1440},
                                   {3840, 2160}, {1000, 1400}, {1080, 1920}};
    struct {
        const char *id;
        int players, moves;
        bool hoard, to_up;
        const char *option;
    } cases[] = {
        {"up-and-down", 2, 0, false, false, NULL},
        {"up-and-down", 2, 17, false, false, NULL},
        {"up-and-down", 3, 9, false, false, NULL},
        {"up-and-down", 4, 1, false, false, NULL},
        {"up-and-down", 4, 30, false, false, NULL},
        {"3up-3down", 2, 0, false, false, NULL},
        {"3up-3down", 3, 40, true, false, NULL},
        {"3up-3down", 4, 80, false, false, "points=on"},
        {"3up-3down", 5, 120, true, false, NULL},
        {"3up-3down", 6, 6, false, false, "four_colours=on"},
        {"3up-3down", 6, 200, true, false, "reverse_on_one=on"},
        {"3up-3down", 5, 2000, false, true, NULL},
    };
    int ncases = (int)(sizeof cases / sizeof cases[0]);
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        char err[256];
        Eng *e = eng_open_surface(sizes[s][0], sizes[s][1], err, sizeof err);
        CHECK_MSG(e != NULL, "%s", err);
        if (!e)
            continue;
        for (int c = 0; c < ncases; c++) {
            Match *m = played(cases[c].id, cases[c].players, cases[c].moves, cases[c].hoard,
                              cases[c].to_up, (uint64_t)(c + 1) * 977, cases[c].option);
            CHECK(m != NULL);
            if (!m)
                continue;
            if (cases[c].to_up)
                CHECK_MSG(scene_match_to_move(m) == 0 && t3_source(m->sg.state, 0) == T3_SRC_UP,
                          "seat 0 does not play from its 3UP cards after %d moves", m->sg.n_moves);
            su_open_table(e, m);
            char what[128];
            snprintf(what, sizeof what, "%s %dx%d, %d players after %d moves", cases[c].id, e->w,
                     e->h, cases[c].players, m->sg.n_moves);
            check_layout(e, what);
            if (s == 0)
                eng_draw_now(e);
        }
        eng_close(e);
    }
    return check_exit("scene_tables_layout");
}
