/* A damaged translation catalogue never reaches gettext, which trusts the
 * file: the catalogues the build compiled pass the check, and copies of
 * the German one damaged in each way the check knows (cut short, empty,
 * the wrong first bytes, a table or a text past the end, a text without
 * its end, an index naming texts that are not there or with no free
 * place, a translation taking other arguments than its original, a
 * plural rule that can divide by 0, cannot be read or is too long) fail
 * it with a reason. Then the window is opened in German with a cut German
 * catalogue: it speaks English, says why on the title and in Settings, and
 * still speaks French and Japanese from their sound catalogues. */
#include "scene_util.h"

#include "catalogue.h"

#include <stdint.h>
#include <sys/stat.h>

typedef struct Blob {
    unsigned char *d;
    size_t n;
} Blob;

static Blob read_all(const char *path)
{
    Blob b = {NULL, 0};
    FILE *f = fopen(path, "rb");
    if (!f)
        return b;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    if (n > 0) {
        b.d = malloc((size_t)n);
        if (b.d && fread(b.d, 1, (size_t)n, f) == (size_t)n)
            b.n = (size_t)n;
    }
    fclose(f);
    return b;
}

static void write_all(const char *path, const unsigned char *d, size_t n)
{
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    if (!f)
        return;
    CHECK(fwrite(d, 1, n, f) == n);
    fclose(f);
}

static uint32_t get32(const unsigned char *d, size_t at)
{
    return (uint32_t)d[at] | (uint32_t)d[at + 1] << 8 | (uint32_t)d[at + 2] << 16 |
           (uint32_t)d[at + 3] << 24;
}

static void put32(unsigned char *d, size_t at, uint32_t v)
{
    for (int i = 0; i < 4; i++)
        d[at + (size_t)i] = (unsigned char)(v >> (8 * i));
}

/* Entry i's original or translation: where its text starts, and its
 * length. */
static uint32_t text_at(const Blob *b, bool trans, uint32_t i, uint32_t *len)
{
    uint32_t tab = get32(b->d, trans ? 16 : 12);
    *len = get32(b->d, tab + 8 * i);
    return get32(b->d, tab + 8 * i + 4);
}

/* The first entry whose original has `in_id` and whose translation has
 * `in_tr` (a single form), an original of printf (not a date's format,
 * "%Y"), or -1. */
static long find_entry(const Blob *b, const char *in_id, const char *in_tr)
{
    uint32_t count = get32(b->d, 8);
    for (uint32_t i = 0; i < count; i++) {
        uint32_t il, tl, io = text_at(b, false, i, &il), to = text_at(b, true, i, &tl);
        const char *id = (const char *)b->d + io, *tr = (const char *)b->d + to;
        if (strlen(id) == il && strlen(tr) == tl && strstr(id, in_id) && strstr(tr, in_tr) &&
            !strstr(id, "%Y"))
            return (long)i;
    }
    return -1;
}

/* The header's plural rule, "(n != 1)" in German, rewritten in place to
 * rule. The header is the translation of "". */
static void set_plural_rule(Blob *b, const char *rule)
{
    uint32_t count = get32(b->d, 8), len, at = 0;
    for (uint32_t i = 0; i < count && !at; i++)
        if (text_at(b, false, i, &len) && len == 0)
            at = text_at(b, true, i, &len);
    char *p = at ? strstr((char *)b->d + at, "plural=(n != 1);") : NULL;
    CHECK_MSG(p != NULL, "the header's plural rule is not where it was");
    if (!p)
        return;
    p += strlen("plural=");
    size_t n = strlen(rule);
    CHECK(n <= 8);
    memset(p, ' ', 8);
    memcpy(p, rule, n);
}

/* A catalogue of one entry, the header, with a plural rule of about 2,000
 * bytes (working out one that long could run out of stack), written to d
 * (of cap bytes); its size. */
