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
        let meter = try catalog.resolve("contour-next-one")
        XCTAssertTrue(meter.display.lines[0].rightAligned)
        let frameRect = meter.overlay.overlayFrame(previewWidth: 640, previewHeight: 480)
        let display = meter.overlay.displayFrame(previewWidth: 640, previewHeight: 480)
        for (text, seed, seen) in [("221", UInt64(131), "21"), ("281", UInt64(150), "26")] {
            let frame = try FrameRenderer(perturbation: .harsh, seed: seed)
                .render(layout: meter.display, text: text, width: 640, height: 480, meter: frameRect, display: display)
            let reading = SevenSegmentReader().read(frame.image, layout: meter.display, quad: Quad(display))
            XCTAssertFalse(reading.isComplete && reading.text != text, "\(text) misread as \(reading.text)")
            // The frame still shows the case this test is about.
            XCTAssertEqual(reading.lines.first?.text, seen, text)
            XCTAssertTrue(reading.lines[0].issues.contains(.digitCountMismatch(expected: 3, found: 2)),
                          "\(text): \(reading.lines[0].issues)")
        }
    }
}
