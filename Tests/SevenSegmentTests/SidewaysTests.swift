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
}
