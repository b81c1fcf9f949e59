import XCTest
@testable import SevenSegment

/// An unnamed mark at a found display's left border, a whole empty place before the digits (a window's
/// corner): the line is read again without it (`SevenSegmentReader.leadingClutterCut`).
final class LeadingClutterTests: XCTestCase {
    /// "35.00" after two blank places, with a window's corner (a bracket no digit is made of) at the left
    /// border where the first place is.
    private func display(corner: Bool, text: String = "  35.00") -> (GrayImage, DisplayLayout) {
        var d = SyntheticDisplay(text: text)
        d.margin = 6
        var image = d.render()
        if corner {
            // A bracket as tall as the digits: an upright bar with a bar along its top and its foot.
            let top = d.margin, bottom = d.margin + d.digitHeight
            for y in top..<bottom { for x in 0..<d.thickness { image[x, y] = d.ink } }
            for y in Array(top..<(top + d.thickness)) + Array((bottom - d.thickness)..<bottom) {
                for x in 0..<(d.digitWidth - 2) { image[x, y] = d.ink }
            }
        }
        let layout = SyntheticDisplay.layout(digits: 5, floatingPoint: false, decimals: 2,
                                             aspect: Double(d.width) / Double(d.height))
        return (image, layout)
    }

    func testACornerApartFromTheDigitsIsLeftOut() {
        let (image, layout) = display(corner: true)
        let reader = SevenSegmentReader()
        let line = reader.readLine(image, line: layout.lines[0], hints: layout.hints, crossCheck: .relaxed)
        XCTAssertTrue(line.isComplete, "\(line.text) \(line.issues)")
        XCTAssertEqual(line.text, "35.00")
    }

    /// The same mark in the place just before the digits may be a digit that did not read (80 seen as
    /// "_0.00"): the line stays unsure.
    func testAMarkInTheNextPlaceIsNotLeftOut() {
        let (image, layout) = display(corner: true, text: " 35.00")
        let line = SevenSegmentReader().readLine(image, line: layout.lines[0], hints: layout.hints, crossCheck: .relaxed)
        XCTAssertFalse(line.isComplete, "\(line.text) \(line.issues)")
    }
}
