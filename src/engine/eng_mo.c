/* A check of a compiled catalogue (a GNU .mo file) before gettext reads it.
 * The C library trusts the file: a truncated or damaged one makes it read
 * outside it, and a translation whose printf conversions differ from its
 * original's makes a later snprintf read arguments that are not there; a
 * plural rule that divides by 0 stops the program. So the window reads
 * each file itself first and lets gettext have only one in which every
 * table and string lies within the file, every string ends, the hash
 * table leads only to entries that exist, every translation takes no
 * argument its original does not give, of the same type, and the plural
 * rule is short and divides only by constants other than 0.
 *
 * Its reasons are English, untranslated: a catalogue found damaged is not
 * used, and the window speaks English instead (eng_i18n.c).
 *
 * The format, from the GNU gettext manual ("The Format of GNU MO Files"):
 * a header of 32-bit words (magic, revision, number of strings N, offsets
 * of the originals' and the translations' tables, size and offset of the
 * hash table), then two tables of N (length, offset) pairs. */
#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catalogue.h"

#define MO_MAGIC 0x950412deu
#define MO_LARGEST (16u << 20) /* no catalogue of this program comes near */
#define MO_MAX_ARGS 16

typedef struct Mo {
    const unsigned char *d;
    size_t n;
    bool swap;
} Mo;

