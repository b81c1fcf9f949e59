/// A "1" first on its line needs the bottom bar of its digit box clearly off only where that box reaches
/// the strip's start: there the mark may be the right strokes of a digit the strip's end cut off, whose
/// foot shows. With room for a whole digit before it, nothing was cut, and the 1 is judged as a 1 after
/// another character is (its top bar must be clearly off: every character with the mark's strokes and a
/// bottom bar has a top bar too).
extension GlyphDecoder {
    /// Whether the box of a first `.narrow` mark starts within half a digit of the strip's start.
    static func footAsked(_ cell: CharacterCell) -> Bool {
        cell.x0 < 0.5 * (cell.x1 - cell.x0)
    }
}
