/* Up & Down heuristics (the Up & Down rulebook, R-UAD-1..9).
 *
 * A card wins only if it is of the suit facing its player or of the trump
 * value, is not cancelled by an equal value, and is the single best left
 * (R-UAD-6). Every card in a hand is played in the round, so what a card
 * costs is the chance it would have had in a later trick. The heuristic
 * counts the cards: the cards the seat has not seen (not in its hand, not
 * yet played this round) are dealt at random to the other seats many
 * times, each of them plays the card a plain player would (its best
 * eligible card, else its least useful one), and each of the seat's cards
 * is scored by how often it would win, times the tricks at stake (the pot,
 * R-UAD-7), minus what it is worth later. The leader's rule change
 * (R-UAD-4) is the one after which the seat's best card scores best; a
 * roll is averaged over the sums two dice can give.
 *
 * Other seats' face-down choices are never read (the view hides them; a
 * world sampled from it holds guesses): they are dealt like any unseen
 * card. The sampling stream is seeded from what the seat sees, so a view
 * and every world sampled from it score the same. */
#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "ai_game.h"
#include "i18n.h"
#include "up_and_down.h"

#define UAD_SAMPLES 32 /* deals of the unseen cards per estimate */
#define UAD_KEEP 0.35  /* weight of a card's worth in later tricks */
/* Hard, two players: a rollout plays four tricks (three moves each) and the
 * standing judges the rest; twice as many rollouts in the same time made a
 * stronger player than rollouts to the end of the round. With four players
 * the same cut made it weaker, so more players play every rollout out. The
 * cap is above the default: the time budget is what stops the search. */
#define UAD_ROLLOUT_CUT 12
#define UAD_ITERATIONS 100000
/* Hard, two players: at the secret choice of a card the other seat lays
 * what the rollout's plain player would from its sampled hand, and only
 * the seat searched for chooses in the tree. A decoupled bandit for the
 * other seat keeps one set of statistics for every hand sampled for it,
 * so it favours whatever card did well on average, not what a player
 * holding that hand lays, and the search answered that imagined player;
 * against normal the plain player is the far better guess (docs/ai.md).
 * Three and four players keep the decoupled choices. */
#define UAD_SECRET_ROLLOUT_PLAYERS 2

/* uad_value and uad_suit, inline: the rollouts call them most. */
static inline int card_value(int card) { return (card - 1) % UAD_VALUES + 2; }
static inline int card_suit(int card) { return (card - 1) / UAD_VALUES; }

static inline Move card_move(int card)
{
    Move m;
    memset(&m, 0, sizeof m);
    m.kind = UAD_M_CARD;
    m.n = 1;
    m.arg[0] = (int16_t)card;
    return m;
}

typedef struct Rules {
    int face, trump;
    int facing[UAD_MAX_PLAYERS];
} Rules;

typedef struct UCtx {
    const UadState *s;
    int me, players, samples;
    int pot;
    uint8_t unseen[UAD_CARDS];
    int n_unseen;
    int deal_n[UAD_MAX_PLAYERS]; /* cards each other seat chooses from this trick */
    Rng rng;
} UCtx;

static uint64_t hash_mix(uint64_t h, uint64_t v)
{
    h ^= v + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2);
    return h * 0xBF58476D1CE4E5B9ULL;
}

