/* A base file that reaches up into the report layer. */
#include "base.h"
#include "report/report.h"
