#!/usr/bin/env bash
# Safety check on the project's own rendered health devices: reads --frames rendered frames of every
# device in Peripherals/ under each perturbation and seed given, and prints correct / misread / no-read per
# device and in total. Run it before and after a recognizer change: misreads must not go up anywhere.
#
# Usage: scripts/rendered-bench.sh [--bin PATH] [--frames N] [--runs "harsh:1 harsh:7 mild:1"] [--jobs N] [--no-roi] [--live]
#   defaults: the newer of .build/release/vitalsnap and .build/debug/vitalsnap, 200 frames,
#             the runs harsh seed 1, harsh seed 7 and mild seed 1, 2 devices at a time.
#   --no-roi: the frames are written out and read with no quad (`eval --no-roi`: the display found in the
#             whole photo, as a person's photo taken without the overlay) instead of the overlay's quad.
#   The overlay's frames are read as photos are (`bench --stills`: a box that reads nothing complete is read
#   again moved a pixel or two, the riskier way); --live: as a live scan reads them (`bench`'s default).
# Exit codes: 0 done, 2 no binary, 64 usage.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${VITALSNAP_BIN:-}"
frames=200
runs="harsh:1 harsh:7 mild:1"
jobs=2
noroi=""
reading="--stills"
while [ $# -gt 0 ]; do
  case "$1" in
    --bin) bin="$2"; shift 2 ;;
    --frames) frames="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    --no-roi) noroi=1; shift ;;
    --live) reading=""; shift ;;
    -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "rendered-bench: unknown argument '$1' (see --help)" >&2; exit 64 ;;
  esac
done
[ -n "$bin" ] || bin="$("$root/scripts/newest-bin.sh")"
[ -x "$bin" ] || { echo "rendered-bench: $bin: no vitalsnap binary (run swift build -c release first)" >&2; exit 2; }

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
devices=$(cd "$root/Peripherals" && ls *.json | grep -v '^schema.json$' | sed 's/\.json$//')

for run in $runs; do
  pert="${run%%:*}"; seed="${run##*:}"
  for d in $devices; do
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do sleep 0.2; done
    if [ -z "$noroi" ]; then
      "$bin" bench --catalog "$root/Peripherals" --peripheral "$d" --frames "$frames" --perturbation "$pert" \
        --seed "$seed" $reading --json > "$tmp/$pert-$seed-$d.json" 2> "$tmp/$pert-$seed-$d.err" &
    else
      ( dir="$tmp/frames-$pert-$seed-$d"; mkdir -p "$dir"
        "$bin" bench --catalog "$root/Peripherals" --peripheral "$d" --frames "$frames" --perturbation "$pert" \
          --seed "$seed" --dump-frames "$dir" > /dev/null
        # Frames are named NNNN-OUTCOME-EXPECTED-read-READ.png (lines joined by '|').
        { echo "image,expected,match,roi,line"
          for f in "$dir"/*.png; do
            f="${f##*/}"; e="${f#*-*-}"; e="${e%-read-*}"; echo "$f,${e//|//},exact,,"
          done; } > "$dir/manifest.csv"
        "$bin" eval "$dir/manifest.csv" --catalog "$root/Peripherals" --peripheral "$d" --no-roi --jobs 1 --json \
          | python3 -c 'import json,sys; t=json.load(sys.stdin)["total"]; print(json.dumps({"frames": {k: t[k] for k in ("correct", "misread", "noread")}}))'
      ) > "$tmp/$pert-$seed-$d.json" 2> "$tmp/$pert-$seed-$d.err" &
    fi
  done
done
wait

python3 - "$tmp" "$runs" $devices <<'EOF'
import json, sys, os
tmp, runs, devices = sys.argv[1], sys.argv[2].split(), sys.argv[3:]
for run in runs:
    pert, seed = run.split(":")
    tot = [0, 0, 0]
    print(f"== {pert}, seed {seed}")
    print(f"{'device':28} {'correct':>8} {'misread':>8} {'no-read':>8}")
    for d in devices:
        path = os.path.join(tmp, f"{pert}-{seed}-{d}.json")
        try:
            f = json.load(open(path))["frames"]
        except Exception:
            err = open(path[:-5] + ".err").read().strip().splitlines()
            print(f"{d:28} failed: {err[-1] if err else 'no output'}")
            continue
        row = [f["correct"], f["misread"], f["noread"]]
        tot = [a + b for a, b in zip(tot, row)]
        print(f"{d:28} {row[0]:8} {row[1]:8} {row[2]:8}")
    print(f"{'total':28} {tot[0]:8} {tot[1]:8} {tot[2]:8}")
EOF
