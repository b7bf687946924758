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
	for (size_t i = 0; i < spec->nargs; i++)
		free(spec->args[i]);
	free(spec->args);
	spec->args = NULL;
	spec->nargs = 0;
}

int
checker_spec_add_args(struct checker_spec *spec, size_t n, const char *const *argv)
{
	char **grown = realloc(spec->args, (spec->nargs + n + 1) * sizeof *grown);
	size_t i;

	if (!grown)
		return -1;
	spec->args = grown;
	for (i = 0; i < n; i++)
		if (!(spec->args[spec->nargs + i] = strdup(argv[i])))
			break;
	if (i < n) {
		while (i--)
			free(spec->args[spec->nargs + i]);
		return -1;
	}
	spec->nargs += n;
	spec->args[spec->nargs] = NULL;
	return 0;
}

int
checker_spec_copy(struct checker_spec *dst, const struct checker_spec *src)
{
	*dst = *src;
	dst->source = NULL;
	dst->args = NULL;
	dst->nargs = 0;
	if ((src->source && !(dst->source = strdup(src->source))) ||
	    checker_spec_add_args(dst, src->nargs, (const char *const *)src->args) < 0) {
		checker_spec_fini(dst);
		return -1;
	}
	return 0;
}

void
checker_spec_set_kattis(struct checker_spec *spec, bool case_sensitive,
			bool space_change_sensitive, double abs_tol, double rel_tol)
{
	checker_spec_fini(spec);
	checker_spec_init(spec);
	spec->type = CHECKER_KATTIS;
	spec->case_insensitive = !case_sensitive;
	spec->space_change_sensitive = space_change_sensitive;
	spec->float_tokens = abs_tol >= 0 || rel_tol >= 0;
	/* An unset tolerance accepts only equal numbers, which the other one accepts too. */
	spec->abs_tol = abs_tol >= 0 ? abs_tol : 0;
	spec->rel_tol = rel_tol >= 0 ? rel_tol : 0;
}

int
checker_spec_parse_kattis(struct checker_spec *spec, size_t n, const char *const *argv,
			  char *err, size_t errsz)
{
	bool case_sensitive = false, space_change_sensitive = false;
	double abs_tol = -1, rel_tol = -1;

	for (size_t i = 0; i < n; i++) {
		const char *a = argv[i];
		bool is_abs = strcmp(a, "float_absolute_tolerance") == 0;
		bool is_rel = strcmp(a, "float_relative_tolerance") == 0;
		bool is_both = strcmp(a, "float_tolerance") == 0;
		double x;

		if (strcmp(a, "case_sensitive") == 0) {
			case_sensitive = true;
			continue;
		}
		if (strcmp(a, "space_change_sensitive") == 0) {
			space_change_sensitive = true;
			continue;
		}
		if (!is_abs && !is_rel && !is_both) {
			snprintf(err, errsz, "unknown default validator flag '%s'", a);
			return -1;
		}
		if (i + 1 == n) {
			snprintf(err, errsz, "flag '%s' needs a number", a);
			return -1;
		}
		const char *v = argv[++i];
		if (!kattis_number((const unsigned char *)v, strlen(v), &x)) {
			snprintf(err, errsz, "flag '%s': '%s' is not a finite number", a, v);
			return -1;
		}
		if (is_abs || is_both)
			abs_tol = x;
		if (is_rel || is_both)
			rel_tol = x;
	}
	checker_spec_set_kattis(spec, case_sensitive, space_change_sensitive, abs_tol, rel_tol);
	return 0;
}

/* The tolerances of a float or kattis spec are finite numbers >= 0 (NaN fails both tests). */
static int
validate_tolerances(const struct checker_spec *spec, char *err, size_t errsz)
{
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
	return 0;
}

const char *
checker_spec_role(const struct checker_spec *spec)
{
	return spec && spec->interactive ? "interactor" : "checker";
}

int
checker_spec_validate(const struct checker_spec *spec, char *err, size_t errsz)
{
	if (spec->type != CHECKER_KATTIS && (spec->space_change_sensitive || spec->float_tokens)) {
		snprintf(err, errsz, "only checker 'kattis' has space_change_sensitive and float_tokens");
		return -1;
	}
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
		return validate_tolerances(spec, err, errsz);
	case CHECKER_KATTIS:
		if (spec->order_any || spec->integers_as_floats) {
			snprintf(err, errsz, "checker 'kattis' cannot ignore order or change integers");
			return -1;
		}
		return validate_tolerances(spec, err, errsz);
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
		default: /* tokens, float and kattis */
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
