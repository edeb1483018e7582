/* Up or Down?, rule by rule: every test cites the passage of
 * the Up or Down? rulebook or the ruling of docs/rulings.md it checks. Test
 * states are dealt by setup and then edited (tests/uod_helpers.h keeps every
 * card exactly once while doing so). */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "game.h"
#include "uod_helpers.h"
#include "up_or_down.h"

static const GameDef *G = &uod_game;

static void deal(UodState *s, int players, int length, uint64_t seed)
{
    GameConfig cfg;
    char err[GAME_ERR_LEN] = "";
    game_config_default(G, players, seed, &cfg);
    cfg.opt[UOD_OPT_LENGTH] = length;
    bool ok = G->setup(s, &cfg, err, sizeof err);
    CHECK_MSG(ok, "setup %d players: %s", players, err);
}

static bool play(UodState *s, const char *text)
{
    char err[GAME_ERR_LEN] = "";
    bool ok = game_play_text(G, s, text, err, sizeof err);
    CHECK_MSG(ok, "'%s' refused: %s", text, err);
    return ok;
}

/* The move is refused, the reason is one non-empty line containing `want`
 * (when given), and the state does not change. */
static void refused(UodState *s, const char *text, const char *want)
{
    UodState before = *s;
    char err[GAME_ERR_LEN] = "";
    bool ok = game_play_text(G, s, text, err, sizeof err);
    CHECK_MSG(!ok, "'%s' should be refused", text);
    CHECK_MSG(err[0] && !strchr(err, '\n'), "'%s': reason '%s'", text, err);
    if (want)
        CHECK_MSG(strstr(err, want) != NULL, "'%s': reason '%s' lacks '%s'", text, err, want);
    CHECK(memcmp(&before, s, sizeof before) == 0);
}

/* The legal moves as text, one per line, in order. */
static void legal_text(const UodState *s, char *buf, size_t len)
{
    Move m[GAME_MAX_MOVES];
    int n = G->legal_moves(s, m, GAME_MAX_MOVES);
    size_t used = 0;
    buf[0] = 0;
    for (int i = 0; i < n && used < len; i++) {
        char t[32];
        G->format_move(s, &m[i], t, sizeof t);
        used += (size_t)snprintf(buf + used, len - used, "%s%s", i ? "," : "", t);
    }
}

static void expect_legal(const UodState *s, const char *want)
{
    char got[1024];
    legal_text(s, got, sizeof got);
    CHECK_MSG(strcmp(got, want) == 0, "legal moves '%s', wanted '%s'", got, want);
}

static bool ring_sorted(const UodState *s)
{
    for (int i = 1; i < s->ring_n; i++)
        if (s->ring[i - 1] >= s->ring[i])
            return false;
    return true;
}

/* ---- R-UOD-1: the deck by player count and length ----------------------- */
static void test_deck_sizes(void)
{
    /* Rulebook, setup 1: short 42/60/78/96/96, full 54/78/102/126/126. */
    static const int want_short[7] = {0, 0, 42, 60, 78, 96, 96};
    static const int want_full[7] = {0, 0, 54, 78, 102, 126, 126};
    for (int p = 2; p <= 6; p++) {
        CHECK_EQ_INT(uod_deck_size(p, UOD_LENGTH_SHORT), want_short[p]);
        CHECK_EQ_INT(uod_deck_size(p, UOD_LENGTH_FULL), want_full[p]);
        for (int len = 0; len < 2; len++) {
            UodState s;
            deal(&s, p, len, 1000 + (uint64_t)p);
            CHECK_EQ_INT(s.n_cards, len ? want_full[p] : want_short[p]);
            CHECK(uod_cards_once(&s)); /* exactly the cards 1..N, each once */
        }
    }
    CHECK_EQ_INT(uod_deck_size(1, UOD_LENGTH_SHORT), 0);
    CHECK_EQ_INT(uod_deck_size(7, UOD_LENGTH_FULL), 0);
    /* The default length is short (R-UOD-1 option). */
    GameConfig cfg;
    game_config_default(G, 4, 1, &cfg);
    CHECK_EQ_INT(cfg.opt[UOD_OPT_LENGTH], UOD_LENGTH_SHORT);
    char err[GAME_ERR_LEN];
    CHECK(game_option_parse(G, "length=full", &cfg, err, sizeof err));
    CHECK_EQ_INT(cfg.opt[UOD_OPT_LENGTH], UOD_LENGTH_FULL);
    CHECK(!game_option_parse(G, "length=medium", &cfg, err, sizeof err));
    /* Setup refuses a player count outside 2..6 with a reason. */
    UodState s;
    game_config_default(G, 2, 1, &cfg);
    cfg.players = 7;
    err[0] = 0;
    CHECK(!G->setup(&s, &cfg, err, sizeof err));
    CHECK(err[0] != 0);
}

/* ---- R-UOD-2: the colours ------------------------------------------------ */
static void test_colours(void)
{
    /* The table is fixed forever: saves depend on it. */
    CHECK_EQ_INT(strlen(uod_test_colours), UOD_MAX_CARDS);
    for (int c = 1; c <= UOD_MAX_CARDS; c++)
        CHECK_MSG(uod_colour(c) == uod_test_colour(c), "card %d is %s, was %s", c,
                  uod_colour_name(uod_colour(c)), uod_colour_name(uod_test_colour(c)));
    /* Every block of six consecutive numbers holds each colour once. */
    for (int b = 0; b < UOD_MAX_CARDS / 6; b++) {
        int seen[UOD_COLOURS] = {0};
        for (int i = 1; i <= 6; i++)
            seen[uod_colour(6 * b + i)]++;
        for (int c = 0; c < UOD_COLOURS; c++)
            CHECK_MSG(seen[c] == 1, "block %d-%d holds %s %d times", 6 * b + 1, 6 * b + 6,
                      uod_colour_name(c), seen[c]);
    }
    /* So every deck size has equal colour counts. */
    for (int p = 2; p <= 6; p++)
        for (int len = 0; len < 2; len++) {
            int n = uod_deck_size(p, len), count[UOD_COLOURS] = {0};
            CHECK_EQ_INT(n % 6, 0);
            for (int c = 1; c <= n; c++)
                count[uod_colour(c)]++;
            for (int c = 0; c < UOD_COLOURS; c++)
                CHECK_EQ_INT(count[c], n / 6);
        }
    /* Not simply n % 6 (R-UOD-2). */
    bool modular = true;
    for (int c = 1; c <= UOD_MAX_CARDS && modular; c++)
        modular = uod_colour(c) == uod_colour(((c - 1) % 6) + 1);
    CHECK(!modular);
    /* The six names of R-UOD-2. */
    static const char *const names[] = {"ruby", "pink", "gold", "green", "blue", "purple"};
    for (int c = 0; c < UOD_COLOURS; c++)
        CHECK(strcmp(uod_colour_name(c), names[c]) == 0);
    CHECK(strcmp(uod_colour_name(UOD_COLOURS), "unknown") == 0);
}

