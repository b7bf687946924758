/* judge doctor: what isolation this machine allows and what the judge uses. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "pipeline/compile.h"
#include "sandbox/sandbox.h"

static const char usage[] =
	"usage: judge doctor\n"
	"\n"
	"Probes the machine as 'judge run' does and prints what the sandbox can enforce\n"
	"here (cgroup version, memory accounting, namespaces, seccomp, privileges) and\n"
	"what it cannot, and whether solutions' runs are set up ahead of their turn\n"
	"(by judge-launch, found next to judge; JUDGE_SANDBOX_LAUNCHER=PATH or none\n"
	"overrides).  Exit code 0 when the sandbox can run programs, 3 when not.\n";

static const struct cli_command doctor_command = {.name = "doctor", .help = usage};

static const char *
yes_no(bool b)
{
	return b ? "yes" : "no";
}

int
cmd_doctor(int argc, char **argv)
{
	int first = cli_parse(&doctor_command, argc, argv, NULL);
	if (first < argc)
		usage_error("doctor", "unexpected argument '%s'", argv[first]);

	char err[512];
	struct sandbox *sb = sandbox_new(err, sizeof err);
	if (!sb)
		die(EXIT_JUDGE_ERROR, "cannot set up the sandbox: %s", err);
	struct sandbox_report r;
	sandbox_describe(sb, &r);

	printf("judge %s\n", JUDGE_VERSION);
	printf("running as:        %s (uid %d)\n", geteuid() == 0 ? "root" : "a normal user",
	       (int)geteuid());
	printf("cgroup:            %s\n", r.cgroup);
	printf("memory limit by:   %s\n", r.memory);
	printf("seccomp filter:    %s\n", yes_no(r.seccomp));
	printf("network namespace: %s\n", yes_no(r.net_namespace));
	printf("pid namespace:     %s\n", yes_no(r.pid_namespace));
	printf("mount namespace:   %s\n", yes_no(r.mount_namespace));
	printf("drops privileges:  %s\n", yes_no(r.drops_privileges));
	printf("set up ahead:      %s (%s)\n", yes_no(r.sets_up_ahead), r.launcher);
	printf("compile cache:     %s\n", compile_cache_dir());
	if (r.warnings[0])
		printf("cannot enforce:    %s\n", r.warnings);
	else
		printf("cannot enforce:    nothing; every limit is enforced\n");
	sandbox_free(sb);
	return 0;
}
