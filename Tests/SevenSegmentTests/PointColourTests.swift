import XCTest
@testable import SevenSegment

/// A point on a coloured LED must be lit in the digits' colour (`SevenSegmentReader+PointColour`): a panel
/// ammeter's red 608 read 60.8, a white speck of dust at the foot of the gap between the 0 and the 8.
final class PointColourTests: XCTestCase {
    /// Red "60.8" on a dark panel in a frame with a margin round it, the point standing apart from the digits: the gray frame draws the point like the
    /// segments; the chroma plane has the segments at 195 and the point at `pointChroma`.
    func frame(pointChroma: UInt8) -> (GrayImage, Quad, DisplayLayout) {
        var gray = SyntheticDisplay(text: "60.8")
        gray.ink = 220; gray.background = 25; gray.spacing = 12
        var colour = SyntheticDisplay(text: "608")
        colour.ink = 195; colour.background = 0; colour.spacing = 12
        let g = gray.render(), c = colour.render()
        let pad = 20
        var img = GrayImage(width: g.width + 2 * pad, height: g.height + 2 * pad, fill: 90)
        var plane = [UInt8](repeating: 0, count: img.width * img.height)
        for y in 0..<g.height {
            for x in 0..<g.width {
                img[pad + x, pad + y] = g[x, y]
                // The point: lit on gray, absent from the colour rendering.
                let isPoint = g[x, y] > 128 && c[x, y] < 100
                plane[(pad + y) * img.width + pad + x] = isPoint ? pointChroma : c[x, y]
            }
        }
        img.chroma = plane
        let quad = Quad(Rect(x: Double(pad), y: Double(pad), width: Double(g.width), height: Double(g.height)))
        let layout = SyntheticDisplay.layout(digits: 3, polarity: .lightOnDark, floatingPoint: true,
                                             aspect: Double(g.width) / Double(g.height))
        return (img, quad, layout)
    }

    func testARedPointIsRead() {
        let (img, quad, layout) = frame(pointChroma: 180)
        let r = SevenSegmentReader().read(img, layout: layout, quad: quad)
        XCTAssertEqual(r.text, "60.8")
        XCTAssertTrue(r.isComplete)
    }

    func testAWhiteSpeckIsNoPoint() {
        let (img, quad, layout) = frame(pointChroma: 10)
        let r = SevenSegmentReader().read(img, layout: layout, quad: quad)
        XCTAssertFalse(r.isComplete && r.text == "60.8", r.text)
        // Without the check the speck is read as the point.
        var options = ReaderOptions()
        options.checksPointColour = false
        let off = SevenSegmentReader(options: options).read(img, layout: layout, quad: quad)
        XCTAssertEqual(off.text, "60.8")
        XCTAssertTrue(off.isComplete)
    }
}
