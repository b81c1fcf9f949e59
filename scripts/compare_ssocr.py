#!/usr/bin/env python3
"""Runs ssocr on crops exported by `vitalsnap eval --export-crops` and judges its answers with the
engine's rules (used by scripts/compare-ssocr.sh).

Usage: compare_ssocr.py CROPS_DIR SET OPTIONS_JSON
Prints one JSON object: images, correct, misread, noread, accuracy, median_ms, p95_ms (wall time of one
ssocr process per image, decoding included, one at a time).

Rules (as `vitalsnap eval`): ssocr failing (non-zero exit), printing nothing, or printing an unknown
character ('_' or anything but digits, '.', '-') is a no-read; exact: the text must equal the label;
integer: the integer part of the first line, leading zeros ignored. Multi-line labels ('a/b') cannot be
matched by ssocr (it reads one line) and count as its no-reads unless `line` selects one.
"""
import csv
import json
import os
import subprocess
import sys
import time


def strip_zeros(s):
    sign = ""
    if s.startswith("-"):
        sign, s = "-", s[1:]
    if not s or not s.isdigit():
        return sign + s
    return sign + (s.lstrip("0") or "0")


def judge(text, expected, match):
    if match == "integer":
        return strip_zeros(text.split(".")[0]) == strip_zeros(expected.split("/")[0])
    return text == expected


def main(crops, set_name, options_json):
    opts = json.loads(options_json)
    folder = os.path.join(crops, set_name)
    rows = list(csv.DictReader(open(os.path.join(folder, "manifest.csv"))))
    counts = {"correct": 0, "misread": 0, "noread": 0}
    times = []
    for row in rows:
        expected = row["expected"]
        if row.get("line"):
            expected = expected.split("/")[int(row["line"]) - 1] if "/" in expected else expected
        cmd = ["ssocr"] + opts + [os.path.join(folder, row["image"])]
        t0 = time.perf_counter()
        try:
            p = subprocess.run(cmd, capture_output=True, text=True, timeout=10)
            out, code = p.stdout.strip(), p.returncode
        except subprocess.TimeoutExpired:
            out, code = "", -1
        times.append((time.perf_counter() - t0) * 1000)
        ok_chars = out != "" and all(c.isdigit() or c in ".-" for c in out)
        if code != 0 or not ok_chars:
            counts["noread"] += 1
        elif judge(out, expected, row["match"] or "exact"):
            counts["correct"] += 1
        else:
            counts["misread"] += 1
    times.sort()
    n = len(rows)

    def pct(q):
        if not times:
            return 0.0
        k = max(1, min(len(times), int(-(-q * len(times) // 1))))
        return times[k - 1]

    median = 0.0 if not times else (times[n // 2] if n % 2 else (times[n // 2 - 1] + times[n // 2]) / 2)
    print(json.dumps({"images": n, **counts, "accuracy": counts["correct"] / n if n else 0.0,
                      "median_ms": round(median, 3), "p95_ms": round(pct(0.95), 3), "options": " ".join(opts)}))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3])
