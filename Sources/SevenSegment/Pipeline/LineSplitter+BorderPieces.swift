/// The foot of a printed label above the digits (or the head of one below them), cut by the strip's
/// border: the band bridges the few empty rows between it and the digits, so the digits' top would be
/// taken from the label, every segment would be sampled too low, and the label's ink would join the
/// digits' columns (two digits read as one).
extension LineSplitter {
    /// Tallest such a piece may be, as a share of the whole band: well under a digit's half, so the
    /// upper or lower half of a row of digits split by the gap between its segments is never one.
    static let borderPieceShare = 0.2

    /// `band` without a piece at either end that touches the strip's border (row 0, or the last row of
    /// `height`), is set apart from the rest by at least one row with less than `active` ink (`counts`:
    /// ink per row), and is thinner than `borderPieceShare` of the band.
    static func trimmedOfBorderPieces(_ band: Range<Int>, counts: [Int], active: Int, height: Int) -> Range<Int> {
        var lo = band.lowerBound, hi = band.upperBound
        let limit = borderPieceShare * Double(band.count)
        if lo == 0, let gap = (lo..<hi).first(where: { counts[$0] < active }), Double(gap - lo) < limit,
           let next = (gap..<hi).first(where: { counts[$0] >= active }) {
            lo = next
        }
        if hi == height, let gap = (lo..<hi).last(where: { counts[$0] < active }), Double(hi - 1 - gap) < limit,
           let last = (lo...gap).last(where: { counts[$0] >= active }) {
            hi = last + 1
        }
        return lo..<hi
    }
}
