import XCTest
@testable import SevenSegment

/// A right-aligned line (`LineLayout.rightAligned`) whose last position is blank lost its trailing digit
/// (or the display is a position off the overlay): not read. A blank leading position is how such a
/// line shows a shorter number, and a line without the flag may end in a blank (a unit beside it).
final class TrailingBlankTests: XCTestCase {
    /// `text` in three positions; with `mark`, a small printed mark (a unit's letters, a faded remnant)
    /// low in the last position: ink there that makes no character.
    private func read(_ text: String, rightAligned: Bool, mark: Bool = false) -> LineReading? {
        let d = SyntheticDisplay(text: text)
        var image = d.render()
        if mark {
            let x0 = d.margin + 2 * (d.digitWidth + d.spacing) + 4, y0 = d.margin + d.digitHeight - 12
            for y in y0..<(y0 + 12) { for x in x0..<(x0 + 12) { image[x, y] = d.ink } }
        }
        let layout = DisplayLayout(aspectRatio: Double(d.width) / Double(d.height), lines: [
            LineLayout(field: .glucose, region: Rect(x: 0, y: 0, width: 1, height: 1), digits: 3, minimumDigits: 2,
                       rightAligned: rightAligned)])
        return SevenSegmentReader().read(image, layout: layout, quad: d.quad()).lines.first
    }

    func testABlankLastPositionIsNotRead() throws {
        let shifted = try XCTUnwrap(read("45 ", rightAligned: true, mark: true))
        XCTAssertEqual(shifted.text, "45", "the two digits still decode")
        XCTAssertFalse(shifted.isComplete)
        XCTAssertTrue(shifted.issues.contains(.digitCountMismatch(expected: 3, found: 2)), "\(shifted.issues)")
    }

    func testABlankLeadingPositionReads() throws {
        let line = try XCTUnwrap(read(" 45", rightAligned: true))
        XCTAssertTrue(line.isComplete, "\(line.issues)")
        XCTAssertEqual(line.text, "45")
        let full = try XCTUnwrap(read("245", rightAligned: true))
        XCTAssertEqual(full.text, "245")
        XCTAssertTrue(full.isComplete)
    }

    func testWithoutTheFlagTheLineMayEndInABlank() throws {
        let line = try XCTUnwrap(read("45 ", rightAligned: false, mark: true))
        XCTAssertTrue(line.isComplete, "\(line.issues)")
        XCTAssertEqual(line.text, "45")
    }

    func testTheFlagIsReadFromJSON() throws {
        let json = #"{"field": "pulse", "region": {"x": 0, "y": 0, "width": 1, "height": 1}, "digits": 3, "rightAligned": true}"#
        XCTAssertTrue(try JSONDecoder().decode(LineLayout.self, from: Data(json.utf8)).rightAligned)
        let plain = #"{"field": "pulse", "region": {"x": 0, "y": 0, "width": 1, "height": 1}, "digits": 3}"#
        XCTAssertFalse(try JSONDecoder().decode(LineLayout.self, from: Data(plain.utf8)).rightAligned)
        XCTAssertTrue(LineLayout.jsonKeys.contains("rightAligned"))
    }
}
