/// The last character of a line beside a window's edge (`SegmentedLine.windowEdgeBesideLast`), seen in
/// two views of the same pixels: the bar response loses contrast against the edge, whose pixels are where
/// its filter looks for background, so a segment the plain ink shows clearly lit may fall just short of
/// the threshold there (the foot of a last "1", the lower right bar of a last "0" by the bezel's shadow).
/// Under the strict cross-check the views still agree when the one character is named clearly and the
/// other view sees none of its segments off beyond doubt: each segment it misses lies within the reader's
/// margin of its threshold (`CharacterReading.faint`), and it lights nothing the named character does not
/// (`differs`, `besideEdge`). The converse names the character where the look's own view
/// is the faded one (`ConfirmedCharacters`, `lastBesideEdge`).
extension SevenSegmentReader {
    static func fadedBesideEdge(_ a: CharacterReading, _ b: CharacterReading, minimumConfidence: Double) -> Bool {
        guard a.character != "_", a.confidence >= minimumConfidence, b.segments.isSubset(of: a.segments) else { return false }
        return a.segments.subtracting(b.segments).isSubset(of: b.faint)
    }
}
