/* Up & Down: every AI level plays only legal moves and every game ends. */
#include "ai_play.h"

int main(void) { return ai_play_main("up-and-down", "test_ai_play_uad", 2000, 170); }
