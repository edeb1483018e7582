/* Every text a player reads stays readable: each table (every game at 2,
 * 3 and 4 players and at its most, in the middle of a game as the seat to
 * act, as a seat that waits, with an AI at the screen, and at the end, and
 * an Up & Down trick revealed frame by frame) and every menu, at 960x600,
 * 1280x800 and 3840x2160, drawn with the engine's text record on. No text
 * may leave the screen or the box its caller gave it (a button, a plate, a
 * slot), shrink below a readable size to fit, lie under a card drawn after
 * it, or overlap another text of its screen. Given a language ("ja", "de",
 * "fr"), every screen is drawn in it. With UPDOWN_TEST_SHOTS set,
 * each screen is kept as a PNG (only those whose names hold
 * UPDOWN_TEST_SHOTS_ONLY, when that is set too). */
#include "scene_util.h"

#include <sys/stat.h>

#include "eng_wrap.h"
#include "games.h"
#include "i18n.h"
#include "rng.h"
#include "table.h"
#include "tutorial.h"
#include "up_and_down.h"

static int checked;
static const char *lang = "en"; /* the language every screen speaks */

static bool overlap(SDL_Rect a, SDL_Rect b)
{
    /* a pixel's touch from rounding is no overlap */
    return a.x + 1 < b.x + b.w && b.x + 1 < a.x + a.w && a.y + 1 < b.y + b.h && b.y + 1 < a.y + a.h;
}

static bool inside(SDL_Rect r, SDL_Rect box)
{
    return r.x >= box.x && r.y >= box.y && r.x + r.w <= box.x + box.w && r.y + r.h <= box.y + box.h;
}

/* The length in bytes of the run of Latin letters at w: ASCII ones and the
 * accented ones of Latin-1 and Latin Extended-A and -B ("ä", "é", "ł"). */
static size_t latin_word_len(const char *w)
{
    const char *p = w;
    for (;;) {
        const char *q = p;
        uint32_t c = utf8_next(&q);
        bool ascii = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
        bool accented = c >= 0xC0 && c <= 0x24F && c != 0xD7 && c != 0xF7;
        if (!*p || !(ascii || accented))
            return (size_t)(p - w);
        p = q;
    }
}

/* Draws the screen with the record on and checks it. */
static void check_texts_moving(Eng *e, const char *what, const char *shot, bool moving);

static void check_texts(Eng *e, const char *what, const char *shot)
{
    check_texts_moving(e, what, shot, false);
}

