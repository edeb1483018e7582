/* The engine under every scene: the window (or a windowless surface for
 * `updown shot` and tests), an event-driven loop that sleeps when nothing
 * moves, a scene stack, the bundled assets, cached text and card art, and
 * the places a scene reports for what can be clicked.
 *
 * Everything is drawn in pixels: e->w x e->h is the renderer's output, and
 * mouse positions are converted to pixels before a scene sees them, so a
 * HiDPI window is drawn at its full resolution. Layouts scale with
 * e->unit (1.0 at 1280x800). */
#ifndef UPDOWN_ENG_H
#define UPDOWN_ENG_H

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

#include "store.h"

#define ENG_PI 3.14159265358979323846

typedef struct Eng Eng;
typedef struct Scene Scene;
typedef struct EngAssets EngAssets;
typedef struct EngTextCache EngTextCache;
typedef struct EngCardCache EngCardCache;
typedef struct EngAudio EngAudio;

/* A scene handles input, advances its animations and draws itself. The
 * engine owns the stack: push, pop and replace take effect between two
 * events, never while a scene is running. */
typedef struct SceneVT {
    const char *name;
    /* Input. Mouse positions are already in pixels. */
    void (*event)(Scene *s, Eng *e, const SDL_Event *ev);
    /* Advance to e->now. Returns true while something moves (the loop then
     * draws at the display's rate); false lets the loop sleep. A scene that
     * waits for a moment without moving asks with eng_wake_at. */
    bool (*update)(Scene *s, Eng *e);
    void (*draw)(Scene *s, Eng *e);
    /* The output size changed or the scene came back on top: recompute the
     * layout and the click targets. */
    void (*layout)(Scene *s, Eng *e);
    void (*destroy)(Scene *s);
    bool overlay; /* drawn over the scene below it (a menu over the table) */
    /* Optional: the keys the scene handles itself now (ENG_KEYS_*), which
     * the engine's focus then leaves alone. */
    unsigned (*own_keys)(Scene *s, Eng *e);
    /* A gamepad's B button undoes (a table) rather than going back. */
    bool back_undoes;
} SceneVT;

/* SceneVT.own_keys: Up/Down, Left/Right, Enter/Space, or typing (then Tab,
 * the arrows and Enter are the scene's too). */
enum {
    ENG_KEYS_UPDOWN = 1,
    ENG_KEYS_LEFTRIGHT = 2,
    ENG_KEYS_ENTER = 4,
    ENG_KEYS_TEXT = 8,
};

struct Scene {
    const SceneVT *vt;
};

/* Click targets: what a scene reports as clickable, with its meaning. The
 * scene itself hit-tests through them, and tests click their centres. */
typedef struct EngTarget {
    int kind; /* the scene's meaning (scenes.h), 0 = none */
    int a, b;
    SDL_Rect r;
    unsigned flags; /* ENG_TARGET_* */
    int group;      /* see eng_target_group */
} EngTarget;

/* EngTarget.flags: the keyboard focus passes it by (at a table: a place
 * that is not a choice now); the one chosen of its row (same kind and a),
 * where a new screen's focus starts instead of on the row's first; drawn
 * as the screen's default (its gold button), which a player takes for
 * where the keys stand even before the focus shows: the first arrow
 * moves from it rather than only showing the focus there. */
enum { ENG_TARGET_NOFOCUS = 1, ENG_TARGET_CHOSEN = 2, ENG_TARGET_DEFAULT = 4 };

#define ENG_MAX_TARGETS 256
#define ENG_MAX_SCENES 16
#define ENG_FACE_IDS 256
#define ENG_MAX_DECKS 8
#define ENG_DECK_ARTS 64
#define ENG_MAX_TEXT_RECS 640

/* A deck of cards: what a game registers so that the engine draws its
 * cards without knowing the game. A card id (0..ids-1) shows one of the
 * deck's art files, and the deck writes what belongs on the face over it
 * (numbers, values). The engine reads the art when the deck is first used
 * (eng_deck_load checks it at start) and keeps the record of every face
 * drawn, by deck. */
typedef struct EngDeck {
    const char *name; /* for messages */
    int ids;          /* card ids are 0..ids-1 (at most ENG_FACE_IDS) */
    bool (*valid)(int id);
    int narts; /* its art files (at most ENG_DECK_ARTS) */
    void (*art_file)(int art, char *buf, size_t len);
    int (*art_of)(int id);
    /* The art's symbols (its top-level groups) are left out unless the
     * colour-blind symbols are on (Settings.cb_symbols). */
    bool symbols_optional;
    /* What is written on the face, over the art (NULL: nothing). */
    void (*marks)(Eng *e, int id, SDL_Rect r);
} EngDeck;

