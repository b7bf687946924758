/*
 * Unit tests for interact.c's verdict rules (the table of problems/README.md,
 * row by row) and for transcript.c's lines.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "pipeline/interact.h"
#include "pipeline/transcript.h"

enum { AC = VERDICT_AC, WA = VERDICT_WA, RE = VERDICT_RE, TLE = VERDICT_TLE, JE = VERDICT_JE };

/*
 * A row: the program's verdict (and whether it died of SIGPIPE, was idle),
 * the interactor's, the order (interactor first, program killed, interactor
 * killed), then the case's verdict, whose it is, and the rule's own detail.
 */
struct row {
	int program;
	bool sigpipe, idle;
	int interactor;
	bool first, program_killed, interactor_killed;
	int verdict;
	bool by_interactor;
	const char *detail;
};

static const struct row rows[] = {
	/* The interactor decided first: its WA stands, whatever the program did then. */
	{AC, false, false, WA, true, false, false, WA, true, NULL},
	{RE, false, false, WA, true, false, false, WA, true, NULL},
	{TLE, false, false, WA, true, false, false, WA, true, NULL},
	{JE, false, false, WA, true, true, false, WA, true, NULL},
	/* It accepted first: a clean exit or SIGPIPE is AC, a crash the program's own. */
	{AC, false, false, AC, true, false, false, AC, true, NULL},
	{RE, true, false, AC, true, false, false, AC, true, NULL},
	{RE, false, false, AC, true, false, false, RE, false, NULL},
	{TLE, false, false, AC, true, false, false, TLE, false, NULL},
	{JE, false, false, AC, true, true, false, TLE, false, "did not exit"},
	/* The program ended first: its failure is its own, whatever the interactor said. */
	{RE, false, false, WA, false, false, false, RE, false, NULL},
	{RE, false, false, AC, false, false, false, RE, false, NULL},
	{TLE, false, false, WA, false, false, false, TLE, false, NULL},
	{TLE, false, true, WA, false, false, false, TLE, false, "idle"},
	{RE, false, false, JE, false, false, true, RE, false, NULL},
	/* ... and a clean exit leaves the verdict to the interactor. */
	{AC, false, false, WA, false, false, false, WA, true, NULL},
	{AC, false, false, AC, false, false, false, AC, true, NULL},
	{AC, false, false, JE, false, false, true, JE, true, "interactor did not exit"},
	/* An interactor outside its protocol is JE, first or not, whatever the program did. */
	{RE, false, false, JE, false, false, false, JE, true, NULL},
	{AC, false, false, JE, true, false, false, JE, true, NULL},
	{TLE, false, true, JE, false, false, false, JE, true, NULL},
	/* The program's own JE (the sandbox failed, an interruption). */
	{JE, false, false, AC, false, false, false, JE, false, NULL},
};

static void
test_rule(void **state)
{
	const struct row *r = *state;
	const struct interact_facts f = {
		.program = (enum verdict)r->program,
		.program_sigpipe = r->sigpipe,
		.program_idle = r->idle,
		.interactor = (enum verdict)r->interactor,
		.order = {r->first, r->program_killed, r->interactor_killed},
	};
	struct interact_ruling got = interact_rule(&f);

	assert_int_equal(got.verdict, r->verdict);
	assert_int_equal(got.by_interactor, r->by_interactor);
	if (r->detail)
		assert_string_equal(got.detail, r->detail);
	else
		assert_null(got.detail);
}

/* Idle: under a tenth of the wall time on the CPU. */
static void
test_idle(void **state)
{
	const struct run_usage idle = {.cpu_us = 1000, .wall_us = 3000000};
	const struct run_usage busy = {.cpu_us = 900000, .wall_us = 3000000};

	(void)state;
	assert_true(interact_idle(&idle));
	assert_false(interact_idle(&busy));
}

