import XCTest
@testable import SevenSegment

/// What glare or blur left of a leading "1" (a short upright piece of its stroke) means a digit may be
/// lost: the line is not sure, rather than "127" reading as "27".
final class StrokeRemainsTests: XCTestCase {
    let layout = DisplayLayout(aspectRatio: 2.2, lines: [
        LineLayout(field: .glucose, region: Rect(x: 0.25, y: 0.2, width: 0.51, height: 0.6), digits: 3),
    ], hints: RecognitionHints(slantDegrees: 8))

    func read(_ image: GrayImage) throws -> LineReading {
        let quad = Quad(Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)))
        return try XCTUnwrap(SevenSegmentReader().read(image, layout: layout, quad: quad).lines.first)
    }

    /// "127" with its 1 washed out above the lowest `keep` share of the digits' rows.
    func washedOne(keep: Double) throws -> GrayImage {
        var image = try DisplayRenderer().render(layout: layout, text: "127", width: 320)
        let background = image.pixels[0]
        let w = image.width, h = image.height
        let digitsTop = Int(0.2 * Double(h)), digitsBottom = Int(0.8 * Double(h))
        let keepFrom = digitsBottom - Int(keep * Double(digitsBottom - digitsTop))
        for y in 0..<keepFrom {
            for x in Int(0.2 * Double(w))..<Int(0.41 * Double(w)) { image.pixels[y * w + x] = background }
        }
        return image
    }

    func testWashedOutLeadingOneIsNotSure() throws {
        XCTAssertEqual(try read(try DisplayRenderer().render(layout: layout, text: "127", width: 320)).text, "127")
        let r = try read(try washedOne(keep: 0.35))
        XCTAssertFalse(r.isComplete, "a washed-out leading 1 read as \(r.text)")
        XCTAssertTrue(r.issues.contains(.ambiguous(position: 0)), "\(r.issues)")
        // With the whole 1 gone there is nothing to go by: the line reads as drawn.
        XCTAssertEqual(try read(try washedOne(keep: 0)).text, "27")
    }

    func testStrokeRemainsShape() {
        // An upright piece a third of the band tall and a stroke wide.
        XCTAssertTrue(DigitSegmenter.isStrokeRemains(width: 6, height: 18, mass: 90, hd: 52, stroke: 5, digitWidth: 22))
        // Grain, a bar, a blob: no stroke.
        XCTAssertFalse(DigitSegmenter.isStrokeRemains(width: 5, height: 10, mass: 50, hd: 52, stroke: 5, digitWidth: 22))
        XCTAssertFalse(DigitSegmenter.isStrokeRemains(width: 20, height: 18, mass: 300, hd: 52, stroke: 5, digitWidth: 22))
        XCTAssertFalse(DigitSegmenter.isStrokeRemains(width: 16, height: 45, mass: 600, hd: 52, stroke: 5, digitWidth: 22))
        // A ghost outline of an unlit 1: as tall, but sparse.
        XCTAssertFalse(DigitSegmenter.isStrokeRemains(width: 6, height: 27, mass: 32, hd: 54, stroke: 5, digitWidth: 26))
    }

    func testOnlyPiecesJustBeforeTheFirstCharacterCount() {
        let first = CharacterCell(kind: .glyph, x0: 30, x1: 52, inkX0: 31, inkX1: 49, point: false)
        let near = DigitSegmenter.remainsBeforeFirst([(x0: 18, x1: 25)], cells: [first], digitWidth: 22)
        XCTAssertEqual(near, [21.5])
        // Clutter at the display's edge, far before the first digit, is no lost 1.
        XCTAssertTrue(DigitSegmenter.remainsBeforeFirst([(x0: 0, x1: 5)], cells: [first], digitWidth: 22).isEmpty)
        // Before a 1, whose stroke stands at the right of its box, the gap is taken to the box.
        let one = CharacterCell(kind: .narrow, x0: 45, x1: 74, inkX0: 68, inkX1: 74, point: false)
        XCTAssertEqual(DigitSegmenter.remainsBeforeFirst([(x0: 31, x1: 38)], cells: [one], digitWidth: 29), [34.5])
        // Nor is a piece after it.
        XCTAssertTrue(DigitSegmenter.remainsBeforeFirst([(x0: 60, x1: 65)], cells: [first], digitWidth: 22).isEmpty)
    }
}
