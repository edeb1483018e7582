/* The rule questions a table must not decide for itself, answered by the
 * rules: where a turn begins, which steps may be taken back
 * (save_undo_steps), which moves are still secret, and whether another
 * round is offered. */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "game.h"
#include "save.h"
#include "three_up.h"
#include "up_and_down.h"
#include "up_or_down.h"

static void new_game(SaveGame *sg, const GameDef *def, int players, uint64_t seed)
{
    GameConfig cfg;
    char err[GAME_ERR_LEN];
    game_config_default(def, players, seed, &cfg);
    bool ok = save_new(sg, def, &cfg, NULL, err, sizeof err);
    CHECK_MSG(ok, "%s", err);
    if (!ok)
        exit(1);
}

static void play(SaveGame *sg, const char *text)
{
    char err[GAME_ERR_LEN];
    CHECK_MSG(save_play_text(sg, text, err, sizeof err), "%s: %s", text, err);
}

static void play_first(SaveGame *sg)
{
    Move moves[GAME_MAX_MOVES];
    char err[GAME_ERR_LEN];
    int n = sg->def->legal_moves(sg->state, moves, GAME_MAX_MOVES);
    CHECK(n > 0);
    if (n > 0)
        CHECK(save_play(sg, &moves[0], err, sizeof err));
}

static int steps(const SaveGame *sg, char *why, size_t len)
{
    return save_undo_steps(sg, why, len);
}

static void every_game_answers(void)
{
    for (int i = 0; i < game_count(); i++) {
        const GameDef *def = game_at(i);
        CHECK_MSG(def->turn_start && def->undoable, "%s answers turns and undo", def->id);
        CHECK_MSG(!def->secret_moves == !def->narrate_secret, "%s: secrets come with words",
                  def->id);
    }
}

/* Up or Down?: play, take and place may be taken back until the draw,
 * which shows a card and ends the turn. */
static void uod_steps(void)
{
    SaveGame sg;
    char why[GAME_ERR_LEN];
    new_game(&sg, &uod_game, 3, 17);
    int seat = uod_game.to_move(sg.state);
    CHECK(uod_game.turn_start(sg.state));
    CHECK_EQ_INT(steps(&sg, why, sizeof why), 0);
    CHECK(strstr(why, "just begun") != NULL);
    play_first(&sg); /* play */
    CHECK(!uod_game.turn_start(sg.state));
    CHECK_EQ_INT(steps(&sg, why, sizeof why), 1);
    play_first(&sg); /* take */
    CHECK_EQ_INT(steps(&sg, why, sizeof why), 2);
    play_first(&sg); /* place */
    CHECK_EQ_INT(steps(&sg, why, sizeof why), 3);
    CHECK(strstr(why, "turn began") != NULL);
    UodState placed;
    memcpy(&placed, sg.state, sizeof placed);
    CHECK(save_undo(&sg, 3));
    CHECK_EQ_INT(uod_game.to_move(sg.state), seat);
    CHECK_EQ_INT(((const UodState *)sg.state)->phase, UOD_PHASE_PLAY);
    for (int k = 0; k < 3; k++)
        play_first(&sg);
    CHECK(memcmp(&placed, sg.state, sizeof placed) == 0);
    play_first(&sg); /* draw: the next seat's turn */
    CHECK(uod_game.to_move(sg.state) != seat);
    CHECK_EQ_INT(steps(&sg, why, sizeof why), 0);
    Move draw = {.kind = UOD_M_DRAW, .n = 1};
    CHECK(!uod_game.undoable(sg.state, &draw, why, sizeof why));
    CHECK(strstr(why, "drawn") != NULL);
    save_free(&sg);
}

/* Up & Down: the leader's flip or turn of the card may be taken back
 * until the card is chosen; the dice and a laid card may not. */
static void uad_steps(void)
{
    SaveGame sg;
    char why[GAME_ERR_LEN];
    new_game(&sg, &uad_game, 3, 42);
    const UadState *s = sg.state;
    int leader = s->leader;
    CHECK(uad_game.turn_start(sg.state));
    play(&sg, "flip");
    CHECK_EQ_INT(uad_game.to_move(sg.state), leader);
    CHECK(!uad_game.turn_start(sg.state)); /* the leader's card continues the turn */
    CHECK_EQ_INT(steps(&sg, why, sizeof why), 1);
    CHECK(save_undo(&sg, 1));
    play(&sg, "roll");
    CHECK_EQ_INT(steps(&sg, why, sizeof why), 0);
    CHECK_MSG(strstr(why, "dice") != NULL, "%s", why);
    /* Secret choices: each laid card stays secret until the reveal. */
    CHECK_EQ_INT(uad_game.secret_moves(sg.state), 0);
    for (int k = 1; k <= 3; k++) {
        const char *names[GAME_MAX_SEATS] = {"Ann", "Bob", "Cy"};
        char pub[128], full[128];
        Move mv[GAME_MAX_MOVES];
        int n = uad_game.legal_moves(sg.state, mv, GAME_MAX_MOVES);
        CHECK(n > 0);
        uad_game.narrate_secret(sg.state, &mv[0], names, pub, sizeof pub);
        uad_game.narrate(sg.state, &mv[0], names, full, sizeof full);
        CHECK_MSG(strstr(pub, "face down") && strcmp(pub, full), "%s / %s", pub, full);
        int seat = uad_game.to_move(sg.state);
        CHECK(strncmp(pub, names[seat], strlen(names[seat])) == 0);
        char err[GAME_ERR_LEN];
        CHECK(save_play(&sg, &mv[0], err, sizeof err));
        CHECK_EQ_INT(uad_game.secret_moves(sg.state), k < 3 ? k : 0); /* the third reveals */
        if (k < 3)
            CHECK_EQ_INT(steps(&sg, why, sizeof why), 0); /* the next seat chooses */
    }
    save_free(&sg);
}

