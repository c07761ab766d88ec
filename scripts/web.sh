#!/usr/bin/env bash
# The referee in the browser (book/README.md, "The wasm pages"): installs
# what the wasm build needs into the project (the wasm32 target via rustup,
# wasm-bindgen-cli pinned to the exact version of the wasm-bindgen crate in
# web/Cargo.lock, under target/tools), builds web/ for wasm32 and writes the
# ES module package to target/web/pkg, which `skus book --web target/web`
# copies into the book.
#
#   bash scripts/web.sh install   # the toolchain only
#   bash scripts/web.sh build     # install if needed, then build (default)
#   bash scripts/web.sh book      # build, then the book with the wasm pages
#   bash scripts/web.sh bench     # wasm under node against the native binary
#   bash scripts/web.sh browser   # Chromium and node for the browser test, from
#                                 # Debian's packages where missing (needs root)
#
# Environment: JOBS (cargo jobs, default 2), WASM_OPT=1 runs wasm-opt -Oz,
# WEB_PROFILE=quick builds without LTO (what the browser tests use)
# when it is on PATH (npm's binaryen).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
jobs=${JOBS:-2}
tools=$root/target/tools
out=$root/target/web

bindgen_version() {
    # The version of the wasm-bindgen crate the web crate is locked to.
    awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' \
        "$root/web/Cargo.lock"
}

install() {
    if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
        rustup target add wasm32-unknown-unknown
    fi
    local want have
    want=$(bindgen_version)
    have=$("$tools/bin/wasm-bindgen" --version 2>/dev/null | awk '{print $2}' || true)
    if [ "$have" != "$want" ]; then
        echo "installing wasm-bindgen-cli $want into $tools" >&2
        # --locked first (the CLI's own lock file); a registry mirror that
        # lacks one of its locked versions gets the newest compatible ones.
        cargo install wasm-bindgen-cli --version "$want" --locked --root "$tools" -j "$jobs" ||
            {
                echo "warning: --locked install failed; installing with the newest compatible dependencies" >&2
                cargo install wasm-bindgen-cli --version "$want" --root "$tools" -j "$jobs"
            }
    fi
}

build() {
    install
    # WEB_PROFILE=quick (the browser tests): no LTO, a third of the build time.
    local profile=${WEB_PROFILE:-release}
    cargo build --manifest-path web/Cargo.toml --target wasm32-unknown-unknown \
        --profile "$profile" --locked -j "$jobs"
    local wasm=web/target/wasm32-unknown-unknown/$profile/skus_web.wasm
    rm -rf "$out/pkg" "$out/node"
    "$tools/bin/wasm-bindgen" --target web --no-typescript --out-dir "$out/pkg" "$wasm"
    "$tools/bin/wasm-bindgen" --target nodejs --no-typescript --out-dir "$out/node" "$wasm"
    if [ "${WASM_OPT:-0}" = 1 ] && command -v wasm-opt >/dev/null; then
        wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int \
            "$out/pkg/skus_web_bg.wasm" -o "$out/pkg/skus_web_bg.wasm"
    fi
    cp -r web/www/. "$out/"
    local size gz
    size=$(wc -c <"$out/pkg/skus_web_bg.wasm")
    gz=$(gzip -9 -c "$out/pkg/skus_web_bg.wasm" | wc -c)
    echo "wasm: $out/pkg/skus_web_bg.wasm, $size bytes ($gz gzipped)" >&2
}

case "${1:-build}" in
    install) install ;;
    build) build ;;
    book)
        build
        cargo run --release -j "$jobs" -- book --web "$out"
        ;;
    bench)
        [ -f "$out/node/skus_web.js" ] || build
        rounds=${ROUNDS:-5}
        cargo build --release -q -j "$jobs"
        mkdir -p target/web-bench
        big=()
        for v in tarockcup royal; do
            f=target/web-bench/$v-5000.ptn
            [ -f "$f" ] || ./target/release/skus simulate --variant "$v" --games 5000 --seed 7 >"$f"
            big+=("$f")
        done
        node web/bench.cjs "$out/node/skus_web.js" "$rounds" "${big[@]}"
        for f in "${big[@]}"; do
            s=$(./target/release/skus verify --json -j 1 "$f" | grep -o '"seconds": [0-9.]*' | grep -o '[0-9.]*$' || true)
            awk -v f="$f" -v s="$s" 'BEGIN { printf "native (-j 1) %s: 5000 games in %.2f s = %.0f games/s\n", f, s, 5000 / s }'
        done
        # The native referee on one thread, the same files and rounds.
        start=$(date +%s.%N)
        for _ in $(seq "$rounds"); do
            ./target/release/skus verify --json -j 1 tests/games >/dev/null || true
        done
        end=$(date +%s.%N)
        games=$(./target/release/skus verify --json -j 1 tests/games | grep -o '"games": [0-9]*' | tail -1 | grep -o '[0-9]*' || true)
        awk -v g="$games" -v r="$rounds" -v s="$start" -v e="$end" \
            'BEGIN { printf "native (-j 1): %d games a round; %.0f games/s (process start included)\n", g, g * r / (e - s) }'
        gz=$(gzip -9 -c "$out/pkg/skus_web_bg.wasm" | wc -c)
        echo "wasm size: $(wc -c <"$out/pkg/skus_web_bg.wasm") bytes, $gz gzipped"
        ;;
    browser)
        missing=()
        command -v chromium >/dev/null 2>&1 || missing+=(chromium)
        command -v node >/dev/null 2>&1 || missing+=(nodejs)
        if [ ${#missing[@]} -gt 0 ]; then
            apt-get update -q && apt-get install -y -q "${missing[@]}"
        fi
        ;;
    *)
        echo "usage: scripts/web.sh [install|build|book|bench|browser]" >&2
        exit 2
        ;;
esac
