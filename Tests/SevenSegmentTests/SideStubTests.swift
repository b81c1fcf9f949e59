import XCTest
@testable import SevenSegment

/// The foot of a unit printed just after the digits ("M" of MΩ), cut by the strip's right side two
/// columns after the last digit: the last digit's column run stops before it, so a "1" stays a narrow
/// mark and is not widened into a glyph sampled over the stub.
final class SideStubTests: XCTestCase {
    /// "551", digits 60 px tall, with a stub 8 px wide and `stubRows` tall standing on the line's foot
    /// two columns after the 1, the image cut just after the stub.
    func image(stubRows: Int) -> (GrayImage, SyntheticDisplay) {
        var d = SyntheticDisplay(text: "551")
        d.digitHeight = 60; d.digitWidth = 24; d.thickness = 7
        var image = d.render()
        let oneRight = d.margin + 2 * (d.digitWidth + d.spacing) + d.digitWidth
        let foot = d.margin + d.digitHeight
        for y in (foot - stubRows)..<foot { for x in (oneRight + 2)..<(oneRight + 10) { image[x, y] = d.ink } }
        return (image.crop(PixelRect(x: 0, y: 0, width: oneRight + 10, height: image.height)), d)
    }

    let whole = Rect(x: 0, y: 0, width: 1, height: 1)

    func testStubAtTheSideDoesNotWidenTheOne() throws {
        let (img, _) = image(stubRows: 24)
        let strip = try XCTUnwrap(LineSplitter().split(img, region: whole, polarity: .darkOnLight).strip)
        let line = DigitSegmenter().segment(strip, hints: RecognitionHints(slantDegrees: 0))
        XCTAssertEqual(line.cells.map(\.kind), [.glyph, .glyph, .narrow])
        let layout = LineLayout(field: .value, region: whole, digits: 4, floatingPoint: true, minimumDigits: 2)
        let reading = SevenSegmentReader().readLine(img, line: layout, hints: RecognitionHints(slantDegrees: 0))
        XCTAssertEqual(reading.text, "551")
        XCTAssertTrue(reading.isComplete, "\(reading.issues)")
    }

    func testSideStub() {
        let proj = [0, 5, 5, 0, 0, 3, 3, 3]
        let top = [0, 0, 0, 0, 0, 30, 30, 30], bottom = [0, 59, 59, 0, 0, 50, 50, 50]
        let side = [false, false, false, false, false, false, false, true]
        XCTAssertTrue(DigitSegmenter().sideStub(from: 5, proj: proj, colTop: top, colBottom: bottom, atSide: side, active: 2, hd: 60))
        XCTAssertFalse(DigitSegmenter().sideStub(from: 5, proj: proj, colTop: top, colBottom: bottom,
                                                 atSide: [Bool](repeating: false, count: 8), active: 2, hd: 60), "not at the side")
        let tall = [0, 0, 0, 0, 0, 5, 5, 5]
        XCTAssertFalse(DigitSegmenter().sideStub(from: 5, proj: proj, colTop: tall, colBottom: bottom, atSide: side, active: 2, hd: 60),
                       "as tall as a digit's part")
    }
}