/* ---- R-UOD-3: the deal and the two piles --------------------------------- */
static void test_deal(void)
{
    for (int p = 2; p <= 6; p++)
        for (int len = 0; len < 2; len++)
            for (uint64_t seed = 0; seed < 20; seed++) {
                UodState s;
                deal(&s, p, len, seed * 7919 + 13);
                /* Setup 3: three cards each, seen by their owner only. */
                for (int q = 0; q < p; q++) {
                    CHECK_EQ_INT(s.hand_n[q], UOD_HAND);
                    CHECK(s.hand[q][0] < s.hand[q][1] && s.hand[q][1] < s.hand[q][2]);
                }
                /* Setup 4: six face-up cards sorted clockwise (ascending). */
                CHECK_EQ_INT(s.ring_n, UOD_RING);
                CHECK(ring_sorted(&s));
                /* Setup 5: the rest split in two, the odd card face down. */
                int rest = s.n_cards - 3 * p - UOD_RING;
                CHECK_EQ_INT(s.down_n + s.up_n, rest);
                CHECK_EQ_INT(s.down_n, rest / 2 + rest % 2);
                CHECK_EQ_INT(s.up_n, rest / 2);
                CHECK(uod_cards_once(&s));
                CHECK_EQ_INT(s.phase, UOD_PHASE_PLAY);
                CHECK_EQ_INT(s.turns, 0);
                CHECK(s.played == 0 && s.taken == 0);
                for (int q = 0; q < p; q++)
                    CHECK(s.col_n[q][0] == 0 && s.discard_n[q] == 0);
            }
    /* The odd cases, spelled out: 3 short 45 -> 23/22, 5 short 75 -> 38/37,
     * 3 full 63 -> 32/31, 5 full 105 -> 53/52; the even ones split evenly. */
    static const struct {
        int p, len, down, up;
    } split[] = {{2, 0, 15, 15}, {3, 0, 23, 22}, {4, 0, 30, 30}, {5, 0, 38, 37}, {6, 0, 36, 36},
                 {2, 1, 21, 21}, {3, 1, 32, 31}, {4, 1, 42, 42}, {5, 1, 53, 52}, {6, 1, 51, 51}};
    for (size_t i = 0; i < sizeof split / sizeof split[0]; i++) {
        UodState s;
        deal(&s, split[i].p, split[i].len, 5);
        CHECK_MSG(s.down_n == split[i].down && s.up_n == split[i].up,
                  "%d players %s: piles %d/%d, wanted %d/%d", split[i].p,
                  split[i].len ? "full" : "short", s.down_n, s.up_n, split[i].down, split[i].up);
    }
    /* Setup 2: the cards are shuffled by the seed (R-ALL-1): the same seed
     * deals the same game, different seeds different ones. */
    UodState a, b, c;
    deal(&a, 4, 1, 42);
    deal(&b, 4, 1, 42);
    deal(&c, 4, 1, 43);
    CHECK(memcmp(&a, &b, sizeof a) == 0);
    CHECK(memcmp(a.down, c.down, sizeof a.down) != 0);
}

/* ---- R-UOD-4: the ring, the rulebook's worked examples ------------------- */
static void ring_example(UodState *s)
{
    /* A display holding the rulebook's 7, 33 and 106 (five players, full
     * game: cards 1-126); the seat to act holds 5, 14 and 120. */
    static const int ring[UOD_RING] = {7, 33, 48, 62, 85, 106};
    static const int hand[3] = {5, 14, 120};
    deal(s, 5, UOD_LENGTH_FULL, 77);
    uod_set_ring(s, ring);
    uod_set_hand(s, s->turn, hand, 3);
    CHECK(uod_cards_once(s));
    CHECK(ring_sorted(s));
}

