import SevenSegment

/// What the session shows after each frame: the best text so far and the state of the frame.
public struct PartialResult: Equatable, Sendable {
    /// One line of the partial text.
    public struct Line: Equatable, Sendable {
        public var field: DisplayField
        /// Per-character majority over the window's readings of this line (unresolved characters do not
        /// vote); "_" where no character has a majority yet.
        public var text: String
        /// Per character of `text`: share of the window's readings of that position that agree (0...1).
        public var confidences: [Double]
    }

    public var frameIndex: Int
    public var timestamp: Double
    public var lines: [Line]
    /// Whether this frame showed the display.
    public var displayFound: Bool
    /// This frame's glare areas, in frame pixels.
    public var glare: [PixelRect]
    /// This frame's sharpness (variance of the Laplacian of the display crop; higher is sharper).
    public var blurScore: Double?
    /// Where the display was taken from in this frame (frame pixels).
    public var quad: Quad?
    /// This frame's display crop.
    public var crop: GrayImage?
    /// This frame's issues (display not found, glare, blur, unresolved characters...).
    public var issues: [ReadingIssue]
    /// The whole-reading candidate and its complete votes in the window (nil when none).
    public var candidate: String?
    public var candidateVotes: Int
    /// Votes the rule needs (`SessionOptions.agreeingFrames`).
    public var votesNeeded: Int

    /// Lines joined by "/" ("128/8_/71"); "" when no line has been seen.
    public var text: String { lines.map(\.text).joined(separator: "/") }
}

/// The session's answer: a reading that held across enough frames.
public struct FinalReading: Equatable, Sendable {
    /// Lines joined by "/", e.g. "104" or "128/82/71".
    public var text: String
    /// Mean over the agreeing frames of each frame's lowest character confidence (0...1).
    public var confidence: Double
    /// Index of the frame at which the session converged.
    public var frameIndex: Int
    /// Stream time of that frame (seconds).
    public var timestamp: Double
    /// Indices of the frames whose votes made the reading, oldest first.
    public var framesUsed: [Int]
    /// Index of the agreeing frame with the best crop (highest confidence, then sharpness).
    public var bestFrame: Int
    /// That frame's full reading (lines, quad, crop) — what the record is built from.
    public var reading: DisplayReading

    /// The best frame's display crop.
    public var crop: GrayImage? { reading.crop }
}

/// Kinds of capture problems the person can fix, each with the guidance it implies.
public enum QualityKind: String, CaseIterable, Sendable, Codable {
    case displayNotFound = "display-not-found"
    case displayTooSmall = "display-too-small"
    case displayCutOff = "display-cut-off"
    case glare
    case blur
    case lowContrast = "low-contrast"

    /// The recognizer issue that signals this kind.
    public var issue: ReadingIssue {
        switch self {
        case .displayNotFound: return .displayNotFound
        case .displayTooSmall: return .displayTooSmall
        case .displayCutOff: return .displayCutOff
        case .glare: return .glare
        case .blur: return .blur
        case .lowContrast: return .lowContrast
        }
    }

    /// What the person should do.
    public var guidance: String {
        switch self {
        case .displayNotFound: return "display not found: point the camera at the meter's display inside the frame"
        case .displayTooSmall: return "display too small: move closer"
        case .displayCutOff: return "display cut off: move farther or re-centre"
        case .glare: return "glare on the display: tilt the meter or the light"
        case .blur: return "image blurred: hold still or focus"
        case .lowContrast: return "contrast too low: add light or turn the display backlight on"
        }
    }
}

/// A capture problem starting (`active`) or ending.
public struct QualitySignal: Equatable, Sendable {
    public var kind: QualityKind
    public var active: Bool
    /// Frame at which the change was decided.
    public var frameIndex: Int
    public var guidance: String { kind.guidance }
}

/// How a session ended.
public enum SessionOutcome: Equatable, Sendable {
    case converged(FinalReading)
    /// No reading within the frame or time limit.
    case timedOut(frames: Int, seconds: Double)
    /// The source ran out of frames first.
    case endOfStream(frames: Int)
    case cancelled(frames: Int)

    /// Stable code for JSON: "converged", "timeout", "end-of-stream", "cancelled".
    public var code: String {
        switch self {
        case .converged: return "converged"
        case .timedOut: return "timeout"
        case .endOfStream: return "end-of-stream"
        case .cancelled: return "cancelled"
        }
    }

    public var finalReading: FinalReading? {
        if case let .converged(f) = self { return f }
        return nil
    }

    /// One sentence for people.
    public var message: String {
        switch self {
        case let .converged(f): return "read \(f.text) at frame \(f.frameIndex)"
        case let .timedOut(frames, seconds):
            return "no reading: timed out after \(frames) frames (\(String(format: "%.1f", seconds)) s) without a stable reading"
        case let .endOfStream(frames): return "no reading: the stream ended after \(frames) frames without a stable reading"
        case let .cancelled(frames): return "no reading: cancelled after \(frames) frames"
        }
    }
}

/// What one frame changed.
public struct SessionUpdate: Equatable, Sendable {
    public var partial: PartialResult
    /// Quality signals that turned on or off at this frame.
    public var quality: [QualitySignal]
    /// Set when the session ended at this frame (converged or timed out).
    public var outcome: SessionOutcome?
}
