import XCTest
@testable import SevenSegment

/// The colour look of a given LED display under glare, and of a floating-point line neither look saw a
/// point on (`SevenSegmentReader+ColourLookGlare`).
final class ColourLookGlareTests: XCTestCase {
    /// "100" of a red LED (`RedLEDFrame`): lit segments (255, 60, 60), unlit ones a neutral glow of `glow`,
    /// the panel (15, 15, 15), 40 pixels inside the frame.
    func redLED(glow: UInt8) -> (GrayImage, Quad, DisplayLayout) { RedLEDFrame.make(glow: glow) }

    /// Glare (bright, no colour) loses its gray half on the colour look, and so does the pixel beside it;
    /// a lit red segment's pixel keeps its chroma plus half its gray.
    func testGlareLosesItsGrayHalf() {
        let gray = GrayImage(width: 7, height: 1, pixels: [118, 118, 15, 255, 15, 118, 118])
        let chroma = GrayImage(width: 7, height: 1, pixels: [195, 195, 0, 0, 0, 195, 195])
        XCTAssertEqual(gray.colourLook(chroma).pixels, [254, 254, 7, 127, 7, 254, 254])
        XCTAssertEqual(gray.colourLookClearOfGlare(chroma).pixels, [254, 254, 0, 0, 0, 254, 254])
        // A coloured bright pixel (an overexposed lit segment keeping some colour) is no glare.
        let lit = GrayImage(width: 1, height: 1, pixels: [230])
        XCTAssertEqual(lit.colourLookClearOfGlare(GrayImage(width: 1, height: 1, pixels: [90])).pixels, [205])
    }

    /// "100" of a red LED whose unlit segments glow (`ColourLookTests.frame`): told the gray look found
    /// glare, the colour look still reads it; a backlit display (colour all over its box) has none then.
    func testAnLEDUnderGlareHasAColourLook() throws {
        let (img, quad, layout) = redLED(glow: 100)
        let grayOnly = SevenSegmentReader.grayOnly
        let reader = SevenSegmentReader()
        let display = try XCTUnwrap(DisplayLocator(margin: reader.options.quadMargin).refine(quad, in: img)).quad
        var glared = grayOnly.read(img, layout: layout, quad: quad)
        XCTAssertFalse(glared.isComplete)
        glared.glare = [PixelRect(x: 0, y: 0, width: 8, height: 8)]
        XCTAssertEqual(reader.readColourLook(img, layout: layout, display: display, gray: glared)?.text, "100")
        var backlit = img
        backlit.chroma = [UInt8](repeating: 200, count: img.width * img.height)
        XCTAssertNil(reader.readColourLook(backlit, layout: layout, display: display, gray: glared))
    }

    /// A white streak across the unlit segments of a red LED's "100" (gray 255, no colour): a safety
    /// check, with and without the glare look: whatever reads completely reads 100.
    func testAGlareStreakAcrossUnlitSegments() {
        var (img, quad, layout) = redLED(glow: 60)
        // A streak two pixels wide down the middle of the second digit's cell (over its unlit middle bar).
        let x0 = 40 + img.width / 2 - 40 - 1
        for y in 40..<(img.height - 40) {
            for x in x0..<(x0 + 3) {
                img[x, y] = 255
                img.chroma![y * img.width + x] = 0
            }
        }
        let r = SevenSegmentReader().read(img, layout: layout, quad: quad)
        var off = SevenSegmentReader()
        off.options.readsColourUnderGlare = false
        let without = off.read(img, layout: layout, quad: quad)
        XCTAssertFalse(without.isComplete && without.text != "100", "misread without the rule: \(without.text)")
        XCTAssertFalse(r.isComplete && r.text != "100", "misread: \(r.text)")
    }

    /// A floating-point line read without a point: it stands where the gray look named a digit on it and
    /// saw no point either; not where the gray look saw a point or named nothing, nor on a fixed point.
    func testNeitherLookShowsAPoint() {
        func reading(_ text: String) -> DisplayReading {
            let chars = text.filter { $0 != "." }.map { CharacterReading(character: $0, confidence: 1) }
            return DisplayReading(lines: [LineReading(field: .value, text: text, characters: chars, issues: [])])
        }
        let floating = SyntheticDisplay.layout(digits: 3, polarity: .lightOnDark, floatingPoint: true)
        XCTAssertTrue(SevenSegmentReader.neitherShowsPoint(reading("94"), gray: reading("_4"), layout: floating))
        XCTAssertFalse(SevenSegmentReader.neitherShowsPoint(reading("94"), gray: reading("__"), layout: floating))
        XCTAssertFalse(SevenSegmentReader.neitherShowsPoint(reading("94"), gray: reading("9.4"), layout: floating))
        let fixed = SyntheticDisplay.layout(digits: 3, polarity: .lightOnDark, floatingPoint: false, decimals: 1)
        XCTAssertFalse(SevenSegmentReader.neitherShowsPoint(reading("94"), gray: reading("_4"), layout: fixed))
    }

    /// A given red LED "100" on a floating-point layout, its unlit segments glowing: the gray look does not
    /// read it, the colour look reads 100 with no point, which stands for the given display only.
    func testAPointlessColourReadingOfAGivenDisplay() throws {
        let (img, quad, _) = redLED(glow: 80)
        let (_, _, whole) = redLED(glow: 80)
        let layout = SyntheticDisplay.layout(digits: 3, polarity: .lightOnDark, floatingPoint: true, aspect: whole.aspectRatio)
        let grayOnly = SevenSegmentReader.grayOnly
        let gray = grayOnly.read(img, layout: layout, quad: quad)
        XCTAssertFalse(gray.isComplete)
        XCTAssertTrue(gray.lines.first?.text.contains(where: \.isNumber) ?? false, gray.text)
        let reader = SevenSegmentReader()
        let display = try XCTUnwrap(DisplayLocator(margin: reader.options.quadMargin).refine(quad, in: img)).quad
        XCTAssertEqual(reader.readColourLook(img, layout: layout, display: display, gray: gray)?.text, "100")
        XCTAssertNil(reader.readColourLook(img, layout: layout, display: display, margin: reader.options.quadMargin,
                                           crossCheck: .relaxed, gray: gray))
        var off = SevenSegmentReader()
        off.options.colourKeepsPointlessFloating = false
        XCTAssertNil(off.readColourLook(img, layout: layout, display: display, gray: gray))
    }
}
