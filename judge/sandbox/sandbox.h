/*
 * The sandbox: runs one untrusted program under limits and measures it.  A
 * struct sandbox owns its scratch directory, cgroups and filter program;
 * release it with sandbox_free().  Run specs and results are caller-owned.
 */
#ifndef JUDGE_SANDBOX_H
#define JUDGE_SANDBOX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>

#include "base/limits.h"

/*
 * How a run ended, before any output is checked: final, every limit already
 * compared with what the run used (a run that went over one is never
 * RUN_EXITED, however it ended).
 */
enum run_outcome {
	RUN_EXITED,    /* exited by itself within its limits; see exit_code */
	RUN_SIGNALED,  /* killed by a signal it raised or caused; see signal */
	RUN_TIME_CPU,  /* CPU limit reached */
	RUN_TIME_WALL, /* wall-clock limit reached, or passed by the time it exited */
	RUN_MEMORY,    /* memory limit reached, however the program then died */
	RUN_OUTPUT,    /* output limit reached */
	RUN_SYSCALL,   /* a forbidden system call; detail names it */
	RUN_FAILED,    /* the sandbox itself failed; detail says why */
	RUN_CANCELLED, /* stopped because spec->cancel_fd became readable */
};

/*
 * What may run.  Each runs under a uid of its own (not root: the judge's,
 * in a user namespace and a pid namespace of their own), without network, in
 * an empty working directory (a tmpfs) with every other place read-only.  A
 * solution and a checker see only the system's programs and libraries, /etc
 * and /dev (no /tmp, no home, no test data).  A solution may make only a
 * short list of system calls; a checker may make any, and also sees the
 * folders made by sandbox_scratch_dir(): the files it is to read come as
 * descriptors (run_spec.files).  A compiler sees the system's programs and
 * libraries, /etc, /dev, its working directory (also its TMPDIR and HOME)
 * and spec->include_dir, read-only; it may make processes and any system
 * call (no filter: its tools fork and exec; the network namespace has no
 * network and its pid namespace no other process), its standard error goes
 * with its standard output, and its environment is PATH, LANG=C.UTF-8,
 * TMPDIR and HOME (its working directory) and spec->env.
 */
enum sandbox_profile {
	SANDBOX_SOLUTION,
	SANDBOX_CHECKER,
	SANDBOX_COMPILER,
};

/*
 * What a runtime needs from the sandbox beyond what every program gets (a
 * language's `sandbox:` in the language table): only ever more, never less.
 * Plain values, so that two policies compare with memcmp (zero the struct
 * first).  The calls and ioctls widen a solution's filter (other profiles
 * have none); threads and address_space apply to every profile.
 */
#define SANDBOX_POLICY_MAX 24
#define SANDBOX_NAME_MAX 24

struct sandbox_policy {
	int64_t threads;           /* tasks the runtime starts by itself (the JVM's
				      threads): the run's task budget is at least this */
	int64_t address_space;     /* bytes of address space over the memory limit,
				      where only RLIMIT_AS can limit memory (no
				      memory cgroup): what a runtime reserves unused */
	int nsyscalls;             /* calls allowed without conditions */
	char syscalls[SANDBOX_POLICY_MAX][SANDBOX_NAME_MAX];
	int nerrnos;               /* calls answered with an error instead of a kill */
	struct {
		char name[SANDBOX_NAME_MAX];
		int err;
	} errnos[SANDBOX_POLICY_MAX];
	int nioctls;               /* ioctl requests allowed besides TCGETS */
	unsigned long ioctls[SANDBOX_POLICY_MAX];
};

/*
 * Checks that name is a system call a policy may allow (allowed true: one of
 * an allow-list, see seccomp_syscall_allowable) or answer with an error
 * (allowed false), on this architecture; the same for an ioctl request's
 * name ("FIONBIO", into *request) and an errno's ("EACCES", into *err).
 * Return 0, or -1.
 */
int sandbox_policy_syscall(const char *name, bool allowed);
int sandbox_policy_ioctl(const char *name, unsigned long *request);
int sandbox_policy_errno(const char *name, int *err);

/*
 * A file copied into the working directory before a run: name (one path
 * component), from fd's start; executable when fd's file is.
 */
struct run_put {
	const char *name;
	int fd;
};

#define RUN_PUTS_MAX 64
#define RUN_ENV_MAX 8

