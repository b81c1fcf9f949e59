@testable import SevenSegment

/// A panel timer's line and a bare 120 x 60 strip with lit rectangles, where a fixed point's spot is measured
/// (`PointSpotTests`, `PointUnderFootTests`).
protocol PointStripFixture {}

extension PointStripFixture {
    var timer: LineLayout {
        LineLayout(field: .value, region: Rect(x: 0, y: 0, width: 1, height: 1), digits: 4, decimals: 2,
                   polarity: .lightOnDark, minimumDigits: 4, optionalPoint: true, leadingZeros: true)
    }

    /// A 120 x 60 strip (digit band rows 10-50) with the given rectangles (x range, y range) lit at 1.
    func strip(_ rects: [(Range<Int>, Range<Int>)]) -> LineStrip {
        var ink = [Float](repeating: 0, count: 120 * 60)
        var mask = [UInt8](repeating: 0, count: 120 * 60)
        for (xs, ys) in rects { for y in ys { for x in xs { ink[y * 120 + x] = 1; mask[y * 120 + x] = 1 } } }
        return LineStrip(width: 120, height: 60, origin: (0, 0), ink: ink, mask: mask, band: 10..<50, contrast: 40)
    }

    func line(_ cells: [CharacterCell]) -> SegmentedLine {
        SegmentedLine(shear: 0, top: 10, bottom: 50, digitWidth: 24, stroke: 5, bar: 5, cells: cells, leadingPoint: false)
    }

    func glyph(_ x0: Double, _ x1: Double) -> CharacterCell {
        CharacterCell(kind: .glyph, x0: x0, x1: x1, inkX0: x0, inkX1: x1, point: false, top: 10, bottom: 50)
    }
}
