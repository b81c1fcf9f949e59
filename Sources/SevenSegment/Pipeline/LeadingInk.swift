/// Ink just left of a line's first character that no character accounts for: a leading digit lost.
///
/// In a display the reader found itself, a leading digit can be taken away with clutter it touches (a
/// reflection or scratch joined to it and to the window's edge is removed as border clutter), and
/// "54.00" reads as a complete "4.00". The strip's ink (local contrast, kept whatever the mask dropped)
/// still shows the digit: where the space of one digit before the first character holds about as much
/// ink as a typical character of the line, the line is not read.
enum LeadingInk {
    /// Share of a typical character's ink that, found before the first character, means a digit may be
    /// there.
    static let suspiciousShare = 0.35
    /// Ink level (1 = a typical lit segment) counted as ink.
    static let level: Float = 0.5

    /// `cells`: the characters' cells in the strip's pixels, left to right.
    static func suspected(_ strip: LineStrip, cells: [PixelRect]) -> Bool {
        guard let first = cells.first, !strip.band.isEmpty else { return false }
        let digitWidth = cells.map(\.width).max() ?? first.width
        let bandHeight = strip.band.count
        guard digitWidth >= 2, bandHeight >= 4 else { return false }
        func inkCount(_ x0: Int, _ x1: Int, bezel: Bool = true) -> Int {
            let a = max(0, x0), b = min(strip.width, x1)
            guard a < b else { return 0 }
            var n = 0
            for x in a..<b where bezel || !strip.isBezelColumn(x) {
                for y in strip.band where strip.ink[y * strip.width + x] > level { n += 1 }
            }
            return n
        }
        let own = cells.map { inkCount($0.x, $0.maxX) }.sorted()
        let typical = own[own.count / 2]
        guard typical > 0 else { return false }
        // One digit and its gap before the first cell, leaving a margin so the first digit's own edge
        // (or a slanted foot) does not count.
        let gap = Int((0.15 * Double(digitWidth)).rounded())
        // A bezel standing up through the whole strip there is no digit (`LineStrip.isBezelColumn`).
        let before = inkCount(first.x - gap - Int((1.1 * Double(digitWidth)).rounded()), first.x - gap, bezel: false)
        return Double(before) >= suspiciousShare * Double(typical)
    }
}
