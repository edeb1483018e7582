/* The hint's words never give a reason that speaks against the move or
 * does not hold where it is given. Every legal move is explained at every
 * turn of 400 random games of each title (2 to 4 players):
 * - Up & Down: a flip or a turn of the card is explained by the cards of
 *   the player's suit it favours; where there are none, by the other
 *   changes helping the hand less, never by "you hold 0 low hearts"; a
 *   card that cannot win is not said to keep good cards the hand lacks;
 * - Up or Down?: where the player has no column yet, a card is not said to
 *   "fit no column well" nor to be the one "your columns need least": it
 *   starts the first one; nor where a column would take it for 2 points
 *   or more, nor is a face-up card said to help the columns little then;
 *   a card played is the one "your columns need least" only where no
 *   other card of the hand gains them less, and a card taken is one of
 *   "two cards that fit none" only where neither fits;
 * - 3UP 3DOWN: a card laid on its own value is not said to beat it, nor
 *   one that is all the player can play to keep the higher ones. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "game.h"
#include "hint.h"
#include "rng.h"
#include "three_up.h"
#include "up_and_down.h"
#include "up_or_down.h"

static int three_in_a_row, clears_passed, only_pile, face_up_little, kept_for_later,
    empty_pile_higher;
static int explained, first_columns, same_values, least_harm, only_cards, none_can_win, played_out,
    fit_none;

/* The most card gains seat's columns: on a column it does not leave
 * worse off, or 1 as a new column where there is room; -1 nowhere. */
static int best_gain(const UodState *s, int me, int card)
{
    int best = -1;
    for (int c = 0; c < UOD_COLUMNS; c++) {
        int n = s->col_n[me][c];
        if (n == 0 || !uod_column_accepts(s, me, c, card))
            continue;
        uint8_t cards[UOD_MAX_CARDS + 1];
        memcpy(cards, s->col[me][c], (size_t)n);
        cards[n] = (uint8_t)card;
        int g = uod_column_score(cards, n + 1) - uod_column_score(s->col[me][c], n);
        best = g > best ? g : best;
    }
    if (uod_columns(s, me) < UOD_COLUMNS && best < 1)
        best = 1;
    return best;
}

