import XCTest
@testable import SevenSegment

/// Outline-style (hollow) segments: strong ink on both sides of a stroke-wide window counts as a stroke.
final class OutlineStrokeTests: XCTestCase {
    func testBracketedNeedsStrongInkOnBothSides() {
        XCTAssertGreaterThan(OutlineStroke.bracketed(left: 1, right: 1), 0.6)
        XCTAssertLessThan(OutlineStroke.bracketed(left: 1, right: 0.2), 0)
        XCTAssertLessThan(OutlineStroke.bracketed(left: 0.1, right: 1), 0)
    }
}