static size_t header_only(unsigned char *d, size_t cap)
{
    const char *head = "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=";
    size_t hn = strlen(head), rule = 2001, tr = 48, text = tr + 1 + hn + rule + 2;
    CHECK(cap > text);
    if (cap <= text)
        return cap;
    memset(d, 0, text);
    put32(d, 0, 0x950412deu);
    put32(d, 8, 1);   /* one entry */
    put32(d, 12, 28); /* the originals' table */
    put32(d, 16, 36); /* the translations' table */
    put32(d, 28, 0);  /* the original "" at 47, */
    put32(d, 32, tr - 1);
    put32(d, 36, (uint32_t)(hn + rule + 1)); /* the header at 48 */
    put32(d, 40, tr);
    memcpy(d + tr, head, hn);
    for (size_t i = 0; i < rule; i++)
        d[tr + hn + i] = i % 2 ? '+' : 'n';
    d[tr + hn + rule] = ';';
    return text;
}

/* The copy of good damaged by `how` fails the check, with a reason. */
static void damaged(const Blob *good, const char *dir, int how, const char *what)
{
    Blob b = {malloc(good->n), good->n};
    CHECK(b.d != NULL);
    if (!b.d)
        return;
    memcpy(b.d, good->d, good->n);
    uint32_t count = get32(b.d, 8), len, at;
    long k;
    switch (how) {
    case 0: /* cut short in its tables */
        b.n = 300;
        break;
    case 1: /* cut in half, in its texts */
        b.n = good->n / 2;
        break;
    case 2:
        b.n = 0;
        break;
    case 3:
        put32(b.d, 0, 0x12345678u);
        break;
    case 4: /* the originals' table past the end */
        put32(b.d, 12, (uint32_t)b.n - 8);
        break;
    case 5: /* the last original's text past the end */
        at = get32(b.d, 12) + 8 * (count - 1);
        put32(b.d, at + 4, (uint32_t)b.n - 3);
        put32(b.d, at, 40);
        break;
    case 6: /* a translation without the 0 that ends it */
        at = text_at(&b, true, count / 2, &len);
        b.d[at + len] = 'x';
        break;
    case 7: /* the index names a text beyond the last */
        put32(b.d, get32(b.d, 24), count + 5);
        break;
    case 8: /* the index has no free place */
        for (uint32_t i = 0; i < get32(b.d, 20); i++)
            put32(b.d, get32(b.d, 24) + 4 * i, 1 + i % count);
        break;
    case 9:  /* a number read as a text */
    case 10: /* %n */
        k = find_entry(&b, "%d", "%d");
        CHECK(k >= 0);
        at = text_at(&b, true, (uint32_t)(k < 0 ? 0 : k), &len);
        char *p = strstr((char *)b.d + at, "%d");
        if (p)
            p[1] = how == 9 ? 's' : 'n';
        break;
    case 11: /* a text the original does not give */
        k = find_entry(&b, "%s", "%s");
        CHECK(k >= 0);
        at = text_at(&b, true, (uint32_t)(k < 0 ? 0 : k), &len);
        CHECK(len >= 4);
        /* the first two characters that are not a conversion */
        for (char *q = (char *)b.d + at; q[0] && q[1]; q++)
            if (q[0] != '%' && q[1] != '%' && (q == (char *)b.d + at || q[-1] != '%')) {
                q[0] = '%';
                q[1] = 's';
                break;
            }
        break;
    case 12: /* plural rules gettext would follow to a division by 0 */
    case 13:
    case 14: /* one gettext cannot read */
        set_plural_rule(&b, how == 12 ? "n%0" : how == 13 ? "1/(n!=1)" : "(n @ 1)");
        break;
    case 15: /* a catalogue of its header alone, whose rule is n+n+...+n */
        b.n = header_only(b.d, good->n);
        break;
    default:
        break;
    }
    char path[600], why[300] = "";
    snprintf(path, sizeof path, "%s/damaged-%d.mo", dir, how);
    write_all(path, b.d, b.n);
    CHECK_MSG(!eng_catalogue_check(path, why, sizeof why), "%s passes the check", what);
    CHECK_MSG(why[0] != 0, "%s: no reason given", what);
    printf("%s: %s\n", what, why);
    free(b.d);
}

static void copy_catalogues(const char *from, const char *to)
{
    static const char *const langs[] = {"de", "fr", "ja"};
    char path[700];
    for (int i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/%s", to, langs[i]);
        mkdir(path, 0700);
        snprintf(path, sizeof path, "%s/%s/LC_MESSAGES", to, langs[i]);
        mkdir(path, 0700);
        snprintf(path, sizeof path, "%s/%s/LC_MESSAGES/updown.mo", from, langs[i]);
        Blob b = read_all(path);
        CHECK_MSG(b.n > 0, "no catalogue at %s", path);
        snprintf(path, sizeof path, "%s/%s/LC_MESSAGES/updown.mo", to, langs[i]);
        write_all(path, b.d, i == 0 ? 300 : b.n); /* the German one cut short */
        free(b.d);
    }
}

