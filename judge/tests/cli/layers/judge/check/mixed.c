/* Own-folder and missing bare includes. */
#include "check/checker.h"
#include "nothere.h"
