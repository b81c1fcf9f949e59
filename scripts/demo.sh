#!/usr/bin/env bash
# Quick start, part 1: builds VitalSnap and runs the main job — scan a glucometer until one confident
# reading, then print its record — on the webcam when there is one, else on the bundled fixture video
# (a Roche Accu-Chek Guide counting down 3 2 1, then showing 123 mg/dL). Extra arguments go to `scan`
# (e.g. --json, --unit mmol/L, --submit).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
swift build --product vitalsnap 2>&1 | grep -vE '^\[[0-9]+/[0-9]+\]' >&2
BIN=.build/debug/vitalsnap
camera=5   # exit 5: the device is missing, busy or not a camera
if [ -e /dev/video0 ] && [ -z "${VITALSNAP_DEMO_FIXTURE:-}" ]; then
  camera=0
  $BIN scan --peripheral accu-chek-guide --device /dev/video0 --timeout-frames 1 >/dev/null 2>&1 || camera=$?
fi
if [ "$camera" -ne 5 ]; then
  echo "demo: scanning the webcam /dev/video0 (line an Accu-Chek Guide up with the overlay; Ctrl-C stops)" >&2
  exec $BIN scan --peripheral accu-chek-guide --device /dev/video0 --timeout 60 "$@"
fi
echo "demo: no usable webcam; scanning the bundled fixture video Fixtures/videos/demo-glucose.avi" >&2
exec $BIN scan --peripheral accu-chek-guide --video Fixtures/videos/demo-glucose.avi "$@"
