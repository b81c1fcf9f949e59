import XCTest
@testable import SevenSegment

/// A coloured LED's unlit middle bar glowing on the gray frame (`SevenSegmentReader+MiddleBarColour`): a
/// panel timer's red 00.30 read 80.30, the first 0's middle bar as bright as a lit one on gray and neutral
/// on the chroma plane.
final class MiddleBarColourTests: XCTestCase {
    /// Red "03" on a dark panel, a margin round it; on the gray frame the 0 is drawn as an 8 (its middle bar
    /// glowing as bright as the lit segments); the chroma plane has the lit segments at 195 and the glowing
    /// bar at `barChroma`.
    func frame(barChroma: UInt8) -> (GrayImage, Quad, DisplayLayout) {
        var gray = SyntheticDisplay(text: "83")
        gray.ink = 220; gray.background = 25
        var colour = SyntheticDisplay(text: "03")
        colour.ink = 195; colour.background = 0
        var lit = SyntheticDisplay(text: "83")
        lit.ink = 195; lit.background = 0
        let g = gray.render(), c = colour.render(), l = lit.render()
        let pad = 20
        var img = GrayImage(width: g.width + 2 * pad, height: g.height + 2 * pad, fill: 90)
        var plane = [UInt8](repeating: 0, count: img.width * img.height)
        for y in 0..<g.height {
            for x in 0..<g.width {
                img[pad + x, pad + y] = g[x, y]
                let glow = l[x, y] > 100 && c[x, y] < 100
                plane[(pad + y) * img.width + pad + x] = glow ? barChroma : c[x, y]
            }
        }
        img.chroma = plane
        let quad = Quad(Rect(x: Double(pad), y: Double(pad), width: Double(g.width), height: Double(g.height)))
        let layout = SyntheticDisplay.layout(digits: 2, polarity: .lightOnDark, floatingPoint: false,
                                             aspect: Double(g.width) / Double(g.height))
        return (img, quad, layout)
    }

    func testARedMiddleBarReads() {
        let (img, quad, layout) = frame(barChroma: 190)
        let r = SevenSegmentReader().read(img, layout: layout, quad: quad)
        XCTAssertEqual(r.text, "83")
        XCTAssertTrue(r.isComplete)
    }

    func testAGlowingMiddleBarIsNotSure() {
        let (img, quad, layout) = frame(barChroma: 20)
        let r = SevenSegmentReader().read(img, layout: layout, quad: quad)
        XCTAssertFalse(r.isComplete && r.text == "83", r.text)
        var options = ReaderOptions()
        options.checksMiddleBarColour = false
        let off = SevenSegmentReader(options: options).read(img, layout: layout, quad: quad)
        XCTAssertEqual(off.text, "83")
        XCTAssertTrue(off.isComplete)
    }
}
