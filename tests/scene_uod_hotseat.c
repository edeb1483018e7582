/* Two humans and an AI at one screen: the pass-the-screen scene hides the
 * table between the humans' turns, and no frame ever shows a card the
 * player at the screen may not see, while the cards fly (animations on)
 * and after. Also: dragging a card into the ring, Undo of one's own steps
 * until the draw, the pause menu, and the whole game to the results. */
#include "scene_util.h"

static const GameDef *def;

static bool no_faces(const Eng *e)
{
    for (int c = 1; c <= UOD_MAX_CARDS; c++)
        if (eng_face_drawn(e, DECK_UOD, c))
            return false;
    return true;
}

static int target_of(const Move *mv, int *a)
{
    *a = mv->n ? mv->arg[0] : 0;
    switch (mv->kind) {
    case UOD_M_PLAY:
        return T_HAND;
    case UOD_M_TAKE:
        return T_RING;
    case UOD_M_COLUMN:
        return T_COLUMN;
    case UOD_M_NEW:
        return T_NEW;
    case UOD_M_DISCARD:
        return T_DISCARD;
    default:
        return T_PILE;
    }
}

int main(void)
{
    def = game_find("up-or-down");
    Eng *e = su_open(960, 600);
    CHECK(e != NULL);
    if (!e)
        return check_exit("scene_uod_hotseat");
    e->settings.anim_speed = 200; /* the cards fly */
    e->settings.ai_pace_ms = 100;
    GameConfig cfg;
    game_config_default(def, 3, 4242, &cfg);
    SeatInfo seats[GAME_MAX_SEATS] = {
        {SEAT_HUMAN, "Ann"}, {SEAT_HUMAN, "Bea"}, {SEAT_NORMAL, "Cy"}};
    char err[GAME_ERR_LEN];
    Match *m = scene_match_new(def, &cfg, seats, err, sizeof err);
    CHECK_MSG(m != NULL, "%s", err);
    if (!m)
        return check_exit("scene_uod_hotseat");
    eng_push(e, scene_title_new(e));
    eng_push(e, scene_table_new(e, m));
    su_step(e);
    eng_faces_clear(e);

    Rng rng;
    rng_seed(&rng, 11);
    int passes = 0, undos = 0, drags = 0, hidden_bad = 0, moves_seen = 0, held = 0;
    bool paused = false;
    for (int guard = 0; guard < 100000; guard++) {
        Scene *top = eng_top(e);
        if (scene_is_results(top))
            break;
        if (scene_is_pass(top)) {
            /* With the cards flying, the table stayed in sight after the
             * move that handed the turn on: 0.4 s at twice the normal speed
             * (not at the first, which nobody has taken yet). */
            if (passes > 0 && e->settings.anim_speed > 0)
                CHECK_MSG(held >= 20, "pass %d came %d frames after the move", passes, held);
            held = 0;
            /* The pass screen shows no card at all. */
            eng_faces_clear(e);
            eng_redraw(e);
            su_step(e);
            CHECK(no_faces(e));
            eng_faces_clear(e);
            if (passes == 0) {
                /* Enter and Esc held from the turn before do nothing more
                 * here: the next player takes the screen. */
                su_key_held(e, SDLK_RETURN);
                su_key_held(e, SDLK_ESCAPE);
                CHECK_MSG(scene_is_pass(eng_top(e)), "a held key left the pass screen: %s",
                          eng_top(e)->vt->name);
            }
            /* An Enter pressed on in the rhythm of the turn before does
             * not show the next player's cards to this one. */
            su_key(e, SDLK_RETURN);
            CHECK_MSG(scene_is_pass(eng_top(e)), "pass %d: an Enter at once took the screen",
                      passes);
            CHECK(su_click(e, T_BUTTON, B_READY, 0));
            su_step(e);
            passes++;
            continue;
        }
        m = scene_table_match(top);
        if (!m) {
            su_step(e);
            continue;
        }
        hidden_bad += su_check_hidden(e, m->sg.state, m->viewer, "hot seat");
        if (m->sg.n_moves > 20)
            e->settings.anim_speed = 0, e->settings.ai_pace_ms = 0;
        int to = scene_match_to_move(m);
        if (to < 0 || e->animating || scene_match_ai_busy(m) || !scene_match_is_human(m, to)) {
            su_step_ai(e, m);
            continue;
        }
        /* Another human's turn: the pass screen comes first, once the
         * last move has stood in sight a moment (counted in `held`). */
        if (to != m->viewer) {
            su_step(e);
            held++;
            CHECK(held < 200);
            continue;
        }
        if (!paused && m->sg.n_moves > 6) { /* the pause menu, then back */
            su_key(e, SDLK_ESCAPE);
            CHECK(!strcmp(eng_top(e)->vt->name, "pause"));
            int speed = e->settings.anim_speed;
            CHECK(su_click(e, T_BUTTON, B_SPEED, 0));
            CHECK(e->settings.anim_speed != speed);
            e->settings.anim_speed = speed;
            CHECK(su_click(e, T_BUTTON, B_RESUME, 0));
            su_step(e);
            CHECK(scene_is_table(eng_top(e)));
            paused = true;
            continue;
        }
        const UodState *v = m->view;
        Move legal[GAME_MAX_MOVES];
        int n = def->legal_moves(v, legal, GAME_MAX_MOVES);
        Move mv = legal[rng_below(&rng, (uint32_t)n)];
        int before = m->sg.n_moves;
        if (mv.kind == UOD_M_PLAY && drags < 3) { /* drag the card into the ring */
            SDL_Rect from, ring;
            CHECK(eng_target_find(e, T_HAND, mv.arg[0], 0, &from));
            CHECK(eng_target_find(e, T_PILE, UOD_PILE_DOWN, 0, &ring));
            int x = from.x + from.w / 2, y = from.y + from.h / 2;
            su_push_mouse(SDL_MOUSEMOTION, x, y);
            su_push_mouse(SDL_MOUSEBUTTONDOWN, x, y);
            su_step(e);
            for (int i = 1; i <= 5; i++) {
                su_push_mouse(SDL_MOUSEMOTION, x + (ring.x - x) * i / 5, y + (ring.y - y) * i / 5);
                su_step(e);
            }
            su_push_mouse(SDL_MOUSEBUTTONUP, ring.x, ring.y);
            su_step(e);
            drags++;
        } else {
            int a, kind = target_of(&mv, &a);
            CHECK(su_click(e, kind, a, 0));
        }
        CHECK_EQ_INT(m->sg.n_moves, before + 1);
        moves_seen++;
        /* Now and then take the step back (never a draw: it ends the turn). */
        if (m->sg.n_moves == before + 1 && mv.kind != UOD_M_DRAW && undos < 6 &&
            rng_below(&rng, 3) == 0) {
            while (e->animating)
                su_step(e);
            CHECK(su_click(e, T_BUTTON, B_UNDO, 0));
            CHECK_EQ_INT(m->sg.n_moves, before);
            undos++;
        }
        if (mv.kind == UOD_M_DRAW) { /* after the draw there is nothing to undo */
            while (e->animating)
                su_step(e);
            CHECK(!eng_target_find(e, T_BUTTON, B_UNDO, 0, NULL) ||
                  scene_match_to_move(m) != m->viewer);
        }
    }
    CHECK(scene_is_results(eng_top(e)));
    CHECK(passes >= 10);
    CHECK(undos >= 3);
    CHECK_EQ_INT(drags, 3);
    CHECK(paused);
    CHECK_EQ_INT(hidden_bad, 0);
    printf("scene_uod_hotseat: %d human moves, %d passes, %d undos, %llu frames\n", moves_seen,
           passes, undos, (unsigned long long)e->frames);
    eng_close(e);
    return check_exit("scene_uod_hotseat");
}
