/* Unit tests for the YAML loader (ydoc), problem.yaml and testdata files. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "problem/problem.h"
#include "problem/testdata.h"
#include "problem/ydoc.h"
#include "problem/yfield.h"

static char tree[] = "/tmp/judge-test-loader-XXXXXX";

static void
put(const char *rel, const char *text)
{
	char path[512], dir[512];
	snprintf(path, sizeof path, "%s/%s", tree, rel);
	snprintf(dir, sizeof dir, "%s", path);
	for (char *p = dir + strlen(tree) + 1; *p; p++) {
		if (*p == '/') {
			*p = '\0';
			mkdir(dir, 0755);
			*p = '/';
		}
	}
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static char *
path_of(const char *rel)
{
	static char path[512];
	snprintf(path, sizeof path, "%s/%s", tree, rel);
	return path;
}

/* Entry i of d as "file:line:column: message" (until the next call). */
static const char *
entry_text(const struct diag *d, size_t i)
{
	static char buf[4096];
	char *text = diag_entry_text(&d->entries[i]);

	assert_non_null(text);
	snprintf(buf, sizeof buf, "%s", text);
	free(text);
	return buf;
}

/* Asserts d holds exactly one error, containing want. */
static void
one_error(const struct diag *d, const char *want)
{
	if (d->errors != 1 || !strstr(entry_text(d, 0), want)) {
		for (size_t i = 0; i < d->count; i++)
			print_error("diag: %s\n", entry_text(d, i));
		fail_msg("expected one error containing '%s', got %zu", want, d->errors);
	}
}

static void
test_tree_and_positions(void **state)
{
	(void)state;
	struct diag d;
	diag_init(&d);
	put("a.yaml", "# comment\nkey: value\nlist:\n  - 1\n  - \"two\"\nmap: {x: y}\n");
	struct ydoc *doc = ydoc_load(path_of("a.yaml"), &d);
	assert_non_null(doc);
	assert_int_equal(d.errors, 0);
	const struct ynode *root = doc->root;
	assert_int_equal(root->type, YNODE_MAPPING);
	assert_int_equal(root->count, 6);
	assert_string_equal(root->items[0]->text, "key");
	assert_int_equal(root->items[0]->line, 2);
	assert_int_equal(root->items[0]->column, 1);
	assert_string_equal(root->items[1]->text, "value");
	assert_int_equal(root->items[1]->column, 6);
	const struct ynode *list = root->items[3];
	assert_int_equal(list->type, YNODE_SEQUENCE);
	assert_int_equal(list->count, 2);
	assert_false(list->items[0]->quoted);
	assert_true(list->items[1]->quoted);
	assert_int_equal(list->items[1]->line, 5);
	assert_int_equal(list->items[1]->column, 5);
	ydoc_free(doc);
	diag_fini(&d);
}

static void
test_yaml_errors(void **state)
{
	(void)state;
	static const struct {
		const char *text, *want;
	} cases[] = {
		{"a: [1, 2\n", "a.yaml:2:1:"},
		{"a: &x 1\nb: *x\n", "anchors are not supported"},
		{"a: 1\n---\nb: 2\n", "a.yaml:2:1: more than one YAML document"},
		{"a: !!python/object 1\n", "unsupported YAML tag"},
		{"a:\n\t- 1\n", "a.yaml:2:1:"},
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		struct diag d;
		diag_init(&d);
		put("a.yaml", cases[i].text);
		struct ydoc *doc = ydoc_load(path_of("a.yaml"), &d);
		assert_null(doc);
		one_error(&d, cases[i].want);
		diag_fini(&d);
	}
	struct diag d;
	diag_init(&d);
	assert_null(ydoc_load(path_of("missing.yaml"), &d));
	one_error(&d, "missing.yaml: cannot open: No such file or directory");
	diag_fini(&d);
}

