import XCTest
import SevenSegment
@testable import VitalSnap

/// Harsh rendered frames (seed 1) where glare or noise washed out most of a leading 1, leaving a short
/// upright piece of its stroke (`DigitSegmenter.isStrokeRemains`): 127 read as 27 (OneTouch Verio Flex,
/// frame 197) and 139.9 as 39.9 (Omron HN-289, frame 198); seed 7, 111.6 as 11.6 (Omron HN-289, frame
/// 24: the piece stands a pitch before the next 1's stroke, just before that 1's box).
final class StrokeRemainsFrameTests: XCTestCase {
    func testAWashedOutLeadingOneLeavesTheLineUnsure() throws {
        for (slug, index, text, short) in [("onetouch-verio-flex", 197, "127", "27"), ("omron-hn-289", 198, "139.9", "39.9")] {
            let reading = try BenchFrame.read(slug, frame: index, showing: text)
            XCTAssertFalse(reading.isComplete && reading.text != text, "\(text) misread as \(reading.text)")
            // The frame still shows the case: the digits after the lost 1 read, the line not sure.
            XCTAssertEqual(reading.lines.first?.text, short, text)
            XCTAssertTrue(reading.lines[0].issues.contains(.ambiguous(position: 0)), "\(text): \(reading.lines[0].issues)")
        }
        let reading = try BenchFrame.read("omron-hn-289", frame: 24, showing: "111.6", seed: 7)
        XCTAssertFalse(reading.isComplete && reading.text != "111.6", "111.6 misread as \(reading.text)")
        XCTAssertEqual(reading.lines.first?.text, "11.6")
    }
}
