/* The match tables of the results scene (results.h). */
#include <stdio.h>
#include <string.h>

#include "results.h"
#include "scene_common.h"
#include "up_and_down.h"

bool results_has_table(const GameDef *def) { return def && !strcmp(def->id, "up-and-down"); }

static size_t names_of_winners(const Match *m, const GameResult *r, char *buf, size_t len)
{
    size_t u = 0;
    buf[0] = 0;
    for (int i = 0; i < r->nwinners && u < len; i++)
        u += (size_t)snprintf(buf + u, len - u, "%s%s",
                              i ? (i == r->nwinners - 1 ? " and " : ", ") : "",
                              scene_match_name(m, r->winners[i]));
    return u;
}

void results_title(const Match *m, const GameResult *r, char *buf, size_t len)
{
    char names[128];
    names_of_winners(m, r, names, sizeof names);
    int best = r->nwinners > 0 ? r->scores[r->winners[0]] : 0;
    if (r->nwinners == 1)
        snprintf(buf, len, "%s wins with %d trick%s", names, best, best == 1 ? "" : "s");
    else
        snprintf(buf, len, "A tie: %s, %d trick%s each", names, best, best == 1 ? "" : "s");
}

bool results_offers_extra_round(const Match *m, const GameResult *r)
{
    if (!m->def->extend || r->nwinners < 2)
        return false;
    const UadState *s = m->sg.state;
    return s->rounds < UAD_MAX_ROUNDS;
}

int results_table_height(Eng *e, const Match *m, const GameResult *r)
{
    int n = m->sg.cfg.players;
    int h = 2 * eng_px(e, 24) + eng_px(e, 44) + n * eng_px(e, 54) + eng_px(e, 40);
    if (results_offers_extra_round(m, r))
        h += eng_px(e, 28);
    return h;
}

/* Up & Down: tricks by round and in all (R-UAD-9), the pot's discards. */
void results_table_draw(Eng *e, const Match *m, const GameResult *r, const int *order,
                        SDL_Rect area)
{
    const UadState *s = m->sg.state;
    int n = m->sg.cfg.players;
    int rounds = s->round;
    eng_panel(e, area, eng_px(e, 14), 150);
    int pad = eng_px(e, 24);
    int row_h = eng_px(e, 54), head_h = eng_px(e, 44);
    int x0 = area.x + pad, x1 = area.x + area.w - pad;
    int name_w = eng_px(e, 260);
    int total_w = eng_px(e, 120);
    int cols_w = x1 - x0 - name_w - total_w;
    int col_w = rounds > 0 ? cols_w / rounds : cols_w;
    if (col_w > eng_px(e, 110))
        col_w = eng_px(e, 110);
    int y = area.y + pad;
    int hpx = eng_px(e, 16);
    eng_text(e, FONT_BOLD, hpx, ENG_GOLD, "Player", x0, y + head_h / 2, ALIGN_LEFT | ALIGN_MIDDLE);
    for (int k = 0; k < rounds; k++) {
        char buf[32];
        snprintf(buf, sizeof buf, rounds > 6 ? "R%d" : "Round %d", k + 1);
        int cx = x0 + name_w + k * col_w + col_w / 2;
        eng_text(e, FONT_BOLD, eng_text_fit(e, FONT_BOLD, hpx, buf, col_w - eng_px(e, 6)), ENG_GOLD,
                 buf, cx, y + head_h / 2, ALIGN_CENTER | ALIGN_MIDDLE);
    }
    eng_text(e, FONT_BOLD, hpx, ENG_GOLD, "Tricks", x1, y + head_h / 2, ALIGN_RIGHT | ALIGN_MIDDLE);
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
        snprintf(buf, sizeof buf, "%d. %s", r->rank[p] ? r->rank[p] : i + 1,
                 scene_match_name(m, p));
        int px = eng_text_fit(e, FONT_BOLD, eng_px(e, 21), buf, name_w - eng_px(e, 10));
        eng_text(e, FONT_BOLD, px, winner ? ENG_GOLD : ENG_WHITE, buf, x0, cy,
                 ALIGN_LEFT | ALIGN_MIDDLE);
        for (int k = 0; k < rounds; k++) {
            snprintf(buf, sizeof buf, "%d", s->round_tricks[k][p]);
            eng_text(e, FONT_REGULAR, eng_px(e, 20), ENG_WHITE, buf,
                     x0 + name_w + k * col_w + col_w / 2, cy, ALIGN_CENTER | ALIGN_MIDDLE);
        }
        snprintf(buf, sizeof buf, "%d", s->total[p]);
        eng_text(e, FONT_BOLD, eng_px(e, 26), winner ? ENG_GOLD : ENG_WHITE, buf, x1, cy,
                 ALIGN_RIGHT | ALIGN_MIDDLE);
        y += row_h;
    }
    char note[200];
    if (s->discarded > 0)
        snprintf(note, sizeof note,
                 "%d trick%s stayed in the pot at the end of a round and went to nobody.",
                 s->discarded, s->discarded == 1 ? "" : "s");
    else
        snprintf(note, sizeof note, "Every trick found a winner.");
    y += eng_px(e, 14);
    eng_text_wrapped(e, FONT_REGULAR, eng_px(e, 15), ENG_MUTED, note, x0, y, x1 - x0, ALIGN_LEFT);
    if (results_offers_extra_round(m, r)) {
        y += eng_px(e, 28);
        eng_text_wrapped(e, FONT_BOLD, eng_px(e, 16), ENG_GOLD,
                         "A tie: the rulebook suggests one more round to decide it.", x0, y,
                         x1 - x0, ALIGN_LEFT);
    }
}
