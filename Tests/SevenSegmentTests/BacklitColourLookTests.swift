import XCTest
@testable import SevenSegment

/// The colour look of a backlit LCD (`SevenSegmentReader+ColourLook`): its colour is the background, the
/// dark segments are read on it, and a point touching a digit's foot is not cut out of the digit there
/// (the end of a digit's bottom bar jutting out beyond its other strokes made up points: 03876.7 read as 0.38767).
final class BacklitColourLookTests: XCTestCase {
    /// "25" dark on light, with a stroke-sized square joined to the 2's bottom bar on its right: a few
    /// columns with ink only low down, as a point touching the 2's foot (or a bar end jutting out) shows.
    func footedLine() throws -> LineStrip {
        let d = SyntheticDisplay(text: "25")
        var img = d.render()
        let t = d.thickness, right = d.margin + d.digitWidth
        let bottom = d.margin + d.digitHeight
        for y in (bottom - t)..<bottom {
            for x in (right - t)..<(right + t) { img[x, y] = d.ink }
        }
        return try XCTUnwrap(LineSplitter().split(img, region: Rect(x: 0, y: 0, width: 1, height: 1), polarity: .darkOnLight).strip)
    }

    /// Cut out as a point after the 2 by default; kept in the 5 with `cutsTouchingPoints` off.
    func testATouchingFootIsNoPointWhereTouchingPointsAreNotCut() throws {
        let strip = try footedLine()
        let cut = DigitSegmenter().segment(strip, hints: RecognitionHints())
        XCTAssertEqual(cut.cells.count, 2)
        XCTAssertTrue(cut.cells[0].point && cut.cells[0].pointTouches, "a touching point after the 2")
        var segmenter = DigitSegmenter()
        segmenter.cutsTouchingPoints = false
        let kept = segmenter.segment(strip, hints: RecognitionHints())
        XCTAssertEqual(kept.cells.count, 2)
        XCTAssertFalse(kept.cells.contains(where: \.point), "the foot stays in the 5")
    }

    /// A display whose colour covers most of its box is backlit; an LED's coloured segments are not.
    func testABoxColouredAllOverIsBacklit() {
        let quad = Quad(Rect(x: 0, y: 0, width: 20, height: 10))
        let led = GrayImage(width: 20, height: 10, pixels: (0..<200).map { i -> UInt8 in i % 5 == 0 ? 200 : 0 })
        let backlit = GrayImage(width: 20, height: 10, pixels: (0..<200).map { i -> UInt8 in i % 5 == 0 ? 0 : 200 })
        let neutral = GrayImage(width: 20, height: 10, fill: 0)
        XCTAssertFalse(SevenSegmentReader.backlit(led, quad: quad))
        XCTAssertTrue(SevenSegmentReader.backlit(backlit, quad: quad))
        XCTAssertFalse(SevenSegmentReader.backlit(neutral, quad: quad))
    }
}
