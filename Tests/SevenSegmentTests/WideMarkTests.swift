import XCTest
@testable import SevenSegment

/// How wide a narrow mark's ink may be and still be a 1 (`GlyphDecoder.wideMark`); the rendered frames
/// it keeps from misreading are in VitalSnapTests (WideMarkFrameTests).
final class WideMarkTests: XCTestCase {
    func testWideMarkMeasure() {
        // A 1: a stroke or two wide, a third of the digit width.
        XCTAssertFalse(GlyphDecoder.wideMark(ink: 8, digitWidth: 24, stroke: 5))
        XCTAssertFalse(GlyphDecoder.wideMark(ink: 10, digitWidth: 31, stroke: 3))
        // Blurred thick strokes: half the digit width, yet under three strokes.
        XCTAssertFalse(GlyphDecoder.wideMark(ink: 13, digitWidth: 25, stroke: 5))
        // What is left of a 3 or a 7: over half the digit width and three strokes.
        XCTAssertTrue(GlyphDecoder.wideMark(ink: 16, digitWidth: 26.9, stroke: 5))
        XCTAssertTrue(GlyphDecoder.wideMark(ink: 13, digitWidth: 21.8, stroke: 4))
    }
}
