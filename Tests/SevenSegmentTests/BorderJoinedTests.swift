import XCTest
@testable import SevenSegment

/// Grain along the strip's border on a dim display (`InkCleaner.borderJoined`, `InkCleaner.cornerSpeckle`):
/// a digit joined to faint speckle at the top border is one piece as tall as the strip, which the cleaner
/// drops as a bezel edge; `salvage` splits it again and puts the digit back, unless the split takes ink
/// from the strip's middle rows too (glare over a segment, not grain at the border). Sparse speckle in a corner is
/// dropped; a solid bar there (a digit cut by the corner) is not.
final class BorderJoinedTests: XCTestCase {
    let w = 60, h = 40

    func count(_ mask: [UInt8], _ xs: Range<Int>, _ ys: Range<Int>) -> Int {
        var n = 0
        for y in ys { for x in xs where mask[y * w + x] != 0 { n += 1 } }
        return n
    }

    func testADigitJoinedToSpeckleAtTheTopIsPutBack() {
        // A digit (contrast 120) hanging from a faint strip of grain (contrast 30) along the top border.
        var raw = [UInt8](repeating: 0, count: w * h)
        var d = [Int32](repeating: -20, count: w * h)
        for y in 0..<3 { for x in 18..<36 { raw[y * w + x] = 1; d[y * w + x] = 30 } }
        for y in 3..<36 { for x in 20..<34 { raw[y * w + x] = 1; d[y * w + x] = 120 } }
        var mask = raw
        var dropped = false
        InkCleaner.clean(&mask, width: w, height: h, droppedWide: &dropped)
        // The cleaner drops the whole piece as a bezel edge, and says so.
        XCTAssertEqual(mask.reduce(0) { $0 + Int($1) }, 0)
        XCTAssertTrue(dropped)
        InkCleaner.salvage(&mask, raw: raw, contrast: d, width: w, height: h)
        XCTAssertEqual(count(mask, 20..<34, 3..<36), 14 * 33)
        XCTAssertEqual(count(mask, 0..<w, 0..<3), 0)
    }

    func testADigitLosingInkInTheMiddleIsNotPutBack() {
        // The same digit with glare over its upper right (contrast 30 in the middle rows): split again it
        // would come back without that part, another character. Nothing is put back.
        var raw = [UInt8](repeating: 0, count: w * h)
        var d = [Int32](repeating: -20, count: w * h)
        for y in 0..<3 { for x in 18..<36 { raw[y * w + x] = 1; d[y * w + x] = 30 } }
        for y in 3..<36 { for x in 20..<34 { raw[y * w + x] = 1; d[y * w + x] = 120 } }
        for y in 10..<20 { for x in 28..<34 { d[y * w + x] = 30 } }
        var mask = [UInt8](repeating: 0, count: w * h)
        InkCleaner.salvage(&mask, raw: raw, contrast: d, width: w, height: h)
        XCTAssertEqual(mask.reduce(0) { $0 + Int($1) }, 0)
    }

    func testSparseSpeckleInACornerIsDropped() {
        var mask = [UInt8](repeating: 0, count: w * h)
        // Grain in the top-left corner, 20 x 7, every other pixel (fill 0.5, joined diagonally).
        for y in 0..<7 { for x in 0..<20 where (x + y) % 2 == 0 { mask[y * w + x] = 1 } }
        // A digit away from the border, kept.
        for y in 6..<34 { for x in 30..<33 { mask[y * w + x] = 1 } }
        InkCleaner.clean(&mask, width: w, height: h)
        XCTAssertEqual(count(mask, 0..<20, 0..<7), 0)
        XCTAssertEqual(count(mask, 30..<33, 6..<34), 3 * 28)
    }

    func testASolidBarInACornerStays() {
        // The top bar of a digit cut by the strip's corner: solid.
        var mask = [UInt8](repeating: 0, count: w * h)
        for y in 0..<5 { for x in 0..<20 { mask[y * w + x] = 1 } }
        let before = mask
        InkCleaner.clean(&mask, width: w, height: h)
        XCTAssertEqual(mask, before)
    }
}
