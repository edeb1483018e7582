/* What every game's table shares: driving the turns (AI steps at the
 * player's pace on a thread, the pass-the-screen scene between two humans,
 * the results when the game ends), the log panel with Undo and Menu, and
 * the short message that says why something was refused. A game's table
 * embeds a TableCore and calls these from its scene functions. */
#ifndef UPDOWN_TABLE_H
#define UPDOWN_TABLE_H

#include "match.h"
#include "scene_common.h"

typedef struct TableCore {
    Match *m;
    SDL_Rect log; /* the log panel */
    SDL_Rect log_lines;
    int log_scroll;         /* lines scrolled back from the newest */
    int log_page;           /* the moves a full log panel showed last: Page Up and Down */
    SceneButton buttons[3]; /* Undo, Hint, Menu: the labels are translated where drawn */
    char toast[2 * GAME_ERR_LEN + 160];
    bool toast_calm; /* a hint, drawn under the log: it stays while its position does */
    int toast_moves; /* the moves played when the hint was given */
    double toast_until;
    double next_ai_at; /* the AI's next step waits for this moment */
    double results_at;
    bool pass_pending; /* a pass-the-screen scene is up for this seat */
    double pass_at;    /* the pass screen comes then: the last move stays in sight */
    int pass_seat;
    bool first_pass; /* hot seat: the first human is asked to take the screen too */
    bool ai_started, pause_set;
    bool thinking_shown;    /* "thinking..." is on the screen */
    bool plate_in_backdrop; /* the scene draws the log's plate into its backdrop */
    bool no_buttons;        /* a review: no Undo, Hint or Menu under the log */
    double think_at;
    int ai_steps_in_turn;
    /* Set: the seats that are not human play the moves this gives (true
     * with *mv; false: they wait), at the AI's pace, instead of their AI;
     * and the end of the game stays at the table instead of the results. */
    bool (*script)(void *ctx, const Match *m, Move *mv);
    void *script_ctx;
} TableCore;

void table_core_init(TableCore *c, Match *m);
void table_core_free(TableCore *c);
/* Lays out the log panel with its buttons in r, and adds their targets. */
void table_core_layout(TableCore *c, Eng *e, SDL_Rect r, bool can_undo, bool can_hint);
void table_core_draw(TableCore *c, Eng *e);
/* The log panel's plate alone, for a scene's backdrop (eng_backdrop_begin);
 * table_core_draw then leaves it out. */
void table_core_draw_plate(TableCore *c, Eng *e);
/* A refusal or a notice for the player, shown for a few seconds. */
void table_core_toast(TableCore *c, Eng *e, const char *msg);
/* A hint: drawn in calm colours at the foot of the log, above the Hint
 * button, clear of the table and of what the hint lights there; it stays
 * until a move is played or taken back. */
void table_core_note(TableCore *c, Eng *e, const char *msg);
/* Draws the notice centred on cx, a line of it on y, its lines at most
 * maxw wide; more lines rise above. */
void table_core_draw_toast(TableCore *c, Eng *e, int cx, int y, int maxw);
/* What the log panel asked the table for (table_core_event). */
typedef enum { CORE_NOTHING, CORE_UNDO, CORE_HINT } CoreAsk;
/* Log scrolling, Esc, Ctrl+Z and the Undo, Hint and Menu buttons
 * (clicked: the target clicked with this event, or NULL). True when the
 * event was used; *ask says when Undo or a hint was asked for. */
bool table_core_event(TableCore *c, Eng *e, const SDL_Event *ev, const EngTarget *clicked,
                      CoreAsk *ask);

typedef enum {
    DRIVE_WAIT,     /* nothing to do now (animations, the AI thinking, a pause) */
    DRIVE_HUMAN,    /* the viewer is to move */
    DRIVE_AI_MOVE,  /* *mv is the AI's move: play it */
    DRIVE_SWITCHED, /* the viewer changed (after the pass screen): lay out again */
    DRIVE_DONE      /* the results took over: the core no longer has the match */
} DriveResult;

/* Moves the game on when nothing animates. Call from update. */
DriveResult table_core_drive(TableCore *c, Eng *e, bool animating, Move *mv);
/* After an AI step (turn_over: its turn ended): the next step waits for the
 * pace, a shorter one inside a turn. */
