import XCTest
@testable import SevenSegment

/// A mark after the digits, smaller than them: a smaller tenths digit on the line's foot makes the
/// reading unsure; a unit label printed high beside the digits' tops (kWh on a meter) does not.
final class TrailingMarkTests: XCTestCase {
    /// `d` rendered wider by `extra` pixels on the right, with an L-shaped mark (a stroke down and a
    /// bar along its foot) `markHeight` tall whose top is at row `markTop` (relative to the digits' top).
    func withMark(_ d: SyntheticDisplay, extra: Int, markTop: Int, markHeight: Int) -> GrayImage {
        let base = d.render()
        var img = GrayImage(width: base.width + extra, height: base.height, fill: d.background)
        for y in 0..<base.height { for x in 0..<base.width { img[x, y] = base[x, y] } }
        let x0 = base.width - d.margin + d.spacing, t = d.thickness
        let y0 = d.margin + markTop, w = d.digitWidth * 2 / 3
        for y in y0..<(y0 + markHeight) { for x in x0..<(x0 + t) { img[x, y] = d.ink } }
        for y in (y0 + markHeight - t)..<(y0 + markHeight) { for x in x0..<(x0 + w) { img[x, y] = d.ink } }
        return img
    }

    func segmented(_ img: GrayImage) throws -> SegmentedLine {
        let st = try XCTUnwrap(LineSplitter().split(img, region: Rect(x: 0, y: 0, width: 1, height: 1), polarity: .darkOnLight).strip)
        return DigitSegmenter().segment(st, hints: RecognitionHints())
    }

    func testSmallMarkOnTheFootIsASmallerCharacter() throws {
        let d = SyntheticDisplay(text: "1234")
        // Half as tall as the digits, from a third of their height down to near their foot.
        let img = withMark(d, extra: 30, markTop: d.digitHeight * 35 / 100, markHeight: d.digitHeight * 52 / 100)
        let line = try segmented(img)
        XCTAssertEqual(line.cells.count, 4)
        XCTAssertTrue(line.smallCharacterAfter)
        let r = SevenSegmentReader().read(img, layout: SyntheticDisplay.layout(digits: 6, floatingPoint: false), quad: nil)
        XCTAssertFalse(r.isComplete, "read \(r.text)")
    }

    func testUnitLabelHighBesideTheDigitsIsNoCharacter() throws {
        let d = SyntheticDisplay(text: "1234")
        let img = withMark(d, extra: 30, markTop: 0, markHeight: d.digitHeight / 2)
        let line = try segmented(img)
        XCTAssertEqual(line.cells.count, 4)
        XCTAssertFalse(line.smallCharacterAfter)
        let r = SevenSegmentReader().read(img, layout: SyntheticDisplay.layout(digits: 6, floatingPoint: false), quad: nil)
        XCTAssertEqual(r.text, "1234")
        XCTAssertTrue(r.isComplete, "\(r.lines.first?.issues ?? [])")
    }
}
