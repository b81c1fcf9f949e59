#!/usr/bin/env bash
# Quick start, part 1: builds VitalSnap and runs the main job — scan a glucometer until one confident
# reading — on the webcam when there is one, else on the bundled fixture video.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
swift build -c release --product vitalsnap >&2
BIN=.build/release/vitalsnap
if [ -e /dev/video0 ] && $BIN scan --help >/dev/null 2>&1 && [ -z "${VITALSNAP_DEMO_FIXTURE:-}" ]; then
  echo "demo: scanning the webcam /dev/video0 (hold an Accu-Chek Guide in the overlay)" >&2
  exec $BIN scan --peripheral accu-chek-guide --device /dev/video0 --timeout 30 "$@"
fi
echo "demo: no webcam; scanning the bundled fixture video Fixtures/videos/demo-glucose.avi" >&2
exec $BIN scan --peripheral accu-chek-guide --video Fixtures/videos/demo-glucose.avi "$@"
