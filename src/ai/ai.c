/* AI players: easy and normal on each game's heuristic (ai_game.h), hard
 * an Information Set Monte Carlo Tree Search (Cowling, Powley & Whitehouse,
 * "Information Set Monte Carlo Tree Search", IEEE TCIAIG 2012), single
 * observer: one tree over the seat's information set; every iteration
 * samples a world consistent with the seat's view (GameDef.determinize),
 * descends the tree choosing only among moves legal in that world (UCB with
 * availability counts), adds one node, finishes the game with the game's
 * heuristic rollout and backs the result up. Secret simultaneous choices
 * are selected decoupled: every seat of such a round picks from statistics
 * kept at the round's first node, so no choice is made knowing another
 * (or, where the game asks, the other seats lay the rollout's card and only
 * the seat searched for chooses in the tree: AiGame.secret_rollout_players).
 * A game may ask instead for paired samples at larger tables (see
 * paired_search).
 *
 * The tree lives in a pool of AI_POOL_NODES nodes allocated once per hard
 * player; a decision never allocates. */
#define _POSIX_C_SOURCE 199309L
#include "ai.h"

#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai_game.h"

#define AI_UCB_C 0.7
#define AI_ROLLOUT_STEPS 4000
#define AI_MAX_DEPTH 512

typedef struct AiNode {
    Move move;
    int32_t parent, child, sibling;
    uint32_t visits, avail;
    float reward; /* summed rewards of the seat that made the move */
    float wins;   /* its summed share of the win (the lead, in a cut game) */
    int8_t mover;
} AiNode;

struct AiPlayer {
    const GameDef *def;
    const AiGame *game; /* NULL: the generic fallback */
    AiLevel level;
    Rng rng;
    AiLimits limits;
    AiStats stats;
    Move *moves;    /* GAME_MAX_MOVES */
    double *scores; /* GAME_MAX_MOVES */
    AiNode *pool;   /* hard only */
    int pool_n;
    void *world; /* hard only: the sampled world */
    void *play;  /* hard only: a copy played out (paired search) */
    int me;      /* hard: the seat searched for */
    int32_t path[AI_MAX_DEPTH];
    int32_t kids[GAME_MAX_MOVES]; /* the child of each legal move, -1: none */
    AiOption *opts;               /* GAME_MAX_MOVES: the last search's moves */
    int nopts;
};

static void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n, size);
    if (!p) {
        fprintf(stderr, "updown: out of memory\n");
        abort();
    }
    return p;
}

const char *ai_level_name(AiLevel level)
{
    static const char *const names[AI_LEVELS] = {"easy", "normal", "hard"};
    return level >= 0 && level < AI_LEVELS ? names[level] : "?";
}

int ai_level_parse(const char *s)
{
    for (int i = 0; i < AI_LEVELS; i++)
        if (strcmp(s, ai_level_name((AiLevel)i)) == 0)
            return i;
    return -1;
}

const AiGame *ai_game_for(const GameDef *def)
{
    static const AiGame *const tables[] = {&ai_uod, &ai_uad, &ai_t3};
    for (size_t i = 0; i < sizeof tables / sizeof tables[0]; i++)
        if (tables[i]->def == def)
            return tables[i];
    return NULL;
}

AiPlayer *ai_new(const GameDef *def, AiLevel level, uint64_t seed)
{
    assert(def && level >= 0 && level < AI_LEVELS);
    AiPlayer *ai = xcalloc(1, sizeof *ai);
    ai->def = def;
    ai->game = ai_game_for(def);
    ai->level = level;
    rng_seed(&ai->rng, seed ^ 0xA1A1A1A1u);
    ai->moves = xcalloc(GAME_MAX_MOVES, sizeof *ai->moves);
    ai->opts = xcalloc(GAME_MAX_MOVES, sizeof *ai->opts);
    ai->scores = xcalloc(GAME_MAX_MOVES, sizeof *ai->scores);
    if (level == AI_HARD) {
        ai->pool = xcalloc(AI_POOL_NODES, sizeof *ai->pool);
        ai->world = game_alloc(def);
        ai->play = game_alloc(def);
    } else if (!ai->game) {
        ai->world = game_alloc(def); /* the generic scoring samples a world */
    }
    return ai;
}

