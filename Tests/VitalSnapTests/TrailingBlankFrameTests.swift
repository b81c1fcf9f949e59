import XCTest
import SevenSegment
@testable import VitalSnap

/// Harsh rendered Contour Next One frames (`vitalsnap bench --peripheral contour-next-one --perturbation
/// harsh`, seed 1, frames 130 and 149) that read as complete shorter numbers: 221 as 21 (the meter held
/// a position off the overlay, its leading 2 outside the line's region) and 281 as 26 (glare washing out
/// the trailing 1 and an 8's upper right). The glucose line is right-aligned in the catalog
/// (`rightAligned`), so a blank last position is refused.
final class TrailingBlankFrameTests: XCTestCase {
    func testAShortNumberWithABlankLastPositionIsNotRead() throws {
        let catalog = try Catalog.load(directory: Catalog.bundledDirectory.path)
        XCTAssertTrue(try catalog.resolve("contour-next-one").display.lines[0].rightAligned)
        for (text, index, seen) in [("221", 130, "21"), ("281", 149, "26")] {
            let reading = try BenchFrame.read("contour-next-one", frame: index, showing: text)
            XCTAssertFalse(reading.isComplete && reading.text != text, "\(text) misread as \(reading.text)")
            // The frame still shows the case this test is about.
            XCTAssertEqual(reading.lines.first?.text, seen, text)
            XCTAssertTrue(reading.lines[0].issues.contains(.digitCountMismatch(expected: 3, found: 2)),
                          "\(text): \(reading.lines[0].issues)")
        }
    }
}