/* moving: cards are on their way, and may pass over a text for a moment. */
static void check_texts_moving(Eng *e, const char *what, const char *shot, bool moving)
{
    e->record_texts = true;
    eng_texts_clear(e);
    eng_draw_now(e);
    e->record_texts = false;
    CHECK_MSG(e->ntexts_drawn > 0, "%s: no text drawn", what);
    CHECK_MSG(e->ntexts_drawn < ENG_MAX_TEXT_RECS, "%s: the record is full", what);
    SDL_Rect screen = {0, 0, e->w, e->h};
    for (int i = 0; i < e->ntexts_drawn; i++) {
        const EngTextRec *a = &e->texts_drawn[i];
        CHECK_MSG(inside(a->r, screen), "%s: '%s' at %d,%d %dx%d leaves the screen", what, a->text,
                  a->r.x, a->r.y, a->r.w, a->r.h);
        CHECK_MSG(a->px == 0 || a->px >= eng_px(e, 9), "%s: '%s' in %d px, too small to read", what,
                  a->text, a->px);
        CHECK_MSG(moving || !a->covered,
                  "%s: '%s' at %d,%d %dx%d lies under a card or a notice at %d,%d %dx%d", what,
                  a->text, a->r.x, a->r.y, a->r.w, a->r.h, a->card.x, a->card.y, a->card.w,
                  a->card.h);
        CHECK_MSG(a->box.w <= 0 || inside(a->r, a->box),
                  "%s: '%s' at %d,%d %dx%d leaves its box %d,%d %dx%d", what, a->text, a->r.x,
                  a->r.y, a->r.w, a->r.h, a->box.x, a->box.y, a->box.w, a->box.h);
        /* A text wrapped in a narrow box never breaks a word of Latin
         * letters, accented ones too (a name), across two lines. */
        for (const char *w = a->text; a->px > 0 && *w;) {
            size_t n = latin_word_len(w);
            if (n == 0) {
                w++;
                continue;
            }
            char word[128];
            snprintf(word, sizeof word, "%.*s", (int)n, w);
            CHECK_MSG(eng_text_width(e, a->font, a->px, word) <= a->r.w + 1,
                      "%s: '%s' breaks the word '%s' (a line %d px wide)", what, a->text, word,
                      a->r.w);
            w += n;
        }
        for (int j = i + 1; j < e->ntexts_drawn; j++) {
            const EngTextRec *b = &e->texts_drawn[j];
            if (a->layer == b->layer)
                CHECK_MSG(!overlap(a->r, b->r),
                          "%s: '%s' (%d,%d %dx%d) and '%s' (%d,%d %dx%d) overlap", what, a->text,
                          a->r.x, a->r.y, a->r.w, a->r.h, b->text, b->r.x, b->r.y, b->r.w, b->r.h);
        }
    }
    /* Labels that give a card or a count are whole, however small the
     * table: Up or Down?'s "Discard +N" on a column (room taken from the
     * score beside it), Up & Down's "yours: Q♥" on the player's own card
     * (the card alone on a small card), 3UP 3DOWN's "from the pile: 7 7"
     * under an opponent (a line of its own). A cut one is a text with an
     * ellipsis whose words before it hold the label's words, or end in
     * their beginning. */
    const char *whole[] = {_("Discard +%d"), _("yours: %s"), _("from the pile: %s")};
    for (int i = 0; i < e->ntexts_drawn; i++) {
        const char *t = e->texts_drawn[i].text, *cut = strstr(t, "\xe2\x80\xa6");
        for (size_t k = 0; cut && k < sizeof whole / sizeof whole[0]; k++) {
            char lead[64], kept[256];
            snprintf(lead, sizeof lead, "%.*s", (int)strcspn(whole[k], "%"), whole[k]);
            snprintf(kept, sizeof kept, "%.*s", (int)(cut - t), t);
            bool bad = lead[0] && strstr(kept, lead);
            for (const char *w = kept; *w && !bad; w++)
                if ((w == kept || w[-1] == ' ') && strlen(w) >= 4 && !strncmp(lead, w, strlen(w)))
                    bad = true;
            CHECK_MSG(!bad, "%s: '%s' is cut to '%s'", what, whole[k], t);
        }
    }
    checked++;
    char name[160];
    snprintf(name, sizeof name, "%s-%s-%dx%d", shot, lang, e->w, e->h);
    const char *only = getenv("UPDOWN_TEST_SHOTS_ONLY"); /* a part of the names to keep */
    if (!only || strstr(name, only))
        su_keep_shot(e, name);
}

/* Every box that holds texts (a button, the results' table) ends close
 * below its last text: a panel measured for more than it holds leaves a
 * gap, one measured for less lets its text out (check_texts). */
static void check_boxes_filled(Eng *e, const char *what)
{
    for (int i = 0; i < e->ntexts_drawn; i++) {
        SDL_Rect box = e->texts_drawn[i].box;
        bool first = box.w > 0;
        for (int j = 0; j < i && first; j++)
            first = !SDL_RectEquals(&e->texts_drawn[j].box, &box);
        if (!first) /* each box once */
            continue;
        int bottom = 0;
        for (int j = i; j < e->ntexts_drawn; j++) {
            const EngTextRec *t = &e->texts_drawn[j];
            if (SDL_RectEquals(&t->box, &box) && t->r.y + t->r.h > bottom)
                bottom = t->r.y + t->r.h;
        }
        CHECK_MSG(box.y + box.h - bottom <= eng_px(e, 48),
                  "%s: the box at %d,%d %dx%d ends %d px below its last text", what, box.x, box.y,
                  box.w, box.h, box.y + box.h - bottom);
    }
}

/* The hint's words leave what the hint lit in sight: the focus ring round
 * the card or button to play lies outside the notice. */
static void check_hint_clear(Eng *e, const char *what)
{
    const EngTarget *lit = eng_focus_get(e);
    CHECK_MSG(lit != NULL, "%s: the hint lit nothing", what);
    const char *toast = scene_table_toast(eng_top(e));
    for (int i = 0; lit && i < e->ntexts_drawn; i++) {
        const EngTextRec *t = &e->texts_drawn[i];
        if (strcmp(t->text, toast))
            continue;
        SDL_Rect ring = {lit->r.x - eng_px(e, 4), lit->r.y - eng_px(e, 4), lit->r.w + eng_px(e, 8),
                         lit->r.h + eng_px(e, 8)};
        CHECK_MSG(!overlap(t->r, ring),
                  "%s: the hint '%s' (%d,%d %dx%d) lies over what it lit (%d,%d %dx%d)", what,
                  t->text, t->r.x, t->r.y, t->r.w, t->r.h, lit->r.x, lit->r.y, lit->r.w, lit->r.h);
    }
}

