/// The left and right segments of a full-width character are looked for a little outside its box (a
/// digit's ink is seldom exactly where the pitch puts it). A "1" beside it has a box as wide as the
/// pitch but ink only at its mark, so a digit narrower than the pitch standing close to it (a 5 just
/// after the 1, its box as wide as the 8 after it) has its box reach over the gap, and that slack finds
/// the mark: a segment that is off is lit (the 5 read as a 6). The slide stops at the mark, unless that
/// would leave no room at all (the cells overlap: then nothing is known of whose ink it is, and the
/// slide stays as it was).
///
/// The slides stop at a full-width character's ink too, where the two characters stand apart (boxes and
/// inks): on an italic display the slack before a 5 reaches the edge of the right-hand stroke of the 3
/// before it (3.51, the point between them), whose blur lit the 5's e by a quarter of a segment and left
/// it unsure against a 6; the same way a 5's right-hand band must not find the left-hand stroke of an 8
/// close after it (a 9). The left-hand band keeps its steps (only those reaching into the ink are left
/// out: moving them all by a fraction of a pixel changes what every faint stroke reads). Where the boxes
/// overlap or the inks meet, the slide is kept: two full characters reaching into each other mean a cell
/// is misplaced, and the ink found there rightly leaves it unread.
extension SegmentSampler {
    /// The left edges over which the band of f and e slides, from `x0` to `x1`, starting at the right
    /// edge of a narrow mark just before, or (on the band's own steps) at the end of the ink of a full
    /// character standing apart from `cell`.
    static func leftSlide(_ x0: Double, _ x1: Double, previous: CharacterCell?, of cell: CharacterCell? = nil) -> (Double, Double) {
        guard let p = previous, p.inkX1 > x0, p.inkX1 <= x1 else { return (x0, x1) }
        if p.kind == .narrow { return (p.inkX1, x1) }
        // A full character apart from this one, boxes and inks: the band's steps kept, those reaching
        // into its ink left out.
        guard let c = cell, p.x1 <= c.x0, p.inkX1 < c.inkX0 else { return (x0, x1) }
        return (x0 + (p.inkX1 - x0).rounded(.up), x1)
    }

    /// The left edges over which the `width`-wide band of b and c slides, from `x0` to `x1`, ending
    /// where the band would reach a narrow mark just after, or the ink of a full character standing apart
    /// from `cell`.
    static func rightSlide(_ x0: Double, _ x1: Double, width: Double, next: CharacterCell?, of cell: CharacterCell? = nil) -> (Double, Double) {
        guard let n = next, n.inkX0 - width < x1, n.inkX0 - width >= x0 else { return (x0, x1) }
        guard n.kind == .narrow || cell.map({ n.x0 >= $0.x1 && n.inkX0 > $0.inkX1 }) == true else { return (x0, x1) }
        return (x0, n.inkX0 - width)
    }
}