static void test_ring(void)
{
    UodState s;
    int lo, hi;

    /* "Erin places the 14 from their hand between the 7 and 33." */
    ring_example(&s);
    uod_ring_neighbours(&s, 14, &lo, &hi);
    CHECK(lo == 7 && hi == 33);
    char said[200];
    G->narrate(&s, &(Move){.kind = UOD_M_PLAY, .n = 1, .arg = {14}}, NULL, said, sizeof said);
    CHECK_MSG(strstr(said, "14 between 7 and 33") != NULL, "narrated '%s'", said);
    play(&s, "play 14");
    CHECK_EQ_INT(s.ring_n, UOD_RING + 1);
    CHECK(ring_sorted(&s));
    CHECK(s.ring[0] == 7 && s.ring[1] == 14 && s.ring[2] == 33);
    CHECK_EQ_INT(s.phase, UOD_PHASE_TAKE);
    expect_legal(&s, "take 7,take 33");
    /* The played card stays; the taken one leaves (ring of 6 again). */
    play(&s, "take 33");
    CHECK_EQ_INT(s.ring_n, UOD_RING);
    CHECK(ring_sorted(&s));
    CHECK(s.ring[0] == 7 && s.ring[1] == 14 && s.ring[2] == 48);
    CHECK_EQ_INT(s.taken, 33);
    CHECK(uod_cards_once(&s));

    /* "Eli placed the 5 from their hand between the 106 and 7 because it
     * was less than the 7." ... "decides whether to take the 7 or the 106". */
    ring_example(&s);
    uod_ring_neighbours(&s, 5, &lo, &hi);
    CHECK(lo == 106 && hi == 7);
    G->narrate(&s, &(Move){.kind = UOD_M_PLAY, .n = 1, .arg = {5}}, NULL, said, sizeof said);
    CHECK_MSG(strstr(said, "5 between 106 and 7") != NULL, "narrated '%s'", said);
    play(&s, "play 5");
    CHECK_EQ_INT(s.ring_n, UOD_RING + 1);
    CHECK(ring_sorted(&s));
    expect_legal(&s, "take 7,take 106");
    /* 106 and 7 are the only cards that may be taken. */
    for (int i = 0; i < s.ring_n; i++) {
        int c = s.ring[i];
        char t[32];
        snprintf(t, sizeof t, "take %d", c);
        if (c != 7 && c != 106)
            refused(&s, t, "you may take only 7 or 106");
    }
    refused(&s, "take 5", "R-UOD-4"); /* not the card just played */
    refused(&s, "take 1", NULL);      /* not a card in the ring at all */
    UodState other = s;
    play(&other, "take 106");
    CHECK_EQ_INT(other.taken, 106);
    /* "After choosing the 7, they will place the 7 in their Play Area." */
    play(&s, "take 7");
    CHECK_EQ_INT(s.taken, 7);
    CHECK(ring_sorted(&s));
    CHECK(s.ring[0] == 5 && s.ring[UOD_RING - 1] == 106);
    /* "Eli took the 7 and started the first column in their Play Area." */
    int seat = s.turn;
    expect_legal(&s, "new");
    play(&s, "new");
    CHECK(s.col_n[seat][0] == 1 && s.col[seat][0][0] == 7);
    CHECK(uod_cards_once(&s));

    /* Above the highest: also between the highest and the lowest. */
    ring_example(&s);
    uod_ring_neighbours(&s, 120, &lo, &hi);
    CHECK(lo == 106 && hi == 7);
    play(&s, "play 120");
    expect_legal(&s, "take 7,take 106");
    /* Inside the ring: 50 goes between 48 and 62; 34 between 33 and 48. */
    ring_example(&s);
    uod_ring_neighbours(&s, 50, &lo, &hi);
    CHECK(lo == 48 && hi == 62);
    uod_ring_neighbours(&s, 34, &lo, &hi);
    CHECK(lo == 33 && hi == 48);
}

/* ---- R-UOD-5: columns ----------------------------------------------------- */

/* A two-player full game whose seat to act is at step 3 (place the taken
 * card) with these columns and this taken card. Columns are lists ended by
 * 0; NULL for no column. */
static int at_place(UodState *s, const int *c1, const int *c2, const int *c3, int taken)
{
    deal(s, 2, UOD_LENGTH_FULL, 2024);
    int seat = s->turn;
    const int *cols[UOD_COLUMNS] = {c1, c2, c3};
    for (int k = 0; k < UOD_COLUMNS; k++) {
        int n = 0;
        while (cols[k] && cols[k][n])
            n++;
        CHECK(uod_set_column(s, seat, k, cols[k], n));
    }
    /* Steps 1 and 2 done: one hand card went to the display (here: back
     * under the face-down pile) and `taken` left the display. */
    uod_set_hand(s, seat, (int[]){s->hand[seat][0], s->hand[seat][1]}, 2);
    CHECK(uod_pull(s, taken));
    s->taken = (uint8_t)taken;
    s->played = s->ring[0];
    s->phase = UOD_PHASE_PLACE;
    CHECK(uod_cards_once(s));
    return seat;
}

static void test_columns(void)
{
    UodState s;
    int seat;

    /* 3A: the first card taken starts the first column; nothing else. */
    seat = at_place(&s, NULL, NULL, NULL, 40);
    expect_legal(&s, "new");
    refused(&s, "column 1", "no column 1");
    refused(&s, "discard 1", "no column 1");
    play(&s, "new");
    CHECK(s.col_n[seat][0] == 1 && s.col[seat][0][0] == 40);
    CHECK_EQ_INT(uod_column_direction(&s, seat, 0), 0);
    CHECK_EQ_INT(s.phase, UOD_PHASE_DRAW);

    /* 3C: a one-card column accepts a card either way ... */
    seat = at_place(&s, (int[]){40, 0}, NULL, NULL, 30);
    CHECK(uod_column_accepts(&s, seat, 0, 30));
    CHECK(uod_column_accepts(&s, seat, 0, 50));
    expect_legal(&s, "column 1,new,discard 1");
    /* ... and the second card fixes the direction: lower, descending. */
    play(&s, "column 1");
    CHECK(s.col_n[seat][0] == 2 && s.col[seat][0][1] == 30);
    CHECK_EQ_INT(uod_column_direction(&s, seat, 0), -1);
    CHECK(!uod_column_accepts(&s, seat, 0, 35)); /* every later card continues it */
    CHECK(uod_column_accepts(&s, seat, 0, 29));
    /* Higher: ascending. */
    seat = at_place(&s, (int[]){40, 0}, NULL, NULL, 50);
    play(&s, "column 1");
    CHECK_EQ_INT(uod_column_direction(&s, seat, 0), 1);

    /* A descending column refuses a higher card, with the reason. */
    seat = at_place(&s, (int[]){40, 30, 0}, NULL, NULL, 35);
    expect_legal(&s, "new,discard 1");
    refused(&s, "column 1", "column 1 is descending: 35 cannot follow 30");
    seat = at_place(&s, (int[]){40, 30, 0}, NULL, NULL, 20);
    play(&s, "column 1");
    CHECK(s.col_n[seat][0] == 3 && s.col[seat][0][2] == 20);

    /* The direction is continued from the last card, not the first: 45 is
     * above 40 but below 50. */
    seat = at_place(&s, (int[]){40, 50, 0}, NULL, NULL, 45);
    CHECK(!uod_column_accepts(&s, seat, 0, 45));
    refused(&s, "column 1", "column 1 is ascending: 45 cannot follow 50");
    seat = at_place(&s, (int[]){10, 20, 30, 40, 0}, NULL, NULL, 35);
    refused(&s, "column 1", "R-UOD-5");
    seat = at_place(&s, (int[]){10, 20, 30, 40, 0}, NULL, NULL, 41);
    play(&s, "column 1");
    /* Cards are never rearranged: each new card goes on the end. */
    static const int want[5] = {10, 20, 30, 40, 41};
    CHECK_EQ_INT(s.col_n[seat][0], 5);
    for (int i = 0; i < 5; i++)
        CHECK_EQ_INT(s.col[seat][0][i], want[i]);

    /* "You may only have 3 columns": a fourth is refused. */
    seat = at_place(&s, (int[]){10, 20, 0}, (int[]){30, 25, 0}, (int[]){40, 0}, 15);
    expect_legal(&s, "column 2,column 3,discard 1,discard 2,discard 3");
    refused(&s, "new", "three columns");
    /* Fewer than three: a new column is allowed (R-UOD-6) and comes next. */
    seat = at_place(&s, (int[]){10, 20, 0}, NULL, NULL, 15);
    expect_legal(&s, "new,discard 1");
    play(&s, "new");
    CHECK(s.col_n[seat][1] == 1 && s.col[seat][1][0] == 15 && s.col_n[seat][0] == 2);
    /* A column that does not exist cannot take a card. */
    seat = at_place(&s, (int[]){10, 20, 0}, NULL, NULL, 25);
    refused(&s, "column 2", "no column 2");
    refused(&s, "column 3", "no column 3");
    CHECK(seat >= 0);
}

