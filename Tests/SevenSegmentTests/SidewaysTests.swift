import XCTest
@testable import SevenSegment

/// A given display turned on its side (`SevenSegmentReader+Sideways`): the quad given round it stands
/// taller than wide, and it is read with its corners taken a quarter turn round.
final class SidewaysTests: XCTestCase {
    /// Light digits on a dark panel, with the layout of a wide four-digit line.
    func display(_ text: String) -> (SyntheticDisplay, DisplayLayout) {
        var d = SyntheticDisplay(text: text)
        d.ink = 235; d.background = 15; d.margin = 10
        let layout = SyntheticDisplay.layout(digits: 4, polarity: .lightOnDark, floatingPoint: false,
                                             aspect: Double(d.width) / Double(d.height))
        return (d, layout)
    }

    /// The display turned by `degrees` (90: clockwise, its top to the right) and the quad round all of it.
    func turned(_ text: String, degrees: Double) -> (GrayImage, Quad, DisplayLayout) {
        let (d, layout) = display(text)
        let img = d.render().rotated(degrees: degrees, fill: 15)
        return (img, Quad(Rect(x: 0, y: 0, width: Double(img.width), height: Double(img.height))), layout)
    }

    func testADisplayOnItsSideReadsTurnedRound() {
        for degrees in [90.0, -90.0] {
            let (img, quad, layout) = turned("2745", degrees: degrees)
            XCTAssertGreaterThan(img.height, img.width)
            assertReadsOnlyWithRule(img, layout: layout, quad: quad, expected: "2745", "\(degrees)") { $0.readsSideways = false }
        }
    }

    func testALevelDisplayIsNotTurned() {
        // A wide quad is never taken for a display on its side, nor a tall one on a squarish layout.
        let (d, layout) = display("2745")
        XCTAssertFalse(SevenSegmentReader.looksSideways(d.quad(), layout: layout))
        let tall = Quad(Rect(x: 0, y: 0, width: 40, height: 80))
        XCTAssertTrue(SevenSegmentReader.looksSideways(tall, layout: layout))
        let square = DisplayLayout(aspectRatio: 1.1, lines: layout.lines)
        XCTAssertFalse(SevenSegmentReader.looksSideways(tall, layout: square))
    }

    func testQuarterTurnedCorners() {
        let q = Quad(Rect(x: 0, y: 0, width: 10, height: 20))
        let cw = SevenSegmentReader.quarterTurned(q, clockwise: true)
        // Turned clockwise, the display's top runs down the quad's right side.
        XCTAssertEqual(cw.topLeft, q.topRight)
        XCTAssertEqual(cw.topRight, q.bottomRight)
        let ccw = SevenSegmentReader.quarterTurned(q, clockwise: false)
        XCTAssertEqual(ccw.topLeft, q.bottomLeft)
        XCTAssertEqual(ccw.topRight, q.topLeft)
        XCTAssertEqual(Dewarper.size(of: cw).width, 20, accuracy: 1e-9)
    }

    /// A panel timer on its side in a loose box (its gray reading, turned, is 2_58; its panel row,
    /// `readPanelRowAround`, reads): the frame round the tall quad is turned level and read with every
    /// look a level given display gets.
    func testATimerOnItsSideReadsWithTheLevelDisplaysLooks() throws {
        let scene = TimerWindowScene(text: "21.58")
        let box = scene.display(ink: 0, background: 0, ghost: nil)
        let window = Rect(x: Double(scene.x - 20), y: Double(scene.y - 20), width: Double(box.width + 40), height: Double(box.height + 40))
        let level = scene.render()
        for clockwise in [true, false] {
            let img = level.quarterTurned(clockwise: clockwise)
            let corners = [Point(window.x, window.y), Point(window.maxX, window.maxY)].map { level.quarterTurned($0, clockwise: clockwise) }
            let tall = Quad(Rect(x: min(corners[0].x, corners[1].x), y: min(corners[0].y, corners[1].y),
                                 width: abs(corners[0].x - corners[1].x), height: abs(corners[0].y - corners[1].y)))
            XCTAssertTrue(SevenSegmentReader.looksSideways(tall, layout: TimerWindowScene.layout))
            let r = SevenSegmentReader().read(img, layout: TimerWindowScene.layout, quad: tall)
            XCTAssertEqual(r.text, "21.58", "\(clockwise)")
            XCTAssertTrue(r.isComplete)
            // The reading's quad is in the frame, on the window's row, standing on its side.
            let q = try XCTUnwrap(r.quad).bounds, t = tall.bounds, cx = q.x + q.width / 2, cy = q.y + q.height / 2
            XCTAssertTrue(cx > t.x && cx < t.maxX && cy > t.y && cy < t.maxY, "\(q)")
            XCTAssertGreaterThan(q.height, q.width)
            guard clockwise else { continue }
            for off: (inout ReaderOptions) -> Void in [{ $0.readsSideways = false }, { $0.readsPanelRowsAroundQuad = false }] {
                var without = SevenSegmentReader()
                off(&without.options)
                // Neither the tall quad as given nor, turned, its gray reading alone reads it.
                XCTAssertFalse(without.read(img, layout: TimerWindowScene.layout, quad: tall).isComplete)
            }
        }
    }

    func testAQuarterTurnMovesEveryPixelAndItsChroma() {
        var img = GrayImage(width: 3, height: 2, pixels: [1, 2, 3, 4, 5, 6])
        img.chroma = [10, 20, 30, 40, 50, 60]
        let cw = img.quarterTurned(clockwise: true)
        XCTAssertEqual(cw.width, 2)
        XCTAssertEqual(cw.height, 3)
        // Clockwise, the bottom row's left end comes to the top left.
        XCTAssertEqual(cw.pixels, [4, 1, 5, 2, 6, 3])
        XCTAssertEqual(cw.chroma, [40, 10, 50, 20, 60, 30])
        XCTAssertEqual(cw.quarterTurned(clockwise: false), img)
        XCTAssertEqual(img.quarterTurned(clockwise: false).pixels, [3, 6, 2, 5, 1, 4])
        for clockwise in [true, false] {
            let p = Point(0.5, 1.5)
            let t = img.quarterTurned(p, clockwise: clockwise)
            XCTAssertEqual(img.quarterTurnedBack(t, clockwise: clockwise), p)
        }
        // The top left pixel's centre, turned clockwise, is the turned image's top right pixel's centre.
        XCTAssertEqual(img.quarterTurned(Point(0.5, 0.5), clockwise: true), Point(1.5, 0.5))
    }
}
