/* The table of every game: one scene that owns what the three games share
 * (the turn loop with the AI and the pass-the-screen pause, the split of
 * the screen into the table and the log, the cards' places and their
 * flights from where they were before a move to where they are after it,
 * undo, refusals, dragging, the keyboard and the gamepad), driven by one
 * const TableDef per game that says only what differs: how the seat's view
 * is laid out into places and targets, how it is drawn, and what a target
 * means as a move.
 *
 * A game's table keeps its own layout and UI state in one flat struct of
 * TableDef.ui_size bytes (no pointers), reached with mid_ui(t). The table
 * copies it with the places before every move, so that the game's
 * animation finds where everything was drawn before (MidBefore). */
#ifndef UPDOWN_MIDEND_H
#define UPDOWN_MIDEND_H

#include "table.h"

#include <limits.h>

#define MID_MAX_PLACES 400
#define MID_MAX_FLIGHTS 96
#define MID_DRAG_ALSO 8     /* cards dragged along with the one held */
#define MID_NO_DRAG INT_MIN /* TableDef.drag_card: nothing drags */

/* A card drawn on the table: the game's card id (or the game's id of a
 * back, TableDef.back), what holds it (zone, seat, k) and its index there. */
typedef struct MidPlace {
    int card;
    int zone, seat, k, i;
    SDL_Rect r;
} MidPlace;

/* A card on its way. place: the place it lands on (hidden until then), or
 * -1 for a card that leaves the table. turn: it starts as a back and turns
 * over on its way. */
typedef struct MidFlight {
    int card;
    bool turn;
    int place;
    SDL_Rect from, to;
    double t0, dur;
} MidFlight;

typedef struct MidTable MidTable;

/* A guide over the table (a tutorial): it asks the seat at the screen for
 * one move at a time, and plays the other seats' moves itself. While a
 * guide is set, only the move it asks for is legal at the table (lit,
 * reached by the focus, accepted), anything else is refused with the
 * guide's words, Undo is off, and the hint lights the move asked for. */
typedef struct MidGuide {
    /* The move the seat at the screen is asked for now: true with *mv;
     * false when none is (nothing is lit, every choice is refused). */
    bool (*wanted)(void *ctx, const Match *m, Move *mv);
    /* Why a choice is refused: tried is the move it would have made (NULL
     * when the game refused it itself, with reason). */
    void (*wrong)(void *ctx, const Match *m, const Move *tried, const char *reason, char *why,
                  size_t whylen);
} MidGuide;

/* The table as it was drawn before a change. */
typedef struct MidBefore {
    const void *view; /* the viewer's view */
    const void *ui;   /* the game's layout (TableDef.ui_size bytes) */
    const MidPlace *places;
    int nplaces;
} MidBefore;

/* What a target means (TableDef.activate). */
typedef enum {
    MID_NONE,   /* nothing: not a target of this game */
    MID_DONE,   /* the game handled it (a selection changed, a refusal said) */
    MID_PLAY,   /* play *mv */
    MID_REFUSE, /* refuse with the text the game wrote into why */
} MidAction;

