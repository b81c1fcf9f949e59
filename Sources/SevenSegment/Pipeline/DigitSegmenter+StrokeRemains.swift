/// What is left of a "1" that glare, blur or noise mostly washed out: a short upright piece of stroke
/// (a third of the band, say) that makes no character, standing where a "1" before the line's first
/// character would stand. It means a leading digit may be lost, and "127" must not read as "27".
extension DigitSegmenter {
    /// Shortest such a piece may be (share of the band): a speck or grain is shorter.
    static let strokeRemainsShare = 0.25
    /// How much taller than wide it is at least: an upright stroke, not a bar, blob or label.
    static let strokeRemainsAspect = 2.5
    /// Least share of its box the piece's ink fills: a stroke is solid, a ghost outline or grain sparse.
    static let strokeRemainsFill = 0.5
    /// Widest gap (in digit widths) between the piece and the first character's box: a "1" stands a
    /// little apart from the next digit, clutter at the display's edge well away from it.
    static let strokeRemainsReach = 0.7

    /// Whether a run `w` columns wide and `h` rows tall holding `mass` ink pixels, in a band `hd` rows
    /// tall with strokes about `stroke` wide and digits `digitWidth` wide, is a solid upright piece of a
    /// digit's stroke.
    static func isStrokeRemains(width w: Double, height h: Double, mass: Int, hd: Double, stroke: Double, digitWidth: Double) -> Bool {
        h >= strokeRemainsShare * hd && h >= strokeRemainsAspect * w
            && w <= max(2.5 * stroke, 2) && w <= 0.6 * digitWidth && Double(mass) >= strokeRemainsFill * w * h
    }

    /// Middles of the pieces (`x0..<x1`, deskewed strip x; none cut by the strip's side) that stand
    /// just before the first of `cells`, where a washed-out leading "1" would be.
    static func remainsBeforeFirst(_ pieces: [(x0: Double, x1: Double)], cells: [CharacterCell], digitWidth: Double) -> [Double] {
        guard let first = cells.first else { return [] }
        // A "1" first on the line has its stroke at the right of its box: the gap is taken to the box.
        let start = min(first.x0, first.inkX0)
        return pieces.filter { p in
            p.x1 <= first.inkX0 && start - p.x1 <= strokeRemainsReach * digitWidth
        }.map { ($0.x0 + $0.x1) / 2 }
    }
}
