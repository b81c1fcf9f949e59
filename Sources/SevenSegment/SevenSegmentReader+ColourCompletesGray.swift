/// A lit LED segment dim in gray, completed by the colour look in its own cells.
///
/// The colour look's reading of a given display whose guards refused it is judged on the gray frame
/// sampled in its own cells (`SevenSegmentReader+ColourLookOwnCells`), where every segment it lights must be
/// lit or faint in gray: glare and an unlit segment's glow only add light to the gray frame. But a lit red
/// LED segment is not always bright in gray: where the camera saturates it, its core is white and bright in
/// every channel; where it does not, it is pure red, and pure red is a third of white in gray. On the SELEC
/// ammeter (33b23ce6, 40 under a lamp's reflection) the 4's middle bar, as red as its strokes, samples
/// 0.18 of a lit level in gray against 0.65-0.78 for the strokes: in its own cells the gray frame shows `bcf`,
/// which names nothing, and the colour look's right 40 was refused.
///
/// A gray character that names nothing says no other character is there: what it lacks it may have lost.
/// Such a character is completed by the colour look where every segment it shows lit is lit in the colour
/// character too and the colour character lights just one segment more (`completesUnnamed`), one character
/// per line. A named gray character still keeps the colour look to its segments: a jittered box read 677
/// as 673 on the colour look (the 7's unlit middle and bottom bars glowing red), and in its own cells the
/// gray frame names the 7, so 673 stays refused (two segments more in any case).
extension SevenSegmentReader {
    /// Whether `gray` (the gray frame sampled in `colour`'s cell) names no character, shows lit only
    /// segments `colour` lights, and lacks (lit or faint) exactly one of them.
    static func completesUnnamed(_ colour: CharacterReading, gray: CharacterReading) -> Bool {
        guard gray.character == "_", gray.segments.isSubset(of: colour.segments) else { return false }
        return colour.segments.subtracting(gray.segments.union(gray.faint)).subtracting(.dp).rawValue.nonzeroBitCount == 1
    }
}
