import XCTest
@testable import SevenSegment

/// A fixed point that may stand at one of several places (`LineLayout.otherDecimals`, a fuel pump
/// showing 46.61 and 198.6): each place reads, the point stays required, a mark that leaves the place
/// unknown is doubted, and the other places are tried only when the usual one reads nothing.
final class OtherDecimalsTests: XCTestCase {
    func pump(other: [Int], from: Double? = nil) -> DisplayLayout {
        DisplayLayout(aspectRatio: 3.6, lines: [
            LineLayout(field: .value, region: Rect(x: 0, y: 0, width: 1, height: 1), digits: 5, decimals: 2,
                       minimumDigits: 3, otherDecimals: other, otherDecimalsFrom: from),
        ])
    }

    func read(_ text: String, _ layout: DisplayLayout) throws -> DisplayReading {
        let style = DisplayStyle(background: 200, ink: 30, ghost: 200, labels: false)
        let image = try DisplayRenderer(style: style).render(layout: layout, text: text, width: 400)
        let quad = Quad(Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)))
        return SevenSegmentReader().read(image, layout: layout, quad: quad)
    }

    func testEachPlaceReadsAndOnlyThere() throws {
        let usual = try read("46.61", pump(other: [1], from: 100))
        XCTAssertEqual(usual.text, "46.61")
        XCTAssertTrue(usual.isComplete, "\(usual.lines.map(\.issues))")
        let other = try read("198.6", pump(other: [1], from: 100))
        XCTAssertEqual(other.text, "198.6")
        XCTAssertTrue(other.isComplete, "\(other.lines.map(\.issues))")
        XCTAssertFalse(try read("198.6", pump(other: [])).isComplete, "without the other place the point is misplaced")
        XCTAssertFalse(try read("1986", pump(other: [1])).isComplete, "the point is still required")
    }

    func testBelowTheOtherPlacesFloorIsRefused() throws {
        XCTAssertTrue(try read("169.0", pump(other: [1], from: 100)).isComplete)
        let low = try read("69.0", pump(other: [1], from: 100))
        XCTAssertFalse(low.isComplete, "69.0 on a pump that shows one decimal from 100 on is 69.00 with a digit lost")
        XCTAssertTrue(try read("69.0", pump(other: [1])).isComplete, "no floor: read as shown")
    }

    func cells(_ n: Int, points: [Int]) -> [CharacterCell] {
        (0..<n).map { i in
            let x0 = Double(i * 30)
            return CharacterCell(kind: .glyph, x0: x0, x1: x0 + 24, inkX0: x0, inkX1: x0 + 24, point: points.contains(i))
        }
    }

    func interpret(_ text: String, points: [Int], other: [Int]) -> LineReading {
        let c = cells(text.count, points: points)
        let chars = text.map { CharacterReading(character: $0, confidence: 1) }
        let segmented = SegmentedLine(shear: 0, top: 0, bottom: 40, digitWidth: 24, stroke: 5, bar: 5, cells: c,
                                      gapAfter: nil, leadingPoint: false)
        let decoded = DecodedLine(characters: chars, issues: [], separation: 1, pointLevels: Array(repeating: 0, count: chars.count))
        return LineInterpreter().interpret(decoded, cells: c, segmented: segmented, layout: pump(other: other).lines[0])
    }

    /// Marks at two places, or one after the last character (a fixed point always has digits after
    /// it), leave a point that may stand at several places unknown.
    func testAMarkThatLeavesThePlaceUnknownIsDoubted() {
        let one = interpret("1986", points: [2], other: [1])
        XCTAssertEqual(one.text, "198.6")
        XCTAssertTrue(one.issues.isEmpty, "\(one.issues)")
        let both = interpret("1986", points: [1, 2], other: [1])
        XCTAssertFalse(both.issues.isEmpty, "a point at both places: \(both.text)")
        let speck = interpret("1986", points: [0, 2], other: [1])
        XCTAssertEqual(speck.text, "198.6", "a mark after the first 1 is at no place of the line")
        XCTAssertTrue(speck.issues.contains(.ambiguous(position: 2)), "\(speck.issues)")
        let last = interpret("824", points: [1, 2], other: [1])
        XCTAssertEqual(last.text, "82.4", "the 2's foot at the other place, the 4's point after the last character")
        XCTAssertFalse(last.issues.isEmpty, "824.1 whose last digit was lost must not read 82.4")
        // A line with one place keeps ignoring marks elsewhere (a 1's foot, a speck).
        let fixed = interpret("4661", points: [1, 3], other: [])
        XCTAssertEqual(fixed.text, "46.61")
        XCTAssertTrue(fixed.issues.isEmpty, "\(fixed.issues)")
    }

    /// The second reading is made only where a line showed a point mark at one of the other places.
    func testProbeSeesOnlyMarksAtTheOtherPlaces() {
        let usual = PointPlaceProbe(places: [1])
        usual.note(cells(4, points: [1]))
        XCTAssertFalse(usual.seen, "46.61: the usual place")
        usual.note(cells(4, points: [3]))
        XCTAssertFalse(usual.seen, "a mark after the last character has no digits after it")
        usual.note(cells(4, points: [2]))
        XCTAssertTrue(usual.seen, "198.6")
    }

    func testAReadingThatSawFewerCharactersLostOne() {
        func reading(_ texts: [String]) -> DisplayReading {
            var r = DisplayReading()
            r.lines = texts.map { t in
                LineReading(field: .value, text: t,
                            characters: t.filter { $0 != "." }.map { CharacterReading(character: $0, confidence: 1) }, issues: [])
            }
            return r
        }
        XCTAssertTrue(SevenSegmentReader.sawMore(reading(["143.0_"]), than: reading(["143.0"])))
        XCTAssertFalse(SevenSegmentReader.sawMore(reading(["1986"]), than: reading(["198.6"])))
        XCTAssertFalse(SevenSegmentReader.sawMore(reading(["202"]), than: reading(["520.2"])))
    }
}
