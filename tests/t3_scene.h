/* Driving the 3UP 3DOWN table in the scene tests: the hidden-card record
 * against the whole state (R-ALL-2, R-33-2, R-33-7), clicks for every
 * move, and a whole game from the table to the results with the human
 * seats clicked and the rules checking every move. */
#ifndef UPDOWN_T3_SCENE_H
#define UPDOWN_T3_SCENE_H

#include "scene_util.h"

#include "three_up.h"

static const GameDef *def; /* 3up-3down */

static void keep_shot(Eng *e, const char *name) { su_keep_shot(e, name); }

/* No face drawn may be a 3DOWN card not yet turned (anyone's, the
 * viewer's own too), a card of the draw pile, or a card in another
 * player's hand: those are drawn as backs even when all have seen them
 * picked up. */
static int check_hidden(Eng *e, const T3State *s, int viewer, const char *when)
{
    int bad = 0;
    for (int c = 0; c < T3_DECK; c++) {
        if (!eng_face_drawn(e, DECK_T3, c))
            continue;
        const char *where = NULL;
        for (int p = 0; p < s->hdr.cfg.players; p++) {
            for (int k = 0; k < T3_SLOTS; k++)
                if (s->down[p][k] == c)
                    where = "a 3DOWN card";
            if (p == viewer)
                continue;
            for (int i = 0; i < s->hand_n[p]; i++)
                if (s->hand[p][i] == c)
                    where = "another player's hand";
        }
        for (int i = 0; i < s->draw_n; i++)
            if (s->draw[i] == c)
                where = "the draw pile";
        if (where) {
            bad++;
            fprintf(stderr, "%s: card %d drawn face up while in %s (viewer %d)\n", when, c, where,
                    viewer);
        }
    }
    eng_faces_clear(e);
    return bad;
}

static void sync_shadow(Match *m, void *shadow, int *applied)
{
    for (; *applied < m->sg.n_moves; (*applied)++) {
        char err[GAME_ERR_LEN];
        bool ok = game_play_text(def, shadow, m->sg.moves[*applied], err, sizeof err);
        CHECK_MSG(ok, "move %d '%s': %s", *applied, m->sg.moves[*applied], err);
        if (!ok)
            return;
    }
    CHECK_MSG(!memcmp(shadow, m->sg.state, def->state_size), "state after %d moves", *applied);
}

/* Clicks a card of the viewer's: in the hand, or a 3UP card. */
static bool click_card(Eng *e, const T3State *v, int seat, int card)
{
    for (int k = 0; k < T3_SLOTS; k++)
        if (v->up[seat][k] == card)
            return su_click(e, T_SLOT, k, 0);
    return su_click(e, T_HAND, card, 0);
}

/* The clicks that play mv, varied between the places that offer it. */
static bool click_move(Eng *e, const T3State *v, int seat, const Move *mv, Rng *rng)
{
    int alt = (int)rng_below(rng, 2);
    switch (mv->kind) {
    case T3_M_UP:
    case T3_M_PLAY:
        for (int i = 0; i < mv->n; i++)
            if (!click_card(e, v, seat, mv->arg[i]))
                return false;
        return su_click(e, T_ACTION, mv->kind, 0);
    case T3_M_SWAP:
        if (!su_click(e, T_HAND, mv->arg[0], 0) || !click_card(e, v, seat, mv->arg[1]))
            return false;
        return su_click(e, T_ACTION, T3_M_SWAP, 0);
    case T3_M_PICKUP:
        return alt ? su_click(e, T_PILE, 1, 0) : su_click(e, T_ACTION, T3_M_PICKUP, 0);
    case T3_M_DRAW:
        return alt ? su_click(e, T_PILE, 0, 0) : su_click(e, T_ACTION, T3_M_DRAW, 0);
    case T3_M_FLIP:
        return su_click(e, T_SLOT, mv->arg[0], 1);
    default:
        return su_click(e, T_ACTION, T3_M_PASS, 0);
    }
}

static bool is_up_card(int c) { return c >= 0 && c < T3_DECK; }

/* Turns where nothing could be played but a draw was offered, whose
 * refusal was checked. */
static int nothing_or_draw;

