/* Cards: the SVG faces rasterised at the exact pixel height they are drawn
 * at (a ladder of heights keeps the number of sizes small), the numbers
 * written on them with the bundled font, and the record of every face
 * drawn, which the tests read to prove that hidden cards stay hidden. */
#include <SDL.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "eng_internal.h"
#include "up_or_down.h"

#define CARD_SLOTS 48
#define BACK_BASE (-1)

typedef struct CardEntry {
    int deck, base, h;
    SDL_Texture *tex;
    uint64_t used;
} CardEntry;

struct EngCardCache {
    CardEntry e[CARD_SLOTS];
    uint64_t clock;
};

bool eng_card_cache_new(EngCardCache **out)
{
    *out = calloc(1, sizeof **out);
    return *out != NULL;
}

void eng_card_cache_flush(EngCardCache *c)
{
    for (int i = 0; i < CARD_SLOTS; i++)
        if (c->e[i].tex)
            SDL_DestroyTexture(c->e[i].tex);
    memset(c->e, 0, sizeof c->e);
}

void eng_card_cache_free(EngCardCache *c)
{
    if (!c)
        return;
    eng_card_cache_flush(c);
    free(c);
}

int eng_card_snap(int h)
{
    if (h < 16)
        return 16;
    /* 16 * 1.05^k, the largest not above h */
    int k = (int)floor(log((double)h / 16.0) / log(1.05) + 1e-9);
    int v = (int)floor(16.0 * pow(1.05, k));
    while ((int)floor(16.0 * pow(1.05, k + 1)) <= h)
        v = (int)floor(16.0 * pow(1.05, ++k));
    return v;
}

int eng_card_w(int h) { return (h * 5 + 3) / 7; }

static int asset_of(int deck, int base)
{
    if (base == BACK_BASE)
        return ASSET_BACK;
    (void)deck;
    return ASSET_UOD_FIRST + base;
}

static SDL_Texture *card_tex(Eng *e, int deck, int base, int h)
{
    EngCardCache *c = e->cards;
    c->clock++;
    int victim = 0;
    for (int i = 0; i < CARD_SLOTS; i++) {
        CardEntry *t = &c->e[i];
        if (t->tex && t->deck == deck && t->base == base && t->h == h) {
            t->used = c->clock;
            return t->tex;
        }
        if (!t->tex || (c->e[victim].tex && t->used < c->e[victim].used))
            victim = i;
    }
    CardEntry *t = &c->e[victim];
    if (t->tex)
        SDL_DestroyTexture(t->tex);
    memset(t, 0, sizeof *t);
    SDL_Surface *s = eng_svg(e->assets, asset_of(deck, base), eng_card_w(h), h);
    if (!s)
        return NULL;
    t->tex = SDL_CreateTextureFromSurface(e->ren, s);
    SDL_FreeSurface(s);
    if (!t->tex)
        return NULL;
    SDL_SetTextureBlendMode(t->tex, SDL_BLENDMODE_BLEND);
    t->deck = deck;
    t->base = base;
    t->h = h;
    t->used = c->clock;
    return t->tex;
}

static void card_under(Eng *e, SDL_Rect r, unsigned flags)
{
    int rad = r.h * 18 / 350;
    if (flags & CARD_REFUSED)
        eng_shadow(e, r, rad, r.h / 6, (SDL_Color){235, 60, 50, 255});
    else if (flags & CARD_HOVER)
        eng_shadow(e, r, rad, r.h / 6, (SDL_Color){255, 236, 150, 255});
    else if (flags & CARD_GLOW)
        eng_shadow(e, r, rad, r.h / 8, (SDL_Color){255, 214, 90, 230});
    else if (flags & CARD_SHADOW)
        eng_shadow(e, (SDL_Rect){r.x + r.h / 60, r.y + r.h / 40, r.w, r.h}, rad, r.h / 14,
                   (SDL_Color){0, 0, 0, 120});
}

