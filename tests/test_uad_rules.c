/* Up & Down rules: the rulebook's scoring examples A, B and C, and each
 * ruling R-UAD-1..9, R-ALL-1..2 (the Up & Down rulebook). */
#define _POSIX_C_SOURCE 200809L
#include <cjson/cJSON.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "game.h"
#include "i18n.h"
#include "save.h"
#include "up_and_down.h"

static const GameDef *def = &uad_game;

static void new_game(UadState *s, int players, uint64_t seed, int rounds)
{
    GameConfig cfg;
    char err[GAME_ERR_LEN];
    game_config_default(def, players, seed, &cfg);
    cfg.opt[UAD_OPT_ROUNDS] = rounds;
    CHECK(def->setup(s, &cfg, err, sizeof err));
}

/* Deals again by hand: seat p holds the cards listed in hands[p] (texts
 * separated by spaces), then the unused cards in ascending order until its
 * hand is full; what is left is set aside. Every card stays once. */
static void arrange(UadState *s, const char *const *hands)
{
    int players = s->hdr.cfg.players;
    bool used[UAD_CARDS + 1] = {false};
    memset(s->hand, 0, sizeof s->hand);
    for (int p = 0; p < players; p++) {
        char buf[128];
        snprintf(buf, sizeof buf, "%s", hands[p] ? hands[p] : "");
        int n = 0;
        for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
            int c = uad_card_parse(tok);
            CHECK_MSG(c && !used[c], "card '%s' in arrange", tok);
            used[c] = true;
            s->hand[p][n++] = (uint8_t)c;
        }
        s->hand_n[p] = (int8_t)n;
    }
    int next = 1;
    for (int p = 0; p < players; p++) {
        while (s->hand_n[p] < s->hand_size) {
            while (used[next])
                next++;
            used[next] = true;
            s->hand[p][s->hand_n[p]++] = (uint8_t)next;
        }
        /* hands are kept ascending */
        for (int i = 1; i < s->hand_n[p]; i++)
            for (int j = i; j > 0 && s->hand[p][j - 1] > s->hand[p][j]; j--) {
                uint8_t t = s->hand[p][j];
                s->hand[p][j] = s->hand[p][j - 1];
                s->hand[p][j - 1] = t;
            }
    }
    int k = 0;
    memset(s->aside, 0, sizeof s->aside);
    for (int c = 1; c <= UAD_CARDS; c++)
        if (!used[c])
            s->aside[k++] = (uint8_t)c;
    CHECK_EQ_INT(k, s->aside_n);
}

/* The rules in force before the leader's change. */
static void set_rules(UadState *s, int face, int rotation, int trump, int leader)
{
    s->face = (int8_t)face;
    s->rotation = (int8_t)rotation;
    s->dice[0] = (int8_t)(trump > 6 ? 6 : 1);
    s->dice[1] = (int8_t)(trump - s->dice[0]);
    s->trump = (int8_t)trump;
    s->leader = (int8_t)leader;
}

static void play(UadState *s, const char *text)
{
    char err[GAME_ERR_LEN];
    bool ok = game_play_text(def, s, text, err, sizeof err);
    CHECK_MSG(ok, "'%s': %s", text, err);
}

static void refuse(UadState *s, const char *text, const char *why_part)
{
    char err[GAME_ERR_LEN] = "";
    UadState before = *s;
    CHECK_MSG(!game_play_text(def, s, text, err, sizeof err), "'%s' should be refused", text);
    CHECK_MSG(strstr(err, why_part) != NULL, "'%s' refused with '%s'", text, err);
    CHECK(memcmp(&before, s, sizeof before) == 0);
}

/* Cards of a trick, in seat order from seat 0; the leader plays first. */
static void trick(UadState *s, const char *const *cards)
{
    int players = s->hdr.cfg.players;
    for (int i = 0; i < players; i++) {
        int p = (s->leader + i) % players;
        CHECK_EQ_INT(def->to_move(s), p);
        char text[32];
        snprintf(text, sizeof text, "card %s", cards[p]);
        play(s, text);
    }
}

/* Three players, Kim (seat 0), Leah (seat 1), Alex (seat 2); rotation 0
 * turns diamonds to Kim, hearts to Leah, spades to Alex and clubs to the
 * empty fourth side (R-UAD-2). */
enum { KIM, LEAH, ALEX };

static void kim_leah_alex(UadState *s, const char *const *hands)
{
    new_game(s, 3, 1, UAD_ROUNDS_ONE);
    arrange(s, hands);
}

/* Example A: Kim's 9 in her own suit beats Leah's 5 in hers; Alex's 10 is
 * higher but clubs is not his suit, so it cannot win. */
static void test_example_a(void)
{
    UadState s;
    const char *hands[] = {"9d", "5h", "10c"};
    kim_leah_alex(&s, hands);
    set_rules(&s, UAD_DOWN, 0, 3, KIM);
    play(&s, "flip"); /* now UP */
    CHECK_EQ_INT(s.face, UAD_UP);
    CHECK_EQ_INT(uad_facing(&s, KIM), UAD_DIAMONDS);
    CHECK_EQ_INT(uad_facing(&s, LEAH), UAD_HEARTS);
    CHECK_EQ_INT(uad_facing(&s, ALEX), UAD_SPADES);
    const char *cards[] = {"9d", "5h", "10c"};
    trick(&s, cards);
    CHECK_EQ_INT(s.last.winner, KIM);
    CHECK_EQ_INT(s.last.cancelled, 0);
    CHECK_EQ_INT(s.last.eligible, (1 << KIM) | (1 << LEAH)); /* not Alex (C) */
    CHECK_EQ_INT(s.total[KIM], 1);
    CHECK_EQ_INT(s.total[ALEX], 0);
    CHECK_EQ_INT(s.pot, 0);
    char text[160];
    const char *names[] = {"Kim", "Leah", "Alex"};
    uad_trick_text(&s.last, 3, names, text, sizeof text);
    CHECK(!strcmp(text, "Kim won the trick with the 9 of diamonds"));
    /* why: Alex's card was not of his suit (C), Kim's the highest left (A) */
    UadWhy why;
    uad_trick_why(&s.last, 3, &why);
    CHECK_EQ_INT(why.cancelled_values, 0);
    CHECK_EQ_INT(why.cannot_win, 1 << ALEX);
    CHECK_EQ_INT(why.winner, KIM);
    CHECK_EQ_INT(why.reason, UAD_WHY_HIGHEST);
    char said[400];
    uad_trick_explain(&s.last, 3, names, said, sizeof said);
    CHECK_MSG(!strcmp(said, "Alex's 10 of clubs could not win: neither Alex's spades nor the "
                            "trump 3; Kim won the trick with the 9 of diamonds, the highest "
                            "card that could win"),
              "example A explained as '%s'", said);
}

