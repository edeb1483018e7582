/* The language the window speaks: from the environment as gettext reads it
 * (LANGUAGE, then LC_ALL, LC_MESSAGES, LANG; LANGUAGE is ignored in the C
 * locale), and from the Settings row, which applies at once to every open
 * screen (a table's log is told again) and is remembered in settings.json.
 * Run as "scene_language LANGUAGE" under LANGUAGE=fr:de and
 * LANG=de_DE.UTF-8, it checks that LANGUAGE comes first. */
#include "scene_util.h"

#include "games.h"
#include "i18n.h"

static bool translated(void) { return strcmp(_("New game"), "New game") != 0; }

static void from_environment(void)
{
    unsetenv("LC_ALL");
    unsetenv("LC_MESSAGES");
    setenv("LANG", "ja_JP.UTF-8", 1);
    CHECK_EQ_STR(eng_set_language(NULL, NULL), "ja");
    CHECK(translated());
    setenv("LC_MESSAGES", "de_DE.UTF-8", 1); /* before LANG */
    CHECK_EQ_STR(eng_set_language(NULL, NULL), "de");
    setenv("LC_ALL", "fr_FR.UTF-8", 1); /* before both */
    CHECK_EQ_STR(eng_set_language(NULL, NULL), "fr");
    CHECK(translated());
    unsetenv("LC_ALL");
    unsetenv("LC_MESSAGES");
    setenv("LANG", "pt_BR.UTF-8", 1); /* a language not spoken: English */
    CHECK_EQ_STR(eng_set_language(NULL, NULL), "en");
    CHECK(!translated());
    setenv("LANG", "C", 1);
    CHECK_EQ_STR(eng_set_language(NULL, NULL), "en");
    CHECK(!translated());
    /* a choice stands above the environment */
    setenv("LANG", "de_DE.UTF-8", 1);
    CHECK_EQ_STR(eng_set_language(NULL, "fr"), "fr");
    CHECK_EQ_STR(eng_set_language(NULL, "xx"), "de"); /* an unknown one follows it */
    setenv("LANG", "C.UTF-8", 1);
}

static int language_index(const char *code)
{
    for (int i = 0; i < eng_nlanguages; i++)
        if (!strcmp(eng_languages[i].code, code))
            return i;
    return -1;
}

/* An Up or Down? game of these players (seed), its first moves played. */
static Match *uod_match(int players, uint64_t seed, const char *const *names, int moves)
{
    const GameDef *def = game_find("up-or-down");
    GameConfig cfg;
    game_config_default(def, players, seed, &cfg);
    SeatInfo seats[GAME_MAX_SEATS];
    memset(seats, 0, sizeof seats);
    for (int p = 0; p < players; p++)
        snprintf(seats[p].name, sizeof seats[p].name, "%s", names[p]);
    char err[GAME_ERR_LEN];
    Match *m = scene_match_new(def, &cfg, seats, err, sizeof err);
    CHECK_MSG(m != NULL, "%s", err);
    Move legal[GAME_MAX_MOVES];
    for (int i = 0; m && i < moves; i++) {
        CHECK(def->legal_moves(m->sg.state, legal, GAME_MAX_MOVES) > 0);
        CHECK(scene_match_play(m, &legal[0], err, sizeof err));
    }
    return m;
}

