import XCTest
@testable import SevenSegment

/// A 1 named on the colour look in a cell much wider than the line's other digits' (`WideOne`).
final class WideOneTests: XCTestCase {
    func line(_ widths: [Double]) -> SegmentedLine {
        var x = 0.0
        let cells = widths.map { w -> CharacterCell in
            defer { x += w + 4 }
            return CharacterCell(kind: .glyph, x0: x, x1: x + w, inkX0: x, inkX1: x + w, point: false)
        }
        return SegmentedLine(shear: 0, top: 0, bottom: 48, digitWidth: 26, stroke: 5, bar: 5, cells: cells, leadingPoint: false)
    }

    func characters(_ text: String) -> [CharacterReading] {
        text.map { CharacterReading(character: $0, confidence: 1, segments: $0 == "1" ? [.b, .c] : []) }
    }

    func testAOneInACellAsWideAsAWholeDigitIsDoubted() {
        // A panel ammeter's 94 read 14 on the colour look: the 9's left bars washed out, its cell 40 px
        // against the 4's 26.
        XCTAssertEqual(WideOne.suspected(line([40, 26]), characters: characters("14")), [0])
        XCTAssertEqual(WideOne.suspected(line([26, 40, 27]), characters: characters("512")), [1])
    }

    func testOnesInCellsLikeTheOtherDigitsStand() {
        XCTAssertEqual(WideOne.suspected(line([26, 26]), characters: characters("14")), [])
        XCTAssertEqual(WideOne.suspected(line([30, 26, 27]), characters: characters("148")), [])
        // No other digit to compare with: nothing doubted.
        XCTAssertEqual(WideOne.suspected(line([40, 12]), characters: characters("11")), [])
        // A wide cell holding another digit is not this guard's.
        XCTAssertEqual(WideOne.suspected(line([40, 26]), characters: characters("74")), [])
    }
}