/* A click the rules refuse: nothing is played. */
static bool try_illegal(Eng *e, Match *m)
{
    const T3State *v = m->view;
    int me = m->viewer, before = m->sg.n_moves;
    bool clicked = false;
    if (v->phase == T3_PHASE_SETUP) { /* put up two cards only */
        for (int i = 0; i < 2; i++)
            clicked = su_click(e, T_HAND, v->hand[me][i], 0);
        clicked = clicked && su_click(e, T_ACTION, T3_M_UP, 0);
        CHECK_EQ_INT(m->sg.n_moves, before);
        CHECK_MSG(!clicked || su_refusal_plain(e), "three 3UP cards, says the refusal");
        for (int i = 0; i < 2; i++) /* and take them back */
            su_click(e, T_HAND, v->hand[me][i], 0);
        return clicked;
    }
    int top = t3_top_rank(v);
    Move ms[GAME_MAX_MOVES];
    int nm = def->legal_moves(m->sg.state, ms, GAME_MAX_MOVES);
    bool pickup = false, draw = false, other = false;
    for (int i = 0; i < nm; i++) {
        pickup |= ms[i].kind == T3_M_PICKUP;
        draw |= ms[i].kind == T3_M_DRAW;
        other |= ms[i].kind != T3_M_PICKUP && ms[i].kind != T3_M_DRAW;
    }
    if (pickup && !other && su_click(e, T_ACTION, T3_M_PLAY, 0)) {
        /* nothing can be played: Play says to pick up (or to draw, with
         * the option voluntary draw), not to choose cards */
        CHECK_EQ_INT(m->sg.n_moves, before);
        const char *why = scene_table_toast(eng_top(e));
        CHECK_MSG(strstr(why, draw ? "pick up the pile or draw a card" : "pick up the pile") !=
                      NULL,
                  "Play with nothing to play: '%s'", why);
        if (draw)
            nothing_or_draw++;
        return true;
    }
    if (t3_source(v, me) == T3_SRC_HAND && top > 1) /* a card lower than the pile */
        for (int i = 0; i < v->hand_n[me] && !clicked; i++)
            if (t3_card_rank(v->hand[me][i]) < top)
                clicked = su_click(e, T_HAND, v->hand[me][i], 0);
    for (int k = 0; k < T3_SLOTS && !clicked; k++) {
        if (t3_source(v, me) == T3_SRC_DOWN)
            break;
        if (t3_source(v, me) == T3_SRC_HAND && is_up_card(v->up[me][k]))
            clicked = su_click(e, T_SLOT, k, 0); /* a 3UP card before the hand is empty */
        else if (v->up[me][k] == T3_NONE && v->down[me][k] != T3_NONE)
            clicked = su_click(e, T_SLOT, k, 1); /* a 3DOWN card too soon */
    }
    if (!clicked)
        return false;
    CHECK_MSG(su_refusal_plain(e), "a refused click says why in words");
    CHECK_MSG(m->sg.n_moves == before, "a refused click played '%s'",
              m->sg.n_moves > before ? m->sg.moves[before] : "");
    return true;
}

/* The move text played is mv: the same kind and the same cards by value
 * and colour (copies of one value and colour are the same card to the
 * rules, which may name them in either way). */
static bool same_move(const void *before, const Move *mv, const char *text)
{
    Move got;
    char err[GAME_ERR_LEN];
    if (!def->parse_move(before, text, &got, err, sizeof err) || got.kind != mv->kind ||
        got.n != mv->n)
        return false;
    if (mv->kind == T3_M_FLIP)
        return got.arg[0] == mv->arg[0];
    if (mv->kind != T3_M_UP && mv->kind != T3_M_PLAY && mv->kind != T3_M_SWAP)
        return true;
    int want[T3_RANKS][T3_COLOURS] = {{0}};
    for (int i = 0; i < mv->n; i++) {
        want[t3_card_rank(mv->arg[i])][t3_card_colour(mv->arg[i])]++;
        want[t3_card_rank(got.arg[i])][t3_card_colour(got.arg[i])]--;
    }
    for (int r = 0; r < T3_RANKS; r++)
        for (int c = 0; c < T3_COLOURS; c++)
            if (want[r][c])
                return false;
    return true;
}

typedef struct Run {
    int human_moves, refusals, hidden_bad, passes, viewer_changes, applied;
    int stop_after; /* > 0: stop after this many moves by clicks */
} Run;