enum { FONT_REGULAR, FONT_BOLD, FONT_COUNT };

/* The sounds (assets/sounds/NAME.wav, eng_audio.c): what happens at a card
 * table, named without any game. */
enum {
    ENG_SND_CARD_LAY,  /* a card put down */
    ENG_SND_CARD_TAKE, /* a card taken or slid */
    ENG_SND_SHUFFLE,   /* the cards shuffled and dealt */
    ENG_SND_CARD_TURN, /* a card turned over */
    ENG_SND_DICE,      /* dice rolled */
    ENG_SND_PICKUP,    /* a pile picked up */
    ENG_SND_CLEAR,     /* a pile swept away */
    ENG_SND_TRICK_WON, /* a trick gathered by its winner */
    ENG_SND_POT,       /* a trick put into the pot */
    ENG_SND_YOUR_TURN, /* the turn passes to the player at the screen */
    ENG_SND_WIN,       /* a game won */
    ENG_SND_LOSE,      /* a game lost */
    ENG_SOUNDS
};

/* The text record (Eng.record_texts): a text drawn, where it landed (cut
 * to the clip in force), its size, the box its caller said it must stay in
 * (eng_text_box; w == 0 when there is none but the screen), the scene of
 * the stack that drew it, and whether a card drawn later hides part of it. */
typedef struct EngTextRec {
    SDL_Rect r;
    SDL_Rect box;
    int layer;
    int px;        /* its type size in pixels (0: drawn by the caller) */
    int font;      /* and its face (FONT_*) */
    bool covered;  /* a card drawn after it lies over it */
    SDL_Rect card; /* that card */
    char text[96];
} EngTextRec;

/* Text anchors for eng_text: horizontal | vertical. */
enum {
    ALIGN_LEFT = 0,
    ALIGN_CENTER = 1,
    ALIGN_RIGHT = 2,
    ALIGN_TOP = 0,
    ALIGN_MIDDLE = 4,
    ALIGN_BOTTOM = 8,
};

/* Card drawing flags. */
enum {
    CARD_SHADOW = 1,   /* a soft shadow under the card */
    CARD_DIM = 2,      /* greyed: not a choice now */
    CARD_GLOW = 4,     /* lit: a legal choice */
    CARD_HOVER = 8,    /* lit brighter: under the mouse */
    CARD_REFUSED = 16, /* red glow: just refused */
    /* its glow was drawn before, under a whole row of overlapping cards
     * (eng_card_under), so it lies under the neighbours' faces too */
    CARD_GLOW_UNDER = 32
};

struct Eng {
    SDL_Window *win; /* NULL when drawing into a surface */
    SDL_Renderer *ren;
    SDL_Surface *surface; /* the windowless target of `shot` */
    bool software;        /* the software renderer draws */
    bool self_paced;      /* no vsync: the loop keeps to the display's rate */
    int w, h;             /* output in pixels */
    int win_w, win_h;     /* the window in window coordinates */
    float unit;           /* layout scale: 1.0 at 1280x800 */
    double now;           /* seconds since start (virtual in tests) */
    double fixed_dt;      /* > 0: each step advances the clock by this (tests) */
    double frame_period;  /* the display's frame time */
    double wake_at;       /* a scene's next timed moment, 0 = none */
    bool dirty;           /* draw at the next chance */
    bool quit;
    bool animating; /* the top scene said it moves */

    Scene *stack[ENG_MAX_SCENES];
    int nstack;
    Scene *pending[ENG_MAX_SCENES]; /* replaces the stack between events */
    int npending;
    bool stack_changed;
    /* The focus each scene of the stack had when a scene came over it,
     * given back when that scene leaves. */
    EngTarget covered_focus[ENG_MAX_SCENES];

    EngAssets *assets;
    EngTextCache *text;
    EngCardCache *cards;
    EngAudio *audio; /* NULL: no sound (no device, or a picture) */
    /* The window opens its sound once its first frame is up: opening a
     * device can take a tenth of a second, which the first frame need
     * not wait for. */
    bool audio_pending;
    /* Sounds asked for before then, played when it opens. */
    int early_sound[8];
    double early_at[8];
    int early_n;
    /* Every sound asked for since the start, by ENG_SND_*, heard or not
     * (muted, no device): what the tests check a game asked for. */
    uint32_t sounds_asked[ENG_SOUNDS];
    SDL_Texture *table;  /* the felt at the output size */
    SDL_Texture *shadow; /* a soft falloff for shadows and glows */

