/// Counts, rates, timings and character confusions of one evaluated manifest (or of several, as totals).
public struct ManifestReport: Equatable, Sendable {
    public var name: String
    public var path: String
    /// "roi", "jitter(SEED)", "no-roi" (see `RoiMode.label`).
    public var mode: String
    public var results: [ImageResult]

    public var images: Int
    public var correct: Int
    public var misread: Int
    public var noread: Int
    /// Readings equal to what the display shows where the label is disputed (see `LabelDisputes`).
    public var disputed: Int
    /// Images that could not be decoded (counted as no-reads too).
    public var unreadableImages: Int
    /// Recognition time per image, milliseconds.
    public var recognition: TimingStats
    /// Image decoding time per image, milliseconds.
    public var decoding: TimingStats
    public var confusion: ConfusionTable

    public init(name: String, path: String, mode: String, results: [ImageResult]) {
        self.name = name; self.path = path; self.mode = mode; self.results = results
        images = results.count
        correct = results.filter { $0.outcome == .correct }.count
        misread = results.filter { $0.outcome == .misread }.count
        noread = results.filter { $0.outcome == .noread }.count
        disputed = results.filter { $0.outcome == .disputed }.count
        unreadableImages = results.filter { $0.error != nil }.count
        recognition = TimingStats(results.compactMap(\.recognizeMs))
        decoding = TimingStats(results.map(\.decodeMs))
        var table = ConfusionTable()
        for r in results where r.error == nil { table.add(expected: r.expected, read: r.compared) }
        confusion = table
    }

    /// Totals over several reports (timings over all images).
    public static func total(_ reports: [ManifestReport], name: String = "total") -> ManifestReport {
        let modes = Set(reports.map(\.mode))
        return ManifestReport(name: name, path: "", mode: modes.count == 1 ? modes.first! : "mixed",
                              results: reports.flatMap(\.results))
    }

    /// correct / images (0 when there are no images).
    public var accuracy: Double { images == 0 ? 0 : Double(correct) / Double(images) }
    /// misread / images.
    public var misreadRate: Double { images == 0 ? 0 : Double(misread) / Double(images) }
    /// noread / images.
    public var noreadRate: Double { images == 0 ? 0 : Double(noread) / Double(images) }
    /// Of the images that gave a reading, the share that was wrong: misread / (correct + misread).
    public var misreadShareOfReadings: Double {
        correct + misread == 0 ? 0 : Double(misread) / Double(correct + misread)
    }

    /// Entries that were not read correctly, in manifest order.
    public var misses: [ImageResult] { results.filter { $0.outcome != .correct } }
}

/// Median, 95th percentile, mean and max of a list of durations (milliseconds).
public struct TimingStats: Equatable, Sendable, Codable {
    public var count: Int
    public var median: Double
    public var p95: Double
    public var mean: Double
    public var max: Double

    public init(_ values: [Double]) {
        let v = values.sorted()
        count = v.count
        median = TimingStats.percentile(v, 0.5)
        p95 = TimingStats.percentile(v, 0.95)
        mean = v.isEmpty ? 0 : v.reduce(0, +) / Double(v.count)
        max = v.last ?? 0
    }

    /// Nearest-rank percentile of sorted values (median of an even count: mean of the middle two).
    public static func percentile(_ sorted: [Double], _ q: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        if q == 0.5 {
            let n = sorted.count
            return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
        }
        let rank = Int((q * Double(sorted.count)).rounded(.up))
        return sorted[Swift.min(Swift.max(rank, 1), sorted.count) - 1]
    }
}
