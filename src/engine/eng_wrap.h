/* Breaking a text into lines that fit a width, for the languages the
 * program speaks: at spaces, and in Japanese between characters, with the
 * Japanese rules of line starts and ends (no closing bracket or small kana
 * starts a line, no opening bracket ends one). No SDL: the width of a piece
 * of text comes from the caller. */
#ifndef UPDOWN_ENG_WRAP_H
#define UPDOWN_ENG_WRAP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "utf8.h"

/* Japanese: the CJK punctuation, kana, kanji and the full-width forms,
 * where a line may break between two characters. */
bool eng_is_cjk(uint32_t c);

/* Japanese text: more Japanese characters than spaces. A Japanese name
 * in a sentence of another language does not make it one. */
bool eng_is_cjk_text(const char *s);

/* A line: len bytes of the text from start, without the spaces it was
 * broken at. */
typedef struct EngLine {
    size_t start, len;
} EngLine;

/* The width of len bytes of text from s (not terminated there). */
typedef int (*EngMeasure)(void *ctx, const char *s, size_t len);

/* Breaks s into lines no wider than wrap, written to lines (room for max;
 * strlen(s) + 1 is always enough); returns how many there are, which may
 * be more than max. A line ends at '\n'; otherwise at the last place that
 * fits where a line may end:
 * - after a run of spaces;
 * - between two characters of which one is Japanese (kana, kanji,
 *   full-width forms), unless the next may not start a line (closing
 *   brackets and punctuation, small kana, the long vowel mark), the one
 *   before may not end one (opening brackets), or the one before is a
 *   Latin letter or digit (a number stays with its counter, "2枚", and a
 *   name with its particle, "Player 1が").
 * In Japanese text (eng_is_cjk_text) the spaces (those of Latin words,
 * such as a player's name) are used only where no break between
 * characters fits; in other text a break between characters only where no
 * space fits. A word wider than wrap is broken between its characters. A
 * final '\n' ends the last line and starts none. */
int eng_break_lines(const char *s, int wrap, EngMeasure measure, void *ctx, EngLine *lines,
                    int max);

#endif
