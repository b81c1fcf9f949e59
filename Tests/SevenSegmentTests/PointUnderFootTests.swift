import XCTest
@testable import SevenSegment

/// A fixed point merged under the foot of a digit with a lower right stroke and no bottom bar (a 1, 4 or
/// 7): the foot reaching half a stroke past the stroke's edge (`SegmentSampler.footReach`) shows the point
/// where the digit is not widened by it (`LineInterpreter.pointUnderFoot`).
final class PointUnderFootTests: XCTestCase, PointStripFixture {
    // A 7 (a, b, c) at columns 10-34 and a 1 at 70-74.
    private let seven: [(Range<Int>, Range<Int>)] = [(10..<35, 10..<15), (30..<35, 10..<50)]
    private let one: [(Range<Int>, Range<Int>)] = [(70..<75, 10..<50)]
    // A point under the 7's foot, half under its stroke: it reaches 4 columns past the stroke's edge.
    private let point: [(Range<Int>, Range<Int>)] = [(33..<39, 45..<50)]

    func testAPointUnderASevensFootLightsTheReach() {
        let narrowOne = CharacterCell(kind: .narrow, x0: 51, x1: 75, inkX0: 70, inkX1: 75, point: false, top: 10, bottom: 50)
        let pointed = SegmentSampler().sample(strip(seven + one + point), line: line([glyph(10, 39), narrowOne]))
        XCTAssertGreaterThan(pointed[0].footReach, LineInterpreter.footPointLit)
        // The stroke-sized square right of the stroke sees only the point's part furthest out.
        XCTAssertLessThan(pointed[0].ownPointLevel, 0.7)
        let bare = SegmentSampler().sample(strip(seven + one), line: line([glyph(10, 35), narrowOne]))
        XCTAssertLessThan(bare[0].footReach, 0.1, "a bare 7's foot")
        let off = SegmentSampler(footReaches: false).sample(strip(seven + one + point), line: line([glyph(10, 39), narrowOne]))
        XCTAssertEqual(off[0].footReach, 0)
    }

    /// "0714" as the timer's photo read it: every cell as wide as the others (a 7 is narrower than a 0, its
    /// point makes up the difference), the spot beyond the 7's foot half lit.
    private func interpret(_ text: String, reach: [Float], glow: Float = 0.2, spot: Float = 0.54) -> LineReading {
        let masks: [Character: Segments] = ["0": [.a, .b, .c, .d, .e, .f], "7": [.a, .b, .c], "1": [.b, .c],
                                            "4": [.b, .c, .f, .g], "3": [.a, .b, .c, .d, .g]]
        var cells: [CharacterCell] = []
        for i in 0..<4 {
            let x0 = Double(i * 34)
            cells.append(CharacterCell(kind: .glyph, x0: x0, x1: x0 + 24, inkX0: x0, inkX1: x0 + 24, point: false))
        }
        let chars = text.map { CharacterReading(character: $0, confidence: 1, segments: masks[$0] ?? []) }
        let segmented = SegmentedLine(shear: 0, top: 0, bottom: 40, digitWidth: 24, stroke: 5, bar: 5, cells: cells,
                                      gapAfter: nil, leadingPoint: false)
        var decoded = DecodedLine(characters: chars, issues: [], separation: 1, pointLevels: [0, spot, 0, 0])
        decoded.ownPointLevels = [0, spot, 0, 0]
        decoded.footReaches = reach
        decoded.unlitGlow = glow
        return LineInterpreter().interpret(decoded, cells: cells, segmented: segmented, layout: timer)
    }

    func testAFootlessDigitsReachingFootIsThePoint() {
        let r = interpret("0714", reach: [0, 1.0, 0, 0])
        XCTAssertEqual(r.text, "07.14")
        XCTAssertTrue(r.isComplete, "\(r.issues)")
        // Without the reach (the rule off) the point stays in doubt, as before.
        XCTAssertFalse(interpret("0714", reach: []).isComplete)
        XCTAssertFalse(interpret("0714", reach: [0, 0, 0, 0]).isComplete)
    }

    func testAFaintReachLeavesThePointInDoubt() {
        XCTAssertFalse(interpret("0714", reach: [0, 0.6, 0, 0]).isComplete, "half lit: a foot's blur or stray ink")
        // On a line whose unlit segments glow, the reach must stand clear of the glow too.
        XCTAssertFalse(interpret("0714", reach: [0, 0.78, 0, 0], glow: 0.5).isComplete)
    }

    func testAPointClearBeyondTheFootMustWidenItsDigit() {
        // The stroke-sized square beyond the stroke lit whole: the point stands clear of the foot, not under
        // it, and a digit it does not widen may be one whose bars were lost (a shadowed 3 read as a 1).
        XCTAssertFalse(interpret("0714", reach: [0, 1.0, 0, 0], spot: 1.0).isComplete)
    }

    func testADigitWithABottomBarIsNotJudgedByItsFoot() {
        // A 3's bottom bar may reach past its stroke: its foot says nothing of a point.
        XCTAssertFalse(interpret("0314", reach: [0, 1.0, 0, 0]).isComplete)
    }
}
