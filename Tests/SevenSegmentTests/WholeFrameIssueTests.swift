import XCTest
@testable import SevenSegment

/// A frame read without a quad that is itself a crop of a display whose digits do not all read: the
/// reading gives the line's own reasons, not "display not found".
final class WholeFrameIssueTests: XCTestCase {
    func testACropWithAnUnreadableDigitSaysWhyNotDisplayNotFound() {
        let d = SyntheticDisplay(text: "183")
        var image = d.render()
        // The middle 8 loses its four verticals: three bars alone are no character.
        let left = d.margin + d.digitWidth + d.spacing
        for y in d.margin..<(d.margin + d.digitHeight) {
            for x in left..<(left + d.thickness) { image[x, y] = d.background }
            for x in (left + d.digitWidth - d.thickness)..<(left + d.digitWidth) { image[x, y] = d.background }
        }
        let reading = SevenSegmentReader().read(image, layout: SyntheticDisplay.layout(digits: 3), quad: nil)
        XCTAssertFalse(reading.isComplete, "never a guess: \(reading.text)")
        XCTAssertFalse(reading.issues.contains(.displayNotFound), "\(reading.issues)")
        XCTAssertEqual(reading.lines.count, 1)
        XCTAssertEqual(reading.lines.first?.characters.isEmpty, false, "the cells that were seen are reported")
        XCTAssertTrue(reading.text.contains("_"), "the unreadable digit is shown unresolved: \(reading.text)")
    }

    func testAnImageWithoutADisplayStillSaysDisplayNotFound() {
        let blank = GrayImage(width: 160, height: 60, fill: 128)
        let reading = SevenSegmentReader().read(blank, layout: SyntheticDisplay.layout(digits: 3), quad: nil)
        XCTAssertFalse(reading.isComplete)
        XCTAssertTrue(reading.lines.allSatisfy { $0.characters.isEmpty })
    }
}
