/// A "1" is a bare stroke: its ink, deskewed, is a stroke wide and takes a third of a digit's width or
/// so. A narrow mark with ink beside its stroke that takes half a digit's width and nearly three strokes
/// or more is a digit drawn narrow or cut short (a 3, 5, 7 or 6 whose bars glare or blur washed out at
/// one end): its digit box, set from the ink's right end, samples those bars off their middle, and
/// "376" would read as "176". On a line whose unlit segments are dark, such a mark is not sure as a 1.
/// Where unlit segments glow (LED panels), their ghosts widen a real 1's ink, and the rule stays off.
extension GlyphDecoder {
    /// Share of the digit width a narrow mark's ink must reach to be too wide for a 1.
    static let wideMarkShare = 0.5
    /// Strokes the mark's ink must span as well: a blurred or slanted 1 spans two or so.
    static let wideMarkStrokes = 2.75

    /// Whether a narrow mark's ink `ink` columns wide is too wide for a 1 among digits `digitWidth` wide
    /// drawn with strokes `stroke` wide.
    static func wideMark(ink: Double, digitWidth: Double, stroke: Double) -> Bool {
        ink >= wideMarkShare * digitWidth && ink >= wideMarkStrokes * stroke
    }
}
