/* Each game's results (games.h: ResultsDef): Up or Down?'s columns with
 * the rulebook's scoring in a panel per seat, and the match tables of Up &
 * Down (tricks by round) and 3UP 3DOWN (places and points), which fill a
 * grid that one drawing serves (results.h). */
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "results.h"
#include "scene_common.h"
#include "three_up.h"
#include "up_and_down.h"
#include "up_or_down.h"

#define GRID_COLS RESULTS_COLS
typedef ResultsGrid Grid;

static void names_of_winners(const Match *m, const GameResult *r, char *buf, size_t len)
{
    const char *names[GAME_MAX_SEATS];
    int n = 0;
    for (int i = 0; i < r->nwinners && n < GAME_MAX_SEATS; i++)
        names[n++] = scene_match_name(m, r->winners[i]);
    scene_join_names(buf, len, names, n, true);
}

/* The words every title shares: the winners' names, whether the one winner
 * is "You" (who wins, not "wins": the titles say so in a sentence of their
 * own), and the winning score. */
static void winners_words(const Match *m, const GameResult *r, char *names, size_t len, bool *you,
                          int *best)
{
    names_of_winners(m, r, names, len);
    *you = r->nwinners == 1 && scene_name_is_you(names);
    *best = r->nwinners > 0 ? r->scores[r->winners[0]] : 0;
}

static void t3_title(const Match *m, const GameResult *r, char *buf, size_t len)
{
    char names[400];
    bool you;
    int best;
    winners_words(m, r, names, sizeof names, &you, &best);
    const T3State *s = m->sg.state;
    bool points = s->hdr.cfg.opt[T3_OPT_POINTS] != 0;
    if (points && r->nwinners == 1 && you)
        snprintf(buf, len,
                 /* TRANSLATORS: the heading of the results when the winner is the
                    player named "You" (the first seat's name unless changed). */
                 P_("You win the match with %d point", "You win the match with %d points", best),
                 best);
    else if (points && r->nwinners == 1)
        snprintf(
            buf, len,
            /* TRANSLATORS: the heading of the results; %1$s is the winner's
               name. */
            P_("%1$s wins the match with %2$d point", "%1$s wins the match with %2$d points", best),
            names, best);
    else if (points)
        snprintf(buf, len,
                 /* TRANSLATORS: %1$s is the names of the winners ("Kim and Eli"),
                    %2$d the points each of them has. */
                 P_("Shared victory: %1$s, %2$d point each",
                    "Shared victory: %1$s, %2$d points each", best),
                 names, best);
    else if (s->stalemate && you)
        /* TRANSLATORS: the heading of the results when the winner is the
           player named "You" (the first seat's name unless changed). */
        snprintf(buf, len, "%s", _("No way forward: You place first on points"));
    else if (s->stalemate && r->nwinners > 1)
        /* TRANSLATORS: the game could not go on; %s is the names of the
           players placed first ("Kim and Eli"). */
        snprintf(buf, len, _("No way forward: %s place first on points"), names);
    else if (s->stalemate)
        /* TRANSLATORS: the game could not go on; %s is the name of the
           player placed first. */
        snprintf(buf, len, _("No way forward: %s places first on points"), names);
    else if (you)
        /* TRANSLATORS: the heading of the results when the winner is the
           player named "You" (the first seat's name unless changed). */
        snprintf(buf, len, "%s", _("You win: first out of cards"));
    else
        /* TRANSLATORS: %s is the winner's name. */
        snprintf(buf, len, _("%s wins: first out of cards"), names);
}

static void uad_title(const Match *m, const GameResult *r, char *buf, size_t len)
{
    char names[400];
    bool you;
    int best;
    winners_words(m, r, names, sizeof names, &you, &best);
    if (r->nwinners == 1 && you)
        /* TRANSLATORS: the heading of the results when the winner is the
           player named "You" (the first seat's name unless changed). */
        snprintf(buf, len, P_("You win with %d trick", "You win with %d tricks", best), best);
    else if (r->nwinners == 1)
        /* TRANSLATORS: %1$s is the winner's name. */
        snprintf(buf, len, P_("%1$s wins with %2$d trick", "%1$s wins with %2$d tricks", best),
                 names, best);
    else
        snprintf(buf, len,
                 /* TRANSLATORS: %1$s is the names of the tied players ("Kim and
                    Eli"), %2$d the tricks each of them took. */
                 P_("A tie: %1$s, %2$d trick each", "A tie: %1$s, %2$d tricks each", best), names,
                 best);
}

