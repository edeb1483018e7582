/* 3UP 3DOWN: each rule of the 3UP 3DOWN rulebook and its rulings
 * R-33-1..11, R-ALL-1..2, on positions arranged card by card. */
#include <cjson/cJSON.h>
#include <stdio.h>

#include "t33_support.h"

#define PLAY(s, text)                                                                              \
    do {                                                                                           \
        char e_[GAME_ERR_LEN];                                                                     \
        bool ok_ = game_play_text(G, (s), (text), e_, sizeof e_);                                  \
        CHECK_MSG(ok_, "'%s' refused: %s", (text), e_);                                            \
    } while (0)

#define REFUSE(s, text)                                                                            \
    do {                                                                                           \
        char e_[GAME_ERR_LEN];                                                                     \
        T3State before_;                                                                           \
        memcpy(&before_, (s), sizeof before_);                                                     \
        bool ok_ = game_play_text(G, (s), (text), e_, sizeof e_);                                  \
        CHECK_MSG(!ok_, "'%s' was accepted", (text));                                              \
        CHECK(memcmp(&before_, (s), sizeof before_) == 0);                                         \
    } while (0)

#define MOVES_ARE(s, want)                                                                         \
    do {                                                                                           \
        char got_[4096];                                                                           \
        t33_moves((s), got_, sizeof got_);                                                         \
        CHECK_MSG(!strcmp(got_, (want)), "moves are '%s', not '%s'", got_, (want));                \
    } while (0)

#define CARDS_OK(s)                                                                                \
    do {                                                                                           \
        char w_[160];                                                                              \
        CHECK_MSG(t33_cards_ok((s), w_, sizeof w_), "%s", w_);                                     \
    } while (0)

static bool hand_has(const T3State *s, int seat, int rank)
{
    for (int i = 0; i < s->hand_n[seat]; i++)
        if (s->hand[seat][i] < T3_DECK && t3_card_rank(s->hand[seat][i]) == rank)
            return true;
    return false;
}

static int up_count(const T3State *s, int seat)
{
    int n = 0;
    for (int k = 0; k < T3_SLOTS; k++)
        n += s->up[seat][k] != T3_NONE;
    return n;
}

/* R-33-1: 84 cards, seven of each number, 7 Clear, 6 Clear+1, 1 Clear+2,
 * coloured in turn from colour v mod 3; the colours option. */
static void test_deck(void)
{
    int count[T3_RANKS][T3_COLOURS] = {{0}};
    for (int id = 0; id < T3_DECK; id++)
        count[t3_card_rank(id)][t3_card_colour(id)]++;
    for (int v = 1; v <= 10; v++) {
        CHECK_EQ_INT(count[v][0] + count[v][1] + count[v][2], 7);
        CHECK_EQ_INT(count[v][v % 3], 3); /* each value splits 3/2/2 */
        CHECK_EQ_INT(count[v][(v + 1) % 3], 2);
        CHECK_EQ_INT(count[v][(v + 2) % 3], 2);
        /* the first copy has colour v mod 3, then in turn */
        for (int i = 0; i < 7; i++)
            CHECK_EQ_INT(t3_card_colour((v - 1) * 7 + i), (v + i) % 3);
    }
    for (int id = 0; id < 70; id++) /* the table is the formula of three_up.c */
        CHECK_EQ_INT(t3_card_rank(id), id / 7 + 1);
    for (int id = 70; id < 83; id++) { /* Clears, then Clear+1s, in turn from red */
        CHECK_EQ_INT(t3_card_rank(id), id < 77 ? T3_CLEAR : T3_CLEAR1);
        CHECK_EQ_INT(t3_card_colour(id), (id - (id < 77 ? 70 : 77)) % 3);
    }
    CHECK_EQ_INT(t3_card_rank(83), T3_CLEAR2);
    CHECK_EQ_INT(count[T3_CLEAR][T3_RED], 3);
    CHECK_EQ_INT(count[T3_CLEAR][T3_GREEN], 2);
    CHECK_EQ_INT(count[T3_CLEAR][T3_BLUE], 2);
    for (int c = 0; c < T3_COLOURS; c++)
        CHECK_EQ_INT(count[T3_CLEAR1][c], 2);
    CHECK_EQ_INT(count[T3_CLEAR2][T3_GREEN], 1);
    CHECK_EQ_INT(count[T3_CLEAR2][T3_RED] + count[T3_CLEAR2][T3_BLUE], 0);
    /* Ids are ordered by value, so a sorted hand is sorted by value. */
    for (int id = 1; id < T3_DECK; id++)
        CHECK(t3_card_rank(id - 1) <= t3_card_rank(id));
    /* R-33-10 points. */
    CHECK_EQ_INT(t3_card_points(6 * 7), 7);
    CHECK_EQ_INT(t3_card_points(70), 15);
    CHECK_EQ_INT(t3_card_points(77), 20);
    CHECK_EQ_INT(t3_card_points(83), 25);
    /* The colours option keeps the first k colours' cards. */
    CHECK_EQ_INT(t3_deck_size(3), 84);
    CHECK_EQ_INT(t3_deck_size(2), 57);
    CHECK_EQ_INT(t3_deck_size(1), 28);
    for (int k = 1; k <= 3; k++) {
        T3State s;
        char opts[32];
        snprintf(opts, sizeof opts, "colours=%d", k);
        t33_new(&s, 2, 5, opts);
        CHECK_EQ_INT(s.deck_n, t3_deck_size(k));
        CARDS_OK(&s);
        for (int i = 0; i < s.draw_n; i++)
            CHECK(t3_card_colour(s.draw[i]) < k);
    }
    /* 28 cards deal 9 each to at most 3 players. */
    GameConfig cfg;
    char err[GAME_ERR_LEN];
    T3State s;
    game_config_default(G, 4, 1, &cfg);
    CHECK(game_option_parse(G, "colours=1", &cfg, err, sizeof err));
    CHECK(!G->setup(&s, &cfg, err, sizeof err));
    CHECK(strstr(err, "at most 3 players") != NULL);
    game_config_default(G, 6, 1, &cfg);
    CHECK(game_option_parse(G, "colours=2", &cfg, err, sizeof err));
    CHECK(G->setup(&s, &cfg, err, sizeof err));
    CHECK(!game_option_parse(G, "colours=4", &cfg, err, sizeof err));
    CHECK(!game_option_parse(G, "colours=0", &cfg, err, sizeof err));
}

/* R-33-2: 3 face down, 6 to choose three 3UP from, the rest to draw;
 * R-33-3: a random start player who plays first. */
static void test_setup(void)
{
    T3State s;
    t33_new(&s, 4, 77, NULL);
    CHECK_EQ_INT(s.phase, T3_PHASE_SETUP);
    CHECK_EQ_INT(G->to_move(&s), 0);
    for (int p = 0; p < 4; p++) {
        CHECK_EQ_INT(s.hand_n[p], 6);
        CHECK_EQ_INT(up_count(&s, p), 0);
        for (int k = 0; k < T3_SLOTS; k++)
            CHECK(s.down[p][k] < T3_DECK);
    }
    CHECK_EQ_INT(s.draw_n, 84 - 4 * 9);
    CARDS_OK(&s);
    /* Seat 0 chooses among its six cards; nobody else sees them. */
    T3State v;
    G->view(&s, 1, &v);
    for (int i = 0; i < 6; i++)
        CHECK_EQ_INT(v.hand[0][i], T3_HIDDEN);
    Move m[GAME_MAX_MOVES];
    int n = G->legal_moves(&s, m, GAME_MAX_MOVES);
    CHECK(n >= 1 && n <= 20); /* C(6,3), fewer when values repeat */
    for (int i = 0; i < n; i++)
        CHECK_EQ_INT(m[i].kind, T3_M_UP);
    char text[64];
    G->format_move(&s, &m[0], text, sizeof text);
    PLAY(&s, text);
    CHECK_EQ_INT(s.hand_n[0], 3);
    CHECK_EQ_INT(up_count(&s, 0), 3);
    CHECK_EQ_INT(G->to_move(&s), 1);
    G->view(&s, 1, &v);
    for (int k = 0; k < T3_SLOTS; k++)
        CHECK(v.up[0][k] < T3_DECK); /* 3UP cards are face up */
    REFUSE(&s, "pickup");
    for (int p = 1; p < 4; p++) {
        n = G->legal_moves(&s, m, GAME_MAX_MOVES);
        G->format_move(&s, &m[n - 1], text, sizeof text);
        PLAY(&s, text);
    }
    CHECK_EQ_INT(s.phase, T3_PHASE_PLAY);
    CHECK_EQ_INT(G->to_move(&s), s.start);
    CARDS_OK(&s);
    /* R-33-3: the start player comes from the seed. */
    bool started[4] = {false};
    for (uint64_t seed = 1; seed <= 40; seed++) {
        t33_new(&s, 4, seed, NULL);
        started[s.start] = true;
    }
    CHECK(started[0] && started[1] && started[2] && started[3]);
    /* A card not dealt to the seat, or too few cards, is refused. */
    t33_new(&s, 2, 77, NULL);
    REFUSE(&s, "up 1 2");
    int missing = -1;
    for (int r = 1; r <= 10 && missing < 0; r++)
        if (!hand_has(&s, 0, r))
            missing = r;
    snprintf(text, sizeof text, "up %d %d %d", missing, missing, missing);
    REFUSE(&s, text);
}

