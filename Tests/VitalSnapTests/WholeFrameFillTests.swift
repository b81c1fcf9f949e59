import XCTest
@testable import SevenSegment
@testable import VitalSnap

/// Mild rendered photos of a OneTouch Verio Flex (seed 3) read with no quad: the whole frame taken for the
/// display put the layout's line over the meter body and the window, and its cells read 73 as 68 and
/// 316 as 89, complete and sure. Their digits fill 0.45 of that line; a crop's fill 0.58 or more
/// (`SevenSegmentReader.minimumFill`), and the display implied by those cells does not read the same
/// (`focusedAgrees`), so the display found in the frame is read instead.
final class WholeFrameFillTests: XCTestCase {
    func testAPhotoOfAMeterIsNotReadAsACropOfItsDisplay() throws {
        for (index, text) in [(38, "73"), (77, "316")] {
            let (image, layout) = try BenchFrame.frame("onetouch-verio-flex", frame: index, showing: text,
                                                       perturbation: .mild, seed: 3)
            let reader = SevenSegmentReader()
            // The case: the whole frame read as the display gives another complete number.
            let whole = Quad(Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)))
            let wholeFrame = reader.read(image, layout: layout, display: whole, margin: 0, crossCheck: .relaxed)
            XCTAssertTrue(wholeFrame.isComplete, "\(text): \(wholeFrame.text)")
            XCTAssertNotEqual(wholeFrame.text, text)
            XCTAssertFalse(reader.fillsLines(wholeFrame, layout: layout, margin: 0))
            XCTAssertFalse(reader.focusedAgrees(wholeFrame, image: image, layout: layout))
            // Read with no quad: not that number.
            let reading = reader.read(image, layout: layout, quad: nil)
            XCTAssertFalse(reading.isComplete && reading.text != text, "\(text) misread as \(reading.text)")
            XCTAssertEqual(reading.text, text)
        }
    }

    func testACropOfADisplayFillsItsLines() throws {
        // The same meter's display cut out of a clean frame: its digits fill the line.
        let (image, layout) = try BenchFrame.frame("onetouch-verio-flex", frame: 38, showing: "73", perturbation: .none, seed: 3)
        let reader = SevenSegmentReader()
        let found = reader.read(image, layout: layout, quad: nil)
        XCTAssertEqual(found.text, "73")
        let display = try XCTUnwrap(found.quad)
        let xs = [display.topLeft.x, display.topRight.x, display.bottomRight.x, display.bottomLeft.x]
        let ys = [display.topLeft.y, display.topRight.y, display.bottomRight.y, display.bottomLeft.y]
        let crop = image.crop(PixelRect(x: Int(xs.min()!), y: Int(ys.min()!), width: Int(xs.max()! - xs.min()!),
                                           height: Int(ys.max()! - ys.min()!)))
        let whole = Quad(Rect(x: 0, y: 0, width: Double(crop.width), height: Double(crop.height)))
        let reading = reader.read(crop, layout: layout, display: whole, margin: 0, crossCheck: .relaxed)
        XCTAssertEqual(reading.text, "73")
        XCTAssertTrue(reader.fillsLines(reading, layout: layout, margin: 0),
                      "fill \(reader.lineFill(reading, layout: layout, margin: 0) ?? -1)")
    }
}
