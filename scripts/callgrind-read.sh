#!/bin/bash
# Instruction counts of the reader (SevenSegmentReader.read(_:layout:quad:)) on rendered bench frames,
# with valgrind's callgrind: independent of what else the machine runs, unlike wall-clock figures.
#
# Usage: scripts/callgrind-read.sh [--bin PATH] [--peripheral P] [--frames N] [--out FILE]
#   defaults: .build/release/vitalsnap, omron-m3, 40 frames, /tmp/callgrind-read.out
# Prints the bench's reading summary and the total Ir; `callgrind_annotate FILE | swift demangle --simplified`
# shows the profile.
#
# Two workarounds: the binary is copied with its debug info stripped (callgrind fails on it otherwise),
# and libdispatch's main thread, parked in sigsuspend by the async main, is parked in sleep instead by a
# small preloaded shim (valgrind 3.19 crashes on that sigsuspend). With the shim the process does not end
# by itself after the report is written, so it is killed once callgrind has printed its totals.
set -u
bin=.build/release/vitalsnap; peripheral=omron-m3; frames=40; out=/tmp/callgrind-read.out
while [ $# -gt 0 ]; do
  case "$1" in
    --bin) bin=$2; shift 2 ;;
    --peripheral) peripheral=$2; shift 2 ;;
    --frames) frames=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    *) echo "callgrind-read: unknown argument '$1'" >&2; exit 64 ;;
  esac
done
command -v valgrind > /dev/null || { echo "callgrind-read: valgrind not installed" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/park.c" <<'C'
#include <signal.h>
#include <unistd.h>
int sigsuspend(const sigset_t *mask) { (void)mask; for (;;) sleep(1000); return -1; }
C
gcc -shared -fPIC -O2 -o "$work/park.so" "$work/park.c" || exit 2
cp "$bin" "$work/vitalsnap" && strip --strip-debug "$work/vitalsnap" || exit 2
read_fn='$s12SevenSegment0aB6ReaderV4read_6layout4quadAA14DisplayReadingVAA9GrayImageV_AA0G6LayoutVAA4QuadVSgtF'
LD_PRELOAD="$work/park.so" valgrind --tool=callgrind --toggle-collect="$read_fn" --callgrind-out-file="$out" \
  "$work/vitalsnap" bench --peripheral "$peripheral" --frames "$frames" > "$work/log" 2>&1 &
pid=$!
for _ in $(seq 1 1800); do
  grep -q "I   refs" "$work/log" && break
  kill -0 "$pid" 2> /dev/null || break
  sleep 1
done
sleep 1
kill -9 "$pid" 2> /dev/null
grep -E "read as rendered|I   refs" "$work/log" || { tail -20 "$work/log" >&2; exit 1; }
