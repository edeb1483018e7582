/* The window's two entry points for the command line (src/cli/cli.c). */
#ifndef UPDOWN_UI_H
#define UPDOWN_UI_H

/* Opens the window at the title. argv[0] is the program; argv[1], when
 * given, is a save file opened at its table. Returns the exit code. */
int ui_run(int argc, char **argv);

/* `updown shot SAVE -o FILE.png [--size WxH] [--seat N]` (argv[0] is
 * "shot"): draws the table of a save as seat N sees it (default: the seat to
 * move, or seat 0 when the game is over) into a PNG, without a window.
 * Exit codes: 0 done, 1 refused (the save or the picture), 2 bad usage. */
int ui_shot(int argc, char **argv);

#endif
