import Dispatch
import Foundation
import SevenSegment

/// How the evaluator hands regions of interest to the reader.
public enum RoiMode: Equatable, Sendable {
    /// The manifest's roi as given (entries without one: the display is found automatically).
    case given
    /// The manifest's roi enlarged and shifted as a person's alignment would be (see `RoiJitter`).
    case jittered(RoiJitter)
    /// Ignore every roi: the reader must find the display in the whole image.
    case ignored

    /// "roi", "jitter(SEED)" (with its enlargement where not the usual 10%: "jitter(SEED, +30%)") or "no-roi",
    /// for reports.
    public var label: String {
        switch self {
        case .given: return "roi"
        case let .jittered(j):
            let grown = Int((j.enlarge * 100).rounded())
            return grown == 10 ? "jitter(\(j.seed))" : "jitter(\(j.seed), +\(grown)%)"
        case .ignored: return "no-roi"
        }
    }
}

/// Runs the recognizer over the images of a manifest and judges each reading (see `ReadingMatcher`).
///
/// Images are read and recognised in parallel (`jobs` workers); results come back in manifest order
/// whatever the number of workers. Recognition and decoding are timed separately.
public struct Evaluator: Sendable {
    /// The recognizer under test: image, layout, quad in pixels (nil = find the display) → reading.
    public typealias Recognize = @Sendable (GrayImage, DisplayLayout, Quad?) -> DisplayReading

    public var recognize: Recognize
    public var layout: DisplayLayout
    public var roiMode: RoiMode
    /// Parallel workers (at least 1).
    public var jobs: Int
    /// Labels checked by eye and found wrong: a reading equal to what the display shows is `disputed`.
    public var disputes = LabelDisputes()

    /// Called for every image as it is finished (from a worker thread), with the reading and the decoded
    /// image; used to write the failure gallery and crops without keeping every image in memory.
    public typealias Inspector = @Sendable (ImageResult, DisplayReading, GrayImage?) -> Void

    public init(reader: SevenSegmentReader = SevenSegmentReader(), layout: DisplayLayout, roiMode: RoiMode = .given,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.init(layout: layout, roiMode: roiMode, jobs: jobs) { image, layout, quad in
            reader.read(image, layout: layout, quad: quad)
        }
    }

    /// An evaluator of any recognizer function (tests use fakes).
    public init(layout: DisplayLayout, roiMode: RoiMode = .given, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                recognize: @escaping Recognize) {
        self.recognize = recognize; self.layout = layout; self.roiMode = roiMode; self.jobs = max(1, jobs)
    }

    /// Checks that every image of the manifest exists; throws `.badInput` naming the manifest line.
    public static func checkImagesExist(_ manifest: EvalManifest) throws {
        for e in manifest.entries where !FileManager.default.fileExists(atPath: e.path) {
            throw VitalSnapError(.badInput, "\(manifest.path): line \(e.sourceLine), field 'image': \(e.image): no such file (looked for \(e.path))",
                                 file: manifest.path, field: "image")
        }
    }

    /// Evaluates every entry. `progress(done, total)` is called after each image (serialised).
    public func evaluate(_ manifest: EvalManifest, progress: (@Sendable (Int, Int) -> Void)? = nil,
                         inspector: Inspector? = nil) -> ManifestReport {
        let results = run(manifest.entries, disputes: disputes.forManifest(manifest), progress: progress, inspector: inspector)
        return ManifestReport(name: manifest.name, path: manifest.path, mode: roiMode.label, results: results)
    }

    /// Evaluates entries in parallel; results in entry order.
    public func run(_ entries: [ManifestEntry], disputes: [String: LabelDisputes.Dispute] = [:],
                    progress: (@Sendable (Int, Int) -> Void)? = nil,
                    inspector: Inspector? = nil) -> [ImageResult] {
        let box = ResultBox(count: entries.count)
        let workers = min(jobs, max(1, entries.count))
        let total = entries.count
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let i = box.claim() {
                let (result, reading, image) = evaluate(entries[i], index: i, dispute: disputes[entries[i].image])
                inspector?(result, reading, image)
                box.store(result, at: i) { done in progress?(done, total) }
            }
        }
        return box.results
    }

    /// Evaluates one entry: decode, choose the quad, read, match. A misread that equals what `dispute`
    /// says the display shows becomes `disputed`.
    public func evaluate(_ entry: ManifestEntry, index: Int,
                         dispute: LabelDisputes.Dispute? = nil) -> (ImageResult, DisplayReading, GrayImage?) {
        let t0 = DispatchTime.now().uptimeNanoseconds
        let image: GrayImage
        do {
            image = try ImageIO.loadGray(entry.path)
        } catch {
            let ms = Self.milliseconds(since: t0)
            let message = (error as? VitalSnapError)?.message ?? "\(error)"
            let r = ImageResult(index: index, entry: entry, outcome: .noread, read: "", compared: "",
                                expected: entry.expected, reasons: ["image-unreadable"], decodeMs: ms,
                                recognizeMs: nil, error: message)
            return (r, DisplayReading(issues: []), nil)
        }
        let decodeMs = Self.milliseconds(since: t0)
        let quad = self.quad(for: entry, index: index, width: image.width, height: image.height)
        let t1 = DispatchTime.now().uptimeNanoseconds
        let reading = recognize(image, layout, quad)
        let recognizeMs = Self.milliseconds(since: t1)
        let m = ReadingMatcher.match(reading, expected: entry.expected, mode: entry.match, line: entry.line)
        var outcome = m.outcome
        if outcome == .misread, let dispute,
           ReadingMatcher.match(reading, expected: dispute.shown, mode: .exact, line: entry.line).outcome == .correct {
            outcome = .disputed
        }
        let r = ImageResult(index: index, entry: entry, outcome: outcome, read: reading.text, compared: m.compared,
                            expected: m.expected, reasons: m.reasons, decodeMs: decodeMs, recognizeMs: recognizeMs,
                            givenQuad: quad, foundQuad: reading.quad, confidence: reading.confidence)
        return (r, reading, image)
    }

    /// The quad handed to the reader for `entry`, in pixels of a `width` x `height` image.
    public func quad(for entry: ManifestEntry, index: Int, width: Int, height: Int) -> Quad? {
        guard let roi = entry.roi else { return nil }
        let pixels = roi.scaled(Double(width), Double(height))
        switch roiMode {
        case .given: return pixels
        case let .jittered(j): return j.apply(to: pixels, index: index)
        case .ignored: return nil
        }
    }

    static func milliseconds(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }
}

/// Hands out indices to workers and collects results (thread-safe).
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var done = 0
    private var slots: [ImageResult?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func claim() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    /// Stores a result; `then(done)` runs under the lock, so progress updates never interleave.
    func store(_ r: ImageResult, at i: Int, then: (Int) -> Void) {
        lock.lock(); defer { lock.unlock() }
        slots[i] = r
        done += 1
        then(done)
    }

    var results: [ImageResult] {
        lock.lock(); defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
