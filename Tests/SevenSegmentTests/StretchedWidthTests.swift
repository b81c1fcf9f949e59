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

    func testThickOnesDoNotGiveTheWidth() {
        let s = DigitSegmenter()
        // 1192.7 stretched: two 1s with thick strokes (21 and 17 columns in a band of 50) beside three
        // digits wider than tall; the 1s are bare strokes and say nothing of the digits' width.
        XCTAssertEqual(s.estimateDigitWidth([21, 17, 64, 62, 50], hd: 50, bare: [21, 17]), 62)
        // Nothing known of their strokes: the 1s are taken for the digit width (they are 0.3...0.9 of the band).
        XCTAssertEqual(s.estimateDigitWidth([21, 17, 64, 62, 50], hd: 50), 21)
        // With fewer than two broad runs the runs 0.3...0.9 of the band are kept as they are.
        XCTAssertEqual(s.estimateDigitWidth([21, 17, 64], hd: 50, bare: [21, 17]), 21)
        XCTAssertEqual(DigitSegmenter.withoutBareStrokes([21, 17, 64, 62], bare: [17], hd: 50), [21, 64, 62])
    }
}
