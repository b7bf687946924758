/* Measuring and caching this machine's speed. */
#include "calibration.h"

#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

int
calibration_measure(int runs, struct calibration *out, char *err, size_t errlen)
{
	int64_t score[runs > 0 ? runs : 1];
	uint64_t first = speed_run(CALIBRATION_ROUNDS);

	memset(out, 0, sizeof *out);
	calibration_machine(out->machine, sizeof out->machine);
	for (int r = 0; r < runs; r++) {
		int64_t start = thread_cpu_ns();
		uint64_t sum = speed_run(CALIBRATION_ROUNDS);
		int64_t ns = thread_cpu_ns() - start;

		if (sum != first) {
			snprintf(err, errlen, "the reference workload gave two results: this "
				 "machine does not compute reliably");
			return -1;
		}
		score[r] = (int64_t)(CALIBRATION_ROUNDS * 1e9 / (double)(ns > 0 ? ns : 1) +
				     0.5);
	}
	qsort(score, (size_t)runs, sizeof *score, cmp_i64);
	out->runs = runs;
	out->min = score[0];
	out->max = score[runs - 1];
	out->score = runs % 2 ? score[runs / 2] : (score[runs / 2 - 1] + score[runs / 2]) / 2;
	return 0;
}

/* The cache file of machine, into path. */
static void
cache_path(const char *machine, char *path, size_t len)
{
	snprintf(path, len, "%s/calibration/%016llx", compile_cache_dir(),
		 (unsigned long long)XXH64(machine, strlen(machine), 0));
}

int
calibration_load(struct calibration *out, char *err, size_t errlen)
{
	char path[PATH_MAX], line[640], machine[512];
	struct calibration c = {0};
	int fields = 0;

	calibration_machine(machine, sizeof machine);
	cache_path(machine, path, sizeof path);
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
	}
	fclose(f);
	/* A file for another machine (a hash collision) or a broken one: measured anew. */
	if (fields != 5 || strcmp(c.machine, machine) || c.score <= 0)
		return 0;
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
	cache_path(c->machine, path, sizeof path);
	FILE *f = fs_create(path, &a);

	if (!f) {
		snprintf(err, errlen, "%s: %s", path, strerror(errno));
		return -1;
	}
	fprintf(f, "machine: %s\nscore: %" PRId64 "\nmin: %" PRId64 "\nmax: %" PRId64
		"\nruns: %d\n", c->machine, c->score, c->min, c->max, c->runs);
	if (fs_commit(&a) < 0) {
		snprintf(err, errlen, "%s: %s", path, strerror(errno));
		return -1;
	}
	return 0;
}

int
calibration_get(struct calibration *out, char *err, size_t errlen)
{
	int found = calibration_load(out, err, errlen);

	if (found)
		return found < 0 ? -1 : 0;
	if (calibration_measure(CALIBRATION_RUNS, out, err, errlen) < 0)
		return -1;
	return calibration_store(out, err, errlen);
}
