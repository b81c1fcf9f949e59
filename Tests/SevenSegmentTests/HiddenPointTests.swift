import XCTest
@testable import SevenSegment

/// A point-like lit spot between two characters of a floating-point line makes a reading without a point
/// unsure (`HiddenPoint`).
final class HiddenPointTests: XCTestCase {
    /// Two digits (ink 10-34 and 50-74, foot at row 50, strokes 5 across) on a dark background, with a
    /// spot of `level` over columns `xs` and rows `ys` (by default 6 pixels square, standing on the foot).
    private func strip(spot level: Float = 0, xs: Range<Int> = 39..<45, ys: Range<Int> = 45..<51) -> LineStrip {
        var ink = [Float](repeating: 0, count: 120 * 60)
        for y in ys { for x in xs { ink[y * 120 + x] = level } }
        return LineStrip(width: 120, height: 60, origin: (0, 0), ink: ink,
                         mask: [UInt8](repeating: 0, count: 7200), band: 10..<50, contrast: 40)
    }

    private var line: SegmentedLine {
        let cells = [(10.0, 34.0), (50.0, 74.0)].map { a, b in
            CharacterCell(kind: .glyph, x0: a, x1: b, inkX0: a, inkX1: b, point: false)
        }
        return SegmentedLine(shear: 0, top: 10, bottom: 50, digitWidth: 24, stroke: 5, bar: 5, cells: cells, leadingPoint: false)
    }

    func testFaintPointAtTheFootIsSuspected() {
        XCTAssertEqual(HiddenPoint.suspected(strip(spot: 0.6), line, unlitGlow: 0), 0)
    }

    func testPointJustBelowTheFootIsSuspected() {
        XCTAssertEqual(HiddenPoint.suspected(strip(spot: 0.6, ys: 50..<56), line, unlitGlow: 0), 0)
    }

    func testDarkGapIsNoPoint() {
        XCTAssertNil(HiddenPoint.suspected(strip(), line, unlitGlow: 0))
        XCTAssertNil(HiddenPoint.suspected(strip(spot: 0.2), line, unlitGlow: 0))
    }

    func testSpotFarBelowTheDigitsIsNoPoint() {
        XCTAssertNil(HiddenPoint.suspected(strip(spot: 0.9, ys: 56..<60), line, unlitGlow: 0))
    }

    func testSpotNoBrighterThanUnlitSegmentsIsNoPoint() {
        // Unlit segments glowing at 0.4: an unlit point glows as much.
        XCTAssertNil(HiddenPoint.suspected(strip(spot: 0.6), line, unlitGlow: 0.4))
        XCTAssertEqual(HiddenPoint.suspected(strip(spot: 0.9), line, unlitGlow: 0.4), 0)
    }

    /// A point three pixels across in the wide gap (a clamp meter's 3.64 through a shifted roi): the
    /// stroke-sized square sees it at about a third lit, the smaller one (`smallSpots`) as lit.
    func testSmallPointInAWideGapIsSuspected() {
        let small = strip(spot: 0.9, xs: 40..<43, ys: 47..<50)
        XCTAssertEqual(HiddenPoint.suspected(small, line, unlitGlow: 0), 0)
        XCTAssertNil(HiddenPoint.suspected(small, line, unlitGlow: 0, smallSpots: false))
    }

    /// A speck smaller still, or a three-pixel spot half lit, is no point for the smaller square either
    /// (it asks for `smallLit`, more than the stroke-sized square's `lit`).
    func testSmallSpecksAreNoPoint() {
        XCTAssertNil(HiddenPoint.suspected(strip(spot: 0.9, xs: 41..<42, ys: 48..<49), line, unlitGlow: 0))
        XCTAssertNil(HiddenPoint.suspected(strip(spot: 0.5, xs: 40..<43, ys: 47..<50), line, unlitGlow: 0))
    }

    func testLastCharacterHasNoGapToSearch() {
        XCTAssertNil(HiddenPoint.suspected(strip(spot: 0.9, xs: 80..<84), line, unlitGlow: 0))
    }
}
