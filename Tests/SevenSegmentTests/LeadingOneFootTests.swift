import XCTest
@testable import SevenSegment

/// A "1" first on its line with something faint along the foot of its digit box (a window's frame, glare):
/// the foot is not asked to be clearly off, not even where the box reaches the strip's start; the top bar
/// is.
final class LeadingOneFootTests: XCTestCase {
    /// "19" with the 1's box starting at `boxStart`; the 1's foot (d) sampled at `foot`.
    func decoded(boxStart: Double, foot: Float) -> DecodedLine {
        let one = CharacterCell(kind: .narrow, x0: boxStart, x1: boxStart + 28, inkX0: boxStart + 21, inkX1: boxStart + 28, point: false)
        let nine = CharacterCell(kind: .glyph, x0: boxStart + 44, x1: boxStart + 72, inkX0: boxStart + 44, inkX1: boxStart + 72, point: false)
        let cells = [
            SampledCell(cell: one, levels: [0.0, 1.1, 1.1, foot, -0.3, -0.3, -0.3]),
            SampledCell(cell: nine, levels: [1.1, 1.1, 1.1, 1.0, -0.4, 1.1, 1.0]),
        ]
        return GlyphDecoder().decode(cells, words: [])
    }

    func testFaintFootIsNoCutDigitWithRoomBeforeTheOne() {
        let line = decoded(boxStart: 46, foot: 0.3)
        XCTAssertEqual(line.characters.map(\.character), ["1", "9"], "\(line.issues)")
        XCTAssertTrue(line.issues.isEmpty)
    }

    /// At the strip's start too: glare or clutter lights the foot of a real leading 1 as readily as a cut
    /// digit's foot shows, so the foot decides nothing there (a cut digit is caught from the strip itself,
    /// `CutLeadingDigit` and `LeadingInk`). Fails with the bottom bar asked for first on the line.
    func testFaintFootAtTheStripsStartLeavesTheOne() {
        let line = decoded(boxStart: 4, foot: 0.3)
        XCTAssertEqual(line.characters.map(\.character), ["1", "9"], "\(line.issues)")
        XCTAssertTrue(line.issues.isEmpty, "\(line.issues)")
    }

    /// A lit foot at the strip's start does not name the mark either (3 for 1 through glare): the line's
    /// other characters are read as before.
    func testLitFootAtTheStripsStartNeverNamesAnotherDigit() {
        let line = decoded(boxStart: 4, foot: 1.0)
        XCTAssertTrue(["1", "_"].contains(line.characters.first?.character), "\(line.characters)")
    }

    /// The top bar is still asked for at the strip's start: a cut 3 or 9 shows what is left of it.
    func testTopBarAtTheStripsStartDoubtsTheOne() {
        let one = CharacterCell(kind: .narrow, x0: 4, x1: 32, inkX0: 25, inkX1: 32, point: false)
        let nine = CharacterCell(kind: .glyph, x0: 48, x1: 76, inkX0: 48, inkX1: 76, point: false)
        let line = GlyphDecoder().decode([
            SampledCell(cell: one, levels: [0.3, 1.1, 1.1, 0.3, -0.3, -0.3, -0.3]),
            SampledCell(cell: nine, levels: [1.1, 1.1, 1.1, 1.0, -0.4, 1.1, 1.0]),
        ], words: [])
        XCTAssertEqual(line.characters.first?.character, "_")
        XCTAssertTrue(line.issues.contains(.ambiguous(position: 0)), "\(line.issues)")
    }

    func testClearFootIsFineAnywhere() {
        XCTAssertEqual(decoded(boxStart: 4, foot: -0.3).characters.map(\.character), ["1", "9"])
    }
}
