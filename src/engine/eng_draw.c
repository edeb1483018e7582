/* Drawing: rounded plates through SDL_RenderGeometry, soft shadows from one
 * falloff texture cut in nine, the felt, text cached as textures, buttons
 * and panels. Everything is made for the software renderer too: few large
 * blends, textures copied without scaling where it matters. */
#include <SDL.h>
#include <SDL_ttf.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eng_internal.h"
#include "eng_wrap.h"

const SDL_Color ENG_WHITE = {255, 255, 255, 255};
const SDL_Color ENG_INK = {33, 28, 22, 255};
const SDL_Color ENG_GOLD = {246, 214, 120, 255};
const SDL_Color ENG_SHADE = {0, 0, 0, 110};
const SDL_Color ENG_RED = {236, 86, 78, 255};
const SDL_Color ENG_MUTED = {205, 222, 208, 255};

int eng_px(const Eng *e, float units)
{
    float v = units * e->unit;
    int p = (int)lroundf(v);
    return p < 1 && units > 0 ? 1 : p;
}

void eng_color(Eng *e, SDL_Color c) { SDL_SetRenderDrawColor(e->ren, c.r, c.g, c.b, c.a); }

void eng_fill_rect(Eng *e, SDL_Rect r, SDL_Color c)
{
    SDL_SetRenderDrawBlendMode(e->ren, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    eng_color(e, c);
    SDL_RenderFillRect(e->ren, &r);
}

/* --- geometry -------------------------------------------------------- */

#define ARC_STEPS 6
#define MAX_VERTS 128

static SDL_Vertex vert(float x, float y, SDL_Color c)
{
    SDL_Vertex v = {{x, y}, c, {0, 0}};
    return v;
}

static SDL_Color mix(SDL_Color a, SDL_Color b, float t)
{
    SDL_Color c = {(Uint8)(a.r + (b.r - a.r) * t), (Uint8)(a.g + (b.g - a.g) * t),
                   (Uint8)(a.b + (b.b - a.b) * t), (Uint8)(a.a + (b.a - a.a) * t)};
    return c;
}

/* The outline of a rounded rectangle, clockwise from the top-left arc. */
static int round_points(SDL_Rect r, float rad, SDL_FPoint *p)
{
    float cx[4] = {r.x + rad, r.x + r.w - rad, r.x + r.w - rad, r.x + rad};
    float cy[4] = {r.y + rad, r.y + rad, r.y + r.h - rad, r.y + r.h - rad};
    float start[4] = {(float)ENG_PI, 1.5f * (float)ENG_PI, 0, 0.5f * (float)ENG_PI};
    int n = 0;
    for (int k = 0; k < 4; k++)
        for (int i = 0; i <= ARC_STEPS; i++) {
            float a = start[k] + (float)ENG_PI * 0.5f * (float)i / ARC_STEPS;
            p[n].x = cx[k] + rad * cosf(a);
            p[n].y = cy[k] + rad * sinf(a);
            n++;
        }
    return n;
}

/* A large plate: the software renderer fills rectangles far faster than it
 * shades big triangles (a panel the size of the log took 6 ms a frame), so
 * the body is horizontal bands of the gradient and only the four corners
 * are triangle fans. The pieces meet without overlapping, so a translucent
 * plate has no seams. */
static void round_rect_banded(Eng *e, SDL_Rect r, int rad, SDL_Color top, SDL_Color bottom)
{
    SDL_SetRenderDrawBlendMode(e->ren, SDL_BLENDMODE_BLEND);
    int bands = r.h / 3 < 48 ? r.h / 3 : 48;
    if (!memcmp(&top, &bottom, sizeof top) || bands < 1)
        bands = 1;
    for (int i = 0; i < bands; i++) {
        int y0 = r.y + r.h * i / bands, y1 = r.y + r.h * (i + 1) / bands;
        SDL_Color c = mix(top, bottom, ((y0 + y1) / 2.0f - r.y) / (float)r.h);
        /* within the corners' rows the band runs between the arcs */
        int a = y0, b = y1;
        if (a < r.y + rad) { /* the top rows: between the corners */
            int cut = b < r.y + rad ? b : r.y + rad;
            eng_color(e, c);
            SDL_RenderFillRect(e->ren, &(SDL_Rect){r.x + rad, a, r.w - 2 * rad, cut - a});
            a = cut;
        }
        int mid_end = b < r.y + r.h - rad ? b : r.y + r.h - rad;
        if (a < mid_end) {
            eng_color(e, c);
            SDL_RenderFillRect(e->ren, &(SDL_Rect){r.x, a, r.w, mid_end - a});
            a = mid_end;
        }
        if (a < b) { /* the bottom rows */
            eng_color(e, c);
            SDL_RenderFillRect(e->ren, &(SDL_Rect){r.x + rad, a, r.w - 2 * rad, b - a});
        }
    }
    if (rad <= 0)
        return;
    /* the corners: quarter discs around their centres */
    float cx[4] = {(float)(r.x + rad), (float)(r.x + r.w - rad), (float)(r.x + r.w - rad),
                   (float)(r.x + rad)};
    float cy[4] = {(float)(r.y + rad), (float)(r.y + rad), (float)(r.y + r.h - rad),
                   (float)(r.y + r.h - rad)};
    float start[4] = {(float)ENG_PI, 1.5f * (float)ENG_PI, 0, 0.5f * (float)ENG_PI};
    SDL_Vertex v[4 * (ARC_STEPS + 2)];
    int idx[4 * ARC_STEPS * 3], nv = 0, ni = 0;
    for (int k = 0; k < 4; k++) {
        int c0 = nv;
        v[nv++] = vert(cx[k], cy[k], mix(top, bottom, (cy[k] - r.y) / (float)r.h));
        for (int i = 0; i <= ARC_STEPS; i++) {
            float ang = start[k] + (float)ENG_PI * 0.5f * (float)i / ARC_STEPS;
            float px = cx[k] + rad * cosf(ang), py = cy[k] + rad * sinf(ang);
            v[nv++] = vert(px, py, mix(top, bottom, (py - r.y) / (float)r.h));
        }
        for (int i = 0; i < ARC_STEPS; i++) {
            idx[ni++] = c0;
            idx[ni++] = c0 + 1 + i;
            idx[ni++] = c0 + 2 + i;
        }
    }
    SDL_RenderGeometry(e->ren, NULL, v, nv, idx, ni);
}

void eng_round_rect(Eng *e, SDL_Rect r, int radius, SDL_Color top, SDL_Color bottom)
{
    if (r.w <= 0 || r.h <= 0)
        return;
    float rad = (float)radius;
    if (rad * 2 > r.w)
        rad = r.w / 2.0f;
    if (rad * 2 > r.h)
        rad = r.h / 2.0f;
    if (rad < 1 && top.a == 255 && bottom.a == 255 && !memcmp(&top, &bottom, sizeof top)) {
        eng_fill_rect(e, r, top);
        return;
    }
    if ((long)r.w * r.h > 2500) {
        round_rect_banded(e, r, (int)rad, top, bottom);
        return;
    }
    SDL_FPoint p[4 * (ARC_STEPS + 1)];
    int n = round_points(r, rad, p);
    SDL_Vertex v[MAX_VERTS];
    int idx[MAX_VERTS * 3];
    float cxm = r.x + r.w / 2.0f, cym = r.y + r.h / 2.0f;
    v[0] = vert(cxm, cym, mix(top, bottom, 0.5f));
    for (int i = 0; i < n; i++)
        v[i + 1] = vert(p[i].x, p[i].y, mix(top, bottom, (p[i].y - r.y) / (float)r.h));
    int ni = 0;
    for (int i = 0; i < n; i++) {
        idx[ni++] = 0;
        idx[ni++] = 1 + i;
        idx[ni++] = 1 + (i + 1) % n;
    }
    SDL_SetRenderDrawBlendMode(e->ren, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(e->ren, NULL, v, n + 1, idx, ni);
}

void eng_round_outline(Eng *e, SDL_Rect r, int radius, int thickness, SDL_Color c)
{
    if (r.w <= 0 || r.h <= 0 || thickness <= 0)
        return;
    float rad = (float)radius;
    if (rad * 2 > r.w)
        rad = r.w / 2.0f;
    if (rad * 2 > r.h)
        rad = r.h / 2.0f;
    SDL_Rect in = {r.x + thickness, r.y + thickness, r.w - 2 * thickness, r.h - 2 * thickness};
    float rin = rad - thickness;
    if (rin < 0)
        rin = 0;
    SDL_FPoint po[4 * (ARC_STEPS + 1)], pi[4 * (ARC_STEPS + 1)];
    int n = round_points(r, rad, po);
    round_points(in, rin, pi);
    SDL_Vertex v[MAX_VERTS];
    int idx[MAX_VERTS * 3];
    int ni = 0;
    for (int i = 0; i < n; i++) {
        v[2 * i] = vert(po[i].x, po[i].y, c);
        v[2 * i + 1] = vert(pi[i].x, pi[i].y, c);
    }
    for (int i = 0; i < n; i++) {
        int a = 2 * i, b = 2 * i + 1, c2 = 2 * ((i + 1) % n), d = 2 * ((i + 1) % n) + 1;
        idx[ni++] = a;
        idx[ni++] = c2;
        idx[ni++] = b;
        idx[ni++] = b;
        idx[ni++] = c2;
        idx[ni++] = d;
    }
    SDL_SetRenderDrawBlendMode(e->ren, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(e->ren, NULL, v, 2 * n, idx, ni);
}

void eng_fill_circle(Eng *e, int cx, int cy, int r, SDL_Color c)
{
    SDL_Rect box = {cx - r, cy - r, 2 * r, 2 * r};
    eng_round_rect(e, box, r, c, c);
}

void eng_triangle(Eng *e, SDL_FPoint a, SDL_FPoint b, SDL_FPoint c, SDL_Color col)
{
    SDL_Vertex v[3] = {vert(a.x, a.y, col), vert(b.x, b.y, col), vert(c.x, c.y, col)};
    SDL_SetRenderDrawBlendMode(e->ren, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(e->ren, NULL, v, 3, NULL, 0);
}

void eng_line(Eng *e, SDL_FPoint a, SDL_FPoint b, float thickness, SDL_Color c)
{
    float dx = b.x - a.x, dy = b.y - a.y, l = sqrtf(dx * dx + dy * dy);
    if (l <= 0)
        return;
    float nx = -dy / l * thickness / 2, ny = dx / l * thickness / 2;
    SDL_Vertex v[4] = {vert(a.x + nx, a.y + ny, c), vert(b.x + nx, b.y + ny, c),
                       vert(b.x - nx, b.y - ny, c), vert(a.x - nx, a.y - ny, c)};
    int idx[6] = {0, 1, 2, 0, 2, 3};
    SDL_SetRenderDrawBlendMode(e->ren, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(e->ren, NULL, v, 4, idx, 6);
}

/* --- shadows --------------------------------------------------------- */

#define SHADOW_HALF 32

static SDL_Texture *make_shadow(SDL_Renderer *ren)
{
    int n = 2 * SHADOW_HALF;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, n, n, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s)
        return NULL;
    for (int y = 0; y < n; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + y * s->pitch);
        for (int x = 0; x < n; x++) {
            float dx = fabsf(x + 0.5f - SHADOW_HALF), dy = fabsf(y + 0.5f - SHADOW_HALF);
            float d = sqrtf(dx * dx + dy * dy) / SHADOW_HALF;
            float a = d >= 1 ? 0 : (1 - d);
            a = a * a * (3 - 2 * a); /* smooth falloff */
            row[x] = ((Uint32)(a * 255.0f + 0.5f) << 24) | 0xffffffu;
        }
    }
    SDL_Texture *t = SDL_CreateTextureFromSurface(ren, s);
    SDL_FreeSurface(s);
    if (t)
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    return t;
}

/* The shadow from its texture at this size, in unscaled copies that leave
 * out the hole (what will be drawn opaque over it); false when there is no
 * texture for the size yet. */
static bool shadow_cached(Eng *e, SDL_Rect r, int radius, int blur, SDL_Color c, SDL_Rect hole)
{
    SDL_Texture *t = eng_shadow_texture(e, r.w, r.h, radius, blur, c);
    if (!t)
        return false;
    SDL_Rect d = {r.x - blur, r.y - blur, r.w + 2 * blur, r.h + 2 * blur};
    SDL_Rect in;
    if (hole.w <= 0 || hole.h <= 0 || !SDL_IntersectRect(&d, &hole, &in)) {
        SDL_RenderCopy(e->ren, t, NULL, &d);
        return true;
    }
    /* above, below, left and right of the hole */
    SDL_Rect part[4] = {
        {d.x, d.y, d.w, in.y - d.y},
        {d.x, in.y + in.h, d.w, d.y + d.h - in.y - in.h},
        {d.x, in.y, in.x - d.x, in.h},
        {in.x + in.w, in.y, d.x + d.w - in.x - in.w, in.h},
    };
    for (int i = 0; i < 4; i++)
        if (part[i].w > 0 && part[i].h > 0) {
            SDL_Rect src = {part[i].x - d.x, part[i].y - d.y, part[i].w, part[i].h};
            SDL_RenderCopy(e->ren, t, &src, &part[i]);
        }
    return true;
}

void eng_shadow_around(Eng *e, SDL_Rect r, int radius, int blur, SDL_Color c, SDL_Rect hole)
{
    if (!e->shadow || blur <= 0)
        return;
    if (!shadow_cached(e, r, radius, blur, c, hole))
        eng_shadow(e, r, radius, blur, c);
}

void eng_shadow(Eng *e, SDL_Rect r, int radius, int blur, SDL_Color c)
{
    if (!e->shadow || blur <= 0)
        return;
    /* The falloff spans radius + blur from a rectangle shrunk by radius. */
    int s = radius + blur;
    SDL_Rect in = {r.x + radius, r.y + radius, r.w - 2 * radius, r.h - 2 * radius};
    if (in.w < 0)
        in.w = 0;
    if (in.h < 0)
        in.h = 0;
    if (shadow_cached(e, r, radius, blur, c, (SDL_Rect){0, 0, 0, 0}))
        return;
    SDL_SetTextureColorMod(e->shadow, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(e->shadow, c.a);
    const int H = SHADOW_HALF;
    SDL_Rect src[9] = {
        {0, 0, H, H},     {H - 1, 0, 2, H},     {H, 0, H, H},
        {0, H - 1, H, 2}, {H - 1, H - 1, 2, 2}, {H, H - 1, H, 2},
        {0, H, H, H},     {H - 1, H, 2, H},     {H, H, H, H},
    };
    int xs[4] = {in.x - s, in.x, in.x + in.w, in.x + in.w + s};
    int ys[4] = {in.y - s, in.y, in.y + in.h, in.y + in.h + s};
    for (int j = 0; j < 3; j++)
        for (int i = 0; i < 3; i++) {
            SDL_Rect d = {xs[i], ys[j], xs[i + 1] - xs[i], ys[j + 1] - ys[j]};
            if (d.w > 0 && d.h > 0)
                SDL_RenderCopy(e->ren, e->shadow, &src[j * 3 + i], &d);
        }
}

/* --- the felt -------------------------------------------------------- */

static uint32_t hash32(uint32_t x)
{
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}

/* The felt is a smooth gradient: rasterised small (quick at start) and
 * stretched bilinearly by SDL, with the light falling off towards the edges
 * and a grain woven in at full resolution, in integers. */
#define FELT_SIDE 192

static SDL_Texture *make_table(Eng *e)
{
    SDL_Surface *svg = eng_svg(e->assets, ASSET_TABLE, FELT_SIDE, FELT_SIDE);
    if (!svg)
        return NULL;
    SDL_Surface *s = SDL_ConvertSurfaceFormat(svg, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(svg);
    SDL_Surface *t = SDL_CreateRGBSurfaceWithFormat(0, e->w, e->h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s || !t) {
        SDL_FreeSurface(s);
        SDL_FreeSurface(t);
        return NULL;
    }
    /* The square felt covers the output, cropped to its middle. */
    int side = e->w > e->h ? e->w : e->h;
    SDL_Rect src = {(side - e->w) * s->w / side / 2, (side - e->h) * s->h / side / 2,
                    e->w * s->w / side, e->h * s->h / side};
    if (src.w < 1)
        src.w = 1;
    if (src.h < 1)
        src.h = 1;
    if (SDL_SoftStretchLinear(s, &src, t, NULL) != 0)
        SDL_SoftStretch(s, &src, t, NULL);
    SDL_FreeSurface(s);
    int64_t cx = e->w / 2, cy = e->h * 45 / 100;
    int64_t maxd2 = cx * cx + cy * cy;
    if (maxd2 < 1)
        maxd2 = 1;
    for (int y = 0; y < e->h; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)t->pixels + y * t->pitch);
        int64_t dy2 = (y - cy) * (y - cy);
        for (int x = 0; x < e->w; x++) {
            Uint32 p = row[x];
            int r = (p >> 16) & 255, g = (p >> 8) & 255, b = p & 255;
            uint32_t h = hash32((uint32_t)x * 73856093u ^ (uint32_t)y * 19349663u);
            /* fibres: a little noise, a faint weave along x and y */
            int n = (int)(h & 15) - 7 + (((x + y) & 3) == 0 ? 2 : 0) - ((x & 1) ^ (y & 1));
            /* 1 - 0.22 d^2 / max^2, in 1/1024ths */
            int v = 1024 - (int)(225 * ((x - cx) * (x - cx) + dy2) / maxd2);
            r = (r * v >> 10) + n / 2;
            g = (g * v >> 10) + n;
            b = (b * v >> 10) + n / 2;
            r = r < 0 ? 0 : r > 255 ? 255 : r;
            g = g < 0 ? 0 : g > 255 ? 255 : g;
            b = b < 0 ? 0 : b > 255 ? 255 : b;
            row[x] = 0xff000000u | (Uint32)r << 16 | (Uint32)g << 8 | (Uint32)b;
        }
    }
    SDL_Texture *tex = SDL_CreateTextureFromSurface(e->ren, t);
    SDL_FreeSurface(t);
    if (tex)
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_NONE);
    return tex;
}

bool eng_build_size_art(Eng *e)
{
    if (e->table)
        SDL_DestroyTexture(e->table);
    e->table = make_table(e);
    if (!e->shadow)
        e->shadow = make_shadow(e->ren);
    return e->table && e->shadow;
}

void eng_draw_table(Eng *e)
{
    if (e->table)
        SDL_RenderCopy(e->ren, e->table, NULL, NULL);
    else
        eng_fill_rect(e, (SDL_Rect){0, 0, e->w, e->h}, (SDL_Color){35, 107, 65, 255});
}

uint64_t eng_backdrop_ticket(Eng *e) { return ++e->backdrop_tickets; }

bool eng_backdrop_begin(Eng *e, uint64_t ticket)
{
    int w = 0, h = 0;
    if (e->backdrop && SDL_QueryTexture(e->backdrop, NULL, NULL, &w, &h) == 0 &&
        (w != e->w || h != e->h)) {
        SDL_DestroyTexture(e->backdrop);
        e->backdrop = NULL;
        e->backdrop_ticket = 0;
    }
    if (e->backdrop && ticket && ticket == e->backdrop_ticket) {
        SDL_SetTextureBlendMode(e->backdrop, SDL_BLENDMODE_NONE);
        SDL_RenderCopy(e->ren, e->backdrop, NULL, NULL);
        return false;
    }
    if (!e->backdrop)
        e->backdrop = SDL_CreateTexture(e->ren, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET,
                                        e->w, e->h);
    e->backdrop_drawing = e->backdrop && SDL_SetRenderTarget(e->ren, e->backdrop) == 0;
    /* without a texture to draw into, the plates go straight to the screen */
    e->backdrop_ticket = e->backdrop_drawing ? ticket : 0;
    eng_draw_table(e);
    return true;
}

void eng_backdrop_end(Eng *e)
{
    if (!e->backdrop_drawing)
        return;
    e->backdrop_drawing = false;
    SDL_SetRenderTarget(e->ren, NULL);
    SDL_SetTextureBlendMode(e->backdrop, SDL_BLENDMODE_NONE);
    SDL_RenderCopy(e->ren, e->backdrop, NULL, NULL);
}

/* --- text ------------------------------------------------------------ */

#define TEXT_BUCKETS 1024
#define TEXT_MAX 900
#define TEXT_KEY 256
#define SIZE_SETS 256 /* measured sizes: a set of places per hash */
#define SIZE_WAYS 4
#define SIZE_KEY 96 /* longer texts are measured every time */

typedef struct TextEntry {
    char s[TEXT_KEY]; /* the text, when it fits */
    char *long_s;     /* else a copy of it on the heap */
    int font, px, wrap;
    Uint32 rgba;
    SDL_Texture *tex;
    int w, h;
    uint64_t used;
    int next; /* chain, -1 ends */
    bool live;
} TextEntry;

/* A line's measured size: a table redraws the same labels every frame,
 * and a label fitted to its box is measured at several sizes each time. */
typedef struct SizeEntry {
    char s[SIZE_KEY];
    int font, px, w, h;
    uint64_t used; /* 0: empty */
} SizeEntry;

struct EngTextCache {
    int buckets[TEXT_BUCKETS];
    TextEntry e[TEXT_MAX];
    int count;
    uint64_t clock;
    SizeEntry sizes[SIZE_SETS][SIZE_WAYS];
    long rendered, measured; /* texts rasterised, lines measured */
};

static const char *entry_text(const TextEntry *t) { return t->long_s ? t->long_s : t->s; }

bool eng_text_cache_new(EngTextCache **out)
{
    EngTextCache *c = calloc(1, sizeof *c);
    if (!c)
        return false;
    for (int i = 0; i < TEXT_BUCKETS; i++)
        c->buckets[i] = -1;
    *out = c;
    return true;
}

void eng_text_cache_flush(EngTextCache *c)
{
    for (int i = 0; i < TEXT_MAX; i++) {
        if (c->e[i].live && c->e[i].tex)
            SDL_DestroyTexture(c->e[i].tex);
        SDL_free(c->e[i].long_s);
    }
    memset(c->e, 0, sizeof c->e);
    memset(c->sizes, 0, sizeof c->sizes);
    for (int i = 0; i < TEXT_BUCKETS; i++)
        c->buckets[i] = -1;
    c->count = 0;
}

void eng_text_cache_free(EngTextCache *c)
{
    if (!c)
        return;
    eng_text_cache_flush(c);
    free(c);
}

static uint32_t text_hash(const char *s, int font, int px, int wrap, Uint32 rgba)
{
    uint32_t h = 2166136261u;
    for (; *s; s++)
        h = (h ^ (uint8_t)*s) * 16777619u;
    h = (h ^ (uint32_t)font) * 16777619u;
    h = (h ^ (uint32_t)px) * 16777619u;
    h = (h ^ (uint32_t)wrap) * 16777619u;
    h = (h ^ rgba) * 16777619u;
    return h;
}

static void text_unlink(EngTextCache *c, int i)
{
    TextEntry *t = &c->e[i];
    uint32_t b = text_hash(entry_text(t), t->font, t->px, t->wrap, t->rgba) % TEXT_BUCKETS;
    int *link = &c->buckets[b];
    while (*link != -1 && *link != i)
        link = &c->e[*link].next;
    if (*link == i)
        *link = t->next;
    if (t->tex)
        SDL_DestroyTexture(t->tex);
    SDL_free(t->long_s);
    memset(t, 0, sizeof *t);
    c->count--;
}

/* ---- faces ---- */

static bool has_glyph(Eng *e, int face, uint32_t c)
{
    TTF_Font *f = eng_font(e, face, 16); /* which glyphs a face has does not depend on size */
    return f && TTF_GlyphIsProvided32(f, c);
}

bool eng_text_drawable(Eng *e, int font, const char *s, uint32_t *missing)
{
    for (const char *p = s; *p;) {
        uint32_t c = utf8_next(&p);
        if (c == '\n' || c == '\t')
            continue;
        if (!has_glyph(e, font, c) && !has_glyph(e, font + ENG_FACE_CJK, c)) {
            if (missing)
                *missing = c;
            return false;
        }
    }
    return true;
}

/* A text is drawn in DejaVu (font); Japanese text (eng_is_cjk_text) that
 * DejaVu cannot draw whole, wholly in the Japanese face of the same weight
 * when that face has all its characters, so that a Japanese sentence reads
 * in one typeface; otherwise in runs, each character in the face that has
 * it (a symbol of the program in a Japanese sentence, a Japanese name in a
 * French one), the ASCII of Japanese text in the run it is in ("2枚"), that
 * of other text in DejaVu. */
#define TEXT_RUNS 16
typedef struct TextRun {
    int face;
    const char *s;
    size_t len;
} TextRun;

static int text_runs(Eng *e, int font, const char *s, TextRun *runs)
{
    int cjk = font + ENG_FACE_CJK;
    bool need = false, all = true;
    for (const char *p = s; *p;) {
        uint32_t c = utf8_next(&p);
        if (c < 0x80)
            continue;
        if (!has_glyph(e, font, c))
            need |= has_glyph(e, cjk, c);
        if (!has_glyph(e, cjk, c))
            all = false;
    }
    bool japanese = need && eng_is_cjk_text(s);
    runs[0] = (TextRun){japanese && all ? cjk : font, s, strlen(s)};
    if (!need || (japanese && all))
        return 1;
    int n = 0;
    for (const char *p = s; *p;) {
        const char *at = p;
        uint32_t c = utf8_next(&p);
        int face = n > 0 && japanese ? runs[n - 1].face : font;
        if (c >= 0x80)
            face = has_glyph(e, font, c) || !has_glyph(e, cjk, c) ? font : cjk;
        if (n > 0 && (face == runs[n - 1].face || n == TEXT_RUNS))
            runs[n - 1].len = (size_t)(p - runs[n - 1].s);
        else
            runs[n++] = (TextRun){face, at, (size_t)(p - at)};
    }
    return n;
}

/* Control characters (a tab, or a line break in a player's name from a
 * file) have no glyph, and the fonts would draw a box for each: text
 * measures and draws them as spaces. */
static bool control(char c) { return (unsigned char)c < 0x20 || c == 0x7F; }

/* A line of text with its control characters as spaces: s itself when it
 * holds none, else a copy in buf (len bytes; a text too long for it is
 * left as it is). */
static const char *spaced(const char *s, char *buf, size_t len)
{
    const char *p = s;
    while (*p && !control(*p))
        p++;
    size_t n = strlen(s);
    if (!*p || n >= len)
        return s;
    for (size_t i = 0; i <= n; i++)
        buf[i] = i < n && control(s[i]) ? ' ' : s[i];
    return buf;
}

/* The line of s as SDL_ttf would measure it, over its runs. */
static void measure_text(Eng *e, int font, int px, const char *s, int *w, int *h)
{
    char sp[1024];
    s = spaced(s, sp, sizeof sp);
    TextRun runs[TEXT_RUNS];
    int n = text_runs(e, font, s, runs);
    *w = 0;
    for (int i = 0; i < n; i++) {
        TTF_Font *f = eng_font(e, runs[i].face, px);
        char buf[1024];
        int rw = 0, rh = 0;
        snprintf(buf, sizeof buf, "%.*s", (int)runs[i].len, runs[i].s);
        if (f && TTF_SizeUTF8(f, n == 1 ? s : buf, &rw, &rh) == 0) {
            *w += rw;
            if (rh > *h)
                *h = rh;
        }
    }
}

static SDL_Surface *render_wrapped(Eng *e, int font, int px, const char *s, SDL_Color col,
                                   int wrap);

/* s rendered at px (wrapped at wrap pixels when wrap > 0): a new surface,
 * or NULL. */
static SDL_Surface *render_text(Eng *e, int font, int px, const char *s, SDL_Color col, int wrap)
{
    if (wrap > 0)
        return render_wrapped(e, font, px, s, col, wrap);
    char sp[1024];
    s = spaced(s, sp, sizeof sp);
    TextRun runs[TEXT_RUNS];
    int n = text_runs(e, font, s, runs);
    if (n == 1) {
        TTF_Font *f = eng_font(e, runs[0].face, px);
        return f ? TTF_RenderUTF8_Blended(f, s, col) : NULL;
    }
    SDL_Surface *part[TEXT_RUNS] = {0};
    int w = 0, ascent = 0, descent = 0;
    for (int i = 0; i < n; i++) {
        TTF_Font *f = eng_font(e, runs[i].face, px);
        char buf[1024];
        snprintf(buf, sizeof buf, "%.*s", (int)runs[i].len, runs[i].s);
        part[i] = f ? TTF_RenderUTF8_Blended(f, buf, col) : NULL;
        if (!part[i])
            continue;
        w += part[i]->w;
        if (TTF_FontAscent(f) > ascent)
            ascent = TTF_FontAscent(f);
        if (part[i]->h - TTF_FontAscent(f) > descent)
            descent = part[i]->h - TTF_FontAscent(f);
    }
    SDL_Surface *out =
        w > 0 ? SDL_CreateRGBSurfaceWithFormat(0, w, ascent + descent, 32, SDL_PIXELFORMAT_ARGB8888)
              : NULL;
    for (int i = 0, x = 0; i < n; i++) {
        if (!part[i])
            continue;
        if (out) { /* side by side: copied as they are, alpha and all */
            SDL_Rect at = {x, ascent - TTF_FontAscent(eng_font(e, runs[i].face, px)), 0, 0};
            SDL_SetSurfaceBlendMode(part[i], SDL_BLENDMODE_NONE);
            SDL_BlitSurface(part[i], NULL, out, &at);
        }
        x += part[i]->w;
        SDL_FreeSurface(part[i]);
    }
    return out;
}

/* A text to wrap, as the line breaker measures it: in the one face the
 * whole text is drawn in (face >= 0), or line by line in runs of faces. */
typedef struct WrapText {
    Eng *e;
    int font, face, px;
    const char *text; /* the text broken into lines */
    char *s;          /* a copy of it, cut where a piece is measured or drawn */
} WrapText;

static int wrap_measure(void *ctx, const char *s, size_t len)
{
    WrapText *t = ctx;
    char *at = t->s + (s - t->text), keep = at[len];
    int w = 0, h = 0;
    at[len] = 0;
    if (t->face >= 0) {
        TTF_Font *f = eng_font(t->e, t->face, t->px);
        if (!f || TTF_SizeUTF8(f, at, &w, &h) != 0)
            w = 0;
    } else {
        measure_text(t->e, t->font, t->px, at, &w, &h);
    }
    at[len] = keep;
    return w;
}

/* Wrapped at wrap pixels by eng_break_lines, the lines one under the other
 * a line skip apart, flush left in a surface as wide as the wrap (or as the
 * one line), as SDL_ttf lays out its wrapped text. */
static SDL_Surface *render_wrapped(Eng *e, int font, int px, const char *s, SDL_Color col, int wrap)
{
    TextRun runs[TEXT_RUNS];
    int n = text_runs(e, font, s, runs);
    WrapText t = {e, font, n == 1 ? runs[0].face : -1, px, s, SDL_strdup(s)};
    for (char *c = t.s; c && *c; c++) /* the lines' control characters as spaces */
        if (control(*c) && *c != '\n')
            *c = ' ';
    TTF_Font *lead = eng_font(e, n == 1 ? runs[0].face : font + ENG_FACE_CJK, px); /* spacing */
    size_t len = strlen(s);
    EngLine *lines = SDL_malloc((len + 1) * sizeof *lines);
    SDL_Surface **part = SDL_calloc(len + 1, sizeof *part);
    if (!t.s || !lead || !lines || !part) {
        SDL_free(t.s);
        SDL_free(lines);
        SDL_free(part);
        return NULL;
    }
    int nl = eng_break_lines(s, wrap, wrap_measure, &t, lines, (int)len + 1);
    int w = 0, skip = TTF_FontLineSkip(lead), h = TTF_FontHeight(lead);
    for (int i = 0; i < nl; i++) {
        if (lines[i].len == 0)
            continue; /* an empty line: its place only */
        char *at = t.s + lines[i].start, keep = at[lines[i].len];
        at[lines[i].len] = 0;
        part[i] = t.face >= 0 ? TTF_RenderUTF8_Blended(eng_font(e, t.face, px), at, col)
                              : render_text(e, font, px, at, col, 0);
        at[lines[i].len] = keep;
        if (part[i] && part[i]->w > w)
            w = part[i]->w;
        if (part[i] && part[i]->h > h && i == nl - 1)
            h = part[i]->h;
    }
    SDL_Surface *out = NULL;
    if (nl > 0) {
        w = nl > 1 || w > wrap ? wrap : w;
        out = SDL_CreateRGBSurfaceWithFormat(0, w > 0 ? w : 1, skip * (nl - 1) + h, 32,
                                             SDL_PIXELFORMAT_ARGB8888);
    }
    if (out)
        SDL_FillRect(out, NULL, SDL_MapRGBA(out->format, col.r, col.g, col.b, 0));
    for (int i = 0; i < nl; i++) {
        if (!part[i])
            continue;
        if (out) { /* copied as they are, alpha and all */
            SDL_Rect at = {0, i * skip, 0, 0};
            SDL_SetSurfaceBlendMode(part[i], SDL_BLENDMODE_NONE);
            SDL_BlitSurface(part[i], NULL, out, &at);
        }
        SDL_FreeSurface(part[i]);
    }
    SDL_free(part);
    SDL_free(lines);
    SDL_free(t.s);
    return out;
}

static TextEntry *text_get(Eng *e, int font, int px, SDL_Color col, const char *s, int wrap)
{
    EngTextCache *c = e->text;
    if (!s || !*s)
        return NULL;
    Uint32 rgba = (Uint32)col.r << 24 | (Uint32)col.g << 16 | (Uint32)col.b << 8 | col.a;
    uint32_t b = text_hash(s, font, px, wrap, rgba) % TEXT_BUCKETS;
    c->clock++;
    for (int i = c->buckets[b]; i != -1; i = c->e[i].next) {
        TextEntry *t = &c->e[i];
        if (t->font == font && t->px == px && t->wrap == wrap && t->rgba == rgba &&
            !strcmp(entry_text(t), s)) {
            t->used = c->clock;
            return t;
        }
    }
    /* A text too long for the entry is kept in a copy of its own; without
     * one it is drawn uncached. */
    bool long_text = strlen(s) >= TEXT_KEY;
    char *long_s = long_text ? SDL_strdup(s) : NULL;
    bool uncached = long_text && !long_s;
    c->rendered++;
    SDL_Surface *surf = render_text(e, font, px, s, col, wrap);
    if (!surf) {
        SDL_free(long_s);
        return NULL;
    }
    SDL_Texture *tex = SDL_CreateTextureFromSurface(e->ren, surf);
    int w = surf->w, h = surf->h;
    SDL_FreeSurface(surf);
    if (!tex) {
        SDL_free(long_s);
        return NULL;
    }
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    /* A free slot, or the one used longest ago. */
    int slot = -1;
    if (c->count < TEXT_MAX) {
        for (int i = 0; i < TEXT_MAX; i++)
            if (!c->e[i].live) {
                slot = i;
                break;
            }
    } else {
        uint64_t best = UINT64_MAX;
        for (int i = 0; i < TEXT_MAX; i++)
            if (c->e[i].used < best) {
                best = c->e[i].used;
                slot = i;
            }
        text_unlink(c, slot);
    }
    TextEntry *t = &c->e[slot];
    snprintf(t->s, sizeof t->s, "%s", long_text ? "" : s);
    t->long_s = long_s;
    t->font = font;
    t->px = px;
    t->wrap = wrap;
    t->rgba = rgba;
    t->tex = tex;
    t->w = w;
    t->h = h;
    t->used = c->clock;
    t->live = true;
    c->count++;
    if (uncached) { /* not findable: used once this frame, then the first to go */
        t->used = 0;
        t->next = -1;
        return t;
    }
    t->next = c->buckets[b];
    c->buckets[b] = slot;
    return t;
}

SDL_Texture *eng_text_texture(Eng *e, int font, int px, SDL_Color c, const char *s, int wrap,
                              int *w, int *h)
{
    if (!s || !*s)
        return NULL;
    SDL_Surface *surf = render_text(e, font, px, s, c, wrap);
    if (!surf)
        return NULL;
    SDL_Texture *tex = SDL_CreateTextureFromSurface(e->ren, surf);
    if (tex)
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    if (w)
        *w = surf->w;
    if (h)
        *h = surf->h;
    SDL_FreeSurface(surf);
    return tex;
}

static void place(const TextEntry *t, int x, int y, int align, SDL_Rect *d)
{
    d->w = t->w;
    d->h = t->h;
    d->x = (align & ALIGN_CENTER) ? x - t->w / 2 : (align & ALIGN_RIGHT) ? x - t->w : x;
    d->y = (align & ALIGN_MIDDLE) ? y - t->h / 2 : (align & ALIGN_BOTTOM) ? y - t->h : y;
}

/* ---- the text record ---- */

SDL_Rect eng_text_box(Eng *e, SDL_Rect box)
{
    SDL_Rect before = e->text_box;
    e->text_box = box;
    return before;
}

void eng_text_quiet(Eng *e, bool on) { e->text_quiet += on ? 1 : e->text_quiet > 0 ? -1 : 0; }

void eng_texts_clear(Eng *e) { e->ntexts_drawn = 0; }

void eng_texts_covered(Eng *e, SDL_Rect card)
{
    if (!e->record_texts)
        return;
    for (int i = 0; i < e->ntexts_drawn; i++) {
        EngTextRec *t = &e->texts_drawn[i];
        SDL_Rect cut;
        if (t->layer == e->draw_layer && !t->covered && SDL_IntersectRect(&t->r, &card, &cut) &&
            cut.w > 1 && cut.h > 1) {
            t->covered = true;
            t->card = card;
        }
    }
}

void eng_text_note(Eng *e, const char *s, SDL_Rect r)
{
    if (!e->record_texts || e->text_quiet || e->ntexts_drawn == ENG_MAX_TEXT_RECS || r.w <= 0)
        return;
    if (SDL_RenderIsClipEnabled(e->ren)) { /* what shows of it */
        SDL_Rect clip, cut;
        SDL_RenderGetClipRect(e->ren, &clip);
        if (!SDL_IntersectRect(&r, &clip, &cut))
            return;
        r = cut;
    }
    EngTextRec *t = &e->texts_drawn[e->ntexts_drawn++];
    t->r = r;
    t->box = e->text_box;
    t->layer = e->draw_layer;
    t->px = 0;
    t->covered = false;
    snprintf(t->text, sizeof t->text, "%s", s);
}

/* A text's rect as it shows: the rendered surface has the font's whole
 * line height, and its glyphs do not fill it. The record keeps the line's
 * ink band (the line less a sixth above and below), so that two lines
 * set tightly one under the other do not count as overlapping. */
static void note_drawn(Eng *e, int font, int px, const char *s, SDL_Rect d, int c_alpha)
{
    if (!e->record_texts || c_alpha == 0)
        return;
    TTF_Font *f = eng_font(e, font, px);
    int line = f ? TTF_FontHeight(f) : d.h;
    int trim = (line < d.h ? line : d.h) / 6;
    d = (SDL_Rect){d.x, d.y + trim, d.w, d.h - 2 * trim};
    int n = e->ntexts_drawn;
    eng_text_note(e, s, d);
    if (e->ntexts_drawn > n) {
        e->texts_drawn[n].px = px;
        e->texts_drawn[n].font = font;
    }
}

void eng_text(Eng *e, int font, int px, SDL_Color c, const char *s, int x, int y, int align)
{
    TextEntry *t = text_get(e, font, px, c, s, 0);
    if (!t)
        return;
    SDL_Rect d;
    place(t, x, y, align, &d);
    SDL_RenderCopy(e->ren, t->tex, NULL, &d);
    note_drawn(e, font, px, s, d, c.a);
}

void eng_text_wrapped(Eng *e, int font, int px, SDL_Color c, const char *s, int x, int y, int wrap,
                      int align)
{
    TextEntry *t = text_get(e, font, px, c, s, wrap);
    if (!t)
        return;
    SDL_Rect d;
    place(t, x, y, align, &d);
    SDL_RenderCopy(e->ren, t->tex, NULL, &d);
    note_drawn(e, font, px, s, d, c.a);
}

void eng_text_size(Eng *e, int font, int px, const char *s, int *w, int *h)
{
    EngTextCache *c = e->text;
    SizeEntry *slot = NULL;
    if (s && strlen(s) < SIZE_KEY) {
        SizeEntry *set = c->sizes[text_hash(s, font, px, 0, 0) % SIZE_SETS];
        c->clock++;
        for (int i = 0; i < SIZE_WAYS; i++) {
            SizeEntry *t = &set[i];
            if (t->used && t->font == font && t->px == px && !strcmp(t->s, s)) {
                t->used = c->clock;
                if (w)
                    *w = t->w;
                if (h)
                    *h = t->h;
                return;
            }
            if (!slot || t->used < slot->used) /* the place used longest ago */
                slot = t;
        }
    }
    TTF_Font *f = eng_font(e, font, px);
    int tw = 0, th = 0;
    if (f) {
        th = TTF_FontHeight(f);
        if (s && *s) {
            measure_text(e, font, px, s, &tw, &th);
            c->measured++;
        }
        if (slot) {
            *slot = (SizeEntry){.font = font, .px = px, .w = tw, .h = th, .used = c->clock};
            snprintf(slot->s, sizeof slot->s, "%s", s);
        }
    }
    if (w)
        *w = tw;
    if (h)
        *h = th;
}

void eng_text_work(const Eng *e, long *rendered, long *measured)
{
    if (rendered)
        *rendered = e->text->rendered;
    if (measured)
        *measured = e->text->measured;
}

int eng_text_width(Eng *e, int font, int px, const char *s)
{
    int w;
    eng_text_size(e, font, px, s, &w, NULL);
    return w;
}

int eng_text_height_wrapped(Eng *e, int font, int px, const char *s, int wrap)
{
    TTF_Font *f = eng_font(e, font, px);
    if (!f || !s || !*s)
        return 0;
    /* Measure by rendering once through the cache (the text is drawn next). */
    TextEntry *t = text_get(e, font, px, ENG_WHITE, s, wrap);
    return t ? t->h : TTF_FontHeight(f);
}

int eng_text_fit(Eng *e, int font, int px, const char *s, int max_w)
{
    while (px > 6 && eng_text_width(e, font, px, s) > max_w)
        px -= px > 20 ? 2 : 1;
    return px;
}

/* --- widgets --------------------------------------------------------- */

void eng_panel(Eng *e, SDL_Rect r, int radius, int alpha)
{
    SDL_Color top = {10, 32, 20, (Uint8)alpha}, bottom = {6, 22, 14, (Uint8)alpha};
    eng_round_rect(e, r, radius, top, bottom);
    eng_round_outline(e, r, radius, eng_px(e, 1), (SDL_Color){255, 255, 255, 28});
}

int eng_button_px(Eng *e, SDL_Rect r, const char *label)
{
    return eng_text_fit(e, FONT_BOLD, (int)(r.h * 0.42f), label, r.w - r.h / 2);
}

void eng_button(Eng *e, SDL_Rect r, const char *label, ButtonStyle style, bool hovered,
                bool enabled)
{
    eng_button_sized(e, r, label, style, hovered, enabled, eng_button_px(e, r, label));
}

void eng_button_sized(Eng *e, SDL_Rect r, const char *label, ButtonStyle style, bool hovered,
                      bool enabled, int px)
{
    int rad = r.h / 4;
    SDL_Color top, bottom, text = ENG_INK;
    switch (style) {
    case BUTTON_PRIMARY:
        top = (SDL_Color){252, 226, 140, 255};
        bottom = (SDL_Color){221, 170, 60, 255};
        break;
    case BUTTON_QUIET:
        top = (SDL_Color){255, 255, 255, 40};
        bottom = (SDL_Color){255, 255, 255, 22};
        text = ENG_WHITE;
        break;
    default:
        top = (SDL_Color){252, 248, 236, 255};
        bottom = (SDL_Color){222, 212, 190, 255};
        break;
    }
    if (!enabled) {
        top.a = bottom.a = 90;
        text = (SDL_Color){220, 220, 220, 150};
    } else if (hovered) {
        top = mix(top, ENG_WHITE, 0.35f);
        bottom = mix(bottom, ENG_WHITE, 0.2f);
    }
    if (enabled && style != BUTTON_QUIET)
        eng_shadow(e, (SDL_Rect){r.x, r.y + eng_px(e, 2), r.w, r.h}, rad, eng_px(e, 6),
                   (SDL_Color){0, 0, 0, 120});
    eng_round_rect(e, r, rad, top, bottom);
    if (hovered && enabled)
        eng_round_outline(e, r, rad, eng_px(e, 2), ENG_GOLD);
    SDL_Rect box = eng_text_box(e, r);
    eng_text(e, FONT_BOLD, px, text, label, r.x + r.w / 2, r.y + r.h / 2,
             ALIGN_CENTER | ALIGN_MIDDLE);
    eng_text_box(e, box);
}
