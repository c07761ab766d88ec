#!/usr/bin/env bash
# The figures of issue 14 in one run, on one core (taskset -c 0): PTN read
# (in memory and streamed) and `skus verify` per variant and engine, beside
# the chess anchor (pgn-reader + shakmaty, ../shared/perf/pgn-anchor) when
# it is present; then the scale figures (every core against one, memory as
# the file grows). The project never reads ../shared itself; this script
# only runs the anchor's own bench.sh beside the project's benches.
#
# usage: scripts/bench.sh            (SKUS_BENCH_RUNS=N runs per figure,
#                                     PGN_ANCHOR_GAMES=N games in the anchor's
#                                     corpus, default 200000; NO_ANCHOR=1 skips it;
#                                     SKUS_SCALE_GAMES=N generated games for the
#                                     scale figures, default 20000; NO_SCALE=1
#                                     skips them; PGO=1 builds the benches and
#                                     the scale figures' skus with the profile
#                                     scripts/pgo.sh makes, about nine minutes
#                                     more; PGO=reuse takes the profile it
#                                     made last)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
# The anchor stands beside the repository (../shared); from a git worktree,
# beside the main checkout. PGN_ANCHOR_DIR names another place.
ANCHOR=${PGN_ANCHOR_DIR:-$ROOT/../shared/perf/pgn-anchor}
if [[ -z ${PGN_ANCHOR_DIR:-} && ! -f $ANCHOR/bench.sh ]]; then
    common=$(git rev-parse --path-format=absolute --git-common-dir 2> /dev/null || true)
    if [[ -n $common && -f $(dirname "$common")/../shared/perf/pgn-anchor/bench.sh ]]; then
        ANCHOR=$(cd "$(dirname "$common")/../shared/perf/pgn-anchor" && pwd)
    fi
fi
CORE=${BENCH_CORE:-0}
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT

pin() {
    if command -v taskset > /dev/null; then taskset -c "$CORE" "$@"; else "$@"; fi
}

# PGO=1: the build guided by a profile of skus's own runs (scripts/pgo.sh),
# for the benches (their own target directory) and the scale figures.
build=plain
bench_args=()
bench_flags=${RUSTFLAGS:-}
if [[ -n ${PGO:-} ]]; then
    PGO_DIR=${SKUS_PGO_DIR:-$ROOT/target/pgo}
    # PGO=reuse: the profile and skus scripts/pgo.sh made last (of this
    # source: it does not check).
    if [[ $PGO != reuse || ! -f $PGO_DIR/skus.profdata || ! -x $PGO_DIR/skus ]]; then
        SKUS_PGO_DIR=$PGO_DIR bash "$ROOT/scripts/pgo.sh" > /dev/null
    fi
    HOST=$(rustc -vV | sed -n 's/^host: //p')
    # Given to the benches' cargo only, not to the anchor's build.
    bench_flags="$bench_flags -Cprofile-use=$PGO_DIR/skus.profdata"
    # The target directory scripts/pgo.sh built them in, with the profile.
    bench_args=(--target "$HOST" --target-dir "$PGO_DIR/use")
    build="guided by a profile (scripts/pgo.sh)"
fi
echo "# $(date -u +%FT%TZ)  $(rustc --version)  cores=$(nproc)  cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')  pinned to core $CORE  build: $build" >&2
# Build first (on every core), then run pinned.
bench=(env RUSTFLAGS="$bench_flags" cargo bench "${bench_args[@]}")
"${bench[@]}" --bench ptn --bench verify --bench spec --no-run >&2
SKUS_BENCH_TABLE=1 pin "${bench[@]}" -q --bench ptn >> "$OUT/skus" 2> /dev/null
SKUS_BENCH_TABLE=1 pin "${bench[@]}" -q --bench verify >> "$OUT/skus" 2> /dev/null
SKUS_BENCH_TABLE=1 SKUS_BENCH_RUNS=$((${SKUS_BENCH_RUNS:-3} * 7)) pin "${bench[@]}" -q --bench spec >> "$OUT/spec" 2> /dev/null

anchor=absent
if [[ -n ${NO_ANCHOR:-} ]]; then
    anchor=skipped
elif [[ -f $ANCHOR/bench.sh ]]; then
    if pin bash "$ANCHOR/bench.sh" "${PGN_ANCHOR_GAMES:-200000}" 1 "${SKUS_BENCH_RUNS:-3}" > "$OUT/anchor" 2> "$OUT/anchor.err"; then
        anchor=ok
    else
        anchor=failed
        sed 's/^/anchor: /' "$OUT/anchor.err" >&2
    fi
