/* Control groups v1 and v2: one reusable group per sandbox for memory, tasks, CPU and killing. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cgroup.h"

/* v1 controller names as they appear in mount options and /proc/self/cgroup. */
static const char *const v1_names[CGROUP_CTL_COUNT] = {
	"memory", "pids", "cpuacct", "freezer", "cpu",
};
/* v2 controllers to enable in the parent's cgroup.subtree_control. */
static const char *const v2_names[CGROUP_CTL_COUNT] = { "memory", "pids", "cpu", NULL, NULL };

__attribute__((format(printf, 3, 4))) static void
warn_line(char *warn, size_t warnlen, const char *fmt, ...)
{
	size_t len = strlen(warn);
	va_list ap;

	if (len + 1 >= warnlen)
		return;
	va_start(ap, fmt);
	vsnprintf(warn + len, warnlen - len, fmt, ap);
	va_end(ap);
	len = strlen(warn);
	if (len + 1 < warnlen) {
		warn[len] = '\n';
		warn[len + 1] = '\0';
	}
}

static int
write_at(int dirfd, const char *file, const char *text)
{
	int fd = openat(dirfd, file, O_WRONLY | O_CLOEXEC);
	ssize_t n;

	if (fd < 0)
		return -1;
	n = write(fd, text, strlen(text));
	close(fd);
	return n == (ssize_t)strlen(text) ? 0 : -1;
}

static int
write_int_at(int dirfd, const char *file, int64_t v)
{
	char buf[32];

	snprintf(buf, sizeof buf, "%" PRId64, v);
	return write_at(dirfd, file, buf);
}

static ssize_t
read_at(int dirfd, const char *file, char *buf, size_t len)
{
	int fd = openat(dirfd, file, O_RDONLY | O_CLOEXEC);
	ssize_t n;

	if (fd < 0)
		return -1;
	n = read(fd, buf, len - 1);
	close(fd);
	buf[n > 0 ? n : 0] = '\0';
	return n;
}

/* Where each per-run file lives. */
static const struct {
	enum cgroup_ctl ctl;
	const char *name;
} files[CGF_COUNT] = {
	[CGF_MEM_USAGE] = { CGROUP_MEMORY, "memory.usage_in_bytes" },
	[CGF_MEM_MAX_USAGE] = { CGROUP_MEMORY, "memory.max_usage_in_bytes" },
	[CGF_MEM_FAILCNT] = { CGROUP_MEMORY, "memory.failcnt" },
	[CGF_MEMSW_FAILCNT] = { CGROUP_MEMORY, "memory.memsw.failcnt" },
	[CGF_OOM_CONTROL] = { CGROUP_MEMORY, "memory.oom_control" },
	[CGF_FORCE_EMPTY] = { CGROUP_MEMORY, "memory.force_empty" },
	[CGF_CPUACCT_USAGE] = { CGROUP_CPU, "cpuacct.usage" },
	[CGF_PIDS_CURRENT] = { CGROUP_PIDS, "pids.current" },
	[CGF_MEM_EVENTS] = { CGROUP_MEMORY, "memory.events" },
	[CGF_CPU_STAT] = { CGROUP_CPU, "cpu.stat" },
};

static int fd_of(const struct cgroup *cg, int c);

/* The kept descriptor of file f, opened read-write if it can be, else read-only. */
static int
file_fd(struct cgroup *cg, enum cgroup_file f)
{
	if (cg->file_fd[f] < 0) {
		int dir = fd_of(cg, files[f].ctl);

		cg->file_fd[f] = openat(dir, files[f].name, O_RDWR | O_CLOEXEC);
		if (cg->file_fd[f] < 0)
			cg->file_fd[f] = openat(dir, files[f].name, O_RDONLY | O_CLOEXEC);
	}
	return cg->file_fd[f];
}

/* Reads file f from the start: kernfs regenerates it for a read at offset 0. */
static ssize_t
file_read(struct cgroup *cg, enum cgroup_file f, char *buf, size_t len)
{
	int fd = file_fd(cg, f);
	ssize_t n = fd < 0 ? -1 : pread(fd, buf, len - 1, 0);

	buf[n > 0 ? n : 0] = '\0';
	return n;
}

