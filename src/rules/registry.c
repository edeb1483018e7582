/* The one list of games. Adding a game: see docs/adding-a-game.md. */
#include <string.h>

#include "game.h"
#include "three_up.h"
#include "up_and_down.h"
#include "up_or_down.h"

static const GameDef *const games[] = {
    &uod_game,
    &uad_game,
    &t3_game,
};

int game_count(void) { return (int)(sizeof games / sizeof games[0]); }

const GameDef *game_at(int i) { return i >= 0 && i < game_count() ? games[i] : NULL; }

const GameDef *game_find(const char *id)
{
    for (int i = 0; i < game_count(); i++)
        if (strcmp(games[i]->id, id) == 0)
            return games[i];
    return NULL;
}
