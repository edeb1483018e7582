/* `updown arena`: AI levels against each other on duplicate deals
 * (docs/cli.md). argv[0] is "arena". Returns a CLI exit code. */
#ifndef UPDOWN_ARENA_H
#define UPDOWN_ARENA_H

int cli_arena(int argc, char **argv);

#endif
