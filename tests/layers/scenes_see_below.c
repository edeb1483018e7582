/* Must compile: the scenes see the engine, the AI and the rules. */
#include "ai.h"
#include "eng.h"
#include "game.h"

int layers_probe(void);
int layers_probe(void) { return GAME_MAX_SEATS; }
