/// A window's edge just after a line's last character (a found display's crop reaching over the bezel):
/// in the bar response that character's segments lose contrast against the edge, whose pixels are
/// where the filter looks for background, so the strict cross-check takes that view's same segments as
/// agreement however unclearly it sees them (`SevenSegmentReader.differs`).
extension SegmentedLine {
    /// Whether a window's edge stands just after the last character: a narrow mark the segmenter dropped
    /// there (`windowEdgeAfter`), or a piece the ink cleaner dropped as an edge cut by the strip's border
    /// (`LineStrip.cutPieces`) ending after that character's ink, within a character pitch of it.
    func windowEdgeBesideLast(_ strip: LineStrip) -> Bool {
        if windowEdgeAfter { return true }
        guard let last = cells.last else { return false }
        let pitch = DigitSegmenter.nominalPitch(digitWidth: digitWidth, hd: Double(bottom - top))
        return strip.cutPieces.contains { p in
            let end = Double(p.maxX)
            return end > last.inkX1 && end - last.inkX1 <= pitch
        }
    }
}
