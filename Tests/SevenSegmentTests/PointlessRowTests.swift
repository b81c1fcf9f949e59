import XCTest
@testable import SevenSegment

/// A reading without its optional point, held to the face search's end (`SevenSegmentReader+PointlessRow`):
/// taken only where two rows read it alike and no row saw a point among its digits.
final class PointlessRowTests: XCTestCase {
    func reading(_ text: String, issues: [ReadingIssue] = []) -> DisplayReading {
        var r = DisplayReading()
        r.lines = [LineReading(field: .value, text: text, characters: [], issues: issues)]
        return r
    }

    func testTakenWhereTwoRowsReadItAndNoneSawAPoint() {
        var p = SevenSegmentReader.PointlessRows(least: 2)
        p.note(reading("0129")); p.hold(reading("0129"))
        XCTAssertNil(p.taken, "one row is not enough")
        p.note(reading("0129")); p.hold(reading("0129"))
        XCTAssertEqual(p.taken?.text, "0129")
        // Rows reading other digits, or unresolved ones, say nothing of this point.
        p.note(reading("0_29", issues: [.unknownPattern(position: 1)]))
        p.note(reading("88.88"))
        XCTAssertEqual(p.taken?.text, "0129")
    }

    /// 04.52: one row read 0452 complete, another refused 0452 for its point's place, a third read 04.52.
    func testNotTakenWhereARowSawThePoint() {
        var p = SevenSegmentReader.PointlessRows(least: 2)
        p.hold(reading("0452")); p.hold(reading("0452"))
        p.note(reading("04.52"))
        XCTAssertNil(p.taken)
        var q = SevenSegmentReader.PointlessRows(least: 2)
        q.hold(reading("0452")); q.hold(reading("0452"))
        q.note(reading("0452", issues: [.notAllowed(text: "0452")]))
        XCTAssertNil(q.taken)
        // Another point's place doubted (not this text) does not count.
        var other = SevenSegmentReader.PointlessRows(least: 2)
        other.hold(reading("0452")); other.hold(reading("0452"))
        other.note(reading("0458", issues: [.notAllowed(text: "0458")]))
        XCTAssertEqual(other.taken?.text, "0452")
    }

    /// Two pointless texts held: the rows disagree, nothing is taken.
    func testRowsDisagreeing() {
        var p = SevenSegmentReader.PointlessRows(least: 2)
        p.hold(reading("0129")); p.hold(reading("0129")); p.hold(reading("0128"))
        XCTAssertNil(p.taken)
    }
}
