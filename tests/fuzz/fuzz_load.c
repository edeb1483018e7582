/* Fuzz target: arbitrary bytes into the save loader. A file that loads must
 * write back to text that loads to the same game. Built for libFuzzer with
 * clang (tests/fuzz/run.sh); tests/fuzz/replay.c runs the corpus in CTest. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "save.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    SaveGame sg, again;
    char err[GAME_ERR_LEN];
    if (!save_load_text(&sg, (const char *)data, size, err, sizeof err)) {
        if (!err[0] || strchr(err, '\n'))
            abort(); /* a refusal always has one line */
        return 0;
    }
    char *text = save_to_text(&sg);
    if (!save_load_text(&again, text, strlen(text), err, sizeof err))
        abort();
    if (again.n_moves != sg.n_moves || memcmp(again.state, sg.state, sg.def->state_size))
        abort();
    free(text);
    save_free(&again);
    save_free(&sg);
    return 0;
}
