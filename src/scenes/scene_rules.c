/* The rules in the program's own words, on a page that scrolls (wheel,
 * drag, arrow keys, Page Up/Down, Home/End). */
#include <stdlib.h>
#include <string.h>

#include "scene_common.h"

typedef enum { R_H1, R_H2, R_P, R_LI } RuleKind;

typedef struct RuleBlock {
    RuleKind kind;
    const char *text;
} RuleBlock;

/* Up or Down? (rules/up-or-down.rulebook.txt, RULINGS.md R-UOD-1..10). */
static const RuleBlock uod_rules[] = {
    {R_H1, "Up or Down?"},
    {R_P, "2 to 6 players. Build up to three columns of cards, each one rising or falling, "
          "and gather cards of one colour in each. The most points wins."},
    {R_H2, "The cards"},
    {R_P, "Cards are numbered from 1 to 126 in six colours, and every colour has its own "
          "symbol, so the colours can be told apart without seeing colour: ruby gem, pink "
          "heart, gold star, green leaf, blue drop, purple moon. Each card shows its number "
          "at the top and at the bottom."},
    {R_P, "Fewer cards are used with fewer players. Short game: 2 players 1-42, 3 players "
          "1-60, 4 players 1-78, 5 or 6 players 1-96. Full game: 2 players 1-54, 3 players "
          "1-78, 4 players 1-102, 5 or 6 players 1-126."},
    {R_H2, "Setting up"},
    {R_P, "Everyone gets three cards in hand. Six cards are laid face up in a ring, the "
          "display, sorted clockwise from the lowest to the highest. The other cards make two "
          "draw piles inside the ring: one face down, one face up (only its top card can be "
          "seen). A random player starts."},
    {R_H2, "Your turn, in four steps"},
    {R_LI, "1. Play a card from your hand into the ring, at its place in number order "
           "(clockwise). A card lower than the lowest or higher than the highest goes between "
           "the highest and the lowest."},
    {R_LI, "2. Take one of the two cards next to the card you played. The card you played "
           "stays in the ring."},
    {R_LI, "3. Place the taken card in your play area: on one of your columns, or as the "
           "first card of a new column (three columns at most), or turn one whole column face "
           "down onto your discard pile and start a new column with the card."},
    {R_LI, "4. Draw the top card of either pile. When one pile is empty, draw from the other; "
           "when both are, there is nothing to draw."},
    {R_H2, "Columns"},
    {R_P, "The second card of a column decides its direction: higher than the first, the "
          "column rises; lower, it falls. Every later card must go on in that direction from "
          "the column's last card. Cards are never moved once placed."},
    {R_P, "In a rising column each new card covers the top of the one before, so you see "
          "every bottom number; in a falling column each new card covers the bottom of the one "
          "before, so you see every top number. The newest card is always fully visible."},
    {R_H2, "The end and scoring"},
    {R_P, "When both piles are empty, play goes on until every hand is empty; six cards stay "
          "in the ring. Then every column scores its number of cards times the number of "
          "cards of its most common colour: 9 cards with 5 pink ones score 45. Every card on "
          "your discard pile scores 1 point. The highest total wins; tied players share the "
          "victory."},
    {R_H2, "At the table"},
    {R_P, "Your choices light up. Click a card in your hand (or drag it to the ring), then "
          "one of the two lit cards next to it, then a lit column, \"New column\" or "
          "\"Discard\", then a pile. Each place shows the score it would give. Something that "
          "is not allowed is refused with the reason. Undo takes back your steps of this turn "
          "until you draw."},
    {R_P, "Esc opens the menu (animation speed, AI pace, rules, quit). F11 switches full "
          "screen. A click or a key hurries an animation along."},
};

typedef struct RulesText {
    const char *game_id;
    const RuleBlock *blocks;
    int n;
} RulesText;

static const RulesText all_rules[] = {
    {"up-or-down", uod_rules, (int)(sizeof uod_rules / sizeof uod_rules[0])},
};

typedef struct Block {
    SDL_Texture *tex;
    int w, h, y; /* y: from the top of the text */
    RuleKind kind;
} Block;

