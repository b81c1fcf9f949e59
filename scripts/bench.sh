#!/usr/bin/env bash
# Speed figures for the README's performance section, on a release build:
#   1. recognition per 640x480 rendered frame, one thread (vitalsnap bench), for a few peripherals;
#   2. batch throughput on a real set (decode + read on all cores);
#   3. process start-up time of the binary (`vitalsnap --help`; hyperfine when installed).
#
# Usage: scripts/bench.sh [--frames N] [--runs N] [--no-build]
set -euo pipefail
cd "$(dirname "$0")/.."
frames=300
runs=20
build=1
while [ $# -gt 0 ]; do
  case "$1" in
    --frames) frames="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    --no-build) build=0; shift ;;
    *) echo "bench: unknown argument '$1'" >&2; exit 64 ;;
  esac
done
[ "$build" -eq 1 ] && swift build -c release --product vitalsnap 2>&1 | grep -vE '^\[[0-9]+/[0-9]+\]' >&2
bin=.build/release/vitalsnap
datasets="${VITALSNAP_DATASETS:-../shared/datasets}"

echo "== recognition per 640x480 frame, one thread ($frames frames, mild perturbation)"
for p in accu-chek-guide omron-m3 contec-cms50d-plus; do
  "$bin" bench --frames "$frames" --peripheral "$p" | grep -v '^build'
done

if [ -f "$datasets/panel-ammeter/manifest.csv" ]; then
  echo "== batch throughput (all cores: $(nproc))"
  for s in panel-ammeter insulation-tester; do
    "$bin" bench --frames 0 --peripheral "$s" --manifest "$datasets/$s/manifest.csv"
  done
fi

echo "== start-up: vitalsnap --help ($runs runs)"
if command -v hyperfine >/dev/null 2>&1; then
  hyperfine -N --warmup 3 --runs "$runs" "$bin --help" 2>/dev/null | grep -E "Time|Range"
else
  python3 - "$bin" "$runs" <<'PY'
import subprocess, sys, time
b, n = sys.argv[1], int(sys.argv[2])
for _ in range(3):
    subprocess.run([b, "--help"], capture_output=True)
t = []
for _ in range(n):
    s = time.perf_counter(); subprocess.run([b, "--help"], capture_output=True); t.append((time.perf_counter() - s) * 1000)
t.sort()
print("  median %.1f ms, min %.1f ms, max %.1f ms over %d runs" % (t[len(t) // 2], t[0], t[-1], n))
PY
fi
