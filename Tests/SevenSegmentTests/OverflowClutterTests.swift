import XCTest
@testable import SevenSegment

/// A later look that lost only the first look's extra character: unnamed, cut by the line's border, on a
/// line showing more characters than it can (`SevenSegmentReader.onlyOverflowClutterLost`).
final class OverflowClutterTests: XCTestCase {
    let display = GrayImage(width: 260, height: 60, fill: 128)
    let region = Rect(x: 0, y: 0, width: 1, height: 1)
    let zero = Charset.mask(of: "0") ?? []

    /// A line of characters in cells 40 px apart from `x0`, each 34 px wide.
    func line(_ text: String, x0: Int, issues: [ReadingIssue] = []) -> LineReading {
        let chars = text.enumerated().map { i, c in
            CharacterReading(character: c, confidence: c == "_" ? 0.2 : 1, segments: c == "_" ? [.b] : (Charset.mask(of: c) ?? []),
                             cell: PixelRect(x: x0 + 40 * i, y: 5, width: 34, height: 50))
        }
        return LineReading(field: .value, text: text, characters: chars, issues: issues)
    }

    func testAnExtraCellAtTheBorderIsClutter() {
        // "_23000" on a five-digit line, its first cell from the border: "23000" lost only clutter.
        let first = line("_23000", x0: -10, issues: [.unknownPattern(position: 0)])
        let later = line("23000", x0: 30)
        XCTAssertTrue(SevenSegmentReader.onlyOverflowClutterLost(first, later, digits: 5, display: display, region: region))
    }

    func testNoOverflowOrACellInsideTheLineIsNotClutter() {
        // As many characters as the line can show: the lost one may be a digit (a faded leading 1).
        let first = line("_3000", x0: -10, issues: [.unknownPattern(position: 0)])
        XCTAssertFalse(SevenSegmentReader.onlyOverflowClutterLost(first, line("3000", x0: 30), digits: 5, display: display, region: region))
        // The lost cell stands inside the line, off its border.
        let inside = line("_23000", x0: 5, issues: [.unknownPattern(position: 0)])
        XCTAssertFalse(SevenSegmentReader.onlyOverflowClutterLost(inside, line("23000", x0: 45), digits: 5, display: display, region: region))
    }

    func testANamedLostCellOrAContradictionIsNotClutter() {
        // The lost character was named: a digit.
        let named = line("123000", x0: -10)
        XCTAssertFalse(SevenSegmentReader.onlyOverflowClutterLost(named, line("23000", x0: 30), digits: 5, display: display, region: region))
        // The first look named another character where the later look has one.
        let other = line("_28000", x0: -10, issues: [.unknownPattern(position: 0)])
        XCTAssertFalse(SevenSegmentReader.onlyOverflowClutterLost(other, line("23000", x0: 30), digits: 5, display: display, region: region))
    }
}
