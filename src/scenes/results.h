/* The match tables of the results scene (scene_results.c), for the games
 * whose ResultsDef fills a grid (games.h). */
#ifndef UPDOWN_RESULTS_H
#define UPDOWN_RESULTS_H

#include "games.h"

/* The height the table needs at this size and width. */
int results_table_height(Eng *e, const Match *m, const GameResult *r, int w);
/* The table of seats by rank (order) in area. */
void results_table_draw(Eng *e, const Match *m, const GameResult *r, const int *order,
                        SDL_Rect area);
/* A tied match that one more round may break (R-UAD-9). */
bool results_offers_extra_round(const Match *m, const GameResult *r);

#endif
