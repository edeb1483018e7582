/* 3UP 3DOWN: the table tells the player at a turn that begins in a
 * position that came before, with no progress since, that a third time
 * stops the game (the stalemate rule of the rules page), instead of the
 * usual instruction; at any other turn it gives the instruction.
 *
 * A 2-player game of random moves (seed 9147): after these 99 moves the
 * draw pile is gone and the two hands go round; seat 0 is to play 4 or 5
 * on an empty pile, in a position it stood in before (t3_repeats). Once
 * more round, and the game ends in a stalemate, whose results show the
 * points the seats hold. */
#include "scene_util.h"

#include "three_up.h"

static const char *const moves[] = {
    "up 1 10 clear", "up 6 8 10",    "play 2 2",   "play 4",       "play 7",       "play 8",
    "play clear+1",  "draw",         "play 5",     "play 10",      "play clear+1", "draw",
    "play 3",        "play 8",       "play 8",     "play clear",   "play 9",       "play clear",
    "play clear+1",  "play 2",       "play 2",     "play 5 5",     "pickup",       "play 9",
    "pickup",        "play clear+1", "play 10",    "pickup",       "play 9",       "play 9",
    "play clear",    "play 2 2",     "play 4 4",   "play 5",       "play clear",   "play 10",
    "play 10",       "pickup",       "play 8",     "play 10 10",   "play 10",      "play 5",
    "pickup",        "play 1 1",     "play 5",     "play 7",       "pickup",       "play 1",
    "play 1 1",      "play 3",       "play 4",     "play 7 7",     "play 7",       "play 5",
    "play 5",        "play 9",       "pickup",     "play 6",       "play 9",       "play clear+2",
    "play 7",        "draw",         "play 7",     "pickup",       "play 5",       "play 7 7",
    "play 10",       "pickup",       "play 3",     "play 10",      "play clear+1", "play 1",
    "play 1",        "play 3",       "play 7",     "play clear+1", "play 2",       "play 5 5",
    "play 6",        "play 7",       "play clear", "play 2 2",     "play 3 3",     "play 6",
    "play 6",        "play 9",       "play clear", "play 3",       "play 4",       "play 4",
    "play 9",        "play 9",       "pickup",     "play 5",       "play 9",       "pickup",
    "play 9",        "play 9",       "pickup",
};
#define N_MOVES ((int)(sizeof moves / sizeof moves[0]))

/* The round once more: its position comes a third time, a stalemate. */
static const char *const round_again[] = {"play 5", "play 9", "pickup",
                                          "play 9", "play 9", "pickup"};

/* The warning's beginning (the text record keeps the first bytes of
 * each text). */
#define WARNING "This position came before"

static const GameDef *def;

/* The table of a new match (seat 0 human) after the first n moves; the
 * table owns the match. */
static Match *table_after(Eng *e, int n)
{
    Match *m = su_match("3up-3down", 2, 9147, true);
    if (!m)
        return NULL;
    char err[GAME_ERR_LEN];
    for (int i = 0; i < n; i++) {
        Move mv;
        bool ok = def->parse_move(m->sg.state, moves[i], &mv, err, sizeof err) &&
                  scene_match_play(m, &mv, err, sizeof err);
        CHECK_MSG(ok, "move %d '%s': %s", i, moves[i], err);
    }
    eng_reset_to(e, scene_table_new(e, m));
    su_step(e);
    return m;
}

/* The results of the stalemate: the seats still holding cards are placed
 * by the points they hold, so those points are shown, with the reason. */
static void stalemate_results(Eng *e)
{
    Match *m = su_match("3up-3down", 2, 9147, true);
    if (!m)
        return;
    char err[GAME_ERR_LEN];
    int n = N_MOVES + (int)(sizeof round_again / sizeof round_again[0]);
    for (int i = 0; i < n; i++) {
        const char *text = i < N_MOVES ? moves[i] : round_again[i - N_MOVES];
        Move mv;
        bool ok = def->parse_move(m->sg.state, text, &mv, err, sizeof err) &&
                  scene_match_play(m, &mv, err, sizeof err);
        CHECK_MSG(ok, "move %d '%s': %s", i, text, err);
    }
    const T3State *s = m->sg.state;
    CHECK(s->phase == T3_PHASE_OVER && s->stalemate);
    eng_reset_to(e, scene_results_new(e, m));
    su_step(e);
    CHECK(su_shows_start(e, "Points held"));
    CHECK(su_shows_start(e, "The cards went round without progress"));
    su_keep_shot(e, "t3_stalemate_results_1280x800");
}

/* A game of two that ends when one is out of cards: the other, the only
 * one left, is placed second (R-33-8 leaves no one to play on against),
 * and the note on "Play out", which would change nothing, is not shown. */
static void two_player_results(Eng *e)
{
    Match *m = su_match("3up-3down", 2, 33, true);
    if (!m)
        return;
    su_finish(m, 33);
    const T3State *s = m->sg.state;
    CHECK_MSG(s->phase == T3_PHASE_OVER && !s->stalemate && s->n_out == 1,
              "phase %d, stalemate %d, %d out", s->phase, s->stalemate, s->n_out);
    int loser = s->place[0] == 1 ? 1 : 0;
    eng_reset_to(e, scene_results_new(e, m));
    su_step(e);
    char want[64];
    snprintf(want, sizeof want, "2. %s", scene_match_name(m, loser));
    CHECK_MSG(su_shows(e, want), "the results show '%s'", want);
    CHECK(!su_shows(e, "\xe2\x80\x94")); /* no place left blank */
    CHECK(!su_shows_start(e, "The game ends when the first player"));
    su_keep_shot(e, "t3_two_player_results_1280x800");
}

int main(void)
{
    def = game_find("3up-3down");
    Eng *e = su_open(1280, 800);
    CHECK(e != NULL);
    if (!e)
        return check_exit("scene_t3_repeat");

    /* seat 0's last turn of play that began in a position new to it */
    T3State s;
    GameConfig cfg;
    char err[GAME_ERR_LEN];
    game_config_default(def, 2, 9147, &cfg);
    CHECK(def->setup(&s, &cfg, err, sizeof err));
    int fresh = -1;
    for (int i = 0; i < N_MOVES; i++) {
        if (s.turn == 0 && s.phase == T3_PHASE_PLAY && t3_repeats(&s) == 0)
            fresh = i;
        CHECK_MSG(game_play_text(def, &s, moves[i], err, sizeof err), "move %d: %s", i, err);
    }
    CHECK_MSG(s.turn == 0 && t3_repeats(&s) > 0,
              "seat 0 stands where it stood before (%d earlier comings)", t3_repeats(&s));
    CHECK(fresh > 0);

    Match *m = table_after(e, fresh);
    CHECK(m && scene_match_to_move(m) == 0);
    CHECK_MSG(!su_shows_start(e, WARNING), "the warning at a turn that did not come before");
    CHECK_MSG(su_shows_start(e, "Play a 9 or higher from your hand"),
              "no instruction at that turn");

    m = table_after(e, N_MOVES);
    CHECK(m && scene_match_to_move(m) == 0);
    CHECK_MSG(su_shows_start(e, WARNING), "no warning at a turn that came before");
    CHECK_MSG(!su_shows_start(e, "Play any card from your hand"),
              "the instruction instead of the warning");
    su_keep_shot(e, "t3_repeat_1280x800");
    stalemate_results(e);
    two_player_results(e);
    eng_close(e);
    return check_exit("scene_t3_repeat");
}
