/* 3UP 3DOWN with two humans at one screen: each chooses their 3UP cards
 * and plays behind the pass screen, and no frame shows the player at the
 * screen a card they may not see (R-ALL-2, R-33-2). Then play with the
 * animations running (cards flying to the pile, picked up, swept to the
 * cleared pile, 3DOWN cards turning over in place), every frame held to
 * the same record. */
#include "t3_scene.h"

static void test_hot_seat(Eng *e)
{
    int kinds[3] = {SEAT_HUMAN, SEAT_NORMAL, SEAT_HUMAN};
    start_from_title(e, 3, kinds, NULL);
    CHECK(scene_is_pass(eng_top(e))); /* seat 0 chooses first, behind the screen too */
    Run run = {0};
    play_to_results(e, &run, 31, NULL);
    CHECK(run.passes >= 4); /* both setups and some turns */
    CHECK(run.viewer_changes >= 3);
    CHECK(run.human_moves >= 10);
    CHECK_EQ_INT(run.hidden_bad, 0);
    printf("scene_t3_hotseat: %d moves, %d pass screens, %d changes of seat\n", run.applied,
           run.passes, run.viewer_changes);
}

static void test_animated(Eng *e)
{
    e->settings.anim_speed = 300;
    e->fixed_dt = 1.0 / 30.0;
    static const char *const options[] = {"four_colours=on", "reverse_on_one=on", NULL};
    int kinds[3] = {SEAT_HUMAN, SEAT_EASY, SEAT_EASY};
    start_from_title(e, 3, kinds, options);
    uint64_t before = e->frames;
    Run run = {0};
    run.stop_after = 40;
    play_to_results(e, &run, 32, getenv("UPDOWN_TEST_SHOTS") ? "t3anim" : NULL);
    CHECK_EQ_INT(run.hidden_bad, 0);
    CHECK(e->frames - before > 200); /* it did move */
    printf("scene_t3_hotseat: animated: %d moves in %llu frames\n", run.applied,
           (unsigned long long)(e->frames - before));
    e->settings.anim_speed = 0;
    e->fixed_dt = 1.0 / 60.0;
}

int main(void)
{
    def = game_find("3up-3down");
    setenv("UPDOWN_SEED", "20261126", 1);
    Eng *e = su_open(960, 600);
    CHECK(e != NULL);
    if (!e)
        return check_exit("scene_t3_hotseat");
    test_hot_seat(e);
    test_animated(e);
    eng_close(e);
    return check_exit("scene_t3_hotseat");
}
