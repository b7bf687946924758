/* Fuzz harness: parsing and formatting of durations and sizes. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "base/units.h"

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	return 0;
}

/* A formatted string must fit, end in a NUL and hold something. */
static void
check_formatted(const char *buf, size_t len)
{
	size_t n = strnlen(buf, len);

	if (n == len)
		fuzz_fail("formatted text not terminated in %zu bytes", len);
	if (len > 1 && n == 0)
		fuzz_fail("nothing formatted");
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char text[256], err[256], buf[64], err2[256];
	int64_t ms, bytes, again;
	size_t n = size < sizeof text - 1 ? size : sizeof text - 1;

	memcpy(text, data, n);
	text[n] = '\0';

	memset(err, 0, sizeof err);
	if (units_parse_time(text, &ms, err, sizeof err) == 0) {
		if (ms < 1 || ms > 24LL * 3600 * 1000)
			fuzz_fail("duration '%s' parsed as %" PRId64 " ms", text, ms);
		/* Durations print exactly: the text reads back as the same value. */
		units_format_time(ms, buf, sizeof buf);
		check_formatted(buf, sizeof buf);
		if (units_parse_time(buf, &again, err2, sizeof err2) < 0 || again != ms)
			fuzz_fail("%" PRId64 " ms printed as '%s', which reads back as %s", ms, buf,
				  err2);
	} else if (!err[0]) {
		fuzz_fail("duration '%s' refused without a reason", text);
	}

	memset(err, 0, sizeof err);
	if (units_parse_bytes(text, &bytes, err, sizeof err) == 0) {
		if (bytes < 1 || bytes > (INT64_C(1) << 40))
			fuzz_fail("size '%s' parsed as %" PRId64 " bytes", text, bytes);
		/* Sizes print rounded to 3 digits: what reads back is within 5%. */
		units_format_bytes(bytes, buf, sizeof buf);
		check_formatted(buf, sizeof buf);
		if (units_parse_bytes(buf, &again, err2, sizeof err2) == 0 &&
		    llabs(again - bytes) > bytes / 20)
			fuzz_fail("%" PRId64 " bytes printed as '%s', read back as %" PRId64, bytes,
				  buf, again);
	} else if (!err[0]) {
		fuzz_fail("size '%s' refused without a reason", text);
	}

	/* Formatting any number into any buffer, from the input's first bytes. */
	if (size >= 9) {
		int64_t v;
		size_t len = (size_t)(data[8] % sizeof buf) + 1;
		memcpy(&v, data, sizeof v);
		memset(buf, 'x', sizeof buf);
		units_format_time(v, buf, len);
		check_formatted(buf, len);
		memset(buf, 'x', sizeof buf);
		units_format_bytes(v, buf, len);
		check_formatted(buf, len);
		if (len < sizeof buf && buf[len] != 'x')
			fuzz_fail("formatting wrote past %zu bytes", len);
	}
	return 0;
}
