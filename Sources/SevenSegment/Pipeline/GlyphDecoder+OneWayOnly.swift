/// A glyph left unsure by one segment alone, whose every other segment is sure, where only the side of
/// the threshold the segment lies on names a character at all: taken the other way the segments name
/// none (a 4, 5 or 9 whose middle bar an LED panel lights thinner than its other bars: without it "bcf",
/// "acdf" or "abcdf" are no character; a 2's faint lower left bar). What a display shows is a
/// character, so the segment is as the threshold has it. Where both ways name a character (an 8's dim
/// middle bar, a 0's ghost one) the character stays unsure.
///
/// Only on a line whose sure levels can be trusted (`LineGap.isPlain`): sure unlit segments dark, sure
/// lit ones at least `oneWayLit`. Glare, blur or glowing ghosts leave sure levels that may themselves be
/// wrong. The sure lit floor is lower than `LineGap`'s: the gap's middle decides between two characters
/// by level alone, here the character set decides and the levels need only be read right.
/// Also on any line for its last character beside a window's edge, in a found display's line read under
/// the strict cross-check (`oneWayLast`): the fuel pump's last "0" whose top or right bar the bezel's
/// shadow or a reflection leaves near the threshold, "abdef" or "bcdef" being no character; the other
/// view must decode the very same segments. Not for the other characters: there a line whose sure levels
/// glow or fade read an "85" as "86" and, complete, put a wrong point in "6085".
extension GlyphDecoder {
    /// Dimmest sure lit segment a line may have for `oneWayOnly` to apply.
    static let oneWayLit: Float = 0.8

    /// The character `mask` names when its one `unsure` segment, on the side of the threshold `mask` has
    /// it, is the only way to name one; nil otherwise.
    static func oneWayOnly(_ mask: Segments, unsure: Segments) -> Character? {
        guard unsure.rawValue.nonzeroBitCount == 1, unsure.isSubset(of: mask), let named = Charset.characters(for: mask).first else { return nil }
        let flipped = mask.symmetricDifference(unsure)
        return Charset.characters(for: flipped).isEmpty ? named : nil
    }
}