/* ---- R-UOD-6: discarding a column ---------------------------------------- */
static void test_discard(void)
{
    UodState s;
    int seat;

    /* A column may be discarded even when the card fits elsewhere, and with
     * fewer than three columns; the new column takes its place. */
    seat = at_place(&s, (int[]){10, 20, 0}, (int[]){30, 0}, NULL, 25);
    expect_legal(&s, "column 1,column 2,new,discard 1,discard 2");
    /* The log says how many cards went, in words a player would use. */
    char said[200];
    G->narrate(&s, &(Move){.kind = UOD_M_DISCARD, .n = 1, .arg = {0}}, NULL, said, sizeof said);
    CHECK_MSG(strstr(said, "discarded column 1 (2 cards) and started it again with 25") != NULL,
              "narrated '%s'", said);
    G->narrate(&s, &(Move){.kind = UOD_M_DISCARD, .n = 1, .arg = {1}}, NULL, said, sizeof said);
    CHECK_MSG(strstr(said, "discarded column 2 (1 card) and started") != NULL, "narrated '%s'",
              said);
    /* and what it is worth now (R-UOD-8): the discard pile one point a
     * card, the new column 1 */
    char want[200];
    int change = 1 + 1 - uod_column_score(s.col[seat][1], 1);
    snprintf(want, sizeof want,
             "started it again with 25, worth 1 point; the discard pile is now worth 1 point "
             "(%+d in all)",
             change);
    CHECK_MSG(strstr(said, want) != NULL, "narrated '%s'", said);
    /* a card on a column: the column's new score and what it gained */
    G->narrate(&s, &(Move){.kind = UOD_M_COLUMN, .n = 1, .arg = {0}}, NULL, said, sizeof said);
    uint8_t grown[3] = {10, 20, 25};
    int now = uod_column_score(grown, 3);
    snprintf(want, sizeof want, "put 25 on column 1, now worth %d points (+%d)", now,
             now - uod_column_score(grown, 2));
    CHECK_MSG(strstr(said, want) != NULL, "narrated '%s', not '%s'", said, want);
    G->narrate(&s, &(Move){.kind = UOD_M_NEW, .n = 0}, NULL, said, sizeof said);
    CHECK_MSG(strstr(said, "started column 3 with 25, worth 1 point") != NULL, "narrated '%s'",
              said);
    int before = uod_score(&s, seat) - uod_column_score(s.col[seat][0], 2);
    play(&s, "discard 1");
    CHECK_EQ_INT(s.discard_n[seat], 2);
    CHECK(s.discard[seat][0] == 10 && s.discard[seat][1] == 20);
    CHECK(s.col_n[seat][0] == 1 && s.col[seat][0][0] == 25);
    CHECK(s.col_n[seat][1] == 1 && s.col[seat][1][0] == 30);
    CHECK_EQ_INT(s.col_n[seat][2], 0);
    /* Discarded cards score one point each. */
    CHECK_EQ_INT(uod_score(&s, seat), before + 2 + uod_column_score(s.col[seat][0], 1));
    CHECK(uod_cards_once(&s));

    /* No column fits: the only choice is to discard one (rulebook 3D). */
    seat = at_place(&s, (int[]){10, 50, 0}, (int[]){30, 5, 0}, (int[]){40, 45, 0}, 27);
    expect_legal(&s, "discard 1,discard 2,discard 3");
    refused(&s, "new", "three columns");
    refused(&s, "column 3", "cannot follow 45");
    /* Discarding the middle column leaves the others as they are. */
    play(&s, "discard 2");
    CHECK(s.col_n[seat][0] == 2 && s.col[seat][0][1] == 50);
    CHECK(s.col_n[seat][1] == 1 && s.col[seat][1][0] == 27);
    CHECK(s.col_n[seat][2] == 2 && s.col[seat][2][1] == 45);
    CHECK(s.discard_n[seat] == 2 && s.discard[seat][0] == 30 && s.discard[seat][1] == 5);
    /* The restarted column has no direction until its second card. */
    CHECK_EQ_INT(uod_column_direction(&s, seat, 1), 0);
    CHECK(uod_cards_once(&s));

    /* A second discard adds to the same pile. */
    seat = at_place(&s, (int[]){10, 50, 0}, (int[]){30, 5, 0}, NULL, 27);
    play(&s, "discard 1");
    CHECK_EQ_INT(s.discard_n[seat], 2);
    UodState next = s;
    next.phase = UOD_PHASE_PLACE;
    next.taken = next.down[--next.down_n];
    next.down[next.down_n] = 0;
    CHECK(game_play_text(G, &next, "discard 2", (char[GAME_ERR_LEN]){0}, GAME_ERR_LEN));
    CHECK_EQ_INT(next.discard_n[seat], 4);
    CHECK(next.discard[seat][2] == 30 && next.discard[seat][3] == 5);
    CHECK(uod_cards_once(&next));
    /* Discarding a column that does not exist is refused. */
    seat = at_place(&s, (int[]){10, 20, 0}, NULL, NULL, 25);
    refused(&s, "discard 2", "no column 2 to discard");
}

