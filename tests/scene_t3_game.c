/* 3UP 3DOWN through the window, as players play it: from the title through
 * New game to the results, every human step clicks on the places the table
 * reports (hand cards, 3UP cards, 3DOWN cards, the piles, the action
 * buttons), the AI seats on their threads. Every move is checked against
 * the rules layer, refused clicks play nothing, and every frame's card
 * faces are checked against what the seat at the screen may see (R-ALL-2,
 * R-33-2, R-33-7). Three games: the rulebook's own rules with four
 * players; every optional rule that acts on the table with three
 * (R-33-11); and a match on points with two (R-33-10). */
#include "t3_scene.h"

#include "midend.h"
#include "table.h"

static void finish(Eng *e, Run *run, const char *what, int min_moves)
{
    Scene *top = eng_top(e);
    CHECK(scene_is_results(top));
    CHECK_MSG(run->human_moves >= min_moves, "%s: %d moves by clicks", what, run->human_moves);
    CHECK_EQ_INT(run->hidden_bad, 0);
    Match *done = scene_results_match(top);
    CHECK(done != NULL);
    if (done) {
        GameResult r;
        def->result(done->sg.state, &r);
        CHECK(r.over);
        CHECK(r.nwinners >= 1);
        SaveGame sg;
        char err[GAME_ERR_LEN + 1200];
        CHECK_MSG(save_load(&sg, done->save_path, err, sizeof err), "%s", err);
        CHECK_EQ_INT(sg.n_moves, done->sg.n_moves);
        save_free(&sg);
    }
    printf("scene_t3_game: %s: %d moves, %d by clicks, %d refused\n", what, run->applied,
           run->human_moves, run->refusals);
}

static void test_plain(Eng *e)
{
    int kinds[4] = {SEAT_HUMAN, SEAT_EASY, SEAT_NORMAL, SEAT_EASY};
    start_from_title(e, 4, kinds, NULL);
    Run run = {0};
    play_to_results(e, &run, 21, getenv("UPDOWN_TEST_SHOTS") ? "t3-4p" : NULL);
    finish(e, &run, "4 players", 8);
    CHECK(run.refusals > 2);
    /* Without "Play out" only the winner has a place: the others' names
     * carry no number ("2." for all three read as a shared second). */
    Match *done = scene_results_match(eng_top(e));
    int numbered = 0, named = 0;
    su_draw_texts(e);
    for (int i = 0; done && i < e->ntexts_drawn; i++)
        for (int p = 0; p < 4; p++) {
            const char *t = e->texts_drawn[i].text, *name = scene_match_name(done, p);
            bool num = t[0] >= '1' && t[0] <= '9' && !strncmp(t + 1, ". ", 2);
            if (!strcmp(num ? t + 3 : t, name)) {
                named++;
                numbered += num;
            }
        }
    CHECK_MSG(named >= 4 && numbered == 1, "the results name %d seats, %d of them numbered", named,
              numbered);
    /* Points decide nothing here: the table shows the cards left alone. */
    CHECK(su_shows_start(e, "Cards left"));
    CHECK(!su_shows_start(e, "Points held"));
    keep_shot(e, "t3-results-4p");
}

static void test_options(Eng *e)
{
    static const char *const options[] = {"reverse_on_one=on", "voluntary_draw=on",
                                          "four_colours=on", "play_out=on", NULL};
    int kinds[3] = {SEAT_HUMAN, SEAT_NORMAL, SEAT_EASY};
    start_from_title(e, 3, kinds, options);
    Match *m = scene_table_match(eng_top(e));
    CHECK(m != NULL);
    if (m) {
        CHECK(m->sg.cfg.opt[T3_OPT_REVERSE_ON_ONE] && m->sg.cfg.opt[T3_OPT_FOUR_COLOURS]);
        CHECK(m->sg.cfg.opt[T3_OPT_VOLUNTARY_DRAW] && m->sg.cfg.opt[T3_OPT_PLAY_OUT]);
    }
    Run run = {0};
    play_to_results(e, &run, 22, getenv("UPDOWN_TEST_SHOTS") ? "t3-opt" : NULL);
    finish(e, &run, "3 players, options", 8);
    CHECK_MSG(nothing_or_draw > 0, "no turn with only a pick-up or a draw was tried");
    keep_shot(e, "t3-results-options");
}

