import XCTest
@testable import SevenSegment

/// Digits wider than tall (a line photographed from well above or below, or a crop resized to a fixed
/// size): where no run is 0.3...0.9 of the height, broad runs with no upright stroke in their middle
/// third are one digit each and give the digit width.
final class StretchedWidthTests: XCTestCase {
    func testStrokelessBroadRunsGiveTheWidth() {
        let s = DigitSegmenter()
        // Two broad runs that are single digits, beside two pairs of touching digits.
        XCTAssertEqual(s.estimateDigitWidth([110, 45, 42, 127], hd: 44, single: [45, 42]), 45)
        // The same runs, nothing known of their middles: no stretched width is assumed.
        XCTAssertEqual(s.estimateDigitWidth([110, 45, 42, 127], hd: 44), 0.55 * 44, accuracy: 0.01)
        // A broad run of another width (a pair, or clutter) leaves the width unknown.
        XCTAssertEqual(s.estimateDigitWidth([50, 52, 70], hd: 40, single: [50, 52]), 22)
        // One single digit alone is not enough.
        XCTAssertEqual(s.estimateDigitWidth([50, 110], hd: 40, single: [50]), 22)
    }

    func testMiddleStrokeMakesAPair() {
        // A stretched 0: strokes at both ends, only bars (2 x 4 rows) between them.
        var proj = [Int](repeating: 8, count: 40)
        for b in 0..<5 { proj[b] = 40; proj[39 - b] = 40 }
        let profile = DigitSegmenter.ColumnProfile(proj: proj, colTop: [Int](repeating: 0, count: 40),
                                                   colBottom: [Int](repeating: 39, count: 40), off: 0, active: 1,
                                                   low: 30, stroke: 5)
        XCTAssertTrue(profile.strokeless(0, 39, hd: 40))
        // Two touching digits: their inner strokes stand in the middle.
        for b in 18..<22 { proj[b] = 40 }
        let pair = DigitSegmenter.ColumnProfile(proj: proj, colTop: [Int](repeating: 0, count: 40),
                                                colBottom: [Int](repeating: 39, count: 40), off: 0, active: 1,
                                                low: 30, stroke: 5)
        XCTAssertFalse(pair.strokeless(0, 39, hd: 40))
    }
}
