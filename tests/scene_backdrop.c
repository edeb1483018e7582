/* The backdrop (the felt and the plates, drawn once and kept until they
 * change) is never stale: at every frame of games played with their
 * animations on, the table drawn over the kept backdrop is the table drawn
 * with its backdrop afresh. In Up & Down the test leads by clicks: the
 * leader's bar has its plate in the backdrop and shows, with no move, when
 * a trick's reveal ends. The other tables are watched as normal players
 * play them. */
#include "scene_util.h"

#include "up_and_down.h"

static Uint32 *frame_a, *frame_b;
static int frame_w, frame_h; /* the frames' size */
static int frames, stale;

static void read_frame(Eng *e, Uint32 *px)
{
    eng_draw_now(e);
    CHECK(SDL_RenderReadPixels(e->ren, NULL, SDL_PIXELFORMAT_ARGB8888, px, frame_w * 4) == 0);
}

/* Two pixels differ by more than rounding: a shadow is copied from its
 * own texture once one is made for its size, and from the nine-cut one
 * before, which rounds a level or two otherwise. */
static bool apart(Uint32 a, Uint32 b)
{
    for (int shift = 0; shift < 32; shift += 8) {
        int d = (int)(a >> shift & 255) - (int)(b >> shift & 255);
        if (d > 8 || d < -8)
            return true;
    }
    return false;
}

static void check_frame(Eng *e, const char *id, int move)
{
    read_frame(e, frame_a);
    e->backdrop_ticket = 0; /* the next frame draws its backdrop again */
    read_frame(e, frame_b);
    frames++;
    int w = frame_w, h = frame_h, x0 = w, y0 = h, x1 = -1, y1 = -1;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            if (apart(frame_a[y * w + x], frame_b[y * w + x])) {
                x0 = x < x0 ? x : x0;
                y0 = y < y0 ? y : y0;
                x1 = x > x1 ? x : x1;
                y1 = y > y1 ? y : y1;
            }
    if (x1 >= 0 && stale++ < 5)
        CHECK_MSG(false,
                  "%s, %d moves in (%s): the frame differs from one drawn afresh in %d,%d-%d,%d",
                  id, move, e->animating ? "animating" : "still", x0, y0, x1, y1);
}

/* Up & Down: seat 0 a human who clicks a random legal move on its turn. */
static void lead_up_and_down(Eng *e, int moves)
{
    Match *m = su_match("up-and-down", 4, 11, true);
    if (!m)
        return;
    eng_push(e, scene_table_new(e, m));
    eng_apply_stack(e);
    Rng rng;
    rng_seed(&rng, 3);
    int leads = 0;
    for (int guard = 0; guard < 20000 && m->sg.n_moves < moves; guard++) {
        check_frame(e, "up-and-down", m->sg.n_moves);
        const UadState *v = m->view;
        if (scene_match_to_move(m) != 0 || e->animating || scene_match_ai_busy(m)) {
            su_step_ai(e, m);
            continue;
        }
        Move legal[GAME_MAX_MOVES];
        int n = m->def->legal_moves(v, legal, GAME_MAX_MOVES);
        Move mv = legal[rng_below(&rng, (uint32_t)n)];
        leads += v->phase == UAD_PHASE_CHANGE && v->trick > 0;
        bool clicked = mv.kind == UAD_M_CARD ? su_click(e, T_HAND, mv.arg[0], 0)
                                             : su_click(e, T_ACTION, mv.kind,
                                                        mv.kind == UAD_M_ROTATE ? mv.arg[0] : 0);
        CHECK_MSG(clicked, "no target for move kind %d", mv.kind);
    }
    CHECK_MSG(leads >= 2, "seat 0 led %d tricks after a reveal", leads);
    eng_pop(e);
    eng_apply_stack(e);
}

static void watch(Eng *e, const char *id, int moves)
{
    Match *m = su_match(id, 4, 11, false);
    if (!m)
        return;
    eng_push(e, scene_table_new(e, m));
    eng_apply_stack(e);
    for (int guard = 0; guard < 20000 && m->sg.n_moves < moves && scene_match_to_move(m) >= 0;
         guard++) {
        check_frame(e, id, m->sg.n_moves);
        su_step_ai(e, m);
    }
    CHECK_MSG(m->sg.n_moves >= moves, "%s: %d moves played", id, m->sg.n_moves);
    eng_pop(e);
    eng_apply_stack(e);
}

int main(void)
{
    Eng *e = su_open(960, 600);
    if (!e)
        return check_exit("scene_backdrop");
    e->settings.anim_speed = 300;
    SDL_GetRendererOutputSize(e->ren, &frame_w, &frame_h);
    frame_a = malloc((size_t)frame_w * (size_t)frame_h * 4);
    frame_b = malloc((size_t)frame_w * (size_t)frame_h * 4);
    lead_up_and_down(e, 40);
    watch(e, "up-or-down", 20);
    watch(e, "3up-3down", 20);
    printf("%d frames checked, %d stale\n", frames, stale);
    free(frame_a);
    free(frame_b);
    eng_close(e);
    return check_exit("scene_backdrop");
}
