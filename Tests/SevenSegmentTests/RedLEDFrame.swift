@testable import SevenSegment

/// A synthetic photo of a coloured LED display for the colour-look tests (`ColourLookTests`,
/// `ColourLookGlareTests`, `ColourLookOwnCellsTests`).
enum RedLEDFrame {
    /// "100" as a photo of a red LED would show it, 40 pixels inside a dark frame: lit segments pure red
    /// (255, 60, 60: gray 118, chroma 195), unlit ones a neutral glow of `glow` (chroma 0), the panel
    /// (15, 15, 15). The gray frame is what OpenCV's BGR2GRAY makes of those colours, its chroma plane
    /// what `GrayImage.chroma(ofThreeChannels:)` does.
    static func make(glow: UInt8, chroma: Bool = true) -> (GrayImage, Quad, DisplayLayout) {
        make(gray: "100", colour: "100", glow: glow, floatingPoint: false, chroma: chroma)
    }

    /// The same with `grayText` drawn in the gray frame and `colourText` in the chroma plane, in the same
    /// places, on a three-digit layout with a floating point or none.
    static func make(gray grayText: String, colour colourText: String, glow: UInt8, floatingPoint: Bool,
                     chroma: Bool = true) -> (GrayImage, Quad, DisplayLayout) {
        var gray = SyntheticDisplay(text: grayText)
        gray.ink = 118; gray.ghost = glow; gray.background = 15
        var colour = SyntheticDisplay(text: colourText)
        colour.ink = 195; colour.background = 0
        let g = gray.render(), c = colour.render()
        var img = GrayImage(width: g.width + 80, height: g.height + 80, fill: 15)
        var plane = [UInt8](repeating: 0, count: img.width * img.height)
        for y in 0..<g.height {
            for x in 0..<g.width {
                img[x + 40, y + 40] = g[x, y]
                plane[(y + 40) * img.width + x + 40] = c[x, y]
            }
        }
        if chroma { img.chroma = plane }
        let layout = SyntheticDisplay.layout(digits: 3, polarity: .lightOnDark, floatingPoint: floatingPoint,
                                             aspect: Double(gray.width) / Double(gray.height))
        return (img, Quad(Rect(x: 40, y: 40, width: Double(g.width), height: Double(g.height))), layout)
    }
}
