#!/usr/bin/env python3
"""Compares `vitalsnap eval --json` results with their thresholds (used by scripts/eval-gate.sh).

Input: a TSV of set, mode, min_accuracy (percent), max_misread (count), path of the JSON result.
Prints a table; exit status 1 when any set is below its minimum accuracy or above its maximum misreads.
"""
import json
import sys


def main(path):
    rows, failed, raisable = [], [], []
    with open(path) as f:
        for line in f:
            name, mode, min_acc, max_mis, result = line.rstrip("\n").split("\t")
            with open(result) as r:
                doc = json.load(r)
            t = doc["total"]
            acc = 100.0 * t["accuracy"]
            ok_acc = acc + 1e-9 >= float(min_acc)
            ok_mis = t["misread"] <= int(max_mis)
            verdict = "ok" if ok_acc and ok_mis else "FAIL"
            if not (ok_acc and ok_mis):
                failed.append(name + "/" + mode)
            hint = ""
            floor = int(acc * 10) / 10.0  # accuracy rounded down to 0.1 point
            if floor > float(min_acc) or t["misread"] < int(max_mis):
                new_acc = max(floor, float(min_acc))
                new_mis = min(t["misread"], int(max_mis))
                hint = "raise to %s,%.1f,%d" % (mode, new_acc, new_mis)
                raisable.append("%s,%s,%.1f,%d" % (name, mode, new_acc, new_mis))
            rows.append((name, mode, t["images"], t["correct"], t["misread"], t["noread"], acc, float(min_acc),
                         int(max_mis), t["median_ms"], verdict, hint))
    head = "%-20s %-7s %6s %7s %7s %6s %8s %8s %8s %7s  %-4s  %s" % (
        "set", "mode", "images", "correct", "misread", "noread", "acc%", "min acc%", "max mis", "med ms", "gate", "note")
    print(head)
    print("-" * len(head))
    for r in rows:
        print("%-20s %-7s %6d %7d %7d %6d %8.1f %8.1f %8d %7.2f  %-4s  %s" % r)
    if failed:
        print("\nREGRESSION in: " + ", ".join(failed))
    if raisable:
        print("\nThresholds can be raised (set,mode,min_accuracy,max_misread; keep the peripheral column):")
        for r in raisable:
            print("  " + r)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
