import SevenSegment
@testable import VitalSnap

/// Hand-made recognizer answers for session tests.
enum SessionReadings {
    static let glucose = DisplayLayout(aspectRatio: 2, lines: [
        LineLayout(field: .glucose, region: Rect(x: 0, y: 0, width: 1, height: 1), digits: 3, words: [.hi, .lo], units: ["mg/dL"]),
    ])
    static let bloodPressure = DisplayLayout(aspectRatio: 1, lines: [
        LineLayout(field: .systolic, region: Rect(x: 0, y: 0, width: 1, height: 0.33), digits: 3),
        LineLayout(field: .diastolic, region: Rect(x: 0, y: 0.33, width: 1, height: 0.33), digits: 3),
        LineLayout(field: .pulse, region: Rect(x: 0, y: 0.66, width: 1, height: 0.33), digits: 3),
    ])

    /// A reading of `text` ("104", "128/82/71", "1_4" with unresolved characters) at `confidence`.
    static func reading(_ text: String, layout: DisplayLayout = glucose, confidence: Double = 0.9,
                        issues: [ReadingIssue] = [], sharpness: Double? = 100) -> DisplayReading {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let lines = zip(layout.lines, parts).map { line, part -> LineReading in
            let chars = part.map { CharacterReading(character: $0, confidence: $0 == "_" ? 0.2 : confidence) }
            let lineIssues: [ReadingIssue] = part.contains("_") ? [.ambiguous(position: Array(part).firstIndex(of: "_")!)] : []
            return LineReading(field: line.field, text: part, characters: chars, issues: lineIssues)
        }
        return DisplayReading(quad: Quad(Rect(x: 10, y: 10, width: 100, height: 50)), lines: lines, issues: issues,
                              sharpness: sharpness, crop: GrayImage(width: 4, height: 2, fill: UInt8(text.count)))
    }

    static let notFound = DisplayReading(quad: nil, lines: [], issues: [.displayNotFound])

    static func options(hold: Double = 0, agree: Int = 5, window: Int = 10, conflicts: Int = 0,
                        timeoutFrames: Int? = 300) -> SessionOptions {
        var o = SessionOptions()
        o.minimumHoldSeconds = hold
        o.agreeingFrames = agree
        o.window = window
        o.maxConflicting = conflicts
        o.timeoutFrames = timeoutFrames
        return o
    }

    /// Feeds `readings` at `fps` and returns the updates until the session ends.
    static func run(_ readings: [DisplayReading], layout: DisplayLayout = glucose, options: SessionOptions,
                    fps: Double = 10) throws -> (session: OCRSession, updates: [SessionUpdate]) {
        var session = try OCRSession(layout: layout, options: options)
        var updates: [SessionUpdate] = []
        for (i, r) in readings.enumerated() {
            guard let u = session.feed(r, index: i, timestamp: Double(i) / fps) else { break }
            updates.append(u)
        }
        return (session, updates)
    }
}
