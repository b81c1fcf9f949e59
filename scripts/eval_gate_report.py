#!/usr/bin/env python3
"""Compares `vitalsnap eval --json` results with their thresholds (used by scripts/eval-gate.sh).

Usage: eval_gate_report.py RESULTS.tsv THRESHOLDS.csv [--raise]
RESULTS.tsv rows: set, peripheral, mode, min_accuracy (percent), max_misread (count), JSON result path.
Prints a table; exit status 1 when any set is below its minimum accuracy or above its maximum misreads.
With --raise, thresholds that can go up (accuracy) or down (misreads) are written back to THRESHOLDS.csv;
a threshold is never loosened.
"""
import json
import sys


def main(results_path, thresholds_path, do_raise):
    rows, failed, raisable = [], [], {}
    with open(results_path) as f:
        for line in f:
            name, peripheral, mode, min_acc, max_mis, result = line.rstrip("\n").split("\t")
            with open(result) as r:
                doc = json.load(r)
            t = doc["total"]
            acc = 100.0 * t["accuracy"]
            ok_acc = acc + 1e-9 >= float(min_acc)
            ok_mis = t["misread"] <= int(max_mis)
            verdict = "ok" if ok_acc and ok_mis else "FAIL"
            if not (ok_acc and ok_mis):
                why = []
                if not ok_acc:
                    why.append("accuracy %.1f%% < %s%%" % (acc, min_acc))
                if not ok_mis:
                    why.append("%d misreads > %s" % (t["misread"], max_mis))
                failed.append("%s/%s (%s)" % (name, mode, ", ".join(why)))
            hint = ""
            floor = int(acc * 10 + 1e-6) / 10.0  # accuracy rounded down to 0.1 point
            if floor > float(min_acc) or t["misread"] < int(max_mis):
                new_acc = max(floor, float(min_acc))
                new_mis = min(t["misread"], int(max_mis))
                row = "%s,%s,%s,%.1f,%d" % (name, peripheral, mode, new_acc, new_mis)
                hint = "can raise: %.1f%%, %d misreads" % (new_acc, new_mis)
                raisable[(name, mode)] = row
            if t.get("disputed", 0):
                hint = (hint + "; " if hint else "") + "%d disputed label(s)" % t["disputed"]
            rows.append((name, mode, t["images"], t["correct"], t["misread"], t["noread"], acc, float(min_acc),
                         int(max_mis), t["median_ms"], verdict, hint))
    head = "%-20s %-7s %6s %7s %7s %6s %7s %8s %7s %7s  %-4s  %s" % (
        "set", "mode", "images", "correct", "misread", "noread", "acc%", "min acc%", "max mis", "med ms", "gate", "note")
    print(head)
    print("-" * len(head))
    for r in rows:
        print("%-20s %-7s %6d %7d %7d %6d %7.1f %8.1f %7d %7.2f  %-4s  %s" % r)
    if failed:
        print("\nREGRESSION: " + "; ".join(failed))
    if raisable:
        if do_raise:
            with open(thresholds_path) as f:
                lines = f.read().split("\n")
            out = []
            for line in lines:
                parts = line.split(",")
                key = (parts[0], parts[2]) if len(parts) >= 5 else None
                out.append(raisable.get(key, line) if key else line)
            with open(thresholds_path, "w") as f:
                f.write("\n".join(out))
            print("\nRaised %d thresholds in %s (commit it)." % (len(raisable), thresholds_path))
        else:
            print("\nThresholds can be raised (run with --raise, or put these rows in %s):" % thresholds_path)
            for r in raisable.values():
                print("  " + r)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], "--raise" in sys.argv[3:]))
