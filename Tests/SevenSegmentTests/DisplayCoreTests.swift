import XCTest
@testable import SevenSegment

/// A display's window joined to a shadow or wedge in one region: the rectangle the region holds is read
/// where no region found read (`DisplayLocator+Core`, `ReaderOptions.findsDisplayCores`, off by default).
final class DisplayCoreTests: XCTestCase {
    func testTheLargestRectangleOfAMask() {
        // A 6x4 block with a 2x6 tail below its left side.
        let w = 10, h = 10
        var mask = [UInt8](repeating: 0, count: w * h)
        for y in 1..<5 { for x in 2..<8 { mask[y * w + x] = 1 } }
        for y in 5..<10 { for x in 2..<4 { mask[y * w + x] = 1 } }
        XCTAssertEqual(DisplayLocator.largestRectangle(mask, width: w, height: h), PixelRect(x: 2, y: 1, width: 6, height: 4))
        XCTAssertNil(DisplayLocator.largestRectangle([UInt8](repeating: 0, count: 4), width: 2, height: 2))
    }

    func testHolesAreFilledButNotBays() {
        // A ring with a hole, and a bay open to the border.
        let w = 7, h = 5
        var mask = [UInt8](repeating: 0, count: w * h)
        for y in 0..<5 { for x in 0..<5 where y == 0 || y == 4 || x == 0 || x == 4 { mask[y * w + x] = 1 } }
        mask[2 * w + 4] = 0 // the ring opened on its right: a bay, not a hole
        var open = mask
        DisplayLocator.fillHoles(&open, width: w, height: h)
        XCTAssertEqual(open[2 * w + 2], 0)
        mask[2 * w + 4] = 1
        DisplayLocator.fillHoles(&mask, width: w, height: h)
        XCTAssertEqual(mask[2 * w + 2], 1)
        XCTAssertEqual(mask[2 * w + 6], 0)
    }

    /// A light window holding dark digits, joined below to a light wedge (`SteepKeystoneTests`): its corner
    /// quad is a steep keystone and is not read; the window it holds reads.
    func testAWindowJoinedToAWedgeReadsThroughTheRectangleItHolds() {
        // The number right-aligned in the window, as the layout's line has it.
        let img = WindowAndWedge.image(digitsAt: 190), layout = WindowAndWedge.layout
        let cores = DisplayLocator().candidates(in: img, layout: layout, cores: true)
        XCTAssertFalse(cores.isEmpty)
        if let b = cores.first?.quad.bounds {
            // The window (60...340 by 60...150), widened a little, not the wedge below it.
            XCTAssertEqual(b.x, 60, accuracy: 16); XCTAssertEqual(b.maxX, 340, accuracy: 16)
            XCTAssertEqual(b.y, 60, accuracy: 16); XCTAssertLessThan(b.maxY, 175)
        }
        var on = SevenSegmentReader()
        on.options.findsDisplayCores = true
        let r = on.read(img, layout: layout, quad: nil)
        XCTAssertEqual(r.text, "846")
        XCTAssertTrue(r.isComplete)
        var off = SevenSegmentReader()
        off.options.findsDisplayCores = false
        XCTAssertFalse(off.read(img, layout: layout, quad: nil).isComplete)
    }

    /// A window with a rectangle's own shape yields no core: it is a candidate as it is.
    func testARectangularWindowHasNoCore() {
        var img = GrayImage(width: 320, height: 200, fill: 25)
        for y in 50..<130 { for x in 40..<280 { img[x, y] = 200 } }
        let layout = SyntheticDisplay.layout(digits: 4, aspect: 3)
        XCTAssertFalse(DisplayLocator().candidates(in: img, layout: layout).isEmpty, "the window is found")
        XCTAssertTrue(DisplayLocator().candidates(in: img, layout: layout, cores: true).isEmpty)
    }
}