static int64_t
file_int(struct cgroup *cg, enum cgroup_file f)
{
	char buf[64];

	if (file_read(cg, f, buf, sizeof buf) <= 0)
		return -1;
	if (!strncmp(buf, "max", 3))
		return INT64_MAX;
	return strtoll(buf, NULL, 10);
}

static int
file_write(struct cgroup *cg, enum cgroup_file f, const char *text)
{
	int fd = file_fd(cg, f);

	return fd >= 0 && pwrite(fd, text, strlen(text), 0) == (ssize_t)strlen(text) ? 0 : -1;
}

/* Finds "key value" in the text of a flat keyed file. */
static int64_t
find_key(const char *buf, const char *key)
{
	size_t klen = strlen(key);

	for (const char *p = buf; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL)
		if (!strncmp(p, key, klen) && p[klen] == ' ')
			return strtoll(p + klen + 1, NULL, 10);
	return -1;
}

static int64_t
file_key(struct cgroup *cg, enum cgroup_file f, const char *key)
{
	char buf[2048];

	if (file_read(cg, f, buf, sizeof buf) <= 0)
		return -1;
	return find_key(buf, key);
}

/* Does the space-separated list contain word? */
static bool
has_word_sp(const char *list, const char *word)
{
	size_t len = strlen(word);

	for (const char *p = list; p && *p; p = strchr(p, ' '), p = p ? p + 1 : NULL)
		if (!strncmp(p, word, len) && (p[len] == ' ' || p[len] == '\0' || p[len] == '\n'))
			return true;
	return false;
}

/* The mount point of the v2 hierarchy (its top group); returns 0 or -1. */
static int
v2_top(char *out, size_t outlen)
{
	char line[4096];
	FILE *f = fopen("/proc/self/mountinfo", "re");
	int rc = -1;

	if (!f)
		return -1;
	while (rc < 0 && fgets(line, sizeof line, f)) {
		char root[PATH_MAX], point[PATH_MAX], fstype[64], *dash = strstr(line, " - ");

		if (dash && sscanf(line, "%*s %*s %*s %4095s %4095s", root, point) == 2 &&
		    sscanf(dash + 3, "%63s", fstype) == 1 && !strcmp(fstype, "cgroup2") &&
		    !strcmp(root, "/") && (size_t)snprintf(out, outlen, "%s", point) < outlen)
			rc = 0;
	}
	fclose(f);
	return rc;
}

/* Does the comma-separated list opts contain word? */
static bool
has_word(const char *opts, const char *word)
{
	size_t len = strlen(word);

	for (const char *p = opts; p; p = strchr(p, ','), p = p ? p + 1 : NULL)
		if (!strncmp(p, word, len) && (p[len] == ',' || p[len] == '\0' || p[len] == '\n'))
			return true;
	return false;
}

/*
 * Finds the directory of this process's own group for a v1 controller (ctl
 * non-NULL) or for v2 (ctl NULL): the mount point from mountinfo joined with
 * the path from /proc/self/cgroup.  Returns 0 or -1.
 */
static int
own_group(const char *ctl, char *out, size_t outlen)
{
	char line[4096], mnt[PATH_MAX] = "", mroot[PATH_MAX] = "", path[PATH_MAX] = "";
	FILE *f = fopen("/proc/self/mountinfo", "re");

	if (!f)
		return -1;
	while (fgets(line, sizeof line, f)) {
		char root[PATH_MAX], point[PATH_MAX], *dash = strstr(line, " - ");
		char fstype[64], source[256], opts[1024];

		if (!dash || sscanf(line, "%*s %*s %*s %4095s %4095s", root, point) != 2 ||
		    sscanf(dash + 3, "%63s %255s %1023s", fstype, source, opts) != 3)
			continue;
		if (ctl ? strcmp(fstype, "cgroup") || !has_word(opts, ctl)
			: strcmp(fstype, "cgroup2"))
			continue;
		snprintf(mnt, sizeof mnt, "%s", point);
		snprintf(mroot, sizeof mroot, "%s", root);
		break;
	}
	fclose(f);
	if (!*mnt)
		return -1;
	f = fopen("/proc/self/cgroup", "re");
	if (!f)
		return -1;
	while (fgets(line, sizeof line, f)) {
		char *c1 = strchr(line, ':'), *c2 = c1 ? strchr(c1 + 1, ':') : NULL;

		if (!c2)
			continue;
		/* "id:controllers:path"; v2 is "0::path". */
		*c1 = *c2 = '\0';
		if (ctl ? !has_word(c1 + 1, ctl) : strcmp(line, "0") || c1[1] != '\0')
			continue;
		c2[strcspn(c2 + 1, "\n") + 1] = '\0';
		snprintf(path, sizeof path, "%s", c2 + 1);
		break;
	}
	fclose(f);
	if (!*path)
		return -1;
	/* A mount of a subtree (a container) shows paths relative to its root. */
	const char *rel = path;
	size_t rlen = strlen(mroot);

	if (strcmp(mroot, "/") && !strncmp(path, mroot, rlen))
		rel = path + rlen;
	if (!strcmp(rel, "/"))
		rel = "";
	if ((size_t)snprintf(out, outlen, "%s%s", mnt, rel) >= outlen)
		return -1;
	return 0;
}

