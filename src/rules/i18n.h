/* The words a player reads, in the player's language (GNU gettext, from the
 * C library: no new library).
 *
 *   _("text")               a text to translate where it is used
 *   N_("text")              marks a text in a static table; translate it
 *                           with _() where it is shown
 *   P_("pt", "pts", n)      a text with plural forms (ngettext)
 *   C_("context", "text")   a text whose English is ambiguous, told apart
 *                           by a context the translator sees ("Up" as the
 *                           UP&DOWN card's face, "Up" as a direction)
 *
 * Translators see the comments that start with TRANSLATORS: right above a
 * marked text. Only the window chooses a language (i18n_init in
 * src/engine/): the command line, saves, settings, statistics, move
 * notation and every JSON stay English, since nothing else binds the
 * catalogue and the C locale translates nothing. */
#ifndef UPDOWN_I18N_H
#define UPDOWN_I18N_H

#include <libintl.h>
#include <string.h>

#define UPDOWN_TEXT_DOMAIN "updown"

#define _(s) dgettext(UPDOWN_TEXT_DOMAIN, s)
#define N_(s) s
#define P_(one, many, n) dngettext(UPDOWN_TEXT_DOMAIN, one, many, (unsigned long)(n))
#define C_(ctx, s) i18n_pgettext(ctx "\004" s, s)

/* The catalogue's text for "context\004text", or text itself when there is
 * none (gettext hands back its argument untranslated). */
__attribute__((format_arg(2))) static inline const char *i18n_pgettext(const char *key,
                                                                       const char *s)
{
    const char *t = dgettext(UPDOWN_TEXT_DOMAIN, key);
    return t == key ? s : t;
}

#endif
