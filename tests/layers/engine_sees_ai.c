/* Must not compile: the engine never sees the AI. */
#include "ai.h"