typedef struct TableDef {
    const char *name; /* the scene's name: "up-or-down table" */
    size_t ui_size;   /* the game's own flat table state */
    /* The log panel's width in units at this player count. */
    int (*log_width)(int players);
    const EngDeck *deck; /* the game's cards */
    int back;            /* the card id of a card seen from its back */

    /* Once, when the table opens on a match (mid_match(t) is set). */
    void (*open)(MidTable *t, Eng *e);
    /* Lays the view out in t->main: the game's regions into its ui, its
     * cards with mid_place and its targets with eng_target_add (the table
     * adds the log panel's own). Called after t->v, t->me, t->my_turn and
     * the legal moves are set. */
    void (*layout)(MidTable *t, Eng *e);
    /* True when an AI step that led to this whole state ended its turn (the
     * next AI step waits the whole pace, not half); NULL: where the rules
     * say a turn begins (GameDef.turn_start). */
    bool (*ai_turn_over)(const void *state);

    /* Drawing, in this order: plates into the backdrop, what lies under
     * the cards, the cards (place_flags, place_offset), what lies over
     * them, the cards in flight, and the top. Any may be NULL. */
    void (*draw_plates)(MidTable *t, Eng *e);
    /* What the plates and the targets depend on besides the layout, which
     * is made again after every move: when the key changes, the table is
     * laid out and its backdrop drawn again. NULL: nothing else. */
    uint64_t (*plates_key)(MidTable *t, Eng *e);
    void (*draw_under)(MidTable *t, Eng *e);
    unsigned (*place_flags)(MidTable *t, Eng *e, const MidPlace *p);
    SDL_Point (*place_offset)(MidTable *t, Eng *e, const MidPlace *p);
    void (*draw_over)(MidTable *t, Eng *e);
    void (*draw_top)(MidTable *t, Eng *e);
    /* Where the refusal toast is centred. */
    SDL_Point (*toast_at)(MidTable *t, Eng *e);
    /* Where a banner (mid_banner) is centred; NULL: the table's middle. */
    SDL_Point (*banner_at)(MidTable *t, Eng *e);

    /* A target clicked, activated from the keyboard or the gamepad, by the
     * seat at the screen on its turn. Called with no Eng it is a question
     * (what would this target play?): where the mid-end asks it to find a
     * move's target (a hint, the guide) it puts the game's table state back
     * after, so a pick made on the way is forgotten; mid_lit_move asks
     * without, for games whose targets are all moves. */
    MidAction (*activate)(MidTable *t, Eng *e, const EngTarget *tg, Move *mv, char *why,
                          size_t whylen);
    /* A legal choice now (lit, and reachable by the focus). */
    bool (*lit)(MidTable *t, const EngTarget *tg);
    /* Why the seat at the screen cannot act now (not its turn); NULL: "It
     * is X's turn." */
    void (*waiting)(MidTable *t, const EngTarget *tg, char *why, size_t whylen);
    /* Enter with no focus shown: the game's usual action (NULL, or
     * MID_NONE now: none, and Enter shows the focus, which the next Enter
     * uses). */
    MidAction (*enter)(MidTable *t, Eng *e, EngTarget *tg, Move *mv, char *why, size_t whylen);

    /* Dragging: the card a target lets the player drag now (MID_NO_DRAG
     * when none; the game's back id for a face-down card, which drags
     * from the place under the press; NULL: nothing drags), and what a
     * drop at (x, y) means. */
    int (*drag_card)(MidTable *t, const EngTarget *tg);
    /* The other cards a drop of tg's card would play with it (3UP 3DOWN:
     * those of its value picked), at most max: they leave their places and
     * drag along under it. NULL: none. */
    int (*drag_also)(MidTable *t, const EngTarget *tg, int *cards, int max);
    MidAction (*drop)(MidTable *t, Eng *e, const EngTarget *src, int x, int y, Move *mv, char *why,
                      size_t whylen);
    /* After a drop played its move: a next step the same drop means, if
     * any (Up or Down?: a card taken from the ring and dropped on a column
     * goes onto it). NULL, or MID_NONE: none. */
    MidAction (*drop_then)(MidTable *t, Eng *e, const EngTarget *src, int x, int y, Move *mv,
                           char *why, size_t whylen);
    /* While the card of src drags: where a drop would be a legal move,
     * lit for the player (at most max rects; returns how many). */
    int (*drop_zones)(MidTable *t, Eng *e, const EngTarget *src, SDL_Rect *out, int max);

    /* After a move (mv by mover, NULL for an undo) turned before into the
     * view now laid out: start the game's animation. NULL: every card flies
     * from where it was (mid_fly_moved). */
    void (*animate)(MidTable *t, Eng *e, const MidBefore *b, int mover, const Move *mv);
    /* Where the cards come from when the game is dealt: the table deals
     * them from there at the first move (NULL: the game deals itself). */
    SDL_Rect (*deal_from)(MidTable *t);
    /* The sounds of a move (mv by mover turned the view before into the
     * view now), once animate has started the game's animation: eng_sound
     * now, or eng_sound_at the animation's moments. NULL: a card laid. */
    void (*sound)(MidTable *t, Eng *e, const void *before, int mover, const Move *mv);
    /* Seconds a card takes to fly from where it was (mid_fly_moved); 0:
     * 0.42. */
    double fly_time;
    /* After a move was played through the match (sealing, selections). */
    void (*played)(MidTable *t, Eng *e, const void *before_state, int mover, const Move *mv);
    /* The game's own animations (NULL when it has none beyond flights):
     * advance them (true while they run) and end them at once. */
    bool (*update)(MidTable *t, Eng *e);
    void (*finish)(MidTable *t, Eng *e);
    /* The cards in a seat's hand in a whole state, for the review's
     * strip of every hand face up; returns how many. */
    int (*hand_cards)(const void *state, int seat, int *out, int cap);
    /* Lights move mv for a hint (the focus on its target, a selection
     * made); false: the mid-end finds the target whose activation is mv. */
    bool (*show_move)(MidTable *t, Eng *e, const Move *mv);
    /* Called when the viewer changed (after the pass screen). */
    void (*switched)(MidTable *t, Eng *e);
} TableDef;

