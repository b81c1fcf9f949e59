import XCTest
@testable import SevenSegment

/// A "1" at the strip's left end, with a bezel edge cut by the strip's border beside it: the box a full
/// digit would fill reaches over the edge, which is no bar of that digit.
final class EdgePieceTests: XCTestCase {
    let whole = Rect(x: 0, y: 0, width: 1, height: 1)

    /// "140" cut just left of the 1's stroke (a tight crop), with a window edge (a dark line down the
    /// crop's left side) a few pixels left of the 1: the 1's box reaches past the crop's left end.
    func image(edgeWidth: Int) -> (GrayImage, SyntheticDisplay) {
        var d = SyntheticDisplay(text: "140")
        d.margin = 10
        let full = d.render()
        let cut = d.margin + d.digitWidth - d.thickness - 7
        var image = full.crop(PixelRect(x: cut, y: 0, width: full.width - cut, height: full.height))
        for y in 0..<image.height { for x in 0..<edgeWidth { image[x, y] = d.ink } }
        return (image, d)
    }

    func testOneBesideAWindowEdgeReads() throws {
        let (image, _) = image(edgeWidth: 3)
        let strip = try XCTUnwrap(LineSplitter().split(image, region: whole, polarity: .darkOnLight).strip)
        XCTAssertFalse(strip.cutPieces.isEmpty, "the edge is cut by the strip's border")
        let line = DigitSegmenter().segment(strip, hints: RecognitionHints(slantDegrees: 0))
        XCTAssertEqual(line.cells.first?.kind, .narrow)
        let decoded = GlyphDecoder().decode(SegmentSampler().sample(strip, line: line), words: [])
        XCTAssertEqual(String(decoded.characters.map(\.character)), "140")
    }

    /// An edge piece that reaches the mark is kept: where the mark ends is not known.
    func testPieceTouchingTheMarkIsKept() {
        var strip = LineStrip(width: 40, height: 20, origin: (0, 0), ink: [Float](repeating: 1, count: 800),
                              mask: [UInt8](repeating: 0, count: 800), band: 0..<20, contrast: 50)
        strip.cutPieces = [PixelRect(x: 0, y: 0, width: 6, height: 20)]
        XCTAssertNil(strip.clearedOfEdgePieces(before: 6))
        let cleared = strip.clearedOfEdgePieces(before: 8)
        XCTAssertEqual(cleared?.ink[5], 0)
        XCTAssertEqual(cleared?.ink[6], 1)
    }
}
