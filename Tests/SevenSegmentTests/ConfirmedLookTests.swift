import XCTest
@testable import SevenSegment

/// A line neither look read, read again with the plain ink's cells and points and each character
/// confirmed by the bar-response ink (`SevenSegmentReader.confirmedLook`): when the bar view may confirm
/// and when the confirmed look stands.
final class ConfirmedLookTests: XCTestCase {
    func char(_ c: Character, _ confidence: Double = 1) -> CharacterReading {
        let segments: Segments = c == "_" ? (Charset.mask(of: "1") ?? []) : (Charset.mask(of: c) ?? [])
        return CharacterReading(character: c, confidence: confidence, segments: segments)
    }

    func reading(_ chars: [CharacterReading], issues: [ReadingIssue] = []) -> LineReading {
        LineReading(field: .value, text: String(chars.map(\.character)), characters: chars, issues: issues)
    }

    // The plain ink's "_29" (a leading 1 just short of sure), the bar view's "129" refused for lacking a point.
    lazy var first = reading([char("_", 0.59), char("2"), char("9")], issues: [.ambiguous(position: 0)])
    lazy var second = reading([char("1", 0.64), char("2"), char("9")])

    func testTheBarViewConfirmsALineItSeesAlike() {
        XCTAssertTrue(SevenSegmentReader.mayConfirm(first: first, second: second, crossCheck: .none))
        XCTAssertTrue(SevenSegmentReader.mayConfirm(first: first, second: second, crossCheck: .relaxed))
        XCTAssertTrue(SevenSegmentReader.confirmedLookStands(reading([char("1"), char("2"), char("9")]), after: first))
    }

    func testABarViewSeeingAnotherNumberOfCharactersDoesNotConfirm() {
        // The plain ink lost a leading 1 ("_6" where the bars see "_26"): "26" must not be confirmed.
        let lost = reading([char("_", 0.51), char("6")], issues: [.ambiguous(position: 0)])
        let more = reading([char("_", 0.53), char("2", 0.62), char("6")], issues: [.ambiguous(position: 0)])
        XCTAssertFalse(SevenSegmentReader.mayConfirm(first: lost, second: more, crossCheck: .none))
        let fewer = reading([char("2"), char("9")])
        XCTAssertFalse(SevenSegmentReader.mayConfirm(first: first, second: fewer, crossCheck: .none))
    }

    func testUnderTheStrictCrossCheckTheFirstLookAlreadyWasConfirmed() {
        XCTAssertFalse(SevenSegmentReader.mayConfirm(first: first, second: second, crossCheck: .strict))
    }

    func testAnIncompleteOrContradictingLookDoesNotStand() {
        XCTAssertFalse(SevenSegmentReader.confirmedLookStands(
            reading([char("_", 0.55), char("2"), char("9")], issues: [.ambiguous(position: 0)]), after: first))
        XCTAssertFalse(SevenSegmentReader.confirmedLookStands(reading([char("1"), char("2"), char("8")]), after: first))
    }
}