/* Example A's deal told in French, every card of its player's suit and
 * the player at the screen winning with the highest: the default name
 * ("Vous") that the sentence puts after its verb is written as within a
 * sentence ("le pli est pour vous"). Needs the catalogues the
 * window's build compiles ($UPDOWN_LOCALEDIR); without them it is skipped. */
static void test_example_a_in_french(void)
{
    const char *dir = getenv("UPDOWN_LOCALEDIR");
    if (!dir || !*dir || !setlocale(LC_MESSAGES, "C.UTF-8")) {
        printf("example A in French: skipped (no catalogues)\n");
        return;
    }
    bindtextdomain(UPDOWN_TEXT_DOMAIN, dir);
    bind_textdomain_codeset(UPDOWN_TEXT_DOMAIN, "UTF-8");
    setenv("LANGUAGE", "fr", 1);
    UadState s;
    const char *hands[] = {"9d", "5h", "10s"};
    kim_leah_alex(&s, hands);
    set_rules(&s, UAD_DOWN, 0, 3, KIM);
    play(&s, "flip");
    const char *cards[] = {"9d", "5h", "10s"}; /* each of its own suit */
    trick(&s, cards);
    const char *names[] = {"Kim", "Leah", _("You")};
    CHECK_MSG(strcmp(names[2], "You"), "no French catalogue in %s", dir);
    char said[600];
    uad_trick_explain(&s.last, 3, names, said, sizeof said);
    CHECK_MSG(strstr(said, "vous") && !strstr(said + 1, "Vous"), "example A in French reads '%s'",
              said);
    setenv("LANGUAGE", "", 1);
    setlocale(LC_MESSAGES, "C");
}

/* The log's line of the last card of a trick, laid and won by the player
 * at the screen under the default name, in German and French: the play
 * begins the line with the name ("Du"), and the trick's words that follow
 * it write the name as within a sentence ("...; du"), as English does
 * ("You played ...; you won ..."). Skipped without the catalogues. */
static void test_last_card_logged_in(const char *lang, const char *you_within)
{
    const char *dir = getenv("UPDOWN_LOCALEDIR");
    if (!dir || !*dir || !setlocale(LC_MESSAGES, "C.UTF-8")) {
        printf("the log in %s: skipped (no catalogues)\n", lang);
        return;
    }
    bindtextdomain(UPDOWN_TEXT_DOMAIN, dir);
    bind_textdomain_codeset(UPDOWN_TEXT_DOMAIN, "UTF-8");
    setenv("LANGUAGE", lang, 1);
    UadState s;
    const char *hands[] = {"9d", "5h", "10s"};
    kim_leah_alex(&s, hands);
    set_rules(&s, UAD_DOWN, 0, 3, KIM);
    play(&s, "flip"); /* UP: Alex's 10 of spades, his own suit, the highest */
    play(&s, "card 9d");
    play(&s, "card 5h");
    const char *names[] = {"Kim", "Leah", _("You")};
    CHECK_MSG(strcmp(names[2], "You"), "no %s catalogue in %s", lang, dir);
    Move last;
    char err[GAME_ERR_LEN], line[1200];
    CHECK(def->parse_move(&s, "card 10s", &last, err, sizeof err));
    def->narrate(&s, &last, names, line, sizeof line);
    size_t n = strlen(names[2]);
    const char *rest = strchr(line, ';');
    CHECK_MSG(!strncmp(line, names[2], n) && rest && strstr(rest, you_within) &&
                  !strstr(rest, names[2]),
              "the log in %s says '%s'", lang, line);
    /* a turn of the card names its player twice: the second is within */
    const char *you_first[] = {_("You"), "Leah", "Alex"};
    kim_leah_alex(&s, hands);
    set_rules(&s, UAD_DOWN, 0, 3, KIM);
    CHECK(def->parse_move(&s, "rotate clubs", &last, err, sizeof err));
    def->narrate(&s, &last, you_first, line, sizeof line);
    CHECK_MSG(!strncmp(line, names[2], n) && !strstr(line + n, names[2]),
              "a turn of the card in %s says '%s'", lang, line);
    setenv("LANGUAGE", "", 1);
    setlocale(LC_MESSAGES, "C");
}

/* Example B: the queen in its player's own suit would win, but the two
 * queens cancel (B) and the jack, the next highest, wins. */
static void test_example_b(void)
{
    UadState s;
    const char *hands[] = {"qd", "qc", "js"};
    kim_leah_alex(&s, hands);
    set_rules(&s, UAD_UP, 1, 4, LEAH);
    play(&s, "rotate hearts"); /* Leah turns hearts to herself: rotation 0 again */
    CHECK_EQ_INT(s.rotation, 0);
    CHECK_EQ_INT(s.face, UAD_UP);
    const char *cards[] = {"qd", "qc", "js"};
    trick(&s, cards);
    CHECK_EQ_INT(s.last.cancelled, (1 << KIM) | (1 << LEAH));
    CHECK_EQ_INT(s.last.eligible, 1 << ALEX);
    CHECK_EQ_INT(s.last.winner, ALEX);
    CHECK_EQ_INT(s.total[ALEX], 1);
    /* why: the queens cancelled (B), the jack was left alone to win */
    UadWhy why;
    uad_trick_why(&s.last, 3, &why);
    CHECK_EQ_INT(why.cancelled_values, 1 << UAD_QUEEN);
    CHECK_EQ_INT(why.cancelled, (1 << KIM) | (1 << LEAH));
    CHECK_EQ_INT(why.cannot_win, 0);
    CHECK_EQ_INT(why.winner, ALEX);
    CHECK_EQ_INT(why.reason, UAD_WHY_ONLY);
    const char *names[] = {"Kim", "Leah", "Alex"};
    char said[400];
    uad_trick_explain(&s.last, 3, names, said, sizeof said);
    CHECK_MSG(!strcmp(said, "Kim's and Leah's queens cancelled each other out; Alex won the "
                            "trick with the jack of spades, the only card that could win"),
              "example B explained as '%s'", said);
}

