/// One character lit dimmer than the rest of its line: a red LED timer's first digit in a dim corner of
/// its window, or a digit half under glare whose colour is washed out, read on the colour look (the
/// chroma of the glow is gone, so every unlit segment of the line is dark). Its own lit segments sit at
/// 0.66-0.69 against the line's 0.9-1.2, and its dimmest at 0.43-0.51, close to the line's threshold:
/// unsure. `oneWayOnly` would name it (without that segment the others are no character: a 0 without
/// its bottom bar, a 9 without its lower right stroke), but only on a plain line, and the line is not
/// plain because of the dim character itself: its own sure lit segments are the line's dimmest.
///
/// So the one unsure segment of such a character is taken as the threshold has it where
/// - the line without this character is plain (`LineGap.isPlain(brightest: oneWayLit)`): the other
///   characters' sure levels bright and dark, no glowing ghosts, no glare;
/// - the character's own sure levels are plain at its own brightness: its sure unlit segments dark
///   (`LineGap.darkUnlit`), its dimmest sure lit one at least `dimLit` and `LineGap.widestGap` above them,
///   and the unsure segment on the side of the middle of that gap the threshold has it (`LineGap.decides`
///   on the character's own gap): the segment is as dim as its character, not a ghost;
/// - only that side names a character at all (`oneWayOnly`).
/// (00.41 read `_0.41`, 03.19 read `031_` on the colour look.)
///
/// Where the threshold has that segment unlit, the character's sure segments naming none, the segment is
/// lit where the character's own levels have it lit (`dimCharacterLifts`, `ReaderOptions.liftsDimSegments`).
///
/// The reader asks it on the colour look only (`ReaderOptions.judgesDimCharacters`, `onColourLook`): there a
/// segment that is off has no chroma and its darkness can be trusted. On gray frames it also read rendered
/// frames (overlay mild 2301 -> 2308, no quad harsh 464 -> 482) but misread 3 more harsh ones, whose noise
/// darkens a real character's segments as a dim one's.
extension GlyphDecoder {
    /// Dimmest sure lit segment a dim character may have for its unsure segment to be judged.
    static let dimLit: Float = 0.5

    /// Whether the one unsure segment of the glyph `index` of `cells` is taken as the threshold has it
    /// (`mask`, with its `unsure` segments), by the rule above.
    static func dimCharacterDecides(_ cells: [SampledCell], index: Int, mask: Segments, unsure: Segments,
                                    threshold: Float, sure: Float) -> Bool {
        let c = cells[index]
        guard c.cell.kind == .glyph, unsure.rawValue.nonzeroBitCount == 1, oneWayOnly(mask, unsure: unsure) != nil,
              let k = Segments.seven.indices.first(where: { unsure.contains(Segments.seven[$0]) }) else { return false }
        guard plainDimCharacter(cells, index: index, threshold: threshold, sure: sure) else { return false }
        let own = LineGap([c], threshold: threshold, sure: sure)
        let middle = (own.lit + own.unlit) / 2
        guard abs(c.levels[k] - middle) >= LineGap.clearShare * (own.lit - own.unlit) else { return false }
        return (c.levels[k] > middle) == (c.levels[k] > threshold)
    }

    /// Least share of the character's own gap its unsure segment must stand above the gap's middle to be
    /// lifted (`dimCharacterLifts`). Lower than `LineGap.clearShare` (0.2), which a segment the threshold
    /// already has lit must pass: the 00.41 timer's bar stands 0.17 of its gap above the middle. Fitted on
    /// that one photo; a bar 0.14 above it (`DimCharacterTests`) stays open.
    static let liftShare: Float = 0.15

    /// Whether the one unsure segment of the glyph `index`, on the unlit side of the line's threshold, is
    /// lit by the character's own levels: the same dim character as `dimCharacterDecides` (the line plain
    /// without it, its own sure levels plain), whose sure segments name no character and name one with the
    /// segment lit, the segment standing above the middle of the character's own gap by `liftShare` of it.
    /// The threshold is the line's, set by its brighter characters: a dim character's faint bar can fall
    /// just under it (the 00.41 timer's first 0 through a box 10% larger than its roi: its bottom bar at
    /// 0.419 against a threshold of 0.424, its own lit segments at 0.71, unlit at -0.18). On the colour look
    /// an unlit segment has no chroma, so a ghost stands at the character's own unlit level, not above its
    /// middle; and the other side is no character at all, so the lift cannot turn one digit into another.
    static func dimCharacterLifts(_ cells: [SampledCell], index: Int, mask: Segments, unsure: Segments,
                                  threshold: Float, sure: Float) -> Bool {
        let c = cells[index]
        guard c.cell.kind == .glyph, unsure.rawValue.nonzeroBitCount == 1, unsure.isDisjoint(with: mask),
              Charset.characters(for: mask).isEmpty, !Charset.characters(for: mask.union(unsure)).isEmpty,
              let k = Segments.seven.indices.first(where: { unsure.contains(Segments.seven[$0]) }),
              plainDimCharacter(cells, index: index, threshold: threshold, sure: sure) else { return false }
        let own = LineGap([c], threshold: threshold, sure: sure)
        return c.levels[k] - (own.lit + own.unlit) / 2 >= liftShare * (own.lit - own.unlit)
    }

    /// The glyph `index` dim on a line plain without it, its own sure levels plain at its own brightness.
    static func plainDimCharacter(_ cells: [SampledCell], index: Int, threshold: Float, sure: Float) -> Bool {
        var others = cells
        others.remove(at: index)
        guard others.contains(where: { $0.cell.kind == .glyph }),
              LineGap(others, threshold: threshold, sure: sure).isPlain(brightest: oneWayLit) else { return false }
        let own = LineGap([cells[index]], threshold: threshold, sure: sure)
        return own.lit.isFinite && own.unlit.isFinite && own.lit >= dimLit && own.unlit <= LineGap.darkUnlit &&
            own.lit - own.unlit >= LineGap.widestGap
    }
}
