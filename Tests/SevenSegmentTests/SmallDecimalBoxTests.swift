import XCTest
@testable import SevenSegment

/// A small decimal as wide as tall on a crop squashed in height (`DigitSegmenter.smallDigitFullWidthShare`),
/// and a small decimal a first look left unresolved in a full-size box (`SecondLook.smallInOtherBox`).
final class SmallDecimalBoxTests: XCTestCase {
    /// The last digit of 011301 and a small 0 on a meter crop: full-size digits 39 px wide in a band of 52 rows,
    /// the small 0 26 px wide and 25 rows tall on the band's foot (1.39 times a digit of its height).
    func testAWideSmallDigitMakesASmallCell() throws {
        let segmenter = DigitSegmenter()
        let last = CharacterCell(kind: .narrow, x0: 295, x1: 334, inkX0: 324, inkX1: 334, point: false)
        let run = DigitSegmenter.Run(x0: 344, x1: 369, top: 24, bottom: 48, mass: 300)
        let cell = try XCTUnwrap(segmenter.smallDecimalCell(run, off: 0, top: 0, hd: 52, digitWidth: 39, stroke: 8, after: last))
        XCTAssertTrue(cell.small)
        XCTAssertEqual(cell.top, 24)
        XCTAssertEqual(cell.bottom, 49)
    }

    /// The lower part of a full-size digit whose upper part faded is as wide as a full digit: no small cell.
    func testALowerPartAsWideAsADigitMakesNone() {
        let segmenter = DigitSegmenter()
        let last = CharacterCell(kind: .glyph, x0: 290, x1: 329, inkX0: 290, inkX1: 329, point: false)
        let run = DigitSegmenter.Run(x0: 340, x1: 376, top: 24, bottom: 51, mass: 300)
        XCTAssertNil(segmenter.smallDecimalCell(run, off: 0, top: 0, hd: 52, digitWidth: 39, stroke: 8, after: last))
    }

    func character(_ c: Character, x: Int, width: Int, segments: Segments = [], small: Bool = false) -> CharacterReading {
        var r = CharacterReading(character: c, confidence: c == "_" ? 0.3 : 1, segments: segments,
                                 cell: PixelRect(x: x, y: 0, width: width, height: 40))
        r.small = small
        return r
    }

    /// 004303.6 with a unit label (kW) above the small 6: the first look's last box took label and digit
    /// in (a full-size box, its segments the label's), the second look cut the small 6 out of it.
    func lines(small: Bool, firstX: Int = 362) -> (first: LineReading, second: LineReading) {
        let digits = Array("004303")
        var f = digits.enumerated().map { character($0.element, x: 13 + 60 * $0.offset, width: 45) }
        var s = f
        f.append(character("_", x: firstX, width: 45, segments: [.a, .b, .f, .g]))
        s.append(character("6", x: 376, width: 23, segments: [.a, .c, .d, .e, .f, .g], small: small))
        return (LineReading(field: .value, text: "004303_", characters: f, issues: [.unknownPattern(position: 6)]),
                LineReading(field: .value, text: "004303.6", characters: s))
    }

    func testASmallDecimalInTheFirstLooksFullSizeBoxIsNotComparedSegmentBySegment() {
        let (first, second) = lines(small: true)
        XCTAssertTrue(SecondLook.accepts(second, after: first))
        // Not marked small (the reader's switch off): the first look's lit b is unlit in a 6, and the 6
        // lights three segments the first saw off (c, d, e): refused as before.
        let (first2, second2) = lines(small: false)
        XCTAssertFalse(SecondLook.accepts(second2, after: first2))
    }

    /// The first look's box must hold the small cell; a named first character must still be the same.
    func testOnlyInsideTheFirstLooksBoxAndOnlyWhereItWasUnresolved() {
        let (first, second) = lines(small: true, firstX: 380)
        XCTAssertFalse(SecondLook.accepts(second, after: first))
        var (named, second2) = lines(small: true)
        named.characters[6].character = "8"
        named.text = "0043038"
        named.issues = []
        XCTAssertFalse(SecondLook.accepts(second2, after: named))
    }

    /// The reader marks a small decimal's character only with its switch on.
    func testTheReaderMarksSmallDecimals() throws {
        let image = try SmallDecimalMeter.rendered("011039.3")
        let quad = Quad(Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)))
        let layout = SmallDecimalMeter.layout(smallDecimals: true)
        let on = SevenSegmentReader().read(image, layout: layout, quad: quad)
        XCTAssertEqual(on.text, "011039.3")
        XCTAssertEqual(on.lines.first?.characters.map(\.small), [false, false, false, false, false, false, true])
        var options = ReaderOptions()
        options.comparesSmallDecimalsApart = false
        let off = SevenSegmentReader(options: options).read(image, layout: layout, quad: quad)
        XCTAssertEqual(off.text, "011039.3")
        XCTAssertFalse(off.lines.first?.characters.contains(where: \.small) ?? true)
    }
}