static void from_settings(void)
{
    Eng *e = su_open(1280, 800);
    CHECK(e != NULL);
    if (!e)
        return;
    CHECK_EQ_STR(eng_language(), "en"); /* LANG=C.UTF-8 */
    /* a table with a few moves in its log, the settings over it */
    static const char *const names[] = {"P1", "P2"};
    Match *m = uod_match(2, 4, names, 4);
    if (!m) {
        eng_close(e);
        return;
    }
    char english[MATCH_LOG_LEN];
    snprintf(english, sizeof english, "%s", m->log[0].text);
    eng_reset_to(e, scene_table_new(e, m));
    eng_push(e, scene_settings_new(e));
    su_step(e);
    CHECK(su_shows(e, "Settings"));

    /* 日本語: at once, on every screen, and remembered */
    CHECK(su_click(e, T_SETTING, SET_LANGUAGE, language_index("ja")));
    su_step(e);
    CHECK_EQ_STR(eng_language(), "ja");
    CHECK_EQ_STR(e->settings.language, "ja");
    CHECK(translated());
    CHECK(!su_shows(e, "Settings"));
    CHECK(su_shows(e, _("Settings")));
    CHECK_MSG(strcmp(m->log[0].text, english), "the log still reads '%s'", m->log[0].text);
    /* a turn's moves on one line name their player once ("P1が…、…") */
    char line[2 * MATCH_LOG_LEN];
    scene_match_log_line(m, 0, line, sizeof line);
    const char *again = strstr(line, "P1");
    CHECK_MSG(again && !strstr(again + 2, "P1"), "the line names P1 more than once: %s", line);
    Settings back;
    char msg[STORE_MSG_LEN];
    store_load_settings(e->data_dir, &back, msg, sizeof msg);
    CHECK_MSG(msg[0] == 0, "%s", msg);
    CHECK_EQ_STR(back.language, "ja");
    settings_free(&back);

    /* Deutsch, then the system's again: English under LANG=C.UTF-8 */
    CHECK(su_click(e, T_SETTING, SET_LANGUAGE, language_index("de")));
    su_step(e);
    CHECK_EQ_STR(eng_language(), "de");
    CHECK(su_shows(e, _("Settings")));
    CHECK(su_click(e, T_SETTING, SET_LANGUAGE, 0));
    su_step(e);
    CHECK_EQ_STR(eng_language(), "en");
    CHECK_EQ_STR(e->settings.language, "");
    CHECK(su_shows(e, "Settings"));
    CHECK_EQ_STR(m->log[0].text, english);
    store_load_settings(e->data_dir, &back, msg, sizeof msg);
    CHECK_EQ_STR(back.language, "");
    settings_free(&back);

    /* a language of a newer version: the system's is spoken, and Settings
     * shows System chosen */
    snprintf(e->settings.language, sizeof e->settings.language, "%s", "pt_BR");
    eng_set_language(e, e->settings.language);
    su_step(e);
    CHECK_EQ_STR(eng_language(), "en");
    int chosen = -1;
    for (int i = 0; i < e->ntargets; i++)
        if (e->targets[i].kind == T_SETTING && e->targets[i].a == SET_LANGUAGE &&
            (e->targets[i].flags & ENG_TARGET_CHOSEN))
            chosen = e->targets[i].b;
    CHECK_EQ_INT(chosen, 0);
    eng_close(e);
}

static void push_text(Uint32 type, const char *text)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = type;
    if (type == SDL_TEXTEDITING)
        snprintf(ev.edit.text, sizeof ev.edit.text, "%s", text);
    else
        snprintf(ev.text.text, sizeof ev.text.text, "%s", text);
    SDL_PushEvent(&ev);
}

enum { SECOND_CLICK = -1 }; /* for retype: a second click on the field */

/* Opens seat 2's name field, presses `first` (a second click for
 * SECOND_CLICK, nothing for 0), types `typed` and ends the name with Enter:
 * the field must then show `shown`. */
static void retype(Eng *e, SDL_Keycode first, const char *typed, const char *shown,
                   const char *what)
{
    CHECK(su_click(e, T_FIELD, 1, 0));
    if (first == SECOND_CLICK)
        CHECK(su_click(e, T_FIELD, 1, 0));
    else if (first)
        su_key(e, first);
    push_text(SDL_TEXTINPUT, typed);
    su_step(e);
    su_key(e, SDLK_RETURN);
    CHECK_MSG(su_shows(e, shown), "%s: the field does not show '%s'", what, shown);
}

/* A field opened on a name selects it whole: what is typed (or composed
 * by an input method), Backspace or Delete replace it, as in any name field;
 * a key that moves the caret or a second click keeps it, to add to it. */
