/* Unit tests for yedit.c: one value set in place, every other byte kept. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "problem/yedit.h"

static const char *const time_key[] = {"limits", "time"};
static const char *const calibration_key[] = {"limits", "calibration"};

/* Each row: the text, the keys, the value, and the text expected. */
static void
test_edits(void **state)
{
	static const struct {
		const char *text;
		const char *const *keys;
		const char *value, *want;
	} rows[] = {
		/* Replaced where it stands, its comment and the lines around kept. */
		{"a: 1\nlimits:\n  time: 250ms    # hand\n  memory: 64MiB\n# end\n", time_key,
		 "500ms", "a: 1\nlimits:\n  time: 500ms    # hand\n  memory: 64MiB\n# end\n"},
		/* Added after the last entry, past its comment, indented as the first. */
		{"a: 1\nlimits:\n  time: 250ms\n  memory: 64MiB  # m\n# end\n", calibration_key,
		 "1234", "a: 1\nlimits:\n  time: 250ms\n  memory: 64MiB  # m\n  calibration: 1234\n"
		 "# end\n"},
		{"limits:\n    time: 1s\n", calibration_key, "2",
		 "limits:\n    time: 1s\n    calibration: 2\n"},
		/* A last entry holding a mapping: the new one goes first. */
		{"limits:\n  nested:\n    a: 1\n", calibration_key, "5",
		 "limits:\n  calibration: 5\n  nested:\n    a: 1\n"},
		/* Flow mappings. */
		{"limits: {time: 1s, wall: 20s}  # x\n", time_key, "2s",
		 "limits: {time: 2s, wall: 20s}  # x\n"},
		{"limits: {time: 1s, wall: 20s}  # x\n", calibration_key, "7",
		 "limits: {time: 1s, wall: 20s, calibration: 7}  # x\n"},
		{"limits: {}\n", time_key, "1s", "limits: {time: 1s}\n"},
		/* The mapping on the way is missing: it comes too. */
		{"title: T\n", time_key, "1s", "title: T\nlimits:\n  time: 1s\n"},
		{"title: T", time_key, "1s", "title: T\nlimits:\n  time: 1s\n"},
		{"{title: T}\n", time_key, "1s", "{title: T, limits: {time: 1s}}\n"},
		{"", time_key, "1s", "limits:\n  time: 1s\n"},
		{"# only a comment\n", time_key, "1s", "# only a comment\nlimits:\n  time: 1s\n"},
		/* Quotes go with the old value; columns count characters, not bytes. */
		{"limits:\n  time: \"1s\"\n", time_key, "2s", "limits:\n  time: 2s\n"},
		{"title: Caf\xc3\xa9 \xc3\xbc\nlimits: {time: 1s}\n", time_key, "3s",
		 "title: Caf\xc3\xa9 \xc3\xbc\nlimits: {time: 3s}\n"},
		{"title: T\r\nlimits:\r\n  time: 1s\r\n", time_key, "2s",
		 "title: T\r\nlimits:\r\n  time: 2s\r\n"},
	};

	(void)state;
	for (size_t i = 0; i < sizeof rows / sizeof *rows; i++) {
		char err[256] = "";
		size_t len = 0;
		char *out = yedit_set("p.yaml", rows[i].text, strlen(rows[i].text), rows[i].keys, 2,
				      rows[i].value, &len, err, sizeof err);

		if (!out)
			fail_msg("row %zu: %s", i, err);
		assert_string_equal(out, rows[i].want);
		assert_int_equal(len, strlen(rows[i].want));
		free(out);
	}
}

/* What cannot be set in place: an error naming where. */
static void
test_refused(void **state)
{
	static const struct {
		const char *text, *want;
	} rows[] = {
		{"limits: 5\n", "p.yaml:1:9: the value of limits is a scalar, not a mapping"},
		{"limits:\n  time: [1]\n", "p.yaml:2:9: time is a list, not a single value"},
		{"- a\n", "p.yaml:1:1: the document is a list, not a mapping"},
		{"a: [\n", "p.yaml:"},
	};

	(void)state;
	for (size_t i = 0; i < sizeof rows / sizeof *rows; i++) {
		char err[256] = "";
		size_t len;
		char *out = yedit_set("p.yaml", rows[i].text, strlen(rows[i].text), time_key, 2,
				      "1s", &len, err, sizeof err);

		assert_null(out);
		if (!strstr(err, rows[i].want))
			fail_msg("row %zu: '%s' lacks '%s'", i, err, rows[i].want);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_edits),
		cmocka_unit_test(test_refused),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
