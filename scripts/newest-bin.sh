#!/usr/bin/env bash
# Prints the path of the vitalsnap binary the scripts measure: the newer of the release and debug builds
# (a stale release binary must not hide a regression). Exits 2 when neither is built.
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="$root/.build/debug/vitalsnap"
rel="$root/.build/release/vitalsnap"
if [ -x "$rel" ] && { [ ! -x "$bin" ] || [ "$rel" -nt "$bin" ]; }; then bin="$rel"; fi
echo "$bin"
[ -x "$bin" ] || exit 2