/* R-33-4: equal or higher; multiples of one value; anything on an empty
 * pile; Clear cards above every number. */
static void test_play_and_multiples(void)
{
    T3State s;
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "3 7 7 9");
    t33_hand(&s, 1, "4 5 6");
    t33_pile(&s, "5");
    t33_fill_tables(&s);
    MOVES_ARE(&s, "play 7|play 7 7|play 9");
    REFUSE(&s, "play 3");     /* lower than the 5 */
    REFUSE(&s, "play 7 9");   /* a multiple is one value */
    REFUSE(&s, "play 7 7 7"); /* only two 7s */
    REFUSE(&s, "play 8");
    PLAY(&s, "play 7 7");
    CHECK_EQ_INT(s.pile_n, 3);
    CHECK_EQ_INT(t3_top_rank(&s), 7);
    CHECK_EQ_INT(s.hand_n[0], 3); /* refilled (R-33-5) */
    CHECK_EQ_INT(G->to_move(&s), 1);
    CARDS_OK(&s);
    /* Equal is enough; the 5 and 6 of seat 1 cannot go on the 7s. */
    MOVES_ARE(&s, "pickup");

    /* Anything goes on an empty pile. */
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "1 4 clear");
    t33_fill_tables(&s);
    MOVES_ARE(&s, "play 1|play 4|play clear");
}

/* R-33-6: a Clear goes on any number, clears the pile and ends the turn. */
static void test_clear_on_any_number(void)
{
    for (int top = 1; top <= 10; top++) {
        T3State s;
        t33_blank(&s, 2, NULL);
        t33_hand(&s, 0, "clear 2 3");
        char pile[8];
        snprintf(pile, sizeof pile, "%d", top);
        t33_pile(&s, pile);
        t33_fill_tables(&s);
        PLAY(&s, "play clear");
        CHECK_EQ_INT(s.pile_n, 0);
        CHECK_EQ_INT(s.cleared_n > 0 ? t3_card_rank(s.cleared[s.cleared_n - 1]) : 0, T3_CLEAR);
        CHECK_EQ_INT(G->to_move(&s), 1); /* the turn ends */
        CHECK_EQ_INT(s.hand_n[0], 3);
        CARDS_OK(&s);
    }
}

/* R-33-6 (rulebook Numbered cards, note 1): three or more of a value in a
 * row, by one player or several, clear the pile. */
static void test_three_in_a_row(void)
{
    T3State s;
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "5 8 9");
    t33_hand(&s, 1, "2 5 5");
    t33_pile(&s, "3");
    t33_fill_tables(&s);
    PLAY(&s, "play 5");
    CHECK_EQ_INT(G->to_move(&s), 1);
    PLAY(&s, "play 5 5"); /* three 5s across two players */
    CHECK_EQ_INT(s.pile_n, 0);
    CHECK_EQ_INT(s.cleared_n, 4);    /* the 3 and the three 5s are out of the game */
    CHECK_EQ_INT(G->to_move(&s), 0); /* it acts as a Clear: the turn ends */
    CARDS_OK(&s);

    /* Four at once clear too; two in a row do not. */
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "6 6 6 6 2");
    t33_fill_tables(&s);
    PLAY(&s, "play 6 6 6 6");
    CHECK_EQ_INT(s.pile_n, 0);
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "6 6 2");
    t33_pile(&s, "4 5");
    t33_fill_tables(&s);
    PLAY(&s, "play 6 6");
    CHECK_EQ_INT(s.pile_n, 4);
    /* The run counts the same value only: 6 6 then 7 is no clear. */
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "7 2 2");
    t33_pile(&s, "6 6");
    t33_fill_tables(&s);
    PLAY(&s, "play 7");
    CHECK_EQ_INT(s.pile_n, 3);
}

/* R-33-6: Clear+1 clears and owes one more play, after an optional draw. */
static void test_clear_plus_one_with_draw(void)
{
    T3State s;
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "clear+1 4 6");
    t33_hand(&s, 1, "2 3 4");
    t33_pile(&s, "8 9");
    t33_fill_tables(&s);
    t33_draw(&s, "2 8 9");
    PLAY(&s, "play clear+1");
    CHECK_EQ_INT(s.pile_n, 0);
    CHECK_EQ_INT(s.phase, T3_PHASE_EXTRA);
    CHECK_EQ_INT(s.owed, 1);
    CHECK_EQ_INT(G->to_move(&s), 0); /* still seat 0's turn */
    MOVES_ARE(&s, "play 4|play 6|draw");
    PLAY(&s, "draw");
    CHECK(hand_has(&s, 0, 9));
    CHECK_EQ_INT(s.hand_n[0], 3);
    REFUSE(&s, "draw"); /* one optional draw per extra play */
    PLAY(&s, "play 4"); /* the first extra play goes on the empty pile */
    CHECK_EQ_INT(s.pile_n, 1);
    CHECK_EQ_INT(G->to_move(&s), 1);
    CHECK_EQ_INT(s.hand_n[0], 3); /* 6 9, refilled with the 8 */
    CHECK(hand_has(&s, 0, 8));
    CARDS_OK(&s);

    /* Without the draw the extra play comes straight from the hand. */
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "clear+1 4 6");
    t33_fill_tables(&s);
    PLAY(&s, "play clear+1");
    PLAY(&s, "play 6");
    CHECK_EQ_INT(G->to_move(&s), 1);
    /* An empty hand with cards to draw: the draw comes first. */
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "clear+1");
    t33_fill_tables(&s);
    t33_draw(&s, "3 4 5 6");
    PLAY(&s, "play clear+1");
    MOVES_ARE(&s, "draw");
    REFUSE(&s, "pickup");
    PLAY(&s, "draw");
    MOVES_ARE(&s, "play 6");
}

/* R-33-6 and the rulebook's Clear+2 note: played from the 3UP cards, a
 * second extra play lower than the first means picking up the pile. */
static void test_clear_plus_two_from_3up(void)
{
    T3State s;
    t33_blank(&s, 2, NULL);
    t33_up(&s, 0, "clear+2 8 4");
    t33_down(&s, 0, "5 5 5");
    t33_hand(&s, 1, "2 3 4");
    t33_pile(&s, "6");
    t33_fill_tables(&s);
    t33_draw(&s, "");
    CHECK_EQ_INT(t3_source(&s, 0), T3_SRC_UP);
    MOVES_ARE(&s, "play 8|play clear+2");
    PLAY(&s, "play clear+2");
    CHECK_EQ_INT(s.owed, 2);
    CHECK_EQ_INT(s.pile_n, 0);
    MOVES_ARE(&s, "play 4|play 8");
    PLAY(&s, "play 8");
    CHECK_EQ_INT(s.owed, 1);
    CHECK_EQ_INT(G->to_move(&s), 0);
    MOVES_ARE(&s, "pickup"); /* the 4 is lower than the 8 */
    REFUSE(&s, "play 4");
    PLAY(&s, "pickup");
    CHECK_EQ_INT(s.hand_n[0], 1);
    CHECK(hand_has(&s, 0, 8));
    CHECK_EQ_INT(up_count(&s, 0), 1);
    CHECK_EQ_INT(G->to_move(&s), 1);
    CARDS_OK(&s);
    /* Equal or higher is fine for the second extra play. */
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "clear+2 5 7 9");
    t33_fill_tables(&s);
    PLAY(&s, "play clear+2");
    PLAY(&s, "play 7");
    MOVES_ARE(&s, "play 9|draw");
    PLAY(&s, "play 9");
    CHECK_EQ_INT(G->to_move(&s), 1);
    CHECK_EQ_INT(s.pile_n, 2);
}

/* R-33-6: a Clear-type card played as an extra play applies its own effect:
 * a Clear ends the turn, a Clear+1 / Clear+2 owes its own count. */
