import XCTest
@testable import SevenSegment

/// A given LED display washed out in the photo (`SevenSegmentReader.readInLayoutPolarity`): its lit
/// segments stand on a light panel, so the light pixels are the majority and the splitter takes the
/// line for dark ink; read in the layout's polarity as given, it reads.
final class LayoutPolarityTests: XCTestCase {
    /// "4817" lit at 255 on a panel washed out to 200, 40 pixels inside a frame of the same light gray:
    /// with the rule off nothing complete reads, with it the timer reads 4817.
    func testAWashedOutLEDReadsInItsLayoutPolarity() {
        var d = SyntheticDisplay(text: "4817")
        d.ink = 255; d.background = 200
        let g = d.render()
        var img = GrayImage(width: g.width + 80, height: g.height + 80, fill: 200)
        for y in 0..<g.height { for x in 0..<g.width { img[x + 40, y + 40] = g[x, y] } }
        let layout = SyntheticDisplay.layout(digits: 4, polarity: .lightOnDark, floatingPoint: false,
                                             aspect: Double(g.width) / Double(g.height))
        let quad = Quad(Rect(x: 40, y: 40, width: Double(g.width), height: Double(g.height)))
        assertReadsOnlyWithRule(img, layout: layout, quad: quad, expected: "4817", "washed out") { $0.readsLayoutPolarity = false }
    }
}
