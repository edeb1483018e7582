/* Driving the Up & Down table in the scene tests: the hidden-card record
 * against the whole state (R-ALL-2, R-UAD-5), the log kept sealed until
 * the reveal, clicks for every move, and a whole game from the table to
 * the results with the human seats clicked and the rules checking every
 * move. */
#ifndef UPDOWN_UAD_SCENE_H
#define UPDOWN_UAD_SCENE_H

#include "scene_util.h"

#include "up_and_down.h"

static const GameDef *def; /* up-and-down */

static void keep_shot(Eng *e, const char *name) { su_keep_shot(e, name); }

/* The hidden-card record against the whole state. One exception: right
 * after a new deal the table still shows the resolution of the previous
 * round's last trick, whose cards were revealed when played and may now
 * lie in the new hands. */
static int check_hidden(Eng *e, const UadState *s, int viewer, const char *when)
{
    int bad = 0;
    bool showing_last = s->trick == 0 && s->last.number && s->last.round == s->round - 1;
    for (int c = 1; c <= UAD_CARDS; c++) {
        if (!eng_face_drawn(e, DECK_UAD, c))
            continue;
        bool revealed = false;
        for (int p = 0; p < s->hdr.cfg.players; p++)
            revealed |= showing_last && s->last.card[p] == c;
        if (revealed)
            continue;
        const char *where = NULL;
        for (int p = 0; p < s->hdr.cfg.players; p++) {
            if (p == viewer)
                continue;
            for (int i = 0; i < s->hand_n[p]; i++)
                if (s->hand[p][i] == c)
                    where = "another player's hand";
            if (s->chose[p] && s->choice[p] == c)
                where = "a card chosen in secret, not yet revealed";
        }
        for (int i = 0; i < s->aside_n; i++)
            if (s->aside[i] == c)
                where = "the cards set aside";
        if (where) {
            bad++;
            fprintf(stderr, "%s: %d drawn face up while in %s (viewer %d)\n", when, c, where,
                    viewer);
        }
    }
    eng_faces_clear(e);
    return bad;
}

static void sync_shadow(Match *m, void *shadow, int *applied)
{
    if (m->sg.n_moves < *applied) { /* an undo */
        game_copy(def, shadow, m->sg.initial);
        *applied = 0;
    }
    for (; *applied < m->sg.n_moves; (*applied)++) {
        char err[GAME_ERR_LEN];
        bool ok = !strcmp(m->sg.moves[*applied], SAVE_EXTRA_ROUND)
                      ? def->extend(shadow, err, sizeof err)
                      : game_play_text(def, shadow, m->sg.moves[*applied], err, sizeof err);
        CHECK_MSG(ok, "move %d '%s': %s", *applied, m->sg.moves[*applied], err);
        if (!ok)
            return;
    }
    CHECK_MSG(!memcmp(shadow, m->sg.state, def->state_size), "state after %d moves", *applied);
}

/* While cards lie face down the log never names them (R-UAD-5): the
 * lines of the cards laid this trick say only that a card was laid. */
static int check_log_sealed(Match *m)
{
    const UadState *s = m->sg.state;
    int laid = 0, bad = 0;
    for (int p = 0; p < s->hdr.cfg.players; p++)
        laid += s->chose[p] != 0;
    for (int i = m->nlog - laid; i < m->nlog; i++) {
        if (i < 0)
            continue;
        const MatchEntry *en = &m->log[i];
        if (!en->sealed || !strstr(en->text, "face down") || strstr(en->text, " of ")) {
            bad++;
            fprintf(stderr, "the log tells a card before the reveal: %s\n", en->text);
        }
    }
    return bad;
}

/* The click that plays mv, varied between the places that offer it. */
static bool click_move(Eng *e, const Move *mv, Rng *rng)
{
    int alt = (int)rng_below(rng, 2);
    switch (mv->kind) {
    case UAD_M_FLIP:
        return su_click(e, T_ACTION, UAD_M_FLIP, alt);
    case UAD_M_ROLL:
        return su_click(e, T_ACTION, UAD_M_ROLL, alt);
    case UAD_M_ROTATE:
        return su_click(e, T_ACTION, UAD_M_ROTATE, mv->arg[0]);
    default:
        return su_click(e, T_HAND, mv->arg[0], 0);
    }
}

/* A click the rules refuse: nothing is played. */
static bool try_illegal(Eng *e, Match *m)
{
    const UadState *v = m->view;
    int before = m->sg.n_moves;
    bool clicked;
    if (v->phase == UAD_PHASE_CHANGE) /* the suit that faces you already */
        clicked = su_click(e, T_ACTION, UAD_M_ROTATE, uad_facing(v, m->viewer));
    else /* the rules are set: no more changes this trick */
        clicked = su_click(e, T_ACTION, UAD_M_FLIP, 0);
    CHECK(clicked);
    CHECK_MSG(su_refusal_plain(e), "a refused click says why in words (phase %d)", v->phase);
    CHECK_MSG(m->sg.n_moves == before, "a refused click played '%s' (phase %d, viewer %d)",
              m->sg.n_moves > before ? m->sg.moves[before] : "", v->phase, m->viewer);
    return clicked;
}