    EngTarget targets[ENG_MAX_TARGETS];
    int ntargets;
    int target_group;  /* of the targets added next */
    EngTarget hover;   /* the target under the mouse, or the focus */
    EngTarget pressed; /* the target the left button went down on */
    int mouse_x, mouse_y;
    /* The keyboard and gamepad focus: a target by its meaning, drawn while
     * shown (from a key until the mouse moves). */
    EngTarget focus;
    bool focus_shown;
    SDL_Point focus_by;  /* how far from its place the focused target is drawn this frame */
    SDL_Rect focus_ring; /* what the ring went round in the last frame; empty when none */
    bool key_click;      /* the button-up being handled is Enter on the focus */
    SDL_GameController *pads[4];
    int8_t stick[2]; /* the left stick's last direction per axis, -1/0/1 */
    bool trigger[2]; /* the left and right triggers pressed in */
    /* The arrow a held d-pad button or stick stands for (0: none held),
     * and when it is pressed again, as a held arrow key repeats. */
    SDL_Keycode pad_held;
    double pad_repeat_at;

    Settings settings;          /* store.h: kept in data_dir/settings.json */
    char data_dir[1024];        /* the user's data folder, "" when none */
    char notice[STORE_MSG_LEN]; /* a sentence for the player (a damaged file...) */
    bool first_start;           /* no settings file was there: the window's size is chosen */

    Uint32 user_event; /* SDL user event type for worker threads */

    /* The hidden-card record: every card face drawn since the last clear. */
    bool record_faces;
    uint8_t faces_drawn[ENG_MAX_DECKS][ENG_FACE_IDS];
    SDL_Rect faces_at[ENG_MAX_DECKS][ENG_FACE_IDS]; /* where each was drawn last */

    /* The text record: every text drawn since the last eng_texts_clear
     * (while record_texts is set), for the tests that check that texts fit
     * their boxes and do not overlap. */
    bool record_texts;
    EngTextRec texts_drawn[ENG_MAX_TEXT_RECS];
    int ntexts_drawn;
    SDL_Rect text_box; /* eng_text_box */
    int text_quiet;    /* eng_text_quiet */
    int draw_layer;    /* the scene of the stack being drawn */

    uint64_t frames; /* frames drawn */

    /* The backdrop (eng_backdrop_begin): the felt and a scene's plates. */
    SDL_Texture *backdrop;
    uint64_t backdrop_ticket, backdrop_tickets;
    bool backdrop_drawing;
};

/* --- life ------------------------------------------------------------- */
/* Opens a window (title, settings' size). On failure shows a message box
 * (stderr without a display) and returns NULL. */
Eng *eng_open_window(const char *title);
/* Draws into a w x h surface with the software renderer: no window, no
 * video driver (`updown shot`). */
Eng *eng_open_surface(int w, int h, char *err, size_t errlen);
void eng_close(Eng *e);
/* The loop: returns when the stack is empty or quit is asked. */
void eng_run(Eng *e);
/* One pass of the loop without sleeping: handles queued events, updates
 * and draws if needed. Tests drive the scenes with it. */
void eng_step(Eng *e);
/* Draws the whole stack now (into the surface or the window). */
void eng_draw_now(Eng *e);
/* A message for the player when something is fatally wrong. */
void eng_fatal_message(Eng *e, const char *title, const char *msg);

/* --- scenes ----------------------------------------------------------- */
void eng_push(Eng *e, Scene *s);
void eng_pop(Eng *e);
void eng_replace(Eng *e, Scene *s);  /* the top scene */
void eng_reset_to(Eng *e, Scene *s); /* the whole stack becomes s */
Scene *eng_top(const Eng *e);
void eng_apply_stack(Eng *e); /* applies pending changes now */
void eng_redraw(Eng *e);
/* Every scene of the stack lays itself out again, from the bottom: after a
 * resize, a new language, or a scene whose targets changed under the
 * overlays above it, which then add theirs again. */
void eng_layout_all(Eng *e);
void eng_wake_at(Eng *e, double t); /* update again at t (seconds) */
void eng_toggle_fullscreen(Eng *e);
/* Whether a window of w x h fits the usable part of the screen the window
 * is on (true where that is not known, and where there is no window). */
bool eng_window_fits(const Eng *e, int w, int h);
/* The window sizes Settings offers, smallest first: the first is the least
 * the layouts take. */