static void name_replaced(Eng *e)
{
    retype(e, 0, "Zoe", "Zoe", "a name typed over the one in the field");
    retype(e, SDLK_END, "y", "Zoey", "End, then a letter added to the name");
    retype(e, SECOND_CLICK, "!", "Zoey!", "a second click, then a letter added to the name");
    retype(e, SDLK_BACKSPACE, "Ann", "Ann", "Backspace clearing the selected name");
    CHECK(su_click(e, T_FIELD, 1, 0));
    push_text(SDL_TEXTEDITING, "やま");
    su_step(e);
    CHECK_MSG(su_shows(e, "やま"), "a composition does not replace the selected name");
    push_text(SDL_TEXTINPUT, "山");
    push_text(SDL_TEXTEDITING, "");
    su_step(e);
    su_key(e, SDLK_RETURN);
    CHECK_MSG(su_shows(e, "山"), "the committed composition is not the name");
}

/* A name typed in Japanese with an input method: its composition shows in
 * the field, and what it commits becomes the name, drawn in full; then a
 * name replaced (name_replaced). */
static void typed_name(void)
{
    Eng *e = su_open(1280, 800);
    CHECK(e != NULL);
    if (!e)
        return;
    eng_reset_to(e, scene_newgame_new(e));
    su_step(e);
    CHECK(su_click(e, T_FIELD, 0, 0));
    for (int i = 0; i < 40; i++)
        su_key(e, SDLK_BACKSPACE);
    push_text(SDL_TEXTEDITING, "やまだ");
    su_step(e);
    CHECK(su_shows(e, "やまだ"));
    su_key(e, SDLK_BACKSPACE); /* the input method's, not the name's */
    push_text(SDL_TEXTINPUT, "山田");
    push_text(SDL_TEXTEDITING, "");
    su_step(e);
    push_text(SDL_TEXTEDITING, "たろう");
    su_step(e);
    CHECK(su_shows(e, "山田たろう"));
    push_text(SDL_TEXTINPUT, "太郎");
    su_step(e);
    su_key(e, SDLK_RETURN); /* ends the name */
    CHECK(su_shows(e, "山田太郎"));
    uint32_t missing = 0;
    CHECK(eng_text_drawable(e, FONT_REGULAR, "山田太郎", &missing));
    name_replaced(e);
    eng_close(e);
}

/* The first seat's default name ("You") speaks the window's language: the
 * Japanese default kept in the settings reads "Du" once the window speaks
 * German, at once when Settings changes the language and at the next
 * start; a name the player typed stays as it is. */
static void default_name(void)
{
    Eng *e = su_open(1280, 800);
    CHECK(e != NULL);
    if (!e)
        return;
    char *name = e->settings.names[0];
    eng_reset_to(e, scene_settings_new(e));
    su_step(e);
    snprintf(name, SAVE_NAME_LEN, "%s", "\xe3\x81\x82\xe3\x81\xaa\xe3\x81\x9f"); /* あなた */
    CHECK(su_click(e, T_SETTING, SET_LANGUAGE, language_index("de")));
    su_step(e);
    CHECK_EQ_STR(name, "Du");
    CHECK(su_click(e, T_SETTING, SET_LANGUAGE, language_index("fr")));
    su_step(e);
    CHECK_EQ_STR(name, "Vous");
    snprintf(name, SAVE_NAME_LEN, "%s", "Anna");
    CHECK(su_click(e, T_SETTING, SET_LANGUAGE, language_index("ja")));
    su_step(e);
    CHECK_EQ_STR(name, "Anna");
    /* the next start: the settings say German and keep the Japanese name */
    snprintf(name, SAVE_NAME_LEN, "%s", "\xe3\x81\x82\xe3\x81\xaa\xe3\x81\x9f");
    snprintf(e->settings.language, sizeof e->settings.language, "de");
    eng_settings_save(e);
    eng_close(e);
    e = eng_open_window("Updown test"); /* the same data folder */
    CHECK(e != NULL);
    if (!e)
        return;
    CHECK_EQ_STR(e->settings.names[0], "Du");
    snprintf(e->settings.language, sizeof e->settings.language, "%s", "");
    eng_set_language(e, NULL);
    CHECK_EQ_STR(e->settings.names[0], "You");
    eng_close(e);
}

/* A seat's default name in a save ("You", "Player N", in whichever
 * language the game began) is shown in the language spoken, at the table
 * and in its log; a name a player typed stays. */
