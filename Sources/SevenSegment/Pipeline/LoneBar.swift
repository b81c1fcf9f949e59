/// A bar standing alone at the top or bottom of the digits' band, right beside a "1": the top bar of a
/// 7 whose stroke it does not touch (segments drawn with gaps between them, a slight slant estimate
/// widening the gap past what the column runs bridge) makes no cell of its own, and the stroke alone
/// reads 1. Such a line is not read: the character beside the bar is doubted.
enum LoneBar {
    /// A bar-shaped column run: deskewed columns, strip rows (inclusive).
    struct Piece: Sendable { var x0: Double; var x1: Double; var top: Int; var bottom: Int }

    /// Whether a column run that made no cell is shaped as a top bar: at most 0.3 of the band tall,
    /// in the band's top fifth, between 0.3 and 1.1 digit widths wide (a 7's bar spans the digit but for
    /// its stroke; specks of grain are narrower). (A piece at the band's foot
    /// beside a 1 is a unit's letter printed small after the digits, such as the M of MΩ.)
    static func isBarPiece(top: Int, bottom: Int, width: Double, band: Range<Int>, digitWidth: Double) -> Bool {
        let hd = Double(band.count), h = Double(bottom - top + 1)
        return h <= 0.3 * hd && Double(top - band.lowerBound) <= 0.2 * hd && width >= 0.3 * digitWidth && width <= 1.1 * digitWidth
    }

    /// The first narrow character ("1") with a top bar piece ending within half a digit width left of
    /// its ink (where a 7's top bar reaches from its stroke), as thick as the line's bars, whose stroke
    /// starts under the bar (a 7's right stroke starts below its top bar; a 1's stroke reaches the top
    /// of the band), or nil.
    static func besideNarrow(_ line: SegmentedLine) -> Int? {
        let reach = 0.5 * line.digitWidth
        for (i, c) in line.cells.enumerated() where c.kind == .narrow {
            for p in line.barPieces {
                let before = c.inkX0 - p.x1
                let thick = Double(p.bottom - p.top + 1)
                if before >= -1 && before <= reach && c.top >= Double(p.bottom) - 0.5 * line.bar
                    && thick >= 0.5 * line.bar && thick <= 2 * line.bar { return i }
            }
        }
        return nil
    }
}
