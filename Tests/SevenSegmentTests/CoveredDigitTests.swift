import XCTest
@testable import SevenSegment

/// A digit-tall blob among a line's characters may hide a digit (`CoveredDigit`): a lit digit its halo
/// blurred into one solid blob (dropped by the cleaner), or clipped glare over an LCD's digit.
final class CoveredDigitTests: XCTestCase {
    /// A lit display whose background within `radius` of a lit pixel glows at 225 falling to 180 at the
    /// radius (an LED's halo in a photo).
    static func haloed(_ text: String, panel: UInt8, radius: Int) -> GrayImage {
        var d = SyntheticDisplay(text: text)
        d.ink = 255; d.background = panel
        var img = d.render()
        let src = img
        for y in 0..<img.height { for x in 0..<img.width where src[x, y] != 255 {
            var best = Int.max
            for dy in -radius...radius { for dx in -radius...radius {
                let xx = x + dx, yy = y + dy
                guard xx >= 0, yy >= 0, xx < img.width, yy < img.height, src[xx, yy] == 255 else { continue }
                best = min(best, max(abs(dx), abs(dy)))
            } }
            if best <= radius { img[x, y] = UInt8(225 - (45 * (best - 1)) / max(radius - 1, 1)) }
        } }
        return img
    }

    private func layout(_ img: GrayImage, _ polarity: Polarity) -> DisplayLayout {
        SyntheticDisplay.layout(digits: 4, polarity: polarity, floatingPoint: false, aspect: Double(img.width) / Double(img.height))
    }

    private func whole(_ img: GrayImage) -> Quad { Quad(Rect(x: 0, y: 0, width: Double(img.width), height: Double(img.height))) }

    /// An LCD's 4817 with a clipped patch (250 on a background of 200) over the rows `rows` and the
    /// columns of digit `at`, a few pixels wider than it.
    private func glared(at: Int, rows: Range<Int>) -> GrayImage {
        let d = SyntheticDisplay(text: "4817")
        var img = d.render()
        let x0 = d.margin + at * (d.digitWidth + d.spacing) - 3
        for y in rows { for x in x0..<(x0 + d.digitWidth + 6) { img[x, y] = 250 } }
        return img
    }

    func testAHaloedDigitDroppedAsSolidLeavesTheLineUnread() {
        let img = Self.haloed("4817", panel: 100, radius: 4)
        let r = SevenSegmentReader().read(img, layout: layout(img, .lightOnDark), quad: whole(img))
        XCTAssertFalse(r.isComplete, "the 8 dropped as a solid blob: read \(r.text)")
        var off = SevenSegmentReader()
        off.options.coveredDigitBesidePitches = -1
        let without = off.read(img, layout: layout(img, .lightOnDark), quad: whole(img))
        XCTAssertTrue(without.isComplete)
        XCTAssertEqual(without.text, "417", "without the rule the halo's blob is a misread")
    }

    func testClippedGlareOverAnLCDDigitLeavesTheLineUnread() {
        let d = SyntheticDisplay(text: "4817")
        let img = glared(at: 0, rows: (d.margin - 4)..<(d.margin + d.digitHeight + 4))
        XCTAssertFalse(SevenSegmentReader().read(img, layout: layout(img, .darkOnLight), quad: whole(img)).isComplete)
        var off = SevenSegmentReader()
        off.options.coveredDigitBesidePitches = -1
        off.options.doubtsLoneFragments = false
        off.options.doubtsLoneGlow = false
        let without = off.read(img, layout: layout(img, .darkOnLight), quad: whole(img))
        XCTAssertTrue(without.isComplete, "without the rules the 4 under glare is simply not there")
        XCTAssertNotEqual(without.text, "4817")
    }

    func testGlareAboveTheDigitsHidesNone() {
        let d = SyntheticDisplay(text: "4817")
        let img = glared(at: 0, rows: 0..<(d.margin - 2))
        let r = SevenSegmentReader().read(img, layout: layout(img, .darkOnLight), quad: whole(img))
        XCTAssertTrue(r.isComplete)
        XCTAssertEqual(r.text, "4817")
    }

    func testGlarePiecesOnlyWhereTheBackgroundIsNotWhite() {
        let d = SyntheticDisplay(text: "4817")
        let img = glared(at: 1, rows: (d.margin - 4)..<(d.margin + d.digitHeight + 4))
        let px = PixelRect(x: 0, y: 0, width: img.width, height: img.height)
        let pieces = LineSplitter.glarePieces(img, px, histogram: LineSplitter.histogram(img, px))
        XCTAssertEqual(pieces.count, 1)
        XCTAssertEqual(pieces.first?.width, d.digitWidth + 6)
        XCTAssertEqual(pieces.first?.height, d.digitHeight + 8)
        // A binarised crop: its white background is no glare.
        var white = SyntheticDisplay(text: "4817")
        white.ink = 0; white.background = 255
        let w = white.render()
        let wpx = PixelRect(x: 0, y: 0, width: w.width, height: w.height)
        XCTAssertTrue(LineSplitter.glarePieces(w, wpx, histogram: LineSplitter.histogram(w, wpx)).isEmpty)
        XCTAssertTrue(SevenSegmentReader().read(w, layout: layout(w, .darkOnLight), quad: whole(w)).isComplete)
    }
}
