/* What the engine's files share and scenes do not need. */
#ifndef UPDOWN_ENG_INTERNAL_H
#define UPDOWN_ENG_INTERNAL_H

#include <SDL_ttf.h>

#include "eng.h"

/* The engine's own art files, read into memory at start and checked; the
 * games' art (their decks, eng.h) is read when first asked for by name. */
enum { ASSET_BACK, ASSET_TABLE, ASSET_ICON, ASSET_FIXED, ASSET_MAX = 160 };

/* Finds the assets and reads the engine's own; false with a sentence for
 * the player. */
bool eng_assets_open(EngAssets **out, char *err, size_t errlen);
/* The asset of an art file under the assets folder ("cards/uad-qh.svg"),
 * read and checked the first time; -1 with a sentence for the player when
 * it is missing or broken. */
int eng_asset_find(EngAssets *a, const char *file, char *err, size_t errlen);
void eng_assets_close(EngAssets *a);
const char *eng_assets_dir(const EngAssets *a);
/* The typefaces: FONT_REGULAR and FONT_BOLD are DejaVu Sans; face
 * font + ENG_FACE_CJK is the same weight of the Japanese font, for the
 * characters DejaVu lacks (eng_draw.c picks one per run of text). */
enum { ENG_FACE_CJK = FONT_COUNT, ENG_FACES = 2 * FONT_COUNT };
/* A face (FONT_* or FONT_* + ENG_FACE_CJK) at a pixel size (cached; NULL
 * only if the font broke). */
TTF_Font *eng_font(Eng *e, int face, int px);
/* Rasterises an SVG asset at w x h pixels (a new surface, or NULL). */
SDL_Surface *eng_svg(const EngAssets *a, int asset, int w, int h);
/* The same without its symbols: every group (<g>...</g>) at the top level
 * of the drawing left out. The Up or Down? faces keep their colours and
 * bands, and lose the colour-blind symbols (Settings.cb_symbols off). */
SDL_Surface *eng_svg_plain(const EngAssets *a, int asset, int w, int h);

bool eng_text_cache_new(EngTextCache **out);
void eng_text_cache_free(EngTextCache *c);
void eng_text_cache_flush(EngTextCache *c); /* drops every texture */

bool eng_card_cache_new(EngCardCache **out);
/* A shadow's falloff drawn at one size, kept with the card art (NULL: not
 * worth keeping yet, draw it from the nine slices). */
SDL_Texture *eng_shadow_texture(Eng *e, int w, int h, int radius, int blur, SDL_Color c);
/* eng_shadow, leaving out hole: what will be drawn opaque over it. */
void eng_shadow_around(Eng *e, SDL_Rect r, int radius, int blur, SDL_Color c, SDL_Rect hole);
void eng_card_cache_free(EngCardCache *c);
void eng_card_cache_flush(EngCardCache *c);

/* eng_focus.c: true when the event was the focus's (Tab, arrows, Enter on
 * a focus, a gamepad), after passing on what it stands for. */
bool eng_focus_event(Eng *e, const SDL_Event *ev, void (*pass)(Eng *e, const SDL_Event *ev));
void eng_focus_draw(Eng *e);
void eng_pads_open(Eng *e);
void eng_pads_close(Eng *e);
/* Presses again the arrow of a d-pad button or stick held long enough. */
void eng_pads_repeat(Eng *e, void (*pass)(Eng *e, const SDL_Event *ev));

/* Builds the textures bound to the output size (table felt, shadow). */
bool eng_build_size_art(Eng *e);

#endif