/* 3UP 3DOWN keeps every move. */
static void t3_steps(void)
{
    SaveGame sg;
    char why[GAME_ERR_LEN];
    new_game(&sg, &t3_game, 2, 9);
    CHECK(t3_game.turn_start(sg.state));
    play_first(&sg);
    play_first(&sg); /* both 3UP choices */
    CHECK_EQ_INT(((const T3State *)sg.state)->phase, T3_PHASE_PLAY);
    CHECK(t3_game.turn_start(sg.state));
    for (int k = 0; k < 40 && t3_game.to_move(sg.state) >= 0; k++) {
        play_first(&sg);
        CHECK_EQ_INT(steps(&sg, why, sizeof why), 0);
    }
    Move mv = {.kind = T3_M_PLAY, .n = 1};
    CHECK(!t3_game.undoable(sg.state, &mv, why, sizeof why));
    CHECK(strstr(why, "no take-backs") != NULL);
    save_free(&sg);
}

/* Whatever the game says may be taken back shows its player nothing and
 * depends on no chance: applied to any deal the player cannot tell from
 * the real one, it leaves the player seeing the same. And undo never
 * crosses another seat's move or the start of the turn. */
static void undo_is_safe(const GameDef *def, int players, uint64_t seed)
{
    SaveGame sg;
    new_game(&sg, def, players, seed);
    Rng rng;
    rng_seed(&rng, seed * 7 + 1);
    void *before = game_alloc(def), *view = game_alloc(def), *other = game_alloc(def),
         *seen = game_alloc(def), *want = game_alloc(def);
    if (!before || !view || !other || !seen || !want)
        abort();
    Move moves[GAME_MAX_MOVES];
    int checked = 0;
    for (int ply = 0; ply < 3000 && def->to_move(sg.state) >= 0; ply++) {
        int n = def->legal_moves(sg.state, moves, GAME_MAX_MOVES);
        const Move *m = &moves[rng_below(&rng, (uint32_t)n)];
        int mover = def->to_move(sg.state);
        char why[GAME_ERR_LEN], err[GAME_ERR_LEN];
        bool undoable = def->undoable(sg.state, m, why, sizeof why);
        CHECK_MSG(undoable || why[0], "%s: a refusal has words", def->id);
        game_copy(def, before, sg.state);
        CHECK(save_play(&sg, m, err, sizeof err));
        if (undoable) {
            def->view(sg.state, mover, want);
            def->view(before, mover, view);
            for (int d = 0; d < 3; d++) {
                def->determinize(view, &rng, other);
                def->apply(other, m);
                def->view(other, mover, seen);
                CHECK_MSG(memcmp(seen, want, def->state_size) == 0,
                          "%s: an undoable move showed its player something (ply %d)", def->id,
                          ply);
                checked++;
            }
        }
        int k = save_undo_steps(&sg, why, sizeof why);
        int now = def->to_move(sg.state);
        if (k > 0) {
            /* Replay from the deal to see who made the last k moves. */
            void *st = game_alloc(def);
            if (!st)
                abort();
            game_copy(def, st, sg.initial);
            for (int i = 0; i < sg.n_moves; i++) {
                Move mv;
                CHECK(def->parse_move(st, sg.moves[i], &mv, err, sizeof err));
                if (i >= sg.n_moves - k) {
                    CHECK_EQ_INT(def->to_move(st), now);
                    if (i > sg.n_moves - k)
                        CHECK_MSG(!def->turn_start(st), "%s: undo crossed a turn", def->id);
                }
                def->apply(st, &mv);
            }
            free(st);
        }
    }
    CHECK_MSG(checked > 0 || def == &t3_game, "%s: some moves were undoable", def->id);
    free(before);
    free(view);
    free(other);
    free(seen);
    free(want);
    save_free(&sg);
}

/* R-UAD-9: another round is offered exactly after a tied match. */
static void extra_round(void)
{
    int ties = 0, single = 0;
    for (uint64_t seed = 1; seed < 400 && (ties < 2 || single < 2); seed++) {
        SaveGame sg;
        new_game(&sg, &uad_game, 2, seed);
        CHECK(!game_extend_offered(&uad_game, sg.state));
        while (uad_game.to_move(sg.state) >= 0)
            play_first(&sg);
        GameResult r;
        uad_game.result(sg.state, &r);
        bool offered = game_extend_offered(&uad_game, sg.state);
        CHECK_EQ_INT(offered, r.nwinners > 1);
        ties += r.nwinners > 1;
        single += r.nwinners == 1;
        save_free(&sg);
    }
    CHECK(ties > 0 && single > 0);
    SaveGame sg;
    new_game(&sg, &uod_game, 2, 3);
    while (uod_game.to_move(sg.state) >= 0)
        play_first(&sg);
    CHECK(!game_extend_offered(&uod_game, sg.state)); /* no extra rounds in Up or Down? */
    save_free(&sg);
}

int main(void)
{
    every_game_answers();
    uod_steps();
    uad_steps();
    t3_steps();
    for (int i = 0; i < game_count(); i++)
        for (uint64_t seed = 1; seed <= 3; seed++)
            undo_is_safe(game_at(i), game_at(i)->min_players + (int)seed % 2, seed);
    extra_round();
    return check_exit("rule answers");
}
