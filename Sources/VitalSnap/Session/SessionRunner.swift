import Foundation
import SevenSegment

/// Everything a running session reports, in order: `start`, then per frame the `quality` changes it
/// brought (if any) and its `partial`, then `converged` when it does, and always `close` last.
public enum SessionEvent: Sendable {
    case start(source: String, width: Int, height: Int, framesPerSecond: Double)
    case partial(PartialResult)
    case quality(QualitySignal)
    case converged(FinalReading)
    case close(SessionOutcome, framesProcessed: Int)
}

/// Anything that turns a frame into a reading for a layout: `FrameReader` (the recognizer), or a
/// scripted reader in tests.
public protocol FrameReading {
    var layout: DisplayLayout { get }
    /// Where the display is looked for in a frame of this size (frame pixels), for reports.
    func searchQuad(width: Int, height: Int) -> Quad?
    func read(_ image: GrayImage) -> DisplayReading
}

extension FrameReader: FrameReading {}

/// Drives an `OCRSession` from a `FrameSource` through a `FrameReader`, one frame at a time, until the
/// session converges, times out, the source ends, or `cancel()` is called (from any thread).
public final class SessionRunner: @unchecked Sendable {
    public let source: FrameSource
    public let frameReader: FrameReading
    public private(set) var session: OCRSession
    /// Seconds spent in the recognizer and in the session (for the benchmark and `--verbose`).
    public private(set) var readerSeconds = 0.0
    public private(set) var sessionSeconds = 0.0
    private let lock = NSLock()
    private var cancelled = false

    public init(source: FrameSource, frameReader: FrameReading, options: SessionOptions = SessionOptions()) throws {
        self.source = source
        self.frameReader = frameReader
        session = try OCRSession(layout: frameReader.layout, options: options)
    }

    /// Asks the run loop to stop after the current frame; the outcome is `.cancelled`.
    public func cancel() {
        lock.lock(); cancelled = true; lock.unlock()
    }

    private var isCancelled: Bool {
        lock.lock(); defer { lock.unlock() }
        return cancelled || Task.isCancelled
    }

    /// Runs to the end and returns the outcome. A source failure (camera unplugged, corrupt file)
    /// closes the source and is thrown after a `close` event with the frames processed so far; so is an
    /// error thrown by `onEvent`.
    @discardableResult
    public func run(_ onEvent: (SessionEvent) throws -> Void) throws -> SessionOutcome {
        defer { source.close() }
        try onEvent(.start(source: source.description, width: source.width, height: source.height,
                       framesPerSecond: source.framesPerSecond))
        while true {
            if isCancelled {
                let outcome = session.cancel()
                try onEvent(.close(outcome, framesProcessed: session.framesProcessed))
                return outcome
            }
            let frame: Frame?
            do {
                frame = try source.next()
            } catch {
                try onEvent(.close(session.cancel(), framesProcessed: session.framesProcessed))
                throw error
            }
            guard let frame else {
                let outcome = session.finish()
                try onEvent(.close(outcome, framesProcessed: session.framesProcessed))
                return outcome
            }
            let t0 = DispatchTime.now().uptimeNanoseconds
            let reading = frameReader.read(frame.image)
            let t1 = DispatchTime.now().uptimeNanoseconds
            let update = session.feed(reading, index: frame.index, timestamp: frame.timestamp)
            sessionSeconds += Double(DispatchTime.now().uptimeNanoseconds - t1) / 1e9
            readerSeconds += Double(t1 - t0) / 1e9
            guard let update else { continue }
            for signal in update.quality { try onEvent(.quality(signal)) }
            try onEvent(.partial(update.partial))
            if let outcome = update.outcome {
                if let final = outcome.finalReading { try onEvent(.converged(final)) }
                try onEvent(.close(outcome, framesProcessed: session.framesProcessed))
                return outcome
            }
        }
    }
}
