/* updown-window: the SDL2 window and `updown shot`. The command line
 * (`updown`) runs on the rules library alone and starts this program only
 * for the window and for pictures, so that every other command starts
 * without loading SDL and the seventy libraries behind it. It takes the
 * command line exactly as `updown` was given it. */
#include <string.h>

#include "ui.h"

int main(int argc, char **argv)
{
    if (argc >= 2 && !strcmp(argv[1], "shot"))
        return ui_shot(argc - 1, argv + 1);
    return ui_run(argc, argv);
}
