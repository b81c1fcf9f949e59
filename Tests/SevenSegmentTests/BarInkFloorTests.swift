import XCTest
@testable import SevenSegment

/// A dim display under mottled shading (a reflection on the window) and grain: the shading's spread is
/// a good part of the digits' contrast, Otsu over the whole strip splits the shading rather than the
/// digits and falls below its floor. With `floorFromBars` the plain view's threshold is taken from the
/// plain contrast of the ink the bar view finds: far less of the shading passes as ink in the blank
/// first cell, and the digits keep most of their ink (the columns they stand in lose the shading there too).
final class BarInkFloorTests: XCTestCase {
    private let whole = Rect(x: 0, y: 0, width: 1, height: 1)

    private func mottled() -> (GrayImage, SyntheticDisplay) {
        let d = SyntheticDisplay(text: " 53", ink: 70, background: 30)
        var image = d.render()
        var grain = SeededRandom(seed: 7)
        for y in 0..<d.height {
            for x in 0..<d.width {
                let shade = 20 * sin(Double(x) * 2 * .pi / 60) * sin(Double(y) * 2 * .pi / 48) + 3 * grain.gaussian()
                image[x, y] = UInt8(max(0, min(255, Double(image[x, y]) + shade)))
            }
        }
        return (image, d)
    }

    /// Ink of `strip` in display columns `xs` over the digits' rows.
    private func ink(_ strip: LineStrip, _ d: SyntheticDisplay, columns xs: Range<Int>) -> Int {
        var n = 0
        for y in d.margin..<(d.margin + d.digitHeight) {
            for x in xs {
                let sx = x - strip.origin.x, sy = y - strip.origin.y
                guard sx >= 0, sy >= 0, sx < strip.width, sy < strip.height else { continue }
                n += Int(strip.mask[sy * strip.width + sx])
            }
        }
        return n
    }

    func testShadingInTheBlankCellIsMostlyNoInk() throws {
        let (image, d) = mottled()
        let plain = try XCTUnwrap(LineSplitter().split(image, region: whole, polarity: .lightOnDark).strip)
        let floored = try XCTUnwrap(LineSplitter(floorFromBars: true).split(image, region: whole, polarity: .lightOnDark).strip)
        let blank = 2..<(d.margin + d.digitWidth)
        let digits = (d.margin + d.digitWidth + d.spacing)..<(d.width - d.margin)
        XCTAssertGreaterThan(ink(plain, d, columns: blank), 0, "the shading passes the floor of Otsu's threshold")
        XCTAssertLessThan(2 * ink(floored, d, columns: blank), ink(plain, d, columns: blank), "shading taken as ink in the blank cell")
        XCTAssertGreaterThan(4 * ink(floored, d, columns: digits), 3 * ink(plain, d, columns: digits), "digit ink lost")
    }
}