/* ---- R-UOD-7: drawing, the turn order and the end ------------------------ */
static void test_draw(void)
{
    UodState s;
    char err[GAME_ERR_LEN];
    deal(&s, 4, UOD_LENGTH_SHORT, 31337);
    int seat = s.turn;
    Move m[GAME_MAX_MOVES];
    /* One whole turn: play, take, place, draw; then the next seat clockwise. */
    G->legal_moves(&s, m, GAME_MAX_MOVES);
    CHECK(game_play(G, &s, &m[0], err, sizeof err));
    G->legal_moves(&s, m, GAME_MAX_MOVES);
    CHECK(game_play(G, &s, &m[0], err, sizeof err));
    play(&s, "new");
    CHECK_EQ_INT(s.phase, UOD_PHASE_DRAW);
    CHECK_EQ_INT(s.hand_n[seat], 2);
    expect_legal(&s, "draw down,draw up");
    UodState up = s, up_before = s;
    int top_down = s.down[s.down_n - 1], top_up = s.up[s.up_n - 1], down_n = s.down_n;
    play(&s, "draw down");
    CHECK_EQ_INT(s.hand_n[seat], 3);
    CHECK(s.hand[seat][0] == top_down || s.hand[seat][1] == top_down ||
          s.hand[seat][2] == top_down);
    CHECK(s.hand[seat][0] < s.hand[seat][1] && s.hand[seat][1] < s.hand[seat][2]);
    CHECK_EQ_INT(s.down_n, down_n - 1);
    CHECK_EQ_INT(s.turn, (seat + 1) % 4); /* "The player to your left now takes their turn" */
    CHECK_EQ_INT(s.phase, UOD_PHASE_PLAY);
    CHECK(s.played == 0 && s.taken == 0);
    CHECK_EQ_INT(s.turns, 1);
    CHECK(uod_cards_once(&s));
    /* The face-up pile: its top card, and the next one shows. */
    int below_up = up.up[up.up_n - 2];
    play(&up, "draw up");
    CHECK(up.hand[seat][0] == top_up || up.hand[seat][1] == top_up || up.hand[seat][2] == top_up);
    CHECK_EQ_INT(up.up[up.up_n - 1], below_up);
    CHECK(uod_cards_once(&up));

    /* "If one of the piles has been depleted, you must take your card from
     * the remaining draw pile." */
    UodState one = up_before;
    while (one.down_n > 0) /* move the face-down pile to a discard pile */
        uod_bury(&one, 0, 1);
    expect_legal(&one, "draw up");
    refused(&one, "draw down", "face-down pile is empty");
    play(&one, "draw up");
    one = up_before;
    one.up_n = 0;
    for (int i = 0; i < up_before.up_n; i++) { /* the face-up pile to a discard pile */
        one.discard[1][one.discard_n[1]++] = one.up[i];
        one.up[i] = 0;
    }
    expect_legal(&one, "draw down");
    refused(&one, "draw up", "face-up pile is empty");
    CHECK(uod_cards_once(&one));

    /* Both piles empty: no draw, the hands run down and a seat without
     * cards is passed over; the game ends when every hand is empty, with
     * six cards in the display. */
    deal(&s, 3, UOD_LENGTH_SHORT, 99);
    int t = s.turn, a = (t + 1) % 3, b = (t + 2) % 3;
    uod_set_hand(&s, t, (int[]){s.hand[t][0]}, 1);
    uod_set_hand(&s, a, NULL, 0);
    uod_set_hand(&s, b, (int[]){s.hand[b][1], s.hand[b][2]}, 2);
    uod_bury(&s, a, s.down_n + s.up_n);
    CHECK(uod_cards_once(&s));
    CHECK(s.down_n == 0 && s.up_n == 0);
    G->legal_moves(&s, m, GAME_MAX_MOVES);
    CHECK(game_play(G, &s, &m[0], err, sizeof err));
    G->legal_moves(&s, m, GAME_MAX_MOVES);
    CHECK(game_play(G, &s, &m[1], err, sizeof err));
    play(&s, "new");
    /* No draw step: the turn passes at once, over seat a's empty hand. */
    CHECK_EQ_INT(s.phase, UOD_PHASE_PLAY);
    CHECK_EQ_INT(s.turn, b);
    CHECK_EQ_INT(s.hand_n[t], 0);
    for (int turn = 0; turn < 2; turn++) { /* b plays twice in a row */
        CHECK_EQ_INT(G->to_move(&s), b);
        G->legal_moves(&s, m, GAME_MAX_MOVES);
        CHECK(game_play(G, &s, &m[0], err, sizeof err));
        G->legal_moves(&s, m, GAME_MAX_MOVES);
        CHECK(game_play(G, &s, &m[0], err, sizeof err));
        G->legal_moves(&s, m, GAME_MAX_MOVES);
        CHECK(game_play(G, &s, &m[0], err, sizeof err));
    }
    /* "There will be 6 cards remaining in the public display." */
    CHECK_EQ_INT(s.phase, UOD_PHASE_OVER);
    CHECK_EQ_INT(G->to_move(&s), -1);
    CHECK_EQ_INT(G->legal_moves(&s, m, GAME_MAX_MOVES), 0);
    CHECK_EQ_INT(s.ring_n, UOD_RING);
    CHECK(s.hand_n[0] == 0 && s.hand_n[1] == 0 && s.hand_n[2] == 0);
    CHECK(uod_cards_once(&s));
    refused(&s, "play 1", "game is over");
    CHECK(!G->check(&s, &(Move){.kind = UOD_M_NEW}, err, sizeof err));
    CHECK(strstr(err, "game is over") != NULL);
    GameResult r;
    G->result(&s, &r);
    CHECK(r.over);

    /* A whole game: every card but six ends in a play area, one turn each. */
    for (int p = 2; p <= 6; p++) {
        deal(&s, p, UOD_LENGTH_FULL, 500 + (uint64_t)p);
        Rng rng;
        rng_seed(&rng, (uint64_t)p);
        int moves = 0;
        while (G->to_move(&s) >= 0 && moves < 10000) {
            int n = G->legal_moves(&s, m, GAME_MAX_MOVES);
            CHECK(n > 0);
            if (n == 0)
                break;
            CHECK(game_play(G, &s, &m[rng_below(&rng, (uint32_t)n)], err, sizeof err));
            moves++;
        }
        CHECK_EQ_INT(s.phase, UOD_PHASE_OVER);
        CHECK_EQ_INT(s.turns, s.n_cards - UOD_RING);
        CHECK(s.down_n == 0 && s.up_n == 0 && s.ring_n == UOD_RING);
        int placed = 0;
        for (int q = 0; q < p; q++) {
            CHECK_EQ_INT(s.hand_n[q], 0);
            placed += s.discard_n[q];
            for (int k = 0; k < UOD_COLUMNS; k++)
                placed += s.col_n[q][k];
        }
        CHECK_EQ_INT(placed, s.n_cards - UOD_RING);
        CHECK(uod_cards_once(&s));
    }
}

