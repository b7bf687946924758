/* GitHub Actions annotations (::error workflow commands) pointing at failing cases. */
#include "report.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/escape.h"

#define MAX_COMPILE_ANNOTATIONS 10

struct report_github {
	struct reporter base;
	FILE *out;
};

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
	FILE *out = self->out;
	if (cr->verdict == VERDICT_AC)
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
 * Annotates the solution at each "SOURCE:LINE:COL: error: ..." line of the
 * compiler's log; returns how many it wrote.
 */
static int
annotate_log(FILE *out, const struct problem_result *pr, const char *solution)
{
	const char *s = pr->compile.log;
	size_t n = strlen(pr->solution);
	int written = 0;
	char title[256];
	snprintf(title, sizeof title, "%s: compilation error", pr->problem->id);
	while (s && *s && written < MAX_COMPILE_ANNOTATIONS) {
		size_t len = strcspn(s, "\n");
		char line[1024];
		snprintf(line, sizeof line, "%.*s", (int)len, s);
		s += len + (s[len] == '\n');
		int ln, col, used = 0;
		if (strncmp(line, pr->solution, n) != 0 ||
		    sscanf(line + n, ":%d:%d: error: %n", &ln, &col, &used) < 2 || used == 0)
			continue;
		command(out, solution, ln, col, title);
		escape_workflow(out, line + n + used, false);
		fputc('\n', out);
		written++;
	}
	return written;
}

static void
github_end(struct reporter *r, const struct problem_result *pr)
{
	struct report_github *self = (struct report_github *)r;
	FILE *out = self->out;
	if (pr->count > 0 || pr->verdict == VERDICT_AC)
		return;
	char solution[PATH_MAX], title[256];
	report_repo_path(pr->solution, solution, sizeof solution);
	if (pr->verdict == VERDICT_CE && annotate_log(out, pr, solution) > 0) {
		fflush(out);
		return;
	}
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

static void
github_free(struct reporter *r)
{
	free(r);
}

static const struct reporter_ops github_ops = {
	.on_case = github_case,
	.end = github_end,
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