/* The labels of a row of buttons h units high are drawn in a button's
 * usual size: the buttons grow with their labels rather than shrink them
 * (when the row fits the window). */
static void check_labels_sized(Eng *e, const char *what, const char *const *labels, int n, int h)
{
    int want = (int)(eng_px(e, h) * 0.42f) - 1;
    for (int k = 0; k < n; k++) {
        int px = 0;
        for (int i = 0; i < e->ntexts_drawn; i++)
            if (!strcmp(e->texts_drawn[i].text, labels[k]))
                px = e->texts_drawn[i].px;
        CHECK_MSG(px >= want, "%s: the button '%s' in %d px, not %d", what, labels[k], px, want);
    }
}

/* The seats: who is human and who is an AI, with a long name among them. */
enum { HUMANS, ONE_HUMAN, ALL_AI };

static Match *new_match(const GameDef *def, int players, uint64_t seed, int seats,
                        const char *option)
{
    GameConfig cfg;
    game_config_default(def, players, seed, &cfg);
    char err[GAME_ERR_LEN];
    if (option)
        CHECK(game_option_parse(def, option, &cfg, err, sizeof err));
    static const char *const names[] = {"Évangéline", "Bartholomäus Longname", "Cy",
                                        "Dora",       "Maximiliane",           "Fitz"};
    SeatInfo s[GAME_MAX_SEATS];
    memset(s, 0, sizeof s);
    for (int p = 0; p < GAME_MAX_SEATS; p++) {
        bool human = seats == HUMANS || (seats == ONE_HUMAN && p == 0);
        s[p].kind = human ? SEAT_HUMAN : p % 3 == 1 ? SEAT_HARD : SEAT_NORMAL;
        snprintf(s[p].name, SAVE_NAME_LEN, "%s", names[p]);
    }
    Match *m = scene_match_new(def, &cfg, s, err, sizeof err);
    CHECK_MSG(m != NULL, "%s: %s", def->id, err);
    return m;
}

/* Plays n random moves (all of them when n < 0). */
static void play_on(Match *m, int n, uint64_t seed)
{
    Rng rng;
    rng_seed(&rng, seed);
    Move legal[GAME_MAX_MOVES];
    char err[GAME_ERR_LEN];
    for (int i = 0; (n < 0 || i < n) && !scene_match_over(m); i++) {
        int k = m->def->legal_moves(m->sg.state, legal, GAME_MAX_MOVES);
        if (k <= 0 || !scene_match_play(m, &legal[rng_below(&rng, (uint32_t)k)], err, sizeof err))
            break;
    }
}

static void check_table(Eng *e, Match *m, int viewer, const char *what, const char *shot)
{
    scene_match_set_viewer(m, viewer);
    su_open_table(e, m);
    check_texts(e, what, shot);
}

/* Up & Down's rules of the trick, always in view in a small box, stay
 * at 12 units or more in every language (shorter translations were needed
 * for that, so a longer one fails here). */
static int leader_bars; /* labels of the leader's bar checked */

static void check_trick_rules(Eng *e, const Match *m, const char *what)
{
    const char *rules[3] = {_("Trump %s (any suit) beats every card"),
                            scene_match_is_human(m, m->viewer)
                                ? _("Only your suit %s or trump can win")
                                : _("Only %s or trump can win"), /* an AI's seat */
                            _("Equal values cancel each other")};
    su_draw_texts(e);
    for (int k = 0; k < 3; k++) {
        size_t head = strcspn(rules[k], "%"); /* the words before the value */
        int px = -1;
        for (int i = 0; i < e->ntexts_drawn; i++)
            if (!strncmp(e->texts_drawn[i].text, rules[k], head))
                px = e->texts_drawn[i].px;
        CHECK_MSG(px >= eng_px(e, 12), "%s: '%s' in %d px", what, rules[k], px);
    }
    /* The leader's flip and roll buttons: their labels take the room they
     * need from the suits' buttons. */
    for (int i = 0; i < e->ntexts_drawn; i++) {
        const EngTextRec *r = &e->texts_drawn[i];
        if (strncmp(r->text, "\xe2\x87\x85", 3) && strncmp(r->text, "\xe2\x9a\x84", 3))
            continue; /* not ⇅ nor ⚄ */
        leader_bars++;
        CHECK_MSG(r->px >= eng_px(e, 12), "%s: '%s' in %d px", what, r->text, r->px);
    }
    /* So do the lines of items under the players' names ("2 tricks ·
     * match 5 · 9 in hand · leads"): an item gives way rather than all
     * shrink. */
    for (int i = 0; i < e->ntexts_drawn; i++) {
        const EngTextRec *r = &e->texts_drawn[i];
        if (strstr(r->text, " \xc2\xb7 "))
            CHECK_MSG(r->px >= eng_px(e, 12), "%s: '%s' in %d px", what, r->text, r->px);
    }
}

