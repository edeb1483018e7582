/* Must not compile: the rules never see the AI. */
#include "ai.h"
