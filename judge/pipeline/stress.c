/*
 * judge stress: seeded generator calls, smallest first, judged against a
 * reference until each submission fails; each counterexample then shrunk.
 */
#include "stress.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "base/fsutil.h"
#include "case.h"
#include "compile.h"
#include "generate.h"
#include "problem/generated.h"
#include "shrink.h"
#include "validation.h"

/* Rounds over which the integer arguments grow from 1% to their whole. */
#define RAMP_ROUNDS 100
/* What the reference may use on one input (a brute force may be slow). */
#define REFERENCE_CPU_MS 60000
#define REFERENCE_WALL_MS 180000
/* The largest input or answer stress keeps in memory. */
#define STRESS_TEXT_MAX (64 << 20)
/* Other seeds a generator's smaller arguments are tried with while shrinking. */
#define FRESH_SEEDS 3

/* A generator call: a program of g and its arguments, seed put in. */
struct call {
	const struct gen_case *rule;
	char **argv;             /* NULL-terminated */
	size_t argc;
	uint32_t seed;
	long long *ints;         /* argv[i] as a whole number, where it is one */
	bool *is_int;
};

/* One test of a round. */
struct test {
	size_t t;
	struct call call;
	enum { TEST_JUDGED, TEST_INVALID, TEST_FAILED, TEST_ERROR } state;
	char msg[512];
	char *text, *answer;
	size_t len, alen;
	enum verdict *verdicts;  /* per submission; VERDICT_COUNT when not judged */
};

struct ctx {
	struct pipeline *pl;
	const struct problem *p;
	const struct generators *g;
	const struct stress_options *o;
	struct generator_set *gs;
	struct input_checker *checker; /* or NULL: no validators */
	struct problem_result ref;
	struct problem_result *subs;
	bool *active;
	struct input_args *args;       /* per generator: its folder's */
	char dir[PATH_MAX];            /* where generators run: dir/<worker> */
	struct stress_report *out;
	int64_t start_ns;
	size_t nworkers;
};

static int64_t
now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static void
call_fini(struct call *c)
{
	for (size_t i = 0; c->argv && i < c->argc; i++)
		free(c->argv[i]);
	free(c->argv);
	free(c->ints);
	free(c->is_int);
	memset(c, 0, sizeof *c);
}

/* Whether s is a whole number as written: -?[0-9]+, not too long. */
static bool
whole(const char *s, long long *v)
{
	const char *d = s + (*s == '-');
	size_t n = strlen(d);

	if (!n || n > 17 || strspn(d, "0123456789") != n)
		return false;
	*v = strtoll(s, NULL, 10);
	return true;
}

/*
 * The call of rule with seed, its integer arguments (those written as
 * numbers, not the seed) scaled for round level: a * min(1, (level + 1) /
 * RAMP_ROUNDS), at least 1 in size.  Returns 0, or -1 when out of memory.
 */
static int
make_call(const struct gen_case *rule, uint32_t seed, size_t level, struct call *c)
{
	double f = (double)(level + 1) / RAMP_ROUNDS;

	memset(c, 0, sizeof *c);
	c->rule = rule;
	c->seed = seed;
	c->argc = rule->nargs;
	c->argv = calloc(c->argc + 1, sizeof *c->argv);
	c->ints = calloc(c->argc + 1, sizeof *c->ints);
	c->is_int = calloc(c->argc + 1, sizeof *c->is_int);
	if (!c->argv || !c->ints || !c->is_int)
		return -1;
	for (size_t i = 0; i < c->argc; i++) {
		long long v;

		if (whole(rule->args[i], &v)) {
			long long a = llabs(v), scaled = f >= 1 || a <= 1 ? a : (long long)((double)a * f + 0.5);

			scaled = scaled < 1 && a >= 1 ? 1 : scaled;
			c->ints[i] = v < 0 ? -scaled : scaled;
			c->is_int[i] = true;
			if (asprintf(&c->argv[i], "%lld", c->ints[i]) < 0)
				c->argv[i] = NULL;
		} else {
			c->argv[i] = generators_expand(rule->args[i], seed);
		}
		if (!c->argv[i])
			return -1;
	}
	return 0;
}

