import XCTest
@testable import SevenSegment

/// A found region whose box converges more steeply than a photo of a display does is not read
/// (`Quad+Keystone`, `ReaderOptions.refusesSteepKeystones`).
final class SteepKeystoneTests: XCTestCase {
    private func quad(_ n: [Double]) -> Quad { Quad(numbers: n)! }

    func testTheMisreadBoxesAreSteepKeystones() {
        // An insulation tester's window and body below it in one region (846 read as 888): left side upright,
        // right side 23.5 degrees off it, bottom 1.44 times the top.
        XCTAssertTrue(quad([202, 182, 348, 208, 414, 356, 200, 314]).isSteepKeystone)
        // A reflection wedge beside a panel ammeter's digits (958 read as 95): top and bottom 28.6 degrees apart,
        // left side 2.5 times the right.
        XCTAssertTrue(quad([260, 92, 398, 144, 398, 184, 256, 206]).isSteepKeystone)
    }

    func testBoxesOfDisplaysSeenAtAnAngleAreNot() {
        XCTAssertFalse(Quad(Rect(x: 10, y: 20, width: 200, height: 80)).isSteepKeystone)
        // A rendered thermometer turned about its upright axis: left side 1.41 times the right, but its long top
        // and bottom converge by 9.4 degrees only.
        XCTAssertFalse(quad([218.5, 107.6, 413.5, 118, 406.5, 190.3, 225.5, 210.1]).isSteepKeystone)
        // A panel timer's LED row: short sides 19 degrees apart, top and bottom 1.2 apart in length.
        let k = quad([290, 144, 356, 144, 366, 180, 284, 186]).keystones
        XCTAssertGreaterThan(k[0].angle, 15)
        XCTAssertFalse(quad([290, 144, 356, 144, 366, 180, 284, 186]).isSteepKeystone)
    }

    /// A light window holding dark digits, joined below to a light wedge of the meter's body: the region found
    /// is a steep keystone (left side 200 pixels, right side 90, bottom 21 degrees off the top). Its
    /// sheared read is refused; the window it holds may read (`DisplayCoreTests`), but never as 146.
    func testAWindowJoinedToAWedgeIsNotReadThroughItsKeystone() {
        let img = WindowAndWedge.image(digitsAt: 140), layout = WindowAndWedge.layout
        let found = DisplayLocator().candidates(in: img, layout: layout)
        XCTAssertTrue(found.contains { $0.quad.isSteepKeystone }, "the region is found: \(found.map(\.quad))")
        var off = SevenSegmentReader()
        off.options.refusesSteepKeystones = false
        let before = off.read(img, layout: layout, quad: nil)
        let r = SevenSegmentReader().read(img, layout: layout, quad: nil)
        XCTAssertTrue(before.isComplete, "rule off: \(before.text) \(String(describing: before.quad))")
        XCTAssertEqual(before.text, "146", "rule off: the sheared 8 reads as a 1")
        XCTAssertFalse(r.isComplete && r.text != "846", "rule on: \(r.text) \(String(describing: r.quad))")
        // Nor through the rectangle the region holds (`DisplayCoreTests`).
        var core = SevenSegmentReader()
        core.options.findsDisplayCores = true
        let c = core.read(img, layout: layout, quad: nil)
        XCTAssertFalse(c.isComplete && c.text != "846", "\(c.text)")
    }
}
