/// A timer's optional point, lost by a loose box and seen by the row of digits inside it.
///
/// A line whose fixed point may be unlit (`LineLayout.optionalPoint`, a timer's blinking point) is taken
/// without it where nothing point-like is seen at its place. Through a box 30% larger than its display the
/// digits come out of the dewarp small and the point, merged under a 4's or a 7's foot, is not seen: 04.52
/// read 0452, 07.14 read 0714, while the row of digits cut out of the same box (`digitRowQuad`), dewarped at
/// the digits' own size, reads the point. `SevenSegmentReader+GivenRowPoint` refuses such a reading, not
/// knowing which scale saw the point right. Here it is known where the point may stand: only at the line's
/// one place. So where the box read the digits with no point, and the row as found and its stepped variants
/// (three complete readings, `readRowVariants` with `baseAlone` off) all read the very same digits with the
/// point at that place, the row's reading is taken. Its point passes the colour checks any reading's does
/// (a white speck on a red LED is no point, `SevenSegmentReader+PointColour`). Not for a point the box saw
/// and the row did not, nor for a floating point (a speck beside a digit read 608 as 60.8 at one scale).
extension SevenSegmentReader {
    func optionalPointSeenByRow(_ r: DisplayReading, rowAsFound t: DisplayReading, image: GrayImage, layout: DisplayLayout,
                                row: Quad) -> DisplayReading? {
        guard options.takesOptionalPointFromRow, layout.lines.count == 1, let line = layout.lines.first,
              line.optionalPoint, !line.floatingPoint, line.decimals > 0, r.lines.count == 1, t.lines.count == 1,
              r.isComplete, t.isComplete, !r.text.contains("."),
              t.text == Self.withPoint(r.text, decimals: line.decimals) else { return nil }
        let v = readRowVariants(image, layout: layout, row: row, crossCheck: .relaxed, baseAlone: false, asFound: t)
        guard v.isComplete, v.text == t.text else { return nil }
        return v
    }

    /// `digits` with a point before its last `decimals` characters; nil where it has no more characters than that.
    static func withPoint(_ digits: String, decimals: Int) -> String? {
        guard decimals > 0, digits.count > decimals else { return nil }
        var s = digits
        s.insert(".", at: s.index(s.endIndex, offsetBy: -decimals))
        return s
    }
}
