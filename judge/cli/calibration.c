/* Measuring and caching this machine's speed. */
#include "calibration.h"

#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>
#include <xxhash.h>

#include "speed.h"
#include "base/fsutil.h"
#include "pipeline/compile.h"

/* Bump when the workload changes: its scores are then another scale. */
#define WORKLOAD_VERSION 1

/* The first "model name" (or "Processor", "cpu model") of /proc/cpuinfo, or "unknown CPU". */
static void
cpu_model(char *buf, size_t len)
{
	static const char *const keys[] = {"model name", "Processor", "cpu model", "cpu"};
	FILE *f = fopen("/proc/cpuinfo", "r");
	char line[512];

	snprintf(buf, len, "unknown CPU");
	for (size_t k = 0; f && k < sizeof keys / sizeof *keys; k++) {
		rewind(f);
		while (fgets(line, sizeof line, f)) {
			char *colon = strchr(line, ':');

			if (strncmp(line, keys[k], strlen(keys[k])) || !colon ||
			    strspn(line + strlen(keys[k]), " \t") != (size_t)(colon - line) -
			    strlen(keys[k]))
				continue;
			colon += 1 + strspn(colon + 1, " \t");
			colon[strcspn(colon, "\n")] = '\0';
			snprintf(buf, len, "%s", colon);
			fclose(f);
			return;
		}
	}
	if (f)
		fclose(f);
}

void
calibration_machine(char *buf, size_t len)
{
	char cpu[256];
	struct utsname u;
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);

	cpu_model(cpu, sizeof cpu);
	if (uname(&u) < 0)
		memset(&u, 0, sizeof u);
	snprintf(buf, len, "workload %d; %s; %ld CPU%s; %s %s %s", WORKLOAD_VERSION, cpu, cpus,
		 cpus == 1 ? "" : "s", u.sysname, u.release, u.machine);
}

static int
cmp_i64(const void *a, const void *b)
{
	int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;

	return (x > y) - (x < y);
}

static int64_t
thread_cpu_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* Times one batch of runs into score[].  Returns 0, or -1 if a result differed. */
static int
measure_batch(int runs, uint64_t want, int64_t *score)
{
	for (int r = 0; r < runs; r++) {
		int64_t start = thread_cpu_ns();
		uint64_t sum = speed_run(CALIBRATION_ROUNDS);
		int64_t ns = thread_cpu_ns() - start;

		if (sum != want)
			return -1;
		score[r] = (int64_t)(CALIBRATION_ROUNDS * 1e9 / (double)(ns > 0 ? ns : 1) + 0.5);
	}
	return 0;
}

static int64_t
median(const int64_t *sorted, int n)
{
	return n % 2 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
}

/*
 * How much a sorted batch varies: (fastest - slowest) / median, leaving out
 * its one fastest and one slowest run when it has five or more (one run
 * interrupted by the rest of the machine says little about the others).
 */
static double
spread(const int64_t *sorted, int n)
{
	int cut = n >= 5;

	return (double)(sorted[n - 1 - cut] - sorted[cut]) / (double)median(sorted, n);
}

bool
calibration_settle_add(struct calibration_settle *s, int64_t *batch, struct calibration *out)
{
	int runs = s->runs;
	size_t used = strlen(s->spreads);

	qsort(batch, (size_t)runs, sizeof *batch, cmp_i64);
	double v = spread(batch, runs);

	snprintf(s->spreads + used, sizeof s->spreads - used, "%s%.1f%%", s->batches ? ", " : "",
		 100 * v);
	s->batches++;
	if (v > CALIBRATION_SPREAD) {
		s->steady = false;
		return false;
	}
	if (s->steady) {
		int64_t a = median(s->last, runs), c = median(batch, runs);
		double apart = (double)(a > c ? a - c : c - a) / (double)(a > c ? a : c);

		if (apart <= CALIBRATION_SPREAD) {
			int64_t both[2 * CALIBRATION_RUNS_MAX];

			memcpy(both, s->last, (size_t)runs * sizeof *both);
			memcpy(both + runs, batch, (size_t)runs * sizeof *both);
			qsort(both, (size_t)(2 * runs), sizeof *both, cmp_i64);
			out->runs = 2 * runs;
			out->batches = s->batches;
			out->min = both[0];
			out->max = both[2 * runs - 1];
			out->score = median(both, 2 * runs);
			return true;
		}
	}
	memcpy(s->last, batch, (size_t)runs * sizeof *batch);
	s->steady = true;
	return false;
}

