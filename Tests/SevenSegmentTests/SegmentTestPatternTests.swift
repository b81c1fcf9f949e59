import XCTest
@testable import SevenSegment

/// A display with every position showing "8" is the meter's power-on segment test: no reading.
final class SegmentTestPatternTests: XCTestCase {
    let layout = DisplayLayout(aspectRatio: 2.0, lines: [
        LineLayout(field: .glucose, region: Rect(x: 0.1, y: 0.15, width: 0.8, height: 0.7), digits: 3),
    ])

    func read(_ text: String) throws -> DisplayReading {
        let image = try DisplayRenderer().render(layout: layout, text: text, width: 240)
        let quad = Quad(Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)))
        return SevenSegmentReader().read(image, layout: layout, quad: quad)
    }

    func testAllEightsIsTheSegmentTestNotAReading() throws {
        let r = try read("888")
        XCTAssertFalse(r.isComplete, r.text)
        XCTAssertTrue(r.lines[0].issues.contains(.segmentTest), "\(r.lines[0].issues)")
    }

    func testEightsThatDoNotFillTheLineAreRead() throws {
        let r = try read("88")
        XCTAssertEqual(r.text, "88")
        XCTAssertTrue(r.isComplete, "\(r.lines[0].issues)")
    }
}
