/* The window's language: GNU gettext's catalogues (po/, built into
 * locale/LL/LC_MESSAGES/updown.mo), found beside the program, in its build
 * folder or where it is installed, in the language the environment asks
 * for (LANGUAGE, then LC_ALL, LC_MESSAGES, LANG, as gettext reads them) or
 * the one chosen in Settings. The choice applies at once: gettext is told
 * its catalogues changed, and every text is translated where it is drawn.
 *
 * Only LC_MESSAGES is set from the environment: numbers keep the C
 * locale's decimal point, which the saves and settings are written in. A
 * language whose locale the system lacks still works: LC_MESSAGES falls
 * back to C.UTF-8, under which gettext follows LANGUAGE.
 *
 * Each language's catalogue is checked before gettext may read it
 * (eng_mo.c): a damaged one is never used, the window speaks English
 * instead and says why (on the title, in Settings and on stderr). */
#define _POSIX_C_SOURCE 200112L /* setenv */

#include <SDL.h>
#include <libintl.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catalogue.h"
#include "eng_internal.h"
#include "i18n.h"

#ifndef UPDOWN_LOCALEDIR
#define UPDOWN_LOCALEDIR ""
#endif

/* gettext's count of catalogue changes: raising it drops what it looked up
 * in the language before (the GNU gettext manual, "Being a gettext
 * grok"). */
extern int _nl_msg_cat_cntr;

const EngLanguage eng_languages[] = {
    {"", "System"},
    {"en", "English"},
    {"ja", "\xe6\x97\xa5\xe6\x9c\xac\xe8\xaa\x9e"},
    {"de", "Deutsch"},
    {"fr", "Fran\xc3\xa7"
           "ais"},
};
const int eng_nlanguages = (int)(sizeof eng_languages / sizeof eng_languages[0]);

static struct {
    bool ready;
    bool had_language;
    char language[256]; /* LANGUAGE as the program was started with */
    char dir[1100];     /* where the catalogues are, "" when none was found */
    char current[4];
    bool damaged[8];    /* by eng_languages index: its catalogue may not be read */
    char why[8][1800];  /* what is wrong with it, in English, with the file */
    char brief[8][400]; /* the same without the file, for a line in Settings */
    int problem;        /* the language chosen last when it is not spoken (its index), or 0 */
} st;

/* The names a seat has until a player types one, in each language spoken:
 * "You", and "Player N" kept as the words before and after the number.
 * Read from the catalogues once, at the start (no thread reads a text yet
 * while LANGUAGE changes). */
static struct {
    char you[64], player_before[64], player_after[64];
} default_in[8];

static void read_default_names(void)
{
    for (int i = 1; i < eng_nlanguages && i < 8; i++) {
        if (st.damaged[i])
            continue;
        setenv("LANGUAGE", eng_languages[i].code, 1);
        ++_nl_msg_cat_cntr;
        snprintf(default_in[i].you, sizeof default_in[i].you, "%s", _("You"));
        const char *player = _("Player %d"), *d = strstr(player, "%d");
        if (d && !strchr(d + 2, '%') && (size_t)(d - player) < sizeof default_in[i].player_before) {
            snprintf(default_in[i].player_before, sizeof default_in[i].player_before, "%.*s",
                     (int)(d - player), player);
            snprintf(default_in[i].player_after, sizeof default_in[i].player_after, "%s", d + 2);
        }
    }
}

bool eng_name_in_language(const char *name, int seat, char *out, size_t len)
{
    char numbered[200];
    for (int i = 1; i < eng_nlanguages && i < 8; i++) {
        if (default_in[i].you[0] && !strcmp(name, default_in[i].you)) {
            snprintf(out, len, "%s", _("You"));
            return true;
        }
        if (!default_in[i].player_before[0] && !default_in[i].player_after[0])
            continue;
        snprintf(numbered, sizeof numbered, "%s%d%s", default_in[i].player_before, seat + 1,
                 default_in[i].player_after);
        if (!strcmp(name, numbered)) {
            snprintf(out, len, _("Player %d"), seat + 1);
            return true;
        }
    }
    return false;
}

/* A first seat's name that is a default of any language (kept in the
 * settings by a window that spoke another) speaks this one; a name the
 * player typed stays. */
static void default_name_follows(Eng *e)
{
    char *name = e->settings.names[0], spoken[sizeof e->settings.names[0]];
    if (eng_name_in_language(name, 0, spoken, sizeof spoken))
        memcpy(name, spoken, sizeof spoken);
}

static bool catalogues_in(const char *dir)
{
    if (!dir || !*dir)
        return false;
    char path[1200];
    snprintf(path, sizeof path, "%s/de/LC_MESSAGES/%s.mo", dir, UPDOWN_TEXT_DOMAIN);
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    if (!rw)
        return false;
    SDL_RWclose(rw);
    return true;
}

/* As the assets are found (eng_assets.c): $UPDOWN_LOCALEDIR; beside the
 * program; the build folder of a program run from it; the installed
 * share/locale relative to the program, then at the configured prefix. */