int
calibration_measure(int runs, struct calibration *out, char *err, size_t errlen)
{
	int64_t batch[CALIBRATION_RUNS_MAX];
	struct calibration_settle s = {.runs = runs};
	uint64_t want = speed_run(CALIBRATION_ROUNDS);

	/* More warming up: the first runs of a process are slower on some machines. */
	for (int w = 1; w < CALIBRATION_WARMUP; w++)
		speed_run(CALIBRATION_ROUNDS);
	memset(out, 0, sizeof *out);
	calibration_machine(out->machine, sizeof out->machine);
	if (runs < 1 || runs > CALIBRATION_RUNS_MAX) {
		snprintf(err, errlen, "a batch has 1 to %d runs, not %d", CALIBRATION_RUNS_MAX, runs);
		return -1;
	}
	while (s.batches < CALIBRATION_BATCHES) {
		if (measure_batch(runs, want, batch) < 0) {
			snprintf(err, errlen, "the reference workload gave two results: this "
				 "machine does not compute reliably");
			return -1;
		}
		if (calibration_settle_add(&s, batch, out)) {
			out->source = CALIBRATION_MEASURED;
			return 0;
		}
	}
	out->noisy = true;
	snprintf(err, errlen, "this machine is too noisy to calibrate: %d batches of %d runs "
		 "varied by %s (a batch may vary by %g%% without its fastest and slowest run, "
		 "and two in a row must agree within it)", CALIBRATION_BATCHES, runs, s.spreads,
		 100 * CALIBRATION_SPREAD);
	return -1;
}

/* The cache file of machine (with suffix: ".noisy" or ""), into path. */
static void
cache_path(const char *machine, const char *suffix, char *path, size_t len)
{
	snprintf(path, len, "%s/calibration/%016llx%s", compile_cache_dir(),
		 (unsigned long long)XXH64(machine, strlen(machine), 0), suffix);
}

int
calibration_load(struct calibration *out, char *err, size_t errlen)
{
	char path[PATH_MAX], line[640], machine[512];
	struct calibration c = {0};
	int fields = 0;

	calibration_machine(machine, sizeof machine);
	cache_path(machine, "", path, sizeof path);
	FILE *f = fopen(path, "r");

	if (!f) {
		if (errno == ENOENT)
			return 0;
		snprintf(err, errlen, "%s: %s", path, strerror(errno));
		return -1;
	}
	while (fgets(line, sizeof line, f)) {
		line[strcspn(line, "\n")] = '\0';
		if (!strncmp(line, "machine: ", 9))
			fields += snprintf(c.machine, sizeof c.machine, "%s", line + 9) > 0;
		else
			fields += sscanf(line, "score: %" SCNd64, &c.score) +
				  sscanf(line, "min: %" SCNd64, &c.min) +
				  sscanf(line, "max: %" SCNd64, &c.max) +
				  sscanf(line, "runs: %d", &c.runs);
		sscanf(line, "batches: %d", &c.batches);
	}
	fclose(f);
	/* A file for another machine (a hash collision) or a broken one: measured anew. */
	if (fields != 5 || strcmp(c.machine, machine) || c.score <= 0 ||
	    c.score > CALIBRATION_SCORE_MAX)
		return 0;
	c.source = CALIBRATION_CACHED;
	*out = c;
	return 1;
}