extern const int eng_window_sizes[][2];
extern const int eng_nwindow_sizes;
/* The window at the first start on a screen whose usable part is uw x uh:
 * the largest of eng_window_sizes within three quarters of it each way,
 * else w x h as they are (the settings' default). */
void eng_first_window_size(int uw, int uh, int *w, int *h);
void eng_resized(Eng *e); /* reads the output size, rebuilds size-bound art */

/* --- targets ---------------------------------------------------------- */
void eng_targets_clear(Eng *e);
void eng_target_add(Eng *e, int kind, int a, int b, SDL_Rect r);
/* Targets added from here on belong to this group (0 after
 * eng_targets_clear). Tab and a gamepad's shoulders go through the groups
 * in turn, each in reading order: a panel beside another is gone through
 * whole rather than row by row across both. */
void eng_target_group(Eng *e, int group);
/* The topmost target at a pixel (the last added wins), or NULL. */
const EngTarget *eng_target_at(const Eng *e, int x, int y);
bool eng_target_find(const Eng *e, int kind, int a, int b, SDL_Rect *out);
bool eng_hovered(const Eng *e, int kind, int a, int b);
/* A click: the left button released on the target it went down on, or
 * Enter, Space or a gamepad's A on the focused target. */
bool eng_clicked(Eng *e, const SDL_Event *ev, EngTarget *out);
/* The press ends here, taken by a drag or let go unheard: its release, if
 * it comes, clicks nothing. */
void eng_press_clear(Eng *e);
/* A key that only changes others (Shift, Ctrl, Alt, the system key, the
 * locks): held during a drag, it does not end it. */
bool eng_key_is_modifier(SDL_Keycode k);
/* Flags of the last target added (ENG_TARGET_*). */
void eng_target_flags(Eng *e, unsigned flags);
/* Flags of every target with this meaning. */
void eng_target_set_flags(Eng *e, int kind, int a, int b, unsigned flags);

/* --- focus ------------------------------------------------------------ */
/* Tab and Shift+Tab go through the targets in reading order, the arrows to
 * the nearest one that way, Enter or Space activates; a gamepad's d-pad
 * and stick are the arrows, A is Enter, B is Backspace on a table
 * (SceneVT.back_undoes) and Esc elsewhere, Y is H (a hint), Start and Back
 * are Esc, the right and left shoulders Tab and Shift+Tab.
 * A d-pad button or the stick held one way repeats, as an arrow key does. */
/* The focused target while the focus is shown, else NULL. */
const EngTarget *eng_focus_get(const Eng *e);
bool eng_focused(const Eng *e, int kind, int a, int b);
/* Puts the focus on a target (shown: drawn from now on). */
void eng_focus_set(Eng *e, int kind, int a, int b, bool shown);
/* Moves the focus to the first focusable target if it is on none. */
void eng_focus_settle(Eng *e);
/* How far the focus ring reaches out of its target, in pixels: words
 * laid out closer than this under or beside a target are covered by it. */
int eng_focus_ring_width(const Eng *e);
/* Shows the focus where it is (settled first), as the first arrow key does. */
void eng_focus_show(Eng *e);
/* Hides the focus until the next key, as a mouse move does: a screen that
 * comes by itself, not at a key (the results at a game's end), then takes
 * no Enter meant for the screen before. */
void eng_focus_hide(Eng *e);
/* A scene that draws a thing away from where it laid it out (a raised or
 * shaken card) says so as it draws, in drawing order: the focus ring round
 * a target inside `laid` moves by `by` with it. The last call whose `laid`
 * holds the target wins, as what is drawn last lies on top. */
void eng_focus_follow(Eng *e, SDL_Rect laid, SDL_Point by);

/* --- time and settings ------------------------------------------------ */
/* A base duration in seconds scaled by the animation speed (0 = instant). */
double eng_anim_time(const Eng *e, double seconds);
/* The pause before an AI step, in seconds. */
double eng_ai_pause(const Eng *e);
/* The data folder: $UPDOWN_DATA_DIR, else SDL's folder for the user. Loads
 * the settings from it (a damaged file is reported in e->notice). */
void eng_settings_load(Eng *e);
void eng_settings_save(Eng *e);
/* Adds a sentence to e->notice (the title shows it), after what it holds
 * and only once. */
void eng_notice_add(Eng *e, const char *sentence);

/* --- language ------------------------------------------------------- */
/* A language the window speaks: its code ("" for the system's) and its
 * name in itself, as a chooser shows it. */