/* YAML's null and YAML 1.1's booleans, as PyYAML reads them (issue 27). */
static void
test_null_and_booleans(void **state)
{
	(void)state;
	static const struct {
		const char *value;
		bool null;
		int boolean;             /* 0, 1, or -1: not a boolean */
	} cases[] = {
		{"", true, -1}, {"~", true, -1}, {"null", true, -1}, {"NULL", true, -1},
		{"''", false, -1}, {"'~'", false, -1}, {"nil", false, -1},
		{"true", false, 1}, {"True", false, 1}, {"yes", false, 1}, {"ON", false, 1},
		{"false", false, 0}, {"False", false, 0}, {"No", false, 0}, {"off", false, 0},
		{"'true'", false, -1}, {"tRUE", false, -1}, {"1", false, -1},
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		char text[64];
		struct diag d;
		bool b = false;

		diag_init(&d);
		snprintf(text, sizeof text, "k: %s\n", cases[i].value);
		struct ydoc *doc = ydoc_parse("t.yaml", text, strlen(text), &d);
		assert_non_null(doc);
		const struct ynode *v = doc->root->items[1];
		struct yctx ctx = {.path = "t.yaml", .diag = &d};

		assert_int_equal(ynode_null(v), cases[i].null);
		assert_int_equal(yparse_bool(&ctx, v, &b), cases[i].boolean < 0 ? -1 : 0);
		if (cases[i].boolean >= 0)
			assert_int_equal(b, cases[i].boolean);
		ydoc_free(doc);
		diag_fini(&d);
	}
}

static void
test_problem(void **state)
{
	(void)state;
	struct diag d;
	diag_init(&d);
	put("problems/p/problem.yaml",
	    "title: P\nsource: S\ntags: [a, b]\nlimits:\n  time: 2s\n  memory: 16MiB\n"
	    "checker: {type: float, abs: 1e-6}\ncompile: -DX\n");
	struct problem *p = problem_load(tree, "p", &d);
	assert_non_null(p);
	assert_string_equal(p->title, "P");
	assert_string_equal(p->source, "S");
	assert_int_equal(p->tags.count, 2);
	struct limits l = limits_for_case(&p->limits, NULL, NULL);
	assert_int_equal(l.time_ms, 2000);
	assert_int_equal(l.wall_ms, 6000); /* 3x the CPU limit */
	assert_int_equal(l.memory_bytes, 16 << 20);
	assert_int_equal(l.output_bytes, LIMITS_DEFAULT_OUTPUT_BYTES);
	assert_int_equal(p->checker.type, CHECKER_FLOAT);
	assert_true(p->checker.abs_tol == 1e-6);
	assert_int_equal(p->compile.count, 1);
	assert_string_equal(p->compile.items[0], "-DX");
	problem_free(p);
	diag_fini(&d);
}

/* checker: {type: kattis, ...}: the default validator's flags as keys. */
static void
test_problem_kattis_checker(void **state)
{
	(void)state;
	static const struct {
		const char *checker, *error;
	} bad[] = {
		{"{type: kattis, float_tolerance: 1e-6, float_relative_tolerance: 1e-6}",
		 "problem.yaml:2:10: 'float_tolerance' is both tolerances: it goes alone"},
		{"{type: kattis, case: insensitive}",
		 "problem.yaml:2:10: a kattis checker takes case_sensitive"},
		{"{type: tokens, case_sensitive: true}",
		 "problem.yaml:2:10: 'case_sensitive', 'space_change_sensitive' and "
		 "'float_*tolerance' are only for kattis checkers"},
		{"{type: kattis, float_tolerance: -1}", "problem.yaml:2:42: invalid tolerance '-1' (expected a number >= 0)"},
		{"{type: kattis, space_change_sensitive: yes}",
		 "problem.yaml:2:49: invalid flag 'yes' (expected one of: false, true)"},
	};
	struct diag d;
	diag_init(&d);
	put("problems/k/problem.yaml", "title: K\nchecker: kattis\n");
	struct problem *p = problem_load(tree, "k", &d);
	assert_non_null(p);
	assert_int_equal(p->checker.type, CHECKER_KATTIS);
	assert_true(p->checker.case_insensitive);
	assert_false(p->checker.float_tokens);
	problem_free(p);

	put("problems/k/problem.yaml",
	    "title: K\nchecker: {type: kattis, case_sensitive: true, space_change_sensitive: true,"
	    " float_absolute_tolerance: 2.5}\n");
	p = problem_load(tree, "k", &d);
	assert_non_null(p);
	assert_false(p->checker.case_insensitive);
	assert_true(p->checker.space_change_sensitive);
	assert_true(p->checker.float_tokens);
	assert_true(p->checker.abs_tol == 2.5 && p->checker.rel_tol == 0);
	problem_free(p);
	assert_int_equal(d.errors, 0);

	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
		char text[256];
		snprintf(text, sizeof text, "title: K\nchecker: %s\n", bad[i].checker);
		put("problems/k/problem.yaml", text);
		assert_null(problem_load(tree, "k", &d));
		one_error(&d, bad[i].error);
		diag_fini(&d);
		diag_init(&d);
	}
	diag_fini(&d);
}

