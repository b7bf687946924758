/*
 * judge generate: a problem's data/ made from its generators.yaml, as
 * BAPCtools' bt generate makes it (generate.py's TestCaseRule.generate,
 * DirectoryRule.generate and generate_includes, GeneratorConfig.clean_up),
 * with every program in the sandbox and decisions by content.
 */
#include "generate.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <search.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "base/escape.h"
#include "base/fsutil.h"
#include "case.h"
#include "compile.h"
#include "custom_checker.h"
#include "problem/generated.h"
#include "problem/testdata_tree.h"
#include "validation.h"

/* What a generator or a solution making answers may use (BAPCtools: generator_time 60 s). */
#define GENERATE_CPU_MS 60000
#define GENERATE_WALL_MS 180000
#define GENERATE_MEMORY_BYTES (2LL << 30)
#define GENERATE_OUTPUT_BYTES (1LL << 30)
#define GENERATE_PROCESSES 16
/* The most a generator may leave in its working directory. */
#define GENERATE_TAKE_BYTES (1LL << 30)
/* Other seeds tried by --check-deterministic (BAPCtools' SEED_DEPENDENCY_RETRIES). */
#define SEED_RETRIES 10

/* The folders of data/ whose cases get no answers, and the one whose inputs are invalid. */
static const char *const no_answer_roots[] = {
	"invalid_input", "invalid_answer", "invalid_output", "valid_output", "testing_tool_test",
};

/* The generators of g, compiled to run commands one at a time. */
struct generator_set {
	const struct problem *p;
	const struct generators *g;
	struct custom_checker_set set;
	struct checker_spec *specs;  /* per program of g, type custom (source NULL: unused) */
};

/* One case of generators.yaml on its way. */
struct job {
	const struct gen_case *c;
	size_t index;
	char key[GENERATED_HASH];
	char solution_key[GENERATED_HASH]; /* of the solution its .ans would come from */
	const struct program *generator;
	const struct program *solution;
	bool answers;            /* its folder's cases get answers (not invalid_*...) */
	bool invalid;            /* under data/invalid_input: every input must be rejected */
	bool validate;           /* its input is validated */
	bool up_to_date;
	bool made;               /* staged, ready to be placed */
	bool ans_from_solution;
	bool failed;
	char message[768];
	char warning[512];       /* a note for its rule's line, or "" */
	char stage[PATH_MAX];    /* stage/<index>/: testcase.<ext> */
	struct input_args args;  /* its folder's, for the input validators */
};

/* What one generation shares. */
struct run {
	struct pipeline *pl;
	const struct problem *p;
	const struct generators *g;
	const struct generate_options *o;
	struct generated old;    /* the record as it was */
	struct generated next;   /* the record as it is being written */
	struct generator_set *gens;
	struct custom_checker_set sols;
	struct checker_spec *sol_specs;  /* per case needing a solution (shared by source) */
	struct input_checker *checker;   /* or NULL: no input validators */
	char data[PATH_MAX];
	char stage[PATH_MAX];
	struct job *jobs;
	size_t next_job;
	pthread_mutex_t lock;
	void *known;             /* tsearch tree of the files of data/ made (strings) */
	char **kept;             /* the strings of known */
	size_t nkept;
	struct generate_report *out;
	struct diag *d;
	bool own;                /* the judge's format: data is testdata_tree's tree of
				    testdata/<id>/, written back at the end */
};

static bool
in_list(const char *s, size_t n, const char *const *list, size_t count)
{
	for (size_t i = 0; i < count; i++)
		if (strlen(list[i]) == n && !strncmp(s, list[i], n))
			return true;
	return false;
}

/* The length of path's first component (its folder under data/). */
static size_t
root_len(const char *path)
{
	const char *slash = strchr(path, '/');

	return slash ? (size_t)(slash - path) : strlen(path);
}

/* Adds an item to the report (and tells on_item); -1 when out of memory. */
static int
report(struct run *r, const char *path, enum generate_state state, const char *message,
       int line, int column)
{
	struct generate_report *out = r->out;
	struct generate_item *grown = realloc(out->items, (out->count + 1) * sizeof *grown);

	if (!grown)
		return -1;
	out->items = grown;
	struct generate_item *it = &grown[out->count];

	*it = (struct generate_item){.state = state, .line = line, .column = column};
	if (!(it->path = strdup(path)) || (message && !(it->message = strdup(message)))) {
		free(it->path);
		return -1;
	}
	out->count++;
	out->made += state == GENERATE_MADE;
	out->unchanged += state == GENERATE_UNCHANGED;
	out->up_to_date += state == GENERATE_UP_TO_DATE;
	out->failed += state == GENERATE_FAILED;
	out->planned += state == GENERATE_PLANNED;
	if (r->o->on_item)
		r->o->on_item(r->o->arg, it);
	return 0;
}

static int
cmp_str(const void *a, const void *b)
{
	return strcmp(a, b);
}

/* Marks data/PATH as made, so that the clean-up keeps it. */
static int
keep(struct run *r, const char *path)
{
	if (tfind(path, &r->known, cmp_str))
		return 0;
	char **grown = realloc(r->kept, (r->nkept + 1) * sizeof *grown);
	char *copy = grown ? strdup(path) : NULL;

	if (grown)
		r->kept = grown;
	if (!copy || !tsearch(copy, &r->known, cmp_str)) {
		free(copy);
		return -1;
	}
	r->kept[r->nkept++] = copy;
	return 0;
}

static bool
kept(struct run *r, const char *path)
{
	return tfind(path, &r->known, cmp_str) != NULL;
}

/* The limits a generator or an answering solution runs under. */
static struct limits
run_limits(const struct problem *p, bool solution)
{
	struct limits l = limits_for_case(&p->limits, NULL, NULL);

	l.time_ms = GENERATE_CPU_MS;
	l.wall_ms = GENERATE_WALL_MS;
	if (!solution) {
		l.memory_bytes = GENERATE_MEMORY_BYTES;
		l.output_bytes = GENERATE_OUTPUT_BYTES;
		l.processes = GENERATE_PROCESSES;
	}
	return l;
}

/* How a run that did not end cleanly ended, into msg: "RE (exit code 1): its stderr". */
static void
describe_run(const struct run_result *rr, char *msg, size_t len)
{
	struct case_result cr = {0};

	case_classify(rr, &cr);
	if (cr.verdict == VERDICT_AC)
		snprintf(msg, len, "exit code 0");
	else
		snprintf(msg, len, "%s%s%s%s", verdict_name(cr.verdict), cr.detail[0] ? " (" : "",
			 cr.detail, cr.detail[0] ? ")" : "");
	if (rr->stderr_len) {
		size_t n = strlen(msg);

		snprintf(msg + n, len - n, ": ");
		escape_append(msg, len, rr->stderr_head,
			      rr->stderr_len < sizeof rr->stderr_head ? rr->stderr_len
								      : sizeof rr->stderr_head,
			      200);
	}
}

__attribute__((format(printf, 2, 3))) static int
fail(struct job *j, const char *fmt, ...)
{
	va_list ap;

	if (j->failed)
		return -1;
	va_start(ap, fmt);
	vsnprintf(j->message, sizeof j->message, fmt, ap);
	va_end(ap);
	j->failed = true;
	return -1;
}

/* stage/testcase<ext> into out. */
static void
staged(const struct job *j, int e, char *out, size_t len)
{
	snprintf(out, len, "%s/testcase%s", j->stage, gen_ext_name(e));
}

/* Whether stage/testcase<ext> is there (a link that leads to a file counts). */
static bool
has(const struct job *j, int e)
{
	char path[PATH_MAX];
	struct stat st;

	staged(j, e, path, sizeof path);
	return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* Writes len bytes at data as the file path (replacing it).  Returns 0 or -1. */
static int
write_file(const char *path, const void *data, size_t len)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0644);
	const char *p = data;

	if (fd < 0)
		return -1;
	while (len > 0) {
		ssize_t n = write(fd, p, len);

		if (n < 0) {
			close(fd);
			return -1;
		}
		p += n;
		len -= (size_t)n;
	}
	return close(fd);
}