static void uctx_init(UCtx *x, const UadState *s, int samples)
{
    x->s = s;
    x->players = s->hdr.cfg.players;
    x->me = uad_game.to_move(s);
    x->samples = samples;
    x->pot = s->pot;
    bool seen[UAD_CARDS + 1] = {false};
    uint64_t h = 0x5A5A;
    for (int i = 0; i < s->hand_n[x->me]; i++) {
        seen[s->hand[x->me][i]] = true;
        h = hash_mix(h, s->hand[x->me][i]);
    }
    for (int t = 0; t < s->trick; t++)
        for (int p = 0; p < x->players; p++)
            seen[s->log[t].card[p]] = true;
    x->n_unseen = 0;
    for (int c = 1; c <= UAD_CARDS; c++)
        if (!seen[c])
            x->unseen[x->n_unseen++] = (uint8_t)c;
    for (int p = 0; p < x->players; p++)
        x->deal_n[p] = p == x->me ? 0 : s->hand_n[p] + (s->chose[p] ? 1 : 0);
    h = hash_mix(h, (uint64_t)s->played * 131 + (uint64_t)s->round);
    h = hash_mix(h, (uint64_t)(s->face * 16 + s->rotation) * 64 + (uint64_t)s->trump);
    h = hash_mix(h, (uint64_t)x->me * 8 + (uint64_t)s->phase);
    rng_seed(&x->rng, h);
}

static void rules_now(const UadState *s, Rules *r)
{
    r->face = s->face;
    r->trump = s->trump;
    for (int p = 0; p < s->hdr.cfg.players; p++)
        r->facing[p] = uad_facing(s, p);
}

/* 0..1: how strong a value is in the current direction. */
static int rank_of(const Rules *r, int card)
{
    int v = card_value(card);
    if (v == r->trump)
        return 100;
    return r->face == UAD_UP ? v : UAD_QUEEN + 1 - v;
}

/* A card's worth in later tricks, whatever the rules become: extreme
 * values win in one direction, and the trump value while it lasts. */
static double later_worth(const Rules *r, int card)
{
    int v = card_value(card);
    double ext = (v >= 7 ? v - 7 : 7 - v) / 5.0; /* 0 for a 7, 1 for a 2 or a queen */
    double w = 0.25 * ext * ext;
    if (v == r->trump)
        w += 0.25;
    return w;
}

/* The card a plain player of seat p plays from hand under rules r. */
static int plain_choice(const Rules *r, int p, const uint8_t *hand, int n)
{
    int best = -1, best_rank = -1, dump = hand[0];
    double dump_worth = 1e9;
    for (int i = 0; i < n; i++) {
        int c = hand[i];
        bool eligible = card_suit(c) == r->facing[p] || card_value(c) == r->trump;
        if (eligible) {
            int rk = rank_of(r, c);
            if (rk > best_rank)
                best_rank = rk, best = c;
        } else {
            double w = later_worth(r, c);
            if (w < dump_worth)
                dump_worth = w, dump = c;
        }
    }
    return best >= 0 ? best : dump;
}

/* wins[i]: in how many samples the seat's card i would win under r. */
static void estimate(UCtx *x, const Rules *r, const uint8_t *mine, int n_mine, double *wins)
{
    const int players = x->players;
    uint8_t pool[UAD_CARDS];
    for (int i = 0; i < n_mine; i++)
        wins[i] = 0;
    for (int k = 0; k < x->samples; k++) {
        memcpy(pool, x->unseen, (size_t)x->n_unseen);
        int used = 0;
        UadTrick t;
        memset(&t, 0, sizeof t);
        for (int p = 0; p < players; p++) {
            t.facing[p] = (uint8_t)r->facing[p];
            if (p == x->me)
                continue;
            int n = x->deal_n[p];
            assert(used + n <= x->n_unseen);
            for (int i = 0; i < n; i++) { /* partial Fisher-Yates */
                int j = used + i + (int)rng_below(&x->rng, (uint32_t)(x->n_unseen - used - i));
                uint8_t tmp = pool[used + i];
                pool[used + i] = pool[j];
                pool[j] = tmp;
            }
            t.card[p] = (uint8_t)plain_choice(r, p, &pool[used], n);
            used += n;
        }
        t.face = (int8_t)r->face;
        t.trump = (int8_t)r->trump;
        for (int i = 0; i < n_mine; i++) {
            t.card[x->me] = mine[i];
            uad_resolve(&t, players);
            if (t.winner == x->me)
                wins[i] += 1;
        }
    }
    for (int i = 0; i < n_mine; i++)
        wins[i] /= x->samples;
}

