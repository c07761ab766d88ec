#!/usr/bin/env bash
# Builds the rulebook and takes screenshots of it in headless Chromium:
# the Royal announcements chapter and a worked example (Tarockcup).
# Installs Chromium from Debian's packages when it is missing (needs root).
# Usage: scripts/book-screenshots.sh [OUT_DIR]   (default target/book-shots)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-target/book-shots}
mkdir -p "$out"
if ! command -v chromium >/dev/null 2>&1; then
  apt-get update -q && apt-get install -y -q chromium
fi
cargo run -q --release -- book --out target/book
html="$PWD/target/book/html"
# Headless Chromium does not scroll a screenshot to a URL's #anchor; a page
# that frames the chapter does (the frame scrolls to it).
frame=$(mktemp -d)
shot() { # name url width height
  printf '<!doctype html><body style="margin:0"><iframe src="%s" style="border:0;width:%spx;height:%spx"></iframe>' \
    "$2" "$3" "$4" > "$frame/$1.html"
  chromium --headless --no-sandbox --disable-gpu --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$(mktemp -d)" --hide-scrollbars --virtual-time-budget=3000 \
    --window-size="$3,$4" --screenshot="$out/$1.png" "file://$frame/$1.html" >/dev/null 2>&1
  echo "$out/$1.png"
}
shot royal-announcements "file://$html/variants/royal.html#announcements-and-premiums" 1280 1600
shot tarockcup-worked-example "file://$html/variants/tarockcup.html#a-rufer-won-two-against-two" 1280 1800
shot compare "file://$html/compare.html" 1280 1200
