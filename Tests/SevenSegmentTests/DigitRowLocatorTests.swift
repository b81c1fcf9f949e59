import XCTest
@testable import SevenSegment

/// The row of digits inside a found display window, and a fixed point merged into a digit.
final class DigitRowLocatorTests: XCTestCase {
    /// A window holding "42.50" right-aligned, with empty positions and a scratch on the left and the
    /// window's inner edge (a dark line taller than the digits) just right of the last digit.
    func windowWithClutter() -> (image: GrayImage, digitsX0: Int, digitsX1: Int, edgeX: Int) {
        var d = SyntheticDisplay(text: "42.50")
        d.background = 110; d.ink = 30; d.margin = 20
        let digits = d.render()
        let pad = 150
        var img = GrayImage(width: digits.width + pad + 14, height: digits.height, fill: 110)
        for y in 0..<digits.height { for x in 0..<digits.width { img[x + pad, y] = digits[x, y] } }
        // A scratch in the empty part: a short slanted dark stroke, far from the digits.
        for k in 0..<14 { for t in 0..<3 { img[30 + k + t, 30 + k] = 40 } }
        // The window's inner edge: a dark line over the full height, a little right of the last digit.
        let edgeX = pad + digits.width + 4
        for y in 0..<img.height { for x in edgeX..<(edgeX + 3) { img[x, y] = 25 } }
        return (img, pad + d.margin, pad + digits.width - d.margin, edgeX)
    }

    func testFindsTheDigitsAndLeavesClutterOut() throws {
        let w = windowWithClutter()
        let r = try XCTUnwrap(DigitRowLocator().locate(w.image, polarity: .darkOnLight))
        // The empty part and its scratch are left out, the first digit is kept.
        XCTAssertGreaterThan(r.x, 60)
        XCTAssertLessThanOrEqual(r.x, w.digitsX0)
        // The last digit is kept, the window edge is not.
        XCTAssertGreaterThanOrEqual(r.maxX, w.digitsX1)
        XCTAssertLessThanOrEqual(r.maxX, w.edgeX)
    }

    /// "51.00" with the 1 standing at the right of its place: the gap before it is wider than a digit's
    /// own gaps, and the 5 alone (lighter than the rest) was left out of the row.
    func testADigitBeforeALeadingOneJoinsTheRow() throws {
        var d = SyntheticDisplay(text: "51.00")
        d.background = 110; d.ink = 30; d.margin = 20; d.spacing = 14
        let digits = d.render()
        let pad = 150
        var img = GrayImage(width: digits.width + pad, height: digits.height, fill: 110)
        for y in 0..<digits.height { for x in 0..<digits.width { img[x + pad, y] = digits[x, y] } }
        let r = try XCTUnwrap(DigitRowLocator().locate(img, polarity: .darkOnLight))
        XCTAssertLessThanOrEqual(r.x, pad + d.margin, "the 5 is left out of the row")
        XCTAssertGreaterThan(r.x, 60)
        // A single piece as far away (a scratch) does not join.
        for k in 0..<14 { for t in 0..<3 { img[pad + d.margin - 30 + t, 30 + k] = 40 } }
        for y in 0..<img.height { for x in (pad + d.margin)..<(pad + d.margin + d.digitWidth) { img[x, y] = 110 } }
        let alone = try XCTUnwrap(DigitRowLocator().locate(img, polarity: .darkOnLight))
        XCTAssertGreaterThan(alone.x, pad + d.margin - 25, "a lone scratch joined the row")
    }

    func testNoRowInABlankWindow() {
        XCTAssertNil(DigitRowLocator().locate(GrayImage(width: 300, height: 80, fill: 110), polarity: .darkOnLight))
    }

