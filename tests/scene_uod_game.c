/* A whole game of Up or Down? through the window, as a player plays it:
 * from the title through New game (four seats: one human, three AI), the
 * human's every step a click on the place the table reports, to the
 * results and back to the title. Every move is checked against the rules
 * layer, every refused click must say why, and every frame's card faces
 * are checked against what the human may see (R-ALL-2). */
#include "scene_util.h"

static const GameDef *def;

/* Replays the match's new moves on our own state through the rules and
 * compares the two states. */
static void sync_shadow(Match *m, void *shadow, int *applied)
{
    if (m->sg.n_moves < *applied) { /* an undo: start again */
        game_copy(def, shadow, m->sg.initial);
        *applied = 0;
    }
    for (; *applied < m->sg.n_moves; (*applied)++) {
        Move mv;
        char err[GAME_ERR_LEN];
        bool ok = def->parse_move(shadow, m->sg.moves[*applied], &mv, err, sizeof err) &&
                  def->check(shadow, &mv, err, sizeof err);
        CHECK_MSG(ok, "move %d '%s': %s", *applied, m->sg.moves[*applied], err);
        if (!ok)
            return;
        def->apply(shadow, &mv);
    }
    CHECK_MSG(!memcmp(shadow, m->sg.state, def->state_size), "state after %d moves", *applied);
}

static int target_of(const Move *mv, int *a)
{
    *a = mv->n ? mv->arg[0] : 0;
    switch (mv->kind) {
    case UOD_M_PLAY:
        return T_HAND;
    case UOD_M_TAKE:
        return T_RING;
    case UOD_M_COLUMN:
        return T_COLUMN;
    case UOD_M_NEW:
        return T_NEW;
    case UOD_M_DISCARD:
        return T_DISCARD;
    default:
        return T_PILE;
    }
}

/* A click the rules refuse: nothing is played and the table says why. */
static void try_illegal(Eng *e, Match *m, Rng *rng)
{
    const UodState *v = m->view;
    int kind = 0, a = 0;
    if (v->phase == UOD_PHASE_TAKE) {
        int lo, hi;
        Move legal[2];
        def->legal_moves(v, legal, 2);
        lo = legal[0].arg[0];
        hi = legal[1].arg[0];
        for (int i = 0; i < v->ring_n; i++)
            if (v->ring[i] != lo && v->ring[i] != hi && v->ring[i] != v->played) {
                kind = T_RING;
                a = v->ring[i];
                break;
            }
    } else if (v->phase == UOD_PHASE_PLACE) {
        for (int k = 0; k < UOD_COLUMNS; k++)
            if (v->col_n[m->viewer][k] > 1 && !uod_column_accepts(v, m->viewer, k, v->taken)) {
                kind = T_COLUMN;
                a = k;
            }
    } else if (v->phase == UOD_PHASE_PLAY) {
        kind = T_PILE;
        a = (int)rng_below(rng, 2);
    }
    if (!kind)
        return;
    int before = m->sg.n_moves;
    CHECK(su_click(e, kind, a, 0));
    CHECK_EQ_INT(m->sg.n_moves, before);
    CHECK_MSG(su_refusal_plain(e), "a refused click (kind %d, %d) says why in words", kind, a);
}

/* The rulings' ids come out of what a player reads (scene_common.h). */
static void test_plain_text(void)
{
    static const char *const cases[][2] = {
        {"you may take only 3 or 9, the cards next to 5 (R-UOD-4)",
         "you may take only 3 or 9, the cards next to 5"},
        {"you play from your 3UP cards now (R-33-7), then your 3DOWN cards",
         "you play from your 3UP cards now, then your 3DOWN cards"},
        {"(R-UAD-9) first", "first"},
        {"a (R-) and (R-x) and (note) stay", "a (R-) and (R-x) and (note) stay"},
        /* Japanese text writes the parentheses full width */
        {"\xe9\xa0\x86\xe4\xbd\x8d\xef\xbc\x88R-33-8\xef\xbc\x89", "\xe9\xa0\x86\xe4\xbd\x8d"},
        {"\xef\xbc\x88R-33-11/2\xef\xbc\x89\xe9\xa0\x86", "\xe9\xa0\x86"},
        {"\xef\xbc\x88R-\xef\xbc\x89 \xef\xbc\x88R-33-8)",
         "\xef\xbc\x88R-\xef\xbc\x89 \xef\xbc\x88R-33-8)"},
        {"", ""},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char buf[200];
        snprintf(buf, sizeof buf, "%s", cases[i][0]);
        scene_plain_text(buf);
        CHECK_MSG(!strcmp(buf, cases[i][1]), "'%s' became '%s'", cases[i][0], buf);
    }
}

