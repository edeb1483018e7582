/* New game: the game, the number of players, each seat (a name and human or
 * an AI level) and the game's options, all from the GameDef, so a game with
 * a table is offered here with nothing more to write. The choices become
 * the defaults of the next New game (settings). The same screen without
 * Start edits those defaults from the settings, saving each change. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "i18n.h"
#include "match.h"
#include "scene_common.h"
#include "utf8.h"

#define MAX_CHIPS 96
#define MAX_LABELS 24
#define HELP_LEN 480 /* an option's help */

typedef struct Chip {
    SDL_Rect r;
    int row, value;
    char label[96];
    bool selected;
    bool idle; /* of an option that changes nothing with this many players: not to be chosen */
    int px;    /* the type of its row: the smallest its labels fit in */
} Chip;

typedef struct Label {
    SDL_Rect r; /* the row: text at its left, vertically centred */
    char text[128];
    int px; /* its type size; 0: the usual one */
    bool heading;
    char help[HELP_LEN];
    int help_y; /* where the help is written under the row; -1: in the help box */
    int option; /* the option it names, or -1 */
    bool idle;  /* that option changes nothing with this many players */
} Label;

typedef struct NewGame {
    Scene base;
    const GameDef *games[STORE_MAX_GAMES];
    int game_index[STORE_MAX_GAMES]; /* registry index of each offered game */
    int ngames, game;
    int players;
    int kind[GAME_MAX_SEATS];
    char name[GAME_MAX_SEATS][SAVE_NAME_LEN];
    int opt[GAME_MAX_OPTIONS];
    int editing; /* seat whose name is being typed, or -1 */
    bool whole;  /* its name is selected: what is typed replaces it */
    /* what an input method is composing for the name, not yet committed */
    char composing[SDL_TEXTEDITINGEVENT_TEXT_SIZE];
    char message[GAME_ERR_LEN * 3];
    int message_h; /* its wrapped height, laid out above the buttons */

    SDL_Rect left, right;
    Chip chips[MAX_CHIPS];
    int nchips;
    Label labels[MAX_LABELS];
    int nlabels;
    SDL_Rect field[GAME_MAX_SEATS];
    SceneButton b[2];
    int nb;
    bool defaults; /* the settings' defaults, not a game to start */
    int heading_y;
    /* When the options do not fit the panel with their help under each,
     * they take a row each and the help of one, the option pointed at or
     * focused (the last one, else the first), shows in this box. */
    SDL_Rect help_box; /* w == 0: each help is under its option */
    int help_option;
} NewGame;

/* TRANSLATORS: who plays a seat in New game: a person or the computer at
   one of its three levels (short chips). */
static const char *const kind_labels[SEAT_KINDS] = {N_("Human"), N_("Easy AI"), N_("Normal AI"),
                                                    N_("Hard AI")};

/* The options' names as this screen writes them; an option not listed is
 * named by its key ("play_out": "Play out"). */
static const struct {
    const char *key, *name;
} option_names[] = {
    /* TRANSLATORS: the names of the games' options in New game. */
    {"length", N_("Length")},
    {"rounds", N_("Rounds")},
    {"play_out", N_("Play out")},
    {"voluntary_draw", N_("Voluntary draw")},
    {"reverse_on_one", N_("Reverse on one")},
    {"points", N_("Points")},
    {"swap_tables", N_("Swap tables")},
    {"four_colours", N_("Four colours")},
    {"colours", N_("Colours")},
};

static const GameDef *cur(const NewGame *g) { return g->games[g->game]; }

static void load_defaults(NewGame *g, Eng *e)
{
    const GameDef *def = cur(g);
    const GameDefaults *d = &e->settings.game[g->game_index[g->game]];
    g->players = d->players;
    if (g->players < def->min_players || g->players > def->max_players)
        g->players = def->min_players > 4   ? def->min_players
                     : def->max_players < 4 ? def->max_players
                                            : 4;
    for (int p = 0; p < GAME_MAX_SEATS; p++) {
        g->kind[p] =
            d->seat_kind[p] >= 0 && d->seat_kind[p] < SEAT_KINDS ? d->seat_kind[p] : SEAT_NORMAL;
        snprintf(g->name[p], SAVE_NAME_LEN, "%s", e->settings.names[p]);
        if (save_name_blank(g->name[p]))
            /* TRANSLATORS: the name of a seat whose name field was left
               empty; %d is the seat's number. */
            snprintf(g->name[p], SAVE_NAME_LEN, _("Player %d"), p + 1);
    }
    for (int o = 0; o < def->n_options && o < GAME_MAX_OPTIONS; o++) {
        const OptionDef *od = &def->options[o];
        int v = d->opt[o];
        int hi = od->type == OPT_BOOL ? 1 : od->type == OPT_INT ? od->max : 0;
        if (od->type == OPT_CHOICE)
            while (od->choices[hi + 1])
                hi++;
        int lo = od->type == OPT_INT ? od->min : 0;
        g->opt[o] = v < lo || v > hi ? od->def : v;
    }
}

