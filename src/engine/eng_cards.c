/* Cards: the SVG faces rasterised at the exact pixel height they are drawn
 * at (a ladder of heights keeps the number of sizes small), the numbers
 * written on them with the bundled font, and the record of every face
 * drawn, which the tests read to prove that hidden cards stay hidden. */
#include <SDL.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "eng_internal.h"
#include "three_up.h"
#include "up_and_down.h"
#include "up_or_down.h"

#define CARD_SLOTS 128

typedef struct CardEntry {
    int asset, w, h;
    Uint32 tint; /* a shadow's colour, baked in (0 for art) */
    SDL_Texture *tex;
    uint64_t used;
} CardEntry;

#define SHADOW_SEEN 16

struct EngCardCache {
    CardEntry e[CARD_SLOTS];
    uint64_t clock;
    int seen[SHADOW_SEEN][5]; /* shadows asked for once (w, h, radius, blur, colour) */
    int nseen;
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

/* The cached texture for a key, or the emptied slot that will hold it. */
static CardEntry *slot_for(Eng *e, int asset, int w, int h, Uint32 tint)
{
    EngCardCache *c = e->cards;
    c->clock++;
    int victim = 0;
    for (int i = 0; i < CARD_SLOTS; i++) {
        CardEntry *t = &c->e[i];
        if (t->tex && t->asset == asset && t->w == w && t->h == h && t->tint == tint) {
            t->used = c->clock;
            return t;
        }
        if (!t->tex || (c->e[victim].tex && t->used < c->e[victim].used))
            victim = i;
    }
    CardEntry *t = &c->e[victim];
    if (t->tex)
        SDL_DestroyTexture(t->tex);
    memset(t, 0, sizeof *t);
    return t;
}

static SDL_Texture *keep(Eng *e, CardEntry *t, SDL_Surface *s, int asset, int w, int h, Uint32 tint)
{
    t->tex = SDL_CreateTextureFromSurface(e->ren, s);
    SDL_FreeSurface(s);
    if (!t->tex)
        return NULL;
    SDL_SetTextureBlendMode(t->tex, SDL_BLENDMODE_BLEND);
    t->asset = asset;
    t->w = w;
    t->h = h;
    t->tint = tint;
    t->used = e->cards->clock;
    return t->tex;
}

/* An asset rasterised at w x h, from the cache (least recently used goes). */
static SDL_Texture *art_tex(Eng *e, int asset, int w, int h)
{
    CardEntry *t = slot_for(e, asset, w, h, 0);
    if (t->tex)
        return t->tex;
    SDL_Surface *s = eng_svg(e->assets, asset, w, h);
    if (!s)
        return NULL;
    return keep(e, t, s, asset, w, h, 0);
}

/* A soft shadow around a w x h rounded rectangle, drawn once at its size
 * and colour: alpha falls smoothly from c.a at the rectangle shrunk by
 * radius to 0 at radius + blur from it (the nine-slice falloff). The
 * colour is baked in because the software renderer copies an unmodulated
 * texture three times faster. Only a shadow asked for twice is kept, so
 * cards in flight, whose size changes every frame, do not churn the cache;
 * NULL means "draw it the slow way". */
SDL_Texture *eng_shadow_texture(Eng *e, int w, int h, int radius, int blur, SDL_Color col)
{
    Uint32 tint = (Uint32)col.a << 24 | (Uint32)col.r << 16 | (Uint32)col.g << 8 | col.b;
    EngCardCache *c = e->cards;
    if (w <= 0 || h <= 0 || blur <= 0 || radius < 0 || radius >= 1024 || blur >= 1024 ||
        (long)(w + 2 * blur) * (h + 2 * blur) > 4L * 1024 * 1024)
        return NULL;
    int asset = -1 - (radius * 1024 + blur);
    for (int i = 0; i < CARD_SLOTS; i++) {
        CardEntry *t = &c->e[i];
        if (t->tex && t->asset == asset && t->w == w && t->h == h && t->tint == tint) {
            t->used = ++c->clock;
            return t->tex;
        }
    }
    int key[5] = {w, h, radius, blur, (int)tint}, found = -1;
    for (int i = 0; i < c->nseen && found < 0; i++)
        if (!memcmp(c->seen[i], key, sizeof key))
            found = i;
    if (found < 0) {
        memmove(c->seen[1], c->seen[0], sizeof c->seen[0] * (SHADOW_SEEN - 1));
        memcpy(c->seen[0], key, sizeof key);
        if (c->nseen < SHADOW_SEEN)
            c->nseen++;
        return NULL;
    }
    int tw = w + 2 * blur, th = h + 2 * blur, s = radius + blur;
    SDL_Surface *sf = SDL_CreateRGBSurfaceWithFormat(0, tw, th, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!sf)
        return NULL;
    /* the inner rectangle, in the texture's coordinates */
    float x0 = (float)(blur + radius), x1 = (float)(blur + w - radius);
    float y0 = (float)(blur + radius), y1 = (float)(blur + h - radius);
    if (x1 < x0)
        x0 = x1 = (x0 + x1) / 2;
    if (y1 < y0)
        y0 = y1 = (y0 + y1) / 2;
    for (int y = 0; y < th; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)sf->pixels + y * sf->pitch);
        float py = y + 0.5f, dy = py < y0 ? y0 - py : py > y1 ? py - y1 : 0;
        for (int x = 0; x < tw; x++) {
            float px = x + 0.5f, dx = px < x0 ? x0 - px : px > x1 ? px - x1 : 0;
            float d = sqrtf(dx * dx + dy * dy) / (float)s;
            float a = d >= 1 ? 0 : 1 - d;
            a = a * a * (3 - 2 * a);
            row[x] = ((Uint32)(a * col.a + 0.5f) << 24) | (tint & 0xffffffu);
        }
    }
    CardEntry *t = slot_for(e, asset, w, h, tint);
    return keep(e, t, sf, asset, w, h, tint);
}

