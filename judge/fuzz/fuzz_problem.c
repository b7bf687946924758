/* Fuzz harness: problem.yaml through problem_load(), and the YAML reader underneath. */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "fuzz.h"
#include "problem/problem.h"
#include "problem/ydoc.h"

static char yaml_path[PATH_MAX];
static const char *root;

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	/* A checker source for `source:` to find, and the usual neighbours. */
	static const char *const files[] = {
		"problems/p/checker.c", "int main(void) { return 0; }\n",
		"problems/p/statement.md", "# P\n",
		"problems/p/sub/", "",
		"testdata/p/a.yaml", "cases: []\n",
		NULL,
	};

	root = fuzz_tree_make(files);
	snprintf(yaml_path, sizeof yaml_path, "%s/problems/p/problem.yaml", root);
	return 0;
}

/* Every node of a parsed document lies inside the text. */
static void
check_node(const struct ynode *n, size_t breaks, size_t size, int depth)
{
	if (depth > 70)
		fuzz_fail("a tree deeper than the loader allows");
	if (n->line < 1 || (size_t)n->line > breaks + 1 || n->column < 1 ||
	    (size_t)n->column > size + 1)
		fuzz_fail("node at %d:%d outside a text of %zu bytes", n->line, n->column, size);
	if (n->type == YNODE_SCALAR) {
		if (!n->text || n->count)
			fuzz_fail("malformed scalar node");
		/* "\L" (2 bytes) stands for U+2028 (3 bytes): at most 1.5 times */
		if (n->len > size + size / 2)
			fuzz_fail("scalar of %zu bytes from a text of %zu", n->len, size);
	} else if (n->type == YNODE_MAPPING && n->count % 2) {
		fuzz_fail("a mapping with an odd number of items");
	}
	for (size_t i = 0; i < n->count; i++)
		check_node(n->items[i], breaks, size, depth + 1);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct diag d;
	size_t breaks = 0;

	for (size_t i = 0; i < size; i++)
		if (data[i] == '\n' || data[i] == '\r' || data[i] == 0x85 || data[i] == 0xe2)
			breaks++;

	/* The reader from memory. */
	diag_init(&d);
	struct ydoc *doc = ydoc_parse("mem.yaml", (const char *)data, size, &d);
	if (!doc != !!d.errors)
		fuzz_fail("ydoc_parse: %s with %zu errors", doc ? "a document" : "NULL", d.errors);
	if (doc && doc->root)
		check_node(doc->root, breaks, size, 0);
	fuzz_check_diag(&d, "mem.yaml", data, size);
	ydoc_free(doc);
	diag_fini(&d);

	/* The whole loader, from the file. */
	fuzz_write_file(yaml_path, data, size);
	diag_init(&d);
	struct problem *p = problem_load(root, "p", &d);
	if (!p != !!d.errors)
		fuzz_fail("problem_load: %s with %zu errors", p ? "a problem" : "NULL", d.errors);
	if (p) {
		struct limits resolved = limits_for_case(&p->limits, NULL, NULL);
		const struct limits *l = &resolved;
		if (!p->title || !*p->title)
			fuzz_fail("a problem without a title");
		if (l->time_ms <= 0 || l->wall_ms <= 0 || l->memory_bytes <= 0 ||
		    l->output_bytes <= 0 || l->processes <= 0)
			fuzz_fail("limits left unresolved");
		char err[256];
		if (checker_spec_validate(&p->checker, err, sizeof err) < 0)
			fuzz_fail("the loader accepted a checker the checker refuses: %s", err);
		if (p->checker.type == CHECKER_FLOAT && p->checker.abs_tol == 0 &&
		    p->checker.rel_tol == 0)
			fuzz_fail("a float checker without a tolerance");
		if ((p->checker.type == CHECKER_CUSTOM) != (p->checker.source != NULL))
			fuzz_fail("a checker source without a custom checker, or the reverse");
	}
	fuzz_check_diag(&d, yaml_path, data, size);
	/* Printing must cope with whatever the messages hold. */
	FILE *null = fopen("/dev/null", "w");
	if (null) {
		diag_print(&d, null);
		fclose(null);
	}
	problem_free(p);
	diag_fini(&d);
	return 0;
}
