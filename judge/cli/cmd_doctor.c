/* judge doctor: what isolation this machine allows and what the judge uses. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "calibration.h"
#include "cli.h"
#include "pipeline/compile.h"
#include "problem/language.h"
#include "root.h"
#include "sandbox/sandbox.h"

static const char usage[] =
	"usage: judge doctor [--root DIR]\n"
	"\n"
	"Probes the machine as 'judge run' does and prints what the sandbox can enforce\n"
	"here (cgroup version, memory accounting, namespaces, seccomp, privileges) and\n"
	"what it cannot, and whether solutions' runs are set up ahead of their turn\n"
	"(by judge-launch, found next to judge; JUDGE_SANDBOX_LAUNCHER=PATH or none\n"
	"overrides), and how compilers run (in the sandbox, the default limits that\n"
	"problem.yaml's compiler: raises), then every language of the table (the\n"
	"built-in one, with the tree's languages.yaml over it): whether its tools are\n"
	"installed, the version they print, the commands used and the variables the\n"
	"table adds to their environment.  Exit code 0 when the sandbox can run\n"
	"programs, 3 when not, 4 when it can but not isolated from the judge and the\n"
	"tree (a normal user without user namespaces: a solution can read the\n"
	"expected answers).  Also this machine's speed as 'judge calibrate' cached it\n"
	"(the score, its spread, what identifies the machine), or that it has none.\n"
	"\n"
	"Options:\n"
	"      --root DIR    the tree whose languages.yaml is read (as for 'judge run')\n"
	"  -h, --help        print this help\n";

struct doctor_options {
	const char *root;
};

static const struct cli_option doctor_options[] = {
	CLI_STRING_OPTION(struct doctor_options, "root", 0, root),
};

static const struct cli_command doctor_command = {
	.name = "doctor",
	.help = usage,
	CLI_OPTIONS(doctor_options),
};

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

/*
 * Prints cmd (a command, or an environment's NAME=value words) on a line of
 * its own under label, or nothing for none.
 */
static void
print_command(const char *label, const struct ystrings *cmd)
{
	if (!cmd->count)
		return;
	printf("    %-8s", label);
	for (size_t i = 0; i < cmd->count; i++)
		printf(" %s", cmd->items[i]);
	putchar('\n');
}

/*
 * Every language of the tree's table (or the built-in one, outside a tree):
 * available or why not, its version, its commands.
 */
static void
print_languages(struct sandbox *sb, const char *root_opt)
{
	char root[4096], err[512], version[256];
	struct language_table t;
	struct diag d;

	diag_init(&d);
	if (root_find(root_opt, root, sizeof root, err, sizeof err) < 0)
		root[0] = '\0';
	if (language_table_load(&t, root[0] ? root : NULL, &d) < 0) {
		diag_print(&d, stderr);
		diag_fini(&d);
		die(EXIT_USAGE, "the language table has errors");
	}
	diag_fini(&d);
	print_line("languages", t.origin ? t.origin : "built-in");
	printf(" (%zu)\n", t.count);
	for (size_t i = 0; i < t.count; i++) {
		const struct language *l = &t.items[i];
		bool ok = language_check_tools(l, err, sizeof err) == 0;

		if (ok && !l->version.count)
			snprintf(version, sizeof version, "(no version command)");
		else if (ok && compile_version(sb, l, version, sizeof version) < 0)
			snprintf(version, sizeof version, "(its version command failed)");
		printf("  %-11s %-22s %s\n", l->id, l->name, ok ? version : err);
		print_command("compile:", &l->compile);
		print_command("compile_env:", &l->compile_env);
		print_command("run:", &l->run);
		print_command("run_env:", &l->run_env);
	}
	language_table_fini(&t);
}

/* This machine's cached calibration, or that there is none; and $JUDGE_CALIBRATION's. */
static void
print_calibration(void)
{
	struct calibration c;
	char err[512], line[640];
	int env = calibration_from_env(&c, err, sizeof err);

	if (env) {
		if (env > 0)
			snprintf(line, sizeof line, "%lld (JUDGE_CALIBRATION), not the cached one",
				 (long long)c.score);
		print_line("calibration used", env > 0 ? line : err);
		putchar('\n');
	}
	int found = calibration_load(&c, err, sizeof err);

	if (found <= 0) {
		print_line("calibration", found < 0 ? err : "none cached ('judge calibrate')");
		putchar('\n');
		return;
	}
	char score[128];

	snprintf(score, sizeof score, "%lld (median of %d runs, slowest %lld, fastest %lld)",
		 (long long)c.score, c.runs, (long long)c.min, (long long)c.max);
	print_line("calibration", score);
	putchar('\n');
	print_line("machine", c.machine);
	putchar('\n');
}

int
cmd_doctor(int argc, char **argv)
{
	struct doctor_options o = {0};
	int first = cli_parse(&doctor_command, argc, argv, &o);
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
	print_calibration();
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
	print_languages(sb, o.root);
	sandbox_free(sb);
	if (r.isolated)
		return EXIT_ALL_ACCEPTED;
	fprintf(stderr, "judge: runs are not isolated: %s\n", r.isolation);
	return EXIT_NOT_ISOLATED;
}
