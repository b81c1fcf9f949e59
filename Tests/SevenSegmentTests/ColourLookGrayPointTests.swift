import XCTest
@testable import SevenSegment

/// A fixed point the colour look lost, taken from the gray look of the same display
/// (`SevenSegmentReader+ColourLookGrayPoint`): 03.59 whose colour look read 0359.
final class ColourLookGrayPointTests: XCTestCase {
    /// The panel timer's line: four digits, two after a point that may be unlit.
    let timer = DisplayLayout(aspectRatio: 2.4, lines: [
        LineLayout(field: .value, region: Rect(x: 0, y: 0, width: 1, height: 1), digits: 4, decimals: 2,
                   polarity: .lightOnDark, minimumDigits: 4, optionalPoint: true, leadingZeros: true),
    ])

    /// A one-line reading of `text`, its characters (points left out) in cells 20 pixels wide every 30
    /// pixels from `x0`.
    func reading(_ text: String, x0: Int = 0, issues: [ReadingIssue] = []) -> DisplayReading {
        let chars = text.filter { $0 != "." }.enumerated().map { i, c in
            CharacterReading(character: c, confidence: 1, segments: Charset.mask(of: c) ?? [],
                             cell: PixelRect(x: x0 + 30 * i, y: 0, width: 20, height: 40))
        }
        return DisplayReading(lines: [LineReading(field: .value, text: text, characters: chars, issues: issues)])
    }

    func testTheColourLookTakesTheGrayLooksPointAtTheLayoutsPlace() {
        let colour = reading("0359", x0: 2, issues: [.notAllowed(text: "0359")])
        let taken = SevenSegmentReader.withGrayPoint(colour, gray: reading("_3.59"), layout: timer)
        XCTAssertEqual(taken.text, "03.59")
        XCTAssertTrue(taken.isComplete)
    }

    func testNoPointTakenElsewhere() {
        let colour = reading("0359", x0: 2, issues: [.notAllowed(text: "0359")])
        // The gray point at another place than the layout's.
        XCTAssertFalse(SevenSegmentReader.withGrayPoint(colour, gray: reading("_35.9"), layout: timer).isComplete)
        // A character beside the point named otherwise, or not named, by the gray look.
        XCTAssertFalse(SevenSegmentReader.withGrayPoint(colour, gray: reading("_8.59"), layout: timer).isComplete)
        XCTAssertFalse(SevenSegmentReader.withGrayPoint(colour, gray: reading("_3._9"), layout: timer).isComplete)
        // The gray cells elsewhere (a digit more or less in either look).
        XCTAssertFalse(SevenSegmentReader.withGrayPoint(colour, gray: reading("_3.59", x0: 30), layout: timer).isComplete)
        // No point in the gray look, or two.
        XCTAssertFalse(SevenSegmentReader.withGrayPoint(colour, gray: reading("_359"), layout: timer).isComplete)
        XCTAssertFalse(SevenSegmentReader.withGrayPoint(colour, gray: reading("_3.5.9"), layout: timer).isComplete)
    }

    func testOnlyALineLackingNothingButItsPoint() {
        let gray = reading("_3.59")
        // Another doubt on the colour look's line.
        let doubted = reading("0359", issues: [.notAllowed(text: "0359"), .ambiguous(position: 0)])
        XCTAssertFalse(SevenSegmentReader.withGrayPoint(doubted, gray: gray, layout: timer).isComplete)
        // An unnamed character.
        let unnamed = reading("_359", issues: [.notAllowed(text: "_359")])
        XCTAssertFalse(SevenSegmentReader.withGrayPoint(unnamed, gray: gray, layout: timer).isComplete)
        // A floating point is no fixed place.
        let floating = DisplayLayout(aspectRatio: 2.4, lines: [
            LineLayout(field: .value, region: Rect(x: 0, y: 0, width: 1, height: 1), digits: 4, floatingPoint: true,
                       polarity: .lightOnDark),
        ])
        let colour = reading("0359", issues: [.notAllowed(text: "0359")])
        XCTAssertFalse(SevenSegmentReader.withGrayPoint(colour, gray: gray, layout: floating).isComplete)
    }

    /// `reading(text)` whose segmenter cut one point after character `cut` (the text not showing it).
    func reading(_ text: String, x0: Int = 0, cut: Int) -> DisplayReading {
        var r = reading(text, x0: x0)
        r.lines[0].pointsCutAfter = [cut]
        return r
    }

    func testAPointTheGrayLookCutAtAPlaceItsLostDigitMovedIsTaken() {
        // 03.19: the colour look read 0319 complete, its point merged into the 3; the gray look lost the 9
        // to glare (031) and cut the point after its 3, at no place its three digits have one.
        let colour = reading("0319", x0: 2)
        let taken = SevenSegmentReader.withGrayPoint(colour, gray: reading("031", cut: 1), layout: timer, cutPoints: true)
        XCTAssertEqual(taken.text, "03.19")
        XCTAssertTrue(taken.isComplete)
        // Not with the rule off.
        XCTAssertEqual(SevenSegmentReader.withGrayPoint(colour, gray: reading("031", cut: 1), layout: timer).text, "0319")
    }

    func testACutPointElsewhereOrBesideAnotherCharacterIsNotTaken() {
        let colour = reading("0319", x0: 2)
        // After the 0: not the layout's place in the colour reading.
        XCTAssertEqual(SevenSegmentReader.withGrayPoint(colour, gray: reading("031", cut: 0), layout: timer, cutPoints: true).text, "0319")
        // The character after the point named otherwise by the gray look.
        XCTAssertEqual(SevenSegmentReader.withGrayPoint(colour, gray: reading("037", cut: 1), layout: timer, cutPoints: true).text, "0319")
        // Two points cut.
        var two = reading("031", cut: 1)
        two.lines[0].pointsCutAfter = [0, 1]
        XCTAssertEqual(SevenSegmentReader.withGrayPoint(colour, gray: two, layout: timer, cutPoints: true).text, "0319")
    }
}
