/* The reporters of a run, fanning results out to them, and the temporary files they share. */
#include "report.h"
#include "base/escape.h"
#include "base/fsutil.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "base/units.h"

/* Whether paths a and b name one file (the same name, or the same existing file). */
static bool
same_file(const char *a, const char *b)
{
	struct stat sa, sb;
	if (strcmp(a, b) == 0)
		return true;
	return stat(a, &sa) == 0 && stat(b, &sb) == 0 && sa.st_dev == sb.st_dev &&
	       sa.st_ino == sb.st_ino;
}

int
report_open_all(const struct report_targets *t, const struct sandbox_report *sandbox,
		struct reporter **rs)
{
	const char *step_summary = getenv("GITHUB_STEP_SUMMARY");
	const char *actions = getenv("GITHUB_ACTIONS");
	size_t n = 0;

	if (t->human)
		rs[n++] = report_text_new(t->human, t->text);
	if (t->json)
		rs[n++] = report_json_new(t->json, sandbox, &t->shard);
	if (t->junit)
		rs[n++] = report_junit_new(t->junit);
	if (t->html)
		rs[n++] = report_html_new(t->html);
	if (t->tap)
		rs[n++] = report_tap_new(t->tap_out ? t->tap_out : stdout, t->tap_version);
	bool step = step_summary && *step_summary;
	/* --summary "$GITHUB_STEP_SUMMARY" is one summary, appended as GitHub expects. */
	if (t->summary && !(step && same_file(t->summary, step_summary)))
		rs[n++] = report_markdown_new(t->summary, false);
	if (step)
		rs[n++] = report_markdown_new(step_summary, true);
	if (actions && strcmp(actions, "true") == 0)
		rs[n++] = report_github_new(stderr);
	if (t->root)
		rs[n++] = report_last_new(t->root);

	bool made = true;
	for (size_t i = 0; i < n; i++)
		made &= rs[i] != NULL;
	if (!made) {
		for (size_t i = 0; i < n; i++)
			reporter_free(rs[i]);
		return -1;
	}
	return (int)n;
}

void
reporters_begin(struct reporter **rs, size_t n, const struct problem *p, const char *solution)
{
	for (size_t i = 0; i < n; i++)
		if (rs[i]->ops->begin)
			rs[i]->ops->begin(rs[i], p, solution);
}

void
reporters_case(struct reporter **rs, size_t n, const struct problem_result *pr,
	       const struct case_result *cr)
{
	for (size_t i = 0; i < n; i++)
		if (rs[i]->ops->on_case)
			rs[i]->ops->on_case(rs[i], pr, cr);
}

void
reporters_skip(struct reporter **rs, size_t n, const struct problem_result *pr,
	       const struct testcase *tc)
{
	for (size_t i = 0; i < n; i++)
		if (rs[i]->ops->on_skip)
			rs[i]->ops->on_skip(rs[i], pr, tc);
}

void
reporters_end(struct reporter **rs, size_t n, const struct problem_result *pr)
{
	for (size_t i = 0; i < n; i++)
		if (rs[i]->ops->end)
			rs[i]->ops->end(rs[i], pr);
}

int
reporters_finish(struct reporter **rs, size_t n, bool complete, char *err, size_t errlen)
{
	int rc = 0;
	for (size_t i = 0; i < n; i++) {
		char one[512];
		if (rs[i]->ops->finish && rs[i]->ops->finish(rs[i], complete, one, sizeof one) < 0 &&
		    rc == 0) {
			snprintf(err, errlen, "%s", one);
			rc = -1;
		}
	}
	return rc;
}

void
reporter_free(struct reporter *r)
{
	if (r)
		r->ops->free(r);
}

int
report_copy(FILE *from, FILE *to)
{
	char buf[BUFSIZ];
	size_t n;
	if (fflush(from) != 0 || fseek(from, 0, SEEK_SET) != 0)
		return -1;
	while ((n = fread(buf, 1, sizeof buf, from)) > 0)
		if (fwrite(buf, 1, n, to) != n)
			return -1;
	return ferror(from) ? -1 : 0;
}