/* What the game's rules say of the explanation of move m from view v. */
static void check_words(const GameDef *def, const void *v, const Move *m, const char *why,
                        const char *where)
{
    explained++;
    if (def == &uad_game && (m->kind == UAD_M_FLIP || m->kind == UAD_M_ROTATE)) {
        CHECK_MSG(!strstr(why, "hold 0 "), "%s: '%s'", where, why);
        least_harm += strstr(why, "help your hand less") != NULL;
    }
    if (def == &t3_game && m->kind == T3_M_PLAY && strstr(why, "in a row clear the pile")) {
        /* the cards laid, all of them: "play the 7 on the 7", "play 2 7s on the 7" */
        char lead[32];
        if (m->n == 1)
            snprintf(lead, sizeof lead, "play the ");
        else
            snprintf(lead, sizeof lead, "play %d ", m->n);
        CHECK_MSG(!strncmp(why, lead, strlen(lead)), "%s: %d cards: '%s'", where, m->n, why);
        three_in_a_row++;
    }
    if (def == &t3_game && m->kind == T3_M_PLAY && m->n > 1) { /* every card laid is said */
        char count[16];
        snprintf(count, sizeof count, "play %d ", m->n);
        CHECK_MSG(strstr(why, count) == why, "%s: %d cards: '%s'", where, m->n, why);
    }
    if (def == &t3_game && m->kind == T3_M_PLAY) {
        /* a Clear on the empty pile clears no cards; on the empty pile
         * "your lowest card" is the lowest held where the seat plays from,
         * and "better than a lower card" has one below it */
        const T3State *s = v;
        int me = s->hdr.viewer, r = t3_card_rank(m->arg[0]), lower = 0;
        bool hand = t3_source(s, me) == T3_SRC_HAND;
        for (int i = 0; i < (hand ? s->hand_n[me] : T3_SLOTS); i++) {
            int id = hand ? s->hand[me][i] : s->up[me][i];
            lower += id != T3_NONE && id != T3_HIDDEN && t3_card_rank(id) < r;
        }
        CHECK_MSG(!strstr(why, " 0 card"), "%s: '%s'", where, why);
        Move two[2];
        if (strstr(why, "over the game it does better than keeping it"))
            CHECK_MSG(t3_game.legal_moves(s, two, 2) > 1, "%s: '%s' with no other move", where,
                      why);
        if (strstr(why, "your lowest card goes"))
            CHECK_MSG(lower == 0, "%s: '%s' with %d lower cards", where, why, lower);
        if (strstr(why, "better than a lower card")) {
            CHECK_MSG(lower > 0, "%s: '%s' with none lower", where, why);
            empty_pile_higher++;
        }
    }
    if (def == &t3_game && m->kind == T3_M_FLIP) /* a place's number reads as a card's value */
        CHECK_MSG(strstr(why, "turn up a 3DOWN card") == why, "%s: '%s'", where, why);
    if (def == &uad_game && m->kind == UAD_M_CARD) {
        /* "your good cards wait": there is another card that can win */
        const UadState *s = v;
        int me = s->hdr.viewer, own = uad_facing(s, me), good = 0;
        for (int i = 0; i < s->hand_n[me]; i++) {
            int h = s->hand[me][i];
            good += h != m->arg[0] && (uad_suit(h) == own || uad_value(h) == s->trump);
        }
        if (strstr(why, "good cards wait"))
            CHECK_MSG(good > 0, "%s: '%s' with no other card that can win", where, why);
        /* "your own suit can win": no card of the suit that beats it is
         * kept; "your higher (lower) cards of your suit wait": one is */
        int c = m->arg[0], stronger = 0;
        for (int i = 0; i < s->hand_n[me]; i++) {
            int h = s->hand[me][i];
            if (h != c && uad_suit(h) == uad_suit(c) && uad_value(h) != s->trump &&
                (s->face == UAD_UP ? uad_value(h) > uad_value(c) : uad_value(h) < uad_value(c)))
                stronger++;
        }
        if (strstr(why, "your own suit can win"))
            CHECK_MSG(stronger == 0, "%s: '%s' keeping %d stronger cards of the suit", where, why,
                      stronger);
        if (strstr(why, "wait for later tricks")) {
            CHECK_MSG(stronger > 0 && uad_suit(c) == own, "%s: '%s' keeping none", where, why);
            kept_for_later++;
        }
        if (strstr(why, "no card of your hand can win")) {
            CHECK_MSG(good == 0, "%s: '%s' with %d cards that can win", where, why, good);
            none_can_win++;
        }
    }
    if (def == &uod_game && (m->kind == UOD_M_NEW || m->kind == UOD_M_DRAW)) {
        /* "fits no column well", "would help your columns little": no
         * column takes the card for 2 points or more */
        const UodState *s = v;
        int me = s->hdr.viewer, card = m->kind == UOD_M_NEW ? s->taken
                                       : s->up_n > 0        ? s->up[s->up_n - 1]
                                                            : -1;
        int best = card >= 0 ? best_gain(s, me, card) : 0;
        if (strstr(why, "fits no column well") || strstr(why, "help your columns little"))
            CHECK_MSG(best < 2, "%s: '%s' where a column takes the card for %+d", where, why, best);
        played_out += strstr(why, "over the game it does better") != NULL;
        /* the face-up card without a column it fits: the only pile left
         * is said when the face-down pile is empty */
        if (m->kind == UOD_M_DRAW && m->arg[0] == UOD_PILE_UP && best < 2) {
            CHECK_MSG((s->down_n == 0) == (strstr(why, "the only pile left") != NULL),
                      "%s: '%s' with %d cards face down", where, why, s->down_n);
            only_pile += s->down_n == 0;
            /* and otherwise why it is drawn all the same */
            if (s->down_n > 0)
                CHECK_MSG(strstr(why, "no better on average") != NULL, "%s: '%s' gives no reason",
                          where, why);
            face_up_little += s->down_n > 0;
        }
    }
    if (def == &uod_game && m->kind == UOD_M_TAKE && strstr(why, "fit none of your columns")) {
        /* "the better of two cards that fit none": neither goes anywhere */
        const UodState *s = v;
        int me = s->hdr.viewer, at = 0, rn = s->ring_n;
        while (at < rn - 1 && s->ring[at] != s->played)
            at++;
        int lo = s->ring[(at - 1 + rn) % rn], hi = s->ring[(at + 1) % rn]; /* the two to take */
        for (int i = 0; i < 2; i++) {
            int card = i ? hi : lo;
            bool fits = best_gain(s, me, card) >= 0;
            CHECK_MSG(!fits, "%s: '%s', but %d fits", where, why, card);
        }
        fit_none++;
    }
    played_out += strstr(why, "though it fits none of your columns") != NULL;
    if (def == &uod_game && m->kind == UOD_M_PLAY && strstr(why, "need least")) {
        /* "the card your columns need least": no other hand card gains
         * them less, on a column or as a new one */
        const UodState *s = v;
        int me = s->hdr.viewer, mine = 0, less = 0;
        for (int pass = 0; pass < 2; pass++)
            for (int i = 0; i < s->hand_n[me]; i++) {
                int card = s->hand[me][i];
                if ((pass == 0) != (card == m->arg[0]))
                    continue;
                int g = best_gain(s, me, card);
                if (pass == 0)
                    mine = g;
                else
                    less += g < mine;
            }
        CHECK_MSG(less == 0, "%s: '%s', but %d other cards gain less", where, why, less);
    }
    if (def == &uod_game) {
        const UodState *s = v;
        if (uod_columns(s, s->hdr.viewer) == 0) {
            CHECK_MSG(!strstr(why, "fits no column") && !strstr(why, "a new column") &&
                          !strstr(why, "your columns need"),
                      "%s, no column yet: '%s'", where, why);
            first_columns += strstr(why, "first column") != NULL;
        }
    }
    if (def == &t3_game && m->kind == T3_M_UP) {
        /* "the pair" when two of the three are alike, "the three" when
         * all three are */
        int a = t3_card_rank(m->arg[0]), b = t3_card_rank(m->arg[1]), c = t3_card_rank(m->arg[2]);
        int alike = a == b && b == c ? 3 : a == b || b == c || a == c ? 2 : 1;
        if (strstr(why, "the pair goes"))
            CHECK_MSG(alike == 2, "%s: '%s'", where, why);
        if (strstr(why, "the three go"))
            CHECK_MSG(alike == 3, "%s: '%s'", where, why);
    }
    if (def == &t3_game && m->kind == T3_M_PLAY) {
        const T3State *s = v;
        char top[16], played[16];
        snprintf(played, sizeof played, "%s", t3_rank_word(t3_card_rank(m->arg[0])));
        snprintf(top, sizeof top, "%s", s->pile_n ? t3_rank_word(t3_top_rank(s)) : "");
        if (top[0] && !strcmp(top, played)) {
            CHECK_MSG(!strstr(why, "beats"), "%s: '%s'", where, why);
            same_values++;
        }
        /* "the higher ones" kept or waiting: there is another value to
         * play on the pile, which this play keeps */
        int me = s->hdr.viewer, r = t3_card_rank(m->arg[0]), others = 0, copies = 0, top_copies = 0;
        bool hand = t3_source(s, me) == T3_SRC_HAND;
        for (int i = 0; i < (hand ? s->hand_n[me] : T3_SLOTS); i++) {
            int id = hand ? s->hand[me][i] : s->up[me][i];
            if (id == T3_NONE || id == T3_HIDDEN)
                continue;
            if (t3_card_rank(id) != r && (!s->pile_n || t3_card_rank(id) >= t3_top_rank(s)))
                others++;
            copies += t3_card_rank(id) == r;
            top_copies += s->pile_n && t3_card_rank(id) == t3_top_rank(s);
        }
        /* A single number played where the seat could have made three of
         * a kind in a row with the top's value: the words say what that
         * clear would have cost (the turn, an empty pile for the next). */
        int tr = s->pile_n ? t3_top_rank(s) : 0;
        bool passed_clear = m->n == 1 && r < T3_CLEAR && tr > 0 && tr < T3_CLEAR && r != tr &&
                            top_copies > 0 && t3_value_run(s) + top_copies >= 3;
        CHECK_MSG(passed_clear == (strstr(why, "would end the turn") != NULL),
                  "%s: '%s' (clear with the top's value passed: %d)", where, why, passed_clear);
        clears_passed += passed_clear;
        if (strstr(why, "higher ones"))
            CHECK_MSG(others > 0, "%s: '%s' with no other card to play", where, why);
        only_cards += strstr(why, "the only card you can play") != NULL;
        if (strstr(why, "the only card you can play")) {
            CHECK_MSG(others == 0, "%s: '%s' with %d other cards to play", where, why, others);
            CHECK_MSG(copies == m->n, "%s: '%s' with %d more of its value to play", where, why,
                      copies - m->n);
        }
        if (strstr(why, "the only value you can play"))
            CHECK_MSG(others == 0 && copies > m->n, "%s: '%s' with %d other cards, %d copies",
                      where, why, others, copies);
    }
}