int main(void)
{
    test_plain_text();
    def = game_find("up-or-down");
    setenv("UPDOWN_SEED", "20261122", 1);
    Eng *e = su_open(960, 600);
    CHECK(e != NULL);
    if (!e)
        return check_exit("scene_uod_game");
    eng_push(e, scene_title_new(e));
    su_step(e);
    CHECK(su_click(e, T_BUTTON, B_NEW_GAME, 0));
    CHECK(!strcmp(eng_top(e)->vt->name, "new game"));
    CHECK(su_click(e, T_CHOICE, ROW_GAME, 0));
    CHECK(su_click(e, T_CHOICE, ROW_PLAYERS, 4));
    CHECK(su_click(e, T_CHOICE, ROW_SEAT + 0, SEAT_HUMAN));
    CHECK(su_click(e, T_CHOICE, ROW_SEAT + 1, SEAT_EASY));
    CHECK(su_click(e, T_CHOICE, ROW_SEAT + 2, SEAT_NORMAL));
    CHECK(su_click(e, T_CHOICE, ROW_SEAT + 3, SEAT_NORMAL));
    CHECK(su_click(e, T_CHOICE, ROW_OPTION + UOD_OPT_LENGTH, UOD_LENGTH_SHORT));
    /* Name the human: click the field, clear it, type. */
    /* A name of only spaces (here the ideographic space a Japanese
     * keyboard types, and a zero-width one) shows nothing: the field
     * takes the seat's default name, as when it is emptied. */
    CHECK(su_click(e, T_FIELD, 1, 0));
    for (int i = 0; i < SAVE_NAME_LEN; i++)
        su_key(e, SDLK_BACKSPACE);
    SDL_Event text;
    memset(&text, 0, sizeof text);
    text.type = SDL_TEXTINPUT;
    snprintf(text.text.text, sizeof text.text.text, "\xe3\x80\x80 \xe2\x80\x8b");
    SDL_PushEvent(&text);
    su_key(e, SDLK_RETURN);
    CHECK_MSG(su_shows(e, "Player 2"), "a blank name is not replaced by the seat's default");
    CHECK(su_click(e, T_FIELD, 0, 0));
    for (int i = 0; i < SAVE_NAME_LEN; i++)
        su_key(e, SDLK_BACKSPACE);
    snprintf(text.text.text, sizeof text.text.text, "Ann");
    SDL_PushEvent(&text);
    su_key(e, SDLK_RETURN);
    /* A name pasted (Ctrl+V) over the selected default: its first line,
     * the tab a space; a long one cut at a whole character. */
    CHECK(su_click(e, T_FIELD, 2, 0));
    SDL_SetClipboardText("Bo\tb\nsecond line");
    su_key_mod(e, SDLK_v, KMOD_LCTRL);
    su_key(e, SDLK_RETURN);
    CHECK_MSG(su_shows(e, "Bo b"), "the pasted name is not shown");
    CHECK(su_click(e, T_FIELD, 3, 0));
    char longest[80] = "";
    for (int i = 0; i < 20; i++)
        strcat(longest, "\xc3\xa9"); /* é, two bytes */
    SDL_SetClipboardText(longest);
    su_key_mod(e, SDLK_INSERT, KMOD_LSHIFT);
    /* then a word an input method commits at once, too long for what is
     * left: what fits of it is kept */
    snprintf(text.text.text, sizeof text.text.text, "ab");
    SDL_PushEvent(&text);
    su_key(e, SDLK_RETURN);
    /* No human seat: refused with a reason, then allowed again. */
    CHECK(su_click(e, T_CHOICE, ROW_SEAT + 0, SEAT_HARD));
    CHECK(su_click(e, T_BUTTON, B_START, 0));
    CHECK(!strcmp(eng_top(e)->vt->name, "new game"));
    CHECK(su_click(e, T_CHOICE, ROW_SEAT + 0, SEAT_HUMAN));
    CHECK(su_click(e, T_BUTTON, B_START, 0));
    su_step(e);
    Scene *top = eng_top(e);
    CHECK(scene_is_table(top));
    Match *m = scene_table_match(top);
    CHECK(m != NULL);
    if (!m)
        return check_exit("scene_uod_game");
    CHECK(!strcmp(scene_match_name(m, 0), "Ann"));
    CHECK_MSG(!strcmp(scene_match_name(m, 1), "Player 2"), "seat 1 is named '%s'",
              scene_match_name(m, 1));
    CHECK_MSG(!strcmp(scene_match_name(m, 2), "Bo b"), "seat 2 is named '%s'",
              scene_match_name(m, 2));
    CHECK_MSG(strlen(scene_match_name(m, 3)) == 31 &&
                  !strncmp(scene_match_name(m, 3), longest, 30) &&
                  scene_match_name(m, 3)[30] == 'a',
              "seat 3 is named '%s'", scene_match_name(m, 3));
    CHECK_EQ_INT(m->sg.cfg.players, 4);
    CHECK_EQ_INT(m->sg.seats[1].kind, SEAT_EASY);
    CHECK(m->save_path[0] != 0);

    void *shadow = game_alloc(def);
    game_copy(def, shadow, m->sg.initial);
    int applied = 0, human_moves = 0, refusals = 0, hidden_bad = 0;
    Rng rng;
    rng_seed(&rng, 7);
    eng_faces_clear(e);
    for (int guard = 0; guard < 200000; guard++) {
        top = eng_top(e);
        if (scene_is_results(top))
            break;
        m = scene_table_match(top);
        if (!m) {
            su_step(e);
            continue;
        }
        sync_shadow(m, shadow, &applied);
        hidden_bad += su_check_hidden(e, m->sg.state, m->viewer, "game");
        int to = scene_match_to_move(m);
        if (to >= 0 && to == m->viewer && !e->animating && !scene_match_ai_busy(m)) {
            if (rng_below(&rng, 4) == 0 && refusals < 40) {
                try_illegal(e, m, &rng);
                refusals++;
                continue;
            }
            Move legal[GAME_MAX_MOVES];
            int n = def->legal_moves(m->view, legal, GAME_MAX_MOVES);
            CHECK(n > 0);
            Move mv = legal[rng_below(&rng, (uint32_t)n)];
            int a, kind = target_of(&mv, &a);
            int before = m->sg.n_moves;
            char want[64];
            def->format_move(m->view, &mv, want, sizeof want);
            CHECK_MSG(su_click(e, kind, a, 0), "a target for '%s'", want);
            CHECK_EQ_INT(m->sg.n_moves, before + 1);
            if (m->sg.n_moves == before + 1)
                CHECK_MSG(!strcmp(m->sg.moves[before], want), "clicked '%s', played '%s'", want,
                          m->sg.moves[before]);
            human_moves++;
        } else {
            su_step_ai(e, m);
        }
    }
    top = eng_top(e);
    CHECK(scene_is_results(top));
    Match *done = scene_results_match(top);
    CHECK(done != NULL);
    if (done) {
        sync_shadow(done, shadow, &applied);
        GameResult r1, r2;
        def->result(shadow, &r1);
        def->result(done->sg.state, &r2);
        CHECK(r1.over && r2.over);
        CHECK(!memcmp(&r1, &r2, sizeof r1));
        /* The autosave on disk is the finished game. */
        SaveGame sg;
        char err[GAME_ERR_LEN + 1200];
        CHECK_MSG(save_load(&sg, done->save_path, err, sizeof err), "%s", err);
        CHECK_EQ_INT(sg.n_moves, done->sg.n_moves);
        save_free(&sg);
    }
    CHECK(human_moves > 40);
    CHECK(refusals > 5);
    CHECK_EQ_INT(hidden_bad, 0);
    su_step(e);
    CHECK(su_click(e, T_BUTTON, B_TO_TITLE, 0));
    su_step(e);
    CHECK(!strcmp(eng_top(e)->vt->name, "title"));
    printf("scene_uod_game: %d moves, %d by clicks, %d refused clicks, %llu frames\n", applied,
           human_moves, refusals, (unsigned long long)e->frames);
    free(shadow);
    eng_close(e);
    return check_exit("scene_uod_game");
}