typedef struct EngLanguage {
    const char *code;
    const char *name;
} EngLanguage;
extern const EngLanguage eng_languages[]; /* the system's first */
extern const int eng_nlanguages;
/* Speaks choice ("en", "ja", "de", "fr"; anything else follows the
 * environment: LANGUAGE, LC_ALL, LC_MESSAGES, LANG) from now on, and lays
 * out e's scenes again (e may be NULL); returns the language now spoken. */
const char *eng_set_language(Eng *e, const char *choice);
/* The language spoken ("en" before any choice). */
const char *eng_language(void);
/* A seat's name that is what some language calls a seat nobody named
 * ("You", "Du", "Player 2", "Spieler 2", ...) is written into out in the
 * language spoken now (true); a name a player typed is left (false). */
bool eng_name_in_language(const char *name, int seat, char *out, size_t len);
/* Why the language chosen last is not spoken (its catalogue is damaged:
 * English is spoken instead), in English; "" when it is. */
const char *eng_language_problem(void);

/* --- sound ---------------------------------------------------------- */
/* Opens the audio device and reads the sounds (the window does, once its
 * first frame is presented; a picture has none). Without a device every
 * sound call does nothing; a damaged sound file is told in one line on
 * stderr and stays silent. */
void eng_audio_open(Eng *e);
void eng_audio_close(Eng *e);
bool eng_audio_on(const Eng *e);
/* The sound was read and can be heard (a device is open). */
bool eng_sound_loaded(const Eng *e, int sound);
/* Plays a sound (ENG_SND_*) now, or at the moment at of e->now's clock. */
void eng_sound(Eng *e, int sound);
void eng_sound_at(Eng *e, int sound, double at);
/* Sounds waiting for their moment play now (an animation hurried). */
void eng_sounds_hurry(Eng *e);
/* Applies e->settings.volume and .muted at once (after changing them). */
void eng_sound_settings(Eng *e);

/* --- easing ----------------------------------------------------------- */
float eng_ease_out_cubic(float t);
float eng_ease_in_out_cubic(float t);
float eng_ease_out_back(float t);
float eng_clamp01(float t);
float eng_lerp(float a, float b, float t);

/* --- drawing ---------------------------------------------------------- */
int eng_px(const Eng *e, float units); /* units at 1280x800 -> pixels */
void eng_color(Eng *e, SDL_Color c);
void eng_fill_rect(Eng *e, SDL_Rect r, SDL_Color c);
void eng_round_rect(Eng *e, SDL_Rect r, int radius, SDL_Color top, SDL_Color bottom);
void eng_round_outline(Eng *e, SDL_Rect r, int radius, int thickness, SDL_Color c);
/* A soft shadow (or a glow when tinted) around r. */
void eng_shadow(Eng *e, SDL_Rect r, int radius, int blur, SDL_Color c);
void eng_draw_table(Eng *e);
/* The backdrop: the felt and the plates under everything else a scene
 * draws, kept in a texture of the output's size and put back with one
 * copy, since blending large translucent plates is the software renderer's
 * dearest work. A scene takes a ticket whenever its plates move (in its
 * layout) and draws with it: when eng_backdrop_begin returns true, the felt
 * is drawn and the scene draws its plates, then calls eng_backdrop_end;
 * either way the backdrop is on the screen afterwards. */
uint64_t eng_backdrop_ticket(Eng *e);
bool eng_backdrop_begin(Eng *e, uint64_t ticket);
void eng_backdrop_end(Eng *e);
void eng_fill_circle(Eng *e, int cx, int cy, int r, SDL_Color c);
void eng_triangle(Eng *e, SDL_FPoint a, SDL_FPoint b, SDL_FPoint c, SDL_Color col);
/* A straight stroke from a to b, thickness pixels wide. */
void eng_line(Eng *e, SDL_FPoint a, SDL_FPoint b, float thickness, SDL_Color c);

/* Text, cached as textures. wrap > 0 wraps at that many pixels. */
void eng_text(Eng *e, int font, int px, SDL_Color c, const char *s, int x, int y, int align);
void eng_text_wrapped(Eng *e, int font, int px, SDL_Color c, const char *s, int x, int y, int wrap,
                      int align);
void eng_text_size(Eng *e, int font, int px, const char *s, int *w, int *h);
int eng_text_width(Eng *e, int font, int px, const char *s);
/* How many texts were rasterised and lines measured since the window
 * opened: drawing again what was drawn before adds to neither (both are
 * cached). */
