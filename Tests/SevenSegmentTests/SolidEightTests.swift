import XCTest
@testable import SevenSegment

/// A tight-crop reading whose "8" is a solid block, a device's body, not a ring of bars around two
/// background counters (`SevenSegmentReader.solidEight`).
final class SolidEightTests: XCTestCase {
    /// One "8" whose cell is the whole of `img`.
    func reading(_ img: GrayImage) -> DisplayReading {
        let c = CharacterReading(character: "8", confidence: 1, cell: PixelRect(x: 0, y: 0, width: img.width, height: img.height))
        return DisplayReading(lines: [LineReading(field: .value, text: "8", characters: [c])])
    }

    /// A 40x80 cell of `background` with the seven bars (8 pixels thick) drawn in `ink`, the counters
    /// filled with `counter`.
    func eight(ink: UInt8, background: UInt8, counter: UInt8? = nil) -> GrayImage {
        var img = GrayImage(width: 40, height: 80, fill: counter ?? background)
        for y in 0..<80 { for x in 0..<40 {
            let bar = y < 8 || y >= 72 || (y >= 36 && y < 44) || x < 8 || x >= 32
            if bar { img[x, y] = ink }
        } }
        return img
    }

    func testARingOfBarsIsADigit() {
        XCTAssertFalse(SevenSegmentReader.solidEight(reading(eight(ink: 240, background: 20)),
                                                     crop: eight(ink: 240, background: 20), polarity: .lightOnDark, background: 20))
        let dark = eight(ink: 15, background: 200)
        XCTAssertFalse(SevenSegmentReader.solidEight(reading(dark), crop: dark, polarity: .darkOnLight, background: 200))
    }

    func testABlockIsNoDigit() {
        // A dark panel body on a light wall: counters as dark as the bars.
        let block = GrayImage(width: 40, height: 80, fill: 10)
        XCTAssertTrue(SevenSegmentReader.solidEight(reading(block), crop: block, polarity: .darkOnLight, background: 200))
        // Counters inked, darker than its middle bar (which lies at the background's level).
        let odd = eight(ink: 195, background: 200, counter: 40)
        XCTAssertTrue(SevenSegmentReader.solidEight(reading(odd), crop: odd, polarity: .darkOnLight, background: 200))
    }

    func testATightCropOfLitDigitsStillReads() {
        var d = SyntheticDisplay(text: "38")
        d.margin = 0; d.ink = 240; d.background = 10
        d.digitHeight = 60; d.digitWidth = 32; d.thickness = 7; d.spacing = 10
        XCTAssertEqual(SevenSegmentReader().readTightCrop(d.render(), layout: .wholeCrop(.lightOnDark))?.text, "38")
    }
}
