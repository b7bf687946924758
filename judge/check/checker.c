/* Output checkers: the specs, and checker_compare(), which hands a comparison to its checker. */
#include "checker.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "checker_impl.h"

void
checker_spec_init(struct checker_spec *spec)
{
	memset(spec, 0, sizeof *spec);
	spec->type = CHECKER_TOKENS;
	spec->protocol = CHECKER_PROTOCOL_TESTLIB;
}

void
checker_spec_fini(struct checker_spec *spec)
{
	free(spec->source);
	spec->source = NULL;
}

int
checker_spec_copy(struct checker_spec *dst, const struct checker_spec *src)
{
	*dst = *src;
	dst->source = NULL;
	if (src->source && !(dst->source = strdup(src->source)))
		return -1;
	return 0;
}

int
checker_spec_validate(const struct checker_spec *spec, char *err, size_t errsz)
{
	switch (spec->type) {
	case CHECKER_TOKENS:
	case CHECKER_LINES:
		break;
	case CHECKER_EXACT:
		if (spec->order_any) {
			snprintf(err, errsz, "checker 'exact' cannot ignore order (use 'lines' or 'tokens')");
			return -1;
		}
		break;
	case CHECKER_FLOAT:
		if (spec->order_any) {
			snprintf(err, errsz, "checker 'float' cannot ignore order");
			return -1;
		}
		/* NaN fails both comparisons, so it is caught here too. */
		if (!(spec->abs_tol >= 0 && spec->abs_tol <= 1e300)) {
			snprintf(err, errsz, "absolute tolerance %g is not a finite number >= 0",
				 spec->abs_tol);
			return -1;
		}
		if (!(spec->rel_tol >= 0 && spec->rel_tol <= 1e300)) {
			snprintf(err, errsz, "relative tolerance %g is not a finite number >= 0",
				 spec->rel_tol);
			return -1;
		}
		break;
	case CHECKER_CUSTOM:
		if (!spec->source) {
			snprintf(err, errsz, "custom checker needs a source");
			return -1;
		}
		break;
	default:
		snprintf(err, errsz, "unknown checker type %d", (int)spec->type);
		return -1;
	}
	return 0;
}

int
checker_compare(const struct checker_spec *spec, FILE *expected, FILE *received,
		struct check_result *res)
{
	struct compare c;
	char err[256];
	int rc = 0;

	memset(res, 0, sizeof *res);
	res->verdict = VERDICT_AC;
	if (spec->type == CHECKER_CUSTOM) {
		excerpt_result(res, VERDICT_JE, "custom checker needs the pipeline");
		return -1;
	}
	if (checker_spec_validate(spec, err, sizeof err) < 0) {
		excerpt_result(res, VERDICT_JE, "%s", err);
		return -1;
	}

	memset(&c, 0, sizeof c);
	c.spec = spec;
	c.res = res;
	if (reader_init(&c.e, expected) < 0 || reader_init(&c.r, received) < 0) {
		excerpt_result(res, VERDICT_JE, "cannot compare outputs: %s", strerror(ENOMEM));
		rc = -1;
		goto out;
	}

	if (spec->order_any) {
		rc = unordered_compare(&c);
	} else {
		switch (spec->type) {
		case CHECKER_EXACT:
			builtin_exact(&c);
			break;
		case CHECKER_LINES:
			builtin_lines(&c);
			break;
		case CHECKER_FLOAT:
			float_compare(&c);
			break;
		default:
			builtin_tokens(&c);
			break;
		}
	}

	if (c.e.err || c.r.err) {
		memset(res, 0, sizeof *res);
		excerpt_result(res, VERDICT_JE, "cannot read %s output: %s",
			       c.e.err ? "expected" : "received", strerror(c.e.err ? c.e.err : c.r.err));
		rc = -1;
	}
out:
	reader_fini(&c.e);
	reader_fini(&c.r);
	return rc;
}
