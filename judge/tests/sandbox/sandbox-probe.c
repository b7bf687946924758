/* sandbox-probe: runs one program through sandbox_run and prints the measured figures. */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "sandbox/sandbox.h"

static const char *const outcome_names[] = {
	"exited", "signaled", "time-cpu", "time-wall", "memory", "output", "syscall", "failed",
	"cancelled",
};

static int64_t
number(const char *opt, const char *text)
{
	char *end;
	long long v;

	errno = 0;
	v = strtoll(text, &end, 10);
	if (errno || end == text || *end || v < 0) {
		fprintf(stderr, "sandbox-probe: bad number '%s' for %s\n", text, opt);
		exit(2);
	}
	return v;
}

static void
usage(FILE *f)
{
	fprintf(f, "usage: sandbox-probe [-t cpu_ms] [-w wall_ms] [-m memory_mib] [-o output_bytes]\n"
		   "                     [-p processes] [-i stdin] [-O stdout] [-n runs] [-c] [-d] [-e]\n"
		   "                     -- program [args...]\n"
		   "  -c  checker profile (no syscall filter)   -d  describe the sandbox first\n"
		   "  -e  print the head of standard error\n");
}

int
main(int argc, char **argv)
{
	struct limits l = { 0 };
	struct run_spec spec = { .cancel_fd = -1 };
	struct run_result res;
	struct sandbox *sb;
	const char *in = "/dev/null", *out = NULL;
	char err[256];
	long runs = 1;
	bool describe = false, show_stderr = false;
	int c, rc = 0;

	while ((c = getopt(argc, argv, "t:w:m:o:p:i:O:n:cdeh")) != -1) {
		switch (c) {
		case 't': l.time_ms = number("-t", optarg); break;
		case 'w': l.wall_ms = number("-w", optarg); break;
		case 'm': l.memory_bytes = number("-m", optarg) << 20; break;
		case 'o': l.output_bytes = number("-o", optarg); break;
		case 'p': l.processes = number("-p", optarg); break;
		case 'i': in = optarg; break;
		case 'O': out = optarg; break;
		case 'n': runs = (long)number("-n", optarg); break;
		case 'c': spec.profile = SANDBOX_CHECKER; break;
		case 'd': describe = true; break;
		case 'e': show_stderr = true; break;
		case 'h': usage(stdout); return 0;
		default: usage(stderr); return 2;
		}
	}
	if ((optind >= argc && !describe) || runs < 1) {
		usage(stderr);
		return 2;
	}
	limits_resolve(&l);
	sb = sandbox_new(err, sizeof err);
	if (!sb) {
		fprintf(stderr, "sandbox-probe: %s\n", err);
		return 1;
	}
	if (describe) {
		struct sandbox_report r;

		sandbox_describe(sb, &r);
		printf("cgroup=%s memory=%s seccomp=%d net_namespace=%d pid_namespace=%d "
		       "mount_namespace=%d drops_privileges=%d\n%s",
		       r.cgroup, r.memory, r.seccomp, r.net_namespace, r.pid_namespace,
		       r.mount_namespace, r.drops_privileges, r.warnings);
		if (optind >= argc)
			goto out;
	}
	spec.path = argv[optind];
	spec.argv = argv + optind;
	spec.limits = l;
	for (long i = 0; i < runs; i++) {
		spec.stdin_fd = open(in, O_RDONLY | O_CLOEXEC);
		spec.stdout_fd = out ? open(out, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644)
				     : memfd_create("stdout", MFD_CLOEXEC);
		if (spec.stdin_fd < 0 || spec.stdout_fd < 0) {
			fprintf(stderr, "sandbox-probe: cannot open '%s': %s\n",
				spec.stdin_fd < 0 ? in : out ? out : "memfd", strerror(errno));
			rc = 1;
			goto out;
		}
		if (sandbox_run(sb, &spec, &res) < 0)
			rc = 1;
		close(spec.stdin_fd);
		close(spec.stdout_fd);
	}
	printf("outcome=%s exit_code=%d signal=%d cpu_us=%" PRId64 " wall_us=%" PRId64
	       " memory_bytes=%" PRId64 " output_bytes=%" PRId64 " stderr_len=%zu detail=%s\n",
	       outcome_names[res.outcome], res.exit_code, res.signal, res.usage.cpu_us,
	       res.usage.wall_us, res.usage.memory_bytes, res.usage.output_bytes, res.stderr_len,
	       res.detail);
	if (show_stderr)
		fputs(res.stderr_head, stdout);
out:
	sandbox_free(sb);
	return rc;
}
