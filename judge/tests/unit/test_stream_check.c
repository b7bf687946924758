/* Unit tests for stream_check: comparing an output buffer while it is being filled. */
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cmocka.h>

#include "pipeline/stream_check.h"

#define LINES 400000 /* about 5 MB: past STREAM_CHECK_FROM */

/* The text "i\n" for i < LINES: what the fake program writes and the answer holds. */
static char *
make_text(size_t *len)
{
	size_t cap = (size_t)LINES * 8, n = 0;
	char *s = malloc(cap);
	assert_non_null(s);
	for (int i = 0; i < LINES; i++)
		n += (size_t)snprintf(s + n, cap - n, "%d\n", i);
	*len = n;
	return s;
}

/* Writes text into fd in chunks, telling sc after each, as the sandbox's pump does. */
static void
pump(struct stream_check *sc, int fd, const char *text, size_t len, size_t chunk)
{
	size_t done = 0;
	while (done < len) {
		size_t n = len - done < chunk ? len - done : chunk;
		assert_int_equal(pwrite(fd, text + done, n, (off_t)done), (ssize_t)n);
		done += n;
		stream_check_grown(sc, (int64_t)done);
	}
}

static void
test_streamed_ac_and_wa(void **state)
{
	(void)state;
	size_t len;
	char *answer = make_text(&len);
	int fd = memfd_create("out", 0);
	struct stream_check *sc = stream_check_new(fd);
	struct checker_spec spec;
	struct testcase tc = {.name = "c", .checker = &spec};
	struct check_result res;

	checker_spec_init(&spec);
	spec.type = CHECKER_TOKENS;
	tc.output.text = answer;
	tc.output.len = len;

	stream_check_begin(sc, &tc);
	pump(sc, fd, answer, len, 65536);
	assert_true(stream_check_end(sc, &res));
	assert_int_equal(res.verdict, VERDICT_AC);

	/* The program's line 300001 differs: found there, with the excerpt. */
	char *wrong = strdup(answer);
	char *at = strstr(wrong, "\n300000\n") + 1;
	at[0] = '9';
	assert_int_equal(ftruncate(fd, 0), 0);
	stream_check_begin(sc, &tc);
	pump(sc, fd, wrong, len, 4096);
	assert_true(stream_check_end(sc, &res));
	assert_int_equal(res.verdict, VERDICT_WA);
	assert_int_equal(res.line, 300001);
	assert_string_equal(res.expected, "300000");
	assert_string_equal(res.received, "900000");

	/* Output that stops short: the comparison ends with the run, not waiting for more. */
	assert_int_equal(ftruncate(fd, 0), 0);
	stream_check_begin(sc, &tc);
	pump(sc, fd, answer, len / 2, 65536);
	assert_true(stream_check_end(sc, &res));
	assert_int_equal(res.verdict, VERDICT_WA);

	stream_check_free(sc);
	close(fd);
	free(wrong);
	free(answer);
}

static void
test_small_or_custom_not_streamed(void **state)
{
	(void)state;
	size_t len;
	char *answer = make_text(&len);
	int fd = memfd_create("out", 0);
	struct stream_check *sc = stream_check_new(fd);
	struct checker_spec spec;
	struct testcase tc = {.name = "c", .checker = &spec};
	struct check_result res;

	checker_spec_init(&spec);
	tc.output.text = answer;
	tc.output.len = len;

	/* Below the threshold: left to the comparison after the run. */
	stream_check_begin(sc, &tc);
	pump(sc, fd, answer, STREAM_CHECK_FROM - 1, 65536);
	assert_false(stream_check_end(sc, &res));

	/* A custom checker reads the output after the run, in its sandbox. */
	spec.type = CHECKER_CUSTOM;
	stream_check_begin(sc, &tc);
	pump(sc, fd, answer, len, 65536);
	assert_false(stream_check_end(sc, &res));

	stream_check_free(sc);
	close(fd);
	free(answer);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_streamed_ac_and_wa),
		cmocka_unit_test(test_small_or_custom_not_streamed),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
