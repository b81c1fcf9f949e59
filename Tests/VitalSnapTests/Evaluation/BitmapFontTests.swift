import SevenSegment
import XCTest
@testable import VitalSnap

final class BitmapFontTests: XCTestCase {
    func testDrawsTextPixelsInsideItsBox() {
        var img = ColorImage(GrayImage(width: 60, height: 20, fill: 0))
        img.drawText("18", x: 2, y: 2, scale: 2, color: (255, 0, 0))
        let size = BitmapFont.size(of: "18", scale: 2)
        XCTAssertEqual(size.width, 22)
        XCTAssertEqual(size.height, 14)
        var lit = 0
        for y in 0..<img.height {
            for x in 0..<img.width where img.pixels[(y * img.width + x) * 3 + 2] == 255 {
                lit += 1
                XCTAssertTrue(x >= 2 && x < 2 + size.width && y >= 2 && y < 2 + size.height, "(\(x),\(y)) outside")
            }
        }
        // "1" has 10 font pixels, "8" has 17: 27 squares of 2x2.
        XCTAssertEqual(lit, 27 * 4)
    }

    func testEveryDigitHasADistinctGlyph() {
        let digits = "0123456789".map { BitmapFont.glyph($0) }
        XCTAssertEqual(Set(digits.map { $0.description }).count, 10)
        XCTAssertEqual(BitmapFont.glyph("h"), BitmapFont.glyph("H"), "lower case drawn as capitals")
        XCTAssertNotEqual(BitmapFont.glyph("r"), BitmapFont.glyph("R"))
    }
}
