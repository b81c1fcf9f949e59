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

/// A light display cut at the light class's level inside a region found at the frame's level that it overlaps
/// by half or more (`ReaderOptions.readsOverlappedLighter`, `SevenSegmentReader.lighterKeepsPlaces`).
final class OverlappedLighterRegionTests: XCTestCase {
    /// A dark room; a meter's gray body round its light LCD, narrowing below it: at the frame's level the LCD
    /// and the body are one region whose box converges as no photo of a display does (`Quad+Keystone`).
    func scene(drop: Int = 40, inset total: Int = 35) -> (GrayImage, DisplayLayout, Rect, Rect) {
        var frame = GrayImage(width: 480, height: 360, fill: 40)
        var d = SyntheticDisplay(text: "3.64")
        d.ink = 40; d.background = 215
        let lcd = d.render()
        let x0 = 200, y0 = 120
        let top = y0 - 4, waist = y0 + lcd.height + 4, bottom = waist + drop
        for y in top..<bottom {
            let inset = y < waist ? 0 : total * (y - waist) / (bottom - waist)
            for x in (x0 - 4 + inset)..<(x0 + lcd.width + 4 - inset) { frame[x, y] = 150 }
        }
        for y in 0..<lcd.height { for x in 0..<lcd.width { frame[x0 + x, y0 + y] = lcd[x, y] } }
        let layout = SyntheticDisplay.layout(digits: 3, polarity: .darkOnLight, floatingPoint: true,
                                             aspect: Double(d.width) / Double(d.height))
        return (frame, layout, Rect(x: Double(x0), y: Double(y0), width: Double(lcd.width), height: Double(lcd.height)),
                Rect(x: Double(x0 - 4), y: Double(top), width: Double(lcd.width + 8), height: Double(bottom - top)))
    }

    func testARegionOverlappingOneFoundAtTheFramesLevelIsMarkedAndComesLast() throws {
        let (frame, layout, lcd, body) = scene()
        let found = DisplayLocator().candidates(in: frame, layout: layout)
        let i = try XCTUnwrap(found.firstIndex { DisplayLocator.overlap($0.quad.bounds, lcd) > 0.9 })
        XCTAssertTrue(found[i].lighter)
        let within = try XCTUnwrap(found[i].within)
        XCTAssertGreaterThan(DisplayLocator.overlap(within.bounds, body), 0.85, "the body's region, found at the frame's level")
        XCTAssertTrue(within.isSteepKeystone)
        XCTAssertGreaterThanOrEqual(DisplayLocator.overlap(within.bounds, found[i].quad.bounds), DisplayLocator.lightClassOverlap)
        XCTAssertFalse(found[..<i].contains { $0.within != nil })
        XCTAssertTrue(found[..<i].contains { $0.quad == within })
    }

    func testTheLCDJoinedToItsBodyIsReadWhereOverlappedRegionsAreRead() {
        let (frame, layout, _, _) = scene()
        var off = ReaderOptions()
        off.readsOverlappedLighter = false
        let without = SevenSegmentReader(options: off).read(frame, layout: layout, quad: nil)
        XCTAssertFalse(without.isComplete && without.text == "3.64", without.text)
        let r = SevenSegmentReader().read(frame, layout: layout, quad: nil)
        XCTAssertEqual(r.text, "3.64")
        XCTAssertTrue(r.isComplete)
    }

    /// A fuel pump's window lit at its left, shaded at its right: the lit part cut at the light class's level
    /// showed three of the window's four places.
    func testALighterReadingShowingFewerPlacesThanItsRegionIsRefused() {
        var frame = GrayImage(width: 400, height: 200, fill: 40)
        var d = SyntheticDisplay(text: "4114")
        d.ink = 40; d.background = 215
        let lcd = d.render()
        for y in 0..<lcd.height { for x in 0..<lcd.width { frame[60 + x, 60 + y] = lcd[x, y] } }
        let window = Quad(Rect(x: 60, y: 60, width: Double(lcd.width), height: Double(lcd.height)))
        let layout = SyntheticDisplay.layout(digits: 4, polarity: .darkOnLight, aspect: Double(d.width) / Double(d.height))
        func reading(_ text: String) -> DisplayReading {
            var r = DisplayReading()
            r.lines = [LineReading(field: .value, text: text, characters: text.map {
                CharacterReading(character: $0, confidence: 1, segments: [], cell: nil)
            }, issues: [])]
            return r
        }
        let reader = SevenSegmentReader()
        var shown: [Quad: Int] = [:]
        XCTAssertFalse(reader.lighterKeepsPlaces(reading("4.11"), image: frame, layout: layout, within: window, crossCheck: .relaxed, places: &shown))
        XCTAssertEqual(shown[window], 4, "the window's places, read once")
        XCTAssertTrue(reader.lighterKeepsPlaces(reading("4114"), image: frame, layout: layout, within: window, crossCheck: .relaxed, places: &shown))
        XCTAssertTrue(reader.lighterKeepsPlaces(reading("4.11"), image: frame, layout: layout, within: nil, crossCheck: .relaxed, places: &shown),
                      "a region overlapping none found at the frame's level")
        var off = ReaderOptions()
        off.checksLighterPlaces = false
        var none: [Quad: Int] = [:]
        XCTAssertTrue(SevenSegmentReader(options: off).lighterKeepsPlaces(reading("4.11"), image: frame, layout: layout, within: window, crossCheck: .relaxed, places: &none))
    }
}
