/* Must not compile: the rules never see the engine. */
#include "eng.h"