/* A copy of c with argument i set to v and the seed seed. */
static int
vary_call(const struct call *c, size_t i, long long v, uint32_t seed, struct call *out)
{
	if (make_call(c->rule, seed, RAMP_ROUNDS, out) < 0)
		return -1;
	for (size_t k = 0; k < c->argc; k++) {
		if (!c->is_int[k])
			continue;
		out->ints[k] = k == i ? v : c->ints[k];
		free(out->argv[k]);
		if (asprintf(&out->argv[k], "%lld", out->ints[k]) < 0) {
			out->argv[k] = NULL;
			return -1;
		}
	}
	return 0;
}

/* The call as a command line: its program and arguments, quoted where need be. */
static char *
call_text(const struct ctx *x, const struct call *c)
{
	char *out = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&out, &len);

	if (!f)
		return NULL;
	fputs(x->g->programs[c->rule->program].name, f);
	for (size_t i = 0; i < c->argc; i++) {
		const char *a = c->argv[i];
		bool plain = *a && strspn(a, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
					    "0123456789-_.,:=/+@%") == strlen(a);

		fputc(' ', f);
		if (plain) {
			fputs(a, f);
			continue;
		}
		fputc('\'', f);
		for (; *a; a++)
			fputs(*a == '\'' ? "'\\''" : (char[2]){*a, 0}, f);
		fputc('\'', f);
	}
	if (fclose(f) != 0) {
		free(out);
		return NULL;
	}
	return out;
}

/* Reads the file at path whole (at most STRESS_TEXT_MAX) into *text.  0, or -1 with errno. */
static int
read_text(const char *path, char **text, size_t *len)
{
	FILE *f = fopen(path, "rb");
	size_t cap = 4096, n = 0, got;
	char *s = malloc(cap + 1);

	if (!f || !s) {
		free(s);
		if (f)
			fclose(f);
		return -1;
	}
	while ((got = fread(s + n, 1, cap - n, f)) > 0) {
		n += got;
		if (n == cap) {
			char *grown = cap < STRESS_TEXT_MAX ? realloc(s, 2 * cap + 1) : NULL;

			if (!grown) {
				free(s);
				fclose(f);
				errno = EFBIG;
				return -1;
			}
			s = grown;
			cap *= 2;
		}
	}
	fclose(f);
	s[n] = '\0';
	*text = s;
	*len = n;
	return 0;
}

/* Runs call on worker's sandbox: its testcase.in into *text.  1, 0 (failed: msg), -1 judge error. */
static int
generate_input(struct ctx *x, size_t worker, const struct call *c, char **text, size_t *len,
	       char *msg, size_t msglen)
{
	size_t nsb;
	struct sandbox *const *sbs = pipeline_sandboxes(x->pl, &nsb);
	char dir[PATH_MAX + 32], in[PATH_MAX + 64];
	bool timeout;
	int rc;

	snprintf(dir, sizeof dir, "%s/%zu", x->dir, worker);
	rc = generator_set_run(x->gs, sbs[worker % nsb], c->rule->program, c->argv, dir, &timeout,
			       msg, msglen);
	if (rc <= 0)
		return rc;
	snprintf(in, sizeof in, "%s/testcase.in", dir);
	if (read_text(in, text, len) < 0) {
		snprintf(msg, msglen, "cannot read '%s': %s", in, strerror(errno));
		return -1;
	}
	return 1;
}

/* A memfd holding the len bytes at text, at its start; -1 with errno. */
static int
memfd_of(const char *text, size_t len)
{
	int fd = memfd_create("judge-stress", MFD_CLOEXEC);

	for (size_t at = 0; fd >= 0 && at < len;) {
		ssize_t n = write(fd, text + at, len - at);

		if (n < 0) {
			close(fd);
			return -1;
		}
		at += (size_t)n;
	}
	if (fd >= 0 && lseek(fd, 0, SEEK_SET) < 0) {
		close(fd);
		return -1;
	}
	return fd;
}

