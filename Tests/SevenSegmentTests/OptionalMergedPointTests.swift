import XCTest
@testable import SevenSegment

/// An optional point merged into a digit (the segmenter did not cut it out): taken as lit when its spot
/// is clearly lit and a digit beside it is wider than every other digit; left in doubt otherwise.
final class OptionalMergedPointTests: XCTestCase {
    let line = MergedPointLine.line

    /// The timer's line (`MergedPointLine`) read as `text`.
    func interpret(_ text: String, levels: [Float], extra: [Double], glow: Float = 0) -> LineReading {
        MergedPointLine.interpret(text, levels: levels, extra: extra, glow: glow)
    }

    func testLitSpotBesideAWidenedDigitIsThePoint() {
        let r = interpret("0318", levels: [0, 1, 0, 0], extra: [0, 6, 0, 0])
        XCTAssertEqual(r.text, "03.18")
        XCTAssertTrue(r.issues.isEmpty, "\(r.issues)")
    }

    func testADigitOnlyAsBroadAsAnotherLeavesThePointInDoubt() {
        // Wider than the median but not than the broadest other digit (a 0 or 2 is broad, glare lights the spot).
        let r = interpret("0233", levels: [0, 1, 0, 0], extra: [5, 3, 0, 0])
        XCTAssertFalse(r.issues.isEmpty)
    }

    func testOnAGlowingDisplayAnEightKeepsThePointInDoubt() {
        // The 8 may be a 0 whose unlit middle segment glows: adding a guessed point must not make it a reading.
        let r = interpret("8030", levels: [0, 1, 0, 0], extra: [0, 6, 0, 0], glow: 0.2)
        XCTAssertFalse(r.issues.isEmpty)
        let clear = interpret("0154", levels: [0, 1, 0, 0], extra: [0, 6, 0, 0], glow: 0.2)
        XCTAssertEqual(clear.text, "01.54")
        XCTAssertTrue(clear.issues.isEmpty, "\(clear.issues)")
    }

    func testAOneWidenedByThePointAmongOtherOnesTakesIt() {
        // "01.13": both 1s are narrow cells; the one the point merged into is wider than the other.
        var cells: [CharacterCell] = []
        let spans: [(Double, Double, CellKind)] = [(0, 24, .glyph), (34, 48, .narrow), (58, 64, .narrow), (74, 98, .glyph)]
        for (x0, x1, kind) in spans {
            cells.append(CharacterCell(kind: kind, x0: x0, x1: x1, inkX0: x0, inkX1: x1, point: false))
        }
        let chars = "0113".map { CharacterReading(character: $0, confidence: 1) }
        let segmented = SegmentedLine(shear: 0, top: 0, bottom: 40, digitWidth: 24, stroke: 5, bar: 5, cells: cells,
                                      gapAfter: nil, leadingPoint: false)
        let decoded = DecodedLine(characters: chars, issues: [], separation: 1, pointLevels: [0, 0.8, 0, 0])
        let r = LineInterpreter().interpret(decoded, cells: cells, segmented: segmented, layout: line)
        XCTAssertEqual(r.text, "01.13")
        XCTAssertTrue(r.issues.isEmpty, "\(r.issues)")
        // Both 1s as narrow as each other: the lit spot stays doubt.
        var even = cells
        even[1].inkX0 = 42; even[1].x0 = 42
        let evenLine = SegmentedLine(shear: 0, top: 0, bottom: 40, digitWidth: 24, stroke: 5, bar: 5, cells: even,
                                     gapAfter: nil, leadingPoint: false)
        XCTAssertFalse(LineInterpreter().interpret(decoded, cells: even, segmented: evenLine, layout: line).issues.isEmpty)
    }

    func testASpotNoBrighterThanTheGlowIsNoPoint() {
        let r = interpret("0318", levels: [0, 0.6, 0, 0], extra: [0, 6, 0, 0], glow: 0.3)
        XCTAssertFalse(r.issues.isEmpty)
    }
}
