/* Must not compile: the AI never sees a scene. */
#include "scenes.h"
