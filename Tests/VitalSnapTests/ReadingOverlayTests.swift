import Foundation
import SevenSegment
import XCTest
@testable import VitalSnap

final class ReadingOverlayTests: XCTestCase {
    func testDebugDrawingShowsQuadCellsAndLitSegments() throws {
        let frame = GrayImage(width: 200, height: 100, fill: 128)
        let quad = Quad(Rect(x: 50, y: 20, width: 100, height: 60))
        let crop = GrayImage(width: 100, height: 60, fill: 200)
        let reading = DisplayReading(quad: quad, lines: [LineReading(field: .glucose, text: "1", characters: [
            CharacterReading(character: "1", confidence: 1, segments: [.b, .c], cell: PixelRect(x: 40, y: 5, width: 30, height: 50)),
        ])], crop: crop)
        let image = ColorImage.readingOverlay(frame: frame, reading: reading)
        func rgb(_ x: Int, _ y: Int) -> [UInt8] { let i = (y * 200 + x) * 3; return [image.pixels[i + 2], image.pixels[i + 1], image.pixels[i]] }
        XCTAssertEqual(rgb(100, 80), [0, 220, 0], "complete reading: green quad")
        // Segment b of the cell: x = 40 + 0.8 * 30 = 64 in the crop → 50 + 64 = 114 in the frame, y ≈ 20 + 15.
        XCTAssertEqual(rgb(114, 35), [255, 220, 0], "lit segment b in yellow")
        // The crop is pasted in the corner, scaled to a third of the frame width.
        XCTAssertEqual(rgb(10, 10), [200, 200, 200])
        let empty = ColorImage.readingOverlay(frame: frame, reading: DisplayReading(issues: [.displayNotFound]))
        XCTAssertEqual(empty, ColorImage(frame))
    }

    func testDisabledPeripheralIsRefusedUnlessAllowed() throws {
        var p = try Catalog.load(directory: Catalog.bundledDirectory.path).resolve("omron-m3")
        p.disabled = true
        let catalog = Catalog(peripherals: [p])
        XCTAssertThrowsError(try catalog.resolve("omron-m3")) { XCTAssertTrue("\($0)".contains("disabled"), "\($0)") }
        XCTAssertEqual(try catalog.resolve("101", allowDisabled: true).slug, "omron-m3")
        XCTAssertTrue(catalog.supported.isEmpty)
    }
}
