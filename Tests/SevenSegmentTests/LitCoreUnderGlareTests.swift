import XCTest
@testable import SevenSegment

/// The colour look under glare keeps the gray of a lit segment's overexposed core
/// (`GrayImage.colourLookClearOfGlare(coreReach:)`, `ReaderOptions.litCoreReach`).
final class LitCoreUnderGlareTests: XCTestCase {
    /// A bright colourless pixel within reach of a coloured one keeps its gray half (a saturated
    /// segment's white middle); one farther off loses it (glare on the panel), and so does the pixel beside it.
    func testBrightPixelNearColourIsACore() {
        let gray = GrayImage(width: 9, height: 1, pixels: [118, 255, 255, 15, 255, 255, 255, 255, 255])
        let chroma = GrayImage(width: 9, height: 1, pixels: [195, 20, 20, 0, 0, 0, 0, 0, 0])
        XCTAssertEqual(gray.colourLookClearOfGlare(chroma, coreReach: 2).pixels, [254, 147, 147, 0, 0, 0, 0, 0, 0])
        // Off: the white middle is taken for glare, its rim's gray half goes with it.
        XCTAssertEqual(gray.colourLookClearOfGlare(chroma).pixels, [195, 20, 20, 0, 0, 0, 0, 0, 0])
    }

    /// "100" of a red LED (lit segments gray 118, chroma 195; unlit ones a neutral glow of 100; the panel
    /// 15), digits 100 pixels high with strokes 9 thick, 40 pixels inside a dark frame, whose lit segments
    /// the camera saturated: white (gray 255, chroma 20) down their middle and along their lower edge, red
    /// only round the rest of their rims.
    func saturatedLED() -> (GrayImage, Quad, DisplayLayout) {
        func display(ink: UInt8, ghost: UInt8?, background: UInt8) -> GrayImage {
            var d = SyntheticDisplay(text: "100")
            d.digitHeight = 100; d.digitWidth = 55; d.thickness = 9; d.spacing = 20; d.margin = 20
            d.ink = ink; d.ghost = ghost; d.background = background
            return d.render()
        }
        let g = display(ink: 118, ghost: 100, background: 15), c = display(ink: 195, ghost: nil, background: 0)
        var img = GrayImage(width: g.width + 80, height: g.height + 80, fill: 15)
        let w = img.width
        var plane = [UInt8](repeating: 0, count: w * img.height)
        for y in 0..<g.height {
            for x in 0..<g.width {
                img[x + 40, y + 40] = g[x, y]
                plane[(y + 40) * w + x + 40] = c[x, y]
            }
        }
        let lit = plane.map { $0 >= 150 }
        for y in 1..<(img.height - 1) {
            for x in 1..<(w - 1) where lit[y * w + x] && lit[y * w + x - 1] && lit[y * w + x + 1] && lit[(y - 1) * w + x] {
                img[x, y] = 255
                plane[y * w + x] = 20
            }
        }
        img.chroma = plane
        let layout = SyntheticDisplay.layout(digits: 3, polarity: .lightOnDark, floatingPoint: false,
                                             aspect: Double(g.width) / Double(g.height))
        return (img, Quad(Rect(x: 40, y: 40, width: Double(g.width), height: Double(g.height))), layout)
    }

    /// The saturated "100" (`saturatedLED`) with a patch of glare on the panel left of its first digit:
    /// told the gray look found glare, the colour look reads 100; with its segments' white middles taken
    /// for glare they are hollow, open along their lower edge, and it does not.
    func testSaturatedSegmentsUnderGlare() throws {
        var (img, quad, layout) = saturatedLED()
        let w = img.width
        var plane = try XCTUnwrap(img.chroma)
        for y in 50..<70 { for x in 42..<52 { img[x, y] = 255; plane[y * w + x] = 0 } }
        img.chroma = plane
        let grayOnly = SevenSegmentReader.grayOnly
        var glared = grayOnly.read(img, layout: layout, quad: quad)
        glared.glare = [PixelRect(x: 42, y: 50, width: 10, height: 20)]
        let reader = SevenSegmentReader()
        let display = try XCTUnwrap(DisplayLocator(margin: reader.options.quadMargin).refine(quad, in: img)).quad
        XCTAssertEqual(reader.readColourLook(img, layout: layout, display: display, gray: glared)?.text, "100")
        var off = reader
        off.options.litCoreReach = 0
        XCTAssertNotEqual(off.readColourLook(img, layout: layout, display: display, gray: glared)?.text, "100")
    }
}