/* Copies the regular file from into the new file to.  Returns 0 or -1 with errno. */
static int
copy_file(const char *from, const char *to)
{
	char buf[65536];
	int in = open(from, O_RDONLY | O_CLOEXEC), out;
	ssize_t n;

	if (in < 0)
		return -1;
	out = open(to, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0644);
	if (out < 0) {
		close(in);
		return -1;
	}
	while ((n = read(in, buf, sizeof buf)) > 0) {
		for (ssize_t k = 0; k < n;) {
			ssize_t w = write(out, buf + k, (size_t)(n - k));

			if (w < 0) {
				close(in);
				close(out);
				return -1;
			}
			k += w;
		}
	}
	close(in);
	return n < 0 || close(out) < 0 ? -1 : 0;
}

/* Whether the bytes of the files a and b are the same (both regular). */
static bool
same_bytes(const char *a, const char *b)
{
	char ha[GENERATED_HASH], hb[GENERATED_HASH];
	struct stat sa, sb;

	return stat(a, &sa) == 0 && stat(b, &sb) == 0 && sa.st_size == sb.st_size &&
	       generated_hash_file(a, ha) == 0 && generated_hash_file(b, hb) == 0 && !strcmp(ha, hb);
}

int
generator_set_run(struct generator_set *gs, struct sandbox *sb, int program, char *const *args,
		  const char *dir, bool *timeout, char *msg, size_t len)
{
	const struct program *prog = generator_set_program(gs, program);
	char out_path[PATH_MAX], in_path[PATH_MAX];
	struct run_result rr;
	struct stat st;
	int rc = -1, out = -1, take = -1;

	*timeout = false;
	snprintf(out_path, sizeof out_path, "%s/testcase.in_", dir);
	snprintf(in_path, sizeof in_path, "%s/testcase.in", dir);
	if (!prog) {
		snprintf(msg, len, "generator '%s' was not built", gs->g->programs[program].name);
		return -1;
	}
	if (fs_remove_tree(dir) < 0 || mkdir(dir, 0755) < 0) {
		snprintf(msg, len, "cannot make '%s': %s", dir, strerror(errno));
		return -1;
	}
	if ((out = open(out_path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0644)) < 0 ||
	    (take = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0) {
		snprintf(msg, len, "cannot make '%s': %s", out_path, strerror(errno));
		goto out;
	}
	const struct program_run how = {
		.args = args, .stdin_fd = -1, .stdout_fd = out, .take_dir = take,
		.take_max = GENERATE_TAKE_BYTES, .limits = run_limits(gs->p, false),
		.profile = SANDBOX_CHECKER, .cancel_fd = pipeline_cancel_fd(),
	};

	if (program_run(prog, sb, &how, &rr, msg, len) < 0)
		goto out;
	if (rr.outcome == RUN_CANCELLED) {
		snprintf(msg, len, "interrupted");
		goto out;
	}
	rc = 0;
	if (rr.outcome != RUN_EXITED || rr.exit_code != 0) {
		*timeout = rr.outcome == RUN_TIME_CPU || rr.outcome == RUN_TIME_WALL;
		describe_run(&rr, msg, len);
		goto out;
	}
	if (rr.taken_bytes > GENERATE_TAKE_BYTES) {
		snprintf(msg, len, "left %lld bytes of files, over the %lld the judge takes",
			 (long long)rr.taken_bytes, (long long)GENERATE_TAKE_BYTES);
		goto out;
	}
	/* What it wrote to standard output is the input, unless it wrote testcase.in. */
	bool wrote_in = lstat(in_path, &st) == 0;

	if (fstat(out, &st) == 0 && st.st_size > 0) {
		if (!wrote_in && rename(out_path, in_path) < 0) {
			snprintf(msg, len, "cannot rename '%s': %s", out_path, strerror(errno));
			rc = -1;
			goto out;
		}
		wrote_in = true;
	}
	if (!wrote_in) {
		snprintf(msg, len, "wrote no testcase.in and nothing on standard output");
		goto out;
	}
	rc = 1;
out:
	if (out >= 0)
		close(out);
	if (take >= 0)
		close(take);
	unlink(out_path);
	return rc;
}

/* Runs j's command once with seed into dir, as generator_set_run() does. */
static int
run_generator(struct run *r, struct sandbox *sb, const struct job *j, const char *dir,
	      uint32_t seed, bool *timeout, char *msg, size_t len)
{
	const struct gen_case *c = j->c;
	char **args = calloc(c->nargs + 1, sizeof *args);
	int rc = -1;

	if (!args) {
		snprintf(msg, len, "out of memory");
		return -1;
	}
	for (size_t i = 0; i < c->nargs; i++)
		/* {name} is "testcase"; {seed} is there only where the command uses it. */
		if (!(args[i] = generators_expand(c->args[i], seed))) {
			snprintf(msg, len, "out of memory");
			goto out;
		}
	rc = generator_set_run(r->gens, sb, c->program, args, dir, timeout, msg, len);
out:
	for (size_t i = 0; i < c->nargs; i++)
		free(args[i]);
	free(args);
	return rc;
}

/* Removes from dir every file but testcase<ext> of the known extensions. */
static void
keep_known_files(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *e;

	while (d && (e = readdir(d))) {
		bool known = false;

		for (int x = 0; x < GEN_EXT_COUNT && !known; x++)
			known = !strncmp(e->d_name, "testcase", 8) &&
				!strcmp(e->d_name + 8, gen_ext_name(x));
		if (!known && e->d_name[0] != '.') {
			char path[PATH_MAX];

			snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
			fs_remove_tree(path);
		}
	}
	if (d)
		closedir(d);
}

/* Runs j's generator with its retries (seed, seed + 1, ...) into dir.  As run_generator(). */
static int
generate_tries(struct run *r, struct sandbox *sb, const struct job *j, const char *dir,
	       uint32_t seed, char *msg, size_t len)
{
	int tries = j->c->retries > 0 ? j->c->retries : 1, rc = 0;
	bool timeout = false;

	for (int t = 0; t < tries && !timeout; t++) {
		rc = run_generator(r, sb, j, dir, (uint32_t)((seed + (uint32_t)t) % 0x80000000u),
				   &timeout, msg, len);
		if (rc != 0)
			break;
	}
	if (rc == 1)
		keep_known_files(dir);
	return rc;
}

/* The bytes of dir/testcase.in compared with j's staged one: 1 the same, 0 not, -1 none. */
static int
same_input(const struct job *j, const char *dir)
{
	char a[PATH_MAX], b[PATH_MAX];

	staged(j, GEN_EXT_IN, a, sizeof a);
	snprintf(b, sizeof b, "%s/testcase.in", dir);
	if (access(b, F_OK) < 0)
		return -1;
	return same_bytes(a, b);
}

/* Runs the generator again (BAPCtools' _check_deterministic): the same bytes, and seeds matter. */
static int
check_deterministic(struct run *r, struct sandbox *sb, struct job *j)
{
	char dir[PATH_MAX], msg[512];
	int rc;

	snprintf(dir, sizeof dir, "%s.again", j->stage);
	rc = generate_tries(r, sb, j, dir, j->c->seed, msg, sizeof msg);
	if (rc < 0) {
		fs_remove_tree(dir);
		return fail(j, "%s", msg);
	}
	if (rc == 1 && same_input(j, dir) == 0) {
		fs_remove_tree(dir);
		return fail(j, "generator '%s' is not deterministic: run again, it wrote another "
			    "testcase.in", j->c->command);
	}
	if (rc == 1 && j->c->uses_seed && r->o->check_deterministic) {
		bool depends = false;
		uint32_t s = j->c->seed;

		for (int t = 0; t < SEED_RETRIES && !depends; t++) {
			s = (j->c->seed + 1 + (uint32_t)t) % 0x80000000u;
			if (generate_tries(r, sb, j, dir, s, msg, sizeof msg) != 1)
				break;
			depends = same_input(j, dir) == 0;
		}
		if (!depends)
			snprintf(j->warning, sizeof j->warning, "generator '%s' likely does not "
				 "depend on its seed: seeds %u to %u make the same input",
				 j->c->command, (unsigned)j->c->seed, (unsigned)s);
	}
	fs_remove_tree(dir);
	return 0;
}

/* Whether path names a link to a sibling of the same stem and a known extension. */
static bool
local_link(const char *path, char *target, size_t len)
{
	struct stat st;
	ssize_t n;

	if (lstat(path, &st) < 0 || !S_ISLNK(st.st_mode) ||
	    (n = readlink(path, target, len - 1)) < 0)
		return false;
	target[n] = '\0';
	const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	size_t stem = strcspn(base, ".");

	if (strchr(target, '/') || strncmp(base, target, stem) || target[stem] != '.')
		return false;
	for (int e = 0; e < GEN_EXT_COUNT; e++)
		if (!strcmp(base + stem, gen_ext_name(e)))
			return true;
	return false;
}

/* Whether path (links resolved) is inside the folder dir. */
static bool
inside(const char *dir, const char *path)
{
	char *real = realpath(path, NULL), *top = realpath(dir, NULL);
	size_t n = top ? strlen(top) : 0;
	bool ok = real && top && !strncmp(real, top, n) && real[n] == '/';

	free(real);
	free(top);
	return ok;
}

/* copy: the files of c->copy, each extension's, into the stage. */
static int
copy_files(struct run *r, struct job *j)
{
	bool copied = false;

	for (int e = 0; e < GEN_EXT_COUNT; e++) {
		char from[PATH_MAX], to[PATH_MAX], target[PATH_MAX], dest[PATH_MAX];
		struct stat st;

		snprintf(from, sizeof from, "%s%s", j->c->copy, gen_ext_name(e));
		staged(j, e, to, sizeof to);
		if (lstat(from, &st) < 0)
			continue;
		if (!inside(r->p->dir, from))
			return fail(j, "copy: '%s' is outside the problem's folder", from);
		if (local_link(from, target, sizeof target)) {
			/* A link to a sibling stays a link, to that extension's file. */
			snprintf(dest, sizeof dest, "testcase%s", target + strcspn(target, "."));
			unlink(to);
			if (symlink(dest, to) < 0)
				return fail(j, "cannot link '%s': %s", to, strerror(errno));
			copied = true;
		} else if (stat(from, &st) == 0 && S_ISREG(st.st_mode)) {
			unlink(to);
			if (copy_file(from, to) < 0)
				return fail(j, "cannot copy '%s': %s", from, strerror(errno));
			copied = true;
		}
	}
	if (!copied)
		snprintf(j->warning, sizeof j->warning, "copy: no file '%s.*' to copy", j->c->copy);
	return 0;
}

/* The links of kind "in" or "ans" (in.download: {link: in.statement}) in the stage. */
static int
make_links(struct job *j, const char *kind)
{
	for (int e = 0; e < GEN_TEXT_EXTS; e++) {
		int to = j->c->link[e];
		char path[PATH_MAX], dest[64];

		if (to < 0 || strncmp(gen_ext_name(e) + 1, kind, strlen(kind)) ||
		    gen_ext_name(e)[1 + strlen(kind)] != '.')
			continue;
		if (!has(j, to))
			return fail(j, "%s: {link: %s}: no %s was made", gen_ext_name(e) + 1,
				    gen_ext_name(to) + 1, gen_ext_name(to) + 1);
		staged(j, e, path, sizeof path);
		snprintf(dest, sizeof dest, "testcase%s", gen_ext_name(to));
		unlink(path);
		if (symlink(dest, path) < 0)
			return fail(j, "cannot link '%s': %s", path, strerror(errno));
	}
	return 0;
}

/* Runs j's solution on its staged input, its output the staged .ans. */
static int
answer(struct run *r, struct sandbox *sb, struct job *j)
{
	char in_path[PATH_MAX], ans_path[PATH_MAX], msg[512];
	struct run_result rr;
	int in, out, rc;

	staged(j, GEN_EXT_IN, in_path, sizeof in_path);
	staged(j, GEN_EXT_ANS, ans_path, sizeof ans_path);
	if ((in = open(in_path, O_RDONLY | O_CLOEXEC)) < 0)
		return fail(j, "cannot open '%s': %s", in_path, strerror(errno));
	if ((out = open(ans_path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0644)) < 0) {
		close(in);
		return fail(j, "cannot write '%s': %s", ans_path, strerror(errno));
	}
	const struct program_run how = {
		.stdin_fd = in, .stdout_fd = out, .take_dir = -1,
		.limits = run_limits(r->p, true), .profile = SANDBOX_SOLUTION,
		.cancel_fd = pipeline_cancel_fd(),
	};

	rc = program_run(j->solution, sb, &how, &rr, msg, sizeof msg);
	close(in);
	close(out);
	if (rc < 0)
		return fail(j, "solution: %s", msg);
	if (rr.outcome != RUN_EXITED || rr.exit_code != 0) {
		unlink(ans_path);
		describe_run(&rr, msg, sizeof msg);
		return fail(j, "solution '%s' failed on it: %s", j->c->solution ? j->c->solution
			    : r->p->solution, msg);
	}
	j->ans_from_solution = true;
	return 0;
}

/* Makes j's files in its stage: BAPCtools' generate_from_rule, then validation and answers. */
static void
make_case(struct run *r, struct sandbox *sb, size_t worker, struct job *j)
{
	const struct gen_case *c = j->c;
	const bool interactive = r->p->checker.interactive || r->p->checker.passes > 1;
	char msg[768], path[PATH_MAX];

	if (fs_remove_tree(j->stage) < 0 || mkdir(j->stage, 0755) < 0) {
		fail(j, "cannot make '%s': %s", j->stage, strerror(errno));
		return;
	}
	if (j->generator) {
		int rc = generate_tries(r, sb, j, j->stage, c->seed, msg, sizeof msg);

		if (rc <= 0) {
			fail(j, "generator '%s' %s: %s", c->command, rc < 0 ? "could not run" : "failed",
			     msg);
			return;
		}
	}
	if (c->copy && copy_files(r, j) < 0)
		return;
	for (int e = 0; e < GEN_TEXT_EXTS; e++) {
		if (!c->text[e])
			continue;
		staged(j, e, path, sizeof path);
		unlink(path);
		if (write_file(path, c->text[e], strlen(c->text[e])) < 0) {
			fail(j, "cannot write '%s': %s", path, strerror(errno));
			return;
		}
	}
	if (make_links(j, "in") < 0)
		return;
	bool in = has(j, GEN_EXT_IN);

	if (!in && !(c->sample && ((has(j, GEN_EXT_IN_STATEMENT) && has(j, GEN_EXT_IN_DOWNLOAD)) ||
				   (interactive && has(j, GEN_EXT_INTERACTION) &&
				    has(j, GEN_EXT_IN_DOWNLOAD))))) {
		fail(j, "no .in was made%s", c->sample ? " (nor .in.statement and .in.download)" : "");
		return;
	}
	/* A generator's first run (and each with --check-deterministic) is checked. */
	if (j->generator && in && check_deterministic(r, sb, j) < 0)
		return;
	staged(j, GEN_EXT_IN, path, sizeof path);
	if (in && j->validate && r->checker) {
		struct case_data input = {.path = path};
		int judged;

		judged = input_checker_judge(r->checker, worker, &input, &j->args, msg, sizeof msg);
		if (judged < 0) {
			fail(j, "cannot validate its input: %s", msg);
			return;
		}
		if (j->invalid && judged == 1) {
			fail(j, "its input is accepted by every input validator: an invalid input must "
			     "be rejected");
			return;
		}
		if (!j->invalid && judged == 0) {
			fail(j, "input %s", msg);
			return;
		}
	}
	if (in && j->answers && !has(j, GEN_EXT_ANS)) {
		if (interactive && r->p->format) {
			/* An interactive or multi-pass package's .ans may be empty. */
			staged(j, GEN_EXT_ANS, path, sizeof path);
			if (write_file(path, "", 0) < 0) {
				fail(j, "cannot write '%s': %s", path, strerror(errno));
				return;
			}
		} else if (!j->solution) {
			fail(j, "no .ans was made, and no solution makes one (solution: is empty)");
			return;
		} else if (answer(r, sb, j) < 0) {
			return;
		}
	}
	if (make_links(j, "ans") < 0)
		return;
	if (c->sample && interactive && in && !has(j, GEN_EXT_ANS)) {
		staged(j, GEN_EXT_ANS, path, sizeof path);
		if (write_file(path, "", 0) < 0) {
			fail(j, "cannot write '%s': %s", path, strerror(errno));
			return;
		}
	}
	j->made = true;
}

struct worker_arg {
	struct run *r;
	size_t slot;
	struct sandbox *sb;
	pthread_t thread;
};

static void *
worker_main(void *arg)
{
	struct worker_arg *w = arg;
	struct run *r = w->r;

	for (;;) {
		pthread_mutex_lock(&r->lock);
		size_t i = r->next_job;

		while (i < r->g->ncases && (r->jobs[i].up_to_date || r->jobs[i].failed ||
					    r->jobs[i].c->same_as >= 0))
			i++;
		r->next_job = i + 1;
		pthread_mutex_unlock(&r->lock);
		if (i >= r->g->ncases || pipeline_interrupted())
			break;
		make_case(r, w->sb, w->slot, &r->jobs[i]);
	}
	return NULL;
}

/* Makes every job that needs it, on the pipeline's sandboxes at once. */
static void
make_all(struct run *r)
{
	size_t nsb;
	struct sandbox *const *sbs = pipeline_sandboxes(r->pl, &nsb);
	struct worker_arg *ws = calloc(nsb, sizeof *ws);
	size_t started = 0;

	if (!ws) {
		struct worker_arg one = {r, 0, sbs[0], 0};

		worker_main(&one);
		return;
	}
	for (size_t i = 0; i < nsb; i++)
		ws[i] = (struct worker_arg){.r = r, .slot = i, .sb = sbs[i]};
	for (size_t i = 1; i < nsb; i++)
		if (pthread_create(&ws[i].thread, NULL, worker_main, &ws[i]) == 0)
			started = i;
		else
			break;
	worker_main(&ws[0]);
	for (size_t i = 1; i <= started; i++)
		pthread_join(ws[i].thread, NULL);
	free(ws);
}

/* Moves data/REL (a file or a folder) into the trash, naming it in the report. */
static int
remove_unknown(struct run *r, const char *rel)
{
	char path[PATH_MAX], to[PATH_MAX + 64], err[512];
	struct generate_report *out = r->out;
	char **grown = realloc(out->removed, (out->nremoved + 1) * sizeof *grown);

	if (!grown)
		return -1;
	out->removed = grown;
	if (!(out->removed[out->nremoved] = strdup(rel)))
		return -1;
	out->nremoved++;
	if (r->o->dry_run)
		return 0;
	snprintf(path, sizeof path, "%s/%s", r->data, rel);
	if (!out->trash[0]) {
		char dir[PATH_MAX];

		if (compile_cache_subdir("generate-trash", dir, sizeof dir, err, sizeof err) < 0)
			return -1;
		snprintf(out->trash, sizeof out->trash, "%s/%s-%lld-%d", dir, r->p->id,
			 (long long)time(NULL), (int)getpid());
	}
	snprintf(to, sizeof to, "%s/%s", out->trash, rel);
	char *slash = strrchr(to, '/');

	*slash = '\0';
	if (fs_mkdirs(to, 0700, err, sizeof err) < 0)
		return -1;
	*slash = '/';
	/*
	 * A copy first: the cache may be on another file system.  A link is only
	 * removed: what it points to (anywhere) is not copied.
	 */
	struct stat st;

	if (lstat(path, &st) == 0 && !S_ISLNK(st.st_mode) &&
	    fs_copy(r->data, path, to, err, sizeof err) < 0 && errno != ENOENT)
		return -1;
	return fs_remove_tree(path);
}

static int
not_dot(const struct dirent *e)
{
	return strcmp(e->d_name, ".") && strcmp(e->d_name, "..");
}

/* The clean-up: every file of data/ (under rel) no rule made is removed. */
static int
clean_up(struct run *r, const char *rel)
{
	char path[PATH_MAX];
	struct dirent **names;
	int n, rc = 0;

	snprintf(path, sizeof path, "%s%s%s", r->data, *rel ? "/" : "", rel);
	if ((n = scandir(path, &names, not_dot, alphasort)) < 0)
		return errno == ENOENT ? 0 : -1;
	for (int i = 0; i < n; i++) {
		char sub[PATH_MAX], full[PATH_MAX];
		struct stat st;
		bool dir = false;

		snprintf(sub, sizeof sub, "%s%s%s", rel, *rel ? "/" : "", names[i]->d_name);
		snprintf(full, sizeof full, "%s/%s", r->data, sub);
		if (lstat(full, &st) == 0 && S_ISDIR(st.st_mode)) {
			for (size_t k = 0; k < r->g->ndirs && !dir; k++)
				dir = !strcmp(r->g->dirs[k].path, sub);
			if (rc == 0)
				rc = dir ? clean_up(r, sub) : remove_unknown(r, sub);
		} else if (rc == 0 && !kept(r, sub)) {
			rc = remove_unknown(r, sub);
		}
		free(names[i]);
	}
	free(names);
	return rc;
}

/* The path of data/ file rel from the folder of data/ file from: "../sample/1.in". */
static void
relative(const char *from, const char *rel, char *out, size_t len)
{
	size_t common = 0, ups = 0;

	/* The longest common prefix of folders. */
	for (size_t i = 0; from[i] && from[i] == rel[i]; i++)
		if (from[i] == '/')
			common = i + 1;
	for (const char *s = from + common; *s; s++)
		ups += *s == '/';
	out[0] = '\0';
	for (size_t i = 0; i < ups; i++)
		snprintf(out + strlen(out), len - strlen(out), "../");
	snprintf(out + strlen(out), len - strlen(out), "%s", rel + common);
}

/* Puts a link data/REL -> target, unless it is that link already.  1 made, 0 kept, -1. */
static int
put_link(struct run *r, const char *rel, const char *target)
{
	char path[PATH_MAX], now[PATH_MAX];
	ssize_t n;

	snprintf(path, sizeof path, "%s/%s", r->data, rel);
	n = readlink(path, now, sizeof now - 1);
	if (n >= 0) {
		now[n] = '\0';
		if (!strcmp(now, target))
			return 0;
	}
	if (fs_remove_tree(path) < 0 || symlink(target, path) < 0)
		return -1;
	return 1;
}

/* Puts the staged file from as data/REL, unless it holds the same bytes.  1 written, 0 kept. */
static int
put_file(struct run *r, const char *from, const char *rel)
{
	char path[PATH_MAX];
	struct stat st;
	struct fs_atomic a;

	snprintf(path, sizeof path, "%s/%s", r->data, rel);
	if (lstat(path, &st) == 0 && S_ISREG(st.st_mode) && same_bytes(from, path))
		return 0;
	if (lstat(path, &st) == 0 && (S_ISLNK(st.st_mode) || S_ISDIR(st.st_mode)) &&
	    fs_remove_tree(path) < 0)
		return -1;
	FILE *f = fs_create(path, &a), *in = f ? fopen(from, "rb") : NULL;
	char buf[65536];
	size_t n;

	if (!in) {
		if (f)
			fs_abort(&a);
		return -1;
	}
	while ((n = fread(buf, 1, sizeof buf, in)) > 0)
		fwrite(buf, 1, n, f);
	bool bad = ferror(in);

	fclose(in);
	if (bad) {
		fs_abort(&a);
		return -1;
	}
	return fs_commit(&a) < 0 ? -1 : 1;
}

/*
 * Places j's staged files as data/<path><ext> (BAPCtools' copy_generated):
 * the same bytes are left alone, others written, extensions it no longer has
 * removed.  Fills rec's files.  Returns 1 when a file changed, 0 when none
 * did, -1 with j failed.
 */
static int
place(struct run *r, struct job *j, struct generated_case *rec)
{
	int changed = 0;

	for (int e = 0; e < GEN_EXT_COUNT; e++) {
		char from[PATH_MAX], rel[PATH_MAX], target[PATH_MAX], link[PATH_MAX], full[PATH_MAX];
		struct stat st;
		int rc = 0;

		/* The judge's format keeps a case's input and answer; its yaml: is its entry's. */
		if (r->own && e != GEN_EXT_IN && e != GEN_EXT_ANS)
			continue;
		staged(j, e, from, sizeof from);
		snprintf(rel, sizeof rel, "%s%s", j->c->path, gen_ext_name(e));
		snprintf(full, sizeof full, "%s/%s", r->data, rel);
		if (local_link(from, target, sizeof target)) {
			/* testcase.in.download -> testcase.in.statement: to this case's file. */
			const char *base = strrchr(j->c->path, '/') ? strrchr(j->c->path, '/') + 1
								    : j->c->path;

			snprintf(link, sizeof link, "%s%s", base, target + strcspn(target, "."));
			rc = put_link(r, rel, link);
			if (!(rec->files[e].link = strdup(link)))
				rc = -1;
		} else if (lstat(from, &st) == 0 && S_ISREG(st.st_mode)) {
			rc = put_file(r, from, rel);
			if (rc >= 0 && generated_hash_file(from, rec->files[e].hash) < 0)
				rc = -1;
		} else if (lstat(full, &st) == 0) {
			rc = fs_remove_tree(full) < 0 ? -1 : 1;
			continue;
		} else {
			continue;
		}
		if (rc < 0 || keep(r, rel) < 0)
			return fail(j, "cannot write '%s': %s", full, strerror(errno));
		changed |= rc;
	}
	return changed;
}

/*
 * Links data/<dst><ext> to the files of case src that were made (BAPCtools'
 * TestCaseRule.link), removing the others: a count: repeat, an include.
 * Fills rec's files.  Returns 1 when a link changed, 0, or -1 with errno.
 */
static int
link_case(struct run *r, const char *src, const char *dst, struct generated_case *rec)
{
	int changed = 0;

	for (int e = 0; e < GEN_EXT_COUNT; e++) {
		char from[PATH_MAX], rel[PATH_MAX], full[PATH_MAX], target[PATH_MAX];
		struct stat st;
		int rc;

		snprintf(from, sizeof from, "%s%s", src, gen_ext_name(e));
		snprintf(rel, sizeof rel, "%s%s", dst, gen_ext_name(e));
		snprintf(full, sizeof full, "%s/%s", r->data, from);
		if (kept(r, from) && stat(full, &st) == 0 && S_ISREG(st.st_mode)) {
			relative(rel, from, target, sizeof target);
			if ((rc = put_link(r, rel, target)) < 0 || keep(r, rel) < 0 ||
			    !(rec->files[e].link = strdup(target)))
				return -1;
			changed |= rc;
		} else {
			snprintf(full, sizeof full, "%s/%s", r->data, rel);
			if (lstat(full, &st) == 0) {
				if (fs_remove_tree(full) < 0)
					return -1;
				changed = 1;
			}
		}
	}
	return changed;
}

/*
 * Copies into data/<dst><ext> the files of case src (a rule that repeats an
 * earlier one without count:, BAPCtools' copy_generated of the same cache):
 * links to a sibling stay links.  Returns 1 when a file changed, 0, or -1.
 */
static int
copy_case(struct run *r, const char *src, const char *dst, struct generated_case *rec)
{
	int changed = 0;
	const char *sbase = strrchr(src, '/') ? strrchr(src, '/') + 1 : src;
	const char *dbase = strrchr(dst, '/') ? strrchr(dst, '/') + 1 : dst;

	for (int e = 0; e < GEN_EXT_COUNT; e++) {
		char from[PATH_MAX], rel[PATH_MAX], full[PATH_MAX], target[PATH_MAX], link[PATH_MAX];
		struct stat st;
		int rc;

		snprintf(from, sizeof from, "%s/%s%s", r->data, src, gen_ext_name(e));
		snprintf(rel, sizeof rel, "%s%s", dst, gen_ext_name(e));
		snprintf(full, sizeof full, "%s/%s", r->data, rel);
		if (!kept(r, from + strlen(r->data) + 1)) {
			if (lstat(full, &st) == 0) {
				if (fs_remove_tree(full) < 0)
					return -1;
				changed = 1;
			}
			continue;
		}
		if (local_link(from, target, sizeof target) &&
		    !strncmp(target, sbase, strlen(sbase))) {
			snprintf(link, sizeof link, "%s%s", dbase, target + strlen(sbase));
			rc = put_link(r, rel, link);
			if (rc >= 0 && !(rec->files[e].link = strdup(link)))
				rc = -1;
		} else {
			rc = put_file(r, from, rel);
			if (rc >= 0 && generated_hash_file(from, rec->files[e].hash) < 0)
				rc = -1;
		}
		if (rc < 0 || keep(r, rel) < 0)
			return -1;
		changed |= rc;
	}
	return changed;
}

/* The record's files of rec, kept as they are (an up-to-date or a failed case). */
static int
keep_recorded(struct run *r, const struct generated_case *rec)
{
	for (int e = 0; e < GEN_EXT_COUNT; e++) {
		char rel[PATH_MAX];

		snprintf(rel, sizeof rel, "%s%s", rec->path, gen_ext_name(e));
		if ((rec->files[e].link || rec->files[e].hash[0]) && keep(r, rel) < 0)
			return -1;
	}
	return 0;
}

/* --dry-run: every file of data/ that stands for case path is taken as made. */
static int
keep_existing(struct run *r, const char *path)
{
	for (int e = 0; e < GEN_EXT_COUNT; e++) {
		char rel[PATH_MAX], full[PATH_MAX];
		struct stat st;

		snprintf(rel, sizeof rel, "%s%s", path, gen_ext_name(e));
		snprintf(full, sizeof full, "%s/%s", r->data, rel);
		if (lstat(full, &st) == 0 && keep(r, rel) < 0)
			return -1;
	}
	return 0;
}

/* A folder of data/: made, its test_group.yaml written or removed (DirectoryRule.generate). */
static int
place_dir(struct run *r, const struct gen_dir *d)
{
	char path[PATH_MAX], rel[PATH_MAX], err[512], hash[GENERATED_HASH] = "";
	struct stat st;

	snprintf(path, sizeof path, "%s%s%s", r->data, *d->path ? "/" : "", d->path);
	snprintf(rel, sizeof rel, "%s%stest_group.yaml", d->path, *d->path ? "/" : "");
	if (r->o->dry_run)
		return d->test_group ? keep(r, rel) : 0;
	if (lstat(path, &st) == 0 && !S_ISDIR(st.st_mode) && fs_remove_tree(path) < 0)
		return -1;
	if (fs_mkdirs(path, 0755, err, sizeof err) < 0)
		return -1;
	snprintf(path + strlen(path), sizeof path - strlen(path), "/test_group.yaml");
	if (d->test_group) {
		size_t len = strlen(d->test_group);
		char now[GENERATED_HASH];

		generated_hash(d->test_group, len, hash);
		if (lstat(path, &st) < 0 || !S_ISREG(st.st_mode) ||
		    generated_hash_file(path, now) < 0 || strcmp(now, hash)) {
			struct fs_atomic a;
			FILE *f;

			if (lstat(path, &st) == 0 && fs_remove_tree(path) < 0)
				return -1;
			if (!(f = fs_create(path, &a)))
				return -1;
			fwrite(d->test_group, 1, len, f);
			if (fs_commit(&a) < 0)
				return -1;
		}
		if (keep(r, rel) < 0)
			return -1;
	} else if (d->remove_test_group && lstat(path, &st) == 0) {
		if (fs_remove_tree(path) < 0)
			return -1;
	}
	return generated_put_dir(&r->next, d->path, hash);
}

/* Plans job i: its key, programs, and whether it is up to date. */
static int
plan(struct run *r, size_t i, char *err, size_t errlen)
{
	struct job *j = &r->jobs[i];
	const struct gen_case *c = &r->g->cases[i];
	size_t n = root_len(c->path);
	char why[256], dir[PATH_MAX];

	j->c = c;
	j->index = i;
	j->answers = !in_list(c->path, n, no_answer_roots,
			      sizeof no_answer_roots / sizeof *no_answer_roots);
	j->invalid = n == 13 && !strncmp(c->path, "invalid_input", 13);
	if (r->own) {
		/* The judge's format: a folder invalid holds a file's invalid inputs. */
		const char *slash = strrchr(c->path, '/');
		size_t dlen = slash ? (size_t)(slash - c->path) : 0;

		j->invalid = dlen >= 7 && !strncmp(c->path + dlen - 7, "invalid", 7) &&
			     (dlen == 7 || c->path[dlen - 8] == '/');
		j->answers = !j->invalid;
	}
	j->validate = !(n == 17 && !strncmp(c->path, "testing_tool_test", 17));
	snprintf(j->stage, sizeof j->stage, "%s/%zu", r->stage, i);
	if (c->error) {
		fail(j, "%s", c->error);
		return 0;
	}
	snprintf(dir, sizeof dir, "%.*s", strrchr(c->path, '/') ? (int)(strrchr(c->path, '/') - c->path)
								: 0, c->path);
	if (generated_input_args(r->p, r->g, dir, &j->args, r->d) < 0) {
		fail(j, "the input validators' arguments of its folder are not readable");
		return 0;
	}
	if (c->same_as >= 0)
		return 0;
	if (generated_key(r->p, r->g, c, j->key, why, sizeof why) < 0) {
		fail(j, "%s", why);
		return 0;
	}
	const char *solution = c->solution ? c->solution : c->default_solution ? r->p->solution
									     : NULL;

	if (j->answers && solution && generated_solution_key(solution, j->solution_key, why,
							     sizeof why) < 0)
		j->solution_key[0] = '\0';
	const struct generated_case *rec = generated_find(&r->old, c->path);

	j->up_to_date = rec && !strcmp(rec->rule, j->key) &&
			(!rec->solution[0] || !strcmp(rec->solution, j->solution_key)) &&
			generated_compare(r->data, rec, why, sizeof why) == 0 &&
			!(r->o->check_deterministic && c->program >= 0);
	(void)err;
	(void)errlen;
	return 0;
}

/*
 * The folder of the cache holding a generators: entry's files (copied there
 * once, by their key), into dir.  Returns 0, or -1 with err set.
 */
static int
stage_deps(const struct problem *p, const struct gen_program *prog, char *dir, size_t len,
	   char *err, size_t errlen)
{
	char key[GENERATED_HASH], tmp[PATH_MAX + 64];
	struct stat st;
	int fd;

	if (generated_program_key(NULL, prog->deps, prog->ndeps, key, err, errlen) < 0 ||
	    compile_cache_subdir("generators", dir, len, err, errlen) < 0)
		return -1;
	snprintf(dir + strlen(dir), len - strlen(dir), "/%s", key);
	if (stat(dir, &st) == 0)
		return 0;
	if ((fd = fs_dir_create(dir, tmp, sizeof tmp)) < 0) {
		snprintf(err, errlen, "cannot make '%s': %s", dir, strerror(errno));
		return -1;
	}
	close(fd);
	for (size_t i = 0; i < prog->ndeps; i++) {
		char to[PATH_MAX + 320];
		const char *base = strrchr(prog->deps[i], '/') + 1;

		snprintf(to, sizeof to, "%s/%s", tmp, base);
		errno = 0;
		if (!inside(p->dir, prog->deps[i]) || copy_file(prog->deps[i], to) < 0) {
			snprintf(err, errlen, "generator '%s': cannot copy '%s': %s", prog->name,
				 prog->deps[i], errno ? strerror(errno) : "not in the problem's folder");
			fs_dir_remove(tmp);
			return -1;
		}
	}
	if (fs_dir_commit(tmp, dir) < 0) {
		snprintf(err, errlen, "cannot make '%s': %s", dir, strerror(errno));
		return -1;
	}
	return 0;
}

struct generator_set *
generator_set_new(struct pipeline *pl, const struct problem *p, const struct generators *g,
		  const struct language_table *languages, const bool *used, char *err,
		  size_t errlen)
{
	struct generator_set *gs = calloc(1, sizeof *gs);
	size_t nsb, n = 0, ntasks;
	struct sandbox *const *sbs = pipeline_sandboxes(pl, &nsb);
	const struct checker_spec **specs = calloc(g->nprograms + 1, sizeof *specs);
	struct compile_task *tasks = calloc(g->nprograms + 1, sizeof *tasks);
	const struct compile_job job = {.limits = &p->compiler, .cancel_fd = pipeline_cancel_fd()};

	if (!gs || !specs || !tasks || !(gs->specs = calloc(g->nprograms + 1, sizeof *gs->specs))) {
		snprintf(err, errlen, "out of memory");
		goto fail;
	}
	gs->p = p;
	gs->g = g;
	/* A generators: entry's files are copied into a folder of the cache: one program. */
	for (size_t k = 0; k < g->nprograms; k++) {
		const struct gen_program *prog = &g->programs[k];
		struct checker_spec *s = &gs->specs[k];
		char dir[PATH_MAX];

		if (used && !used[k])
			continue;
		s->type = CHECKER_CUSTOM;
		if (prog->ndeps && stage_deps(p, prog, dir, sizeof dir, err, errlen) < 0)
			goto fail;
		if (!prog->ndeps && !inside(p->dir, prog->path)) {
			snprintf(err, errlen, "generator '%s': no file or folder '%s' in the "
				 "problem's folder", prog->name, prog->path);
			goto fail;
		}
		if (!(s->source = strdup(prog->ndeps ? dir : prog->path))) {
			snprintf(err, errlen, "out of memory");
			goto fail;
		}
		specs[n++] = s;
	}
	gs->set.role = "generator";
	gs->set.limits = custom_checker_limits_for(p, true);
	if (custom_checker_set_plan(&gs->set, languages, specs, n, &job, tasks, &ntasks, err,
				    errlen) < 0)
		goto fail;
	for (size_t k = 0; k < g->nprograms; k++)
		if (gs->specs[k].source && g->programs[k].ndeps) {
			const char *first = strrchr(g->programs[k].deps[0], '/') + 1;

			if (custom_checker_set_entry(&gs->set, &gs->specs[k], first) < 0) {
				snprintf(err, errlen, "generator '%s': '%s' is not a source of its "
					 "language", g->programs[k].name, first);
				goto fail;
			}
		}
	compile_all(sbs, nsb, tasks, ntasks);
	if (custom_checker_set_open(&gs->set, tasks, err, errlen) < 0)
		goto fail;
	free(specs);
	free(tasks);
	return gs;
fail:
	free(specs);
	free(tasks);
	generator_set_free(gs);
	return NULL;
}

const struct program *
generator_set_program(const struct generator_set *gs, int program)
{
	if (program < 0 || (size_t)program >= gs->g->nprograms || !gs->specs[program].source)
		return NULL;
	return custom_checker_set_program(&gs->set, &gs->specs[program]);
}

void
generator_set_free(struct generator_set *gs)
{
	if (!gs)
		return;
	custom_checker_set_fini(&gs->set);
	for (size_t k = 0; gs->specs && k < gs->g->nprograms; k++)
		free(gs->specs[k].source);
	free(gs->specs);
	free(gs);
}

/* The programs the jobs to make need: generators, solutions, validators, compiled. */
static int
build(struct run *r, char *err, size_t errlen)
{
	const struct generators *g = r->g;
	size_t nsb, nsol = 0, nt;
	struct sandbox *const *sbs = pipeline_sandboxes(r->pl, &nsb);
	const struct checker_spec **specs = calloc(g->ncases + 1, sizeof *specs);
	struct compile_task *tasks = calloc(g->ncases + 1, sizeof *tasks);
	const struct compile_job job = {.limits = &r->p->compiler, .cancel_fd = pipeline_cancel_fd()};
	bool *used = calloc(g->nprograms + 1, sizeof *used), validate = false;
	int rc = -1;

	r->sol_specs = calloc(g->ncases + 1, sizeof *r->sol_specs);
	if (!specs || !tasks || !used || !r->sol_specs) {
		snprintf(err, errlen, "out of memory");
		goto out;
	}
	for (size_t i = 0; i < g->ncases; i++) {
		const struct job *j = &r->jobs[i];

		if (j->up_to_date || j->failed || j->c->same_as >= 0)
			continue;
		validate |= j->validate;
		if (j->c->program >= 0)
			used[j->c->program] = true;
	}
	if (!(r->gens = generator_set_new(r->pl, r->p, g, r->o->languages, used, err, errlen)))
		goto out;
	for (size_t i = 0; i < g->ncases; i++) {
		const struct job *j = &r->jobs[i];
		const struct gen_case *c = j->c;
		const char *solution = c->solution ? c->solution : c->default_solution
				       ? r->p->solution : NULL;

		if (j->up_to_date || j->failed || c->same_as >= 0 || !j->answers || !solution)
			continue;
		struct checker_spec *s = &r->sol_specs[i];

		s->type = CHECKER_CUSTOM;
		if (!inside(r->p->dir, solution) && strcmp(solution, r->p->solution)) {
			snprintf(err, errlen, "case '%s': no solution '%s' in the problem's folder",
				 c->path, solution);
			goto out;
		}
		if (!(s->source = strdup(solution))) {
			snprintf(err, errlen, "out of memory");
			goto out;
		}
		specs[nsol++] = s;
	}
	r->sols.role = "solution";
	r->sols.limits = custom_checker_limits_for(r->p, true);
	if (custom_checker_set_plan(&r->sols, r->o->languages, specs, nsol, &job, tasks, &nt, err,
				    errlen) < 0)
		goto out;
	compile_all(sbs, nsb, tasks, nt);
	if (custom_checker_set_open(&r->sols, tasks, err, errlen) < 0)
		goto out;
	for (size_t i = 0; i < g->ncases; i++) {
		struct job *j = &r->jobs[i];

		j->generator = generator_set_program(r->gens, j->c->program);
		if (r->sol_specs[i].source)
			j->solution = custom_checker_set_program(&r->sols, &r->sol_specs[i]);
	}
	if (validate && r->p->validators.count &&
	    !(r->checker = input_checker_new(r->pl, r->p, r->o->languages, r->o->no_cache, err,
					     errlen)))
		goto out;
	rc = 0;
out:
	free(specs);
	free(tasks);
	free(used);
	return rc;
}

/* Adds a record entry for a case that was placed. */
static int
record(struct run *r, const struct job *j, struct generated_case *rec)
{
	snprintf(rec->rule, sizeof rec->rule, "%s", j->key);
	if (j->ans_from_solution)
		snprintf(rec->solution, sizeof rec->solution, "%s", j->solution_key);
	return generated_put(&r->next, rec);
}

/* The cases made, placed in generators.yaml's order, folders first (phase one). */
static int
place_all(struct run *r)
{
	const struct generators *g = r->g;

	for (size_t k = 0; k < g->norder; k++) {
		const struct gen_item *it = &g->order[k];

		if (it->dir) {
			if (place_dir(r, &g->dirs[it->index]) < 0) {
				snprintf(r->out->error, sizeof r->out->error,
					 "cannot write the folder '%s' of data/: %s",
					 g->dirs[it->index].path, strerror(errno));
				return -1;
			}
			continue;
		}
		struct job *j = &r->jobs[it->index];
		const struct gen_case *c = j->c;
		const struct generated_case *old = generated_find(&r->old, c->path);
		struct generated_case rec = {.path = c->path};
		enum generate_state state;

		if (c->same_as >= 0)
			continue;
		if (j->up_to_date) {
			if (keep_recorded(r, old) < 0 || generated_put(&r->next, old) < 0)
				return -1;
			state = GENERATE_UP_TO_DATE;
		} else if (r->o->dry_run && !j->failed) {
			if (keep_existing(r, c->path) < 0)
				return -1;
			state = GENERATE_PLANNED;
		} else if (j->failed || !j->made) {
			if (!j->failed)
				fail(j, "interrupted");
			/* A failed case's files stay as they were. */
			if (old && (keep_recorded(r, old) < 0 || generated_put(&r->next, old) < 0))
				return -1;
			state = GENERATE_FAILED;
		} else {
			int changed = place(r, j, &rec);

			if (changed >= 0 && record(r, j, &rec) < 0)
				changed = -1;
			for (int e = 0; e < GEN_EXT_COUNT; e++)
				free(rec.files[e].link);
			state = changed < 0 ? GENERATE_FAILED : changed ? GENERATE_MADE
							      : GENERATE_UNCHANGED;
		}
		if (j->warning[0])
			diag_warning(r->d, g->path, c->line, c->column, "case '%s': %s", c->path,
				     j->warning);
		/* A rule's own errors were reported as generators.yaml was read. */
		if (state == GENERATE_FAILED && !c->error)
			diag_error(r->d, g->path, c->line, c->column, "case '%s': %s", c->path,
				   j->message);
		if (report(r, c->path, state, state == GENERATE_FAILED ? j->message : NULL, c->line,
			   c->column) < 0)
			return -1;
	}
	return 0;
}


/* Whether case path was placed (made or up to date) in this run. */
static bool
placed(struct run *r, const char *path)
{
	const struct generated_case *rec = generated_find(&r->next, path);

	return rec != NULL;
}

/* Phase two: repeats (same_as) and includes, in generators.yaml's order. */
static int
repeat_all(struct run *r)
{
	const struct generators *g = r->g;

	for (size_t k = 0; k < g->norder; k++) {
		const struct gen_item *it = &g->order[k];
		size_t nlinks = it->dir ? g->dirs[it->index].nincludes : 1;

		for (size_t l = 0; l < nlinks; l++) {
			const struct gen_case *c, *src;
			char path[PATH_MAX], msg[768] = "", why[256];
			struct generated_case rec = {0};
			bool linked;
			const struct gen_dir *d = it->dir ? &g->dirs[it->index] : NULL;

			if (d) {
				src = &g->cases[d->includes[l]];
				c = src;
				snprintf(path, sizeof path, "%s%s%s", d->path, *d->path ? "/" : "",
					 strrchr(src->path, '/') ? strrchr(src->path, '/') + 1
								 : src->path);
				linked = true;
			} else {
				c = &g->cases[it->index];
				if (c->same_as < 0 || c->error)
					break;
				src = &g->cases[c->same_as];
				snprintf(path, sizeof path, "%s", c->path);
				linked = c->intended;
			}
			rec.path = path;
			enum generate_state state = GENERATE_UP_TO_DATE;

			if (!placed(r, src->path)) {
				snprintf(msg, sizeof msg, "'%s' was not made", src->path);
				state = r->o->dry_run ? GENERATE_PLANNED : GENERATE_FAILED;
			} else if (r->o->dry_run) {
				const struct generated_case *old = generated_find(&r->old, path);

				state = old && generated_compare(r->data, old, why, sizeof why) == 0
					? GENERATE_UP_TO_DATE : GENERATE_PLANNED;
				if (keep_existing(r, path) < 0)
					return -1;
			} else {
				if (d && r->checker) {
					struct job *j = &r->jobs[d->includes[l]];
					struct input_args args;
					struct case_data input;
					char in[PATH_MAX];
					int judged;

					snprintf(in, sizeof in, "%s/%s.in", r->data, src->path);
					input = (struct case_data){.path = in};
					if (generated_input_args(r->p, g, d->path, &args, r->d) < 0) {
						snprintf(msg, sizeof msg, "the input validators' arguments of "
							 "'%s' are not readable", d->path);
					} else if (j->validate && access(in, F_OK) == 0 &&
						   (judged = input_checker_judge(r->checker, 0, &input,
										 &args, why,
										 sizeof why)) !=
						   (j->invalid ? 0 : 1)) {
						snprintf(msg, sizeof msg, "included '%s': %s", src->path,
							 judged < 0 ? why : j->invalid
							 ? "accepted by every input validator" : why);
					}
					input_args_fini(&args);
				}
				int changed = msg[0] ? -1 : linked ? link_case(r, src->path, path, &rec)
								   : copy_case(r, src->path, path, &rec);

				if (changed < 0 && !msg[0])
					snprintf(msg, sizeof msg, "cannot write it: %s", strerror(errno));
				if (changed >= 0) {
					generated_link_key(src->path, rec.rule);
					if (!linked)
						snprintf(rec.rule, sizeof rec.rule, "%s",
							 generated_find(&r->next, src->path)->rule);
					if (generated_put(&r->next, &rec) < 0)
						return -1;
				}
				state = changed < 0 ? GENERATE_FAILED : changed ? GENERATE_MADE
									: GENERATE_UP_TO_DATE;
			}
			for (int e = 0; e < GEN_EXT_COUNT; e++)
				free(rec.files[e].link);
			if (state == GENERATE_FAILED) {
				const struct generated_case *old = generated_find(&r->old, path);

				diag_error(r->d, g->path, d ? d->line : c->line, d ? d->column : c->column,
					   "case '%s': %s", path, msg);
				if (old && (keep_recorded(r, old) < 0 || generated_put(&r->next, old) < 0))
					return -1;
			}
			if (report(r, path, state, state == GENERATE_FAILED ? msg : NULL,
				   d ? d->line : c->line, d ? d->column : c->column) < 0)
				return -1;
		}
	}
	return 0;
}

int
pipeline_generate(struct pipeline *pl, const struct problem *p, const struct generators *g,
		  const struct generate_options *o, struct diag *d, struct generate_report *out)
{
	struct run r = {.pl = pl, .p = p, .g = g, .o = o, .out = out, .d = d};
	char err[512], dir[PATH_MAX];
	int rc = -1;

	memset(out, 0, sizeof *out);
	r.own = !p->format;
	snprintf(r.data, sizeof r.data, "%s", p->testdata_dir);
	pthread_mutex_init(&r.lock, NULL);
	generated_load(p, &r.old, d);
	if (!(r.jobs = calloc(g->ncases + 1, sizeof *r.jobs))) {
		snprintf(out->error, sizeof out->error, "out of memory");
		goto out;
	}
	if (!o->dry_run || r.own) {
		if (compile_cache_subdir("generate", dir, sizeof dir, err, sizeof err) < 0) {
			snprintf(out->error, sizeof out->error, "%s", err);
			goto out;
		}
		snprintf(r.stage, sizeof r.stage, "%s/%s.XXXXXX", dir, p->id);
		if (!mkdtemp(r.stage)) {
			snprintf(out->error, sizeof out->error, "cannot make '%s': %s", r.stage,
				 strerror(errno));
			r.stage[0] = '\0';
			goto out;
		}
	}
	if (r.own) {
		/* testdata/<id>/ as a tree of cases, compared and written as data/ would be. */
		snprintf(r.data, sizeof r.data, "%s/tree", r.stage);
		if (mkdir(r.data, 0755) < 0) {
			snprintf(out->error, sizeof out->error, "cannot make '%s': %s", r.data,
				 strerror(errno));
			goto out;
		}
		if (testdata_tree_unpack(p, r.data, d) < 0)
			diag_warning(d, p->testdata_dir, 0, 0, "not read whole: its cases are made "
				     "again");
	}
	for (size_t i = 0; i < g->ncases; i++)
		plan(&r, i, err, sizeof err);
	if (!o->dry_run) {
		if (build(&r, err, sizeof err) < 0) {
			snprintf(out->error, sizeof out->error, "%s", err);
			goto out;
		}
		make_all(&r);
		if (pipeline_interrupted()) {
			snprintf(out->error, sizeof out->error, "interrupted");
			goto out;
		}
	}
	if (place_all(&r) < 0 || repeat_all(&r) < 0 || (!r.own && clean_up(&r, "") < 0)) {
		if (!out->error[0])
			snprintf(out->error, sizeof out->error, "cannot write the test data: %s",
				 strerror(errno));
		goto out;
	}
	if (r.own && !o->dry_run) {
		struct ystrings removed = {0};
		size_t errors = d->errors;

		if (testdata_tree_pack(p, g, r.data, &removed, d) < 0) {
			snprintf(out->error, sizeof out->error, "cannot write '%s'", p->testdata_dir);
			ystrings_fini(&removed);
			goto out;
		}
		(void)errors;
		out->removed = removed.items;
		out->nremoved = removed.count;
	}
	if (!o->dry_run && generated_save(p, &r.next, err, sizeof err) < 0) {
		snprintf(out->error, sizeof out->error, "%s", err);
		goto out;
	}
	rc = 0;
out:
	out->judge_error = rc < 0;
	if (r.stage[0])
		fs_remove_tree(r.stage);
	for (size_t i = 0; r.jobs && i < g->ncases; i++)
		input_args_fini(&r.jobs[i].args);
	free(r.jobs);
	input_checker_free(r.checker);
	generator_set_free(r.gens);
	custom_checker_set_fini(&r.sols);
	for (size_t i = 0; r.sol_specs && i < g->ncases; i++)
		free(r.sol_specs[i].source);
	free(r.sol_specs);
	tdestroy(r.known, free);
	free(r.kept);
	generated_fini(&r.old);
	generated_fini(&r.next);
	pthread_mutex_destroy(&r.lock);
	return rc;
}

int
pipeline_generate_clean(const struct problem *p, struct generate_report *out, char *err,
			size_t errlen)
{
	struct generated rec;
	struct diag d;
	char path[PATH_MAX];

	memset(out, 0, sizeof *out);
	diag_init(&d);
	if (!p->format) {
		struct ystrings removed = {0};
		int rc = testdata_tree_clean(p, &removed, &d);

		out->removed = removed.items;
		out->nremoved = removed.count;
		diag_fini(&d);
		generated_path(p, path, sizeof path);
		if (rc < 0 || (unlink(path) < 0 && errno != ENOENT)) {
			snprintf(err, errlen, "cannot clean '%s'", p->testdata_dir);
			return -1;
		}
		return 0;
	}
	generated_load(p, &rec, &d);
	diag_fini(&d);
	for (size_t i = 0; i < rec.count; i++)
		for (int e = 0; e < GEN_EXT_COUNT; e++) {
			const struct generated_file *f = &rec.cases[i].files[e];
			char **grown;

			if (!f->link && !f->hash[0])
				continue;
			snprintf(path, sizeof path, "%s/%s%s", p->testdata_dir, rec.cases[i].path,
				 gen_ext_name(e));
			if (unlink(path) < 0 && errno != ENOENT)
				continue;
			if ((grown = realloc(out->removed, (out->nremoved + 1) * sizeof *grown))) {
				out->removed = grown;
				if ((out->removed[out->nremoved] = strdup(path + strlen(p->testdata_dir) + 1)))
					out->nremoved++;
			}
		}
	for (size_t i = 0; i < rec.ndirs; i++) {
		snprintf(path, sizeof path, "%s/%s%stest_group.yaml", p->testdata_dir, rec.dirs[i],
			 *rec.dirs[i] ? "/" : "");
		if (rec.test_groups[i][0])
			unlink(path);
	}
	/* Folders left empty go, deepest first (longer paths sort after their parents). */
	for (size_t i = rec.ndirs; i-- > 0;) {
		snprintf(path, sizeof path, "%s/%s", p->testdata_dir, rec.dirs[i]);
		if (*rec.dirs[i])
			rmdir(path);
	}
	generated_fini(&rec);
	generated_path(p, path, sizeof path);
	if (unlink(path) < 0 && errno != ENOENT) {
		snprintf(err, errlen, "cannot remove '%s': %s", path, strerror(errno));
		return -1;
	}
	return 0;
}

void
generate_report_fini(struct generate_report *r)
{
	for (size_t i = 0; i < r->count; i++) {
		free(r->items[i].path);
		free(r->items[i].message);
	}
	for (size_t i = 0; i < r->nremoved; i++)
		free(r->removed[i]);
	free(r->items);
	free(r->removed);
	memset(r, 0, sizeof *r);
}
