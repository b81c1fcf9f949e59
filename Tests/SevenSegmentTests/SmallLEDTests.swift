import XCTest
@testable import SevenSegment

/// A small LED display in a large photo (`SevenSegmentReader+SmallLED`): its colour covers under 1% of the
/// frame, and the frame's chroma is searched for its row all the same.
final class SmallLEDTests: XCTestCase {
    let layout = TimerWindowScene.layout

    /// A timer's window straight on a wall as dark as it (no face at any level), small in a 640 x 480 photo:
    /// its red digits colour under `colouredShare` of the frame. Read on the frame's chroma with the frame's
    /// own share, not with the display's.
    func testSmallWindowInALargeFrameReadsOnTheFramesChroma() throws {
        let img = TimerWindowScene(text: "21.58", width: 640, height: 480, wallLeft: TimerWindowScene.window, wallRight: TimerWindowScene.window,
                                   housing: false, x: 250, y: 200).render()
        XCTAssertTrue(DisplayLocator().candidates(in: img, layout: layout, panels: true).isEmpty)
        let chroma = try XCTUnwrap(img.chromaImage)
        let share = SevenSegmentReader.colourShare(chroma, quad: Quad(Rect(x: 0, y: 0, width: 640, height: 480)))
        XCTAssertLessThan(share, SevenSegmentReader.colouredShare)
        XCTAssertGreaterThanOrEqual(share, ReaderOptions().frameLEDShare)
        var off = SevenSegmentReader()
        off.options.frameLEDShare = SevenSegmentReader.colouredShare
        XCTAssertNil(off.readPanelRow(img, layout: layout)?.text)
        let r = SevenSegmentReader().readPanelRow(img, layout: layout)
        XCTAssertEqual(r?.text, "21.58")
        XCTAssertEqual(r?.isComplete, true)
    }

    /// A frame whose colour is a speck (under `frameLEDShare`) is not searched: no LED lights so little.
    func testSpeckOfColourIsNoLED() {
        var img = GrayImage(width: 640, height: 480, fill: 30)
        var plane = [UInt8](repeating: 0, count: 640 * 480)
        for y in 100..<110 { for x in 100..<110 { plane[y * 640 + x] = 200 } }
        img.chroma = plane
        XCTAssertFalse(SevenSegmentReader().frameIsLED(img.chromaImage!))
        for y in 100..<140 { for x in 100..<180 { plane[y * 640 + x] = 200 } }
        img.chroma = plane
        XCTAssertTrue(SevenSegmentReader().frameIsLED(img.chromaImage!))
    }
}
