/*
 * Reporters: what `judge run` prints or writes about judged problems (a human
 * table, JSON, ...).  Each reporter owns its state and output file; release it
 * with reporter_free().  Problems and results are borrowed during each call
 * only: a case_result and its testcase are gone once on_case returns, so a
 * reporter keeps aggregates (counts, a name copied), never pointers to them.
 */
#ifndef JUDGE_REPORT_H
#define JUDGE_REPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <time.h>

#include "pipeline/result.h"
#include "problem/problem.h"
#include "sandbox/sandbox.h"

struct reporter;

struct reporter_ops {
	/* A problem is about to be judged with this solution. */
	void (*begin)(struct reporter *r, const struct problem *p, const char *solution);
	/*
	 * One case is done (called in testdata order, once for each case that
	 * pr->count counts).  cr and cr->tc are valid only during the call.
	 */
	void (*on_case)(struct reporter *r, const struct problem_result *pr,
			const struct case_result *cr);
	/*
	 * A selected case judging stopped before (--stop-on-failure, an
	 * interruption): after every on_case, in testdata order.  tc is valid
	 * during the call only.
	 */
	void (*on_skip)(struct reporter *r, const struct problem_result *pr,
			const struct testcase *tc);
	/* The problem is done. */
	void (*end)(struct reporter *r, const struct problem_result *pr);
	/*
	 * Everything is done, or the run was interrupted (complete false):
	 * write what was gathered.  Returns 0, or -1 with err set.
	 */
	int (*finish)(struct reporter *r, bool complete, char *err, size_t errlen);
	void (*free)(struct reporter *r);
};

struct reporter {
	const struct reporter_ops *ops;
};

struct text_options {
	bool quiet;              /* only each problem's summary line */
	bool verbose;            /* every case with all its details */
	bool color;              /* ANSI colours (the verdict is always printed too) */
};

/* The human table on out (borrowed). */
struct reporter *report_text_new(FILE *out, const struct text_options *o);

/* The share of the work one run of `judge run --shard K/N` judges. */
struct report_shard {
	int index;               /* K, from 1 */
	int count;               /* N; 0: the whole work, no shard */
};

/*
 * The JSON report (schema 1) for path ("-" for standard output), streamed as
 * cases arrive to PATH.PID.tmp and renamed at finish, so a reader never sees
 * half a report (for "-", to an unnamed temporary file copied to standard
 * output at finish).  sandbox and shard are copied; with a shard (count > 0)
 * the report says which it is and each case its index among its problem's.
 */
struct reporter *report_json_new(const char *path, const struct sandbox_report *sandbox,
				 const struct report_shard *shard);

/*
 * JUnit XML, written at finish to path ("-" for standard output; a file is
 * written aside and renamed): a <testsuite> per problem, a <testcase> per
 * case (time in wall seconds), <failure type="WA" ...> for a failed case,
 * <error> for CE and JE, <skipped> for a case not judged; valid against
 * Jenkins' xunit schema and the Ant one.  The elements wait in unnamed
 * temporary files until the counts that head them are known.
 */
struct reporter *report_junit_new(const char *path);

/*
 * The HTML report, written at finish to path ("-" for standard output; a file
 * is written aside and renamed): one self-contained page (see html_page.h)
 * with each problem's summary, charts of its cases' CPU time and memory
 * against the limits and of its slowest cases' margins, and a sortable
 * table of at most 500 accepted and 1,000 other cases per problem (and 4 MiB
 * of rows in all), with a line saying how many more were left out.
 */
struct reporter *report_html_new(const char *path);

/*
 * TAP on out (borrowed): a test point per case, YAML diagnostics for
 * failures.  version (13 or 14) is only what the first line says: the rest is
 * the subset both versions share (13 for older readers, Debian 12's prove).
 */
struct reporter *report_tap_new(FILE *out, int version);

/*
 * A Markdown summary (an overview and a table per problem), written at finish
 * to path, appended to it when append is set ($GITHUB_STEP_SUMMARY).  The
 * tables wait in unnamed temporary files until then.
 */
struct reporter *report_markdown_new(const char *path, bool append);

/* GitHub Actions ::error annotations on out (borrowed) for failed cases and CE. */
struct reporter *report_github_new(FILE *out);

/*
 * Records each problem's last verdict for `judge list` when it was judged with
 * its own solution (see last_run.h); a failure to record is a warning, not an error.
 */
struct reporter *report_last_new(const char *root);

/*
 * Writes path relative to the repository root into out: below
 * $GITHUB_WORKSPACE when it is inside, else below the nearest folder above
 * it that holds .git, else path unchanged.
 */
void report_repo_path(const char *path, char *out, size_t len);