/* Example C: the trump value 7 would be the best card, but Kim's and
 * Leah's 7s cancel, and Alex's card is not of his suit: into the pot. */
static void test_example_c(void)
{
    UadState s;
    const char *hands[] = {"7c", "7h", "10d"};
    kim_leah_alex(&s, hands);
    set_rules(&s, UAD_DOWN, 0, 7, ALEX);
    play(&s, "flip");
    CHECK_EQ_INT(s.trump, 7);
    const char *cards[] = {"7c", "7h", "10d"};
    trick(&s, cards);
    CHECK_EQ_INT(s.last.cancelled, (1 << KIM) | (1 << LEAH));
    CHECK_EQ_INT(s.last.eligible, 0);
    CHECK_EQ_INT(s.last.winner, -1);
    CHECK_EQ_INT(s.pot, 1);
    CHECK_EQ_INT(s.last.pot, 1);
    for (int p = 0; p < 3; p++)
        CHECK_EQ_INT(s.total[p], 0);
    /* why: the trump 7s cancelled (B), Alex's 10 is not his suit (C) */
    UadWhy why;
    uad_trick_why(&s.last, 3, &why);
    CHECK_EQ_INT(why.cancelled_values, 1 << 7);
    CHECK_EQ_INT(why.cannot_win, 1 << ALEX);
    CHECK_EQ_INT(why.winner, -1);
    CHECK_EQ_INT(why.reason, UAD_WHY_NONE);
    const char *names[] = {"Kim", "Leah", "Alex"};
    char said[400];
    uad_trick_explain(&s.last, 3, names, said, sizeof said);
    CHECK_MSG(!strcmp(said, "Kim's and Leah's trump 7s cancelled each other out; Alex's 10 of "
                            "diamonds could not win: neither Alex's spades nor the trump 7; no "
                            "card could win: the trick goes into the pot (1 trick there)"),
              "example C explained as '%s'", said);
    /* and the log says it with the last card laid */
    UadState before;
    const char *hands2[] = {"7c", "7h", "10d"};
    kim_leah_alex(&before, hands2);
    set_rules(&before, UAD_DOWN, 0, 7, ALEX);
    play(&before, "flip");
    play(&before, "card 10d");
    play(&before, "card 7c");
    Move last;
    char err[GAME_ERR_LEN];
    CHECK(def->parse_move(&before, "card 7h", &last, err, sizeof err));
    char line[600];
    def->narrate(&before, &last, names, line, sizeof line);
    CHECK_MSG(strstr(line, "Leah played the 7 of hearts; Kim's and Leah's trump 7s cancelled") &&
                  strstr(line, "goes into the pot"),
              "the log says '%s'", line);
}

/* R-UAD-1: 44 cards, 15/14/11 each, the rest set aside. */
static void test_deal(void)
{
    for (int players = 2; players <= 4; players++) {
        UadState s;
        new_game(&s, players, 1000 + (uint64_t)players, UAD_ROUNDS_ONE);
        int want[] = {0, 0, 15, 14, 11};
        CHECK_EQ_INT(s.hand_size, want[players]);
        CHECK_EQ_INT(s.aside_n, UAD_CARDS - players * want[players]);
        int count[UAD_CARDS + 1] = {0};
        for (int p = 0; p < players; p++) {
            CHECK_EQ_INT(s.hand_n[p], want[players]);
            for (int i = 0; i < s.hand_n[p]; i++)
                count[s.hand[p][i]]++;
        }
        for (int i = 0; i < s.aside_n; i++)
            count[s.aside[i]]++;
        for (int c = 1; c <= UAD_CARDS; c++)
            CHECK_EQ_INT(count[c], 1);
        CHECK(s.trump >= 2 && s.trump <= 12);
        CHECK_EQ_INT(s.trump, s.dice[0] + s.dice[1]);
    }
    /* Values 2..10, J, Q in four suits; no kings or aces. */
    char t[8];
    CHECK_EQ_INT(uad_card_parse("kh"), 0);
    CHECK_EQ_INT(uad_card_parse("ah"), 0);
    CHECK_EQ_INT(uad_card_parse("1c"), 0);
    CHECK_EQ_INT(uad_card_parse("11c"), 0);
    for (int c = 1; c <= UAD_CARDS; c++)
        CHECK_EQ_INT(uad_card_parse(uad_card_text(c, t, sizeof t)), c);
    CHECK(!strcmp(uad_card_text(uad_card(UAD_CLUBS, 10), t, sizeof t), "10c"));
    CHECK(!strcmp(uad_card_text(uad_card(UAD_HEARTS, UAD_QUEEN), t, sizeof t), "qh"));
}

/* R-UAD-2: the edges clockwise are diamonds, hearts, spades, clubs; two
 * players sit at sides 0 and 2, facing each other. */
