/* Must not compile: the engine never sees a scene. */
#include "scenes.h"
