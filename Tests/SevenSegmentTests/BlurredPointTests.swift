import XCTest
@testable import SevenSegment

/// A merged point's spot blurred on the colour look (`LineInterpreter+BlurredPoint`): 00.59, whose point
/// merged into the 0 before it shows at 0.39 on the chroma plane.
final class BlurredPointTests: XCTestCase {
    let line = LineLayout(field: .value, region: Rect(x: 0, y: 0, width: 1, height: 1), digits: 4, decimals: 2,
                          polarity: .lightOnDark, minimumDigits: 4, optionalPoint: true, leadingZeros: true)

    /// Four glyph cells 24 px wide (stroke 5), `extra` px added to the width of each, read with or
    /// without `blurredPoints`.
    func interpret(_ text: String, levels: [Float], extra: [Double], glow: Float = -0.3, blurred: Bool = true) -> LineReading {
        var cells: [CharacterCell] = []
        for i in 0..<4 {
            let x0 = Double(i * 34)
            let x1 = x0 + 24 + extra[i]
            cells.append(CharacterCell(kind: .glyph, x0: x0, x1: x1, inkX0: x0, inkX1: x1, point: false))
        }
        let chars = text.map { CharacterReading(character: $0, confidence: 1) }
        let segmented = SegmentedLine(shear: 0, top: 0, bottom: 40, digitWidth: 24, stroke: 5, bar: 5, cells: cells,
                                      gapAfter: nil, leadingPoint: false)
        var decoded = DecodedLine(characters: chars, issues: [], separation: 1.3, pointLevels: levels)
        decoded.unlitGlow = glow
        var interpreter = LineInterpreter()
        interpreter.blurredPoints = blurred
        return interpreter.interpret(decoded, cells: cells, segmented: segmented, layout: line)
    }

    func testABlurredSpotBesideAWidenedDigitIsThePointOnTheColourLook() {
        let r = interpret("0059", levels: [0, 0.39, 0, 0], extra: [0, 4, 0, 0])
        XCTAssertEqual(r.text, "00.59")
        XCTAssertTrue(r.issues.isEmpty, "\(r.issues)")
        // On the gray frame (or with the rule off) the spot is too faint to tell: the point stays in doubt.
        XCTAssertFalse(interpret("0059", levels: [0, 0.39, 0, 0], extra: [0, 4, 0, 0], blurred: false).issues.isEmpty)
    }

    func testNoDigitWidenedLeavesItInDoubt() {
        XCTAssertFalse(interpret("0059", levels: [0, 0.39, 0, 0], extra: [0, 0, 0, 0]).issues.isEmpty)
    }

    func testAnotherLitGapOrAGlowingLineLeavesItInDoubt() {
        // Another gap's spot within the margin of it.
        XCTAssertFalse(interpret("0059", levels: [0.15, 0.39, 0, 0], extra: [0, 4, 0, 0]).issues.isEmpty)
        // Unlit segments that glow: the spot may be an unlit point's glow.
        XCTAssertFalse(interpret("0059", levels: [0, 0.39, 0, 0], extra: [0, 4, 0, 0], glow: 0.1).issues.isEmpty)
        // Fainter than the colour look's floor.
        XCTAssertFalse(interpret("0059", levels: [0, 0.3, 0, 0], extra: [0, 4, 0, 0]).issues.isEmpty)
    }
}
