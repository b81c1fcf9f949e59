import SevenSegment
import XCTest
@testable import VitalSnap

final class ReadingMatcherTests: XCTestCase {
    func line(_ text: String, issues: [ReadingIssue] = []) -> LineReading {
        LineReading(field: .value, text: text, characters: text.map { CharacterReading(character: $0, confidence: 0.9) },
                    issues: issues)
    }

    func reading(_ texts: String..., issues: [ReadingIssue] = []) -> DisplayReading {
        DisplayReading(lines: texts.map { line($0) }, issues: issues)
    }

    func outcome(_ r: DisplayReading, _ expected: String, _ mode: MatchMode = .exact, line: Int? = nil) -> EvalOutcome {
        ReadingMatcher.match(r, expected: expected, mode: mode, line: line).outcome
    }

    func testExactMatchCountsLeadingZerosAndDecimalPoint() {
        XCTAssertEqual(outcome(reading("08.36"), "08.36"), .correct)
        XCTAssertEqual(outcome(reading("8.36"), "08.36"), .misread)
        XCTAssertEqual(outcome(reading("0836"), "08.36"), .misread)
        XCTAssertEqual(outcome(reading("47.60", "17.252"), "47.60/17.252"), .correct)
        XCTAssertEqual(outcome(reading("47.60", "17.25"), "47.60/17.252"), .misread)
    }

    func testIntegerMatchUsesIntegerPartOfFirstLine() {
        XCTAssertEqual(outcome(reading("33.01"), "33", .integer), .correct)
        XCTAssertEqual(outcome(reading("33"), "33", .integer), .correct)
        XCTAssertEqual(outcome(reading("033.01"), "33", .integer), .correct, "leading zeros ignored")
        XCTAssertEqual(outcome(reading("3301"), "33", .integer), .misread, "a lost decimal point is a misread")
        XCTAssertEqual(outcome(reading("38.01"), "33", .integer), .misread)
        XCTAssertEqual(outcome(reading("33.01", "12.345"), "33", .integer), .correct, "second line ignored")
        XCTAssertEqual(outcome(reading("0.50"), "0", .integer), .correct)
    }

    func testFewerLinesThanTheLabelAreIncompleteNotWrong() {
        // A photo of two displays read with a one-line peripheral: the line read is on the display.
        let first = ReadingMatcher.match(reading("46.29"), expected: "46.29/14.033", mode: .exact, line: nil)
        XCTAssertEqual(first.outcome, .noread)
        XCTAssertEqual(first.reasons, ["fewer-lines-than-label"])
        XCTAssertEqual(outcome(reading("14.033"), "46.29/14.033"), .noread, "the second display's line")
        XCTAssertEqual(outcome(reading("46.28"), "46.29/14.033"), .misread, "a line that is on neither display")
        XCTAssertEqual(outcome(reading("14.033", "46.29"), "46.29/14.033"), .misread, "lines out of order")
        XCTAssertEqual(outcome(reading("46.29", "14.03"), "46.29/14.033"), .misread, "as many lines: compared whole")
        XCTAssertTrue(ReadingMatcher.isLabelWithLinesMissing(["1", "3"], ["1", "2", "3"]))
        XCTAssertFalse(ReadingMatcher.isLabelWithLinesMissing(["1", "2"], ["1", "2"]))
    }

    func testLineSelectsOneLine() {
        XCTAssertEqual(outcome(reading("47.60", "17.252"), "17.252", line: 2), .correct)
        XCTAssertEqual(outcome(reading("47.60", "17.252"), "47.60", line: 1), .correct)
        XCTAssertEqual(outcome(reading("47.60", "17.252"), "47.60", line: 2), .misread)
        XCTAssertEqual(outcome(reading("47.60", "1_.252"), "47.60", line: 1), .correct, "other lines do not matter")
        XCTAssertEqual(outcome(reading("47.60"), "47.60", line: 2), .noread, "missing line")
    }

    func testNoReads() {
        XCTAssertEqual(outcome(DisplayReading(issues: [.displayNotFound]), "12"), .noread)
        XCTAssertEqual(outcome(DisplayReading(), "12"), .noread, "nothing read at all")
        XCTAssertEqual(outcome(reading("1_"), "12"), .noread, "unresolved character")
        XCTAssertEqual(outcome(reading(""), "12"), .noread)
        XCTAssertEqual(outcome(reading("12", issues: [.glare]), "12"), .noread, "frame-level issue")
        let r = DisplayReading(lines: [line("12", issues: [.digitCountMismatch(expected: 3, found: 2)])])
        let m = ReadingMatcher.match(r, expected: "12", mode: .exact, line: nil)
        XCTAssertEqual(m.outcome, .noread, "even a right text is a no-read when the reader flagged it")
        XCTAssertEqual(m.reasons, ["digit-count-mismatch"])
        XCTAssertEqual(ReadingMatcher.match(reading("1_"), expected: "12", mode: .exact, line: nil).reasons,
                       ["unresolved-character"])
    }

    func testComparedTextIsReported() {
        let m = ReadingMatcher.match(reading("033.01"), expected: "033", mode: .integer, line: nil)
        XCTAssertEqual(m.compared, "33")
        XCTAssertEqual(m.expected, "33")
        XCTAssertEqual(m.outcome, .correct)
    }
}
