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
	"overrides), and how compilers run (in the sandbox, the default limits that\n"
	"problem.yaml's compiler: raises).  Exit code 0 when the sandbox can run\n"
	"programs, 3 when not, 4 when it can but not isolated from the judge and the\n"
	"tree (a normal user without user namespaces: a solution can read the\n"
	"expected answers).\n";

static const struct cli_command doctor_command = {.name = "doctor", .help = usage};

static const char *
yes_no(bool b)
{
	return b ? "yes" : "no";
}

/* Warnings, or that there are none. */
static const char *
lines_or_nothing(const char *lines)
{
	return lines[0] ? lines : "nothing; every limit is enforced";
}

/* A fact of the sandbox as doctor shows it (see SANDBOX_FACTS). */
#define SHOW_STR(v) (v)
#define SHOW_BOOL(v) yes_no(v)
#define SHOW_TEXT(v) (v)
#define SHOW_LINES(v) lines_or_nothing(v)

struct fact {
	const char *label;  /* NULL: shown in parentheses after the fact before */
	const char *value;
};

/* Starts a line "label:" with the value in the 20th column; the caller ends it. */
static void
print_line(const char *label, const char *value)
{
	printf("%s:%*s%s", label, (int)(18 - strlen(label)), "", value);
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

	/* The sandbox's facts, a line each (one without a label beside the one before). */
	const struct fact facts[] = {
#define X(type, name, label, key) { label, SHOW_##type(r.name) },
		SANDBOX_FACTS(X)
#undef X
	};
	size_t n = sizeof facts / sizeof facts[0];

	/* The judge's own lines first, then the sandbox's. */
	printf("judge %s\n", JUDGE_VERSION);
	print_line("running as", geteuid() == 0 ? "root" : "a normal user");
	printf(" (uid %d)\n", (int)geteuid());
	print_line("compile cache", compile_cache_dir());
	putchar('\n');
	/* Compilers are untrusted runs too: which uid, and the limits a problem may raise. */
	char limits[256];
	print_line("compilers", r.drops_privileges ? "in the sandbox, as its uid"
						   : "in the sandbox, as the judge's uid");
	printf(" (%s)\n", compile_describe(limits, sizeof limits));
	for (size_t i = 0; i < n; i++) {
		if (!facts[i].label)
			continue;
		print_line(facts[i].label, facts[i].value);
		if (i + 1 < n && !facts[i + 1].label)
			printf(" (%s)", facts[i + 1].value);
		putchar('\n');
	}
	sandbox_free(sb);
	if (r.isolated)
		return EXIT_ALL_ACCEPTED;
	fprintf(stderr, "judge: runs are not isolated: %s\n", r.isolation);
	return EXIT_NOT_ISOLATED;
}