static void test_card_and_sides(void)
{
    CHECK_EQ_INT(uad_suit_at(0, 0), UAD_DIAMONDS);
    CHECK_EQ_INT(uad_suit_at(0, 1), UAD_HEARTS);
    CHECK_EQ_INT(uad_suit_at(0, 2), UAD_SPADES);
    CHECK_EQ_INT(uad_suit_at(0, 3), UAD_CLUBS);
    CHECK_EQ_INT(uad_suit_at(1, 0), UAD_HEARTS);
    CHECK_EQ_INT(uad_side(2, 0), 0);
    CHECK_EQ_INT(uad_side(2, 1), 2);
    CHECK_EQ_INT(uad_side(3, 2), 2);
    CHECK_EQ_INT(uad_side(4, 3), 3);
    for (int players = 2; players <= 4; players++)
        for (int rot = 0; rot < 4; rot++) {
            UadState s;
            new_game(&s, players, 5, UAD_ROUNDS_ONE);
            s.rotation = (int8_t)rot;
            int seen = 0;
            for (int p = 0; p < players; p++)
                seen |= 1 << uad_facing(&s, p);
            int distinct = 0;
            for (int b = 0; b < 4; b++)
                distinct += (seen >> b) & 1;
            CHECK_EQ_INT(distinct, players); /* every seat its own suit */
        }
    UadState s;
    new_game(&s, 2, 5, UAD_ROUNDS_ONE);
    s.rotation = 0;
    CHECK_EQ_INT(uad_facing(&s, 0), UAD_DIAMONDS);
    CHECK_EQ_INT(uad_facing(&s, 1), UAD_SPADES); /* across the table */
}

/* R-UAD-3: clubs faces the first leader; with 2 or 3 players clubs may
 * face an empty side, and then the first occupied side clockwise leads. */
static void test_first_leader(void)
{
    /* 3 players: rotation 0 turns clubs to the empty side 3: side 0 next. */
    CHECK_EQ_INT(uad_suit_at(0, 3), UAD_CLUBS);
    CHECK_EQ_INT(uad_first_leader(3, 0), 0);
    CHECK_EQ_INT(uad_first_leader(3, 1), 2); /* clubs at side 2 */
    CHECK_EQ_INT(uad_first_leader(3, 2), 1);
    CHECK_EQ_INT(uad_first_leader(3, 3), 0);
    /* 2 players at sides 0 and 2: clubs at side 1 -> side 2 (seat 1);
     * clubs at side 3 -> side 0 (seat 0). */
    CHECK_EQ_INT(uad_suit_at(2, 1), UAD_CLUBS);
    CHECK_EQ_INT(uad_first_leader(2, 2), 1);
    CHECK_EQ_INT(uad_first_leader(2, 0), 0);
    CHECK_EQ_INT(uad_first_leader(2, 3), 0); /* clubs at side 0 */
    CHECK_EQ_INT(uad_first_leader(2, 1), 1); /* clubs at side 2 */
    for (int rot = 0; rot < 4; rot++) {
        int clubs_side = 0;
        while (uad_suit_at(rot, clubs_side) != UAD_CLUBS)
            clubs_side++;
        CHECK_EQ_INT(uad_first_leader(4, rot), clubs_side);
    }
    /* Through the deal: every rotation for 2 and 3 players, over seeds. */
    int seen[5][4] = {{0}};
    for (uint64_t seed = 1; seed < 400; seed++)
        for (int players = 2; players <= 4; players++) {
            UadState s;
            new_game(&s, players, seed, UAD_ROUNDS_ONE);
            seen[players][s.rotation]++;
            CHECK_EQ_INT(s.leader, uad_first_leader(players, s.rotation));
            CHECK_EQ_INT(def->to_move(&s), s.leader);
            bool clubs_occupied = false;
            for (int p = 0; p < players; p++)
                if (uad_facing(&s, p) == UAD_CLUBS) {
                    clubs_occupied = true;
                    CHECK_EQ_INT(s.leader, p);
                }
            CHECK(clubs_occupied || players < 4);
        }
    for (int players = 2; players <= 4; players++)
        for (int rot = 0; rot < 4; rot++)
            CHECK(seen[players][rot] > 0);
}

/* R-UAD-4: rotating offers the three suits other than the leader's own,
 * keeps the face; flipping keeps the rotation. */
static void test_rotate_choices(void)
{
    for (int players = 2; players <= 4; players++)
        for (int leader = 0; leader < players; leader++)
            for (int rot = 0; rot < 4; rot++) {
                UadState s;
                new_game(&s, players, 77, UAD_ROUNDS_ONE);
                set_rules(&s, UAD_UP, rot, 8, leader);
                int own = uad_facing(&s, leader);
                Move moves[16];
                int n = def->legal_moves(&s, moves, 16);
                CHECK_EQ_INT(n, 5); /* flip, three rotations, roll */
                int rotations = 0;
                for (int i = 0; i < n; i++)
                    if (moves[i].kind == UAD_M_ROTATE) {
                        rotations++;
                        CHECK(moves[i].arg[0] != own);
                        UadState t = s;
                        char err[GAME_ERR_LEN];
                        CHECK(game_play(def, &t, &moves[i], err, sizeof err));
                        CHECK_EQ_INT(uad_facing(&t, leader), moves[i].arg[0]);
                        CHECK_EQ_INT(t.face, UAD_UP);
                        CHECK_EQ_INT(t.trump, 8);
                    }
                CHECK_EQ_INT(rotations, 3);
                char text[32];
                snprintf(text, sizeof text, "rotate %s", uad_suit_name(own));
                refuse(&s, text, "already faces you");
                UadState t = s;
                play(&t, "flip");
                CHECK_EQ_INT(t.face, UAD_DOWN);
                CHECK_EQ_INT(t.rotation, rot);
                /* The change is compulsory and comes first. */
                refuse(&s, "card 2c", "must first change");
            }
}

