/// The digits of one line are as tall as one another (a turned display moves them up or down, it does
/// not make one taller). Where a character's rows left out ink at the band's edge (`glyphExtent`: the
/// band reaches past the row of digits there), another full-width character whose rows reach the band's
/// edge and are clearly taller than that one's was stretched by such ink too, joined to it in its columns
/// (a piece of the next row too close to be set apart): its segments were looked for in the wrong rows,
/// and a lit one may have read as off (an 8 as a 6). Its character is not sure.
enum StretchedCell {
    /// How much taller than a character whose rows left out edge clutter (a share of its height) one
    /// reaching the band's edge may be: more than rounding and a slight tilt give.
    static let tallerShare = 1.2

    /// Positions of full-width characters whose rows are stretched.
    static func suspected(_ line: SegmentedLine) -> [Int] {
        let top = Double(line.top), bottom = Double(line.bottom)
        let glyphs = line.cells.indices.filter { line.cells[$0].kind == .glyph && line.cells[$0].bottom > line.cells[$0].top }
        let cleared = glyphs.filter { line.cells[$0].edgeClutterLeftOut }
        guard let shortest = cleared.map({ line.cells[$0].bottom - line.cells[$0].top }).min() else { return [] }
        return glyphs.filter { i in
            let c = line.cells[i]
            return !c.edgeClutterLeftOut && (c.top <= top || c.bottom >= bottom) && c.bottom - c.top > tallerShare * shortest
        }
    }
}