static void title_case(char *dst, size_t len, const char *src)
{
    snprintf(dst, len, "%s", src);
    for (char *p = dst; *p; p++)
        if (*p == '_' || *p == '-')
            *p = ' ';
    if (dst[0])
        dst[0] = (char)toupper((unsigned char)dst[0]);
}

/* An option's name or one of its choices as a chip or a label shows it:
 * the player's language, else the word title-cased. */
static void option_word(char *dst, size_t len, const char *word)
{
    const char *t = _(word);
    if (t == word) {
        title_case(dst, len, word);
        return;
    }
    snprintf(dst, len, "%s", t);
    if (dst[0] >= 'a' && dst[0] <= 'z')
        dst[0] = (char)(dst[0] - 'a' + 'A');
}

static void option_name(char *dst, size_t len, const OptionDef *od)
{
    for (size_t i = 0; i < sizeof option_names / sizeof option_names[0]; i++)
        if (!strcmp(od->key, option_names[i].key)) {
            snprintf(dst, len, "%s", _(option_names[i].name));
            return;
        }
    title_case(dst, len, od->key);
}

/* An option that changes nothing with the players chosen (R-33-8: "Play
 * out" in a game of two): shown as it is set, not to be chosen. */
static bool option_idle(const NewGame *g, const OptionDef *od)
{
    return od->min_players > g->players;
}

static Chip *add_chip(NewGame *g, int row, int value, const char *label, bool selected)
{
    if (g->nchips == MAX_CHIPS)
        return NULL;
    Chip *c = &g->chips[g->nchips++];
    memset(c, 0, sizeof *c);
    c->row = row;
    c->value = value;
    snprintf(c->label, sizeof c->label, "%s", label);
    c->selected = selected;
    return c;
}

static Label *add_label(NewGame *g, SDL_Rect r, const char *text, bool heading)
{
    if (g->nlabels == MAX_LABELS)
        return NULL;
    Label *l = &g->labels[g->nlabels++];
    memset(l, 0, sizeof *l);
    l->r = r;
    l->heading = heading;
    l->option = -1;
    snprintf(l->text, sizeof l->text, "%s", text);
    return l;
}

/* Lays the chips added since `first` in a row from x at y, each at least
 * min_w wide; with equal set, all as wide as the widest label asks, or
 * sharing the row equally when it is short. The labels of a row are
 * written in one size. */
static void row_chips(Eng *e, NewGame *g, int first, int x, int y, int h, int min_w, int max_x,
                      bool equal)
{
    int gap = eng_px(e, 8), px = eng_px(e, 16), pad = eng_px(e, 24);
    int n = g->nchips - first, widest = min_w;
    for (int i = first; i < g->nchips; i++) {
        int w = eng_text_width(e, FONT_BOLD, px, g->chips[i].label) + pad;
        if (w > widest)
            widest = w;
    }
    if (equal && n > 0 && n * widest + (n - 1) * gap > max_x - x) {
        widest = (max_x - x - (n - 1) * gap) / n;
        min_w = widest; /* sharing the row, the least width gives way */
    }
    int least = px;
    for (int i = first; i < g->nchips; i++) {
        Chip *c = &g->chips[i];
        int w = equal ? widest : eng_text_width(e, FONT_BOLD, px, c->label) + pad;
        if (w < min_w)
            w = min_w;
        if (x + w > max_x)
            w = max_x - x;
        c->r = (SDL_Rect){x, y, w, h};
        int fit = scene_chip_px(e, c->r, c->label);
        if (fit < least)
            least = fit;
        x += w + gap;
    }
    for (int i = first; i < g->nchips; i++)
        g->chips[i].px = least;
}

/* The chips of option o from x at y, h high, up to max_x; with equal set,
 * all of one width, sharing the row when it is short. */
