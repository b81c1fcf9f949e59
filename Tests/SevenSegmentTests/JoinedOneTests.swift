import XCTest
@testable import SevenSegment

/// A "1" standing tight against the next digit on an italic display, a faint scratch bridging the gap
/// (`DigitSegmenter+JoinedOne`): panel-ammeter's SELEC meter showing 1247 read `_4_`, the 1 and the 2 one
/// run of columns that set the digit width, the 7 then taken for a 1 with ink beside it. A drawn display
/// did not reproduce the photos end to end (the drawn 1 and 2 are not cut: see docs/evaluation.md), so the
/// cut is tested on column profiles; `StretchedPointTests`, `BarResponseTests`, `SolidEightTests` and
/// `TurnedFrameTests` hold the 8s and 3s it must not cut.
final class JoinedOneTests: XCTestCase {
    /// A 0 whose top and bottom bars are broken in the middle (one empty column, bridged) is one digit:
    /// what follows the break is no digit's width, nor is the run much wider than the line's other 0.
    func testABrokenZeroIsNotCut() throws {
        var d = SyntheticDisplay(text: "100")
        d.ink = 235; d.background = 15
        var img = d.render()
        let mid = d.margin + d.digitWidth + d.spacing + d.digitWidth / 2
        for y in 0..<img.height { img[mid, y] = 15 }
        let whole = Rect(x: 0, y: 0, width: 1, height: 1)
        let strip = try XCTUnwrap(LineSplitter().split(img, region: whole, polarity: .lightOnDark).strip)
        let line = DigitSegmenter().segment(strip, hints: RecognitionHints(slantDegrees: 0))
        XCTAssertEqual(line.cells.count, 3, "\(line.cells.map(\.kind))")
    }

    func testJoinedOneCut() {
        // Band 40 rows: a stroke (columns 1-4), faint scratch columns, an empty one (9), a digit 22 wide.
        var proj = [0, 30, 36, 36, 28, 6, 5, 4, 3, 1]
        proj += [20, 14, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 30, 30, 0]
        let top = proj.map { $0 > 0 ? 2 : Int.max }, bottom = proj.map { $0 > 0 ? 38 : Int.min }
        let p = DigitSegmenter.ColumnProfile(proj: proj, colTop: top, colBottom: bottom, off: 0, active: 1, low: 29, stroke: 4)
        let run = DigitSegmenter.Run(x0: 1, x1: 31, top: 2, bottom: 38, mass: proj.reduce(0, +))
        let cut = DigitSegmenter().joinedOne(run, profile: p, hd: 40, bar: 4, digitWidth: 22)
        XCTAssertEqual(cut?.0.x0, 1); XCTAssertEqual(cut?.0.x1, 4)
        XCTAssertEqual(cut?.1.x0, 10); XCTAssertEqual(cut?.1.x1, 31)
        XCTAssertNil(DigitSegmenter().joinedOne(run, profile: p, hd: 40, bar: 4, digitWidth: 28), "run not much wider than a digit")
        var barred = p
        barred.proj[9] = 4
        XCTAssertNil(DigitSegmenter().joinedOne(run, profile: barred, hd: 40, bar: 4, digitWidth: 22), "a bar crosses every column")
        // What follows the empty column starts with bars alone (an 8 whose segments stand apart, its left
        // stroke taken for the 1, its right stroke apart from its bars as well): not cut.
        var bars = p
        for x in 10...13 { bars.proj[x] = 12 }
        bars.proj[29] = 0
        XCTAssertNil(DigitSegmenter().joinedOne(run, profile: bars, hd: 40, bar: 4, digitWidth: 22), "no stroke after the gap")
    }
}
