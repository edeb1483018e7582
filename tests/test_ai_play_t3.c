/* 3UP 3DOWN: every AI level plays only legal moves and every game ends,
 * under every option alone and all switches at once. */
#include "ai_play.h"

int main(void) { return ai_play_main("3up-3down", "test_ai_play_t3", 5000, 200); }
