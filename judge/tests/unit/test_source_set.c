/* Unit tests for a program's sources (source_set): its language, its main source, a folder read. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "problem/language.h"
#include "problem/source_set.h"

static struct language_table table;

static int
load(void **state)
{
	struct diag d;

	(void)state;
	diag_init(&d);
	int rc = language_table_load(&table, NULL, &d);

	diag_fini(&d);
	return rc;
}

static int
unload(void **state)
{
	(void)state;
	language_table_fini(&table);
	return 0;
}

/* The id of the language of names in table t, or the error. */
static const char *
language_of(const struct language_table *t, const char *const *names, size_t n)
{
	static char err[512];
	const struct language *l = source_set_language(t, names, n, err, sizeof err);

	return l ? l->id : err;
}

/* Python 3's entry here: PyPy's where it is installed, else CPython's. */
static const struct language *
python(void)
{
	return language_for_file(&table, "x.py");
}

#define LANGUAGE(...)                                                                     \
	language_of(&table, (const char *const[]){__VA_ARGS__},                           \
		    sizeof((const char *const[]){__VA_ARGS__}) / sizeof(const char *))

static void
test_language_most_files(void **state)
{
	(void)state;
	assert_string_equal(LANGUAGE("a.cpp"), "cpp");
	assert_string_equal(LANGUAGE("a.cpp", "b.cc", "c.py"), "cpp");
	assert_string_equal(LANGUAGE("a.py", "b.py", "Main.java"), python()->id);
	assert_true(language_is(python(), "python3"));
	/* Headers, data and other files are no language's: they do not count. */
	assert_string_equal(LANGUAGE("main.cpp", "sum.h", "sum.hpp", "notes.txt"), "cpp");
	assert_string_equal(LANGUAGE("x.c", "x.h"), "c");
	/* Extensions are case-sensitive: .C is C++, .c is C. */
	assert_string_equal(LANGUAGE("a.C", "b.C", "c.c"), "cpp");
}

static void
test_language_none(void **state)
{
	(void)state;
	assert_string_equal(LANGUAGE("notes.txt", "Makefile", "x.h"), "no file of a known language");
	assert_string_equal(language_of(&table, NULL, 0), "no file of a known language");
}

static void
test_language_tie(void **state)
{
	(void)state;
	char want[128];

	snprintf(want, sizeof want, "languages tie: C++ (a.cpp), %s (b.py)", python()->name);
	assert_string_equal(LANGUAGE("a.cpp", "b.py"), want);
	assert_string_equal(LANGUAGE("a.cpp", "b.cpp", "x.h", "c.java", "d.java"),
			    "languages tie: C++ (a.cpp, b.cpp), Java (c.java, d.java)");
}

/* Two languages claiming the same files (an extension they share): the higher priority wins. */
static void
test_language_shared_extension(void **state)
{
	char *py[] = {"py"}, *pypy[] = {"py", "pypy"};
	struct language items[] = {
		{.id = "python3", .name = "Python 3", .extensions = {py, 1}, .priority = 850},
		{.id = "pypy3", .name = "PyPy 3", .extensions = {pypy, 2}, .priority = 900},
	};
	const struct language_table t = {items, 2, NULL};
	const char *const one[] = {"a.py", "b.py"}, *const more[] = {"a.py", "b.pypy"};

	(void)state;
	assert_string_equal(language_of(&t, one, 2), "pypy3");
	items[1].priority = 800;
	assert_string_equal(language_of(&t, one, 2), "python3");
	/* pypy3 claims more of these: a count, not a priority, decides. */
	assert_string_equal(language_of(&t, more, 2), "pypy3");
}

/* A file claimed by its whole name (a build script) decides, whatever else the folder holds. */
static void
test_language_by_name(void **state)
{
	char *c[] = {"c"}, *build[] = {"build"}, *run[] = {"run"};
	struct language items[] = {
		{.id = "c", .name = "C", .extensions = {c, 1}, .priority = 950},
		{.id = "build", .name = "build and run scripts", .names = {build, 1},
		 .priority = 2000},
		{.id = "run", .name = "run script", .names = {run, 1}, .priority = 1999},
	};
	const struct language_table t = {items, 3, NULL};
	const char *const both[] = {"a.c", "b.c", "build", "run"}, *const runs[] = {"a.c", "run"};
	const char *const built[] = {"a.c", "builder"};

	(void)state;
	assert_string_equal(language_of(&t, both, 4), "build");
	assert_string_equal(language_of(&t, runs, 2), "run");
	assert_string_equal(language_of(&t, built, 2), "c");   /* a whole name, not a prefix */
}

