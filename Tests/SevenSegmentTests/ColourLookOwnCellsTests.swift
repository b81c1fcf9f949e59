import XCTest
@testable import SevenSegment

/// A given display's colour reading its guards refused, judged again on the gray frame sampled in the
/// colour look's own cells (`SevenSegmentReader+ColourLookOwnCells`): glare before the first digit moved
/// the gray look's cells, so each holds parts of two digits.
final class ColourLookOwnCellsTests: XCTestCase {
    /// A red LED 40 pixels inside a dark frame on a floating-point layout: its gray frame shows `grayText`
    /// (lit segments 118, unlit ones glowing 40, the panel 15), its chroma plane `colourText` (lit 195),
    /// both drawn in the same places.
    func led(gray grayText: String, colour colourText: String) -> (GrayImage, Quad, DisplayLayout) {
        RedLEDFrame.make(gray: grayText, colour: colourText, glow: 40, floatingPoint: true)
    }

    /// `gray` (the gray look's reading, its crop kept) with its one line replaced by characters `names`
    /// lit in `segments`, in the cells of `colour` moved `shift` pixels left and widened by as much (a glare
    /// patch before the first digit taken into the row).
    func moved(_ gray: DisplayReading, colour: DisplayReading, names: [Character], segments: [Segments], shift: Int) -> DisplayReading {
        var out = gray
        let chars = zip(zip(names, segments), colour.lines[0].characters).map { ns, c in
            CharacterReading(character: ns.0, confidence: 0.5, segments: ns.1,
                             cell: c.cell.map { PixelRect(x: $0.x - shift, y: $0.y, width: $0.width + shift, height: $0.height) })
        }
        out.lines[0] = LineReading(field: .value, text: String(names), characters: chars, issues: [.unknownPattern(position: 0)])
        return out
    }

    /// (reader, gray reading, display) of the given `quad`: the gray look read with the colour look off.
    func grayLook(_ img: GrayImage, layout: DisplayLayout, quad: Quad) throws -> (SevenSegmentReader, DisplayReading, Quad) {
        let grayOnly = SevenSegmentReader.grayOnly
        let reader = SevenSegmentReader()
        let display = try XCTUnwrap(DisplayLocator(margin: reader.options.quadMargin).refine(quad, in: img)).quad
        return (reader, grayOnly.read(img, layout: layout, quad: quad), display)
    }

    /// 82 whose gray look, its cells moved left, named the 8's left half a 1 and the 2 nothing (ammeter
    /// 8bfec200): refused on the gray look's cells, it stands on its own, where the gray frame shows 8 and 2.
    func testAColourReadingStandsInItsOwnCells() throws {
        let (img, quad, layout) = led(gray: "82", colour: "82")
        let (reader, gray, display) = try grayLook(img, layout: layout, quad: quad)
        XCTAssertEqual(gray.text, "82")
        let colour = try XCTUnwrap(reader.readColourLook(img, layout: layout, display: display, gray: gray))
        XCTAssertEqual(colour.text, "82")
        let glared = moved(gray, colour: colour, names: ["1", "_"], segments: [[.b, .c], [.a, .c, .g]], shift: 12)
        XCTAssertFalse(SevenSegmentReader.onlyTakesAway(colour, gray: glared))
        XCTAssertEqual(reader.readColourLook(img, layout: layout, display: display, gray: glared)?.text, "82")
        var off = reader
        off.options.colourGuardsInOwnCells = false
        XCTAssertNil(off.readColourLook(img, layout: layout, display: display, gray: glared)?.text)
    }

    /// The colour look lighting a 3 where the gray frame shows a 7 (a jittered ammeter box read 677 as 673,
    /// its gray look `___`): in its own cells the gray frame's 7 has its middle and bottom bars dark, and the
    /// reading is refused.
    func testASegmentTheGrayFrameShowsDarkIsRefused() throws {
        let (img, quad, layout) = led(gray: "677", colour: "673")
        let (reader, gray, display) = try grayLook(img, layout: layout, quad: quad)
        XCTAssertEqual(gray.text, "677")
        // Read in the gray look's own cells it is refused anyway (the 7 named); with those cells moved and unnamed too.
        XCTAssertNil(reader.readColourLook(img, layout: layout, display: display, gray: gray)?.text)
        let seen = reader.read(img.colourLook(try XCTUnwrap(img.chromaImage)), layout: layout, quad: quad)
        XCTAssertEqual(seen.text, "673")
        let glared = moved(gray, colour: seen, names: ["_", "_", "_"], segments: [[.c, .d], [.b, .c], [.b, .c]], shift: 10)
        XCTAssertNil(reader.readColourLook(img, layout: layout, display: display, gray: glared)?.text)
    }

    /// A floating point lit in gray only between 8 and 2 (the colour look lost it), which the gray look's
    /// moved cells did not cut out: the gap in the colour look's own cells shows it, and 82 is refused.
    func testAPointInAGapOfTheGrayFrameIsRefused() throws {
        let (img, quad, layout) = led(gray: "8.2", colour: "82")
        let (reader, gray, display) = try grayLook(img, layout: layout, quad: quad)
        XCTAssertEqual(gray.text, "8.2")
        let seen = reader.read(img.colourLook(try XCTUnwrap(img.chromaImage)), layout: layout, quad: quad)
        XCTAssertEqual(seen.text, "82")
        let glared = moved(gray, colour: seen, names: ["1", "_"], segments: [[.b, .c], [.a, .c, .g]], shift: 12)
        XCTAssertNil(reader.readColourLook(img, layout: layout, display: display, gray: glared)?.text)
    }
}
