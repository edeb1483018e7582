/* Up & Down: the hint's words for the leader's change of the rules never
 * give a reason that speaks against it. A flip is explained by the cards
 * of the player's own suit it favours; where there are none, by the other
 * changes helping the hand less, never by "you hold 0 low hearts". Every
 * flip and every turn of the card is explained at the changes of 400
 * random games of 2 to 4 players. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "game.h"
#include "hint.h"
#include "rng.h"
#include "up_and_down.h"

static const GameDef *def = &uad_game;

int main(void)
{
    UadState s, v;
    Move legal[GAME_MAX_MOVES];
    char err[GAME_ERR_LEN], why[600];
    int flips = 0, none = 0;
    for (int g = 0; g < 400; g++) {
        GameConfig cfg;
        game_config_default(def, 2 + g % 3, 1000 + (uint64_t)g, &cfg);
        CHECK(def->setup(&s, &cfg, err, sizeof err));
        Rng rng;
        rng_seed(&rng, (uint64_t)g);
        for (int k = 0; k < 400 && def->to_move(&s) >= 0; k++) {
            int n = def->legal_moves(&s, legal, GAME_MAX_MOVES);
            CHECK(n > 0);
            if (n <= 0)
                break;
            int seat = def->to_move(&s);
            def->view(&s, seat, &v);
            for (int i = 0; i < n; i++) {
                if (legal[i].kind != UAD_M_FLIP && legal[i].kind != UAD_M_ROTATE)
                    continue;
                hint_explain(def, &v, &legal[i], why, sizeof why);
                flips += legal[i].kind == UAD_M_FLIP;
                bool zero = strstr(why, "hold 0 ") != NULL;
                none += legal[i].kind == UAD_M_FLIP && strstr(why, "help your hand less");
                CHECK_MSG(!zero, "game %d, move %d: '%s'", g, k, why);
            }
            def->apply(&s, &legal[rng_below(&rng, (uint32_t)n)]);
        }
    }
    printf("%d flips explained, %d of them by the other changes\n", flips, none);
    CHECK(flips > 100);
    CHECK(none > 0);
    return check_exit("test_ai_uad_hint");
}
