import XCTest
@testable import SevenSegment

/// A coloured LED display whose unlit segments glow nearly as bright as its lit ones
/// (`SevenSegmentReader+ColourLook`): where the gray frame does not read, its colour look is read.
final class ColourLookTests: XCTestCase {
    /// "100" of a red LED, 40 pixels inside a dark frame (`RedLEDFrame`).
    func frame(glow: UInt8, chroma: Bool = true) -> (GrayImage, Quad, DisplayLayout) {
        RedLEDFrame.make(glow: glow, chroma: chroma)
    }

    func testChromaIsTheSpreadOfTheChannels() {
        let pixels: [UInt8] = [255, 60, 60, 80, 80, 80, 0, 0, 0, 10, 200, 30]
        XCTAssertEqual(GrayImage.chroma(ofThreeChannels: pixels, width: 2, height: 2), [195, 0, 0, 190])
    }

    /// The colour look: chroma plus half the gray, capped.
    func testColourLookIsChromaPlusHalfTheGray() {
        let gray = GrayImage(width: 4, height: 1, pixels: [118, 100, 15, 250])
        let chroma = GrayImage(width: 4, height: 1, pixels: [195, 0, 0, 200])
        XCTAssertEqual(gray.colourLook(chroma).pixels, [254, 50, 7, 255])
    }

    /// Unlit segments glowing at 80 (the gray look reads 1388, incomplete), at 100 (888, the display
    /// test) and at 150, brighter than the lit segments in gray: the colour look reads 100.
    func testAGlowingRedDisplayReadsOnItsChroma() {
        for glow: UInt8 in [80, 100, 150] {
            let (img, quad, layout) = frame(glow: glow)
            assertReadsOnlyWithRule(img, layout: layout, quad: quad, expected: "100", "glow \(glow)") { $0.readsColour = false }
        }
    }

    /// A gray frame (no chroma plane) and a neutral one (every pixel under the coloured level, as an LCD
    /// photographed in colour) have no colour look.
    func testANeutralFrameHasNoColourLook() {
        let (gray, quad, layout) = frame(glow: 100, chroma: false)
        XCTAssertNil(gray.chromaImage)
        XCTAssertNil(SevenSegmentReader().readColourLook(gray, layout: layout, display: quad, gray: DisplayReading()))
        XCTAssertFalse(SevenSegmentReader().read(gray, layout: layout, quad: quad).isComplete)
        var neutral = gray
        neutral.chroma = [UInt8](repeating: SevenSegmentReader.colouredLevel - 1, count: gray.width * gray.height)
        XCTAssertFalse(SevenSegmentReader.coloured(neutral.chromaImage!, quad: quad))
        XCTAssertNil(SevenSegmentReader().readColourLook(neutral, layout: layout, display: quad, gray: DisplayReading()))
        let (red, _, _) = frame(glow: 100)
        XCTAssertTrue(SevenSegmentReader.coloured(red.chromaImage!, quad: quad))
    }

    /// A display coloured over more than half its box (`ledShare`) is backlit: its colour is its background,
    /// as an LED's lit segments' is not.
    func testADisplayColouredAllOverIsBacklit() {
        let (red, quad, _) = frame(glow: 100)
        XCTAssertTrue(SevenSegmentReader.coloured(red.chromaImage!, quad: quad))
        XCTAssertLessThanOrEqual(SevenSegmentReader.colourShare(red.chromaImage!, quad: quad), SevenSegmentReader.ledShare)
        XCTAssertFalse(SevenSegmentReader.backlit(red.chromaImage!, quad: quad))
        var backlit = red
        backlit.chroma = [UInt8](repeating: 200, count: red.width * red.height)
        XCTAssertTrue(SevenSegmentReader.coloured(backlit.chromaImage!, quad: quad))
        XCTAssertTrue(SevenSegmentReader.backlit(backlit.chromaImage!, quad: quad))
    }

