import Dispatch
import SevenSegment

/// Speed of the recognizer on rendered camera frames: `frames` different frames of `width` x `height`
/// (default 640x480), each a random value of the layout rendered with the renderer at the peripheral's
/// overlay position with seeded perturbations, read one after the other on the calling thread.
/// Rendering is not timed; each frame is read once after one untimed warm-up read. The frames are read as a
/// live scan reads them (`ReaderOptions.liveFrames`) unless the reader given says otherwise (`stills`).
public struct FrameBenchmark: Sendable {
    public var peripheral: Peripheral
    public var frames: Int
    public var width: Int
    public var height: Int
    public var perturbation: Perturbation
    public var seed: UInt64
    public var reader: SevenSegmentReader
    /// Called with every rendered frame, its text, its reading and the outcome (untimed; for debugging).
    public var inspect: (@Sendable (Int, RenderedFrame, String, DisplayReading, EvalOutcome) -> Void)?

    public init(peripheral: Peripheral, frames: Int = 200, width: Int = 640, height: Int = 480,
                perturbation: Perturbation = .mild, seed: UInt64 = 1,
                reader: SevenSegmentReader = SevenSegmentReader(options: .liveFrames)) {
        self.peripheral = peripheral; self.frames = frames; self.width = width; self.height = height
        self.perturbation = perturbation; self.seed = seed; self.reader = reader
    }

    public struct Result: Codable, Equatable, Sendable {
        public var peripheral: String
        public var frames: Int
        public var width: Int
        public var height: Int
        public var perturbation: String
        /// How the frames were read: "live" (`ReaderOptions.liveFrames`) or "stills" (as a photo is read,
        /// a box that read nothing complete read again moved a pixel or two).
        public var reading: String
        /// Milliseconds per frame, single thread.
        public var median_ms: Double
        public var p95_ms: Double
        public var mean_ms: Double
        public var max_ms: Double
        /// Frames per second at the median.
        public var frames_per_second: Double
        /// How the rendered frames were read (a sanity check, not the accuracy figure).
        public var correct: Int
        public var misread: Int
        public var noread: Int
    }

    /// Frame number `index` of the run showing `text` (the run draws its texts from `seed`), and the quad
    /// the reader is given: the overlay's display frame, as the app hands it over (the person aligns the
    /// meter). Tests use it to read one frame of a bench run again.
    public func frame(_ index: Int, showing text: String) throws -> (frame: RenderedFrame, quad: Quad) {
        let meter = peripheral.overlay.overlayFrame(previewWidth: Double(width), previewHeight: Double(height))
        let display = peripheral.overlay.displayFrame(previewWidth: Double(width), previewHeight: Double(height))
        do {
            let frame = try FrameRenderer(perturbation: perturbation, seed: seed &+ UInt64(index)).render(
                layout: peripheral.display, text: text, width: width, height: height, meter: meter, display: display)
            return (frame, Quad(display))
        } catch {
            throw VitalSnapError(.invalidArgument, "cannot render '\(text)' for \(peripheral.slug): \(error)", field: "peripheral")
        }
    }

    /// Renders and reads the frames. `progress(done)` after each frame.
    public func run(progress: ((Int) -> Void)? = nil) throws -> Result {
        let layout = peripheral.display
        var rng = SeededRandom(seed: seed)
        var times: [Double] = []
        var counts = [EvalOutcome: Int]()
        for i in 0..<frames {
            let text = SampleValues.text(for: layout, using: &rng)
            let (frame, quad) = try self.frame(i, showing: text)
            if i == 0 { _ = reader.read(frame.image, layout: layout, quad: quad) }
            let t0 = DispatchTime.now().uptimeNanoseconds
            let reading = reader.read(frame.image, layout: layout, quad: quad)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1_000_000)
            let m = ReadingMatcher.match(reading, expected: text, mode: .exact, line: nil)
            counts[m.outcome, default: 0] += 1
            inspect?(i, frame, text, reading, m.outcome)
            progress?(i + 1)
        }
        let stats = TimingStats(times)
        func r3(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
        return Result(peripheral: peripheral.slug, frames: frames, width: width, height: height,
                      perturbation: perturbation.rawValue, reading: reader.options.readsNudgedBoxes ? "stills" : "live",
                      median_ms: r3(stats.median), p95_ms: r3(stats.p95),
                      mean_ms: r3(stats.mean), max_ms: r3(stats.max),
                      frames_per_second: stats.median > 0 ? (1000 / stats.median).rounded() : 0,
                      correct: counts[.correct] ?? 0, misread: counts[.misread] ?? 0, noread: counts[.noread] ?? 0)
    }
}
