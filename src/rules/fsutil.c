/* Files that are never half-written: a temporary file in the same folder,
 * flushed to disk, then renamed over the old one (rename is atomic on one
 * file system). The previous version can be kept as FILE.bak. A FILE that
 * is a symbolic link is written where it points, and the link stays; the
 * new file keeps the old one's permissions. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "i18n.h"
#include "save.h"

static void dir_of(const char *path, char *dir, size_t len)
{
    const char *slash = strrchr(path, '/');
    if (!slash)
        snprintf(dir, len, ".");
    else if (slash == path)
        snprintf(dir, len, "/");
    else
        snprintf(dir, len, "%.*s", (int)(slash - path), path);
}

static void sync_dir(const char *path)
{
    char dir[4096];
    dir_of(path, dir, sizeof dir);
    int fd = open(dir, O_RDONLY | O_DIRECTORY);
    if (fd >= 0) {
        fsync(fd);
        close(fd);
    }
}

static bool write_all(int fd, const char *data, size_t len)
{
    while (len > 0) {
        ssize_t w = write(fd, data, len);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        data += w;
        len -= (size_t)w;
    }
    return true;
}

/* The file path names once its symbolic links are followed, into out: the
 * file to replace, which need not exist yet (a link may point at a file
 * still to be made). False with a reason for a loop of links or a name too
 * long. */
static bool follow_links(const char *path, char *out, size_t outlen, char *err, size_t errlen)
{
    if ((size_t)snprintf(out, outlen, "%s", path) >= outlen) {
        /* TRANSLATORS: %s is a file's path (also in the messages below). */
        snprintf(err, errlen, _("cannot write %s: the name is too long"), path);
        return false;
    }
    for (int hops = 0;; hops++) {
        struct stat st;
        if (lstat(out, &st) != 0 || !S_ISLNK(st.st_mode))
            return true;
        char target[4096];
        ssize_t n = hops < 40 ? readlink(out, target, sizeof target - 1) : -1;
        if (n < 0 || n == (ssize_t)sizeof target - 1) {
            if (hops >= 40)
                snprintf(err, errlen, _("cannot write %s: too many symbolic links (a loop?)"),
                         path);
            else
                snprintf(err, errlen, _("cannot write %s: unreadable symbolic link"), path);
            return false;
        }
        target[n] = 0;
        char dir[4096];
        dir_of(out, dir, sizeof dir);
        int w = target[0] == '/' ? snprintf(out, outlen, "%s", target)
                                 : snprintf(out, outlen, "%s/%s", dir, target);
        if (w < 0 || (size_t)w >= outlen) {
            snprintf(err, errlen, _("cannot write %s: the name is too long"), path);
            return false;
        }
    }
}

bool fs_write_atomic(const char *path, const char *data, size_t len, bool backup, char *err,
                     size_t errlen)
{
    char file[4096];
    if (!follow_links(path, file, sizeof file, err, errlen))
        return false;
    struct stat st;
    bool exists = stat(file, &st) == 0;
    if (exists && S_ISDIR(st.st_mode)) {
        snprintf(err, errlen, _("cannot write %s: it is a folder"), path);
        return false;
    }
    if (exists && !S_ISREG(st.st_mode)) { /* a device or a pipe is never replaced */
        snprintf(err, errlen, _("cannot write %s: it is not a regular file"), path);
        return false;
    }
    /* The old file's permissions (a private 0600 save stays private, a
     * read-only one read-only); a new file is 0644. */
    mode_t mode = exists ? st.st_mode & 0777 : 0644;
    char tmp[4200];
    snprintf(tmp, sizeof tmp, "%s.tmp-XXXXXX", file);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        /* TRANSLATORS: a file's path, then the system's reason. */
        snprintf(err, errlen, _("cannot write %s: %s"), path, strerror(errno));
        return false;
    }
    if (fchmod(fd, mode) != 0 || !write_all(fd, data, len) || fsync(fd) != 0) {
        snprintf(err, errlen, _("cannot write %s: %s"), path, strerror(errno));
        close(fd);
        unlink(tmp);
        return false;
    }
    close(fd);
    if (backup && exists) {
        char bak[4200];
        snprintf(bak, sizeof bak, "%s.bak", path);
        unlink(bak);
        if (link(file, bak) != 0) {
            /* No hard links here: copy instead (the old file stays until
             * the rename below replaces it). */
            size_t n;
            char e2[64];
            char *old = fs_read_all(file, &n, e2, sizeof e2);
            if (old) {
                FILE *f = fopen(bak, "wb");
                if (f) {
                    fwrite(old, 1, n, f);
                    fclose(f);
                }
                free(old);
            }
        }
    }
    if (rename(tmp, file) != 0) {
        snprintf(err, errlen, _("cannot write %s: %s"), path, strerror(errno));
        unlink(tmp);
        return false;
    }
    sync_dir(file);
    return true;
}

char *fs_read_all(const char *path, size_t *len, char *err, size_t errlen)
{
    /* Without blocking: opening a pipe would wait for a writer forever.
     * Only a regular file is read. */
    int fd = open(path, O_RDONLY | O_NONBLOCK);
    if (fd < 0) {
        /* TRANSLATORS: a file's path, then the system's reason. */
        snprintf(err, errlen, _("cannot read %s: %s"), path, strerror(errno));
        return NULL;
    }
    struct stat st;
    if (fstat(fd, &st) != 0) {
        snprintf(err, errlen, _("cannot read %s: %s"), path, strerror(errno));
        close(fd);
        return NULL;
    }
    if (!S_ISREG(st.st_mode)) {
        if (S_ISDIR(st.st_mode))
            snprintf(err, errlen, _("cannot read %s: it is a folder, not a file"), path);
        else
            snprintf(err, errlen, _("cannot read %s: it is a pipe or a device, not a file"), path);
        close(fd);
        return NULL;
    }
    if (st.st_size > FS_MAX_FILE) {
        /* TRANSLATORS: a file's path, then its size. */
        snprintf(err, errlen, _("%s is too large to be a save (%lld bytes)"), path,
                 (long long)st.st_size);
        close(fd);
        return NULL;
    }
    size_t cap = (size_t)st.st_size + 1, n = 0;
    char *buf = malloc(cap);
    if (!buf) {
        close(fd);
        snprintf(err, errlen, _("out of memory reading %s"), path);
        return NULL;
    }
    for (;;) {
        if (n + 1 >= cap) { /* full: the file grew since, or its end is still to be read */
            if (n > (size_t)FS_MAX_FILE) {
                snprintf(err, errlen, _("%s is too large to be a save"), path);
                free(buf);
                close(fd);
                return NULL;
            }
            size_t want = cap * 2 < (size_t)FS_MAX_FILE + 2 ? cap * 2 : (size_t)FS_MAX_FILE + 2;
            char *bigger = realloc(buf, want);
            if (!bigger) {
                free(buf);
                close(fd);
                snprintf(err, errlen, _("out of memory reading %s"), path);
                return NULL;
            }
            buf = bigger;
            cap = want;
        }
        ssize_t r = read(fd, buf + n, cap - n - 1);
        if (r < 0) {
            if (errno == EINTR)
                continue;
            snprintf(err, errlen, _("cannot read %s: %s"), path, strerror(errno));
            free(buf);
            close(fd);
            return NULL;
        }
        if (r == 0)
            break;
        n += (size_t)r;
    }
    close(fd);
    buf[n] = 0;
    if (len)
        *len = n;
    return buf;
}
