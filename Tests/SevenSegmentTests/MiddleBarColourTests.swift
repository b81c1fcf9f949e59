import XCTest
@testable import SevenSegment

/// A coloured LED's unlit middle bar glowing on the gray frame (`SevenSegmentReader+MiddleBarColour`): a
/// panel timer's red 00.30 read 80.30, the first 0's middle bar as bright as a lit one on gray and neutral
/// on the chroma plane.
final class MiddleBarColourTests: XCTestCase {
    /// Red "03" whose 0 is drawn as an 8 on the gray frame (its middle bar glowing as bright as the lit
    /// segments), the bar at `barChroma` on the chroma plane.
    func frame(barChroma: UInt8) -> (image: GrayImage, quad: Quad, layout: DisplayLayout) {
        ColourLEDFrame.make(grayText: "83", colourText: "03", offChroma: barChroma, digits: 2, floatingPoint: false)
    }

    func testARedMiddleBarReads() {
        ColourLEDFrame.assertReads(frame(barChroma: 190), "83")
    }

    func testAGlowingMiddleBarIsNotSure() {
        let glow = frame(barChroma: 20)
        XCTAssertFalse(ColourLEDFrame.read(glow).isComplete && ColourLEDFrame.read(glow).text == "83")
        var options = ReaderOptions()
        options.checksMiddleBarColour = false
        ColourLEDFrame.assertReads(glow, "83", options: options)
    }
}
