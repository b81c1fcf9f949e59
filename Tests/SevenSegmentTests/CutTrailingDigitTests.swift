import XCTest
@testable import SevenSegment

/// A last digit smeared taller than the others, so that its strokes reach the strip's top and bottom:
/// the ink cleaner drops it as a bezel edge cut by the border, and the line must not read as the digits
/// before it ("105" as "10").
final class CutTrailingDigitTests: XCTestCase {
    /// "10" in a three-digit line, digits 60 px tall, and a 5-like piece in the third place running
    /// from the image's top row to its bottom row; `gapAfter` columns of background after it.
    func image(gapAfter: Int = 4) -> GrayImage {
        var d = SyntheticDisplay(text: "10 ")
        d.digitHeight = 60; d.digitWidth = 26; d.thickness = 6
        var image = d.render()
        let left = d.margin + 2 * (d.digitWidth + d.spacing), right = left + d.digitWidth
        let h = image.height, t = d.thickness
        func fill(_ x0: Int, _ x1: Int, _ y0: Int, _ y1: Int) {
            for y in y0..<y1 { for x in x0..<x1 { image[x, y] = d.ink } }
        }
        fill(left, right, 0, t)                      // top bar, on the top row
        fill(left, left + t, 0, h / 2)               // upper left
        fill(left, right, h / 2 - t / 2, h / 2 + t / 2) // middle bar
        fill(right - t, right, h / 2, h)             // lower right, down to the bottom row
        fill(left, right, h - t, h)                  // bottom bar, on the bottom row
        return image.crop(PixelRect(x: 0, y: 0, width: min(image.width, right + gapAfter), height: h))
    }

    let whole = Rect(x: 0, y: 0, width: 1, height: 1)

    func testLineShortOfASmearedLastDigitIsNotRead() {
        let img = image()
        let layout = LineLayout(field: .value, region: whole, digits: 3, minimumDigits: 2)
        let reading = SevenSegmentReader().readLine(img, line: layout, hints: RecognitionHints(slantDegrees: 0))
        XCTAssertFalse(reading.text == "10" && reading.isComplete, "\(reading.text) \(reading.issues)")
    }

    func testPieceAtTheSideOrThinIsNotADigit() throws {
        let img = image()
        let strip = try XCTUnwrap(LineSplitter().split(img, region: whole, polarity: .darkOnLight).strip)
        let line = DigitSegmenter().segment(strip, hints: RecognitionHints(slantDegrees: 0))
        XCTAssertEqual(line.cells.count, 2)
        let grid = DigitGrid(region: whole, displayWidth: img.width, strip: strip, digits: 3)
        XCTAssertTrue(CutTrailingDigit.suspected(strip, line, grid: grid, digits: 3))
        XCTAssertFalse(CutTrailingDigit.suspected(strip, line, grid: grid, digits: 2), "line already full")
        var atSide = strip
        atSide.cutPieces = strip.cutPieces.map { PixelRect(x: $0.x, y: $0.y, width: strip.width - $0.x, height: $0.height) }
        XCTAssertFalse(CutTrailingDigit.suspected(atSide, line, grid: grid, digits: 3), "touches the strip's side")
        var thin = strip
        thin.cutPieces = strip.cutPieces.map { PixelRect(x: $0.x, y: $0.y, width: 3, height: $0.height) }
        XCTAssertFalse(CutTrailingDigit.suspected(thin, line, grid: grid, digits: 3), "a thin line")
    }
}
