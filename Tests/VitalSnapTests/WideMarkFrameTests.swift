import XCTest
import SevenSegment
@testable import VitalSnap

/// Harsh rendered frames (seed 1) where glare washed out the left end of a digit's bars: what is left
/// is a narrow mark with bar stubs beside its stroke, far wider than a 1's (`GlyphDecoder.wideMark`).
/// Read as a 1 it made 376 into 176 (OneTouch Verio Flex, frame 163) and 16.7 into 16.1 (FreeStyle
/// Lite in mmol/L, frame 194).
final class WideMarkFrameTests: XCTestCase {
    func testADigitWithWashedBarsIsNotReadAsAOne() throws {
        for (slug, index, text) in [("onetouch-verio-flex", 163, "376"), ("freestyle-lite-mmol", 194, "16.7")] {
            let reading = try BenchFrame.read(slug, frame: index, showing: text)
            XCTAssertFalse(reading.isComplete && reading.text != text, "\(text) misread as \(reading.text)")
            // The frame still shows the case: one character left unsure, the others read.
            XCTAssertEqual(reading.text.filter { $0 == "_" }.count, 1, "\(text): \(reading.text)")
        }
    }
}
