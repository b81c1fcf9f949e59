import XCTest
@testable import SevenSegment

/// Digits merged with clutter (`InkCleaner.salvage`): on a dim display a reflection or shading joins the
/// digits to the border and the cleaner drops the whole piece. Inside it the digits are stronger than the
/// clutter: they are put back. A window's edge is not, nor anything while a digit stays merged, nor a
/// piece no wider than a digit (a digit cut by the frame's side).
final class ClutterSalvageTests: XCTestCase {
    let w = 60, h = 40

    /// `salvage` after the cleaner dropped everything: strong blocks (contrast 120) joined by a weak band
    /// (contrast 30), by default along the top border.
    func salvaged(_ blocks: [(x: Range<Int>, y: Range<Int>)],
                  band: (x: Range<Int>, y: Range<Int>) = (2..<58, 0..<3)) -> [UInt8] {
        var raw = [UInt8](repeating: 0, count: w * h)
        var d = [Int32](repeating: -20, count: w * h)
        for y in band.y { for x in band.x { raw[y * w + x] = 1; d[y * w + x] = 30 } }
        for b in blocks { for y in b.y { for x in b.x { raw[y * w + x] = 1; d[y * w + x] = 120 } } }
        var mask = [UInt8](repeating: 0, count: w * h)
        InkCleaner.salvage(&mask, raw: raw, contrast: d, width: w, height: h)
        return mask
    }

    func ink(_ mask: [UInt8], _ xs: Range<Int>) -> Int {
        var n = 0
        for y in 0..<h { for x in xs where mask[y * w + x] != 0 { n += 1 } }
        return n
    }

    func testDigitsJoinedByWeakClutterArePutBack() {
        let mask = salvaged([(10..<20, 2..<30), (30..<40, 2..<30)])
        XCTAssertEqual(ink(mask, 10..<20), 280)
        XCTAssertEqual(ink(mask, 30..<40), 280)
        // The clutter itself stays out.
        XCTAssertEqual(ink(mask, 0..<10) + ink(mask, 20..<30) + ink(mask, 40..<60), 0)
    }

    func testAThinUprightSliverIsNotPutBack() {
        // Two digit-like blocks and a window's edge (2 pixels wide), all hanging from the band.
        let mask = salvaged([(10..<20, 2..<30), (30..<40, 2..<30), (50..<52, 2..<34)])
        XCTAssertEqual(ink(mask, 10..<20), 280)
        XCTAssertEqual(ink(mask, 30..<40), 280)
        XCTAssertEqual(ink(mask, 50..<52), 0)
    }

    func testNothingIsPutBackWhileADigitStaysMerged() {
        // The left block reaches the top border and nearly the bottom (the cleaner drops it as a bezel
        // edge): a digit that cannot be put back, so the other block is not put back either.
        let mask = salvaged([(5..<15, 0..<38), (30..<40, 2..<30)])
        XCTAssertEqual(mask.reduce(0) { $0 + Int($1) }, 0)
    }

    func testAPieceNoWiderThanADigitIsNotLookedInto() {
        // One digit with a weak smear below it to the bottom border, dropped alone: left alone (the
        // cleaner had its reasons; it is no clutter with digits merged into it).
        let mask = salvaged([(44..<54, 2..<30)], band: (44..<54, 30..<40))
        XCTAssertEqual(mask.reduce(0) { $0 + Int($1) }, 0)
    }

    func testACleanDisplayReadsAsBefore() {
        // Nothing dropped, nothing to put back.
        let d = SyntheticDisplay(text: "42.90")
        let layout = SyntheticDisplay.layout(digits: 4, floatingPoint: false, decimals: 2, aspect: Double(d.width) / Double(d.height))
        XCTAssertEqual(SevenSegmentReader().read(d.render(), layout: layout, display: d.quad()).text, "42.90")
    }
}
