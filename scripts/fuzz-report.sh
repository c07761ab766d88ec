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
#
#   scripts/fuzz-report.sh --totals fuzz/logs/*.log
#
# sums the logs per target against issue 13's goals instead: the runs,
# their executions, games (per variant) and states, what was found, and
# what is left (10 M executions of ptn_read, ptn_json and spec_load,
# 1 M of spec_run, 1 M games of differential over all five variants,
# 1 M states of legals_are_legal). Counts a run printed last are lower
# bounds where it was killed; a log with no run adds nothing and is
# counted as such.
set -eu

if [ $# -lt 1 ]; then
    sed -n '2,27p' "$0"
    exit 2
fi

totals=0
if [ "$1" = --totals ]; then
    totals=1
    shift
    [ $# -ge 1 ] || { echo "fuzz-report: --totals needs logs" >&2; exit 2; }
fi
for log in "$@"; do
    if [ ! -r "$log" ]; then
        echo "fuzz-report: cannot read $log" >&2
        exit 1
    fi
done

if [ "$totals" = 1 ]; then
    echo "| target | runs | executions | games | states | found | goal | left |"
    echo "|---|---:|---:|---|---:|---|---|---|"
    awk '
        function flush(   t, v) {
            if (file == "") return
            t = (target == "" ? "?" : target)
            seen[t] = 1
            if (!status) {
                norun[t]++
            } else {
                runs[t]++
                execs[t] += n
                games[t] += g
                states[t] += st
                for (v in pv) per[t, v] += pv[v]
                if (bad) found[t]++
            }
            target = ""; status = 0; n = 0; g = 0; st = 0; bad = 0
            split("", pv)
        }
        FNR == 1 { flush(); file = FILENAME }
        /^# skus-fuzz run: / { target = $4 }
        /^#[0-9]+\t/ { status = 1; n = substr($1, 2) }
        /^stat::number_of_executed_units:/ { n = $2 }
        /^skus-fuzz: [0-9]+ games/ {
            g = $2; st = $(NF - 1)
            split("", pv)
            inner = $0
            sub(/^[^(]*\(/, "", inner); sub(/\).*$/, "", inner)
            k = split(inner, parts, ", ")
            for (i = 1; i <= k; i++) {
                split(parts[i], kv, " ")
                pv[kv[1]] = kv[2]
                if (!(kv[1] in vorder)) { vorder[kv[1]] = ++nv; vname[nv] = kv[1] }
            }
        }
        /^==[0-9]+== (ERROR: libFuzzer|libFuzzer: (deadly signal|timeout|out-of-memory))/ { bad = 1 }
        /^# skus-fuzz exit: / { if ($4 != "0") bad = 1 }
        END {
            flush()
            goal["ptn_read"] = 10000000; unit["ptn_read"] = "executions"
            goal["ptn_json"] = 10000000; unit["ptn_json"] = "executions"
            goal["spec_load"] = 10000000; unit["spec_load"] = "executions"
            goal["spec_run"] = 1000000; unit["spec_run"] = "executions"
            goal["differential"] = 1000000; unit["differential"] = "games"
            goal["legals_are_legal"] = 1000000; unit["legals_are_legal"] = "states"
            order = "ptn_read ptn_json spec_load spec_run differential legals_are_legal ?"
            m = split(order, ts, " ")
            for (j = 1; j <= m; j++) {
                t = ts[j]
                if (!(t in seen)) continue
                gs = "–"
                if (games[t] > 0) {
                    gs = games[t] " ("
                    sep = ""
                    for (i = 1; i <= nv; i++) {
                        gs = gs sep vname[i] " " (per[t, vname[i]] + 0)
                        sep = ", "
                    }
                    gs = gs ")"
                }
                r = runs[t] + 0
                if (norun[t]) r = r " (and " norun[t] " log(s) with no run)"
                f = (found[t] ? found[t] " run(s) with a crash, timeout, out-of-memory or failed exit" : "none")
                if (t in goal) {
                    have = (unit[t] == "games" ? games[t] : unit[t] == "states" ? states[t] : execs[t])
                    gl = goal[t] " " unit[t]
                    left = (have >= goal[t] ? "met" : (goal[t] - have) " " unit[t])
                    if (t == "differential" && have >= goal[t]) {
                        none = ""
                        for (i = 1; i <= nv; i++)
                            if (per[t, vname[i]] + 0 == 0) none = none (none == "" ? "" : ", ") vname[i]
                        if (none != "") left = "not over all five variants: no game of " none
                    }
                } else {
                    gl = "–"; left = "–"
                }
                printf "| `%s` | %s | %d | %s | %d | %s | %s | %s |\n", t, r, execs[t], gs, states[t], f, gl, left
            }
        }
    ' "$@"
    exit 0
fi

echo "| target | build | start – end (UTC) | executions | exec/s | cov / ft | games, states | findings |"
echo "|---|---|---|---:|---:|---|---|---|"
for log in "$@"; do
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
