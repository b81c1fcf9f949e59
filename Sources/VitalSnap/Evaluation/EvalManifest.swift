import Foundation
import SevenSegment

/// How a labelled reading is compared with what was read.
public enum MatchMode: String, Codable, CaseIterable, Sendable {
    /// The read text must equal the label (leading zeros and the decimal point count).
    case exact
    /// Only the integer part of the first (or selected) line is labelled: "33.01" read matches "33".
    case integer
}

/// One row of an evaluation manifest: an image and what it shows.
public struct ManifestEntry: Equatable, Sendable {
    /// The `image` column as written (relative to the manifest's folder, or absolute).
    public var image: String
    /// The image's path resolved against the manifest's folder.
    public var path: String
    /// The labelled reading; lines joined by "/".
    public var expected: String
    public var match: MatchMode
    /// The display's quadrilateral normalised to the image size (TL, TR, BR, BL); nil = find it.
    public var roi: Quad?
    /// 1-based display line the label refers to; nil = all lines.
    public var line: Int?
    /// 1-based line number in the manifest file (the header is line 1).
    public var sourceLine: Int

    public init(image: String, path: String, expected: String, match: MatchMode = .exact, roi: Quad? = nil,
                line: Int? = nil, sourceLine: Int = 0) {
        self.image = image; self.path = path; self.expected = expected; self.match = match
        self.roi = roi; self.line = line; self.sourceLine = sourceLine
    }
}

/// An evaluation manifest: a CSV file with the columns `image,expected,match,roi,line`
/// (see `../shared/datasets/README.md`). Only `image` and `expected` are required; the other columns
/// may be absent or empty (match defaults to exact).
public struct EvalManifest: Equatable, Sendable {
    /// The manifest file's path as given.
    public var path: String
    public var entries: [ManifestEntry]

    public init(path: String, entries: [ManifestEntry]) {
        self.path = path; self.entries = entries
    }

    /// A short name: the manifest's folder name ("panel-timer" for .../panel-timer/manifest.csv), or
    /// the file name without extension when it is not called manifest.csv.
    public var name: String {
        let url = URL(fileURLWithPath: path)
        let base = url.deletingPathExtension().lastPathComponent
        if base == "manifest" {
            let folder = url.deletingLastPathComponent().lastPathComponent
            return folder.isEmpty || folder == "." ? base : folder
        }
        return base
    }

    /// Reads and parses the manifest at `path`. Throws `.badInput` naming the file, the line and the field.
    public static func load(_ path: String) throws -> EvalManifest {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
            throw VitalSnapError(.badInput, "\(path): no such manifest file", file: path)
        }
        guard !isDir.boolValue else {
            throw VitalSnapError(.badInput, "\(path): is a directory, not a manifest (expected a CSV file such as manifest.csv)", file: path)
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw VitalSnapError(.badInput, "\(path): cannot read manifest: \(error.localizedDescription)", file: path, underlying: error)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw VitalSnapError(.badInput, "\(path): manifest is not UTF-8 text", file: path)
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return try parse(text, path: path, baseDirectory: folder)
    }

