import Foundation

/// The `vitalsnap eval --json` document: one object per manifest plus totals.
///
/// Keys are snake_case; rates are fractions (0...1); times are milliseconds per image.
public struct EvalDocument: Encodable, Sendable {
    public var peripheral: String
    public var mode: String
    public var jobs: Int
    public var manifests: [ManifestSummary]
    public var total: ManifestSummary

    public init(peripheral: String, mode: String, jobs: Int, reports: [ManifestReport], includeMisses: Bool = true) {
        self.peripheral = peripheral; self.mode = mode; self.jobs = jobs
        manifests = reports.map { ManifestSummary($0, includeMisses: includeMisses) }
        total = ManifestSummary(ManifestReport.total(reports), includeMisses: false)
    }
}

/// One manifest's figures, as encoded in JSON.
public struct ManifestSummary: Codable, Equatable, Sendable {
    public struct Miss: Codable, Equatable, Sendable {
        public var image: String
        public var manifest_line: Int
        public var expected: String
        public var read: String
        public var compared: String
        public var outcome: EvalOutcome
        public var reasons: [String]
    }

    public var name: String
    public var path: String
    public var mode: String
    public var images: Int
    public var correct: Int
    public var misread: Int
    public var noread: Int
    public var disputed: Int
    public var unreadable_images: Int
    public var accuracy: Double
    public var misread_rate: Double
    public var noread_rate: Double
    public var median_ms: Double
    public var p95_ms: Double
    public var mean_ms: Double
    public var max_ms: Double
    public var decode_median_ms: Double
    public var decode_p95_ms: Double
    public var confusion: ConfusionTable
    public var misses: [Miss]?

    public init(_ r: ManifestReport, includeMisses: Bool) {
        name = r.name; path = r.path; mode = r.mode
        images = r.images; correct = r.correct; misread = r.misread; noread = r.noread
        disputed = r.disputed
        unreadable_images = r.unreadableImages
        accuracy = Self.round(r.accuracy, 4); misread_rate = Self.round(r.misreadRate, 4)
        noread_rate = Self.round(r.noreadRate, 4)
        median_ms = Self.round(r.recognition.median, 3); p95_ms = Self.round(r.recognition.p95, 3)
        mean_ms = Self.round(r.recognition.mean, 3); max_ms = Self.round(r.recognition.max, 3)
        decode_median_ms = Self.round(r.decoding.median, 3); decode_p95_ms = Self.round(r.decoding.p95, 3)
        confusion = r.confusion
        misses = includeMisses ? r.misses.map {
            Miss(image: $0.entry.image, manifest_line: $0.entry.sourceLine, expected: $0.entry.expected, read: $0.read,
                 compared: $0.compared, outcome: $0.outcome, reasons: $0.reasons)
        } : nil
    }

    static func round(_ v: Double, _ places: Int) -> Double {
        let f = pow(10.0, Double(places))
        return (v * f).rounded() / f
    }
}
