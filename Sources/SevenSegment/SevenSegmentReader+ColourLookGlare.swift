/// Two limits of the colour look (`SevenSegmentReader+ColourLook`) eased for a display the caller gave.
///
/// Glare: a display the gray look found glare on had no colour look (glare turns a lit segment white,
/// its colour gone). On a coloured LED most glare lies over the dark panel and the unlit segments (a
/// streak across a digit, a lamp's spot beside it), where in gray it adds segments or whole strokes;
/// the LED's own light stays coloured round it. Such a display (its colour under `ledShare` of its box:
/// a backlit LCD's colour is its background, which glare whitens like its segments) is read on the
/// colour look with the glare's gray half dropped (`GrayImage.colourLookClearOfGlare`): glare stands
/// as dark as the panel there, and a segment it covers is read from the part of it that still shows
/// colour. The colour look's other guards hold: complete, and each character the gray look named may
/// only lose segments.
///
/// No point: a floating-point line must show a point on the colour look (`showsPoints`), since the
/// coarse chroma can blur a small point away. On a given display a line the colour look read without
/// one stands where the gray look of the same display named a digit on that line and saw no point
/// either (`neitherShowsPoint`): an ammeter's whole numbers, 80, 97, 49, 94. Not for a display the
/// reader found itself: a wrong region read 36 for 815 that way.
extension SevenSegmentReader {
    /// Whether every line of `reading` that lacks a point its layout line lets it show is a floating-point
    /// line (no hidden point) whose twin in `gray` named a digit and shows no point either.
    static func neitherShowsPoint(_ reading: DisplayReading, gray: DisplayReading, layout: DisplayLayout) -> Bool {
        guard reading.lines.count == gray.lines.count, reading.lines.count == layout.lines.count else { return false }
        for (i, line) in layout.lines.enumerated() {
            guard line.mayShowPoint, !reading.lines[i].text.contains(".") else { continue }
            let g = gray.lines[i].text
            guard line.floatingPoint, !line.pointMayBeHidden, !g.contains("."), g.contains(where: \.isNumber) else { return false }
        }
        return true
    }
}
