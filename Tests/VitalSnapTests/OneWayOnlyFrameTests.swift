import XCTest
import SevenSegment
@testable import VitalSnap

/// Nonin Onyx Vantage, harsh, seed 1, frame 47 (99/79): the pulse line's 7 has its lower left bar at 0.42,
/// just on the unlit side of the threshold, and 7 would be the only character either way; the SpO2 line
/// reads 98 (the second 9's lower left bar lit by its neighbour). A segment brightened towards the
/// threshold is not taken away by `GlyphDecoder.oneWayOnly` (only a dim lit one is kept), so the frame
/// stays unread instead of 98/79.
final class OneWayOnlyFrameTests: XCTestCase {
    func testAnUnsureUnlitSegmentDoesNotCompleteAMisreadFrame() throws {
        let reading = try BenchFrame.read("nonin-onyx-vantage-9590", frame: 47, showing: "99/79")
        XCTAssertFalse(reading.isComplete && reading.text != "99/79", "99/79 misread as \(reading.text)")
    }
}