    /// A display the gray look found glare on has no colour look (glare whitens lit segments too), unless
    /// it is an LED's (`SevenSegmentReader+ColourLookGlare`, off here).
    func testNoColourLookThroughGlare() throws {
        let (img, quad, layout) = frame(glow: 100)
        let grayOnly = SevenSegmentReader.grayOnly
        var reader = SevenSegmentReader()
        reader.options.readsColourUnderGlare = false
        let display = try XCTUnwrap(DisplayLocator(margin: reader.options.quadMargin).refine(quad, in: img)).quad
        let gray = grayOnly.read(img, layout: layout, quad: quad)
        XCTAssertFalse(gray.isComplete)
        XCTAssertEqual(reader.readColourLook(img, layout: layout, display: display, gray: gray)?.text, "100")
        var glared = gray
        glared.glare = [PixelRect(x: 0, y: 0, width: 8, height: 8)]
        XCTAssertNil(reader.readColourLook(img, layout: layout, display: display, gray: glared))
    }

    /// Glow only adds segments in gray: in the cell of a character the gray look named, the colour look
    /// may take segments away (8 -> 0) but not add any (4 -> 9); an unnamed gray character or a cell
    /// with no gray twin is not compared.
    func testTheColourLookOnlyTakesSegmentsAway() {
        func reading(_ chars: [(Character, Character, Int)]) -> DisplayReading {
            // (character, the character whose segments it shows, cell x)
            let cs = chars.map { t in
                CharacterReading(character: t.0, confidence: 1, segments: Charset.mask(of: t.1) ?? [],
                                 cell: PixelRect(x: t.2, y: 0, width: 20, height: 40))
            }
            return DisplayReading(lines: [LineReading(field: .value, text: String(chars.map { $0.0 }), characters: cs)])
        }
        let gray = reading([("8", "8", 0), ("4", "4", 30), ("_", "4", 60)])
        XCTAssertTrue(SevenSegmentReader.onlyTakesAway(reading([("0", "0", 2), ("4", "4", 31), ("9", "9", 61)]), gray: gray))
        XCTAssertFalse(SevenSegmentReader.onlyTakesAway(reading([("0", "0", 2), ("9", "9", 31), ("9", "9", 61)]), gray: gray))
        XCTAssertTrue(SevenSegmentReader.onlyTakesAway(reading([("0", "0", 2), ("4", "4", 31), ("9", "9", 61), ("7", "7", 95)]),
                                                       gray: gray))
    }

    /// The chroma plane is coarser than the gray: a line that may show a point stands only with one.
    func testAColourReadingShowsItsPoint() {
        func reading(_ text: String) -> DisplayReading {
            let chars = text.filter { $0 != "." }.map { CharacterReading(character: $0, confidence: 1) }
            return DisplayReading(lines: [LineReading(field: .value, text: text, characters: chars, issues: [])])
        }
        let floating = SyntheticDisplay.layout(digits: 3, polarity: .lightOnDark, floatingPoint: true)
        XCTAssertFalse(SevenSegmentReader.showsPoints(reading("364"), layout: floating))
        XCTAssertTrue(SevenSegmentReader.showsPoints(reading("3.64"), layout: floating))
        let timer = DisplayLayout(aspectRatio: 2.4, lines: [
            LineLayout(field: .value, region: Rect(x: 0, y: 0, width: 1, height: 1), digits: 4, decimals: 2,
                       polarity: .lightOnDark, minimumDigits: 4, optionalPoint: true, leadingZeros: true),
        ])
        XCTAssertFalse(SevenSegmentReader.showsPoints(reading("0911"), layout: timer))
        XCTAssertTrue(SevenSegmentReader.showsPoints(reading("09.11"), layout: timer))
        let whole = SyntheticDisplay.layout(digits: 3, polarity: .lightOnDark, floatingPoint: false)
        XCTAssertTrue(SevenSegmentReader.showsPoints(reading("100"), layout: whole))
    }
}