/* Runs the reference on text: its output into *ans.  1, 0 (it failed: msg), -1 judge error. */
static int
answer(struct ctx *x, size_t worker, const char *text, size_t len, char **ans, size_t *alen,
       char *msg, size_t msglen)
{
	size_t nsb;
	struct sandbox *const *sbs = pipeline_sandboxes(x->pl, &nsb);
	int in = memfd_of(text, len), out = memfd_create("judge-stress-answer", MFD_CLOEXEC);
	struct limits l = limits_for_case(&x->p->limits, NULL, NULL);
	struct run_result rr;
	struct stat st;
	int rc = -1;

	l.time_ms = REFERENCE_CPU_MS;
	l.wall_ms = REFERENCE_WALL_MS;
	if (in < 0 || out < 0) {
		snprintf(msg, msglen, "cannot make a buffer: %s", strerror(errno));
		goto out;
	}
	const struct program_run how = {
		.stdin_fd = in, .stdout_fd = out, .take_dir = -1, .limits = l,
		.profile = SANDBOX_SOLUTION, .cancel_fd = pipeline_cancel_fd(),
	};

	if (program_run(&x->ref.program, sbs[worker % nsb], &how, &rr, msg, msglen) < 0)
		goto out;
	if (rr.outcome != RUN_EXITED || rr.exit_code != 0) {
		struct case_result cr = {0};

		case_classify(&rr, &cr);
		snprintf(msg, msglen, "the reference failed: %s%s%s%s", verdict_name(cr.verdict),
			 cr.detail[0] ? " (" : "", cr.detail, cr.detail[0] ? ")" : "");
		rc = rr.outcome == RUN_CANCELLED ? -1 : 0;
		goto out;
	}
	if (fstat(out, &st) < 0 || st.st_size > STRESS_TEXT_MAX ||
	    !(*ans = malloc((size_t)st.st_size + 1))) {
		snprintf(msg, msglen, "cannot keep the reference's answer");
		goto out;
	}
	ssize_t n = pread(out, *ans, (size_t)st.st_size, 0);

	*alen = n > 0 ? (size_t)n : 0;
	(*ans)[*alen] = '\0';
	rc = 1;
out:
	if (in >= 0)
		close(in);
	if (out >= 0)
		close(out);
	return rc;
}

/* Judges submission s on text against ans: its verdict (and output, when asked). */
static enum verdict
judge(struct ctx *x, size_t worker, size_t s, const char *text, size_t len, const char *ans,
      size_t alen, char **output, size_t *olen)
{
	struct testcase tc = {
		.name = "stress", .file = x->g->path, .line = 1, .column = 1,
		.input = {.text = (char *)text, .len = len},
		.output = {.text = (char *)ans, .len = alen},
		.limits = limits_for_case(&x->p->limits, NULL, NULL),
		.checker = &x->p->checker,
	};
	struct case_result cr = {0};

	cr.tc = &tc;
	pipeline_judge_one(x->pl, worker, &x->subs[s], &tc, &cr, output, olen);
	return cr.verdict;
}

/* Whether the validators accept text for generator rule r: 1, 0, or -1 (msg). */
static int
valid(struct ctx *x, size_t worker, size_t r, const char *text, size_t len, char *msg,
      size_t msglen)
{
	const struct case_data input = {.text = (char *)text, .len = len};

	if (!x->checker)
		return 1;
	return input_checker_judge(x->checker, worker, &input, &x->args[r], msg, msglen);
}

/* Index of rule in o->generators. */
static size_t
rule_index(const struct ctx *x, const struct gen_case *rule)
{
	for (size_t i = 0; i < x->o->ngenerators; i++)
		if (x->o->generators[i] == rule)
			return i;
	return 0;
}

/* One test, on worker's sandbox: generate, validate, answer, judge each active submission. */
static void
run_test(struct ctx *x, size_t worker, struct test *t)
{
	int rc = generate_input(x, worker, &t->call, &t->text, &t->len, t->msg, sizeof t->msg);

	if (rc <= 0) {
		t->state = rc < 0 ? TEST_ERROR : TEST_FAILED;
		return;
	}
	rc = valid(x, worker, rule_index(x, t->call.rule), t->text, t->len, t->msg, sizeof t->msg);
	if (rc <= 0) {
		t->state = rc < 0 ? TEST_ERROR : TEST_INVALID;
		return;
	}
	rc = answer(x, worker, t->text, t->len, &t->answer, &t->alen, t->msg, sizeof t->msg);
	if (rc <= 0) {
		t->state = rc < 0 ? TEST_ERROR : TEST_FAILED;
		return;
	}
	for (size_t s = 0; s < x->out->nsubs; s++)
		t->verdicts[s] = x->active[s] ? judge(x, worker, s, t->text, t->len, t->answer, t->alen,
						     NULL, NULL)
					      : VERDICT_COUNT;
	t->state = TEST_JUDGED;
}