static void test_points(Eng *e)
{
    static const char *const options[] = {"points=on", "colours=2", NULL};
    int kinds[2] = {SEAT_HUMAN, SEAT_NORMAL};
    start_from_title(e, 2, kinds, options);
    Run run = {0};
    play_to_results(e, &run, 23, NULL);
    finish(e, &run, "2 players, points", 8);
    Match *done = scene_results_match(eng_top(e));
    if (done) {
        const T3State *s = done->sg.state;
        CHECK_EQ_INT(s->game + 1, 2); /* a game per player */
    }
    keep_shot(e, "t3-results-points");
    CHECK(su_click(e, T_BUTTON, B_TO_TITLE, 0));
    su_step(e);
    CHECK(!strcmp(eng_top(e)->vt->name, "title"));
}

/* Whether a line of the match's log holds `part`. */
static bool log_says(const Match *m, const char *part)
{
    for (int i = 0; i < m->nlog; i++)
        if (strstr(m->log[i].text, part))
            return true;
    return false;
}

/* A match of easy AI seats with one option, at the table. */
static Match *easy_table(Eng *e, int players, uint64_t seed, const char *option)
{
    const int kinds[GAME_MAX_SEATS] = {SEAT_EASY, SEAT_EASY, SEAT_EASY,
                                       SEAT_EASY, SEAT_EASY, SEAT_EASY};
    Match *m = su_match_options("3up-3down", players, seed, kinds, option);
    if (m) {
        su_open_table(e, m);
    }
    return m;
}

/* A match on points: when a game ends the next is dealt at once, so the
 * table says so (a banner, gone after a while) and the log gives the
 * points of the game just ended (R-33-10). */
static void test_new_deal(Eng *e)
{
    Match *m = easy_table(e, 2, 31, "points=on");
    if (!m)
        return;
    const T3State *s = m->sg.state;
    for (int k = 0; k < 100000 && s->game == 0 && scene_is_table(eng_top(e)); k++)
        su_step_ai(e, m);
    CHECK_EQ_INT(s->game, 1);
    su_step(e);
    CHECK_MSG(su_shows(e, "Game 2 of 2: a new deal"), "no banner at the new deal");
    keep_shot(e, "t3-new-deal");
    CHECK_MSG(log_says(m, "; game 1 of 2 is over, points: P1 "),
              "the log does not give game 1's points");
    for (int k = 0; k < 240 && scene_is_table(eng_top(e)); k++)
        su_step_ai(e, m);
    if (scene_is_table(eng_top(e)))
        CHECK_MSG(!su_shows(e, "Game 2 of 2: a new deal"), "the banner stays");
}

/* Swap tables: when the last player has chosen, everyone's 3UP and
 * 3DOWN cards go to another player before their eyes, so the table says
 * so (a banner) and the log says who got whose (R-33-11/5). */
static void test_swap_tables(Eng *e)
{
    Match *m = easy_table(e, 3, 32, "swap_tables=on");
    if (!m)
        return;
    const T3State *s = m->sg.state;
    for (int k = 0; k < 1000 && s->phase == T3_PHASE_SETUP && scene_is_table(eng_top(e)); k++)
        su_step_ai(e, m);
    CHECK(s->phase != T3_PHASE_SETUP);
    su_step(e);
    CHECK_MSG(su_shows(e, "The tables are handed out again"), "no banner at the swap");
    keep_shot(e, "t3-swap-tables");
    CHECK_MSG(log_says(m, "; the tables are handed out again: P1 "),
              "the log does not say who got whose tables");
}

/* Swap tables at a hot seat: the last choice hands the screen to the next
 * human at once, so the banner would have come and gone behind the pass
 * screen; it shows, whole, when that player takes the screen. */
static void test_swap_after_pass(Eng *e)
{
    const int kinds[GAME_MAX_SEATS] = {SEAT_HUMAN, SEAT_HUMAN};
    Match *m = su_match_options("3up-3down", 2, 35, kinds, "swap_tables=on");
    if (!m)
        return;
    su_open_table(e, m);
    const T3State *s = m->sg.state;
    Rng rng;
    rng_seed(&rng, 5);
    bool passed_after = false;
    for (int k = 0; k < 40 && !passed_after; k++) {
        su_step(e);
        if (!strcmp(scene_name(eng_top(e)), "pass")) {
            bool swapped = s->phase != T3_PHASE_SETUP;
            if (swapped)
                e->now += 10.0; /* the next player comes to the screen */
            CHECK(su_click(e, T_BUTTON, B_READY, 0));
            eng_apply_stack(e);
            su_step(e);
            passed_after = swapped;
            continue;
        }
        Move legal[GAME_MAX_MOVES];
        if (s->phase == T3_PHASE_SETUP && def->legal_moves(s, legal, GAME_MAX_MOVES) > 0)
            CHECK(click_move(e, m->view, scene_match_to_move(m), &legal[0], &rng));
    }
    CHECK_MSG(passed_after, "no pass screen after the last choice");
    CHECK_MSG(su_shows(e, "The tables are handed out again"),
              "the banner is gone when the next player takes the screen");
}