/*
 * Writes t as every report shows a moment: ISO 8601 in UTC to the second,
 * "2026-12-02T01:02:03Z", without the "Z" when zone is false (JUnit's Ant
 * schema allows no zone).
 */
void report_format_utc(time_t t, bool zone, char *out, size_t len);

/*
 * Reads a moment report_format_utc() wrote with its zone into *t.  Returns 0,
 * or -1 when s is not one.
 */
int report_parse_utc(const char *s, time_t *t);

/* Writes us microseconds as milliseconds: "0.8ms" under 10 ms, else whole ("123ms"). */
void report_format_ms(int64_t us, char *out, size_t len);

/*
 * Writes a multi-pass case's passes on one line, each one's number, verdict,
 * CPU time and memory: "1 AC 0.8ms 1.5MiB, 2 WA 0.9ms 1.5MiB" ("" for none);
 * REPORT_PASSES_LEN bytes hold every pass.
 */
#define REPORT_PASSES_LEN (CHECKER_PASSES_MAX * 48)
void report_format_passes(const struct case_result *cr, char *out, size_t len);

/* Writes score x as every report shows it: up to 6 decimals, no trailing zeros ("62.5"). */
void report_format_score(double x, char *out, size_t len);

/*
 * Copies what was written to from (a temporary file that reporters fill as
 * cases arrive, to hold O(1) memory per case) to the end of to.  from is
 * flushed and read from its start; its position is left at its end.  Returns
 * 0, or -1 with errno set (a read error of from, or a write error of to).
 */
int report_copy(FILE *from, FILE *to);

/*
 * Writes the JSON text (cJSON's) to path ("-": standard output), atomically,
 * escaped as escape_json() does, with a final newline.  Returns 0, or -1
 * with err set.
 */
int report_write_json(const char *text, const char *path, char *err, size_t errlen);

/*
 * The temporary files of a report whose problems' headings wait for their
 * counts: body holds every problem written so far, part the current
 * problem's cases.  Unnamed, made at the first problem.  The first error
 * is kept in err; nothing is written after it.  Zero-initialized is empty.
 */
struct report_spool {
	FILE *body;
	FILE *part;
	int err;                 /* why the temporary files failed, or 0 */
};

/* At a problem's start: makes the files the first time, empties part. */
void report_spool_begin(struct report_spool *s);

/* Can the files still be written?  Notes their first error. */
bool report_spool_ok(struct report_spool *s);

/* Appends part to body (the current problem's cases below its heading). */
void report_spool_append_part(struct report_spool *s);

/* At the end of the run: flushes body; returns 0, or the errno that failed the files. */
int report_spool_finish(struct report_spool *s);

/* Closes the files. */
void report_spool_close(struct report_spool *s);

/* What `judge run` asks to be reported, and where. */
struct report_targets {
	FILE *human;             /* the text table's stream (borrowed), or NULL for none */
	const struct text_options *text;
	const char *json;        /* paths ("-" for standard output), or NULL */
	const char *junit;
	const char *summary;
	const char *html;
	bool tap;                /* TAP ... */
	FILE *tap_out;           /* ... on this stream (borrowed), or NULL: standard output */
	int tap_version;         /* its version line: 13 or 14 */
	const char *root;        /* the problem tree, for the last verdicts, or NULL */
	struct report_shard shard; /* the run's shard, for the JSON report */
};

/* The most reporters report_open_all() makes. */
#define REPORT_OPEN_MAX 9

/*
 * Makes the reporters of a run into rs (room for REPORT_OPEN_MAX), in the
 * order they are to be called: the text table (unless t->human is NULL),
 * those t asks for, a Markdown summary appended to $GITHUB_STEP_SUMMARY when
 * that is set and not empty, ::error annotations on standard error when
 * $GITHUB_ACTIONS is "true", and the last verdicts for `judge list` (unless
 * t->root is NULL).  sandbox is copied into a JSON report.
 * Returns how many, or -1 when out of memory (none is left made).
 */
int report_open_all(const struct report_targets *t, const struct sandbox_report *sandbox,
		    struct reporter **rs);

/* Calls each reporter in turn. */
void reporters_begin(struct reporter **rs, size_t n, const struct problem *p,
		     const char *solution);
void reporters_case(struct reporter **rs, size_t n, const struct problem_result *pr,
		    const struct case_result *cr);
void reporters_skip(struct reporter **rs, size_t n, const struct problem_result *pr,
		    const struct testcase *tc);
void reporters_end(struct reporter **rs, size_t n, const struct problem_result *pr);

/* Finishes every reporter; returns 0, or -1 with the first error in err. */
int reporters_finish(struct reporter **rs, size_t n, bool complete, char *err, size_t errlen);

/* Releases r.  reporter_free(NULL) is a no-op. */
void reporter_free(struct reporter *r);

#endif
