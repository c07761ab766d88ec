#!/usr/bin/env bash
# A release build of skus optimised with a profile of its own runs
# (profile-guided optimisation, PGO): the build a tournament office would
# use to check large files. The same source as `cargo build --release`, the
# same verdicts; the compiler lays the code out and inlines by what the
# profile shows is hot. BENCHMARKS.md ("A release build guided by a
# profile") has what it gains.
#
# It installs what it needs (the llvm-tools component, for llvm-profdata,
# through rustup), builds an instrumented skus, runs it on games it
# generates (every shipped variant, legal and with a planted fault, both
# engines, the summary and the JSON report), merges the profile and builds
# again with it. About nine minutes on two cores.
#
# usage: scripts/pgo.sh        → target/pgo/skus (SKUS_PGO_DIR: another
#                                 place; SKUS_PGO_GAMES: legal games a
#                                 variant in the training run, default 4000)
# Its profile, target/pgo/skus.profdata, is what `PGO=1 scripts/bench.sh`
# builds the benches with.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
DIR=${SKUS_PGO_DIR:-$ROOT/target/pgo}
GAMES=${SKUS_PGO_GAMES:-4000}
if ! [[ $GAMES =~ ^[1-9][0-9]{0,6}$ ]]; then
    echo "pgo: SKUS_PGO_GAMES must be a number of games from 1 to 9999999, not '$GAMES'" >&2
    exit 2
fi
HOST=$(rustc -vV | sed -n 's/^host: //p')
if [[ -z $HOST ]]; then
    echo "pgo: rustc -vV names no host" >&2
    exit 1
fi
PROFDATA=$(rustc --print sysroot)/lib/rustlib/$HOST/bin/llvm-profdata
if [[ ! -x $PROFDATA ]]; then
    if ! command -v rustup > /dev/null; then
        echo "pgo: llvm-profdata is not in the toolchain ($PROFDATA) and there is no rustup to add the llvm-tools component" >&2
        exit 1
    fi
    echo "pgo: adding the llvm-tools component (llvm-profdata)" >&2
    rustup component add llvm-tools >&2 || rustup component add llvm-tools-preview >&2
fi
if [[ ! -x $PROFDATA ]]; then
    echo "pgo: llvm-profdata is still missing after adding llvm-tools: $PROFDATA" >&2
    exit 1
fi

# The flags go to the crates of the target only (`--target`), not to the
# build scripts and procedural macros the build runs. Both builds take the
# benches too: with them the library is built with the features the
# benches' dependencies add, so its functions are named as in the benches
# and the profile applies to them as well (`PGO=1 scripts/bench.sh`, which
# builds its benches in `$DIR/use`); built alone, its names differ and the
# benches would get nothing of the profile.
flags=${RUSTFLAGS:-}
targets=(--release --bins --benches --target "$HOST")

echo "pgo: building the instrumented skus" >&2
rm -rf "$DIR/raw" "$DIR/train"
mkdir -p "$DIR/raw" "$DIR/train"
RUSTFLAGS="$flags -Cprofile-generate=$DIR/raw" \
    cargo build "${targets[@]}" --target-dir "$DIR/gen" >&2
GEN=$DIR/gen/$HOST/release/skus

# The training games, made by the instrumented build with its own profile
# thrown away: generating games is not what the profile is for. Seeds
# other than the benches' (2026) and the scale figures' (11).
echo "pgo: generating $GAMES games a variant, and a quarter as many with a fault" >&2
# The shipped variants (src/variants.rs; a test holds this list to it).
variants=(tarockcup royal zwanziger hopfgarten sitzenberg)
legal=() faulty=()
for v in "${variants[@]}"; do
    legal+=("$DIR/train/$v.ptn")
    faulty+=("$DIR/train/$v-fault.ptn")
    LLVM_PROFILE_FILE=$DIR/train/simulate-%p.profraw \
        "$GEN" simulate --variant "$v" --games "$GAMES" --seed 4001 > "${legal[-1]}"
    LLVM_PROFILE_FILE=$DIR/train/simulate-%p.profraw \
        "$GEN" simulate --variant "$v" --games $((GAMES / 4 + 1)) --seed 4002 --mutate > "${faulty[-1]}"
done
rm -f "$DIR"/train/simulate-*.profraw

# What the profile is made of: `skus verify` as a referee runs it. A game
# with a fault makes verify exit non-zero; that is expected here, so only
# a crash (a signal: status above 128) stops the script.
train() {
    local status=0
    "$GEN" "$@" > /dev/null 2>&1 || status=$?
    if ((status > 128)); then
        echo "pgo: the instrumented skus stopped on a signal: skus $*" >&2
        exit 1
    fi
}
echo "pgo: running the training games" >&2
for engine in interp reference; do
    train verify --no-progress --engine "$engine" "${legal[@]}" "${faulty[@]}"
done
train verify --no-progress --json --all "${faulty[@]}"
if ! compgen -G "$DIR/raw/*.profraw" > /dev/null; then
    echo "pgo: the training run wrote no profile into $DIR/raw" >&2
    exit 1
fi
"$PROFDATA" merge -o "$DIR/skus.profdata.new" "$DIR"/raw/*.profraw
mv "$DIR/skus.profdata.new" "$DIR/skus.profdata"

echo "pgo: building skus with the profile" >&2
RUSTFLAGS="$flags -Cprofile-use=$DIR/skus.profdata" \
    cargo build "${targets[@]}" --target-dir "$DIR/use" >&2
# Replaced whole or not at all.
cp "$DIR/use/$HOST/release/skus" "$DIR/skus.new"
mv "$DIR/skus.new" "$DIR/skus"
echo "pgo: $DIR/skus (profile: $DIR/skus.profdata)" >&2
echo "$DIR/skus"
