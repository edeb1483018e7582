/* UTF-8, as every layer reads it: the rules (players' names) and the
 * window (line breaking, text fitting). */
#ifndef UPDOWN_UTF8_H
#define UPDOWN_UTF8_H

#include <stdint.h>

/* One character of UTF-8 at *p, and *p past it (a byte that starts no
 * character is taken alone, as U+FFFD). */
uint32_t utf8_next(const char **p);

#endif
