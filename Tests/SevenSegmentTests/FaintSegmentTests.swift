import XCTest
@testable import SevenSegment

/// Bottom bars lit fainter than the rest of the line (an insulation tester's LCD seen from above: "28.0"
/// with every bottom bar at about half the level of the other segments). A character is named through
/// such a segment when the line shows the same segment faint in another character too, and the
/// character is the same whether the segment is taken or not (9) or there is no character without it
/// (2, 8, 0). Otherwise it stays unsure.
final class FaintSegmentTests: XCTestCase {
    let cell = CharacterCell(kind: .glyph, x0: 0, x1: 10, inkX0: 0, inkX1: 10, point: false)

    /// Levels a...g of `c`'s canonical mask (lit 1.12, unlit -0.37), `faint` segments at `level`.
    func sampled(_ c: Character, faint: Segments = [], level: Float = 0.52) -> SampledCell {
        let m = Charset.mask(of: c)!
        let levels = Segments.seven.map { s -> Float in faint.contains(s) ? level : (m.contains(s) ? 1.12 : -0.37) }
        return SampledCell(cell: cell, levels: levels)
    }

    func testFaintBottomBarsAcrossTheLineAreRead() {
        let out = GlyphDecoder().decode([sampled("2", faint: .d), sampled("8", faint: .d), sampled("0", faint: .d)], words: [])
        XCTAssertEqual(String(out.characters.map(\.character)), "280", "\(out.issues)")
        XCTAssertTrue(out.issues.isEmpty, "\(out.issues)")
        XCTAssertTrue(out.characters.allSatisfy { $0.confidence >= 0.6 })
        XCTAssertTrue(out.readThroughFaintSegments)
    }

    func testNineReadsWithOrWithoutItsFaintBottomBar() {
        let out = GlyphDecoder().decode([sampled("5"), sampled("2", faint: .d), sampled("9", faint: .d, level: 0.45)], words: [])
        XCTAssertEqual(String(out.characters.map(\.character)), "529", "\(out.issues)")
        XCTAssertEqual(out.characters[2].segments, Charset.mask(of: "9"))
    }

    /// One faint segment on the line says nothing of the display: it may be a sampling gone astray. This
    /// rule does not read through it; on a line with glowing unlit segments it stays unsure. (On a plain
    /// line the 0 is named since without the bar no character is: `OneWayOnlyTests`.)
    func testALoneFaintSegmentStaysUnsure() {
        let plain = GlyphDecoder().decode([sampled("4"), sampled("0", faint: .d)], words: [])
        XCTAssertFalse(plain.readThroughFaintSegments)
        var glowing = [sampled("4"), sampled("0", faint: .d)]
        for i in glowing.indices { glowing[i].levels = glowing[i].levels.map { $0 < 0 ? 0.2 : $0 } }
        let out = GlyphDecoder().decode(glowing, words: [])
        XCTAssertEqual(String(out.characters.map(\.character)), "4_")
        XCTAssertFalse(out.readThroughFaintSegments)
    }

    /// A faint middle bar of an 8 may be a 0's unlit one glowing: two characters, so unsure.
    func testFaintSegmentThatNamesAnotherCharacterStaysUnsure() {
        let out = GlyphDecoder().decode([sampled("8", faint: .g), sampled("8", faint: .g)], words: [])
        XCTAssertEqual(String(out.characters.map(\.character)), "__")
    }

    /// A segment just under the threshold is not taken as lit by this rule.
    func testFaintUnlitSideStaysUnsure() {
        let out = GlyphDecoder().decode([sampled("8"), sampled("8"), sampled("7", faint: [.d], level: 0.32),
                                         sampled("7", faint: [.d], level: 0.32)], words: [])
        XCTAssertEqual(out.characters[2].character, "_")
    }

    func testOnlyCharacter() {
        XCTAssertEqual(GlyphDecoder.onlyCharacter(Charset.mask(of: "2")!, unsure: .d), Charset.mask(of: "2"))
        XCTAssertEqual(GlyphDecoder.onlyCharacter(Charset.mask(of: "9")!, unsure: .d), Charset.mask(of: "9"))
        XCTAssertNil(GlyphDecoder.onlyCharacter(Charset.mask(of: "8")!, unsure: .g))
        XCTAssertNil(GlyphDecoder.onlyCharacter(Charset.mask(of: "8")!, unsure: [.a, .b, .g]), "too many unsure segments")
    }

    /// What dimmed the bottom bars may hide a point: a floating-point line read through faint segments
    /// without a point is not a whole number for sure.
    func testFloatingPointLineReadThroughFaintSegmentsNeedsItsPoint() {
        let line = LineLayout(field: .value, region: Rect(x: 0, y: 0, width: 1, height: 1), digits: 4, floatingPoint: true,
                              minimumDigits: 2)
        var cells: [CharacterCell] = []
        for i in 0..<3 { cells.append(CharacterCell(kind: .glyph, x0: Double(i * 34), x1: Double(i * 34 + 24), inkX0: Double(i * 34),
                                                    inkX1: Double(i * 34 + 24), point: false)) }
        let segmented = SegmentedLine(shear: 0, top: 0, bottom: 40, digitWidth: 24, stroke: 5, bar: 5, cells: cells,
                                      gapAfter: nil, leadingPoint: false)
        let decoded = GlyphDecoder().decode([sampled("2", faint: .d), sampled("8", faint: .d), sampled("0", faint: .d)], words: [])
        let without = LineInterpreter().interpret(decoded, cells: cells, segmented: segmented, layout: line)
        XCTAssertFalse(without.isComplete, "read \(without.text)")
        cells[1].point = true
        let with = LineInterpreter().interpret(decoded, cells: cells, segmented: segmented, layout: line)
        XCTAssertEqual(with.text, "28.0")
        XCTAssertTrue(with.isComplete, "\(with.issues)")
    }
}