fi

# One table. MB = 10^6 bytes; best and median over the runs.
awk -v anchor="$anchor" '
function mb(b, s) { return sprintf("%.1f", b / s / 1e6) }
function gps(g, s) { return sprintf("%.0f", g / s) }
function field(line, key,   i, n, kv) {
    n = split(line, kv, " ")
    for (i = 1; i <= n; i++) if (index(kv[i], key "=") == 1) return substr(kv[i], length(key) + 2)
    return ""
}
FILENAME ~ /skus$/ && $1 == "bench" {
    name = $2
    order[++n] = name
    bytes[name] = field($0, "bytes"); games[name] = field($0, "games")
    best[name] = field($0, "best_s"); med[name] = field($0, "median_s")
    next
}
FILENAME ~ /spec$/ && $1 == "bench" {
    k = $2; sorder[++nspec] = k
    sbest[k] = field($0, "best_s"); smed[k] = field($0, "median_s")
    next
}
FILENAME ~ /anchor$/ && $1 == "run" {
    mode = field($0, "mode"); v = field($0, "MB/s") + 0
    runs[mode] = runs[mode] " " v
    next
}
function anchor_fig(mode,   k, a, m, i, j, t) {
    if (anchor != "ok") return "anchor " anchor
    if (!(mode in runs)) return "n/a"
    m = split(runs[mode], a, " ")
    for (i = 1; i <= m; i++) for (j = i + 1; j <= m; j++) if (a[j] > a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
    return sprintf("%s %.1f MB/s best, %.1f median", mode, a[1], a[int((m + 1) / 2)])
}
END {
    print "| figure | MB/s best | MB/s median | games/s best | games/s median | chess anchor (pgn-reader 0.29 + shakmaty 0.30), one core |"
    print "|---|---:|---:|---:|---:|---|"
    for (i = 1; i <= n; i++) {
        k = order[i]
        if (k == "ptn-read-memory") { label = "PTN read, in memory"; a = anchor_fig("parse") }
        else if (k == "ptn-read-stream") { label = "PTN read, streamed"; a = anchor_fig("parse") }
        else {
            split(k, p, "-")
            label = "skus verify " p[2] (p[4] == "mutated" ? " `--mutate`d" : "") ", " (p[3] == "interp" ? "interpreter" : "reference engine")
            a = anchor_fig("validate-upstream")
        }
        printf "| %s | %s | %s | %s | %s | %s |\n", label, mb(bytes[k], best[k]), mb(bytes[k], med[k]), gps(games[k], best[k]), gps(games[k], med[k]), a
    }
    # Interpreter ÷ reference engine, games/s (best and median), for the
    # legal and the mutated games of each variant (target: at least 0.5).
    nr = 0
    for (i = 1; i <= n; i++) {
        k = order[i]
        if (k !~ /^verify-/ || k !~ /-interp/) continue
        r = k; sub(/-interp/, "-reference", r)
        if (!(r in best)) continue
        split(k, p, "-")
        if (nr++ == 0) {
            print "\n| interpreter ÷ reference engine (target ≥ 0.5) | best | median |"
            print "|---|---:|---:|"
        }
        printf "| %s%s | %.3f | %.3f |\n", p[2], (p[4] == "mutated" ? ", `--mutate`d" : ", legal"), best[r] / best[k], med[r] / med[k]
    }
    if (nspec > 0) {
        print "\n| spec load (as `skus verify` pays it, before the first game) | best ms | median ms |"
        print "|---|---:|---:|"
        for (i = 1; i <= nspec; i++) {
            k = sorder[i]; split(k, p, "-")
            label = (p[2] == "shipped" ? "spec load, shipped, " : p[2] == "file" ? "spec load, --spec file, " : p[2] == "overlay" ? "spec load, --spec overlay (tests/overlays/tarockcup-kaiserstich.rules), " : p[2] == "broken" ? "spec load, --spec file with a syntax error in the middle (its error), " : "spec load, --spec file edited (a comment added), ") p[3]
            printf "| %s | %.2f | %.2f |\n", label, sbest[k] * 1000, smed[k] * 1000
        }
    }
    if (anchor == "absent") print "\n(the anchor ../shared/perf/pgn-anchor is not present: only the project figures are shown)"
    if (anchor == "skipped") print "\n(the anchor was skipped, NO_ANCHOR: only the project figures are shown)"
    if (anchor == "ok") print "\nanchor: parse = pgn-reader parse only; validate-upstream = to_move + play_unchecked on every ply (the program behind the published figures)"
}
' "$OUT/skus" "$OUT/spec" "$( [[ -f $OUT/anchor ]] && echo "$OUT/anchor" || echo /dev/null )"

# Scale (issue 14): `skus verify` on every core (`-j 0`) against one
# (`-j 1`), wall time, not pinned; and its peak resident size as the file
# grows (one batch in flight, so it should not). Generated legal Tarockcup
# games (`skus simulate --seed 11`, SKUS_SCALE_GAMES of them, default
# 20,000), for the reference engine five copies of them in one file, and
# twenty copies for the memory row. NO_SCALE=1 skips this part.
if [[ -z ${NO_SCALE:-} ]]; then
    if [[ -n ${PGO:-} ]]; then
        SKUS=$PGO_DIR/skus
    else
        cargo build --release --bin skus >&2
        SKUS=${CARGO_TARGET_DIR:-$ROOT/target}/release/skus
    fi
    "$SKUS" simulate --variant tarockcup --games "${SKUS_SCALE_GAMES:-20000}" --seed 11 > "$OUT/g1.ptn"
    for _ in 1 2 3 4 5; do cat "$OUT/g1.ptn"; done > "$OUT/g5.ptn"
    for _ in 1 2 3 4; do cat "$OUT/g5.ptn"; done > "$OUT/g20.ptn"
    # One run: wall seconds and peak resident KB ("n/a" without GNU time).
    run_once() {
        if [[ -x /usr/bin/time ]]; then
            /usr/bin/time -f "%e %M" -o "$OUT/time" "$SKUS" verify --no-progress --engine "$1" -j "$3" "$2" > /dev/null 2>&1 || echo "verify failed" > "$OUT/time"
        else
            local t0 t1
            t0=$(date +%s.%N)
            "$SKUS" verify --no-progress --engine "$1" -j "$3" "$2" > /dev/null 2>&1 || true
            t1=$(date +%s.%N)
            awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f n/a\n", b - a }' > "$OUT/time"
        fi
        cat "$OUT/time"
    }
    # Best wall time and the largest peak over SKUS_BENCH_RUNS runs.
    best_of() {
        local r out best="" rss=0 s kb
        for ((r = 0; r < ${SKUS_BENCH_RUNS:-3}; r++)); do
            out=$(run_once "$@")
            read -r s kb <<< "$out"
            [[ $s =~ ^[0-9.]+$ ]] || { echo "n/a n/a"; return; }
            if [[ -z $best ]] || awk -v a="$s" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$s; fi
            if [[ $kb =~ ^[0-9]+$ ]] && ((kb > rss)); then rss=$kb; fi
        done
        echo "$best $rss"
    }
    cores=$(nproc)
    echo
    echo "| scale: \`skus verify\`, $cores cores | file | \`-j 1\` s | \`-j 0\` s | speed-up | of $cores cores (target ≥ 0.8) | peak RSS \`-j 0\` |"
    echo "|---|---|---:|---:|---:|---:|---:|"
    for e in interp reference; do
        f=$OUT/g1.ptn
        [[ $e == reference ]] && f=$OUT/g5.ptn
        read -r one _ <<< "$(best_of "$e" "$f" 1)"
        read -r all rss <<< "$(best_of "$e" "$f" 0)"
        mb=$(awk -v b="$(stat -c %s "$f")" 'BEGIN { printf "%.0f MB", b / 1e6 }')
        awk -v e="$e" -v mb="$mb" -v one="$one" -v all="$all" -v rss="$rss" -v n="$cores" 'BEGIN {
            name = (e == "interp" ? "interpreter" : "reference engine")
            if (one + 0 > 0 && all + 0 > 0) { s = one / all; printf "| %s | %s | %.2f | %.2f | %.2f× | %.2f | %.1f MB |\n", name, mb, one, all, s, s / n, rss / 1024 }
            else printf "| %s | %s | %s | %s | n/a | n/a | n/a |\n", name, mb, one, all
        }'
    done
    read -r big bigrss <<< "$(best_of reference "$OUT/g20.ptn" 0)"
    awk -v b="$(stat -c %s "$OUT/g20.ptn")" -v s="$big" -v rss="$bigrss" 'BEGIN {
        printf "\nmemory: the reference engine, `-j 0`, on a file four times as large (%.0f MB): %s s, peak RSS %.1f MB\n", b / 1e6, s, rss / 1024
    }'
fi
