/// A window's edge just after a line's last character (a found display's crop reaching over the bezel):
/// in the bar response that character's segments lose contrast against the edge, whose pixels are
/// where the filter looks for background, so the strict cross-check takes that view's same segments as
/// agreement however unclearly it sees them (`SevenSegmentReader.differs`).
///
/// On a display the reader found itself, the window's frame standing along the strip's right side, just
/// after the last character (`LineStrip.rightFrame`), is such an edge too: a dark frame left whole in the
/// strip (not cut by its border, so the cleaner drops no piece of it) dims the last digit's right-hand bars
/// the same way, and the last 1 of "24.01" or "140.01" beside it was left unresolved.
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

    /// Whether a window's edge stands just after the last character (`windowEdgeBesideLast`) or, on a display
    /// the reader found itself (`found`), its window's frame begins there (`frameBesideLast`).
    func edgeBesideLast(_ strip: LineStrip, found: Bool) -> Bool {
        windowEdgeBesideLast(strip) || (found && frameBesideLast(strip))
    }

    /// Whether a window's frame along the strip's right side (`LineStrip.rightFrame`) begins just after the
    /// last character's ink, within a character pitch of it.
    func frameBesideLast(_ strip: LineStrip) -> Bool {
        guard let frame = strip.rightFrame, let last = cells.last else { return false }
        let pitch = DigitSegmenter.nominalPitch(digitWidth: digitWidth, hd: Double(bottom - top))
        return Double(frame) > last.inkX1 && Double(frame) - last.inkX1 <= pitch
    }
}