static void test_clear_as_extra_play(void)
{
    T3State s;
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "clear+1 clear 5");
    t33_fill_tables(&s);
    PLAY(&s, "play clear+1");
    CHECK_EQ_INT(s.owed, 1);
    PLAY(&s, "play clear");
    CHECK_EQ_INT(s.owed, 0);
    CHECK_EQ_INT(G->to_move(&s), 1); /* the turn ends */
    CHECK(hand_has(&s, 0, 5));
    CHECK_EQ_INT(s.pile_n, 0);

    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "clear+2 clear+1 5 6");
    t33_fill_tables(&s);
    PLAY(&s, "play clear+2");
    PLAY(&s, "play clear+1");
    CHECK_EQ_INT(s.owed, 1); /* Clear+1's own count, not 2 - 1 */
    PLAY(&s, "play 5");
    CHECK_EQ_INT(G->to_move(&s), 1);

    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "clear+1 clear+2 5 6 7");
    t33_fill_tables(&s);
    PLAY(&s, "play clear+1");
    PLAY(&s, "play clear+2");
    CHECK_EQ_INT(s.owed, 2);
    /* Three of a value as an extra play also ends the turn. */
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "clear+2 4 4 4 9");
    t33_fill_tables(&s);
    PLAY(&s, "play clear+2");
    PLAY(&s, "play 4 4 4");
    CHECK_EQ_INT(s.owed, 0);
    CHECK_EQ_INT(G->to_move(&s), 1);
    /* Multiples of a Clear clear once and owe the kind's count once. */
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "clear+1 clear+1 5");
    t33_fill_tables(&s);
    PLAY(&s, "play clear+1 clear+1");
    CHECK_EQ_INT(s.owed, 1);
}

/* R-33-4 and R-33-5: a pickup takes the pile and ends the turn; a player
 * holding more than three draws nothing. */
static void test_pickup_and_refill(void)
{
    T3State s;
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "2 3 4");
    t33_pile(&s, "6 9");
    t33_fill_tables(&s);
    int draw_before = s.draw_n;
    MOVES_ARE(&s, "pickup");
    PLAY(&s, "pickup");
    CHECK_EQ_INT(s.hand_n[0], 5);
    CHECK_EQ_INT(s.pile_n, 0);
    CHECK_EQ_INT(s.draw_n, draw_before); /* no refill while holding five */
    CHECK_EQ_INT(G->to_move(&s), 1);
    CARDS_OK(&s);

    /* Compulsory play: no pickup while a play is possible. */
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "2 3 9");
    t33_pile(&s, "6");
    t33_fill_tables(&s);
    REFUSE(&s, "pickup");

    /* No refill while holding four after a play. */
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "2 3 4 8 9");
    t33_pile(&s, "6");
    t33_fill_tables(&s);
    draw_before = s.draw_n;
    PLAY(&s, "play 8");
    CHECK_EQ_INT(s.hand_n[0], 4);
    CHECK_EQ_INT(s.draw_n, draw_before);

    /* The refill stops when the draw pile is empty. */
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "7 7 7:red");
    t33_fill_tables(&s);
    t33_draw(&s, "5 6");
    PLAY(&s, "play 7 7");
    CHECK_EQ_INT(s.hand_n[0], 3);
    CHECK_EQ_INT(s.draw_n, 0);
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "7 7 7:red");
    t33_fill_tables(&s);
    t33_draw(&s, "5");
    PLAY(&s, "play 7 7");
    CHECK_EQ_INT(s.hand_n[0], 2);
}

/* R-33-7: the 3UP cards only once the draw pile and the hand are empty,
 * one or several of a value; after a pickup the hand comes first again. */
static void test_3up_only_after_hand_and_draw(void)
{
    T3State s;
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "5");
    t33_up(&s, 0, "9 9 2");
    t33_down(&s, 0, "3 3 3");
    t33_fill_tables(&s);
    t33_draw(&s, "3 4");
    MOVES_ARE(&s, "play 5");
    REFUSE(&s, "play 9");
    Move m = move_make(T3_M_PLAY, 1, (int[]){s.up[0][0]});
    char why[GAME_ERR_LEN];
    CHECK(!G->check(&s, &m, why, sizeof why));
    PLAY(&s, "play 5");
    CHECK_EQ_INT(s.hand_n[0], 2); /* refilled from what was left */
    CHECK_EQ_INT(up_count(&s, 0), 3);

    /* Hand and draw pile empty: play from the 3UP, multiples too. */
    t33_blank(&s, 2, NULL);
    t33_up(&s, 0, "9 9 2");
    t33_down(&s, 0, "3 3 3");
    t33_hand(&s, 1, "4 4 4");
    t33_fill_tables(&s);
    t33_draw(&s, "");
    CHECK_EQ_INT(t3_source(&s, 0), T3_SRC_UP);
    MOVES_ARE(&s, "play 2|play 9|play 9 9");
    PLAY(&s, "play 9 9");
    CHECK_EQ_INT(up_count(&s, 0), 1);
    CHECK_EQ_INT(G->to_move(&s), 1);

    /* Hand empty but cards left to draw (after a Clear+1): no 3UP. */
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "clear+1");
    t33_up(&s, 0, "9 9 2");
    t33_fill_tables(&s);
    t33_draw(&s, "6");
    PLAY(&s, "play clear+1");
    MOVES_ARE(&s, "draw");
    REFUSE(&s, "play 9");

    /* After a pickup the 3UP wait until the hand is played out. */
    t33_blank(&s, 2, NULL);
    t33_up(&s, 0, "2 3 4");
    t33_pile(&s, "9");
    t33_fill_tables(&s);
    t33_draw(&s, "");
    MOVES_ARE(&s, "pickup");
    PLAY(&s, "pickup");
    s.turn = 0;
    CHECK_EQ_INT(t3_source(&s, 0), T3_SRC_HAND);
    MOVES_ARE(&s, "play 9");
}

/* Seat 0 down to its 3DOWN cards (3, Clear, 8), seat 1 holding 2 2 2, a 6
 * on the pile, the draw pile empty. */
static void seat0_on_3down(T3State *s)
{
    t33_blank(s, 2, NULL);
    t33_down(s, 0, "3 clear 8");
    t33_hand(s, 1, "2 2 2");
    t33_pile(s, "5 6");
    t33_fill_tables(s);
    for (int k = 0; k < T3_SLOTS; k++)
        s->up[0][k] = (s->cleared[s->cleared_n++] = s->up[0][k], T3_NONE);
    t33_draw(s, "");
}

/* R-33-7: the 3DOWN cards, turned up one per turn; an unplayable one goes
 * with the pile into the hand, unseen by the opponents. */
static void test_3down(void)
{
    T3State s;
    seat0_on_3down(&s);
    CARDS_OK(&s);
    CHECK_EQ_INT(t3_source(&s, 0), T3_SRC_DOWN);
    MOVES_ARE(&s, "flip 1|flip 2|flip 3");
    REFUSE(&s, "pickup");
    REFUSE(&s, "play 3");
    T3State keep = s;
    int three = s.down[0][0];
    const char *names[] = {"Ana", "Ben"};
    char line[200];
    Move flip1 = move_make(T3_M_FLIP, 1, (int[]){0});
    G->narrate(&s, &flip1, names, line, sizeof line);
    CHECK(strstr(line, "could not play it") != NULL);
    CHECK(strstr(line, "3") == strstr(line, "3DOWN")); /* the card is not named */
    /* Nor its place: "turned up 3DOWN card 2 and played an 8" reads as a
     * card of value 2. The table shows which place is empty. */
    for (int k = 0; k < T3_SLOTS; k++) {
        Move flip = move_make(T3_M_FLIP, 1, (int[]){k});
        G->narrate(&s, &flip, names, line, sizeof line);
        CHECK_MSG(strstr(line, "Ana turned up a 3DOWN card") == line, "%s", line);
        T3State v;
        G->view(&s, 1, &v); /* the opponent's log, before the card is seen */
        G->narrate(&v, &flip, names, line, sizeof line);
        CHECK_MSG(!strcmp(line, "Ana turned up a 3DOWN card"), "%s", line);
    }
    PLAY(&s, "flip 1"); /* a 3 cannot go on the 6 */
    CHECK_EQ_INT(s.hand_n[0], 3);
    CHECK_EQ_INT(s.pile_n, 0);
    CHECK_EQ_INT(s.down[0][0], T3_NONE);
    CHECK_EQ_INT(G->to_move(&s), 1);
    CARDS_OK(&s);
    T3State v;
    G->view(&s, 1, &v); /* the opponent sees the 5 and 6, not the 3 */
    CHECK_EQ_INT(t3_card_rank(v.hand[0][0]), 5);
    CHECK_EQ_INT(t3_card_rank(v.hand[0][1]), 6);
    CHECK_EQ_INT(v.hand[0][2], T3_HIDDEN);
    G->view(&s, 0, &v); /* its owner does */
    CHECK_EQ_INT(v.hand[0][0], three);
    /* The next turn the hand comes first, not the other 3DOWN cards. */
    s.turn = 0;
    CHECK_EQ_INT(t3_source(&s, 0), T3_SRC_HAND);

    /* A playable 3DOWN card is played. */
    s = keep;
    PLAY(&s, "flip 3");
    CHECK_EQ_INT(s.pile_n, 3);
    CHECK_EQ_INT(t3_top_rank(&s), 8);
    s = keep;
    PLAY(&s, "flip 2");
    CHECK_EQ_INT(s.pile_n, 0); /* the Clear clears */
    REFUSE(&keep, "flip 4");
    REFUSE(&s, "flip 2"); /* that place is empty now (and it is not its turn) */
}

/* R-33-8: the first to play the last 3DOWN card wins; option play_out
 * plays on to fix every place. */