#define MAIN(entry, ...)                                                                  \
	source_set_main((const char *const[]){__VA_ARGS__}, entry,                        \
			sizeof((const char *const[]){__VA_ARGS__}) / sizeof(const char *))

static void
test_main(void **state)
{
	(void)state;
	assert_int_equal(MAIN(NULL, "sum.py"), 0);
	assert_int_equal(MAIN(NULL, "a.py", "b.py"), 0);                /* the first by name */
	assert_int_equal(MAIN(NULL, "helpers.py", "main.py"), 1);       /* main.* */
	assert_int_equal(MAIN(NULL, "a.java", "MAIN.java"), 1);         /* in any case */
	assert_int_equal(MAIN(NULL, "a.py", "main", "mainly.py"), 0);   /* "main." only */
	/* The source declaring the entry point comes first, main.* or not. */
	assert_int_equal(MAIN(((const bool[]){false, true}), "Alpha.java", "Solver.java"), 1);
	assert_int_equal(MAIN(((const bool[]){false, true}), "Main.java", "Solver.java"), 1);
	assert_int_equal(MAIN(((const bool[]){false, false}), "Alpha.java", "Main.java"), 1);
	assert_int_equal(source_set_main(NULL, NULL, 0), 0);
}

static char dir[] = "/tmp/judge-test-source-set-XXXXXX";

