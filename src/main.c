#include <stdio.h>

#include "game.h"

int main(int argc, char **argv)
{
    (void)argv;
    if (argc < 2) {
        printf("usage: updown COMMAND ...\n");
        for (int i = 0; i < game_count(); i++)
            printf("  game %s (%s)\n", game_at(i)->id, game_at(i)->name);
    }
    return 0;
}
