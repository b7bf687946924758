/* A report file using layers below it: no breach. */
#include "pipeline/result.h"
#include "base/verdict.h"
