/* Finding and reading the assets: $UPDOWN_ASSETS, then assets/ next to the
 * program, then the source tree of the build, then the installed data
 * folder. Every file is read and checked at start, so a missing or broken
 * one is reported once, clearly, before any window opens. */
#define _POSIX_C_SOURCE 200809L
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <ctype.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "eng_internal.h"
#include "i18n.h"

#ifndef UPDOWN_SOURCE_ASSETS
#define UPDOWN_SOURCE_ASSETS ""
#endif
#ifndef UPDOWN_DATADIR
#define UPDOWN_DATADIR ""
#endif

#define FONT_SLOTS 32

static const char *const font_files[ENG_FACES] = {
    "fonts/DejaVuSans.ttf", "fonts/DejaVuSans-Bold.ttf", "fonts/UpdownCJK-Regular.otf",
    "fonts/UpdownCJK-Bold.otf"};
static const char *const fixed_files[ASSET_FIXED] = {"cards/back.svg", "table.svg", "icon.svg"};

typedef struct FontSlot {
    int font, px;
    TTF_Font *f;
    uint64_t used;
} FontSlot;

struct EngAssets {
    char dir[1024];
    /* DejaVu is read once and kept (every text uses it); the Japanese
     * faces, 4.5 MB each and needed only for what DejaVu lacks, are mapped
     * (font_mapped), so that only the parts FreeType reads come into
     * memory, and without a system call per read (a package's upgrade
     * puts a new file in place of the old, which the mapping keeps);
     * where a file cannot be mapped, it is read from as FreeType needs
     * it (font_data NULL). */
    void *font_data[ENG_FACES];
    size_t font_len[ENG_FACES];
    bool font_mapped[ENG_FACES];
    void *art[ASSET_MAX];
    size_t art_len[ASSET_MAX];
    char art_name[ASSET_MAX][64];
    int nart;
    FontSlot fonts[FONT_SLOTS];
    uint64_t clock;
};

static bool file_exists(const char *path)
{
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    if (!rw)
        return false;
    SDL_RWclose(rw);
    return true;
}

static bool usable_dir(const char *dir)
{
    if (!dir || !*dir)
        return false;
    char path[1200];
    snprintf(path, sizeof path, "%s/%s", dir, font_files[FONT_REGULAR]);
    return file_exists(path);
}

static bool find_dir(char *out, size_t len, char *err, size_t errlen)
{
    const char *env = getenv("UPDOWN_ASSETS");
    if (env && *env) { /* an explicit choice is the only one tried */
        if (usable_dir(env)) {
            snprintf(out, len, "%s", env);
            return true;
        }
        snprintf(err, errlen,
                 /* TRANSLATORS: %s is a folder; UPDOWN_ASSETS is the name of an
                    environment variable. */
                 _("The game's pictures and fonts were not found in %s (set by UPDOWN_ASSETS)."),
                 env);
        return false;
    }
    /* Beside the program; then, for a program run from its build folder
     * (and only then), the source tree's assets; then the installed ones,
     * found from where the program lies (bin/ or libexec/updown/ under the
     * prefix, so a moved installation works) or at the configured prefix. */
    char *base = SDL_GetBasePath();
    char here[1000] = "";
    if (base) {
        snprintf(here, sizeof here, "%s", base);
        SDL_free(base);
    }
    char dir[1100];
    if (here[0]) {
        snprintf(dir, sizeof dir, "%sassets", here);
        if (usable_dir(dir) && strlen(dir) < len) {
            memcpy(out, dir, strlen(dir) + 1);
            return true;
        }
    }
    size_t nb = strlen(UPDOWN_BUILD_DIR);
    bool in_build = here[0] && nb > 0 && !strncmp(here, UPDOWN_BUILD_DIR, nb) &&
                    (here[nb] == '/' || here[nb] == 0);
    if (in_build && usable_dir(UPDOWN_SOURCE_ASSETS)) {
        snprintf(out, len, "%s", UPDOWN_SOURCE_ASSETS);
        return true;
    }
    static const char *const rel[] = {"../share/updown", "../../share/updown"};
    for (size_t i = 0; here[0] && i < sizeof rel / sizeof rel[0]; i++) {
        snprintf(dir, sizeof dir, "%s%s", here, rel[i]);
        if (usable_dir(dir) && strlen(dir) < len) {
            memcpy(out, dir, strlen(dir) + 1);
            return true;
        }
    }
    if (usable_dir(UPDOWN_DATADIR)) {
        snprintf(out, len, "%s", UPDOWN_DATADIR);
        return true;
    }
    snprintf(err, errlen,
             /* TRANSLATORS: %s is a folder; UPDOWN_ASSETS is the name of an
                environment variable. */
             _("The game's pictures and fonts were not found (looked next to the program and "
               "in %s). Reinstall Updown or set UPDOWN_ASSETS to its assets folder."),
             UPDOWN_DATADIR);
    return false;
}