static void card_over(Eng *e, SDL_Rect r, unsigned flags)
{
    int rad = r.h * 18 / 350;
    if (flags & CARD_DIM)
        eng_round_rect(e, r, rad, (SDL_Color){20, 30, 25, 120}, (SDL_Color){20, 30, 25, 120});
    if (flags & (CARD_HOVER | CARD_GLOW | CARD_REFUSED)) {
        SDL_Color c = flags & CARD_REFUSED ? (SDL_Color){235, 60, 50, 255}
                      : flags & CARD_HOVER ? (SDL_Color){255, 248, 210, 255}
                                           : (SDL_Color){255, 210, 80, 255};
        int t = r.h / 60 + 1;
        eng_round_outline(e, r, rad, t, c);
    }
}

static void number(Eng *e, const char *s, int cx, int cy, int px)
{
    int off = px / 14 + 1;
    eng_text(e, FONT_BOLD, px, (SDL_Color){0, 0, 0, 110}, s, cx + off / 2, cy + off,
             ALIGN_CENTER | ALIGN_MIDDLE);
    eng_text(e, FONT_BOLD, px, ENG_WHITE, s, cx, cy, ALIGN_CENTER | ALIGN_MIDDLE);
}

void eng_card_face(Eng *e, int deck, int id, int x, int y, int h, unsigned flags)
{
    if (deck < 0 || deck >= DECK_COUNT || id <= 0 || id >= ENG_FACE_IDS)
        return;
    if (e->record_faces)
        e->faces_drawn[deck][id] = 1;
    SDL_Rect r = {x, y, eng_card_w(h), h};
    card_under(e, r, flags);
    int colour = uod_colour(id);
    SDL_Texture *t = card_tex(e, deck, colour, h);
    if (t)
        SDL_RenderCopy(e->ren, t, NULL, &r);
    /* The number in the top band and in the bottom band (rulebook: a
     * column shows its cards' top or bottom numbers). */
    char buf[8];
    snprintf(buf, sizeof buf, "%d", id);
    int px = h * 15 / 100;
    if (px < 7)
        px = 7;
    number(e, buf, x + r.w / 2, y + h * 375 / 3500, px);
    number(e, buf, x + r.w / 2, y + h * 3125 / 3500, px);
    card_over(e, r, flags);
}

void eng_card_back(Eng *e, int x, int y, int h, unsigned flags)
{
    SDL_Rect r = {x, y, eng_card_w(h), h};
    card_under(e, r, flags);
    SDL_Texture *t = card_tex(e, 0, BACK_BASE, h);
    if (t)
        SDL_RenderCopy(e->ren, t, NULL, &r);
    card_over(e, r, flags);
}

void eng_card_slot(Eng *e, int x, int y, int h, SDL_Color c, bool lit)
{
    SDL_Rect r = {x, y, eng_card_w(h), h};
    int rad = h * 18 / 350;
    if (lit)
        eng_shadow(e, r, rad, h / 8, (SDL_Color){255, 214, 90, 200});
    eng_round_rect(e, r, rad, (SDL_Color){0, 0, 0, 40}, (SDL_Color){0, 0, 0, 60});
    eng_round_outline(e, r, rad, h / 70 + 1, c);
}

void eng_faces_clear(Eng *e) { memset(e->faces_drawn, 0, sizeof e->faces_drawn); }

bool eng_face_drawn(const Eng *e, int deck, int id)
{
    return deck >= 0 && deck < DECK_COUNT && id >= 0 && id < ENG_FACE_IDS &&
           e->faces_drawn[deck][id];
}

SDL_Color eng_uod_colour(int colour)
{
    static const SDL_Color c[UOD_COLOURS] = {
        {214, 60, 84, 255},  {240, 130, 185, 255}, {246, 190, 60, 255},
        {90, 196, 130, 255}, {110, 160, 240, 255}, {178, 130, 226, 255},
    };
    return colour >= 0 && colour < UOD_COLOURS ? c[colour] : ENG_WHITE;
}
