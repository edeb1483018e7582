/* The rules of each game in the program's own words (rules_text.h). */
#include "rules_text.h"

#include "i18n.h"

#include <string.h>

/* The paragraphs every game's page ends with, before its tutorial's: the
 * menu and the keys, the hint, the review. */
/* clang-format off */
#define TABLE_HELP \
    /* TRANSLATORS: Esc and F11 are keys; the words in brackets are the entries of the menu. */ \
    {R_P, N_("Esc opens the menu (animation speed, AI pace, sound and its volume, rules, " \
             "quit). F11 switches full screen. A click or a key ends an animation at once and " \
             "does what it does.")}, \
    /* TRANSLATORS: Hint is a button at the table; H, Tab, Enter, Space, Backspace, Home, End, Page Up and Page Down are keys. */ \
    {R_P, N_("Not sure what to do? Hint (or the H key) lights the move the hard player would " \
             "make in your place, says why in a sentence, and tells the chance of winning it " \
             "sees. Everything works from the keyboard too: Tab and the arrow keys move a focus " \
             "over what you may choose, Enter or Space uses it, Backspace undoes, 1 to 9 pick a " \
             "card of your hand, Home and End go to its first and last, Page Up and Page Down " \
             "scroll the game log.")}, \
    /* TRANSLATORS: A, B, Y and Start are a gamepad's buttons. */ \
    {R_P, N_("A gamepad works too: the d-pad or the left stick moves the focus, A uses it, B " \
             "undoes (elsewhere it goes back), Y asks for a hint, Start opens the menu, the " \
             "shoulder buttons move the focus to the next or the previous choice, and the " \
             "triggers scroll the game log.")}, \
    /* TRANSLATORS: Review is a button of the results screen. */ \
    {R_P, N_("After the game, Review on the results screen goes through it move by move with " \
             "every hand face up, and marks the moves where your chance of winning fell the " \
             "most.")}
/* clang-format on */

/* Up or Down? (the Up or Down? rulebook, R-UOD-1..10). */
static const RuleBlock uod_rules[] = {
    {R_H1, "Up or Down?"},
    {R_P, N_("2 to 6 players. Build up to three columns of cards, each one rising or falling, "
             "and gather cards of one colour in each. The most points wins.")},
    {R_H2, N_("The cards")},
    {R_P, N_("Cards are numbered from 1 to 126 in six colours, and every colour has its own "
             "symbol, so the colours can be told apart without seeing colour: ruby gem, pink "
             "heart, gold star, green leaf, blue drop, purple moon. Each card shows its number "
             "at the top and at the bottom.")},
    {R_P, N_("Fewer cards are used with fewer players. Short game: 2 players 1-42, 3 players "
             "1-60, 4 players 1-78, 5 or 6 players 1-96. Full game: 2 players 1-54, 3 players "
             "1-78, 4 players 1-102, 5 or 6 players 1-126.")},
    {R_H2, N_("Setting up")},
    {R_P, N_("Everyone gets three cards in hand. Six cards are laid face up in a ring, the "
             "display, sorted clockwise from the lowest to the highest. The other cards make two "
             "draw piles inside the ring: one face down, one face up (only its top card can be "
             "seen). A random player starts.")},
    {R_H2, N_("Your turn, in four steps")},
    {R_LI, N_("1. Play a card from your hand into the ring, at its place in number order "
              "(clockwise). A card lower than the lowest or higher than the highest goes between "
              "the highest and the lowest.")},
    {R_LI, N_("2. Take one of the two cards next to the card you played. The card you played "
              "stays in the ring.")},
    {R_LI, N_("3. Place the taken card in your play area: on one of your columns, or as the "
              "first card of a new column (three columns at most), or turn one whole column face "
              "down onto your discard pile and start a new column with the card.")},
    {R_LI, N_("4. Draw the top card of either pile. When one pile is empty, draw from the other; "
              "when both are, there is nothing to draw.")},
    {R_H2, N_("Columns")},
    {R_P, N_("The second card of a column decides its direction: higher than the first, the "
             "column rises; lower, it falls. Every later card must go on in that direction from "
             "the column's last card. Cards are never moved once placed.")},
    {R_P, N_("In a rising column each new card covers the top of the one before, so you see "
             "every bottom number; in a falling column each new card covers the bottom of the one "
             "before, so you see every top number. The newest card is always fully visible.")},
    {R_H2, N_("The end and scoring")},
    {R_P, N_("When both piles are empty, play goes on until every hand is empty; six cards stay "
             "in the ring. Then every column scores its number of cards times the number of "
             "cards of its most common colour: 9 cards with 5 pink ones score 45. Every card on "
             "your discard pile scores 1 point. The highest total wins; tied players share the "
             "victory.")},
    {R_H2, N_("At the table")},
    /* TRANSLATORS: New column, Discard and Undo are the table's buttons: use their translated
       labels. */
    {R_P, N_("Your choices light up. Click a card in your hand (or drag it to the ring), then "
             "one of the two lit cards next to it, then a lit column, \"New column\" or "
             "\"Discard\", then a pile. Each place shows the score it would give. Something that "
             "is not allowed is refused with the reason. Undo takes back your steps of this turn "
             "until you draw.")},
    TABLE_HELP,
    /* TRANSLATORS: Play the tutorial (under this page), Learn to play (on the title screen) and
       Leave tutorial are buttons: use their translated labels. Robin is a name. */
    {R_P, N_("To learn by playing, press Play the tutorial under this page (or Learn to play on "
             "the title): a short guided game against Robin, in which a note says what to do and "
             "why, only that move lights up, and a wrong click is explained. Leave tutorial leaves "
             "it at any step.")},
};

