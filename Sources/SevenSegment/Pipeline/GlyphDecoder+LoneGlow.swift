/// One unlit segment glowing alone: on a line whose unlit segments are all dark but one, that one at a
/// quarter of the lit level or more is no ghost (ghosts glow alike in every character) but a segment lit
/// and lost in part: the top bar of a 7 standing a pixel or two off its stroke, sampled half on it,
/// reads as a 1. Only a 1 whose top bar glows so is doubted: the bar is all that tells it from a 7, and
/// a lone glow elsewhere (a reflection on one unlit LED segment) costs readings that are right.
extension GlyphDecoder {
    /// Least level of the lone unlit segment, as a share of the line's lit level.
    static let loneGlowLevel: Float = 0.25
    /// How far above every other unlit segment of the line it must stand, as a share of the lit level.
    static let loneGlowLead: Float = 0.2

    /// The index of the character holding a lone glowing unlit segment, or nil. `masks`: each cell's
    /// lit segments as decoded; only segments a cell's kind samples count (a "1" samples b and c).
    static func loneGlow(_ cells: [SampledCell], masks: [Segments], highMean: Float) -> Int? {
        guard highMean > 0 else { return nil }
        var best: (i: Int, v: Float)? = nil
        var second: Float = -.infinity
        for (i, c) in cells.enumerated() where i < masks.count {
            let used: [Int]
            switch c.cell.kind {
            case .glyph: used = Array(0..<7)
            case .narrow: used = [1, 2]
            case .minus: used = []
            }
            for k in used where !masks[i].contains(Segments.seven[k]) {
                let v = c.levels[k]
                if let b = best, v <= b.v { second = max(second, v) } else {
                    if let b = best { second = max(second, b.v) }
                    best = (i, v)
                }
            }
        }
        guard let best, second.isFinite, best.v >= loneGlowLevel * highMean,
              best.v - second >= loneGlowLead * highMean,
              masks[best.i] == [.b, .c], cells[best.i].levels[0] == best.v else { return nil }
        return best.i
    }
}
