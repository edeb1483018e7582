/* The registry of the games at the window (games.h). */
#include "games.h"

#include <stdio.h>

#include "i18n.h"

#include "midend.h"
#include "three_up.h"
#include "tutorial.h"
#include "up_and_down.h"
#include "up_or_down.h"

static const GameUi games[] = {
    {&uod_game, &uod_table, &uod_results, &uod_rules_text, &uod_deck, &uod_tutorial},
    {&uad_game, &uad_table, &uad_results, &uad_rules_text, &uad_deck, &uad_tutorial},
    {&t3_game, &t3_table, &t3_results, &t3_rules_text, &t3_deck, &t3_tutorial},
};

const GameUi *games_ui(const GameDef *def)
{
    for (size_t i = 0; def && i < sizeof games / sizeof games[0]; i++)
        if (games[i].game == def)
            return &games[i];
    return NULL;
}

bool games_check(char *err, size_t errlen)
{
    for (int i = 0; i < game_count(); i++) {
        const GameDef *def = game_at(i);
        const GameUi *g = games_ui(def);
        bool results =
            g && g->results && g->results->title && (g->results->grid || g->results->seat);
        /* TRANSLATORS: a fault of the program, shown as it starts; %s is the game's title */
        const char *fault = !g          ? _("The game %s has no window part: it lacks an entry.")
                            : !g->table ? _("The game %s has no window part: it lacks a table.")
                            : !results  ? _("The game %s has no window part: it lacks its results.")
                            : !g->rules || !g->rules->blocks
                                ? _("The game %s has no window part: it lacks its rules text.")
                            : !g->table->layout || !g->table->activate
                                ? _("The game %s has no window part: it lacks a table layout.")
                                : NULL;
        if (fault) {
            snprintf(err, errlen, fault, def->name);
            return false;
        }
    }
    return true;
}

bool games_load_art(Eng *e, char *err, size_t errlen)
{
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++)
        if (!eng_deck_load(e, games[i].deck, err, errlen))
            return false;
    return true;
}