static void test_winner_and_play_out(void)
{
    T3State s;
    t33_blank(&s, 3, NULL);
    t33_down(&s, 0, "- 9 -");
    t33_hand(&s, 1, "2 3");
    t33_hand(&s, 2, "4");
    t33_pile(&s, "4");
    for (int p = 1; p < 3; p++)
        t33_down(&s, p, "1 1 1");
    t33_draw(&s, "");
    CARDS_OK(&s);
    PLAY(&s, "flip 2");
    GameResult r;
    G->result(&s, &r);
    CHECK(r.over);
    CHECK_EQ_INT(G->to_move(&s), -1);
    CHECK_EQ_INT(r.nwinners, 1);
    CHECK_EQ_INT(r.winners[0], 0);
    CHECK_EQ_INT(r.rank[0], 1);
    CHECK_EQ_INT(r.rank[1], 2);
    CHECK_EQ_INT(r.rank[2], 2);
    CHECK_EQ_INT(r.scores[1], 2 + 3 + 3);
    Move m[4];
    CHECK_EQ_INT(G->legal_moves(&s, m, 4), 0);
    REFUSE(&s, "pickup");

    t33_blank(&s, 3, "play_out=on");
    t33_down(&s, 0, "- 9 -");
    t33_hand(&s, 1, "2 3");
    t33_hand(&s, 2, "10");
    t33_pile(&s, "4");
    t33_draw(&s, "");
    PLAY(&s, "flip 2");
    G->result(&s, &r);
    CHECK(!r.over);
    CHECK_EQ_INT(G->to_move(&s), 1);
    PLAY(&s, "pickup"); /* 2 and 3 cannot go on the 9 */
    CHECK_EQ_INT(G->to_move(&s), 2);
    PLAY(&s, "play 10"); /* seat 2 is out second */
    G->result(&s, &r);
    CHECK(r.over);
    CHECK_EQ_INT(r.rank[0], 1);
    CHECK_EQ_INT(r.rank[2], 2);
    CHECK_EQ_INT(r.rank[1], 3);
    CHECK_EQ_INT(r.winners[0], 0);
    CHECK_EQ_INT(s.out_order[0], 0);
    CHECK_EQ_INT(s.out_order[1], 2);
    CHECK_EQ_INT(s.out_order[2], 1);

    /* With play_out a seat that is out is skipped. */
    t33_blank(&s, 3, "play_out=on");
    t33_down(&s, 1, "- 9 -");
    t33_hand(&s, 0, "2 3");
    t33_hand(&s, 2, "10 10");
    t33_pile(&s, "1");
    t33_draw(&s, "");
    PLAY(&s, "play 2");
    PLAY(&s, "flip 2");
    CHECK_EQ_INT(s.place[1], 1);
    CHECK_EQ_INT(G->to_move(&s), 2);
    PLAY(&s, "play 10");
    CHECK_EQ_INT(G->to_move(&s), 0); /* seat 1 skipped */
}

/* R-33-9: clockwise is seat + 1; R-33-11/3 reverse_on_one. */
static void test_direction_and_reverse(void)
{
    T3State s;
    t33_blank(&s, 3, NULL);
    t33_hand(&s, 0, "1 5 6");
    t33_hand(&s, 1, "7 8 9");
    t33_hand(&s, 2, "7 8 9");
    t33_fill_tables(&s);
    PLAY(&s, "play 1");
    CHECK_EQ_INT(G->to_move(&s), 1); /* without the option a 1 is a 1 */
    PLAY(&s, "play 7");
    PLAY(&s, "play 7");
    CHECK_EQ_INT(G->to_move(&s), 0); /* from seat 2 round to seat 0 */

    t33_blank(&s, 3, "reverse_on_one=on");
    t33_hand(&s, 0, "1 5 6");
    t33_hand(&s, 1, "7 8 9");
    t33_hand(&s, 2, "7 8 9");
    t33_fill_tables(&s);
    const char *names[] = {"Ana", "Ben", "Cy"};
    char line[200];
    Move m;
    char err[GAME_ERR_LEN];
    CHECK(G->parse_move(&s, "play 1", &m, err, sizeof err));
    G->narrate(&s, &m, names, line, sizeof line);
    CHECK_MSG(strstr(line, "reverses") != NULL, "%s", line);
    PLAY(&s, "play 1");
    CHECK_EQ_INT(s.dir, -1);
    CHECK_EQ_INT(G->to_move(&s), 2);
    PLAY(&s, "play 7");
    CHECK_EQ_INT(G->to_move(&s), 1);

    /* Several 1s at once reverse once. */
    t33_blank(&s, 3, "reverse_on_one=on");
    t33_hand(&s, 0, "1 1 6");
    t33_fill_tables(&s);
    PLAY(&s, "play 1 1");
    CHECK_EQ_INT(G->to_move(&s), 2);
}

/* R-33-9: from a real deal, play goes clockwise: once the 3UP cards are
 * chosen, whenever the turn passes while every seat still plays, it passes
 * to the next seat up. */
static void test_clockwise_from_the_deal(void)
{
    for (uint64_t seed = 1; seed <= 20; seed++) {
        T3State s;
        t33_new(&s, 4, seed, NULL);
        Rng r;
        rng_seed(&r, seed);
        int passes = 0;
        for (int i = 0; i < 200 && G->to_move(&s) >= 0 && s.n_out == 0; i++) {
            int before = G->to_move(&s);
            bool playing = s.phase != T3_PHASE_SETUP; /* the 3UP choice goes by seat */
            Move m[GAME_MAX_MOVES];
            int n = G->legal_moves(&s, m, GAME_MAX_MOVES);
            G->apply(&s, &m[rng_below(&r, (uint32_t)n)]);
            int after = G->to_move(&s);
            if (playing && after >= 0 && after != before && s.n_out == 0) {
                CHECK_MSG(after == (before + 1) % 4, "seed %llu: seat %d passed to %d",
                          (unsigned long long)seed, before, after);
                passes++;
            }
        }
        CHECK(passes > 10);
    }
}

/* R-33-11/2 voluntary_draw: draw one card instead of playing; the turn
 * ends and the hand is not refilled. */
static void test_voluntary_draw(void)
{
    T3State s;
    t33_blank(&s, 2, "voluntary_draw=on");
    t33_hand(&s, 0, "2 3 9");
    t33_pile(&s, "5");
    t33_fill_tables(&s);
    MOVES_ARE(&s, "play 9|draw");
    int before = s.draw_n;
    PLAY(&s, "draw");
    CHECK_EQ_INT(s.hand_n[0], 4);
    CHECK_EQ_INT(s.draw_n, before - 1);
    CHECK_EQ_INT(s.pile_n, 1);
    CHECK_EQ_INT(G->to_move(&s), 1);
    /* Also instead of a pickup ("even if you have a card that can be played"). */
    t33_blank(&s, 2, "voluntary_draw=on");
    t33_hand(&s, 0, "2 3 4");
    t33_pile(&s, "5");
    t33_fill_tables(&s);
    MOVES_ARE(&s, "pickup|draw");
    /* Not without the option, nor with an empty draw pile. */
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "2 3 9");
    t33_pile(&s, "5");
    t33_fill_tables(&s);
    REFUSE(&s, "draw");
    t33_blank(&s, 2, "voluntary_draw=on");
    t33_hand(&s, 0, "2 3 9");
    t33_pile(&s, "5");
    t33_fill_tables(&s);
    t33_draw(&s, "");
    REFUSE(&s, "draw");
}

/* R-33-10 points: a game's score is the points still held; a match is one
 * game per player; the lowest total wins. */
