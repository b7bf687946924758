/* GitHub Actions annotations (::error workflow commands) pointing at failing cases. */
#include "report.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/escape.h"

/*
 * GitHub shows 10 error annotations per step (and 50 per job) and drops the
 * rest unsaid: at most this many, the last one standing for all that did not
 * fit ("N more failures not annotated") when there are more.
 */
#define ANNOTATIONS_MAX 10

struct report_github {
	struct reporter base;
	FILE *out;
	size_t written;          /* annotations begun, the held one included */
	char *held;              /* the last one that fits, until we know it is the last */
	size_t held_len;
	FILE *held_out;
	size_t dropped;          /* failures after it, not annotated */
};

/*
 * Where the next annotation goes: out while under the cap, the held buffer
 * for the last one that fits, NULL (counted) past it.
 */
static FILE *
slot(struct report_github *self)
{
	if (self->written + 1 < ANNOTATIONS_MAX) {
		self->written++;
		return self->out;
	}
	if (self->written + 1 == ANNOTATIONS_MAX) {
		self->held_out = open_memstream(&self->held, &self->held_len);
		if (self->held_out) {
			self->written++;
			return self->held_out;
		}
	}
	self->dropped++;
	return NULL;
}

/* Whether path lies below dir; sets *rest to the part after "dir/". */
static bool
below(const char *path, const char *dir, const char **rest)
{
	size_t n = strlen(dir);
	while (n > 1 && dir[n - 1] == '/')
		n--;
	if (n == 0 || strncmp(path, dir, n) != 0 || path[n] != '/')
		return false;
	*rest = path + n + 1;
	return true;
}

void
report_repo_path(const char *path, char *out, size_t len)
{
	const char *rest;
	const char *ws = getenv("GITHUB_WORKSPACE");
	char real[PATH_MAX], dir[PATH_MAX], abs[PATH_MAX];

	/* A relative path is relative to the working folder, not to the repository. */
	if (path[0] != '/' && realpath(path, abs))
		path = abs;
	if (ws && *ws) {
		if (below(path, ws, &rest) ||
		    (realpath(ws, real) && below(path, real, &rest))) {
			snprintf(out, len, "%s", rest);
			return;
		}
	}
	if (path[0] == '/') {
		/* The nearest folder above the file that holds .git is the repository root. */
		snprintf(dir, sizeof dir, "%s", path);
		char *slash;
		while ((slash = strrchr(dir, '/')) && slash != dir) {
			struct stat st;
			char git[PATH_MAX + 8];
			*slash = '\0';
			snprintf(git, sizeof git, "%s/.git", dir);
			if (stat(git, &st) == 0 && below(path, dir, &rest)) {
				snprintf(out, len, "%s", rest);
				return;
			}
		}
	}
	snprintf(out, len, "%s", path);
}

/* Starts "::error file=F,line=L,col=C,title=T::" with every part escaped. */
static void
command(FILE *out, const char *file, int line, int col, const char *title)
{
	fputs("::error ", out);
	if (file) {
		fputs("file=", out);
		escape_workflow(out, file, true);
		if (line > 0)
			fprintf(out, ",line=%d", line);
		if (col > 0)
			fprintf(out, ",col=%d", col);
		fputc(',', out);
	}
	fputs("title=", out);
	escape_workflow(out, title, true);
	fputs("::", out);
}

static void
github_case(struct reporter *r, const struct problem_result *pr, const struct case_result *cr)
{
	struct report_github *self = (struct report_github *)r;
	if (cr->verdict == VERDICT_AC)
		return;
	FILE *out = slot(self);
	if (!out)
		return;
	char file[PATH_MAX], title[256], solution[PATH_MAX];
	report_repo_path(cr->tc->file, file, sizeof file);
	report_repo_path(pr->solution, solution, sizeof solution);
	snprintf(title, sizeof title, "%s: %s on case %s", pr->problem->id,
		 verdict_name(cr->verdict), cr->tc->name);
	command(out, file, cr->tc->line, cr->tc->column, title);
	escape_workflow(out, verdict_text(cr->verdict), false);
	if (cr->detail[0]) {
		fputs(" (", out);
		escape_workflow(out, cr->detail, false);
		fputc(')', out);
	}
	fputs(" for ", out);
	escape_workflow(out, solution, false);
	if (cr->message[0]) {
		fputs(": ", out);
		escape_workflow(out, cr->message, false);
	}
	fputc('\n', out);
	fflush(out);
}

