import XCTest
@testable import SevenSegment

/// A decimal point at the digits' own foot when clutter below them made the band taller (the point then
/// sits too high in the band for the first point search).
final class FootPointTests: XCTestCase {
    func strip(_ img: GrayImage) throws -> LineStrip {
        try XCTUnwrap(LineSplitter().split(img, region: Rect(x: 0, y: 0, width: 1, height: 1), polarity: .darkOnLight).strip)
    }

    /// The strip of `d` with its band reaching `extra` rows below the digits (as clutter there would make it).
    func tallStrip(_ d: SyntheticDisplay, extra: Int) throws -> LineStrip {
        var st = try strip(d.render())
        let bottom = min(st.height, st.band.upperBound + extra)
        XCTAssertGreaterThanOrEqual(bottom - st.band.upperBound, extra / 2, "no room below the digits")
        st.band = st.band.lowerBound..<bottom
        return st
    }

    func testPointAtDigitsFootFoundInTallBand() throws {
        var d = SyntheticDisplay(text: "268.00")
        d.margin = 20
        let st = try tallStrip(d, extra: 14)
        let line = DigitSegmenter(pointsAtFixedPlace: true).segment(st, hints: RecognitionHints())
        XCTAssertEqual(line.cells.count, 5)
        XCTAssertEqual(line.cells.map(\.point), [false, false, true, false, false])
    }

    func testSpeckAboveTheFootIsNoPoint() throws {
        var d = SyntheticDisplay(text: "26800")
        d.margin = 20
        d.spacing = 10
        var st = try tallStrip(d, extra: 14)
        // A 3x3 speck in the gap after the 8, its bottom 4 rows above the digits' foot: smaller than a
        // stroke and off the line.
        let foot = d.margin + d.digitHeight
        let x0 = d.margin + 3 * d.digitWidth + 2 * d.spacing + d.spacing / 2 - 1 - st.origin.x
        XCTAssertEqual(st.origin.y, 0)
        for y in (foot - 7)..<(foot - 4) {
            for x in x0..<(x0 + 3) { st.mask[y * st.width + x] = 1; st.ink[y * st.width + x] = 1 }
        }
        let line = DigitSegmenter(pointsAtFixedPlace: true).segment(st, hints: RecognitionHints())
        XCTAssertEqual(line.cells.count, 5)
        XCTAssertFalse(line.cells.contains(where: \.point))
    }
}
