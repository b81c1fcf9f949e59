/// The left and right segments of a full-width character are looked for a little outside its box (a
/// digit's ink is seldom exactly where the pitch puts it). A "1" beside it has a box as wide as the
/// pitch but ink only at its mark, so a digit narrower than the pitch standing close to it (a 5 just
/// after the 1, its box as wide as the 8 after it) has its box reach over the gap, and that slack finds
/// the mark: a segment that is off is lit (the 5 read as a 6). The slide stops at the mark, unless that
/// would leave no room at all (the cells overlap: then nothing is known of whose ink it is, and the
/// slide stays as it was). Beside a full-width character the slide is kept: two full boxes reaching
/// into each other mean a cell is misplaced, and the ink found there rightly leaves it unread.
extension SegmentSampler {
    /// The left edges over which the band of f and e slides, from `x0` to `x1`, starting at the right
    /// edge of a narrow mark just before.
    static func leftSlide(_ x0: Double, _ x1: Double, previous: CharacterCell?) -> (Double, Double) {
        guard let p = previous, p.kind == .narrow, p.inkX1 > x0, p.inkX1 <= x1 else { return (x0, x1) }
        return (p.inkX1, x1)
    }

    /// The left edges over which the `width`-wide band of b and c slides, from `x0` to `x1`, ending
    /// where the band would reach a narrow mark just after.
    static func rightSlide(_ x0: Double, _ x1: Double, width: Double, next: CharacterCell?) -> (Double, Double) {
        guard let n = next, n.kind == .narrow, n.inkX0 - width < x1, n.inkX0 - width >= x0 else { return (x0, x1) }
        return (x0, n.inkX0 - width)
    }
}