static void test_points(void)
{
    T3State s;
    t33_blank(&s, 2, "points=on");
    CHECK_EQ_INT(s.games, 2);
    t33_down(&s, 0, "- 9 -");
    t33_pile(&s, "4");
    t33_hand(&s, 1, "7 clear");
    t33_up(&s, 1, "2 - -");
    t33_down(&s, 1, "5 - -");
    t33_draw(&s, "");
    int first_start = s.first_start;
    /* The log says what the game came to, as the next deal follows at
     * once. */
    const char *names[] = {"Ana", "Ben"};
    char line[1024], err[GAME_ERR_LEN];
    Move m;
    CHECK(G->parse_move(&s, "flip 2", &m, err, sizeof err));
    G->narrate(&s, &m, names, line, sizeof line);
    CHECK_MSG(strstr(line, "; game 1 of 2 is over, points: Ana 0, Ben 29") != NULL, "%s", line);
    PLAY(&s, "flip 2");
    /* Game 1 is over: seat 1 holds 7 + 15 + 2 + 5. */
    CHECK_EQ_INT(s.game_score[0][0], 0);
    CHECK_EQ_INT(s.game_score[0][1], 29);
    CHECK_EQ_INT(s.match[1], 29);
    GameResult r;
    G->result(&s, &r);
    CHECK(!r.over);
    CHECK_EQ_INT(r.scores[0], 0);
    CHECK_EQ_INT(r.scores[1], 29);
    /* Game 2 is dealt from the same state's stream, the start moves on. */
    CHECK_EQ_INT(s.game, 1);
    CHECK_EQ_INT(s.phase, T3_PHASE_SETUP);
    CHECK_EQ_INT(s.start, (first_start + 1) % 2);
    CHECK_EQ_INT(s.hand_n[0], 6);
    CARDS_OK(&s);
    /* Arrange game 2: seat 1 goes out, seat 0 holds two 10s. */
    int16_t match[GAME_MAX_SEATS], scores[GAME_MAX_SEATS][GAME_MAX_SEATS];
    memcpy(match, s.match, sizeof match);
    memcpy(scores, s.game_score, sizeof scores);
    t33_blank(&s, 2, "points=on");
    s.game = 1;
    memcpy(s.match, match, sizeof match);
    memcpy(s.game_score, scores, sizeof scores);
    s.turn = 1;
    t33_hand(&s, 0, "10 10");
    t33_hand(&s, 1, "clear+2");
    t33_draw(&s, "");
    CHECK(G->parse_move(&s, "play clear+2", &m, err, sizeof err));
    G->narrate(&s, &m, names, line, sizeof line);
    CHECK_MSG(strstr(line, "; game 2 of 2 is over, points: Ana 20, Ben 0") != NULL, "%s", line);
    PLAY(&s, "play clear+2");
    G->result(&s, &r);
    CHECK(r.over);
    CHECK_EQ_INT(r.scores[0], 20);
    CHECK_EQ_INT(r.scores[1], 29);
    CHECK_EQ_INT(r.nwinners, 1);
    CHECK_EQ_INT(r.winners[0], 0);
    CHECK_EQ_INT(r.rank[0], 1);
    CHECK_EQ_INT(r.rank[1], 2);
    cJSON *j = G->to_json(&s);
    cJSON *games = cJSON_GetObjectItem(cJSON_GetObjectItem(j, "match"), "game_scores");
    CHECK_EQ_INT(cJSON_GetArraySize(games), 2);
    cJSON_Delete(j);
    /* Without points there is one game and the score is what is held. */
    t33_new(&s, 3, 9, NULL);
    CHECK_EQ_INT(s.games, 1);
}

/* R-33-11/5 swap_tables: after setup the 3UP+3DOWN piles go to the seats
 * in a random order of the seed; the hands stay. */
static void test_swap_tables(void)
{
    const char *names[] = {"Ana", "Ben", "Cy", "Dee"};
    char line[1024];
    int moved = 0;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        T3State s;
        t33_new(&s, 4, seed, "swap_tables=on");
        uint8_t up[4][3], down[4][3], hand[4][T3_DECK];
        for (int p = 0; p < 4; p++) {
            Move m[GAME_MAX_MOVES];
            G->legal_moves(&s, m, GAME_MAX_MOVES);
            char err[GAME_ERR_LEN];
            if (p < 3) {
                CHECK(game_play(G, &s, &m[0], err, sizeof err));
                memcpy(up[p], s.up[p], 3);
                memcpy(down[p], s.down[p], 3);
            } else { /* the last choice deals the tables again */
                T3State t;
                memcpy(&t, &s, sizeof t);
                t.hdr.cfg.opt[T3_OPT_SWAP_TABLES] = 0;
                G->apply(&t, &m[0]);
                memcpy(up[3], t.up[3], 3);
                memcpy(down[3], t.down[3], 3);
                /* The log says who got whose, as the cards move. */
                G->narrate(&s, &m[0], names, line, sizeof line);
                CHECK(game_play(G, &s, &m[0], err, sizeof err));
            }
            memcpy(hand[p], s.hand[p], T3_DECK);
        }
        CARDS_OK(&s);
        for (int p = 0; p < 4; p++) {
            CHECK(memcmp(hand[p], s.hand[p], T3_DECK) == 0);
            int from = -1;
            for (int q = 0; q < 4; q++)
                if (!memcmp(s.up[p], up[q], 3) && !memcmp(s.down[p], down[q], 3))
                    from = q;
            CHECK(from >= 0); /* a whole 3UP+3DOWN pile of one seat */
            moved += from != p;
            char said[64];
            if (from == p)
                snprintf(said, sizeof said, "%s%s keeps their own", p ? ", " : ": ", names[p]);
            else if (from >= 0)
                snprintf(said, sizeof said, "%s%s gets %s's", p ? ", " : ": ", names[p],
                         names[from]);
            CHECK_MSG(strstr(line, said) != NULL, "%s in %s", said, line);
        }
        /* The same seed deals the same way. */
        T3State again;
        t33_new(&again, 4, seed, "swap_tables=on");
        for (int p = 0; p < 4; p++) {
            Move m[GAME_MAX_MOVES];
            G->legal_moves(&again, m, GAME_MAX_MOVES);
            G->apply(&again, &m[0]);
        }
        CHECK(memcmp(&again, &s, sizeof s) == 0);
    }
    CHECK(moved > 20);
    CHECK_MSG(strstr(line, "Dee put ") == line &&
                  strstr(line, "; the tables are handed out again: "),
              "%s", line);
    /* Without the option the last choice says only itself. */
    T3State s;
    t33_new(&s, 2, 1, NULL);
    for (int p = 0; p < 2; p++) {
        Move m[GAME_MAX_MOVES];
        G->legal_moves(&s, m, GAME_MAX_MOVES);
        G->narrate(&s, &m[0], names, line, sizeof line);
        G->apply(&s, &m[0]);
    }
    CHECK_MSG(strstr(line, "handed out") == NULL, "%s", line);
}

/* R-33-11/6 four_colours: the player who lays the fourth card of one
 * colour in a row may swap a hand card for a 3UP card. */
static void test_four_colours(void)
{
    T3State s;
    t33_blank(&s, 2, "four_colours=on");
    t33_hand(&s, 0, "5:red 6:green 7:blue");
    t33_up(&s, 0, "9:red 10:green clear:red");
    t33_pile(&s, "2:red 3:red 4:red");
    t33_fill_tables(&s);
    PLAY(&s, "play 5:red");
    CHECK_EQ_INT(s.phase, T3_PHASE_SWAP);
    CHECK_EQ_INT(G->to_move(&s), 0);
    MOVES_ARE(&s, "swap 6:green 9:red|swap 6:green 10:green|swap 6:green clear:red|"
                  "swap 7:blue 9:red|swap 7:blue 10:green|swap 7:blue clear:red|pass");
    REFUSE(&s, "play 6");
    REFUSE(&s, "swap 5:red 9:red");
    T3State keep = s;
    /* the log names the cards as its plays do, not in the notation */
    const char *names[] = {"Ana", "Ben"};
    char line[200], err[GAME_ERR_LEN];
    Move mv;
    CHECK(G->parse_move(&s, "swap 6:green clear:red", &mv, err, sizeof err));
    G->narrate(&s, &mv, names, line, sizeof line);
    CHECK_MSG(!strcmp(line, "Ana swapped 6 (green) from the hand for Clear (red) from the 3UP "
                            "cards"),
              "%s", line);
    PLAY(&s, "swap 6:green clear:red");
    CHECK(hand_has(&s, 0, T3_CLEAR));
    CHECK(!hand_has(&s, 0, 6));
    CHECK_EQ_INT(t3_card_rank(s.up[0][2]), 6);
    CHECK_EQ_INT(G->to_move(&s), 1);
    CHECK_EQ_INT(s.hand_n[0], 3); /* refilled after the swap */
    CARDS_OK(&s);
    T3State v;
    G->view(&s, 1, &v); /* the Clear came from the 3UP: everybody knows it */
    CHECK(hand_has(&v, 0, T3_CLEAR));
    s = keep;
    PLAY(&s, "pass");
    CHECK_EQ_INT(G->to_move(&s), 1);
    CHECK_EQ_INT(t3_card_rank(s.up[0][2]), T3_CLEAR);

    /* Not without the option. */
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "5:red 6:green 7:blue");
    t33_pile(&s, "2:red 3:red 4:red");
    t33_fill_tables(&s);
    PLAY(&s, "play 5:red");
    CHECK_EQ_INT(s.phase, T3_PHASE_PLAY);
    CHECK_EQ_INT(G->to_move(&s), 1);

    /* Not when the fourth clears the pile (three 3s in a row). */
    t33_blank(&s, 2, "four_colours=on");
    t33_hand(&s, 0, "3:red 6:green 7:blue");
    t33_pile(&s, "2:red 3:red 3:red");
    t33_fill_tables(&s);
    PLAY(&s, "play 3:red");
    CHECK_EQ_INT(s.pile_n, 0);
    CHECK_EQ_INT(G->to_move(&s), 1);

    /* Not for the fifth. */
    t33_blank(&s, 2, "four_colours=on");
    t33_hand(&s, 0, "6:red 7:green 7:blue");
    t33_pile(&s, "2:red 3:red 4:red 5:red");
    t33_fill_tables(&s);
    PLAY(&s, "play 6:red");
    CHECK_EQ_INT(G->to_move(&s), 1);

    /* A multiple lays the colour on top first: red continues the run to
     * four, the green ends on top. */
    t33_blank(&s, 2, "four_colours=on");
    t33_hand(&s, 0, "4:green 4:red 9");
    t33_pile(&s, "2:red 3:red 3:red");
    t33_fill_tables(&s);
    PLAY(&s, "play 4:green 4:red");
    CHECK_EQ_INT(s.phase, T3_PHASE_SWAP);
    CHECK_EQ_INT(t3_card_colour(s.pile[s.pile_n - 1]), T3_GREEN);
    /* With four_colours the colours of a multiple are choices. */
    t33_blank(&s, 2, "four_colours=on");
    t33_hand(&s, 0, "4:green 4:red 4:red");
    t33_fill_tables(&s);
    MOVES_ARE(&s, "play 4:green|play 4:red|play 4:green 4:red|play 4:red 4:red|"
                  "play 4:green 4:red 4:red");
    /* No offer when the hand is empty after the play (3UP play). */
    t33_blank(&s, 2, "four_colours=on");
    t33_up(&s, 0, "5:red 6:green 7:blue");
    t33_pile(&s, "2:red 3:red 4:red");
    t33_fill_tables(&s);
    t33_draw(&s, "");
    PLAY(&s, "play 5:red");
    CHECK_EQ_INT(G->to_move(&s), 1);
}

