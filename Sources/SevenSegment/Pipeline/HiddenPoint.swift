/// A decimal point the segmenter did not cut out, on a line whose point may stand anywhere
/// (`LineLayout.floatingPoint`).
///
/// On such a line a reading without a point is a number ten or a hundred times the one shown when a
/// faint point was lost. The point of a backlit LCD photographed from a little below sits on or just under
/// the digits' foot and is a pixel or two across in a small display: a binarised look keeps nothing of
/// it, while the normalised ink still shows it half lit (an insulation tester's 11.4 read as 114, its
/// point at 0.43 where the gaps without one lie below 0). So every gap between two characters wide enough
/// to hold a point is searched, from the foot zone of the digits down to a stroke below their foot, for a
/// stroke-sized spot lit like a point (`lit`, and clear of the glow of unlit segments); where one is, the
/// character after it is not sure. A speck of dust or glare there is doubted the same way (a speck between
/// the 0 and 8 of a panel meter's 608 reads as 60.8 through a slightly shifted roi); `lit` is set where
/// the tested sets lose no correct reading to it (at 0.35 that 608 was lost under the jittered roi).
enum HiddenPoint {
    /// Level (a lit segment is about 1, the background about 0) from which a spot may be a point.
    static let lit: Float = 0.4
    /// How much brighter than the unlit segments' glow (`DecodedLine.unlitGlow`) the spot must be.
    static let aboveGlow: Float = 0.3

    /// Index of the first character followed by a point-like lit spot; nil when every gap is dark (or too
    /// narrow to search without taking in the characters' own ink).
    static func suspected(_ strip: LineStrip, _ line: SegmentedLine, unlitGlow: Float) -> Int? {
        let cells = line.cells
        guard cells.count >= 2 else { return nil }
        let threshold = max(lit, unlitGlow + aboveGlow)
        let size = max(2, line.stroke)
        let square = SegmentSampler.Square(size: size)
        for i in 0..<(cells.count - 1) {
            let cell = cells[i], next = cells[i + 1]
            guard cell.kind != .minus, next.kind != .minus else { continue }
            let bottom = cell.bottom > cell.top ? cell.bottom : Double(line.bottom)
            let height = cell.bottom > cell.top ? cell.bottom - cell.top : Double(line.bottom - line.top)
            let x0 = cell.inkX1 + 0.15 * size, x1 = next.inkX0 - 1.15 * size
            guard x1 >= x0 else { continue }
            let level: Float = strip.withInkReader { ink in
                var best: Float = -1
                var y = bottom - 0.2 * height
                while y <= bottom + 0.5 * size {
                    var x = x0
                    while x <= x1 {
                        best = max(best, square.level(x: x, y: y, ink: ink, line: line))
                        x += 1
                    }
                    y += 1
                }
                return best
            }
            if level >= threshold { return i }
        }
        return nil
    }
}
