/* Line breaking (src/engine/eng_wrap.c): English at spaces, Japanese
 * between characters by the rules of line starts and ends, names and
 * numbers kept whole, words too long broken, and any bytes taken without
 * a fault. Widths here are counted, not drawn: a Latin character is 1 wide,
 * a Japanese one 2. */
#include <stdbool.h>
#include <stdlib.h>

#include "check.h"
#include "eng_wrap.h"

static int width(void *ctx, const char *s, size_t len)
{
    (void)ctx;
    int w = 0;
    for (const char *p = s; p < s + len;)
        w += utf8_next(&p) >= 0x3000 ? 2 : 1;
    return w;
}

/* The lines of s at wrap, joined by '|'. */
static const char *lines(const char *s, int wrap)
{
    static char out[1024];
    EngLine l[256];
    int n = eng_break_lines(s, wrap, width, NULL, l, 256), used = 0;
    out[0] = 0;
    for (int i = 0; i < n && i < 256; i++)
        used += snprintf(out + used, sizeof out - (size_t)used, "%s%.*s", i ? "|" : "",
                         (int)l[i].len, s + l[i].start);
    return out;
}

/* Every line of s at each wrap from 4 to 60 fits, unless it is one
 * character; and the lines put together again are s less the spaces broken
 * at. */
static void check_fits(const char *s)
{
    for (int wrap = 4; wrap <= 60; wrap++) {
        EngLine l[256];
        int n = eng_break_lines(s, wrap, width, NULL, l, 256);
        CHECK(n >= 1 && n <= 256);
        size_t at = 0;
        for (int i = 0; i < n && i < 256; i++) {
            const char *p = s + l[i].start;
            utf8_next(&p);
            bool one = p == s + l[i].start + l[i].len;
            CHECK_MSG(width(NULL, s + l[i].start, l[i].len) <= wrap || one, "%s at %d, line %d", s,
                      wrap, i);
            CHECK_MSG(l[i].start >= at, "%s at %d: line %d goes back", s, wrap, i);
            for (size_t k = at; k < l[i].start; k++)
                CHECK_MSG(s[k] == ' ' || s[k] == '\n', "%s at %d: a byte lost before line %d", s,
                          wrap, i);
            at = l[i].start + l[i].len;
        }
    }
}

int main(void)
{
    /* English: at spaces, the spaces dropped */
    CHECK_EQ_STR(lines("the quick brown fox", 10), "the quick|brown fox");
    CHECK_EQ_STR(lines("the quick brown fox", 19), "the quick brown fox");
    CHECK_EQ_STR(lines("the quick   brown fox", 9), "the quick|brown fox");
    CHECK_EQ_STR(lines("played a 5", 40), "played a 5");
    /* newlines: each ends a line; a last one starts none */
    CHECK_EQ_STR(lines("a\n\nb", 10), "a||b");
    CHECK_EQ_STR(lines("a\n", 10), "a");
    CHECK_EQ_STR(lines("ab cd\nef", 3), "ab|cd|ef");
    CHECK_EQ_STR(lines("ab   \ncd", 3), "ab|cd");
    CHECK_EQ_INT(eng_break_lines("", 10, width, NULL, NULL, 0), 0);
    /* a word wider than the line, broken between characters */
    CHECK_EQ_STR(lines("abcdefghij", 4), "abcd|efgh|ij");
    CHECK_EQ_STR(lines("ab abcdefghij", 4), "ab|abcd|efgh|ij");
    CHECK_EQ_STR(lines("x", 0), "x");

    /* Japanese: between characters, to the width */
    CHECK_EQ_STR(lines("場の山を引き取った", 8), "場の山を|引き取っ|た");
    /* no small kana at a line's start: っ goes with the character before */
    CHECK_EQ_STR(lines("引き取った", 6), "引き|取った");
    /* no closing bracket or punctuation at a line's start */
    CHECK_EQ_STR(lines("出せず、場の山", 6), "出せ|ず、場|の山");
    CHECK_EQ_STR(lines("出した（2枚）", 14), "出した（2枚）");
    /* no opening bracket at a line's end, and the number with its counter:
     * the break comes before the bracket */
    CHECK_EQ_STR(lines("引き取った（2枚）", 16), "引き取った|（2枚）");
    CHECK_EQ_STR(lines("引き取った（2枚）", 14), "引き取った|（2枚）");
    /* a range stays whole: 2〜6 */
    CHECK_EQ_STR(lines("2人は1〜42、3人", 10), "2人は|1〜42、3人");
    /* a name with a space stays whole where a break between Japanese
     * characters fits, and keeps its particle */
    CHECK_EQ_STR(lines("Normal AI 2は9の上に出せず", 20), "Normal AI 2は9の上に|出せず");
    CHECK_EQ_STR(lines("Player 1が6を出した", 14), "Player 1が6を|出した");
    CHECK_EQ_STR(lines("Normal AI 2がClearを出した", 23), "Normal AI 2がClearを出|した");
    /* where none fits, the name's space is the break */
    CHECK_EQ_STR(lines("Normal AI 2は9", 10), "Normal AI|2は9");
    /* Latin text before Japanese: the break may come before the Latin word */
    CHECK_EQ_STR(lines("9以上かClearが必要", 11), "9以上か|Clearが必要");

    /* A Japanese name in a sentence of another language: the sentence
     * breaks at its spaces, not inside the name (it broke after "あな") */
    CHECK_EQ_STR(lines("La partie Up & Down avec あなた, Alex (enregistrée : 30/11/2026)", 40),
                 "La partie Up & Down avec あなた, Alex|(enregistrée : 30/11/2026)");
    CHECK_EQ_STR(lines("Supprimer la partie de 山田 ?", 24), "Supprimer la partie de|山田 ?");

    /* every line fits, and nothing but spaces is lost */
    check_fits("the quick brown fox jumps over the lazy dog");
    check_fits("Normal AI 2は9の上に出せず（9以上かClearが必要）、場の山を引き取った（2枚）");
    check_fits("Player 1が2枚の2を出した\nNormal AI 2がClearを出した：Clearで場の山が除外され");
    check_fits("supercalifragilisticexpialidocious and more");
    check_fits("「（（（（（（（（（（」");
    check_fits("っっっっっっっっっっっっっっっっっっっ");
    check_fits("   leading and trailing   ");

    /* bytes that are not UTF-8 are single characters (U+FFFD, 2 wide
     * here), without a fault */
    check_fits("\xff\xfe\xc3 abc \xe3\x81 \xf0\x9f\x8e\xb2 end");
    CHECK_EQ_STR(lines("\xff\xff\xff\xff\xff", 4), "\xff\xff|\xff\xff|\xff");

    /* more lines than room: the count is still whole */
    EngLine few[2];
    CHECK_EQ_INT(eng_break_lines("a b c d e", 1, width, NULL, few, 2), 5);
    CHECK_EQ_INT(few[1].start, 2);
    return check_exit("test_wrap");
}