/* At the end of a game played out, the last player still holds cards: the
 * table says "out" only of the players who have none left. */
static void test_out_label(Eng *e)
{
    Match *m = easy_table(e, 3, 33, "play_out=on");
    if (!m)
        return;
    for (int k = 0; k < 100000 && !scene_match_over(m) && scene_is_table(eng_top(e)); k++)
        su_step_ai(e, m);
    CHECK(scene_match_over(m));
    CHECK_MSG(scene_is_table(eng_top(e)), "the table at the end (%s)", scene_name(eng_top(e)));
    const T3State *v = m->view;
    int holding = 0;
    for (int p = 0; p < 3; p++) {
        if (!t3_cards_left(v, p))
            continue;
        holding++;
        const char *name = scene_match_name(m, p);
        su_draw_texts(e);
        for (int i = 0; i < e->ntexts_drawn; i++) {
            const char *t = e->texts_drawn[i].text;
            CHECK_MSG(strncmp(t, name, strlen(name)) || !strstr(t, " \xc2\xb7 out"),
                      "'%s' holds %d cards", t, t3_cards_left(v, p));
        }
    }
    CHECK_EQ_INT(holding, 1);
    keep_shot(e, "t3-played-out");
}

/* Picking by keys: Enter with the focus hidden and nothing picked shows
 * it; after a card is picked the focus goes on to the next card that may
 * join it, in reading order from it (not back to the first; after the
 * last card, the one beside it), and after the last one to the action;
 * a card put back keeps the focus. At the setup, three of six cards. */
static void test_pick_focus(Eng *e)
{
    Match *m = su_match("3up-3down", 4, 77, true);
    if (!m)
        return;
    su_open_table(e, m);
    for (int k = 0; k < 400 && scene_match_to_move(m) != 0; k++)
        su_step_ai(e, m);
    su_step(e);
    const T3State *v = m->sg.state;
    CHECK_EQ_INT(v->phase, T3_PHASE_SETUP);
    int hand[T3_DECK], n = su_targets_of(e, T_HAND, hand, T3_DECK);
    CHECK_EQ_INT(n, 6);
    if (n != 6)
        return;
    /* Enter with the focus hidden and nothing picked has no move to play:
     * it shows the focus (no refusal), which the next Enter uses. */
    eng_focus_hide(e);
    int moves = m->sg.n_moves;
    su_key(e, SDLK_RETURN);
    CHECK_MSG(eng_focus_get(e) != NULL, "Enter with nothing picked does not show the focus");
    CHECK_EQ_INT(m->sg.n_moves, moves);
    CHECK_MSG(!scene_table_toast(eng_top(e))[0], "Enter with nothing picked: '%s'",
              scene_table_toast(eng_top(e)));
    /* the last card picked: on to the one beside it, not back to the first */
    eng_focus_set(e, T_HAND, hand[5], 0, true);
    su_key(e, SDLK_RETURN);
    CHECK_MSG(eng_focused(e, T_HAND, hand[4], 0), "after the last card the focus is not beside it");
    eng_focus_set(e, T_HAND, hand[5], 0, true);
    su_key(e, SDLK_RETURN); /* put back */
    eng_focus_set(e, T_HAND, hand[1], 0, true);
    su_key(e, SDLK_RETURN);
    CHECK_MSG(eng_focused(e, T_HAND, hand[2], 0), "after the 2nd card the focus is not on the 3rd");
    su_key(e, SDLK_RETURN);
    CHECK_MSG(eng_focused(e, T_HAND, hand[3], 0), "after the 3rd card the focus is not on the 4th");
    eng_focus_set(e, T_HAND, hand[1], 0, true);
    su_key(e, SDLK_RETURN); /* put back */
    CHECK_MSG(eng_focused(e, T_HAND, hand[1], 0), "a card put back lost the focus");
    su_key(e, SDLK_RETURN); /* picked again: on past the 3rd, picked */
    CHECK_MSG(eng_focused(e, T_HAND, hand[3], 0), "the focus did not skip a card picked");
    su_key(e, SDLK_RETURN); /* the third of three */
    const EngTarget *f = eng_focus_get(e);
    CHECK_MSG(f && f->kind == T_ACTION, "three picked, the focus is on kind %d", f ? f->kind : -1);
    su_key(e, SDLK_RETURN); /* the three cards picked lie face up */
    v = m->sg.state;
    for (int i = 1; i <= 3; i++) {
        bool up = false;
        for (int k = 0; k < T3_SLOTS; k++)
            up |= v->up[0][k] == hand[i];
        CHECK_MSG(up, "card %d of the hand is not among the 3UP cards", i + 1);
    }
}

