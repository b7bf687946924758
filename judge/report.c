/* Fanning results out to every reporter. */
#include "report.h"

void
reporters_begin(struct reporter **rs, size_t n, const struct problem *p, const char *solution)
{
	for (size_t i = 0; i < n; i++)
		if (rs[i]->ops->begin)
			rs[i]->ops->begin(rs[i], p, solution);
}

void
reporters_case(struct reporter **rs, size_t n, const struct problem_result *pr,
	       const struct case_result *cr)
{
	for (size_t i = 0; i < n; i++)
		if (rs[i]->ops->on_case)
			rs[i]->ops->on_case(rs[i], pr, cr);
}

void
reporters_end(struct reporter **rs, size_t n, const struct problem_result *pr)
{
	for (size_t i = 0; i < n; i++)
		if (rs[i]->ops->end)
			rs[i]->ops->end(rs[i], pr);
}

int
reporters_finish(struct reporter **rs, size_t n, bool complete, char *err, size_t errlen)
{
	int rc = 0;
	for (size_t i = 0; i < n; i++) {
		char one[512];
		if (rs[i]->ops->finish && rs[i]->ops->finish(rs[i], complete, one, sizeof one) < 0 &&
		    rc == 0) {
			snprintf(err, errlen, "%s", one);
			rc = -1;
		}
	}
	return rc;
}

void
reporter_free(struct reporter *r)
{
	if (r)
		r->ops->free(r);
}
