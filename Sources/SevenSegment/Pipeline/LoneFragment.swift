/// A fragment of ink that made no cell, standing inside the box of a "1" left of its stroke: what is
/// left of a wider digit whose other strokes are lost. A 7 whose top bar stands a pixel or two off its
/// stroke (segments drawn with gaps, a slight slant estimate widening the gap past what the column
/// runs bridge) reads 1 for the stroke alone; so does a 4 whose upper-left stroke glare has half
/// erased. Such a line is not read: the 1 is doubted.
enum LoneFragment {
    /// A column run that made no cell: deskewed columns, strip rows (inclusive).
    struct Piece: Sendable { var x0: Double; var x1: Double; var top: Int; var bottom: Int }

    /// Whether a column run that made no cell is a fragment of a digit: at most half the band tall,
    /// reaching into its upper or lower third, between 0.3 and 1.1 digit widths wide (a 7's bar spans
    /// the digit but for its stroke; specks of grain are narrower).
    static func isFragment(top: Int, bottom: Int, width: Double, band: Range<Int>, digitWidth: Double) -> Bool {
        let hd = Double(band.count), h = Double(bottom - top + 1)
        let upper = Double(top - band.lowerBound) <= 0.33 * hd, lower = Double(band.upperBound - 1 - bottom) <= 0.33 * hd
        return h <= 0.5 * hd && (upper || lower) && width >= 0.3 * digitWidth && width <= 1.1 * digitWidth
    }

    /// The first narrow character ("1") with a fragment inside its box, left of its stroke, or nil. (A
    /// mark right of a 1 is the next thing on the line: a unit's letter printed small, as the M of MΩ.)
    static func insideNarrow(_ line: SegmentedLine) -> Int? {
        for (i, c) in line.cells.enumerated() where c.kind == .narrow {
            for p in line.fragments where p.x1 >= c.x0 + 0.1 * line.digitWidth && p.x1 <= c.inkX0 + 1 {
                return i
            }
        }
        return nil
    }
}