/* With every_option, every option of the game is on in each deal (the
 * numbers and choices take each of their values in turn): the hints'
 * words hold there too. */
static void game_words(const GameDef *def, bool every_option)
{
    void *s = game_alloc(def), *v = game_alloc(def);
    CHECK(s && v);
    if (!s || !v)
        return;
    Move legal[GAME_MAX_MOVES];
    char err[GAME_ERR_LEN], why[600], where[96];
    for (int g = 0; g < 400; g++) {
        GameConfig cfg;
        game_config_default(def, 2 + g % 3, 1000 + (uint64_t)g, &cfg);
        for (int o = 0; every_option && o < def->n_options; o++) {
            const OptionDef *od = &def->options[o];
            if (od->type == OPT_BOOL)
                cfg.opt[o] = 1;
            else if (od->type == OPT_INT)
                cfg.opt[o] = od->min + g % (od->max - od->min + 1);
            else {
                int n = 0;
                while (od->choices[n])
                    n++;
                cfg.opt[o] = g % n;
            }
        }
        CHECK_MSG(def->setup(s, &cfg, err, sizeof err), "%s: %s", def->id, err);
        Rng rng;
        rng_seed(&rng, (uint64_t)g);
        for (int k = 0; k < 600 && def->to_move(s) >= 0; k++) {
            int n = def->legal_moves(s, legal, GAME_MAX_MOVES);
            CHECK(n > 0);
            if (n <= 0)
                break;
            def->view(s, def->to_move(s), v);
            snprintf(where, sizeof where, "%s game %d, move %d", def->id, g, k);
            for (int i = 0; i < n; i++) {
                hint_explain(def, v, &legal[i], why, sizeof why);
                check_words(def, v, &legal[i], why, where);
            }
            def->apply(s, &legal[rng_below(&rng, (uint32_t)n)]);
        }
    }
    free(s);
    free(v);
}

