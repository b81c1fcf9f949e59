import XCTest
@testable import SevenSegment

/// A crop wider than its display, bare dark margins along its sides: read once more with the margins
/// cut off (`SevenSegmentReader+SideMargins`).
final class SideMarginTests: XCTestCase {
    func layout() -> DisplayLayout { .wholeCrop() }

    /// Light digits inside a light window outline `frame` pixels wide, with `margin` bare dark columns
    /// left and right of it.
    func framed(_ text: String, margin: Int, frame: Int, bold: Int = 7) -> GrayImage {
        var d = SyntheticDisplay(text: text)
        d.margin = 6; d.ink = 240; d.background = 10
        d.digitHeight = 60; d.digitWidth = 32; d.thickness = bold; d.spacing = 10
        let digits = d.render()
        var img = GrayImage(width: digits.width + 2 * margin, height: digits.height, fill: 10)
        for y in 0..<img.height {
            for x in 0..<digits.width {
                let border = x < frame || x >= digits.width - frame || y < frame || y >= digits.height - frame
                img[margin + x, y] = border ? 240 : digits[x, y]
            }
        }
        return img
    }

    /// Dark digits on a light panel, with `bezel` dark columns left and right through the whole height.
    func panel(_ text: String, bezel: Int, bold: Int, side: Int) -> GrayImage {
        var d = SyntheticDisplay(text: text)
        d.margin = 0; d.ink = 20; d.background = 235
        d.digitHeight = 60; d.digitWidth = 32; d.thickness = bold; d.spacing = 8
        let digits = d.render()
        var img = GrayImage(width: digits.width + 2 * (bezel + side), height: digits.height + 8, fill: 235)
        for y in 0..<img.height {
            for x in 0..<bezel { img[x, y] = 20; img[img.width - 1 - x, y] = 20 }
        }
        for y in 0..<digits.height { for x in 0..<digits.width { img[bezel + side + x, y + 4] = digits[x, y] } }
        return img
    }

    func testDigitsBetweenWideDarkMarginsAreReadWithTheMarginsCut() {
        for text in ["85", "106"] {
            let img = framed(text, margin: 45, frame: 0)
            var off = SevenSegmentReader()
            off.options.cutsSideMargins = false
            // The whole frame's row search (`SevenSegmentReader+FrameRow`, later) finds these digits too.
            off.options.findsFrameRows = false
            XCTAssertFalse(off.read(img, layout: layout(), quad: nil).isComplete, text)
            let r = SevenSegmentReader().read(img, layout: layout(), quad: nil)
            XCTAssertTrue(r.isComplete, text)
            XCTAssertEqual(r.text, text)
            // The quad is given in the whole frame's pixels, past the left margin.
            XCTAssertGreaterThanOrEqual(r.quad?.topLeft.x ?? 0, 40, text)
        }
    }

    func testMarginsAreBareDarkColumnsAtLeastAFewPercentWide() {
        let img = framed("85", margin: 45, frame: 0)
        guard let m = SevenSegmentReader.sideMargins(img) else { return XCTFail("no margins") }
        // The digits' own dark margin (6 px) lies inside the display and is cut too; nothing of the digits.
        XCTAssertEqual(m.x0, 45 + 6)
        XCTAssertEqual(m.x1, img.width - 45 - 6)
        // Dark columns narrower than minimumMargin (0.04 of the width) are no margin.
        var narrow = GrayImage(width: 100, height: 40, fill: 10)
        for y in 10..<30 { for x in 3..<97 where x % 10 < 4 || x >= 94 { narrow[x, y] = 240 } }
        XCTAssertNil(SevenSegmentReader.sideMargins(narrow))
        for y in 10..<30 { for x in 3..<5 { narrow[x, y] = 10 } }
        XCTAssertEqual(SevenSegmentReader.sideMargins(narrow)?.x0, 10)
        // A light frame along the side: no bare margin.
        XCTAssertNil(SevenSegmentReader.sideMargins(framed("85", margin: 0, frame: 2)))
        // Gray background beside a dark display (a meter in a photo) is no bare dark margin.
        var photo = framed("85", margin: 45, frame: 0)
        for y in 0..<photo.height { for x in 0..<45 { photo[x, y] = 100; photo[photo.width - 1 - x, y] = 100 } }
        XCTAssertNil(SevenSegmentReader.sideMargins(photo))
        // What is left must be a third of the frame or more.
        XCTAssertNil(SevenSegmentReader.sideMargins(framed("8", margin: 60, frame: 0)))
    }

    func testCharacterReachingPastACutSideIsNotRead() {
        // A slanted 78 whose 8 is cut by a dark band through its upper right bar (the rest of a crop
        // filled dark): the cut 8 reads as a 6, its cell reaching past the cut.
        var d = SyntheticDisplay(text: "78")
        d.margin = 6; d.ink = 240; d.background = 10; d.slantDegrees = 14
        d.digitHeight = 60; d.digitWidth = 32; d.thickness = 7; d.spacing = 10
        let digits = d.render()
        let cutAt = digits.width - 14
        var img = GrayImage(width: digits.width + 40, height: digits.height, fill: 10)
        for y in 0..<img.height { for x in 0..<cutAt { img[40 + x, y] = digits[x, y] } }
        let r = SevenSegmentReader().read(img, layout: layout(), quad: nil)
        XCTAssertFalse(r.isComplete && r.text != "78", "misread \(r.text)")
    }
}