bool results_offers_extra_round(const Match *m, const GameResult *r)
{
    (void)r;
    return game_extend_offered(m->def, m->sg.state); /* R-UAD-9 */
}

/* Up & Down: tricks by round and in all (R-UAD-9), the pot's discards. */
static void uad_grid(const Match *m, const GameResult *r, Grid *g)
{
    const UadState *s = m->sg.state;
    int n = m->sg.cfg.players;
    /* a single round's tricks are the total: no column of its own */
    g->ncols = s->round < 2 ? 0 : s->round < GRID_COLS ? s->round : GRID_COLS;
    for (int k = 0; k < g->ncols; k++)
        if (g->ncols > 6)
            /* TRANSLATORS: "Round %d" in a narrow column of the results'
               table (one or two letters before the number). */
            snprintf(g->head[k], sizeof g->head[k], _("R%d"), k + 1);
        else
            /* TRANSLATORS: a column of the results' table: the tricks won
               in the round numbered %d. */
            snprintf(g->head[k], sizeof g->head[k], _("Round %d"), k + 1);
    /* TRANSLATORS: the column of the results' table with the tricks won in
       all. */
    snprintf(g->total_head, sizeof g->total_head, "%s", _("Tricks"));
    for (int p = 0; p < n; p++) {
        for (int k = 0; k < g->ncols; k++)
            snprintf(g->cell[p][k], sizeof g->cell[p][k], "%d", s->round_tricks[k][p]);
        snprintf(g->total[p], sizeof g->total[p], "%d", s->total[p]);
    }
    if (s->discarded > 0)
        snprintf(g->note[0], sizeof g->note[0],
                 P_("%d trick stayed in the pot at the end of a round and went to nobody.",
                    "%d tricks stayed in the pot at the end of a round and went to nobody.",
                    s->discarded),
                 s->discarded);
    else
        snprintf(g->note[0], sizeof g->note[0], "%s", _("Every trick found a winner."));
    if (results_offers_extra_round(m, r))
        snprintf(g->note[1], sizeof g->note[1], "%s",
                 _("A tie: the rulebook suggests one more round to decide it."));
}

/* 3UP 3DOWN: the order out of cards, the cards still held (and after a
 * stalemate the points they count, which placed the seats), and with
 * points every game of the match (R-33-8, R-33-10). */
