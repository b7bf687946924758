/* judge calibrate: this machine's speed on the reference workload, cached per machine. */
#include <stdio.h>

#include "calibration.h"
#include "cli.h"

static const char usage[] =
	"usage: judge calibrate [OPTIONS]\n"
	"\n"
	"Measures this machine's speed: a fixed, deterministic, CPU-bound workload\n"
	"(integer arithmetic, unpredictable branches, a 64 KiB table) run inside the\n"
	"judge, three times to warm up, then in batches of N runs, each timed in CPU\n"
	"time, until two batches in a row are steady (fastest and slowest run within\n"
	"5% of the median) and agree (medians within 5%), at most 10 batches.  The\n"
	"score is the median run's rounds per CPU second of those two batches\n"
	"(higher is faster).  A machine where no two batches agree is too noisy to\n"
	"calibrate: exit 3, and limits are then judged as written.  The figures are\n"
	"cached per machine (keyed by CPU model, number of CPUs, kernel release and\n"
	"architecture) in the cache folder and shown by 'judge doctor'; 'judge\n"
	"timelimit' records the score beside the limit it writes (problem.yaml's\n"
	"limits: calibration:, a package's .calibration file), and every command\n"
	"that judges then scales the CPU and wall limits by that score over this\n"
	"machine's unless asked for the exact limits (see 'judge run').\n"
	"$JUDGE_CALIBRATION, a whole number, stands for this machine's score when\n"
	"judging (for CI and tests); this command still measures.  After a machine\n"
	"was too noisy, judging commands do not measure again for 10 minutes.  The\n"
	"score predicts a solution's time on another machine only as well as the\n"
	"solution resembles the workload: ""see README.md.\n"
	"\n"
	"Options:\n"
	"  -n, --runs N      timed runs a batch (3 to 101; default 7)\n"
	"  -h, --help        print this help\n"
	"\n"
	"Exit codes: 0 measured and cached, 3 judge error (too noisy to calibrate,\n"
	"the cache cannot be written, or the workload gave two results).\n";

struct calibrate_options {
	int runs;
};

static const struct cli_option calibrate_options[] = {
	CLI_NUMBER_OPTION(struct calibrate_options, "runs", 'n', runs, 3, 101),
};

static const struct cli_command calibrate_command = {
	.name = "calibrate",
	.help = usage,
	CLI_OPTIONS(calibrate_options),
};

int
cmd_calibrate(int argc, char **argv)
{
	struct calibrate_options o = {.runs = CALIBRATION_RUNS};
	int first = cli_parse(&calibrate_command, argc, argv, &o);
	struct calibration c;
	char err[512];

	if (first < argc)
		usage_error("calibrate", "unexpected argument '%s'", argv[first]);
	if (calibration_measure(o.runs, &c, err, sizeof err) < 0 ||
	    calibration_store(&c, err, sizeof err) < 0)
		die(EXIT_JUDGE_ERROR, "%s", err);
	printf("calibration: %lld (median of %d runs, %d batches measured; slowest %lld, "
	       "fastest %lld: spread %.1f%%)\nmachine: %s\n", (long long)c.score, c.runs,
	       c.batches, (long long)c.min, (long long)c.max,
	       100.0 * (double)(c.max - c.min) / (double)c.score, c.machine);
	struct calibration env;

	if (calibration_from_env(&env, err, sizeof err) > 0)
		printf("note: JUDGE_CALIBRATION=%lld stands for this machine's score when "
		       "judging\n", (long long)env.score);
	return 0;
}