void table_core_ai_played(TableCore *c, bool turn_over);

/* Every table scene's struct begins with these two, so that the shared
 * code finds the core of any table. */
typedef struct TableScene {
    Scene base;
    TableCore core;
} TableScene;

/* A refused target shakes for a moment (none with instant animations). */
typedef struct TableShake {
    int kind, a, b; /* the target; kind 0 = nothing shakes */
    double t0, dur;
} TableShake;

void table_shake_start(TableShake *s, Eng *e, int kind, int a, int b);
/* The sideways offset of the target (kind, a, b) now, in pixels. */
int table_shake_dx(const TableShake *s, Eng *e, int kind, int a, int b);
/* Ends a finished shake (and redraws); true while it shakes. */
bool table_shake_update(TableShake *s, Eng *e);

/* A rounded label with its text fitted in. */
void table_pill(Eng *e, SDL_Rect r, const char *text, SDL_Color bg, SDL_Color fg);
/* The size of a pill's words where they fit: 60% of its height h. */
int table_pill_px(int h);
/* The width a pill h high takes to hold text in px, with its margins. */
int table_pill_w(Eng *e, int h, int px, const char *text);
/* The largest size up to px at which each word of text (a run of
 * letters and signs other than a space; a Japanese text breaks between
 * any two of its characters) fits on a line max_w wide. */
int table_words_px(Eng *e, int font, int px, const char *text, int max_w);
/* Text cut to fit max_w at px, ending in an ellipsis when cut. */
void table_fit_text(Eng *e, int font, int px, const char *text, int max_w, char *out, size_t len);
/* The least type a name or a label on a table shrinks to (in units, at
 * 1280x800) before it is cut instead: smaller is hard to read. */
enum { TABLE_LEAST_TEXT = 11 };
/* Text in max_w: at px, or smaller down to least (pixels), and cut with an
 * ellipsis at least beyond that. Returns the size to draw out in. */
int table_fit_label(Eng *e, int font, int px, int least, const char *text, int max_w, char *out,
                    size_t len);
/* Text cut in its middle to fit max_w at px, so that names that differ only
 * in their ends ("Player 1", "Player 2") stay apart. */
void table_fit_middle(Eng *e, int font, int px, const char *text, int max_w, char *out, size_t len);
/* "Kim (hard AI)", "Ann" for a human. */
void table_seat_label(const Match *m, int seat, char *buf, size_t len);
/* A seat's label as a table writes it: "▶ " before it while the seat acts,
 * then post ("" or " · out"), in max_w at px or smaller down to
 * TABLE_LEAST_TEXT, and beyond that with the name cut, not what follows
 * it: "Maximiliane Wil… (AI)". Returns the size to draw out in. */
int table_fit_seat(Eng *e, int font, int px, const Match *m, int seat, bool acting,
                   const char *post, int max_w, char *out, size_t len);

/* Where the Up or Down? table lays its cards out, for the layout tests:
 * each card's place (card 0: a back) and each seat's panel. */
enum {
    UOD_SPOT_RING,
    UOD_SPOT_DOWN,    /* the face-down pile */
    UOD_SPOT_UP,      /* the face-up pile */
    UOD_SPOT_COLUMN,  /* k: the column, i: the card in it, oldest first */
    UOD_SPOT_DISCARD, /* a seat's discard pile */
    UOD_SPOT_OHAND,   /* an opponent's hand */
    UOD_SPOT_HAND,    /* the hand of the seat at the screen */
    UOD_SPOT_TAKEN    /* the card taken from the ring, to be placed */
};
typedef struct UodSpot {
    int card, zone, seat, k, i;
    SDL_Rect r;
} UodSpot;
int scene_uod_table_spots(Scene *s, UodSpot *out, int max);
SDL_Rect scene_uod_table_panel(Scene *s, int seat);
/* Where the count of pile UOD_PILE_DOWN or UOD_PILE_UP is written. */
SDL_Rect scene_uod_table_count(Scene *s, const Eng *e, int pile);
/* The cards picked at a 3UP 3DOWN table (at most max of them to cards),
 * how many. */
int scene_t3_table_picked(Scene *s, int *cards, int max);

#endif
