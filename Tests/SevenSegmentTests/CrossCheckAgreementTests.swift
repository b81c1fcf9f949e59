import XCTest
@testable import SevenSegment

/// The cross-check between a line's two views, character by character (`SevenSegmentReader.differs`).
final class CrossCheckAgreementTests: XCTestCase {
    let zero = CharacterReading(character: "0", confidence: 1, segments: Charset.mask(of: "0") ?? [])

    func reading(_ c: Character, _ confidence: Double, _ segments: Segments) -> CharacterReading {
        CharacterReading(character: c, confidence: confidence, segments: segments)
    }

    func testStrictAcceptsTheSameSegmentsSeenLessClearly() {
        let same = zero.segments
        // Same segments, named: agree.
        XCTAssertFalse(SevenSegmentReader.differs(zero, reading("0", 0.9, same), strict: true, minimumConfidence: 0.6))
        // Same segments, unresolved but with half the reader's margin or more: agree.
        XCTAssertFalse(SevenSegmentReader.differs(zero, reading("_", 0.5, same), strict: true, minimumConfidence: 0.6))
        // Same segments, barely: the other view cannot tell, so it does not vouch for the first.
        XCTAssertTrue(SevenSegmentReader.differs(zero, reading("_", 0.3, same), strict: true, minimumConfidence: 0.6))
    }

    func testStrictRefusesOtherSegmentsHoweverClear() {
        let eight = Charset.mask(of: "8") ?? []
        XCTAssertTrue(SevenSegmentReader.differs(zero, reading("8", 1, eight), strict: true, minimumConfidence: 0.6))
        XCTAssertTrue(SevenSegmentReader.differs(zero, reading("_", 0.9, eight), strict: true, minimumConfidence: 0.6))
    }

    func testRelaxedRefusesOnlyClearlyOtherSegments() {
        let eight = Charset.mask(of: "8") ?? []
        XCTAssertTrue(SevenSegmentReader.differs(zero, reading("8", 0.9, eight), strict: false, minimumConfidence: 0.6))
        XCTAssertFalse(SevenSegmentReader.differs(zero, reading("_", 0.3, eight), strict: false, minimumConfidence: 0.6))
        XCTAssertFalse(SevenSegmentReader.differs(zero, reading("_", 0.3, zero.segments), strict: false, minimumConfidence: 0.6))
    }
}

/// A character one view left unresolved, named by the other view's clear reading of the same segments
/// (`ConfirmedCharacters`).
final class ConfirmedCharacterTests: XCTestCase {
    let five = Charset.mask(of: "5") ?? []

    func line(_ c: Character, _ confidence: Double, _ segments: Segments, issues: [ReadingIssue] = []) -> DecodedLine {
        let zero = CharacterReading(character: "0", confidence: 1, segments: Charset.mask(of: "0") ?? [])
        return DecodedLine(characters: [zero, CharacterReading(character: c, confidence: confidence, segments: segments)],
                           issues: issues, separation: 0.8)
    }

    func testTheSameSegmentsSeenClearlyNameTheCharacter() {
        let unsure = line("_", 0.55, five, issues: [.ambiguous(position: 1)])
        let out = ConfirmedCharacters.resolved(unsure, by: line("5", 1, five), minimumConfidence: 0.6)
        XCTAssertEqual(out.characters.map(\.character), ["0", "5"])
        XCTAssertTrue(out.issues.isEmpty)
    }

    func testABarelyDecidedSegmentStaysUnresolved() {
        let unsure = line("_", 0.4, five, issues: [.ambiguous(position: 1)])
        let out = ConfirmedCharacters.resolved(unsure, by: line("5", 1, five), minimumConfidence: 0.6)
        XCTAssertEqual(out.characters.map(\.character), ["0", "_"])
        XCTAssertEqual(out.issues, [.ambiguous(position: 1)])
    }

    func testOtherSegmentsOrAnUnclearOtherViewDoNotName() {
        let unsure = line("_", 0.55, five, issues: [.ambiguous(position: 1)])
        let six = Charset.mask(of: "6") ?? []
        XCTAssertEqual(ConfirmedCharacters.resolved(unsure, by: line("6", 1, six), minimumConfidence: 0.6).characters[1].character, "_")
        XCTAssertEqual(ConfirmedCharacters.resolved(unsure, by: line("_", 0.5, five), minimumConfidence: 0.6).characters[1].character, "_")
    }

    func testAnUnknownPatternStaysUnresolved() {
        let unknown = line("_", 0.9, [.a, .b], issues: [.unknownPattern(position: 1)])
        let out = ConfirmedCharacters.resolved(unknown, by: line("_", 1, [.a, .b], issues: [.unknownPattern(position: 1)]), minimumConfidence: 0.6)
        XCTAssertEqual(out.characters[1].character, "_")
    }
}