/* ---- R-UOD-8: scoring and shared victories ------------------------------- */

/* Cards of these colours in ascending order, each the lowest still free
 * above the previous one. */
static void pick(UodState *s, const int *colours, int n, int *out)
{
    int last = 0;
    for (int i = 0; i < n; i++) {
        out[i] = uod_find_colour(s, colours[i], last);
        CHECK_MSG(out[i] > 0, "no free %s card above %d", uod_colour_name(colours[i]), last);
        last = out[i];
    }
}

static void reverse(int *a, int n)
{
    for (int i = 0; i < n / 2; i++) {
        int t = a[i];
        a[i] = a[n - 1 - i];
        a[n - 1 - i] = t;
    }
}

static bool monotone(const int *a, int n)
{
    bool up = true, down = true;
    for (int i = 1; i < n; i++) {
        up = up && a[i] > a[i - 1];
        down = down && a[i] < a[i - 1];
    }
    return up || down;
}

static void test_scoring(void)
{
    enum {
        R = UOD_RUBY,
        P = UOD_PINK,
        Go = UOD_GOLD,
        Gr = UOD_GREEN,
        B = UOD_BLUE,
        Pu = UOD_PURPLE
    };
    UodState s;
    int seat;

    /* "If Erin had 5 pink cards in column one, and the total number of
     * cards (including pink) in column one was 9, then Erin would have 45
     * points from column one." */
    deal(&s, 6, UOD_LENGTH_FULL, 8);
    int erin[9];
    pick(&s, (int[]){P, R, P, Go, P, Gr, P, B, P}, 9, erin);
    uint8_t erin8[9];
    for (int i = 0; i < 9; i++)
        erin8[i] = (uint8_t)erin[i];
    CHECK_EQ_INT(uod_column_score(erin8, 9), 45);
    CHECK_EQ_INT(uod_column_score(erin8, 0), 0);

    /* First example: 9 cards x 3 ruby/gold = 27, 7 cards x 5 blue = 35,
     * 4 cards x 2 pink = 8, no discards: 70 points. */
    deal(&s, 6, UOD_LENGTH_FULL, 70);
    seat = 2;
    int c1[9], c2[7], c3[4];
    pick(&s, (int[]){R, Go, Gr, R, Go, P, R, B, Go}, 9, c1);
    CHECK(uod_set_column(&s, seat, 0, c1, 9));
    pick(&s, (int[]){B, R, B, B, Pu, B, B}, 7, c2);
    reverse(c2, 7); /* a descending column scores the same way */
    CHECK(uod_set_column(&s, seat, 1, c2, 7));
    pick(&s, (int[]){P, Gr, Pu, P}, 4, c3);
    CHECK(uod_set_column(&s, seat, 2, c3, 4));
    CHECK(monotone(c1, 9) && monotone(c2, 7) && monotone(c3, 4));
    CHECK(uod_cards_once(&s));
    CHECK_EQ_INT(uod_column_score(s.col[seat][0], s.col_n[seat][0]), 27);
    CHECK_EQ_INT(uod_column_score(s.col[seat][1], s.col_n[seat][1]), 35);
    CHECK_EQ_INT(uod_column_score(s.col[seat][2], s.col_n[seat][2]), 8);
    CHECK_EQ_INT(s.discard_n[seat], 0);
    CHECK_EQ_INT(uod_score(&s, seat), 70);
    CHECK_EQ_INT(uod_test_score(&s, seat), 70);
    GameResult r;
    G->result(&s, &r);
    CHECK_EQ_INT(r.scores[seat], 70);

    /* Second example: 7 cards x 7 pink = 49, 1 card x 1 ruby = 1, 6 cards x
     * 2 gold/purple/blue = 12, 6 discarded cards = 6: 68 points. */
    deal(&s, 6, UOD_LENGTH_FULL, 68);
    seat = 5;
    int d1[7], d2[1], d3[6];
    pick(&s, (int[]){P, P, P, P, P, P, P}, 7, d1);
    reverse(d1, 7);
    CHECK(uod_set_column(&s, seat, 0, d1, 7));
    pick(&s, (int[]){R}, 1, d2);
    CHECK(uod_set_column(&s, seat, 1, d2, 1));
    pick(&s, (int[]){Go, Pu, B, B, Go, Pu}, 6, d3);
    CHECK(uod_set_column(&s, seat, 2, d3, 6));
    uod_bury(&s, seat, 6);
    CHECK(monotone(d1, 7) && monotone(d3, 6));
    CHECK(uod_cards_once(&s));
    CHECK_EQ_INT(uod_column_score(s.col[seat][0], s.col_n[seat][0]), 49);
    CHECK_EQ_INT(uod_column_score(s.col[seat][1], s.col_n[seat][1]), 1);
    CHECK_EQ_INT(uod_column_score(s.col[seat][2], s.col_n[seat][2]), 12);
    CHECK_EQ_INT(s.discard_n[seat], 6);
    CHECK_EQ_INT(uod_score(&s, seat), 68);
    CHECK_EQ_INT(uod_test_score(&s, seat), 68);
    G->result(&s, &r);
    CHECK_EQ_INT(r.scores[seat], 68);

    /* "The player with the highest score wins. In case of a tie, the tied
     * players share the victory." Discard piles give exact scores. */
    deal(&s, 3, UOD_LENGTH_FULL, 3);
    uod_bury(&s, 0, 10);
    uod_bury(&s, 1, 10);
    uod_bury(&s, 2, 5);
    G->result(&s, &r); /* not over: scores so far, no winner yet */
    CHECK(!r.over);
    CHECK(r.scores[0] == 10 && r.scores[1] == 10 && r.scores[2] == 5);
    CHECK_EQ_INT(r.nwinners, 0);
    CHECK(r.rank[0] == 0 && r.rank[1] == 0 && r.rank[2] == 0);
    s.phase = UOD_PHASE_OVER;
    G->result(&s, &r);
    CHECK(r.over);
    CHECK_EQ_INT(r.nwinners, 2);
    CHECK(r.winners[0] == 0 && r.winners[1] == 1);
    CHECK(r.rank[0] == 1 && r.rank[1] == 1 && r.rank[2] == 3);
    uod_bury(&s, 2, 6); /* now seat 2 alone has the most */
    G->result(&s, &r);
    CHECK(r.nwinners == 1 && r.winners[0] == 2);
    CHECK(r.rank[0] == 2 && r.rank[1] == 2 && r.rank[2] == 1);
    uod_bury(&s, 0, 1);
    uod_bury(&s, 1, 1); /* everyone 11: all share */
    G->result(&s, &r);
    CHECK_EQ_INT(r.nwinners, 3);
    CHECK(r.rank[0] == 1 && r.rank[1] == 1 && r.rank[2] == 1);
}

