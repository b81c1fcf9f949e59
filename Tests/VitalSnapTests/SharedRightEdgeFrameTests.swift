import XCTest
import SevenSegment
@testable import VitalSnap

/// Harsh rendered Omron M3 frames (those of `vitalsnap bench --peripheral omron-m3 --perturbation harsh`,
/// seed 1, frames 102 and 150) where glare washed out the systolic line's trailing digit: 171/73/88 read
/// as a complete 17/73/88 and 143/51/52 as 14/51/52. The systolic line stops a digit short of the
/// diastolic line below it, which shares its right edge in the layout, so it is not read.
final class SharedRightEdgeFrameTests: XCTestCase {
    func testAWashedOutTrailingDigitIsNotReadAsAShorterNumber() throws {
        for (text, index, short) in [("171/73/88", 102, "17"), ("143/51/52", 150, "14")] {
            let reading = try BenchFrame.read("omron-m3", frame: index, showing: text)
            XCTAssertFalse(reading.isComplete && reading.text != text, "\(text) misread as \(reading.text)")
            // The frame still shows the case this test is about: the systolic line's digits read, one short.
            XCTAssertEqual(reading.lines.first?.text, short, text)
            XCTAssertTrue(reading.lines[0].issues.contains(.digitCountMismatch(expected: 3, found: 2)),
                          "\(text): \(reading.lines[0].issues)")
        }
    }
}
