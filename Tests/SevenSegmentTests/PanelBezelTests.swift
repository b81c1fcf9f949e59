import XCTest
@testable import SevenSegment

/// A tight crop of a light panel with dark digits inside a dark bezel that stands along the crop's
/// sides: the bezel is painted over and the panel read alone (`readTightCrop`, `sideBezelsFilled`), with
/// lit segments that must be solid (`GlyphDecoder.solidLit`) and never every segment lit.
final class PanelBezelTests: XCTestCase {
    func layout() -> DisplayLayout { .wholeCrop() }

    /// Dark digits on a light panel touching the crop's top and bottom, with `bezel` dark columns added
    /// left and right through the whole height.
    func panel(_ text: String, bezel: Int, ghost: UInt8? = nil) -> GrayImage {
        var d = SyntheticDisplay(text: text)
        d.margin = 0; d.ink = 20; d.background = 235; d.ghost = ghost
        d.digitHeight = 60; d.digitWidth = 32; d.thickness = 7; d.spacing = 10
        let digits = d.render()
        let side = 6 // light panel between bezel and digits
        var img = GrayImage(width: digits.width + 2 * (bezel + side), height: digits.height, fill: 235)
        for y in 0..<img.height {
            for x in 0..<bezel { img[x, y] = 20; img[img.width - 1 - x, y] = 20 }
            for x in 0..<digits.width { img[bezel + side + x, y] = digits[x, y] }
        }
        return img
    }

    func testPanelInsideADarkBezelIsReadWithTheBezelPaintedOver() {
        let img = panel("347", bezel: 30)
        let reader = SevenSegmentReader()
        // The bezel read as ink spoils the padded view as it is.
        XCTAssertNil(reader.readPaddedTwice(img, layout: layout(), polarity: .darkOnLight, fill: 235, pad: reader.options.tightCropPadding)?.text)
        XCTAssertEqual(reader.readTightCrop(img, layout: layout())?.text, "347")
    }

    func testSideBezelIsPaintedAndDigitsAreKept() {
        let img = panel("347", bezel: 30)
        guard let filled = img.sideBezelsFilled(fill: 235) else { return XCTFail("no bezel found") }
        XCTAssertEqual(filled[0, 10], 235)
        XCTAssertEqual(filled[img.width - 1, 50], 235)
        // The digits' pixels are untouched.
        for i in img.pixels.indices where img.pixels[i] != filled.pixels[i] {
            XCTAssertTrue(i % img.width < 30 || i % img.width >= img.width - 30, "digit pixel painted at \(i % img.width)")
        }
    }

    func testDarkPieceAlongPartOfTheSideIsNoBezel() {
        // A digit cut by the left side touches it in fewer rows than a bezel does.
        var img = GrayImage(width: 60, height: 40, fill: 235)
        for y in 0..<24 { for x in 0..<6 { img[x, y] = 20 } }
        XCTAssertNil(img.sideBezelsFilled(fill: 235))
        for y in 24..<40 { for x in 0..<6 { img[x, y] = 20 } }
        XCTAssertNotNil(img.sideBezelsFilled(fill: 235))
    }

    func testFaintLitSegmentIsNotSureWhereSegmentsMustBeSolid() {
        let cell = CharacterCell(kind: .glyph, x0: 0, x1: 20, inkX0: 0, inkX1: 20, point: false)
        let eight = SampledCell(cell: cell, levels: [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0])
        // A 9 whose unlit e shows gray, at 0.7 of the lit level.
        let nineOrEight = SampledCell(cell: CharacterCell(kind: .glyph, x0: 30, x1: 50, inkX0: 30, inkX1: 50, point: false),
                                      levels: [1.0, 1.0, 1.0, 1.0, 0.7, 1.0, 1.0])
        let plain = GlyphDecoder().decode([eight, nineOrEight], words: [])
        XCTAssertEqual(plain.characters.map(\.character), ["8", "8"])
        let solid = GlyphDecoder(solidLit: 0.8).decode([eight, nineOrEight], words: [])
        XCTAssertEqual(solid.characters.map(\.character), ["8", "_"])
        XCTAssertTrue(solid.issues.contains(.ambiguous(position: 1)))
    }

    func testEverySegmentLitWithOrWithoutLeadingOne() {
        func line(_ s: String) -> LineReading {
            LineReading(field: .value, text: s, characters: s.map { CharacterReading(character: $0, confidence: 1) })
        }
        XCTAssertTrue(SevenSegmentReader.everySegmentLit(line("188")))
        XCTAssertTrue(SevenSegmentReader.everySegmentLit(line("88")))
        XCTAssertFalse(SevenSegmentReader.everySegmentLit(line("18")))
        XCTAssertFalse(SevenSegmentReader.everySegmentLit(line("118")))
        XCTAssertFalse(SevenSegmentReader.everySegmentLit(line("180")))
        XCTAssertFalse(SevenSegmentReader.everySegmentLit(line("81")))
    }

    func testPanelShowingEveryLitSegmentIsNotRead() {
        // Unlit segments as dark as the lit ones: 107 shows as 188.
        XCTAssertNil(SevenSegmentReader().readTightCrop(panel("188", bezel: 30), layout: layout())?.text)
    }
}