/* The notation of docs/cli.md: values, colours, the lowest copy. */
static void test_notation(void)
{
    T3State s;
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "7:green 7:blue 7:red clear+1 10");
    t33_fill_tables(&s);
    Move m;
    char err[GAME_ERR_LEN], text[128];
    CHECK(G->parse_move(&s, "play 7", &m, err, sizeof err));
    CHECK_EQ_INT(m.n, 1);
    CHECK_EQ_INT(m.arg[0], s.hand[0][0]); /* the lowest-numbered copy */
    CHECK(G->parse_move(&s, "play 7:red", &m, err, sizeof err));
    CHECK_EQ_INT(t3_card_colour(m.arg[0]), T3_RED);
    G->format_move(&s, &m, text, sizeof text);
    CHECK_MSG(!strcmp(text, "play 7:red"), "%s", text); /* not the lowest: colour kept */
    CHECK(G->parse_move(&s, "play 7:red 7", &m, err, sizeof err));
    CHECK_EQ_INT(m.n, 2);
    G->format_move(&s, &m, text, sizeof text);
    Move back;
    CHECK(G->parse_move(&s, text, &back, err, sizeof err));
    CHECK(move_equal(&m, &back));
    CHECK(G->parse_move(&s, "PLAY Clear+1", &m, err, sizeof err));
    G->format_move(&s, &m, text, sizeof text);
    CHECK(!strcmp(text, "play clear+1"));
    CHECK(!G->parse_move(&s, "play 11", &m, err, sizeof err));
    CHECK(!G->parse_move(&s, "play 7:pink", &m, err, sizeof err));
    CHECK(!G->parse_move(&s, "play 8", &m, err, sizeof err));
    CHECK(strstr(err, "no 8") != NULL);
    CHECK(!G->parse_move(&s, "play 7 7 7 7", &m, err, sizeof err));
    CHECK(!G->parse_move(&s, "flip 4", &m, err, sizeof err));
    CHECK(!G->parse_move(&s, "flip", &m, err, sizeof err));
    CHECK(!G->parse_move(&s, "pickup now", &m, err, sizeof err));
    CHECK(!G->parse_move(&s, "", &m, err, sizeof err));
    CHECK(!G->parse_move(&s, "play", &m, err, sizeof err));
    CHECK(!G->parse_move(&s, "jump 3", &m, err, sizeof err));
    CHECK(G->parse_move(&s, "flip 3", &m, err, sizeof err));
    CHECK(m.kind == T3_M_FLIP && m.arg[0] == 2);
    /* Bad moves built by hand are refused, never crash. */
    Move bad = move_make(T3_M_PLAY, 2, (int[]){200, -4});
    CHECK(!G->check(&s, &bad, err, sizeof err));
    bad = move_make(T3_M_FLIP, 1, (int[]){9});
    CHECK(!G->check(&s, &bad, err, sizeof err));
    bad = move_make(99, 0, NULL);
    CHECK(!G->check(&s, &bad, err, sizeof err));
    G->format_move(&s, &bad, text, sizeof text);
    bad = move_make(T3_M_PLAY, 1, (int[]){s.hand[0][0]});
    bad.n = 9;
    CHECK(!G->check(&s, &bad, err, sizeof err));

    /* Copies of one value and colour: those everybody knows leave first. */
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "3:red 3:red");
    s.known[s.hand[0][1]] = 1; /* the second was picked up from the pile */
    t3_hands_changed(&s);
    t33_fill_tables(&s);
    int unknown = s.hand[0][0], known = s.hand[0][1];
    PLAY(&s, "play 3:red");
    CHECK_EQ_INT(s.pile[s.pile_n - 1], known);
    CHECK(!s.known[unknown]);
    bool still = false;
    for (int i = 0; i < s.hand_n[0]; i++)
        still |= s.hand[0][i] == unknown;
    CHECK(still);
}

/* Log lines in words, said before the move. */
static void test_narrate(void)
{
    const char *names[] = {"Ana", "Ben"};
    char line[200], err[GAME_ERR_LEN];
    Move m;
    T3State s;
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "7 7 clear+1");
    t33_hand(&s, 1, "2 2 2");
    t33_pile(&s, "3");
    t33_fill_tables(&s);
    CHECK(G->parse_move(&s, "play clear+1", &m, err, sizeof err));
    G->narrate(&s, &m, names, line, sizeof line);
    CHECK_MSG(
        !strcmp(line, "Ana played Clear+1: a Clear+1 clears the pile, and 1 more play is owed"),
        "%s", line);
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "7 7 clear+1");
    t33_hand(&s, 1, "2 2 2");
    t33_pile(&s, "3");
    t33_fill_tables(&s);
    CHECK(G->parse_move(&s, "play 7 7", &m, err, sizeof err));
    G->narrate(&s, &m, names, line, sizeof line);
    CHECK_MSG(!strcmp(line, "Ana played two 7s"), "%s", line);
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "8 9");
    t33_pile(&s, "3");
    t33_fill_tables(&s);
    CHECK(G->parse_move(&s, "play 8", &m, err, sizeof err));
    G->narrate(&s, &m, names, line, sizeof line);
    CHECK_MSG(!strcmp(line, "Ana played an 8"), "%s", line);
    CHECK(G->parse_move(&s, "play 9", &m, err, sizeof err));
    G->narrate(&s, &m, names, line, sizeof line);
    CHECK_MSG(!strcmp(line, "Ana played a 9"), "%s", line);
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 1, "1 1 1");
    t33_pile(&s, "2 3 4 5 6 7 8 9 10");
    t33_fill_tables(&s);
    s.turn = 1;
    CHECK(G->parse_move(&s, "pickup", &m, err, sizeof err));
    G->narrate(&s, &m, names, line, sizeof line);
    CHECK_MSG(!strcmp(line, "Ben could not beat the 10: needed a 10 or a Clear and picked up the "
                            "pile (9 cards)"),
              "%s", line);
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "5 5");
    t33_pile(&s, "5");
    t33_fill_tables(&s);
    CHECK(G->parse_move(&s, "play 5 5", &m, err, sizeof err));
    G->narrate(&s, &m, names, line, sizeof line);
    CHECK_MSG(!strcmp(line, "Ana played two 5s: three 5s in a row (one on the pile already) "
                            "clear the pile and end the turn"),
              "%s", line);
    /* The 3UP cards chosen, named as the plays name them. */
    bool named = false;
    for (uint64_t seed = 1; seed < 200 && !named; seed++) {
        t33_new(&s, 2, seed, NULL);
        Move up[GAME_MAX_MOVES];
        int n = G->legal_moves(&s, up, GAME_MAX_MOVES);
        for (int i = 0; i < n && !named; i++) {
            char text[64];
            G->format_move(&s, &up[i], text, sizeof text);
            if (strncmp(text, "up ", 3) || !strstr(text, "clear+1"))
                continue;
            G->narrate(&s, &up[i], names, line, sizeof line);
            CHECK_MSG(strstr(line, "Clear+1") && !strstr(line, "clear"), "%s: %s", text, line);
            CHECK_MSG(!strncmp(line, "Ana put ", 8) && strstr(line, " face up"), "%s", line);
            named = true;
        }
    }
    CHECK(named);
    /* R-33-4: what a pickup needed; R-33-6: which rule cleared */
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 1, "2 3 5");
    t33_hand(&s, 0, "clear clear 4");
    t33_pile(&s, "4 8");
    t33_fill_tables(&s);
    s.turn = 1;
    CHECK(G->parse_move(&s, "pickup", &m, err, sizeof err));
    G->narrate(&s, &m, names, line, sizeof line);
    CHECK_MSG(!strcmp(line, "Ben could not beat the 8: needed 8 or higher, or a Clear and picked "
                            "up the pile (2 cards)"),
              "%s", line);
    s.turn = 0;
    int16_t two[2];
    int k = 0;
    for (int i = 0; i < s.hand_n[0]; i++)
        if (t3_card_rank(s.hand[0][i]) == T3_CLEAR)
            two[k++] = s.hand[0][i];
    CHECK_EQ_INT(k, 2);
    CHECK_EQ_INT(t3_play_clears(&s, two, 2, line, sizeof line), T3_CLEARS_CARD);
    CHECK_MSG(!strcmp(line, "two Clears clear the pile and end the turn"), "%s", line);
    CHECK_EQ_INT(t3_play_clears(&s, two, 1, line, sizeof line), T3_CLEARS_CARD);
    CHECK_MSG(!strcmp(line, "a Clear clears the pile and ends the turn"), "%s", line);
    int16_t four = -1;
    for (int i = 0; i < s.hand_n[0]; i++)
        if (t3_card_rank(s.hand[0][i]) == 4)
            four = s.hand[0][i];
    CHECK_EQ_INT(t3_play_clears(&s, &four, 1, line, sizeof line), T3_CLEARS_NOT);
    CHECK(line[0] == 0);
}