int
calibration_store(const struct calibration *c, char *err, size_t errlen)
{
	char dir[PATH_MAX], path[PATH_MAX];
	struct fs_atomic a;

	if (compile_cache_check(err, errlen) < 0)
		return -1;
	snprintf(dir, sizeof dir, "%s/calibration", compile_cache_dir());
	if (fs_mkdirs(dir, 0700, err, errlen) < 0)
		return -1;
	cache_path(c->machine, "", path, sizeof path);
	FILE *f = fs_create(path, &a);

	if (!f) {
		snprintf(err, errlen, "%s: %s", path, strerror(errno));
		return -1;
	}
	fprintf(f, "machine: %s\nscore: %" PRId64 "\nmin: %" PRId64 "\nmax: %" PRId64
		"\nruns: %d\nbatches: %d\n", c->machine, c->score, c->min, c->max, c->runs,
		c->batches);
	if (fs_commit(&a) < 0) {
		snprintf(err, errlen, "%s: %s", path, strerror(errno));
		return -1;
	}
	/* Measured: whatever noise an earlier attempt met is past. */
	cache_path(c->machine, ".noisy", path, sizeof path);
	unlink(path);
	return 0;
}

int
calibration_from_env(struct calibration *out, char *err, size_t errlen)
{
	const char *v = getenv("JUDGE_CALIBRATION");
	char *end;

	if (!v || !*v)
		return 0;
	errno = 0;
	long long n = strtoll(v, &end, 10);

	if (errno || *end || end == v || n < 1 || n > CALIBRATION_SCORE_MAX) {
		snprintf(err, errlen, "JUDGE_CALIBRATION: '%.64s' is not a whole number from 1 "
			 "to %d", v, CALIBRATION_SCORE_MAX);
		return -1;
	}
	memset(out, 0, sizeof *out);
	calibration_machine(out->machine, sizeof out->machine);
	out->score = out->min = out->max = n;
	out->source = CALIBRATION_ENV;
	return 1;
}

/*
 * Whether this machine was found too noisy to calibrate less than
 * CALIBRATION_NOISY_SECONDS ago (err then says so), from the note
 * note_noisy() left.
 */
static bool
recently_noisy(char *err, size_t errlen)
{
	char machine[512], path[PATH_MAX], why[1024] = "";
	struct stat st;
	time_t now = time(NULL);

	calibration_machine(machine, sizeof machine);
	cache_path(machine, ".noisy", path, sizeof path);
	FILE *f = fopen(path, "r");

	if (!f)
		return false;
	bool recent = fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) &&
		      now >= st.st_mtime && now - st.st_mtime < CALIBRATION_NOISY_SECONDS &&
		      fgets(why, sizeof why, f);

	fclose(f);
	if (recent)
		snprintf(err, errlen, "%.*s, %llds ago (measured again %d minutes after that, "
			 "or by 'judge calibrate')", (int)strcspn(why, "\n"), why,
			 (long long)(now - st.st_mtime), CALIBRATION_NOISY_SECONDS / 60);
	return recent;
}

/* Leaves why as the note recently_noisy() reads; a note that cannot be written is none. */
static void
note_noisy(const char *why)
{
	char machine[512], path[PATH_MAX], err[256];
	struct fs_atomic a;
	FILE *f;

	calibration_machine(machine, sizeof machine);
	snprintf(path, sizeof path, "%s/calibration", compile_cache_dir());
	if (compile_cache_check(err, sizeof err) < 0 || fs_mkdirs(path, 0700, err, sizeof err) < 0)
		return;
	cache_path(machine, ".noisy", path, sizeof path);
	if ((f = fs_create(path, &a))) {
		fprintf(f, "%s\n", why);
		fs_commit(&a);
	}
}

int
calibration_get(struct calibration *out, char *err, size_t errlen)
{
	int found = calibration_from_env(out, err, errlen);

	if (found)
		return found < 0 ? -2 : 0;
	found = calibration_load(out, err, errlen);
	if (found)
		return found < 0 ? -1 : 0;
	if (recently_noisy(err, errlen))
		return -1;
	if (calibration_measure(CALIBRATION_RUNS, out, err, errlen) < 0) {
		if (out->noisy)
			note_noisy(err);
		return -1;
	}
	return calibration_store(out, err, errlen);
}
