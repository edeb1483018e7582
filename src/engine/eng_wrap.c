/* Line breaking (see eng_wrap.h). */
#include "eng_wrap.h"

#include <stdbool.h>
#include <string.h>

bool eng_is_cjk(uint32_t c)
{
    return (c >= 0x3000 && c <= 0x30FF) || (c >= 0x31F0 && c <= 0x31FF) ||
           (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) ||
           (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFF00 && c <= 0xFFEF);
}

static bool in_list(uint32_t c, const uint32_t *list, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (list[i] == c)
            return true;
    return false;
}

/* What may not start a line: closing brackets, punctuation, small kana,
 * iteration and long vowel marks (and their Latin counterparts). */
static bool no_start(uint32_t c)
{
    static const uint32_t list[] = {
        ')',    ']',    '}',    ',',    '.',    ':',    ';',    '!',    '?',    '%',
        0x3001, 0x3002, 0xFF0C, 0xFF0E, 0x30FB, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF01, 0x30FC,
        0xFF5E, 0x301C, 0xFF09, 0xFF3D, 0xFF5D, 0x3015, 0x3009, 0x300B, 0x300D, 0x300F,
        0x3011, 0x3019, 0x3017, 0x301F, 0x2019, 0x201D, 0x309D, 0x309E, 0x30FD, 0x30FE,
        0x3005, 0x2025, 0x2026, 0xFF05, 0x00BB, 0x203A,
    };
    bool small_hiragana = c == 0x3041 || c == 0x3043 || c == 0x3045 || c == 0x3047 || c == 0x3049 ||
                          c == 0x3063 || c == 0x3083 || c == 0x3085 || c == 0x3087 || c == 0x308E ||
                          c == 0x3095 || c == 0x3096;
    bool small_katakana = c == 0x30A1 || c == 0x30A3 || c == 0x30A5 || c == 0x30A7 || c == 0x30A9 ||
                          c == 0x30C3 || c == 0x30E3 || c == 0x30E5 || c == 0x30E7 || c == 0x30EE ||
                          c == 0x30F5 || c == 0x30F6 || (c >= 0x31F0 && c <= 0x31FF);
    return small_hiragana || small_katakana || in_list(c, list, sizeof list / sizeof list[0]);
}

/* What may not end a line: opening brackets, and the wave dash of a range
 * ("1〜78"), which may not start one either. */
static bool no_end(uint32_t c)
{
    static const uint32_t list[] = {
        '(',    '[',    '{',    0xFF08, 0xFF3B, 0xFF5B, 0x3014, 0x3008, 0x300A, 0x300C,
        0x300E, 0x3010, 0x3018, 0x3016, 0x301D, 0x2018, 0x201C, 0x00AB, 0x301C, 0xFF5E,
    };
    return in_list(c, list, sizeof list / sizeof list[0]);
}

static bool is_space(uint32_t c) { return c == ' ' || c == '\t'; }

/* A Latin letter or digit: a word or number stays with the Japanese
 * character after it ("2枚", "Clearが"). */
static bool latin_word(uint32_t c)
{
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '+';
}

bool eng_is_cjk_text(const char *s)
{
    int cjk = 0, spaces = 0;
    for (const char *p = s; *p;) {
        uint32_t c = utf8_next(&p);
        cjk += eng_is_cjk(c);
        spaces += is_space(c);
    }
    return cjk > spaces;
}

/* The end of [start, end) without its trailing spaces. */
static size_t trimmed(const char *s, size_t start, size_t end)
{
    while (end > start && (s[end - 1] == ' ' || s[end - 1] == '\t'))
        end--;
    return end;
}

/* Where the line from start, which does not fit whole before hard, ends:
 * *next is where the following line starts. */
static size_t break_at(const char *s, size_t start, size_t hard, int wrap, bool cjk_text,
                       EngMeasure measure, void *ctx, size_t *next)
{
    size_t best_cjk = 0, next_cjk = 0, best_space = 0, next_space = 0;
    const char *p = s + start;
    uint32_t a = utf8_next(&p);
    while ((size_t)(p - s) < hard) {
        size_t at = (size_t)(p - s);
        const char *q = p;
        uint32_t b = utf8_next(&q);
        bool space = is_space(a) && !is_space(b);
        bool cjk = (eng_is_cjk(a) || eng_is_cjk(b)) && !is_space(a) && !is_space(b) &&
                   !no_start(b) && !no_end(a) && !latin_word(a);
        if (space || cjk) {
            size_t end = trimmed(s, start, at);
            if (end > start && measure(ctx, s + start, end - start) > wrap)
                break; /* the later places only widen the line */
            if (end > start && space) {
                best_space = end;
                next_space = at;
            } else if (end > start) {
                best_cjk = end;
                next_cjk = at;
            }
        }
        a = b;
        p = q;
    }
    if (best_cjk && (cjk_text || !best_space)) {
        *next = next_cjk;
        return best_cjk;
    }
    if (best_space) {
        *next = next_space;
        return best_space;
    }
    /* A word wider than the line: the most of its characters that fit,
     * one at least. */
    p = s + start;
    utf8_next(&p);
    size_t end = (size_t)(p - s);
    while (end < hard) {
        const char *q = p;
        utf8_next(&q);
        if (measure(ctx, s + start, (size_t)(q - s) - start) > wrap)
            break;
        p = q;
        end = (size_t)(p - s);
    }
    *next = end;
    return end;
}

int eng_break_lines(const char *s, int wrap, EngMeasure measure, void *ctx, EngLine *lines, int max)
{
    /* Japanese text breaks between its characters first, which keeps a
     * name with a space whole; other text, a Japanese name in a French
     * sentence, at its spaces. */
    size_t n = strlen(s), pos = 0;
    bool cjk_text = eng_is_cjk_text(s);
    int count = 0;
    while (pos < n) {
        size_t start = pos, hard = start;
        while (hard < n && s[hard] != '\n')
            hard++;
        size_t end = trimmed(s, start, hard), next;
        if (end == start || measure(ctx, s + start, end - start) <= wrap) {
            next = hard < n ? hard + 1 : n;
        } else {
            end = break_at(s, start, hard, wrap, cjk_text, measure, ctx, &next);
            while (next < hard && is_space((unsigned char)s[next]))
                next++; /* a wrapped line starts at its word */
            if (next == hard && hard < n)
                next++; /* the spaces ran to the '\n', which the break takes */
        }
        if (count < max)
            lines[count] = (EngLine){start, end - start};
        count++;
        pos = next;
    }
    return count;
}
