extension LineInterpreter {
    /// Level (a lit segment is about 1) from which the spot where a fixed point belongs counts as lit.
    static let mergedPointLit: Float = 0.5
    /// How far above every other gap's spot the fixed place's spot must be.
    static let mergedPointMargin: Float = 0.3

    /// A fixed-decimals line whose point the segmenter did not cut out (a point touching the next digit,
    /// or merged into the foot of its own): the index of the character the point follows, when
    /// - the spot at the layout's place (`decimals` characters from the end) is clearly lit and clearly
    ///   brighter than the spot after every other character, the last one included (a lit spot there is
    ///   a point whose decimals were lost);
    /// - one of the two characters beside it is wider than the line's other digits (the point merged
    ///   into it: a digit's own foot reaching into the gap does not widen it), or the character has no
    ///   bottom bar and its foot reaches lit half a stroke past its lower right stroke (`pointUnderFoot`:
    ///   a point hanging under a 7's foot leaves the 7 no wider than a 0).
    /// A lost or extra character moves the layout's place away from the lit spot, so the reading is
    /// refused as before. For an optional point the spot must also stand clear of the glow of unlit
    /// segments (`darkPointLevel`): there a lit spot without a widened digit stays doubt (glare). And on
    /// a display whose unlit segments glow, not when an 8 was read: it may be a 0 with a ghost middle
    /// segment, whose no-read (point missing) must not turn into a misread by adding a guessed point.
    func mergedPointPlace(_ decoded: DecodedLine, chars: [CharacterReading], segmented: SegmentedLine,
                          layout line: LineLayout) -> Int? {
        guard !line.floatingPoint, line.decimals > 0, chars.count > line.decimals,
              decoded.pointLevels.count == chars.count, segmented.cells.count == chars.count,
              chars.allSatisfy({ $0.character.isNumber }) else { return nil }
        let k = chars.count - 1 - line.decimals
        // The spot must be lit by this line's own ink, not by the next character's foot beside a narrow gap.
        let own = decoded.ownPointLevels.count == chars.count ? decoded.ownPointLevels[k] : decoded.pointLevels[k]
        // A point under a footless stroke's foot (`pointUnderFoot`) shows its merging by itself.
        let foot = pointUnderFoot(decoded, chars: chars, at: k)
        // Under the foot, not clear beyond it: a point standing clear fills the stroke-sized square there
        // and must widen its digit as before (a 3 whose bars a shadow took, read as a narrow 1, with its
        // point clear beside it).
        let underFoot = foot >= Self.footPointLit && own < Self.footPointLit
            && (!line.optionalPoint || foot >= Self.darkPointLevel(decoded) + Self.mergedPointMargin)
        // On the colour look a merged point's spot is blurred (`LineInterpreter+BlurredPoint`).
        let floor = mergedPointFloor(decoded)
        let level = underFoot ? max(own, foot) : own
        guard level >= floor.lit else { return nil }
        if floor.widenedOnly && level < Self.mergedPointLit {
            for (i, other) in decoded.pointLevels.enumerated() where i != k && other > level - Self.mergedPointMargin { return nil }
            return widened(segmented, k, strict: true) || widened(segmented, k + 1, strict: true) ? k : nil
        }
        if line.optionalPoint {
            if level < Self.darkPointLevel(decoded) + Self.mergedPointMargin { return nil }
            if decoded.unlitGlow >= Self.pointDoubt && chars.contains(where: { $0.character == "8" }) { return nil }
        }
        for (i, other) in decoded.pointLevels.enumerated() where i != k {
            if other > level - Self.mergedPointMargin { return nil }
        }
        let strict = line.optionalPoint
        return underFoot || widened(segmented, k, strict: strict) || widened(segmented, k + 1, strict: strict) ? k : nil
    }

    /// Whether glyph `i` is wider than the line's other glyphs (their median; with `strict`, the widest
    /// of them: an optional point must not be guessed from a digit that is merely broad, like a 0 or 2)
    /// by more than a third of a stroke. With `strict`, a narrow cell (a 1) is also measured, against the
    /// line's other narrow cells.
    func widened(_ segmented: SegmentedLine, _ i: Int, strict: Bool = false) -> Bool {
        let cells = segmented.cells
        guard i >= 0, i < cells.count, cells[i].kind == .glyph || (strict && cells[i].kind == .narrow) else { return false }
        var widths: [Double] = []
        for (n, c) in cells.enumerated() where n != i && c.kind == cells[i].kind { widths.append(c.inkX1 - c.inkX0) }
        guard !widths.isEmpty else { return false }
        widths.sort()
        let reference = strict ? widths[widths.count - 1] : widths[widths.count / 2]
        return cells[i].inkX1 - cells[i].inkX0 > reference + 0.35 * segmented.stroke
    }
}
