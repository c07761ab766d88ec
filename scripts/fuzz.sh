#!/bin/sh
# Runs a cargo-fuzz target of fuzz/ (issue 13) on stable Rust.
#
#   scripts/fuzz.sh TARGET [SECONDS] [JOBS]
#   scripts/fuzz.sh all [SECONDS]          every target in turn
#   scripts/fuzz.sh cmin TARGET            the corpus cut to the inputs
#                                          that keep its coverage
#
# TARGET: ptn_read ptn_json spec_load spec_run differential legals_are_legal.
# Installs cargo-fuzz (`cargo install cargo-fuzz --locked`) if it is
# missing. The committed seeds (fuzz/seeds/TARGET/) are read; what
# libFuzzer finds goes to fuzz/corpus/TARGET/ (not committed), crashes and
# their PTN transcripts to fuzz/artifacts/TARGET/, the run's output to
# fuzz/logs/TARGET-TIME.log (scripts/fuzz-report.sh makes it a row of the
# campaign table). JOBS > 1 runs that many
# jobs on as many workers (one per core). ASan: ASAN=1 (needs
# RUSTC_BOOTSTRAP=1 on stable, about five times slower).
set -eu
cd "$(dirname "$0")/.."

mode=run
if [ "${1:-}" = cmin ]; then
    mode=cmin
    shift
fi
if [ $# -lt 1 ]; then
    sed -n '2,17p' "$0"
    exit 2
fi
target=$1
secs=${2:-60}
jobs=${3:-1}

if ! command -v cargo-fuzz >/dev/null 2>&1; then
    cargo install cargo-fuzz --locked
fi

if [ "$target" = all ]; then
    for t in ptn_read ptn_json spec_load spec_run differential legals_are_legal; do
        "$0" "$t" "$secs" 1
    done
    exit 0
fi

case $target in
spec_*) dict=fuzz/rules.dict ;;
*) dict=fuzz/ptn.dict ;;
esac
case $target in
spec_load) maxlen=16384 ;;
spec_run) maxlen=131072 ;;
*) maxlen=16384 ;;
esac

mkdir -p "fuzz/corpus/$target"
if [ "$mode" = cmin ]; then
    # A campaign first replays its whole corpus (legals_are_legal's grew to
    # 1,300 inputs, minutes at its rate); libFuzzer's merge keeps the
    # inputs that reach all the coverage the corpus reaches.
    before=$(find "fuzz/corpus/$target" -type f | wc -l)
    cargo fuzz cmin --sanitizer none "$target" "fuzz/corpus/$target" -- \
        -dict="$dict" -max_len="$maxlen"
    after=$(find "fuzz/corpus/$target" -type f | wc -l)
    echo "fuzz/corpus/$target: $before inputs, $after kept"
    exit 0
fi
if [ "${ASAN:-0}" = 1 ]; then
    sanitizer="--sanitizer address"
    export RUSTC_BOOTSTRAP=1
else
    sanitizer="--sanitizer none"
fi
par=""
if [ "$jobs" -gt 1 ]; then
    par="-jobs=$jobs -workers=$jobs"
fi
mkdir -p fuzz/logs
log="fuzz/logs/$target-$(date -u +%Y%m%d-%H%M%S).log"
# The build's commit, with `-dirty` when a tracked file the binary is built
# from differs from it (it is built from the working tree).
commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
if ! git diff --quiet HEAD -- src fuzz spec grammar build.rs Cargo.toml Cargo.lock 2>/dev/null; then
    commit="$commit-dirty"
fi
echo "# skus-fuzz run: $target $commit $(date -u +%Y-%m-%dT%H:%M:%SZ)" >"$log"
# shellcheck disable=SC2086
{
    status=0
    cargo fuzz run $sanitizer "$target" "fuzz/corpus/$target" "fuzz/seeds/$target" -- \
        -max_total_time="$secs" -dict="$dict" -max_len="$maxlen" -print_final_stats=1 $par \
        2>&1 || status=$?
    echo "# skus-fuzz exit: $status"
} | tee -a "$log"
echo "# skus-fuzz end: $(date -u +%Y-%m-%dT%H:%M:%SZ)" >>"$log"
echo "log: $log (a table row: scripts/fuzz-report.sh $log)"
status=$(sed -n 's/^# skus-fuzz exit: //p' "$log" | tail -n 1)
exit "${status:-1}"
