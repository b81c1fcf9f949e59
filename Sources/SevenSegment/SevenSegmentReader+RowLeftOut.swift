/// The row of digits cut out of a found display (`digitRowQuad`) is the heaviest run of segment-sized
/// pieces; a number with a wide gap in it (the empty left part of a 1's place: 3010 shows a gap of about a
/// digit's width between its 0 and its 1) is cut in two there, and the row keeps one part. The found
/// display's own reading, which did not read completely, still saw the places the row left out: an
/// insulation tester's 3010 was seen "_01_" by the display and read "10" by the row. A row is not read
/// where the display's reading named two neighbouring characters on either side of the row's left or right
/// side, the one outside a full-width digit (any digit but a 1: a window's edge or a frame reads as a 1):
/// a number running across the row's side. A digit named beyond the row with nothing named beside it
/// inside is clutter the row rightly left out (a pump window's label read as an 8 before its price).
extension SevenSegmentReader {
    /// Whether `found` (the reading of the found display `display`) named a digit other than 1 outside `row`
    /// along the row, next to a character it named inside the row.
    func rowLeavesOutDigit(_ found: DisplayReading, display: Quad, row: Quad, layout: DisplayLayout) -> Bool {
        guard layout.lines.count == 1, let line = found.lines.first, let main = mainDewarp(display, layout: layout),
              main.width > 0, main.height > 0,
              // The display's pixels to the frame's, as it was dewarped (a found box may be far from a rectangle).
              let toFrame = Homography.rectangle(width: Double(main.width), height: Double(main.height), to: display) else { return false }
        // Which side of the edge a → b a point lies on (the sign of the cross product).
        func side(_ p: Point, _ a: Point, _ b: Point) -> Double { (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) }
        let centre = row.point(u: 0.5, v: 0.5)
        let named = line.characters.filter { $0.character != "." }
        // Each named character's place: -1 beyond the row's left side, 1 beyond its right side, 0 inside; nil unnamed.
        let places: [Int?] = named.map { ch in
            guard ch.character.isNumber, ch.confidence >= options.minimumConfidence, let cell = ch.cell else { return nil }
            let p = toFrame.apply(Double(cell.x) + Double(cell.width) / 2, Double(cell.y) + Double(cell.height) / 2)
            if side(p, row.topLeft, row.bottomLeft) * side(centre, row.topLeft, row.bottomLeft) < 0 { return -1 }
            if side(p, row.topRight, row.bottomRight) * side(centre, row.topRight, row.bottomRight) < 0 { return 1 }
            return 0
        }
        for i in named.indices.dropLast() {
            guard let a = places[i], let b = places[i + 1] else { continue }
            if (a == -1 && b == 0 && named[i].character != "1") || (a == 0 && b == 1 && named[i + 1].character != "1") { return true }
        }
        return false
    }
}
