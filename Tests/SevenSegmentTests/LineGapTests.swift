import XCTest
@testable import SevenSegment

/// One unsure segment decided by the gap between the line's sure levels (`LineGap`).
final class LineGapTests: XCTestCase {
    func cells(_ levels: [[Float]]) -> [SampledCell] {
        levels.enumerated().map { i, l in
            let x = Double(i) * 24
            return SampledCell(cell: CharacterCell(kind: .glyph, x0: x, x1: x + 20, inkX0: x, inkX1: x + 20, point: false), levels: l)
        }
    }

    func text(_ line: DecodedLine) -> String { String(line.characters.map(\.character)) }

    func testAThinMiddleBarOnAPlainLineIsLit() {
        // An LED panel's "50": the 5's middle bar lit at half the level of its other bars, near the
        // threshold the bright bars pull up, yet well above the middle of the line's sure levels.
        let line = GlyphDecoder().decode(cells([[1.2, -0.3, 1.2, 1.2, -0.3, 0.85, 0.6],
                                                [1.2, 1.2, 1.2, 1.2, 1.2, 1.2, -0.3]]), words: [])
        XCTAssertEqual(text(line), "50")
        XCTAssertTrue(line.issues.isEmpty)
    }

    func testAGlowingGhostLineLeavesTheSegmentOpen() {
        // Unlit segments glowing up to 0.38: the 0's ghost middle bar at 0.57 may be a dim lit one.
        let line = GlyphDecoder().decode(cells([[1.06, 0.94, 1.09, 1.16, 0.98, 0.84, 0.57],
                                                [1.03, 1.01, 1.04, 0.89, 0.97, 0.89, 0.10],
                                                [1.09, 0.21, 1.14, 1.10, 0.38, 1.06, 1.13]]), words: [])
        XCTAssertEqual(text(line), "_05")
        XCTAssertEqual(line.issues, [.ambiguous(position: 0)])
    }

    func testAFaintLitSegmentLeavesTheSegmentOpen() {
        // The line's dimmest sure lit segment at 0.59: its levels are not plain enough to judge by.
        let line = GlyphDecoder().decode(cells([[-0.18, 1.11, 1.05, -0.34, -0.47, 0.94, 0.45],
                                                [1.01, 0.59, 1.06, 0.98, 1.02, 1.14, -0.18]]), words: [])
        XCTAssertEqual(line.characters[0].character, "_")
    }

    func testTheGapDecidesOnlyClearOfItsMiddle() {
        let gap = LineGap(lit: 0.95, unlit: -0.05)
        XCTAssertEqual(gap.decides(0.7), true)
        XCTAssertEqual(gap.decides(0.2), false)
        XCTAssertNil(gap.decides(0.5))
        XCTAssertNil(LineGap(lit: 0.95, unlit: 0.2).decides(0.8))
        XCTAssertNil(LineGap(lit: 0.8, unlit: -0.05).decides(0.7))
        XCTAssertNil(LineGap(lit: .infinity, unlit: -0.05).decides(0.7))
    }
}
