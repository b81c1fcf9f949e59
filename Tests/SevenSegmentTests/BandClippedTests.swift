import XCTest
@testable import SevenSegment

/// A 1 joined to clutter above the row of digits (`InkCleaner.bandClipped`): the two make one piece cut by
/// the strip's top border and taller than a digit, which the cleaner drops as a bezel edge. Its part inside
/// the row of digits the other characters make is put back, the clutter beyond it is not. A frame line cut
/// by both borders, a piece reaching far beyond the row, a digit's own end just beyond it and a wide digit
/// (whose part in the row may hold some of the clutter, lighting a segment) are left out.
final class BandClippedTests: XCTestCase {
    let w = 60, h = 46
    /// The row of digits the "0" below makes.
    let band = 8..<43

    func count(_ mask: [UInt8], _ xs: Range<Int>, _ ys: Range<Int>) -> Int {
        var n = 0
        for y in ys { for x in xs where mask[y * w + x] != 0 { n += 1 } }
        return n
    }

    /// A "0" (a ring, rows 8..<43) at the left, standing clear of the border: the other character.
    func withZero() -> [UInt8] {
        var m = [UInt8](repeating: 0, count: w * h)
        for y in band { for x in 4..<20 where x < 8 || x >= 16 || y < 12 || y >= 39 { m[y * w + x] = 1 } }
        return m
    }

    /// `m` with a 1 (columns 30..<35, `rows`) and a blob of clutter (columns 28..<42, `clutter`) joined to its top.
    func withOne(_ m: [UInt8], rows: Range<Int> = 8..<43, clutter: Range<Int> = 0..<8, xs: Range<Int> = 30..<35) -> [UInt8] {
        var m = m
        for y in rows { for x in xs { m[y * w + x] = 1 } }
        for y in clutter { for x in 28..<42 { m[y * w + x] = 1 } }
        return m
    }

    func testAOneJoinedToClutterAboveTheDigitsIsPutBack() {
        let raw = withOne(withZero())
        var mask = raw
        InkCleaner.clean(&mask, width: w, height: h)
        // The cleaner drops the 1 with its clutter (cut by the top border, taller than 0.88 of the strip).
        XCTAssertEqual(count(mask, 28..<42, 0..<h), 0)
        XCTAssertEqual(count(mask, 4..<20, band), count(raw, 4..<20, band))
        let back = InkCleaner.bandClipped(&mask, raw: raw, width: w, height: h, band: band)
        XCTAssertEqual(back, [PixelRect(x: 28, y: 0, width: 14, height: 43)])
        // The 1 inside the row of digits is back, the clutter above it is not.
        XCTAssertEqual(count(mask, 30..<35, band), 5 * band.count)
        XCTAssertEqual(count(mask, 0..<w, 0..<band.lowerBound), 0)
    }

    func testAFrameLineCutByBothBordersStaysOut() {
        var raw = withZero()
        for y in 0..<h { for x in 30..<33 { raw[y * w + x] = 1 } }
        var mask = raw
        InkCleaner.clean(&mask, width: w, height: h)
        XCTAssertEqual(count(mask, 30..<33, 0..<h), 0)
        XCTAssertTrue(InkCleaner.bandClipped(&mask, raw: raw, width: w, height: h, band: band).isEmpty)
        XCTAssertEqual(count(mask, 30..<33, 0..<h), 0)
    }

    func testClutterReachingFarBeyondTheRowStaysOut() {
        // The same 1 and clutter with the row of digits lower (rows 15..<43): the piece reaches 15 rows (0.54
        // of the row) above it, more a window's side than a label's foot.
        let raw = withOne(withZero(), clutter: 0..<8)
        var mask = raw
        InkCleaner.clean(&mask, width: w, height: h)
        XCTAssertTrue(InkCleaner.bandClipped(&mask, raw: raw, width: w, height: h, band: 15..<43).isEmpty)
        XCTAssertEqual(count(mask, 28..<42, 0..<h), 0)
    }

    func testADigitsOwnEndJustBeyondTheRowStaysOut() {
        // A 1 from the top border down, two rows beyond the band (under 0.1 of it): the digit's own end,
        // not clutter standing off the row.
        let raw = withOne(withZero(), rows: 0..<43, clutter: 0..<0)
        var mask = raw
        InkCleaner.clean(&mask, width: w, height: h)
        XCTAssertEqual(count(mask, 30..<35, 0..<h), 0)
        XCTAssertTrue(InkCleaner.bandClipped(&mask, raw: raw, width: w, height: h, band: 2..<43).isEmpty)
    }

    func testAWideDigitJoinedToClutterStaysOut() {
        // A digit-wide block (columns 26..<44, 0.51 of the band) under the clutter: its part in the row may
        // hold some of the clutter, which would light a segment.
        let raw = withOne(withZero(), xs: 26..<44)
        var mask = raw
        InkCleaner.clean(&mask, width: w, height: h)
        XCTAssertEqual(count(mask, 26..<44, 0..<h), 0)
        XCTAssertTrue(InkCleaner.bandClipped(&mask, raw: raw, width: w, height: h, band: band).isEmpty)
    }
}
