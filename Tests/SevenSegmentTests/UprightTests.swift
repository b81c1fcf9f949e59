import XCTest
@testable import SevenSegment

/// A crop taken at an angle, its digits standing turned in the frame: read once more turned upright
/// (`SevenSegmentReader+Upright`, `GrayImage+Rotation`).
final class UprightTests: XCTestCase {
    func layout() -> DisplayLayout { .wholeCrop() }

    /// Light digits on a dark crop, turned by `degrees` (clockwise) on a dark canvas.
    func tilted(_ text: String, degrees: Double, slant: Double = 0) -> GrayImage {
        var d = SyntheticDisplay(text: text)
        d.margin = 8; d.ink = 235; d.background = 15; d.slantDegrees = slant
        d.digitHeight = 60; d.digitWidth = 32; d.thickness = 7; d.spacing = 10
        return d.render().rotated(degrees: degrees, fill: 15)
    }

    func testTiltedCropIsReadTurnedUpright() {
        for (text, degrees) in [("85", 28.0), ("132", -25.0), ("76", 32.0)] {
            let img = tilted(text, degrees: degrees)
            var off = SevenSegmentReader()
            off.options.turnsUpright = false
            let before = off.read(img, layout: layout(), quad: nil)
            XCTAssertFalse(before.isComplete, "\(text) read \(before.text) without turning")
            let r = SevenSegmentReader().read(img, layout: layout(), quad: nil)
            XCTAssertTrue(r.isComplete, "\(text) at \(degrees): \(r.text)")
            XCTAssertEqual(r.text, text)
        }
    }

    func testStrokeDirectionsGiveTheTilt() {
        for degrees in [-35.0, -20.0, 18.0, 30.0] {
            guard let d = tilted("80", degrees: degrees).strokeDirections else { return XCTFail("no edges") }
            XCTAssertEqual(d.first, degrees, accuracy: 2.5, "\(degrees)")
        }
        // A level crop's edges run along the axes: nothing to turn.
        guard let level = tilted("80", degrees: 0).strokeDirections else { return XCTFail("no edges") }
        XCTAssertLessThan(abs(level.first), SevenSegmentReader.minimumTurn)
        // No edges at all.
        XCTAssertNil(GrayImage(width: 40, height: 30, fill: 90).strokeDirections)
    }

    func testLevelCropIsNotTurned() {
        // A level crop that does not read (its second digit half gone) is not read turned either.
        var img = tilted("85", degrees: 0)
        for y in 0..<img.height { for x in (img.width / 2 + 8)..<img.width { img[x, y] = 15 } }
        XCTAssertNil(SevenSegmentReader().readTurnedUpright(img, layout: layout()))
    }

    func testLargeFrameIsTurnedShrunk() {
        // A tilted crop photographed large (each pixel 6 x 6): turned and read at most 640 pixels wide.
        let small = tilted("85", degrees: 28)
        var big = GrayImage(width: small.width * 6, height: small.height * 6)
        for y in 0..<big.height { for x in 0..<big.width { big[x, y] = small[x / 6, y / 6] } }
        XCTAssertGreaterThan(big.width, SevenSegmentReader.turnedSide)
        let shrunk = big.shrunk(atMost: SevenSegmentReader.turnedSide)
        XCTAssertLessThanOrEqual(max(shrunk.width, shrunk.height), SevenSegmentReader.turnedSide)
        let r = SevenSegmentReader().readTurnedUpright(big, layout: layout())
        XCTAssertEqual(r?.text, "85")
        // The quad is given in the large frame's pixels.
        XCTAssertGreaterThan(r.map { Dewarper.size(of: $0.quad!).0 } ?? 0, Double(big.width) / 2)
        XCTAssertEqual(small.shrunk(atMost: 640), small)
    }

    func testRotationKeepsTheWholeImage() {
        var img = GrayImage(width: 40, height: 20, fill: 0)
        img[39, 19] = 255
        let r = img.rotated(degrees: 90, fill: 7)
        XCTAssertEqual(r.width, 20)
        XCTAssertEqual(r.height, 40)
        // Clockwise: the bottom-right corner goes to the bottom-left.
        XCTAssertEqual(r[0, 39], 255)
        XCTAssertEqual(img.rotated(degrees: 30, fill: 7)[0, 0], 7)
    }
}

/// The frame is turned a little either side of each measured edge direction (`ReaderOptions.turnSpread`).
final class UprightSpreadTests: XCTestCase {
    /// Slanted digits turned on a dark crop: the measured directions (bars, uprights) are a degree or
    /// so off, and turned by them exactly the crop does not read.
    func testSlantedCropReadsTurnedNearTheMeasuredAngle() {
        for (text, degrees) in [("70", -22.0), ("69", -19.0), ("120", 35.0)] {
            var d = SyntheticDisplay(text: text)
            d.margin = 8; d.ink = 235; d.background = 15; d.slantDegrees = 6
            d.digitHeight = 60; d.digitWidth = 32; d.thickness = 7; d.spacing = 10
            let img = d.render().rotated(degrees: degrees, fill: 15)
            var off = SevenSegmentReader()
            off.options.turnSpread = 0
            XCTAssertNil(off.readTurnedUpright(img, layout: .wholeCrop()), "\(text) at \(degrees)")
            XCTAssertEqual(SevenSegmentReader().readTurnedUpright(img, layout: .wholeCrop())?.text, text)
        }
    }

    func testTurnsAroundEachDirection() {
        XCTAssertEqual(SevenSegmentReader.turns((first: 20, second: -30), spread: 2), [20, 18, 22, -30, -32, -28])
        XCTAssertEqual(SevenSegmentReader.turns((first: 20, second: -30), spread: 0), [20, -30])
    }
}

/// The frame is also turned by the direction its edges line up along (`GrayImage.alignedDirection`).
final class UprightAlignedTests: XCTestCase {
    /// Thin or bold, slanted or not, light digits turned on a dark crop: the bars of the row line up
    /// along the tilt, whatever the slant of the uprights (within 3 degrees: the turn spread and a degree).
    func testAlignedDirectionGivesTheTilt() {
        for text in ["122", "72"] {
            for (slant, thickness) in [(6.0, 3), (14.0, 4), (10.0, 6)] {
                for degrees in [22.0, 30.0, -24.0, -28.0] {
                    var d = SyntheticDisplay(text: text)
                    d.margin = 8; d.ink = 235; d.background = 15; d.slantDegrees = slant
                    d.digitHeight = 60; d.digitWidth = 32; d.thickness = thickness; d.spacing = 10
                    let img = d.render().rotated(degrees: degrees, fill: 15)
                    guard let a = img.alignedDirection else { return XCTFail("no edges") }
                    XCTAssertEqual(a, degrees, accuracy: 3, "\(text) slant \(slant) at \(degrees)")
                }
            }
        }
        XCTAssertNil(GrayImage(width: 40, height: 30, fill: 90).alignedDirection)
    }
}
