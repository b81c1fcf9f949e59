import XCTest
@testable import SevenSegment

/// An LED window that is no face (`SevenSegmentReader+FrameLEDRow`): its row of lit digits found on the
/// whole frame's chroma where no face read.
final class FrameLEDRowTests: XCTestCase {
    let layout = TimerWindowScene.layout

    /// A dark window straight on a wall as dark as it: one dark region with the wall, touching every side of
    /// the frame at every level, so no face; the red digits stand out in the frame's chroma (their coloured
    /// share of the frame an LED's, `isLED`).
    func testWindowThatIsNoFaceReadsOnTheFramesChroma() {
        let img = TimerWindowScene(text: "21.58", width: 320, height: 240, wallLeft: TimerWindowScene.window, wallRight: TimerWindowScene.window, housing: false, x: 90, y: 80).render()
        XCTAssertTrue(DisplayLocator().candidates(in: img, layout: layout, panels: true).isEmpty)
        var off = SevenSegmentReader()
        off.options.readsFrameLEDRows = false
        XCTAssertNil(off.readPanelRow(img, layout: layout)?.text)
        let r = SevenSegmentReader().readPanelRow(img, layout: layout)
        XCTAssertEqual(r?.text, "21.58")
        XCTAssertEqual(r?.isComplete, true)
    }

    /// A window glowing red round its digits: the frame's chroma is one lit region (window and digits), no
    /// row of separate marks; that region, widened, is looked at as a face.
    func testGlowingWindowIsLookedAtAsAFace() {
        let img = TimerWindowScene(text: "21.58", width: 320, height: 240, wallLeft: TimerWindowScene.window, wallRight: TimerWindowScene.window,
                                   housing: false, x: 90, y: 80, windowGlow: 90).render()
        XCTAssertTrue(DisplayLocator().candidates(in: img, layout: layout, panels: true).isEmpty)
        var off = SevenSegmentReader()
        off.options.readsGlowingWindows = false
        XCTAssertNil(off.readPanelRow(img, layout: layout)?.text)
        XCTAssertEqual(SevenSegmentReader().readPanelRow(img, layout: layout)?.text, "21.58")
    }

    /// A glowing window's row must lie mostly on the glow, clear of the face's sides by half its height.
    func testRowOnTheGlowOnly() {
        let glow = Rect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        XCTAssertTrue(SevenSegmentReader.holdsGlow(PixelRect(x: 52, y: 26, width: 96, height: 48), glow: glow, face: (200, 100)))
        // Off the glow (a reflection beside it).
        XCTAssertFalse(SevenSegmentReader.holdsGlow(PixelRect(x: 150, y: 30, width: 20, height: 20), glow: glow, face: (200, 100)))
        // Running to the face's side (a digit cut off beyond it).
        XCTAssertFalse(SevenSegmentReader.holdsGlow(PixelRect(x: 4, y: 26, width: 144, height: 48), glow: glow, face: (200, 100)))
    }

    /// A gray frame has no chroma: nothing is looked for on it.
    func testGrayFrameHasNoRow() {
        var img = TimerWindowScene(text: "21.58", width: 320, height: 240, wallLeft: TimerWindowScene.window, wallRight: TimerWindowScene.window, housing: false, x: 90, y: 80).render()
        img.chroma = nil
        XCTAssertNil(SevenSegmentReader().readPanelRow(img, layout: layout)?.text)
    }

    /// A line whose fixed point is optional, read on the whole frame without a point, is not taken at once (a
    /// point merged into a digit's foot reads as none in the row's tight margins): without
    /// `holdsPointlessRows`, never; with it, where `pointlessRowsAlike` rows read it alike and none saw a point
    /// (`PointlessRowTests`). On a face it is taken as read.
    func testPointlessOptionalPointIsNotTakenFromTheWholeFrame() {
        let joined = TimerWindowScene(text: "2158", width: 320, height: 240, wallLeft: TimerWindowScene.window, wallRight: TimerWindowScene.window, housing: false, x: 90, y: 80).render()
        var off = SevenSegmentReader()
        off.options.holdsPointlessRows = false
        off.options.pointlessRowsAlike = 1
        XCTAssertNil(off.readPanelRow(joined, layout: layout)?.text)
        var one = SevenSegmentReader()
        one.options.pointlessRowsAlike = 1
        XCTAssertEqual(one.readPanelRow(joined, layout: layout)?.text, "2158")
        // The sharp synthetic frame gives one row only: not enough by default.
        XCTAssertNil(SevenSegmentReader().readPanelRow(joined, layout: layout)?.text)
        XCTAssertEqual(SevenSegmentReader().readPanelRow(TimerWindowScene(text: "2158").render(), layout: layout)?.text, "2158")
    }
}