static void option_chips(NewGame *g, Eng *e, const OptionDef *od, int o, int x, int y, int h,
                         int max_x, bool equal)
{
    int first = g->nchips;
    if (od->type == OPT_CHOICE) {
        for (int k = 0; od->choices[k]; k++) {
            char v[96];
            option_word(v, sizeof v, od->choices[k]);
            add_chip(g, ROW_OPTION + o, k, v, g->opt[o] == k);
        }
    } else if (od->type == OPT_BOOL) {
        /* TRANSLATORS: an option or a setting turned off or on (short
           chips). */
        add_chip(g, ROW_OPTION + o, 0, _("Off"), g->opt[o] == 0);
        add_chip(g, ROW_OPTION + o, 1, _("On"), g->opt[o] == 1);
    } else {
        for (int v = od->min; v <= od->max && v - od->min < 10; v++) {
            char buf[16];
            snprintf(buf, sizeof buf, "%d", v);
            add_chip(g, ROW_OPTION + o, v, buf, g->opt[o] == v);
        }
    }
    row_chips(e, g, first, x, y, h, eng_px(e, 70), max_x, equal);
    for (int i = first; i < g->nchips; i++)
        g->chips[i].idle = option_idle(g, od);
}

/* The options from y down to bottom, between x and max_x: each its name,
 * its chips under it and its help under them when all of that fits;
 * otherwise a row each, its name then its chips, with the help box under
 * them all. */
static void layout_options(NewGame *g, Eng *e, const GameDef *def, int x, int y, int max_x,
                           int bottom)
{
    int help_px = eng_px(e, 14), w = max_x - x, n = def->n_options;
    /* the name above the chips and the help under them lie clear of the
     * focus ring round them */
    int full_h = eng_px(e, 34), ring_gap = eng_focus_ring_width(e) + 1;
    char help[GAME_MAX_OPTIONS][HELP_LEN];
    int full = 0, tallest_help = 0;
    for (int o = 0; o < n; o++) {
        help[o][0] = 0;
        if (def->options[o].help) {
            snprintf(help[o], sizeof help[o], "%s", _(def->options[o].help));
            scene_plain_text(help[o]);
        }
        if (option_idle(g, &def->options[o])) {
            size_t used = strlen(help[o]);
            /* TRANSLATORS: after an option's help in New game, when the
               option makes no difference for the players chosen; %d is
               their number (2 or more). */
            snprintf(help[o] + used, sizeof help[o] - used, _(" (changes nothing with %d players)"),
                     g->players);
        }
        int hh = help[o][0] ? eng_text_height_wrapped(e, FONT_REGULAR, help_px, help[o], w) : 0;
        if (hh > tallest_help)
            tallest_help = hh;
        full += eng_px(e, 24) + ring_gap +
                (hh ? full_h + ring_gap + hh + eng_px(e, 10) : eng_px(e, 40));
    }
    g->help_box = (SDL_Rect){0, 0, 0, 0};
    if (full <= bottom - y) {
        for (int o = 0; o < n; o++) {
            const OptionDef *od = &def->options[o];
            char name[128];
            option_name(name, sizeof name, od);
            Label *l = add_label(g, (SDL_Rect){x, y, w, eng_px(e, 24)}, name, false);
            if (l)
                l->idle = option_idle(g, od);
            y += eng_px(e, 24) + ring_gap;
            option_chips(g, e, od, o, x, y, full_h, max_x, false);
            if (l && help[o][0]) {
                l->option = o;
                memcpy(l->help, help[o], HELP_LEN);
                l->help_y = y + full_h + ring_gap;
                y = l->help_y + eng_text_height_wrapped(e, FONT_REGULAR, help_px, l->help, w) +
                    eng_px(e, 10);
            } else {
                y += eng_px(e, 40);
            }
        }
        return;
    }
    int box_h = tallest_help + eng_px(e, 8);
    int row_h = n > 0 ? (bottom - y - box_h - eng_px(e, 8)) / n : 0;
    if (row_h > eng_px(e, 46))
        row_h = eng_px(e, 46);
    int chip_h = row_h - eng_px(e, 8);
    /* the names share one column, as wide as the longest asks, up to
     * half the row */
    int name_w = 0, gap = eng_px(e, 12);
    for (int o = 0; o < n; o++) {
        char name[128];
        option_name(name, sizeof name, &def->options[o]);
        int nw = eng_text_width(e, FONT_REGULAR, eng_px(e, 17), name);
        if (nw > name_w)
            name_w = nw;
    }
    if (name_w > w / 2)
        name_w = w / 2;
    for (int o = 0; o < n; o++) {
        const OptionDef *od = &def->options[o];
        char name[128];
        option_name(name, sizeof name, od);
        Label *l = add_label(g, (SDL_Rect){x, y, name_w, row_h}, name, false);
        if (l) {
            l->px = eng_text_fit(e, FONT_REGULAR, eng_px(e, 17), name, name_w);
            l->option = o;
            l->help_y = -1;
            l->idle = option_idle(g, od);
            memcpy(l->help, help[o], HELP_LEN);
        }
        option_chips(g, e, od, o, x + name_w + gap, y + (row_h - chip_h) / 2, chip_h, max_x, true);
        y += row_h;
    }
    g->help_box = (SDL_Rect){x, y + eng_px(e, 8), w, box_h};
    if (g->help_option < 0 || g->help_option >= n)
        g->help_option = 0;
}

