/// A fixed point merged into its digit's foot on the colour look (`SevenSegmentReader+ColourLook`): the
/// camera keeps colour at half resolution or less, so a small red point merged into the 0 before it shows
/// on the chroma plane as a spot at 0.39-0.48 of a lit segment (00.59 read `0059`), under the 0.5 a merged
/// point's spot must reach on the gray frame (`mergedPointLit`) and under the glow margin an optional point
/// must clear (`darkPointLevel + mergedPointMargin`). The colour look's unlit segments and background are
/// dark (the glow of unlit segments is neutral, no chroma), so its other gaps read background.
///
/// On a line read on the colour look (`LineInterpreter.blurredPoints`), a merged point counts lit from
/// `blurredPointLit`, where its digit or the next is widened (strict: wider than every other digit, the
/// merging seen in the ink), the line's unlit segments do not glow at all (`DecodedLine.unlitGlow` at
/// most 0: every lit spot is the display's light) and every other gap's spot lies at least
/// `mergedPointMargin` below it. Not under a footless digit's foot (`pointUnderFoot`) alone: there nothing
/// widens and the spot alone would tell. A spot at `mergedPointLit` or more is judged as on the gray frame.
extension LineInterpreter {
    /// Level from which a merged point's spot counts as lit on the colour look.
    static let blurredPointLit: Float = 0.35

    /// The lit floor for a merged point's spot (`mergedPointLit`, or `blurredPointLit` where `blurredPoints`
    /// holds for `decoded`) and whether the point must widen a digit to stand.
    func mergedPointFloor(_ decoded: DecodedLine) -> (lit: Float, widenedOnly: Bool) {
        guard blurredPoints, decoded.unlitGlow <= 0 else { return (Self.mergedPointLit, false) }
        return (Self.blurredPointLit, true)
    }
}
