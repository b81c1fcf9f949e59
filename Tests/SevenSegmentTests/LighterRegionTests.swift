import XCTest
@testable import SevenSegment

/// A light display inside a body itself lighter than the frame's level (`DisplayLocator.lightLevel`,
/// `SevenSegmentReader+LighterRegion`): a clamp meter's LCD in a dim photo.
final class LighterRegionTests: XCTestCase {
    /// A dark room, a tall gray meter body (no display's shape) and in its upper part a light LCD.
    func scene() -> (GrayImage, DisplayLayout, Rect) {
        var frame = GrayImage(width: 480, height: 360, fill: 40)
        for y in 20..<350 { for x in 150..<330 { frame[x, y] = 150 } }
        var d = SyntheticDisplay(text: "3.64")
        d.ink = 40; d.background = 215
        let lcd = d.render()
        let x0 = 240 - lcd.width / 2, y0 = 60
        for y in 0..<lcd.height { for x in 0..<lcd.width { frame[x0 + x, y0 + y] = lcd[x, y] } }
        let layout = SyntheticDisplay.layout(digits: 3, polarity: .darkOnLight, floatingPoint: true,
                                             aspect: Double(d.width) / Double(d.height))
        return (frame, layout, Rect(x: Double(x0), y: Double(y0), width: Double(lcd.width), height: Double(lcd.height)))
    }

    func testALightDisplayInALighterBodyIsFoundAndRead() throws {
        let (frame, layout, lcd) = scene()
        func finds(_ locator: DisplayLocator) -> Bool {
            locator.candidates(in: frame, layout: layout).contains { DisplayLocator.overlap($0.quad.bounds, lcd) > 0.7 }
        }
        var plain = DisplayLocator()
        plain.cutsLightClass = false
        XCTAssertFalse(finds(plain), "the LCD is no region at the frame's level")
        XCTAssertTrue(finds(DisplayLocator()))
        let found = try XCTUnwrap(DisplayLocator().candidates(in: frame, layout: layout).first { DisplayLocator.overlap($0.quad.bounds, lcd) > 0.7 })
        XCTAssertTrue(found.lighter)
        let r = SevenSegmentReader().read(frame, layout: layout, quad: nil)
        XCTAssertEqual(r.text, "3.64")
        XCTAssertTrue(r.isComplete)
    }

    func testTheLightClassLevelLiesAboveTheFramesOnly() {
        var hist = [Int](repeating: 0, count: 256)
        hist[40] = 1000; hist[150] = 600; hist[215] = 100
        let t = ImageMeasures.otsu(hist)
        let l = DisplayLocator.lightLevel(hist, frameLevel: t)
        XCTAssertNotNil(l)
        XCTAssertTrue(l.map { $0 >= 150 && $0 < 215 } ?? false, "\(String(describing: l))")
        // A frame of two levels has no light class of its own.
        var two = [Int](repeating: 0, count: 256)
        two[40] = 1000; two[200] = 500
        XCTAssertNil(DisplayLocator.lightLevel(two, frameLevel: ImageMeasures.otsu(two)))
    }

    /// The box round a reading's characters, mapped from its dewarped crop to the frame.
    func testTheCharactersBoxLiesRoundTheCellsInTheFrame() throws {
        var r = DisplayReading()
        r.crop = GrayImage(width: 100, height: 50)
        r.lines = [LineReading(field: .value, text: "12", characters: [
            CharacterReading(character: "1", confidence: 1, segments: [], cell: PixelRect(x: 20, y: 10, width: 20, height: 32)),
            CharacterReading(character: "2", confidence: 1, segments: [], cell: PixelRect(x: 50, y: 10, width: 20, height: 32)),
        ], issues: [])]
        let display = Quad(Rect(x: 100, y: 200, width: 200, height: 100))
        let q = try XCTUnwrap(SevenSegmentReader.charactersQuad(r, display: display)).bounds
        // Cells span x 20...70, y 10...42 of the 100x50 crop, widened by 4 (an eighth of 32); the crop is
        // the display at twice the scale.
        XCTAssertEqual(q.x, 100 + 2 * 16, accuracy: 1e-6)
        XCTAssertEqual(q.maxX, 100 + 2 * 74, accuracy: 1e-6)
        XCTAssertEqual(q.y, 200 + 2 * 6, accuracy: 1e-6)
        XCTAssertEqual(q.maxY, 200 + 2 * 46, accuracy: 1e-6)
    }
}
