/* Fanning results out to every reporter, and the temporary files reporters share. */
#include "report.h"

#include <unistd.h>

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

int
report_copy(FILE *from, FILE *to)
{
	char buf[BUFSIZ];
	size_t n;
	if (fflush(from) != 0 || fseek(from, 0, SEEK_SET) != 0)
		return -1;
	while ((n = fread(buf, 1, sizeof buf, from)) > 0)
		if (fwrite(buf, 1, n, to) != n)
			return -1;
	return ferror(from) ? -1 : 0;
}

int
report_clear(FILE *f)
{
	if (fflush(f) != 0 || fseek(f, 0, SEEK_SET) != 0 || ftruncate(fileno(f), 0) != 0)
		return -1;
	return 0;
}
