import XCTest
@testable import SevenSegment

/// Glare standing for a character on a coloured LED (`SevenSegmentReader+GlareCharacter`): a panel ammeter's
/// red 804 read 8041 through a jittered box, a white glare patch at the window's edge taken for a trailing 1.
final class GlareCharacterTests: XCTestCase {
    /// Red "804" with a "1" after it lit on the gray frame at `oneChroma` on the chroma plane (the colour drawing
    /// holds a blank place there, so both drawings are the same size).
    func frame(oneChroma: UInt8) -> (image: GrayImage, quad: Quad, layout: DisplayLayout) {
        ColourLEDFrame.make(grayText: "8041", colourText: "804 ", offChroma: oneChroma, digits: 4, floatingPoint: true)
    }

    /// Without the rule the glare is read as a 1.
    func testAWhiteOneIsNotSure() {
        ColourLEDFrame.assertOnlyCheckRefuses(frame(oneChroma: 10), "8041", check: \.doubtsGlareCharacters)
    }

    /// A 1 lit in the LED's colour is a 1.
    func testARedOneIsRead() {
        ColourLEDFrame.assertReads(frame(oneChroma: 180), "8041")
    }

    /// A lit segment's overexposed core, white with its colour round it (a few pixels away), is no glare.
    func testAWhiteCoreWithItsColourRoundIsRead() {
        var f = frame(oneChroma: 180)
        // The middle column of each lit stroke's pixels turned colourless: its colour stays a pixel or two away.
        var plane = f.image.chroma!
        let w = f.image.width
        for y in 0..<f.image.height {
            var x = 0
            while x < w {
                guard f.image[x, y] > 128 else { x += 1; continue }
                var end = x
                while end + 1 < w && f.image[end + 1, y] > 128 { end += 1 }
                if end - x >= 2 { plane[y * w + (x + end) / 2] = 5 }
                x = end + 1
            }
        }
        f.image.chroma = plane
        ColourLEDFrame.assertReads(f, "8041")
    }

    /// Red "804" (strokes 4 pixels wide) and after it a white bar 12 pixels wide, as tall as the digits:
    /// a bare mark too wide for a 1 (`GlyphDecoder.wideMark`), of no colour.
    static func wideGlare() -> (image: GrayImage, quad: Quad, layout: DisplayLayout) {
        ColourLEDFrame.withBar("804", barGray: 235, barChroma: 0) { d, width, _ in
            let cell = d.digitWidth + d.spacing, barRight = width - d.margin + cell
            return ((barRight - 12)..<barRight, d.margin..<(d.margin + d.digitHeight), width + cell)
        }
    }

    func testAWideBareMarkIsNoOne() {
        let f = Self.wideGlare()
        var glareOnly = ReaderOptions()
        glareOnly.doubtsWideBareMarks = false
        var wideOnly = ReaderOptions()
        wideOnly.doubtsGlareCharacters = false
        var neither = wideOnly
        neither.doubtsWideBareMarks = false
        for options in [ReaderOptions(), glareOnly, wideOnly] {
            let r = ColourLEDFrame.read(f, options: options)
            XCTAssertFalse(r.isComplete && r.text == "8041", r.text)
        }
        // Without either rule the bar is read as a 1.
        ColourLEDFrame.assertReads(f, "8041", options: neither)
    }
}

/// A character's glare counted in its cell's own columns (`ReaderOptions.glareInOwnColumns`).
final class GlareInOwnColumnsTests: XCTestCase {
    /// A white stripe 8 pixels wide 12 pixels after a red 804 (`TrailingGlareTests.stripe`) is cut as a fourth
    /// cell overlapping the 4's: counted over the whole cell, the 4's red right stroke diluted its glare and it
    /// read 8041; counted in its own columns it is glare, never a 1.
    func testAStripeBesideTheLastDigitIsNoOne() {
        let f = TrailingGlareTests.stripe(gap: 12, stripeWidth: 8)
        let r = ColourLEDFrame.read(f)
        XCTAssertFalse(r.isComplete && r.text == "8041", r.text)
        var whole = ReaderOptions()
        whole.glareInOwnColumns = false
        whole.cutsTrailingGlare = false
        ColourLEDFrame.assertReads(f, "8041", options: whole)
    }
}
