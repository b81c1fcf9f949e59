import XCTest
@testable import SevenSegment

/// A merged point's spot blurred on the colour look (`LineInterpreter+BlurredPoint`): 00.59, whose point
/// merged into the 0 before it shows at 0.39 on the chroma plane.
final class BlurredPointTests: XCTestCase {
    /// The timer's line (`MergedPointLine`) read as `text` with or without `blurredPoints`.
    func interpret(_ text: String, levels: [Float], extra: [Double], glow: Float = -0.3, blurred: Bool = true) -> LineReading {
        var interpreter = LineInterpreter()
        interpreter.blurredPoints = blurred
        return MergedPointLine.interpret(text, levels: levels, extra: extra, glow: glow, separation: 1.3, interpreter: interpreter)
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