typedef struct Run {
    int human_moves, refusals, hidden_bad, passes, viewer_changes, log_bad, undos;
    int applied;
    int trump_prompts; /* prompts read with the trump 8 */
    int bar_checks;    /* frames of the viewer's lead with its bar hidden */
    int dice_moves;    /* cards of the viewer's that gave the lead to another seat */
} Run;

/* The dice's target lies on the dice as drawn: a pixel of the first die,
 * inside its edge and clear of its pips, is the die's ivory, not the felt
 * (under a trick's reveal the dice still lie by the seat that led it). */
static void check_dice_target(Eng *e, const char *when)
{
    SDL_Rect d;
    if (!eng_target_find(e, T_ACTION, UAD_M_ROLL, 0, &d))
        return;
    eng_draw_now(e);
    int die_w = (d.w - eng_px(e, 8)) / 2;
    SDL_Rect at = {d.x + die_w / 8, d.y + d.h / 2, 1, 1};
    Uint32 px = 0;
    CHECK(SDL_RenderReadPixels(e->ren, &at, SDL_PIXELFORMAT_ARGB8888, &px, 4) == 0);
    int sum = (int)((px >> 16) & 255) + (int)((px >> 8) & 255) + (int)(px & 255);
    CHECK_MSG(sum > 450, "%s: the dice's target at (%d,%d) lies on the felt (colour %06x)", when,
              at.x, at.y, (unsigned)(px & 0xFFFFFF));
}

/* Plays from the table on the top of the stack to the results. */
static void play_to_results(Eng *e, Run *run, uint64_t seed, const char *shots)
{
    Rng rng;
    rng_seed(&rng, seed);
    void *shadow = game_alloc(def);
    Match *m = NULL; /* under the pass screen when two humans share it */
    for (int i = 0; i < e->nstack; i++)
        if (scene_is_table(e->stack[i]))
            m = scene_table_match(e->stack[i]);
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
        if (m->viewer != last_viewer) { /* only ever behind the pass screen */
            CHECK_MSG(was_pass, "the screen went from seat %d to %d without the pass scene",
                      last_viewer, m->viewer);
            run->viewer_changes++;
            last_viewer = m->viewer;
        }
        sync_shadow(m, shadow, &run->applied);
        run->hidden_bad += check_hidden(e, m->sg.state, m->viewer, "game");
        run->log_bad += check_log_sealed(m);
        int to = scene_match_to_move(m);
        const UadState *v = m->view;
        if (to == m->viewer && v->phase == UAD_PHASE_CHANGE) {
            /* the leader's bar can be pressed (or focused) only while it
             * shows: not under the last trick's reveal */
            SDL_Rect bar;
            bool target = eng_target_find(e, T_ACTION, UAD_M_FLIP, 1, &bar);
            su_draw_texts(e);
            bool shown = false;
            for (int i = 0; i < e->ntexts_drawn; i++)
                shown |= !strcmp(e->texts_drawn[i].text, "or roll");
            CHECK_MSG(target == shown,
                      "the leader's bar is %s but %s (animating %d, texts %d, top %s)",
                      shown ? "shown" : "hidden", target ? "pressable" : "not pressable",
                      e->animating, e->ntexts_drawn, eng_top(e)->vt->name);
            const EngTarget *f = eng_focus_get(e);
            CHECK(!f || shown || f->kind != T_ACTION || f->b != 1);
            run->bar_checks += !shown;
        }
        if (shots && e->animating && shot_n < 40 && guard % 7 == 0) {
            char name[64];
            snprintf(name, sizeof name, "%s-anim-%02d", shots, shot_n++);
            keep_shot(e, name);
        }
        if (to >= 0 && to == m->viewer && !e->animating && !scene_match_ai_busy(m)) {
            was_pass = false;
            if (shots && v->phase == UAD_PHASE_CHANGE && shot_n < 44) {
                char name[64];
                snprintf(name, sizeof name, "%s-lead-%02d", shots, shot_n++);
                keep_shot(e, name);
            }
            if (v->phase == UAD_PHASE_CHOOSE && (v->trump == 8 || v->trump == 9)) {
                /* the prompt names the trump with its article: "an 8" */
                bool an = v->trump == 8;
                const char *end = an ? "or an 8" : "or a 9";
                su_draw_texts(e);
                bool shown = false;
                for (int i = 0; i < e->ntexts_drawn; i++)
                    if (strstr(e->texts_drawn[i].text, end))
                        shown = true;
                CHECK_MSG(shown, "the prompt ending '%s'", end);
                run->trump_prompts += an;
            }
            if (rng_below(&rng, 5) == 0 && run->refusals < 30) {
                if (try_illegal(e, m))
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
            int before = m->sg.n_moves, leader = v->leader;
            CHECK_MSG(click_move(e, &mv, &rng), "a target for '%s'", want);
            CHECK_EQ_INT(m->sg.n_moves, before + 1);
            if (mv.kind == UAD_M_CARD) {
                check_dice_target(e, want);
                run->dice_moves += ((const UadState *)m->view)->leader != leader;
            }
            if (m->sg.n_moves == before + 1)
                CHECK_MSG(!strcmp(m->sg.moves[before], want), "clicked '%s', played '%s'", want,
                          m->sg.moves[before]);
            run->human_moves++;
            /* now and then the leader takes a flip or a turn back (a
             * roll never: its button is not offered) */
            SDL_Rect ur;
            bool offered = eng_target_find(e, T_BUTTON, B_UNDO, 0, &ur);
            if (mv.kind == UAD_M_ROLL || mv.kind == UAD_M_CARD)
                CHECK_MSG(!offered, "Undo offered after '%s'", want);
            else if (m->sg.n_moves == before + 1 && rng_below(&rng, 3) == 0) {
                CHECK_MSG(offered, "Undo offered after '%s'", want);
                for (int k = 0; k < 600 && e->animating; k++) /* a click would hurry it */
                    su_step(e);
                CHECK(su_click(e, T_BUTTON, B_UNDO, 0));
                CHECK_MSG(m->sg.n_moves == before,
                          "undo of '%s': moves %d -> %d, last '%s', top %s", want, before + 1,
                          m->sg.n_moves, m->sg.moves[m->sg.n_moves - 1], eng_top(e)->vt->name);
                run->undos++;
            }
        } else {
            /* a click on a hand card out of turn is refused (the AI may
             * move meanwhile: count the viewer's own moves) */
            if (to >= 0 && to != m->viewer && !e->animating && v->hand_n[m->viewer] > 0 &&
                rng_below(&rng, 50) == 0) {
                int mine = 0, after = 0;
                for (int i = 0; i < m->nlog; i++)
                    mine += m->log[i].seat == m->viewer;
                su_wait_ai(m); /* the click steps the table too */
                if (su_click(e, T_HAND, v->hand[m->viewer][0], 0)) {
                    for (int i = 0; i < m->nlog; i++)
                        after += m->log[i].seat == m->viewer;
                    CHECK_EQ_INT(after, mine);
                    run->refusals++;
                }
                continue;
            }
            su_step_ai(e, m);
        }
    }
    CHECK(scene_is_results(eng_top(e)));
    free(shadow);
}