/* The discard pile clicked with cards picked lays them there, as a drop
 * on it does; with none picked, while a play is possible, it is refused
 * with a reason (the pick-up it asks for is not allowed). */
static void test_pile_click(Eng *e)
{
    Match *m = su_match("3up-3down", 2, 31, true);
    if (!m)
        return;
    Move legal[GAME_MAX_MOVES];
    char why[GAME_ERR_LEN];
    int card = -1;
    for (int k = 0; k < 400 && card < 0 && !scene_match_over(m); k++) {
        int n = def->legal_moves(m->sg.state, legal, GAME_MAX_MOVES);
        const T3State *v = m->sg.state;
        for (int i = 0; i < n && card < 0; i++)
            if (scene_match_to_move(m) == 0 && v->phase == T3_PHASE_PLAY &&
                t3_source(v, 0) == T3_SRC_HAND && legal[i].kind == T3_M_PLAY && legal[i].n == 1)
                card = legal[i].arg[0];
        if (card < 0)
            CHECK(n > 0 && scene_match_play(m, &legal[0], why, sizeof why));
    }
    CHECK_MSG(card >= 0, "no play from the hand for seat 0");
    if (card < 0)
        return;
    su_open_table(e, m);
    su_step(e);
    SDL_Rect pile = {0};
    int discard = -1; /* the discard pile's target: the one that is not the draw pile's */
    for (int i = 0; i < e->ntargets; i++)
        if (e->targets[i].kind == T_PILE && e->targets[i].a != 0) {
            discard = e->targets[i].a;
            pile = e->targets[i].r;
        }
    CHECK(discard >= 0);
    int moves = m->sg.n_moves;
    CHECK(su_click(e, T_PILE, discard, 0));
    CHECK_EQ_INT(m->sg.n_moves, moves);
    CHECK_MSG(scene_table_toast(eng_top(e))[0], "the pile clicked with nothing picked: no reason");
    CHECK(su_click(e, T_HAND, card, 0));
    CHECK_EQ_INT(m->sg.n_moves, moves);
    CHECK(su_click(e, T_PILE, discard, 0));
    CHECK_MSG(m->sg.n_moves == moves + 1, "the pile clicked with a card picked played %d moves",
              m->sg.n_moves - moves);
    const T3State *v = m->sg.state;
    bool laid = false; /* on the pile, or cleared with it */
    for (int i = 0; i < v->pile_n; i++)
        laid |= v->pile[i] == card;
    for (int i = 0; i < v->cleared_n; i++)
        laid |= v->cleared[i] == card;
    CHECK_MSG(laid, "card %d is not on the pile (%d, %d)", card, pile.x, pile.y);
}

/* Presses on a target, drags in a few steps and lets go at (x, y); before
 * letting go, whether each of the cards also[0..n-1] is away from its place
 * (dragged along) goes to away[], and whether the text label was drawn to
 * *shown. */
static void drag_to(Eng *e, SDL_Rect from, int x, int y, const int *also, int n, bool *away,
                    const char *label, bool *shown)
{
    SDL_Point at = {x, y};
    su_drag_hold(e, (SDL_Point){from.x + from.w / 2, from.y + from.h / 2}, at);
    bool record = e->record_texts;
    e->record_texts = true;
    eng_texts_clear(e); /* the texts of one frame of the drag */
    su_push_mouse(SDL_MOUSEMOTION, x, y);
    su_step(e);
    e->record_texts = record;
    for (int i = 0; i < n; i++)
        away[i] = mid_card_away((MidTable *)eng_top(e), also[i]);
    *shown = false;
    for (int i = 0; i < e->ntexts_drawn; i++)
        *shown |= !strcmp(e->texts_drawn[i].text, label);
    su_drag_release(e, at);
}