/* Up or Down?'s column scores ("↑ 4", "• 1") under every seat's columns
 * are no smaller than the table's least label size. */
static void check_column_scores(Eng *e, const char *what)
{
    su_draw_texts(e);
    for (int i = 0; i < e->ntexts_drawn; i++) {
        const EngTextRec *r = &e->texts_drawn[i];
        if (strncmp(r->text, "\xe2\x86\x91 ", 4) && strncmp(r->text, "\xe2\x86\x93 ", 4) &&
            strncmp(r->text, "\xe2\x80\xa2 ", 4))
            continue; /* not ↑, ↓ nor • */
        CHECK_MSG(r->px >= eng_px(e, TABLE_LEAST_TEXT), "%s: '%s' in %d px", what, r->text, r->px);
    }
}

static void tables(Eng *e)
{
    for (int g = 0; g < game_count(); g++) {
        const GameDef *def = game_at(g);
        if (!scene_has_table(def))
            continue;
        int counts[4] = {2, 4, def->max_players, 3};
        for (int c = 0; c < 4; c++) {
            int players = counts[c];
            if (players > def->max_players || (c == 2 && players == counts[1]))
                continue;
            uint64_t seed = 1000u * (uint64_t)(g + 1) + (uint64_t)players;
            char what[160], shot[96];
            /* In the middle of a game, at a few moments: the seat to act
             * at the screen, a seat that waits, an AI at the screen. */
            static const int moments[] = {3, 6, 9, 14, 17, 26, 41, 58};
            for (int k = 0; k < (int)(sizeof moments / sizeof moments[0]); k++) {
                int seats = k % 3 == 0 ? HUMANS : k % 3 == 1 ? ONE_HUMAN : ALL_AI;
                Match *m = new_match(def, players, seed + (uint64_t)k, seats, NULL);
                if (!m)
                    continue;
                play_on(m, moments[k] * players / 2, seed);
                int to = scene_match_to_move(m);
                int viewer = seats == HUMANS && to >= 0      ? to
                             : seats == ONE_HUMAN && to == 0 ? 1
                                                             : 0;
                snprintf(what, sizeof what, "%s %d players after %d moves, seat %d at %dx%d",
                         def->id, players, m->sg.n_moves, viewer, e->w, e->h);
                snprintf(shot, sizeof shot, "%s-%dp-mid%d", def->id, players, k);
                check_table(e, m, viewer, what, shot);
                if (def == &uad_game && scene_match_to_move(m) >= 0)
                    check_trick_rules(e, m, what);
                if (def == &uod_game)
                    check_column_scores(e, what);
            }
            /* The options that write on the table: 3UP 3DOWN's direction
             * of play and match points, Up & Down's rounds, at 4 players. */
            static const struct {
                const char *game, *option;
            } shown[] = {{"3up-3down", "reverse_on_one=on"},
                         {"3up-3down", "points=on"},
                         {"up-and-down", "rounds=per-player"}};
            for (size_t o = 0; c == 1 && o < sizeof shown / sizeof shown[0]; o++) {
                if (strcmp(def->id, shown[o].game))
                    continue;
                Match *m = new_match(def, players, seed + 50 + o, ONE_HUMAN, shown[o].option);
                if (!m)
                    continue;
                play_on(m, 21 + 7 * (int)o, seed);
                snprintf(what, sizeof what, "%s %d players with %s after %d moves at %dx%d",
                         def->id, players, shown[o].option, m->sg.n_moves, e->w, e->h);
                snprintf(shot, sizeof shot, "%s-%dp-option%zu", def->id, players, o);
                check_table(e, m, 0, what, shot);
                if (def == &uad_game && scene_match_to_move(m) >= 0)
                    check_trick_rules(e, m, what);
            }
            /* At the end, the table as the last move left it, and the
             * results. */
            Match *m = new_match(def, players, seed, ONE_HUMAN, NULL);
            if (!m)
                continue;
            play_on(m, -1, seed);
            snprintf(what, sizeof what, "%s %d players at the end, %dx%d", def->id, players, e->w,
                     e->h);
            snprintf(shot, sizeof shot, "%s-%dp-end", def->id, players);
            check_table(e, m, 0, what, shot);
            /* the log scrolled back: its label beside the heading */
            su_key(e, SDLK_PAGEUP);
            CHECK_MSG(su_shows(e, _("scrolled back: wheel down")), "%s: Page Up scrolls the log",
                      what);
            snprintf(what, sizeof what, "%s %d players at the end, the log scrolled back, %dx%d",
                     def->id, players, e->w, e->h);
            snprintf(shot, sizeof shot, "%s-%dp-end-back", def->id, players);
            check_texts(e, what, shot);
            m = new_match(def, players, seed, ONE_HUMAN, NULL);
            if (!m)
                continue;
            play_on(m, -1, seed);
            eng_reset_to(e, scene_results_new(e, m));
            eng_apply_stack(e);
            snprintf(what, sizeof what, "%s %d players, results at %dx%d", def->id, players, e->w,
                     e->h);
            snprintf(shot, sizeof shot, "%s-%dp-results", def->id, players);
            check_texts(e, what, shot);
            check_boxes_filled(e, what);
            const char *buttons[] = {_("Play again"), _("Review"), _("Title")};
            check_labels_sized(e, what, buttons, 3, 56);
        }
    }
}