/* Each card's score under r; returns the best. */
static double card_scores(UCtx *x, const Rules *r, const uint8_t *mine, int n, double *scores)
{
    double p[UAD_MAX_HAND], best = -1e9;
    estimate(x, r, mine, n, p);
    double stake = 1 + x->pot;
    bool last = x->s->trick + 1 == x->s->hand_size;
    for (int i = 0; i < n; i++) {
        scores[i] = p[i] * stake - (last ? 0 : UAD_KEEP * later_worth(r, mine[i]));
        if (scores[i] > best)
            best = scores[i];
    }
    return best;
}

/* The chance of each dice sum (R-UAD-3). */
static double dice_chance(int sum) { return (6 - (sum > 7 ? sum - 7 : 7 - sum)) / 36.0; }

static double change_value(UCtx *x, const Move *m)
{
    const UadState *s = x->s;
    Rules r;
    rules_now(s, &r);
    double scores[UAD_MAX_HAND];
    const uint8_t *mine = s->hand[x->me];
    int n = s->hand_n[x->me];
    switch (m->kind) {
    case UAD_M_FLIP:
        r.face = r.face == UAD_UP ? UAD_DOWN : UAD_UP;
        break;
    case UAD_M_ROTATE: {
        int rot = uad_rotation_for(uad_side(x->players, x->me), m->arg[0]);
        for (int p = 0; p < x->players; p++)
            r.facing[p] = uad_suit_at(rot, uad_side(x->players, p));
        break;
    }
    case UAD_M_ROLL: { /* R-UAD-4: rerolled until the sum differs */
        double sum = 0, weight = 0;
        for (int t = 2; t <= 12; t++) {
            if (t == s->trump)
                continue;
            r.trump = t;
            sum += dice_chance(t) * card_scores(x, &r, mine, n, scores);
            weight += dice_chance(t);
        }
        return sum / weight;
    }
    default:
        assert(!"not a rule change");
    }
    return card_scores(x, &r, mine, n, scores);
}

static void score_with(const UadState *s, int samples, const Move *moves, int n, double *scores)
{
    UCtx x;
    uctx_init(&x, s, samples);
    if (s->phase == UAD_PHASE_CHANGE) {
        for (int j = 0; j < n; j++)
            scores[j] = change_value(&x, &moves[j]);
        return;
    }
    assert(s->phase == UAD_PHASE_CHOOSE);
    Rules r;
    rules_now(s, &r);
    uint8_t mine[UAD_MAX_HAND] = {0};
    assert(n <= UAD_MAX_HAND);
    double cs[UAD_MAX_HAND];
    for (int j = 0; j < n; j++)
        mine[j] = (uint8_t)moves[j].arg[0];
    card_scores(&x, &r, mine, n, cs);
    for (int j = 0; j < n; j++)
        scores[j] = cs[j];
}

static void uad_score_moves(const void *st, const Move *moves, int n, double *scores)
{
    score_with(st, UAD_SAMPLES, moves, n, scores);
}

/* The best rank the seat's hand reaches under r (0: nothing eligible). */
static int hand_power(const Rules *r, int me, const uint8_t *hand, int n)
{
    int best = 0;
    for (int i = 0; i < n; i++)
        if (card_suit(hand[i]) == r->facing[me] || card_value(hand[i]) == r->trump) {
            int rk = rank_of(r, hand[i]);
            if (rk > best)
                best = rk;
        }
    return best;
}

/* Rollouts: a plain player, fast. The leader makes the change that gives
 * its hand the strongest eligible card (a roll now and then); every seat
 * plays its best eligible card, else its least useful one. */
