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
/* Lays buttons in a row centred on cx. */
void scene_buttons_row(SceneButton *b, int n, int cx, int y, int w, int h, int gap);
void scene_buttons_targets(Eng *e, const SceneButton *b, int n);
void scene_buttons_draw(Eng *e, const SceneButton *b, int n);
SceneButton *scene_button(SceneButton *b, int n, int id);

/* A choice chip (New game, Settings): gold when selected. */
void scene_chip(Eng *e, SDL_Rect r, const char *label, bool selected, bool hovered);
/* The type size a chip's label fits r in, and a chip in a given size: a row
 * of chips draws all its labels in the smallest of their sizes. */
int scene_chip_px(Eng *e, SDL_Rect r, const char *label);
void scene_chip_sized(Eng *e, SDL_Rect r, const char *label, bool selected, bool hovered, int px);
/* A name field: light plate, the text clipped inside, a caret when editing. */
void scene_field(Eng *e, SDL_Rect r, const char *text, bool editing, bool hovered);

/* A heading in the gold of the title, with a soft shadow. */
void scene_heading(Eng *e, const char *text, int cx, int y, int px);
/* Darkens everything drawn so far (under a menu). */
void scene_dim(Eng *e, int alpha);

/* A message of the rules layer as a player reads it: the rulings' ids it
 * cites, "(R-UOD-4)", are for the program's readers and the command line,
 * and are taken out here, in place. */
void scene_plain_text(char *s);

#endif