static void save_default_names(void)
{
    Eng *e = su_open(1280, 800);
    CHECK(e != NULL);
    if (!e)
        return;
    CHECK_EQ_STR(eng_language(), "en");
    static const char *const begun[4] = {"Du", "Player 2", "Joueur 3", "Player 3"};
    Match *m = uod_match(4, 7, begun, 1);
    if (!m) {
        eng_close(e);
        return;
    }
    su_open_table(e, m);
    su_step(e);
    static const char *const english[4] = {"You", "Player 2", "Player 3", "Player 3"};
    for (int p = 0; p < 4; p++)
        CHECK_EQ_STR(scene_match_name(m, p), english[p]);
    int mover = m->log[0].seat;
    CHECK(mover >= 0 && mover < 4);
    if (mover < 0 || mover >= 4)
        mover = 0;
    CHECK_MSG(strstr(m->log[0].text, english[mover]), "the log reads '%s'", m->log[0].text);
    eng_set_language(e, "de");
    su_step(e);
    static const char *const german[4] = {"Du", "Spieler 2", "Spieler 3", "Player 3"};
    for (int p = 0; p < 4; p++)
        CHECK_EQ_STR(scene_match_name(m, p), german[p]);
    CHECK_MSG(strstr(m->log[0].text, german[mover]), "the log reads '%s'", m->log[0].text);
    /* as Load game names them, straight from a save's names */
    char out[SAVE_NAME_LEN];
    CHECK(eng_name_in_language("\xe3\x83\x97\xe3\x83\xac\xe3\x82\xa4\xe3\x83\xa4\xe3\x83\xbc"
                               "5",
                               4, out, sizeof out)); /* プレイヤー5 */
    CHECK_EQ_STR(out, "Spieler 5");
    CHECK(eng_name_in_language("Vous", 2, out, sizeof out));
    CHECK_EQ_STR(out, "Du");
    CHECK(!eng_name_in_language("Anna", 0, out, sizeof out));
    CHECK(!eng_name_in_language("Spieler 5", 3, out, sizeof out));
    CHECK(!eng_name_in_language("Spieler", 3, out, sizeof out));
    /* New game's shared-screen check and the results' title know "You" in
     * every language */
    CHECK(scene_name_is_you("Du"));
    CHECK(scene_name_is_you("Vous"));
    CHECK(scene_name_is_you("You"));
    CHECK(!scene_name_is_you("Anna"));
    CHECK(!scene_name_is_you("Spieler 2"));
    eng_set_language(e, NULL);
    eng_close(e);
}

/* A file that cannot be read or written is told in the window's language
 * (the reasons the title or Load game show). */
static void file_errors(void)
{
    CHECK_EQ_STR(eng_set_language(NULL, "de"), "de");
    char err[512];
    size_t n;
    CHECK(fs_read_all("/", &n, err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, "kann nicht gelesen werden") && strstr(err, "Ordner"), "read: %s", err);
    CHECK(!fs_write_atomic("/", "x", 1, false, err, sizeof err));
    CHECK_MSG(strstr(err, "kann nicht geschrieben werden"), "write: %s", err);
    CHECK_EQ_STR(eng_set_language(NULL, NULL), "en");
    CHECK(fs_read_all("/", &n, err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, "cannot read /: it is a folder"), "read: %s", err);
}

/* Statistics write a mean with the language's decimal point. */
static void stats_numbers(void)
{
    Eng *e = su_open(1280, 800);
    CHECK(e != NULL);
    if (!e)
        return;
    Stats st;
    stats_default(&st);
    st.line[0][0].played = 2;
    st.line[0][0].won = 1;
    st.line[0][0].best = 11;
    st.line[0][0].score_sum = 21;
    char err[512];
    CHECK(store_save_stats(e->data_dir, &st, err, sizeof err));
    stats_free(&st);
    static const struct {
        const char *lang, *mean;
    } want[] = {{"fr", "10,5"}, {"de", "10,5"}, {"ja", "10.5"}, {"en", "10.5"}};
    for (size_t k = 0; k < sizeof want / sizeof want[0]; k++) {
        CHECK_EQ_STR(eng_set_language(NULL, want[k].lang), want[k].lang);
        eng_reset_to(e, scene_stats_new(e));
        eng_apply_stack(e);
        CHECK_MSG(su_shows(e, want[k].mean), "%s: the mean is not written %s", want[k].lang,
                  want[k].mean);
    }
    eng_close(e);
}