/* A click without an event loop: the press as the loop records it, then
 * the release given to the scene. */
static bool click_b(Eng *e, int kind, int a, int b)
{
    SDL_Rect r;
    if (!eng_target_find(e, kind, a, b, &r))
        return false;
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_MOUSEBUTTONUP;
    ev.button.button = SDL_BUTTON_LEFT;
    ev.button.x = r.x + r.w / 2;
    ev.button.y = r.y + r.h / 2;
    const EngTarget *t = eng_target_at(e, ev.button.x, ev.button.y);
    e->pressed = t ? *t : (EngTarget){0};
    eng_top(e)->vt->event(eng_top(e), e, &ev);
    return true;
}

static bool click(Eng *e, int kind, int a) { return click_b(e, kind, a, 0); }

/* Up & Down: a trick revealed step by step as the seat that lays its last
 * card sees it (R-UAD-6), and the new leader's bar after it: every frame
 * keeps its texts apart and in their boxes (the reveal's words in the free
 * square around the board, never over the cards being shown). */
static void uad_reveal(Eng *e, int players, uint64_t seed)
{
    const GameDef *def = game_find("up-and-down");
    for (int trick = 0; trick < 4; trick++) {
        Match *m = new_match(def, players, seed + (uint64_t)trick, HUMANS, NULL);
        if (!m)
            return;
        play_on(m, trick * (players + 1), seed);
        /* on to the last card of a trick */
        for (int i = 0; i < 200 && !scene_match_over(m); i++) {
            const UadState *s = m->sg.state;
            int laid = 0;
            for (int p = 0; p < players; p++)
                laid += s->chose[p];
            if (s->phase == UAD_PHASE_CHOOSE && laid == players - 1)
                break;
            play_on(m, 1, seed + (uint64_t)i);
        }
        if (scene_match_over(m)) {
            scene_match_free(m);
            continue;
        }
        scene_match_set_viewer(m, scene_match_to_move(m));
        su_open_table(e, m);
        Move legal[GAME_MAX_MOVES];
        CHECK(def->legal_moves(m->view, legal, GAME_MAX_MOVES) > 0);
        e->settings.anim_speed = 100;
        CHECK(click(e, T_HAND, legal[0].arg[0]));
        bool moving = true;
        for (int f = 0; f < 40 && moving; f++) {
            e->now += 0.15;
            Scene *top = eng_top(e);
            moving = top->vt->update(top, e);
            char what[160], shot[96];
            snprintf(what, sizeof what,
                     "up-and-down %d players, a trick revealed, frame %d at %dx%d", players, f,
                     e->w, e->h);
            snprintf(shot, sizeof shot, "up-and-down-%dp-reveal%d-%02d", players, trick, f);
            check_texts_moving(e, what, shot, true);
        }
        e->settings.anim_speed = 0;
    }
}

