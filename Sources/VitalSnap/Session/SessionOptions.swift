/// The convergence rule of an `OCRSession` and its limits. Every field has a documented default.
///
/// **Rule.** Each frame's reading is a *complete vote* when the display was found, every line was read
/// with no unresolved character or line issue, and its lowest character confidence is at least
/// `minimumConfidence`. The session looks at the last `window` frames (frames without a display or with
/// an incomplete reading occupy a slot but do not vote). The *candidate* is the text with the most
/// complete votes in the window (ties go to the newest). The session converges on the candidate when
///
/// 1. it has at least `agreeingFrames` complete votes in the window,
/// 2. at most `maxConflicting` complete votes in the window read something else,
/// 3. the current frame is itself a complete vote for it, and
/// 4. it has been the candidate for at least `minimumHoldSeconds` of stream time.
///
/// Votes are for whole readings, never assembled character by character, so a converged text is
/// always one that was read in full on `agreeingFrames` frames: a value that changes mid-stream can
/// never produce a chimera of the old and new value. When the value changes (a meter counting down
/// before its result), the new text only becomes candidate once it outvotes the old one, its hold
/// clock starts then, and the old votes must have left the window (rule 2) — the newer stable value
/// wins. Rule 4 exists for count-downs: meters step once a second, so a value held for less than
/// `minimumHoldSeconds` (default 1.2 s) is never final. Set it to 0 for still image sequences.
public struct SessionOptions: Equatable, Sendable {
    /// N: complete frames that must agree (default 5).
    public var agreeingFrames: Int = 5
    /// Number of most recent frames considered (default 10).
    public var window: Int = 10
    /// Complete frames in the window allowed to read something else (default 0).
    public var maxConflicting: Int = 0
    /// Lowest per-character confidence for a frame to vote (default 0.6).
    public var minimumConfidence: Double = 0.6
    /// Stream time the candidate must have been held before it is final (default 1.2 s).
    public var minimumHoldSeconds: Double = 1.2
    /// Give up after this many frames without converging (default 300; nil = no limit).
    public var timeoutFrames: Int? = 300
    /// Give up after this much stream time without converging (default 20 s; nil = no limit).
    public var timeoutSeconds: Double? = 20
    /// A quality signal turns on after this many consecutive frames show it, and off after as many
    /// without it (default 2), so that guidance does not flicker.
    public var qualityDebounceFrames: Int = 2

    public init() {}

    /// Throws `.invalidArgument` naming the option when the rule cannot be satisfied.
    public func validate() throws {
        guard agreeingFrames >= 1 else {
            throw VitalSnapError(.invalidArgument, "agreeing frames must be at least 1 (got \(agreeingFrames))", field: "agree")
        }
        guard window >= agreeingFrames else {
            throw VitalSnapError(.invalidArgument, "the window (\(window) frames) must hold at least the \(agreeingFrames) agreeing frames",
                                 field: "window")
        }
        guard maxConflicting >= 0 else {
            throw VitalSnapError(.invalidArgument, "conflicting frames must be 0 or more (got \(maxConflicting))", field: "conflicts")
        }
        guard (0...1).contains(minimumConfidence) else {
            throw VitalSnapError(.invalidArgument, "minimum confidence must be within 0...1 (got \(minimumConfidence))", field: "confidence")
        }
        guard minimumHoldSeconds >= 0 else {
            throw VitalSnapError(.invalidArgument, "minimum hold must be 0 s or more (got \(minimumHoldSeconds))", field: "min-hold")
        }
        if let t = timeoutFrames, t < 1 {
            throw VitalSnapError(.invalidArgument, "timeout in frames must be at least 1 (got \(t))", field: "timeout-frames")
        }
        if let t = timeoutSeconds, !(t > 0) {
            throw VitalSnapError(.invalidArgument, "timeout must be a positive number of seconds (got \(t))", field: "timeout")
        }
        guard qualityDebounceFrames >= 1 else {
            throw VitalSnapError(.invalidArgument, "quality debounce must be at least 1 frame", field: "qualityDebounceFrames")
        }
    }
}
