/* The results of the games whose outcome is a match table (Up & Down's
 * tricks by round, 3UP 3DOWN's places and points), drawn by the results
 * scene (scene_results.c); Up or Down?'s columns are drawn there. */
#ifndef UPDOWN_RESULTS_H
#define UPDOWN_RESULTS_H

#include "match.h"

/* Does the game's result show as a match table here? */
bool results_has_table(const GameDef *def);
/* The heading: the winner or the shared victory, in the game's words. */
void results_title(const Match *m, const GameResult *r, char *buf, size_t len);
/* The height the table needs at this size. */
int results_table_height(Eng *e, const Match *m, const GameResult *r);
/* The table of seats by rank (order) in area. */
void results_table_draw(Eng *e, const Match *m, const GameResult *r, const int *order,
                        SDL_Rect area);
/* A tied match that one more round may break (R-UAD-9). */
bool results_offers_extra_round(const Match *m, const GameResult *r);

#endif