static void t3_grid(const Match *m, const GameResult *r, Grid *g)
{
    const T3State *s = m->sg.state;
    int n = m->sg.cfg.players;
    bool points = s->hdr.cfg.opt[T3_OPT_POINTS] != 0;
    bool play_out = s->hdr.cfg.opt[T3_OPT_PLAY_OUT] != 0;
    if (points) {
        int games = s->game + 1;
        g->ncols = games < GRID_COLS ? games : GRID_COLS;
        for (int k = 0; k < g->ncols; k++)
            if (g->ncols > 6)
                /* TRANSLATORS: "Game %d" in a narrow column of the results'
                   table (one or two letters before the number). */
                snprintf(g->head[k], sizeof g->head[k], _("G%d"), k + 1);
            else
                /* TRANSLATORS: a column of the results' table: the points of
                   the game numbered %d of a match. */
                snprintf(g->head[k], sizeof g->head[k], _("Game %d"), k + 1);
        /* TRANSLATORS: the column of the results' table with the points of
           the whole match. */
        snprintf(g->total_head, sizeof g->total_head, "%s", _("Points"));
        for (int p = 0; p < n; p++) {
            for (int k = 0; k < g->ncols; k++)
                snprintf(g->cell[p][k], sizeof g->cell[p][k], "%d", s->game_score[k][p]);
            snprintf(g->total[p], sizeof g->total[p], "%d", s->match[p]);
        }
        snprintf(g->note[0], sizeof g->note[0], "%s",
                 _("Each game counts the cards still held: numbers at their value, Clear 15, "
                   "Clear+1 20, Clear+2 25. The lowest total wins."));
    } else {
        /* The points held place the seats only after a stalemate. */
        g->ncols = s->stalemate ? 2 : 1;
        /* TRANSLATORS: columns of the results' table (short). */
        snprintf(g->head[0], sizeof g->head[0], "%s", _("Cards left"));
        snprintf(g->head[1], sizeof g->head[1], "%s", _("Points held"));
        snprintf(g->total_head, sizeof g->total_head, "%s", _("Place"));
        /* One seat still holding cards (always in a game of two) has no
         * one left to play on against: its place is the last. */
        bool last_left = n - s->n_out == 1;
        for (int p = 0; p < n; p++) {
            snprintf(g->cell[p][0], sizeof g->cell[p][0], "%d", t3_cards_left(s, p));
            snprintf(g->cell[p][1], sizeof g->cell[p][1], "%d", t3_held_points(s, p));
            if (s->place[p] == 1 || (s->place[p] && (play_out || s->stalemate)))
                snprintf(g->total[p], sizeof g->total[p], "%d", s->place[p]);
            else if (last_left && !s->place[p])
                snprintf(g->total[p], sizeof g->total[p], "%d", n);
            else {
                snprintf(g->total[p], sizeof g->total[p], "\xe2\x80\x94");
                g->unplaced[p] = true;
            }
        }
        if (s->stalemate)
            snprintf(g->note[0], sizeof g->note[0], "%s",
                     _("The cards went round without progress, so the game ended there: the "
                       "players still holding cards are placed by the points they hold."));
        else if (!play_out && !last_left)
            snprintf(g->note[0], sizeof g->note[0], "%s",
                     /* TRANSLATORS: "Play out" is the name of an option as
                        New game shows it: use its translation there. */
                     _("The game ends when the first player is out of cards; with the option "
                       "\xe2\x80\x9cPlay out\xe2\x80\x9d the others play on for every place."));
    }
    (void)r;
}

static void fill(const Match *m, const GameResult *r, Grid *g)
{
    memset(g, 0, sizeof *g);
    games_ui(m->def)->results->grid(m, r, g);
}

/* The rows' height: six players fit the smallest window too. */
static int row_height(Eng *e, int players) { return eng_px(e, players > 4 ? 46 : 54); }

/* The font and height of note i (0: the explanation, 1: the outcome) at
 * width w, with the space below it. */
static int note_font(int i) { return i ? FONT_BOLD : FONT_REGULAR; }

static int note_height(Eng *e, const Grid *g, int i, int w)
{
    if (!g->note[i][0])
        return 0;
    return eng_text_height_wrapped(e, note_font(i), eng_px(e, 15), g->note[i], w) + eng_px(e, 10);
}

int results_table_height(Eng *e, const Match *m, const GameResult *r, int w)
{
    Grid g;
    fill(m, r, &g);
    int n = m->sg.cfg.players, pad = eng_px(e, 24);
    int h = 2 * pad + eng_px(e, 44) + n * row_height(e, n);
    if (g.note[0][0] || g.note[1][0]) /* the gap above the notes */
        h += eng_px(e, 14);
    for (int i = 0; i < 2; i++)
        h += note_height(e, &g, i, w - 2 * pad);
    return h;
}

