import Foundation
import SevenSegment

/// Figures for the session: frames to converge on rendered clean and noisy scans, time per frame
/// (session alone and with the recognizer), and memory after a long run (must stay flat: the
/// session's history is a fixed window). Used by `vitalsnap bench-session` (and `vitalsnap bench`).
public enum SessionBenchmark {
    /// Frames to converge over several scans of one kind.
    public struct ConvergenceFigure: Codable, Equatable, Sendable {
        public var name: String
        public var scans: Int
        public var converged: Int
        /// Scans that converged on a text other than the one shown (must be 0).
        public var wrong: Int
        /// Frames fed until convergence (index + 1), over the converged scans.
        public var medianFrames: Double?
        public var worstFrames: Int?
        /// Mean recognizer time per frame (milliseconds).
        public var readerMillisecondsPerFrame: Double
    }

    public struct MemoryFigure: Codable, Equatable, Sendable {
        public var frames: Int
        /// Resident set size (KiB) after 1 000 frames, at the end, and the growth between.
        public var rssAfterWarmupKiB: Int
        public var rssAtEndKiB: Int
        public var growthKiB: Int
        /// Mean time of one `OCRSession.feed` call (microseconds).
        public var sessionMicrosecondsPerFrame: Double
    }

    public struct Report: Codable, Equatable, Sendable {
        public var convergence: [ConvergenceFigure]
        public var memory: MemoryFigure
    }

    /// Runs a session over each scan (a list of frames) with `reader` and counts frames to converge.
    public static func convergence(name: String, scans: [(expected: String, frames: [GrayImage])], reader: FrameReader,
                                   options: SessionOptions = SessionOptions(), fps: Double) throws -> ConvergenceFigure {
        var counts: [Int] = [], wrong = 0, readerTime = 0.0, framesRead = 0
        for scan in scans {
            var session = try OCRSession(layout: reader.layout, options: options)
            for (i, image) in scan.frames.enumerated() {
                let t0 = DispatchTime.now().uptimeNanoseconds
                let reading = reader.read(image)
                readerTime += Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9
                framesRead += 1
                guard let outcome = session.feed(reading, index: i, timestamp: Double(i) / fps)?.outcome else { continue }
                if let final = outcome.finalReading {
                    if final.text == scan.expected { counts.append(i + 1) } else { wrong += 1 }
                }
                break
            }
        }
        counts.sort()
        let median: Double? = counts.isEmpty ? nil :
            counts.count % 2 == 1 ? Double(counts[counts.count / 2]) : Double(counts[counts.count / 2 - 1] + counts[counts.count / 2]) / 2
        return ConvergenceFigure(name: name, scans: scans.count, converged: counts.count + wrong, wrong: wrong,
                                 medianFrames: median, worstFrames: counts.last,
                                 readerMillisecondsPerFrame: framesRead == 0 ? 0 : readerTime * 1000 / Double(framesRead))
    }

    /// Feeds `frames` readings into one session that never converges (values keep changing, a display
    /// is lost now and then) and measures the resident memory after 1 000 frames and at the end.
    public static func memory(frames: Int = 100_000, layout: DisplayLayout) throws -> MemoryFigure {
        var options = SessionOptions()
        options.timeoutFrames = nil
        options.timeoutSeconds = nil
        var session = try OCRSession(layout: layout, options: options)
        let fields = layout.lines.map(\.field)
        let crop = GrayImage(width: 120, height: 60, fill: 200)
        func reading(_ i: Int) -> DisplayReading {
            if i % 7 == 3 { return DisplayReading(lines: [], issues: [.displayNotFound]) }
            // A new value every 3 frames: never 5 agreeing votes, so the session runs to the end.
            let text = String(100 + (i / 3) % 400)
            let lines = fields.map { f in
                LineReading(field: f, text: text, characters: text.map { CharacterReading(character: $0, confidence: 0.9) })
            }
            return DisplayReading(quad: Quad(Rect(x: 1, y: 1, width: 100, height: 50)), lines: lines,
                                  issues: i % 11 == 0 ? [.glare] : [], glare: [PixelRect(x: 3, y: 3, width: 10, height: 10)],
                                  sharpness: 120, crop: crop)
        }
        var warm = 0
        var feedTime = 0.0
        for i in 0..<frames {
            let r = reading(i)
            let t0 = DispatchTime.now().uptimeNanoseconds
            let update = session.feed(r, index: i, timestamp: Double(i) / 30)
            feedTime += Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9
            precondition(update?.outcome == nil, "the memory benchmark's session must not end")
            if i == 999 { warm = residentKiB() }
        }
        let end = residentKiB()
        return MemoryFigure(frames: frames, rssAfterWarmupKiB: warm, rssAtEndKiB: end, growthKiB: end - warm,
                            sessionMicrosecondsPerFrame: feedTime * 1e6 / Double(frames))
    }

    /// The process's resident set size in KiB (from /proc/self/status; 0 where unavailable).
    public static func residentKiB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        return 0
    }
}