static int uad_rollout(void *st, Rng *rng, int searcher, Move *out, int cap)
{
    (void)searcher;
    const UadState *s = st;
    int me = uad_game.to_move(s), players = s->hdr.cfg.players;
    const uint8_t *hand = s->hand[me];
    int n = s->hand_n[me];
    Rules r;
    (void)cap;
    if (s->phase == UAD_PHASE_CHOOSE) {
        r.face = s->face; /* only the seat's own suit matters here */
        r.trump = s->trump;
        r.facing[me] = uad_facing(s, me);
        out[0] = card_move(plain_choice(&r, me, hand, n));
        return 1;
    }
    assert(s->phase == UAD_PHASE_CHANGE);
    rules_now(s, &r);
    if (rng_below(rng, 8) == 0) {
        out[0] = move_make(UAD_M_ROLL, 0, NULL);
        return 1;
    }
    Rules f = r;
    f.face = r.face == UAD_UP ? UAD_DOWN : UAD_UP;
    int best = hand_power(&f, me, hand, n), best_suit = -1;
    int own = r.facing[me];
    for (int suit = 0; suit < UAD_SUITS; suit++) {
        if (suit == own)
            continue;
        Rules t = r;
        int rot = uad_rotation_for(uad_side(players, me), suit);
        for (int p = 0; p < players; p++)
            t.facing[p] = uad_suit_at(rot, uad_side(players, p));
        int pw = hand_power(&t, me, hand, n);
        if (pw > best || (pw == best && rng_below(rng, 2)))
            best = pw, best_suit = suit;
    }
    out[0] =
        best_suit < 0 ? move_make(UAD_M_FLIP, 0, NULL) : move_make(UAD_M_ROTATE, 1, &best_suit);
    return 1;
}

/* A rollout cut short: the tricks taken, plus what the cards still held
 * are worth in the tricks to come. */
static double uad_standing(const void *st, int seat)
{
    const UadState *s = st;
    Rules r;
    rules_now(s, &r);
    double w = 0;
    for (int i = 0; i < s->hand_n[seat]; i++)
        w += later_worth(&r, s->hand[seat][i]);
    return s->total[seat] + w;
}

/* R-UAD-5: the cards of one trick are chosen in secret. */
static int uad_secret_round(const void *st)
{
    const UadState *s = st;
    return s->phase == UAD_PHASE_CHOOSE ? s->played + 1 : 0;
}

/* The others' face-down cards of this trick go back to their hands: the
 * search chooses them again, decoupled, as those players chose them,
 * without knowing the seat's card (R-UAD-5). */
static void uad_reopen_round(void *world, int me)
{
    UadState *s = world;
    if (s->phase != UAD_PHASE_CHOOSE)
        return;
    for (int p = 0; p < s->hdr.cfg.players; p++) {
        if (p == me || !s->chose[p])
            continue;
        int i = s->hand_n[p];
        while (i > 0 && s->hand[p][i - 1] > s->choice[p]) {
            s->hand[p][i] = s->hand[p][i - 1];
            i--;
        }
        s->hand[p][i] = s->choice[p];
        s->hand_n[p]++;
        s->chose[p] = 0;
        s->choice[p] = UAD_NONE;
    }
}

/* --- Why a move (hint.h) ------------------------------------------------- */

/* A flip explained: the face it turns to and the player's cards of their
 * own suit that it favours (n of suit). */