void results_table_draw(Eng *e, const Match *m, const GameResult *r, const int *order,
                        SDL_Rect area)
{
    Grid g;
    fill(m, r, &g);
    int n = m->sg.cfg.players;
    eng_panel(e, area, eng_px(e, 14), 150);
    SDL_Rect was = eng_text_box(e, area);
    int pad = eng_px(e, 24);
    int row_h = row_height(e, n), head_h = eng_px(e, 44);
    int x0 = area.x + pad, x1 = area.x + area.w - pad;
    int name_w = eng_px(e, 260), total_w = eng_px(e, 120);
    int cols_w = x1 - x0 - name_w - total_w;
    int col_w = g.ncols > 0 ? cols_w / g.ncols : cols_w;
    if (col_w > eng_px(e, 190)) /* a few columns spread, their headings whole */
        col_w = eng_px(e, 190);
    if (g.ncols == 0) /* the names have the room */
        name_w = x1 - x0 - total_w;
    int y = area.y + pad;
    int hpx = eng_px(e, 16);
    /* TRANSLATORS: the column of the results' table with the players'
       names. */
    eng_text(e, FONT_BOLD, hpx, ENG_GOLD, _("Player"), x0, y + head_h / 2,
             ALIGN_LEFT | ALIGN_MIDDLE);
    for (int k = 0; k < g.ncols; k++) {
        int cx = x0 + name_w + k * col_w + col_w / 2;
        eng_text(e, FONT_BOLD, eng_text_fit(e, FONT_BOLD, hpx, g.head[k], col_w - eng_px(e, 6)),
                 ENG_GOLD, g.head[k], cx, y + head_h / 2, ALIGN_CENTER | ALIGN_MIDDLE);
    }
    eng_text(e, FONT_BOLD, hpx, ENG_GOLD, g.total_head, x1, y + head_h / 2,
             ALIGN_RIGHT | ALIGN_MIDDLE);
    y += head_h;
    eng_fill_rect(e, (SDL_Rect){x0, y, x1 - x0, eng_px(e, 1) + 1}, (SDL_Color){255, 255, 255, 60});
    for (int i = 0; i < n; i++) {
        int p = order[i];
        bool winner = false;
        for (int w = 0; w < r->nwinners; w++)
            winner |= r->winners[w] == p;
        SDL_Rect row = {x0 - eng_px(e, 10), y + eng_px(e, 4), x1 - x0 + eng_px(e, 20),
                        row_h - eng_px(e, 8)};
        if (winner)
            eng_round_rect(e, row, eng_px(e, 10), (SDL_Color){246, 214, 120, 60},
                           (SDL_Color){246, 214, 120, 40});
        int cy = y + row_h / 2;
        char buf[96];
        if (g.unplaced[p])
            snprintf(buf, sizeof buf, "%s", scene_match_name(m, p));
        else
            snprintf(buf, sizeof buf, "%d. %s", r->rank[p] ? r->rank[p] : i + 1,
                     scene_match_name(m, p));
        int px = eng_text_fit(e, FONT_BOLD, eng_px(e, 21), buf, name_w - eng_px(e, 10));
        eng_text(e, FONT_BOLD, px, winner ? ENG_GOLD : ENG_WHITE, buf, x0, cy,
                 ALIGN_LEFT | ALIGN_MIDDLE);
        for (int k = 0; k < g.ncols; k++)
            eng_text(e, FONT_REGULAR, eng_px(e, 20), ENG_WHITE, g.cell[p][k],
                     x0 + name_w + k * col_w + col_w / 2, cy, ALIGN_CENTER | ALIGN_MIDDLE);
        eng_text(e, FONT_BOLD, eng_px(e, 26), winner ? ENG_GOLD : ENG_WHITE, g.total[p], x1, cy,
                 ALIGN_RIGHT | ALIGN_MIDDLE);
        y += row_h;
    }
    y += eng_px(e, 14);
    for (int i = 0; i < 2; i++) {
        if (!g.note[i][0])
            continue;
        eng_text_wrapped(e, note_font(i), eng_px(e, 15), i ? ENG_GOLD : ENG_MUTED, g.note[i], x0, y,
                         x1 - x0, ALIGN_LEFT);
        y += note_height(e, &g, i, x1 - x0);
    }
    eng_text_box(e, was);
}

/* Up or Down?: every player's columns with the rulebook's scoring (cards
 * times the most common colour), the discard points and the totals
 * (R-UOD-8). */
/* "9 cards x 3 ruby/gold = 27" */
static void breakdown(const uint8_t *cards, int n, char *buf, size_t len)
{
    int count[UOD_COLOURS] = {0}, best = 0;
    for (int i = 0; i < n; i++)
        count[uod_colour(cards[i])]++;
    for (int c = 0; c < UOD_COLOURS; c++)
        if (count[c] > best)
            best = count[c];
    char names[96] = "";
    for (int c = 0; c < UOD_COLOURS; c++)
        if (count[c] == best) {
            size_t u = strlen(names);
            snprintf(names + u, sizeof names - u, "%s%s", u ? "/" : "", uod_colour_name(c));
        }
    snprintf(buf, len,
             /* TRANSLATORS: a column's score under its cards: %1$d cards times %2$d,
                the count of its most common colour, named by %3$s (colours joined by
                "/" when several are as common: "ruby/gold"), makes %4$d. */
             P_("%1$d card \xc3\x97 %2$d %3$s = %4$d", "%1$d cards \xc3\x97 %2$d %3$s = %4$d", n),
             n, best, names, uod_column_score(cards, n));
}

