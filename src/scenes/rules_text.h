/* The rules of each game in the program's own words, as blocks of text
 * that the Rules scene lays out (headings, paragraphs, list items). */
#ifndef UPDOWN_RULES_TEXT_H
#define UPDOWN_RULES_TEXT_H

typedef enum { R_H1, R_H2, R_P, R_LI } RuleKind;

typedef struct RuleBlock {
    RuleKind kind;
    const char *text;
} RuleBlock;

typedef struct RulesText {
    const char *game_id; /* GameDef.id */
    const RuleBlock *blocks;
    int n;
} RulesText;

/* The rules of every game, in the registry's order. */
extern const RulesText rules_texts[];
extern const int rules_text_count;

/* The rules of game_id, or NULL. */
const RulesText *rules_text_find(const char *game_id);

#endif
