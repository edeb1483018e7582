/* The games at the window: one entry a game ties its rules (GameDef), its
 * table (TableDef), its results and its rules text. Every part of the
 * window that differs by game asks this registry with the game's GameDef;
 * nothing is chosen by the game's id string. A game of the rules' registry
 * without a complete entry here stops the window at its start with a
 * message (games_check), and cannot fall through to another game's code.
 * (The AI finds its own part by the same GameDef: ai_game_for.) */
#ifndef UPDOWN_GAMES_H
#define UPDOWN_GAMES_H

#include "match.h"
#include "rules_text.h"

typedef struct TableDef TableDef;
typedef struct Tutorial Tutorial;

#define RESULTS_COLS 16

/* A match table on the results screen: a row per seat, a column per round
 * or game, a total, and up to two notes under it. */
typedef struct ResultsGrid {
    int ncols;
    char head[RESULTS_COLS][64];
    char total_head[64];
    char cell[GAME_MAX_SEATS][RESULTS_COLS][16];
    char total[GAME_MAX_SEATS][24];
    bool unplaced[GAME_MAX_SEATS]; /* no place decided: the name has no number */
    char note[2][600];
} ResultsGrid;

typedef struct ResultsDef {
    /* The heading: the winner or the shared victory, in the game's words. */
    void (*title)(const Match *m, const GameResult *r, char *buf, size_t len);
    /* Either a match table (grid), or a panel for each seat (seat). */
    void (*grid)(const Match *m, const GameResult *r, ResultsGrid *g);
    void (*seat)(Eng *e, const Match *m, const GameResult *r, int seat, SDL_Rect box);
} ResultsDef;

typedef struct GameUi {
    const GameDef *game;
    const TableDef *table;
    const ResultsDef *results;
    const RulesText *rules;
    const EngDeck *deck;
    const Tutorial *tutorial; /* its guided first game (tutorial.h), or NULL */
} GameUi;

/* The window's entry of a game, or NULL when it has none. */
const GameUi *games_ui(const GameDef *def);
/* True when every game of the rules' registry has a complete entry; else
 * false with a sentence naming the game and what it lacks. */
bool games_check(char *err, size_t errlen);
/* Reads and checks every game's card art; false with a sentence. */
bool games_load_art(Eng *e, char *err, size_t errlen);

/* The games' parts, each beside its game's table or results. */
extern const TableDef uod_table, uad_table, t3_table;
extern const ResultsDef uod_results, uad_results, t3_results;
extern const RulesText uod_rules_text, uad_rules_text, t3_rules_text;

#endif
