/* The Up & Down tutorial: five tricks for two on a fixed deal that show
 * the three ways to change the rules (the learner flips, rolls and
 * rotates; Robin rotates and flips), a card of one's own suit winning under
 * DOWN and under UP, a trump-value card beating everything, two equal
 * values cancelling out, a trick going into the pot and the pot won with
 * the next trick. Robin's changes and cards come from the script too. */
#include "i18n.h"
#include "tutorial.h"
#include "up_and_down.h"

#define ROBIN 1

static const TutorStep steps[] = {
    {TUTOR_NOTE, NULL,
     /* TRANSLATORS: A note of the tutorial, on a panel beside the table. Continue is the panel's
        button; Robin is the name of the other player. */
     N_("Welcome to Up & Down. You and Robin play tricks: in each, both of you lay one card face "
        "down, then the cards turn over together. Before every trick its leader changes one rule. "
        "Whoever takes the most tricks wins. Press Continue."),
     NULL},
    {TUTOR_NOTE, NULL,
     N_("The UP&DOWN card in the middle says UP (the highest card wins) or DOWN (the lowest wins). "
        "The suit on its edge that points at you is your suit: now clubs. The dice give the trump "
        "value, now 7. Only two kinds of card can win: one of its player's own suit, and one of "
        "the trump value."),
     NULL},
    {TUTOR_LEARNER, "flip",
     N_("You lead, so first you must change the rules in one of three ways: flip the card, rotate "
        "it to give everyone a new suit, or roll the dice for a new trump. Flip it now: under DOWN "
        "the lowest card wins, and you hold the 2\xe2\x99\xa3."),
     N_("This time flip the UP&DOWN card: click the card itself.")},
    {TUTOR_LEARNER, "card 2c",
     N_("Now everyone lays a card face down, the leader first. Lay your 2\xe2\x99\xa3: it is of "
        "your suit, and under DOWN no card is lower."),
     N_("Lay the 2\xe2\x99\xa3, the lowest card of your suit, clubs.")},
    {ROBIN, "card qs",
     N_("Robin lays a card. The cards turn over: Robin's Q\xe2\x99\xa0 is neither Robin's suit, "
        "hearts, nor a 7, so it cannot win, and your 2\xe2\x99\xa3 takes the trick."),
     NULL},
    {ROBIN, "rotate clubs",
     N_("The lead passes to Robin, who changes a rule too: Robin rotates the card so that clubs "
        "points at Robin. Your suit is now hearts, on the opposite edge."),
     NULL},
    {ROBIN, "card 5c", NULL, NULL},
    {TUTOR_LEARNER, "card 4h",
     N_("Robin has laid a card. It is still DOWN, and your suit is now hearts: lay the "
        "4\xe2\x99\xa5, your lowest heart. A club would not count for you any more."),
     N_("Lay the 4\xe2\x99\xa5: your suit is hearts now, and under DOWN low cards win.")},
    {TUTOR_LEARNER, "roll",
     N_("Your 4\xe2\x99\xa5 was lower than Robin's 5\xe2\x99\xa3, so the trick is yours. You lead "
        "again: roll the dice for a new trump value. They are rolled until the sum changes."),
     N_("This time roll the dice: click them.")},
    {TUTOR_LEARNER, "card 3s",
     N_("The dice show 1 and 2: the trump is 3. A card of the trump value beats every other card, "
        "under UP and DOWN alike, whatever its suit. Lay your 3\xe2\x99\xa0."),
     N_("Lay the 3\xe2\x99\xa0: any 3 is a trump now, whatever its suit.")},
    {ROBIN, "card 4c",
     N_("Robin lays the 4\xe2\x99\xa3, of Robin's suit and low, but your trump 3\xe2\x99\xa0 beats "
        "it."),
     NULL},
    {ROBIN, "flip", N_("Robin leads and flips the card back to UP: now the highest card wins."),
     NULL},
    {ROBIN, "card qc", NULL, NULL},
    {TUTOR_LEARNER, "card qd",
     N_("Under UP Robin would lay a high club, a queen perhaps. A value laid by two players "
        "cancels out: all those cards drop out of the trick, trumps too. Lay your Q\xe2\x99\xa6: "
        "it cannot win (diamonds is not your suit), but a queen of Robin's would fall with it."),
     N_("Lay the Q\xe2\x99\xa6, to see two equal values cancel out.")},
    {TUTOR_NOTE, NULL,
     N_("Both of you laid a queen: they cancelled, and no card was left that could win. Nobody "
        "takes such a trick: it goes into the pot and waits there. Whoever wins the next trick "
        "takes the pot too, each trick in it counting one."),
     NULL},
    {TUTOR_LEARNER, "rotate clubs",
     N_("You lead. Rotate the card so that clubs points at you again: under UP the highest card of "
        "your suit wins, and you hold high clubs. Choose clubs among the suits around the card."),
     N_("Rotate the card so that clubs points at you.")},
    {TUTOR_LEARNER, "card jc",
     N_("Clubs is your suit again. Lay the J\xe2\x99\xa3, your highest club."),
     N_("Lay the J\xe2\x99\xa3, the highest card of your suit.")},
    {ROBIN, "card 8h",
     N_("Robin lays the 8\xe2\x99\xa5. Your J\xe2\x99\xa3 is higher: you win this trick and the "
        "pot with it, two tricks at once."),
     NULL},
    {TUTOR_NOTE, NULL,
     N_("The round goes on until the hands are empty; the cards left over stay face down all "
        "round. Every trick you took counts one, pot tricks too, and a pot still waiting after "
        "the last trick is thrown away. The most tricks wins."),
     NULL},
};

const Tutorial uad_tutorial = {
    .seed = 5,
    .players = 2,
    .options = {NULL},
    .names = {NULL, "Robin"},
    .steps = steps,
    .nsteps = (int)(sizeof steps / sizeof steps[0]),
    /* TRANSLATORS: The tutorial's last words. Finish is the panel's button; New game and Rules are
       on the title screen; F1 is a key. */
    .closing = N_("That is Up & Down: change a rule, lay a card, and win with your own suit or a "
                  "trump. Finish goes back to the title; New game starts a real game, and the "
                  "rules are under Rules (F1 at the table)."),
};
