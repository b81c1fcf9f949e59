import XCTest
@testable import SevenSegment

/// A found display's window seen inside its dark frame: the frame stands just right of the last digit,
/// through the strip's whole height (`LineSplitter.rightFrame`). Beside it the last character's bars lose
/// contrast as beside a window's edge the cleaner dropped, so on a found display the strict cross-check's
/// edge rules apply to it too (`SegmentedLine.frameBesideLast`, `edgeBesideLast`).
final class WindowFrameTests: XCTestCase {
    private let whole = Rect(x: 0, y: 0, width: 1, height: 1)

    /// `d` (dark on light) rendered wider, with a dark frame `frameWidth` wide through the whole height
    /// whose left side is `gap` pixels after the last digit, and `beyond` light columns after it.
    private func framed(_ d: SyntheticDisplay, gap: Int = 5, frameWidth: Int = 6, beyond: Int = 2,
                        frame: UInt8 = 50) -> (GrayImage, frameX: Int) {
        let base = d.render()
        let x0 = base.width - d.margin + gap
        var img = GrayImage(width: x0 + frameWidth + beyond, height: base.height, fill: d.background)
        for y in 0..<base.height { for x in 0..<min(base.width, x0) { img[x, y] = base[x, y] } }
        for y in 0..<img.height { for x in x0..<(x0 + frameWidth) { img[x, y] = frame } }
        return (img, x0)
    }

    private func inkUp(_ img: GrayImage) -> [Int32] { img.pixels.map { 255 - Int32($0) } }

    func testFrameThroughTheWholeHeightIsFound() {
        let (img, x0) = framed(SyntheticDisplay(text: "3800"))
        XCTAssertEqual(LineSplitter.rightFrame(inkUp(img), width: img.width, height: img.height), x0)
        // Touching the side as well.
        let (tight, t0) = framed(SyntheticDisplay(text: "3800"), beyond: 0)
        XCTAssertEqual(LineSplitter.rightFrame(inkUp(tight), width: tight.width, height: tight.height), t0)
        // The splitter marks it on the strip (the strip is the whole image here).
        let strip = LineSplitter().split(img, region: whole, polarity: .darkOnLight).strip
        XCTAssertEqual(strip?.rightFrame, x0)
    }

    func testDigitsAndDigitTallEdgesAreNoFrame() {
        // A last 1 at the right: its upright stops short of the rows above and below the digits.
        let d = SyntheticDisplay(text: "3801")
        XCTAssertNil(LineSplitter.rightFrame(inkUp(d.render()), width: d.width, height: d.height))
        // A dark band only as tall as the digits (an edge mark, `EdgeMarkTests`).
        let e = SyntheticDisplay(text: "3800")
        var img = e.render()
        for y in e.margin..<(e.margin + e.digitHeight) { for x in (e.width - 4)..<e.width { img[x, y] = e.ink } }
        XCTAssertNil(LineSplitter.rightFrame(inkUp(img), width: img.width, height: img.height))
        // A frame far from the strip's side (light body wider than `frameGap` past it) is not along the side.
        let (far, _) = framed(SyntheticDisplay(text: "3800"), beyond: 12)
        XCTAssertNil(LineSplitter.rightFrame(inkUp(far), width: far.width, height: far.height))
    }

    private func line(lastInkEnd: Double) -> SegmentedLine { SegmentedLine.twoDigits(lastInkEnd: lastInkEnd) }

    private func strip(frame: Int?) -> LineStrip {
        var s = LineStrip(width: 120, height: 60, origin: (0, 0), ink: [Float](repeating: 0, count: 7200),
                          mask: [UInt8](repeating: 0, count: 7200), band: 10..<50, contrast: 40)
        s.rightFrame = frame
        return s
    }

    func testFrameJustAfterTheLastCharacterIsAnEdgeOnAFoundDisplay() {
        let l = line(lastInkEnd: 64)
        // The frame 6 pixels after the last digit's ink: an edge beside it, on a display the reader found.
        XCTAssertTrue(l.edgeBesideLast(strip(frame: 70), found: true))
        // Not on a display given by the caller (a person framed it; no frame rule was measured there).
        XCTAssertFalse(l.edgeBesideLast(strip(frame: 70), found: false))
        // A pitch (about 25 pixels here) or more after it: another digit's room lies between.
        XCTAssertFalse(l.edgeBesideLast(strip(frame: 100), found: true))
        XCTAssertFalse(l.edgeBesideLast(strip(frame: nil), found: true))
    }
}
