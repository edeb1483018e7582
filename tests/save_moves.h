/* The number of moves in the save at a path, for the tests that look at
 * what was written (-1 when it does not load). */
#ifndef UPDOWN_SAVE_MOVES_H
#define UPDOWN_SAVE_MOVES_H

#include "save.h"

static inline int moves_in(const char *path)
{
    SaveGame sg;
    char err[GAME_ERR_LEN + 1200];
    if (!save_load(&sg, path, err, sizeof err))
        return -1;
    int n = sg.n_moves;
    save_free(&sg);
    return n;
}

#endif