/* ---- R-UOD-9: misplays are refused --------------------------------------- */
static void test_misplays(void)
{
    UodState s;
    char err[GAME_ERR_LEN];
    deal(&s, 4, UOD_LENGTH_FULL, 9);
    int seat = s.turn, other = (seat + 1) % 4;
    /* Steps out of order. */
    refused(&s, "take 7", "now you must play a card from your hand into the ring");
    refused(&s, "column 1", "now you must play");
    refused(&s, "new", "now you must play");
    refused(&s, "discard 1", "now you must play");
    refused(&s, "draw down", "now you must play");
    /* A card that is not in the hand: another's, the display's, a pile's. */
    char t[32];
    snprintf(t, sizeof t, "play %d", s.hand[other][0]);
    refused(&s, t, "not in your hand");
    snprintf(t, sizeof t, "play %d", s.ring[2]);
    refused(&s, t, "not in your hand");
    snprintf(t, sizeof t, "play %d", s.down[0]);
    refused(&s, t, "not in your hand");
    refused(&s, "play 120", "not in your hand"); /* beyond a 4-player full deck (102) */
    /* Malformed moves are refused by check, never applied. */
    static const Move bad[] = {
        {.kind = 0},
        {.kind = 99, .n = 1, .arg = {1}},
        {.kind = UOD_M_PLAY, .n = 0},
        {.kind = UOD_M_PLAY, .n = 1, .arg = {0}},
        {.kind = UOD_M_PLAY, .n = 1, .arg = {-5}},
        {.kind = UOD_M_PLAY, .n = 1, .arg = {300}},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err[0] = 0;
        CHECK_MSG(!G->check(&s, &bad[i], err, sizeof err), "bad move %zu passed", i);
        CHECK(err[0] != 0);
    }
    /* Play a card, then the wrong steps again. */
    snprintf(t, sizeof t, "play %d", s.hand[seat][1]);
    play(&s, t);
    refused(&s, t, "now you must take");
    refused(&s, "new", "now you must take");
    Move legal[GAME_MAX_MOVES];
    G->legal_moves(&s, legal, GAME_MAX_MOVES);
    CHECK(game_play(G, &s, &legal[0], err, sizeof err));
    refused(&s, "draw up", "now you must place");
    refused(&s, "take 1", "now you must place");
    static const Move bad_place[] = {
        {.kind = UOD_M_COLUMN, .n = 1, .arg = {-1}},
        {.kind = UOD_M_COLUMN, .n = 1, .arg = {3}},
        {.kind = UOD_M_COLUMN, .n = 0},
        {.kind = UOD_M_DISCARD, .n = 1, .arg = {7}},
        {.kind = UOD_M_DISCARD, .n = 1, .arg = {0}},
    };
    for (size_t i = 0; i < sizeof bad_place / sizeof bad_place[0]; i++)
        CHECK_MSG(!G->check(&s, &bad_place[i], err, sizeof err), "bad place %zu passed", i);
    play(&s, "new");
    refused(&s, "new", "now you must draw");
    CHECK(!G->check(&s, &(Move){.kind = UOD_M_DRAW, .n = 1, .arg = {2}}, err, sizeof err));
    CHECK(!G->check(&s, &(Move){.kind = UOD_M_DRAW, .n = 0}, err, sizeof err));
    CHECK(!G->check(&s, &(Move){.kind = UOD_M_DRAW, .n = 1, .arg = {-1}}, err, sizeof err));
    play(&s, "draw up");
    CHECK(uod_cards_once(&s));
}

