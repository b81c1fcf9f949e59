import XCTest
@testable import SevenSegment

/// A given display's colour look read without a point where the gray look named no digit but split the
/// line into the same cells and cut no point out among them (`SevenSegmentReader.sameCellsNoPoint`).
final class ColourLookGrayCellsTests: XCTestCase {
    /// A one-line reading of `text` whose characters sit in `cells` (x, width), 40 pixels tall.
    func reading(_ text: String, cells: [(Int, Int)]) -> DisplayReading {
        let chars = zip(Array(text), cells).map { c, cell in
            CharacterReading(character: c, confidence: 1, cell: PixelRect(x: cell.0, y: 0, width: cell.1, height: 40))
        }
        return DisplayReading(lines: [LineReading(field: .value, text: text, characters: chars, issues: [])])
    }

    let floating = SyntheticDisplay.layout(digits: 3, polarity: .lightOnDark, floatingPoint: true)

    /// 40 under glare: the gray look's two unnamed cells hold the colour look's two digits, one each.
    func testUnnamedGrayCellsLikeTheColourLooks() {
        let colour = reading("40", cells: [(0, 46), (32, 49)])
        let gray = reading("__", cells: [(-8, 53), (26, 53)])
        XCTAssertTrue(SevenSegmentReader.neitherShowsPoint(colour, gray: gray, layout: floating, grayCells: true))
        // The switch off: the gray look named no digit, as before.
        XCTAssertFalse(SevenSegmentReader.neitherShowsPoint(colour, gray: gray, layout: floating, grayCells: false))
        XCTAssertFalse(SevenSegmentReader.neitherShowsPoint(colour, gray: gray, layout: floating))
    }

    /// Not where the gray look's cells are other than the colour look's, nor where it cut out a point.
    func testOtherCellsOrAPointLeaveTheLineUnread() {
        let colour = reading("40", cells: [(0, 46), (32, 49)])
        // One wide gray cell holding both digits' middles, and a second one elsewhere.
        XCTAssertFalse(SevenSegmentReader.neitherShowsPoint(colour, gray: reading("__", cells: [(0, 80), (90, 20)]),
                                                            layout: floating, grayCells: true))
        // One gray cell fewer.
        XCTAssertFalse(SevenSegmentReader.neitherShowsPoint(colour, gray: reading("_", cells: [(0, 80)]),
                                                            layout: floating, grayCells: true))
        // The gray look saw a point between them.
        var pointed = reading("__", cells: [(-8, 53), (26, 53)])
        pointed.lines[0].text = "_._"
        XCTAssertFalse(SevenSegmentReader.neitherShowsPoint(colour, gray: pointed, layout: floating, grayCells: true))
        // The colour look lights a segment the gray cell saw dark (a 7 in gray, a 3 on the colour look).
        var seven = reading("__", cells: [(-8, 53), (26, 53)])
        seven.lines[0].characters[1].segments = [.a, .b, .c]
        var three = colour
        three.lines[0].characters[1].segments = [.a, .b, .c, .d, .g]
        XCTAssertFalse(SevenSegmentReader.neitherShowsPoint(three, gray: seven, layout: floating, grayCells: true))
        // Faint in gray is enough: glare may wash a lit segment out to faint.
        seven.lines[0].characters[1].faint = [.d, .g]
        XCTAssertTrue(SevenSegmentReader.neitherShowsPoint(three, gray: seven, layout: floating, grayCells: true))
        // A fixed point is never taken as absent.
        let fixed = SyntheticDisplay.layout(digits: 3, polarity: .lightOnDark, floatingPoint: false, decimals: 1)
        XCTAssertFalse(SevenSegmentReader.neitherShowsPoint(colour, gray: reading("__", cells: [(-8, 53), (26, 53)]),
                                                            layout: fixed, grayCells: true))
    }
}