int main(void)
{
    game_words(&uad_game, false);
    game_words(&uod_game, false);
    game_words(&t3_game, false);
    game_words(&uad_game, true);
    game_words(&uod_game, true);
    game_words(&t3_game, true);
    printf("%d moves explained: %d changes by the least harm, %d first columns, %d plays on "
           "their own value, %d the only card to play, %d cards laid when none can win\n",
           explained, least_harm, first_columns, same_values, only_cards, none_can_win);
    printf("%d moves said to do better over the game than a card that fits, %d takes of cards "
           "that fit nowhere, %d plays that make three in a row\n",
           played_out, fit_none, three_in_a_row);
    printf("%d single plays that pass up three in a row, %d draws from the only pile left, %d "
           "face-up draws of a card that helps little, %d cards laid that keep stronger ones\n",
           clears_passed, only_pile, face_up_little, kept_for_later);
    printf("%d plays on the empty pile of a card above the lowest held\n", empty_pile_higher);
    CHECK(clears_passed > 0 && only_pile > 0 && face_up_little > 0 && kept_for_later > 0 &&
          empty_pile_higher > 0 && least_harm > 0 && first_columns > 0 && same_values > 0 &&
          only_cards > 0 && none_can_win > 0 && played_out > 0 && three_in_a_row > 0);
    return check_exit("test_ai_hint_words");
}
