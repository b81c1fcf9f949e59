import XCTest
@testable import SevenSegment

/// A row of digits cut out of a found display is not read where the display's own reading named a
/// full-width digit beyond the row's side (`SevenSegmentReader.rowLeavesOutDigit`): 3010 seen "_01_" by
/// the display, read "10" by a row that began at the 1.
final class RowLeftOutTests: XCTestCase {
    private let layout = SyntheticDisplay.layout(digits: 4, aspect: 2)

    /// The found display's reading: characters with cells spread evenly over `display` (200 x 100 pixels).
    private func found(_ text: String, reader: SevenSegmentReader, display: Quad) -> DisplayReading {
        let main = reader.mainDewarp(display, layout: layout)!
        let w = main.width / text.count
        let chars = text.enumerated().map { k, c in
            CharacterReading(character: c, confidence: c == "_" ? 0 : 1, segments: Charset.mask(of: c) ?? [],
                             cell: PixelRect(x: k * w + w / 8, y: main.height / 4, width: 3 * w / 4, height: main.height / 2))
        }
        return DisplayReading(quad: display, lines: [LineReading(field: .value, text: text, characters: chars)])
    }

    func testANamedDigitLeftOfTheRowStopsIt() {
        let reader = SevenSegmentReader()
        let display = Quad(Rect(x: 100, y: 50, width: 200, height: 100))
        // The row: the right half (the display's third and fourth places).
        let row = Quad(Rect(x: 200, y: 60, width: 100, height: 80))
        XCTAssertTrue(reader.rowLeavesOutDigit(found("_01_", reader: reader, display: display), display: display, row: row, layout: layout))
        // A 1 or an unresolved place outside the row (a window's edge, clutter) does not.
        XCTAssertFalse(reader.rowLeavesOutDigit(found("_11_", reader: reader, display: display), display: display, row: row, layout: layout))
        XCTAssertFalse(reader.rowLeavesOutDigit(found("__1_", reader: reader, display: display), display: display, row: row, layout: layout))
        // A digit named beyond the row with nothing named beside it inside: clutter the row left out (a label as an 8).
        XCTAssertFalse(reader.rowLeavesOutDigit(found("8_46", reader: reader, display: display), display: display, row: row, layout: layout))
        // The same on the right: "46" read by a row on the left half, the display seeing "468_".
        let leftHalf = Quad(Rect(x: 100, y: 60, width: 100, height: 80))
        XCTAssertTrue(reader.rowLeavesOutDigit(found("468_", reader: reader, display: display), display: display, row: leftHalf, layout: layout))
        // Every named digit inside the row.
        let wide = Quad(Rect(x: 140, y: 60, width: 160, height: 80))
        XCTAssertFalse(reader.rowLeavesOutDigit(found("_01_", reader: reader, display: display), display: display, row: wide, layout: layout))
    }
}