static void flip_text(bool to_down, int suit, int n, char *buf, size_t len)
{
    if (n == 0) { /* none of the cards it favours: the least harm */
        const char *why;
        if (to_down)
            /* TRANSLATORS: a hint, after "Hint: " with no subject: the player
               holds no low card of their own suit; DOWN is the face of the
               UP&DOWN card, as it prints it. */
            why = _("flip to DOWN: the lowest card wins; the other changes would help your "
                    "hand less");
        else
            /* TRANSLATORS: a hint, after "Hint: " with no subject: the player
               holds no high card of their own suit; UP is the face of the
               UP&DOWN card, as it prints it. */
            why = _("flip to UP: the highest card wins; the other changes would help your "
                    "hand less");
        snprintf(buf, len, "%s", why);
        return;
    }
    switch (suit) {
    case UAD_CLUBS:
        if (to_down)
            snprintf(buf, len,
                     /* TRANSLATORS: a hint, after "Hint: " with no subject: the player's
                        cards of their own suit that win after the flip; DOWN is the face
                        of the UP&DOWN card, as it prints it. */
                     P_("flip to DOWN: the lowest card wins, and you hold %d low club",
                        "flip to DOWN: the lowest card wins, and you hold %d low clubs", n),
                     n);
        else
            snprintf(buf, len,
                     /* TRANSLATORS: a hint, after "Hint: " with no subject: the player's
                        cards of their own suit that win after the flip; UP is the face
                        of the UP&DOWN card, as it prints it. */
                     P_("flip to UP: the highest card wins, and you hold %d high club",
                        "flip to UP: the highest card wins, and you hold %d high clubs", n),
                     n);
        break;
    case UAD_DIAMONDS:
        if (to_down)
            snprintf(buf, len,
                     /* TRANSLATORS: a hint, after "Hint: " with no subject: the player's
                        cards of their own suit that win after the flip; DOWN is the face
                        of the UP&DOWN card, as it prints it. */
                     P_("flip to DOWN: the lowest card wins, and you hold %d low diamond",
                        "flip to DOWN: the lowest card wins, and you hold %d low diamonds", n),
                     n);
        else
            snprintf(buf, len,
                     /* TRANSLATORS: a hint, after "Hint: " with no subject: the player's
                        cards of their own suit that win after the flip; UP is the face
                        of the UP&DOWN card, as it prints it. */
                     P_("flip to UP: the highest card wins, and you hold %d high diamond",
                        "flip to UP: the highest card wins, and you hold %d high diamonds", n),
                     n);
        break;
    case UAD_HEARTS:
        if (to_down)
            snprintf(buf, len,
                     /* TRANSLATORS: a hint, after "Hint: " with no subject: the player's
                        cards of their own suit that win after the flip; DOWN is the face
                        of the UP&DOWN card, as it prints it. */
                     P_("flip to DOWN: the lowest card wins, and you hold %d low heart",
                        "flip to DOWN: the lowest card wins, and you hold %d low hearts", n),
                     n);
        else
            snprintf(buf, len,
                     /* TRANSLATORS: a hint, after "Hint: " with no subject: the player's
                        cards of their own suit that win after the flip; UP is the face
                        of the UP&DOWN card, as it prints it. */
                     P_("flip to UP: the highest card wins, and you hold %d high heart",
                        "flip to UP: the highest card wins, and you hold %d high hearts", n),
                     n);
        break;
    default:
        if (to_down)
            snprintf(buf, len,
                     /* TRANSLATORS: a hint, after "Hint: " with no subject: the player's
                        cards of their own suit that win after the flip; DOWN is the face
                        of the UP&DOWN card, as it prints it. */
                     P_("flip to DOWN: the lowest card wins, and you hold %d low spade",
                        "flip to DOWN: the lowest card wins, and you hold %d low spades", n),
                     n);
        else
            snprintf(buf, len,
                     /* TRANSLATORS: a hint, after "Hint: " with no subject: the player's
                        cards of their own suit that win after the flip; UP is the face
                        of the UP&DOWN card, as it prints it. */
                     P_("flip to UP: the highest card wins, and you hold %d high spade",
                        "flip to UP: the highest card wins, and you hold %d high spades", n),
                     n);
        break;
    }
}

/* A turn of the card explained: the suit it turns to the player and the
 * player's n cards of that suit. */
