import XCTest
@testable import SevenSegment

/// Where a character's rows left out clutter at the band's edge, another one reaching that edge and
/// clearly taller was stretched by clutter too close to be set apart: it is not sure.
final class StretchedCellTests: XCTestCase {
    func cell(_ x: Double, top: Double, bottom: Double, cleared: Bool = false, kind: CellKind = .glyph) -> CharacterCell {
        var c = CharacterCell(kind: kind, x0: x, x1: x + 30, inkX0: x, inkX1: x + 30, point: false, top: top, bottom: bottom)
        c.edgeClutterLeftOut = cleared
        return c
    }

    func line(_ cells: [CharacterCell]) -> SegmentedLine {
        SegmentedLine(shear: 0, top: 0, bottom: 64, digitWidth: 30, stroke: 6, bar: 6, cells: cells, gapAfter: nil, leadingPoint: false)
    }

    func testTallerCellReachingTheEdgeIsDoubted() {
        XCTAssertEqual(StretchedCell.suspected(line([cell(0, top: 2, bottom: 50, cleared: true), cell(35, top: 0, bottom: 64)])), [1])
    }

    /// Without a character that left out clutter, or with digits of about the same height, or a taller
    /// one clear of the band's edges, nothing is doubted.
    func testNothingElseIsDoubted() {
        XCTAssertEqual(StretchedCell.suspected(line([cell(0, top: 2, bottom: 50), cell(35, top: 0, bottom: 64)])), [])
        XCTAssertEqual(StretchedCell.suspected(line([cell(0, top: 2, bottom: 50, cleared: true), cell(35, top: 8, bottom: 64)])), [])
        XCTAssertEqual(StretchedCell.suspected(line([cell(0, top: 10, bottom: 40, cleared: true), cell(35, top: 2, bottom: 62)])), [])
        XCTAssertEqual(StretchedCell.suspected(line([cell(0, top: 2, bottom: 50, cleared: true),
                                                     cell(35, top: 0, bottom: 64, kind: .narrow)])), [])
    }
}