static int kill_listed(int dirfd);

/*
 * Removes the groups of judges that died without cgroup_close() (killed,
 * crashed): judge-PID-N under parent whose PID is gone, by name in parent
 * opened once.  Their tasks died with them (the sandbox's children die with
 * their parent), so rmdir works.
 */
static void
sweep(const char *parent)
{
	DIR *dir = opendir(parent);
	struct dirent *de;

	if (!dir)
		return;
	while ((de = readdir(dir))) {
		int pid;
		unsigned n;

		if (sscanf(de->d_name, "judge-%d-%u", &pid, &n) != 2 || pid <= 0 ||
		    kill(pid, 0) == 0 || errno != ESRCH)
			continue;
		/* Tasks left in it (they should have died with the judge): kill them. */
		if (unlinkat(dirfd(dir), de->d_name, AT_REMOVEDIR) < 0 && errno == EBUSY) {
			int gfd = openat(dirfd(dir), de->d_name,
					 O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);

			if (gfd >= 0) {
				kill_listed(gfd);
				close(gfd);
			}
		}
	}
	closedir(dir);
}

/*
 * Makes dir (or reuses an empty leftover) and opens it and the file that
 * moves a process into it: v1's tasks, where a single-threaded process that
 * moves itself needs no global lock (cgroup.procs takes the threadgroup
 * lock, whose writers wait for an RCU grace period: tens of milliseconds,
 * now and then, in a virtual machine); v2 has only cgroup.procs.
 */
static int
make_group(struct cgroup *cg, int c, const char *parent, const char *name)
{
	sweep(parent);
	if ((size_t)snprintf(cg->dir[c], sizeof cg->dir[c], "%s/%s", parent, name) >=
	    sizeof cg->dir[c])
		return -1;
	if (mkdir(cg->dir[c], 0755) < 0 && errno != EEXIST)
		return -1;
	cg->dirfd[c] = open(cg->dir[c], O_PATH | O_DIRECTORY | O_CLOEXEC);
	if (cg->dirfd[c] < 0)
		return -1;
	cg->procs_fd[c] = openat(cg->dirfd[c], cg->version == 2 ? "cgroup.procs" : "tasks",
				 O_WRONLY | O_CLOEXEC);
	if (cg->procs_fd[c] < 0)
		return -1;
	cg->have[c] = true;
	return 0;
}

static void
drop_group(struct cgroup *cg, int c)
{
	if (cg->procs_fd[c] >= 0)
		close(cg->procs_fd[c]);
	if (cg->dirfd[c] >= 0)
		close(cg->dirfd[c]);
	cg->procs_fd[c] = cg->dirfd[c] = -1;
	if (cg->have[c] || *cg->dir[c])
		rmdir(cg->dir[c]);
	cg->have[c] = false;
	cg->dir[c][0] = '\0';
}

