/* Text is rasterised and measured once, then taken from the cache: a long
 * text (longer than the cache's inline key) is found by its whole string,
 * never confused with another that begins alike; a measured line keeps its
 * size; and a frame of each game's table in the middle of a game, drawn
 * again, rasterises and measures nothing. The game log shows its moves
 * whole: the oldest it has room for is left out rather than shown as the
 * tail of its lines. */
#include "scene_util.h"

#include "ai.h"
#include "midend.h"

/* A match at least `moves` moves in with seat 0 to act, every seat played
 * by normal's rule through the match, so that the log and the last trick
 * have their words; the table shows seat 0's hand. */
static Match *mid_game(const char *id, int moves)
{
    const GameDef *def = game_find(id);
    GameConfig cfg;
    game_config_default(def, 4, 20261122, &cfg);
    char err[GAME_ERR_LEN];
    Match *m = scene_match_new(def, &cfg, NULL, err, sizeof err);
    CHECK_MSG(m != NULL, "%s: %s", id, err);
    if (!m)
        return NULL;
    AiPlayer *ai = ai_new(def, AI_NORMAL, 7);
    void *seen = game_alloc(def);
    Move move;
    int played = 0;
    for (int seat; (seat = scene_match_to_move(m)) >= 0 && (played < moves || seat != 0);
         played++) {
        def->view(m->sg.state, seat, seen);
        if (!ai_choose(ai, seen, &move) || !scene_match_play(m, &move, err, sizeof err))
            break;
    }
    CHECK_MSG(scene_match_to_move(m) == 0, "%s: seat %d to act after %d moves", id,
              scene_match_to_move(m), played);
    ai_free(ai);
    free(seen);
    scene_match_set_viewer(m, 0);
    return m;
}

static void check_long_texts(Eng *e)
{
    char base[400] = "", a[600], b[600];
    while (strlen(base) < 300)
        strcat(base, "The pile grows, the dice roll and the trick goes round. ");
    snprintf(a, sizeof a, "%s End.", base);
    snprintf(b, sizeof b,
             "%s And then a longer ending, which wraps onto a line or two more than "
             "the other one does at this width.",
             base);
    int ha = eng_text_height_wrapped(e, FONT_REGULAR, 16, a, 300);
    int hb = eng_text_height_wrapped(e, FONT_REGULAR, 16, b, 300);
    CHECK_MSG(hb > ha, "two long texts alike in their first %zu bytes: heights %d and %d",
              strlen(base), ha, hb);
    long r0, m0, r1, m1;
    eng_text_work(e, &r0, &m0);
    CHECK_EQ_INT(eng_text_height_wrapped(e, FONT_REGULAR, 16, a, 300), ha);
    CHECK_EQ_INT(eng_text_height_wrapped(e, FONT_REGULAR, 16, b, 300), hb);
    eng_text_wrapped(e, FONT_REGULAR, 16, ENG_WHITE, a, 10, 10, 300, 0);
    eng_text_work(e, &r1, &m1);
    CHECK_MSG(r1 == r0, "a long text drawn again was rasterised %ld times more", r1 - r0);
    /* another colour is another texture */
    eng_text_wrapped(e, FONT_REGULAR, 16, (SDL_Color){200, 40, 40, 255}, a, 10, 10, 300, 0);
    eng_text_work(e, &r1, NULL);
    CHECK_EQ_INT((int)(r1 - r0), 1);
}

static void check_sizes(Eng *e)
{
    int w1, h1, w2, h2, w3, h3;
    long m0, m1;
    eng_text_size(e, FONT_REGULAR, 20, "Roll (now 10)", &w1, &h1);
    eng_text_work(e, NULL, &m0);
    eng_text_size(e, FONT_REGULAR, 20, "Roll (now 10)", &w2, &h2);
    eng_text_work(e, NULL, &m1);
    CHECK_EQ_INT(w2, w1);
    CHECK_EQ_INT(h2, h1);
    CHECK_MSG(m1 == m0, "a line measured again was measured %ld times more", m1 - m0);
    eng_text_size(e, FONT_REGULAR, 30, "Roll (now 10)", &w3, &h3);
    CHECK_MSG(w3 > w1 && h3 > h1, "30 px: %dx%d, 20 px: %dx%d", w3, h3, w1, h1);
    eng_text_size(e, FONT_BOLD, 20, "Roll (now 10)", &w3, NULL);
    CHECK_MSG(w3 > w1, "bold %d, regular %d", w3, w1);
    CHECK(eng_text_width(e, FONT_REGULAR, 20, "Roll (now 11)") > 0);
    eng_text_work(e, NULL, &m1);
    CHECK_EQ_INT((int)(m1 - m0), 3);
    /* a line longer than the size cache's key is measured every time, and
     * alike */
    char line[200] = "";
    while (strlen(line) < 150)
        strcat(line, "a long line ");
    eng_text_size(e, FONT_REGULAR, 14, line, &w1, NULL);
    eng_text_size(e, FONT_REGULAR, 14, line, &w2, NULL);
    CHECK(w1 > 0 && w1 == w2);
}