    /// Parses manifest text. `path` names the file in errors; image paths are resolved against `baseDirectory`.
    public static func parse(_ text: String, path: String, baseDirectory: String) throws -> EvalManifest {
        func fail(_ line: Int, _ field: String?, _ reason: String) -> VitalSnapError {
            let where_ = field.map { "line \(line), field '\($0)'" } ?? "line \(line)"
            return VitalSnapError(.badInput, "\(path): \(where_): \(reason)", file: path, field: field)
        }
        let rows: [CSVReader.Row]
        do {
            rows = try CSVReader.rows(text)
        } catch let e as CSVReader.Failure {
            throw fail(e.line, nil, e.reason)
        }
        guard let header = rows.first, !(header.fields.count == 1 && header.fields[0].isEmpty) else {
            throw VitalSnapError(.badInput, "\(path): empty manifest: expected a header line 'image,expected,match,roi,line'", file: path)
        }
        let columns = header.fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        let known = ["image", "expected", "match", "roi", "line"]
        for (i, c) in columns.enumerated() where !known.contains(c) {
            throw fail(header.line, c.isEmpty ? "column \(i + 1)" : c,
                       "unknown column '\(c)' in the header (expected image,expected,match,roi,line)")
        }
        for c in Set(columns) where columns.filter({ $0 == c }).count > 1 {
            throw fail(header.line, c, "column '\(c)' appears twice in the header")
        }
        for required in ["image", "expected"] where !columns.contains(required) {
            throw fail(header.line, required, "the header has no '\(required)' column")
        }
        let index = Dictionary(uniqueKeysWithValues: columns.enumerated().map { ($1, $0) })

        var entries: [ManifestEntry] = []
        for row in rows.dropFirst() {
            if row.fields.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) { continue }
            guard row.fields.count <= columns.count else {
                throw fail(row.line, nil, "\(row.fields.count) fields but the header has \(columns.count) columns")
            }
            func value(_ column: String) -> String {
                guard let i = index[column], i < row.fields.count else { return "" }
                return row.fields[i].trimmingCharacters(in: .whitespaces)
            }
            let image = value("image")
            guard !image.isEmpty else { throw fail(row.line, "image", "empty image path") }
            let expected = value("expected")
            guard !expected.isEmpty else { throw fail(row.line, "expected", "empty expected reading") }
            guard !expected.contains(where: { $0 == "_" || $0.isWhitespace }) else {
                throw fail(row.line, "expected", "'\(expected)' contains '_' or white space")
            }

            var match = MatchMode.exact
            let m = value("match")
            if !m.isEmpty {
                guard let mode = MatchMode(rawValue: m.lowercased()) else {
                    throw fail(row.line, "match", "'\(m)' is not 'exact' or 'integer'")
                }
                match = mode
            }
            if match == .integer {
                let first = expected.split(separator: "/", omittingEmptySubsequences: false).first.map(String.init) ?? ""
                guard !first.isEmpty, first.allSatisfy({ $0.isASCII && $0.isNumber }) || (first.first == "-" && first.count > 1 && first.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber })) else {
                    throw fail(row.line, "expected", "'\(expected)' is not an integer, as match 'integer' requires")
                }
            }

            var roi: Quad?
            let r = value("roi")
            if !r.isEmpty {
                let parts = r.split(whereSeparator: { $0 == " " || $0 == ";" || $0 == "\t" })
                let numbers = parts.compactMap { Double($0) }
                guard numbers.count == parts.count, numbers.allSatisfy({ $0.isFinite }) else {
                    throw fail(row.line, "roi", "'\(r)' has a value that is not a number")
                }
                guard let quad = Quad(numbers: numbers) else {
                    throw fail(row.line, "roi", "expected 8 numbers (x y of top-left, top-right, bottom-right, bottom-left), got \(numbers.count)")
                }
                guard numbers.allSatisfy({ $0 >= -0.05 && $0 <= 1.05 }) else {
                    throw fail(row.line, "roi", "'\(r)' is not normalised to the image size (values must lie in 0...1)")
                }
                let b = quad.bounds
                guard b.width > 0, b.height > 0 else { throw fail(row.line, "roi", "'\(r)' has no area") }
                roi = quad
            }

            var line: Int?
            let l = value("line")
            if !l.isEmpty {
                guard let n = Int(l), n >= 1 else { throw fail(row.line, "line", "'\(l)' is not a 1-based line number") }
                line = n
            }

            let resolved = image.hasPrefix("/") ? image : URL(fileURLWithPath: baseDirectory).appendingPathComponent(image).path
            entries.append(ManifestEntry(image: image, path: resolved, expected: expected, match: match, roi: roi,
                                         line: line, sourceLine: row.line))
        }
        return EvalManifest(path: path, entries: entries)
    }
}
