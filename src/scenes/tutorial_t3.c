/* The 3UP 3DOWN tutorial: a short game for two with the red cards only
 * (Colours 1, so that the draw pile runs out soon) on a fixed deal, in
 * which the learner chooses the 3UP cards, plays two and three cards of a
 * value at once, plays a Clear+1 with its optional draw, picks up the pile,
 * clears it with three of a kind and with a Clear, plays the 3UP cards and
 * then a 3DOWN card. Robin's moves come from the script too. */
#include "i18n.h"
#include "three_up.h"
#include "tutorial.h"

#define ROBIN 1

static const TutorStep steps[] = {
    {TUTOR_NOTE, NULL,
     /* TRANSLATORS: A note of the tutorial, on a panel beside the table. Continue is the panel's
        button; Robin is the name of the other player. */
     N_("Welcome to 3UP 3DOWN. You play a short game against Robin with the red cards only: the "
        "numbers 1 to 10 and the Clear cards above them. Each card you play onto the pile must be "
        "equal to or higher than its top card. The first to get rid of every card wins. Press "
        "Continue."),
     NULL},
    {TUTOR_NOTE, NULL,
     N_("In front of you lie three cards face down, your 3DOWN cards, which nobody may look at, "
        "not even you. First you lay three of the six cards in your hand face up on them: your "
        "3UP cards. You play those only at the end, once the draw pile and your hand are empty."),
     NULL},
    {TUTOR_LEARNER, "up 5 7 clear",
     /* TRANSLATORS: Put face up is a button at the table. */
     N_("Choose your 3UP cards: click the 5, the 7 and the Clear, then Put face up. The Clear "
        "waits safely there for the end, and the two 4s stay in your hand to be played together."),
     N_("Choose the 5, the 7 and the Clear as your 3UP cards.")},
    {ROBIN, "up 1 2 clear", N_("Robin chooses 3UP cards too."), NULL},
    {TUTOR_LEARNER, "play 4 4",
     /* TRANSLATORS: Play is a button at the table. */
     N_("You start. Several cards of one value may be played at once: click both 4s, then Play. "
        "After your turn you draw from the draw pile until you hold three cards again."),
     /* TRANSLATORS: Play is a button at the table. */
     N_("Play both 4s at once: click each of them, then Play.")},
    {ROBIN, "play 7", N_("Robin plays a 7: the next card must be a 7 or higher."), NULL},
    {TUTOR_LEARNER, "play clear+1",
     N_("You drew a 3 and a Clear+1. Your 3 and 6 are lower than the 7, but a Clear card goes on "
        "any pile and clears it: the cleared cards leave the game. After a Clear+1 you must play "
        "once more. Play the Clear+1."),
     N_("Play the Clear+1: your 3 and 6 are lower than the 7.")},
    {TUTOR_LEARNER, "draw",
     /* TRANSLATORS: Draw a card is a button at the table. */
     N_("The pile is cleared and you owe one more play. Before it you may draw one card: do so, "
        "with the draw pile or Draw a card."),
     N_("First draw a card: click the draw pile.")},
    {TUTOR_LEARNER, "play 6",
     N_("You drew another 6. On an empty pile any card goes: play one of your 6s, and you draw "
        "back up to three."),
     N_("Play one 6 on the empty pile.")},
    {ROBIN, "play 10", N_("Robin plays a 10."), NULL},
    {TUTOR_LEARNER, "pickup",
     /* TRANSLATORS: Pick up is a button at the table. */
     N_("Your 3, 3 and 6 are all lower than the 10, and you hold no Clear. When you cannot play, "
        "you must pick up the whole pile into your hand, and your turn ends. Pick up the pile."),
     /* TRANSLATORS: Pick up is a button at the table. */
     N_("Nothing of yours beats the 10: pick up the pile, with Pick up or the pile itself.")},
    {ROBIN, "play 1", N_("Robin plays a 1 on the empty pile."), NULL},
    {TUTOR_LEARNER, "play 6 6",
     /* TRANSLATORS: Play is a button at the table. */
     N_("You hold five cards now; holding more than three you draw nothing after your turn. Play "
        "both 6s at once: click each of them, then Play."),
     N_("Play the two 6s together.")},
    {ROBIN, "play 9 9", N_("Robin plays two 9s."), NULL},
    {TUTOR_LEARNER, "play 10",
     N_("Only your 10 beats the 9s: play it. You then draw the last card of the draw pile."),
     N_("Play the 10: your 3s are lower than the 9s.")},
    {ROBIN, "play clear+1",
     N_("Robin plays a Clear+1, which clears the pile, and a 2 as the play it owes."), NULL},
    {ROBIN, "play 2", NULL, NULL},
    {TUTOR_LEARNER, "play 3 3 3",
     N_("Three or more cards of one value in a row on the pile clear it like a Clear, whoever "
        "laid them, and the turn ends. Play your three 3s together on the 2."),
     /* TRANSLATORS: Play is a button at the table. */
     N_("Play all three 3s at once: click each of them, then Play.")},
    {ROBIN, "play 9",
     N_("The draw pile and your hand are empty: from now on you play your 3UP cards, like hand "
        "cards. Robin plays the last card of Robin's hand, a 9."),
     NULL},
    {TUTOR_LEARNER, "play clear",
     N_("Your 3UP cards are the 5, the 7 and the Clear. Only the Clear beats the 9: click it on "
        "the table to play it. The pile is cleared and your turn ends."),
     N_("Play the Clear of your 3UP cards: the 5 and the 7 are lower than the 9.")},
    {ROBIN, "play 1", N_("Robin's hand is empty too: Robin plays a 3UP card, the 1."), NULL},
    {TUTOR_LEARNER, "play 7", N_("Play your 3UP 7 on the 1."), N_("Play the 7 of your 3UP cards.")},
    {ROBIN, "play clear", N_("Robin clears the pile with a 3UP Clear."), NULL},
    {TUTOR_LEARNER, "play 5", N_("Play your last 3UP card, the 5, on the empty pile."),
     N_("Play the 5, your last 3UP card.")},
    {ROBIN, "pickup",
     N_("Robin's last 3UP card, a 2, is lower than your 5, so Robin picks up the pile."), NULL},
    {TUTOR_LEARNER, "flip 2",
     N_("Your 3UP cards are gone and your hand is empty: now you play your 3DOWN cards blind, one "
        "a turn. The card you click is turned up and played if it goes on the pile; if not, you "
        "take the pile and that card into your hand. Turn up the middle one."),
     N_("Turn up the middle one of your 3DOWN cards.")},
    {TUTOR_NOTE, NULL,
     N_("It was an 8, and it went onto the empty pile. You would play your last two 3DOWN cards "
        "the same way, one a turn: the first player to play their last 3DOWN card wins."),
     NULL},
};

const Tutorial t3_tutorial = {
    .seed = 599,
    .players = 2,
    .options = {"colours=1", NULL},
    .names = {NULL, "Robin"},
    .steps = steps,
    .nsteps = (int)(sizeof steps / sizeof steps[0]),
    /* TRANSLATORS: The tutorial's last words. Finish is the panel's button; New game and Rules are
       on the title screen; F1 is a key. */
    .closing = N_("That is 3UP 3DOWN: play equal or higher, clear the pile, pick it up when you "
                  "must, and empty your hand, then your 3UP and your 3DOWN cards. Finish goes back "
                  "to the title; New game starts a real game with all the cards, and the rules are "
                  "under Rules (F1 at the table)."),
};
