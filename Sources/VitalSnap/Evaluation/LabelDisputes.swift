import Foundation

/// Labels of the photo sets that a person checked by eye and found wrong, kept in the repository
/// (`scripts/label-disputes.csv`) instead of being tuned to.
///
/// CSV columns `set,image,label,shown,note`: `set` is the manifest's name (its folder), `image` the
/// manifest's image path, `label` the manifest's label as it stands, `shown` what the display really
/// shows (the whole text, lines joined by "/"), `note` why. A reading equal to `shown` where the label
/// differs is counted as *disputed*: neither correct nor a misread. Any other reading is judged against
/// the label as usual, so a dispute never hides a real misread, and accuracy is never raised by one.
public struct LabelDisputes: Equatable, Sendable {
    public struct Dispute: Equatable, Sendable {
        public var set: String
        public var image: String
        public var label: String
        public var shown: String
        public var note: String
        /// Line of the disputes file (for messages).
        public var sourceLine: Int
    }

    public var path: String
    public var disputes: [Dispute]

    public init(path: String = "", disputes: [Dispute] = []) {
        self.path = path; self.disputes = disputes
    }

    /// The disputes of one manifest: image path → the dispute. A dispute whose `label` no longer equals
    /// the manifest's label (the set was corrected) is left out.
    public func forManifest(_ manifest: EvalManifest) -> [String: Dispute] {
        var labels: [String: String] = [:]
        for e in manifest.entries { labels[e.image] = e.expected }
        var out: [String: Dispute] = [:]
        for d in disputes where d.set == manifest.name && labels[d.image] == d.label { out[d.image] = d }
        return out
    }

    public static func load(_ path: String) throws -> LabelDisputes {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw VitalSnapError(.badInput, "\(path): no such label disputes file", file: path)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw VitalSnapError(.badInput, "\(path): label disputes file is not UTF-8 text", file: path)
        }
        return try parse(text, path: path)
    }

    /// Parses disputes CSV text; lines starting with '#' are comments. Errors name the file, line and field.
    public static func parse(_ text: String, path: String) throws -> LabelDisputes {
        func fail(_ line: Int, _ field: String?, _ reason: String) -> VitalSnapError {
            let where_ = field.map { "line \(line), field '\($0)'" } ?? "line \(line)"
            return VitalSnapError(.badInput, "\(path): \(where_): \(reason)", file: path, field: field)
        }
        let rows: [CSVReader.Row]
        do {
            // Comment lines become empty lines (line numbers stay right; quotes in comments are prose).
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let uncommented = lines.map { $0.hasPrefix("#") ? "" : String($0) }.joined(separator: "\n")
            rows = try CSVReader.rows(uncommented).filter { !($0.fields.count == 1 && $0.fields[0].isEmpty) }
        } catch let e as CSVReader.Failure {
            throw fail(e.line, nil, e.reason)
        }
        let columns = ["set", "image", "label", "shown", "note"]
        guard let header = rows.first else {
            throw VitalSnapError(.badInput, "\(path): empty label disputes file: expected a header line '\(columns.joined(separator: ","))'", file: path)
        }
        guard header.fields.map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) == columns else {
            throw fail(header.line, nil, "the header must be '\(columns.joined(separator: ","))'")
        }
        var disputes: [Dispute] = []
        var seen = Set<String>()
        for row in rows.dropFirst() {
            guard row.fields.count == columns.count else {
                throw fail(row.line, nil, "\(row.fields.count) fields, expected \(columns.count) (\(columns.joined(separator: ",")))")
            }
            let f = row.fields.map { $0.trimmingCharacters(in: .whitespaces) }
            for (i, name) in columns.enumerated().dropLast() where f[i].isEmpty {
                throw fail(row.line, name, "is empty")
            }
            if f[2] == f[3] { throw fail(row.line, "shown", "'\(f[3])' equals the label: nothing is disputed") }
            guard seen.insert(f[0] + "\u{0}" + f[1]).inserted else {
                throw fail(row.line, "image", "\(f[1]) of set \(f[0]) is disputed twice")
            }
            disputes.append(Dispute(set: f[0], image: f[1], label: f[2], shown: f[3], note: f[4], sourceLine: row.line))
        }
        return LabelDisputes(path: path, disputes: disputes)
    }
}
