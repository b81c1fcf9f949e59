import XCTest
@testable import SevenSegment

/// Every display-like region the locator finds is read in turn (`ReaderOptions.locatedTries`): on a photo
/// of a whole insulation tester held in a gloved hand, the glove and a sticker above the meter are larger,
/// plainer light rectangles than the LCD, whose digits are holes in its light region, and the LCD came third.
final class ThirdFoundDisplayTests: XCTestCase {
    func scene() -> (GrayImage, DisplayLayout) {
        var frame = GrayImage(width: 480, height: 360, fill: 40)
        func fill(_ x0: Int, _ y0: Int, _ w: Int, _ h: Int, _ v: UInt8) {
            for y in y0..<(y0 + h) { for x in x0..<(x0 + w) { frame[x, y] = v } }
        }
        // Two blank light panels, larger and plainer than the display.
        fill(20, 20, 200, 90, 210)
        fill(260, 20, 200, 90, 210)
        var d = SyntheticDisplay(text: "4812")
        d.ink = 40; d.background = 205
        let lcd = d.render()
        for y in 0..<lcd.height { for x in 0..<lcd.width { frame[150 + x, 200 + y] = lcd[x, y] } }
        let layout = SyntheticDisplay.layout(digits: 4, polarity: .darkOnLight, floatingPoint: false,
                                             aspect: Double(d.width) / Double(d.height))
        return (frame, layout)
    }

    func testTheThirdRegionFoundIsRead() {
        let (frame, layout) = scene()
        let found = DisplayLocator().candidates(in: frame, layout: layout)
        XCTAssertEqual(found.count, 3, "two blank panels and the display")
        // The display is the last region found.
        XCTAssertEqual(found.last.map { Int($0.quad.bounds.y) }.map { abs($0 - 200) < 12 }, true, "\(found.map(\.quad.bounds))")
        var two = SevenSegmentReader()
        two.options.locatedTries = 2
        XCTAssertNotEqual(two.read(frame, layout: layout, quad: nil).text, "4812")
        let r = SevenSegmentReader().read(frame, layout: layout, quad: nil)
        XCTAssertEqual(r.text, "4812")
        XCTAssertTrue(r.isComplete)
    }
}