static void *read_file(const char *dir, const char *name, size_t *len, char *err, size_t errlen)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    void *data = SDL_LoadFile(path, len);
    if (!data || *len == 0) {
        SDL_free(data);
        /* TRANSLATORS: %s is a file of the program's pictures or fonts. */
        snprintf(err, errlen, _("The game file %s is missing or empty: reinstall Updown."), path);
        return NULL;
    }
    return data;
}

/* Where face i lies. */
static void font_path(const EngAssets *a, int i, char *buf, size_t len)
{
    snprintf(buf, len, "%s/%s", a->dir, font_files[i]);
}

/* Face i mapped into memory, read-only; false (and nothing kept) where
 * the file cannot be, or is empty. */
static bool map_font(EngAssets *a, int i)
{
    char path[1200];
    font_path(a, i, path, sizeof path);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    struct stat st;
    void *map = MAP_FAILED;
    if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 && st.st_size <= INT_MAX)
        map = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
    close(fd); /* the mapping stays */
    if (map == MAP_FAILED)
        return false;
    a->font_data[i] = map;
    a->font_len[i] = (size_t)st.st_size;
    a->font_mapped[i] = true;
    return true;
}

bool eng_assets_open(EngAssets **out, char *err, size_t errlen)
{
    *out = NULL;
    EngAssets *a = calloc(1, sizeof *a);
    if (!a) {
        snprintf(err, errlen, "%s", _("Out of memory."));
        return false;
    }
    if (!find_dir(a->dir, sizeof a->dir, err, errlen))
        goto fail;
    for (int i = 0; i < ENG_FACES; i++) {
        TTF_Font *f = NULL;
        if (i >= ENG_FACE_CJK && map_font(a, i)) {
            f = TTF_OpenFontRW(SDL_RWFromConstMem(a->font_data[i], (int)a->font_len[i]), 1, 12);
        } else if (i < ENG_FACE_CJK) {
            a->font_data[i] = read_file(a->dir, font_files[i], &a->font_len[i], err, errlen);
            if (!a->font_data[i])
                goto fail;
            f = TTF_OpenFontRW(SDL_RWFromConstMem(a->font_data[i], (int)a->font_len[i]), 1, 12);
        } else {
            char path[1200];
            font_path(a, i, path, sizeof path);
            SDL_RWops *rw = SDL_RWFromFile(path, "rb");
            if (!rw) {
                snprintf(err, errlen, _("The game file %s is missing or empty: reinstall Updown."),
                         path);
                goto fail;
            }
            f = TTF_OpenFontRW(rw, 1, 12);
        }
        if (!f) {
            /* TRANSLATORS: %1$s/%2$s is the font's file, %3$s SDL_ttf's own
               words on what failed. */
            snprintf(err, errlen, _("The font %1$s/%2$s is broken (%3$s): reinstall Updown."),
                     a->dir, font_files[i], TTF_GetError());
            goto fail;
        }
        TTF_CloseFont(f);
    }
    for (int i = 0; i < ASSET_FIXED; i++)
        if (eng_asset_find(a, fixed_files[i], err, errlen) != i)
            goto fail;
    *out = a;
    return true;
fail:
    eng_assets_close(a);
    return false;
}

