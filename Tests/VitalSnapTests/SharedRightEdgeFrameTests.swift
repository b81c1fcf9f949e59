import XCTest
import SevenSegment
@testable import VitalSnap

/// Harsh rendered Omron M3 frames (those of `vitalsnap bench --peripheral omron-m3 --perturbation harsh`,
/// seed 1, frames 102 and 150) where glare washed out the systolic line's trailing digit: 171/73/88 read
/// as a complete 17/73/88 and 143/51/52 as 14/51/52. The systolic line stops a digit short of the
/// diastolic line below it, which shares its right edge in the layout, so it is not read.
final class SharedRightEdgeFrameTests: XCTestCase {
    func testAWashedOutTrailingDigitIsNotReadAsAShorterNumber() throws {
        let catalog = try Catalog.load(directory: Catalog.bundledDirectory.path)
        let m3 = try catalog.resolve("omron-m3")
        let meter = m3.overlay.overlayFrame(previewWidth: 640, previewHeight: 480)
        let display = m3.overlay.displayFrame(previewWidth: 640, previewHeight: 480)
        for (text, seed, short) in [("171/73/88", UInt64(103), "17"), ("143/51/52", UInt64(151), "14")] {
            let frame = try FrameRenderer(perturbation: .harsh, seed: seed)
                .render(layout: m3.display, text: text, width: 640, height: 480, meter: meter, display: display)
            let reading = SevenSegmentReader().read(frame.image, layout: m3.display, quad: Quad(display))
            XCTAssertFalse(reading.isComplete && reading.text != text, "\(text) misread as \(reading.text)")
            // The frame still shows the case this test is about: the systolic line's digits read, one short.
            XCTAssertEqual(reading.lines.first?.text, short, text)
            XCTAssertTrue(reading.lines[0].issues.contains(.digitCountMismatch(expected: 3, found: 2)),
                          "\(text): \(reading.lines[0].issues)")
        }
    }
}
