import XCTest
@testable import SevenSegment

/// A line region that cuts the last digit (an overlay held a little off): the region grows toward the
/// cut side and the whole digit is read, or the line is refused; the cut digit is never read as another
/// (the rendered Contour Next One frame that read 245 as 246: the 5 cut in half was placed a stroke too
/// far left and took the 4's lower right segment for its own lower left).
final class SidewaysFollowTests: XCTestCase {
    /// "245" with faintly glowing unlit segments; digits at x 12-34, 42-64 and 72-94 of 106.
    private func display(_ text: String = "245") -> SyntheticDisplay {
        var d = SyntheticDisplay(text: text)
        d.ghost = 170
        return d
    }

    /// A region whose right side (plus the splitter's 2% margin) falls in the middle of the third digit.
    private func cuttingRegion(_ d: SyntheticDisplay) -> Rect {
        let cut = Double(d.margin + 2 * (d.digitWidth + d.spacing) + d.digitWidth / 2)
        let margin = 0.02 * Double(d.width)
        return Rect(x: 0.05, y: 0, width: (cut - margin) / Double(d.width) - 0.05, height: 1)
    }

    private func line(_ region: Rect, digits: Int = 3) -> LineLayout {
        LineLayout(field: .glucose, region: region, digits: digits, minimumDigits: 2)
    }

    func testTheRegionGrowsOverADigitItCuts() throws {
        let d = display()
        let image = d.render()
        let region = cuttingRegion(d)
        let plain = try XCTUnwrap(LineSplitter().split(image, region: region, polarity: .darkOnLight).strip)
        XCTAssertTrue(LineSplitter.digitAtSide(plain, right: true), "the cut 5 touches the strip's right side")
        XCTAssertFalse(LineSplitter.digitAtSide(plain, right: false))
        let (outcome, grown) = LineSplitter().splitFollowingDigitsIn(image, region: region, polarity: .darkOnLight)
        let strip = try XCTUnwrap(outcome.strip)
        XCTAssertGreaterThan(grown.maxX, region.maxX)
        XCTAssertEqual(grown.x, region.x, "only the cut side grows")
        XCTAssertGreaterThanOrEqual(strip.origin.x + strip.width, d.margin + 3 * d.digitWidth + 2 * d.spacing,
                                    "the grown strip holds the whole 5")
        XCTAssertFalse(LineSplitter.digitAtSide(strip, right: true))
    }

    func testTheCutDigitReadsWholeNotAsAnother() {
        let d = display()
        let reading = SevenSegmentReader().readLine(d.render(), line: line(cuttingRegion(d)), hints: RecognitionHints())
        XCTAssertEqual(reading.text, "245")
        XCTAssertTrue(reading.isComplete, "\(reading.issues)")
    }

    func testDigitsGoingOnPastTheGrownRegionAreRefused() {
        // Five digits where the layout expects three: growing by about a digit still cuts the next one.
        let d = display("24588")
        let image = d.render()
        let region = cuttingRegion(d)
        let (outcome, _) = LineSplitter().splitFollowingDigitsIn(image, region: region, polarity: .darkOnLight)
        XCTAssertNil(outcome.strip)
        XCTAssertEqual(outcome.issue, .displayCutOff)
        let reading = SevenSegmentReader().readLine(image, line: line(region), hints: RecognitionHints())
        XCTAssertFalse(reading.isComplete, "never a reading of cut digits: \(reading.text)")
    }

    func testARegionHoldingItsDigitsIsLeftAsItIs() throws {
        let d = display()
        let image = d.render()
        let region = Rect(x: 0.05, y: 0, width: 0.9, height: 1)
        let (outcome, kept) = LineSplitter().splitFollowingDigitsIn(image, region: region, polarity: .darkOnLight)
        XCTAssertEqual(kept, region)
        XCTAssertNotNil(outcome.strip)
        XCTAssertEqual(SevenSegmentReader().readLine(image, line: line(region), hints: RecognitionHints()).text, "245")
    }

    func testADigitCutByTheDisplaysOwnSideIsNotFollowed() throws {
        // The region reaches the display's right side: there is nothing to grow into.
        let d = display()
        var image = d.render()
        // Crop the display through the middle of the 5.
        let cut = d.margin + 2 * (d.digitWidth + d.spacing) + d.digitWidth / 2
        var px = [UInt8](repeating: 0, count: cut * image.height)
        for y in 0..<image.height { for x in 0..<cut { px[y * cut + x] = image[x, y] } }
        image = GrayImage(width: cut, height: image.height, pixels: px)
        let region = Rect(x: 0.05, y: 0, width: 0.95, height: 1)
        let (_, kept) = LineSplitter().splitFollowingDigitsIn(image, region: region, polarity: .darkOnLight)
        XCTAssertEqual(kept, region)
        let reading = SevenSegmentReader().readLine(image, line: line(region), hints: RecognitionHints())
        XCTAssertNotEqual(reading.isComplete ? reading.text : nil, "246", "the half 5 is never read as a 6")
    }
}
