import XCTest
@testable import SevenSegment

/// A dim character's one unsure segment judged by its own levels on a line plain without it
/// (`GlyphDecoder+DimCharacter`). Levels are those the colour look of a red LED timer's photo gave
/// (00.41: its first 0 in a dim corner of the window, its bottom bar at 0.43).
final class DimCharacterTests: XCTestCase {
    func cells(_ levels: [[Float]]) -> [SampledCell] {
        levels.enumerated().map { i, l in
            let x = Double(i) * 32
            return SampledCell(cell: CharacterCell(kind: .glyph, x0: x, x1: x + 24, inkX0: x, inkX1: x + 24, point: false), levels: l)
        }
    }

    func text(_ line: DecodedLine) -> String { String(line.characters.map(\.character)) }

    static let dimZero: [Float] = [1.03, 0.93, 0.68, 0.43, 0.69, 0.83, -0.2]
    static let brightZero: [Float] = [1.09, 1.07, 1.1, 0.92, 0.95, 0.99, -0.4]
    static let four: [Float] = [-0.29, 1.2, 1.2, -0.36, -0.38, 1.14, 1.2]
    static let eight: [Float] = [1.15, 1.18, 1.2, 1.09, 1.05, 1.15, 1.16]

    func decode(_ levels: [[Float]], rule: Bool = true) -> DecodedLine {
        var decoder = GlyphDecoder()
        decoder.dimCharacters = rule
        return decoder.decode(cells(levels), words: [])
    }

    func testADimFirstZeroOnAPlainLineIsNamed() {
        let line = decode([Self.dimZero, Self.brightZero, Self.four, Self.eight])
        XCTAssertEqual(text(line), "0048")
        XCTAssertTrue(line.issues.isEmpty)
        // Without the rule its bottom bar leaves it open: the line's dimmest sure lit segments are its own.
        XCTAssertEqual(text(decode([Self.dimZero, Self.brightZero, Self.four, Self.eight], rule: false)), "_048")
    }

    func testGlowingGhostsElsewhereLeaveItOpen() {
        // The 4's unlit segments glowing at 0.3: the other characters' sure levels are no longer plain.
        var ghostly = Self.four
        ghostly[0] = 0.12; ghostly[3] = 0.12; ghostly[4] = 0.12
        XCTAssertEqual(text(decode([Self.dimZero, Self.brightZero, ghostly, Self.eight])).first, "_")
    }

    func testAGlowingUnlitSegmentOfItsOwnLeavesItOpen() {
        // Its own middle bar glowing at 0.2: its own sure levels are not plain.
        var glowing = Self.dimZero
        glowing[6] = 0.2
        XCTAssertEqual(text(decode([glowing, Self.brightZero, Self.four, Self.eight])).first, "_")
    }

    func testASegmentNearItsOwnMiddleLeavesItOpen() {
        // The bottom bar at 0.3, under the middle of the character's own gap (0.24 +- 0.18).
        var faint = Self.dimZero
        faint[3] = 0.36
        XCTAssertEqual(text(decode([faint, Self.brightZero, Self.four, Self.eight])).first, "_")
    }

    func testAnUnsureSegmentBothWaysACharacterLeavesItOpen() {
        // A dim 8 whose middle bar is unsure: without it a 0, so the character stays open.
        let dimEight: [Float] = [1.03, 0.93, 0.68, 0.83, 0.69, 0.83, 0.43]
        XCTAssertEqual(text(decode([dimEight, Self.brightZero, Self.four, Self.eight])).first, "_")
    }

    func decode(_ levels: [[Float]], lifting: Bool) -> DecodedLine {
        var decoder = GlyphDecoder()
        decoder.liftsDimSegments = lifting
        return decoder.decode(cells(levels), words: [])
    }

    func testADimZerosBottomBarJustUnderTheThresholdIsLifted() {
        // The same 0 read through a larger box: its bottom bar just under the line's threshold, as a 0 without
        // its bottom bar names no character, and above the middle of its own gap.
        var under = Self.dimZero
        under[3] = 0.40
        let line = decode([under, Self.brightZero, Self.four, Self.eight], lifting: true)
        XCTAssertEqual(text(line), "0048")
        XCTAssertTrue(line.issues.isEmpty, "\(line.issues)")
        XCTAssertEqual(line.characters[0].segments, [.a, .b, .c, .d, .e, .f])
        XCTAssertEqual(text(decode([under, Self.brightZero, Self.four, Self.eight], lifting: false)), "_048")
        // Nearer its own unlit level than its lit one: left open.
        under[3] = 0.26
        XCTAssertEqual(text(decode([under, Self.brightZero, Self.four, Self.eight], lifting: true)).first, "_")
    }

    func testASegmentWhoseLiftNamesAnotherCharacterIsNotLifted() {
        // A dim 0 read as 0 whose middle bar is just under the threshold: lit it would be an 8, so it is
        // not lifted (the 0 is named by the threshold as it is, or left open, never turned into an 8).
        var zeroGhost = Self.dimZero
        zeroGhost[6] = 0.40
        let first = text(decode([zeroGhost, Self.brightZero, Self.four, Self.eight], lifting: true)).first
        XCTAssertNotEqual(first, "8")
        XCTAssertEqual(first, text(decode([zeroGhost, Self.brightZero, Self.four, Self.eight], lifting: false)).first)
    }
}
