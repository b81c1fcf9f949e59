/// A narrow mark's own rows: the stroke of a "1" runs in one or two long pieces (its segments b and c);
/// a speck of clutter just above or below it, in the same columns, would stretch the rows it is sampled
/// in past the stroke's end, so that the end of c (or b) reads as background.
extension DigitSegmenter {
    /// Longest a piece of ink at either end of a narrow mark may be (share of the band) to be taken as
    /// clutter rather than stroke: well under any segment of a digit.
    static let markSpeckShare = 0.2
    /// Fewest empty rows between such a piece and the rest of the mark (pixels): a piece touching the
    /// stroke, or one row off it, is stroke.
    static let markSpeckGap = 2

    /// First and last inked row (strip rows) of a mark whose ink count per row from `top` on is
    /// `rows`, leaving out short pieces at either end set apart from the rest by a gap, while the rest
    /// still spans `keep` rows or more; nil when no row is inked.
    static func markExtent(_ rows: [Int], top: Int, hd: Double, keep: Double) -> (Int, Int)? {
        let pieces = rowPieces(rows, above: 0, gap: markSpeckGap)
        guard !pieces.isEmpty else { return nil }
        let short = { (p: (lo: Int, hi: Int)) in Double(p.hi - p.lo + 1) < markSpeckShare * hd }
        var first = 0, last = pieces.count - 1
        while first < last && short(pieces[first]) && Double(pieces[last].hi - pieces[first + 1].lo + 1) >= keep { first += 1 }
        while last > first && short(pieces[last]) && Double(pieces[last - 1].hi - pieces[first].lo + 1) >= keep { last -= 1 }
        return (pieces[first].lo + top, pieces[last].hi + top)
    }

    /// Runs of rows holding more than `above` ink (indices into `rows`, inclusive), runs fewer than `gap`
    /// rows apart joined into one piece.
    static func rowPieces(_ rows: [Int], above: Int, gap: Int) -> [(lo: Int, hi: Int)] {
        var pieces: [(lo: Int, hi: Int)] = []
        var y = 0
        while y < rows.count {
            guard rows[y] > above else { y += 1; continue }
            var e = y
            while e + 1 < rows.count && rows[e + 1] > above { e += 1 }
            if let last = pieces.last, y - last.hi - 1 < gap { pieces[pieces.count - 1].hi = e } else { pieces.append((y, e)) }
            y = e + 1
        }
        return pieces
    }
}
