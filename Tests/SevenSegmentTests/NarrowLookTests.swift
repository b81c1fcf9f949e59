import XCTest
@testable import SevenSegment

/// A shadow's edge across a found display: the plain view's wide local mean, taken partly over the lit
/// side, loses the shadowed strokes; the narrow look (`SevenSegmentReader.narrowLook`) measures them
/// against their own surroundings.
final class NarrowLookTests: XCTestCase {
    /// `text` whose first `shadowed` columns lie in a shadow keeping `light` of the light.
    private func shadowed(_ text: String, columns shadowed: Int, light: Double) -> (GrayImage, LineLayout) {
        var d = SyntheticDisplay(text: text)
        d.margin = 16
        var image = d.render()
        for y in 0..<d.height { for x in 0..<min(shadowed, d.width) { image[x, y] = UInt8(Double(image[x, y]) * light) } }
        let layout = SyntheticDisplay.layout(digits: 5, floatingPoint: false, decimals: 2, aspect: Double(d.width) / Double(d.height))
        return (image, layout.lines[0])
    }

    func testShadowEdgeThroughTheFirstDigitReadsWithTheNarrowLook() {
        // The edge runs through the 5's left segments (it starts 16 px in).
        for (text, columns, light) in [("53.00", 20, 0.5), ("47.08", 20, 0.5), ("253.40", 100, 0.4)] {
            let (image, line) = shadowed(text, columns: columns, light: light)
            let reader = SevenSegmentReader()
            let wide = reader.readLine(image, line: line, hints: RecognitionHints(), crossCheck: .relaxed, radius: LineSplitter.plainRadius)
            XCTAssertFalse(wide.isComplete, "\(text): the plain view alone reads \(wide.text)")
            let found = reader.readLine(image, line: line, hints: RecognitionHints(), crossCheck: .relaxed)
            XCTAssertTrue(found.isComplete, "\(text): \(found.text) \(found.issues)")
            XCTAssertEqual(found.text, text)
        }
    }

    func testNotOnADisplayGivenByTheCaller() {
        let (image, line) = shadowed("53.00", columns: 20, light: 0.5)
        XCTAssertFalse(SevenSegmentReader().readLine(image, line: line, hints: RecognitionHints(), crossCheck: .none).isComplete)
    }

    func testNeverFewerCharactersThanTheFirstLook() {
        // A deep shadow over the 5: the plain view sees a digit there it cannot name ("_3.00"); the narrow
        // view loses it and reads "3.00", which is not taken.
        let (image, line) = shadowed("53.00", columns: 42, light: 0.35)
        let reader = SevenSegmentReader()
        let first = reader.readLine(image, line: line, hints: RecognitionHints(), crossCheck: .relaxed, radius: LineSplitter.plainRadius)
        XCTAssertFalse(first.isComplete)
        XCTAssertEqual(first.characters.count, 4)
        XCTAssertNil(reader.narrowLook(image, line: line, hints: RecognitionHints(), crossCheck: .relaxed, after: first))
        XCTAssertFalse(reader.readLine(image, line: line, hints: RecognitionHints(), crossCheck: .relaxed).isComplete)
    }

    /// A reading whose characters stand in `cells` (x, width; 40 high).
    private func reading(_ text: String, _ cells: [(Int, Int)]) -> LineReading {
        let chars = zip(text, cells).map { c, x in
            CharacterReading(character: c, confidence: c == "_" ? 0 : 1, cell: PixelRect(x: x.0, y: 10, width: x.1, height: 40))
        }
        return LineReading(field: .value, text: text, characters: chars)
    }

    func testOnlyUnnamedClutterAtTheBorderBeyondAnEmptyPlaceMayBeLost() {
        let display = GrayImage(width: 300, height: 60, fill: 200)
        let whole = Rect(x: 0, y: 0, width: 1, height: 1)
        let narrow = reading("3500", [(120, 24), (150, 24), (180, 24), (210, 24)])
        let lost = SevenSegmentReader.onlyBorderClutterLost
        // A window's edge at the left border, two empty places before the 3: clutter.
        XCTAssertTrue(lost(reading("_3500", [(-4, 30), (120, 24), (150, 24), (180, 24), (210, 24)]), narrow, display, whole))
        // The same at the right border.
        let early = reading("3500", [(20, 24), (50, 24), (80, 24), (110, 24)])
        XCTAssertTrue(lost(reading("3500_", [(20, 24), (50, 24), (80, 24), (110, 24), (280, 20)]), early, display, whole))
        // Next to the first digit (a digit cut by the border, or one in shadow): a digit lost.
        XCTAssertFalse(lost(reading("_3500", [(90, 24), (120, 24), (150, 24), (180, 24), (210, 24)]), narrow, display, whole))
        // Apart from the digits but not at the border: perhaps a digit the narrow view lost.
        XCTAssertFalse(lost(reading("_3500", [(40, 24), (120, 24), (150, 24), (180, 24), (210, 24)]), narrow, display, whole))
        // A named character is never lost.
        XCTAssertFalse(lost(reading("13500", [(-4, 30), (120, 24), (150, 24), (180, 24), (210, 24)]), narrow, display, whole))
    }

    func testATenthOfTheHeightReadsWhereASixthDoesNot() throws {
        // A deeper shadow's edge through the 4's left segments.
        let (image, line) = shadowed("47.08", columns: 18, light: 0.35)
        let reader = SevenSegmentReader()
        let first = reader.readLine(image, line: line, hints: RecognitionHints(), crossCheck: .relaxed, radius: LineSplitter.plainRadius)
        XCTAssertFalse(first.isComplete)
        XCTAssertNil(reader.narrowLook(image, line: line, hints: RecognitionHints(), crossCheck: .relaxed, after: first,
                                       radii: [LineSplitter.narrowRadius]))
        let look = try XCTUnwrap(reader.narrowLook(image, line: line, hints: RecognitionHints(), crossCheck: .relaxed, after: first))
        XCTAssertEqual(look.text, "47.08")
    }
}
