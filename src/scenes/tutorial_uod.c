/* The Up or Down? tutorial: a short game for two on a fixed deal, in which
 * the learner plays five turns that show every rule of a turn: a card into
 * the ring in number order and past its ends (the wrap between the highest
 * and the lowest), a neighbour taken, a column started, a rising and a
 * falling column, a column discarded, both draw piles; the scoring is told
 * on the columns built. Robin's turns are played from the script too. */
#include "i18n.h"
#include "tutorial.h"
#include "up_or_down.h"

#define ROBIN 1

static const TutorStep steps[] = {
    {TUTOR_NOTE, NULL,
     /* TRANSLATORS: A note of the tutorial, on a panel beside the table. Continue is the panel's
        button; Robin is the name of the other player. */
     N_("Welcome to Up or Down? You play a short game against Robin with the cards 1 to 42. "
        "Every turn has four steps: play a card from your hand into the ring, take a card next "
        "to it, place that card in your play area, and draw. Points come from columns that rise "
        "or fall, with many cards of one colour. Press Continue."),
     NULL},
    {TUTOR_LEARNER, "play 25",
     N_("Step 1: play a card into the ring, the six cards in the middle. The ring stays in number "
        "order, clockwise, so each card has one place. Click your 25: it goes between 20 and 29."),
     N_("Play 25 for now: it goes between 20 and 29, and one of those two becomes yours.")},
    {TUTOR_LEARNER, "take 29",
     N_("Step 2: take one of the two cards next to the card you played. 25 sits between 20 and "
        "29; the 25 itself stays in the ring. Take 29."),
     N_("Only the two neighbours of 25 can be taken, 20 and 29. This time take 29.")},
    {TUTOR_LEARNER, "new",
     /* TRANSLATORS: New column is a button at the table. */
     N_("Step 3: place the card you took in your play area. You have no column yet, so 29 "
        "starts your first column. Click New column."),
     /* TRANSLATORS: New column is a button at the table. */
     N_("29 starts your first column: click New column.")},
    {TUTOR_LEARNER, "draw up",
     N_("Step 4: draw one card, to hold three again. Inside the ring lie two piles: the face-down "
        "pile, a surprise, and the face-up pile, whose top card everyone sees. Take the 12 from "
        "the face-up pile: you know what you get."),
     N_("Draw from the face-up pile: its top card is the 12.")},
    {ROBIN, "play 22",
     N_("Now Robin plays a turn in the same four steps: a card into the ring, a neighbour taken, "
        "a card placed, a card drawn. Watch the table and the log."),
     NULL},
    {ROBIN, "take 20", NULL, NULL},
    {ROBIN, "new", NULL, NULL},
    {ROBIN, "draw down", NULL, NULL},
    {TUTOR_LEARNER, "play 37",
     N_("Robin played 22 and started a column with 20. Your hand is 5, 12 and 37. 37 is higher "
        "than every card of the ring. A card higher than the highest, or lower than the lowest, "
        "goes between the highest and the lowest: the ring closes on itself. Play 37."),
     N_("Play 37 to see the ring wrap round: it goes between 34, the highest, and 8, the lowest.")},
    {TUTOR_LEARNER, "take 34",
     N_("37 now sits between 34 and 8, so those are the two you may take. Take 34: it can follow "
        "your 29."),
     N_("The neighbours of 37 are 34 and 8. Take 34, to go on your 29.")},
    {TUTOR_LEARNER, "column 1",
     N_("The second card of a column decides its direction. 34 is higher than 29, so column 1 "
        "will rise: every later card on it must be higher than its last card. Put 34 on column 1."),
     N_("Put 34 on column 1, after the 29: the column then rises.")},
    {TUTOR_LEARNER, "draw down",
     N_("Draw from the face-down pile this time. Nobody sees what you get, while a card drawn "
        "from the face-up pile is seen by everyone, so Robin knows you hold the 12."),
     N_("This time draw from the face-down pile.")},
    {ROBIN, "play 19",
     N_("Robin plays 19, takes 17 and puts it on 20: Robin's column falls. Then Robin draws the "
        "38 from the face-up pile, so now you know one of Robin's cards."),
     NULL},
    {ROBIN, "take 17", NULL, NULL},
    {ROBIN, "column 1", NULL, NULL},
    {ROBIN, "draw up", NULL, NULL},
    {TUTOR_LEARNER, "play 12",
     N_("Your hand is 5, 12 and the 33 you drew. Play 12: it goes between 8 and 16."),
     N_("Play 12, which goes between 8 and 16.")},
    {TUTOR_LEARNER, "take 16",
     N_("Take 16. It cannot go on column 1, which rises from 34, so it will start a column of its "
        "own."),
     N_("Take 16, one of the two neighbours of 12.")},
    {TUTOR_LEARNER, "new",
     /* TRANSLATORS: New column is a button at the table. */
     N_("You may have up to three columns. Start column 2 with 16: click New column."),
     N_("16 cannot follow 34 on a rising column: start a new column with it.")},
    {TUTOR_LEARNER, "draw up", N_("Draw the 18 from the face-up pile."),
     N_("Draw from the face-up pile: its top card is the 18.")},
    {ROBIN, "play 11", N_("Robin plays 11, takes 12 for a second column and draws face down."),
     NULL},
    {ROBIN, "take 12", NULL, NULL},
    {ROBIN, "new", NULL, NULL},
    {ROBIN, "draw down", NULL, NULL},
    {TUTOR_LEARNER, "play 5",
     N_("5 is lower than the lowest card of the ring, 8. Like your 37 before, it goes between the "
        "highest and the lowest: between 37 and 8. Play 5."),
     N_("Play 5: lower than the lowest card, it goes between 37 and 8.")},
    {TUTOR_LEARNER, "take 8", N_("Take 8: it is lower than your 16."),
     N_("The neighbours of 5 are 37 and 8. Take 8, to go on your 16.")},
    {TUTOR_LEARNER, "column 2",
     N_("Put 8 on column 2. 8 is lower than 16, so column 2 falls: every later card on it must "
        "be lower than its last card. A falling column shows the top number of each card."),
     N_("Put 8 on column 2, after the 16: the column then falls.")},
    {TUTOR_LEARNER, "draw up",
     N_("The face-up pile shows 39, higher than the 34 of your rising column: draw it."),
     N_("Draw the 39 from the face-up pile: it fits your rising column.")},
    {ROBIN, "play 38",
     N_("Robin plays the 38, which goes between 37 and 5, and puts the 37 on 12: Robin's second "
        "column rises."),
     NULL},
    {ROBIN, "take 37", NULL, NULL},
    {ROBIN, "column 2", NULL, NULL},
    {ROBIN, "draw down", NULL, NULL},
    {TUTOR_LEARNER, "play 18", N_("Play 18: it goes between 11 and 19."),
     N_("Play 18, which goes between 11 and 19.")},
    {TUTOR_LEARNER, "take 19",
     N_("Take 19. It fits neither column: column 1 rises from 34 and column 2 falls from 8."),
     N_("Take 19, one of the two neighbours of 18.")},
    {TUTOR_LEARNER, "discard 2",
     N_("A card that fits nowhere may start a new column, or you may turn one whole column face "
        "down onto your discard pile and start again in its place. Column 2 can hardly fall "
        "below 8: discard it. Each card on the discard pile still scores 1 point, and 19 starts "
        "the new column 2."),
     N_("Discard column 2, the one that falls from 8: 19 then starts it again.")},
    {TUTOR_LEARNER, "draw down", N_("Draw from the face-down pile to end your turn."),
     N_("Draw from the face-down pile.")},
    {TUTOR_NOTE, NULL,
     N_("Scoring, at the end: each column scores its number of cards times the number of its "
        "cards of the most common colour. Your column 1, 29 and 34, has two colours: 2 x 1 = 2. "
        "Column 2 scores 1, and your discard pile 2, one a card: 5 points. Nine cards with five "
        "of one colour would score 45, so grow long columns of one colour."),
     NULL},
};

const Tutorial uod_tutorial = {
    .seed = 4,
    .players = 2,
    .options = {"length=short", NULL},
    .names = {NULL, "Robin"},
    .steps = steps,
    .nsteps = (int)(sizeof steps / sizeof steps[0]),
    /* TRANSLATORS: The tutorial's last words. Finish is the panel's button; New game and Rules are
       on the title screen; F1 is a key. */
    .closing = N_("That is the whole game: play, take, place and draw, until both piles are empty "
                  "and every hand is played out. The highest total wins. Finish goes back to the "
                  "title; New game starts a real game, and the rules are under Rules (F1 at the "
                  "table)."),
};
