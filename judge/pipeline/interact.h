/*
 * Interactive runs: the program and the interactor at once, each in a
 * sandbox of its own, each one's output the other's input: through pipes
 * from one to the other, or, when a transcript is to be recorded, through
 * the judge, which relays what each writes to the other and records it.
 * Either way the judge ends the one still running a short grace after the
 * other ended, and notes the order in which they ended.  The verdict rules that order feeds
 * are interact_rule()'s (problems/README.md has the table).  Nothing here
 * owns what it is given.
 */
#ifndef JUDGE_INTERACT_H
#define JUDGE_INTERACT_H

#include <stdbool.h>
#include <stdint.h>

#include "base/verdict.h"
#include "sandbox/sandbox.h"
#include "transcript.h"

/* How long the side still running may take to end once the other has ended. */
#define INTERACT_GRACE_MS 1000

/*
 * Runs one side to its end, in a thread of its own: standard input in_fd,
 * output out_fd, stopped when cancel_fd becomes readable.  Returns nothing:
 * it keeps its own result.
 */
typedef void interact_side_fn(void *arg, int in_fd, int out_fd, int cancel_fd);

struct interact_run {
	interact_side_fn *program, *interactor;
	void *program_arg, *interactor_arg;
	int cancel_fd;           /* the judge's: becomes readable to stop both */
	struct transcript *transcript; /* or NULL: what passed is not recorded */
};

/* The order the two sides ended in. */
struct interact_order {
	bool interactor_first;   /* the interactor ended, or the end of its output was
				    passed to the program, before the end of the
				    program's output was passed to it: it cannot have
				    seen the program end */
	bool program_killed;     /* the judge stopped the program, INTERACT_GRACE_MS after
				    the interactor ended */
	bool interactor_killed;  /* the judge stopped the interactor, INTERACT_GRACE_MS
				    after the program ended */
};

/*
 * Runs both sides, joined or relayed, until both have ended; fills
 * *order.  Returns 0, or -1 with err set when it could not (no pipes, no
 * threads): then neither ran.
 */
int interact_run(const struct interact_run *ir, struct interact_order *order, char *err,
		 size_t errlen);

/* The facts the verdict of an interactive case is decided from. */
struct interact_facts {
	enum verdict program;    /* case_classify()'s verdict of the program's run (AC:
				    it exited with 0), before any killing is counted */
	bool program_sigpipe;    /* it was killed by SIGPIPE */
	bool program_idle;       /* it reached its wall limit using little CPU */
	enum verdict interactor; /* AC, WA or JE, as its protocol says */
	struct interact_order order;
};

/* Whose verdict a case gets, and the detail and message when the rule sets its own. */
struct interact_ruling {
	enum verdict verdict;
	bool by_interactor;      /* with the interactor's detail and message, or the program's */
	const char *detail;      /* or NULL: the side's own */
	const char *message;     /* or NULL: the side's own */
};

/* The verdict rules of an interactive case (pure). */
struct interact_ruling interact_rule(const struct interact_facts *f);

/* Whether a run of usage that reached its wall limit was idle: it used little CPU. */
bool interact_idle(const struct run_usage *usage);

#endif