/* R-ALL-1: the same seed and moves give the same game. */
static void test_seeds(void)
{
    T3State a, b;
    t33_new(&a, 5, 1234, "points=on reverse_on_one=on");
    t33_new(&b, 5, 1234, "points=on reverse_on_one=on");
    CHECK(memcmp(&a, &b, sizeof a) == 0);
    Rng r;
    rng_seed(&r, 3);
    for (int i = 0; i < 300 && G->to_move(&a) >= 0; i++) {
        Move m[GAME_MAX_MOVES];
        int n = G->legal_moves(&a, m, GAME_MAX_MOVES);
        int k = (int)rng_below(&r, (uint32_t)n);
        G->apply(&a, &m[k]);
        G->apply(&b, &m[k]);
    }
    CHECK(memcmp(&a, &b, sizeof a) == 0);
    t33_new(&b, 5, 1235, "points=on reverse_on_one=on");
    t33_new(&a, 5, 1234, "points=on reverse_on_one=on");
    CHECK(memcmp(a.hand, b.hand, sizeof a.hand) != 0);
}

/* R-ALL-2: a view hides exactly what its player cannot see. */
static void test_views(void)
{
    T3State s, v, w, t;
    t33_blank(&s, 3, NULL);
    t33_hand(&s, 0, "2 3 4");
    t33_hand(&s, 1, "5 6 7");
    t33_hand(&s, 2, "8 9 10");
    t33_pile(&s, "9 10");
    t33_fill_tables(&s);
    PLAY(&s, "pickup"); /* seat 0 takes the 9 and the 10: public */
    CARDS_OK(&s);
    G->view(&s, 1, &v);
    CHECK_EQ_INT(v.hdr.viewer, 1);
    CHECK_EQ_INT(v.hdr.cfg.seed, 0);
    Rng zero;
    memset(&zero, 0, sizeof zero);
    CHECK(memcmp(&v.rng, &zero, sizeof zero) == 0);
    CHECK_EQ_INT(v.hand_n[0], 5);
    CHECK_EQ_INT(t3_card_rank(v.hand[0][0]), 9); /* known cards first */
    CHECK_EQ_INT(t3_card_rank(v.hand[0][1]), 10);
    for (int i = 2; i < 5; i++)
        CHECK_EQ_INT(v.hand[0][i], T3_HIDDEN);
    for (int i = 0; i < 3; i++)
        CHECK(v.hand[1][i] < T3_DECK); /* its own hand */
    for (int p = 0; p < 3; p++)
        for (int k = 0; k < T3_SLOTS; k++) {
            CHECK_EQ_INT(v.down[p][k], T3_HIDDEN); /* even its own 3DOWN */
            CHECK(v.up[p][k] < T3_DECK);
        }
    for (int i = 0; i < v.draw_n; i++)
        CHECK_EQ_INT(v.draw[i], T3_HIDDEN);
    /* Changing cards seat 1 cannot see leaves its view as it was. */
    t = s;
    uint8_t x = t.hand[2][0];
    t.hand[2][0] = t.draw[0];
    t.draw[0] = x;
    uint8_t d = t.down[1][0];
    t.down[1][0] = t.down[2][2];
    t.down[2][2] = d;
    /* seat 0's unknown 2 with a card of the draw pile */
    int two = t.hand[0][0];
    t.hand[0][0] = t.draw[5];
    t.draw[5] = (uint8_t)two;
    for (int p = 0; p < 3; p++) /* keep the hands sorted as a state's are */
        for (int i = 1; i < t.hand_n[p]; i++)
            for (int j = i; j > 0 && t.hand[p][j - 1] > t.hand[p][j]; j--) {
                uint8_t y = t.hand[p][j];
                t.hand[p][j] = t.hand[p][j - 1];
                t.hand[p][j - 1] = y;
            }
    t.hdr.cfg.seed = 999;
    rng_seed(&t.rng, 5);
    CARDS_OK(&t);
    G->view(&t, 1, &w);
    CHECK(memcmp(&v, &w, sizeof v) == 0);
    G->view(&s, 0, &w);
    CHECK(memcmp(&v, &w, sizeof v) != 0);
    /* A determinized view looks the same and allows the same moves. */
    Rng r;
    rng_seed(&r, 11);
    CHECK_EQ_INT(G->to_move(&s), 1);
    G->view(&s, 1, &v);
    G->determinize(&v, &r, &t);
    CARDS_OK(&t);
    CHECK_EQ_INT(t.hdr.viewer, GAME_FULL);
    G->view(&t, 1, &w);
    CHECK(memcmp(&v, &w, sizeof v) == 0);
    char a[4096], b[4096];
    t33_moves(&v, a, sizeof a);
    t33_moves(&t, b, sizeof b);
    CHECK(!strcmp(a, b));
    /* The JSON of a view: null for what is hidden. */
    cJSON *j = G->to_json(&v);
    cJSON *seat0 = cJSON_GetArrayItem(cJSON_GetObjectItem(j, "seats"), 0);
    CHECK(cJSON_IsNull(cJSON_GetArrayItem(cJSON_GetObjectItem(seat0, "hand"), 4)));
    CHECK(!cJSON_IsNull(cJSON_GetArrayItem(cJSON_GetObjectItem(seat0, "hand"), 0)));
    CHECK_EQ_INT(cJSON_GetArraySize(cJSON_GetObjectItem(seat0, "known")), 2);
    CHECK(cJSON_IsNull(cJSON_GetArrayItem(cJSON_GetObjectItem(seat0, "down"), 0)));
    CHECK(cJSON_IsTrue(cJSON_GetArrayItem(cJSON_GetObjectItem(seat0, "down_slots"), 0)));
    CHECK_EQ_INT(cJSON_GetObjectItem(j, "draw_count")->valueint, v.draw_n);
    cJSON_Delete(j);
    char desc[4096];
    G->describe(&v, desc, sizeof desc);
    CHECK(strstr(desc, "3DOWN ? ? ?") != NULL);
}

/* GAME_MAX_MOVES holds every play even of a hand holding the whole deck
 * with four_colours (every mix of colours listed). */
static void test_move_bound(void)
{
    T3State s;
    t33_blank(&s, 2, "four_colours=on");
    for (int i = s.draw_n - 1; i >= 0; i--)
        s.hand[0][s.hand_n[0]++] = s.draw[i];
    s.draw_n = 0;
    for (int i = 0; i < s.hand_n[0]; i++) /* ascending */
        s.hand[0][i] = (uint8_t)i;
    memset(s.draw, T3_NONE, sizeof s.draw);
    CARDS_OK(&s);
    Move m[GAME_MAX_MOVES + 1];
    int n = G->legal_moves(&s, m, GAME_MAX_MOVES + 1);
    CHECK_EQ_INT(n, 10 * 35 + 35 + 26 + 1);
    CHECK(n <= GAME_MAX_MOVES);
    s.hdr.cfg.opt[T3_OPT_FOUR_COLOURS] = 0;
    CHECK_EQ_INT(G->legal_moves(&s, m, GAME_MAX_MOVES), 10 * 7 + 7 + 6 + 1);
}

/* The stalemate reading (three_up.c): a forced loop found by the property
 * test. Seat 0 holds a 9, seat 2 a 10, seat 1 only a 3UP 3: play, pick up,
 * play... every move forced, the position back every 12 turns once both
 * cards have been picked up (known) at turn 3. At the third time (turn 27)
 * the game ends and the seats are placed by the points they hold. */
