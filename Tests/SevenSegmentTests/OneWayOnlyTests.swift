import XCTest
@testable import SevenSegment

/// A glyph unsure by one dim lit segment alone, named when without it the segments name no character
/// (`GlyphDecoder.oneWayOnly`), on a line whose sure levels are plain.
final class OneWayOnlyTests: XCTestCase {
    func cells(_ levels: [[Float]]) -> [SampledCell] {
        levels.enumerated().map { i, l in
            let x = Double(i) * 24
            return SampledCell(cell: CharacterCell(kind: .glyph, x0: x, x1: x + 20, inkX0: x, inkX1: x + 20, point: false), levels: l)
        }
    }

    func text(_ line: DecodedLine) -> String { String(line.characters.map(\.character)) }

    func testAThinMiddleBarOfAFourIsLit() {
        // An LED panel's "40": the 4's middle bar at 0.58, near the middle of the line's sure levels,
        // but "bcf" without it is no character.
        let line = GlyphDecoder().decode(cells([[-0.09, 1.06, 1.10, 0.05, -0.09, 1.08, 0.58],
                                                [1.02, 1.05, 1.04, 1.01, 1.03, 1.06, -0.05]]), words: [])
        XCTAssertEqual(text(line), "40")
        XCTAssertTrue(line.issues.isEmpty)
    }

    func testAnEightsDimMiddleBarStaysUnsure() {
        // Without its middle bar an 8 is a 0: the level alone cannot tell a dim bar from a ghost.
        let line = GlyphDecoder().decode(cells([[0.98, 1.02, 1.08, 1.06, 1.02, 1.01, 0.53],
                                                [0.94, 0.98, 1.05, 0.97, 1.03, 1.05, -0.26]]), words: [])
        XCTAssertEqual(text(line), "_0")
        XCTAssertEqual(line.issues, [.ambiguous(position: 0)])
    }

    func testAnUnsureUnlitSegmentIsNotTakenAway() {
        // A 7 with a lower left bar at 0.42, on the unlit side: a segment brightened towards the threshold
        // (spill from a neighbour, glare) is not the display's dimming; the 7 stays unsure.
        let line = GlyphDecoder().decode(cells([[1.11, 1.18, 1.12, -0.17, 0.42, -0.2, -0.15],
                                                [1.11, 1.12, 1.13, 1.11, -0.2, 1.15, 1.12]]), words: [])
        XCTAssertEqual(text(line), "_9")
    }

    func testAGlowingLineLeavesTheFourUnsure() {
        // Unlit segments glowing at 0.2: the sure levels themselves may be read wrong.
        let line = GlyphDecoder().decode(cells([[0.2, 1.06, 1.10, 0.2, 0.2, 1.08, 0.7],
                                                [1.02, 1.05, 1.04, 1.01, 1.03, 1.06, 0.2]]), words: [])
        XCTAssertEqual(text(line), "_0")
    }

    func testBesideAWindowsEdgeAnyLineNamesTheLastFour() {
        // The same glowing line, its 4 last, in a view the strict cross-check holds to another beside a
        // window's edge (`oneWayLast`): "bcf" is no character, so the 4 is named; the other view must then
        // decode the same segments. Only the last character: a 4 first on the line stays unsure.
        var decoder = GlyphDecoder()
        decoder.oneWayLast = true
        let four: [Float] = [0.2, 1.06, 1.10, 0.2, 0.2, 1.08, 0.7], zero: [Float] = [1.02, 1.05, 1.04, 1.01, 1.03, 1.06, 0.2]
        XCTAssertEqual(text(decoder.decode(cells([zero, four]), words: [])), "04")
        XCTAssertEqual(text(decoder.decode(cells([four, zero]), words: [])), "_0")
        XCTAssertEqual(text(GlyphDecoder().decode(cells([zero, four]), words: [])), "0_")
        // An 8's dim middle bar stays unsure there too: both ways name a character.
        let eight = decoder.decode(cells([[0.94, 0.98, 1.05, 0.97, 1.03, 1.05, -0.26],
                                          [0.98, 1.02, 1.08, 1.06, 1.02, 1.01, 0.53]]), words: [])
        XCTAssertEqual(text(eight), "0_")
    }

    func testOnlyTheWayTheThresholdHasItNamesACharacter() {
        XCTAssertEqual(GlyphDecoder.oneWayOnly([.b, .c, .f, .g], unsure: .g), "4")
        XCTAssertEqual(GlyphDecoder.oneWayOnly([.a, .c, .d, .f, .g], unsure: .g), "5")
        XCTAssertEqual(GlyphDecoder.oneWayOnly([.a, .b, .d, .e, .g], unsure: .e), "2")
        XCTAssertNil(GlyphDecoder.oneWayOnly(Segments.seven.reduce([]) { $0.union($1) }, unsure: .g))
        XCTAssertNil(GlyphDecoder.oneWayOnly([.a, .b, .c], unsure: .e))
        XCTAssertNil(GlyphDecoder.oneWayOnly([.b, .c, .f, .g], unsure: [.g, .f]))
    }
}
