import SevenSegment

/// A live reading session for one peripheral: fed one `DisplayReading` per frame, it emits a partial
/// result every frame and converges once the same reading has held long enough (see `SessionOptions`
/// for the rule), then stops. It never converges on frames without a display, never mixes two
/// readings, and times out with a "no reading" outcome.
///
/// A value type state machine with no I/O, so it is testable with hand-made readings;
/// `SessionRunner` drives it from a `FrameSource` through a `FrameReader`.
public struct OCRSession: Sendable {
    public let layout: DisplayLayout
    public let options: SessionOptions
    /// Set once the session has ended; further frames are ignored.
    public private(set) var outcome: SessionOutcome?
    /// Frames fed so far.
    public private(set) var framesProcessed = 0

    private var window: VoteWindow
    private var quality: QualityMonitor
    private var firstTimestamp: Double?
    private var lastTimestamp = 0.0
    private var candidate: String?
    private var candidateSince = 0.0

    public init(layout: DisplayLayout, options: SessionOptions = SessionOptions()) throws {
        try options.validate()
        self.layout = layout
        self.options = options
        window = VoteWindow(capacity: options.window)
        quality = QualityMonitor(debounce: options.qualityDebounceFrames)
    }

    public var isFinished: Bool { outcome != nil }

    /// Frames the session remembers (never more than `options.window`: memory does not grow with the run).
    public var historyCount: Int { window.count }

    /// Quality problems currently signalled.
    public var activeQuality: Set<QualityKind> { quality.active }

    /// Feeds the reading of frame `index` taken at `timestamp` (seconds, any origin, non-decreasing).
    /// Returns nil once the session has ended.
    public mutating func feed(_ reading: DisplayReading, index: Int, timestamp: Double) -> SessionUpdate? {
        guard outcome == nil else { return nil }
        if firstTimestamp == nil { firstTimestamp = timestamp }
        lastTimestamp = timestamp
        framesProcessed += 1

        let observation = observe(reading, index: index, timestamp: timestamp)
        window.append(observation)
        updateCandidate()
        let signals = quality.observe(QualityMonitor.kinds(of: reading), frameIndex: index)

        if let final = convergence(at: observation) {
            outcome = .converged(final)
        } else if let limit = options.timeoutFrames, framesProcessed >= limit {
            outcome = .timedOut(frames: framesProcessed, seconds: elapsed)
        } else if let limit = options.timeoutSeconds, elapsed >= limit {
            outcome = .timedOut(frames: framesProcessed, seconds: elapsed)
        }
        return SessionUpdate(partial: partial(reading, index: index, timestamp: timestamp), quality: signals, outcome: outcome)
    }

    /// Ends the source: a session still running ends with no reading.
    public mutating func finish() -> SessionOutcome {
        if outcome == nil { outcome = .endOfStream(frames: framesProcessed) }
        return outcome!
    }

    /// Stops at once; a session still running ends cancelled.
    public mutating func cancel() -> SessionOutcome {
        if outcome == nil { outcome = .cancelled(frames: framesProcessed) }
        return outcome!
    }

    /// Stream time since the first frame.
    public var elapsed: Double { lastTimestamp - (firstTimestamp ?? lastTimestamp) }

    // MARK: - Rule

    private func observe(_ reading: DisplayReading, index: Int, timestamp: Double) -> Observation {
        let found = !reading.lines.isEmpty && !reading.issues.contains(.displayNotFound)
        let lineCountMatches = reading.lines.count == layout.lines.count
        let isVote = found && lineCountMatches && reading.isComplete && reading.confidence >= options.minimumConfidence
        return Observation(index: index, timestamp: timestamp, vote: isVote ? reading.text : nil,
                           lineTexts: found ? reading.lines.map { Array($0.text) } : [],
                           confidence: reading.confidence, sharpness: reading.sharpness,
                           reading: isVote ? reading : nil)
    }

    private mutating func updateCandidate() {
        let tally = window.tally()
        let best = tally.max { a, b in
            a.value.count != b.value.count ? a.value.count < b.value.count : a.value.newest < b.value.newest
        }
        guard let best else { candidate = nil; return }
        if best.key != candidate {
            candidate = best.key
            candidateSince = best.value.oldestTimestamp
        }
    }

    private func convergence(at current: Observation) -> FinalReading? {
        guard let candidate, current.vote == candidate else { return nil }
        let observations = window.observations
        let agreeing = observations.filter { $0.vote == candidate }
        let conflicting = observations.filter { $0.vote != nil && $0.vote != candidate }.count
        guard agreeing.count >= options.agreeingFrames, conflicting <= options.maxConflicting,
              current.timestamp - candidateSince >= options.minimumHoldSeconds - 1e-9 else { return nil }
        let best = agreeing.max { a, b in
            if a.confidence != b.confidence { return a.confidence < b.confidence }
            if (a.sharpness ?? 0) != (b.sharpness ?? 0) { return (a.sharpness ?? 0) < (b.sharpness ?? 0) }
            return a.index < b.index
        }!
        let confidence = agreeing.map(\.confidence).reduce(0, +) / Double(agreeing.count)
        return FinalReading(text: candidate, confidence: confidence, frameIndex: current.index,
                            timestamp: current.timestamp, framesUsed: agreeing.map(\.index),
                            bestFrame: best.index, reading: best.reading!)
    }

    private func partial(_ reading: DisplayReading, index: Int, timestamp: Double) -> PartialResult {
        let lines = layout.lines.enumerated().map { i, line -> PartialResult.Line in
            let (text, confidences) = window.partialLine(i)
            return PartialResult.Line(field: line.field, text: String(text), confidences: confidences)
        }
        let votes = candidate.map { c in window.observations.filter { $0.vote == c }.count } ?? 0
        return PartialResult(frameIndex: index, timestamp: timestamp, lines: lines,
                             displayFound: !reading.lines.isEmpty && !reading.issues.contains(.displayNotFound),
                             glare: reading.glare, blurScore: reading.sharpness, quad: reading.quad, crop: reading.crop,
                             issues: reading.issues + reading.lines.flatMap(\.issues),
                             candidate: candidate, candidateVotes: votes, votesNeeded: options.agreeingFrames)
    }
}
