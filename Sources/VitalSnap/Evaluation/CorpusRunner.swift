import Foundation
import SevenSegment

/// Runs the black-box corpus: every subfolder with a `corpus.json` (see `CorpusFolder`), and checks
/// its limits. Reports folders that pass more than required, so the limits get raised.
public struct CorpusRunner: Sendable {
    public var catalog: Catalog
    public var reader: SevenSegmentReader
    public var jobs: Int

    public init(catalog: Catalog, reader: SevenSegmentReader = SevenSegmentReader(),
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.catalog = catalog; self.reader = reader; self.jobs = jobs
    }

    /// The outcome of one folder.
    public struct FolderResult: Codable, Equatable, Sendable {
        public var name: String
        public var kind: String
        /// Readings made: images (display) or images x peripherals x {overlay quad, no quad} (non-display).
        public var trials: Int
        /// Display: read correctly. Non-display: no reading given, as required.
        public var passed: Int
        /// Display: a wrong reading. Non-display: any reading at all.
        public var misread: Int
        public var noread: Int
        public var minPass: Int
        public var maxMisread: Int
        /// The images that misread, with what was read.
        public var misreads: [String]

        public var ok: Bool { passed >= minPass && misread <= maxMisread }
        /// More pass, or fewer misread, than the limits require: raise them.
        public var canTighten: Bool { passed > minPass || misread < maxMisread }
    }

    /// Folders (sorted) under `directory` that hold a corpus.json.
    public static func folders(in directory: String) throws -> [String] {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDir), isDir.boolValue else {
            throw VitalSnapError(.badInput, "\(directory): no such corpus folder", file: directory)
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.sorted().map { URL(fileURLWithPath: directory).appendingPathComponent($0).path }
            .filter { FileManager.default.fileExists(atPath: $0 + "/corpus.json") }
    }

    public func run(directory: String) throws -> [FolderResult] {
        try Self.folders(in: directory).map { try run(folder: $0) }
    }

    public func run(folder path: String) throws -> FolderResult {
        let spec = try CorpusFolder.load(path)
        let name = URL(fileURLWithPath: path).lastPathComponent
        switch spec.kind {
        case .display:
            let p = try catalog.resolve(spec.peripheral ?? "")
            let manifest = try EvalManifest.load(path + "/manifest.csv")
            try Evaluator.checkImagesExist(manifest)
            let report = Evaluator(reader: reader, layout: p.display, roiMode: .given, jobs: jobs).evaluate(manifest)
            return FolderResult(name: name, kind: spec.kind.rawValue, trials: report.images, passed: report.correct,
                                misread: report.misread, noread: report.noread, minPass: spec.minPass,
                                maxMisread: spec.maxMisread,
                                misreads: report.results.filter { $0.outcome == .misread }.map {
                                    "\($0.entry.image): expected \($0.entry.expected), read \($0.read)" })
        case .nonDisplay:
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
            guard !files.isEmpty else { throw VitalSnapError(.badInput, "\(path): no PNG images in a non-display corpus folder", file: path) }
            let peripherals = try (spec.peripherals ?? []).map { try catalog.resolve($0) }
            var passed = 0, misread = 0, trials = 0
            var misreads: [String] = []
            for file in files {
                let image = try ImageIO.loadGray(path + "/" + file)
                for p in peripherals {
                    let overlay = Quad(p.overlay.displayFrame(previewWidth: Double(image.width), previewHeight: Double(image.height)))
                    for quad in [overlay, nil] as [Quad?] {
                        trials += 1
                        let reading = reader.read(image, layout: p.display, quad: quad)
                        // Any reading without an issue counts, whatever it says.
                        let m = ReadingMatcher.match(reading, expected: "none", mode: .exact, line: nil)
                        if m.outcome == .noread { passed += 1 } else {
                            misread += 1
                            misreads.append("\(file) (\(p.slug), \(quad == nil ? "no quad" : "overlay quad")): read \(reading.text)")
                        }
                    }
                }
            }
            return FolderResult(name: name, kind: spec.kind.rawValue, trials: trials, passed: passed, misread: misread,
                                noread: passed, minPass: spec.minPass, maxMisread: spec.maxMisread, misreads: misreads)
        }
    }

    /// A table of folder results with a verdict and raise hints.
    public static func table(_ results: [FolderResult]) -> String {
        func pad(_ s: String, _ w: Int, left: Bool = false) -> String {
            let fill = String(repeating: " ", count: max(0, w - s.count))
            return left ? s + fill : fill + s
        }
        let nameWidth = max(6, results.map(\.name.count).max() ?? 6)
        var out = [pad("folder", nameWidth, left: true), pad("kind", 11, left: true), pad("trials", 6), pad("passed", 6),
                   pad("misread", 7), pad("noread", 6), pad("minPass", 7), pad("maxMis", 6), "verdict"].joined(separator: "  ") + "\n"
        for r in results {
            var verdict = r.ok ? "ok" : "FAIL"
            if r.ok, r.canTighten {
                verdict += " (raise limits: minPass \(r.passed), maxMisread \(min(r.misread, r.maxMisread)))"
            }
            out += [pad(r.name, nameWidth, left: true), pad(r.kind, 11, left: true), pad("\(r.trials)", 6), pad("\(r.passed)", 6),
                    pad("\(r.misread)", 7), pad("\(r.noread)", 6), pad("\(r.minPass)", 7), pad("\(r.maxMisread)", 6),
                    verdict].joined(separator: "  ") + "\n"
            for m in r.misreads { out += "    misread: \(m)\n" }
        }
        return out
    }
}