/* R-UAD-4: a roll rerolls until the sum differs from the trump. */
static void test_reroll(void)
{
    int hist[13] = {0};
    for (uint64_t seed = 1; seed <= 300; seed++)
        for (int trump = 2; trump <= 12; trump++) {
            UadState s;
            new_game(&s, 3, seed, UAD_ROUNDS_ONE);
            set_rules(&s, UAD_UP, 0, trump, s.leader);
            char said[128], want[128];
            Move roll = move_make(UAD_M_ROLL, 0, NULL);
            const char *names[] = {"Kim", "Leah", "Alex"};
            def->narrate(&s, &roll, names, said, sizeof said);
            play(&s, "roll");
            CHECK(s.trump != trump);
            CHECK(s.dice[0] >= 1 && s.dice[0] <= 6 && s.dice[1] >= 1 && s.dice[1] <= 6);
            CHECK_EQ_INT(s.trump, s.dice[0] + s.dice[1]);
            hist[s.trump]++;
            /* The narration, said before the roll, names the dice it gives. */
            snprintf(want, sizeof want, "%s rolled %d+%d: trump is now %d", names[s.leader],
                     s.dice[0], s.dice[1], s.trump);
            CHECK_MSG(!strcmp(said, want), "'%s' vs '%s'", said, want);
        }
    for (int v = 2; v <= 12; v++)
        CHECK(hist[v] > 0);
    /* A roll refused after the change. */
    UadState s;
    new_game(&s, 2, 3, UAD_ROUNDS_ONE);
    play(&s, "roll");
    refuse(&s, "roll", "rules of this trick are set");
}

/* R-UAD-6 (D): a card of the trump value beats everything, in UP and in
 * DOWN, whatever its suit. */
static void test_trump_beats_all(void)
{
    UadState s;
    /* UP, trump 2: Kim's 2 of clubs (not her suit) beats queens and jacks
     * of the players' own suits. */
    const char *up_hands[] = {"2c", "qh", "js"};
    kim_leah_alex(&s, up_hands);
    set_rules(&s, UAD_DOWN, 0, 2, KIM);
    play(&s, "flip");
    const char *up_cards[] = {"2c", "qh", "js"};
    trick(&s, up_cards);
    CHECK_EQ_INT(s.last.winner, KIM);
    CHECK_EQ_INT(s.last.eligible, 7);
    /* DOWN, trump 12: Leah's queen of spades beats 2s and 3s of own suits. */
    const char *down_hands[] = {"2d", "qs", "3s"};
    kim_leah_alex(&s, down_hands);
    set_rules(&s, UAD_UP, 0, 12, LEAH);
    play(&s, "flip");
    CHECK_EQ_INT(s.face, UAD_DOWN);
    const char *down_cards[] = {"2d", "qs", "3s"};
    trick(&s, down_cards);
    CHECK_EQ_INT(s.last.winner, LEAH);
    /* Without the trump, DOWN takes the lowest eligible card. */
    const char *low_hands[] = {"4d", "2h", "3s"};
    kim_leah_alex(&s, low_hands);
    set_rules(&s, UAD_UP, 0, 12, LEAH);
    play(&s, "flip");
    const char *low_cards[] = {"4d", "2h", "3s"};
    trick(&s, low_cards);
    CHECK_EQ_INT(s.last.winner, LEAH);
}

/* R-UAD-6 (B): equal trump values cancel each other too. */
static void test_cancelled_trump(void)
{
    UadState s;
    new_game(&s, 4, 9, UAD_ROUNDS_ONE);
    /* rotation 0: seat 0 diamonds, 1 hearts, 2 spades, 3 clubs */
    const char *hands[] = {"9c", "9h", "4s", "3c"};
    arrange(&s, hands);
    set_rules(&s, UAD_DOWN, 0, 9, 2);
    play(&s, "flip");
    const char *cards[] = {"9c", "9h", "4s", "3c"};
    trick(&s, cards);
    CHECK_EQ_INT(s.last.cancelled, 3);
    CHECK_EQ_INT(s.last.eligible, (1 << 2) | (1 << 3));
    CHECK_EQ_INT(s.last.winner, 2); /* UP: the 4 beats the 3 */
    /* Three of a value all cancel; a lone card of the own suit wins. */
    new_game(&s, 4, 9, UAD_ROUNDS_ONE);
    const char *hands3[] = {"5d", "5h", "5s", "2c"};
    arrange(&s, hands3);
    set_rules(&s, UAD_DOWN, 0, 5, 0);
    play(&s, "flip");
    const char *cards3[] = {"5d", "5h", "5s", "2c"};
    trick(&s, cards3);
    CHECK_EQ_INT(s.last.cancelled, 7);
    CHECK_EQ_INT(s.last.winner, 3);
}

/* R-UAD-7: the next winner takes the pot's tricks too, each counted. */
static void test_pot_taken(void)
{
    UadState s;
    const char *hands[] = {"7c 8c 9d", "7h 8h 5h", "10d 10s 4s"};
    kim_leah_alex(&s, hands);
    set_rules(&s, UAD_DOWN, 0, 7, KIM);
    play(&s, "flip");                       /* UP, trump 7 */
    const char *t1[] = {"7c", "7h", "10d"}; /* example C: pot */
    trick(&s, t1);
    CHECK_EQ_INT(s.pot, 1);
    CHECK_EQ_INT(s.leader, LEAH); /* R-UAD-8 */
    play(&s, "roll");
    /* 8c and 8h cancel; Alex's 10 of spades, his suit, is the only
     * eligible card whatever the dice gave. */
    const char *t2[] = {"8c", "8h", "10s"};
    trick(&s, t2);
    CHECK_EQ_INT(s.last.winner, ALEX);
    CHECK_EQ_INT(s.last.won, 2);
    CHECK_EQ_INT(s.total[ALEX], 2);
    CHECK_EQ_INT(s.pot, 0);
    /* Two tricks into the pot, then a winner takes three. */
    const char *hands2[] = {"7c 8c 9d", "7h 8h 5h", "10c 9c 4s"};
    kim_leah_alex(&s, hands2);
    set_rules(&s, UAD_DOWN, 0, 12, KIM);
    play(&s, "flip");
    const char *u1[] = {"7c", "7h", "10c"};
    trick(&s, u1);
    CHECK_EQ_INT(s.pot, 1);
    play(&s, "flip"); /* DOWN */
    const char *u2[] = {"8c", "8h", "9c"};
    trick(&s, u2);
    CHECK_EQ_INT(s.pot, 2);
    play(&s, "flip"); /* UP */
    const char *u3[] = {"9d", "5h", "4s"};
    trick(&s, u3);
    CHECK_EQ_INT(s.last.winner, KIM);
    CHECK_EQ_INT(s.last.won, 3);
    CHECK_EQ_INT(s.total[KIM], 3);
    CHECK_EQ_INT(s.round_tricks[0][KIM], 3);
    CHECK_EQ_INT(s.pot, 0);
    CHECK_EQ_INT(s.played, 3);
}