static void rotate_text(int suit, int n, char *buf, size_t len)
{
    if (n == 0) { /* no card of that suit: the least harm */
        const char *why;
        if (suit == UAD_CLUBS)
            /* TRANSLATORS: a hint, after "Hint: " with no subject: the player holds
               no card of the suit that the turn of the UP&DOWN card makes theirs. */
            why = _("turn the card so that clubs face you: the other changes would help your "
                    "hand less");
        else if (suit == UAD_DIAMONDS)
            /* TRANSLATORS: as "turn the card so that clubs face you: ...". */
            why = _("turn the card so that diamonds face you: the other changes would help "
                    "your hand less");
        else if (suit == UAD_HEARTS)
            /* TRANSLATORS: as "turn the card so that clubs face you: ...". */
            why = _("turn the card so that hearts face you: the other changes would help your "
                    "hand less");
        else
            /* TRANSLATORS: as "turn the card so that clubs face you: ...". */
            why = _("turn the card so that spades face you: the other changes would help your "
                    "hand less");
        snprintf(buf, len, "%s", why);
        return;
    }
    switch (suit) {
    case UAD_CLUBS:
        snprintf(buf, len,
                 /* TRANSLATORS: a hint, after "Hint: " with no subject: the player's
                    cards of the suit that the turn of the UP&DOWN card makes theirs. */
                 P_("turn the card so that clubs face you: you hold %d of them",
                    "turn the card so that clubs face you: you hold %d of them", n),
                 n);
        break;
    case UAD_DIAMONDS:
        snprintf(buf, len,
                 /* TRANSLATORS: a hint, after "Hint: " with no subject: the player's
                    cards of the suit that the turn of the UP&DOWN card makes theirs. */
                 P_("turn the card so that diamonds face you: you hold %d of them",
                    "turn the card so that diamonds face you: you hold %d of them", n),
                 n);
        break;
    case UAD_HEARTS:
        snprintf(buf, len,
                 /* TRANSLATORS: a hint, after "Hint: " with no subject: the player's
                    cards of the suit that the turn of the UP&DOWN card makes theirs. */
                 P_("turn the card so that hearts face you: you hold %d of them",
                    "turn the card so that hearts face you: you hold %d of them", n),
                 n);
        break;
    default:
        snprintf(buf, len,
                 /* TRANSLATORS: a hint, after "Hint: " with no subject: the player's
                    cards of the suit that the turn of the UP&DOWN card makes theirs. */
                 P_("turn the card so that spades face you: you hold %d of them",
                    "turn the card so that spades face you: you hold %d of them", n),
                 n);
        break;
    }
}

/* Whether seat me holds a card other than c that can win a trick: one of
 * its own suit or of the trump value. */
static bool may_win_besides(const UadState *v, int me, int own, int c)
{
    for (int i = 0; i < v->hand_n[me]; i++) {
        int h = v->hand[me][i];
        if (h != c && (uad_suit(h) == own || uad_value(h) == v->trump))
            return true;
    }
    return false;
}

/* Whether seat holds a card of its own suit, not of the trump value, that
 * beats card c of that suit as the trick is played now (higher while high
 * cards win, lower while low ones do). */
static bool stronger_kept(const UadState *v, int seat, int c)
{
    for (int i = 0; i < v->hand_n[seat]; i++) {
        int h = v->hand[seat][i];
        if (h == c || uad_suit(h) != uad_suit(c) || uad_value(h) == v->trump)
            continue;
        if (v->face == UAD_UP ? uad_value(h) > uad_value(c) : uad_value(h) < uad_value(c))
            return true;
    }
    return false;
}

/* The hint in words: what the move does, said to the player at the screen
 * without a subject ("lay the 9 of diamonds ..."), as the window writes
 * it after "Hint: ". */
