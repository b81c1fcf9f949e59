/// A given box's reading and its row's disagreeing on the decimal point only.
///
/// A point is a few pixels: read through a box 20% to 30% larger than its display, a clamp meter's small
/// point between its first two digits is lost (3.55 read 355, 3.65 read 365), while the row of digits cut
/// out of the same box (`digitRowQuad`), dewarped at the digits' own size, reads it. The other way round
/// too: a speck beside a digit taken for a point at one scale and not at the other (608 read 60.8). So
/// where the row as found reads completely the same digits as the box with its point elsewhere, or with
/// none, the reading is refused: which scale saw the point right is not known, and a point put wrong is a
/// value ten or a hundred times off. Unlike the general check (`checkedAgainstRow`), the row's variants
/// need not agree: in the photos above they did not (the variants stopped at a character left open).
extension SevenSegmentReader {
    func pointDisputedByRow(_ r: DisplayReading, rowAsFound t: DisplayReading) -> Bool {
        guard options.refusesPointAgainstRow, r.isComplete, t.isComplete, r.lines.count == 1, t.lines.count == 1,
              t.text != r.text else { return false }
        let digits = { (s: String) in s.filter { $0 != "." } }
        return digits(t.text) == digits(r.text)
    }
}
