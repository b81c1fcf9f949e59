import XCTest
@testable import SevenSegment

/// A given box's reading left open only at unresolved characters, completed by the row of digits found
/// inside the box (`SevenSegmentReader+GivenRowFill`).
final class GivenRowFillTests: XCTestCase {
    let layout = TimerWindowScene.layout

    func scene(_ text: String) -> TimerWindowScene { .wideMargin(text) }
    func looseBox(_ s: TimerWindowScene) -> Quad { s.looseBox }

    func reader(filling: Bool = true) -> SevenSegmentReader {
        var r = SevenSegmentReader()
        r.options.completesFromGivenRow = filling
        return r
    }

    /// The box's own reading of the window with characters taken back out: the characters at `open`
    /// (positions as the reader counts them, the point aside) unresolved.
    func opened(_ r: DisplayReading, at open: [Int]) -> DisplayReading {
        var o = r
        var text = Array(o.lines[0].text)
        let places = text.indices.filter { text[$0] != "." }
        for p in open {
            text[places[p]] = "_"
            o.lines[0].characters[p].character = "_"
            o.lines[0].issues.append(.unknownPattern(position: p))
        }
        o.lines[0].text = String(text)
        return o
    }

    func testUnresolvedCharactersAreFilledByTheRow() throws {
        let s = scene("21.58")
        let box = looseBox(s), image = s.render()
        let read = reader(filling: false).read(image, layout: layout, quad: box)
        XCTAssertEqual(read.text, "21.58")
        let open = opened(read, at: [3])
        XCTAssertEqual(open.text, "21.5_")
        XCTAssertFalse(open.isComplete)
        let filled = try XCTUnwrap(reader().completedByRow(open, image: image, layout: layout, display: box))
        XCTAssertEqual(filled.text, "21.58")
        XCTAssertTrue(filled.isComplete)
        // Two of four open: still anchored by what the box saw.
        XCTAssertEqual(reader().completedByRow(opened(read, at: [0, 3]), image: image, layout: layout, display: box)?.text, "21.58")
        // The rule off: nothing filled.
        XCTAssertNil(reader(filling: false).completedByRow(open, image: image, layout: layout, display: box))
    }

    func testTheBoxsOwnCharactersAndDoubtsStand() {
        let s = scene("21.58")
        let box = looseBox(s), image = s.render()
        let read = reader(filling: false).read(image, layout: layout, quad: box)
        // A character the box named otherwise (another display's 7 where the window shows 1): not filled.
        var other = opened(read, at: [3])
        var t = Array(other.lines[0].text); t[1] = "7"; other.lines[0].text = String(t)
        XCTAssertNil(reader().completedByRow(other, image: image, layout: layout, display: box))
        // A doubt about a character the box named (a guard's, as `BorderBar`'s): the row does not overrule it.
        var doubted = opened(read, at: [3])
        doubted.lines[0].issues.append(.ambiguous(position: 1))
        XCTAssertNil(reader().completedByRow(doubted, image: image, layout: layout, display: box))
        // A digit the box may have lost (`CoveredDigit`, `CutTrailingDigit`): not filled.
        var lost = opened(read, at: [3])
        lost.lines[0].issues.append(.digitCountMismatch(expected: 4, found: 5))
        XCTAssertNil(reader().completedByRow(lost, image: image, layout: layout, display: box))
        // More left open than named: not filled.
        XCTAssertNil(reader().completedByRow(opened(read, at: [0, 1, 3]), image: image, layout: layout, display: box))
        // A display not found or too dim: not filled.
        var dim = opened(read, at: [3])
        dim.issues.append(.lowContrast)
        XCTAssertNil(reader().completedByRow(dim, image: image, layout: layout, display: box))
    }
}
