/* A folder of a test's own, /tmp/updown-NAME-XXXXXX, removed with all it
 * holds when the program exits normally, so that running the tests does
 * not fill /tmp. A test that fails half-way still exits normally (CHECK
 * goes on), and its folder goes too: set UPDOWN_KEEP_TEST_DIRS=1 to keep
 * the folders and look at them. A crash leaves its folder. The benchmarks
 * use it as well. */
#ifndef UPDOWN_TEMP_DIR_H
#define UPDOWN_TEMP_DIR_H

#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define TEMP_DIRS_MAX 32

static char temp_dirs[TEMP_DIRS_MAX][64];
static int temp_dirs_n;

/* path and everything under it; symbolic links are removed, never
 * followed. */
static inline void temp_dir_remove(const char *path)
{
    struct stat sb;
    if (lstat(path, &sb) != 0)
        return;
    if (S_ISDIR(sb.st_mode)) {
        chmod(path, 0700); /* a test may have made it read-only */
        DIR *d = opendir(path);
        for (struct dirent *e; d && (e = readdir(d));) {
            if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
                continue;
            size_t n = strlen(path) + strlen(e->d_name) + 2;
            char *sub = malloc(n);
            if (!sub)
                break;
            snprintf(sub, n, "%s/%s", path, e->d_name);
            temp_dir_remove(sub);
            free(sub);
        }
        if (d)
            closedir(d);
        rmdir(path);
    } else {
        unlink(path);
    }
}

static inline void temp_dirs_remove(void)
{
    const char *keep = getenv("UPDOWN_KEEP_TEST_DIRS");
    if (keep && *keep && strcmp(keep, "0"))
        return;
    for (int i = 0; i < temp_dirs_n; i++)
        temp_dir_remove(temp_dirs[i]);
    temp_dirs_n = 0;
}

/* A new folder /tmp/updown-NAME-XXXXXX into dir (64 bytes), or false. */
static inline bool temp_dir_new(const char *name, char *dir)
{
    snprintf(dir, 64, "/tmp/updown-%.32s-XXXXXX", name);
    if (temp_dirs_n == TEMP_DIRS_MAX || !mkdtemp(dir))
        return false;
    if (temp_dirs_n == 0)
        atexit(temp_dirs_remove);
    snprintf(temp_dirs[temp_dirs_n++], sizeof temp_dirs[0], "%s", dir);
    return true;
}

#endif
