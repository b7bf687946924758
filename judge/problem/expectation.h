/*
 * What each submission of a problem is expected to do, decided in one place
 * for problems in the judge's format and for packages alike: the folders of
 * submissions/ (accepted, wrong_answer, ...: their default rules) and a
 * current-format package's submissions/submissions.yaml become rules, each
 * over a set of submissions and a set of cases: on every case a rule covers
 * the verdict must be one it permits, and on at least one its required
 * verdict (and judge message) must appear.  A struct expectation_set owns its
 * rules, submissions and case names; release it with expectation_set_fini().
 * A struct expectation_tally owns its flags (expectation_tally_fini()).
 */
#ifndef JUDGE_EXPECTATION_H
#define JUDGE_EXPECTATION_H

#include <stdbool.h>
#include <stddef.h>

#include "base/diag.h"
#include "base/verdict.h"
#include "language.h"
#include "problem.h"
#include "score_range.h"
#include "testdata.h"

/* A set of verdicts: bit v for enum verdict v. */
#define EXPECTATION_BIT(v) (1u << (v))

/* How a rule bears on a package's time limit (use_for_time_limit). */
enum expectation_time {
	EXPECTATION_TIME_DEFAULT,  /* as its permitted and required sets say */
	EXPECTATION_TIME_NO,       /* false: never */
	EXPECTATION_TIME_LOWER,    /* lower: bounds the limit from below */
	EXPECTATION_TIME_UPPER,    /* upper: bounds it from above */
};

struct expectation_rule {
	char *submissions;       /* glob on submission paths under submissions/ */
	char *cases;             /* glob on group and case paths under data/, or NULL: all */
	unsigned permitted;      /* verdict bits; every verdict when not given */
	bool permitted_given;
	unsigned required;       /* verdict bits; 0: none required */
	char *message;           /* must appear in a covered case's judge message, or NULL */
	enum expectation_time time;
	char *entrypoint;        /* submissions.yaml's entrypoint (a main file or class), or NULL */
	bool score_given;        /* the submission's score must be in score (all cases only) */
	struct score_range score;
	int line, column;        /* of its key in submissions.yaml; 0 for a default */
};

struct expected_submission {
	char *path;              /* as the judge opens it */
	char *label;             /* "main", or its path under submissions/ */
	bool main;               /* the judge's format's main solution */
	size_t *rules;           /* indexes of the rules that match it */
	size_t nrules;
	const char *entrypoint;  /* its rules' entrypoint (the least, when they differ), or NULL */
};

struct expectation_set {
	char *yaml;              /* submissions.yaml, or NULL when there is none */
	bool package;            /* a package: a run over the memory limit is RTE */
	const char *root;        /* a package's folder, where its submissions must lie
				    (problem_files_root), or NULL; borrowed */
	bool scored;             /* the problem is scored: rules may give a score */
	struct expectation_rule *rules;
	size_t nrules;
	struct expected_submission *subs; /* the main solution first, then by path */
	size_t nsubs;
	char **cases;            /* case names by index (td's), borrowed from nothing */
	size_t ncases;
};

/*
 * Collects the submissions of problem p and what each must do: the main
 * solution (the judge's format); every program (a file whose extension
 * names a language of t, or a folder) in submissions/accepted,
 * wrong_answer, time_limit_exceeded and run_time_error, and in a scored
 * problem partially_accepted (its score range from its first comment); for a package in
 * every folder under submissions/, with the defaults of its format (the
 * current one's add rejected and brute_force) and, in the current format,
 * the rules of submissions.yaml on top.  A submission no rule covers has
 * none (nrules 0).  td (p's cases) names the cases rules cover.  Errors go to d
 * with file, line and column: unknown keys, verdicts that are not AC, WA,
 * TLE or RTE, a score for some cases only, a partially_accepted file
 * without a score (or in a problem that is not scored), rules that leave a
 * case no permitted verdict or a requirement no case can meet, keys not
 * supported yet (score outside a scored problem, a language other than the
 * one its files say); warnings for globs that match nothing and for a
 * submission given different entrypoints.  Returns 0, or -1 when there was
 * any error.
 */
int expectation_set_load(struct expectation_set *s, const struct problem *p,
			 const struct language_table *t, const struct testdata *td, struct diag *d);

/* Releases what s owns.  Safe on a zeroed set. */
void expectation_set_fini(struct expectation_set *s);

/* The verdicts x may get on case i (the intersection of its rules' permitted sets). */
unsigned expectation_permitted(const struct expectation_set *s,
			       const struct expected_submission *x, size_t i);

/*
 * What x is expected to get, in short: the union of its rules' required
 * sets, or else the verdicts it is permitted everywhere ({AC} for an
 * accepted one).  0 for a submission no rule covers.
 */
unsigned expectation_expected(const struct expectation_set *s,
			      const struct expected_submission *x);

/*
 * Whether x's time on case i bounds the time limit: from below (a rule
 * covering i that permits no TLE, or use_for_time_limit: lower), or from
 * above (a rule requiring exactly TLE, or use_for_time_limit: upper); a
 * rule with use_for_time_limit: false never does.
 */
bool expectation_bounds_below(const struct expectation_set *s,
			      const struct expected_submission *x, size_t i);
bool expectation_bounds_above(const struct expectation_set *s,
			      const struct expected_submission *x, size_t i);

/* Whether case i is among those rule r covers. */
bool expectation_covers(const struct expectation_set *s, const struct expectation_rule *r,
			size_t i);

/* What the cases of one submission showed so far. */
struct expectation_tally {
	bool *required_seen;     /* per rule of the submission */
	bool *message_seen;
	bool *failed;            /* per rule: a covered case was not AC */
	bool violated;           /* a case got a verdict its rules do not permit */
	enum verdict bad;        /* ...that verdict (as the expectation reads it) */
	size_t bad_case;         /* ...on that case */
	bool scored;             /* score was observed */
	double score;            /* the submission's score, once judged */
};

/* Starts a tally for x.  Returns 0, or -1 when out of memory. */
int expectation_tally_init(struct expectation_tally *t, const struct expected_submission *x);

void expectation_tally_fini(struct expectation_tally *t);

/* Records that x got verdict v on case i, with judge message msg (or NULL). */
void expectation_observe(const struct expectation_set *s, const struct expected_submission *x,
			 struct expectation_tally *t, size_t i, enum verdict v, const char *msg);

/* Records the score x got once every case was judged. */
void expectation_observe_score(struct expectation_tally *t, double score);

/*
 * Whether later cases can no longer make x's expectation met: a verdict was
 * not permitted, or every requirement is already met.  Judging may then stop
 * at the first case that fails, as a contest system does.
 */
bool expectation_settled(const struct expectation_set *s, const struct expected_submission *x,
			 const struct expectation_tally *t);

/*
 * Whether x met its expectation by t.  When not, note says why: "expected WA
 * or AC, got TLE on 'secret/03'", "expected WA on at least one case, got AC
 * everywhere", "no judge message contains 'overflow'".
 */
bool expectation_met(const struct expectation_set *s, const struct expected_submission *x,
		     const struct expectation_tally *t, char *note, size_t len);

/* Writes the verdicts of set bits into buf as "WA, TLE or AC" (AC last). */
char *expectation_format(unsigned bits, const char *last_word, char *buf, size_t len);

#endif