static void
test_problem_errors_all_at_once(void **state)
{
	(void)state;
	struct diag d;
	diag_init(&d);
	put("problems/q/problem.yaml",
	    "titel: Q\nlimits:\n  tiem: 1s\n  memory: 5\nchecker: fuzzy\n");
	assert_null(problem_load(tree, "q", &d));
	/* One pass reports all four, each located. */
	assert_int_equal(d.errors, 5);
	const char *want[] = {
		"problem.yaml:1:1: unknown problem key 'titel' (did you mean 'title'?)",
		"problem.yaml:3:3: unknown limits key 'tiem' (did you mean 'time'?)",
		"problem.yaml:4:11: size '5' has no unit",
		"problem.yaml:5:10: invalid checker type 'fuzzy'",
		"problem.yaml:1:1: problem has no 'title'",
	};
	for (size_t i = 0; i < 5; i++) {
		bool found = false;
		for (size_t k = 0; k < d.count; k++)
			found |= strstr(entry_text(&d, k), want[i]) != NULL;
		if (!found)
			fail_msg("no error '%s'", want[i]);
	}
	diag_fini(&d);
}

/* Reads every case of td into cases (at most max); returns how many. */
static size_t
read_all(const struct testdata *td, struct testcase *cases, size_t max, struct diag *d)
{
	struct testdata_reader *r = testdata_reader_new(td, d);
	size_t n = 0;
	assert_non_null(r);
	while (n < max && testdata_read(r, &cases[n]) > 0)
		n++;
	struct testcase extra;
	assert_int_equal(testdata_read(r, &extra), 0);
	testdata_reader_free(r);
	return n;
}

static void
free_all(struct testcase *cases, size_t n)
{
	for (size_t i = 0; i < n; i++)
		testcase_fini(&cases[i]);
}

static void
test_reader_streams_items(void **state)
{
	(void)state;
	struct diag d;
	struct ynode *n;
	diag_init(&d);
	put("s.yaml", "list:\n  - {a: 1}\n  - two\nafter: 3\n");
	struct yreader *r = yreader_open(path_of("s.yaml"), &d);
	assert_non_null(r);
	assert_false(yreader_empty(r));
	assert_int_equal(yreader_enter(r, &n), 1); /* the root mapping, no items */
	assert_int_equal(n->type, YNODE_MAPPING);
	assert_int_equal(n->count, 0);
	ynode_free(n);
	assert_int_equal(yreader_node(r, &n), 1);
	assert_string_equal(n->text, "list");
	ynode_free(n);
	assert_int_equal(yreader_enter(r, &n), 1);
	assert_int_equal(n->type, YNODE_SEQUENCE);
	ynode_free(n);
	assert_int_equal(yreader_node(r, &n), 1); /* items come whole, one at a time */
	assert_int_equal(n->type, YNODE_MAPPING);
	assert_int_equal(n->count, 2);
	assert_int_equal(n->line, 2);
	ynode_free(n);
	assert_int_equal(yreader_node(r, &n), 1);
	assert_string_equal(n->text, "two");
	ynode_free(n);
	assert_int_equal(yreader_node(r, &n), 0); /* the list's end */
	assert_null(n);
	assert_int_equal(yreader_node(r, &n), 1);
	assert_string_equal(n->text, "after");
	ynode_free(n);
	assert_int_equal(yreader_node(r, &n), 1);
	assert_int_equal(n->line, 4);
	ynode_free(n);
	assert_int_equal(yreader_node(r, &n), 0); /* the root's end */
	assert_int_equal(yreader_finish(r), 0);
	yreader_free(r);
	assert_int_equal(d.errors, 0);
	diag_fini(&d);
}