void eng_assets_close(EngAssets *a)
{
    if (!a)
        return;
    for (int i = 0; i < FONT_SLOTS; i++)
        if (a->fonts[i].f)
            TTF_CloseFont(a->fonts[i].f);
    for (int i = 0; i < ENG_FACES; i++) {
        if (a->font_mapped[i])
            munmap(a->font_data[i], a->font_len[i]);
        else
            SDL_free(a->font_data[i]);
    }
    for (int i = 0; i < a->nart; i++)
        SDL_free(a->art[i]);
    free(a);
}

/* A picture read whole: it ends with the close of its <svg>. SVG readers
 * draw what they can of a file cut short, so a cut card would show in
 * part, without a word. */
static bool svg_whole(const char *d, size_t n)
{
    while (n > 0 && (d[n - 1] == ' ' || d[n - 1] == '\n' || d[n - 1] == '\r' || d[n - 1] == '\t'))
        n--;
    return n >= 6 && !memcmp(d + n - 6, "</svg>", 6);
}

/* Every number of a picture lies within what the art needs (up to 2,000
 * today): none larger than SVG_LARGEST nor, but 0, smaller than
 * SVG_SMALLEST. SDL_image's SVG reader works in floats and does not check
 * them: a damaged digit that makes a number huge or tiny (2e38, 1e-38,
 * 0e400) overflows its sums and crashes it. A colour or a link ("#1e5e3a",
 * "#felt") is no number. */
#define SVG_LARGEST 1e5
#define SVG_SMALLEST 1e-6
#define SVG_EXPONENT 9

static bool svg_numbers_fit(const char *d, size_t n)
{
    for (size_t i = 0; i < n;) {
        char c = d[i];
        if (c == '#') {
            for (i++; i < n && isalnum((unsigned char)d[i]); i++)
                ;
            continue;
        }
        if (!isdigit((unsigned char)c) &&
            !(c == '.' && i + 1 < n && isdigit((unsigned char)d[i + 1]))) {
            i++;
            continue;
        }
        /* digits, a point and digits, an exponent: copied out, so that the
         * reading stops at the file's end */
        char num[64];
        size_t k = 0, j = i;
        bool point = false, exp = false; /* a second point starts the next number */
        double v = 0, place = 1;         /* its value while it has no exponent */
        while (j < n && k < sizeof num - 1) {
            char x = d[j];
            bool sign = (x == '+' || x == '-') && k > 0 && (num[k - 1] == 'e' || num[k - 1] == 'E');
            if (isdigit((unsigned char)x) && !exp) {
                if (point)
                    v += (x - '0') * (place *= 0.1);
                else
                    v = v * 10 + (x - '0');
            } else if (!(isdigit((unsigned char)x) || (x == '.' && !point && !exp) || sign ||
                         ((x == 'e' || x == 'E') && !exp)))
                break;
            point |= x == '.';
            exp |= x == 'e' || x == 'E';
            num[k++] = x;
            j++;
        }
        num[k] = 0;
        if (k == sizeof num - 1)
            return false; /* no number of the art is that long */
        if (exp) {
            /* The reader multiplies by 10 to the exponent: 0e400 is 0 times
             * infinity to it, not a number. */
            long ex = strtol(strpbrk(num, "eE") + 1, NULL, 10);
            if (ex > SVG_EXPONENT || ex < -SVG_EXPONENT)
                return false;
            v = strtod(num, NULL);
        }
        if (v > SVG_LARGEST || (v != 0 && v < SVG_SMALLEST))
            return false;
        i = j;
    }
    return true;
}

