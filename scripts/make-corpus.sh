#!/usr/bin/env bash
# Regenerates the black-box corpus images and manifests (Tests/Corpus/*/) from each folder's
# corpus.json with the renderer (seeded: the same code gives the same pixels), then runs it.
# Limits (minPass, maxMisread) in corpus.json are kept; raise them when the run says so.
#
#   scripts/make-corpus.sh                 # uses .build/debug/vitalsnap (built if missing)
#   VITALSNAP=path/to/vitalsnap scripts/make-corpus.sh
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="${VITALSNAP:-.build/debug/vitalsnap}"
if [ ! -x "$BIN" ]; then swift build --product vitalsnap >&2; fi
"$BIN" corpus --generate Tests/Corpus
"$BIN" corpus Tests/Corpus
