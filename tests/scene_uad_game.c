/* Up & Down through the window, as players play it: from the title
 * through New game to the results, every human step a click on the place
 * the table reports (the UP&DOWN card, the suits on its edges, the dice,
 * the action buttons, a hand card), the AI seats on their threads. Every
 * move is checked against the rules layer, refused clicks play nothing,
 * and every frame's card faces are checked against what the seat at the
 * screen may see (R-ALL-2, R-UAD-5). A match of a round per player ends
 * at the results; a tied match offers one more round (R-UAD-9). */
#include "uad_scene.h"

/* One human and three AI seats, a round per player (R-UAD-9). */
static void test_whole_match(Eng *e)
{
    int kinds[4] = {SEAT_HUMAN, SEAT_EASY, SEAT_NORMAL, SEAT_EASY};
    Match *m = start_from_title(e, 4, kinds, UAD_ROUNDS_PER_PLAYER);
    if (!m)
        return;
    Run run = {0};
    play_to_results(e, &run, 11, NULL);
    Scene *top = eng_top(e);
    CHECK(scene_is_results(top));
    CHECK(run.human_moves >= 44);
    CHECK(run.refusals > 3);
    CHECK(run.undos > 0);
    CHECK(run.trump_prompts > 0); /* the deal of seed 11 has trump 8s */
    CHECK_EQ_INT(run.hidden_bad, 0);
    CHECK_EQ_INT(run.log_bad, 0);
    CHECK_EQ_INT(run.passes, 0);
    Match *done = scene_results_match(top);
    CHECK(done != NULL);
    if (done) {
        const UadState *s = done->sg.state;
        CHECK_EQ_INT(s->round, 4);
        CHECK_EQ_INT(s->phase, UAD_PHASE_OVER);
        /* the autosave on disk is the finished match */
        SaveGame sg;
        char err[GAME_ERR_LEN + 1200];
        CHECK_MSG(save_load(&sg, done->save_path, err, sizeof err), "%s", err);
        CHECK_EQ_INT(sg.n_moves, done->sg.n_moves);
        save_free(&sg);
        /* a single winner: no extra round on offer */
        GameResult r;
        def->result(s, &r);
        SDL_Rect b;
        CHECK(eng_target_find(e, T_BUTTON, B_EXTRA_ROUND, 0, &b) == (r.nwinners > 1));
    }
    keep_shot(e, "uad-results");
    printf("scene_uad_game: 4 players: %d moves, %d by clicks, %d refused, %d undone, %d prompts "
           "with the trump 8\n",
           run.applied, run.human_moves, run.refusals, run.undos, run.trump_prompts);
    CHECK(su_click(e, T_BUTTON, B_TO_TITLE, 0));
    su_step(e);
    CHECK(!strcmp(eng_top(e)->vt->name, "title"));
}

/* A tied two-player match, its moves played through the match as a table
 * would: the results offer one more round, and it is played at the same
 * table (R-UAD-9). */
