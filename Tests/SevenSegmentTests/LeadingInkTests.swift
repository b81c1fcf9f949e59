import XCTest
@testable import SevenSegment

/// A leading digit lost in a found display (LeadingInk) and the row of digits read in stepped variants.
final class LeadingInkTests: XCTestCase {
    /// The display's strip and the cells of its characters from position `from` on (strip pixels).
    func strip(_ text: String, cellsFrom from: Int) throws -> (LineStrip, [PixelRect]) {
        let d = SyntheticDisplay(text: text)
        let img = d.render()
        let s = try XCTUnwrap(LineSplitter().split(img, region: Rect(x: 0, y: 0, width: 1, height: 1), polarity: .darkOnLight).strip)
        var cells: [PixelRect] = []
        for i in from..<d.positions {
            let x = d.margin + i * (d.digitWidth + d.spacing) - s.origin.x
            cells.append(PixelRect(x: x, y: d.margin - s.origin.y, width: d.digitWidth, height: d.digitHeight))
        }
        return (s, cells)
    }

    func testInkOfALostLeadingDigitIsSeen() throws {
        // "54.00" read from its second character on: the 5's ink stands where one more digit would be.
        let (s, lost) = try strip("54.00", cellsFrom: 1)
        XCTAssertTrue(LeadingInk.suspected(s, cells: lost))
        // Every character read: nothing before the first.
        let (s2, all) = try strip("54.00", cellsFrom: 0)
        XCTAssertFalse(LeadingInk.suspected(s2, cells: all))
    }

    func testBlankLeadingPositionIsNotDoubted() throws {
        // A right-aligned value: the position before its first digit is empty.
        let (s, cells) = try strip(" 4.00", cellsFrom: 1)
        XCTAssertFalse(LeadingInk.suspected(s, cells: cells))
    }

    func testRowVariantsReadACleanRow() {
        let d = SyntheticDisplay(text: "42.50")
        let img = d.render()
        let layout = SyntheticDisplay.layout(digits: 5, floatingPoint: false, decimals: 2,
                                             aspect: Double(d.width) / Double(d.height))
        let r = SevenSegmentReader().readRowVariants(img, layout: layout, row: d.quad(), crossCheck: .relaxed)
        XCTAssertTrue(r.isComplete)
        XCTAssertEqual(r.text, "42.50")
        // A blank row gives nothing, whatever the step.
        let blank = GrayImage(width: d.width, height: d.height, fill: 200)
        XCTAssertFalse(SevenSegmentReader().readRowVariants(blank, layout: layout, row: d.quad(), crossCheck: .relaxed).isComplete)
    }

    func testWholeDisplayAsRowNeedsThreeViewsAndNeverACutRegion() {
        let d = SyntheticDisplay(text: "42.50")
        let img = d.render()
        let layout = SyntheticDisplay.layout(digits: 5, floatingPoint: false, decimals: 2,
                                             aspect: Double(d.width) / Double(d.height))
        let reader = SevenSegmentReader()
        // A one-line display is its own row; a region cut by the frame (passed as nil) is not.
        XCTAssertEqual(reader.fullRow(layout, d.quad()), d.quad())
        XCTAssertNil(reader.fullRow(layout, nil))
        // Two lines: no single row to take.
        var two = layout
        two.lines = [layout.lines[0], layout.lines[0]]
        two.lines[0].region = Rect(x: 0, y: 0, width: 1, height: 0.5)
        two.lines[1].region = Rect(x: 0, y: 0.5, width: 1, height: 0.5)
        XCTAssertNil(reader.fullRow(two, d.quad()))
        // A clean display read as its own row: the stepped views agree, so it reads without the base
        // standing alone.
        let r = reader.readRowVariants(img, layout: layout, row: d.quad(), crossCheck: .relaxed, baseAlone: false)
        XCTAssertTrue(r.isComplete)
        XCTAssertEqual(r.text, "42.50")
    }
}