static void
test_testdata_merge_and_order(void **state)
{
	(void)state;
	struct diag d;
	diag_init(&d);
	put("problems/t/problem.yaml", "title: T\nlimits: {time: 1s, memory: 32MiB}\n");
	put("testdata/t/b.yaml",
	    "limits: {time: 3s}\ncases:\n  - name: b1\n    input: \"1\\n\"\n    output: \"1\\n\"\n"
	    "  - name: b2\n    input_file: b2.in\n    output_file: b2.ans\n    limits: {memory: 8MiB}\n");
	put("testdata/t/a.yaml",
	    "checker: exact\ncases:\n  - name: a1\n    input: x\n    output: ''\n"
	    "    limits: {time: 500ms, wall: 4s}\n    tags: [sample]\n");
	put("testdata/t/b2.in", "2\n");
	put("testdata/t/b2.ans", "2\n");
	put("testdata/t/notes.txt", "not yaml\n");
	struct problem *p = problem_load(tree, "t", &d);
	assert_non_null(p);
	struct testdata td;
	assert_int_equal(testdata_load(p, &td, &d), 0);
	assert_int_equal(d.errors, 0);
	assert_int_equal(td.count, 3);
	struct testcase cases[4];
	assert_int_equal(read_all(&td, cases, 4, &d), 3);
	/* files in name order: a.yaml first */
	assert_string_equal(cases[0].name, "a1");
	assert_string_equal(cases[1].name, "b1");
	assert_string_equal(cases[2].name, "b2");
	/* case limits over file limits over problem limits; wall follows a changed time */
	assert_int_equal(cases[0].limits.time_ms, 500);
	assert_int_equal(cases[0].limits.wall_ms, 4000);
	assert_int_equal(cases[1].limits.time_ms, 3000);
	assert_int_equal(cases[1].limits.wall_ms, 9000);
	assert_int_equal(cases[1].limits.memory_bytes, 32 << 20);
	assert_int_equal(cases[2].limits.memory_bytes, 8 << 20);
	assert_int_equal(cases[2].limits.time_ms, 3000);
	/* inline and file data */
	assert_string_equal(cases[0].input.text, "x");
	assert_int_equal(cases[0].output.len, 0);
	assert_non_null(cases[2].input.path);
	assert_null(cases[2].input.text);
	/* the per-file checker override, else the problem's */
	assert_int_equal(cases[0].checker->type, CHECKER_EXACT);
	assert_ptr_equal(cases[1].checker, &p->checker);
	assert_int_equal(cases[0].line, 3);
	assert_int_equal(cases[0].tags.count, 1);
	assert_int_equal(cases[2].index, 2);
	free_all(cases, 3);
	testdata_fini(&td);
	problem_free(p);
	diag_fini(&d);
}

static void
test_testdata_errors(void **state)
{
	(void)state;
	struct diag d;
	diag_init(&d);
	put("problems/e/problem.yaml", "title: E\n");
	put("testdata/e/a.yaml",
	    "cases:\n  - name: x\n    input: a\n    output: b\n"
	    "  - name: x\n    input: a\n    output: b\n"
	    "  - name: y\n    input: a\n"
	    "  - name: z\n    input: a\n    input_file: z.in\n    output: b\n"
	    "  - name: w\n    input_file: nowhere.in\n    output: b\n"
	    "  - name: 'bad name'\n    input: a\n    output: b\n");
	struct problem *p = problem_load(tree, "e", &d);
	assert_non_null(p);
	struct testdata td;
	assert_int_equal(testdata_load(p, &td, &d), -1);
	const char *want[] = {
		"a.yaml:5:11: duplicate case name 'x' (first at ",
		"a.yaml:8:5: case has no 'output' or 'output_file'",
		"a.yaml:12:17: a case has either 'input' or 'input_file', not both",
		"a.yaml:15:17: cannot open 'nowhere.in': No such file or directory",
		"a.yaml:17:11: invalid case name 'bad name'",
	};
	assert_int_equal(d.errors, sizeof want / sizeof *want);
	for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
		bool found = false;
		for (size_t k = 0; k < d.count; k++)
			found |= strstr(entry_text(&d, k), want[i]) != NULL;
		if (!found) {
			for (size_t k = 0; k < d.count; k++)
				print_error("diag: %s\n", entry_text(&d, k));
			fail_msg("no error '%s'", want[i]);
		}
	}
	testdata_fini(&td);
	problem_free(p);
	diag_fini(&d);
}

