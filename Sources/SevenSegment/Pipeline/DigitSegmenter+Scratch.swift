/// A scratch or a thin streak of glare on the window, crossing the row of digits at another slant than
/// theirs: a panel ammeter's 677 was refused because such a streak, standing just before the 6, was
/// taken for what is left of a faded leading digit (`SegmentedLine.unreadMarks`), so a digit might be
/// lost. What a faded digit leaves (its upper or lower half, part of a stroke) is drawn with the line's
/// own strokes: at least a stroke's width of ink on each row it spans, standing in the digits' slant. A
/// streak is thinner than that on average, and, slanted against the digits, spreads over several
/// strokes' width of deskewed columns.
extension DigitSegmenter {
    /// Most ink per row, in strokes, a scratch holds.
    static let scratchInkPerRow = 0.6
    /// Fewest deskewed columns, in strokes, a scratch spans.
    static let scratchSpan = 2.0

    /// Most ink a scratch holds on any one row, in strokes: the part of a faded digit with a bar (the
    /// foot of a 2 whose upper part faded, thin as it is) holds a bar's length on the bar's rows.
    static let scratchWidestRow = 1.2

    /// Whether a column run `w` columns wide and `h` rows tall holding `mass` ink pixels, at most
    /// `widestRow` of them on one row, on a line whose strokes are about `stroke` wide, is a thin streak
    /// crossing the digits' slant.
    static func isScratch(width w: Double, height h: Double, mass: Int, stroke: Double, widestRow: Int) -> Bool {
        h > 0 && Double(mass) < scratchInkPerRow * stroke * h && w >= scratchSpan * stroke
            && Double(widestRow) <= scratchWidestRow * stroke
    }

    /// The most ink pixels of run `r` (deskewed columns) on one row: `xs`, `ys` are the band's ink.
    static func widestRow(_ r: Run, xs: [Int32], ys: [Int32], shear: Double, yc: Double, off: Int) -> Int {
        var perRow: [Int32: Int] = [:]
        for i in xs.indices {
            let b = (Double(xs[i]) - shear * (yc - Double(ys[i]))).roundedInt + off
            if b >= r.x0 && b <= r.x1 { perRow[ys[i], default: 0] += 1 }
        }
        return perRow.values.max() ?? 0
    }
}
