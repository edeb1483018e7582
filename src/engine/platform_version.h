#ifndef UPDOWN_PLATFORM_VERSION_H
#define UPDOWN_PLATFORM_VERSION_H
#include <stddef.h>
void eng_version_text(char *buf, size_t len);
#endif