static void uad_explain(const void *view, const Move *m, char *buf, size_t len)
{
    const UadState *v = view;
    int me = v->hdr.viewer, own = uad_facing(v, me);
    char card[96];
    int low = 0, high = 0, trumps = 0;
    for (int i = 0; i < v->hand_n[me]; i++) {
        int c = v->hand[me][i];
        low += uad_suit(c) == own && uad_value(c) <= 5;
        high += uad_suit(c) == own && uad_value(c) >= 9;
        trumps += uad_value(c) == v->trump;
    }
    switch (m->kind) {
    case UAD_M_FLIP:
        if (v->face == UAD_UP)
            flip_text(true, own, low, buf, len);
        else
            flip_text(false, own, high, buf, len);
        break;
    case UAD_M_ROTATE: {
        int n = 0;
        for (int i = 0; i < v->hand_n[me]; i++)
            n += uad_suit(v->hand[me][i]) == m->arg[0];
        rotate_text(m->arg[0], n, buf, len);
        break;
    }
    case UAD_M_ROLL:
        if (trumps)
            snprintf(buf, len, "%s",
                     /* TRANSLATORS: a hint, after "Hint: " with no subject. */
                     _("roll for a new trump: the flip and the turns of the card "
                       "would help your hand less"));
        else
            /* TRANSLATORS: a hint, after "Hint: " with no subject: %d is the
               trump value now. */
            snprintf(buf, len, _("roll for a new trump: you hold no card of the trump value %d"),
                     v->trump);
        break;
    case UAD_M_CARD: {
        int c = m->arg[0];
        uad_card_name(c, card, sizeof card);
        if (uad_value(c) == v->trump)
            snprintf(buf, len,
                     /* TRANSLATORS: a hint, after "Hint: " with no subject: a card's
                        name ("the 7 of hearts"), then the trump value. */
                     _("lay %s: the trump value beats every card unless another %d "
                       "cancels it"),
                     card, v->trump);
        else if (uad_suit(c) == own && stronger_kept(v, me, c))
            snprintf(buf, len,
                     v->face == UAD_UP
                         /* TRANSLATORS: a hint, after "Hint: " with no subject: a card's
                            name ("the 6 of hearts"), of the player's own suit; they hold
                            higher cards of that suit, which high cards now favour. */
                         ? _("lay %s: your higher cards of your suit wait for later tricks")
                         /* TRANSLATORS: a hint, after "Hint: " with no subject: a card's
                            name ("the 9 of hearts"), of the player's own suit; they hold
                            lower cards of that suit, which low cards now favour. */
                         : _("lay %s: your lower cards of your suit wait for later tricks"),
                     card);
        else if (uad_suit(c) == own && v->face == UAD_UP)
            /* TRANSLATORS: a hint, after "Hint: " with no subject: a card's
               name ("the queen of hearts"). */
            snprintf(buf, len, _("lay %s: your own suit can win while high cards win"), card);
        else if (uad_suit(c) == own)
            /* TRANSLATORS: a hint, after "Hint: " with no subject: a card's
               name ("the 2 of hearts"). */
            snprintf(buf, len, _("lay %s: your own suit can win while low cards win"), card);
        else if (may_win_besides(v, me, own, c))
            snprintf(buf, len,
                     /* TRANSLATORS: a hint, after "Hint: " with no subject: a card's
                        name ("the 5 of clubs"). */
                     _("lay %s: it cannot win (not your suit, not the trump value), so your "
                       "good cards wait"),
                     card);
        else
            snprintf(buf, len,
                     /* TRANSLATORS: a hint, after "Hint: " with no subject: a card's
                        name ("the 5 of clubs"); the player holds no card of their
                        suit nor of the trump value. */
                     _("lay %s: no card of your hand can win this trick (none of your suit, "
                       "none of the trump value)"),
                     card);
        break;
    }
    default:
        /* TRANSLATORS: a hint, after "Hint: ": the only move the rules allow. */
        snprintf(buf, len, "%s", _("the move the rules leave"));
    }
}

const AiGame ai_uad = {
    .explain = uad_explain,
    .def = &uad_game,
    .score = uad_score_moves,
    .easy_slip = 0.4,
    .easy_margin = 0.45,
    .rollout = uad_rollout,
    .secret_round = uad_secret_round,
    .reopen_round = uad_reopen_round,
    .secret_rollout_players = UAD_SECRET_ROLLOUT_PLAYERS,
    .score_sign = 1,
    .score_scale = 2.0,
    .trust = 0.5,
    .standing = uad_standing,
    .rollout_cut = UAD_ROLLOUT_CUT,
    .rollout_cut_players = 2,
    .iterations = UAD_ITERATIONS,
};
