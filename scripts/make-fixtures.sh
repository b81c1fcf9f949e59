#!/usr/bin/env bash
# Renders the fixture photos of every health peripheral with `vitalsnap render` (seeded, mild
# perturbation) and writes one manifest per peripheral: Fixtures/<slug>/manifest.csv in the shared
# format (image,expected,match,roi,line; roi = the ground-truth display quad, normalised).
# Also Fixtures/sample-glucose.png for the README's quick start.
#
#   scripts/make-fixtures.sh            # uses .build/debug/vitalsnap (built if missing)
#   VITALSNAP=path/to/vitalsnap scripts/make-fixtures.sh
#
# Deterministic: the same binary gives the same files, so re-running shows no git diff.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="${VITALSNAP:-.build/debug/vitalsnap}"
if [ ! -x "$BIN" ]; then swift build --product vitalsnap >&2; fi
OUT=Fixtures
SIZE=640x480

# Values per device: what each display really shows (HI / LO / Err where the device has them).
values_for() {
  case "$1" in
    accu-chek-guide|contour-next-one|onetouch-verio-flex) echo "104 87 256 HI LO" ;;
    accu-chek-guide-mmol|freestyle-lite-mmol) echo "5.6 12.3 3.9 HI LO" ;;
    omron-m3|omron-m7-intelli-it|beurer-bm-27) echo "128/82/71 141/93/88 109/67/60 97/58/102" ;;
    braun-thermoscan-7) echo "37.2 38.6 36.4 HI Err" ;;
    contec-cms50d-plus|nonin-onyx-vantage-9590) echo "98/72 95/101 89/64" ;;
    omron-hn-289) echo "72.4 105.8 58.0 Err" ;;
    *) echo "" ;;
  esac
}

slugs=$("$BIN" peripherals --json | python3 -c 'import json,sys; print(" ".join(p["slug"] for p in json.load(sys.stdin)))')
for slug in $slugs; do
  vals=$(values_for "$slug")
  if [ -z "$vals" ]; then echo "make-fixtures: no values for $slug, skipped" >&2; continue; fi
  dir="$OUT/$slug"
  rm -rf "$dir"; mkdir -p "$dir/images"
  echo "image,expected,match,roi,line" > "$dir/manifest.csv"
  seed=1
  for v in $vals; do
    name="$(printf '%02d' "$seed")-$(echo "$v" | tr '/.' '-_').jpg"
    json=$("$BIN" render --peripheral "$slug" --value "$v" --out "$dir/images/$name" --seed "$seed" \
           --perturb mild --size "$SIZE" --json)
    roi=$(echo "$json" | python3 -c 'import json,sys; print(" ".join("%.5f" % v for v in json.load(sys.stdin)["roi"]))')
    echo "images/$name,$v,exact,$roi," >> "$dir/manifest.csv"
    seed=$((seed + 1))
  done
  echo "make-fixtures: $dir ($(echo $vals | wc -w) images)" >&2
done
"$BIN" render --peripheral accu-chek-guide --value 104 --out "$OUT/sample-glucose.png" --seed 7 --perturb mild --size "$SIZE" > /dev/null
echo "make-fixtures: $OUT/sample-glucose.png" >&2
