/*
 * The system-call filter of solutions: a struct seccomp_program owns one
 * compiled BPF allow-list, built once per sandbox and policy, in two forms:
 * the one a child installs with confine() between fork and execve
 * (seccomp_program_bpf), and judge-launch's pair, which it gets down a
 * descriptor (seccomp_program_launch).  Release it with
 * seccomp_program_free().
 */
#ifndef JUDGE_SECCOMP_H
#define JUDGE_SECCOMP_H

#include <stdbool.h>
#include <stddef.h>

struct sandbox_policy;
struct seccomp_program;
struct sock_fprog;

/*
 * Compiles the allow-list.  The one execve the filter lets through is
 * execveat(fd, exec_path, ..., AT_EMPTY_PATH) where exec_path is this very
 * address (an empty string that outlives the program, at the same address in
 * every process that execs a solution).  When notify is true
 * and the kernel supports it, a forbidden call stops the caller and is
 * reported on a listener (see seccomp_program_install), which the child
 * passes on with sendmsg on descriptor chan_fd, the only sendmsg allowed;
 * otherwise a forbidden call kills the process with SIGSYS.  With a
 * listener that can let a call go on (Linux 5.5), exit_group is reported on
 * it too: the judge reads what the program used while it waits there, then
 * answers SECCOMP_USER_NOTIF_FLAG_CONTINUE (it is not forbidden).  policy
 * (or NULL) adds its calls, errors and ioctls to the list.  Returns NULL
 * with err set when filtering is unavailable (no libseccomp in this build,
 * or the kernel refuses).
 */
struct seccomp_program *seccomp_program_new(const char *exec_path, bool notify, int chan_fd,
					    const struct sandbox_policy *policy, char *err,
					    size_t errlen);

/*
 * May a policy allow the call name (`syscalls:`): one this architecture has,
 * on an allow-list of calls that reach nothing beyond the run (event loops,
 * timers, pipes, scheduling queries: seccomp.c's grantable[]), so that a
 * call no one vetted (flock, io_uring_setup, pidfd_getfd, userfaultfd, one a
 * later kernel adds) stays refused?
 */
bool seccomp_syscall_allowable(const char *name);

/*
 * May a policy answer the call name with an error instead (`errno:`): one
 * this architecture has, unless it has rules of its own here (fcntl, futex,
 * ioctl, clone, prlimit64...)?  A call that fails reaches nothing.
 */
bool seccomp_syscall_failable(const char *name);

/* Does p report forbidden calls through a listener (rather than SIGSYS)? */
bool seccomp_program_notifies(const struct seccomp_program *p);

/* Can p's listener let a call go on (SECCOMP_USER_NOTIF_FLAG_CONTINUE, Linux 5.5)? */
bool seccomp_program_continues(const struct seccomp_program *p);

/*
 * The compiled program a child installs for itself (see confine()), with
 * exit_group reported where p can report it (see seccomp_program_new).
 */
const struct sock_fprog *seccomp_program_bpf(const struct seccomp_program *p);

/*
 * judge-launch's pair (see launch.h), to write down: *server, which the
 * server installs on itself once, with the listener, and every run's
 * process inherits; and *run, which each run's process installs over it
 * (see confine()), without one (a process's filters have one listener at
 * most).  server lets through, besides the program's calls, what
 * judge-launch and the set-up before the run's filter need (its request,
 * its clone, the calls of confine()), and sends prlimit64 on the caller's
 * own pid to the listener, which the judge lets go on (server holds for
 * every run, whose pid it cannot know); run forbids the first ones again,
 * killing (unnamed: its kill has no listener to report to), and server
 * sends a SIGSYS the program sends itself (tgkill, tkill) to the listener
 * too, so that the judge can tell that signal from the run filter's kill.
 * Stacked, they let a program do what seccomp_program_bpf() does,
 * exit_group let through as any allowed call (a run of judge-launch's
 * rusage from wait4 is its own: it shared only judge-launch's few pages
 * before execve).  A run pays for the run filter's few instructions only,
 * where the kernel validates, compiles and emulates a filter at every
 * install; it still costs some 50 us, mostly the same for any filter.
 * Both NULL when built without libseccomp.
 */
void seccomp_program_launch(const struct seccomp_program *p, const struct sock_fprog **server,
			    const struct sock_fprog **run);

/* Writes the name of system call nr (native architecture) into buf; returns buf. */
const char *seccomp_syscall_name(int nr, char *buf, size_t len);

/* Releases p; seccomp_program_free(NULL) is a no-op. */
void seccomp_program_free(struct seccomp_program *p);

#endif