/* A few saves for Load game and Statistics to list. */
static void make_saves(const char *dir)
{
    char saves[256];
    snprintf(saves, sizeof saves, "%s/saves", dir);
    mkdir(saves, 0755);
    for (int g = 0; g < game_count(); g++) {
        const GameDef *def = game_at(g);
        Match *m = new_match(def, def->max_players, 77 + (uint64_t)g, ONE_HUMAN, NULL);
        if (!m)
            continue;
        play_on(m, 9 * (g + 1), 5);
        snprintf(m->save_path, sizeof m->save_path, "%s/2024010%d-120000-%s.json", saves, g + 1,
                 def->id);
        CHECK(scene_match_autosave(m));
        scene_match_free(m);
    }
}

static void menus(Eng *e)
{
    char what[160];
    static const struct {
        const char *name;
        Scene *(*make)(Eng *e);
    } scenes[] = {{"title", scene_title_new},       {"new-game", scene_newgame_new},
                  {"defaults", scene_defaults_new}, {"load", scene_saves_new},
                  {"settings", scene_settings_new}, {"stats", scene_stats_new}};
    for (size_t k = 0; k < sizeof scenes / sizeof scenes[0]; k++) {
        eng_reset_to(e, scenes[k].make(e));
        eng_apply_stack(e);
        snprintf(what, sizeof what, "%s at %dx%d", scenes[k].name, e->w, e->h);
        check_texts(e, what, scenes[k].name);
        su_check_texts_clear(e, what);
        su_check_rings(e, what);
        if (!strcmp(scenes[k].name, "load")) {
            const char *buttons[] = {_("Back"), _("Delete"), _("Export a copy"), _("Load")};
            check_labels_sized(e, what, buttons, 4, 56);
        } else if (!strcmp(scenes[k].name, "new-game")) {
            const char *buttons[] = {_("Back"), _("Start")};
            check_labels_sized(e, what, buttons, 2, 56);
        }
    }
    for (int g = 0; g < game_count(); g++) {
        const GameDef *def = game_at(g);
        /* New game with this game chosen: its options, their names, chips
         * and help */
        eng_reset_to(e, scene_newgame_new(e));
        eng_apply_stack(e);
        CHECK_MSG(click_b(e, T_CHOICE, ROW_GAME, g), "no chip for %s in New game", def->id);
        eng_apply_stack(e);
        snprintf(what, sizeof what, "New game of %s at %dx%d", def->id, e->w, e->h);
        char shot[64];
        snprintf(shot, sizeof shot, "new-game-%s", def->id);
        check_texts(e, what, shot);
        su_check_texts_clear(e, what);
        su_check_rings(e, what);
        /* started with no human seat: the sentence why, clear of the rest */
        CHECK(click_b(e, T_CHOICE, ROW_PLAYERS, def->max_players));
        CHECK(click_b(e, T_CHOICE, ROW_SEAT, SEAT_NORMAL));
        CHECK(click(e, T_BUTTON, B_START));
        eng_apply_stack(e);
        snprintf(what, sizeof what, "New game of %s with no human at %dx%d", def->id, e->w, e->h);
        snprintf(shot, sizeof shot, "new-game-no-human-%s", def->id);
        check_texts(e, what, shot);
        su_check_texts_clear(e, what);
        su_check_rings(e, what);
        eng_reset_to(e, scene_rules_new(e, def));
        eng_apply_stack(e);
        snprintf(what, sizeof what, "the rules of %s at %dx%d", def->id, e->w, e->h);
        snprintf(shot, sizeof shot, "rules-%s", def->id);
        check_texts(e, what, shot);
        const char *rules_buttons[] = {_("Back"), _("Play the tutorial")};
        check_labels_sized(e, what, rules_buttons, scene_has_tutorial(def) ? 2 : 1, 52);
        /* the pause menu and the pass screen over a table */
        Match *m = new_match(def, 3, 31, HUMANS, NULL);
        if (!m)
            continue;
        eng_reset_to(e, scene_table_new(e, m));
        eng_push(e, scene_pause_new(e, def));
        eng_apply_stack(e);
        snprintf(what, sizeof what, "the menu over %s at %dx%d", def->id, e->w, e->h);
        snprintf(shot, sizeof shot, "pause-%s", def->id);
        check_texts(e, what, shot);
        eng_pop(e);
        eng_push(e, scene_pass_new(e, NULL, "Bartholomäus Longname"));
        eng_apply_stack(e);
        snprintf(what, sizeof what, "the pass screen over %s at %dx%d", def->id, e->w, e->h);
        snprintf(shot, sizeof shot, "pass-%s", def->id);
        check_texts(e, what, shot);
        /* Its button grows with its label instead of shrinking the words:
         * they are in a button's usual size. */
        char ready[256];
        snprintf(ready, sizeof ready, _("I am %s: show my cards"), "Bartholomäus Longname");
        int ready_px = 0;
        for (int i = 0; i < e->ntexts_drawn; i++)
            if (!strcmp(e->texts_drawn[i].text, ready))
                ready_px = e->texts_drawn[i].px;
        CHECK_MSG(ready_px >= (int)(eng_px(e, 60) * 0.42f) - 1, "%s: '%s' in %d px", what, ready,
                  ready_px);
        /* a hint at the table, for the seat to act, at a few moments of
         * the game (a long one grows above the hand, over no words) */
        for (int at = 0; at <= 15; at += 5) {
            m = new_match(def, 3, 32, HUMANS, NULL);
            if (!m)
                break;
            play_on(m, at, 7);
            scene_match_set_viewer(m, scene_match_to_move(m));
            su_open_table(e, m);
            su_step(e);
            for (int k = 0; k < 4 && !strcmp(scene_name(eng_top(e)), "pass"); k++) {
                CHECK(click(e, T_BUTTON, B_READY)); /* the screen passed to the seat */
                eng_apply_stack(e);
                su_step(e);
            }
            CHECK_MSG(scene_is_table(eng_top(e)), "%s: no table for the hint but %s", def->id,
                      scene_name(eng_top(e)));
            su_key_direct(e, SDLK_h);
            CHECK_MSG(strlen(scene_table_toast(eng_top(e))) > 0, "%s: no hint shown", def->id);
            snprintf(what, sizeof what, "a hint at the table of %s after %d moves at %dx%d",
                     def->id, at, e->w, e->h);
            snprintf(shot, sizeof shot, "hint-%s-%d", def->id, at);
            check_texts(e, what, shot);
            check_hint_clear(e, what);
        }
        /* the review of a finished game of the most players, at its start
         * and a few moves on */
        m = new_match(def, def->max_players, 33, ONE_HUMAN, NULL); /* the narrowest panel */
        if (!m)
            continue;
        play_on(m, -1, 9);
        eng_reset_to(e, scene_results_new(e, m));
        eng_apply_stack(e);
        CHECK(scene_review_push(e, m) != NULL);
        eng_apply_stack(e);
        snprintf(what, sizeof what, "the review of %s at %dx%d", def->id, e->w, e->h);
        snprintf(shot, sizeof shot, "review-%s", def->id);
        check_texts(e, what, shot);
        /* Up or Down?'s hands of three leave the names the row's room:
         * from 1280 pixels wide on, a name of eleven letters is whole. */
        if (!strcmp(def->id, "up-or-down") && e->w >= 1280) {
            bool whole = false;
            for (int i = 0; i < e->ntexts_drawn; i++)
                whole |= !strcmp(e->texts_drawn[i].text, "Maximiliane");
            CHECK_MSG(whole, "%s: 'Maximiliane' cut beside a hand of three", what);
        }
        for (int k = 0; k < 7; k++)
            su_key_direct(e, SDLK_RIGHT);
        int step = 0, moves = 0, weighed = 0, marks = 0;
        CHECK(scene_review_state(eng_top(e), &step, &moves, &weighed, &marks));
        CHECK_EQ_INT(step, 7);
        snprintf(what, sizeof what, "the review of %s at move 7 at %dx%d", def->id, e->w, e->h);
        snprintf(shot, sizeof shot, "review7-%s", def->id);
        check_texts(e, what, shot);
        /* and at its last move, whose number may take three digits twice
         * in the heading */
        su_key_direct(e, SDLK_END);
        CHECK(scene_review_state(eng_top(e), &step, &moves, &weighed, &marks));
        CHECK_EQ_INT(step, moves);
        snprintf(what, sizeof what, "the review of %s at its last move (%d) at %dx%d", def->id,
                 moves, e->w, e->h);
        snprintf(shot, sizeof shot, "review-end-%s", def->id);
        check_texts(e, what, shot);
        /* the tutorial's first steps */
        if (!scene_has_tutorial(def))
            continue;
        eng_reset_to(e, scene_title_new(e));
        eng_apply_stack(e);
        char err[GAME_ERR_LEN];
        CHECK_MSG(scene_tutorial_push(e, def, err, sizeof err) != NULL, "%s", err);
        eng_apply_stack(e);
        snprintf(what, sizeof what, "the tutorial of %s at %dx%d", def->id, e->w, e->h);
        snprintf(shot, sizeof shot, "tutorial-%s", def->id);
        check_texts(e, what, shot);
        /* The panel's two buttons share their row by their labels' widths,
         * so that a long label does not shrink both to the least size. */
        su_draw_texts(e);
        int px[2] = {0, 0};
        const char *labels[2] = {_("Continue"), _("Leave tutorial")};
        for (int i = 0; i < e->ntexts_drawn; i++)
            for (int k = 0; k < 2; k++)
                if (!strcmp(e->texts_drawn[i].text, labels[k]))
                    px[k] = e->texts_drawn[i].px;
        CHECK_MSG(px[0] == px[1] && px[0] >= eng_px(e, 13),
                  "%s: its buttons' labels in %d and %d px", what, px[0], px[1]);
        /* On by Enter to the first step the script plays for another
         * seat: the panel names that player beside its heading. */
        const Tutorial *tut = games_ui(def)->tutorial;
        int k = 0, steps = 0;
        const char *words = NULL;
        for (int guard = 0; guard < 60; guard++) {
            if (!scene_tutorial_state(eng_top(e), &k, &steps, &words) || k >= steps ||
                (tut->steps[k].seat != TUTOR_LEARNER && tut->steps[k].seat != TUTOR_NOTE))
                break;
            su_key(e, SDLK_RETURN);
            for (int frame = 0; frame < 30; frame++)
                su_step(e);
        }
        CHECK_MSG(k < steps && tut->steps[k].seat > 0, "%s: no step of another seat by Enter",
                  what);
        snprintf(what, sizeof what, "the tutorial of %s at step %d at %dx%d", def->id, k, e->w,
                 e->h);
        snprintf(shot, sizeof shot, "tutorial-other-%s", def->id);
        check_texts(e, what, shot);
    }
    eng_reset_to(e, scene_tutorials_new(e));
    eng_apply_stack(e);
    snprintf(what, sizeof what, "the tutorials at %dx%d", e->w, e->h);
    check_texts(e, what, "tutorials");
    for (int g = 0; g < game_count(); g++) { /* the offer at a title's first New game */
        const GameDef *def = game_at(g);
        if (!scene_has_tutorial(def))
            continue;
        eng_reset_to(e, scene_newgame_new(e));
        eng_push(e, scene_tutorial_offer_new(e, def, NULL, NULL));
        eng_apply_stack(e);
        snprintf(what, sizeof what, "the offer of the tutorial of %s at %dx%d", def->id, e->w,
                 e->h);
        check_texts(e, what, "tutorial-offer");
        su_check_texts_clear(e, what);
        su_check_rings(e, what);
    }
}