static void uod_seat(Eng *e, const Match *m, const GameResult *res, int p, SDL_Rect box)
{
    const UodState *s = m->sg.state;
    bool winner = false;
    for (int i = 0; i < res->nwinners; i++)
        winner |= res->winners[i] == p;
    eng_panel(e, box, eng_px(e, 12), 150);
    if (winner)
        eng_round_outline(e, box, eng_px(e, 12), eng_px(e, 3), ENG_GOLD);
    int pad = eng_px(e, 14);
    char buf[128];
    snprintf(buf, sizeof buf, "%d. %s", res->rank[p], scene_match_name(m, p));
    int px = eng_px(e, 20);
    eng_text(e, FONT_BOLD, px, winner ? ENG_GOLD : ENG_WHITE, buf, box.x + pad, box.y + pad,
             ALIGN_LEFT);
    snprintf(buf, sizeof buf, "%d", res->scores[p]);
    eng_text(e, FONT_BOLD, eng_px(e, 30), winner ? ENG_GOLD : ENG_WHITE, buf, box.x + box.w - pad,
             box.y + pad - eng_px(e, 4), ALIGN_RIGHT);
    int y = box.y + pad + eng_px(e, 36);
    int avail = box.y + box.h - pad - y - eng_px(e, 22);
    int row = avail / 3;
    int ch = eng_card_snap(row * 62 / 100), cw = eng_card_w(ch);
    int text_px = eng_px(e, 14);
    for (int k = 0; k < UOD_COLUMNS; k++) {
        int n = s->col_n[p][k];
        int x = box.x + pad;
        if (n == 0) {
            /* TRANSLATORS: in place of a column the player never began. */
            eng_text(e, FONT_REGULAR, text_px, ENG_MUTED, _("no column"), x, y + row / 2,
                     ALIGN_LEFT | ALIGN_MIDDLE);
            y += row;
            continue;
        }
        int span = box.w - 2 * pad - cw;
        int step = n > 1 ? span / (n - 1) : 0;
        if (step > cw * 45 / 100)
            step = cw * 45 / 100;
        for (int i = 0; i < n; i++)
            eng_card_face(e, DECK_UOD, s->col[p][k][i], x + i * step, y, ch, 0);
        breakdown(s->col[p][k], n, buf, sizeof buf);
        eng_text(e, FONT_REGULAR, text_px, ENG_WHITE, buf, x, y + ch + eng_px(e, 2), ALIGN_LEFT);
        y += row;
    }
    snprintf(buf, sizeof buf,
             /* TRANSLATORS: the discard pile's score: %1$d cards at one point each
                make %2$d points. */
             P_("Discard pile: %1$d card \xc3\x97 1 = %2$d",
                "Discard pile: %1$d cards \xc3\x97 1 = %2$d", s->discard_n[p]),
             s->discard_n[p], s->discard_n[p]);
    eng_text(e, FONT_REGULAR, text_px, ENG_MUTED, buf, box.x + pad, box.y + box.h - pad,
             ALIGN_LEFT | ALIGN_BOTTOM);
}

static void uod_title(const Match *m, const GameResult *r, char *buf, size_t len)
{
    char names[400];
    bool you;
    int best;
    winners_words(m, r, names, sizeof names, &you, &best);
    if (r->nwinners == 1 && you)
        /* TRANSLATORS: the heading of the results when the winner is the
           player named "You" (the first seat's name unless changed). */
        snprintf(buf, len, P_("You win with %d point", "You win with %d points", best), best);
    else if (r->nwinners == 1)
        /* TRANSLATORS: %1$s is the winner's name. */
        snprintf(buf, len, P_("%1$s wins with %2$d point", "%1$s wins with %2$d points", best),
                 names, best);
    else
        /* TRANSLATORS: %s is the names of the winners ("Kim and Eli"). */
        snprintf(buf, len, _("Shared victory: %s"), names);
}

const ResultsDef uod_results = {.title = uod_title, .seat = uod_seat};
const ResultsDef uad_results = {.title = uad_title, .grid = uad_grid};
const ResultsDef t3_results = {.title = t3_title, .grid = t3_grid};
