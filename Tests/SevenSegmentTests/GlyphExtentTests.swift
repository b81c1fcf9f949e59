import XCTest
@testable import SevenSegment

/// Ink at the band's edge in a digit's columns, set apart from it (the next row of a display taken in
/// by the band), is not part of the digit: its rows are those of its own ink, so its segments are sampled
/// where they are.
final class GlyphExtentTests: XCTestCase {
    func rows(_ pieces: [ClosedRange<Int>], count: Int, ink: Int = 12) -> [Int] {
        var r = [Int](repeating: 0, count: count)
        for p in pieces { for y in p { r[y] = ink } }
        return r
    }

    func extent(_ r: [Int], top: Int = 0, stroke: Double = 6) -> [Int]? {
        DigitSegmenter.glyphExtent(r, top: top, hd: Double(r.count), stroke: stroke, keep: 0.7 * Double(r.count)).map { [$0.0, $0.1] }
    }

    func testClutterAtTheBandsBottomIsLeftOut() {
        XCTAssertEqual(extent(rows([2...53, 60...63], count: 64), top: 3), [5, 56])
    }

    func testClutterAtTheBandsTopIsLeftOut() {
        XCTAssertEqual(extent(rows([0...3, 13...58], count: 64)), [13, 58])
    }

    /// Rows with no more than a speck of ink (a third of a stroke) do not join the clutter to the digit.
    func testSpeckRowsSetTheClutterApart() {
        var r = rows([0...5, 12...60], count: 64)
        r[7] = 1; r[9] = 1
        XCTAssertEqual(extent(r, stroke: 7), [12, 60])
        // More than a speck in the rows between: one piece of ink.
        r[8] = 4; r[10] = 4
        XCTAssertNil(extent(r, stroke: 7))
    }

    /// A piece clear of the band's edge, a long one, or one only two rows off the rest (a digit's own
    /// end bar, binarised thin) stays; so does everything when the rest would be too short for a digit.
    func testOwnInkStays() {
        XCTAssertNil(extent(rows([0...50, 55...60], count: 64)))
        XCTAssertNil(extent(rows([0...40, 46...63], count: 64)))
        XCTAssertNil(extent(rows([0...5, 8...60], count: 64)))
        XCTAssertNil(extent(rows([0...5, 20...50], count: 64)))
        XCTAssertNil(extent(rows([3...60], count: 64)))
    }

    /// "28" on a line whose band reaches below the digits to a bar of the next row, under the 2: the 2 is
    /// sampled in its own rows and reads, where its rows stretched to the clutter would lose its lower
    /// left bar.
    func testDigitAboveClutterReads() throws {
        var d = SyntheticDisplay(text: "28")
        d.margin = 14; d.thickness = 4; d.digitHeight = 40
        var image = d.render()
        let foot = d.margin + d.digitHeight
        for y in (foot + 4)..<(foot + 11) {
            for x in (d.margin + 2)..<(d.margin + d.digitWidth - 2) { image[x, y] = d.ink }
        }
        var strip = try XCTUnwrap(LineSplitter().split(image, region: Rect(x: 0, y: 0, width: 1, height: 1), polarity: .darkOnLight).strip)
        strip.band = max(0, d.margin - strip.origin.y)..<min(strip.height, foot + 11 - strip.origin.y)
        func read(_ leaveOut: Bool) -> String {
            var segmenter = DigitSegmenter()
            segmenter.leavesOutEdgeClutter = leaveOut
            let line = segmenter.segment(strip, hints: RecognitionHints(slantDegrees: 0))
            let decoded = GlyphDecoder().decode(SegmentSampler().sample(strip, line: line), words: [])
            return String(decoded.characters.map(\.character))
        }
        XCTAssertEqual(read(true), "28")
        XCTAssertNotEqual(read(false), "28")
    }
}
