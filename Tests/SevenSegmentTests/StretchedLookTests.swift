import XCTest
@testable import SevenSegment

/// A dim found display: its digits lie a few gray levels from their background, under the splitter's
/// floors (in gray levels); read again with its levels stretched (`SevenSegmentReader.read`), it reads.
final class StretchedLookTests: XCTestCase {
    /// `text` drawn dark on a dark background (a display in the shade), `ink` and `background` gray levels.
    private func dim(_ text: String, ink: UInt8, background: UInt8) -> (GrayImage, DisplayLayout, Quad) {
        var d = SyntheticDisplay(text: text)
        d.ink = ink
        d.background = background
        d.margin = 16
        let layout = SyntheticDisplay.layout(digits: 5, floatingPoint: false, decimals: 2, aspect: Double(d.width) / Double(d.height))
        return (d.render(), layout, d.quad())
    }

    func testADimFoundDisplayReadsStretched() {
        for text in ["138.01", "67.02"] {
            let (image, layout, quad) = dim(text, ink: 14, background: 26)
            let reader = SevenSegmentReader()
            var stretched = false
            var dewarps: [DewarpedDisplay]? = nil
            let plain = reader.read(image, layout: layout, display: quad, margin: 0, crossCheck: .relaxed, stretched: false,
                                    stretchedAny: &stretched, dewarps: &dewarps)
            XCTAssertFalse(plain.isComplete, "\(text): the levels as they are read \(plain.text)")
            let found = reader.read(image, layout: layout, display: quad, margin: 0, crossCheck: .relaxed, stretchedRetry: true)
            XCTAssertTrue(found.isComplete, "\(text): \(found.text) \(found.issues)")
            XCTAssertEqual(found.text, text)
        }
    }

    /// A display whose levels already span most of the range cannot be stretched: the stretched look stops
    /// before reading its lines (they would be the same pixels read again) and the retry keeps the first reading.
    func testADisplayThatCannotBeStretchedIsNotReadAgain() {
        let (image, layout, quad) = dim("138.01", ink: 30, background: 200)
        let reader = SevenSegmentReader()
        var stretched = false
        var dewarps: [DewarpedDisplay]? = nil
        let again = reader.read(image, layout: layout, display: quad, margin: 0, crossCheck: .relaxed, stretched: true,
                                stretchedAny: &stretched, dewarps: &dewarps)
        XCTAssertFalse(stretched)
        XCTAssertTrue(again.lines.isEmpty, "read again: \(again.text)")
        XCTAssertEqual(reader.read(image, layout: layout, display: quad, margin: 0, crossCheck: .relaxed, stretchedRetry: true).text, "138.01")
    }

    func testNotOnADisplayGivenByTheCaller() {
        let (image, layout, quad) = dim("67.02", ink: 14, background: 26)
        XCTAssertFalse(SevenSegmentReader().read(image, layout: layout, display: quad, margin: 0, crossCheck: .none, stretchedRetry: true).isComplete)
        // Nor for the whole frame taken for the display (the reader asks for it only on found regions).
        XCTAssertFalse(SevenSegmentReader().read(image, layout: layout, display: quad, margin: 0, crossCheck: .relaxed).isComplete)
    }

    func testStretchNeedsSomeSpanAndRoomToStretch() {
        // A flat image (noise of a level or two) is not stretched; nor one already spanning most levels.
        var flat = GrayImage(width: 40, height: 20, fill: 30)
        for i in stride(from: 0, to: flat.pixels.count, by: 3) { flat.pixels[i] = 33 }
        XCTAssertNil(flat.stretched())
        var wide = GrayImage(width: 40, height: 20, fill: 10)
        for i in stride(from: 0, to: wide.pixels.count, by: 2) { wide.pixels[i] = 240 }
        XCTAssertNil(wide.stretched())
        var dimImage = GrayImage(width: 40, height: 20, fill: 20)
        for i in stride(from: 0, to: dimImage.pixels.count, by: 2) { dimImage.pixels[i] = 40 }
        let s = dimImage.stretched()
        XCTAssertEqual(s?.pixels.min(), 0)
        XCTAssertEqual(s?.pixels.max(), 255)
    }
}