static void play_to_results(Eng *e, Run *run, uint64_t seed, const char *shots)
{
    Rng rng;
    rng_seed(&rng, seed);
    void *shadow = game_alloc(def);
    Match *m = scene_table_match(eng_top(e));
    if (!m && scene_is_pass(eng_top(e))) {
        run->passes++;
        CHECK(su_click(e, T_BUTTON, B_READY, 0));
        su_step(e);
        m = scene_table_match(eng_top(e));
    }
    CHECK(m != NULL);
    if (!m) {
        free(shadow);
        return;
    }
    game_copy(def, shadow, m->sg.initial);
    int last_viewer = m->viewer, shot_n = 0;
    bool was_pass = false;
    eng_faces_clear(e);
    for (int guard = 0; guard < 400000; guard++) {
        Scene *top = eng_top(e);
        if (scene_is_results(top))
            break;
        if (run->stop_after > 0 && run->human_moves >= run->stop_after)
            break;
        if (scene_is_pass(top)) {
            /* what was drawn before the screen was hidden, for the seat then */
            for (int i = 0; i < e->nstack; i++)
                if (scene_is_table(e->stack[i])) {
                    Match *under = scene_table_match(e->stack[i]);
                    run->hidden_bad += check_hidden(e, under->sg.state, under->viewer, "pass");
                }
            run->passes++;
            was_pass = true;
            CHECK(su_click(e, T_BUTTON, B_READY, 0));
            continue;
        }
        m = scene_table_match(top);
        if (!m) {
            su_step(e);
            continue;
        }
        if (m->viewer != last_viewer) {
            CHECK_MSG(was_pass, "the screen went from seat %d to %d without the pass scene",
                      last_viewer, m->viewer);
            run->viewer_changes++;
            last_viewer = m->viewer;
        }
        sync_shadow(m, shadow, &run->applied);
        run->hidden_bad += check_hidden(e, m->sg.state, m->viewer, "game");
        int to = scene_match_to_move(m);
        const T3State *v = m->view;
        if (shots && e->animating && shot_n < 30 && guard % 5 == 0) {
            char name[64];
            snprintf(name, sizeof name, "%s-anim-%02d", shots, shot_n++);
            keep_shot(e, name);
        }
        if (to >= 0 && to == m->viewer && !e->animating && !scene_match_ai_busy(m)) {
            was_pass = false;
            if (shots && shot_n < 40 && rng_below(&rng, 4) == 0) {
                char name[64];
                snprintf(name, sizeof name, "%s-turn-%02d", shots, shot_n++);
                keep_shot(e, name);
            }
            if (rng_below(&rng, 5) == 0 && run->refusals < 30 && try_illegal(e, m)) {
                run->refusals++;
                continue;
            }
            Move legal[GAME_MAX_MOVES];
            int n = def->legal_moves(v, legal, GAME_MAX_MOVES);
            CHECK(n > 0);
            if (n <= 0)
                break;
            Move mv = legal[rng_below(&rng, (uint32_t)n)];
            char want[64];
            def->format_move(v, &mv, want, sizeof want);
            int before = m->sg.n_moves;
            CHECK_MSG(click_move(e, v, m->viewer, &mv, &rng), "the clicks for '%s'", want);
            CHECK_MSG(m->sg.n_moves == before + 1, "'%s' by clicks: %d moves, wanted %d (%s)", want,
                      m->sg.n_moves, before + 1, scene_table_toast(eng_top(e)));
            if (m->sg.n_moves == before + 1)
                CHECK_MSG(same_move(shadow, &mv, m->sg.moves[before]), "clicked '%s', played '%s'",
                          want, m->sg.moves[before]);
            run->human_moves++;
        } else {
            su_step_ai(e, m);
        }
    }
    CHECK(run->stop_after > 0 || scene_is_results(eng_top(e)));
    free(shadow);
}

/* New game from the title with these seats and options ("key=value"). */
static void start_from_title(Eng *e, int players, const int *kinds, const char *const *options)
{
    eng_reset_to(e, scene_title_new(e));
    su_step(e);
    CHECK(su_click(e, T_BUTTON, B_NEW_GAME, 0));
    bool found = false;
    for (int i = 0; i < 8 && !found; i++) {
        SDL_Rect r;
        if (!eng_target_find(e, T_CHOICE, ROW_GAME, i, &r))
            continue;
        CHECK(su_click(e, T_CHOICE, ROW_GAME, i));
        found = eng_target_find(e, T_CHOICE, ROW_PLAYERS, 6, &r) &&
                eng_target_find(e, T_CHOICE, ROW_OPTION + T3_OPT_FOUR_COLOURS, 1, &r);
    }
    CHECK_MSG(found, "New game offers 3UP 3DOWN");
    CHECK(su_click(e, T_CHOICE, ROW_PLAYERS, players));
    for (int p = 0; p < players; p++)
        CHECK(su_click(e, T_CHOICE, ROW_SEAT + p, kinds[p]));
    for (int o = 0; o < def->n_options; o++) /* every option back to its default */
        CHECK(su_click(e, T_CHOICE, ROW_OPTION + o, def->options[o].def));
    for (int i = 0; options && options[i]; i++) {
        GameConfig cfg;
        char err[GAME_ERR_LEN];
        game_config_default(def, players, 1, &cfg);
        CHECK(game_option_parse(def, options[i], &cfg, err, sizeof err));
        const char *eq = strchr(options[i], '=');
        char key[32];
        snprintf(key, sizeof key, "%.*s", (int)(eq - options[i]), options[i]);
        int o = game_option_index(def, key);
        CHECK(su_click(e, T_CHOICE, ROW_OPTION + o, cfg.opt[o]));
    }
    CHECK(su_click(e, T_BUTTON, B_START, 0));
    su_step(e);
    Scene *top = eng_top(e);
    CHECK(scene_is_table(top) || scene_is_pass(top));
}

#endif