/* A 2-player round where every trick cancels: all 15 go into the pot and
 * the pot after the last trick is discarded (R-UAD-7); 0-0 is a tie that
 * both share, and one more round can follow (R-UAD-9). */
static void all_cancel_round(UadState *s)
{
    new_game(s, 2, 21, UAD_ROUNDS_ONE);
    const char *hands[] = {"2c 3c 4c 5c 6c 7c 8c 9c 10c jc qc 2d 3d 4d 5d",
                           "2h 3h 4h 5h 6h 7h 8h 9h 10h jh qh 2s 3s 4s 5s"};
    arrange(s, hands);
    for (int t = 0; t < 15; t++) {
        CHECK_EQ_INT(s->phase, UAD_PHASE_CHANGE);
        play(s, "flip");
        int a = s->hand[0][0], b = 0;
        for (int i = s->hand_n[1] - 1; i >= 0; i--) /* the same value from seat 1 */
            if (uad_value(s->hand[1][i]) == uad_value(a))
                b = s->hand[1][i];
        char ta[8], tb[8];
        const char *cards[2];
        cards[0] = uad_card_text(a, ta, sizeof ta);
        cards[1] = uad_card_text(b, tb, sizeof tb);
        trick(s, cards);
        CHECK_EQ_INT(s->last.winner, -1);
        CHECK_EQ_INT(s->hand_n[0], 14 - t);
    }
}

static void test_pot_discarded(void)
{
    UadState s;
    all_cancel_round(&s);
    CHECK_EQ_INT(s.phase, UAD_PHASE_OVER);
    CHECK_EQ_INT(s.pot, 0);
    CHECK_EQ_INT(s.discarded, 15);
    CHECK_EQ_INT(s.last.discarded, 15);
    CHECK_EQ_INT(s.total[0] + s.total[1], 0);
    GameResult r;
    def->result(&s, &r);
    CHECK(r.over);
    CHECK_EQ_INT(r.nwinners, 2);
    CHECK_EQ_INT(r.rank[0], 1);
    CHECK_EQ_INT(r.rank[1], 1);
    char text[160];
    uad_trick_text(&s.last, 2, NULL, text, sizeof text);
    CHECK(strstr(text, "discarded") != NULL);
    /* The extra round after the tie (R-UAD-9). */
    char err[GAME_ERR_LEN];
    CHECK(def->extend(&s, err, sizeof err));
    CHECK_EQ_INT(s.rounds, 2);
    CHECK_EQ_INT(s.round, 2);
    CHECK_EQ_INT(s.phase, UAD_PHASE_CHANGE);
    CHECK_EQ_INT(s.hand_n[0], 15);
    CHECK_EQ_INT(s.hand_n[1], 15);
    CHECK_EQ_INT(s.trick, 0);
    CHECK_EQ_INT(s.discarded, 15);            /* the match's record stays */
    CHECK(!def->extend(&s, err, sizeof err)); /* not over */
    CHECK(strstr(err, "over") != NULL);
    def->result(&s, &r);
    CHECK(!r.over);
}

/* R-UAD-9: a single winner gets no extra round. */
static void test_extend_refused(void)
{
    UadState s;
    const char *hands[] = {"9d", "5h", "10c"};
    kim_leah_alex(&s, hands);
    /* Pretend this is the last trick of the round. */
    s.trick = (int8_t)(s.hand_size - 1);
    set_rules(&s, UAD_DOWN, 0, 3, KIM);
    play(&s, "flip");
    const char *cards[] = {"9d", "5h", "10c"};
    trick(&s, cards);
    CHECK_EQ_INT(s.phase, UAD_PHASE_OVER);
    GameResult r;
    def->result(&s, &r);
    CHECK_EQ_INT(r.nwinners, 1);
    CHECK_EQ_INT(r.winners[0], KIM);
    CHECK_EQ_INT(r.rank[KIM], 1);
    CHECK_EQ_INT(r.rank[LEAH], 2);
    CHECK_EQ_INT(r.rank[ALEX], 2);
    char err[GAME_ERR_LEN];
    UadState before = s;
    CHECK(!def->extend(&s, err, sizeof err));
    CHECK(strstr(err, "single winner") != NULL);
    CHECK(memcmp(&before, &s, sizeof s) == 0);
    CHECK_EQ_INT(def->to_move(&s), -1);
    Move m[8];
    CHECK_EQ_INT(def->legal_moves(&s, m, 8), 0);
    refuse(&s, "flip", "over");
}

/* R-UAD-5, R-UAD-8: seats choose in seat order from the leader; the lead
 * passes clockwise after each trick; the leader plays a card too. */
static void test_order_and_lead(void)
{
    for (int players = 2; players <= 4; players++) {
        UadState s;
        new_game(&s, players, 31 + (uint64_t)players, UAD_ROUNDS_ONE);
        int leader = s.leader;
        for (int t = 0; t < 5; t++) {
            CHECK_EQ_INT(s.leader, (leader + t) % players);
            CHECK_EQ_INT(def->to_move(&s), s.leader);
            play(&s, "flip");
            for (int i = 0; i < players; i++) {
                int p = (s.leader + i) % players;
                CHECK_EQ_INT(def->to_move(&s), p);
                Move m[UAD_MAX_HAND];
                int n = def->legal_moves(&s, m, UAD_MAX_HAND);
                CHECK_EQ_INT(n, s.hand_n[p]);
                char err[GAME_ERR_LEN];
                CHECK(game_play(def, &s, &m[n - 1], err, sizeof err));
            }
            CHECK_EQ_INT(s.trick, t + 1);
        }
    }
}

