/* What the scenes share: buttons laid out and reported as targets, headings. */
#ifndef UPDOWN_SCENE_COMMON_H
#define UPDOWN_SCENE_COMMON_H

#include "eng.h"
#include "scenes.h"

typedef struct SceneButton {
    int id;
    const char *label;
    ButtonStyle style;
    bool enabled;
    SDL_Rect r;
} SceneButton;

/* Stacks buttons in a column centred on cx from top. */
void scene_buttons_column(SceneButton *b, int n, int cx, int top, int w, int h, int gap);
/* Lays buttons (labels set) across row, gap apart, each as wide as its
 * label's share of the labels' width, so that a long label and a short one
 * are drawn at one size larger than halves would allow ("Weiter" and
 * "Tutorial verlassen"); no button narrower than half its equal share. */
void scene_buttons_share(Eng *e, SceneButton *b, int n, SDL_Rect row, int gap);
/* Lays buttons in a row centred on cx, each w wide or as wide as its label
 * needs at a button's usual size; when that row is wider than max_w, the
 * buttons share max_w by their labels' widths (scene_buttons_share). */
void scene_buttons_fit(Eng *e, SceneButton *b, int n, int cx, int y, int w, int h, int gap,
                       int max_w);
void scene_buttons_targets(Eng *e, const SceneButton *b, int n);
void scene_buttons_draw(Eng *e, const SceneButton *b, int n);
SceneButton *scene_button(SceneButton *b, int n, int id);

/* A choice chip (New game, Settings): gold when selected. */
void scene_chip(Eng *e, SDL_Rect r, const char *label, bool selected, bool hovered);
/* The type size a chip's label fits r in, and a chip in a given size: a row
 * of chips draws all its labels in the smallest of their sizes. */
int scene_chip_px(Eng *e, SDL_Rect r, const char *label);
void scene_chip_sized(Eng *e, SDL_Rect r, const char *label, bool selected, bool hovered, int px);
/* A name field: light plate, the text clipped inside, a caret when editing;
 * selected, the text lies on a highlight (what is typed replaces it). */
void scene_field(Eng *e, SDL_Rect r, const char *text, bool editing, bool selected, bool hovered);

/* The sound's volume as a slider (Settings and the pause menu): a track
 * filled up to the value with a knob on it, the value written after it,
 * and its click target (T_SETTING, SET_VOLUME). The mouse sets it where it
 * presses and drags; with the focus on it Left and Right step it. */
typedef struct SceneSlider {
    SDL_Rect r;        /* the whole slider: its label, the track and the value */
    const char *label; /* written before the track, or NULL */
    bool dragging;
} SceneSlider;
void scene_slider_target(Eng *e, const SceneSlider *s);
void scene_slider_draw(Eng *e, const SceneSlider *s);
/* The slider's part of an event: true when it was the slider's (the
 * volume may have changed, been applied, heard and saved). */
bool scene_slider_event(SceneSlider *s, Eng *e, const SDL_Event *ev);
/* The keys the slider takes while the focus is on it (SceneVT.own_keys). */
unsigned scene_slider_keys(const SceneSlider *s, Eng *e);
/* Mutes or unmutes the sound, at once and saved. */
void scene_set_muted(Eng *e, bool muted);

/* A heading in the gold of the title, with a soft shadow. */
void scene_heading(Eng *e, const char *text, int cx, int y, int px);
/* A banner over a table (a new deal): a heading on a plate of its own,
 * centred on (cx, cy), no wider than room. */
void scene_banner(Eng *e, const char *text, int cx, int cy, int room);
/* Darkens everything drawn so far (under a menu). */
void scene_dim(Eng *e, int alpha);

/* A message of the rules layer as a player reads it: the rulings' ids it
 * cites, "(R-UOD-4)", are for the program's readers and the command line,
 * and are taken out here, in place. */
void scene_plain_text(char *s);

/* Names as a list a player reads, in buf: "Kim, Eli and Leah", or with
 * `and` false "Kim, Eli, Leah". */
void scene_join_names(char *buf, size_t len, const char *const *names, int n, bool and);

/* Whether a seat's name is "You" (the first seat's name until the player
 * types one), in English or the language shown. */
bool scene_name_is_you(const char *name);

/* Whether a key that uses the focus (Enter, Space, a gamepad's A) comes
 * too soon after a screen came by itself at the end of a move (at `since`)
 * to be meant for it: within a second, with the focus hidden or still on
 * `first`, the button it came with. Enter pressed on and on to play must
 * not run through the results, nor show the next player's cards to the
 * one who just played. */
bool scene_key_too_soon(const Eng *e, double since, int first);

/* Enter, Space (a gamepad's A) with the focus hidden, on a screen that has
 * no first thing of its own for them: the focus shows, so that the next one
 * does what the ring shows. True when it took the key. */
bool scene_enter_shows_focus(Eng *e, const SDL_Event *ev);

#endif