/* French: "de" before a name that starts with a vowel is "d'" ("au tour
 * d'Alex"), so no French text puts a player's name after "de". */
static void french_names(void)
{
    CHECK_EQ_STR(eng_set_language(NULL, "fr"), "fr");
    static const char *const names[] = {"Alex", "Eli", "Ben"};
    char buf[512], de[32];
    for (size_t n = 0; n < sizeof names / sizeof names[0]; n++) {
        const char *who = names[n];
        snprintf(de, sizeof de, "de %s", who);
        snprintf(buf, sizeof buf, _("%s's turn"), who);
        CHECK_MSG(!strstr(buf, de), "'%s'", buf);
        snprintf(buf, sizeof buf, _("It is %s's turn."), who);
        CHECK_MSG(!strstr(buf, de), "'%s'", buf);
        snprintf(buf, sizeof buf, C_("swap tables", "%s gets %s's"), "Ana", who);
        CHECK_MSG(!strstr(buf, de), "'%s'", buf);
        snprintf(buf, sizeof buf,
                 _("%1$s's %2$s could not win: neither %1$s's %3$s nor the trump %4$d"), who,
                 "le 5 de trèfle", "pique", 7);
        CHECK_MSG(!strstr(buf, de), "'%s'", buf);
    }
    CHECK_EQ_STR(eng_set_language(NULL, "en"), "en");
}

/* A save's move that is not a move is told in the window's language, the
 * notation's own words kept as they are. */
static void move_words(void)
{
    static const struct {
        const char *game, *move, *de, *en;
    } cases[] = {
        {"up-or-down", "play 99 at 1", "zu viele W\xc3\xb6rter", "has too many words"},
        {"up-or-down", "column 7", "Reihen sind von 1 bis 3", "columns are numbered 1 to 3"},
        {"up-and-down", "rotate moons", "ist keine Farbe (clubs,", "is not a suit (clubs,"},
        {"3up-3down", "up 11 11 11", "es gibt keine Karte", "there is no card '11'"},
        {"3up-3down", "jump", "ist kein Zug in 3UP 3DOWN (up X X X", "is not a 3UP 3DOWN move"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        const GameDef *def = game_find(cases[k].game);
        CHECK(def != NULL);
        if (!def)
            continue;
        GameConfig cfg;
        game_config_default(def, 2, 1, &cfg);
        char err[GAME_ERR_LEN];
        void *st = game_alloc(def);
        CHECK(st && def->setup(st, &cfg, err, sizeof err));
        for (int lang = 0; st && lang < 2; lang++) {
            CHECK_EQ_STR(eng_set_language(NULL, lang ? "en" : "de"), lang ? "en" : "de");
            Move mv;
            CHECK(!def->parse_move(st, cases[k].move, &mv, err, sizeof err));
            const char *want = lang ? cases[k].en : cases[k].de;
            CHECK_MSG(strstr(err, want) != NULL, "%s '%s': '%s' does not say '%s'", cases[k].game,
                      cases[k].move, err, want);
        }
        free(st);
    }
}

int main(int argc, char **argv)
{
    if (argc > 1 && !strcmp(argv[1], "LANGUAGE")) {
        /* LANGUAGE=fr:de LANG=de_DE.UTF-8: French, its first */
        CHECK_EQ_STR(eng_set_language(NULL, NULL), "fr");
        CHECK(translated());
        setenv("LANG", "C", 1); /* the C locale: LANGUAGE is not read */
        CHECK_EQ_STR(eng_set_language(NULL, NULL), "en");
        return check_exit("scene_language LANGUAGE");
    }
    from_environment();
    from_settings();
    typed_name();
    default_name();
    save_default_names();
    file_errors();
    stats_numbers();
    french_names();
    move_words();
    return check_exit("scene_language");
}