struct run_spec {
	const char *path;          /* executable to run */
	char *const *argv;         /* its arguments, argv[0] first, NULL-terminated */
	int stdin_fd;              /* becomes standard input (a file, never pumped) */
	int stdout_fd;             /* receives standard output: a regular file or memfd
				      is filled by the judge from a pipe (the program
				      sees a pipe), anything else is given as is */
	struct limits limits;      /* every field set (see limits_resolve) */
	enum sandbox_profile profile;
	const struct sandbox_policy *policy; /* or NULL: what every program gets */
	int cancel_fd;             /* -1, or a descriptor that becomes readable to stop
				      the run at once (the judge is interrupted) */
	/*
	 * Descriptors the program gets as 3, 4, ... in this order, open across
	 * its execve: files it may read without seeing them anywhere (a
	 * checker's input and answer, which it opens as /proc/self/fd/3 and
	 * /proc/self/fd/4).  Opening one again by that path checks the file's
	 * own permissions: a memfd may be opened, a file must be readable by
	 * the program's uid.  At most RUN_FILES_MAX; never for a run set up
	 * ahead.
	 */
	const int *files;
	int nfiles;
	/*
	 * How many of files, from the first, the program writes its output to
	 * (a validator's bounds): each is bounded by limits.output_bytes as
	 * standard output is (the caller empties it before the run), and so is
	 * every file the program writes then (RLIMIT_FSIZE: a write past the
	 * limit fails, SIGXFSZ); one holding more is RUN_OUTPUT.
	 */
	int nwritten;
	/*
	 * Or NULL: called, in the thread of sandbox_run, each time the judge has
	 * moved more of a pumped standard output into stdout_fd, with the bytes
	 * there so far (so that a reader can follow the output as it comes).
	 */
	void (*on_output)(void *arg, int64_t total);
	void *on_output_arg;
	/*
	 * Runs set up ahead (see sandbox_prepare): ticket, when non-zero, names
	 * this run, and no other run of the sandbox has the same.  next, when
	 * set, is a run the caller will make on this sandbox later (with the
	 * same spec, descriptors still open): it is set up as soon as this one
	 * has started.  With start_next, next is the very next run on the
	 * sandbox, and it starts as soon as this one has ended, while the caller
	 * reads this one's results (it then reads its input meanwhile: no other
	 * run may come in between, or next is called off).
	 */
	uint64_t ticket;
	const struct run_spec *next;
	bool start_next;
	/*
	 * Files in and out of the working directory (any profile).  puts (nputs
	 * of them, at most RUN_PUTS_MAX) are made there before the run, set up
	 * ahead or not.  With take_dir not -1, after the run, every regular file
	 * at the top of the working directory is copied into the folder open on
	 * take_dir, as long as their total is at most take_max bytes (see
	 * run_result.taken_bytes).  include_dir, for a compiler, is a folder (an
	 * absolute path) it sees read-only at the same path; env is at most
	 * RUN_ENV_MAX more "NAME=value" of the program's environment
	 * (NULL-terminated, or NULL), which is otherwise PATH and LANG (a
	 * compiler's: see enum sandbox_profile).
	 */
	const struct run_put *puts;
	int nputs;
	int take_dir;
	int64_t take_max;
	char *const *env;
	const char *include_dir;
};

#define RUN_STDERR_CAP 4096
#define RUN_FILES_MAX 4

/* What a run used: measured by the sandbox, carried as is into a case's result. */
struct run_usage {
	int64_t cpu_us;            /* user + sys of the whole process tree, from execve */
	int64_t wall_us;           /* monotonic, from execve to the program's exit */
	int64_t memory_bytes;      /* peak resident memory of the whole tree; with a
				      cgroup also files it wrote in its working
				      directory and kernel memory (not its output) */
	int64_t output_bytes;      /* bytes written to standard output (at most the
				      limit + 1; counted for a file or memfd only) */
};

struct run_result {
	enum run_outcome outcome;
	int exit_code;             /* RUN_EXITED */
	int signal;                /* RUN_SIGNALED, or the signal that ended a limit */
	struct run_usage usage;
	size_t stderr_len;
	char stderr_head[RUN_STDERR_CAP]; /* the first bytes of standard error */
	char detail[128];          /* "forbidden syscall socket", a failure reason */
	int output_fd;             /* RUN_OUTPUT: the descriptor over the limit, 1 for
				      standard output, 3 for files[0] (nwritten) */
	int64_t taken_bytes;       /* the total size of the files spec->take_dir got
				      (copied only when at most take_max), or -1
				      without take_dir */
};

/*
 * What this machine lets the sandbox do, listed once for struct
 * sandbox_report, `judge doctor`'s lines, the JSON report's "sandbox" object
 * and the result cache's key: X(type, name, label, key).  type is STR (a
 * static string), BOOL, TEXT (a line) or LINES (one line per item, empty for
 * none); name is the field and the JSON member; label is doctor's, or NULL to
 * show the fact in parentheses beside the one before; key is KEY when the fact
 * can change a run's result (it is part of the cache key), else NOKEY.
 */
#define SANDBOX_FACTS(X)                                                                \
	X(STR, cgroup, "cgroup", KEY)                       /* "v1", "v2" or "none" */  \
	X(STR, memory, "memory limit by", KEY)              /* "cgroup" or "rlimit" */  \
	X(BOOL, seccomp, "seccomp filter", KEY)                                         \
	X(BOOL, net_namespace, "network namespace", NOKEY)                              \
	X(BOOL, pid_namespace, "pid namespace", NOKEY)                                  \
	X(BOOL, mount_namespace, "mount namespace", NOKEY)                              \
	X(BOOL, drops_privileges, "drops privileges", KEY)                              \
	X(BOOL, isolated, "isolated", NOKEY)                /* no tree, no judge seen */ \
	X(TEXT, isolation, NULL, NOKEY)                     /* how, or what follows */  \
	X(BOOL, sets_up_ahead, "set up ahead", NOKEY)       /* by judge-launch */       \
	X(TEXT, launcher, NULL, NOKEY)                      /* its path, or why not */  \
	X(LINES, warnings, "cannot enforce", NOKEY)         /* a line per limit */

