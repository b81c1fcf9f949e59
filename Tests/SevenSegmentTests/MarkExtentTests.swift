import XCTest
@testable import SevenSegment

/// A speck of clutter just above or below a "1", in its columns, is not part of its stroke: the mark is
/// sampled in the rows of its stroke, not stretched to the speck (its lower segment then read as off).
final class MarkExtentTests: XCTestCase {
    func rows(_ pieces: [ClosedRange<Int>], count: Int) -> [Int] {
        var r = [Int](repeating: 0, count: count)
        for p in pieces { for y in p { r[y] = 5 } }
        return r
    }

    func testSpeckBelowTheStrokeIsLeftOut() {
        let r = rows([0...22, 25...48, 56...61], count: 64)
        XCTAssertEqual(DigitSegmenter.markExtent(r, top: 3, hd: 64, keep: 0.7 * 64).map { [$0.0, $0.1] }, [3, 51])
    }

    func testSpeckAboveTheStrokeIsLeftOut() {
        let r = rows([0...3, 8...30, 33...60], count: 64)
        XCTAssertEqual(DigitSegmenter.markExtent(r, top: 0, hd: 64, keep: 0.7 * 64).map { [$0.0, $0.1] }, [8, 60])
    }

    /// A piece one row off the stroke is the stroke's (a broken end); a long piece is a segment.
    func testTouchingOrLongPiecesStay() {
        let touching = rows([0...22, 25...48, 50...55], count: 64)
        XCTAssertEqual(DigitSegmenter.markExtent(touching, top: 0, hd: 64, keep: 0.7 * 64).map { [$0.0, $0.1] }, [0, 55])
        let long = rows([0...30, 40...60], count: 64)
        XCTAssertEqual(DigitSegmenter.markExtent(long, top: 0, hd: 64, keep: 0.5 * 64).map { [$0.0, $0.1] }, [0, 60])
    }

    /// Nothing is left out when the rest would be too short to be sampled in its own rows.
    func testShortMarkKeepsItsPieces() {
        let r = rows([10...40, 50...55], count: 64)
        XCTAssertEqual(DigitSegmenter.markExtent(r, top: 0, hd: 64, keep: 0.7 * 64).map { [$0.0, $0.1] }, [10, 55])
    }

    /// "128" on a line whose band reaches below the digits (clutter under the row), with a speck of
    /// clutter under the 1: the 1 is sampled down to its stroke's foot, not to the speck, and reads.
    func testOneWithSpeckBelowReads() throws {
        var d = SyntheticDisplay(text: "128")
        d.margin = 14; d.thickness = 3; d.gap = 0
        var image = d.render()
        let x1 = d.margin + d.digitWidth
        let foot = d.margin + d.digitHeight - d.thickness
        for y in (foot + 5)..<(foot + 10) {
            for x in (x1 - d.thickness - 1)..<(x1 + 1) { image[x, y] = d.ink }
        }
        var strip = try XCTUnwrap(LineSplitter().split(image, region: Rect(x: 0, y: 0, width: 1, height: 1), polarity: .darkOnLight).strip)
        let lower = min(strip.height, d.margin + d.digitHeight + 6 - strip.origin.y)
        strip.band = max(0, d.margin - 2 - strip.origin.y)..<lower
        let line = DigitSegmenter().segment(strip, hints: RecognitionHints(slantDegrees: 0))
        XCTAssertEqual(line.cells.map(\.kind), [.narrow, .glyph, .glyph])
        let decoded = GlyphDecoder().decode(SegmentSampler().sample(strip, line: line), words: [])
        XCTAssertEqual(String(decoded.characters.map(\.character)), "128",
                       "\(line.cells.map { ($0.kind, $0.top, $0.bottom) }) band \(line.top)..<\(line.bottom)")
    }
}
