/// A second point search against the digits' own foot: clutter below the digits (a printed label, the
/// display's frame) makes the band taller than they are, and a point standing at their foot is then too
/// high in the band for the first search. The band itself is kept (points that hang below the digits
/// are found by the first search).
struct DigitFoot: Equatable, Sendable {
    /// Strip row just below the digits' ink (exclusive bottom).
    var row: Double
    /// The digits' height in rows.
    var height: Double
}

extension DigitSegmenter {
    /// Median bottom and height of the full-width characters whose own ink set their extent; nil with
    /// fewer than two of them (one digit's foot is no line).
    func digitFoot(_ cells: [CharacterCell], own: [Bool]) -> DigitFoot? {
        let mine = cells.indices.filter { own[$0] && cells[$0].kind == .glyph }
        guard mine.count >= 2 else { return nil }
        let bottoms = mine.map { cells[$0].bottom }.sorted()
        let heights = mine.map { cells[$0].bottom - cells[$0].top }.sorted()
        return DigitFoot(row: bottoms[bottoms.count / 2], height: heights[heights.count / 2])
    }

    /// Points found against the digits' foot go after the character they follow, when they lie between
    /// two characters (never before the first: a leading point needs the first search's evidence).
    func addFootPoints(_ found: PointBlobs, to cells: inout [CharacterCell], shear: Double, yc: Double, stroke: Double) {
        for p in found.points {
            let owner = pointOwner(p.x - shear * (yc - p.y), cells: cells, stroke: stroke)
            if let i = owner.index, i + 1 < cells.count { cells[i].point = true }
        }
    }
}
