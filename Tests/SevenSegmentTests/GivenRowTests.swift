import XCTest
@testable import SevenSegment

/// A given box looser than its display, its reading checked against the row of digits found inside it
/// (`SevenSegmentReader+GivenRow`).
final class GivenRowTests: XCTestCase {
    let layout = TimerWindowScene.layout

    func scene(_ text: String) -> TimerWindowScene { .wideMargin(text) }
    func looseBox(_ s: TimerWindowScene) -> Quad { s.looseBox }

    func reader(checking: Bool) -> SevenSegmentReader {
        var r = SevenSegmentReader()
        r.options.checksGivenRow = checking
        return r
    }

    /// A complete reading the row contradicts (here another display's "27.58" set against a window showing
    /// "21.58", the row's variants agreeing on that) is refused, not replaced by the row's.
    func testContradictedReadingIsRefused() throws {
        let shown = scene("21.58"), other = scene("27.58")
        let box = looseBox(shown)
        let wrong = reader(checking: false).read(other.render(), layout: layout, quad: box)
        XCTAssertEqual(wrong.text, "27.58")
        XCTAssertTrue(wrong.isComplete)
        let image = shown.render()
        let checked = reader(checking: true).checkedAgainstRow(wrong, image: image, layout: layout, display: box)
        XCTAssertFalse(checked.isComplete)
        XCTAssertEqual(checked.text, "27.58")
        XCTAssertTrue(checked.lines[0].issues.contains(.ambiguous(position: 1)), "\(checked.lines[0].issues)")
        // Rule off: the reading stands.
        XCTAssertTrue(reader(checking: false).checkedAgainstRow(wrong, image: image, layout: layout, display: box).isComplete)
        // The row agreeing: the box's own reading is kept as it is.
        let right = reader(checking: false).read(image, layout: layout, quad: box)
        XCTAssertEqual(right.text, "21.58")
        let kept = reader(checking: true).checkedAgainstRow(right, image: image, layout: layout, display: box)
        XCTAssertTrue(kept.isComplete)
        XCTAssertEqual(kept.quad, right.quad)
    }

    /// An incomplete reading is left as it is: the row, cut tight round the digits, would read it past the
    /// guards that left it incomplete (see `BorderBarTests`, `CoveredDigitTests`).
    func testIncompleteReadingIsLeftIncomplete() {
        let shown = scene("03.46")
        let box = looseBox(shown), image = shown.render()
        var unsure = reader(checking: false).read(image, layout: layout, quad: box)
        XCTAssertEqual(unsure.text, "03.46")
        unsure.lines[0].issues.append(.ambiguous(position: 1))
        let checked = reader(checking: true).checkedAgainstRow(unsure, image: image, layout: layout, display: box)
        XCTAssertFalse(checked.isComplete)
        XCTAssertEqual(checked.lines[0].issues, unsure.lines[0].issues)
    }

    /// A line that fills only part of its display (digits beside a glucometer's icons): the row found in
    /// the box does not stand for the line, so it is not compared.
    func testLineFillingPartOfTheDisplayIsNotChecked() {
        let shown = scene("21.58"), other = scene("27.58")
        let box = looseBox(shown)
        var partial = layout
        partial.lines[0].region = Rect(x: 0, y: 0, width: 0.7, height: 1)
        let wrong = reader(checking: false).read(other.render(), layout: layout, quad: box)
        XCTAssertEqual(wrong.text, "27.58")
        let checked = reader(checking: true).checkedAgainstRow(wrong, image: shown.render(), layout: partial, display: box)
        XCTAssertEqual(checked.text, "27.58")
    }

    /// The row reading the box's digits with the point elsewhere, or with none (`SevenSegmentReader+GivenRowPoint`):
    /// the box's reading (here another display's "2158" set against a window showing "21.58") is refused
    /// without asking the row's variants.
    func testPointDisputedByTheRowIsRefused() {
        let shown = scene("21.58")
        let box = looseBox(shown), image = shown.render()
        let wrong = reader(checking: false).read(scene("2158").render(), layout: layout, quad: box)
        XCTAssertEqual(wrong.text, "2158")
        XCTAssertTrue(wrong.isComplete)
        // What the row would read: the window's digits with their point.
        let t = reader(checking: false).read(image, layout: layout, quad: box)
        XCTAssertEqual(t.text, "21.58")
        XCTAssertTrue(t.isComplete)
        XCTAssertTrue(reader(checking: true).pointDisputedByRow(wrong, rowAsFound: t))
        var off = reader(checking: true)
        off.options.refusesPointAgainstRow = false
        XCTAssertFalse(off.pointDisputedByRow(wrong, rowAsFound: t))
        // The same text, or other digits, are no dispute about the point.
        XCTAssertFalse(reader(checking: true).pointDisputedByRow(t, rowAsFound: t))
        let other = reader(checking: false).read(scene("27.58").render(), layout: layout, quad: box)
        XCTAssertEqual(other.text, "27.58")
        XCTAssertFalse(reader(checking: true).pointDisputedByRow(other, rowAsFound: t))
        // Checked whole: refused where the texts part, at the box's third character.
        let checked = reader(checking: true).checkedAgainstRow(wrong, image: image, layout: layout, display: box)
        XCTAssertFalse(checked.isComplete)
        XCTAssertEqual(checked.text, "2158")
        XCTAssertTrue(checked.lines[0].issues.contains(.ambiguous(position: 2)), "\(checked.lines[0].issues)")
    }
}
