/* judge calibrate: this machine's speed on the reference workload, cached per machine. */
#include <stdio.h>

#include "calibration.h"
#include "cli.h"

static const char usage[] =
	"usage: judge calibrate [OPTIONS]\n"
	"\n"
	"Measures this machine's speed: a fixed, deterministic, CPU-bound workload\n"
	"(integer arithmetic, unpredictable branches, a 64 KiB table) run inside the\n"
	"judge, once to warm up and then N times, each timed in CPU time.  The score\n"
	"is the median run's rounds per CPU second (higher is faster);\n"
	"the slowest and fastest runs give its spread.  The figures are cached per\n"
	"machine (keyed by CPU model, number of CPUs, kernel release and\n"
	"architecture) in the cache folder, shown by 'judge doctor', recorded in\n"
	"problem.yaml (limits: calibration:) when 'judge timelimit' writes the limit,\n"
	"and used by 'judge verify' to say whether verdicts hold on a machine 25%\n"
	"slower or faster than the one the limit was set on.  The score predicts a\n"
	"solution's time on another machine only as well as the solution resembles\n"
	"the workload: see README.md.\n"
	"\n"
	"Options:\n"
	"  -n, --runs N      timed runs (3 to 101; default 7)\n"
	"  -h, --help        print this help\n"
	"\n"
	"Exit codes: 0 measured and cached, 3 judge error (the cache cannot be\n"
	"written, or the workload gave two results).\n";

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
	printf("calibration: %lld (median of %d runs; slowest %lld, fastest %lld: spread %.1f%%)\n"
	       "machine: %s\n", (long long)c.score, c.runs, (long long)c.min, (long long)c.max,
	       100.0 * (double)(c.max - c.min) / (double)c.score, c.machine);
	return 0;
}
