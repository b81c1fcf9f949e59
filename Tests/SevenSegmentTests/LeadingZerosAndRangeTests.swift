import XCTest
@testable import SevenSegment

/// The layout says what a line can show: how few digits (`minimumDigits`), whether it pads with
/// leading zeros (`leadingZeros`), and which values (`range`). A reading outside that lost or invented
/// a digit and is not read.
final class LeadingZerosAndRangeTests: XCTestCase {
    func pulse(minimumDigits: Int = 1, leadingZeros: Bool = false, range: ValueRange? = nil) -> LineLayout {
        LineLayout(field: .pulse, region: Rect(x: 0.25, y: 0.2, width: 0.51, height: 0.6), digits: 3,
                   minimumDigits: minimumDigits, leadingZeros: leadingZeros, range: range)
    }

    func read(_ text: String, _ line: LineLayout) throws -> LineReading {
        let layout = DisplayLayout(aspectRatio: 2.2, lines: [line], hints: RecognitionHints(slantDegrees: 8))
        let image = try DisplayRenderer().render(layout: layout, text: text, width: 320)
        let quad = Quad(Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)))
        return try XCTUnwrap(SevenSegmentReader().read(image, layout: layout, quad: quad).lines.first)
    }

    /// Fewest digits 2 refuses a lone digit (pulse 8 is 80 or 85 with a digit lost) and, without
    /// leading zeros, still refuses 08: the two settings no longer share one number.
    func testMinimumDigitsAndLeadingZerosAreSeparate() throws {
        let line = pulse(minimumDigits: 2)
        let lone = try read("8", line)
        XCTAssertFalse(lone.isComplete)
        XCTAssertTrue(lone.issues.contains(.tooFewDigits(minimum: 2, found: 1)), "\(lone.issues)")
        XCTAssertEqual(ReadingIssue.tooFewDigits(minimum: 2, found: 1).message, "expected at least 2 digits, found 1")
        XCTAssertFalse(try read("08", line).isComplete)
        let r = try read("85", line)
        XCTAssertTrue(r.isComplete, "\(r.issues)")
        XCTAssertEqual(r.text, "85")
        // One digit allowed: 8 reads, 08 still does not.
        XCTAssertEqual(try read("8", pulse()).text, "8")
        XCTAssertTrue(try read("8", pulse()).isComplete)
        XCTAssertFalse(try read("08", pulse()).isComplete)
    }

    /// A display that pads with zeros shows 08 as a value.
    func testPaddedDisplayReadsLeadingZero() throws {
        let r = try read("08", pulse(minimumDigits: 2, leadingZeros: true))
        XCTAssertTrue(r.isComplete, "\(r.issues)")
        XCTAssertEqual(r.text, "08")
    }

    /// A number outside the line's range is not read; the ends are inside.
    func testValueOutsideTheRangeIsNotRead() throws {
        let line = pulse(minimumDigits: 2, range: ValueRange(minimum: 30, maximum: 250))
        for text in ["30", "71", "250"] {
            let r = try read(text, line)
            XCTAssertTrue(r.isComplete, "\(text): \(r.issues)")
            XCTAssertEqual(r.text, text)
        }
        for text in ["27", "251", "711"] {
            let r = try read(text, line)
            XCTAssertFalse(r.isComplete, "\(text) read as \(r.text)")
            XCTAssertTrue(r.issues.contains(.notAllowed(text: text)), "\(text): \(r.issues)")
        }
    }

    /// The new keys decode from a peripheral's line, with their defaults when absent.
    func testDecodesFromJSON() throws {
        let json = #"{"field": "pulse", "region": {"x": 0, "y": 0, "width": 1, "height": 1}, "digits": 3,"#
            + #" "minimumDigits": 2, "leadingZeros": true, "range": {"minimum": 30, "maximum": 250}}"#
        let line = try JSONDecoder().decode(LineLayout.self, from: Data(json.utf8))
        XCTAssertEqual(line.minimumDigits, 2)
        XCTAssertTrue(line.leadingZeros)
        XCTAssertEqual(line.range, ValueRange(minimum: 30, maximum: 250))
        let bare = try JSONDecoder().decode(LineLayout.self, from: Data(#"{"field": "pulse", "region": {"x": 0, "y": 0, "width": 1, "height": 1}, "digits": 3}"#.utf8))
        XCTAssertFalse(bare.leadingZeros)
        XCTAssertNil(bare.range)
        XCTAssertTrue(LineLayout.jsonKeys.isSuperset(of: ["leadingZeros", "range"]))
    }
}