static void find_catalogues(void)
{
    const char *env = getenv("UPDOWN_LOCALEDIR");
    if (env && *env) {
        snprintf(st.dir, sizeof st.dir, "%s", env);
        return;
    }
    char here[1000] = "";
    char *base = SDL_GetBasePath();
    if (base) {
        snprintf(here, sizeof here, "%s", base);
        SDL_free(base);
    }
    static const char *const rel[] = {"locale", "../share/locale", "../../share/locale"};
    for (size_t i = 0; here[0] && i < sizeof rel / sizeof rel[0]; i++) {
        snprintf(st.dir, sizeof st.dir, "%s%s", here, rel[i]);
        if (catalogues_in(st.dir))
            return;
    }
    snprintf(st.dir, sizeof st.dir, "%s", UPDOWN_LOCALEDIR);
    if (!catalogues_in(st.dir))
        st.dir[0] = 0;
}

/* Each language's catalogue, before gettext reads any: one that is there
 * but damaged is marked, with its reason. A missing one is no fault:
 * gettext then shows the English texts. */
static void check_catalogues(void)
{
    for (int i = 1; st.dir[0] && i < eng_nlanguages && i < 8; i++) {
        char path[1200], why[300];
        snprintf(path, sizeof path, "%s/%s/LC_MESSAGES/%s.mo", st.dir, eng_languages[i].code,
                 UPDOWN_TEXT_DOMAIN);
        if (eng_catalogue_check(path, why, sizeof why))
            continue;
        st.damaged[i] = true;
        snprintf(st.why[i], sizeof st.why[i],
                 "The %s texts cannot be used: their file is damaged (%s). Updown speaks "
                 "English instead; installing Updown again mends it. The file: %s",
                 eng_languages[i].name, why, path);
        snprintf(st.brief[i], sizeof st.brief[i],
                 "The %s texts cannot be used: their file is damaged (%s). Updown speaks "
                 "English instead.",
                 eng_languages[i].name, why);
        fprintf(stderr, "updown: %s\n", st.why[i]);
    }
}

/* The language of a locale or LANGUAGE entry ("de_DE.UTF-8", "fr"), when
 * the window speaks it. */
static const char *spoken(const char *v, size_t n)
{
    for (int i = 1; i < eng_nlanguages; i++) {
        size_t k = strlen(eng_languages[i].code);
        if (n >= k && !strncmp(v, eng_languages[i].code, k) &&
            (n == k || v[k] == '_' || v[k] == '.' || v[k] == '@'))
            return eng_languages[i].code;
    }
    return NULL;
}

static const char *from_environment(void)
{
    const char *loc = NULL;
    static const char *const vars[] = {"LC_ALL", "LC_MESSAGES", "LANG"};
    for (size_t i = 0; i < 3 && !loc; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v)
            loc = v;
    }
    bool c_locale = !loc || !strcmp(loc, "C") || !strcmp(loc, "POSIX");
    if (st.had_language && st.language[0] && !c_locale) /* gettext's order */
        for (const char *p = st.language; *p;) {
            size_t n = strcspn(p, ":");
            const char *code = spoken(p, n);
            if (code)
                return code;
            p += n + (p[n] == ':');
        }
    const char *code = loc ? spoken(loc, strlen(loc)) : NULL;
    return code ? code : "en";
}

const char *eng_set_language(Eng *e, const char *choice)
{
    if (!st.ready) {
        st.ready = true;
        const char *l = getenv("LANGUAGE");
        st.had_language = l != NULL;
        snprintf(st.language, sizeof st.language, "%s", l ? l : "");
        const char *m = setlocale(LC_MESSAGES, "");
        if (!m || !strcmp(m, "C") || !strcmp(m, "POSIX"))
            setlocale(LC_MESSAGES, "C.UTF-8");
        find_catalogues();
        check_catalogues();
        if (st.dir[0]) {
            bindtextdomain(UPDOWN_TEXT_DOMAIN, st.dir);
            bind_textdomain_codeset(UPDOWN_TEXT_DOMAIN, "UTF-8");
        }
        read_default_names();
    }
    const char *code = NULL;
    for (int i = 1; choice && i < eng_nlanguages; i++)
        if (!strcmp(choice, eng_languages[i].code))
            code = eng_languages[i].code;
    if (!code)
        code = from_environment();
    st.problem = 0;
    for (int i = 1; i < eng_nlanguages && i < 8; i++)
        if (st.damaged[i] && !strcmp(code, eng_languages[i].code)) {
            st.problem = i;
            code = "en";
        }
    snprintf(st.current, sizeof st.current, "%s", code);
    setenv("LANGUAGE", code, 1);
    ++_nl_msg_cat_cntr;
    if (e) { /* every scene measures its words again */
        if (st.problem)
            eng_notice_add(e, st.why[st.problem]);
        default_name_follows(e);
        eng_layout_all(e);
    }
    return st.current;
}

const char *eng_language(void) { return st.current[0] ? st.current : "en"; }

const char *eng_language_problem(void) { return st.problem ? st.brief[st.problem] : ""; }