static void ng_layout(Scene *s, Eng *e)
{
    NewGame *g = (NewGame *)s;
    const GameDef *def = cur(g);
    g->nchips = g->nlabels = 0;
    int margin = eng_px(e, 40), gap = eng_px(e, 24);
    int top = eng_px(e, 100), bottom = e->h - eng_px(e, 110);
    /* A message takes its room above the buttons: the panels end higher. */
    g->message_h = g->message[0] ? eng_text_height_wrapped(e, FONT_BOLD, eng_px(e, 17), g->message,
                                                           e->w * 9 / 10)
                                 : 0;
    if (g->message_h)
        bottom -= g->message_h + eng_px(e, 8);
    int total_w = e->w - 2 * margin;
    if (total_w > eng_px(e, 1200))
        total_w = eng_px(e, 1200);
    int lw = total_w * 66 / 100;
    int x0 = (e->w - total_w) / 2;
    g->left = (SDL_Rect){x0, top, lw, bottom - top};
    g->right = (SDL_Rect){x0 + lw + gap, top, total_w - lw - gap, bottom - top};
    g->heading_y = eng_px(e, 52);

    int pad = eng_px(e, 20), row_h = eng_px(e, 50), chip_h = eng_px(e, 38);
    int label_w = eng_px(e, 120);
    int x = g->left.x + pad, y = g->left.y + pad, max_x = g->left.x + g->left.w - pad;
    /* Game */
    add_label(g, (SDL_Rect){x, y, label_w, chip_h}, _("Game"), false);
    int first = g->nchips;
    for (int i = 0; i < g->ngames; i++)
        add_chip(g, ROW_GAME, i, g->games[i]->name, i == g->game);
    row_chips(e, g, first, x + label_w, y, chip_h, eng_px(e, 120), max_x, false);
    y += row_h;
    /* Players */
    add_label(g, (SDL_Rect){x, y, label_w, chip_h}, _("Players"), false);
    first = g->nchips;
    for (int n = def->min_players; n <= def->max_players; n++) {
        char buf[8];
        snprintf(buf, sizeof buf, "%d", n);
        add_chip(g, ROW_PLAYERS, n, buf, n == g->players);
    }
    row_chips(e, g, first, x + label_w, y, chip_h, eng_px(e, 52), max_x, true);
    y += row_h + eng_px(e, 6);
    /* Seats */
    add_label(g, (SDL_Rect){x, y, max_x - x, chip_h}, _("Seats"), true);
    y += eng_px(e, 40);
    int field_w = eng_px(e, 190); /* a name field, room for the four seat kinds after it */
    int avail = (g->left.y + g->left.h - pad) - y;
    int seat_h = avail / (g->players > 0 ? g->players : 1);
    if (seat_h > row_h)
        seat_h = row_h;
    int sh = seat_h - eng_px(e, 8);
    for (int p = 0; p < g->players; p++) {
        char buf[64];
        /* TRANSLATORS: the label of a seat's row in New game; %d is its
           number. */
        snprintf(buf, sizeof buf, _("Seat %d"), p + 1);
        add_label(g, (SDL_Rect){x, y, label_w, sh}, buf, false);
        g->field[p] = (SDL_Rect){x + label_w, y, field_w, sh};
        first = g->nchips;
        for (int k = 0; k < SEAT_KINDS; k++)
            add_chip(g, ROW_SEAT + p, k, _(kind_labels[k]), g->kind[p] == k);
        row_chips(e, g, first, x + label_w + field_w + eng_px(e, 12), y, sh, eng_px(e, 72), max_x,
                  true);
        y += seat_h;
    }
    /* Options */
    x = g->right.x + pad;
    y = g->right.y + pad;
    max_x = g->right.x + g->right.w - pad;
    add_label(g, (SDL_Rect){x, y, max_x - x, chip_h}, _("Options"), true);
    y += eng_px(e, 44);
    layout_options(g, e, def, x, y, max_x, g->right.y + g->right.h - pad);
    if (def->n_options == 0)
        add_label(g, (SDL_Rect){x, y, max_x - x, eng_px(e, 24)}, _("This game has none."), false);

    int bw = eng_px(e, 220), bh = eng_px(e, 56);
    scene_buttons_fit(e, g->b, g->nb, e->w / 2, e->h - eng_px(e, 90), bw, bh, eng_px(e, 24),
                      e->w - 2 * eng_px(e, 40));

    /* Tab goes down the left panel, then the options, then the buttons */
    eng_targets_clear(e);
    for (int i = 0; i < g->nchips; i++) {
        int row = g->chips[i].row;
        eng_target_group(e, row >= ROW_OPTION && row < ROW_SEAT);
        eng_target_add(e, T_CHOICE, row, g->chips[i].value, g->chips[i].r);
        /* an idle chip, pointed at, shows its help; the keys pass it by */
        eng_target_flags(e, (g->chips[i].selected ? ENG_TARGET_CHOSEN : 0u) |
                                (g->chips[i].idle ? ENG_TARGET_NOFOCUS : 0u));
    }
    eng_target_group(e, 0);
    for (int p = 0; p < g->players; p++)
        eng_target_add(e, T_FIELD, p, 0, g->field[p]);
    eng_target_group(e, 2);
    scene_buttons_targets(e, g->b, g->nb);
}