struct worker_arg {
	struct ctx *x;
	size_t worker;
	struct test *test;
	pthread_t thread;
	bool started;            /* a thread of its own runs it */
};

static void *
worker_main(void *arg)
{
	struct worker_arg *w = arg;

	run_test(w->x, w->worker, w->test);
	return NULL;
}

/* Copies text into a new string; NULL when out of memory. */
static char *
dup_text(const char *text, size_t len)
{
	char *s = malloc(len + 1);

	if (s) {
		memcpy(s, text, len);
		s[len] = '\0';
	}
	return s;
}

/* Records what test t found; -1 when out of memory. */
static int
take_test(struct ctx *x, struct test *t)
{
	struct stress_report *out = x->out;

	out->tests++;
	if (t->state == TEST_INVALID) {
		out->invalid++;
		return 0;
	}
	if (t->state == TEST_FAILED) {
		if (!out->failed++)
			snprintf(out->first_failure, sizeof out->first_failure, "%s", t->msg);
		return 0;
	}
	for (size_t s = 0; s < out->nsubs; s++) {
		struct stress_submission *sub = &out->subs[s];

		if (t->verdicts[s] == VERDICT_COUNT || !x->active[s])
			continue;
		sub->tests++;
		if (t->verdicts[s] == VERDICT_AC)
			continue;
		struct stress_finding *grown = realloc(sub->findings,
						       (sub->nfindings + 1) * sizeof *grown);

		if (!grown)
			return -1;
		sub->findings = grown;
		struct stress_finding *f = &grown[sub->nfindings++];

		memset(f, 0, sizeof *f);
		f->test = t->t;
		f->found = (struct stress_input){
			.command = call_text(x, &t->call), .seed = t->call.seed,
			.verdict = t->verdicts[s], .text = dup_text(t->text, t->len), .len = t->len,
			.tokens = shrink_tokens(t->text, t->len),
		};
		if (!f->found.command || !f->found.text)
			return -1;
		if (sub->time_to_first_ms < 0)
			sub->time_to_first_ms = (now_ns() - x->start_ns) / 1000000;
		if ((int)sub->nfindings >= x->o->findings)
			x->active[s] = false;
	}
	return 0;
}

/* What a shrinking of submission s's counterexample asks of each candidate. */
struct oracle_arg {
	struct ctx *x;
	size_t s, rule;
	enum verdict verdict;
	bool failed;             /* the judge failed: stop */
};

static int
oracle(void *arg, const char *text, size_t len)
{
	struct oracle_arg *a = arg;
	char msg[512], *ans = NULL;
	size_t alen = 0;
	int rc;

	if (pipeline_interrupted())
		return -1;
	rc = valid(a->x, 0, a->rule, text, len, msg, sizeof msg);
	if (rc == 1)
		rc = answer(a->x, 0, text, len, &ans, &alen, msg, sizeof msg);
	if (rc == 1)
		rc = judge(a->x, 0, a->s, text, len, ans, alen, NULL, NULL) == a->verdict;
	free(ans);
	if (rc < 0)
		a->failed = true;
	return rc;
}

/*
 * The generator's integer arguments towards 0, with the same seed and with
 * fresh ones: each call whose input is smaller and still fails replaces
 * *best (and its input).
 */
