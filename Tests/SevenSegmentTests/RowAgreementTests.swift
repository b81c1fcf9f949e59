import XCTest
@testable import SevenSegment

/// The row cut out of a found display must not contradict the display's own reading on a right-aligned
/// line (`SevenSegmentReader.rowAgrees`).
final class RowAgreementTests: XCTestCase {
    private func layout(rightAligned: Bool, digits: Int = 3) -> DisplayLayout {
        let line = LineLayout(field: .glucose, region: Rect(x: 0, y: 0, width: 1, height: 1), digits: digits,
                              floatingPoint: true, minimumDigits: 1, rightAligned: rightAligned)
        return DisplayLayout(aspectRatio: 1.6, lines: [line])
    }

    /// A line read as `text`; "_" is a character left unresolved with `open` seen lit.
    private func reading(_ text: String, open: Segments = []) -> DisplayReading {
        let chars = text.map { c -> CharacterReading in
            if c == "_" { return CharacterReading(character: "_", confidence: 0, segments: open) }
            return CharacterReading(character: c, confidence: 1, segments: Charset.mask(of: c) ?? [])
        }
        let issues: [ReadingIssue] = text.contains("_") ? [.unknownPattern(position: 0)] : []
        return DisplayReading(lines: [LineReading(field: .glucose, text: text, characters: chars, issues: issues)])
    }

    /// 388 with its last digit under glare: the display saw "38_", the row cut before the glare reads "38".
    func testARowThatLosesTheDisplaysUnresolvedLastPlaceDoesNotStand() {
        XCTAssertFalse(SevenSegmentReader.rowAgrees(reading("38"), after: reading("38_", open: [.a, .g]),
                                                    layout: layout(rightAligned: true)))
    }

    /// 19.6 with its 6 washed out: the display saw "19._" with a, f and g lit; the row names it 1.
    func testARowThatNamesAnOpenPlaceAgainstItsSegmentsDoesNotStand() {
        XCTAssertFalse(SevenSegmentReader.rowAgrees(reading("19.1"), after: reading("19._", open: [.a, .f, .g]),
                                                    layout: layout(rightAligned: true)))
    }

    /// A row naming the open place as the display's own segments allow, or agreeing outright, stands.
    func testARowThatAgreesStands() {
        let l = layout(rightAligned: true)
        XCTAssertTrue(SevenSegmentReader.rowAgrees(reading("19.6"), after: reading("19._", open: [.a, .c, .d, .e, .f, .g]), layout: l))
        XCTAssertTrue(SevenSegmentReader.rowAgrees(reading("235"), after: reading("235"), layout: l))
        XCTAssertTrue(SevenSegmentReader.rowAgrees(reading("235"), after: DisplayReading(lines: [LineReading(field: .glucose, text: "", characters: [])]), layout: l))
    }

    /// More characters than the line can show: the display took in clutter, which the row leaves out.
    func testClutterBeyondTheLinesPlacesMayBeLeftOut() {
        XCTAssertTrue(SevenSegmentReader.rowAgrees(reading("38"), after: reading("_38_"), layout: layout(rightAligned: true)))
    }

    /// A line that is not right-aligned (a pump's window, a meter's row) may end in clutter: the row reads alone.
    func testALineThatIsNotRightAlignedIsNotHeldToTheDisplaysReading() {
        let l = layout(rightAligned: false, digits: 5)
        XCTAssertTrue(SevenSegmentReader.rowAgrees(reading("37.00"), after: reading("37.0_"), layout: l))
        XCTAssertTrue(SevenSegmentReader.rowAgrees(reading("19.1"), after: reading("19._", open: [.a, .f, .g]), layout: l))
    }
}
