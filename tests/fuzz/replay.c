/* Runs every file of the fuzz corpus folders given as arguments through the
 * fuzz target once: the corpus as a CTest test, without libFuzzer. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "save.h"

int main(int argc, char **argv)
{
    int files = 0;
    for (int a = 1; a < argc; a++) {
        DIR *d = opendir(argv[a]);
        if (!d) {
            fprintf(stderr, "cannot open corpus %s\n", argv[a]);
            return 1;
        }
        for (struct dirent *e; (e = readdir(d));) {
            if (e->d_name[0] == '.')
                continue;
            char path[4096], err[GAME_ERR_LEN];
            snprintf(path, sizeof path, "%s/%s", argv[a], e->d_name);
            size_t len;
            char *data = fs_read_all(path, &len, err, sizeof err);
            if (!data)
                continue;
            LLVMFuzzerTestOneInput((const uint8_t *)data, len);
            free(data);
            files++;
        }
        closedir(d);
    }
    printf("fuzz corpus replay: %d files, no crash\n", files);
    return files > 0 ? 0 : 1;
}
