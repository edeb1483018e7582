/* The versions of the SDL libraries the program was built and runs with,
 * for `updown --version` and bug reports. */
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <stdio.h>

#include "platform_version.h"

void eng_version_text(char *buf, size_t len)
{
    SDL_version linked;
    SDL_GetVersion(&linked);
    const SDL_version *ttf = TTF_Linked_Version();
    const SDL_version *img = IMG_Linked_Version();
    snprintf(buf, len, "SDL %d.%d.%d, SDL_ttf %d.%d.%d, SDL_image %d.%d.%d", linked.major,
             linked.minor, linked.patch, ttf->major, ttf->minor, ttf->patch, img->major, img->minor,
             img->patch);
}
