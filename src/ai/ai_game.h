/* What the AI knows about each game: a heuristic that scores the legal
 * moves (the normal level, easy's noisy version, the search's rollouts),
 * and the shape of secret simultaneous choices. Inside src/ai only. */
#ifndef UPDOWN_AI_GAME_H
#define UPDOWN_AI_GAME_H

#include "game.h"

#define AI_MAX_PLAN 8

typedef struct AiGame {
    const GameDef *def;
    /* Scores the n legal moves of the seat to act in st, higher is better.
     * st is that seat's view or a world sampled from it: the function reads
     * only what the seat to act may know, so both give the same scores. */
    void (*score)(const void *st, const Move *moves, int n, double *scores);
    /* Hard: `score` with what a stronger player knows beyond normal's rule,
     * for its default move (see trust). NULL: score. */
    void (*hard_score)(const void *st, const Move *moves, int n, double *scores);
    /* Easy: how often it slips, and how far below the best score the
     * plausible weaker move it then plays may lie. */
    double easy_slip, easy_margin;
    /* Easy: nonzero where the game goes round (a position comes again,
     * or many turns pass with nothing changed for good); easy makes no
     * slip there.
     * Slips are how a game between heuristic players loops, and 3UP
     * 3DOWN's stalemate ends such a game, which nobody plays for. NULL:
     * never. */
    int (*looping)(const void *view);
    /* A quick move, or several moves of the same seat to apply in order,
     * for the search's rollouts on a sampled world; returns how many.
     * searcher is the seat the search plays for: a game may play it as
     * hard_score would and the others as normal does. NULL: the
     * best-scoring move. */
    int (*rollout)(void *st, Rng *rng, int searcher, Move *out, int cap);
    /* Nonzero while the seat to act makes a secret simultaneous choice;
     * the same id for every choice of one such round. NULL: none. */
    int (*secret_round)(const void *st);
    /* In a sampled world, takes back the secret choices that seats other
     * than `me` made before it in the current round (their cards back in
     * their hands), so that the search chooses for them again, decoupled,
     * instead of keeping a card dealt at random. NULL: nothing to do. */
    void (*reopen_round)(void *world, int me);
    /* Hard, in games of at most this many players (0: never): at a secret
     * choice the other seats lay the card the rollout would, from their
     * sampled hands, instead of choosing in the tree, and only the seat
     * searched for chooses there. Against players who choose by a rule
     * close to the rollout's, that models them better than a bandit whose
     * statistics every sampled hand shares. */
    int secret_rollout_players;
    /* For the search's reward: a score difference that counts as a clear
     * win, and +1 when a higher GameResult score is better, -1 when lower. */
    double score_scale;
    int score_sign;
    /* How well a seat stands in an unfinished game, higher is better (a
     * rollout cut at its step limit). NULL: the GameResult scores. */
    double (*standing)(const void *st, int seat);
    /* Hard: nonzero for a finished game that ended in a way the search
     * steers away from (3UP 3DOWN's stalemate, the project's own end for
     * a game that cannot make progress): it is worth nothing to any seat,
     * less than any finish by play. NULL: none. */
    int (*spoiled)(const void *st);
    /* Moves after which a rollout stops and standing judges (0: play on to
     * the end of the game). */
    int rollout_cut;
    /* The cut applies to games of at most this many players (0: any). */
    int rollout_cut_players;
    /* Hard: the iteration cap when AiLimits sets none (0: the default). */
    int iterations;
    /* Hard: nonzero for a decision the search leaves to the heuristic,
     * one whose effect lies beyond what its rollouts judge. NULL: none. */
    int (*heuristic_only)(const void *st);
    /* Hard: samples a world consistent with the view, as GameDef.determinize
     * does, but weighing what the seats' play suggests about their hidden
     * cards. NULL: GameDef.determinize. */
    void (*sample)(const void *view, Rng *rng, void *out);
    /* Hard, in games of at least this many players (0: never): instead of
     * the tree, every sampled world is played out after each of the seat's
     * moves with the same rollout stream (paired samples), and the moves
     * compared by their differences, which the luck of the world and the
     * draw mostly cancels out of. */
    int paired_players;
    /* Hard, by paired samples: the iteration cap when AiLimits sets none
     * (0: as for the tree). Its moves are compared in standard errors
     * (trust), which shrink as samples grow, while the sampled worlds and
     * the rollouts judge a move only as well as they match the real table:
     * past some number of samples the search acts on their bias. */
    int paired_iterations;
    /* Hard: > 0 keeps the heuristic's move unless the search finds one
     * better by this many standard errors; 0 plays the search's move. */
    double trust;
    /* Why a move is good, in one sentence for the seat to act, from its
     * view (hint.h). NULL: the move's text. */
    void (*explain)(const void *view, const Move *m, char *buf, size_t len);
} AiGame;

/* The table for a game, or a generic one built from the GameDef alone. */
const AiGame *ai_game_for(const GameDef *def);

extern const AiGame ai_uod;
extern const AiGame ai_uad;
extern const AiGame ai_t3;

#endif