/* A game of seed 31 played on (the k-th move the (k mod n)-th of the n
 * legal ones, whoever's turn it is) to where seat 0 may play a pair from
 * its hand and, alone, a card of another value. */
static Match *pair_position(Move *pair, int *other)
{
    Match *m = su_match("3up-3down", 2, 31, true);
    Move legal[GAME_MAX_MOVES];
    char why[GAME_ERR_LEN];
    for (int k = 0; m && k < 2000 && !scene_match_over(m); k++) {
        int n = def->legal_moves(m->sg.state, legal, GAME_MAX_MOVES);
        const T3State *v = m->sg.state;
        pair->n = 0;
        *other = -1;
        if (scene_match_to_move(m) == 0 && v->phase == T3_PHASE_PLAY &&
            t3_source(v, 0) == T3_SRC_HAND)
            for (int i = 0; i < n; i++)
                if (legal[i].kind == T3_M_PLAY && legal[i].n == 2 && pair->n != 2)
                    *pair = legal[i];
        for (int i = 0; i < n && pair->n == 2; i++)
            if (legal[i].kind == T3_M_PLAY && legal[i].n == 1 &&
                t3_card_rank(legal[i].arg[0]) != t3_card_rank(pair->arg[0]))
                *other = legal[i].arg[0];
        if (pair->n == 2 && *other >= 0)
            return m;
        CHECK(n > 0 && scene_match_play(m, &legal[(unsigned)k % (unsigned)n], why, sizeof why));
    }
    CHECK_MSG(false, "no pair and other card to play from seat 0's hand");
    if (m)
        scene_match_free(m);
    return NULL;
}

/* A card dragged to the pile goes as a click on it and then on the pile
 * would send it: with the others of its value already picked (one 4
 * picked, the other dragged: both 4s), alone when those picked are of
 * another value. */
static void test_drag_joins(Eng *e)
{
    for (int round = 0; round < 2; round++) {
        Move pair;
        int other;
        Match *m = pair_position(&pair, &other);
        if (!m)
            return;
        su_open_table(e, m);
        su_step(e);
        SDL_Rect pile = {0}, card = {0};
        for (int i = 0; i < e->ntargets; i++)
            if (e->targets[i].kind == T_PILE && e->targets[i].a != 0)
                pile = e->targets[i].r;
        int moves = m->sg.n_moves;
        /* round 0: one of the pair picked; round 1: the card of another value */
        CHECK(su_click(e, T_HAND, round == 0 ? pair.arg[0] : other, 0));
        CHECK(eng_target_find(e, T_HAND, pair.arg[1], 0, &card));
        int picked = round == 0 ? pair.arg[0] : other;
        bool away = false, shown = false; /* the card picked drags along with one of its value */
        char label[64];                   /* and Play says what the drop plays */
        if (round == 0)
            snprintf(label, sizeof label, "Play 2 \xc3\x97 %s",
                     t3_rank_word(t3_card_rank(pair.arg[1])));
        else
            snprintf(label, sizeof label, "Play %s", t3_rank_word(t3_card_rank(pair.arg[1])));
        drag_to(e, card, pile.x + pile.w / 2, pile.y + pile.h / 2, &picked, 1, &away, label,
                &shown);
        CHECK_MSG(shown, "round %d: '%s' not shown while the card drags", round, label);
        CHECK_MSG(away == (round == 0), "round %d: the card picked %s along", round,
                  away ? "dragged" : "did not drag");
        CHECK_MSG(m->sg.n_moves == moves + 1, "round %d: the drop played %d moves", round,
                  m->sg.n_moves - moves);
        if (m->sg.n_moves != moves + 1)
            return;
        const char *played = m->sg.moves[moves];
        int words = 0;
        for (const char *c = played; *c; c++)
            words += *c == ' ';
        CHECK_MSG(words == (round == 0 ? 2 : 1), "round %d: dragging a card played '%s'", round,
                  played);
    }
}

/* A 2-player game with four colours played on at random until seat 0 is
 * offered the swap after four of a colour in a row (R-33-11/6). */
