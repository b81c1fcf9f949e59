import XCTest
@testable import SevenSegment

/// A sliver of a neighbouring digit (one vertical segment) standing a column after a digit, bridged into
/// its column run: the run is cut before it, so the digit's box does not take the sliver for a segment.
final class SliverTests: XCTestCase {
    func profile(_ proj: [Int], _ top: [Int], _ bottom: [Int]) -> DigitSegmenter.ColumnProfile {
        DigitSegmenter.ColumnProfile(proj: proj, colTop: top, colBottom: bottom, off: 0, active: 2, low: 43, stroke: 4)
    }

    /// A digit 20 columns wide (rows 0...59), one empty column, then `piece` columns spanning `rows`.
    func run(piece: Int, rows: ClosedRange<Int>) -> DigitSegmenter.ColumnProfile {
        let n = 21 + piece
        var proj = [Int](repeating: 20, count: n), top = [Int](repeating: 0, count: n), bottom = [Int](repeating: 59, count: n)
        proj[20] = 0
        for b in 21..<n { proj[b] = rows.count; top[b] = rows.lowerBound; bottom[b] = rows.upperBound }
        return profile(proj, top, bottom)
    }

    func testSegmentAfterAGapIsCutOff() {
        let p = run(piece: 4, rows: 30...59)
        XCTAssertEqual(DigitSegmenter().sliverCut(p, lo: 0, hi: 24, hd: 60, digitWidth: 21), 19)
    }

    func testFullHeightStrokeIsNoSliver() {
        // A stroke through the whole band ("1", or the digit's own right side) stays.
        let p = run(piece: 4, rows: 0...59)
        XCTAssertNil(DigitSegmenter().sliverCut(p, lo: 0, hi: 24, hd: 60, digitWidth: 21))
    }

    func testPointAfterTheDigitIsNoSliver() {
        let p = run(piece: 4, rows: 54...59)
        XCTAssertNil(DigitSegmenter().sliverCut(p, lo: 0, hi: 24, hd: 60, digitWidth: 21))
    }

    func testWidePieceIsNoSliver() {
        let p = run(piece: 9, rows: 30...59)
        XCTAssertNil(DigitSegmenter().sliverCut(p, lo: 0, hi: 29, hd: 60, digitWidth: 21))
    }

    func testRunNoWiderThanADigitIsKept() {
        // The piece makes the run no wider than the line's digits: it is the digit's own segment.
        let p = run(piece: 4, rows: 30...59)
        XCTAssertNil(DigitSegmenter().sliverCut(p, lo: 0, hi: 24, hd: 60, digitWidth: 24))
    }

    func testTwoWithASliverAfterItReads() throws {
        // "8882", then one lower segment of another digit two columns after the 2, cut by the crop.
        var d = SyntheticDisplay(text: "8882")
        d.digitHeight = 60; d.digitWidth = 30; d.thickness = 7; d.spacing = 12
        var image = d.render()
        let twoRight = d.margin + 4 * d.digitWidth + 3 * d.spacing
        for y in (d.margin + 31)..<(d.margin + 58) { for x in (twoRight + 2)..<(twoRight + 7) { image[x, y] = d.ink } }
        let whole = Rect(x: 0, y: 0, width: 1, height: 1)
        let layout = LineLayout(field: .value, region: whole, digits: 4, minimumDigits: 2)
        let reading = SevenSegmentReader().readLine(image, line: layout, hints: RecognitionHints(slantDegrees: 0))
        XCTAssertEqual(reading.text, "8882")
        XCTAssertTrue(reading.isComplete, "\(reading.issues)")
    }
}
