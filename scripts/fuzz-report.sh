#!/bin/sh
# Turns logs of fuzz runs into rows of the campaign table of fuzz/README.md.
#
#   scripts/fuzz-report.sh fuzz/logs/*.log
#
# A log is what scripts/fuzz.sh keeps in fuzz/logs/ (libFuzzer's output,
# between the lines `# skus-fuzz run: TARGET COMMIT START` and
# `# skus-fuzz end: END`), or a libFuzzer log of -jobs (fuzz-K.log, the
# target then unknown). Each row gives the target, the build's commit,
# start and end (UTC), the executions and exec/s (libFuzzer's final stats,
# else its last status line), coverage and features, the games and
# states the game targets counted, and what was found: every crash,
# timeout, leak or out-of-memory libFuzzer reported, with the file it
# saved, or else an exit status other than 0; and the inputs libFuzzer
# kept as slow units (over -report_slow_units seconds), which are not
# failures. A log that holds none of libFuzzer's status lines is reported
# as such, never as a run without findings.
set -eu

if [ $# -lt 1 ]; then
    sed -n '2,15p' "$0"
    exit 2
fi

echo "| target | build | start – end (UTC) | executions | exec/s | cov / ft | games, states | findings |"
echo "|---|---|---|---:|---:|---|---|---|"
for log in "$@"; do
    if [ ! -r "$log" ]; then
        echo "fuzz-report: cannot read $log" >&2
        exit 1
    fi
    # libFuzzer's lines are text; a saved input may print as anything.
    awk -v name="$log" '
        /^# skus-fuzz run: / { target = $4; commit = $5; start = $6 }
        /^# skus-fuzz end: / { end_ = $4 }
        /^# skus-fuzz exit: / { code = $4 }
        /^#[0-9]+\t/ {
            status = 1
            n = substr($1, 2)
            for (i = 1; i < NF; i++) {
                if ($i == "cov:") cov = $(i + 1)
                if ($i == "ft:") ft = $(i + 1)
                if ($i == "exec/s:") rate = $(i + 1)
            }
        }
        /^stat::number_of_executed_units:/ { n = $2; final = 1 }
        /^stat::average_exec_per_sec:/ { rate = $2 }
        /^skus-fuzz: [0-9]+ games/ {
            games = $0
            sub(/^skus-fuzz: /, "", games)
        }
        /^==[0-9]+== (ERROR: libFuzzer|libFuzzer: (deadly signal|timeout|out-of-memory|run interrupted))/ {
            if ($0 !~ /run interrupted/) {
                what = $0
                sub(/^==[0-9]+== /, "", what)
                found = found (found == "" ? "" : "; ") what
            }
        }
        /Test unit written to / {
            if ($NF ~ /slow-unit-/) slow = slow (slow == "" ? "" : ", ") $NF
            else found = found " (" $NF ")"
        }
        END {
            if (!status) {
                printf "| %s | | | | | | | no libFuzzer status in %s: not a run, or it did not start |\n", \
                    (target == "" ? "?" : target), name
                exit
            }
            if (target == "") target = "? (" name ")"
            if (found == "" && code != "" && code != "0") found = "exited with status " code
            if (found == "") found = "none"
            if (slow != "") found = found "; slow units, not failures: " slow
            when = (start == "" ? "" : start " – " (end_ == "" ? "(still running or killed)" : end_))
            printf "| `%s` | %s | %s | %s%s | %s | %s / %s | %s | %s |\n", \
                target, commit, when, n, (final ? "" : " (last status)"), rate, cov, ft, \
                (games == "" ? "–" : games), found
        }
    ' "$log"
done
