/* Loading several problems and their testdata in one validated pass. */
#include "problemset.h"

#include <stdlib.h>
#include <string.h>

int
problem_set_load(struct problem_set *set, const char *root, char *const *ids, size_t n,
		 bool all, struct diag *d)
{
	struct ystrings listed = {0};
	size_t before = d->errors;

	memset(set, 0, sizeof *set);
	if (all) {
		if (problem_list(root, &listed, d) < 0)
			return -1;
		if (listed.count == 0) {
			diag_error(d, NULL, 0, 0, "no problems under '%s/problems'", root);
			return -1;
		}
		ids = listed.items;
		n = listed.count;
	}
	set->problems = calloc(n ? n : 1, sizeof *set->problems);
	set->testdata = calloc(n ? n : 1, sizeof *set->testdata);
	if (!set->problems || !set->testdata) {
		diag_error(d, NULL, 0, 0, "out of memory");
		goto out;
	}
	for (size_t i = 0; i < n; i++) {
		bool repeated = false;
		for (size_t j = 0; j < set->count; j++)
			repeated |= strcmp(set->problems[j]->id, ids[i]) == 0;
		if (repeated)
			continue;
		struct problem *p = problem_load(root, ids[i], d);
		if (!p)
			continue;
		set->problems[set->count] = p;
		testdata_load(p, &set->testdata[set->count], d);
		set->count++;
	}
out:
	ystrings_fini(&listed);
	if (d->errors != before) {
		problem_set_fini(set);
		return -1;
	}
	return 0;
}

void
problem_set_fini(struct problem_set *set)
{
	for (size_t i = 0; i < set->count; i++) {
		testdata_fini(&set->testdata[i]);
		problem_free(set->problems[i]);
	}
	free(set->problems);
	free(set->testdata);
	memset(set, 0, sizeof *set);
}
