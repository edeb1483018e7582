/* Hints: the hard player's move for a seat, and why, in the game's words
 * (hint.h); each game says why in its AiGame.explain. */
#include "hint.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ai_game.h"

void hint_explain(const GameDef *def, const void *view, const Move *m, char *buf, size_t len)
{
    const AiGame *g = ai_game_for(def);
    if (g && g->explain)
        g->explain(view, m, buf, len);
    else
        def->format_move(view, m, buf, len);
}

double hint_loss(const AiOption *best, const AiOption *played)
{
    if (best->samples <= 0 || played->samples <= 0)
        return 0;
    double gap = best->chance - played->chance;
    double se = sqrt(0.25 / best->samples + 0.25 / played->samples);
    return gap >= 2 * se ? gap : 0;
}

bool hint_for(const GameDef *def, const void *view, const AiLimits *limits, uint64_t seed,
              Hint *out)
{
    memset(out, 0, sizeof *out);
    int seat = game_viewer(view);
    if (seat < 0 || def->to_move(view) != seat)
        return false;
    AiPlayer *ai = ai_new(def, AI_HARD, seed);
    if (!ai)
        return false;
    if (limits)
        ai_set_limits(ai, limits);
    bool ok = ai_choose(ai, view, &out->move);
    if (ok) {
        out->nbest = ai_last_options(ai, out->best, HINT_BEST);
        hint_explain(def, view, &out->move, out->why, sizeof out->why);
    }
    ai_free(ai);
    return ok;
}

HintSay hint_say(const Hint *h, int *best_pct, int *next_pct)
{
    *best_pct = *next_pct = 0;
    if (h->nbest <= 0)
        return HINT_SAY_NONE;
    *best_pct = (int)lround(h->best[0].chance * 100);
    if (h->nbest == 1)
        return HINT_SAY_BEST;
    *next_pct = (int)lround(h->best[1].chance * 100);
    return *next_pct >= *best_pct ? HINT_SAY_AS_GOOD : HINT_SAY_NEXT;
}
