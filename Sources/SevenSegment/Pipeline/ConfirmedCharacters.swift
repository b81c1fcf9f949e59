/// Under the strict cross-check of a line's two views (plain ink and bar response, sampled in the very
/// same cells): a character one view left unresolved only because a segment lay close to its on/off
/// threshold is named when the other view decodes the very same segments clearly. It is the converse of
/// the agreement `SevenSegmentReader.differs` already grants (a clear character whose other view sees the
/// same segments less clearly), with the same floor: the unresolved view must still keep at least half
/// the reader's margin (`SevenSegmentReader.strictAgreementFloor`). An unknown pattern, other segments
/// or a barely decided segment stay unresolved.
enum ConfirmedCharacters {
    static func resolved(_ line: DecodedLine, by other: DecodedLine, minimumConfidence: Double) -> DecodedLine {
        var out = line
        for i in line.characters.indices where i < other.characters.count {
            let a = line.characters[i], b = other.characters[i]
            guard a.character == "_", a.confidence >= SevenSegmentReader.strictAgreementFloor,
                  b.character != "_", b.confidence >= minimumConfidence, a.segments == b.segments,
                  Charset.characters(for: a.segments).first == b.character,
                  out.issues.contains(.ambiguous(position: i)) else { continue }
            out.characters[i].character = b.character
            out.issues.removeAll { $0 == .ambiguous(position: i) }
        }
        return out
    }
}
