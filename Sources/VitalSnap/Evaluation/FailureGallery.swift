import Foundation
import SevenSegment

/// Writes the misses of an evaluation to a folder: per miss a PNG of the display crop (or the whole
/// image scaled down, with the given and found quads, when no display was found) with what was read
/// and what was expected drawn under it, plus `index.html` and `index.md` to browse them.
public final class FailureGallery: @unchecked Sendable {
    public let directory: String
    private let lock = NSLock()
    private var writeErrors: [String] = []

    /// Creates the folder (and parents) if needed.
    public init(directory: String) throws {
        self.directory = directory
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw VitalSnapError(.badInput, "\(directory): cannot create the failure gallery folder: \(error.localizedDescription)",
                                 file: directory, field: "--failures", underlying: error)
        }
    }

    /// The picture's file name for a result of set `set`.
    public static func fileName(for r: ImageResult, set: String) -> String {
        let base = URL(fileURLWithPath: r.entry.image).deletingPathExtension().lastPathComponent
        let safe = String(base.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }.prefix(60))
        return "\(sanitize(set))-\(String(format: "%04d", r.index))-\(safe).png"
    }

    static func sanitize(_ s: String) -> String {
        String(s.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" })
    }

    /// Draws and writes the picture of one miss (thread-safe; call from any worker).
    public func add(_ r: ImageResult, reading: DisplayReading, image: GrayImage?, set: String) {
        guard let picture = Self.picture(r, reading: reading, image: image) else { return }
        let path = URL(fileURLWithPath: directory).appendingPathComponent(Self.fileName(for: r, set: set)).path
        do {
            try ImageIO.write(picture, to: path)
        } catch {
            lock.lock(); writeErrors.append("\(error)"); lock.unlock()
        }
    }

    /// The labelled picture: crop or scaled frame, then a black band with READ / WANT / why.
    public static func picture(_ r: ImageResult, reading: DisplayReading, image: GrayImage?) -> ColorImage? {
        var base: ColorImage
        if let crop = reading.crop, !crop.isEmpty {
            base = ColorImage(crop)
        } else if let image, !image.isEmpty {
            base = ColorImage(image)
            if let q = r.givenQuad { base.drawQuad(q, thickness: max(2, image.width / 300), color: (255, 200, 0)) }
            if let q = r.foundQuad, q != r.givenQuad {
                base.drawQuad(q, thickness: max(2, image.width / 300), color: (0, 220, 0))
            }
        } else {
            return nil
        }
        // Small crops are enlarged (whole pixels), large frames shrunk, to 240...480 pixels wide.
        if base.width < 240 {
            let f = max(1, min(8, (240 + base.width - 1) / max(base.width, 1)))
            base = base.resized(width: base.width * f, height: base.height * f)
        } else if base.width > 480 {
            let h = max(1, base.height * 480 / base.width)
            base = base.resized(width: 480, height: h)
        }
        let scale = 2
        let lineH = BitmapFont.glyphHeight * scale + 6
        let lines: [(String, (UInt8, UInt8, UInt8))] = [
            ("READ " + (r.read.isEmpty ? "(nothing)" : r.read), r.outcome == .misread ? (255, 60, 60) : (255, 170, 0)),
            ("WANT " + r.expected + (r.entry.match == .integer ? " (INT)" : "") + (r.entry.line.map { " L\($0)" } ?? ""),
             (80, 230, 80)),
            (r.outcome.rawValue.uppercased() + (r.reasons.isEmpty ? "" : " " + r.reasons.joined(separator: ",")),
             (200, 200, 200)),
        ]
        let textWidth = lines.map { BitmapFont.size(of: $0.0, scale: scale).width }.max() ?? 0
        var out = base.padded(bottom: lineH * lines.count + 4, minWidth: min(textWidth + 8, 960))
        for (i, l) in lines.enumerated() {
            out.drawText(l.0, x: 4, y: base.height + 4 + i * lineH, scale: scale, color: l.1)
        }
        return out
    }

    /// Writes `index.html` and `index.md` listing every miss of `reports` with its picture.
    public func writeIndex(_ reports: [ManifestReport], peripheral: String) throws {
        var md = "# Evaluation misses\n\nPeripheral `\(peripheral)`.\n"
        var html = """
        <!doctype html><html><head><meta charset="utf-8"><title>VitalSnap evaluation misses</title>
        <style>body{font-family:sans-serif}td{vertical-align:top;padding:4px}img{max-width:480px}
        .misread{color:#c00;font-weight:bold}.noread{color:#b70}</style></head><body>
        <h1>Evaluation misses</h1><p>Peripheral <code>\(Self.escape(peripheral))</code>.</p>

        """
        for r in reports {
            let head = "\(r.name) (\(r.mode)): \(r.correct)/\(r.images) correct, \(r.misread) misread, \(r.noread) no-read"
                + (r.disputed > 0 ? ", \(r.disputed) disputed label" : "")
            md += "\n## \(head)\n\n| picture | image | expected | read | outcome | reasons |\n|---|---|---|---|---|---|\n"
            html += "<h2>\(Self.escape(head))</h2><table><tr><th>picture</th><th>image</th><th>expected</th><th>read</th><th>outcome</th><th>reasons</th></tr>\n"
            // Misreads first: they matter most.
            let misses = [EvalOutcome.misread, .disputed, .noread].flatMap { o in r.misses.filter { $0.outcome == o } }
            for m in misses {
                let file = Self.fileName(for: m, set: r.name)
                let exists = FileManager.default.fileExists(atPath: URL(fileURLWithPath: directory).appendingPathComponent(file).path)
                let reasons = (m.reasons + (m.error.map { [$0] } ?? [])).joined(separator: ", ")
                md += "| \(exists ? "![](\(file))" : "-") | \(m.entry.image) | \(m.entry.expected) | \(m.read) | \(m.outcome.rawValue) | \(reasons) |\n"
                html += "<tr><td>\(exists ? "<a href=\"\(file)\"><img src=\"\(file)\"></a>" : "-")</td><td>\(Self.escape(m.entry.image))<br>line \(m.entry.sourceLine)</td>"
                html += "<td>\(Self.escape(m.entry.expected))</td><td>\(Self.escape(m.read))</td>"
                html += "<td class=\"\(m.outcome.rawValue)\">\(m.outcome.rawValue)</td><td>\(Self.escape(reasons))</td></tr>\n"
            }
            html += "</table>\n"
        }
        lock.lock(); let errors = writeErrors; lock.unlock()
        if !errors.isEmpty {
            md += "\n## Pictures not written\n\n" + errors.map { "- \($0)" }.joined(separator: "\n") + "\n"
            html += "<h2>Pictures not written</h2><ul>" + errors.map { "<li>\(Self.escape($0))</li>" }.joined() + "</ul>"
        }
        html += "</body></html>\n"
        for (name, text) in [("index.md", md), ("index.html", html)] {
            let path = URL(fileURLWithPath: directory).appendingPathComponent(name).path
            do {
                try text.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                throw VitalSnapError(.badInput, "\(path): cannot write the gallery index: \(error.localizedDescription)",
                                     file: path, underlying: error)
            }
        }
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
