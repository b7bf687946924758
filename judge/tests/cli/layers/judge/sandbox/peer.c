/* A sandbox file using its peer layer check. */
#include "check/checker.h"
