import XCTest
@testable import SevenSegment

/// A "1" first on its line with something faint along the foot of its digit box (a window's frame): the
/// foot is asked to be clearly off only where the box reaches the strip's start, where the mark may be
/// what the strip's end left of a wider digit.
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

    func testFaintFootAtTheStripsStartLeavesTheOneUnsure() {
        let line = decoded(boxStart: 4, foot: 0.3)
        XCTAssertEqual(line.characters.first?.character, "_")
        XCTAssertTrue(line.issues.contains(.ambiguous(position: 0)))
    }

    func testClearFootIsFineAnywhere() {
        XCTAssertEqual(decoded(boxStart: 4, foot: -0.3).characters.map(\.character), ["1", "9"])
    }
}