/* What follows when runs are not isolated (struct sandbox_report's isolation says so). */
#define SANDBOX_NOT_ISOLATED \
	"a solution can read the expected answers, rewrite the testdata and signal the judge"

#define SANDBOX_FACT_STR(name) const char *name;
#define SANDBOX_FACT_BOOL(name) bool name;
#define SANDBOX_FACT_TEXT(name) char name[256];
#define SANDBOX_FACT_LINES(name) char name[512];

struct sandbox_report {
#define X(type, name, label, key) SANDBOX_FACT_##type(name)
	SANDBOX_FACTS(X)
#undef X
};

#undef SANDBOX_FACT_STR
#undef SANDBOX_FACT_BOOL
#undef SANDBOX_FACT_TEXT
#undef SANDBOX_FACT_LINES

/*
 * Creates a sandbox: probes the machine once and sets up everything that can
 * be shared by all runs (cgroups, namespaces, the seccomp program, a scratch
 * directory).  Returns NULL and fills err on failure.
 */
struct sandbox *sandbox_new(char *err, size_t errlen);

/*
 * Runs spec->path under spec->limits and fills *res.  Borrows spec.  Every
 * process the program started is killed and reaped before it returns.
 * Returns 0 when the run happened (whatever its outcome), -1 with res->detail
 * set when the sandbox could not run it.  One run at a time per sandbox;
 * sandboxes of their own may run at once in other threads.
 */
int sandbox_run(struct sandbox *sb, const struct run_spec *spec, struct run_result *res);

/*
 * Sets up the run of spec ahead of its turn, while another run goes on: a
 * judge-launch process with the run's channels, namespaces, limits,
 * credentials and seccomp filter, waiting just before execve (outside the
 * cgroups) for sandbox_run() with the same ticket, which moves it into the
 * cgroups and starts it.  That takes the sandbox's set-up off the time
 * between one case and the next.  It has the other of the sandbox's two
 * uids than the run going on (and than any run made before it starts), so
 * that no such run can signal it.  Replaces a run set up earlier.  Only for
 * a program that cannot make processes (see child.c); returns 0, or -1
 * when nothing was set up (the run is then made when its turn comes).
 * These runs are children of the thread that first set one up on sb (or of
 * the thread of the process that inherits its children when it exits), and
 * die with it: that thread must outlive every run of sb.
 */
int sandbox_prepare(struct sandbox *sb, const struct run_spec *spec);

/* Kills the run set up ahead, if any (it would never be run). */
void sandbox_discard(struct sandbox *sb);

/* The stack limit spec's run gets in sb (RLIMIT_STACK), for runtimes told their stack size. */
int64_t sandbox_stack_bytes(const struct sandbox *sb, const struct run_spec *spec);

/* Describes what sb enforces; the strings are static. */
void sandbox_describe(const struct sandbox *sb, struct sandbox_report *out);

/*
 * Whether a run of sb could open the file st describes for writing: again,
 * through /proc/self/fd, when it is given a descriptor of it, whatever mount
 * it sees.  With uids of its own (root), when others may write it; with the
 * judge's uid, when its owner (the judge), group or others may.
 */
bool sandbox_may_write(const struct sandbox *sb, const struct stat *st);

/*
 * An empty folder in sb's scratch directory that only the judge may enter,
 * in no program's view: where a run's files are taken (run_spec.take_dir)
 * until the judge puts them in place, so that a judge killed meanwhile
 * leaves them with its scratch directory, which the next judge sweeps, and
 * nothing where they were going (a compiler's folder in the cache).  Makes
 * it, or empties it; returns a descriptor open on it (the caller's to
 * close), or -1 with errno set.
 */
int sandbox_holding_dir(struct sandbox *sb);

/*
 * Makes the folder name (one path component) in sb's scratch directory,
 * unless it is there already, and writes its path into path: a place a
 * checker may write in (the Kattis feedback folder), at the same path in its
 * view; solutions do not see it, where the sandbox has a mount namespace.
 * It belongs to the judge and the group of the sandbox's uids, mode 0770
 * (with no uids of its own, to the programs' uid, 0700).  It goes with the
 * scratch directory in sandbox_free().  Returns 0, or -1 with errno set.
 */
int sandbox_scratch_dir(struct sandbox *sb, const char *name, char *path, size_t len);

/* Removes the scratch directory and cgroups.  sandbox_free(NULL) is a no-op. */
void sandbox_free(struct sandbox *sb);

#endif
