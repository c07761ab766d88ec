#!/bin/sh
# Remakes spec/shipped.pack and then src/native/generated.rs (the shipped
# specs' native code) after a change to a spec, to src/lang or to
# src/interp. The native code is written by the crate it is compiled into,
# so it is first set aside for an empty table (the crate then builds
# whatever the change did to the code it calls); if anything fails, the
# old file is put back.
set -eu
cd "$(dirname "$0")/.."
gen=src/native/generated.rs
backup=$(mktemp)
cp "$gen" "$backup"
restore() { cp "$backup" "$gen"; rm -f "$backup"; echo "remake-native: failed; $gen put back" >&2; exit 1; }
trap restore INT TERM
printf '// Set aside by scripts/remake-native.sh while it is written again.\n\nuse crate::interp::native::Natives;\n\n/// Every shipped spec'"'"'s native functions.\npub static ALL: &[&Natives] = &[];\n' > "$gen"
UPDATE_PACK=1 cargo test --test lang spec_pack || restore
UPDATE_NATIVE=1 cargo test --test lang native_code -- --nocapture || restore
cargo build || restore
rm -f "$backup"
echo "remake-native: spec/shipped.pack and $gen are current"
