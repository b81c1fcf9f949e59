import XCTest
@testable import SevenSegment

/// Lines laid out with the same right edge end at the same place: a blood-pressure line whose trailing
/// digit was washed out (171 seen as a complete-looking 17) is not read, while right-aligned short
/// numbers are. The rendered Omron M3 frames that misread so are in VitalSnapTests
/// (SharedRightEdgeFrameTests).
final class SharedRightEdgeTests: XCTestCase {
    private let layout = RenderFixtures.bloodPressure
    /// Where RenderFixtures.frame puts the display.
    private let display = Rect(x: 200, y: 120, width: 240, height: 240 / RenderFixtures.bloodPressure.aspectRatio)

    func testRightAlignedShortNumbersStillRead() throws {
        let image = try RenderFixtures.frame(layout, "97/63/71").image
        let reading = SevenSegmentReader().read(image, layout: layout, quad: Quad(display))
        XCTAssertTrue(reading.isComplete, "\(reading.text) \(reading.lines.map(\.issues))")
        XCTAssertEqual(reading.text, "97/63/71")
    }

    /// Readings with cells placed by hand (display-crop pixels, digit boxes 30 wide on a 40 pitch).
    private func line(_ field: DisplayField, _ text: String, lastRight: Int, y: Int = 0, height: Int = 60) -> LineReading {
        let chars = text.enumerated().map { i, ch in
            let x = lastRight - 30 - 40 * (text.count - 1 - i)
            return CharacterReading(character: ch, confidence: 1, cell: PixelRect(x: x, y: y, width: 30, height: height))
        }
        return LineReading(field: field, text: text, characters: chars)
    }

    func testOnlyLinesOfLikeSizeSharingTheEdgeAreCompared() {
        let short = [line(.systolic, "17", lastRight: 160), line(.diastolic, "73", lastRight: 200, y: 80),
                     line(.pulse, "8", lastRight: 150, y: 160, height: 25)]
        // SYS stops 40 px (1.3 widths) short of DIA; the small pulse line is not compared with them.
        XCTAssertEqual(SharedRightEdge.short(short, layout: layout), [0])
        let turned = [line(.systolic, "17", lastRight: 188), line(.diastolic, "73", lastRight: 200, y: 80),
                      line(.pulse, "88", lastRight: 150, y: 160, height: 25)]
        // 12 px (0.4 widths): what a slightly turned display does to the line below.
        XCTAssertEqual(SharedRightEdge.short(turned, layout: layout), [])
        // A full line is never short: it has no position left for a lost digit.
        let full = [line(.systolic, "171", lastRight: 160), line(.diastolic, "73", lastRight: 200, y: 80),
                    line(.pulse, "88", lastRight: 150, y: 160, height: 25)]
        XCTAssertEqual(SharedRightEdge.short(full, layout: layout), [])
        // Lines with different right edges are not compared.
        var staggered = layout
        staggered.lines[0].region.width -= 0.1
        XCTAssertEqual(SharedRightEdge.short(short, layout: staggered), [])
    }
}
