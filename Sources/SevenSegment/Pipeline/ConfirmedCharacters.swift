/// Under the strict cross-check of a line's two views (plain ink and bar response, sampled in the very
/// same cells): a character one view left unresolved only because a segment lay close to its on/off
/// threshold is named when the other view decodes the very same segments clearly. It is the converse of
/// the agreement `SevenSegmentReader.differs` already grants (a clear character whose other view sees the
/// same segments less clearly), with the same floor: the unresolved view must still keep at least half
/// the reader's margin (`SevenSegmentReader.strictAgreementFloor`). An unknown pattern, other segments
/// or a barely decided segment stay unresolved. The last character beside a window's edge
/// (`lastBesideEdge`) is named by the other view's clear reading also where its own view sees those
/// segments less clearly than the floor, or sees one of them just short of its threshold
/// (`SevenSegmentReader.fadedBesideEdge`): there the edge dims what the view sees.
enum ConfirmedCharacters {
    static func resolved(_ line: DecodedLine, by other: DecodedLine, minimumConfidence: Double,
                         lastBesideEdge: Bool = false) -> DecodedLine {
        var out = line
        for i in line.characters.indices where i < other.characters.count {
            let a = line.characters[i], b = other.characters[i]
            if lastBesideEdge, i == line.characters.count - 1, a.character == "_",
               SevenSegmentReader.fadedBesideEdge(b, a, minimumConfidence: minimumConfidence) {
                out.characters[i].character = b.character
                out.issues.removeAll { $0 == .ambiguous(position: i) || $0 == .unknownPattern(position: i) }
                continue
            }
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