void eng_text_work(const Eng *e, long *rendered, long *measured);
/* Height of text wrapped at wrap pixels. */
int eng_text_height_wrapped(Eng *e, int font, int px, const char *s, int wrap);
/* A texture of text that the caller owns (long texts drawn many times). */
SDL_Texture *eng_text_texture(Eng *e, int font, int px, SDL_Color c, const char *s, int wrap,
                              int *w, int *h);
/* Whether every character of s has a glyph in the typefaces of font (DejaVu
 * or the Japanese face); when not, *missing (if given) is the first one
 * lacking. */
bool eng_text_drawable(Eng *e, int font, const char *s, uint32_t *missing);
/* Text that fits in max_w: the largest px <= px at which it does. */
int eng_text_fit(Eng *e, int font, int px, const char *s, int max_w);
/* The box the texts drawn from now on must stay in (a plate, a button, a
 * slot), kept in the text record; {0} for none but the screen. Returns
 * the box before, to be put back. */
SDL_Rect eng_text_box(Eng *e, SDL_Rect box);
/* Texts drawn between on (true) and off (false) are left out of the text
 * record: a text's own shadow, what is written on a card's face. */
void eng_text_quiet(Eng *e, bool on);
/* Records a text that the caller drew itself (eng_text_texture) at r. */
void eng_text_note(Eng *e, const char *s, SDL_Rect r);
/* In the text record: what is drawn next at r (a card, a notice) hides
 * the texts under it. */
void eng_texts_covered(Eng *e, SDL_Rect r);
void eng_texts_clear(Eng *e);

/* Buttons: a rounded plate with a label. */
typedef enum { BUTTON_NORMAL, BUTTON_PRIMARY, BUTTON_QUIET } ButtonStyle;
void eng_button(Eng *e, SDL_Rect r, const char *label, ButtonStyle style, bool hovered,
                bool enabled);
/* The type size a button's label fits r in, and a button with its label in
 * a given size: buttons side by side write their labels in the smallest of
 * their sizes. */
int eng_button_px(Eng *e, SDL_Rect r, const char *label);
void eng_button_sized(Eng *e, SDL_Rect r, const char *label, ButtonStyle style, bool hovered,
                      bool enabled, int px);
/* A panel: a darker translucent plate on the felt. */
void eng_panel(Eng *e, SDL_Rect r, int radius, int alpha);

/* --- cards ------------------------------------------------------------ */
/* Card sizes come from a ladder so that few sizes are ever rasterised;
 * every card is copied 1:1 and crisp. */
int eng_card_snap(int h);
int eng_card_w(int h);
/* Reads and checks a deck's art; false with a sentence for the player. */
bool eng_deck_load(Eng *e, const EngDeck *deck, char *err, size_t errlen);
void eng_card_face(Eng *e, const EngDeck *deck, int id, int x, int y, int h, unsigned flags);
void eng_card_back(Eng *e, int x, int y, int h, unsigned flags);
/* A card turning over: its face (or its back) narrowed to squash (0..1) of
 * its width about its middle. A face is recorded like eng_card_face. */
void eng_card_turning(Eng *e, const EngDeck *deck, int id, bool face, int x, int y, int h,
                      float squash);
/* An empty place where a card may go (dashed plate). */
void eng_card_slot(Eng *e, int x, int y, int h, SDL_Color c, bool lit);
/* The glow, shadow or refusal under a card-like piece of r (flags as for
 * cards), and its outline over it. */
void eng_card_under(Eng *e, SDL_Rect r, unsigned flags);
/* A number written on a card: white, with a soft shadow. */
void eng_card_number(Eng *e, const char *s, int cx, int cy, int px);
void eng_faces_clear(Eng *e);
/* The colour-blind symbols on the faces on or off (settings): the card art
 * is drawn again. */
void eng_set_symbols(Eng *e, bool on);
bool eng_face_drawn(const Eng *e, const EngDeck *deck, int id);
/* Where that face was drawn last, while faces are recorded. */
bool eng_face_drawn_at(const Eng *e, const EngDeck *deck, int id, SDL_Rect *at);
/* Any art file under the assets folder rasterised at w x h, cached (NULL
 * when missing or broken: a sentence goes to stderr once). */
SDL_Texture *eng_art(Eng *e, const char *file, int w, int h);

/* Common colours. */
extern const SDL_Color ENG_WHITE, ENG_INK, ENG_GOLD, ENG_SHADE, ENG_RED, ENG_MUTED;

#endif
