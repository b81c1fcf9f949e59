import Foundation

extension ManifestReport {
    /// The human-readable table of `vitalsnap eval`: one row per report, then totals when there are several.
    public static func table(_ reports: [ManifestReport], confusion: Bool = true) -> String {
        var rows = reports
        if reports.count > 1 { rows.append(.total(reports)) }
        let nameWidth = max(8, rows.map(\.name.count).max() ?? 8)
        func pad(_ s: String, _ w: Int, left: Bool = false) -> String {
            let fill = String(repeating: " ", count: max(0, w - s.count))
            return left ? s + fill : fill + s
        }
        func pct(_ v: Double) -> String { String(format: "%.1f%%", v * 100) }
        func ms(_ v: Double) -> String { String(format: "%.2f", v) }
        let head = [pad("set", nameWidth, left: true), pad("mode", 10, left: true), pad("images", 6), pad("correct", 7),
                    pad("misread", 7), pad("noread", 6), pad("accuracy", 8), pad("misread%", 8),
                    pad("med ms", 8), pad("p95 ms", 8), pad("decode", 8)].joined(separator: "  ")
        var out = head + "\n" + String(repeating: "-", count: head.count) + "\n"
        for (i, r) in rows.enumerated() {
            if reports.count > 1, i == rows.count - 1 { out += String(repeating: "-", count: head.count) + "\n" }
            out += [pad(r.name, nameWidth, left: true), pad(r.mode, 10, left: true), pad("\(r.images)", 6),
                    pad("\(r.correct)", 7), pad("\(r.misread)", 7), pad("\(r.noread)", 6), pad(pct(r.accuracy), 8),
                    pad(pct(r.misreadRate), 8), pad(ms(r.recognition.median), 8), pad(ms(r.recognition.p95), 8),
                    pad(ms(r.decoding.median), 8)].joined(separator: "  ") + "\n"
        }
        out += "(med/p95 ms: recognition time per image; decode: median image decoding time, ms)\n"
        for r in reports where r.disputed > 0 {
            out += "\(r.name): \(r.disputed) reading(s) equal what the display shows where the label is disputed "
                + "(counted neither correct nor misread; see --disputes)\n"
        }
        if confusion {
            let all = reports.count > 1 ? ManifestReport.total(reports) : reports.first
            if let t = all?.confusion, !t.confusions.isEmpty {
                out += "\nCharacter confusions (expected -> read: count), same-length readings only:\n"
                out += t.confusions.prefix(20).map { "  \($0.expected) -> \($0.read): \($0.count)" }.joined(separator: "\n") + "\n"
                if t.lengthMismatches > 0 { out += "  (\(t.lengthMismatches) readings of a different length not aligned)\n" }
            }
        }
        return out
    }
}
