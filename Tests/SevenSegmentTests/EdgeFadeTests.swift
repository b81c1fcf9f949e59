import XCTest
@testable import SevenSegment

/// The last character beside a window's edge: a segment one view shows clearly lit and the other sees
/// just short of its threshold is the same segment seen less clearly (`SevenSegmentReader.fadedBesideEdge`).
final class EdgeFadeTests: XCTestCase {
    let one = CharacterReading(character: "1", confidence: 1, segments: [.b, .c])
    let zero = CharacterReading(character: "0", confidence: 1, segments: Charset.mask(of: "0") ?? [])

    func reading(_ c: Character, _ confidence: Double, _ segments: Segments, faint: Segments = []) -> CharacterReading {
        CharacterReading(character: c, confidence: confidence, segments: segments, faint: faint)
    }

    func testAFootFadedBesideTheEdgeAgrees() {
        // A last "1" whose foot the bar response sees just under the threshold: agreement beside the edge
        // (floor 0), a difference anywhere else.
        let faded = reading("_", 0.2, [.b], faint: [.c])
        XCTAssertFalse(SevenSegmentReader.differs(one, faded, strict: true, minimumConfidence: 0.6, besideEdge: true))
        XCTAssertTrue(SevenSegmentReader.differs(one, faded, strict: true, minimumConfidence: 0.6))
    }

    func testASegmentClearlyOffOrAddedStillDiffers() {
        // The foot clearly off in the other view, or a segment the named character does not have.
        XCTAssertTrue(SevenSegmentReader.differs(one, reading("_", 0.9, [.b]), strict: true, minimumConfidence: 0.6, besideEdge: true))
        XCTAssertTrue(SevenSegmentReader.differs(one, reading("7", 1, [.a, .b, .c]), strict: true, minimumConfidence: 0.6, besideEdge: true))
        XCTAssertTrue(SevenSegmentReader.differs(one, reading("_", 0.3, [.a, .b], faint: [.c]), strict: true, minimumConfidence: 0.6, besideEdge: true))
        // The named character itself unclear: nothing vouches for the faded segment.
        XCTAssertTrue(SevenSegmentReader.differs(reading("1", 0.5, [.b, .c]), reading("_", 0.2, [.b], faint: [.c]),
                                                 strict: true, minimumConfidence: 0.6, besideEdge: true))
    }

    func line(_ chars: [CharacterReading], issues: [ReadingIssue]) -> DecodedLine {
        DecodedLine(characters: chars, issues: issues, separation: 0.8)
    }

    func testTheLastCharacterBesideTheEdgeIsNamedByTheClearView() {
        // A last "0" whose lower right bar the plain ink sees just short of its threshold by the bezel's
        // shadow: named by the other view's clear 0 beside the edge only, and only as the last character.
        let faded = reading("_", 0.3, [.a, .b, .d, .e, .f], faint: [.c])
        let unsure = line([zero, faded], issues: [.unknownPattern(position: 1)])
        let clear = line([zero, zero], issues: [])
        let named = ConfirmedCharacters.resolved(unsure, by: clear, minimumConfidence: 0.6, lastBesideEdge: true)
        XCTAssertEqual(named.characters.map(\.character), ["0", "0"])
        XCTAssertTrue(named.issues.isEmpty)
        XCTAssertEqual(ConfirmedCharacters.resolved(unsure, by: clear, minimumConfidence: 0.6).characters[1].character, "_")
        let first = line([faded, zero], issues: [.unknownPattern(position: 0)])
        XCTAssertEqual(ConfirmedCharacters.resolved(first, by: clear, minimumConfidence: 0.6, lastBesideEdge: true).characters[0].character, "_")
    }

    func testASegmentClearlyOffStaysUnresolvedBesideTheEdge() {
        let off = reading("_", 0.9, [.a, .b, .d, .e, .f])
        let out = ConfirmedCharacters.resolved(line([zero, off], issues: [.unknownPattern(position: 1)]), by: line([zero, zero], issues: []),
                                               minimumConfidence: 0.6, lastBesideEdge: true)
        XCTAssertEqual(out.characters[1].character, "_")
        XCTAssertEqual(out.issues, [.unknownPattern(position: 1)])
    }
}
