import XCTest
@testable import SevenSegment

/// A red LED display in a frame with a chroma plane, for the colour checks' tests (`PointColourTests`,
/// `MiddleBarColourTests`): `grayText` drawn light on dark on a gray frame with a 20 pixel margin round it;
/// its chroma plane is `colourText` drawn at 195, and `offChroma` wherever the gray drawing is lit and the
/// colour drawing is not (a speck or a glowing segment lit on gray only). The quad is the display's, the
/// layout one light-on-dark line of `digits`.
enum ColourLEDFrame {
    static func make(grayText: String, colourText: String, offChroma: UInt8, spacing: Int = 8, digits: Int,
                     floatingPoint: Bool) -> (image: GrayImage, quad: Quad, layout: DisplayLayout) {
        var gray = SyntheticDisplay(text: grayText)
        gray.ink = 220; gray.background = 25; gray.spacing = spacing
        var colour = SyntheticDisplay(text: colourText)
        colour.ink = 195; colour.background = 0; colour.spacing = spacing
        let g = gray.render(), c = colour.render()
        let pad = 20
        var img = GrayImage(width: g.width + 2 * pad, height: g.height + 2 * pad, fill: 90)
        var plane = [UInt8](repeating: 0, count: img.width * img.height)
        for y in 0..<g.height {
            for x in 0..<g.width {
                img[pad + x, pad + y] = g[x, y]
                plane[(pad + y) * img.width + pad + x] = g[x, y] > 128 && c[x, y] < 100 ? offChroma : c[x, y]
            }
        }
        img.chroma = plane
        let quad = Quad(Rect(x: Double(pad), y: Double(pad), width: Double(g.width), height: Double(g.height)))
        let layout = SyntheticDisplay.layout(digits: digits, polarity: .lightOnDark, floatingPoint: floatingPoint,
                                             aspect: Double(g.width) / Double(g.height))
        return (img, quad, layout)
    }

    /// Red `text` (strokes 4 pixels wide) drawn light on dark in a window as tall as the drawing, and a bar lit on
    /// the gray frame only (gray `barGray`, chroma `barChroma`): glare beside the digits. `place` gets the drawing's
    /// settings and size and gives the bar's columns and rows and the window's width, in drawing pixels (the window
    /// may run on past the drawing). The frame has a 20 pixel margin; the quad is the window's, the layout one
    /// light-on-dark line of 4 digits with a floating point.
    static func withBar(_ text: String, barGray: UInt8, barChroma: UInt8,
                        place: (_ drawing: SyntheticDisplay, _ width: Int, _ height: Int) -> (columns: Range<Int>, rows: Range<Int>, window: Int))
        -> (image: GrayImage, quad: Quad, layout: DisplayLayout) {
        var gray = SyntheticDisplay(text: text)
        gray.ink = 220; gray.background = 25; gray.thickness = 4
        var colour = gray
        colour.ink = 195; colour.background = 0
        let g = gray.render(), c = colour.render()
        let (columns, rows, window) = place(gray, g.width, g.height)
        let pad = 20
        var img = GrayImage(width: window + 2 * pad, height: g.height + 2 * pad, fill: 90)
        var plane = [UInt8](repeating: 0, count: img.width * img.height)
        for y in 0..<g.height { for x in 0..<window { img[pad + x, pad + y] = 25 } }
        for y in 0..<g.height {
            for x in 0..<g.width {
                img[pad + x, pad + y] = g[x, y]
                plane[(pad + y) * img.width + pad + x] = c[x, y]
            }
        }
        for y in rows {
            for x in columns {
                img[pad + x, pad + y] = barGray
                plane[(pad + y) * img.width + pad + x] = barChroma
            }
        }
        img.chroma = plane
        let quad = Quad(Rect(x: Double(pad), y: Double(pad), width: Double(window), height: Double(g.height)))
        let layout = SyntheticDisplay.layout(digits: 4, polarity: .lightOnDark, floatingPoint: true,
                                             aspect: Double(window) / Double(g.height))
        return (img, quad, layout)
    }

    /// The frame read with `options`.
    static func read(_ f: (image: GrayImage, quad: Quad, layout: DisplayLayout), options: ReaderOptions = ReaderOptions()) -> DisplayReading {
        SevenSegmentReader(options: options).read(f.image, layout: f.layout, quad: f.quad)
    }

    /// Asserts the frame reads `text` completely with `options`.
    static func assertReads(_ f: (image: GrayImage, quad: Quad, layout: DisplayLayout), _ text: String,
                            options: ReaderOptions = ReaderOptions(), file: StaticString = #filePath, line: UInt = #line) {
        let r = read(f, options: options)
        XCTAssertEqual(r.text, text, file: file, line: line)
        XCTAssertTrue(r.isComplete, file: file, line: line)
    }

    /// Asserts the frame does not read `text` completely, and does with the check `check` switched off: the
    /// check is what refuses it.
    static func assertOnlyCheckRefuses(_ f: (image: GrayImage, quad: Quad, layout: DisplayLayout), _ text: String,
                                       check: WritableKeyPath<ReaderOptions, Bool>, file: StaticString = #filePath, line: UInt = #line) {
        let r = read(f)
        XCTAssertFalse(r.isComplete && r.text == text, r.text, file: file, line: line)
        var options = ReaderOptions()
        options[keyPath: check] = false
        assertReads(f, text, options: options, file: file, line: line)
    }
}