struct MidTable {
    Scene base;
    TableCore core; /* first after base: see TableScene */
    const TableDef *def;
    const void *v; /* the viewer's view, kept by the match */
    int me, players;
    bool my_turn; /* the viewer is a human to move */
    Move legal[GAME_MAX_MOVES];
    int nlegal;
    SDL_Rect main; /* the table, left of the log */
    uint64_t backdrop;
    /* TableDef.plates_key as the backdrop was drawn (checked in draw, which
     * also runs under another scene: it may not touch the targets) and as
     * the targets were laid out (checked in update, on top only). */
    uint64_t plates_key, layout_key;
    MidPlace places[MID_MAX_PLACES];
    int nplaces;
    MidFlight flights[MID_MAX_FLIGHTS];
    int nflights;
    TableShake shake; /* a refused target */
    /* a press that may become a drag, and the cards that go with it */
    EngTarget press;
    int press_card, press_x, press_y;
    MidPlace press_back; /* a face-down card pressed: its place (card: the back) */
    bool pressed_back;
    int press_also[MID_DRAG_ALSO], npress_also;
    bool dragging;
    bool turn_heard;   /* "your turn" was played for the turn now */
    bool deal_pending; /* the deal flies at the first layout */
    void *ui;          /* TableDef.ui_size bytes */
    SceneVT vt;        /* the table's, named after its game */
    bool review;       /* a finished game looked back on: nobody plays */
    int review_h;      /* an overlay's panel under the log (the review's, the tutorial's), in layout
                          units */
    SDL_Rect review_at;    /* where it goes */
    const MidGuide *guide; /* NULL: every legal move may be played */
    void *guide_ctx;
    char banner[192]; /* mid_banner's words, "" when none */
    double banner_from, banner_until;
    bool banner_shown; /* drawn in the last frame */
};

Scene *mid_table_new(Eng *e, Match *m, const TableDef *def);
bool mid_is_table(const Scene *s);

/* The review of a game (scene_review.c drives it from an overlay): the
 * table of m with every hand face up (Match.reveal), where no seat plays;
 * mid_review_step plays the next move (dir 1) or takes the last back (-1),
 * shown with the table's animation and sound whoever made it, or not shown
 * (a move passed over in a jump); false at either end. A step ends the
 * banner of the move before. */
Scene *mid_review_new(Eng *e, Match *m, const TableDef *def);
bool mid_review_step(Scene *table, Eng *e, const Move *next, int dir, bool shown);

