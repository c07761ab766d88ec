#!/usr/bin/env bash
# The figures of issue 14 in one run, on one core (taskset -c 0): PTN read
# (in memory and streamed) and `skus verify` per variant and engine, beside
# the chess anchor (pgn-reader + shakmaty, ../shared/perf/pgn-anchor) when
# it is present. The project never reads ../shared itself; this script only
# runs the anchor's own bench.sh beside the project's benches.
#
# usage: scripts/bench.sh            (SKUS_BENCH_RUNS=N runs per figure,
#                                     PGN_ANCHOR_GAMES=N games in the anchor's
#                                     corpus, default 200000; NO_ANCHOR=1 skips it)
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

echo "# $(date -u +%FT%TZ)  $(rustc --version)  cores=$(nproc)  cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')  pinned to core $CORE" >&2
# Build first (on every core), then run pinned.
cargo bench --bench ptn --bench verify --bench spec --no-run >&2
SKUS_BENCH_TABLE=1 pin cargo bench -q --bench ptn >> "$OUT/skus" 2> /dev/null
SKUS_BENCH_TABLE=1 pin cargo bench -q --bench verify >> "$OUT/skus" 2> /dev/null
SKUS_BENCH_TABLE=1 SKUS_BENCH_RUNS=$((${SKUS_BENCH_RUNS:-3} * 7)) pin cargo bench -q --bench spec >> "$OUT/spec" 2> /dev/null

anchor=absent
if [[ -f $ANCHOR/bench.sh && -z ${NO_ANCHOR:-} ]]; then
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
            label = "skus verify " p[2] ", " (p[3] == "interp" ? "interpreter" : "reference engine")
            a = anchor_fig("validate-upstream")
        }
        printf "| %s | %s | %s | %s | %s | %s |\n", label, mb(bytes[k], best[k]), mb(bytes[k], med[k]), gps(games[k], best[k]), gps(games[k], med[k]), a
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
    if (anchor == "ok") print "\nanchor: parse = pgn-reader parse only; validate-upstream = to_move + play_unchecked on every ply (the program behind the published figures)"
}
' "$OUT/skus" "$OUT/spec" "$( [[ -f $OUT/anchor ]] && echo "$OUT/anchor" || echo /dev/null )"