static void card_under(Eng *e, SDL_Rect r, unsigned flags)
{
    int rad = r.h * 18 / 350;
    /* the card covers its middle: no shadow is blended there */
    SDL_Rect hole = {r.x + rad, r.y + rad, r.w - 2 * rad, r.h - 2 * rad};
    if (flags & CARD_REFUSED)
        eng_shadow_around(e, r, rad, r.h / 6, (SDL_Color){235, 60, 50, 255}, hole);
    else if (flags & CARD_HOVER)
        eng_shadow_around(e, r, rad, r.h / 6, (SDL_Color){255, 236, 150, 255}, hole);
    else if (flags & CARD_GLOW)
        eng_shadow_around(e, r, rad, r.h / 8, (SDL_Color){255, 214, 90, 230}, hole);
    else if (flags & CARD_SHADOW)
        eng_shadow_around(e, (SDL_Rect){r.x + r.h / 60, r.y + r.h / 40, r.w, r.h}, rad, r.h / 14,
                          (SDL_Color){0, 0, 0, 120}, hole);
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

static SDL_Texture *card_tex(Eng *e, int asset, int h)
{
    return art_tex(e, asset, eng_card_w(h), h);
}

/* A face without its colour-blind symbols, cached under its own key. */
#define PLAIN_KEY 1000
static SDL_Texture *plain_tex(Eng *e, int asset, SDL_Rect r)
{
    CardEntry *t = slot_for(e, PLAIN_KEY + asset, r.w, r.h, 0);
    if (t->tex)
        return t->tex;
    SDL_Surface *s = eng_svg_plain(e->assets, asset, r.w, r.h);
    if (!s)
        return NULL;
    return keep(e, t, s, PLAIN_KEY + asset, r.w, r.h, 0);
}

void eng_set_symbols(Eng *e, bool on)
{
    if (e->settings.cb_symbols == on)
        return;
    e->settings.cb_symbols = on;
    eng_card_cache_flush(e->cards);
    eng_redraw(e);
}

static bool valid_id(int deck, int id)
{
    switch (deck) {
    case DECK_UOD:
        return id >= 1 && id <= UOD_MAX_CARDS;
    case DECK_UAD:
        return id >= 1 && id <= UAD_CARDS;
    case DECK_T3:
        return id >= 0 && id < T3_DECK;
    default:
        return false;
    }
}

/* Up or Down?: the number in the top band and in the bottom band (rulebook:
 * a column shows its cards' top or bottom numbers). */
static void uod_face(Eng *e, int id, SDL_Rect r)
{
    int asset = ASSET_UOD_FIRST + uod_colour(id);
    SDL_Texture *t = e->settings.cb_symbols ? card_tex(e, asset, r.h) : plain_tex(e, asset, r);
    if (t)
        SDL_RenderCopy(e->ren, t, NULL, &r);
    char buf[8];
    snprintf(buf, sizeof buf, "%d", id);
    int px = r.h * 15 / 100;
    if (px < 7)
        px = 7;
    number(e, buf, r.x + r.w / 2, r.y + r.h * 375 / 3500, px);
    number(e, buf, r.x + r.w / 2, r.y + r.h * 3125 / 3500, px);
}

/* Up & Down: the value in the top-left corner above the suit, and again
 * in the bottom-right corner, so a card fanned in a hand shows both. */
static void uad_face(Eng *e, int id, SDL_Rect r)
{
    SDL_Texture *t = card_tex(e, ASSET_UAD_FIRST + id - 1, r.h);
    if (t)
        SDL_RenderCopy(e->ren, t, NULL, &r);
    static const char *const names[] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q"};
    int v = uad_value(id);
    const char *s = names[v - 2];
    int px = r.h * 12 / 100;
    if (v == 10)
        px = px * 84 / 100;
    if (px < 7)
        px = 7;
    SDL_Color c = eng_uad_suit_colour(uad_suit(id));
    eng_text(e, FONT_BOLD, px, c, s, r.x + r.w * 30 / 250, r.y + r.h * 37 / 350,
             ALIGN_CENTER | ALIGN_MIDDLE);
    eng_text(e, FONT_BOLD, px, c, s, r.x + r.w * 220 / 250, r.y + r.h * 313 / 350,
             ALIGN_CENTER | ALIGN_MIDDLE);
}

static int t3_asset(int id)
{
    return ASSET_T3_FIRST + t3_card_colour(id) + (t3_card_rank(id) >= T3_CLEAR ? 3 : 0);
}

/* 3UP 3DOWN: the value in the corner plates beside the colour's symbol and
 * large in the middle; the Clear cards say CLEAR and what they owe. */
static void t3_face(Eng *e, int id, SDL_Rect r)
{
    SDL_Texture *t = card_tex(e, t3_asset(id), r.h);
    if (t)
        SDL_RenderCopy(e->ren, t, NULL, &r);
    int rank = t3_card_rank(id);
    SDL_Color ink = eng_t3_colour(t3_card_colour(id));
    ink =
        (SDL_Color){(Uint8)(ink.r * 7 / 10), (Uint8)(ink.g * 7 / 10), (Uint8)(ink.b * 7 / 10), 255};
    char corner[16];
    if (rank < T3_CLEAR)
        snprintf(corner, sizeof corner, "%d", rank);
    else
        snprintf(corner, sizeof corner, rank == T3_CLEAR ? "C" : "C+%d", rank - T3_CLEAR);
    int cpx = eng_text_fit(e, FONT_BOLD, r.h * 11 / 100, corner, r.w * 54 / 250);
    if (cpx < 7)
        cpx = 7;
    eng_text(e, FONT_BOLD, cpx, ink, corner, r.x + r.w * 40 / 250, r.y + r.h * 38 / 350,
             ALIGN_CENTER | ALIGN_MIDDLE);
    eng_text(e, FONT_BOLD, cpx, ink, corner, r.x + r.w * 210 / 250, r.y + r.h * 312 / 350,
             ALIGN_CENTER | ALIGN_MIDDLE);
    int cx = r.x + r.w / 2, cy = r.y + r.h / 2;
    if (rank < T3_CLEAR) {
        char buf[16];
        snprintf(buf, sizeof buf, "%d", rank);
        int px = r.h * 34 / 100;
        eng_text(e, FONT_BOLD, px, ink, buf, cx, cy + r.h / 100, ALIGN_CENTER | ALIGN_MIDDLE);
        return;
    }
    int px = eng_text_fit(e, FONT_BOLD, r.h * 12 / 100, "CLEAR", r.w * 64 / 100);
    int dy = rank == T3_CLEAR ? 0 : r.h * 9 / 100;
    eng_text(e, FONT_BOLD, px, ENG_WHITE, "CLEAR", cx, cy - dy, ALIGN_CENTER | ALIGN_MIDDLE);
    if (rank > T3_CLEAR) {
        char buf[16];
        snprintf(buf, sizeof buf, "+%d", rank - T3_CLEAR);
        eng_text(e, FONT_BOLD, r.h * 16 / 100, ENG_GOLD, buf, cx, cy + r.h * 9 / 100,
                 ALIGN_CENTER | ALIGN_MIDDLE);
    }
}

void eng_card_face(Eng *e, int deck, int id, int x, int y, int h, unsigned flags)
{
    if (deck < 0 || deck >= DECK_COUNT || !valid_id(deck, id))
        return;
    if (e->record_faces)
        e->faces_drawn[deck][id] = 1;
    SDL_Rect r = {x, y, eng_card_w(h), h};
    card_under(e, r, flags);
    if (deck == DECK_UOD)
        uod_face(e, id, r);
    else if (deck == DECK_UAD)
        uad_face(e, id, r);
    else
        t3_face(e, id, r);
    card_over(e, r, flags);
}

void eng_card_turning(Eng *e, int deck, int id, bool face, int x, int y, int h, float squash)
{
    int w = eng_card_w(h);
    SDL_Rect d = {x + (int)(w * (1 - squash) / 2), y, (int)(w * squash), h};
    if (d.w < 1)
        return;
    int asset = ASSET_BACK;
    if (face) {
        if (deck < 0 || deck >= DECK_COUNT || !valid_id(deck, id))
            return;
        if (squash > 0.98f) { /* not turning at all */
            eng_card_face(e, deck, id, x, y, h, CARD_SHADOW);
            return;
        }
        if (e->record_faces)
            e->faces_drawn[deck][id] = 1;
        asset = deck == DECK_UOD   ? ASSET_UOD_FIRST + uod_colour(id)
                : deck == DECK_UAD ? ASSET_UAD_FIRST + id - 1
                                   : t3_asset(id);
    }
    SDL_Texture *t = card_tex(e, asset, h);
    if (t)
        SDL_RenderCopy(e->ren, t, NULL, &d);
}

void eng_card_back(Eng *e, int x, int y, int h, unsigned flags)
{
    SDL_Rect r = {x, y, eng_card_w(h), h};
    card_under(e, r, flags);
    SDL_Texture *t = card_tex(e, ASSET_BACK, h);
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

SDL_Color eng_t3_colour(int colour)
{
    static const SDL_Color c[T3_COLOURS] = {
        {216, 65, 47, 255},  /* red: flames on stripes */
        {47, 154, 82, 255},  /* green: leaves on dots */
        {47, 111, 208, 255}, /* blue: drops on waves */
    };
    return colour >= 0 && colour < T3_COLOURS ? c[colour] : ENG_INK;
}

SDL_Color eng_uad_suit_colour(int suit)
{
    static const SDL_Color c[UAD_SUITS] = {
        {35, 146, 74, 255},  /* clubs: green */
        {36, 102, 200, 255}, /* diamonds: blue */
        {214, 40, 57, 255},  /* hearts: red */
        {42, 42, 51, 255},   /* spades: black */
    };
    return suit >= 0 && suit < UAD_SUITS ? c[suit] : ENG_INK;
}

const char *eng_uad_suit_glyph(int suit)
{
    static const char *const g[UAD_SUITS] = {"\xe2\x99\xa3", "\xe2\x99\xa6", "\xe2\x99\xa5",
                                             "\xe2\x99\xa0"};
    return suit >= 0 && suit < UAD_SUITS ? g[suit] : "?";
}

/* Squashes a square's width for the flip, along the screen's x axis
 * whatever quarter turn it rests at. */
static SDL_FRect squashed(SDL_Rect r, double angle, float squash)
{
    SDL_FRect d = {(float)r.x, (float)r.y, (float)r.w, (float)r.h};
    int quarter = ((int)lround(angle / 90.0) % 2 + 2) % 2;
    if (quarter == 0) {
        d.w = r.w * squash;
        d.x = r.x + (r.w - d.w) / 2;
    } else {
        d.h = r.h * squash;
        d.y = r.y + (r.h - d.h) / 2;
    }
    return d;
}

void eng_uad_board(Eng *e, int face, SDL_Rect r, double angle, float squash, unsigned flags)
{
    int rad = r.w * 26 / 300;
    if (squash > 0.98f)
        card_under(e, r, flags | CARD_SHADOW);
    SDL_Texture *t = art_tex(e, ASSET_UAD_BOARD + (face ? 1 : 0), r.w, r.h);
    if (t && squash > 0.01f) {
        SDL_FRect d = squashed(r, angle, squash);
        SDL_RenderCopyExF(e->ren, t, NULL, &d, angle, NULL, SDL_FLIP_NONE);
    }
    if (squash > 0.85f) {
        /* arrows pointing the way the trick goes: up for UP, down for DOWN */
        float cx0 = r.x + r.w / 2.0f, cy0 = r.y + r.h / 2.0f, s = r.w / 300.0f;
        SDL_Color ac = {255, 255, 255, 110};
        for (int i = 0; i < 2; i++) {
            float dir = face ? 1.0f : -1.0f;
            float tip = cy0 + dir * (34 + i * 20) * s, base = tip - dir * 16 * s;
            float hw = 30 * s, th = 7 * s;
            SDL_FPoint a = {cx0 - hw, base}, b = {cx0, tip}, c = {cx0 + hw, base};
            eng_line(e, a, b, th, ac);
            eng_line(e, b, c, th, ac);
        }
        const char *word = face ? "DOWN" : "UP";
        int px = eng_text_fit(e, FONT_BOLD, r.w * 18 / 100, word, r.w * 42 / 100);
        int cx = r.x + r.w / 2, cy = r.y + r.h / 2;
        eng_text(e, FONT_BOLD, px, (SDL_Color){0, 0, 0, 90}, word, cx + px / 16 + 1,
                 cy + px / 12 + 1, ALIGN_CENTER | ALIGN_MIDDLE);
        eng_text(e, FONT_BOLD, px, ENG_WHITE, word, cx, cy, ALIGN_CENTER | ALIGN_MIDDLE);
    }
    if (squash > 0.98f && (flags & (CARD_HOVER | CARD_GLOW | CARD_REFUSED))) {
        SDL_Color c = flags & CARD_REFUSED ? (SDL_Color){235, 60, 50, 255}
                      : flags & CARD_HOVER ? (SDL_Color){255, 248, 210, 255}
                                           : (SDL_Color){255, 210, 80, 255};
        eng_round_outline(e, r, rad, r.h / 80 + 2, c);
    }
}

void eng_die(Eng *e, int value, SDL_Rect r, double angle, unsigned flags)
{
    if (value < 1 || value > 6)
        return;
    int rad = r.w * 18 / 100;
    if (flags & (CARD_HOVER | CARD_GLOW))
        eng_shadow(e, r, rad, r.h / 4,
                   flags & CARD_HOVER ? (SDL_Color){255, 236, 150, 255}
                                      : (SDL_Color){255, 214, 90, 230});
    else
        eng_shadow(e, (SDL_Rect){r.x + r.w / 30, r.y + r.h / 16, r.w, r.h}, rad, r.h / 8,
                   (SDL_Color){0, 0, 0, 120});
    SDL_Texture *t = art_tex(e, ASSET_DIE_FIRST + value - 1, r.w, r.h);
    if (t)
        SDL_RenderCopyEx(e->ren, t, NULL, &r, angle, NULL, SDL_FLIP_NONE);
}

SDL_Color eng_uod_colour(int colour)
{
    static const SDL_Color c[UOD_COLOURS] = {
        {214, 60, 84, 255},  {240, 130, 185, 255}, {246, 190, 60, 255},
        {90, 196, 130, 255}, {110, 160, 240, 255}, {178, 130, 226, 255},
    };
    return colour >= 0 && colour < UOD_COLOURS ? c[colour] : ENG_WHITE;
}
