/*
 * Problems: loading problems/<id>/problem.yaml.  A struct problem owns every
 * string it points to; release it with problem_free().
 */
#ifndef JUDGE_PROBLEM_H
#define JUDGE_PROBLEM_H

#include "check/checker.h"
#include "base/diag.h"
#include "base/limits.h"
#include "input_validator.h"
#include "yfield.h"

/* A compiler's limits as problem.yaml's `compiler:` writes them (unset fields 0). */
struct compiler_limits {
	struct limits run;       /* the compiler's CPU, wall, memory, output, processes */
	int64_t binary_bytes;    /* the largest binary it may make */
	int64_t source_bytes;    /* the largest source it is given */
};

/*
 * How a package's time limit relates to its submissions (the spec's "problem
 * timing"): the limit is at least the slowest accepted submission's time
 * times ac_to_time_limit, a multiple of resolution_ms, and a
 * time_limit_exceeded submission must still exceed it times
 * time_limit_to_tle.  fixed: problem.yaml (or .timelimit) sets the limit;
 * else it is derived from the accepted submissions before judging.  The
 * judge's format: 2, 2 and 100ms, always fixed (`judge timelimit` derives it).
 */
struct problem_timing {
	double ac_to_time_limit;
	double time_limit_to_tle;
	int64_t resolution_ms;
	bool fixed;
};

struct problem {
	char *id;
	char *dir;               /* <root>/problems/<id> */
	char *yaml_path;         /* <root>/problems/<id>/problem.yaml */
	char *title;
	char *source;
	char *url;
	struct ystrings tags;
	struct limits limits;    /* as written (unset fields 0): see limits_for_case() */
	struct checker_spec checker;
	struct input_validator_list validators; /* every case's input must satisfy them */
	struct ystrings interactions; /* a package's data/sample/NAME.interaction files:
					 samples shown, never run */
	struct ystrings compile; /* extra compiler flags */
	struct compiler_limits compiler; /* as written (unset fields 0) */
	struct limits validation; /* a package's limits: validation_time, validation_memory,
				     validation_output (unset fields 0): what its output
				     validators get (custom_checker_limits_for) */
	bool validation_inputs;  /* ...and its input validators too: the legacy formats
				    do not say they are the output validators' only */
	char *solution;          /* <root>/solutions/<id>.c */
	char *testdata_dir;      /* <root>/testdata/<id>; a package's data/ */
	char *include_dir;       /* a package's include/ (files added to every submission
				    of a language: source_set_include), or NULL */
	char *format;            /* a package's problem_format_version ("legacy",
				    "2025-09"...), or NULL: the judge's own format */
	bool scoring;            /* a package of type scoring (ours: testdata sets score:) */
	struct problem_timing timing; /* the judge's format's (problem_load()) or a package's */
	int64_t calibration;     /* limits: calibration: the speed score (judge calibrate)
				    of the machine the time limit was set on, or 0 */
};

/* An empty problem (its checker initialised), or NULL with an error in d. */
struct problem *problem_new(struct diag *d);

/*
 * Loads problem id from the tree at root.  Every error goes to d, located by
 * file, line and column.  Returns NULL when there was any.
 */
struct problem *problem_load(const char *root, const char *id, struct diag *d);

/*
 * Whether id can name a problem: 1 to 64 letters, digits, '-', '_' and '.',
 * not starting with '.' or '-' (it names folders and files).
 */
bool problem_id_valid(const char *id);

/* Releases p.  problem_free(NULL) is a no-op. */
void problem_free(struct problem *p);

/*
 * Lists the problem ids under <root>/problems (folders holding a
 * problem.yaml), sorted.  Returns 0, or -1 with an error in d.
 */
int problem_list(const char *root, struct ystrings *ids, struct diag *d);

/* Field parsers that testdata files share: `limits:` and `checker:`. */
/* The word problem.yaml names checker type t by ("tokens", "custom", ...). */
const char *problem_checker_type_name(enum checker_type t);

yfield_parser problem_parse_limits;  /* into struct limits (unset fields stay 0) */
yfield_parser problem_parse_checker; /* into struct checker_spec (initialised) */

#endif
