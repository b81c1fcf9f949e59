import XCTest
@testable import SevenSegment

/// A dark window joined to a lighter shadow falling across the light panel up to it: the region's darker
/// part is read where no region found read (`DisplayLocator+DarkerWindow`, `ReaderOptions.findsDarkerWindows`).
final class DarkerWindowTests: XCTestCase {
    /// A 480 x 320 light panel (170), a dark window (45) at 200...440 by 60...150 showing "846" in black, and
    /// a shadow (95) from the window's left side and bottom out to the frame's left and bottom borders.
    static func scene(shadow: Bool = true) -> GrayImage {
        var img = GrayImage(width: 480, height: 320, fill: 170)
        if shadow {
            for y in 0..<320 {
                for x in 0..<260 {
                    // A wedge widening from the window's left side down to the frame's bottom-left corner.
                    let edge = 200 - Int(Double(max(0, y - 60)) * 200 / 260)
                    if x >= edge && (x < 200 || y >= 150) && y >= 60 { img[x, y] = 95 }
                }
            }
        }
        for y in 60..<150 { for x in 200..<440 { img[x, y] = 45 } }
        var d = SyntheticDisplay(text: "846")
        d.digitHeight = 60; d.digitWidth = 34; d.thickness = 8; d.spacing = 12; d.margin = 0
        d.ink = 8; d.background = 45
        let digits = d.render()
        for y in 0..<digits.height { for x in 0..<digits.width { img[x + 280, y + 75] = digits[x, y] } }
        return img
    }

    static let layout = SyntheticDisplay.layout(digits: 4, aspect: 240.0 / 90)

    func testTheWindowIsTheDarkerPartOfTheRegion() {
        let img = Self.scene()
        let found = DisplayLocator().candidates(in: img, layout: Self.layout, darkerWindows: true)
        XCTAssertFalse(found.isEmpty)
        if let b = found.first?.quad.bounds {
            XCTAssertEqual(b.x, 200, accuracy: 8); XCTAssertEqual(b.maxX, 440, accuracy: 8)
            XCTAssertEqual(b.y, 60, accuracy: 8); XCTAssertEqual(b.maxY, 150, accuracy: 8)
        }
    }

    func testAWindowJoinedToAShadowReadsThroughItsDarkerPart() {
        let img = Self.scene()
        var on = SevenSegmentReader()
        on.options.findsDarkerWindows = true
        let r = on.read(img, layout: Self.layout, quad: nil)
        XCTAssertEqual(r.text, "846")
        XCTAssertTrue(r.isComplete)
        var off = SevenSegmentReader()
        off.options.findsDarkerWindows = false
        XCTAssertFalse(off.read(img, layout: Self.layout, quad: nil).isComplete)
    }

    /// A window alone is a box: it is not split at its own level (its digits would be the darker part).
    func testAWindowWithoutShadowIsNotSplit() {
        let img = Self.scene(shadow: false)
        XCTAssertTrue(DisplayLocator().candidates(in: img, layout: Self.layout, darkerWindows: true).isEmpty)
        XCTAssertEqual(SevenSegmentReader().read(img, layout: Self.layout, quad: nil).text, "846")
    }
}