static int
shrink_call(struct ctx *x, struct oracle_arg *a, struct shrink_memo *memo, struct call *best,
	    char **text, size_t *len, int64_t deadline, size_t *candidates)
{
	for (size_t i = 0; i < best->argc; i++) {
		for (bool again = best->is_int[i]; again;) {
			long long to[64];
			size_t n = shrink_towards(best->ints[i], to);

			again = false;
			for (size_t k = 0; k < n && !again; k++) {
				for (int f = 0; f <= FRESH_SEEDS && !again; f++) {
					uint32_t seed = (best->seed + (uint32_t)f * 7919u) % 0x80000000u;
					struct call c;
					char *in = NULL, msg[512];
					size_t ilen;
					int rc;

					if (deadline && now_ns() > deadline)
						return 0;
					if (!best->rule->uses_seed && f > 0)
						break;
					if (vary_call(best, i, to[k], seed, &c) < 0) {
						call_fini(&c);
						return -1;
					}
					rc = generate_input(x, 0, &c, &in, &ilen, msg, sizeof msg);
					if (rc < 0) {
						call_fini(&c);
						return -1;
					}
					if (rc == 1 && shrink_compare(in, ilen, *text, *len) < 0 &&
					    shrink_memo_add(memo, in, ilen) == 1) {
						(*candidates)++;
						rc = oracle(a, in, ilen);
						if (rc < 0) {
							free(in);
							call_fini(&c);
							return a->failed ? -1 : 0;
						}
						if (rc == 1) {
							free(*text);
							*text = in;
							*len = ilen;
							in = NULL;
							call_fini(best);
							*best = c;
							memset(&c, 0, sizeof c);
							again = true;
						}
					}
					free(in);
					call_fini(&c);
				}
			}
		}
	}
	return 0;
}

/* Shrinks finding f of submission s; fills f->small.  Returns 0, or -1 when the judge failed. */
static int
shrink_finding(struct ctx *x, size_t s, struct stress_finding *f)
{
	const struct gen_case *rule = NULL;
	struct oracle_arg a = {.x = x, .s = s, .verdict = f->found.verdict};
	struct shrink_memo *memo = shrink_memo_new();
	int64_t start = now_ns();
	int64_t deadline = x->o->shrink_ms ? start + x->o->shrink_ms * 1000000 : 0;
	struct call best;
	char *text = dup_text(f->found.text, f->found.len), msg[512];
	size_t len = f->found.len, candidates = 0;
	struct shrink_result sr = {0};
	int rc = -1;

	/* The rule of the test that found it. */
	rule = x->o->generators[f->test % x->o->ngenerators];
	a.rule = f->test % x->o->ngenerators;
	memset(&best, 0, sizeof best);
	if (!memo || !text ||
	    make_call(rule, f->found.seed, f->test / x->o->ngenerators, &best) < 0)
		goto out;
	shrink_memo_add(memo, text, len);
	if (shrink_call(x, &a, memo, &best, &text, &len, deadline, &candidates) < 0)
		goto out;
	if (shrink_text(text, len, oracle, &a, memo, deadline, &sr) < 0 || a.failed)
		goto out;
	candidates += sr.candidates;
	f->shrunk = true;
	f->candidates = candidates;
	/* A call still makes it if the text passes kept nothing. */
	f->small = (struct stress_input){
		.command = sr.kept ? NULL : call_text(x, &best), .seed = best.seed,
		.verdict = f->found.verdict, .text = sr.text, .len = sr.len,
		.tokens = shrink_tokens(sr.text, sr.len),
	};
	sr.text = NULL;
	if (answer(x, 0, f->small.text, f->small.len, &f->small.answer, &f->small.answer_len, msg,
		   sizeof msg) == 1)
		f->small.verdict = judge(x, 0, s, f->small.text, f->small.len, f->small.answer,
					 f->small.answer_len, &f->small.output,
					 &f->small.output_len);
	f->shrink_ms = (now_ns() - start) / 1000000;
	rc = 0;
out:
	shrink_result_fini(&sr);
	call_fini(&best);
	free(text);
	shrink_memo_free(memo);
	return rc;
}