int main(void)
{
    const char *built = getenv("UPDOWN_LOCALEDIR");
    CHECK(built && *built);
    if (!built || !*built)
        return check_exit("scene_catalogue");
    static const char *const langs[] = {"de", "fr", "ja"};
    char path[700], why[300];
    for (int i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/%s/LC_MESSAGES/updown.mo", built, langs[i]);
        CHECK_MSG(eng_catalogue_check(path, why, sizeof why), "%s: %s", path, why);
    }
    snprintf(path, sizeof path, "%s/de/LC_MESSAGES/updown.mo", built);
    Blob good = read_all(path);
    CHECK(good.n > 1000);
    char dir[64];
    CHECK(temp_dir_new("mo", dir));
    static const char *const ways[] = {"cut short",
                                       "cut in half",
                                       "empty",
                                       "wrong first bytes",
                                       "a table past the end",
                                       "a text past the end",
                                       "a text without its end",
                                       "an index past the texts",
                                       "an index with no free place",
                                       "%d translated as %s",
                                       "%d translated as %n",
                                       "a %s more in the translation",
                                       "a plural rule dividing by 0",
                                       "a plural rule that divides by 0 when n is 1",
                                       "a plural rule that cannot be read",
                                       "a plural rule too long"};
    for (int how = 0; how < (int)(sizeof ways / sizeof ways[0]); how++)
        damaged(&good, dir, how, ways[how]);
    /* Rules with constant divisors, as real languages have, pass. */
    static const char *const sound[] = {"n%10==1", "n/(3-1)", "!n ? 0:1", "n>1"};
    for (int i = 0; i < 4; i++) {
        Blob b = {malloc(good.n), good.n};
        CHECK(b.d != NULL);
        if (!b.d)
            break;
        memcpy(b.d, good.d, good.n);
        set_plural_rule(&b, sound[i]);
        snprintf(path, sizeof path, "%s/sound-%d.mo", dir, i);
        write_all(path, b.d, b.n);
        CHECK_MSG(eng_catalogue_check(path, why, sizeof why), "plural=%s: %s", sound[i], why);
        free(b.d);
    }
    free(good.d);

    /* The window in German, with the German catalogue cut short. */
    copy_catalogues(built, dir);
    setenv("UPDOWN_LOCALEDIR", dir, 1);
    setenv("LANG", "de_DE.UTF-8", 1);
    int w = 1280, h = 800;
    const char *size = getenv("UPDOWN_TEST_SIZE"); /* other sizes, for people to look at */
    if (size && sscanf(size, "%dx%d", &w, &h) != 2)
        w = 1280, h = 800;
    Eng *e = su_open(w, h);
    CHECK(e != NULL);
    if (!e)
        return check_exit("scene_catalogue");
    CHECK_MSG(!strcmp(eng_language(), "en"), "speaks %s", eng_language());
    CHECK_MSG(strstr(e->notice, "Deutsch texts cannot be used"), "the notice: '%s'", e->notice);
    CHECK(strstr(eng_language_problem(), "damaged"));
    eng_push(e, scene_title_new(e));
    su_step(e);
    CHECK(su_shows(e, "New game"));
    CHECK(su_shows_start(e, "The Deutsch texts cannot be used"));
    char name[64];
    snprintf(name, sizeof name, "catalogue-damaged-title-%dx%d", w, h);
    su_keep_shot(e, name);
    CHECK(!strcmp(eng_set_language(e, "fr"), "fr")); /* the sound ones still speak */
    CHECK(!eng_language_problem()[0]);
    CHECK(!strcmp(eng_set_language(e, "ja"), "ja"));
    su_step(e);
    CHECK(!strcmp(eng_set_language(e, "de"), "en"));
    eng_push(e, scene_settings_new(e));
    su_step(e);
    CHECK(su_shows_start(e, "The Deutsch texts cannot be used"));
    snprintf(name, sizeof name, "catalogue-damaged-settings-%dx%d", w, h);
    su_keep_shot(e, name);
    eng_close(e);
    return check_exit("scene_catalogue");
}
