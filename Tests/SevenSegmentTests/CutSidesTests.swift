import XCTest
@testable import SevenSegment

/// A close-up that cut the display at the frame's side (`DisplayLocator+CutSides`).
final class CutSidesTests: XCTestCase {
    /// A 40 x 20 mask holding one region: a window from x = 0 (cut by the frame's left side) to x = 29,
    /// rows 4...15, with a bright notch out of its top-left (glare) over x < 6, rows 4...9.
    func notchedWindow() -> (labels: [Int32], comp: InkCleaner.Component, width: Int) {
        let w = 40, h = 20
        var labels = [Int32](repeating: 0, count: w * h)
        var c = InkCleaner.Component()
        for y in 4...15 {
            for x in 0...29 where !(x < 6 && y <= 9) {
                labels[y * w + x] = 1
                c.minX = min(c.minX, x); c.maxX = max(c.maxX, x)
                c.minY = min(c.minY, y); c.maxY = max(c.maxY, y)
                c.area += 1
            }
        }
        return (labels, c, w)
    }

    /// The diagonal extremes put the top-left corner at the notch (x 6, a slanted left side across the
    /// first digit); cut by the frame, the left corners are on the frame's side at the top and bottom edges.
    func testCornersOnTheSideTheFrameCut() throws {
        let (labels, c, w) = notchedWindow()
        let locator = DisplayLocator()
        let corners = try XCTUnwrap(locator.cornerQuad(labels, id: 1, comp: c, width: w))
        XCTAssertGreaterThan(corners.topLeft.x, 3)
        let q = locator.cutCorners(corners, left: true, right: false, labels: labels, id: 1, comp: c, width: w)
        XCTAssertEqual(q.topLeft.x, 0); XCTAssertEqual(q.topLeft.y, 4, accuracy: 0.01)
        XCTAssertEqual(q.bottomLeft.x, 0); XCTAssertEqual(q.bottomLeft.y, 15, accuracy: 0.01)
        XCTAssertEqual(q.topRight, corners.topRight)
        XCTAssertEqual(q.bottomRight, corners.bottomRight)
        // Not cut at the left or right: the corners stay.
        XCTAssertEqual(locator.cutCorners(corners, left: false, right: false, labels: labels, id: 1, comp: c, width: w), corners)
    }

    /// The top and bottom edges are the medians of the columns' first and last rows in two bands: a
    /// slanted edge is followed, a notch in one column does not move it.
    func testEdgeLineFollowsASlantedEdge() throws {
        let w = 60, h = 40
        var labels = [Int32](repeating: 0, count: w * h)
        var c = InkCleaner.Component()
        for x in 0..<50 {
            let top = 5 + x / 5, bottom = 30 + x / 5
            for y in top...min(h - 1, bottom) where !(x == 15 && y < top + 4) {
                labels[y * w + x] = 1
                c.minX = min(c.minX, x); c.maxX = max(c.maxX, x)
                c.minY = min(c.minY, y); c.maxY = max(c.maxY, y)
                c.area += 1
            }
        }
        let locator = DisplayLocator()
        let top = try XCTUnwrap(locator.edgeLine(labels, id: 1, comp: c, width: w, bottom: false))
        let bottom = try XCTUnwrap(locator.edgeLine(labels, id: 1, comp: c, width: w, bottom: true))
        XCTAssertEqual(top.slope, 0.2, accuracy: 0.05)
        XCTAssertEqual(top.y(0), 5, accuracy: 1.5)
        XCTAssertEqual(bottom.slope, 0.2, accuracy: 0.05)
        XCTAssertEqual(bottom.y(0), 30, accuracy: 1.5)
    }

    /// A window's top and bottom edges are nearly parallel; a wedge of background in the frame's corner
    /// (edges that meet) keeps its corners (panel-ammeter read with no roi: a wedge at the top right read 888).
    func testAWedgeFramesNoWindow() {
        typealias Edge = DisplayLocator.EdgeLine
        XCTAssertTrue(DisplayLocator.framesAWindow(top: Edge(y0: 4, slope: 0), bottom: Edge(y0: 15, slope: 0), from: 0, to: 29))
        XCTAssertTrue(DisplayLocator.framesAWindow(top: Edge(y0: 10, slope: 0.1), bottom: Edge(y0: 40, slope: 0.05), from: 0, to: 60))
        XCTAssertFalse(DisplayLocator.framesAWindow(top: Edge(y0: 0, slope: 0), bottom: Edge(y0: 2, slope: 0.45), from: 0, to: 38))
        XCTAssertFalse(DisplayLocator.framesAWindow(top: Edge(y0: 15, slope: 0), bottom: Edge(y0: 4, slope: 0), from: 0, to: 29))
        // The same wedge's labels: cutCorners leaves its corner quad as it is.
        let w = 40, h = 20
        var labels = [Int32](repeating: 0, count: w * h)
        var c = InkCleaner.Component()
        for x in 0..<w {
            for y in 0...min(h - 1, 2 + x * 45 / 100) {
                labels[y * w + x] = 1
                c.minX = min(c.minX, x); c.maxX = max(c.maxX, x)
                c.minY = min(c.minY, y); c.maxY = max(c.maxY, y)
                c.area += 1
            }
        }
        let locator = DisplayLocator()
        guard let corners = locator.cornerQuad(labels, id: 1, comp: c, width: w) else { return XCTFail("no corners") }
        XCTAssertEqual(locator.cutCorners(corners, left: false, right: true, labels: labels, id: 1, comp: c, width: w), corners)
    }
}