static int
open_v1(struct cgroup *cg, const char *name, char *warn, size_t warnlen)
{
	static const char *const missing[CGROUP_CTL_COUNT] = {
		"memory by RLIMIT_AS, peak of the largest process",
		"processes by RLIMIT_NPROC",
		"CPU time from rusage",
		"leftovers killed by the pid namespace only",
		"a fork bomb competes with the judge for the CPU",
	};
	char parent[PATH_MAX];
	int n = 0;

	for (int c = 0; c < CGROUP_CTL_COUNT; c++) {
		if (own_group(v1_names[c], parent, sizeof parent) < 0) {
			warn_line(warn, warnlen, "cgroup %s: not mounted: %s", v1_names[c],
				  missing[c]);
			continue;
		}
		if (make_group(cg, c, parent, name) < 0) {
			warn_line(warn, warnlen, "cgroup %s: %s: %s", v1_names[c], strerror(errno),
				  missing[c]);
			drop_group(cg, c);
			continue;
		}
		n++;
	}
	if (cg->have[CGROUP_MEMORY]) {
		int fd = openat(cg->dirfd[CGROUP_MEMORY], "memory.memsw.limit_in_bytes",
				O_RDONLY | O_CLOEXEC);

		cg->memsw = fd >= 0;
		if (fd >= 0)
			close(fd);
		/* Charges move with nothing: the child joins before it touches memory. */
		write_at(cg->dirfd[CGROUP_MEMORY], "memory.move_charge_at_immigrate", "0");
	}
	return n ? 0 : -1;
}

/*
 * Enables memory, pids and cpu for the children of the v2 group dir; sets
 * on[] for each that is on, and says in warn (when given) why one is not.
 * Returns how many are on.
 */
static int
delegate(const char *dir, bool *on, char *warn, size_t warnlen)
{
	char avail[256], word[32];
	int pfd = open(dir, O_PATH | O_DIRECTORY | O_CLOEXEC), n = 0;

	if (pfd < 0)
		return 0;
	if (read_at(pfd, "cgroup.controllers", avail, sizeof avail) < 0)
		avail[0] = '\0';
	for (int c = 0; c < CGROUP_FREEZER; c++) {
		on[c] = false;
		if (!has_word_sp(avail, v2_names[c])) {
			if (warn)
				warn_line(warn, warnlen, "cgroup v2 '%s': controller %s not available",
					  dir, v2_names[c]);
			continue;
		}
		snprintf(word, sizeof word, "+%s", v2_names[c]);
		/* EBUSY: the group holds processes and cannot hand controllers down. */
		if (write_at(pfd, "cgroup.subtree_control", word) < 0) {
			if (warn)
				warn_line(warn, warnlen, "cgroup v2 '%s': cannot enable %s: %s", dir,
					  v2_names[c], strerror(errno));
			continue;
		}
		on[c] = true;
		n++;
	}
	close(pfd);
	return n;
}

static int
open_v2(struct cgroup *cg, const char *name, char *warn, size_t warnlen)
{
	char parent[PATH_MAX], top[PATH_MAX];
	bool on[CGROUP_CTL_COUNT] = { false };

	if (own_group(NULL, parent, sizeof parent) < 0)
		return -1;
	/*
	 * Our own group usually holds processes (a login session, a service),
	 * so it cannot hand controllers down.  Root may use a group of its own
	 * under the top of the hierarchy instead, where the controllers are.
	 */
	if (delegate(parent, on, NULL, 0) < CGROUP_FREEZER && geteuid() == 0 &&
	    v2_top(top, sizeof top) == 0) {
		bool alt[CGROUP_CTL_COUNT] = { false };
		char dir[PATH_MAX + 16];

		snprintf(dir, sizeof dir, "%s/judge.sandbox", top);
		delegate(top, alt, NULL, 0);
		if (mkdir(dir, 0755) == 0 || errno == EEXIST) {
			if (delegate(dir, alt, NULL, 0) > (int)on[0] + on[1] + on[2]) {
				snprintf(parent, sizeof parent, "%s", dir);
				memcpy(on, alt, sizeof on);
			} else {
				/* No better: leave nothing behind (fails while others use it). */
				rmdir(dir);
			}
		}
	}
	/* Say why, for the group finally used. */
	delegate(parent, on, warn, warnlen);
	memcpy(cg->have, on, sizeof on);
	bool want[CGROUP_CTL_COUNT];

	memcpy(want, cg->have, sizeof want);
	if (make_group(cg, CGROUP_MEMORY, parent, name) < 0) {
		warn_line(warn, warnlen, "cgroup v2: cannot make '%s': %s", cg->dir[CGROUP_MEMORY],
			  strerror(errno));
		drop_group(cg, CGROUP_MEMORY);
		return -1;
	}
	/* One v2 group serves every controller: share the descriptors of slot 0. */
	for (int c = 1; c < CGROUP_CTL_COUNT; c++)
		memcpy(cg->dir[c], cg->dir[CGROUP_MEMORY], sizeof cg->dir[c]);
	cg->have[CGROUP_PIDS] = want[CGROUP_PIDS];
	/* cpu.stat and cgroup.kill are core files; scheduling as one needs the controller. */
	cg->have[CGROUP_CPU] = cg->have[CGROUP_FREEZER] = true;
	cg->have[CGROUP_SCHED] = want[CGROUP_CPU];
	cg->have[CGROUP_MEMORY] = want[CGROUP_MEMORY];
	if (cg->have[CGROUP_MEMORY]) {
		cg->peak_fd = openat(cg->dirfd[CGROUP_MEMORY], "memory.peak", O_RDWR | O_CLOEXEC);
		cg->peak_reset = cg->peak_fd >= 0 && write(cg->peak_fd, "reset\n", 6) == 6;
		if (!cg->peak_reset)
			warn_line(warn, warnlen, "cgroup v2: memory.peak cannot be reset (kernel "
				  "before 6.12): peak memory is the largest since the sandbox was made");
	}
	return 0;
}

