@testable import SevenSegment

extension SegmentedLine {
    /// Two glyph cells 24 pixels wide, 30 apart, in rows 10..<50; the last one's ink ending at `lastInkEnd`
    /// (the window-edge tests place an edge just after it).
    static func twoDigits(lastInkEnd: Double) -> SegmentedLine {
        let cells = [0.0, 30.0].map { x in
            CharacterCell(kind: .glyph, x0: x + 10, x1: x + 34, inkX0: x + 10, inkX1: x + 34, point: false)
        }
        var out = SegmentedLine(shear: 0, top: 10, bottom: 50, digitWidth: 24, stroke: 5, bar: 5, cells: cells,
                                leadingPoint: false)
        out.cells[1].inkX1 = lastInkEnd
        return out
    }
}
