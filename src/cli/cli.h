/* The headless command line of docs/cli.md: new, moves, play, show, help (and
 * arena, shot). Exit codes: 0 done, 1 refused (message on stderr), 2 bad
 * usage (usage on stderr). */
#ifndef UPDOWN_CLI_H
#define UPDOWN_CLI_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

enum { CLI_OK = 0, CLI_REFUSED = 1, CLI_USAGE = 2 };

/* One line on stderr: "updown: " and the message. Every control character
 * in it (a newline or an escape in a move or a file name the user typed)
 * is written as an escape, \n or \x1b, so the message stays one line. */
void cli_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* The same, after "updown: WHO: " when who is given (a subcommand's name). */
void cli_verror(const char *who, const char *fmt, va_list ap) __attribute__((format(printf, 2, 0)));
/* A whole number in plain decimal digits (no sign, no space) from lo to hi. */
bool cli_parse_count(const char *s, long lo, long hi, long *out);
/* The most search iterations a decision may be given (--iterations), and
 * the words for the values --iterations and --budget take (cli_parse_budget). */
#define CLI_MAX_ITERATIONS 10000000L
#define CLI_ITERATIONS_RANGE "a number from 1 to 10000000"
#define CLI_BUDGET_RANGE "milliseconds above 0 and below 10000000, or -1"
/* A seed: plain decimal digits from 0 to 2^64-1. */
bool cli_parse_seed(const char *s, uint64_t *out);
/* The options one command has met, to refuse one given twice: a second
 * -o must not quietly win over the first. */
#define CLI_MAX_SETTINGS 64
typedef struct CliSeen {
    const char *names[16];
    int n;
    const char *settings[CLI_MAX_SETTINGS]; /* the --option KEY=VALUE given, in order */
    int nsettings;
} CliSeen;
/* True when opt was met before in this command (bad usage); else records it. */
bool cli_repeated(CliSeen *seen, const char *opt);
/* True when an --option setting ("KEY=VALUE") sets a key set before in
 * this command (bad usage); else records it. */
bool cli_repeated_key(CliSeen *seen, const char *setting);
/* Splits the comma-separated list given to option opt (--seats) into at
 * most max items, each read by parse (a value from 0, or -1 when unknown).
 * Returns the number of items, or -1 with a one-line reason in err for an
 * empty item (`a,,b`, a comma first or last), too many items or an unknown
 * one; what names the known ones ("easy, normal or hard"). The list is read
 * in place, whatever its length. */
int cli_parse_list(const char *opt, const char *list, int (*parse)(const char *), const char *what,
                   int *out, int max, char *err, size_t errlen);
/* A search budget in milliseconds: above 0 and below 10^7, or -1 for none. */
bool cli_parse_budget(const char *s, double *out);

int cli_main(int argc, char **argv);
void cli_usage(FILE *out);
/* `updown autoplay`: the AI seats of a save play on (autoplay.c). */
int cli_autoplay(int argc, char **argv);

#endif
