/* Two humans and an AI at one screen, in each game, on a deal where the AI
 * moves first: nobody has taken the screen when the table opens, so the
 * pass screen comes before any card is drawn and before the AI moves. The
 * first human to move takes it, watches the AI's moves with their own
 * hand, and then plays without a second pass screen (R-ALL-2). Escape at
 * the pass screen opens the pause menu, still with every card hidden. */
#include "scene_util.h"

#include "cards.h"

static bool any_face(const Eng *e)
{
    const EngDeck *decks[] = {DECK_UOD, DECK_UAD, DECK_T3};
    for (int d = 0; d < 3; d++)
        for (int c = 0; c < ENG_FACE_IDS; c++)
            if (eng_face_drawn(e, decks[d], c))
                return true;
    return false;
}

/* A 3-player match of game id with seats AI, human, human whose first move
 * is the AI's; NULL (a failed check) when no seed of the first 200 gives
 * one. */
static Match *ai_first(const char *id)
{
    const GameDef *def = game_find(id);
    SeatInfo seats[GAME_MAX_SEATS] = {
        {SEAT_NORMAL, "Cy"}, {SEAT_HUMAN, "Ann"}, {SEAT_HUMAN, "Bea"}};
    for (uint64_t seed = 1; seed <= 200; seed++) {
        GameConfig cfg;
        game_config_default(def, 3, seed, &cfg);
        char err[GAME_ERR_LEN];
        Match *m = scene_match_new(def, &cfg, seats, err, sizeof err);
        CHECK_MSG(m != NULL, "%s: %s", id, err);
        if (!m)
            return NULL;
        if (!scene_match_is_human(m, scene_match_to_move(m)))
            return m;
        scene_match_free(m);
    }
    CHECK_MSG(false, "%s: no deal of seeds 1-200 where the AI moves first", id);
    return NULL;
}

static void test_game(Eng *e, const char *id)
{
    Match *m = ai_first(id);
    if (!m)
        return;
    int first_human = m->viewer;
    CHECK_MSG(scene_match_is_human(m, first_human), "%s: the viewer is the first human", id);
    int moves = m->sg.n_moves;
    eng_push(e, scene_title_new(e));
    eng_faces_clear(e);
    eng_push(e, scene_table_new(e, m));
    for (int i = 0; i < 30; i++)
        su_step(e);
    CHECK_MSG(scene_is_pass(eng_top(e)), "%s: the pass screen comes first", id);
    CHECK_MSG(!any_face(e), "%s: a card's face was drawn before anyone took the screen", id);
    CHECK_MSG(m->sg.n_moves == moves, "%s: the AI moved before anyone took the screen", id);
    /* Escape at the pass screen opens the pause menu over it, still with
     * no card shown; Escape again goes back to the pass screen. */
    su_key(e, SDLK_ESCAPE);
    CHECK_MSG(!strcmp(eng_top(e)->vt->name, "pause"), "%s: Escape opened %s", id,
              eng_top(e)->vt->name);
    CHECK_MSG(!any_face(e), "%s: a card's face was drawn under the pause menu", id);
    char shot[64];
    snprintf(shot, sizeof shot, "pass-pause-%s", id);
    su_keep_shot(e, shot);
    su_key(e, SDLK_ESCAPE);
    CHECK_MSG(scene_is_pass(eng_top(e)), "%s: Escape left the pause menu", id);
    CHECK(su_click(e, T_BUTTON, B_READY, 0));
    su_step(e);
    CHECK_MSG(scene_is_table(eng_top(e)), "%s: the table after the pass screen", id);
    CHECK_EQ_INT(m->viewer, first_human);
    /* The AI plays on; the first human's turn comes with no other pass. */
    int passes = 0;
    for (int guard = 0; guard < 20000; guard++) {
        if (scene_is_pass(eng_top(e))) {
            passes++;
            CHECK(su_click(e, T_BUTTON, B_READY, 0));
            su_step(e);
            continue;
        }
        int to = scene_match_to_move(m);
        if (to >= 0 && scene_match_is_human(m, to) && !e->animating && !scene_match_ai_busy(m)) {
            su_step(e);
            if (!scene_is_pass(eng_top(e)))
                break;
            continue;
        }
        su_step_ai(e, m);
    }
    CHECK_MSG(m->sg.n_moves > moves, "%s: the AI moved once the screen was taken", id);
    CHECK_EQ_INT(scene_match_to_move(m), first_human);
    CHECK_MSG(passes == 0, "%s: %d more pass screens before the first human's turn", id, passes);
    CHECK(scene_is_table(eng_top(e)));
    printf("scene_hotseat_start: %s, seed %llu: %d AI moves before %s's turn\n", id,
           (unsigned long long)m->sg.cfg.seed, m->sg.n_moves - moves,
           scene_match_name(m, first_human));
    eng_pop(e); /* the table, its match with it */
    eng_pop(e);
}

int main(void)
{
    Eng *e = su_open(960, 600);
    CHECK(e != NULL);
    if (!e)
        return check_exit("scene_hotseat_start");
    test_game(e, "up-or-down");
    test_game(e, "up-and-down");
    test_game(e, "3up-3down");
    eng_close(e);
    return check_exit("scene_hotseat_start");
}
