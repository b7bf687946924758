/*
 * The system-call filter of solutions: a struct seccomp_program owns one
 * compiled BPF allow-list (two variants: see seccomp_program_bpf), built once
 * per sandbox; release it with seccomp_program_free().  A child installs it
 * with confine(), between fork and execve; judge-launch gets its
 * instructions down a descriptor.
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
 * May a policy allow the call name: one this architecture has, and none of
 * those that make processes, exec, reach other processes, or have rules of
 * their own here (fcntl, futex, ioctl, prlimit64...)?
 */
bool seccomp_syscall_allowable(const char *name);

/* Does p report forbidden calls through a listener (rather than SIGSYS)? */
bool seccomp_program_notifies(const struct seccomp_program *p);

/*
 * The compiled program, to install (see confine()) or to write down (its len
 * instructions).  With watch_exit, exit_group is reported where p can report
 * it (see seccomp_program_new); without, it is let through as any allowed
 * call: for a program whose rusage from wait4 is its own, a fork of
 * judge-launch rather than a child that shared the judge's memory until
 * execve (the kernel keeps the larger of the resident peaks before and after
 * execve, and wait4 reports it).
 */
const struct sock_fprog *seccomp_program_bpf(const struct seccomp_program *p, bool watch_exit);

/* Writes the name of system call nr (native architecture) into buf; returns buf. */
const char *seccomp_syscall_name(int nr, char *buf, size_t len);

/* Releases p; seccomp_program_free(NULL) is a no-op. */
void seccomp_program_free(struct seccomp_program *p);

#endif