static void
test_testdata_file_keys_after_cases(void **state)
{
	(void)state;
	struct diag d;
	diag_init(&d);
	put("problems/k/problem.yaml", "title: K\nlimits: {time: 1s}\n");
	/* The file's limits and checker come after its cases and still apply to them. */
	put("testdata/k/a.yaml", "cases:\n  - {name: k1, input: a, output: b}\n"
				 "limits: {time: 2s}\nchecker: lines\n");
	struct problem *p = problem_load(tree, "k", &d);
	assert_non_null(p);
	struct testdata td;
	assert_int_equal(testdata_load(p, &td, &d), 0);
	struct testcase c[2];
	assert_int_equal(read_all(&td, c, 2, &d), 1);
	assert_int_equal(c[0].limits.time_ms, 2000);
	assert_int_equal(c[0].checker->type, CHECKER_LINES);
	free_all(c, 1);

	/* A file that changes between loading and reading is an error at its place. */
	put("testdata/k/a.yaml", "cases:\n  - {name: k1, input: a}\n");
	struct testdata_reader *r = testdata_reader_new(&td, &d);
	assert_int_equal(testdata_read(r, &c[0]), -1);
	one_error(&d, "a.yaml:2:5: case has no 'output' or 'output_file'");
	testdata_reader_free(r);
	testdata_fini(&td);
	problem_free(p);
	diag_fini(&d);
}

static void
test_testdata_many_cases(void **state)
{
	(void)state;
	struct diag d;
	diag_init(&d);
	put("problems/m/problem.yaml", "title: M\n");
	put("testdata/m/a.yaml", "");
	FILE *f = fopen(path_of("testdata/m/a.yaml"), "w");
	assert_non_null(f);
	fputs("cases:\n", f);
	for (int i = 0; i < 5000; i++)
		fprintf(f, "  - {name: c%d, input: '%d', output: '%d'}\n", i, i, i);
	fprintf(f, "  - {name: c4321, input: x, output: y}\n");
	fclose(f);
	struct problem *p = problem_load(tree, "m", &d);
	assert_non_null(p);
	struct testdata td;
	/* Names are checked through their hashes; a repeat is still found and located. */
	assert_int_equal(testdata_load(p, &td, &d), -1);
	one_error(&d, "a.yaml:5002:12: duplicate case name 'c4321' (first at ");
	assert_non_null(strstr(entry_text(&d, 0), "a.yaml:4323)"));
	testdata_fini(&td);
	problem_free(p);
	diag_fini(&d);
}

static int
setup(void **state)
{
	(void)state;
	return mkdtemp(tree) ? 0 : -1;
}

static int
teardown(void **state)
{
	(void)state;
	char cmd[600];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", tree);
	return system(cmd) == 0 ? 0 : -1;
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tree_and_positions),
		cmocka_unit_test(test_yaml_errors),
		cmocka_unit_test(test_null_and_booleans),
		cmocka_unit_test(test_problem),
		cmocka_unit_test(test_problem_kattis_checker),
		cmocka_unit_test(test_problem_errors_all_at_once),
		cmocka_unit_test(test_testdata_merge_and_order),
		cmocka_unit_test(test_testdata_errors),
		cmocka_unit_test(test_reader_streams_items),
		cmocka_unit_test(test_testdata_file_keys_after_cases),
		cmocka_unit_test(test_testdata_many_cases),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