typedef struct Rules {
    Scene base;
    const RulesText *text;
    Block *b;
    int n;
    SDL_Rect page;
    int content_h, scroll, max_scroll;
    bool dragging;
    int drag_y, drag_scroll;
    SceneButton back;
} Rules;

static void free_blocks(Rules *r)
{
    for (int i = 0; i < r->n; i++)
        if (r->b[i].tex)
            SDL_DestroyTexture(r->b[i].tex);
    free(r->b);
    r->b = NULL;
    r->n = 0;
}

static void rules_layout(Scene *s, Eng *e)
{
    Rules *r = (Rules *)s;
    free_blocks(r);
    int pw = eng_px(e, 780);
    if (pw > e->w - eng_px(e, 60))
        pw = e->w - eng_px(e, 60);
    r->page = (SDL_Rect){(e->w - pw) / 2, eng_px(e, 30), pw, e->h - eng_px(e, 120)};
    int pad = eng_px(e, 36), wrap = pw - 2 * pad;
    r->b = calloc((size_t)r->text->n, sizeof *r->b);
    if (!r->b)
        abort();
    r->n = r->text->n;
    int y = 0;
    SDL_Color ink = {40, 33, 25, 255}, head = {122, 38, 30, 255};
    for (int i = 0; i < r->n; i++) {
        const RuleBlock *rb = &r->text->blocks[i];
        Block *b = &r->b[i];
        b->kind = rb->kind;
        int px = rb->kind == R_H1   ? eng_px(e, 40)
                 : rb->kind == R_H2 ? eng_px(e, 25)
                                    : eng_px(e, 19);
        int font = rb->kind == R_H1 || rb->kind == R_H2 ? FONT_BOLD : FONT_REGULAR;
        int indent = rb->kind == R_LI ? eng_px(e, 22) : 0;
        if (rb->kind == R_H2 && i > 0)
            y += eng_px(e, 14);
        b->tex = eng_text_texture(e, font, px, rb->kind == R_P || rb->kind == R_LI ? ink : head,
                                  rb->text, wrap - indent, &b->w, &b->h);
        b->y = y;
        y += b->h + (rb->kind == R_H1 ? eng_px(e, 12) : eng_px(e, 10));
    }
    r->content_h = y;
    int view_h = r->page.h - 2 * pad;
    r->max_scroll = r->content_h > view_h ? r->content_h - view_h : 0;
    if (r->scroll > r->max_scroll)
        r->scroll = r->max_scroll;
    int bw = eng_px(e, 220), bh = eng_px(e, 52);
    r->back.r = (SDL_Rect){e->w / 2 - bw / 2, e->h - eng_px(e, 74), bw, bh};
    eng_targets_clear(e);
    eng_target_add(e, T_SCROLL, 0, 0, r->page);
    scene_buttons_targets(e, &r->back, 1);
}

static void rules_draw(Scene *s, Eng *e)
{
    Rules *r = (Rules *)s;
    eng_draw_table(e);
    SDL_Rect p = r->page;
    eng_shadow(e, p, eng_px(e, 10), eng_px(e, 18), (SDL_Color){0, 0, 0, 150});
    eng_round_rect(e, p, eng_px(e, 10), (SDL_Color){252, 247, 234, 255},
                   (SDL_Color){240, 230, 208, 255});
    int pad = eng_px(e, 36);
    SDL_Rect clip = {p.x, p.y + pad / 2, p.w, p.h - pad};
    SDL_RenderSetClipRect(e->ren, &clip);
    for (int i = 0; i < r->n; i++) {
        Block *b = &r->b[i];
        int y = p.y + pad + b->y - r->scroll;
        if (!b->tex || y + b->h < clip.y || y > clip.y + clip.h)
            continue;
        int x = p.x + pad + (b->kind == R_LI ? eng_px(e, 22) : 0);
        if (b->kind == R_H1)
            x = p.x + (p.w - b->w) / 2;
        SDL_Rect d = {x, y, b->w, b->h};
        SDL_RenderCopy(e->ren, b->tex, NULL, &d);
    }
    SDL_RenderSetClipRect(e->ren, NULL);
    if (r->max_scroll > 0) { /* the scroll bar */
        int track = p.h - 2 * pad, th = track * (p.h - 2 * pad) / (r->content_h + 1);
        if (th < eng_px(e, 30))
            th = eng_px(e, 30);
        int ty = p.y + pad + (track - th) * r->scroll / r->max_scroll;
        eng_round_rect(e, (SDL_Rect){p.x + p.w - eng_px(e, 14), ty, eng_px(e, 6), th}, eng_px(e, 3),
                       (SDL_Color){120, 100, 70, 140}, (SDL_Color){120, 100, 70, 140});
    }
    scene_buttons_draw(e, &r->back, 1);
}