/* An empty struct: no descriptor open, nothing set. */
static void
reset(struct cgroup *cg)
{
	memset(cg, 0, sizeof *cg);
	cg->peak_fd = -1;
	for (int c = 0; c < CGROUP_CTL_COUNT; c++)
		cg->dirfd[c] = cg->procs_fd[c] = -1;
	for (int f = 0; f < CGF_COUNT; f++)
		cg->file_fd[f] = -1;
	cg->memory_limit = cg->pids_limit = -1;
}

int
cgroup_open(struct cgroup *cg, const char *name, int want, char *warn, size_t warnlen)
{
	char path[PATH_MAX];

	reset(cg);
	if (want < 0)
		return -1;
	/* Prefer v1 when it holds the memory controller (hybrid hierarchies). */
	if (want != 2 && own_group("memory", path, sizeof path) == 0) {
		cg->version = 1;
		if (open_v1(cg, name, warn, warnlen) == 0)
			return 0;
	}
	cgroup_close(cg);
	reset(cg);
	if (want != 1) {
		cg->version = 2;
		if (open_v2(cg, name, warn, warnlen) == 0)
			return 0;
	}
	cgroup_close(cg);
	warn_line(warn, warnlen, "no cgroup (needs root or a delegated v2 group)");
	return -1;
}

/* On v2 the slots share one group: only slot 0 owns descriptors. */
static int
fd_of(const struct cgroup *cg, int c)
{
	return cg->version == 2 ? cg->dirfd[CGROUP_MEMORY] : cg->dirfd[c];
}

/*
 * Sets a v1 memory limit.  v1 refuses one below what is charged, and the
 * charges of the last run's processes can outlast them by a moment (their
 * memory is freed after they are reaped): emptied and tried again, for up
 * to 100 ms.  Returns 0, or -1 with errno set.
 */
static int
set_v1_limit(struct cgroup *cg, int mfd, int64_t bytes)
{
	for (int tries = 0;; tries++) {
		if (write_int_at(mfd, "memory.limit_in_bytes", bytes) == 0)
			return 0;
		if (errno != EBUSY || tries == 20)
			return -1;
		file_write(cg, CGF_FORCE_EMPTY, "0");
		usleep(5000);
	}
}