/* The table of m guided by guide (midend.h: MidGuide), for an overlay that
 * drives it; the other seats' moves come from script (TableCore.script),
 * and the game's end stays at the table (no results, no statistics). */
Scene *mid_guided_new(Eng *e, Match *m, const TableDef *def, const MidGuide *guide,
                      bool (*script)(void *ctx, const Match *m, Move *mv), void *ctx);
/* The guided table becomes a table like any other, where the game is
 * played on to its results: no guide, no script (the other seats' AI
 * plays them), no panel under the log. */
void mid_unguide(Scene *table, Eng *e);
/* Puts the focus (not shown unless it is) on the first target on the way
 * to the move the guide asks for now: the card to pick next, or the
 * target that plays it. False when the guide asks for none. */
bool mid_guide_focus(Scene *table, Eng *e);
/* Something still moves at the table (flights, the game's animations). */
bool mid_busy(Scene *table, Eng *e);

static inline void *mid_ui(MidTable *t) { return t->ui; }
static inline Match *mid_match(MidTable *t) { return t->core.m; }

/* A legal move of the seat at the screen of this kind (and first
 * argument, when arg >= 0). */
bool mid_legal(const MidTable *t, int kind, int arg);
bool mid_legal_kind(const MidTable *t, int kind);
/* Whether mv is on offer now: among the legal moves (a guide's one), or
 * written alike to one of them. */
bool mid_offered(const MidTable *t, const Move *mv);
/* The seat at the screen, a human, is to move but does not play here:
 * the review shows its turn ("Your turn", not its name's). */
bool mid_own_turn_shown(const MidTable *t);
/* A TableDef.lit for a game whose targets are all moves: lit when
 * activate (called with no Eng) makes the target a legal move now. */
bool mid_lit_move(MidTable *t, const EngTarget *tg);
int mid_place(MidTable *t, int card, int zone, int seat, int k, int i, SDL_Rect r);
/* The first place in a zone of a seat with this index, or NULL. */
const MidPlace *mid_find(const MidTable *t, int zone, int seat, int i);
bool mid_flying(const MidTable *t, int place);
/* A card the game draws itself (not a place) that is away from where it
 * lies now: dragged, or flying back from a refused drop. */
bool mid_card_away(const MidTable *t, int card);

/* Draws a card of the table's game (its back for TableDef.back). */
void mid_draw_card(MidTable *t, Eng *e, int card, SDL_Rect r, unsigned flags);

/* Flights: a card from one rect to another after delay seconds of base
 * time, dur seconds long (both scaled by the animation speed). */
void mid_fly(MidTable *t, Eng *e, int card, bool turn, int place, SDL_Rect from, SDL_Rect to,
             double delay, double dur);
/* A banner over the table (a new deal, a new round): text on a plate of
 * its own, shown from `from` (a click hurries it there) until `until`
 * (e->now seconds); it holds nobody up. */
void mid_banner(MidTable *t, Eng *e, const char *text, double from, double until);
/* The deal: every card flies from TableDef.deal_from to its place, one
 * after another (at the first move, and a game's next deal in a match). */
void mid_deal(MidTable *t, Eng *e);
/* Every place whose card was drawn before (the same card, or a back in
 * the same zone, seat and index) flies from there. Returns, in matched
 * (b->nplaces entries, may be NULL), which old places were found again;
 * places new to the table are passed to arrive (NULL: they appear). */
void mid_fly_moved(MidTable *t, Eng *e, const MidBefore *b, bool *matched,
                   void (*arrive)(MidTable *t, Eng *e, const MidBefore *b, int place, void *ctx),
                   void *ctx);
/* A rect of like's size centred on from. */
SDL_Rect mid_sized(SDL_Rect from, SDL_Rect like);

/* Says no: the target shakes and the reason shows. */
void mid_refuse(MidTable *t, Eng *e, const EngTarget *tg, const char *why);
void mid_toast(MidTable *t, Eng *e, const char *msg);

#endif
