/// One character seen in two views of the same pixels (plain ink and bar response): whether they
/// disagree.
///
/// Not `strict`: only when the other view clearly decodes other segments. `strict`: whenever the other
/// view decodes other segments, or names another character. Where the other view decodes the very same
/// segments but one of them lies too close to its on/off threshold to name the character (a window's
/// edge or a ghost segment beside the character in that view, the last digit of a dim fuel-pump display
/// next to its window's edge), the views still agree when that margin is at least half the reader's
/// (`strictAgreementFloor`): the segments are the same, only less clearly so. `besideEdge` (the last
/// character beside a window's edge: `SegmentedLine.windowEdgeBesideLast`): any margin agrees, and so do
/// segments the other view sees just short of its threshold (`fadedBesideEdge`).
extension SevenSegmentReader {
    static func differs(_ a: CharacterReading, _ b: CharacterReading, strict: Bool, minimumConfidence: Double,
                        besideEdge: Bool = false) -> Bool {
        guard strict else { return a.segments != b.segments && b.confidence >= minimumConfidence }
        if a.segments != b.segments { return !(besideEdge && Self.fadedBesideEdge(a, b, minimumConfidence: minimumConfidence)) }
        if a.character == b.character { return false }
        return !(b.character == "_" && b.confidence >= (besideEdge ? 0 : strictAgreementFloor))
    }

    /// Lowest confidence (0...1, the reader's floor is 0.6) of the other view's character that still
    /// agrees in the strict cross-check when its segments are the same.
    static let strictAgreementFloor = 0.5
}