static void scroll_by(Rules *r, Eng *e, int dy)
{
    int v = r->scroll + dy;
    v = v < 0 ? 0 : v > r->max_scroll ? r->max_scroll : v;
    if (v != r->scroll) {
        r->scroll = v;
        eng_redraw(e);
    }
}

static void rules_event(Scene *s, Eng *e, const SDL_Event *ev)
{
    Rules *r = (Rules *)s;
    EngTarget t;
    int line = eng_px(e, 40), page = r->page.h * 8 / 10;
    switch (ev->type) {
    case SDL_MOUSEWHEEL:
        scroll_by(r, e, -ev->wheel.y * line);
        return;
    case SDL_MOUSEBUTTONDOWN:
        if (ev->button.button == SDL_BUTTON_LEFT &&
            SDL_PointInRect(&(SDL_Point){ev->button.x, ev->button.y}, &r->page)) {
            r->dragging = true;
            r->drag_y = ev->button.y;
            r->drag_scroll = r->scroll;
        }
        return;
    case SDL_MOUSEMOTION:
        if (r->dragging)
            scroll_by(r, e, r->drag_scroll - (ev->motion.y - r->drag_y) - r->scroll);
        return;
    case SDL_MOUSEBUTTONUP:
        r->dragging = false;
        if (eng_clicked(e, ev, &t) && t.kind == T_BUTTON && t.a == B_BACK)
            eng_pop(e);
        return;
    case SDL_KEYDOWN:
        switch (ev->key.keysym.sym) {
        case SDLK_ESCAPE:
        case SDLK_BACKSPACE:
            eng_pop(e);
            break;
        case SDLK_DOWN:
            scroll_by(r, e, line);
            break;
        case SDLK_UP:
            scroll_by(r, e, -line);
            break;
        case SDLK_PAGEDOWN:
        case SDLK_SPACE:
            scroll_by(r, e, page);
            break;
        case SDLK_PAGEUP:
            scroll_by(r, e, -page);
            break;
        case SDLK_HOME:
            scroll_by(r, e, -r->scroll);
            break;
        case SDLK_END:
            scroll_by(r, e, r->max_scroll - r->scroll);
            break;
        default:
            break;
        }
        return;
    default:
        return;
    }
}

static bool rules_update(Scene *s, Eng *e)
{
    (void)s;
    (void)e;
    return false;
}

static void rules_destroy(Scene *s)
{
    free_blocks((Rules *)s);
    free(s);
}

static const SceneVT rules_vt = {
    .name = "rules",
    .event = rules_event,
    .update = rules_update,
    .draw = rules_draw,
    .layout = rules_layout,
    .destroy = rules_destroy,
};

Scene *scene_rules_new(Eng *e, const GameDef *def)
{
    (void)e;
    Rules *r = calloc(1, sizeof *r);
    if (!r)
        abort();
    r->base.vt = &rules_vt;
    r->text = &all_rules[0];
    for (size_t i = 0; def && i < sizeof all_rules / sizeof all_rules[0]; i++)
        if (!strcmp(all_rules[i].game_id, def->id))
            r->text = &all_rules[i];
    r->back = (SceneButton){B_BACK, "Back", BUTTON_PRIMARY, true, {0}};
    return &r->base;
}
