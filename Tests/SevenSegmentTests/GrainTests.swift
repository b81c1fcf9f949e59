import XCTest
@testable import SevenSegment

/// Grain between characters (small specks as tall as the digits: the grainy rest of unlit segments in a
/// binarised crop) makes no cell: its column run holds no piece as large as a quarter of a segment.
final class GrainTests: XCTestCase {
    /// "118", digits 60 px tall, with specks 4 px square every 7 px filling the second digit's box left
    /// of its stroke.
    func image() -> GrayImage {
        var d = SyntheticDisplay(text: "118")
        d.digitHeight = 60; d.digitWidth = 30; d.thickness = 7; d.spacing = 10
        var img = d.render()
        let left = d.margin + d.digitWidth + d.spacing
        for y0 in stride(from: d.margin, to: d.margin + d.digitHeight - 3, by: 7) {
            for x0 in stride(from: left, to: left + d.digitWidth - d.thickness - 8, by: 7) {
                for y in y0..<(y0 + 4) { for x in x0..<(x0 + 4) { img[x, y] = d.ink } }
            }
        }
        return img
    }

    func testGrainBetweenCharactersMakesNoCell() {
        let layout = LineLayout(field: .value, region: Rect(x: 0, y: 0, width: 1, height: 1), digits: 3, minimumDigits: 2)
        let reading = SevenSegmentReader().readLine(image(), line: layout, hints: RecognitionHints(slantDegrees: 0))
        XCTAssertEqual(reading.text, "118")
        XCTAssertTrue(reading.isComplete, "\(reading.issues)")
    }

    func testSegmentIsNoGrain() throws {
        // The same line without grain: every run holds a segment, none is taken for grain.
        var d = SyntheticDisplay(text: "118")
        d.digitHeight = 60; d.digitWidth = 30; d.thickness = 7; d.spacing = 10
        let strip = try XCTUnwrap(LineSplitter().split(d.render(), region: Rect(x: 0, y: 0, width: 1, height: 1), polarity: .darkOnLight).strip)
        let line = DigitSegmenter().segment(strip, hints: RecognitionHints(slantDegrees: 0))
        XCTAssertEqual(line.cells.count, 3)
    }
}
