/* Up & Down with two humans at one screen: each chooses their card behind
 * the pass screen, and no frame shows the player at the screen a card
 * they may not see: the other human's hand or the card they laid face
 * down (R-UAD-5, R-ALL-2). Then a game with animations running (the flip,
 * the turn, the roll, the cards turning over together and the resolution
 * step by step), its every frame held to the same record, and the
 * leader's bar pressable only while it shows. */
#include "uad_scene.h"

static void test_hot_seat(Eng *e)
{
    int kinds[3] = {SEAT_HUMAN, SEAT_HUMAN, SEAT_NORMAL};
    start_from_title(e, 3, kinds, UAD_ROUNDS_ONE);
    Run run = {0};
    play_to_results(e, &run, 12, NULL);
    CHECK(run.passes >= 14); /* at least one each trick */
    CHECK(run.viewer_changes >= 13);
    CHECK(run.human_moves >= 28);
    CHECK_EQ_INT(run.hidden_bad, 0);
    CHECK_EQ_INT(run.log_bad, 0);
    printf("scene_uad_hotseat: %d moves, %d pass screens, %d changes of seat\n", run.applied,
           run.passes, run.viewer_changes);
}

static void test_animated(Eng *e)
{
    e->settings.anim_speed = 300;
    e->fixed_dt = 1.0 / 30.0;
    int kinds[2] = {SEAT_HUMAN, SEAT_EASY};
    Match *m = start_from_title(e, 2, kinds, UAD_ROUNDS_ONE);
    if (m) {
        uint64_t before = e->frames;
        Run run = {0};
        play_to_results(e, &run, 13, getenv("UPDOWN_TEST_SHOTS") ? "uad2" : NULL);
        CHECK_EQ_INT(run.hidden_bad, 0);
        CHECK(e->frames - before > 300); /* it did move */
        CHECK(run.bar_checks > 0);       /* leads won under a trick's reveal */
        CHECK(run.dice_moves > 0);       /* and the dice's target looked at then */
        printf("scene_uad_hotseat: animated: %d moves in %llu frames\n", run.applied,
               (unsigned long long)(e->frames - before));
    }
    e->settings.anim_speed = 0;
    e->fixed_dt = 1.0 / 60.0;
}

int main(void)
{
    def = game_find("up-and-down");
    setenv("UPDOWN_SEED", "20261124", 1);
    Eng *e = su_open(960, 600);
    CHECK(e != NULL);
    if (!e)
        return check_exit("scene_uad_hotseat");
    test_hot_seat(e);
    test_animated(e);
    eng_close(e);
    return check_exit("scene_uad_hotseat");
}
