import XCTest
import SevenSegment
@testable import VitalSnap

/// Harsh rendered frames a line's confirmed look reads (`SevenSegmentReader.confirmedLook`): the plain
/// ink's cells and points, each character confirmed by the bar-response ink.
final class ConfirmedLookFrameTests: XCTestCase {
    /// Accu-Chek Guide, seed 1, frames 2 and 86: a last digit the plain ink left just short of sure, which
    /// the bar view decodes to the same segments clearly.
    func testACharacterTheBarViewConfirmsIsRead() throws {
        for (text, index) in [("206", 2), ("173", 86)] {
            let reading = try BenchFrame.read("accu-chek-guide", frame: index, showing: text)
            XCTAssertEqual(reading.text, text)
            XCTAssertTrue(reading.isComplete, "\(text): \(reading.lines.map(\.issues))")
        }
    }

    /// OneTouch Verio Flex, seed 7, frame 7: the plain ink lost the leading 1 of 126 ("_6"), the bar view
    /// sees three characters ("_26"): it cannot confirm the plain ink's two, and 126 is not read as 26.
    func testABarViewSeeingMoreCharactersConfirmsNothing() throws {
        let reading = try BenchFrame.read("onetouch-verio-flex", frame: 7, showing: "126", seed: 7)
        XCTAssertFalse(reading.isComplete && reading.text != "126", "126 misread as \(reading.text)")
    }
}