/* R-UAD-5, R-ALL-2: a view shows that the others have chosen, never what. */
static void test_secret_choice(void)
{
    UadState s, v;
    const char *hands[] = {"9d", "5h", "10c"};
    kim_leah_alex(&s, hands);
    set_rules(&s, UAD_DOWN, 0, 3, KIM);
    play(&s, "flip");
    play(&s, "card 9d");
    play(&s, "card 5h");
    def->view(&s, ALEX, &v);
    CHECK_EQ_INT(v.chose[KIM], 1);
    CHECK_EQ_INT(v.chose[LEAH], 1);
    CHECK_EQ_INT(v.choice[KIM], UAD_NONE);
    CHECK_EQ_INT(v.choice[LEAH], UAD_NONE);
    CHECK_EQ_INT(def->to_move(&v), ALEX);
    def->view(&s, KIM, &v);
    CHECK_EQ_INT(v.choice[KIM], uad_card_parse("9d")); /* her own card */
    CHECK_EQ_INT(v.choice[LEAH], UAD_NONE);
    for (int i = 0; i < UAD_CARDS; i++)
        CHECK_EQ_INT(v.aside[i], UAD_NONE);
    /* A different card laid by Leah gives Kim the same view. */
    UadState other = s, w;
    int five = uad_card_parse("5h"), i;
    for (i = 0; i < other.hand_n[LEAH]; i++)
        if (other.hand[LEAH][i] != five)
            break;
    other.choice[LEAH] = other.hand[LEAH][i];
    other.hand[LEAH][i] = (uint8_t)five;
    def->view(&other, KIM, &w);
    CHECK(memcmp(&v, &w, sizeof v) == 0);
    /* JSON of the view shows chosen: true and a null choice. */
    cJSON *j = def->to_json(&v);
    char *text = cJSON_PrintUnformatted(j);
    CHECK(strstr(text, "\"chosen\":true,\"choice\":null") != NULL);
    CHECK(strstr(text, "\"5h\"") == NULL);
    free(text);
    cJSON_Delete(j);
    /* After the reveal every card is public. */
    play(&s, "card 10c");
    def->view(&s, ALEX, &v);
    CHECK_EQ_INT(v.last.card[LEAH], five);
    CHECK_EQ_INT(v.log[0].card[KIM], uad_card_parse("9d"));
}

/* Move text both ways (docs/cli.md), and refusals with reasons. */
static void test_text(void)
{
    UadState s;
    new_game(&s, 4, 12, UAD_ROUNDS_ONE);
    const char *ok[] = {"flip",    "roll",     "rotate clubs", "rotate spades",
                        "card qh", "card 10c", "card 2d",      "card js"};
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
        Move m;
        char err[GAME_ERR_LEN], back[32];
        CHECK_MSG(def->parse_move(&s, ok[i], &m, err, sizeof err), "%s: %s", ok[i], err);
        def->format_move(&s, &m, back, sizeof back);
        CHECK_MSG(!strcmp(back, ok[i]), "%s -> %s", ok[i], back);
    }
    const char *bad[] = {"",        "fly",     "rotate",  "rotate hats", "card",
                         "card kh", "card 1c", "card qx", "flip now",    "card qh qd"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        Move m;
        char err[GAME_ERR_LEN] = "";
        CHECK_MSG(!def->parse_move(&s, bad[i], &m, err, sizeof err), "'%s' parsed", bad[i]);
        CHECK(err[0] != 0);
    }
    play(&s, "flip");
    int seat = def->to_move(&s);
    int other = (seat + 1) % 4;
    char text[32], name[32], why[64];
    snprintf(text, sizeof text, "card %s", uad_card_text(s.hand[other][0], name, sizeof name));
    snprintf(why, sizeof why, "you do not hold %s",
             uad_card_name(s.hand[other][0], name, sizeof name));
    refuse(&s, text, why);
    refuse(&s, "flip", "rules of this trick are set");
}

/* Narration in words (said before the move is applied). */
static void test_narrate(void)
{
    UadState s;
    const char *names[] = {"Kim", "Leah", "Alex"};
    const char *hands[] = {"9d", "qh", "10c"};
    kim_leah_alex(&s, hands);
    set_rules(&s, UAD_DOWN, 0, 3, KIM);
    char buf[400];
    Move m;
    char err[GAME_ERR_LEN];
    CHECK(def->parse_move(&s, "flip", &m, err, sizeof err));
    def->narrate(&s, &m, names, buf, sizeof buf);
    CHECK(!strcmp(buf, "Kim flipped the card: the trick is UP"));
    CHECK(def->parse_move(&s, "rotate clubs", &m, err, sizeof err));
    def->narrate(&s, &m, names, buf, sizeof buf);
    CHECK(!strcmp(buf, "Kim turned the card: clubs now face Kim"));
    const char *you_first[] = {"You", "Leah", "Alex"};
    def->narrate(&s, &m, you_first, buf, sizeof buf);
    CHECK_MSG(!strcmp(buf, "You turned the card: clubs now face you"), "%s", buf);
    play(&s, "flip");
    CHECK(def->parse_move(&s, "card 9d", &m, err, sizeof err));
    def->narrate(&s, &m, names, buf, sizeof buf);
    CHECK(!strcmp(buf, "Kim played the 9 of diamonds"));
    play(&s, "card 9d");
    CHECK(def->parse_move(&s, "card qh", &m, err, sizeof err));
    def->narrate(&s, &m, names, buf, sizeof buf);
    CHECK(!strcmp(buf, "Leah played the queen of hearts"));
    play(&s, "card qh");
    CHECK(def->parse_move(&s, "card 10c", &m, err, sizeof err));
    def->narrate(&s, &m, names, buf, sizeof buf);
    CHECK_MSG(!strcmp(buf, "Alex played the 10 of clubs; Alex's 10 of clubs could not win: "
                           "neither Alex's spades nor the trump 3; Leah won the trick with the "
                           "queen of hearts, the highest card that could win"),
              "%s", buf);

    /* The window names the seat at the screen "You": mid-sentence it reads
     * "you won". */
    const char *you[] = {"Kim", "You", "Alex"};
    def->narrate(&s, &m, you, buf, sizeof buf);
    CHECK_MSG(strstr(buf, "; you won the trick with the queen of hearts"), "%s", buf);
    const char *you2[] = {"Kim", "Leah", "You"};
    def->narrate(&s, &m, you2, buf, sizeof buf);
    CHECK_MSG(strstr(buf, "You played the 10 of clubs; your 10 of clubs could not win: neither "
                          "your spades nor"),
              "%s", buf);
}