static void ng_draw(Scene *s, Eng *e)
{
    NewGame *g = (NewGame *)s;
    eng_draw_table(e);
    scene_heading(e, g->defaults ? _("Defaults for a new game") : _("New game"), e->w / 2,
                  g->heading_y, eng_px(e, 44));
    eng_panel(e, g->left, eng_px(e, 14), 150);
    eng_panel(e, g->right, eng_px(e, 14), 150);
    /* in the help box: the option pointed at or focused, else the last */
    const EngTarget *at = e->hover.kind == T_CHOICE ? &e->hover : eng_focus_get(e);
    if (at && at->kind == T_CHOICE && at->a >= ROW_OPTION && at->a < ROW_SEAT)
        g->help_option = at->a - ROW_OPTION;
    for (int i = 0; i < g->nlabels; i++) {
        const Label *l = &g->labels[i];
        bool boxed = g->help_box.w > 0 && l->help_y < 0, lit = boxed && l->option == g->help_option;
        int px = l->px ? l->px : l->heading ? eng_px(e, 22) : eng_px(e, 17);
        eng_text(e, l->heading ? FONT_BOLD : FONT_REGULAR, px,
                 l->heading || lit ? ENG_GOLD
                 : l->idle         ? ENG_MUTED
                                   : ENG_WHITE,
                 l->text, l->r.x, l->r.y + l->r.h / 2, ALIGN_LEFT | ALIGN_MIDDLE);
        if (l->help[0] && !boxed)
            eng_text_wrapped(e, FONT_REGULAR, eng_px(e, 14), ENG_MUTED, l->help, l->r.x, l->help_y,
                             l->r.w, ALIGN_LEFT);
        else if (l->help[0] && lit)
            eng_text_wrapped(e, FONT_REGULAR, eng_px(e, 14), ENG_MUTED, l->help, g->help_box.x,
                             g->help_box.y, g->help_box.w, ALIGN_LEFT);
    }
    for (int i = 0; i < g->nchips; i++) {
        const Chip *c = &g->chips[i];
        scene_chip_sized(e, c->r, c->label, c->selected,
                         !c->idle && eng_hovered(e, T_CHOICE, c->row, c->value), c->px);
        if (c->idle) /* shown as set, dimmed: it cannot be changed now */
            eng_round_rect(e, c->r, c->r.h / 3, (SDL_Color){14, 38, 26, 150},
                           (SDL_Color){14, 38, 26, 150});
    }
    for (int p = 0; p < g->players; p++) {
        char shown[SAVE_NAME_LEN + SDL_TEXTEDITINGEVENT_TEXT_SIZE];
        snprintf(shown, sizeof shown, "%s%s", g->name[p], g->editing == p ? g->composing : "");
        scene_field(e, g->field[p], shown, g->editing == p, g->whole && !g->composing[0],
                    eng_hovered(e, T_FIELD, p, 0));
    }
    scene_buttons_draw(e, g->b, g->nb);
    if (g->message[0])
        eng_text_wrapped(e, FONT_BOLD, eng_px(e, 17), ENG_RED, g->message, e->w / 2,
                         g->left.y + g->left.h + eng_px(e, 10), e->w * 9 / 10, ALIGN_CENTER);
}

