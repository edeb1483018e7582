/* Every character the window writes has a glyph: each translation of every
 * language in po/LINGUAS (the catalogues of the source tree, $UPDOWN_PO),
 * and names as players type them with an input method, in both weights of
 * the typefaces the window draws with (DejaVu Sans and the bundled Japanese
 * face). A character no face has is reported, so the check can fail.
 * A control character is drawn as a space. */
#include "scene_util.h"

static int strings_checked;

static void check_drawable(Eng *e, const char *s, const char *where)
{
    for (int font = 0; font < FONT_COUNT; font++) {
        uint32_t missing = 0;
        CHECK_MSG(eng_text_drawable(e, font, s, &missing), "%s: U+%04X has no glyph (in \"%s\")",
                  where, (unsigned)missing, s);
    }
    strings_checked++;
}

/* The msgstr texts of a catalogue, unescaped, each checked. */
static void check_po(Eng *e, const char *path)
{
    FILE *f = fopen(path, "r");
    CHECK_MSG(f != NULL, "%s cannot be read", path);
    if (!f)
        return;
    static char text[16384];
    size_t len = 0;
    bool in_str = false;
    char line[4096];
    int lineno = 0, start = 0;
    for (;;) {
        bool more = fgets(line, sizeof line, f) != NULL;
        lineno++;
        bool cont = more && in_str && line[0] == '"';
        if (in_str && !cont) { /* the msgstr ended */
            text[len] = 0;
            char where[1100];
            snprintf(where, sizeof where, "%s:%d", path, start);
            check_drawable(e, text, where);
            in_str = false;
        }
        if (!more)
            break;
        const char *q = NULL;
        if (!strncmp(line, "msgstr", 6)) {
            in_str = true;
            len = 0;
            start = lineno;
            q = strchr(line, '"');
        } else if (cont) {
            q = line;
        }
        if (!q)
            continue;
        for (q++; *q && *q != '"' && len + 2 < sizeof text; q++) {
            if (*q == '\\' && q[1]) {
                q++;
                text[len++] = *q == 'n' ? '\n' : *q == 't' ? '\t' : *q;
            } else {
                text[len++] = *q;
            }
        }
    }
    fclose(f);
}

/* The pixels of text drawn at the top left of a cleared screen, in a
 * buffer of w x h (the caller's). */
static void drawn(Eng *e, const char *text, Uint32 *px, int w, int h)
{
    SDL_SetRenderDrawColor(e->ren, 0, 0, 0, 255);
    SDL_RenderClear(e->ren);
    eng_text(e, FONT_BOLD, 24, ENG_WHITE, text, 0, 0, ALIGN_LEFT);
    SDL_Rect r = {0, 0, w, h};
    CHECK(SDL_RenderReadPixels(e->ren, &r, SDL_PIXELFORMAT_ARGB8888, px, w * 4) == 0);
}

/* A control character in a text (a line break or a tab in a player's name
 * from a file) is drawn and measured as a space, not as a box. */
static void check_control_characters(Eng *e)
{
    enum { W = 240, H = 40 };
    static Uint32 spaced[W * H], other[W * H];
    drawn(e, "Ann Lee", spaced, W, H);
    static const char *const names[] = {"Ann\nLee", "Ann\tLee", "Ann\x7fLee"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        drawn(e, names[i], other, W, H);
        CHECK_MSG(!memcmp(spaced, other, sizeof spaced), "name %zu is not drawn as 'Ann Lee'", i);
        CHECK_EQ_INT(eng_text_width(e, FONT_BOLD, 24, names[i]),
                     eng_text_width(e, FONT_BOLD, 24, "Ann Lee"));
    }
}

/* A Japanese name in a sentence of another language is drawn in the
 * Japanese face, the rest of the sentence in DejaVu as it would be without
 * the name (the sentence went wholly into the Japanese face, or from the
 * name on); a Japanese sentence with a Latin name stays in one face. */
static void check_name_in_sentence(Eng *e)
{
    const char *s = "La partie avec \xe3\x81\x82\xe3\x81\xaa\xe3\x81\x9f, Alex (enregistr\xc3\xa9"
                    "e)";
    int parts = eng_text_width(e, FONT_REGULAR, 20, "La partie avec ") +
                eng_text_width(e, FONT_REGULAR, 20, "\xe3\x81\x82\xe3\x81\xaa\xe3\x81\x9f") +
                eng_text_width(e, FONT_REGULAR, 20,
                               ", Alex (enregistr\xc3\xa9"
                               "e)");
    CHECK_MSG(abs(eng_text_width(e, FONT_REGULAR, 20, s) - parts) <= 1,
              "the French sentence is %d wide, its parts %d",
              eng_text_width(e, FONT_REGULAR, 20, s), parts);
    /* "Alexがカードを回した": the name in the Japanese face too */
    const char *ja = "Alex\xe3\x81\x8c\xe3\x82\xab\xe3\x83\xbc\xe3\x83\x89";
    int dejavu_alex = eng_text_width(e, FONT_REGULAR, 20, "Alex");
    int ja_w = eng_text_width(e, FONT_REGULAR, 20, ja),
        rest =
            eng_text_width(e, FONT_REGULAR, 20, "\xe3\x81\x8c\xe3\x82\xab\xe3\x83\xbc\xe3\x83\x89");
    CHECK_MSG(ja_w - rest != dejavu_alex, "the Latin name of a Japanese sentence is in DejaVu");
}

int main(void)
{
    Eng *e = su_open(1280, 800);
    if (!e)
        return check_exit("scene_glyphs");
    const char *po = getenv("UPDOWN_PO");
    CHECK_MSG(po && *po, "UPDOWN_PO names no folder");
    char path[1024];
    snprintf(path, sizeof path, "%s/LINGUAS", po ? po : ".");
    FILE *f = fopen(path, "r");
    CHECK_MSG(f != NULL, "%s cannot be read", path);
    int langs = 0;
    char lang[64];
    while (f && fscanf(f, "%63s", lang) == 1) {
        if (lang[0] == '#')
            continue;
        snprintf(path, sizeof path, "%s/%s.po", po, lang);
        int before = strings_checked;
        check_po(e, path);
        CHECK_MSG(strings_checked - before > 100, "%s: only %d texts", path,
                  strings_checked - before);
        langs++;
    }
    if (f)
        fclose(f);
    CHECK_MSG(langs >= 3, "only %d languages in LINGUAS", langs);
    /* names typed with an input method: kanji of both JIS levels, kana,
     * full-width forms, and the letters of French and German names */
    static const char *const names[] = {
        "山田 太郎",   "佐藤花子", "渡邊",     "鷗外",       "髙橋",
        "山﨑",        "きよし",   "カタカナ", "ＡＢＣ１２", "François Œuvray",
        "Jürgen Groß", "Zoë",      "Ågot"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        check_drawable(e, names[i], "a typed name");
    /* a character no face has is found */
    uint32_t missing = 0;
    CHECK(!eng_text_drawable(e, FONT_REGULAR, "한글", &missing));
    CHECK_EQ_INT((int)missing, 0xD55C);
    check_control_characters(e);
    check_name_in_sentence(e);
    printf("%d texts of %d languages checked\n", strings_checked, langs);
    eng_close(e);
    return check_exit("scene_glyphs");
}