static void
put(const char *name, const char *text)
{
	char path[512];
	FILE *f;

	snprintf(path, sizeof path, "%s/%s", dir, name);
	f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static void
gone(const char *name)
{
	char path[512];

	snprintf(path, sizeof path, "%s/%s", dir, name);
	unlink(path);
}

/*
 * Whether the Java source text declares an entry point; the class to run must
 * be klass, the file's name (its public class) pub.
 */
static bool
named(const char *text, const char *klass, const char *pub)
{
	char path[512], found[64], file[64], err[256];
	bool entry = true;  /* language_main_class() must set it, true or false */

	put("X.java", text);
	snprintf(path, sizeof path, "%s/X.java", dir);
	assert_int_equal(language_main_class(NULL, path, found, file, sizeof found, &entry, err,
					     sizeof err), 0);
	assert_string_equal(found, klass);
	assert_string_equal(file, pub);
	gone("X.java");
	return entry;
}

static bool
declares_main(const char *text, const char *klass)
{
	return named(text, klass, klass);
}

static void
test_entry_point(void **state)
{
	(void)state;
	assert_false(declares_main("// public static void main(String[] a)\n"
				   "public class A { String s = \"static void main(\"; }\n", "A"));
	assert_true(declares_main("class Helper {}\npublic final class B {\n"
				  "  static public void main (String[] args) {}\n}\n", "B"));
	/* `void main(` that is not static is no entry point of a class to run. */
	assert_false(declares_main("public class C { static int x; void main(String[] a) {} }\n",
				   "C"));
	/* No public class, no main: the file's stem. */
	assert_false(declares_main("class D { static void helper() {} }\n", "X"));
	/*
	 * The class holding main is run, public or not, whatever the file's name
	 * (DOMjudge's boolfind-test-correct.java); the file is named after the
	 * public class.
	 */
	assert_true(declares_main("class D { public static void main(String[] a) {} }\n", "D"));
	assert_true(named("public class E { static int f() { return 1; } }\n"
			  "class Main { public static void main(String[] a) {} }\n", "Main", "E"));
}

static void
test_open_folder(void **state)
{
	char sub[512], err[512];
	struct source_set s;

	(void)state;
	put("solve.py", "from util import f\n");
	put("util.py", "def f(): pass\n");
	put("data.txt", "1\n");
	put(".hidden.py", "\n");
	snprintf(sub, sizeof sub, "%s/pkg", dir);
	mkdir(sub, 0755);
	assert_int_equal(source_set_open(&s, &table, NULL, dir, err, sizeof err), 0);
	assert_true(s.folder);
	assert_ptr_equal(s.language, python());
	assert_int_equal(s.count, 3);                    /* no hidden file, no subfolder */
	assert_string_equal(s.files[0].name, "data.txt");
	assert_false(s.files[0].source);
	assert_string_equal(s.files[1].name, "solve.py");
	assert_true(s.files[1].source);
	assert_string_equal(s.files[2].name, "util.py");
	assert_int_equal(s.main, 1);
	source_set_fini(&s);

	put("x.cpp", "int main() {}\n");
	put("y.cpp", "\n");
	char want[128];

	assert_int_equal(source_set_open(&s, &table, NULL, dir, err, sizeof err), -1);
	snprintf(want, sizeof want, "': languages tie: C++ (x.cpp, y.cpp), %s (solve.py, util.py)",
		 python()->name);
	assert_non_null(strstr(err, want));
	gone("x.cpp");
	gone("y.cpp");
	rmdir(sub);
}

static void
test_open_file(void **state)
{
	char path[512], err[512];
	struct source_set s;

	(void)state;
	snprintf(path, sizeof path, "%s/util.py", dir);
	assert_int_equal(source_set_open(&s, &table, NULL, path, err, sizeof err), 0);
	assert_false(s.folder);
	assert_int_equal(s.count, 1);
	assert_string_equal(s.files[0].name, "util.py");
	assert_string_equal(s.files[0].path, path);
	source_set_fini(&s);
	snprintf(path, sizeof path, "%s/data.txt", dir);
	/* No language claims it: told apart from other failures, as a language not here. */
	assert_int_equal(source_set_open(&s, &table, NULL, path, err, sizeof err),
			 SOURCE_SET_NO_LANGUAGE);
	assert_non_null(strstr(err, "no language for '"));
}

/* Within a package's folder (root), a file or a folder's file that is a link out of it is refused. */
static void
test_open_within(void **state)
{
	char path[512], link[512], err[512];
	struct source_set s;

	(void)state;
	snprintf(path, sizeof path, "%s/util.py", dir);
	assert_int_equal(source_set_open(&s, &table, dir, path, err, sizeof err), 0);
	assert_string_equal(s.root, dir);
	source_set_fini(&s);
	snprintf(link, sizeof link, "%s/out.py", dir);
	assert_int_equal(symlink("/etc/hostname", link), 0);
	assert_int_equal(source_set_open(&s, &table, dir, link, err, sizeof err), -1);
	assert_non_null(strstr(err, "/out.py': outside the package (a link to '/etc/hostname')"));
	assert_int_equal(source_set_open(&s, &table, dir, dir, err, sizeof err), -1);
	assert_non_null(strstr(err, "/out.py': outside the package"));
	/* A file the user named (no root) is opened wherever its link leads. */
	assert_int_equal(source_set_open(&s, &table, NULL, link, err, sizeof err), 0);
	source_set_fini(&s);
	unlink(link);
}

/* A companion joins as a file copied along, sorted in, the main source kept; the program's own wins. */
static void
test_companion(void **state)
{
	char path[512], header[512], err[512];
	struct source_set s;

	(void)state;
	snprintf(path, sizeof path, "%s/util.py", dir);
	snprintf(header, sizeof header, "%s/data.txt", dir);
	assert_int_equal(source_set_open(&s, &table, NULL, path, err, sizeof err), 0);
	assert_int_equal(source_set_add_companion(&s, header, err, sizeof err), 0);
	assert_int_equal(s.count, 2);
	assert_string_equal(s.files[0].name, "data.txt");
	assert_false(s.files[0].source);
	assert_string_equal(s.files[s.main].name, "util.py");
	assert_true(s.files[s.main].source);
	/* The same name again: the one already there stays, alone. */
	assert_int_equal(source_set_add_companion(&s, header, err, sizeof err), 0);
	assert_int_equal(s.count, 2);
	source_set_fini(&s);

	put("data.txt", "mine\n");
	assert_int_equal(source_set_open(&s, &table, NULL, dir, err, sizeof err), 0);
	size_t before = s.count;
	const char *main = s.files[s.main].name;

	assert_string_equal(main, "solve.py");
	assert_int_equal(source_set_add_companion(&s, "/nowhere/data.txt", err, sizeof err), 0);
	assert_int_equal(s.count, before);
	source_set_fini(&s);
}

static int
make_dir(void **state)
{
	(void)state;
	return mkdtemp(dir) ? load(state) : -1;
}

static int
remove_dir(void **state)
{
	const char *names[] = {"solve.py", "util.py", "data.txt", ".hidden.py"};

	for (size_t i = 0; i < sizeof names / sizeof *names; i++)
		gone(names[i]);
	rmdir(dir);
	return unload(state);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_language_most_files),
		cmocka_unit_test(test_language_none),
		cmocka_unit_test(test_language_tie),
		cmocka_unit_test(test_language_shared_extension),
		cmocka_unit_test(test_language_by_name),
		cmocka_unit_test(test_main),
		cmocka_unit_test(test_entry_point),
		cmocka_unit_test(test_open_folder),
		cmocka_unit_test(test_open_file),
		cmocka_unit_test(test_open_within),
		cmocka_unit_test(test_companion),
	};
	return cmocka_run_group_tests(tests, make_dir, remove_dir);
}