/* These choices are the next game's defaults (settings.json). */
static void commit_defaults(NewGame *g, Eng *e)
{
    const GameDef *def = cur(g);
    GameDefaults *d = &e->settings.game[g->game_index[g->game]];
    d->players = g->players;
    for (int p = 0; p < GAME_MAX_SEATS; p++) {
        d->seat_kind[p] = g->kind[p];
        snprintf(e->settings.names[p], SAVE_NAME_LEN, "%s", g->name[p]);
    }
    for (int o = 0; o < def->n_options; o++)
        d->opt[o] = g->opt[o];
    eng_settings_save(e);
}

static void stop_editing(NewGame *g, Eng *e)
{
    if (g->editing < 0)
        return;
    if (save_name_blank(g->name[g->editing])) /* emptied, or only spaces typed */
        snprintf(g->name[g->editing], SAVE_NAME_LEN, _("Player %d"), g->editing + 1);
    g->editing = -1;
    g->whole = false;
    g->composing[0] = 0;
    SDL_StopTextInput();
    if (g->defaults)
        commit_defaults(g, e);
}

static uint64_t fresh_seed(void)
{
    const char *env = getenv("UPDOWN_SEED");
    if (env && *env)
        return strtoull(env, NULL, 10);
    uint64_t s = (uint64_t)time(NULL) ^ SDL_GetPerformanceCounter() * 0x9e3779b97f4a7c15ULL;
    return s ? s : 1;
}

static void start(NewGame *g, Eng *e);

/* The message written into g->message shows: the panels make room for it. */
static void tell(NewGame *g, Eng *e)
{
    ng_layout(&g->base, e);
    eng_redraw(e);
}

/* The tutorial offered and declined: the game begins. */
static void start_declined(void *ctx, Eng *e) { start(ctx, e); }

static void start(NewGame *g, Eng *e)
{
    stop_editing(g, e);
    const GameDef *def = cur(g);
    bool human = false;
    for (int p = 0; p < g->players; p++)
        human |= g->kind[p] == SEAT_HUMAN;
    if (!human) {
        snprintf(g->message, sizeof g->message, "%s",
                 _("At least one seat must be a human player: the table shows a player's view."));
        tell(g, e);
        return;
    }
    /* The next New game opens with this game. */
    e->settings.last_game = g->game_index[g->game];
    /* The first game of a title offers its tutorial, once. */
    GameDefaults *d = &e->settings.game[g->game_index[g->game]];
    if (!d->tutorial_offered && scene_has_tutorial(def)) {
        d->tutorial_offered = true;
        commit_defaults(g, e);
        eng_push(e, scene_tutorial_offer_new(e, def, start_declined, g));
        return;
    }
    GameConfig cfg;
    game_config_default(def, g->players, fresh_seed(), &cfg);
    cfg.players = g->players;
    for (int o = 0; o < def->n_options; o++)
        cfg.opt[o] = g->opt[o];
    SeatInfo seats[GAME_MAX_SEATS];
    memset(seats, 0, sizeof seats);
    int humans = 0;
    for (int p = 0; p < g->players; p++)
        humans += g->kind[p] == SEAT_HUMAN;
    for (int p = 0; p < GAME_MAX_SEATS; p++) {
        seats[p].kind = g->kind[p];
        snprintf(seats[p].name, SAVE_NAME_LEN, "%s", g->name[p]);
        /* Players sharing the screen are not each "You": the pass screen
         * would say "Pass the screen to You". The name kept for the next
         * game stays "You". */
        if (save_name_blank(g->name[p]) ||
            (humans > 1 && g->kind[p] == SEAT_HUMAN && scene_name_is_you(g->name[p])))
            snprintf(seats[p].name, SAVE_NAME_LEN, _("Player %d"), p + 1);
    }
    char err[GAME_ERR_LEN];
    Match *m = scene_match_new(def, &cfg, seats, err, sizeof err);
    if (!m) {
        snprintf(g->message, sizeof g->message, "%s", err);
        scene_plain_text(g->message);
        tell(g, e);
        return;
    }
    commit_defaults(g, e);
    if (e->data_dir[0])
        store_new_save_path(e->data_dir, def->id, m->save_path, sizeof m->save_path);
    if (!e->data_dir[0])
        snprintf(m->save_error, sizeof m->save_error, "%s",
                 _("This game is not being saved: Updown has no folder for its data."));
    scene_match_autosave(m);
    Scene *table = scene_table_new(e, m);
    if (!table) {
        scene_match_free(m);
        /* TRANSLATORS: %s is a game's title. */
        snprintf(g->message, sizeof g->message, _("The window cannot show %s yet."), def->name);
        tell(g, e);
        return;
    }
    eng_reset_to(e, table);
}

