import XCTest
@testable import SevenSegment

/// A character holding much more ink than the others, much of it brighter than a lit segment, is taken for
/// one under a patch of glare (`SolidInk`); where the other characters are as hot (a bright LED whose
/// segments the camera saturates), the heat is the display's and the character stands
/// (`SolidInk.weighsOthersHeat`, `ReaderOptions.weighsOthersHeat`).
final class SolidInkTests: XCTestCase {
    /// One cell's ink: `columns` x rows 10..<50 lit at level 1, the first `hot` of them at 2 (brighter
    /// than any lit segment).
    private struct Ink { let columns: Range<Int>; let hot: Int }

    private func strip(_ cells: [Ink]) -> LineStrip {
        var ink = [Float](repeating: 0, count: 120 * 60)
        var mask = [UInt8](repeating: 0, count: 120 * 60)
        for c in cells {
            var n = 0
            for y in 10..<50 {
                for x in c.columns {
                    mask[y * 120 + x] = 1
                    ink[y * 120 + x] = n < c.hot ? 2 : 1
                    n += 1
                }
            }
        }
        return LineStrip(width: 120, height: 60, origin: (0, 0), ink: ink, mask: mask, band: 10..<50, contrast: 40)
    }

    /// Glyph cells 10-34, 40-64 and 70-94 (as many as asked).
    private func line(_ count: Int) -> SegmentedLine {
        let cells = [(10.0, 34.0), (40.0, 64.0), (70.0, 94.0)].prefix(count).map { a, b in
            CharacterCell(kind: .glyph, x0: a, x1: b, inkX0: a, inkX1: b, point: false)
        }
        return SegmentedLine(shear: 0, top: 10, bottom: 50, digitWidth: 24, stroke: 5, bar: 5, cells: Array(cells), leadingPoint: false)
    }

    /// A thin 7 (160 ink pixels) beside a bright 6 (480), both a fifth hot: the 6 holds three times the 7's
    /// ink, as a lit 6 beside a 7 does, and is as hot as the 7 (the 76 of a red LED ammeter through a box 10%
    /// larger than its roi, read 76 with its 6 doubted).
    func testBrightDisplayHotAllOverIsNoGlare() {
        let s = strip([Ink(columns: 28..<32, hot: 32), Ink(columns: 40..<52, hot: 96)])
        XCTAssertEqual(SolidInk().covered(line(2), strip: s), [1], "without weighing the others' heat the 6 is taken for glare")
        XCTAssertEqual(SolidInk(weighsOthersHeat: true).covered(line(2), strip: s), [])
    }

    /// The same 6-sized patch, a fifth hot, beside a 7 with no hot ink at all: glare over one character.
    func testHotPatchBesideCoolCharacterIsGlare() {
        let s = strip([Ink(columns: 28..<32, hot: 0), Ink(columns: 40..<52, hot: 96)])
        XCTAssertEqual(SolidInk(weighsOthersHeat: true).covered(line(2), strip: s), [1])
    }

    /// Others a little hot (a tenth), the patch more than twice as hot (a quarter): still glare.
    func testPatchMuchHotterThanTheOthersIsGlare() {
        let s = strip([Ink(columns: 28..<32, hot: 16), Ink(columns: 40..<52, hot: 120), Ink(columns: 88..<92, hot: 16)])
        XCTAssertEqual(SolidInk(weighsOthersHeat: true).covered(line(3), strip: s), [1])
    }

    /// The reader weighs the others' heat by default.
    func testReaderWeighsOthersHeat() {
        XCTAssertTrue(ReaderOptions().weighsOthersHeat)
    }
}
