/* Fuzz harness: one testdata file through testdata_load(), next to a valid problem. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "problem/problem.h"
#include "problem/testdata.h"

static char yaml_path[PATH_MAX];
static const char *root;
static struct problem *problem;

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	/* Files for input_file, output_file and a checker source to name. */
	static const char *const files[] = {
		"problems/p/problem.yaml", "title: P\nlimits: {time: 2s, memory: 64MiB}\n",
		"problems/p/checker.c", "int main(void) { return 0; }\n",
		"testdata/p/1.in", "1 2\n",
		"testdata/p/1.out", "3\n",
		"testdata/p/empty", "",
		"testdata/p/dir/", "",
		"testdata/p/b.yaml", "cases:\n  - name: in-b\n    input: \"1\"\n    output: \"1\"\n",
		NULL,
	};
	struct diag d;

	root = fuzz_tree_make(files);
	snprintf(yaml_path, sizeof yaml_path, "%s/testdata/p/a.yaml", root);
	diag_init(&d);
	problem = problem_load(root, "p", &d);
	if (!problem) {
		diag_print(&d, stderr);
		fuzz_fail("the fixed problem does not load");
	}
	diag_fini(&d);
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct diag d;
	struct testdata td;
	size_t breaks = 0;

	for (size_t i = 0; i < size; i++)
		if (data[i] == '\n' || data[i] == '\r' || data[i] == 0x85 || data[i] == 0xe2)
			breaks++;
	fuzz_write_file(yaml_path, data, size);
	diag_init(&d);
	int rc = testdata_load(problem, &td, &d);
	if ((rc < 0) != (d.errors > 0))
		fuzz_fail("testdata_load returned %d with %zu errors", rc, d.errors);
	if (rc == 0) {
		if (td.nfiles != 2)
			fuzz_fail("%zu files loaded, not 2", td.nfiles);
		/* Cases come one at a time; names seen so far, to check they are unique. */
		char **names = calloc(td.count + 1, sizeof *names);
		struct testdata_reader *r = testdata_reader_new(&td, &d);
		struct testcase tc;
		const struct testcase *c = &tc;
		size_t i = 0;
		int got;
		if (!names || !r)
			fuzz_fail("out of memory");
		while ((got = testdata_read(r, &tc)) > 0) {
			const struct limits *l = &c->limits;
			if (i >= td.count || c->index != i)
				fuzz_fail("case %zu read as index %zu of %zu", i, c->index, td.count);
			if (!c->name || !*c->name || !c->file || !c->checker)
				fuzz_fail("case %zu half made", i);
			if (!c->input.text == !c->input.path || !c->output.text == !c->output.path)
				fuzz_fail("case '%s' needs exactly one input and one output", c->name);
			if (l->time_ms <= 0 || l->wall_ms <= 0 || l->memory_bytes <= 0 ||
			    l->output_bytes <= 0 || l->processes <= 0)
				fuzz_fail("case '%s' has unresolved limits", c->name);
			if (strcmp(c->file, yaml_path) == 0 &&
			    (c->line < 1 || (size_t)c->line > breaks + 1 || c->column < 1 ||
			     (size_t)c->column > size + 1))
				fuzz_fail("case '%s' at %d:%d, outside the file", c->name, c->line,
					  c->column);
			for (size_t j = 0; j < i; j++)
				if (strcmp(names[j], c->name) == 0)
					fuzz_fail("case name '%s' twice", c->name);
			char err[256];
			if (checker_spec_validate(c->checker, err, sizeof err) < 0)
				fuzz_fail("case '%s': a checker the checker refuses: %s", c->name, err);
			names[i++] = strdup(c->name);
			testcase_fini(&tc);
		}
		if (got < 0 || i != td.count)
			fuzz_fail("a loaded testdata read back %zu of %zu cases (%d)", i, td.count, got);
		for (size_t j = 0; j < i; j++)
			free(names[j]);
		free(names);
		testdata_reader_free(r);
	}
	fuzz_check_diag(&d, yaml_path, data, size);
	testdata_fini(&td);
	diag_fini(&d);
	return 0;
}