static void choose(NewGame *g, Eng *e, int row, int value)
{
    if (row == ROW_GAME && value >= 0 && value < g->ngames && value != g->game) {
        g->game = value;
        load_defaults(g, e);
    } else if (row == ROW_PLAYERS) {
        g->players = value;
    } else if (row >= ROW_OPTION && row < ROW_SEAT) {
        if (option_idle(g, &cur(g)->options[row - ROW_OPTION]))
            return; /* shown, not to be set */
        g->opt[row - ROW_OPTION] = value;
    } else if (row >= ROW_SEAT && row < ROW_SEAT + GAME_MAX_SEATS) {
        g->kind[row - ROW_SEAT] = value;
    }
    if (g->defaults && row == ROW_GAME) {
        /* The game chosen here is the one the next New game opens with. */
        e->settings.last_game = g->game_index[g->game];
        eng_settings_save(e);
    } else if (g->defaults) {
        commit_defaults(g, e);
    }
    g->message[0] = 0;
    ng_layout(&g->base, e);
    eng_redraw(e);
}

/* Text typed or pasted added to a name: up to its first line break, a tab
 * as a space, without control characters, as much of it as fits in whole
 * characters. */
static void append_text(char *n, const char *text)
{
    size_t len = strlen(n);
    for (const char *p = text; *p && *p != '\n' && *p != '\r';) {
        const char *c = p;
        uint32_t u = utf8_next(&p);
        size_t k = (size_t)(p - c);
        if (u == '\t')
            c = " "; /* words copied from a table stay apart */
        else if (u < 0x20 || (u >= 0x7f && u < 0xa0) || u == 0xfffd)
            continue; /* a control, a byte that is not UTF-8 */
        if (len + k >= SAVE_NAME_LEN)
            break;
        memcpy(n + len, c, k);
        n[len += k] = 0;
    }
}

/* The clipboard's text added to the name being typed (over it while it is
 * selected whole). */
static void paste(NewGame *g, char *n)
{
    char *clip = SDL_HasClipboardText() ? SDL_GetClipboardText() : NULL;
    if (clip && clip[0]) {
        if (g->whole)
            n[0] = 0, g->whole = false;
        append_text(n, clip);
    }
    SDL_free(clip);
}

