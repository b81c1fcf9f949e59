import XCTest
@testable import SevenSegment

/// A coloured LED's complete gray reading checked against its colour look
/// (`SevenSegmentReader+ColourCrossCheck`): a panel timer's 00.56 read 10.56 through a jittered box, the first
/// 0's left strokes too faint in gray and plainly red.
final class ColourCrossCheckTests: XCTestCase {
    /// A red 7256 whose 7 shows its top bar faint on the gray frame (at `faint`), plain on the chroma plane.
    static func faintBar(_ faint: UInt8) -> (image: GrayImage, quad: Quad, layout: DisplayLayout) {
        var f = ColourLEDFrame.make(grayText: "7256", colourText: "7256", offChroma: 10, digits: 4, floatingPoint: false)
        var seven = SyntheticDisplay(text: "7256"), one = SyntheticDisplay(text: "1256")
        seven.ink = 220; seven.background = 25; seven.spacing = 8
        one.ink = 220; one.background = 25; one.spacing = 8
        let s = seven.render(), o = one.render()
        for y in 0..<s.height {
            for x in 0..<s.width where s[x, y] > 128 && o[x, y] < 128 { f.image[20 + x, 20 + y] = faint }
        }
        return f
    }

    /// The 7's top bar faint in gray (110 on a 25 ground, lit 220: the gray look reads 1256 complete; from
    /// 130 up it reads 7256), plain in colour: the colour look reads 7256, its 7's bar faint in gray in its
    /// own cells; the looks disagree on a lit segment and nothing stands.
    func testASegmentFaintInGrayAndLitInColourRefusesTheGrayReading() {
        let f = Self.faintBar(110)
        ColourLEDFrame.assertOnlyCheckRefuses(f, "1256", check: \.crossChecksColourLook)
        let r = ColourLEDFrame.read(f)
        XCTAssertFalse(r.isComplete, r.text)
    }

    /// Both looks alike: the gray reading stands with the check on.
    func testLooksThatAgreeStand() {
        let f = ColourLEDFrame.make(grayText: "7256", colourText: "7256", offChroma: 10, digits: 4, floatingPoint: false)
        ColourLEDFrame.assertReads(f, "7256")
    }
}