/* Up & Down (the Up & Down rulebook, R-UAD-1..9). */
static const RuleBlock uad_rules[] = {
    {R_H1, "Up & Down"},
    {R_P, N_("2 to 4 players. Everyone plays a card to each trick at the same time, in secret, "
             "and before every trick its leader changes the rules: whether the highest or the "
             "lowest card wins, which suit is yours, or which value is trump. Whoever takes the "
             "most tricks wins.")},
    {R_H2, N_("The cards")},
    {R_P, N_("44 cards: 2 to 10, the jack (J, worth 11) and the queen (Q, worth 12) in four "
             "suits, ♣ clubs, ♦ diamonds, ♥ hearts and ♠ spades.")},
    {R_P, N_("The UP&DOWN card lies in the middle. One side says UP (blue): the highest card "
             "wins. The other says DOWN (green): the lowest card wins. A suit is printed on each "
             "of its four edges, so one suit points at each side of the table, and the suit "
             "pointing at you is your suit. With two players you sit facing each other; with two "
             "or three, a suit can point at an empty side and belong to nobody.")},
    {R_P, N_("Two dice lie in front of the trick leader. Their sum, 2 to 12, is the trump value: "
             "every card of that value is a trump, whatever its suit.")},
    {R_H2, N_("Setting up")},
    {R_P, N_("Each player gets 15 cards with 2 players, 14 with 3 and 11 with 4. The cards left "
             "over stay face down for the whole round; nobody sees them. The UP&DOWN card is "
             "tossed, so its side and the way it points are left to chance, and the dice are "
             "rolled for the first trump. The player that clubs points at leads the first trick; "
             "if clubs points at an empty side, the next player clockwise from there leads.")},
    {R_H2, N_("A trick, step by step")},
    {R_LI, N_("1. The leader must change the rules, in exactly one of the three ways below.")},
    {R_LI, N_("2. Everyone, the leader too, chooses one card from their hand in secret and lays "
              "it face down. Any card may be chosen, but only some can win.")},
    {R_LI, N_("3. When all have chosen, the cards turn over together and the trick is judged.")},
    {R_LI, N_("4. The winner takes the trick, and the lead passes to the next player clockwise.")},
    {R_H2, N_("Changing the rules")},
    /* TRANSLATORS: Flip, Rotate and Roll name the three ways to change the rules, as the table's
       buttons do. */
    {R_LI, N_("Flip: turn the UP&DOWN card over, from UP to DOWN or from DOWN to UP. Every suit "
              "keeps pointing where it did.")},
    {R_LI, N_("Rotate: turn the card so that one of the three other suits points at you. Everyone "
              "else gets a new suit too; UP or DOWN stays as it was.")},
    {R_LI, N_("Roll: roll both dice for a new trump value. If they show the same sum as before, "
              "they are rolled again until the sum changes.")},
    {R_H2, N_("Who wins the trick")},
    {R_P, N_("The cards are judged in this order:")},
    {R_LI, N_("1. Under UP you look for the highest card, under DOWN for the lowest.")},
    {R_LI, N_("2. A value laid by two or more players cancels out: all those cards drop out of "
              "the trick, trump-value cards included.")},
    {R_LI, N_("3. Of the cards left, only two kinds can win: a card of the suit pointing at the "
              "player who laid it, and a card of the trump value in any suit.")},
    {R_LI, N_("4. A trump-value card beats every other card, under UP and under DOWN alike. "
              "Without one, the highest (UP) or lowest (DOWN) card that can win takes the trick.")},
    {R_P, N_("For example: DOWN, trump 8, and hearts points at you. You lay 4♥, the player facing "
             "spades lays 2♦ and the player facing clubs lays 4♣. The two 4s cancel out, and the "
             "2♦ is not its player's suit, so no card can win. Any 8 would have won.")},
    {R_H2, N_("The pot")},
    {R_P, N_("When no card can win, nobody takes the trick: it goes into the pot. Tricks wait "
             "there until someone wins a trick, and that player takes the whole pot as well, each "
             "trick in it counting as one. A pot still waiting after the last trick of a round is "
             "thrown away.")},
    {R_H2, N_("The end and scoring")},
    {R_P, N_("A round has as many tricks as each player was dealt cards. Every trick you took, "
             "pot tricks included, counts one.")},
    /* TRANSLATORS: Rounds, 1 and Per player are an option of the New game screen and its values;
       One more round is a button of the results screen. */
    {R_P, N_("New game offers Rounds: 1 (one round decides) or Per player (one round for each "
             "player, each with a new deal, a new toss and new dice, the tricks adding up). The "
             "most tricks wins. Tied players share the victory, but the results screen also "
             "offers One more round, dealt like the others and added to the totals, to break the "
             "tie.")},
    {R_H2, N_("At the table")},
    {R_P, N_("The UP&DOWN card sits in the middle, and your suit shows on a white disc beside your "
             "name. The box at the top left always spells out the rules of this trick; the box at "
             "the top right shows the last trick and who took it. The dice lie in front of the "
             "leader with the trump value under them, and the pot lies beside the card with its "
             "count.")},
    /* TRANSLATORS: Flip and Roll are the table's buttons: use their translated labels. */
    {R_P, N_("When you lead, what you may use lights up and a row of buttons appears: Flip, the "
             "three other suits (to turn one towards you) and Roll. You can also click the middle "
             "of the card to flip it, a suit on its edge to turn that suit to you, or the dice to "
             "roll.")},
    {R_P,
     N_("Then click a card in your hand, or drag it to your place: it goes face down in front of "
        "you at once, with a "
        "note of which card it is that only you can see. A ★ in a card's corner marks the "
        "cards that can win this trick: your suit and the trump value.")},
    {R_P, N_("When every card is down they turn over together, and the judging is shown step by "
             "step: cancelled cards are struck out, cards that cannot win are dimmed, the winning "
             "card rises, and the trick slides to its winner or into the pot.")},
    /* TRANSLATORS: Undo is a button at the table; Ctrl+Z is a key. */
    {R_P, N_("With several people at one screen, a pass screen hides the table between two human "
             "players, and the next one clicks when ready to see their cards; so each of you "
             "chooses your card unseen. Undo (or Ctrl+Z) takes back a flip or a turn of the card "
             "while you lead, until you choose your card. A roll cannot be taken back, and a card "
             "laid face down stays down. Something that is not allowed is refused with the "
             "reason.")},
    TABLE_HELP,
    /* TRANSLATORS: Play the tutorial (under this page), Learn to play (on the title screen) and
       Leave tutorial are buttons: use their translated labels. Robin is a name. */
    {R_P, N_("To learn by playing, press Play the tutorial under this page (or Learn to play on "
             "the title): five tricks against Robin, in which a note says what to do and why, only "
             "that move lights up, and a wrong click is explained. Leave tutorial leaves it at any "
             "step.")},
};

