import XCTest
@testable import SevenSegment

/// Outline-style (hollow) segments: strong ink on both sides of a stroke-wide window counts as a stroke,
/// and a line that reads no other way is read again with its stroke-like holes filled (`StrokeHoles`).
final class OutlineStrokeTests: XCTestCase {
    func testBracketedNeedsStrongInkOnBothSides() {
        XCTAssertGreaterThan(OutlineStroke.bracketed(left: 1, right: 1), 0.6)
        XCTAssertLessThan(OutlineStroke.bracketed(left: 1, right: 0.2), 0)
        XCTAssertLessThan(OutlineStroke.bracketed(left: 0.1, right: 1), 0)
    }

    /// Light digits on dark, 60 pixels tall, segments 7 wide; `hollow`: drawn as outlines that wide.
    func display(_ text: String, hollow: Int?, thickness: Int = 7, width: Int = 34) -> SyntheticDisplay {
        var d = SyntheticDisplay(text: text)
        d.ink = 235; d.background = 15
        d.digitHeight = 60; d.digitWidth = width; d.thickness = thickness; d.spacing = 12; d.gap = 1
        d.hollow = hollow
        return d
    }

    func layout() -> DisplayLayout {
        let line = LineLayout(field: .value, region: Rect(x: 0, y: 0, width: 1, height: 1), digits: 3,
                              polarity: .lightOnDark, minimumDigits: 2)
        return DisplayLayout(aspectRatio: 2.5, lines: [line])
    }

    func strip(_ img: GrayImage) throws -> LineStrip {
        let split = LineSplitter(fixedPolarity: true).split(img, region: Rect(x: 0, y: 0, width: 1, height: 1), polarity: .lightOnDark)
        return try XCTUnwrap(split.strip)
    }

    func testHollowSegmentsAreFilled() throws {
        let plain = try strip(display("185", hollow: 2).render())
        let filled = try XCTUnwrap(StrokeHoles.filled(plain))
        // The segments' insides are filled: many more ink pixels.
        let before = plain.mask.reduce(0) { $0 + Int($1) }, after = filled.mask.reduce(0) { $0 + Int($1) }
        XCTAssertGreaterThan(Double(after), 1.3 * Double(before))
        // The inside of the 8's middle bar is ink now, at a lit segment's level.
        let d = display("185", hollow: 2)
        let x = d.margin + d.digitWidth + d.spacing + d.digitWidth / 2 - plain.origin.x
        let y = d.margin + d.digitHeight / 2 - plain.origin.y
        XCTAssertEqual(plain.mask[y * plain.width + x], 0)
        XCTAssertEqual(filled.mask[y * plain.width + x], 1)
        XCTAssertGreaterThanOrEqual(filled.ink[y * plain.width + x], StrokeHoles.filledLevel)
    }

    func testOutlineWithSmallGapsIsFilled() throws {
        var img = display("7", hollow: 2).render()
        // A one-pixel break in the outline of the upper right segment joins its inside to the background.
        let d = display("7", hollow: 2)
        let x = d.margin + d.digitWidth - 1, y = d.margin + d.digitHeight / 4
        img[x, y] = d.background; img[x - 1, y] = d.background
        let plain = try strip(img)
        XCTAssertNotNil(StrokeHoles.filled(plain))
    }

    func testCountersOfSolidDigitsAreNotFilled() throws {
        // Normal digits, and bold ones whose counters are hardly wider than a stroke.
        XCTAssertNil(StrokeHoles.filled(try strip(display("808", hollow: nil).render())))
        XCTAssertNil(StrokeHoles.filled(try strip(display("806", hollow: nil, thickness: 11, width: 30).render())))
    }

    func testHollowDigitsRead() {
        for text in ["185", "120", "74"] {
            let r = SevenSegmentReader().read(display(text, hollow: 2).render(), layout: layout(), quad: nil)
            XCTAssertEqual(r.text, text)
            XCTAssertTrue(r.isComplete, "\(text): \(r.issues)")
        }
    }

    func testSolidDigitsReadAsBefore() {
        for text in ["808", "690", "100"] {
            let r = SevenSegmentReader().read(display(text, hollow: nil).render(), layout: layout(), quad: nil)
            XCTAssertEqual(r.text, text)
        }
    }
}
