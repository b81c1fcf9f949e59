import XCTest
@testable import SevenSegment

/// A given display that did not read, looked for as a panel's row round the given quad
/// (`SevenSegmentReader+GivenPanelRow`).
final class GivenPanelRowTests: XCTestCase {
    let layout = TimerWindowScene.layout
    let scene = TimerWindowScene(text: "21.58")

    var window: Rect { scene.windowBox }

    /// Round a quad on the window the row is found and read, and placed in the frame's pixels (inside the window).
    func testRowRoundTheGivenQuadReadsInFramePixels() throws {
        let img = scene.render()
        let r = try XCTUnwrap(SevenSegmentReader().readPanelRowAround(img, layout: layout, given: Quad(window)))
        XCTAssertEqual(r.text, "21.58")
        let q = try XCTUnwrap(r.quad).bounds
        let w = window
        XCTAssertTrue(q.x + q.width / 2 > w.x && q.x + q.width / 2 < w.maxX && q.y + q.height / 2 > w.y && q.y + q.height / 2 < w.maxY, "\(q)")
        var off = SevenSegmentReader()
        off.options.readsPanelRowsAroundQuad = false
        XCTAssertNil(off.readPanelRowAround(img, layout: layout, given: Quad(window))?.text)
    }

    /// A quad below the window (the whole window within the searched reach, its row's centre outside the
    /// quad): nothing is taken from another display than the one pointed at.
    func testRowOutsideTheGivenQuadIsNotTaken() {
        let w = window
        let beside = Rect(x: w.x, y: w.maxY + 4, width: w.width, height: 3 * w.height)
        XCTAssertNil(SevenSegmentReader().readPanelRowAround(scene.render(), layout: layout, given: Quad(beside))?.text)
    }
}
