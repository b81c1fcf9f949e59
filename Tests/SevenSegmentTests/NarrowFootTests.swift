import XCTest
@testable import SevenSegment

/// Clutter along the foot of a "1"'s box (a streak under the digits) does not make the 1 doubtful after
/// another character, nor first on the line: no character has b, c and d without a.
final class NarrowFootTests: XCTestCase {
    func cells(oneFirst: Bool, foot: Float) -> [SampledCell] {
        let eight = SampledCell(cell: CharacterCell(kind: .glyph, x0: 0, x1: 20, inkX0: 0, inkX1: 20, point: false),
                                levels: [1, 1, 1, 1, 1, 1, 1])
        let x = oneFirst ? 0.0 : 30.0
        let one = SampledCell(cell: CharacterCell(kind: .narrow, x0: x, x1: x + 20, inkX0: x + 15, inkX1: x + 20, point: false),
                              levels: [-0.3, 1, 1, foot, -0.3, -0.3, -0.3])
        var nine = eight
        nine.levels = [1, 1, 1, 1, -0.3, 1, 1]
        return oneFirst ? [one, eight, nine] : [eight, one, nine]
    }

    func testFootClutterAfterADigitLeavesTheOne() {
        let line = GlyphDecoder().decode(cells(oneFirst: false, foot: 0.45), words: [])
        XCTAssertEqual(String(line.characters.map(\.character)), "819")
        XCTAssertTrue(line.issues.isEmpty, "\(line.issues)")
    }

    /// First on the line too: a cut digit is caught from the strip (`CutLeadingDigit`, `LeadingInk`).
    func testFootClutterFirstOnTheLineLeavesTheOne() {
        let line = GlyphDecoder().decode(cells(oneFirst: true, foot: 0.45), words: [])
        XCTAssertEqual(String(line.characters.map(\.character)), "189")
        XCTAssertTrue(line.issues.isEmpty, "\(line.issues)")
    }

    /// The top bar is still asked for wherever the 1 stands.
    func testTopBarStillDoubtsTheOne() {
        var c = cells(oneFirst: false, foot: -0.3)
        c[1].levels[0] = 0.45
        let line = GlyphDecoder().decode(c, words: [])
        XCTAssertEqual(line.characters[1].character, "_")
    }
}
