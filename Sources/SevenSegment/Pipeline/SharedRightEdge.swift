/// Lines laid out to end at the same place must end at the same place.
///
/// Seven-segment numbers are right-aligned: a blank position is a leading one. Where a layout gives
/// several lines of digits of about the same size the same right edge (a blood-pressure monitor's SYS
/// and DIA, an oximeter's SpO2 and pulse), their last characters stand one above the other. A line
/// whose last character stops well short of where a complete line's last character stops has lost its
/// trailing digit (glare washing out the last 1 of 171 leaves a complete-looking 17), wherever the
/// quad put the display: the lines are compared with each other, not with the layout's regions.
enum SharedRightEdge {
    /// How far short (in the short line's character widths) a line may stop. A lost trailing digit
    /// leaves about a pitch (0.85-1.2 widths); a display turned by 8 degrees shifts a line about 0.5
    /// widths against the line above it.
    static let tolerance = 0.65
    /// Layout right edges closer than this (fraction of the display width) are the same edge.
    static let sameEdge = 0.01
    /// Lines whose regions' heights differ more than this ratio are not compared (slanted digits of
    /// different sizes end at different places).
    static let heightRatio = 1.3

    /// Indices of the lines that stop short of a complete line sharing their right edge.
    static func short(_ lines: [LineReading], layout: DisplayLayout) -> [Int] {
        guard lines.count == layout.lines.count, lines.count > 1 else { return [] }
        let ends = lines.map { line -> (end: Int, width: Int)? in
            let cells = line.characters.compactMap(\.cell)
            guard !cells.isEmpty, cells.count == line.characters.count else { return nil }
            // The last box's left edge and the line's narrowest box: glare or clutter beside the last
            // character can widen its box to the right.
            let widths = cells.map(\.width).sorted()
            return (cells[cells.count - 1].x + widths[0], widths[0])
        }
        var out: [Int] = []
        for i in lines.indices {
            let a = layout.lines[i]
            guard let mine = ends[i], lines[i].characters.count < a.digits else { continue }
            for j in lines.indices where j != i && lines[j].isComplete {
                let b = layout.lines[j]
                guard abs(a.region.maxX - b.region.maxX) <= sameEdge, let other = ends[j] else { continue }
                let ratio = a.region.height / max(1e-9, b.region.height)
                guard ratio <= heightRatio && ratio >= 1 / heightRatio else { continue }
                if Double(other.end - mine.end) > tolerance * Double(mine.width) {
                    out.append(i)
                    break
                }
            }
        }
        return out
    }
}
