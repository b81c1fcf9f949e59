#!/usr/bin/env bash
# VitalSnap against ssocr (Seven Segment Optical Character Recognition) on the shared photo sets, in one
# run: the engine is evaluated on each set (`vitalsnap eval`, roi where the set has one), the very regions
# it was given are exported (dewarped roi, or the whole image for sets without roi) and ssocr reads each
# of them with options suited to the set (polarity from the set's peripheral). Prints both accuracies,
# misread counts and speeds side by side.
#
# Usage: scripts/compare-ssocr.sh [--datasets DIR] [--bin PATH] [--limit N] [SET...]
#   default sets: all in ../shared/datasets (or $VITALSNAP_DATASETS); --limit N: first N images per set.
# Speeds: engine = recognition ms per image (median, in process, decoding excluded; decode shown apart);
#   ssocr = wall ms per image of one ssocr process (decoding and process start included), one at a time.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
datasets="${VITALSNAP_DATASETS:-$root/../shared/datasets}"
bin="${VITALSNAP_BIN:-}"
limit=""
sets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --datasets) datasets="$2"; shift 2 ;;
    --bin) bin="$2"; shift 2 ;;
    --limit) limit="$2"; shift 2 ;;
    -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "compare-ssocr: unknown option '$1'" >&2; exit 64 ;;
    *) sets+=("$1"); shift ;;
  esac
done

if ! command -v ssocr >/dev/null 2>&1; then
  echo "compare-ssocr: installing ssocr (apt-get install -y ssocr)" >&2
  if [ "$(id -u)" -eq 0 ]; then apt-get install -y ssocr >/dev/null; else sudo apt-get install -y ssocr >/dev/null; fi
fi
if [ -z "$bin" ]; then
  bin="$root/.build/debug/vitalsnap"
  rel="$root/.build/release/vitalsnap"
  if [ -x "$rel" ] && { [ ! -x "$bin" ] || [ "$rel" -nt "$bin" ]; }; then bin="$rel"; fi
fi
[ -x "$bin" ] || { echo "compare-ssocr: $bin: no vitalsnap binary (swift build -c release)" >&2; exit 2; }
if [ ${#sets[@]} -eq 0 ]; then
  for d in "$datasets"/*/; do [ -f "$d/manifest.csv" ] && sets+=("$(basename "$d")"); done
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# ssocr options per polarity of the set's display: iterative threshold, any number of digits, digits
# and decimal point only; light-on-dark (LED, backlit) displays swap fore- and background; a closing
# joins segments drawn with gaps.
ssocr_options() { # peripheral-json
  local pol
  pol=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["display"]["lines"][0].get("polarity","dark-on-light"))' "$1")
  if [ "$pol" = "light-on-dark" ]; then
    echo '["-T", "-d", "-1", "-c", "decimal", "-f", "white", "-b", "black", "closing", "1"]'
  else
    echo '["-T", "-d", "-1", "-c", "decimal", "remove_isolated"]'
  fi
}

printf '%-20s %6s | %-28s | %-28s\n' "" "" "VitalSnap" "ssocr"
printf '%-20s %6s | %7s %7s %6s %6s | %7s %7s %6s %6s\n' set images "acc%" misread noread "ms" "acc%" misread noread "ms"
printf -- '-%.0s' {1..90}; echo
for set in "${sets[@]}"; do
  manifest="$datasets/$set/manifest.csv"
  periph="$root/Peripherals/evaluation/$set.json"
  [ -f "$manifest" ] || { echo "compare-ssocr: $manifest: no such set" >&2; continue; }
  [ -f "$periph" ] || { echo "compare-ssocr: $periph: no peripheral for $set" >&2; continue; }
  m="$manifest"
  if [ -n "$limit" ]; then # first N rows, image paths made absolute, in a scratch folder named after the set
    mkdir -p "$tmp/limited/$set"; m="$tmp/limited/$set/manifest.csv"
    python3 - "$manifest" "$limit" "$m" <<'PY'
import csv, os, sys
src, n, dst = sys.argv[1], int(sys.argv[2]), sys.argv[3]
rows = list(csv.reader(open(src)))
base = os.path.dirname(os.path.abspath(src))
with open(dst, "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(rows[0])
    for r in rows[1:n + 1]:
        r[0] = os.path.join(base, r[0])
        w.writerow(r)
PY
  fi
  "$bin" eval "$m" --peripheral "$set" --json --export-crops "$tmp/crops" > "$tmp/$set.json"
  name=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["manifests"][0]["name"])' "$tmp/$set.json")
  python3 "$root/scripts/compare_ssocr.py" "$tmp/crops" "$name" "$(ssocr_options "$periph")" > "$tmp/$set.ssocr.json"
  python3 - "$set" "$tmp/$set.json" "$tmp/$set.ssocr.json" <<'PY'
import json, sys
name, e, s = sys.argv[1], json.load(open(sys.argv[2]))["total"], json.load(open(sys.argv[3]))
print("%-20s %6d | %6.1f%% %7d %6d %6.2f | %6.1f%% %7d %6d %6.2f" % (
    name, e["images"], 100 * e["accuracy"], e["misread"], e["noread"], e["median_ms"],
    100 * s["accuracy"], s["misread"], s["noread"], s["median_ms"]))
PY
done
echo
echo "VitalSnap ms: median recognition time per image in process (image decoding excluded)."
echo "ssocr ms: median wall time of one ssocr process per crop (decoding and start-up included)."
echo "Binary: $bin"
