import XCTest
@testable import SevenSegment

/// Glare after the last digit of a coloured LED line cut off (`SevenSegmentReader+TrailingGlare`): a panel
/// ammeter's red 804 and 810 read through boxes drawn a little wide, a white stripe at the window's edge
/// beside the last digit.
final class TrailingGlareTests: XCTestCase {
    /// Red `colourText` drawn light on dark, the gray frame showing `grayText` (a white character where the
    /// colour drawing holds a blank place is lit on the gray frame only, at `offChroma` on the chroma plane).
    func frame(_ grayText: String, _ colourText: String, offChroma: UInt8 = 10) -> (image: GrayImage, quad: Quad, layout: DisplayLayout) {
        ColourLEDFrame.make(grayText: grayText, colourText: colourText, offChroma: offChroma, digits: 4, floatingPoint: true)
    }

    /// Red `text` (strokes 4 pixels wide, digits 28 pixels apart) and after it, `gap` pixels past its last digit's
    /// drawing, a white stripe `stripeWidth` pixels wide and taller than the digits (a reflection on the window's
    /// edge), of chroma `stripeChroma`; the quad ends 3 pixels after the stripe. Where the stripe stands decides
    /// which rule takes it: nearer the digits the window-edge rules leave it out, and a stripe 8 wide 14 pixels
    /// after them is cut as a fourth cell and not sure (`SevenSegmentReader+GlareCharacter`).
    static func stripe(_ text: String = "804", gap: Int = 14, stripeWidth: Int = 8, stripeChroma: UInt8 = 10) -> (image: GrayImage, quad: Quad, layout: DisplayLayout) {
        ColourLEDFrame.withBar(text, barGray: 240, barChroma: stripeChroma) { d, width, height in
            let x = width - d.margin + gap
            return (x..<(x + stripeWidth), (d.margin / 2)..<(height - d.margin / 2), x + stripeWidth + 3)
        }
    }

    /// A white stripe just after a red 804: the line read without it is 804; without the rule nothing stands.
    func testAWhiteStripeAfterTheDigitsIsCutOff() {
        let f = Self.stripe()
        ColourLEDFrame.assertReads(f, "804")
        var off = ReaderOptions()
        off.cutsTrailingGlare = false
        let r = ColourLEDFrame.read(f, options: off)
        XCTAssertFalse(r.isComplete, r.text)
    }

    /// A red stripe is the LED's own light: the line is not read as 804 without it.
    func testARedStripeIsNotCut() {
        let r = ColourLEDFrame.read(Self.stripe(stripeChroma: 190))
        XCTAssertFalse(r.isComplete && r.text == "804", r.text)
        XCTAssertEqual(r.text.count, 4, r.text)
    }

    /// A white 1 a whole place after a red 804, where the layout's fourth digit stands: the line without it
    /// would end a place short, a digit lost under the glare, so nothing stands (never 804).
    func testGlareAtAWholePlaceAfterTheDigitsIsNotCut() {
        let r = ColourLEDFrame.read(frame("8041", "804 "))
        XCTAssertFalse(r.isComplete, r.text)
    }

    /// A red 1 is the LED's own light: 8041 stands.
    func testARedOneAfterTheDigitsIsKept() {
        ColourLEDFrame.assertReads(frame("8041", "804 ", offChroma: 180), "8041")
    }

    /// Glare in a middle place leaves the characters after it: nothing is cut.
    func testGlareBetweenTheDigitsIsNotCut() {
        let r = ColourLEDFrame.read(frame("8014", "80 4"))
        XCTAssertFalse(r.isComplete, r.text)
    }

    /// A white stripe just after a single red 8: where the layout asks for one digit at least the stripe is
    /// cut and 8 stands (and does not without the rule); where it asks for two, the one digit before the
    /// glare is too few for the rule, and nothing stands.
    func testTooFewDigitsBeforeTheGlareAreNotCut() {
        var one = Self.stripe("8")
        one.layout.lines[0].minimumDigits = 1
        ColourLEDFrame.assertReads(one, "8")
        var off = ReaderOptions()
        off.cutsTrailingGlare = false
        XCTAssertFalse(ColourLEDFrame.read(one, options: off).isComplete)
        var two = Self.stripe("8")
        two.layout.lines[0].minimumDigits = 2
        let r = ColourLEDFrame.read(two)
        XCTAssertFalse(r.isComplete, r.text)
        XCTAssertNotEqual(r.text, "8", r.text)
    }
}