static Match *start_from_title(Eng *e, int players, const int *kinds, int rounds)
{
    eng_reset_to(e, scene_title_new(e));
    su_step(e);
    CHECK(su_click(e, T_BUTTON, B_NEW_GAME, 0));
    CHECK(!strcmp(eng_top(e)->vt->name, "new game"));
    /* the game's chip: find Up & Down among those offered */
    bool found = false;
    for (int i = 0; i < 8 && !found; i++) {
        SDL_Rect r;
        if (!eng_target_find(e, T_CHOICE, ROW_GAME, i, &r))
            continue;
        CHECK(su_click(e, T_CHOICE, ROW_GAME, i));
        found =
            eng_target_find(e, T_CHOICE, ROW_PLAYERS, 2, &r) &&
            !eng_target_find(e, T_CHOICE, ROW_PLAYERS, 5, &r) &&
            eng_target_find(e, T_CHOICE, ROW_OPTION + UAD_OPT_ROUNDS, UAD_ROUNDS_PER_PLAYER, &r);
    }
    CHECK_MSG(found, "New game offers Up & Down");
    CHECK(su_click(e, T_CHOICE, ROW_PLAYERS, players));
    for (int p = 0; p < players; p++)
        CHECK(su_click(e, T_CHOICE, ROW_SEAT + p, kinds[p]));
    CHECK(su_click(e, T_CHOICE, ROW_OPTION + UAD_OPT_ROUNDS, rounds));
    CHECK(su_click(e, T_BUTTON, B_START, 0));
    su_step(e);
    Scene *top = eng_top(e);
    if (scene_is_pass(top)) /* two humans: the first is asked to take the screen */
        return NULL;
    CHECK(scene_is_table(top));
    Match *m = scene_table_match(top);
    CHECK(m != NULL);
    if (m) {
        CHECK(!strcmp(m->def->id, "up-and-down"));
        CHECK_EQ_INT(m->sg.cfg.players, players);
        CHECK_EQ_INT(m->sg.cfg.opt[UAD_OPT_ROUNDS], rounds);
        CHECK(m->save_path[0] != 0);
    }
    return m;
}

#endif
