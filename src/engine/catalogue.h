/* The check of a compiled translation catalogue (a GNU .mo file) before
 * gettext reads it (eng_mo.c). No SDL: the fuzzer reaches it too. */
#ifndef UPDOWN_CATALOGUE_H
#define UPDOWN_CATALOGUE_H
#include <stdbool.h>
#include <stddef.h>

/* Whether the compiled catalogue at path may be given to gettext: every
 * table and text within the file, every translation taking the arguments
 * of its original, a plural rule that cannot divide by 0 (true when there
 * is no file to open); false with the reason, in English. */
bool eng_catalogue_check(const char *path, char *why, size_t whylen);
/* The same for the n bytes of a catalogue at d. */
bool eng_catalogue_check_bytes(const unsigned char *d, size_t n, char *why, size_t whylen);

#endif