int main(int argc, char **argv)
{
    static const int sizes[][2] = {{960, 600}, {1280, 800}, {3840, 2160}};
    if (argc > 1) {
        lang = argv[1];
        CHECK_MSG(!strcmp(eng_set_language(NULL, lang), lang), "%s is not spoken", lang);
        /* the catalogue is there: a text every screen shows is translated */
        CHECK_MSG(!strcmp(lang, "en") || strcmp(_("New game"), "New game"), "no %s catalogue found",
                  lang);
    }
    scene_review_set_iterations(24); /* the review's words, not its depth */
    char dir[64];
    CHECK(temp_dir_new("texts", dir));
    make_saves(dir);
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        char err[256];
        Eng *e = eng_open_surface(sizes[s][0], sizes[s][1], err, sizeof err);
        CHECK_MSG(e != NULL, "%s", err);
        if (!e)
            continue;
        snprintf(e->data_dir, sizeof e->data_dir, "%s", dir);
        /* keys come through the event loop, as in a window */
        CHECK_MSG(SDL_InitSubSystem(SDL_INIT_EVENTS) == 0, "%s", SDL_GetError());
        tables(e);
        for (int players = 2; players <= 4; players++)
            uad_reveal(e, players, 40 + (uint64_t)players);
        menus(e);
        eng_close(e);
    }
    /* every screen above was drawn and checked */
    CHECK_MSG(checked > 100, "only %d screens checked", checked);
    CHECK_MSG(leader_bars >= 6, "the leader's bar was seen %d times", leader_bars);
    printf("%d screens checked in %s\n", checked, lang);
    return check_exit("scene_text_fit");
}
