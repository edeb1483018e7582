/* A hint for the seat to act: the move the hard player would make from
 * that seat's view, why in one sentence in the game's own words, and the
 * chances of winning the search estimated after the best few moves. It
 * reads only the view (like every AI) and takes one hard decision. */
#ifndef UPDOWN_HINT_H
#define UPDOWN_HINT_H

#include "ai.h"

#define HINT_BEST 4

typedef struct Hint {
    Move move;
    char why[512];
    int nbest; /* 0: the move was forced or left to the heuristic */
    AiOption best[HINT_BEST];
} Hint;

/* seed: the decision's random stream (ai_decision_seed). false when the
 * view is not the seat to act's or the game is over. */
bool hint_for(const GameDef *def, const void *view, const AiLimits *limits, uint64_t seed,
              Hint *out);

/* How a hint tells its chances, in whole percents as the player reads
 * them: none (a forced or heuristic move), the best move's alone, the
 * best as good as the next (their percents equal once rounded: the move
 * kept may rate a little below another within the search's noise), or
 * the best and the next best. */
typedef enum { HINT_SAY_NONE, HINT_SAY_BEST, HINT_SAY_AS_GOOD, HINT_SAY_NEXT } HintSay;
HintSay hint_say(const Hint *h, int *best_pct, int *next_pct);

/* How much less a move played is worth than the best the search found,
 * as chances of winning, when the search tells the two apart: the gap
 * must reach two standard errors of the two estimates (each counted at
 * its largest, a chance of one half, as the search itself does), else
 * the gap is the search's noise and the loss 0. A move weighed on a few
 * samples, as a poor move is in a tree, needs a wide gap. */
double hint_loss(const AiOption *best, const AiOption *played);

/* Why a move is good, in one sentence for the seat that makes it, from its
 * view ("take 33: your blue column grows to 5 cards"). */
void hint_explain(const GameDef *def, const void *view, const Move *m, char *buf, size_t len);

#endif
