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

/*
 * How the CPU and wall limits in force relate to those written: a limit set
 * on a machine of calibration score S0 (limits: calibration:, a package's
 * .calibration) is used as written x S0 / S on a machine of score S, so
 * that it asks the same work of a program on any machine.
 */
struct limit_scale {
	double factor;           /* in force = written x factor; 1 when not scaled */
	int64_t here;            /* this machine's score, when one was compared, else 0 */
	char why[256];           /* a calibration is recorded but not used: why; else "" */
	bool unexpected;         /* ... and not because asked, nor derived here: no score, or
				    machines too far apart */
};

/*
 * One of problem.yaml's constants (the 2023-07 format's `constants:`): in a
 * statement {{name}} stands for value and {{name.variant}} for a variant's
 * text (`tex: 5,000,000`).
 */
struct problem_constant {
	char *name;
	char *value;
	struct ystrings variants; /* variant, text, variant, text, ... */
};

struct problem_constants {
	struct problem_constant *items; /* in problem.yaml's order */
	size_t count;
};

struct problem {
	char *id;
	char *dir;               /* <root>/problems/<id> */
	char *yaml_path;         /* <root>/problems/<id>/problem.yaml */
	char *title;
	struct ystrings names;   /* a package's name in each language: language, name,
				    language, name... (title is the English one, else the
				    first); empty for the judge's format */
	char *source;
	char *url;
	struct ystrings tags;
	struct problem_constants constants;
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
	struct limit_scale scale; /* what problem_scale_limits() decided; factor 1 before */
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

/*
 * The folder that a file of p named path must lie inside once its links are
 * resolved (the package file rule, base/pkgfile.h): a package's folder when
 * path names a file in it (by the name as given, relative to the current
 * folder or absolute, "." and ".." taken as written), else NULL: the judge's
 * own format, and a file the user named outside the package.
 */
const char *problem_files_root(const struct problem *p, const char *path);

/* Releases p.  problem_free(NULL) is a no-op. */
void problem_free(struct problem *p);

/* The scale factors outside [1 / PROBLEM_SCALE_MAX, PROBLEM_SCALE_MAX] are not used. */
#define PROBLEM_SCALE_MAX 16.0

/*
 * Decides p's limits in force on a machine of calibration score here (0
 * when unknown: unknown then says why, as "this machine is too noisy to
 * calibrate: ..."); with exact (--exact-limits) as written, p->scale still
 * keeping here.  A problem that records
 * no calibration, or whose time limit is derived on this machine, keeps
 * its limits as written; so does one whose recorded machine and this one
 * are more than PROBLEM_SCALE_MAX times apart (p->scale.why says so).
 * Must be called before p's cases are read: they take their limits then.
 */
void problem_scale_limits(struct problem *p, int64_t here, bool exact, const char *unknown);

/*
 * The limits in force of a case: the problem's, the testdata file's and the
 * case's own as limits_for_case() merges them, scaled by p->scale.factor.
 * file and kase may be NULL; both NULL gives the problem's own limits.
 */
struct limits problem_case_limits(const struct problem *p, const struct limits *file,
				  const struct limits *kase);

/*
 * Sets p's time limit to ms of this machine's time (derived here, by `judge
 * timelimit` or a package without a fixed limit): no longer scaled.
 */
void problem_set_time_limit_here(struct problem *p, int64_t ms);

/*
 * Says in words how p's limits in force were decided, into buf: "limits
 * x1.54: set at calibration 1711, this machine 1109", "limits as written
 * (--exact-limits): set at calibration 1711, this machine 1109", or "" when
 * p records no calibration (or problem_scale_limits() was not called).
 */
void problem_scale_describe(const struct problem *p, char *buf, size_t len);

/*
 * Lists the problem ids under <root>/problems (folders holding a
 * problem.yaml), sorted.  Returns 0, or -1 with an error in d.
 */
int problem_list(const char *root, struct ystrings *ids, struct diag *d);

/* Field parsers that testdata files share: `limits:` and `checker:`. */
/* The word problem.yaml names checker type t by ("tokens", "custom", ...). */
const char *problem_checker_type_name(enum checker_type t);

yfield_parser problem_parse_limits;  /* into struct limits (unset fields stay 0) */
yfield_parser problem_parse_constants; /* into struct problem_constants (empty): a map of
					  names to a scalar, or to a map of a value and its
					  variants */

/* Releases what c owns and empties it. */
void problem_constants_fini(struct problem_constants *c);

/* The constant named name (len bytes of it) in c, or NULL. */
const struct problem_constant *problem_constant_find(const struct problem_constants *c,
						     const char *name, size_t len);
yfield_parser problem_parse_checker; /* into struct checker_spec (initialised) */

#endif