static Match *swap_position(void)
{
    const int kinds[GAME_MAX_SEATS] = {SEAT_HUMAN, SEAT_NORMAL};
    Move legal[GAME_MAX_MOVES];
    char why[GAME_ERR_LEN];
    Rng rng;
    rng_seed(&rng, 9);
    for (uint64_t seed = 40; seed < 100; seed++) {
        Match *g = su_match_options("3up-3down", 2, seed, kinds, "four_colours=on");
        if (!g)
            return NULL;
        for (int k = 0; k < 600 && !scene_match_over(g); k++) {
            const T3State *v = g->sg.state;
            if (v->phase == T3_PHASE_SWAP && scene_match_to_move(g) == 0)
                return g;
            int n = def->legal_moves(v, legal, GAME_MAX_MOVES);
            CHECK(n > 0 &&
                  scene_match_play(g, &legal[rng_below(&rng, (uint32_t)n)], why, sizeof why));
        }
        scene_match_free(g);
    }
    CHECK_MSG(false, "no swap offered to seat 0");
    return NULL;
}

/* The table of swap_position's game, open at the screen (NULL: none). */
static Match *swap_table(Eng *e)
{
    Match *m = swap_position();
    if (!m)
        return NULL;
    su_open_table(e, m);
    su_step(e);
    return m;
}

/* At the swap, a hand card dragged onto a 3UP card swaps the two; dropped
 * on the pile, it is refused with a reason and nothing is played. */
static void test_swap_drag(Eng *e)
{
    Match *m = swap_table(e);
    if (!m)
        return;
    SDL_Rect hand = {0}, up = {0}, pile = {0};
    for (int i = 0; i < e->ntargets; i++) {
        const EngTarget *tg = &e->targets[i];
        if (tg->kind == T_HAND && !hand.w)
            hand = tg->r;
        if (tg->kind == T_SLOT && tg->b == 0 && !up.w)
            up = tg->r;
        if (tg->kind == T_PILE && tg->a != 0)
            pile = tg->r;
    }
    CHECK(hand.w > 0 && up.w > 0 && pile.w > 0);
    int moves = m->sg.n_moves, none = 0;
    bool away = false, shown = false;
    drag_to(e, hand, pile.x + pile.w / 2, pile.y + pile.h / 2, &none, 0, &away, "", &shown);
    CHECK_MSG(m->sg.n_moves == moves, "a hand card dropped on the pile at the swap played");
    CHECK_MSG(scene_table_toast(eng_top(e))[0], "a drop on the pile at the swap: no reason");
    for (int i = 0; i < 60; i++) /* the card back in its place */
        su_step(e);
    drag_to(e, hand, up.x + up.w / 2, up.y + up.h / 2, &none, 0, &away, "", &shown);
    CHECK_MSG(m->sg.n_moves == moves + 1, "a hand card dropped on a 3UP card played %d moves",
              m->sg.n_moves - moves);
    if (m->sg.n_moves == moves + 1)
        CHECK_MSG(!strncmp(m->sg.moves[moves], "swap ", 5), "the drop played '%s'",
                  m->sg.moves[moves]);
}

/* A hint lights its move and nothing else: asking which target plays the
 * move (Keep my 3UP at the swap) picked the cards it asked on the way, so
 * that a hint to keep the 3UP cards left a hand card and a 3UP card picked
 * for a swap. */
static void test_hint_picks(Eng *e)
{
    if (!swap_table(e))
        return;
    su_key(e, SDLK_h);
    su_step(e);
    const EngTarget *f = eng_focus_get(e);
    int picked = scene_t3_table_picked(eng_top(e), NULL, 0);
    CHECK_MSG(f && f->kind == T_ACTION && (f->a == T3_M_PASS || f->a == T3_M_SWAP),
              "the hint at the swap lit kind %d", f ? f->kind : -1);
    if (f && f->kind == T_ACTION)
        CHECK_MSG(picked == (f->a == T3_M_SWAP ? 2 : 0), "the hint lit %s with %d cards picked",
                  f->a == T3_M_SWAP ? "Swap" : "Keep my 3UP", picked);
}

int main(void)
{
    def = game_find("3up-3down");
    setenv("UPDOWN_SEED", "20261125", 1);
    Eng *e = su_open(1280, 800);
    CHECK(e != NULL);
    if (!e)
        return check_exit("scene_t3_game");
    test_pick_focus(e);
    test_pile_click(e);
    test_drag_joins(e);
    test_swap_drag(e);
    test_hint_picks(e);
    test_new_deal(e);
    test_swap_tables(e);
    test_swap_after_pass(e);
    test_out_label(e);
    test_plain(e);
    test_options(e);
    test_points(e);
    eng_close(e);
    return check_exit("scene_t3_game");
}