/* 3UP 3DOWN (the 3UP 3DOWN rulebook, R-33-1..11). */
static const RuleBlock t33_rules[] = {
    {R_H1, "3UP 3DOWN"},
    {R_P, N_("2 to 6 players. Get rid of all your cards: first your hand, then your three face-up "
             "cards, then your three face-down cards, played blind. Every card must match or beat "
             "the top of the pile. The first player with no cards left wins.")},
    {R_H2, N_("The cards")},
    {R_P, N_("84 cards: the numbers 1 to 10, seven of each, and three kinds of Clear card, all "
             "above every number: 7 Clear, 6 Clear+1 and 1 Clear+2. The cards are red, green or "
             "blue. Colour does not matter in play, except with the Four colours and Colours "
             "options.")},
    {R_H2, N_("Setting up")},
    {R_P, N_("Each player gets three cards face down, their 3DOWN cards, which nobody may look "
             "at, not even their owner. Then each gets six more, looks at them and lays three of "
             "them face up on the 3DOWN cards: these are the 3UP cards. The other three are the "
             "hand. In Updown the players choose one after the other. The rest of the cards make "
             "the draw pile. A random player starts, and play goes clockwise.")},
    {R_H2, N_("Your turn")},
    {R_LI, N_("1. Play one card, or several cards of the same value at once, onto the pile. The "
              "value must be equal to or higher than the card on top; on an empty pile anything "
              "goes.")},
    {R_LI, N_("2. If you can play, you must. If nothing you hold can go on the pile, you pick up "
              "the whole pile into your hand instead, and your turn ends.")},
    {R_LI, N_("3. At the end of your turn, draw from the draw pile until you hold three cards, as "
              "long as it lasts. Holding more than three, you draw nothing.")},
    {R_H2, N_("Clearing the pile")},
    {R_P, N_("A cleared pile leaves the game for good, and the next play may be any card.")},
    {R_LI, N_("Clear: the pile is cleared and your turn ends.")},
    {R_LI, N_("Clear+1: the pile is cleared, then you must play once more. You may draw one card "
              "from the draw pile first (with an empty hand you must).")},
    {R_LI, N_("Clear+2: the pile is cleared, then you must play twice more, each time after an "
              "optional draw. The second play must be equal to or higher than the first; if you "
              "cannot manage that, you pick up the pile.")},
    {R_LI, N_("Three in a row: when three or more cards of one value lie on top of the pile in a "
              "row, laid by one player or by several, they clear it like a Clear and the turn "
              "ends.")},
    {R_P, N_("An extra play may also be several cards of one value. A Clear card played as an "
             "extra play replaces what you still owed: after a Clear your turn ends, after a "
             "Clear+1 you owe one more play, after a Clear+2 two more.")},
    {R_H2, N_("Your 3UP and 3DOWN cards")},
    {R_P, N_("You may play your 3UP cards only once the draw pile is empty and your hand is empty "
             "too. They are played like hand cards, one or several of one value. If you have to "
             "pick up the pile, you play your hand out again before you go back to them.")},
    {R_P,
     N_("When your 3UP cards are gone and your hand is empty, you play your 3DOWN cards blind, "
        "one per turn: choose one, it is turned up and played if it goes on the pile. If it "
        "does not, you take the pile and that card into your hand, and the others are not "
        "shown which card it was. Your other 3DOWN cards wait until your hand is empty "
        "again.")},
    {R_H2, N_("The end")},
    {R_P, N_("The first player to play their last 3DOWN card wins, and the others share second "
             "place (unless Play out is on).")},
    {R_P, N_("Updown's own rule: some positions go round and round with every move forced. When a "
             "turn starts in the same position for the third time with no progress (no card "
             "leaving the game or drawn, no 3UP or 3DOWN card played, nobody going out), or after "
             "1000 turns without progress, the game stops. The players still holding cards are "
             "then placed by the points they hold (as in the Points option), fewest first.")},
    {R_H2, N_("Options in New game")},
    /* TRANSLATORS: Off and Colours are words of the New game screen; the list items after this one
       start with the options' names there. */
    {R_P, N_("Every option is Off unless you switch it on, and Colours is 3 unless you choose "
             "fewer.")},
    {R_LI, N_("Play out: after the winner, the others play on until one player is left, so every "
              "place is decided.")},
    {R_LI, N_("Voluntary draw: on your turn you may draw one card from the draw pile instead of "
              "playing, even when you could play. The draw ends your turn.")},
    {R_LI, N_("Reverse on one: playing a 1 reverses the direction of play. Several 1s at once "
              "reverse it once.")},
    {R_LI,
     N_("Points: a match of one game per player, each game started by the player after "
        "the one who started the last. When a game ends, every card a player still holds (hand, "
        "3UP and 3DOWN) "
        "costs its value, a Clear 15, a Clear+1 20 and a Clear+2 25. The lowest total after "
        "the last game wins; tied players share the victory.")},
    {R_LI, N_("Swap tables: once everyone has chosen, the 3UP cards and the 3DOWN cards under "
              "them are handed out again to the players in a random order, so you may end up "
              "with another player's choice.")},
    {R_LI, N_("Four colours: when you lay the fourth card of one colour in a row on the pile "
              "(with no clear since, and your play does not clear it), you may swap one card of "
              "your hand for one of your 3UP cards.")},
    {R_LI, N_("Colours: 3 plays with every card, 2 leaves out the blue cards and 1 keeps only the "
              "red ones, for a shorter game. With one colour there is no Clear+2 (it is green) and "
              "there are cards enough for three players at most.")},
    {R_H2, N_("At the table")},
    {R_P, N_("Your place is at the bottom: your 3DOWN cards with the 3UP cards lying on them, and "
             "your hand beside them. The other players sit across the top in the order of play; "
             "under each you see how many cards they hold and which ones they picked up from the "
             "pile, since everyone saw those. In the middle lie the draw pile, the pile with its "
             "top cards and its count, and the cleared cards.")},
    /* TRANSLATORS: Put face up is a button at the table. */
    {R_P, N_("At the start, click three of your six cards (click one again to put it back), then "
             "Put face up.")},
    {R_P,
     /* TRANSLATORS: Play, Pick up and Draw a card are the table's buttons, Voluntary draw an option
        of New game: use their translated names. */
     N_("On your turn the cards you may play light up. Click one, or several of the same "
        "value, then Play (or press Enter) or the pile, or drag one of them to the pile. When "
        "nothing can be "
        "played, Pick up lights up; "
        "clicking the pile does the same. Draw a card, or a click on the draw pile, makes "
        "the draw before an extra play, or the Voluntary draw. When it is time for your "
        "3DOWN cards, click one to turn it up.")},
    /* TRANSLATORS: Reverse on one and Four colours are options of New game; Swap and Keep my 3UP
       are the table's buttons. */
    {R_P, N_("A line above the pile counts the cards of one value lying there in a row, so you "
             "can see when one more clears it, and a note below it tells how many extra plays a "
             "Clear+1 or Clear+2 still owes. With Reverse on one, the direction of play shows "
             "above the draw pile. With Four colours, when the swap is yours, click a hand card "
             "and a 3UP card, then Swap (or drag the one onto the other), or choose Keep my "
             "3UP.")},
    /* TRANSLATORS: Undo is the name of a button of the other games' tables. */
    {R_P, N_("With several people at one screen, a pass screen hides the table between two human "
             "players' turns, and the next one clicks when ready to see their cards. There is no "
             "Undo: a card on the pile stays there. Something that is not allowed is refused with "
             "the reason.")},
    TABLE_HELP,
    /* TRANSLATORS: Play the tutorial (under this page), Learn to play (on the title screen) and
       Leave tutorial are buttons: use their translated labels. Robin is a name. */
    {R_P, N_("To learn by playing, press Play the tutorial under this page (or Learn to play on "
             "the title): a short game against Robin with the red cards only, in which a note "
             "says what to do and why, only that move lights up, and a wrong click is explained. "
             "Leave tutorial leaves it at any step.")},
};

#define RULES(blocks)                                                                              \
    {                                                                                              \
        blocks, (int)(sizeof blocks / sizeof blocks[0])                                            \
    }

const RulesText uod_rules_text = RULES(uod_rules);
const RulesText uad_rules_text = RULES(uad_rules);
const RulesText t3_rules_text = RULES(t33_rules);