/* long_line: the table must show a log line longer than the text cache's
 * inline key (256 bytes), so that the check covers long texts too. */
static void check_table_frames(Eng *e, const char *id, int moves, bool long_line)
{
    Match *m = mid_game(id, moves);
    if (!m)
        return;
    size_t longest = 0;
    int lines = scene_match_log_lines(m);
    for (int i = lines > 3 ? lines - 3 : 0; long_line && i < lines; i++) {
        char line[2048];
        scene_match_log_line(m, i, line, sizeof line);
        longest = strlen(line) > longest ? strlen(line) : longest;
    }
    CHECK_MSG(!long_line || longest >= 256, "%s: the last log lines run to %zu bytes only", id,
              longest);
    eng_push(e, scene_table_new(e, m));
    eng_apply_stack(e);
    for (int k = 0; k < 5; k++)
        eng_draw_now(e);
    long r0, m0, r1, m1;
    eng_text_work(e, &r0, &m0);
    for (int k = 0; k < 3; k++)
        eng_draw_now(e);
    eng_text_work(e, &r1, &m1);
    CHECK_MSG(r1 == r0 && m1 == m0,
              "%s table: three frames drawn again rasterised %ld texts and measured %ld lines", id,
              r1 - r0, m1 - m0);
    eng_pop(e);
    eng_apply_stack(e);
}

/* The log at the table of a game `moves` in, in a small and a usual
 * window: every move it shows is shown whole. A move cut by the top of the
 * log's room starts exactly there (the record keeps what shows); one shown
 * whole starts below it, by the part of its first line above the ink. */
static void check_log_whole(Eng *e, const char *id, int moves)
{
    static const int sizes[][2] = {{960, 600}, {1280, 800}};
    for (int z = 0; z < 2; z++) {
        SDL_SetWindowSize(e->win, sizes[z][0], sizes[z][1]);
        eng_resized(e);
        Match *m = mid_game(id, moves);
        if (!m)
            return;
        eng_push(e, scene_table_new(e, m));
        eng_apply_stack(e);
        su_draw_texts(e);
        const MidTable *t = (const MidTable *)eng_top(e);
        SDL_Rect area = t->core.log_lines;
        int shown = 0;
        for (int i = 0; i < scene_match_log_lines(m); i++) {
            char line[2048];
            scene_match_log_line(m, i, line, sizeof line);
            for (int k = 0; k < e->ntexts_drawn; k++) {
                const EngTextRec *r = &e->texts_drawn[k];
                size_t kept = strlen(r->text); /* a long line's record keeps its start */
                if (!kept || strncmp(r->text, line, kept) ||
                    (kept < strlen(line) && kept < sizeof r->text - 1))
                    continue;
                shown++;
                CHECK_MSG(r->r.y > area.y, "%s at %dx%d: the log shows the tail of '%s'", id, e->w,
                          e->h, line);
            }
        }
        CHECK_MSG(shown >= 3, "%s at %dx%d: %d moves in the log", id, e->w, e->h, shown);
        eng_pop(e);
        eng_apply_stack(e);
    }
    SDL_SetWindowSize(e->win, 1280, 800);
    eng_resized(e);
}

int main(void)
{
    Eng *e = su_open(1280, 800);
    if (!e)
        return check_exit("scene_text_cache");
    check_long_texts(e);
    check_sizes(e);
    check_table_frames(e, "up-or-down", 40, false);
    check_table_frames(e, "up-and-down", 45, true);
    check_table_frames(e, "3up-3down", 60, false);
    check_log_whole(e, "up-or-down", 40);
    check_log_whole(e, "up-and-down", 45);
    check_log_whole(e, "3up-3down", 60);
    eng_close(e);
    return check_exit("scene_text_cache");
}
