import XCTest
@testable import SevenSegment

/// Where a fixed point's spot is measured (`SegmentSampler.footBump`, `SampledCell.ownPointLevel`): a 2 has
/// no lower right segment, so its foot is looked for right of its upper right one, not on its own bottom
/// bar; and a spot lit by the next character's ink beside a narrow gap is no point of this character's.
final class PointSpotTests: XCTestCase, PointStripFixture {
    func testATwosOwnBottomBarIsNoPoint() {
        // A 2 (a, b, g, e, d) at columns 10-34, a 3 at 60-84; nothing lit between them.
        let two: [(Range<Int>, Range<Int>)] = [(10..<35, 10..<15), (30..<35, 10..<32), (10..<35, 28..<33), (10..<15, 28..<50), (10..<35, 45..<50)]
        let three: [(Range<Int>, Range<Int>)] = [(60..<85, 10..<15), (80..<85, 10..<50), (60..<85, 28..<33), (60..<85, 45..<50)]
        let s = strip(two + three)
        let sampled = SegmentSampler().sample(s, line: line([glyph(10, 35), glyph(60, 85)]))
        XCTAssertLessThan(sampled[0].pointLevel, LineInterpreter.pointDoubt, "the 2's bottom bar taken for its point")
        // A point merged into the 2's foot, right of its bottom bar, is still seen.
        let pointed = strip(two + three + [(36..<41, 45..<50)])
        let withPoint = SegmentSampler().sample(pointed, line: line([glyph(10, 41), glyph(60, 85)]))
        XCTAssertGreaterThan(withPoint[0].pointLevel, 0.5)
    }

    func testTheNextCharactersFootBesideANarrowGapIsNotThisOnesPoint() {
        // A 1 (stroke 30-34) and a 0 whose left stroke starts 3 columns after it: no room for a point between.
        let one: [(Range<Int>, Range<Int>)] = [(30..<35, 10..<50)]
        let zero: [(Range<Int>, Range<Int>)] = [(38..<43, 10..<50), (38..<62, 10..<15), (57..<62, 10..<50), (38..<62, 45..<50)]
        let s = strip(one + zero)
        let narrow = CharacterCell(kind: .narrow, x0: 11, x1: 35, inkX0: 30, inkX1: 35, point: false, top: 10, bottom: 50)
        let sampled = SegmentSampler().sample(s, line: line([narrow, glyph(38, 62)]))
        XCTAssertGreaterThan(sampled[0].pointLevel, LineInterpreter.pointDoubt, "ink beside the 1 still rules a point out")
        XCTAssertEqual(sampled[0].ownPointLevel, 0, "the 0's foot stands for the 1's point")
    }

    func testAMergedPointNeedsASpotLitByItsOwnCharacter() {
        // 0327: the spot after the 3 lit only by the 2's foot beside a narrow gap, the 2 broader than the other digits.
        let cells = [glyph(0, 24), glyph(30, 47), glyph(50, 78), glyph(84, 108)]
        let chars = "0327".map { CharacterReading(character: $0, confidence: 1) }
        var decoded = DecodedLine(characters: chars, issues: [], separation: 1, pointLevels: [0, 1, 0, 0])
        decoded.ownPointLevels = [0, 0, 0, 0]
        let segmented = SegmentedLine(shear: 0, top: 0, bottom: 40, digitWidth: 24, stroke: 5, bar: 5, cells: cells,
                                      gapAfter: nil, leadingPoint: false)
        let r = LineInterpreter().interpret(decoded, cells: cells, segmented: segmented, layout: timer)
        XCTAssertEqual(r.text, "0327")
        XCTAssertFalse(r.isComplete, "a point guessed from the next digit's foot: \(r.text)")
        // Lit by its own ink, the same spot is the point.
        decoded.ownPointLevels = [0, 1, 0, 0]
        XCTAssertEqual(LineInterpreter().interpret(decoded, cells: cells, segmented: segmented, layout: timer).text, "03.27")
    }
}
