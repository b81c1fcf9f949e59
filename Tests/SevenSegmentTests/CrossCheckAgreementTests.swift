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
