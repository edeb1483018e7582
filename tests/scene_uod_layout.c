/* The table's layout from 960x600 to 4K (and tall windows), 2 to 6 players, from the first
 * turn to long columns at the end: every click target lies inside the
 * screen, and the cards one can click never overlap one another; every
 * seat's panel stands clear of the others and holds its cards, the ring's
 * cards, the piles and their counts stand clear of each other, and every number on the
 * table can be read: cards no smaller than a size that stays legible, and
 * in a column of up to six cards each older card's band shows its number
 * whole. */
#include "scene_util.h"
#include "table.h"

static const GameDef *def;

static bool overlap(SDL_Rect a, SDL_Rect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* Plays n moves; columns grow long when `grow` (always add to a column). */
static Match *played(int players, int length, int n, bool grow, uint64_t seed)
{
    GameConfig cfg;
    game_config_default(def, players, seed, &cfg);
    cfg.opt[UOD_OPT_LENGTH] = length;
    SeatInfo seats[GAME_MAX_SEATS];
    for (int p = 0; p < GAME_MAX_SEATS; p++) {
        seats[p].kind = SEAT_HUMAN;
        snprintf(seats[p].name, SAVE_NAME_LEN, p == 1 ? "Bartholomew Longname" : "P%d", p + 1);
    }
    char err[GAME_ERR_LEN];
    Match *m = scene_match_new(def, &cfg, seats, err, sizeof err);
    if (!m)
        return NULL;
    Rng rng;
    rng_seed(&rng, seed);
    Move legal[GAME_MAX_MOVES];
    for (int i = 0; i < n && !scene_match_over(m); i++) {
        int k = def->legal_moves(m->sg.state, legal, GAME_MAX_MOVES);
        int pick = (int)rng_below(&rng, (uint32_t)k);
        if (grow && legal[0].kind == UOD_M_COLUMN)
            pick = 0;
        if (!scene_match_play(m, &legal[pick], err, sizeof err))
            break;
    }
    scene_match_set_viewer(m, scene_match_over(m) ? 0 : scene_match_to_move(m));
    return m;
}

static void check_layout(Eng *e, const char *what)
{
    static const int clickable[] = {T_HAND, T_RING, T_PILE};
    su_check_rings(e, what);
    for (int i = 0; i < e->ntargets; i++) {
        SDL_Rect r = e->targets[i].r;
        CHECK_MSG(r.x >= 0 && r.y >= 0 && r.x + r.w <= e->w && r.y + r.h <= e->h && r.w > 0 &&
                      r.h > 0,
                  "%s: target kind %d (%d) at %d,%d %dx%d outside %dx%d", what, e->targets[i].kind,
                  e->targets[i].a, r.x, r.y, r.w, r.h, e->w, e->h);
        for (int j = i + 1; j < e->ntargets; j++) {
            const EngTarget *a = &e->targets[i], *b = &e->targets[j];
            bool ca = false, cb = false;
            for (int k = 0; k < 3; k++) {
                ca |= a->kind == clickable[k];
                cb |= b->kind == clickable[k];
            }
            bool cols = (a->kind == T_COLUMN || a->kind == T_NEW) &&
                        (b->kind == T_COLUMN || b->kind == T_NEW);
            bool buttons = a->kind == T_BUTTON && b->kind == T_BUTTON;
            if ((ca && cb) || cols || buttons)
                CHECK_MSG(!overlap(a->r, b->r), "%s: targets %d(%d) and %d(%d) overlap", what,
                          a->kind, a->a, b->kind, b->a);
        }
    }
}

static bool inside(SDL_Rect in, SDL_Rect out)
{
    return in.x >= out.x && in.y >= out.y && in.x + in.w <= out.x + out.w &&
           in.y + in.h <= out.y + out.h;
}

static void check_cards(Eng *e, Scene *t, const Match *m, const char *what)
{
    static UodSpot sp[512];
    int n = scene_uod_table_spots(t, sp, 512), players = m->sg.cfg.players;
    const UodState *v = m->view;
    for (int p = 0; p < players; p++) {
        SDL_Rect a = scene_uod_table_panel(t, p);
        CHECK_MSG(inside(a, (SDL_Rect){0, 0, e->w, e->h}), "%s: seat %d's panel off the screen",
                  what, p);
        for (int q = p + 1; q < players; q++)
            CHECK_MSG(!overlap(a, scene_uod_table_panel(t, q)), "%s: panels %d and %d overlap",
                      what, p, q);
    }
    int least = eng_px(e, 52); /* the number's band then has 7 pixels or more */
    for (int i = 0; i < n; i++) {
        const UodSpot *a = &sp[i];
        if (a->zone == UOD_SPOT_COLUMN || a->zone == UOD_SPOT_DISCARD ||
            a->zone == UOD_SPOT_OHAND || a->zone == UOD_SPOT_HAND)
            CHECK_MSG(inside(a->r, scene_uod_table_panel(t, a->seat)),
                      "%s: seat %d's card %d (zone %d) outside its panel", what, a->seat, a->card,
                      a->zone);
        if (a->zone == UOD_SPOT_COLUMN || a->zone == UOD_SPOT_RING)
            CHECK_MSG(a->r.h >= least, "%s: card %d (zone %d, seat %d) %d pixels high", what,
                      a->card, a->zone, a->seat, a->r.h);
        for (int pile = 0; pile < 2 && a->zone <= UOD_SPOT_UP; pile++) {
            /* the piles' counts stand clear of the ring's cards */
            SDL_Rect c = scene_uod_table_count(t, e, pile);
            CHECK_MSG(!overlap(a->r, c), "%s: card %d under the count of pile %d", what, a->card,
                      pile);
        }
        bool middle = a->zone <= UOD_SPOT_UP;
        for (int j = i + 1; j < n && middle; j++)
            if (sp[j].zone <= UOD_SPOT_UP)
                CHECK_MSG(!overlap(a->r, sp[j].r), "%s: ring or pile cards %d and %d overlap", what,
                          a->card, sp[j].card);
        /* the band of an older card in a column shows its number */
        if (a->zone == UOD_SPOT_COLUMN && a->i > 0 && v->col_n[a->seat][a->k] <= 6)
            for (int j = 0; j < n; j++)
                if (sp[j].zone == UOD_SPOT_COLUMN && sp[j].seat == a->seat && sp[j].k == a->k &&
                    sp[j].i == a->i - 1) {
                    int strip = abs(a->r.y - sp[j].r.y);
                    CHECK_MSG(strip * 100 >= a->r.h * 17,
                              "%s: seat %d column %d of %d cards: card %d shows %d of %d pixels",
                              what, a->seat, a->k + 1, v->col_n[a->seat][a->k], sp[j].card, strip,
                              a->r.h);
                }
    }
}

int main(void)
{
    def = game_find("up-or-down");
    static const int sizes[][2] = {{960, 600},
                                   {1024, 768},
                                   {1280, 800},
                                   {1366, 768},
                                   {1920, 1080},
                                   {2560, 1440},
                                   {3840, 2160},
                                   {1280, 1024},
                                   /* tall windows, up to a screen on its side */
                                   {960, 1000},
                                   {1000, 1400},
                                   {1080, 1920}};
    struct {
        int players, length, moves;
        bool grow;
    } cases[] = {
        {2, UOD_LENGTH_SHORT, 0, false},  {2, UOD_LENGTH_FULL, 400, true},
        {3, UOD_LENGTH_SHORT, 90, false}, {4, UOD_LENGTH_SHORT, 150, true},
        {5, UOD_LENGTH_FULL, 250, true},  {6, UOD_LENGTH_FULL, 2000, true},
        {6, UOD_LENGTH_SHORT, 7, false},
    };
    int ncases = (int)(sizeof cases / sizeof cases[0]);
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        char err[256];
        Eng *e = eng_open_surface(sizes[s][0], sizes[s][1], err, sizeof err);
        CHECK_MSG(e != NULL, "%s", err);
        if (!e)
            continue;
        for (int c = 0; c < ncases; c++) {
            Match *m = played(cases[c].players, cases[c].length, cases[c].moves, cases[c].grow,
                              (uint64_t)(c + 1) * 977);
            CHECK(m != NULL);
            if (!m)
                continue;
            Scene *t = scene_table_new(e, m);
            eng_reset_to(e, t);
            eng_apply_stack(e);
            char what[96];
            snprintf(what, sizeof what, "%dx%d, %d players after %d moves", e->w, e->h,
                     cases[c].players, m->sg.n_moves);
            check_layout(e, what);
            check_cards(e, t, m, what);
            su_check_table_shape(e, what);
            if (s == 0 || c == ncases - 2)
                eng_draw_now(e);
        }
        eng_close(e);
    }
    return check_exit("scene_uod_layout");
}