static void test_stalemate(void)
{
    T3State s;
    t33_blank(&s, 3, NULL);
    t33_hand(&s, 0, "9");
    t33_up(&s, 0, "3");
    t33_down(&s, 0, "1 1 1");
    t33_up(&s, 1, "3");
    t33_down(&s, 1, "2 2 2");
    t33_hand(&s, 2, "10");
    t33_up(&s, 2, "5");
    t33_down(&s, 2, "4 4 4");
    t33_draw(&s, "");
    int turns = 0;
    bool forced = true;
    while (G->to_move(&s) >= 0 && turns < 100) {
        Move m[GAME_MAX_MOVES];
        forced &= G->legal_moves(&s, m, GAME_MAX_MOVES) == 1;
        G->apply(&s, &m[0]);
        turns++;
    }
    CHECK(forced);
    CHECK_EQ_INT(turns, 27);
    CHECK(s.stalemate);
    GameResult r;
    G->result(&s, &r);
    CHECK(r.over);
    /* As at turn 3: seat 0 to act on the 10, seat 1 holding the 9. */
    CHECK_EQ_INT(r.nwinners, 1);
    CHECK_EQ_INT(r.winners[0], 0); /* 3 + 1 + 1 + 1 = 6 points */
    CHECK_EQ_INT(r.rank[2], 2);    /* 5 + 4 + 4 + 4 = 17 */
    CHECK_EQ_INT(r.rank[1], 3);    /* 9 + 3 + 2 + 2 + 2 = 18 */
    CHECK_EQ_INT(r.scores[1], 18);

    /* T3_IDLE_LIMIT turns without progress end the game too. */
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "5 6");
    t33_hand(&s, 1, "7 8");
    t33_fill_tables(&s);
    t33_draw(&s, "");
    s.idle = T3_IDLE_LIMIT - 1;
    s.progressed = 0; /* and nothing below is progress */
    PLAY(&s, "play 5");
    CHECK_EQ_INT(G->to_move(&s), 1);
    CHECK(!s.stalemate);
    PLAY(&s, "play 7");
    CHECK(s.stalemate);
    CHECK_EQ_INT(G->to_move(&s), -1);
    /* A draw is progress: the count starts again. */
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "5 6 7");
    t33_fill_tables(&s);
    s.idle = T3_IDLE_LIMIT - 1;
    PLAY(&s, "play 5");
    CHECK_EQ_INT(s.idle, 1);
    CHECK(!s.stalemate);
}

/* R-33-4, R-33-7: a pickup shows everyone that nothing in the hand beat the
 * top; the record keeps how many unknown cards must rank below it, and
 * sampled worlds respect it. */
static void test_what_a_pickup_shows(void)
{
    T3State s, v, w;
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "2 3 4");
    t33_hand(&s, 1, "5 8 clear");
    t33_pile(&s, "6 9");
    t33_fill_tables(&s);
    CHECK_EQ_INT(s.below_n[0], 0);
    PLAY(&s, "pickup");
    CHECK_EQ_INT(s.below_n[0], 3);
    CHECK_EQ_INT(s.below_rank[0], 9);
    CHECK(t33_below_holds(&s, 0));
    /* The opponent's view keeps it, and every world sampled from that view
     * gives seat 0 three unknown cards below the 9. */
    G->view(&s, 1, &v);
    CHECK_EQ_INT(v.below_n[0], 3);
    Rng r;
    rng_seed(&r, 5);
    for (int i = 0; i < 200; i++) {
        G->determinize(&v, &r, &w);
        CHECK(t33_below_holds(&w, 0));
        T3State back;
        G->view(&w, 1, &back);
        CHECK(memcmp(&back, &v, sizeof v) == 0);
    }
    PLAY(&s, "play 5");
    /* An unknown card below the 9 leaves: one fewer is sure to be below. */
    PLAY(&s, "play 6");
    CHECK_EQ_INT(s.below_n[0], 3); /* the 6 was a known card */
    PLAY(&s, "play 8");
    PLAY(&s, "play 9");
    CHECK_EQ_INT(s.below_n[0], 3);
    PLAY(&s, "play clear");
    CHECK_EQ_INT(G->to_move(&s), 0);
    PLAY(&s, "play 2");
    CHECK_EQ_INT(s.below_n[0], 2);
    CHECK(t33_below_holds(&s, 0));

    /* A 3DOWN card that did not go: that one card is below the top. */
    seat0_on_3down(&s);
    PLAY(&s, "flip 1");
    CHECK_EQ_INT(s.below_n[0], 1);
    CHECK_EQ_INT(s.below_rank[0], 6);
    CHECK(t33_below_holds(&s, 0));
}

/* What a play from the hand suggests: the ranks it passed over, and how
 * many unknown cards were kept; nothing when a known card kept shows that
 * the seat did not play its lowest. */
static void test_what_a_play_suggests(void)
{
    T3State s;
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "2 5 8");
    t33_hand(&s, 1, "1 10 clear");
    t33_pile(&s, "4");
    t33_fill_tables(&s);
    PLAY(&s, "play 5");
    CHECK_EQ_INT(s.kept_n[0], 2);
    CHECK_EQ_INT(s.kept_lo[0], 4);
    CHECK_EQ_INT(s.kept_hi[0], 5);
    CHECK(!t3_kept_skipped(&s, 0, 3));
    CHECK(t3_kept_skipped(&s, 0, 4));
    CHECK(t3_kept_skipped(&s, 0, 5)); /* a second 5 would have gone too */
    CHECK(!t3_kept_skipped(&s, 0, 6));
    /* A Clear on a 5: no number from 5 up kept, but another Clear may be
     * (a player keeps its Clears, and plays the plain ones first). */
    PLAY(&s, "play clear");
    CHECK_EQ_INT(s.kept_n[1], 2);
    CHECK(t3_kept_skipped(&s, 1, 5));
    CHECK(t3_kept_skipped(&s, 1, 10));
    CHECK(!t3_kept_skipped(&s, 1, 4));
    CHECK(!t3_kept_skipped(&s, 1, T3_CLEAR));
    CHECK(!t3_kept_skipped(&s, 1, T3_CLEAR1));
    /* On the empty pile every rank up to the one played was passed over. */
    CHECK_EQ_INT(G->to_move(&s), 0);
    PLAY(&s, "play 2");
    CHECK_EQ_INT(s.kept_n[0], 2); /* the 8 and the card drawn */
    CHECK_EQ_INT(s.kept_lo[0], 0);
    CHECK(t3_kept_skipped(&s, 0, 1));
    CHECK(!t3_kept_skipped(&s, 0, 3));

    /* A known card kept inside the passed-over ranks: no hint. */
    t33_blank(&s, 2, NULL);
    t33_hand(&s, 0, "5 6 9");
    t33_pile(&s, "4");
    t33_fill_tables(&s);
    s.known[s.hand[0][1]] = 1; /* the 6, picked up earlier */
    t3_hands_changed(&s);
    T3State t = s;
    PLAY(&s, "play 9");
    CHECK_EQ_INT(s.kept_n[0], 0);
    PLAY(&t, "play 5"); /* the 6 lies above the 5: one unknown kept */
    CHECK_EQ_INT(t.kept_n[0], 1);
}

/* The choice of the 3UP cards is the first hint: a player puts its
 * highest cards up, so the three it keeps rank no higher than the lowest
 * of them. */
static void test_up_choice_hint(void)
{
    T3State s;
    t33_new(&s, 2, 5, NULL);
    int low = t33_up_highest(&s);
    CHECK_EQ_INT(s.kept_n[0], 3);
    for (int r = 1; r < T3_RANKS; r++)
        CHECK_EQ_INT(t3_kept_skipped(&s, 0, r), r > low);
    for (int i = 0; i < s.hand_n[0]; i++)
        CHECK(t3_card_rank(s.hand[0][i]) <= low);
    CHECK_EQ_INT(s.kept_n[1], 0); /* seat 1 has not chosen yet */
    /* The lowest three put up instead: the hint says the same, and is
     * wrong, as a hint may be; the first play replaces it. */
    Move m[GAME_MAX_MOVES];
    G->legal_moves(&s, m, GAME_MAX_MOVES);
    G->apply(&s, &m[0]);
    low = t33_lowest_up(&s, 1);
    CHECK_EQ_INT(s.kept_n[1], 3);
    CHECK_EQ_INT(s.kept_lo[1], low + 1);
    CHECK(t3_kept_skipped(&s, 1, T3_CLEAR2));
}

int main(void)
{
    test_deck();
    test_setup();
    test_play_and_multiples();
    test_clear_on_any_number();
    test_three_in_a_row();
    test_clear_plus_one_with_draw();
    test_clear_plus_two_from_3up();
    test_clear_as_extra_play();
    test_pickup_and_refill();
    test_what_a_pickup_shows();
    test_what_a_play_suggests();
    test_up_choice_hint();
    test_3up_only_after_hand_and_draw();
    test_3down();
    test_winner_and_play_out();
    test_direction_and_reverse();
    test_clockwise_from_the_deal();
    test_voluntary_draw();
    test_points();
    test_swap_tables();
    test_four_colours();
    test_notation();
    test_narrate();
    test_seeds();
    test_views();
    test_move_bound();
    test_stalemate();
    return check_exit("test_t33_rules");
}
