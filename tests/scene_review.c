/* The review of a finished game, for each title: from the results screen,
 * by keys and clicks, forwards and back, to either end and by the slider;
 * the log moves in step with the table, every human move is weighed, and
 * Close goes back to the results. */
#include "scene_util.h"

static void finish_game(Match *m, Rng *rng)
{
    Move moves[GAME_MAX_MOVES];
    char why[GAME_ERR_LEN];
    while (scene_match_to_move(m) >= 0) {
        int n = m->def->legal_moves(m->sg.state, moves, GAME_MAX_MOVES);
        CHECK(n > 0);
        if (n <= 0)
            break;
        CHECK(scene_match_play(m, &moves[rng_below(rng, (uint32_t)n)], why, sizeof why));
    }
}

static void review(Eng *e, const GameDef *def, int players)
{
    GameConfig cfg;
    char err[GAME_ERR_LEN];
    game_config_default(def, players, 77 + (uint64_t)players, &cfg);
    SeatInfo seats[GAME_MAX_SEATS];
    memset(seats, 0, sizeof seats);
    for (int p = 0; p < players; p++) {
        seats[p].kind = p == 0 ? SEAT_HUMAN : SEAT_NORMAL;
        snprintf(seats[p].name, sizeof seats[p].name, "P%d", p + 1);
    }
    Match *m = scene_match_new(def, &cfg, seats, err, sizeof err);
    CHECK_MSG(m != NULL, "%s", err);
    if (!m)
        return;
    Rng rng;
    rng_seed(&rng, 5);
    finish_game(m, &rng);
    int total = m->sg.n_moves;
    eng_reset_to(e, scene_results_new(e, m));
    su_step(e);
    CHECK(su_click(e, T_BUTTON, B_REVIEW, 0));
    su_step(e);
    Scene *top = eng_top(e);
    int step = -1, moves = -1, weighed = -1, marks = -1;
    CHECK_MSG(scene_review_state(top, &step, &moves, &weighed, &marks), "%s: the review opened",
              def->id);
    CHECK(e->nstack >= 2 && scene_is_table(e->stack[e->nstack - 2]));
    CHECK_EQ_INT(step, 0);
    CHECK_EQ_INT(moves, total);
    Match *shown = scene_table_match(e->stack[e->nstack - 2]);
    /* Forwards and back by keys: the table and its log follow. */
    su_key(e, SDLK_RIGHT);
    su_key(e, SDLK_RIGHT);
    scene_review_state(top, &step, &moves, &weighed, &marks);
    CHECK_EQ_INT(step, 2);
    CHECK_EQ_INT(shown->nlog, 2);
    su_key(e, SDLK_LEFT);
    scene_review_state(top, &step, &moves, &weighed, &marks);
    CHECK_EQ_INT(step, 1);
    su_key(e, SDLK_END);
    scene_review_state(top, &step, &moves, &weighed, &marks);
    CHECK_EQ_INT(step, total);
    CHECK(scene_match_over(shown));
    CHECK(!memcmp(shown->sg.state, m->sg.state, def->state_size));
    su_key(e, SDLK_HOME);
    scene_review_state(top, &step, &moves, &weighed, &marks);
    CHECK_EQ_INT(step, 0);
    /* The slider: a click in its middle goes to the middle of the game. */
    SDL_Rect sl;
    CHECK(eng_target_find(e, T_SLIDER, 0, 0, &sl));
    su_push_mouse(SDL_MOUSEMOTION, sl.x + sl.w / 2, sl.y + sl.h / 2);
    su_push_mouse(SDL_MOUSEBUTTONDOWN, sl.x + sl.w / 2, sl.y + sl.h / 2);
    su_push_mouse(SDL_MOUSEBUTTONUP, sl.x + sl.w / 2, sl.y + sl.h / 2);
    su_step(e);
    scene_review_state(top, &step, &moves, &weighed, &marks);
    CHECK_MSG(abs(step - total / 2) <= 1, "%s: the slider's middle is move %d of %d", def->id, step,
              total);
    /* By buttons and the keyboard's focus: Next steps one move. */
    CHECK(su_click(e, T_BUTTON, B_NEXT, 0));
    int before = step;
    scene_review_state(top, &step, &moves, &weighed, &marks);
    CHECK_EQ_INT(step, before + 1);
    /* Every move is weighed in the end, the losses marked are a few. */
    Uint32 until = SDL_GetTicks() + 600000;
    while (weighed < total && !SDL_TICKS_PASSED(SDL_GetTicks(), until)) {
        SDL_Delay(5);
        su_step(e);
        scene_review_state(top, &step, &moves, &weighed, &marks);
    }
    CHECK_MSG(weighed == total, "%s: %d of %d moves weighed", def->id, weighed, total);
    CHECK(marks >= 0 && marks <= 3);
    if (marks > 0) {
        su_key(e, SDLK_PAGEDOWN);
        scene_review_state(top, &step, &moves, &weighed, &marks);
        CHECK(step > 0);
    }
    char name[64];
    snprintf(name, sizeof name, "review-%s-%d", def->id, players);
    su_keep_shot(e, name);
    CHECK(su_click(e, T_BUTTON, B_CLOSE, 0));
    su_step(e);
    CHECK(scene_is_results(eng_top(e)));
    printf("%s, %d players: %d moves reviewed, %d losses marked\n", def->name, players, total,
           marks);
    fflush(stdout);
}

int main(void)
{
    int w = 1280, h = 800;
    const char *size = getenv("UPDOWN_TEST_SIZE");
    if (size && sscanf(size, "%dx%d", &w, &h) != 2)
        w = 1280, h = 800;
    Eng *e = su_open(w, h);
    CHECK(e != NULL);
    if (!e)
        return check_exit("scene_review");
    e->record_faces = false;         /* the review shows every card */
    scene_review_set_iterations(24); /* what is tested is the weighing, not its depth */
    for (int g = 0; g < game_count(); g++) {
        const GameDef *def = game_at(g);
        review(e, def, def->min_players);
        review(e, def, def->max_players > 4 ? 4 : def->max_players);
    }
    eng_close(e);
    return check_exit("scene_review");
}
