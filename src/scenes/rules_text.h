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
    const RuleBlock *blocks;
    int n;
} RulesText;

/* Each game's text is its entry in the games' registry (games.h). */

#endif
