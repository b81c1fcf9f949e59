import XCTest
@testable import SevenSegment

/// A point on a coloured LED must be lit in the digits' colour (`SevenSegmentReader+PointColour`): a panel
/// ammeter's red 608 read 60.8, a white speck of dust at the foot of the gap between the 0 and the 8.
final class PointColourTests: XCTestCase {
    /// Red "60.8" on a dark panel, the point standing apart from the digits, at `pointChroma` on the chroma plane.
    func frame(pointChroma: UInt8) -> (image: GrayImage, quad: Quad, layout: DisplayLayout) {
        ColourLEDFrame.make(grayText: "60.8", colourText: "608", offChroma: pointChroma, spacing: 12, digits: 3, floatingPoint: true)
    }

    func testARedPointIsRead() {
        ColourLEDFrame.assertReads(frame(pointChroma: 180), "60.8")
    }

    /// Without the check the speck is read as the point.
    func testAWhiteSpeckIsNoPoint() {
        ColourLEDFrame.assertOnlyCheckRefuses(frame(pointChroma: 10), "60.8", check: \.checksPointColour)
    }
}
