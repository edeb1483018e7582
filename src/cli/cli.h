/* The headless command line of docs/cli.md: new, moves, play, show, help (and
 * arena, shot). Exit codes: 0 done, 1 refused (message on stderr), 2 bad
 * usage (usage on stderr). */
#ifndef UPDOWN_CLI_H
#define UPDOWN_CLI_H

#include <stdio.h>

enum { CLI_OK = 0, CLI_REFUSED = 1, CLI_USAGE = 2 };

int cli_main(int argc, char **argv);
void cli_usage(FILE *out);
/* `updown autoplay`: the AI seats of a save play on (autoplay.c). */
int cli_autoplay(int argc, char **argv);

#endif
