import XCTest
@testable import SevenSegment

/// A light-on-dark display read through a quad drawn a little wide: a light frame stands along the
/// strip's left side, close to the first digit. In the plain view's local mean the frame raised the first
/// digit's background and its left bars fell under the threshold (an 8 read as a 3 after a mark, 134).
/// The frame is left out of the mean (`LineSplitter.leftFrame`), so the 8 is measured against the window.
final class LeftFrameTests: XCTestCase {
    private let whole = Rect(x: 0, y: 0, width: 1, height: 1)

    /// "84" light on a dark window, with a light frame `frameWidth` columns wide along the left side.
    private func framed(frameWidth: Int = 8, frame: UInt8 = 140) -> (GrayImage, SyntheticDisplay) {
        let d = SyntheticDisplay(text: "84", ink: 150, background: 30)
        var image = d.render()
        for y in 0..<d.height { for x in 0..<frameWidth { image[x, y] = frame } }
        return (image, d)
    }

    private func layout() -> DisplayLayout {
        SyntheticDisplay.layout(digits: 2, polarity: .lightOnDark, floatingPoint: false)
    }

    func testFirstDigitBesideALightFrameReads() {
        let (image, d) = framed()
        let r = SevenSegmentReader().read(image, layout: layout(), quad: d.quad())
        XCTAssertTrue(r.isComplete, "\(r.lines.flatMap(\.issues))")
        XCTAssertEqual(r.text, "84")
    }

    func testFramePixelsAreTheSideRunOnly() throws {
        let (image, d) = framed(frameWidth: 30)
        let gray = image.pixels.map { Int32($0) }
        let frame = try XCTUnwrap(LineSplitter.leftFrame(gray, width: d.width, height: d.height))
        let depth = Int(LineSplitter.frameDepth * Double(d.height))
        for y in 0..<d.height {
            XCTAssertEqual(frame[y * d.width], 1)
            XCTAssertEqual(frame[y * d.width + depth - 1], 1)
            // A frame wider than `frameDepth` is left out of the mean only that deep.
            XCTAssertEqual(frame[y * d.width + depth], 0)
            XCTAssertEqual(frame[(y * d.width)..<((y + 1) * d.width)].reduce(0) { $0 + Int($1) }, depth)
        }
    }

    func testNoFrameWithoutALightPieceAlongTheSide() {
        let d = SyntheticDisplay(text: "84", ink: 150, background: 30)
        XCTAssertNil(LineSplitter.leftFrame(d.render().pixels.map { Int32($0) }, width: d.width, height: d.height))
        // A light piece along part of the side only (a digit's stroke cut by it) is no frame.
        var image = d.render()
        for y in 0..<(d.height / 2) { for x in 0..<4 { image[x, y] = 140 } }
        XCTAssertNil(LineSplitter.leftFrame(image.pixels.map { Int32($0) }, width: d.width, height: d.height))
    }

    func testMeanLeavesOutExcludedPixels() {
        let w = 5, h = 1
        let img: [Int32] = [200, 10, 10, 10, 10]
        let plain = LocalContrast.difference(img, width: w, height: h, radius: 1)
        let nothing = LocalContrast.difference(img, width: w, height: h, radius: 1, excluding: [0, 0, 0, 0, 0])
        XCTAssertEqual(plain, nothing)
        let excluded = LocalContrast.difference(img, width: w, height: h, radius: 1, excluding: [1, 0, 0, 0, 0])
        XCTAssertEqual(excluded[1], 0, "the mean beside the frame is the window's own")
        XCTAssertEqual(excluded[0], 190, "an excluded pixel keeps its own contrast against the kept ones")
    }
}
