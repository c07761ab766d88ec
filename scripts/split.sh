#!/usr/bin/env bash
# Where a game's instructions go, part by part, for both engines (issue
# 14): callgrind (valgrind) counts `skus verify -j 1` on games `skus
# simulate` generates for each shipped variant, and the counts are split by
# the referee's calls into the engine: reading the PTN, the referee's own
# code, the events (and, for the interpreter, its dispatcher's own share),
# the settlement, a game's state made and let go of; the spec load, paid
# once a run, apart. Instruction counts do not vary between runs, so a
# step's effect shows here to the tenth of a percent; BENCHMARKS.md ("Where
# a game goes, part by part") has a run and what it says.
#
# usage: scripts/split.sh [VARIANT...]    default: the five shipped variants;
#                                         SKUS_SPLIT_GAMES=N games each
#                                         (default 300, `--seed 7`)
#        scripts/split.sh --row VARIANT ENGINE FILE
#                                         one row of the table from FILE, the
#                                         output of `callgrind_annotate
#                                         --tree=caller` (what the test feeds it)
#
# It installs valgrind (apt-get) where it is missing and it can.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)

# One row: the parts, in M instructions, from a caller tree. A function's
# entry ("*", its own instructions) follows the lines of its callers ("<",
# what the calls from each caller cost in all, and how many there were);
# only the entries of the binary itself count (an inlined copy is listed
# again under its file, with part of the same instructions).
row() {
    awk -v variant="$1" -v engine="$2" '
    function num(s) { gsub(/,/, "", s); return s + 0 }
    # A line: its count, its share, "<" or "*", then file:function.
    function name_of(line,   s) { s = line; sub(/^ *[0-9,]+ +\( *[0-9.]+%\) +[<*] +/, "", s); sub(/^[^:]*:/, "", s); return s }
    function callee_of(line,   s) { s = name_of(line); sub(/ \[[^]]*\]$/, "", s); return s }
    function caller_of(line,   s) { s = name_of(line); sub(/ \([0-9,]+x\).*$/, "", s); return s }
    function count_of(line,   s) { s = line; if (!match(s, /\(([0-9,]+)x\)/)) return 0; s = substr(s, RSTART + 1, RLENGTH - 3); return num(s) }
    # The calls `from` made to `to`: their instructions in all, and their number.
    function add(from, to, cost, n) { inc[from SUBSEP to] += cost; calls[from SUBSEP to] += n }
    # What `by` (`inc` or `calls`) holds for the callers and callees matched.
    function sum(by, from_re, to_re,   k, p, t) {
        t = 0
        for (k in by) { split(k, p, SUBSEP); if (p[1] ~ from_re && p[2] ~ to_re) t += by[k] }
        return t
    }
    function from_to(from_re, to_re) { return sum(inc, from_re, to_re) }
    / < / { callers[++nc] = $0; next }
    / \* / {
        f = callee_of($0)
        if (f ~ /step_with$/ && f ~ /skus::interp::dispatch::/) disp += num($1)
        if ($0 ~ /\]$/) for (i = 1; i <= nc; i++) add(caller_of(callers[i]), f, num(callers[i]), count_of(callers[i]))
        nc = 0
        next
    }
    { nc = 0 }
    END {
        chunk = "skus::referee::batch::verify_chunk$"
        vw = "^skus::referee::verify_with$"
        parse = from_to(chunk, "skus::ptn::reader::Chunk<T>::parse$")
        gdrop = from_to(chunk, "^core::ptr::drop_in_place<skus::ptn::model::Game>$")
        refe = from_to(chunk, vw)
        apply = from_to(vw, "engine::State.*>::apply$")
        events = sum(calls, vw, "engine::State.*>::apply$")
        settle = from_to(vw, "settle_(unexplained|last)$")
        start = from_to(vw, "skus::engine::Engine.*>::start$")
        sdrop = from_to(vw, "^core::ptr::drop_in_place<(skus::interp::IState|skus::reference::[a-z_]+::state::[A-Za-z]+State)>$")
        load = from_to(vw, "as skus::referee::Engines>::engine$")
        own = refe - apply - settle - start - sdrop - load + gdrop
        total = parse + refe + gdrop - load
        if (events == 0 || total <= 0) {
            printf "split: no `verify_with` calling an engine in the profile of %s, %s\n", variant, engine > "/dev/stderr"
            exit 1
        }
        M = 1e6
        printf "| %s | %s | %.2f | %.2f | %.2f | %s | %.2f | %.2f | %.2f | %.2f | %d |\n", variant, engine, parse / M, own / M, apply / M, (engine == "interpreter" ? sprintf("%.2f", disp / M) : ""), settle / M, (start + sdrop) / M, load / M, total / M, apply / events + 0.5
    }'
}

if [[ ${1:-} == --row ]]; then
    if [[ $# -ne 4 ]]; then
        sed -n '12,18p' "$0" >&2
        exit 2
    fi
    row "$2" "$3" < "$4"
    exit
fi

games=${SKUS_SPLIT_GAMES:-300}
if ! [[ $games =~ ^[1-9][0-9]{0,5}$ ]]; then
    echo "split: SKUS_SPLIT_GAMES must be a number of games from 1 to 999999, not '$games'" >&2
    exit 2
fi
if ! command -v valgrind > /dev/null || ! command -v callgrind_annotate > /dev/null; then
    if [[ $(id -u) -eq 0 ]] && command -v apt-get > /dev/null; then
        echo "split: installing valgrind" >&2
        apt-get update -q >&2 && apt-get install -y -q valgrind >&2
    else
        echo "split: needs valgrind (callgrind and callgrind_annotate): apt-get install valgrind" >&2
        exit 1
    fi
fi
variants=(tarockcup hopfgarten sitzenberg royal zwanziger)
if [[ $# -gt 0 ]]; then
    variants=("$@")
fi
cd "$ROOT"
cargo build --release --bin skus >&2
skus=${CARGO_TARGET_DIR:-$ROOT/target}/release/skus
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

echo "Instructions (M) for $games games of \`skus simulate --seed 7\`, \`skus verify -j 1\`; the spec load, once a run, is not in the total."
echo
echo "| variant | engine | reading | the referee's own | events | of which the dispatcher | settlement | a game's state | spec load | total | instructions an event |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
for v in "${variants[@]}"; do
    "$skus" simulate --variant "$v" --games "$games" --seed 7 > "$out/$v.ptn"
    for engine in interp reference; do
        valgrind --tool=callgrind --callgrind-out-file="$out/cg" \
            "$skus" verify --no-progress -j 1 --engine "$engine" "$out/$v.ptn" > /dev/null 2> "$out/err" || true
        if [[ ! -s $out/cg ]]; then
            echo "split: callgrind wrote no profile for $v, $engine:" >&2
            cat "$out/err" >&2
            exit 1
        fi
        # Run from elsewhere than the sources: from within them,
        # callgrind_annotate shortens their paths and then leaves out
        # callers (valgrind 3.19).
        (cd "$out" && callgrind_annotate --tree=caller --threshold=100 --auto=no cg > tree)
        name=interpreter
        [[ $engine == reference ]] && name=reference
        row "$v" "$name" < "$out/tree"
        rm -f "$out/cg"
    done
done
