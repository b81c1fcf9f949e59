import XCTest
@testable import SevenSegment

/// A bottom bar with a window's frame just beyond it, in the bar view (`BarFilter+FrameBeyondBand`).
final class FrameBeyondBandTests: XCTestCase {
    /// A 60x40 ink image (ink positive, background 20): a 4-row bar at rows 24..<28, x 10..<30 (the bottom
    /// bar of a digit whose band ends at row 28), and below it, from row 28 on, `frame` (x range) inked as
    /// dark as the bar.
    func image(frame: Range<Int>) -> [Int32] {
        var img = [Int32](repeating: 20, count: 60 * 40)
        for y in 24..<28 { for x in 10..<30 { img[y * 60 + x] = 120 } }
        for y in 28..<40 { for x in frame { img[y * 60 + x] = 120 } }
        return img
    }

    func testAFrameAcrossTheWidthIsNoBackgroundOfTheBar() {
        let img = image(frame: 0..<60)
        let plain = BarFilter.response(img, width: 60, height: 40, scales: [3, 5], outside: 20)
        XCTAssertEqual(plain[25 * 60 + 20], 0, "the frame right under the bar takes its response away")
        let r = BarFilter.discountingFrame(img, bars: plain, width: 60, height: 40, scales: [3, 5], outside: 20, band: 10..<28)
        XCTAssertEqual(r[25 * 60 + 20], 100, "against the frame's raised row floor the bar stands out fully")
        XCTAssertEqual(r[25 * 60 + 45], 0, "the background beside the bar stays background")
        XCTAssertEqual(r[32 * 60 + 20], plain[32 * 60 + 20], "the frame itself, beyond the band, is left as it was")
        XCTAssertEqual(BarFilter.rowFloor(img, width: 60, height: 40)[25], 20)
        XCTAssertEqual(BarFilter.rowFloor(img, width: 60, height: 40)[30], 120)
    }

    func testInkUnderTheDigitAloneStillCounts() {
        // Ink under the digit only (a shadow or a blob, not a frame across the line): the row's floor stays
        // at the background, and the bar is not raised.
        let img = image(frame: 5..<35)
        let plain = BarFilter.response(img, width: 60, height: 40, scales: [3, 5], outside: 20)
        let r = BarFilter.discountingFrame(img, bars: plain, width: 60, height: 40, scales: [3, 5], outside: 20, band: 10..<28)
        XCTAssertEqual(r[25 * 60 + 20], 0)
        XCTAssertEqual(r, plain)
    }
}