/* R-UAD-9: one round per player, totals add up; each round a new deal. */
static void test_rounds(void)
{
    for (int players = 2; players <= 4; players++) {
        UadState s;
        new_game(&s, players, 600 + (uint64_t)players, UAD_ROUNDS_PER_PLAYER);
        CHECK_EQ_INT(s.rounds, players);
        Rng rng;
        rng_seed(&rng, 5);
        int rounds_seen = 1;
        uint8_t first_hand[UAD_MAX_HAND];
        memcpy(first_hand, s.hand[0], sizeof first_hand);
        bool new_deal = false;
        while (def->to_move(&s) >= 0) {
            Move m[UAD_MAX_HAND + 8];
            int n = def->legal_moves(&s, m, UAD_MAX_HAND + 8);
            int round = s.round;
            char err[GAME_ERR_LEN];
            CHECK(game_play(def, &s, &m[rng_below(&rng, (uint32_t)n)], err, sizeof err));
            if (s.round != round) {
                rounds_seen++;
                CHECK_EQ_INT(s.trick, 0);
                CHECK_EQ_INT(s.hand_n[0], s.hand_size);
                CHECK_EQ_INT(s.leader, uad_first_leader(players, s.rotation));
                new_deal = new_deal || memcmp(first_hand, s.hand[0], sizeof first_hand) != 0;
            }
        }
        CHECK_EQ_INT(rounds_seen, players);
        CHECK(new_deal);
        int sum = 0;
        for (int p = 0; p < players; p++) {
            int by_round = 0;
            for (int r = 0; r < players; r++)
                by_round += s.round_tricks[r][p];
            CHECK_EQ_INT(by_round, s.total[p]);
            sum += s.total[p];
        }
        CHECK_EQ_INT(sum + s.discarded, players * s.hand_size);
        CHECK_EQ_INT(s.played, players * s.hand_size);
    }
}

/* R-UAD-9 through a save: a tied match, then "extra-round" recorded as a
 * move, replayed on load to the same state. */
static void test_extra_round_saved(void)
{
    bool done = false;
    for (uint64_t seed = 1; seed < 200 && !done; seed++) {
        GameConfig cfg;
        char err[GAME_ERR_LEN];
        game_config_default(def, 2, seed, &cfg);
        SaveGame sg, back;
        CHECK(save_new(&sg, def, &cfg, NULL, err, sizeof err));
        Rng rng;
        rng_seed(&rng, seed);
        while (def->to_move(sg.state) >= 0) {
            Move m[UAD_MAX_HAND + 8];
            int n = def->legal_moves(sg.state, m, UAD_MAX_HAND + 8);
            CHECK(save_play(&sg, &m[rng_below(&rng, (uint32_t)n)], err, sizeof err));
        }
        GameResult r;
        def->result(sg.state, &r);
        if (r.nwinners < 2) {
            CHECK(!save_play_text(&sg, SAVE_EXTRA_ROUND, err, sizeof err));
            save_free(&sg);
            continue;
        }
        done = true;
        CHECK(save_play_text(&sg, SAVE_EXTRA_ROUND, err, sizeof err));
        const UadState *s = sg.state;
        CHECK_EQ_INT(s->round, 2);
        CHECK_EQ_INT(s->rounds, 2);
        CHECK(def->to_move(s) >= 0);
        CHECK(!strcmp(sg.moves[sg.n_moves - 1], "extra-round"));
        CHECK(save_play_text(&sg, "flip", err, sizeof err));
        char *text = save_to_text(&sg);
        CHECK(save_load_text(&back, text, strlen(text), err, sizeof err));
        CHECK(memcmp(back.state, sg.state, sizeof(UadState)) == 0);
        free(text);
        save_free(&back);
        save_free(&sg);
    }
    CHECK(done);
}

/* R-UAD-3: the first face of the UP&DOWN card is drawn at random: over
 * many seeds both faces open a game, neither almost always. */
static void test_random_face(void)
{
    int faces[2] = {0, 0};
    for (uint64_t seed = 1; seed <= 400; seed++) {
        UadState s;
        new_game(&s, 3, seed, UAD_ROUNDS_ONE);
        CHECK(s.face == 0 || s.face == 1);
        if (s.face == 0 || s.face == 1)
            faces[s.face]++;
    }
    CHECK_MSG(faces[0] > 120 && faces[1] > 120, "faces %d/%d", faces[0], faces[1]);
}

/* R-ALL-1: the whole 64-bit seed decides the deal; seeds that differ only
 * in their high bits deal differently. */
static void test_seed_high_bits(void)
{
    int same = 0;
    for (int bit = 32; bit < 64; bit++) {
        UadState a, b;
        new_game(&a, 4, 77, UAD_ROUNDS_ONE);
        new_game(&b, 4, 77 | (UINT64_C(1) << bit), UAD_ROUNDS_ONE);
        if (memcmp(a.hand, b.hand, sizeof a.hand) == 0)
            same++;
    }
    CHECK_MSG(same == 0, "%d of 32 high-bit seeds dealt the same hands", same);
}

int main(void)
{
    test_example_a();
    test_example_a_in_french();
    test_last_card_logged_in("de", "du");
    test_last_card_logged_in("fr", "vous");
    test_example_b();
    test_example_c();
    test_deal();
    test_card_and_sides();
    test_first_leader();
    test_rotate_choices();
    test_reroll();
    test_trump_beats_all();
    test_cancelled_trump();
    test_pot_taken();
    test_pot_discarded();
    test_extend_refused();
    test_order_and_lead();
    test_secret_choice();
    test_text();
    test_narrate();
    test_rounds();
    test_extra_round_saved();
    test_random_face();
    test_seed_high_bits();
    return check_exit("test_uad_rules");
}