/*
 * Annotates source (its repository path: file) at each "SOURCE:LINE:COL:
 * error: ..." line of a compiler's log, under title; returns how many lines
 * it found.
 */
static int
annotate_log(struct report_github *self, const char *log, const char *source, const char *file,
	     const char *title)
{
	const char *s = log;
	size_t n = strlen(source);
	int written = 0;
	while (s && *s) {
		size_t len = strcspn(s, "\n");
		char line[1024];
		snprintf(line, sizeof line, "%.*s", (int)len, s);
		s += len + (s[len] == '\n');
		int ln, col, used = 0;
		if (strncmp(line, source, n) != 0 ||
		    sscanf(line + n, ":%d:%d: error: %n", &ln, &col, &used) < 2 || used == 0)
			continue;
		written++;
		FILE *out = slot(self);
		if (!out)
			continue;
		command(out, file, ln, col, title);
		escape_workflow(out, line + n + used, false);
		fputc('\n', out);
		fflush(out);
	}
	return written;
}

/*
 * A checker (or other custom program) that did not compile: annotated on
 * its own file, at the compiler's error lines when it names them.  Returns
 * whether one was found.
 */
static bool
annotate_checkers(struct report_github *self, const struct problem_result *pr)
{
	bool found = false;
	for (size_t i = 0; i < pr->checkers.count; i++) {
		const struct custom_checker_build *b = &pr->checkers.builds[i];
		if (b->compile.ok || !b->compile.log || !b->compile.log[0])
			continue;
		char file[PATH_MAX], title[256];
		found = true;
		report_repo_path(b->spec->source, file, sizeof file);
		snprintf(title, sizeof title, "%s: %s does not compile", pr->problem->id,
			 checker_spec_role(b->spec));
		if (annotate_log(self, b->compile.log, b->spec->source, file, title) > 0)
			continue;
		FILE *out = slot(self);
		if (!out)
			continue;
		command(out, file, 0, 0, title);
		escape_workflow(out, b->compile.log, false);
		fputc('\n', out);
		fflush(out);
	}
	return found;
}

static void
github_end(struct reporter *r, const struct problem_result *pr)
{
	struct report_github *self = (struct report_github *)r;
	if (pr->count > 0 || pr->verdict == VERDICT_AC)
		return;
	char solution[PATH_MAX], title[256];
	report_repo_path(pr->solution, solution, sizeof solution);
	snprintf(title, sizeof title, "%s: compilation error", pr->problem->id);
	if (pr->verdict == VERDICT_CE &&
	    annotate_log(self, pr->compile.log, pr->solution, solution, title) > 0)
		return;
	if (pr->verdict == VERDICT_JE && annotate_checkers(self, pr))
		return;
	FILE *out = slot(self);
	if (!out)
		return;
	snprintf(title, sizeof title, "%s: %s", pr->problem->id, verdict_text(pr->verdict));
	command(out, solution, 0, 0, title);
	escape_workflow(out, pr->message, false);
	if (pr->compile.log && pr->compile.log[0]) {
		escape_workflow(out, "\n", false);
		escape_workflow(out, pr->compile.log, false);
	}
	fputc('\n', out);
	fflush(out);
}

/* The held annotation, or in its place one that counts what did not fit. */
static int
github_finish(struct reporter *r, bool complete, char *err, size_t errlen)
{
	struct report_github *self = (struct report_github *)r;
	(void)complete;
	if (self->held_out && fclose(self->held_out) == 0 && self->dropped == 0)
		fputs(self->held, self->out);
	else if (self->held_out)
		fprintf(self->out,
			"::error title=judge%%3A %zu more failures not annotated::%zu more "
			"failures not annotated (GitHub shows %d annotations per step): see "
			"the log, the step summary or the JSON report\n",
			self->dropped + 1, self->dropped + 1, ANNOTATIONS_MAX);
	self->held_out = NULL;
	if (fflush(self->out) != 0) {
		snprintf(err, errlen, "cannot write the GitHub annotations");
		return -1;
	}
	return 0;
}

static void
github_free(struct reporter *r)
{
	struct report_github *self = (struct report_github *)r;
	if (self->held_out)
		fclose(self->held_out);
	free(self->held);
	free(self);
}

static const struct reporter_ops github_ops = {
	.on_case = github_case,
	.end = github_end,
	.finish = github_finish,
	.free = github_free,
};

struct reporter *
report_github_new(FILE *out)
{
	struct report_github *self = calloc(1, sizeof *self);
	if (!self)
		return NULL;
	self->base.ops = &github_ops;
	self->out = out;
	return &self->base;
}
