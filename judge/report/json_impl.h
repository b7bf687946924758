/*
 * Inside report/: what the run report (json.c) and the verify report
 * (verify_json.c) write alike; cJSON trees do not leave report/.  Nothing
 * owned.
 */
#ifndef JUDGE_REPORT_JSON_IMPL_H
#define JUDGE_REPORT_JSON_IMPL_H

#include <cjson/cJSON.h>

#include "problem/problem.h"

/*
 * Adds "limits_scale" to obj: how p's limits in force were decided from
 * those written (the CPU and wall limits written, the factor, the two
 * machines' calibration scores, why a recorded calibration was not used,
 * and the words the text report prints).
 */
void report_json_add_scale(cJSON *obj, const struct problem *p);

#endif