/* Compiles the reference and the submissions; a submission that cannot run is left out. */
static int
prepare(struct ctx *x)
{
	struct stress_report *out = x->out;

	if (pipeline_prepare(x->pl, x->p, x->o->languages, x->o->reference, &x->ref) != 0) {
		snprintf(out->error, sizeof out->error, "reference '%s': %s", x->o->reference,
			 x->ref.verdict == VERDICT_CE ? "does not compile" : x->ref.message);
		return -1;
	}
	for (size_t s = 0; s < out->nsubs; s++) {
		int rc = pipeline_prepare(x->pl, x->p, x->o->languages, x->o->submissions[s],
					  &x->subs[s]);

		out->subs[s].usable = rc == 0;
		x->active[s] = rc == 0;
		if (rc != 0)
			snprintf(out->subs[s].error, sizeof out->subs[s].error, "%s",
				 x->subs[s].verdict == VERDICT_CE ? "does not compile" : x->subs[s].message);
	}
	return 0;
}

int
pipeline_stress(struct pipeline *pl, const struct problem *p, const struct generators *g,
		const struct stress_options *o, struct stress_report *out)
{
	struct ctx x = {.pl = pl, .p = p, .g = g, .o = o, .out = out};
	size_t nsb;
	bool *used = calloc(g->nprograms + 1, sizeof *used);
	char err[512], cache[PATH_MAX];
	struct diag d;
	int rc = -1;

	memset(out, 0, sizeof *out);
	pipeline_sandboxes(pl, &nsb);
	x.nworkers = nsb;
	x.start_ns = now_ns();
	diag_init(&d);
	out->subs = calloc(o->nsubmissions + 1, sizeof *out->subs);
	x.subs = calloc(o->nsubmissions + 1, sizeof *x.subs);
	x.active = calloc(o->nsubmissions + 1, sizeof *x.active);
	x.args = calloc(o->ngenerators + 1, sizeof *x.args);
	if (!used || !out->subs || !x.subs || !x.active || !x.args) {
		snprintf(out->error, sizeof out->error, "out of memory");
		goto out;
	}
	out->nsubs = o->nsubmissions;
	for (size_t s = 0; s < out->nsubs; s++) {
		out->subs[s].file = strdup(o->submissions[s]);
		out->subs[s].label = strdup(o->labels[s]);
		out->subs[s].time_to_first_ms = -1;
		if (!out->subs[s].file || !out->subs[s].label) {
			snprintf(out->error, sizeof out->error, "out of memory");
			goto out;
		}
	}
	for (size_t i = 0; i < o->ngenerators; i++) {
		const char *path = o->generators[i]->path;
		const char *slash = path ? strrchr(path, '/') : NULL;
		char dir[PATH_MAX];

		used[o->generators[i]->program] = true;
		snprintf(dir, sizeof dir, "%.*s", slash ? (int)(slash - path) : 0, path ? path : "");
		if (generated_input_args(p, g, dir, &x.args[i], &d) < 0) {
			snprintf(out->error, sizeof out->error, "the input validators' arguments of "
				 "'%s' are not readable", dir);
			goto out;
		}
	}
	if (compile_cache_subdir("stress", cache, sizeof cache, err, sizeof err) < 0) {
		snprintf(out->error, sizeof out->error, "%s", err);
		goto out;
	}
	snprintf(x.dir, sizeof x.dir, "%s/%s.XXXXXX", cache, p->id);
	if (!mkdtemp(x.dir)) {
		snprintf(out->error, sizeof out->error, "cannot make '%s': %s", x.dir,
			 strerror(errno));
		x.dir[0] = '\0';
		goto out;
	}
	if (!(x.gs = generator_set_new(pl, p, g, o->languages, used, err, sizeof err))) {
		snprintf(out->error, sizeof out->error, "%s", err);
		goto out;
	}
	if (p->validators.count &&
	    !(x.checker = input_checker_new(pl, p, o->languages, false, err, sizeof err))) {
		snprintf(out->error, sizeof out->error, "%s", err);
		goto out;
	}
	if (prepare(&x) < 0)
		goto out;
	struct test *round = calloc(nsb, sizeof *round);
	struct worker_arg *ws = calloc(nsb, sizeof *ws);

	if (!round || !ws) {
		free(round);
		free(ws);
		snprintf(out->error, sizeof out->error, "out of memory");
		goto out;
	}
	rc = 0;
	for (size_t t = 0; rc == 0 && !pipeline_interrupted();) {
		bool any = false;
		size_t n = 0;

		for (size_t s = 0; s < out->nsubs; s++)
			any |= x.active[s];
		if (!any || (o->count && (long long)t >= o->count) ||
		    (o->time_ms && (now_ns() - x.start_ns) / 1000000 >= o->time_ms))
			break;
		for (; n < nsb && (!o->count || (long long)(t + n) < o->count); n++) {
			struct test *tt = &round[n];

			memset(tt, 0, sizeof *tt);
			tt->t = t + n;
			if (!(tt->verdicts = calloc(out->nsubs + 1, sizeof *tt->verdicts)) ||
			    make_call(o->generators[tt->t % o->ngenerators],
				      (uint32_t)((o->seed + tt->t) % 0x80000000u),
				      tt->t / o->ngenerators, &tt->call) < 0) {
				snprintf(out->error, sizeof out->error, "out of memory");
				rc = -1;
				n++;
				break;
			}
		}
		for (size_t w = 1; rc == 0 && w < n; w++) {
			ws[w] = (struct worker_arg){.x = &x, .worker = w, .test = &round[w]};
			ws[w].started = pthread_create(&ws[w].thread, NULL, worker_main, &ws[w]) == 0;
			if (!ws[w].started)
				run_test(&x, w, &round[w]);
		}
		if (rc == 0)
			run_test(&x, 0, &round[0]);
		for (size_t w = 1; rc == 0 && w < n; w++)
			if (ws[w].started)
				pthread_join(ws[w].thread, NULL);
		/* In test order: the first counterexample is the same whatever -j. */
		for (size_t k = 0; k < n; k++) {
			struct test *tt = &round[k];
			bool wanted = false;

			/* A test after every submission is done counts for nothing. */
			for (size_t s = 0; s < out->nsubs; s++)
				wanted |= x.active[s];
			if (rc == 0 && wanted && tt->state == TEST_ERROR) {
				snprintf(out->error, sizeof out->error, "test %zu: %s", tt->t, tt->msg);
				rc = -1;
			}
			if (rc == 0 && wanted && take_test(&x, tt) < 0) {
				snprintf(out->error, sizeof out->error, "out of memory");
				rc = -1;
			}
			free(tt->text);
			free(tt->answer);
			free(tt->verdicts);
			call_fini(&tt->call);
		}
		t += n;
		if (o->on_round)
			o->on_round(o->arg, out);
	}
	free(round);
	free(ws);
	for (size_t s = 0; rc == 0 && o->shrink && s < out->nsubs; s++)
		for (size_t k = 0; k < out->subs[s].nfindings && !pipeline_interrupted(); k++)
			if (shrink_finding(&x, s, &out->subs[s].findings[k]) < 0) {
				snprintf(out->error, sizeof out->error, "shrinking failed");
				rc = -1;
				break;
			}
	out->complete = rc == 0 && !pipeline_interrupted();
out:
	out->judge_error = rc < 0;
	out->time_ms = (now_ns() - x.start_ns) / 1000000;
	if (x.dir[0])
		fs_remove_tree(x.dir);
	for (size_t s = 0; x.subs && s < out->nsubs; s++)
		problem_result_fini(&x.subs[s]);
	problem_result_fini(&x.ref);
	for (size_t i = 0; x.args && i < o->ngenerators; i++)
		input_args_fini(&x.args[i]);
	input_checker_free(x.checker);
	generator_set_free(x.gs);
	free(x.subs);
	free(x.active);
	free(x.args);
	free(used);
	diag_fini(&d);
	return rc;
}

static void
input_fini(struct stress_input *in)
{
	free(in->command);
	free(in->text);
	free(in->answer);
	free(in->output);
}

void
stress_report_fini(struct stress_report *r)
{
	for (size_t s = 0; s < r->nsubs; s++) {
		struct stress_submission *sub = &r->subs[s];

		for (size_t k = 0; k < sub->nfindings; k++) {
			input_fini(&sub->findings[k].found);
			input_fini(&sub->findings[k].small);
		}
		free(sub->findings);
		free(sub->file);
		free(sub->label);
	}
	free(r->subs);
	memset(r, 0, sizeof *r);
}