void ai_set_limits(AiPlayer *ai, const AiLimits *limits) { ai->limits = *limits; }

void ai_last_stats(const AiPlayer *ai, AiStats *stats) { *stats = ai->stats; }

void ai_reseed(AiPlayer *ai, uint64_t seed) { rng_seed(&ai->rng, seed ^ 0xA1A1A1A1u); }

uint64_t ai_decision_seed(uint64_t game_seed, int seat, int move_index)
{
    /* splitmix64's finaliser over the three: every decision its own stream,
     * the same one whenever the same position is reached again. */
    uint64_t z =
        game_seed ^ ((uint64_t)(seat + 1) << 56) ^ (uint64_t)move_index * 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

void ai_free(AiPlayer *ai)
{
    if (!ai)
        return;
    free(ai->moves);
    free(ai->opts);
    free(ai->scores);
    free(ai->pool);
    free(ai->world);
    free(ai->play);
    free(ai);
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

/* --- Scoring: the game's heuristic, or a generic one-move look ahead ------ */

static void score_moves(AiPlayer *ai, const void *view, const Move *moves, int n, double *scores)
{
    if (ai->game) {
        ai->game->score(view, moves, n, scores);
        return;
    }
    /* No heuristic for this game: each move in a sampled world, judged by
     * the seat's score lead afterwards. */
    const GameDef *def = ai->def;
    int me = game_viewer(view);
    for (int j = 0; j < n; j++) {
        def->determinize(view, &ai->rng, ai->world);
        def->apply(ai->world, &moves[j]);
        GameResult r;
        def->result(ai->world, &r);
        int best_other = -1000000;
        for (int p = 0; p < game_players(view); p++)
            if (p != me && r.scores[p] > best_other)
                best_other = r.scores[p];
        scores[j] = r.scores[me] - best_other;
    }
}

/* The heuristic's scores with what hard knows beyond normal's rule
 * (AiGame.hard_score), where the game has more. */
static void hard_scores(AiPlayer *ai, const void *view, const Move *moves, int n, double *scores)
{
    if (ai->game && ai->game->hard_score)
        ai->game->hard_score(view, moves, n, scores);
    else
        score_moves(ai, view, moves, n, scores);
}

static int best_index(AiPlayer *ai, const double *scores, int n)
{
    int best = 0, ties = 1;
    for (int j = 1; j < n; j++) {
        if (scores[j] > scores[best] + 1e-9) {
            best = j;
            ties = 1;
        } else if (scores[j] > scores[best] - 1e-9 && rng_below(&ai->rng, (uint32_t)++ties) == 0) {
            best = j;
        }
    }
    return best;
}

static int choose_heuristic(AiPlayer *ai, const void *view, int n)
{
    /* hard here only where it leaves the choice to the heuristic
     * (AiGame.heuristic_only): its own rule then, as in its rollouts */
    if (ai->level == AI_HARD)
        hard_scores(ai, view, ai->moves, n, ai->scores);
    else
        score_moves(ai, view, ai->moves, n, ai->scores);
    int best = best_index(ai, ai->scores, n);
    double slip = ai->game ? ai->game->easy_slip : 0.3;
    if (ai->level != AI_EASY || rng_unit(&ai->rng) >= slip)
        return best;
    if (ai->game && ai->game->looping && ai->game->looping(view))
        return best; /* no slip into a loop (AiGame.looping) */
    /* A beginner's slip: another move that is nearly as good, never one
     * far below the best. */
    double margin = ai->game ? ai->game->easy_margin : 1.0;
    int pick = best, count = 0;
    for (int j = 0; j < n; j++)
        if (j != best && ai->scores[j] >= ai->scores[best] - margin &&
            rng_below(&ai->rng, (uint32_t)++count) == 0)
            pick = j;
    return pick;
}

/* --- Hard: ISMCTS --------------------------------------------------------- */

static int rollout_moves(AiPlayer *ai, void *st, Move *plan)
{
    if (ai->game && ai->game->rollout)
        return ai->game->rollout(st, &ai->rng, ai->me, plan, AI_MAX_PLAN);
    int n = ai->def->legal_moves(st, ai->moves, GAME_MAX_MOVES);
    assert(n > 0);
    if (ai->game) {
        ai->game->score(st, ai->moves, n, ai->scores);
        plan[0] = ai->moves[best_index(ai, ai->scores, n)];
    } else {
        plan[0] = ai->moves[rng_below(&ai->rng, (uint32_t)n)];
    }
    return 1;
}

/* Plays on to the end of the game, or for the game's rollout_cut moves. */
static void rollout(AiPlayer *ai, void *st)
{
    const GameDef *def = ai->def;
    const AiGame *g = ai->game;
    Move plan[AI_MAX_PLAN];
    int players = game_players(st);
    bool cut = g && g->rollout_cut > 0 &&
               (g->rollout_cut_players == 0 || players <= g->rollout_cut_players);
    int limit = cut ? g->rollout_cut : AI_ROLLOUT_STEPS;
    for (int steps = 0; steps < limit && def->to_move(st) >= 0;) {
        int k = rollout_moves(ai, st, plan);
        for (int i = 0; i < k && def->to_move(st) >= 0; i++, steps++) {
#ifndef NDEBUG
            char why[GAME_ERR_LEN];
            assert(def->check(st, &plan[i], why, sizeof why));
#endif
            def->apply(st, &plan[i]);
        }
    }
}

/* Rewards in [0, 1]: mostly the share of the win, partly the lead in
 * score (or, in a rollout cut short, in the game's standing). won: the
 * share of the win alone (the lead, in a game cut short). */
static void rewards(AiPlayer *ai, const void *st, double *out, double *won)
{
    GameResult r;
    ai->def->result(st, &r);
    int players = game_players(st);
    const AiGame *g = ai->game;
    double scale = g ? g->score_scale : 10.0;
    double value[GAME_MAX_SEATS], best = -1e300;
    int nbest = 0;
    for (int p = 0; p < players; p++) {
        if (!r.over && g && g->standing)
            value[p] = g->standing(st, p);
        else
            value[p] = (g ? g->score_sign : 1) * (double)r.scores[p];
        if (value[p] > best)
            best = value[p];
    }
    for (int p = 0; p < players; p++)
        nbest += value[p] == best;
    for (int p = 0; p < players; p++) {
        double win = 0;
        if (r.over) {
            for (int i = 0; i < r.nwinners; i++)
                if (r.winners[i] == p)
                    win = 1.0 / r.nwinners;
        } else if (value[p] == best) {
            win = 1.0 / nbest;
        }
        double other = -1e300;
        for (int q = 0; q < players; q++)
            if (q != p && value[q] > other)
                other = value[q];
        double lead = 0.5 + 0.5 * tanh((value[p] - other) / scale);
        /* An unfinished game has no winner yet: only the lead counts. */
        out[p] = !r.over && g && g->standing ? lead : 0.75 * win + 0.25 * lead;
        won[p] = r.over ? win : lead;
    }
    /* A spoiled end is worth nothing to the search, while the share of the
     * win (the hint's chances) stays what the rules say. */
    if (r.over && g && g->spoiled && g->spoiled(st))
        for (int p = 0; p < players; p++)
            out[p] = 0;
}

static int new_node(AiPlayer *ai, int parent, const Move *m, int mover)
{
    if (ai->pool_n >= AI_POOL_NODES)
        return -1;
    int id = ai->pool_n++;
    AiNode *node = &ai->pool[id];
    memset(node, 0, sizeof *node);
    node->move = *m;
    node->parent = parent;
    node->child = -1;
    node->mover = (int8_t)mover;
    if (parent >= 0) {
        node->sibling = ai->pool[parent].child;
        ai->pool[parent].child = id;
    } else {
        node->sibling = -1;
    }
    return id;
}

static bool same_move(const Move *a, const Move *b)
{
    if (a->kind != b->kind || a->n != b->n)
        return false;
    for (int i = 0; i < a->n; i++)
        if (a->arg[i] != b->arg[i])
            return false;
    return true;
}

static int find_child(const AiPlayer *ai, int parent, const Move *m, int mover)
{
    for (int c = ai->pool[parent].child; c >= 0; c = ai->pool[c].sibling)
        if (ai->pool[c].mover == mover && same_move(&ai->pool[c].move, m))
            return c;
    return -1;
}

void ai_sample(AiPlayer *ai, const void *view, void *world)
{
    if (ai->game && ai->game->sample)
        ai->game->sample(view, &ai->rng, world);
    else
        ai->def->determinize(view, &ai->rng, world);
}

/* One iteration: sample, select, expand, roll out, back up. */
static void iterate(AiPlayer *ai, const void *view)
{
    const GameDef *def = ai->def;
    void *w = ai->world;
    ai_sample(ai, view, w);
    if (ai->game && ai->game->reopen_round)
        ai->game->reopen_round(w, game_viewer(view));
    int depth = 0, node = 0, round_node = -1, round_id = 0;
    int players = game_players(w);
    bool others_roll = ai->game && ai->game->secret_rollout_players > 0 &&
                       players <= ai->game->secret_rollout_players;
    ai->path[depth++] = 0;
    while (def->to_move(w) >= 0 && depth < AI_MAX_DEPTH) {
        int seat = def->to_move(w);
        int parent = node;
        int secret = ai->game && ai->game->secret_round ? ai->game->secret_round(w) : 0;
        if (secret) {
            if (round_node < 0 || secret != round_id) {
                round_node = node;
                round_id = secret;
            }
            parent = round_node; /* decoupled: nobody sees the others' choices */
        } else if (round_node >= 0) {
            break; /* the round is revealed: the tree ends, the rollout goes on */
        }
        if (secret && others_roll && seat != ai->me) {
            /* The other seat lays what a plain player would from its
             * sampled hand; only the seat searched for chooses here. */
            Move plan[AI_MAX_PLAN];
            rollout_moves(ai, w, plan);
#ifndef NDEBUG
            char why[GAME_ERR_LEN];
            assert(def->check(w, &plan[0], why, sizeof why));
#endif
            def->apply(w, &plan[0]);
            continue;
        }
        int n = def->legal_moves(w, ai->moves, GAME_MAX_MOVES);
        assert(n > 0);
        int untried = 0, pick = -1, child_pick = -1;
        double best = -1e30;
        /* Pass 1: availability, and the untried moves (reservoir sampled). */
        for (int j = 0; j < n; j++) {
            int c = ai->kids[j] = find_child(ai, parent, &ai->moves[j], seat);
            if (c < 0) {
                if (rng_below(&ai->rng, (uint32_t)++untried) == 0)
                    pick = j;
            } else {
                ai->pool[c].avail++;
            }
        }
        if (untried) {
            int c = new_node(ai, parent, &ai->moves[pick], seat);
            def->apply(w, &ai->moves[pick]);
            if (c >= 0)
                ai->path[depth++] = c;
            break;
        }
        /* Pass 2: UCB among the children legal in this world. */
        for (int j = 0; j < n; j++) {
            const AiNode *nd = &ai->pool[ai->kids[j]];
            double v =
                nd->reward / nd->visits + AI_UCB_C * sqrt(log((double)nd->avail) / nd->visits);
            if (v > best) {
                best = v;
                child_pick = ai->kids[j];
            }
        }
        def->apply(w, &ai->pool[child_pick].move);
        ai->path[depth++] = child_pick;
        node = child_pick;
    }
    rollout(ai, w);
    double r[GAME_MAX_SEATS], won[GAME_MAX_SEATS];
    rewards(ai, w, r, won);
    for (int i = 1; i < depth; i++) {
        AiNode *nd = &ai->pool[ai->path[i]];
        nd->visits++;
        nd->reward += (float)r[nd->mover];
        nd->wins += (float)won[nd->mover];
    }
    ai->pool[0].visits++;
}

/* Hard's iteration cap: AiLimits', else the game's (for paired samples
 * its own when it has one), else the default. */
static int iteration_cap(const AiPlayer *ai, bool paired)
{
    if (ai->limits.iterations > 0)
        return ai->limits.iterations;
    if (paired && ai->game && ai->game->paired_iterations > 0)
        return ai->game->paired_iterations;
    return ai->game && ai->game->iterations > 0 ? ai->game->iterations : AI_DEFAULT_ITERATIONS;
}

/* Hard's time budget: AiLimits', else the default. */
static double budget_ms(const AiPlayer *ai)
{
    return ai->limits.budget_ms != 0 ? ai->limits.budget_ms : AI_DEFAULT_BUDGET_MS;
}

/* Whether the caller asked the search to end now (AiLimits.stop). */
static bool stopped(const AiPlayer *ai)
{
    return ai->limits.stop && atomic_load_explicit(ai->limits.stop, memory_order_relaxed);
}

/* Hard's default among the n moves: the heuristic's choice, with what hard
 * knows beyond normal's rule (AiGame.hard_score). */
static int heuristic_index(AiPlayer *ai, const void *view, const Move *moves, int n)
{
    hard_scores(ai, view, moves, n, ai->scores);
    int h = 0;
    for (int j = 1; j < n; j++)
        if (ai->scores[j] > ai->scores[h])
            h = j;
    return h;
}

static void search(AiPlayer *ai, const void *view, int n, Move *out)
{
    int me = ai->me = game_viewer(view), cap = iteration_cap(ai, false);
    double budget = budget_ms(ai);
    double start = now_ms();
    Move root_moves[GAME_MAX_MOVES];
    memcpy(root_moves, ai->moves, sizeof(Move) * (size_t)n);
    ai->pool_n = 0;
    Move none;
    memset(&none, 0, sizeof none);
    new_node(ai, -1, &none, -1);
    int it = 0;
    while (it < cap) {
        iterate(ai, view);
        it++;
        if ((it & 7) == 0 && ((budget > 0 && now_ms() - start >= budget) || stopped(ai)))
            break;
    }
    /* The most visited of the seat's moves. */
    int best = -1;
    uint32_t most = 0;
    for (int j = 0; j < n; j++) {
        int c = find_child(ai, 0, &root_moves[j], me);
        if (c >= 0 && (best < 0 || ai->pool[c].visits > most)) {
            best = j;
            most = ai->pool[c].visits;
        }
    }
    /* Where the game asks for it, the heuristic's move stands unless the
     * search finds another better by `trust` standard errors: in a game of
     * much chance a few thousand noisy rollouts may not beat a good rule. */
    if (best >= 0 && ai->game && ai->game->trust > 0) {
        int h = heuristic_index(ai, view, root_moves, n);
        int cs = find_child(ai, 0, &root_moves[best], me);
        int ch = find_child(ai, 0, &root_moves[h], me);
        if (h != best && ch >= 0 && ai->pool[ch].visits > 0) {
            const AiNode *a = &ai->pool[cs], *b = &ai->pool[ch];
            double gap = a->reward / a->visits - b->reward / b->visits;
            double se = sqrt(0.25 / a->visits + 0.25 / b->visits);
            if (gap < ai->game->trust * se)
                best = h;
        } else if (h != best) {
            best = h; /* never tried: nothing speaks against the rule */
        }
    }
    *out = root_moves[best >= 0 ? best : 0];
    ai->nopts = 0;
    for (int j = 0; j < n; j++) {
        int c = find_child(ai, 0, &root_moves[j], me);
        if (c >= 0 && ai->pool[c].visits > 0)
            ai->opts[ai->nopts++] = (AiOption){root_moves[j], ai->pool[c].wins / ai->pool[c].visits,
                                               (int)ai->pool[c].visits, j == best};
    }
    ai->stats.iterations = it;
    ai->stats.nodes = ai->pool_n;
}

/* Paired samples (AiGame.paired_players): each world sampled from the view
 * is played out after every one of the seat's n moves, each time with the
 * same rollout stream, so that two moves are compared on the same cards and
 * the same chances. The heuristic's move stands unless another beats it by
 * `trust` standard errors of the paired difference. */
static void paired_search(AiPlayer *ai, const void *view, int n, Move *out)
{
    const GameDef *def = ai->def;
    int me = ai->me = game_viewer(view), cap = iteration_cap(ai, true);
    double budget = budget_ms(ai);
    double start = now_ms();
    Move root[GAME_MAX_MOVES];
    memcpy(root, ai->moves, sizeof(Move) * (size_t)n);
    int h = heuristic_index(ai, view, root, n);
    double sum[GAME_MAX_MOVES] = {0}, sq[GAME_MAX_MOVES] = {0}, r[GAME_MAX_SEATS];
    double got[GAME_MAX_MOVES], won[GAME_MAX_SEATS], wins[GAME_MAX_MOVES] = {0};
    int worlds = 0, it = 0;
    while (it + n <= cap || worlds < 2) {
        ai_sample(ai, view, ai->world);
        uint64_t stream = rng_next(&ai->rng), next = rng_next(&ai->rng);
        for (int j = 0; j < n; j++) {
            memcpy(ai->play, ai->world, def->state_size);
            def->apply(ai->play, &root[j]);
            rng_seed(&ai->rng, stream);
            rollout(ai, ai->play);
            rewards(ai, ai->play, r, won);
            got[j] = r[me];
            wins[j] += won[me];
        }
        rng_seed(&ai->rng, next);
        for (int j = 0; j < n; j++) {
            sum[j] += got[j];
            sq[j] += (got[j] - got[h]) * (got[j] - got[h]);
        }
        worlds++;
        it += n;
        if ((budget > 0 && now_ms() - start >= budget) || stopped(ai))
            break;
    }
    int best = h;
    for (int j = 0; j < n; j++)
        if (sum[j] > sum[best])
            best = j;
    if (best != h && ai->game && ai->game->trust > 0) {
        double mean = (sum[best] - sum[h]) / worlds;
        double var = sq[best] / worlds - mean * mean;
        double se = sqrt((var > 0 ? var : 0) / worlds);
        if (mean < ai->game->trust * se)
            best = h;
    }
    *out = root[best];
    for (int j = 0; j < n; j++)
        ai->opts[j] = (AiOption){root[j], wins[j] / worlds, worlds, j == best};
    ai->nopts = n;
    ai->stats.iterations = it;
    ai->stats.nodes = 0;
}

/* Whether hard searches this table by paired samples (AiGame.paired_players). */
static bool paired(const AiPlayer *ai, const void *view)
{
    return ai->game && ai->game->paired_players > 0 &&
           game_players(view) >= ai->game->paired_players;
}

/* A decision hard leaves to the heuristic (AiGame.heuristic_only). */
static bool heuristic_only(const AiPlayer *ai, const void *view)
{
    return ai->game && ai->game->heuristic_only && ai->game->heuristic_only(view);
}

int ai_last_options(const AiPlayer *ai, AiOption *out, int cap)
{
    int n = ai->nopts < cap ? ai->nopts : cap;
    AiOption sorted[GAME_MAX_MOVES];
    memcpy(sorted, ai->opts, sizeof *sorted * (size_t)ai->nopts);
    /* The move played first, then by the chance estimated. */
    for (int i = 1; i < ai->nopts; i++)
        for (int j = i; j > 0; j--) {
            const AiOption *a = &sorted[j - 1], *b = &sorted[j];
            bool swap = b->chosen > a->chosen || (b->chosen == a->chosen && b->chance > a->chance);
            if (!swap)
                break;
            AiOption t = sorted[j];
            sorted[j] = sorted[j - 1];
            sorted[j - 1] = t;
        }
    memcpy(out, sorted, sizeof *out * (size_t)n);
    return n;
}

bool ai_choose(AiPlayer *ai, const void *view, Move *out)
{
    const GameDef *def = ai->def;
    int seat = game_viewer(view);
    assert(seat >= 0 && "an AI sees a seat's view, never the whole state");
    if (seat < 0 || seat >= game_players(view) || def->to_move(view) != seat)
        return false;
    double start = now_ms();
    memset(&ai->stats, 0, sizeof ai->stats);
    ai->nopts = 0;
    int n = def->legal_moves(view, ai->moves, GAME_MAX_MOVES);
    if (n <= 0)
        return false;
    if (n == 1)
        *out = ai->moves[0];
    else if (ai->level != AI_HARD || heuristic_only(ai, view))
        *out = ai->moves[choose_heuristic(ai, view, n)];
    else if (paired(ai, view))
        paired_search(ai, view, n, out);
    else
        search(ai, view, n, out);
    ai->stats.ms = now_ms() - start;
    return true;
}
