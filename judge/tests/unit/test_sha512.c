/* Unit tests for sha512.c: FIPS 180-4's examples, and lengths around the block's edge. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "base/sha512.h"

static void
test_vectors(void **state)
{
	/* FIPS 180-4 (the NIST examples), and Python's hashlib for the others. */
	static const struct {
		const char *text;
		const char *digest;
	} rows[] = {
		{"", "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce"
		     "47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e"},
		{"abc", "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
			"2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"},
		{"abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnop"
		 "jklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
		 "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018"
		 "501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909"},
	};
	char hex[2 * SHA512_BYTES + 1];

	(void)state;
	for (size_t i = 0; i < sizeof rows / sizeof *rows; i++) {
		sha512_hex(rows[i].text, strlen(rows[i].text), hex);
		assert_string_equal(hex, rows[i].digest);
	}
}

/* Fed in pieces, the digest is that of the whole; 111, 112 and 128 bytes pad differently. */
static void
test_pieces(void **state)
{
	char text[300], whole[2 * SHA512_BYTES + 1], pieces[2 * SHA512_BYTES + 1];
	unsigned char d[SHA512_BYTES];

	(void)state;
	for (size_t i = 0; i < sizeof text; i++)
		text[i] = (char)('a' + i % 26);
	for (size_t len = 100; len < sizeof text; len++) {
		struct sha512 s;

		sha512_hex(text, len, whole);
		sha512_init(&s);
		for (size_t at = 0; at < len; at += 7)
			sha512_update(&s, text + at, len - at < 7 ? len - at : 7);
		sha512_final(&s, d);
		for (int k = 0; k < SHA512_BYTES; k++)
			snprintf(pieces + 2 * k, 3, "%02x", d[k]);
		assert_string_equal(pieces, whole);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_vectors),
		cmocka_unit_test(test_pieces),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
