/* UTF-8 (see utf8.h). */
#include "utf8.h"

uint32_t utf8_next(const char **p)
{
    const unsigned char *u = (const unsigned char *)*p;
    uint32_t c = u[0];
    int n = c < 0x80 ? 0 : (c >> 5) == 6 ? 1 : (c >> 4) == 14 ? 2 : (c >> 3) == 30 ? 3 : -1;
    if (n < 0) {
        (*p)++;
        return 0xFFFD;
    }
    c = n == 0 ? c : n == 1 ? c & 0x1F : n == 2 ? c & 0x0F : c & 0x07;
    for (int i = 1; i <= n; i++) {
        if ((u[i] & 0xC0) != 0x80) {
            (*p)++;
            return 0xFFFD;
        }
        c = c << 6 | (u[i] & 0x3F);
    }
    *p += n + 1;
    return c;
}