void
report_spool_begin(struct report_spool *s)
{
	if (!s->body && !s->err && (!(s->body = tmpfile()) || !(s->part = tmpfile())))
		s->err = errno;
	if (!s->err && (fflush(s->part) != 0 || fseek(s->part, 0, SEEK_SET) != 0 ||
			ftruncate(fileno(s->part), 0) != 0))
		s->err = errno;
}

bool
report_spool_ok(struct report_spool *s)
{
	if (!s->err && s->body && (ferror(s->body) || ferror(s->part)))
		s->err = errno ? errno : EIO;
	return s->err == 0;
}

void
report_spool_append_part(struct report_spool *s)
{
	if (report_copy(s->part, s->body) < 0 && !s->err)
		s->err = errno ? errno : EIO;
}

int
report_spool_finish(struct report_spool *s)
{
	if (s->body && report_spool_ok(s) && fflush(s->body) != 0)
		s->err = errno;
	return s->err;
}

void
report_spool_close(struct report_spool *s)
{
	if (s->body)
		fclose(s->body);
	if (s->part)
		fclose(s->part);
	s->body = s->part = NULL;
}

void
report_format_utc(time_t t, bool zone, char *out, size_t len)
{
	struct tm tm;

	if (!gmtime_r(&t, &tm) || !strftime(out, len, zone ? "%Y-%m-%dT%H:%M:%SZ"
							      : "%Y-%m-%dT%H:%M:%S", &tm))
		snprintf(out, len, "1970-01-01T00:00:00%s", zone ? "Z" : "");
}

int
report_parse_utc(const char *s, time_t *t)
{
	struct tm tm = {0};
	const char *end = strptime(s, "%Y-%m-%dT%H:%M:%SZ", &tm);

	if (!end || *end)
		return -1;
	*t = timegm(&tm);
	return *t == (time_t)-1 ? -1 : 0;
}

void
report_format_ms(int64_t us, char *out, size_t len)
{
	if (us < 10000)
		snprintf(out, len, "%.1fms", (double)us / 1000.0);
	else
		snprintf(out, len, "%" PRId64 "ms", us / 1000);
}

void
report_format_passes(const struct case_result *cr, char *out, size_t len)
{
	size_t used = 0;

	out[0] = '\0';
	for (int i = 0; i < cr->passes && used < len; i++) {
		char t[32], m[32];
		int n;

		report_format_ms(cr->pass[i].usage.cpu_us, t, sizeof t);
		units_format_bytes(cr->pass[i].usage.memory_bytes, m, sizeof m);
		n = snprintf(out + used, len - used, "%s%d %s %s %s", i ? ", " : "", i + 1,
			     verdict_name(cr->pass[i].verdict), t, m);
		if (n < 0)
			break;
		used += (size_t)n;
	}
}

void
report_format_score(double x, char *out, size_t len)
{
	int n = snprintf(out, len, "%.6f", x);

	if (n <= 0 || (size_t)n >= len)
		return;
	while (n > 0 && out[n - 1] == '0')
		out[--n] = '\0';
	if (n > 0 && out[n - 1] == '.')
		out[--n] = '\0';
}

int
report_write_json(const char *text, const char *path, char *err, size_t errlen)
{
	struct fs_atomic a;
	FILE *f = strcmp(path, "-") == 0 ? stdout : fs_create(path, &a);
	int rc = -1;

	if (!f) {
		snprintf(err, errlen, "cannot write '%s': %s", path, strerror(errno));
		return -1;
	}
	escape_json(f, text);
	fputc('\n', f);
	if (f == stdout)
		rc = fflush(stdout) != 0 || ferror(stdout) ? -1 : 0;
	else if (ferror(f))
		fs_abort(&a);
	else
		rc = fs_commit(&a);
	if (rc < 0)
		snprintf(err, errlen, "cannot write '%s': %s", path, strerror(errno));
	return rc;
}