static void test_extra_round(Eng *e)
{
    SeatInfo seats[GAME_MAX_SEATS];
    memset(seats, 0, sizeof seats);
    seats[0].kind = SEAT_HUMAN;
    snprintf(seats[0].name, SAVE_NAME_LEN, "Ann");
    seats[1].kind = SEAT_EASY;
    snprintf(seats[1].name, SAVE_NAME_LEN, "Bo");
    Match *m = NULL;
    void *seen = game_alloc(def);
    for (uint64_t seed = 1; seed < 200 && !m; seed++) {
        GameConfig cfg;
        game_config_default(def, 2, seed, &cfg);
        char err[GAME_ERR_LEN];
        Match *t = scene_match_new(def, &cfg, seats, err, sizeof err);
        CHECK(t != NULL);
        if (!t)
            break;
        Rng rng;
        rng_seed(&rng, seed);
        Move moves[GAME_MAX_MOVES];
        while (scene_match_to_move(t) >= 0) {
            def->view(t->sg.state, scene_match_to_move(t), seen);
            int n = def->legal_moves(seen, moves, GAME_MAX_MOVES);
            CHECK(scene_match_play(t, &moves[rng_below(&rng, (uint32_t)n)], err, sizeof err));
        }
        GameResult r;
        def->result(t->sg.state, &r);
        if (r.nwinners > 1)
            m = t;
        else
            scene_match_free(t);
    }
    free(seen);
    CHECK(m != NULL);
    if (!m)
        return;
    scene_match_set_viewer(m, 0);
    eng_reset_to(e, scene_results_new(e, m));
    su_step(e);
    keep_shot(e, "uad-results-tie");
    /* one round: its tricks are the total, with no column of their own */
    CHECK(su_shows(e, "Tricks"));
    CHECK(!su_shows(e, "Round 1"));
    CHECK(su_click(e, T_BUTTON, B_EXTRA_ROUND, 0));
    su_step(e);
    Scene *top = eng_top(e);
    CHECK(scene_is_table(top));
    Match *again = scene_table_match(top);
    CHECK(again == m);
    if (!again)
        return;
    const UadState *s = again->sg.state;
    CHECK_EQ_INT(s->rounds, 2);
    CHECK_EQ_INT(s->round, 2);
    bool extra = false;
    for (int i = 0; i < again->sg.n_moves; i++)
        extra |= !strcmp(again->sg.moves[i], SAVE_EXTRA_ROUND);
    CHECK(extra);
    Run run = {0};
    play_to_results(e, &run, 14, NULL);
    CHECK_EQ_INT(run.hidden_bad, 0);
    CHECK(run.human_moves >= 15);
    CHECK(scene_is_results(eng_top(e)));
    CHECK(su_shows(e, "Round 1") && su_shows(e, "Round 2")); /* the tricks of each */
}

/* A tall window: the board comes up toward the middle of the table (which
 * keeps its shape, in the middle of the window), not left at the bottom
 * under a screen's height of empty cloth; at the usual shapes it stays
 * where it was. */
static void test_tall_window(Eng *e)
{
    static const int sizes[][3] = {{960, 1000, 1}, {1080, 1920, 1}, {1280, 800, 0}};
    for (int s = 0; s < 3; s++) {
        SDL_SetWindowSize(e->win, sizes[s][0], sizes[s][1]);
        eng_resized(e);
        Match *m = su_match("up-and-down", 4, 5, true);
        if (!m)
            return;
        su_open_table(e, m);
        su_step(e);
        SDL_Rect board = {0}, hand = {0};
        int top = e->h; /* the table's, under a tall window's band of cloth */
        for (int i = 0; i < e->ntargets; i++) {
            const EngTarget *tg = &e->targets[i];
            if (tg->kind == T_ACTION && tg->a == UAD_M_FLIP && tg->b == 0)
                board = tg->r;
            if (tg->kind == T_HAND && (!hand.h || tg->r.y < hand.y))
                hand = tg->r;
            if (tg->kind != T_LOG && tg->kind != T_BUTTON && tg->r.y < top)
                top = tg->r.y;
        }
        CHECK_MSG(board.h > 0 && hand.h > 0, "%dx%d: the board and the hand", e->w, e->h);
        int below = hand.y - (board.y + board.h), above = board.y - top;
        char name[64];
        snprintf(name, sizeof name, "uad-%dx%d", e->w, e->h);
        su_keep_shot(e, name);
        if (sizes[s][2])
            CHECK_MSG(above < 2 * below, "%dx%d: %d pixels above the board, %d below it", e->w,
                      e->h, above, below);
        else /* 1280x800: no room to spare, the board sits just above the cards played */
            CHECK_MSG(above < below + eng_px(e, 200), "%dx%d: %d above, %d below", e->w, e->h,
                      above, below);
    }
    SDL_SetWindowSize(e->win, 1280, 800);
    eng_resized(e);
}

int main(void)
{
    def = game_find("up-and-down");
    setenv("UPDOWN_SEED", "20261123", 1);
    Eng *e = su_open(1280, 800);
    CHECK(e != NULL);
    if (!e)
        return check_exit("scene_uad_game");
    test_whole_match(e);
    test_extra_round(e);
    test_tall_window(e);
    eng_close(e);
    return check_exit("scene_uad_game");
}