/* ---- R-UOD-10: the start player ------------------------------------------ */
static void test_start_player(void)
{
    for (int p = 2; p <= 6; p++) {
        int count[GAME_MAX_SEATS] = {0};
        const int games = 600;
        for (int g = 0; g < games; g++) {
            UodState s, again;
            deal(&s, p, g % 2, (uint64_t)g * 2654435761u + 1);
            deal(&again, p, g % 2, (uint64_t)g * 2654435761u + 1);
            CHECK(s.start >= 0 && s.start < p);
            CHECK_EQ_INT(s.turn, s.start);
            CHECK_EQ_INT(G->to_move(&s), s.start);
            CHECK_EQ_INT(again.start, s.start); /* chosen by the seed */
            count[s.start]++;
        }
        /* Chosen at random: every seat starts, none far from its share. */
        for (int q = 0; q < p; q++)
            CHECK_MSG(count[q] > games / p / 2 && count[q] < 2 * games / p,
                      "%d players: seat %d started %d of %d games", p, q, count[q], games);
    }
}

/* ---- Move text (docs/cli.md): format, parse, round trips and errors ----------- */
static void test_move_text(void)
{
    UodState s;
    deal(&s, 2, UOD_LENGTH_SHORT, 1);
    static const struct {
        const char *text;
        Move m;
    } forms[] = {
        {"play 14", {.kind = UOD_M_PLAY, .n = 1, .arg = {14}}},
        {"play 126", {.kind = UOD_M_PLAY, .n = 1, .arg = {126}}},
        {"take 7", {.kind = UOD_M_TAKE, .n = 1, .arg = {7}}},
        {"take 1", {.kind = UOD_M_TAKE, .n = 1, .arg = {1}}},
        {"column 1", {.kind = UOD_M_COLUMN, .n = 1, .arg = {0}}},
        {"column 3", {.kind = UOD_M_COLUMN, .n = 1, .arg = {2}}},
        {"new", {.kind = UOD_M_NEW, .n = 0}},
        {"discard 1", {.kind = UOD_M_DISCARD, .n = 1, .arg = {0}}},
        {"discard 3", {.kind = UOD_M_DISCARD, .n = 1, .arg = {2}}},
        {"draw down", {.kind = UOD_M_DRAW, .n = 1, .arg = {UOD_PILE_DOWN}}},
        {"draw up", {.kind = UOD_M_DRAW, .n = 1, .arg = {UOD_PILE_UP}}},
    };
    for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++) {
        Move m;
        char err[GAME_ERR_LEN] = "", text[64];
        bool ok = G->parse_move(&s, forms[i].text, &m, err, sizeof err);
        CHECK_MSG(ok, "'%s': %s", forms[i].text, err);
        CHECK_MSG(ok && move_equal(&m, &forms[i].m), "'%s' parsed wrong", forms[i].text);
        G->format_move(&s, &forms[i].m, text, sizeof text);
        CHECK_MSG(strcmp(text, forms[i].text) == 0, "formatted '%s', wanted '%s'", text,
                  forms[i].text);
    }
    /* Every legal move of many random games survives format then parse. */
    Rng rng;
    rng_seed(&rng, 12345);
    int trips = 0;
    for (int g = 0; g < 40; g++) {
        deal(&s, 2 + g % 5, g % 2, (uint64_t)g);
        while (G->to_move(&s) >= 0) {
            Move legal[GAME_MAX_MOVES];
            int n = G->legal_moves(&s, legal, GAME_MAX_MOVES);
            CHECK(n > 0);
            if (n == 0)
                break;
            for (int i = 0; i < n; i++) {
                char text[64], err[GAME_ERR_LEN] = "";
                Move back;
                G->format_move(&s, &legal[i], text, sizeof text);
                bool ok = G->parse_move(&s, text, &back, err, sizeof err);
                CHECK_MSG(ok && move_equal(&back, &legal[i]), "'%s' did not survive", text);
                trips++;
            }
            char err[GAME_ERR_LEN];
            CHECK(game_play(G, &s, &legal[rng_below(&rng, (uint32_t)n)], err, sizeof err));
        }
    }
    CHECK(trips > 10000);
    /* Bad text is refused with a one-line reason. */
    static const char *const bad[] = {
        "",
        "   ",
        "play",
        "play x",
        "play 0",
        "play 127",
        "play -1",
        "play 5x",
        "play 5 6",
        "take",
        "take 999999999999999999999",
        "column",
        "column 0",
        "column 4",
        "column one",
        "discard 0",
        "discard 4",
        "discard",
        "new 1",
        "new column",
        "draw",
        "draw sideways",
        "draw down up",
        "jump 3",
        "PLAY 5",
        "Draw up",
        "up",
        "14",
        "play 1.5",
        "column 1 2",
        "draw 1",
        "play 0x10",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        Move m;
        char err[GAME_ERR_LEN] = "";
        bool ok = G->parse_move(&s, bad[i], &m, err, sizeof err);
        CHECK_MSG(!ok, "'%s' parsed", bad[i]);
        CHECK_MSG(err[0] && !strchr(err, '\n'), "'%s': reason '%s'", bad[i], err);
    }
    /* A very long word does not overflow anything. */
    char longtext[600];
    memset(longtext, 'a', sizeof longtext - 1);
    longtext[sizeof longtext - 1] = 0;
    Move m;
    char err[GAME_ERR_LEN];
    CHECK(!G->parse_move(&s, longtext, &m, err, sizeof err));
    memcpy(longtext, "play ", 5);
    CHECK(!G->parse_move(&s, longtext, &m, err, sizeof err));
}

int main(void)
{
    test_deck_sizes();
    test_colours();
    test_deal();
    test_ring();
    test_columns();
    test_discard();
    test_draw();
    test_scoring();
    test_misplays();
    test_start_player();
    test_move_text();
    return check_exit("test_uod_rules");
}
