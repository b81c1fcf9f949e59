/// A segment lit fainter than the rest of its line (an LCD's bottom bars seen at a slant, a thin bar
/// under uneven backlight) lies close to the line's on/off threshold, and its character is then not
/// sure. The decoder names it anyway when
/// - every unsure segment of it is on the lit side of the threshold, and the line shows the same
///   segment lit faintly (under halfway to the lit level) in another character too: the dimming is the
///   display's, not one sampling gone astray;
/// - taken or not, those segments name that character or none at all ("2" or "0" with a faint bottom
///   bar: without it no character; "9": 9 either way). Where leaving one out names another character
///   (the middle bar of an 8, a 0's ghost), the character stays unsure.
/// What dims segments may hide a decimal point as well: see `DecodedLine.readThroughFaintSegments`.
extension GlyphDecoder {
    /// Most unsure segments a character is judged over: more is a digit too blurred or glared over to
    /// name by what it cannot be.
    static let mostUnsureSegments = 2

    /// The mask (`mask` with its `unsure` segments each taken on or off) of the one character all the
    /// valid masks name, the one nearest `mask` where both ways name it; nil when none or several
    /// characters are named, or there are too many unsure segments.
    static func onlyCharacter(_ mask: Segments, unsure: Segments) -> Segments? {
        let flips = Segments.seven.filter { unsure.contains($0) }
        guard flips.count <= mostUnsureSegments else { return nil }
        let sure = mask.subtracting(unsure)
        var named: Character? = nil
        var best: (Segments, Int)? = nil
        for choice in 0..<(1 << flips.count) {
            var m = sure
            for (i, s) in flips.enumerated() where choice & (1 << i) != 0 { m.insert(s) }
            guard let c = Charset.characters(for: m).first else { continue }
            if let n = named, n != c { return nil }
            named = c
            let distance = m.symmetricDifference(mask).rawValue.nonzeroBitCount
            if best == nil || distance < best!.1 { best = (m, distance) }
        }
        return best?.0
    }
}
