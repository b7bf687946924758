/* Unit tests for the result cache: records kept on disk, merged in key order, found again. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "pipeline/result_cache.h"

static char dir[] = "/tmp/judge-test-result-cache-XXXXXX";

/* A key from a number, spread over all 16 bytes so that key order is not number order. */
static void
key_of(unsigned n, unsigned char key[16])
{
	for (int i = 0; i < 16; i++)
		key[i] = (unsigned char)((n * 2654435761u) >> (i % 4 * 8)) ^ (unsigned char)(i * 37);
}

static void
put_n(struct result_cache *rc, unsigned from, unsigned to, int64_t cpu)
{
	struct testcase tc = {.name = "c"};
	for (unsigned n = from; n < to; n++) {
		struct case_result cr = {.tc = &tc, .verdict = n % 3 ? VERDICT_AC : VERDICT_WA,
					 .usage.cpu_us = cpu + n};
		unsigned char key[16];
		snprintf(cr.message, sizeof cr.message, "case %u", n);
		key_of(n, key);
		assert_int_equal(result_cache_put(rc, key, &cr), 0);
	}
}

/* Asserts that the records of from..to-1 are there, with times cpu + n. */
static void
expect_n(struct result_cache *rc, unsigned from, unsigned to, int64_t cpu)
{
	for (unsigned n = from; n < to; n++) {
		struct case_result cr;
		unsigned char key[16];
		char want[32];
		key_of(n, key);
		assert_true(result_cache_get(rc, key, &cr));
		assert_int_equal(cr.usage.cpu_us, cpu + n);
		assert_int_equal(cr.verdict, n % 3 ? VERDICT_AC : VERDICT_WA);
		assert_null(cr.tc);
		snprintf(want, sizeof want, "case %u", n);
		assert_string_equal(cr.message, want);
	}
}

static void
test_kept_merged_and_found(void **state)
{
	(void)state;
	unsigned char key[16];
	struct case_result cr;

	struct result_cache *rc = result_cache_open("/x/binary-a");
	assert_non_null(rc);
	key_of(1, key);
	assert_false(result_cache_get(rc, key, &cr)); /* nothing kept yet */
	/* More records than one sorted run holds, and repeats that land in another run. */
	put_n(rc, 0, 9000, 100);
	put_n(rc, 100, 200, 300);
	result_cache_save(rc);
	result_cache_free(rc);

	rc = result_cache_open("/x/binary-a");
	expect_n(rc, 0, 100, 100);
	expect_n(rc, 100, 200, 300);
	expect_n(rc, 200, 9000, 100);
	key_of(9500, key);
	assert_false(result_cache_get(rc, key, &cr));
	/* New records join the kept ones; a case kept again keeps its newest record. */
	put_n(rc, 8000, 10000, 700);
	put_n(rc, 9900, 10000, 900);
	result_cache_save(rc);
	result_cache_free(rc);

	rc = result_cache_open("/x/binary-a");
	expect_n(rc, 200, 8000, 100);
	expect_n(rc, 8000, 9900, 700);
	expect_n(rc, 9900, 10000, 900);
	result_cache_free(rc);

	/* Another binary has records of its own. */
	rc = result_cache_open("/x/binary-b");
	key_of(1, key);
	assert_false(result_cache_get(rc, key, &cr));
	result_cache_free(rc);

	/* A file of another layout is an empty cache, never misread. */
	char path[512];
	snprintf(path, sizeof path, "%s/results/binary-a", dir);
	FILE *f = fopen(path, "wb");
	assert_non_null(f);
	fputs("JRESULT1 an older layout, whatever follows", f);
	fclose(f);
	rc = result_cache_open("/x/binary-a");
	key_of(1, key);
	assert_false(result_cache_get(rc, key, &cr));
	result_cache_free(rc);
}

static int
setup(void **state)
{
	(void)state;
	if (!mkdtemp(dir))
		return -1;
	return setenv("JUDGE_CACHE", dir, 1);
}

static int
teardown(void **state)
{
	(void)state;
	char cmd[600];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_kept_merged_and_found),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