int
cgroup_prepare(struct cgroup *cg, int64_t memory_bytes, int64_t tasks, char *err, size_t errlen)
{
	int mfd = fd_of(cg, CGROUP_MEMORY);

	if (cg->have[CGROUP_MEMORY] && cg->version == 1) {
		/*
		 * Charges left by earlier runs (page cache of files written, slab)
		 * are not this run's: reclaim them when large (a millisecond).  The
		 * small rest (some 0.2 MiB of kernel objects that stay) is counted,
		 * not subtracted: a peak may overstate by that, never understate
		 * what the program touched, since that rest may be freed mid-run.
		 */
		cg->mem_base = file_int(cg, CGF_MEM_USAGE);
		if (cg->mem_base > (4 << 20))
			file_write(cg, CGF_FORCE_EMPTY, "0");
		if (memory_bytes != cg->memory_limit) {
			/* memsw must stay >= the memory limit at every step. */
			bool up = memory_bytes > cg->memory_limit;

			if (cg->memsw && up)
				write_int_at(mfd, "memory.memsw.limit_in_bytes", memory_bytes);
			if (set_v1_limit(cg, mfd, memory_bytes) < 0) {
				snprintf(err, errlen, "cannot set '%s/memory.limit_in_bytes': %s",
					 cg->dir[CGROUP_MEMORY], strerror(errno));
				return -1;
			}
			if (cg->memsw && !up &&
			    write_int_at(mfd, "memory.memsw.limit_in_bytes", memory_bytes) < 0) {
				snprintf(err, errlen, "cannot set '%s/memory.memsw.limit_in_bytes': %s",
					 cg->dir[CGROUP_MEMORY], strerror(errno));
				return -1;
			}
			cg->memory_limit = memory_bytes;
		}
		file_write(cg, CGF_MEM_MAX_USAGE, "0");
		file_write(cg, CGF_MEM_FAILCNT, "0");
		if (cg->memsw)
			file_write(cg, CGF_MEMSW_FAILCNT, "0");
		cg->oom_base = file_key(cg, CGF_OOM_CONTROL, "oom_kill");
	} else if (cg->have[CGROUP_MEMORY]) {
		char buf[1024];

		if (memory_bytes != cg->memory_limit) {
			if (write_int_at(mfd, "memory.max", memory_bytes) < 0) {
				snprintf(err, errlen, "cannot set '%s/memory.max': %s",
					 cg->dir[CGROUP_MEMORY], strerror(errno));
				return -1;
			}
			write_at(mfd, "memory.swap.max", "0");
			cg->memory_limit = memory_bytes;
		}
		if (cg->peak_reset && write(cg->peak_fd, "reset\n", 6) != 6)
			cg->peak_reset = false;
		file_read(cg, CGF_MEM_EVENTS, buf, sizeof buf);
		cg->oom_base = find_key(buf, "oom_kill");
		cg->fail_base = find_key(buf, "max");
	}
	if (cg->have[CGROUP_PIDS] && tasks != cg->pids_limit) {
		if (write_int_at(fd_of(cg, CGROUP_PIDS), "pids.max", tasks) < 0) {
			snprintf(err, errlen, "cannot set '%s/pids.max': %s", cg->dir[CGROUP_PIDS],
				 strerror(errno));
			return -1;
		}
		cg->pids_limit = tasks;
	}
	if (cg->have[CGROUP_CPU]) {
		if (cg->version == 1)
			file_write(cg, CGF_CPUACCT_USAGE, "0");
		else
			cg->cpu_base = file_key(cg, CGF_CPU_STAT, "usage_usec");
	}
	return 0;
}

int
cgroup_attach_self(const struct cgroup *cg)
{
	for (int c = 0; c < CGROUP_CTL_COUNT; c++)
		if (cg->procs_fd[c] >= 0 && write(cg->procs_fd[c], "0", 1) != 1)
			return -1;
	return 0;
}

int64_t
cgroup_cpu_us(struct cgroup *cg)
{
	int64_t v;

	if (!cg->have[CGROUP_CPU])
		return -1;
	if (cg->version == 1) {
		v = file_int(cg, CGF_CPUACCT_USAGE);
		return v < 0 ? -1 : v / 1000;
	}
	v = file_key(cg, CGF_CPU_STAT, "usage_usec");
	return v < 0 ? -1 : v - cg->cpu_base;
}