    func testWholeFrameReadsTheRowOfAClutteredWindow() {
        let w = windowWithClutter()
        // The window inside a light bezel.
        var frame = GrayImage(width: w.image.width + 160, height: w.image.height + 200, fill: 215)
        for y in 0..<w.image.height { for x in 0..<w.image.width { frame[x + 80, y + 100] = w.image[x, y] } }
        let layout = SyntheticDisplay.layout(digits: 5, floatingPoint: false, decimals: 2,
                                             aspect: Double(w.image.width) / Double(w.image.height))
        let r = SevenSegmentReader().read(frame, layout: layout, quad: nil)
        // Never a wrong value: read right, or not at all.
        if r.isComplete { XCTAssertEqual(r.lines[0].text, "42.50") }
        let row = SevenSegmentReader().digitRowQuad(frame, layout: layout,
                                                    quad: Quad(Rect(x: 80, y: 100, width: Double(w.image.width), height: Double(w.image.height))))
        XCTAssertNotNil(row)
        XCTAssertGreaterThan(row?.bounds.x ?? 0, 80 + 60)
    }

    /// Cells 24 wide, 30 apart; `wide` is 6 wider on its left (a point merged into its lower left).
    func line(_ text: String, points: [Float], wide: Int? = nil) -> ([CharacterReading], DecodedLine, SegmentedLine) {
        let chars = text.map { CharacterReading(character: $0, confidence: 1) }
        var cells: [CharacterCell] = []
        for i in 0..<chars.count {
            let x0 = Double(i * 30) - (i == wide ? 6 : 0), x1 = Double(i * 30 + 24)
            cells.append(CharacterCell(kind: .glyph, x0: x0, x1: x1, inkX0: x0, inkX1: x1, point: false))
        }
        let segmented = SegmentedLine(shear: 0, top: 0, bottom: 40, digitWidth: 24, stroke: 5, bar: 5, cells: cells,
                                      gapAfter: nil, leadingPoint: false)
        return (chars, DecodedLine(characters: chars, issues: [], separation: 1, pointLevels: points), segmented)
    }

    func testMergedPointTakenAtTheFixedPlaceOnly() {
        let layout = LineLayout(field: .value, region: Rect(x: 0, y: 0, width: 1, height: 1), digits: 5, decimals: 2)
        let interpreter = LineInterpreter()
        // "120.00" with the point touching the next 0 (which it widens): lit where the layout puts it only.
        let (c1, d1, s1) = line("12000", points: [0, 0.1, 0.9, 0.1, 0], wide: 3)
        XCTAssertEqual(interpreter.mergedPointPlace(d1, chars: c1, segmented: s1, layout: layout), 2)
        let r = interpreter.interpret(d1, cells: s1.cells, segmented: s1, layout: layout)
        XCTAssertEqual(r.text, "120.00")
        XCTAssertTrue(r.isComplete)
        // The same spot lit but no digit widened (a digit's own foot in the gap): refused.
        let (c0, d0, s0) = line("12000", points: [0, 0.1, 0.9, 0.1, 0])
        XCTAssertNil(interpreter.mergedPointPlace(d0, chars: c0, segmented: s0, layout: layout))
        // A lost digit moves the layout's place off the lit spot: refused.
        let (c2, d2, s2) = line("1200", points: [0, 0.1, 0.9, 0], wide: 3)
        XCTAssertNil(interpreter.mergedPointPlace(d2, chars: c2, segmented: s2, layout: layout))
        // A lit spot after the last character (decimals lost past it): refused.
        let (c3, d3, s3) = line("230", points: [0.8, 0, 0.9], wide: 1)
        XCTAssertNil(interpreter.mergedPointPlace(d3, chars: c3, segmented: s3, layout: layout))
        // Faint everywhere: no point to take.
        let (c4, d4, s4) = line("12000", points: [0, 0.1, 0.3, 0.1, 0], wide: 3)
        XCTAssertNil(interpreter.mergedPointPlace(d4, chars: c4, segmented: s4, layout: layout))
        // Floating points are never placed by the layout; optional ones under stricter rules
        // (OptionalMergedPointTests): here the widened digit is wider than every other one.
        var floating = layout; floating.floatingPoint = true
        XCTAssertNil(interpreter.mergedPointPlace(d1, chars: c1, segmented: s1, layout: floating))
        var optional = layout; optional.optionalPoint = true
        XCTAssertEqual(interpreter.mergedPointPlace(d1, chars: c1, segmented: s1, layout: optional), 2)
    }
}
