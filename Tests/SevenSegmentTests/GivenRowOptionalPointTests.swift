import XCTest
@testable import SevenSegment

/// A timer's optional point that a loose box's reading left out, seen by the row of digits inside the box
/// (`SevenSegmentReader+GivenRowOptionalPoint`).
final class GivenRowOptionalPointTests: XCTestCase {
    let layout = TimerWindowScene.layout

    /// The box's reading of `text` through the loose box of a window showing `text`, the rule off.
    private func boxReading(_ text: String, box: Quad) -> DisplayReading {
        var r = SevenSegmentReader()
        r.options.checksGivenRow = false
        return r.read(TimerWindowScene.wideMargin(text).render(), layout: layout, quad: box)
    }

    func testTheRowsPointAtTheLinesPlaceIsTaken() throws {
        let shown = TimerWindowScene.wideMargin("12.34")
        let box = shown.looseBox, image = shown.render()
        // The box read the digits without their point (here: a window showing them without it).
        let pointless = boxReading("1234", box: box)
        XCTAssertEqual(pointless.text, "1234")
        XCTAssertTrue(pointless.isComplete)
        // The row, read as found and stepped, shows the point at the line's one place.
        let reader = SevenSegmentReader()
        let row = try XCTUnwrap(reader.digitRowQuad(image, layout: layout, quad: box, largestShare: SevenSegmentReader.givenRowLargestShare))
        let asFound = reader.read(image, layout: layout, display: row, margin: 0, crossCheck: .relaxed, stretchedRetry: true)
        XCTAssertEqual(asFound.text, "12.34")
        let taken = try XCTUnwrap(reader.optionalPointSeenByRow(pointless, rowAsFound: asFound, image: image, layout: layout, row: row))
        XCTAssertTrue(taken.isComplete)
        XCTAssertEqual(taken.text, "12.34")
        // Through the whole check.
        let checked = reader.checkedAgainstRow(pointless, image: image, layout: layout, display: box)
        XCTAssertEqual(checked.text, "12.34")
        XCTAssertTrue(checked.isComplete)
        // Rule off: refused, as any point the box and its row disagree on.
        var off = SevenSegmentReader()
        off.options.takesOptionalPointFromRow = false
        XCTAssertNil(off.optionalPointSeenByRow(pointless, rowAsFound: asFound, image: image, layout: layout, row: row))
        let refused = off.checkedAgainstRow(pointless, image: image, layout: layout, display: box)
        XCTAssertFalse(refused.isComplete)
        XCTAssertEqual(refused.text, "1234")
    }

    func testOnlyAnOptionalFixedPointTheBoxLeftOut() throws {
        let shown = TimerWindowScene.wideMargin("12.34")
        let box = shown.looseBox, image = shown.render()
        let reader = SevenSegmentReader()
        let row = try XCTUnwrap(reader.digitRowQuad(image, layout: layout, quad: box, largestShare: SevenSegmentReader.givenRowLargestShare))
        let asFound = reader.read(image, layout: layout, display: row, margin: 0, crossCheck: .relaxed, stretchedRetry: true)
        XCTAssertEqual(asFound.text, "12.34")
        XCTAssertTrue(asFound.isComplete)
        let pointless = boxReading("1234", box: box)
        // A point the box saw and the row did not: not this rule's.
        XCTAssertNil(reader.optionalPointSeenByRow(asFound, rowAsFound: pointless, image: image, layout: layout, row: row))
        // A floating point, or a fixed one that is always lit: the place is not known, or nothing was left out.
        for edit in [{ (l: inout LineLayout) in l.floatingPoint = true }, { (l: inout LineLayout) in l.optionalPoint = false }] {
            var other = layout
            edit(&other.lines[0])
            XCTAssertNil(reader.optionalPointSeenByRow(pointless, rowAsFound: asFound, image: image, layout: other, row: row))
        }
        // The row's point at another place than the line's.
        var moved = asFound
        moved.lines[0].text = "123.4"
        XCTAssertNil(reader.optionalPointSeenByRow(pointless, rowAsFound: moved, image: image, layout: layout, row: row))
        // Other digits.
        let other = boxReading("1734", box: box)
        XCTAssertEqual(other.text, "1734")
        XCTAssertNil(reader.optionalPointSeenByRow(other, rowAsFound: asFound, image: image, layout: layout, row: row))
    }

    func testThePointGoesBeforeTheLastDecimals() {
        XCTAssertEqual(SevenSegmentReader.withPoint("0714", decimals: 2), "07.14")
        XCTAssertEqual(SevenSegmentReader.withPoint("384", decimals: 1), "38.4")
        XCTAssertNil(SevenSegmentReader.withPoint("14", decimals: 2))
        XCTAssertNil(SevenSegmentReader.withPoint("0714", decimals: 0))
    }
}
