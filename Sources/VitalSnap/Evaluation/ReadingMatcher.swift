import SevenSegment

/// What became of one labelled image.
public enum EvalOutcome: String, Codable, CaseIterable, Sendable {
    /// The reading equals the label (under the entry's match rule).
    case correct
    /// A complete reading that is wrong: the failure that matters most.
    case misread
    /// The reader declined or failed: display not found, an issue, an unresolved '_' character, no text.
    case noread
    /// A complete reading that differs from the label but equals what a person saw on the display (a
    /// suspected wrong label, see `LabelDisputes`): neither correct nor a misread.
    case disputed
}

/// The verdict on one reading against its label.
public struct MatchResult: Equatable, Sendable {
    public var outcome: EvalOutcome
    /// The part of the reading that was compared (the selected line, or the integer part of the first line).
    public var compared: String
    /// The label as compared (leading zeros dropped for integer matches).
    public var expected: String
    /// Why it is a no-read (issue codes), empty otherwise.
    public var reasons: [String]
}

/// The matching rules of `vitalsnap eval`.
///
/// - No-read: no line was read, a frame-level issue, or the compared line(s) have an issue, an empty text
///   or a '_' (unresolved character).
/// - `exact`: the compared text must equal the label. Without `line` the whole reading is compared
///   (lines joined by "/"); with `line` only that line. A reading with fewer lines than the label, each
///   of them one of the labelled lines in order, is incomplete: a no-read (`isLabelWithLinesMissing`).
/// - `integer`: only the integer part (before the first '.') of the first line (or of `line`) is
///   compared with the label, leading zeros ignored on both sides ("033.01" matches "33").
public enum ReadingMatcher {
    public static func match(_ reading: DisplayReading, expected: String, mode: MatchMode, line: Int?) -> MatchResult {
        var reasons = reading.issues.map(\.code)
        let lines: [LineReading]
        if let line {
            lines = line >= 1 && line <= reading.lines.count ? [reading.lines[line - 1]] : []
            if lines.isEmpty, !reading.lines.isEmpty { reasons.append("no-line-\(line)") }
        } else if mode == .integer {
            lines = Array(reading.lines.prefix(1))
        } else {
            lines = reading.lines
        }
        if reading.lines.isEmpty, reasons.isEmpty { reasons.append("no-text") }
        for l in lines {
            reasons += l.issues.map(\.code)
            if l.text.isEmpty { reasons.append("empty-line") }
            if l.text.contains("_") { reasons.append("unresolved-character") }
        }
        var seen = Set<String>()
        reasons = reasons.filter { seen.insert($0).inserted }

        let text = lines.map(\.text).joined(separator: "/")
        var compared = text
        var label = expected
        if mode == .integer {
            compared = integerPart(text)
            label = stripLeadingZeros(expected.split(separator: "/", omittingEmptySubsequences: false).first.map(String.init) ?? expected)
        }
        if !reasons.isEmpty {
            return MatchResult(outcome: .noread, compared: compared, expected: label, reasons: reasons)
        }
        if mode == .exact, line == nil,
           isLabelWithLinesMissing(lines.map(\.text), expected.split(separator: "/", omittingEmptySubsequences: false).map(String.init)) {
            return MatchResult(outcome: .noread, compared: compared, expected: label, reasons: ["fewer-lines-than-label"])
        }
        return MatchResult(outcome: compared == label ? .correct : .misread, compared: compared, expected: label, reasons: [])
    }

    /// "033.01" → "33", "0.5" → "0", "-12.3" → "-12", "HI" → "HI".
    static func integerPart(_ text: String) -> String {
        let head = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? text
        return stripLeadingZeros(head)
    }

    static func stripLeadingZeros(_ s: String) -> String {
        var sign = ""
        var body = Substring(s)
        if body.first == "-" { sign = "-"; body = body.dropFirst() }
        guard body.allSatisfy({ $0.isASCII && $0.isNumber }), !body.isEmpty else { return s }
        let stripped = body.drop { $0 == "0" }
        return sign + (stripped.isEmpty ? "0" : String(stripped))
    }
}
