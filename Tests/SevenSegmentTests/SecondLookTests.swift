import XCTest
@testable import SevenSegment

/// The bar-response second look may not overrule what the first look saw, and a leading digit cut by
/// the strip's border keeps a line from reading.
final class SecondLookTests: XCTestCase {
    func line(_ chars: [CharacterReading]) -> LineReading {
        LineReading(field: .value, text: String(chars.map(\.character)), characters: chars)
    }

    func char(_ c: Character, _ segments: Segments = [], faint: Segments = []) -> CharacterReading {
        CharacterReading(character: c, confidence: c == "_" ? 0.3 : 1, segments: segments, faint: faint)
    }

    let zero: Segments = [.a, .b, .c, .d, .e, .f]

    func testSecondLookMayNotDropASegmentTheFirstSawNearlyLit() {
        let first = line([char("_", zero, faint: .g), char("0", zero)])
        let second = line([char("0", zero), char("0", zero)])
        XCTAssertFalse(SecondLook.accepts(second, after: first), "an 8 with a faint bar is not a 0")
        let eight = line([char("8", zero.union(.g)), char("0", zero)])
        XCTAssertTrue(SecondLook.accepts(eight, after: first))
    }

    func testSecondLookMayAddFaintSegmentsButNotChangeResolvedOnes() {
        let first = line([char("_", [.b, .c]), char("4", [.b, .c, .f, .g])])
        XCTAssertTrue(SecondLook.accepts(line([char("7", [.a, .b, .c]), char("4", [.b, .c, .f, .g])]), after: first))
        XCTAssertFalse(SecondLook.accepts(line([char("7", [.a, .b, .c]), char("1", [.b, .c])]), after: first))
    }

    func testSecondLookMayLightOneSegmentTheFirstSawOffButNotMore() {
        // The first look saw a 5 without its bottom bar (unresolved); the bar view lights that bar: a 5.
        let first = line([char("_", [.a, .f, .g, .c]), char("1", [.b, .c])])
        XCTAssertTrue(SecondLook.accepts(line([char("5", [.a, .f, .g, .c, .d]), char("1", [.b, .c])]), after: first))
        // Lighting two or three segments the first saw clearly off is inventing them (a 5 read as 9 or 8).
        XCTAssertFalse(SecondLook.accepts(line([char("9", [.a, .b, .c, .d, .f, .g]), char("1", [.b, .c])]), after: first))
        XCTAssertFalse(SecondLook.accepts(line([char("8", [.a, .b, .c, .d, .e, .f, .g]), char("1", [.b, .c])]), after: first))
        // Segments the first saw nearly lit do not count as invented.
        let faint = line([char("_", [.a, .f, .g, .c], faint: [.b, .e]), char("1", [.b, .c])])
        XCTAssertTrue(SecondLook.accepts(line([char("8", [.a, .b, .c, .d, .e, .f, .g]), char("1", [.b, .c])]), after: faint))
    }

    func testSecondLookMayNotLoseCharacters() {
        let first = line([char("1", [.b, .c]), char("_", [.a, .b]), char("8", [.a, .b, .c, .d, .e, .f, .g])])
        XCTAssertFalse(SecondLook.accepts(line([char("1", [.b, .c])]), after: first), "108 is not 1")
    }

    func testASecondLookWithCharactersTheFirstDidNotSeeMustBeClear() {
        let first = line([char("1", [.b, .c]), char("1", [.b, .c])])
        var unsure = line([char("1", [.b, .c]), char("1", [.b, .c]), char("1", [.b, .c])])
        unsure.characters[0].confidence = 0.66
        XCTAssertFalse(SecondLook.accepts(unsure, after: first))
        unsure.characters[0].confidence = 0.95
        XCTAssertTrue(SecondLook.accepts(unsure, after: first))
    }

    func testSecondLookStandsAloneWhenTheFirstSawNothing() {
        let second = line([char("4", [.b, .c, .f, .g]), char("2", [.a, .b, .d, .e, .g])])
        XCTAssertTrue(SecondLook.accepts(second, after: LineReading(field: .value, text: "", characters: [])))
        var incomplete = second
        incomplete.issues = [.ambiguous(position: 0)]
        XCTAssertFalse(SecondLook.accepts(incomplete, after: LineReading(field: .value, text: "", characters: [])))
    }

    func testDecoderMarksNearlyLitSegmentsFaint() {
        let cell = CharacterCell(kind: .glyph, x0: 0, x1: 20, inkX0: 0, inkX1: 20, point: false)
        let eightish = SampledCell(cell: cell, levels: [1, 1, 1, 1, 1, 1, 0.42])
        let one = SampledCell(cell: cell, levels: [0, 1, 1, 0, 0, 0, 0])
        let decoded = GlyphDecoder().decode([eightish, one], words: [])
        XCTAssertFalse(decoded.characters[0].segments.contains(.g))
        XCTAssertTrue(decoded.characters[0].faint.contains(.g))
        XCTAssertEqual(decoded.characters[0].character, "_")
        XCTAssertTrue(decoded.characters[1].faint.isEmpty)
    }

    func strip(cut: [PixelRect]) -> LineStrip {
        LineStrip(width: 100, height: 60, origin: (0, 0), ink: [Float](repeating: 0, count: 6000),
                  mask: [UInt8](repeating: 0, count: 6000), band: 8..<56, contrast: 100, cutPieces: cut)
    }

    func segmented(_ cells: [ClosedRange<Double>]) -> SegmentedLine {
        let c = cells.map { CharacterCell(kind: .glyph, x0: $0.lowerBound, x1: $0.upperBound,
                                          inkX0: $0.lowerBound, inkX1: $0.upperBound, point: false) }
        return SegmentedLine(shear: 0, top: 8, bottom: 56, digitWidth: 24, stroke: 5, bar: 5, cells: c,
                             gapAfter: nil, leadingPoint: false)
    }

    func testATallPieceCutByTheBorderBeforeTheFirstDigitStopsTheLine() {
        let full = Rect(x: 0, y: 0, width: 1, height: 1)
        let one = PixelRect(x: 4, y: 6, width: 6, height: 54)
        let s = strip(cut: [one])
        let grid = DigitGrid(region: full, displayWidth: 100, strip: s, digits: 3)
        let two = segmented([36...60, 70...94])
        XCTAssertTrue(CutLeadingDigit.suspected(s, two, grid: grid, digits: 3), "118 must not read as 18")
        XCTAssertFalse(CutLeadingDigit.suspected(strip(cut: []), two, grid: grid, digits: 3))
        // All positions filled: the piece is a bezel edge.
        let three = segmented([14...32, 40...64, 70...94])
        XCTAssertFalse(CutLeadingDigit.suspected(s, three, grid: grid, digits: 3))
        // A short piece (clutter along the top) is not a digit.
        let clutter = strip(cut: [PixelRect(x: 4, y: 0, width: 6, height: 12)])
        XCTAssertFalse(CutLeadingDigit.suspected(clutter, two, grid: grid, digits: 3))
    }
}