static void ng_event(Scene *s, Eng *e, const SDL_Event *ev)
{
    NewGame *g = (NewGame *)s;
    EngTarget t;
    if (eng_clicked(e, ev, &t)) {
        if (t.kind != T_FIELD)
            stop_editing(g, e);
        if (t.kind == T_CHOICE)
            choose(g, e, t.a, t.b);
        else if (t.kind == T_FIELD && t.a == g->editing)
            g->whole = false; /* a second click: the caret after the name */
        else if (t.kind == T_FIELD) {
            stop_editing(g, e);
            g->editing = t.a;
            g->whole = true; /* a new name replaces the default at once */
            SDL_SetTextInputRect(&g->field[t.a]);
            SDL_StartTextInput();
        } else if (t.kind == T_BUTTON && t.a == B_START)
            start(g, e);
        else if (t.kind == T_BUTTON && t.a == B_BACK) {
            stop_editing(g, e);
            eng_pop(e);
        }
        eng_redraw(e);
        return;
    }
    if (ev->type == SDL_MOUSEBUTTONUP) {
        const EngTarget *at = eng_target_at(e, ev->button.x, ev->button.y);
        if (!at || at->kind != T_FIELD) {
            stop_editing(g, e);
            eng_redraw(e);
        }
        return;
    }
    if (ev->type == SDL_TEXTEDITING && g->editing >= 0) {
        /* an input method's composition, shown in the field until it is
         * committed as SDL_TEXTINPUT */
        snprintf(g->composing, sizeof g->composing, "%s", ev->edit.text);
        if (g->composing[0] && g->whole) /* typing over the selected name */
            g->name[g->editing][0] = 0, g->whole = false;
        eng_redraw(e);
        return;
    }
    if (ev->type == SDL_TEXTINPUT && g->editing >= 0) {
        g->composing[0] = 0;
        char *n = g->name[g->editing];
        if (g->whole)
            n[0] = 0, g->whole = false;
        append_text(n, ev->text.text); /* an input method's long word: what fits */
        eng_redraw(e);
        return;
    }
    if (ev->type != SDL_KEYDOWN)
        return;
    SDL_Keycode k = ev->key.keysym.sym;
    if (g->editing >= 0) {
        if (g->composing[0]) /* the input method's own keys */
            return;
        char *n = g->name[g->editing];
        size_t len = strlen(n);
        if ((k == SDLK_BACKSPACE || k == SDLK_DELETE) && g->whole) {
            n[0] = 0; /* the selected name */
            g->whole = false;
        } else if (k == SDLK_BACKSPACE && len > 0) {
            do /* one UTF-8 character */
                len--;
            while (len > 0 && ((unsigned char)n[len] & 0xc0) == 0x80);
            n[len] = 0;
        } else if ((k == SDLK_v && (ev->key.keysym.mod & KMOD_CTRL)) ||
                   (k == SDLK_INSERT && (ev->key.keysym.mod & KMOD_SHIFT))) {
            paste(g, n);
        } else if (k == SDLK_LEFT || k == SDLK_RIGHT || k == SDLK_HOME || k == SDLK_END) {
            g->whole = false; /* the caret after the name, to add to it */
        } else if (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_TAB || k == SDLK_ESCAPE) {
            stop_editing(g, e);
        }
        eng_redraw(e);
        return;
    }
    if (k == SDLK_ESCAPE || (g->defaults && (k == SDLK_RETURN || k == SDLK_KP_ENTER)))
        eng_pop(e);
    else if (k == SDLK_RETURN || k == SDLK_KP_ENTER)
        start(g, e);
}

static bool ng_update(Scene *s, Eng *e)
{
    (void)s;
    (void)e;
    return false;
}

static void ng_destroy(Scene *s)
{
    NewGame *g = (NewGame *)s;
    if (g->editing >= 0)
        SDL_StopTextInput();
    free(s);
}

/* While a name is typed, every key is the name's. */
static unsigned ng_keys(Scene *s, Eng *e)
{
    (void)e;
    return ((NewGame *)s)->editing >= 0 ? ENG_KEYS_TEXT : 0;
}

static const SceneVT ng_vt = {
    .name = "new game",
    .event = ng_event,
    .update = ng_update,
    .draw = ng_draw,
    .layout = ng_layout,
    .destroy = ng_destroy,
    .own_keys = ng_keys,
};

static Scene *newgame(Eng *e, bool defaults)
{
    NewGame *g = calloc(1, sizeof *g);
    if (!g)
        abort();
    g->base.vt = &ng_vt;
    g->editing = -1;
    for (int i = 0; i < game_count() && g->ngames < STORE_MAX_GAMES; i++)
        if (scene_has_table(game_at(i))) {
            g->game_index[g->ngames] = i;
            g->games[g->ngames++] = game_at(i);
        }
    for (int i = 0; i < g->ngames; i++) /* the game last started or chosen in the defaults */
        if (g->game_index[i] == e->settings.last_game)
            g->game = i;
    g->defaults = defaults;
    if (defaults) {
        g->b[0] = (SceneButton){B_BACK, _("Done"), BUTTON_PRIMARY, true, {0}};
        g->nb = 1;
    } else {
        g->b[0] = (SceneButton){B_BACK, _("Back"), BUTTON_NORMAL, true, {0}};
        g->b[1] = (SceneButton){B_START, _("Start"), BUTTON_PRIMARY, true, {0}};
        g->nb = 2;
    }
    if (g->ngames)
        load_defaults(g, e);
    return &g->base;
}

Scene *scene_newgame_new(Eng *e) { return newgame(e, false); }

Scene *scene_defaults_new(Eng *e) { return newgame(e, true); }