/* Lines by side, in order; a line the other side interrupts goes on as a line of its own. */
static void
test_transcript_lines(void **state)
{
	struct transcript t;

	(void)state;
	transcript_init(&t);
	assert_int_equal(transcript_add(&t, TRANSCRIPT_INTERACTOR, "3 4\n", 4), 0);
	assert_int_equal(transcript_add(&t, TRANSCRIPT_PROGRAM, "7", 1), 0);
	assert_int_equal(transcript_add(&t, TRANSCRIPT_INTERACTOR, "bye\n", 4), 0);
	assert_int_equal(transcript_add(&t, TRANSCRIPT_PROGRAM, "\n\tx\x01", 4), 0);
	assert_string_equal(transcript_text(&t), "<3 4\n>7\n<bye\n>\n>\\tx\\x01\n");
	transcript_reset(&t);
	assert_string_equal(transcript_text(&t), "");
	transcript_fini(&t);
}

/* At most TRANSCRIPT_MAX bytes, then the count of the bytes left out. */
static void
test_transcript_cut(void **state)
{
	static char big[TRANSCRIPT_MAX];
	struct transcript t;
	char head[64];

	(void)state;
	memset(big, 'x', sizeof big);
	transcript_init(&t);
	assert_int_equal(transcript_add(&t, TRANSCRIPT_PROGRAM, big, sizeof big), 0);
	assert_int_equal(transcript_add(&t, TRANSCRIPT_INTERACTOR, "ok\n", 3), 0);
	const char *text = transcript_text(&t);
	/* ">" and TRANSCRIPT_MAX - 1 of the x's fit; 1 + 3 bytes are left out. */
	assert_int_equal(strlen(text), TRANSCRIPT_MAX + strlen("\n... 4 more bytes\n"));
	assert_string_equal(text + TRANSCRIPT_MAX, "\n... 4 more bytes\n");
	transcript_head(text, head, sizeof head);
	assert_int_equal(strlen(head), sizeof head - 1);
	assert_string_equal(head + strlen(head) - 5, "\n...\n");
	transcript_fini(&t);
}

/* Passes' heads joined: each under "pass N:", a long one cut within its share, in order. */
static void
test_transcript_join(void **state)
{
	char big[1024], out[64];
	(void)state;

	memset(big, 0, sizeof big);
	for (int i = 0; i < 40; i++)
		strcat(big, "<1234567\n");
	const char *heads[] = {big, "<42\n>42\n"};

	transcript_join_passes(heads, 2, out, sizeof out);
	assert_int_equal(strncmp(out, "pass 1:\n<1234567\n<1234567\n...\npass 2:\n", 38), 0);
	assert_string_equal(strstr(out, "pass 2:\n"), "pass 2:\n<42\n>42\n");
	assert_true(strlen(out) < sizeof out);
	/* Sixteen passes in 64 bytes: labels cut, never past the end. */
	const char *many[16];
	for (int i = 0; i < 16; i++)
		many[i] = "<1\n";
	transcript_join_passes(many, 16, out, sizeof out);
	assert_true(strlen(out) < sizeof out);
	assert_int_equal(strncmp(out, "pass 1:\n", 8), 0);
}

#define ROW(i) cmocka_unit_test_prestate(test_rule, (void *)&rows[i])

int
main(void)
{
	const struct CMUnitTest tests[] = {
		ROW(0), ROW(1), ROW(2), ROW(3), ROW(4), ROW(5), ROW(6),
		ROW(7), ROW(8), ROW(9), ROW(10), ROW(11), ROW(12), ROW(13),
		ROW(14), ROW(15), ROW(16), ROW(17), ROW(18), ROW(19), ROW(20),
		cmocka_unit_test(test_idle),
		cmocka_unit_test(test_transcript_lines),
		cmocka_unit_test(test_transcript_cut),
		cmocka_unit_test(test_transcript_join),
	};
	_Static_assert(sizeof tests / sizeof *tests == sizeof rows / sizeof *rows + 4,
		       "a test for every row");
	return cmocka_run_group_tests(tests, NULL, NULL);
}
