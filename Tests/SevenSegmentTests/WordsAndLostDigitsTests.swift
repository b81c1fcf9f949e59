import XCTest
@testable import SevenSegment

/// Whole-line words (HI, LO, Err) as real seven-segment displays draw them, and readings that would be
/// a wrong value if taken at face value (a lost leading digit, an L whose foot looks like a point).
final class WordsAndLostDigitsTests: XCTestCase {
    func line(digits: Int, decimals: Int = 0, words: [DisplayWord] = []) -> LineLayout {
        LineLayout(field: .glucose, region: Rect(x: 0.25, y: 0.2, width: 0.17 * Double(digits), height: 0.6), digits: digits,
                   decimals: decimals, words: words)
    }

    func read(_ text: String, _ line: LineLayout, slant: Double = 8) throws -> LineReading {
        let layout = DisplayLayout(aspectRatio: 2.2, lines: [line], hints: RecognitionHints(slantDegrees: slant))
        let image = try DisplayRenderer().render(layout: layout, text: text, width: 320)
        let quad = Quad(Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)))
        return try XCTUnwrap(SevenSegmentReader().read(image, layout: layout, quad: quad).lines.first)
    }

    /// The renderer draws each letter of the words with the segments of the charset's letter.
    func testRendererDrawsWordsWithTheCharsetLetters() throws {
        for word in DisplayWord.allCases {
            let cells = try RenderedLineText(word.rawValue, digits: 3).cells.suffix(word.rawValue.count)
            for (letter, lit) in zip(word.rawValue, cells) {
                XCTAssertTrue(Charset.letters.contains { $0.value == letter && $0.key == lit }, "\(word) \(letter) \(lit)")
            }
        }
        XCTAssertEqual(SegmentFont.segments(for: "E"), [.a, .d, .e, .f, .g])
        XCTAssertEqual(SegmentFont.segments(for: "r"), [.e, .g])
        XCTAssertEqual(SegmentFont.segments(for: "o"), [.c, .d, .e, .g])
    }

    /// Err, HI and LO read as whole-line words where the layout allows them, on integer and decimal lines.
    func testAllowedWordsReadAsWholeLines() throws {
        for (text, digits, decimals) in [("Err", 3, 1), ("Err", 4, 1), ("HI", 3, 0), ("LO", 3, 0), ("LO", 3, 1)] {
            let r = try read(text, line(digits: digits, decimals: decimals, words: [.hi, .lo, .err]))
            XCTAssertEqual(r.text, text, "\(text) on \(digits) digits")
            XCTAssertTrue(r.isComplete, "\(text): \(r.issues)")
        }
        // Not allowed by the layout: never read as a value.
        XCTAssertFalse(try read("Err", line(digits: 3)).isComplete)
        XCTAssertFalse(try read("HI", line(digits: 3, words: [.lo])).isComplete)
    }

    /// A reading that starts with 0 on a display that keeps no leading zeros lost the digit before it.
    func testLeadingZeroMeansALostDigit() throws {
        let r = try read("08", line(digits: 3))
        XCTAssertFalse(r.isComplete, "08 read as \(r.text)")
        let point = try read("0.8", line(digits: 3, decimals: 1))
        XCTAssertTrue(point.isComplete, "0.8 read as \(point.text) \(point.issues)")
    }

    /// A "1" whose point touches its foot, where the layout's word has an L, is not sure (LO is not 1.0).
    func testFootlessLIsNotSure() {
        var one = CharacterCell(kind: .narrow, x0: 0, x1: 10, inkX0: 7, inkX1: 10, point: true)
        one.pointTouches = true
        let zero = CharacterCell(kind: .glyph, x0: 14, x1: 24, inkX0: 14, inkX1: 24, point: false)
        let interpreter = LineInterpreter()
        XCTAssertEqual(interpreter.footlessL([one, zero], words: [.lo]), .lo)
        XCTAssertNil(interpreter.footlessL([one, zero], words: [.hi]))
        one.pointTouches = false
        XCTAssertNil(interpreter.footlessL([one, zero], words: [.lo]))
    }

    /// A small line drawn lower than its layout region says is still read whole (the strip follows the
    /// digits), and a 7 is not cut into a 1.
    func testStripFollowsDisplacedDigits() throws {
        let drawn = DisplayLayout(aspectRatio: 2, lines: [
            LineLayout(field: .pulse, region: Rect(x: 0.4, y: 0.52, width: 0.3, height: 0.3), digits: 3),
        ])
        var expected = drawn
        expected.lines[0].region.y = 0.42
        let image = try DisplayRenderer().render(layout: drawn, text: "71", width: 300)
        let quad = Quad(Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)))
        let r = try XCTUnwrap(SevenSegmentReader().read(image, layout: expected, quad: quad).lines.first)
        XCTAssertEqual(r.text, "71", "\(r.issues)")
        XCTAssertTrue(r.isComplete, "\(r.issues)")
    }
}
