/* Cards: the SVG faces of the decks the games register (eng.h: EngDeck)
 * rasterised at the exact pixel height they are drawn at (a ladder of
 * heights keeps the number of sizes small), and the record of every face
 * drawn, which the tests read to prove that hidden cards stay hidden. */
#include <SDL.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <stdio.h>

#include "eng_internal.h"
#include "i18n.h"

#define CARD_SLOTS 128

typedef struct CardEntry {
    int asset, w, h;
    Uint32 tint; /* a shadow's colour, baked in (0 for art) */
    SDL_Texture *tex;
    uint64_t used;
} CardEntry;

#define SHADOW_SEEN 16

/* A deck in use: its art files' assets. */
typedef struct DeckSlot {
    const EngDeck *d;
    int art[ENG_DECK_ARTS];
    bool ok;
} DeckSlot;

struct EngCardCache {
    CardEntry e[CARD_SLOTS];
    DeckSlot decks[ENG_MAX_DECKS];
    int ndecks;
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

void eng_card_under(Eng *e, SDL_Rect r, unsigned flags)
{
    if ((flags & CARD_GLOW_UNDER) && (flags & (CARD_REFUSED | CARD_HOVER | CARD_GLOW)))
        return; /* drawn already, under the row */
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

void eng_card_number(Eng *e, const char *s, int cx, int cy, int px)
{
    int off = px / 14 + 1;
    eng_text_quiet(e, true); /* the shadow */
    eng_text(e, FONT_BOLD, px, (SDL_Color){0, 0, 0, 110}, s, cx + off / 2, cy + off,
             ALIGN_CENTER | ALIGN_MIDDLE);
    eng_text_quiet(e, false);
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

/* The slot of a deck (its art read the first time); NULL when it cannot be
 * drawn. */
static DeckSlot *deck_slot(Eng *e, const EngDeck *d, char *err, size_t errlen)
{
    EngCardCache *c = e->cards;
    for (int i = 0; i < c->ndecks; i++)
        if (c->decks[i].d == d)
            return c->decks[i].ok ? &c->decks[i] : NULL;
    if (!d || c->ndecks == ENG_MAX_DECKS || d->narts > ENG_DECK_ARTS || d->ids > ENG_FACE_IDS) {
        if (d)
            /* TRANSLATORS: %s is a game's title. */
            snprintf(err, errlen, _("The cards of %s cannot be drawn."), d->name);
        else
            snprintf(err, errlen, "%s", _("The cards of a game cannot be drawn."));
        return NULL;
    }
    DeckSlot *slot = &c->decks[c->ndecks++];
    slot->d = d;
    slot->ok = true;
    for (int k = 0; k < d->narts && slot->ok; k++) {
        char file[64];
        d->art_file(k, file, sizeof file);
        slot->art[k] = eng_asset_find(e->assets, file, err, errlen);
        slot->ok = slot->art[k] >= 0;
    }
    return slot->ok ? slot : NULL;
}

/* The slot of a deck that draws, for drawing: a broken deck says why once. */
static DeckSlot *drawing_slot(Eng *e, const EngDeck *d)
{
    char err[STORE_MSG_LEN] = "";
    DeckSlot *slot = deck_slot(e, d, err, sizeof err);
    if (err[0])
        fprintf(stderr, "updown: %s\n", err);
    return slot;
}

bool eng_deck_load(Eng *e, const EngDeck *deck, char *err, size_t errlen)
{
    err[0] = 0;
    return deck_slot(e, deck, err, errlen) != NULL;
}

static bool valid_id(const EngDeck *d, int id)
{
    return id >= 0 && id < d->ids && (!d->valid || d->valid(id));
}

/* The face's art, without its symbols where they are optional and off. */
static SDL_Texture *face_tex(Eng *e, const DeckSlot *slot, int id, SDL_Rect r)
{
    int asset = slot->art[slot->d->art_of(id)];
    return slot->d->symbols_optional && !e->settings.cb_symbols ? plain_tex(e, asset, r)
                                                                : card_tex(e, asset, r.h);
}

static void record(Eng *e, const DeckSlot *slot, int id, SDL_Rect at)
{
    if (e->record_faces) {
        e->faces_drawn[slot - e->cards->decks][id] = 1;
        e->faces_at[slot - e->cards->decks][id] = at;
    }
}

void eng_card_face(Eng *e, const EngDeck *deck, int id, int x, int y, int h, unsigned flags)
{
    DeckSlot *slot = drawing_slot(e, deck);
    if (!slot || !valid_id(deck, id))
        return;
    SDL_Rect r = {x, y, eng_card_w(h), h};
    record(e, slot, id, r);
    eng_texts_covered(e, r);
    eng_card_under(e, r, flags);
    SDL_Texture *t = face_tex(e, slot, id, r);
    if (t)
        SDL_RenderCopy(e->ren, t, NULL, &r);
    if (deck->marks) { /* part of the face, not a text of the table */
        eng_text_quiet(e, true);
        deck->marks(e, id, r);
        eng_text_quiet(e, false);
    }
    card_over(e, r, flags);
}

void eng_card_turning(Eng *e, const EngDeck *deck, int id, bool face, int x, int y, int h,
                      float squash)
{
    int w = eng_card_w(h);
    SDL_Rect d = {x + (int)(w * (1 - squash) / 2), y, (int)(w * squash), h};
    if (d.w < 1)
        return;
    eng_texts_covered(e, d);
    SDL_Texture *t;
    if (face) {
        DeckSlot *slot = drawing_slot(e, deck);
        if (!slot || !valid_id(deck, id))
            return;
        if (squash > 0.98f) { /* not turning at all */
            eng_card_face(e, deck, id, x, y, h, CARD_SHADOW);
            return;
        }
        record(e, slot, id, d);
        t = card_tex(e, slot->art[deck->art_of(id)], h);
    } else {
        t = card_tex(e, ASSET_BACK, h);
    }
    if (t)
        SDL_RenderCopy(e->ren, t, NULL, &d);
}

void eng_card_back(Eng *e, int x, int y, int h, unsigned flags)
{
    SDL_Rect r = {x, y, eng_card_w(h), h};
    eng_texts_covered(e, r);
    eng_card_under(e, r, flags);
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

bool eng_face_drawn(const Eng *e, const EngDeck *deck, int id)
{
    return eng_face_drawn_at(e, deck, id, NULL);
}

bool eng_face_drawn_at(const Eng *e, const EngDeck *deck, int id, SDL_Rect *at)
{
    const EngCardCache *c = e->cards;
    for (int i = 0; i < c->ndecks; i++)
        if (c->decks[i].d == deck) {
            if (id < 0 || id >= ENG_FACE_IDS || !e->faces_drawn[i][id])
                return false;
            if (at)
                *at = e->faces_at[i][id];
            return true;
        }
    return false;
}

SDL_Texture *eng_art(Eng *e, const char *file, int w, int h)
{
    char err[STORE_MSG_LEN] = "";
    int asset = eng_asset_find(e->assets, file, err, sizeof err);
    if (asset < 0) {
        static char told[64];
        if (strncmp(told, file, sizeof told - 1)) { /* once, not at every frame */
            fprintf(stderr, "updown: %s\n", err);
            snprintf(told, sizeof told, "%s", file);
        }
        return NULL;
    }
    return art_tex(e, asset, w, h);
}
