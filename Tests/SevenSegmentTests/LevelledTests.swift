import XCTest
@testable import SevenSegment

/// A given quad drawn turned round a display that stands level (`SevenSegmentReader+Levelled`): where
/// it reads nothing, the same quad turned level about its centre is read.
final class LevelledTests: XCTestCase {
    /// Light level digits on a dark frame, the display 40 pixels in from the frame's sides.
    func frame(_ text: String) -> (GrayImage, Quad, DisplayLayout) {
        var d = SyntheticDisplay(text: text)
        d.ink = 235; d.background = 15; d.margin = 8
        let display = d.render()
        var img = GrayImage(width: display.width + 80, height: display.height + 80, fill: 15)
        for y in 0..<display.height { for x in 0..<display.width { img[x + 40, y + 40] = display[x, y] } }
        let layout = SyntheticDisplay.layout(digits: 3, polarity: .lightOnDark, floatingPoint: false,
                                             aspect: Double(d.width) / Double(d.height))
        return (img, Quad(Rect(x: 40, y: 40, width: Double(display.width), height: Double(display.height))), layout)
    }

    func testATurnedBoxRoundLevelDigitsReadsLevelled() {
        let (img, level, layout) = frame("274")
        XCTAssertEqual(SevenSegmentReader().read(img, layout: layout, quad: level).text, "274")
        for degrees in [-35.0, 40.0] {
            let box = SevenSegmentReader.turned(level, degrees: degrees)
            XCTAssertEqual(SevenSegmentReader.turnAngle(box), degrees, accuracy: 1e-6)
            assertReadsOnlyWithRule(img, layout: layout, quad: box, expected: "274", "\(degrees)") { $0.readsLevelled = false }
        }
    }

    func testALevelBoxHasNoLevelTwin() {
        let (img, level, layout) = frame("274")
        let cut = DisplayReading(quad: level, issues: [.displayNotFound])
        XCTAssertNil(SevenSegmentReader().readLevelled(img, layout: layout, given: level, asGiven: cut))
        let slight = SevenSegmentReader.turned(level, degrees: SevenSegmentReader.levelTurn / 2)
        XCTAssertNil(SevenSegmentReader().readLevelled(img, layout: layout, given: slight, asGiven: cut))
    }

    func testABoxThatReadEveryCharacterKeepsItsDoubt() {
        func reading(_ text: String, _ issues: [ReadingIssue] = []) -> DisplayReading {
            let chars = text.map { CharacterReading(character: $0, confidence: 1) }
            return DisplayReading(lines: [LineReading(field: .value, text: text, characters: chars, issues: issues)])
        }
        let level = reading("0435")
        // The box as given read every character and was refused for its point: its doubt stands.
        XCTAssertFalse(SevenSegmentReader.cutAcross(reading("0435", [.notAllowed(text: "0435")]), level: level))
        // A character unresolved, or one lost: the box cut across the digits.
        XCTAssertTrue(SevenSegmentReader.cutAcross(reading("04_5", [.unknownPattern(position: 2)]), level: level))
        XCTAssertTrue(SevenSegmentReader.cutAcross(reading("435", [.tooFewDigits(minimum: 4, found: 3)]), level: level))
    }

    func testTurnedKeepsTheQuadsSize() {
        let q = Quad(Rect(x: 10, y: 20, width: 60, height: 30))
        let t = SevenSegmentReader.turned(q, degrees: 20)
        XCTAssertEqual(Dewarper.size(of: t).width, 60, accuracy: 1e-9)
        XCTAssertEqual(Dewarper.size(of: t).height, 30, accuracy: 1e-9)
        let back = SevenSegmentReader.turned(t, degrees: -20)
        XCTAssertEqual(back.topLeft.x, 10, accuracy: 1e-9)
        XCTAssertEqual(back.topLeft.y, 20, accuracy: 1e-9)
    }
}
