import XCTest
@testable import SevenSegment

/// Glare standing for a character doubted on the colour look too (`ReaderOptions.doubtsGlareOnColourLook`):
/// the colour look keeps half the gray, so a white stripe beside a red LED's digits stands there at half
/// its brightness and reads as a 1. Found by `TrailingGlareTests`: a stripe after a single red 8, on a line
/// asking for two digits, read **81** complete on the colour look while the gray look refused it.
final class GlareOnColourLookTests: XCTestCase {
    func stripeAfterEight() -> (image: GrayImage, quad: Quad, layout: DisplayLayout) {
        var f = TrailingGlareTests.stripe("8")
        f.layout.lines[0].minimumDigits = 2
        return f
    }

    /// The stripe is not read as a 1, and is without the rule.
    func testAWhiteStripeIsNoOneOnTheColourLook() {
        ColourLEDFrame.assertOnlyCheckRefuses(stripeAfterEight(), "81", check: \.doubtsGlareOnColourLook)
    }

    /// A red 1 after the 8 is the LED's own light: 81 stands.
    func testARedStripeStillReads() {
        var f = TrailingGlareTests.stripe("8", stripeChroma: 190)
        f.layout.lines[0].minimumDigits = 2
        ColourLEDFrame.assertReads(f, "81")
    }
}
