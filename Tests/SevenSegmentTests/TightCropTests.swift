import XCTest
@testable import SevenSegment

/// Frames that are themselves a tight crop of the display (digits touching the frame's edges), read
/// with no quad: the padded last-resort view (`SevenSegmentReader+TightCrop`).
final class TightCropTests: XCTestCase {
    /// A crop whose digits touch the frame's top, bottom, left and right edges.
    func tight(_ text: String, ink: UInt8, background: UInt8, ghost: UInt8? = nil) -> GrayImage {
        var d = SyntheticDisplay(text: text)
        d.margin = 0; d.ink = ink; d.background = background; d.ghost = ghost
        d.digitHeight = 60; d.digitWidth = 32; d.thickness = 7; d.spacing = 10
        return d.render()
    }

    func layout(_ polarity: Polarity) -> DisplayLayout { .wholeCrop(polarity) }

    /// `tight`, cut `k` pixels inside the digits on every side.
    func cut(_ text: String, k: Int, slant: Double) -> GrayImage {
        var d = SyntheticDisplay(text: text)
        d.margin = 0; d.ink = 240; d.background = 10; d.slantDegrees = slant
        d.digitHeight = 60; d.digitWidth = 32; d.thickness = 7; d.spacing = 6
        let full = d.render()
        return full.crop(PixelRect(x: k, y: k, width: full.width - 2 * k, height: full.height - 2 * k))
    }

    func testDigitsCutByTheTopAndBottomAreReadPadded() {
        // Upright digits whose top and bottom bars are cut by the frame: read only when padded.
        let img = cut("225", k: 3, slant: 0)
        var bare = SevenSegmentReader()
        bare.options.tightCropPadding = 0
        let without = bare.read(img, layout: layout(.lightOnDark), quad: nil)
        XCTAssertFalse(without.isComplete, "read \(without.text)")
        let with = SevenSegmentReader().read(img, layout: layout(.lightOnDark), quad: nil)
        XCTAssertEqual(with.text, "225")
        XCTAssertTrue(with.isComplete)
        // The quad reaches past the frame by the padding.
        XCTAssertLessThan(with.quad?.topLeft.x ?? 0, 0)
    }

    func testSlantedDigitsCutByTheSidesAreNotGuessed() {
        // A slanted 8 cut at its lower left looks like a 9, at its upper right like a 6; 118 becomes 116.
        for text in ["808", "118", "125", "96"] {
            let r = SevenSegmentReader().read(cut(text, k: 3, slant: 10), layout: layout(.lightOnDark), quad: nil)
            XCTAssertTrue(!r.isComplete || r.text == text, "\(text) read \(r.text)")
        }
    }

    func testPolarityIsJudgedByWhatReads() {
        // Dark digits on light, where the layout says light on dark.
        let img = tight("347", ink: 20, background: 235)
        let r = SevenSegmentReader().read(img, layout: layout(.lightOnDark), quad: nil)
        XCTAssertTrue(r.text == "347" || !r.isComplete, "read \(r.text)")
        XCTAssertEqual(SevenSegmentReader().readTightCrop(img, layout: layout(.lightOnDark))?.text, "347")
    }

    func testGhostSegmentsThatLookLikeEightsAreNotRead() {
        // Unlit segments nearly as bright as lit ones: every digit looks like an 8.
        let img = tight("32", ink: 240, background: 10, ghost: 225)
        XCTAssertNil(SevenSegmentReader().readTightCrop(img, layout: layout(.lightOnDark)))
    }

    func testPaddedImageKeepsThePictureInTheMiddle() {
        var img = GrayImage(width: 3, height: 2, fill: 7)
        img[2, 1] = 99
        let p = img.padded(x: 2, y: 1, fill: 50)
        XCTAssertEqual(p.width, 7)
        XCTAssertEqual(p.height, 4)
        XCTAssertEqual(p[0, 0], 50)
        XCTAssertEqual(p[2, 1], 7)
        XCTAssertEqual(p[4, 2], 99)
        XCTAssertEqual(p[6, 3], 50)
    }

    func testSideLevelsAreTheTwoGrayLevels() {
        var img = GrayImage(width: 10, height: 10, fill: 20)
        for y in 0..<3 { for x in 0..<10 { img[x, y] = 210 } }
        let levels = img.sideLevels
        XCTAssertEqual(levels.dark, 20)
        XCTAssertEqual(levels.light, 210)
    }

    func testFixedPolarityIsNotFlipped() {
        // Light digits on a mostly dark display, split as if dark on light: the splitter alone flips to
        // light ink (the light pixels are a minority); with `fixedPolarity` it keeps the dark ink.
        var d = SyntheticDisplay(text: "47")
        d.ink = 240; d.background = 10
        let img = d.render()
        let region = Rect(x: 0, y: 0, width: 1, height: 1)
        let light = LineSplitter().split(img, region: region, polarity: .lightOnDark).strip
        let flipped = LineSplitter().split(img, region: region, polarity: .darkOnLight).strip
        let kept = LineSplitter(fixedPolarity: true).split(img, region: region, polarity: .darkOnLight).strip
        XCTAssertNotNil(light)
        XCTAssertEqual(flipped?.mask, light?.mask)
        XCTAssertNotEqual(kept?.mask, light?.mask)
    }
}