int eng_asset_find(EngAssets *a, const char *file, char *err, size_t errlen)
{
    for (int i = 0; i < a->nart; i++)
        if (!strcmp(a->art_name[i], file))
            return i;
    if (a->nart == ASSET_MAX || strlen(file) >= sizeof a->art_name[0]) {
        /* TRANSLATORS: %s is a picture's file. */
        snprintf(err, errlen, _("Too many pictures: %s was not read."), file);
        return -1;
    }
    int i = a->nart;
    a->art[i] = read_file(a->dir, file, &a->art_len[i], err, errlen);
    if (!a->art[i])
        return -1;
    SDL_Surface *s =
        svg_whole(a->art[i], a->art_len[i]) && svg_numbers_fit(a->art[i], a->art_len[i])
            ? eng_svg(a, i, 20, 28)
            : NULL;
    if (!s) {
        /* TRANSLATORS: %1$s/%2$s is the picture's file. */
        snprintf(err, errlen, _("The picture %1$s/%2$s is broken: reinstall Updown."), a->dir,
                 file);
        SDL_free(a->art[i]);
        a->art[i] = NULL;
        return -1;
    }
    SDL_FreeSurface(s);
    snprintf(a->art_name[i], sizeof a->art_name[i], "%s", file);
    return a->nart++;
}

const char *eng_assets_dir(const EngAssets *a) { return a->dir; }

TTF_Font *eng_font(Eng *e, int font, int px)
{
    EngAssets *a = e->assets;
    if (px < 4)
        px = 4;
    a->clock++;
    int victim = 0;
    for (int i = 0; i < FONT_SLOTS; i++) {
        FontSlot *s = &a->fonts[i];
        if (s->f && s->font == font && s->px == px) {
            s->used = a->clock;
            return s->f;
        }
        if (!s->f || (a->fonts[victim].f && s->used < a->fonts[victim].used))
            victim = i;
    }
    FontSlot *s = &a->fonts[victim];
    if (s->f)
        TTF_CloseFont(s->f);
    if (a->font_data[font]) {
        s->f =
            TTF_OpenFontRW(SDL_RWFromConstMem(a->font_data[font], (int)a->font_len[font]), 1, px);
    } else {
        char path[1200];
        font_path(a, font, path, sizeof path);
        s->f = TTF_OpenFont(path, px);
    }
    s->font = font;
    s->px = px;
    s->used = a->clock;
    if (s->f)
        TTF_SetFontHinting(s->f, TTF_HINTING_LIGHT);
    return s->f;
}

SDL_Surface *eng_svg(const EngAssets *a, int asset, int w, int h)
{
    SDL_RWops *rw = SDL_RWFromConstMem(a->art[asset], (int)a->art_len[asset]);
    if (!rw)
        return NULL;
    SDL_Surface *s = IMG_LoadSizedSVG_RW(rw, w, h);
    SDL_RWclose(rw);
    if (s && (s->w <= 0 || s->h <= 0)) {
        SDL_FreeSurface(s);
        return NULL;
    }
    return s;
}

SDL_Surface *eng_svg_plain(const EngAssets *a, int asset, int w, int h)
{
    const char *src = a->art[asset];
    size_t len = a->art_len[asset];
    char *out = malloc(len + 1);
    if (!out)
        return NULL;
    size_t n = 0;
    int depth = 0; /* inside a top-level group: how deep */
    for (size_t i = 0; i < len;) {
        bool open = src[i] == '<' && i + 2 < len && src[i + 1] == 'g' &&
                    (src[i + 2] == ' ' || src[i + 2] == '>');
        bool close = len - i >= 4 && !memcmp(src + i, "</g>", 4);
        if (open) {
            const char *gt = memchr(src + i, '>', len - i);
            size_t end = gt ? (size_t)(gt - src) + 1 : len;
            if (!(gt && gt > src + i && gt[-1] == '/')) /* <g/> opens nothing */
                depth++;
            i = end;
            continue;
        }
        if (close && depth > 0) {
            depth--;
            i += 4;
            continue;
        }
        if (depth == 0)
            out[n++] = src[i];
        i++;
    }
    SDL_Surface *s = NULL;
    SDL_RWops *rw = SDL_RWFromConstMem(out, (int)n);
    if (rw) {
        s = IMG_LoadSizedSVG_RW(rw, w, h);
        SDL_RWclose(rw);
    }
    free(out);
    if (s && (s->w <= 0 || s->h <= 0)) {
        SDL_FreeSurface(s);
        s = NULL;
    }
    return s;
}