static uint32_t word(const Mo *mo, size_t at)
{
    const unsigned char *p = mo->d + at;
    return mo->swap ? (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]
                    : (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 | (uint32_t)p[1] << 8 | p[0];
}

/* A table of count entries of size bytes at offset lies within the file. */
static bool table_in(const Mo *mo, uint32_t offset, uint32_t count, uint32_t size)
{
    return offset <= mo->n && (uint64_t)count * size <= mo->n - offset;
}

/* String i of the table at tab: within the file and ended by a 0. */
static const char *string_at(const Mo *mo, uint32_t tab, uint32_t i, uint32_t *len)
{
    uint32_t l = word(mo, tab + 8 * (size_t)i), off = word(mo, tab + 8 * (size_t)i + 4);
    if (off >= mo->n || l >= mo->n - off || mo->d[off + l] != 0)
        return NULL;
    *len = l;
    return (const char *)mo->d + off;
}

/* The arguments a printf format takes, by position (1-based): a type
 * letter each, 0 where none is taken; false when two conversions give
 * one argument two types, one is %n, or (strict) a '%' starts no printf
 * conversion (a date's "%Y": no printf format at all). */
enum {
    ARG_INT = 'i',
    ARG_LONG = 'l',
    ARG_LLONG = 'L',
    ARG_SIZE = 'z',
    ARG_MAX = 'j',
    ARG_DIFF = 't',
    ARG_DOUBLE = 'f',
    ARG_LDOUBLE = 'F',
    ARG_STR = 's',
    ARG_WSTR = 'S',
    ARG_PTR = 'p'
};

static bool take(char *args, int at, char type)
{
    if (at < 1 || at > MO_MAX_ARGS)
        return false;
    if (args[at] && args[at] != type)
        return false;
    args[at] = type;
    return true;
}

/* A number of digits, then '$': a position; else 0 and p unmoved. */
static int position(const char **p)
{
    const char *q = *p;
    int v = 0;
    while (*q >= '0' && *q <= '9' && v < 1000)
        v = v * 10 + (*q++ - '0');
    if (q == *p || *q != '$')
        return 0;
    *p = q + 1;
    return v;
}

/* A width or a precision: digits, or '*' (with its position or not),
 * which takes an int argument. */
static bool width(const char **p, const char *end, char *args, int *next)
{
    if (*p < end && **p == '*') {
        (*p)++;
        int at = position(p);
        if (!take(args, at ? at : (*next)++, ARG_INT))
            return false;
    }
    while (*p < end && **p >= '0' && **p <= '9')
        (*p)++;
    return true;
}

static bool format_args(const char *s, const char *end, char *args, bool strict)
{
    memset(args, 0, MO_MAX_ARGS + 1);
    int next = 1;
    for (const char *p = s; p < end; p++) {
        if (*p != '%')
            continue;
        p++;
        if (p >= end)
            return !strict; /* a lone '%' at the end takes nothing */
        if (*p == '%')
            continue;
        int at = position(&p);
        while (p < end && strchr("-+ #0'I", *p))
            p++;
        if (!width(&p, end, args, &next)) /* the width */
            return false;
        if (p < end && *p == '.') { /* the precision */
            p++;
            if (!width(&p, end, args, &next))
                return false;
        }
        int longs = 0;
        char size = 0;
        for (; p < end && strchr("hlLqjzt", *p); p++) {
            if (*p == 'l')
                longs++;
            else if (*p == 'L' || *p == 'q')
                longs = 2;
            else if (*p != 'h')
                size = *p;
        }
        if (p >= end)
            return !strict;
        char type;
        switch (*p) {
        case 'd':
        case 'i':
        case 'o':
        case 'u':
        case 'x':
        case 'X':
            type = size == 'z'   ? ARG_SIZE
                   : size == 'j' ? ARG_MAX
                   : size == 't' ? ARG_DIFF
                   : longs >= 2  ? ARG_LLONG
                   : longs == 1  ? ARG_LONG
                                 : ARG_INT;
            break;
        case 'c':
            type = longs ? ARG_LONG : ARG_INT; /* a wint_t goes as an int too */
            break;
        case 'e':
        case 'E':
        case 'f':
        case 'F':
        case 'g':
        case 'G':
        case 'a':
        case 'A':
            type = longs >= 2 ? ARG_LDOUBLE : ARG_DOUBLE;
            break;
        case 's':
            type = longs ? ARG_WSTR : ARG_STR;
            break;
        case 'p':
            type = ARG_PTR;
            break;
        case 'n':
            return false;
        default:
            if (strict)
                return false;
            continue; /* not a conversion: the '%' is a plain sign ("80 %") */
        }
        if (!take(args, at ? at : next++, type))
            return false;
    }
    return true;
}

/* A translation (every plural form, each ended by a 0) may take only the
 * arguments its original takes, each of the same type. */
static bool formats_agree(const char *id, uint32_t idlen, const char *tr, uint32_t trlen)
{
    const char *ctx_end = memchr(id, '\4', idlen);
    if (ctx_end) { /* "context\4text": the context is no format */
        idlen -= (uint32_t)(ctx_end + 1 - id);
        id = ctx_end + 1;
    }
    char want[MO_MAX_ARGS + 1], plural[MO_MAX_ARGS + 1], got[MO_MAX_ARGS + 1];
    const char *id_end = id + idlen, *single_end = memchr(id, 0, idlen);
    if (!single_end)
        single_end = id_end;
    /* an original that is no printf format leaves its translation free */
    if (!memchr(id, '%', idlen) || !format_args(id, single_end, want, true))
        return true;
    if (single_end < id_end) { /* the plural original: its arguments too */
        if (!format_args(single_end + 1, id_end, plural, true))
            return true;
        for (int i = 1; i <= MO_MAX_ARGS; i++) {
            if (want[i] && plural[i] && want[i] != plural[i])
                return true;
            if (!want[i])
                want[i] = plural[i];
        }
    }
    for (const char *form = tr; form <= tr + trlen;) {
        const char *form_end = memchr(form, 0, (size_t)(tr + trlen - form) + 1);
        if (!format_args(form, form_end, got, false))
            return false;
        for (int i = 1; i <= MO_MAX_ARGS; i++)
            if (got[i] && got[i] != want[i])
                return false;
        form = form_end + 1;
    }
    return true;
}

/* The plural rule of the header (the translation of ""): "plural=" and a
 * C expression of n over unsigned longs, up to ';', a new line or the
 * text's end, read as gettext reads it. gettext divides as the rule says,
 * so a rule that can divide by 0 ends the program at the first plural
 * text; and it works the rule out by recursion, so a very long one can
 * run out of stack. A rule is kept short, and every / and % in it divides
 * by a constant other than 0, as every language's rule does. */
#define RULE_LONGEST 400
#define UNREADABLE "its plural rule cannot be read"

typedef struct Rule {
    const char *p;
    const char *bad; /* why the rule is not used, or NULL */
} Rule;

typedef struct Value {
    bool constant; /* no n in it: v is its value */
    unsigned long v;
} Value;

enum { T_END, T_BAD, T_N, T_NUM, T_OP, T_OPEN, T_CLOSE, T_ASK, T_COLON, T_NOT };

typedef struct Token {
    int kind;
    char op[3]; /* T_OP: "||", "==", "<=", "*", ... */
    unsigned long num;
    const char *end; /* where the next token starts looking */
} Token;

/* The first reason found stays. */
static void refuse(Rule *r, const char *why)
{
    if (!r->bad)
        r->bad = why;
}

/* The next token, without taking it. */
static Token peek(const Rule *r)
{
    const char *p = r->p;
    while (*p == ' ' || *p == '\t')
        p++;
    Token t = {T_BAD, "", 0, p};
    char c = *p;
    if (c == ';' || c == '\n' || c == 0)
        t.kind = T_END;
    else if (c >= '0' && c <= '9') {
        t.kind = T_NUM;
        for (; *p >= '0' && *p <= '9'; p++)
            t.num = t.num * 10 + (unsigned long)(*p - '0'); /* wraps, as gettext's does */
        t.end = p;
    } else if (c == 'n' || c == '(' || c == ')' || c == '?' || c == ':' ||
               (c == '!' && p[1] != '=')) {
        t.kind = c == 'n'   ? T_N
                 : c == '(' ? T_OPEN
                 : c == ')' ? T_CLOSE
                 : c == '?' ? T_ASK
                 : c == ':' ? T_COLON
                            : T_NOT;
        t.end = p + 1;
    } else {
        bool two = ((c == '|' || c == '&') && p[1] == c) || (strchr("=!<>", c) && p[1] == '=');
        if (two || (c && strchr("*/%+-<>", c))) {
            t.kind = T_OP;
            t.op[0] = c;
            t.op[1] = two ? p[1] : 0;
            t.end = p + (two ? 2 : 1);
        }
    }
    return t;
}

/* Takes the token peek() sees. */
static Token next(Rule *r)
{
    Token t = peek(r);
    r->p = t.end;
    return t;
}

static Value rule_cond(Rule *r);

static Value rule_unary(Rule *r)
{
    Token t = next(r);
    Value v = {true, 0};
    if (t.kind == T_NOT) {
        v = rule_unary(r);
        v.v = !v.v;
    } else if (t.kind == T_N)
        v.constant = false;
    else if (t.kind == T_NUM)
        v.v = t.num;
    else if (t.kind == T_OPEN) {
        v = rule_cond(r);
        if (next(r).kind != T_CLOSE)
            refuse(r, UNREADABLE);
    } else
        refuse(r, UNREADABLE);
    return v;
}

static unsigned long apply_op(const char *op, unsigned long a, unsigned long b)
{
    switch (op[0]) {
    case '|':
        return a || b;
    case '&':
        return a && b;
    case '=':
        return a == b;
    case '!':
        return a != b;
    case '<':
        return op[1] ? a <= b : a < b;
    case '>':
        return op[1] ? a >= b : a > b;
    case '+':
        return a + b;
    case '-':
        return a - b;
    case '*':
        return a * b;
    case '/':
        return a / b;
    default: /* '%' */
        return a % b;
    }
}

/* The binary operators by binding, loosest first; each level leans left. */
static const char *const levels[] = {"|", "&", "=!", "<>", "+-", "*/%"};

static Value rule_level(Rule *r, int level)
{
    if (level == (int)(sizeof levels / sizeof levels[0]))
        return rule_unary(r);
    Value a = rule_level(r, level + 1);
    for (;;) {
        Token t = peek(r);
        if (r->bad || t.kind != T_OP || !strchr(levels[level], t.op[0]))
            return a;
        next(r);
        Value b = rule_level(r, level + 1);
        if ((t.op[0] == '/' || t.op[0] == '%') && (!b.constant || b.v == 0)) {
            refuse(r, "its plural rule can divide by 0");
            return a;
        }
        a.constant = a.constant && b.constant;
        if (a.constant)
            a.v = apply_op(t.op, a.v, b.v);
    }
}

static Value rule_cond(Rule *r)
{
    Value c = rule_level(r, 0);
    if (r->bad || peek(r).kind != T_ASK)
        return c;
    next(r);
    Value a = rule_cond(r);
    if (next(r).kind != T_COLON)
        refuse(r, UNREADABLE);
    Value b = rule_cond(r);
    Value v = {c.constant && a.constant && b.constant, 0};
    if (v.constant)
        v.v = c.v ? a.v : b.v;
    return v;
}

/* NULL when the header's rule is safe to hand to gettext (or there is
 * none), else why not. */
static const char *plural_rule_problem(const char *header)
{
    const char *at = strstr(header, "plural=");
    if (!at)
        return NULL;
    at += strlen("plural=");
    size_t n = strcspn(at, ";\n");
    if (n > RULE_LONGEST)
        return "its plural rule is too long";
    Rule r = {at, NULL};
    rule_cond(&r);
    return r.bad ? r.bad : peek(&r).kind != T_END ? UNREADABLE : NULL;
}

static bool fail(char *why, size_t len, const char *text)
{
    snprintf(why, len, "%s", text);
    return false;
}

static bool mo_check(Mo *mo, char *why, size_t len)
{
    if (mo->n < 28)
        return fail(why, len, "it is too short to be a catalogue");
    if (word(mo, 0) != MO_MAGIC) { /* written on a machine of the other byte order? */
        mo->swap = true;
        if (word(mo, 0) != MO_MAGIC)
            return fail(why, len, "it is not a catalogue (its first bytes are wrong)");
    }
    uint32_t revision = word(mo, 4), count = word(mo, 8), orig = word(mo, 12), trans = word(mo, 16),
             hash_n = word(mo, 20), hash = word(mo, 24);
    if (revision >> 16 > 1)
        return fail(why, len, "it is a catalogue of a kind this program does not read");
    if ((revision & 0xffff) && (mo->n < 48 || word(mo, 36) != 0))
        return fail(why, len, "it is a catalogue of a kind this program does not read");
    if (!table_in(mo, orig, count, 8) || !table_in(mo, trans, count, 8) ||
        !table_in(mo, hash, hash_n, 4))
        return fail(why, len, "its tables run past its end");
    for (uint32_t i = 0; i < count; i++) {
        uint32_t idlen, trlen;
        const char *id = string_at(mo, orig, i, &idlen), *tr = string_at(mo, trans, i, &trlen);
        if (!id || !tr)
            return fail(why, len, "a text in it runs past its end");
        /* gettext takes the header from any original that reads as "" */
        const char *problem = id[0] ? NULL : plural_rule_problem(tr);
        if (problem)
            return fail(why, len, problem);
        if (!formats_agree(id, idlen, tr, trlen)) {
            char shown[80];
            snprintf(shown, sizeof shown, "%.60s", id);
            for (char *c = shown; *c; c++)
                if ((unsigned char)*c < ' ')
                    *c = ' ';
            snprintf(why, len, "the translation of \"%s\" has other blanks to fill in", shown);
            return false;
        }
    }
    bool empty_slot = hash_n == 0;
    for (uint32_t i = 0; i < hash_n; i++) {
        uint32_t v = word(mo, hash + 4 * (size_t)i);
        if (v > count)
            return fail(why, len, "its index names texts it does not have");
        empty_slot |= v == 0;
    }
    if (!empty_slot) /* a lookup of a text not in it would never end */
        return fail(why, len, "its index is full");
    return true;
}

bool eng_catalogue_check_bytes(const unsigned char *d, size_t n, char *why, size_t len)
{
    if (n > MO_LARGEST)
        return fail(why, len, "it is too large to be a catalogue");
    Mo mo = {d, n, false};
    return mo_check(&mo, why, len);
}

bool eng_catalogue_check(const char *path, char *why, size_t len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return true; /* none there: gettext finds none either, and shows English */
    long size = fseek(f, 0, SEEK_END) == 0 ? ftell(f) : -1;
    bool ok;
    if (size < 0 || fseek(f, 0, SEEK_SET) != 0)
        ok = fail(why, len, strerror(errno));
    else if ((unsigned long)size > MO_LARGEST)
        ok = fail(why, len, "it is too large to be a catalogue");
    else {
        unsigned char *d = malloc(size ? (size_t)size : 1);
        if (!d)
            ok = fail(why, len, "there is no memory to read it");
        else if (fread(d, 1, (size_t)size, f) != (size_t)size)
            ok = fail(why, len, ferror(f) ? strerror(errno) : "it changed while it was read");
        else
            ok = eng_catalogue_check_bytes(d, (size_t)size, why, len);
        free(d);
    }
    fclose(f);
    return ok;
}
