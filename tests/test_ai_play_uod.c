/* Up or Down?: every AI level plays only legal moves and every game ends. */
#include "ai_play.h"

int main(void) { return ai_play_main("up-or-down", "test_ai_play_uod", 2500, 250); }