void
cgroup_usage(struct cgroup *cg, struct cgroup_usage *u)
{
	memset(u, 0, sizeof *u);
	u->cpu_us = cgroup_cpu_us(cg);
	u->memory_peak = -1;
	if (!cg->have[CGROUP_MEMORY])
		return;
	if (cg->version == 1) {
		u->memory_peak = file_int(cg, CGF_MEM_MAX_USAGE);
		u->oom_killed = file_key(cg, CGF_OOM_CONTROL, "oom_kill") > cg->oom_base;
		u->limit_hit = file_int(cg, CGF_MEM_FAILCNT) > 0;
		if (cg->memsw)
			u->limit_hit |= file_int(cg, CGF_MEMSW_FAILCNT) > 0;
	} else {
		char buf[1024];

		if (cg->peak_fd >= 0) {
			ssize_t n = pread(cg->peak_fd, buf, 31, 0);

			buf[n > 0 ? n : 0] = '\0';
			u->memory_peak = n > 0 ? strtoll(buf, NULL, 10) : -1;
		}
		file_read(cg, CGF_MEM_EVENTS, buf, sizeof buf);
		u->oom_killed = find_key(buf, "oom_kill") > cg->oom_base;
		u->limit_hit = find_key(buf, "max") > cg->fail_base;
	}
}

int64_t
cgroup_file_cache(struct cgroup *cg)
{
	char buf[8192];

	/* Opened each time, not kept: it is wanted after few runs. */
	if (!cg->have[CGROUP_MEMORY] || read_at(fd_of(cg, CGROUP_MEMORY), "memory.stat", buf,
						sizeof buf) <= 0)
		return -1;
	/* v1's cache and v2's file both count tmpfs and shared memory, which shmem is. */
	int64_t cache = find_key(buf, cg->version == 1 ? "cache" : "file");
	int64_t shmem = find_key(buf, "shmem");

	if (cache < 0 || shmem < 0)
		return -1;
	return cache > shmem ? cache - shmem : 0;
}

/* Sends SIGKILL to every pid listed in the group's cgroup.procs; returns how many. */
static int
kill_listed(int dirfd)
{
	char buf[8192], *p, *end;
	int n = 0;

	if (read_at(dirfd, "cgroup.procs", buf, sizeof buf) <= 0)
		return 0;
	for (p = buf; *p; p = end) {
		long pid = strtol(p, &end, 10);

		if (end == p)
			break;
		if (pid > 0 && kill((pid_t)pid, SIGKILL) == 0)
			n++;
	}
	return n;
}

int
cgroup_kill_all(struct cgroup *cg)
{
	int ffd = fd_of(cg, CGROUP_FREEZER);
	int found = 0;
	bool frozen = false;

	if (cg->version == 0)
		return 0;
	/* Nothing left: the common case costs one read. */
	if (cg->have[CGROUP_PIDS] && file_int(cg, CGF_PIDS_CURRENT) == 0)
		return 0;
	if (cg->version == 2 && write_at(ffd, "cgroup.kill", "1") == 0) {
		found = 1;
	} else if (cg->have[CGROUP_FREEZER] && cg->version == 1) {
		frozen = write_at(ffd, "freezer.state", "FROZEN") == 0;
	}
	for (int i = 0; i < 1000; i++) {
		int n = 0;

		for (int c = 0; c < CGROUP_CTL_COUNT; c++)
			if (cg->have[c] && (cg->version == 1 || c == 0))
				n += kill_listed(fd_of(cg, c));
		found += n;
		if (frozen) {
			write_at(ffd, "freezer.state", "THAWED");
			frozen = false;
		}
		/* Zombies still count in pids.current until their parent reaps them. */
		if (!n && (!cg->have[CGROUP_PIDS] || file_int(cg, CGF_PIDS_CURRENT) <= 0))
			return found;
		nanosleep(&(struct timespec){ 0, 1000000 }, NULL);
	}
	return -1;
}

void
cgroup_close(struct cgroup *cg)
{
	if (cg->peak_fd >= 0)
		close(cg->peak_fd);
	cg->peak_fd = -1;
	for (int f = 0; f < CGF_COUNT; f++) {
		if (cg->file_fd[f] >= 0)
			close(cg->file_fd[f]);
		cg->file_fd[f] = -1;
	}
	if (cg->version == 2) {
		for (int c = 1; c < CGROUP_CTL_COUNT; c++)
			cg->dir[c][0] = '\0', cg->have[c] = false;
		cg->have[CGROUP_MEMORY] = true;
	}
	for (int c = 0; c < CGROUP_CTL_COUNT; c++)
		drop_group(cg, c);
	cg->version = 0;
}
