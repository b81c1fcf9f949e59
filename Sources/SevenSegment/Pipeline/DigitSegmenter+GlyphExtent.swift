/// A full-width character's own rows (`CharacterCell.top`...`bottom`, which its segments are sampled
/// in) are those of the ink in its columns. Where the line's band reaches past the row of digits (the
/// next row of a display, a piece of a digit of it cut by the crop, a bezel), ink out there in the
/// digit's columns stretches those rows: the digit is sampled as if taller, every segment looked for too
/// low (or too high), and a lit segment reads as off (a 2's lower left bar, a 6's upper left one).
///
/// Such ink is left out of the rows when it
/// - reaches the band's edge (it comes from beyond the band),
/// - runs short (under `markSpeckShare` of the band: less than any digit without its end bar spans),
/// - is set apart from the rest by `glyphClutterGap` rows or more, each holding at most a speck of
///   ink (no more pixels than `speckShareOfStroke` of a stroke: no segment crosses such a row),
/// - and the rest still spans `keep` rows (a whole digit).
/// A digit cut by the band's edge keeps its ink there: nothing sets it apart from the rest. The gap
/// is wider than the one a mark's specks need (`markSpeckGap`): a digit's own end bar (the top bar
/// of a 7, the bottom bar of a 9) is short and stands a row or two off the rest when the photo is
/// blurred and its segments binarise thin.
extension DigitSegmenter {
    /// Most ink a row may hold, as a share of the stroke's width, to part two pieces of a character.
    static let speckShareOfStroke = 0.3
    /// Fewest such rows between the clutter and the character.
    static let glyphClutterGap = 3

    /// First and last row (strip rows) of a full-width character whose ink count per row from `top` on
    /// (the band's rows) is `rows`, leaving out a short piece at the band's top or bottom edge set apart
    /// from the rest; nil when no piece is left out.
    static func glyphExtent(_ rows: [Int], top: Int, hd: Double, stroke: Double, keep: Double) -> (Int, Int)? {
        let pieces = rowPieces(rows, above: Int(speckShareOfStroke * stroke), gap: glyphClutterGap)
        guard pieces.count >= 2 else { return nil }
        let short = { (p: (lo: Int, hi: Int)) in Double(p.hi - p.lo + 1) < markSpeckShare * hd }
        var first = 0, last = pieces.count - 1
        if rows[0] > 0, short(pieces[0]), Double(pieces[last].hi - pieces[1].lo + 1) >= keep { first = 1 }
        if rows[rows.count - 1] > 0, last > first, short(pieces[last]),
           Double(pieces[last - 1].hi - pieces[first].lo + 1) >= keep { last -= 1 }
        guard first != 0 || last != pieces.count - 1 else { return nil }
        return (pieces[first].lo + top, pieces[last].hi + top)
    }
}
