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

/* Everything a case's key is made of, and what a validation's adds. */
struct key_inputs {
	struct testcase tc;
	struct checker_spec checker;
	char *args[2];
	const char *binary;          /* the custom checker's, or NULL */
	struct limits checker_limits;
	double scale;
	struct sandbox_report sandbox;
	char input[8], output[8];
};

static void
key_inputs_init(struct key_inputs *k)
{
	memset(k, 0, sizeof *k);
	snprintf(k->input, sizeof k->input, "1 2\n");
	snprintf(k->output, sizeof k->output, "3\n");
	k->tc.input = (struct case_data){.text = k->input, .len = strlen(k->input)};
	k->tc.output = (struct case_data){.text = k->output, .len = strlen(k->output)};
	k->tc.limits = (struct limits){1000, 3000, 256 << 20, 64 << 20, 1};
	k->tc.checker = &k->checker;
	k->checker.type = CHECKER_CUSTOM;
	k->checker.abs_tol = k->checker.rel_tol = 1e-6;
	k->args[0] = "exact";
	k->checker.args = k->args;
	k->checker.nargs = 1;
	k->binary = "/cache/checker-a";
	k->checker_limits = (struct limits){10000, 30000, 1 << 30, 1 << 20, 1};
	k->scale = 1;
	k->sandbox.cgroup = "v1";
	k->sandbox.memory = "cgroup";
	k->sandbox.seccomp = k->sandbox.drops_privileges = true;
}

static void
case_key(const struct key_inputs *k, unsigned char key[16])
{
	assert_int_equal(result_cache_key(&k->tc, k->binary, &k->checker_limits, k->scale,
					  &k->sandbox, key), 0);
}

static void
validation_key(const struct key_inputs *k, unsigned char key[16])
{
	assert_int_equal(result_cache_key_validation(&k->tc.input, &k->checker,
						     &k->checker_limits,
						     (const char *const *)k->args,
						     k->checker.nargs, &k->sandbox, key), 0);
}

/* One input of a key changed: each must change the key (a result of other inputs is not this one's). */
#define CHANGES(X)                                                              \
	X(input, k->input[0] = '5')                                             \
	X(output, k->output[0] = '4')                                           \
	X(time, k->tc.limits.time_ms++)                                         \
	X(wall, k->tc.limits.wall_ms++)                                         \
	X(memory, k->tc.limits.memory_bytes++)                                  \
	X(output_limit, k->tc.limits.output_bytes++)                            \
	X(processes, k->tc.limits.processes++)                                  \
	X(scale, k->scale = 2)                                                  \
	X(checker_type, k->checker.type = CHECKER_KATTIS)                       \
	X(abs_tol, k->checker.abs_tol = 1e-3)                                   \
	X(rel_tol, k->checker.rel_tol = 1e-3)                                   \
	X(integers_as_floats, k->checker.integers_as_floats = true)             \
	X(case_insensitive, k->checker.case_insensitive = true)                 \
	X(space_change, k->checker.space_change_sensitive = true)               \
	X(float_tokens, k->checker.float_tokens = true)                         \
	X(order_any, k->checker.order_any = true)                               \
	X(protocol, k->checker.protocol = CHECKER_PROTOCOL_KATTIS)              \
	X(checker_args, k->args[0] = "loose")                                   \
	X(more_args, (k->args[1] = "x", k->checker.nargs = 2))                  \
	X(checker_binary, k->binary = "/cache/checker-b")                       \
	X(checker_time, k->checker_limits.time_ms++)                            \
	X(checker_memory, k->checker_limits.memory_bytes++)                     \
	X(sandbox_cgroup, k->sandbox.cgroup = "v2")                             \
	X(sandbox_memory, k->sandbox.memory = "rlimit")                         \
	X(sandbox_seccomp, k->sandbox.seccomp = false)                          \
	X(sandbox_privileges, k->sandbox.drops_privileges = false)

/* Of those, what a validation's key is made of (a validator reads no answer, has no checker). */
#define VALIDATION_CHANGES(X)                                                   \
	X(input, k->input[0] = '5')                                             \
	X(protocol, k->checker.protocol = CHECKER_PROTOCOL_KATTIS)              \
	X(validator_time, k->checker_limits.time_ms++)                          \
	X(validator_memory, k->checker_limits.memory_bytes++)                   \
	X(validator_output, k->checker_limits.output_bytes++)                   \
	X(args, k->args[0] = "loose")                                           \
	X(more_args, (k->args[1] = "x", k->checker.nargs = 2))                  \
	X(sandbox_cgroup, k->sandbox.cgroup = "v2")                             \
	X(sandbox_seccomp, k->sandbox.seccomp = false)

/*
 * Every input of the result cache's keys, changed in turn, changes the key;
 * the same inputs give the same key.  (A validator switched from kattis to
 * testlib kept its verdicts: its protocol was not in the key.)
 */
static void
test_key_inputs(void **state)
{
	unsigned char base[16], again[16], changed[16];
	struct key_inputs in;
	struct key_inputs *k = &in;

	(void)state;
	key_inputs_init(k);
	case_key(k, base);
	case_key(k, again);
	assert_memory_equal(base, again, 16);
#define X(name, change)                                                          \
	key_inputs_init(k);                                                      \
	change;                                                                  \
	case_key(k, changed);                                                    \
	if (!memcmp(base, changed, 16))                                          \
		fail_msg("case key: a change of %s leaves the key as it was", #name);
	CHANGES(X)
#undef X
	key_inputs_init(k);
	validation_key(k, base);
	case_key(k, again);
	assert_memory_not_equal(base, again, 16);
#define X(name, change)                                                          \
	key_inputs_init(k);                                                      \
	change;                                                                  \
	validation_key(k, changed);                                              \
	if (!memcmp(base, changed, 16))                                          \
		fail_msg("validation key: a change of %s leaves the key as it was", #name);
	VALIDATION_CHANGES(X)
#undef X
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_kept_merged_and_found),
		cmocka_unit_test(test_key_inputs),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
