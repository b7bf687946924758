# The limits of a case (limits_for_case in base/limits.c): the problem's, the
# testdata file's and the case's own, the nearest that sets a field winning.
# An explicit wall limit wins over one derived from the CPU limit.

# The problem's explicit wall limit holds where a file changes the CPU limit
judge run -q --root limits --no-cache --json - echo
exit 0
json problems.0.limits.wall_ms = 10000
json problems.0.cases.0.limits.wall_ms = 10000
json problems.0.cases.1.limits.time_ms = 2000
json problems.0.cases.1.limits.wall_ms = 10000
json problems.0.cases.2.limits.wall_ms = 5000

# Without an explicit wall limit, it is three times each case's CPU limit
judge run -q --root limits --no-cache --json - -s limits/solutions/echo.c derived
exit 0
json problems.0.limits.wall_ms = 3000
json problems.0.cases.0.limits.wall_ms = 6000
json problems.0.cases.1.limits.time_ms = 500
json problems.0.cases.1.limits.wall_ms = 1500
