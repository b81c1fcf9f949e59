import XCTest
@testable import SevenSegment

/// Digits after the point drawn smaller than the others, standing on the line's foot, as the tenths of
/// many electricity meters (`LineLayout.smallDecimals`, `DigitSegmenter+SmallDecimals`).
final class SmallDecimalTests: XCTestCase {
    func meter(smallDecimals: Bool) -> DisplayLayout { SmallDecimalMeter.layout(smallDecimals: smallDecimals) }
    func rendered(_ text: String) throws -> GrayImage { try SmallDecimalMeter.rendered(text) }
    func read(_ image: GrayImage, smallDecimals: Bool) -> DisplayReading { SmallDecimalMeter.read(image, smallDecimals: smallDecimals) }

    func testSmallTenthsReadAsTheDecimal() throws {
        for text in ["011039.3", "004303.6", "002564.2", "012387.1"] {
            let r = read(try rendered(text), smallDecimals: true)
            XCTAssertEqual(r.text, text)
            XCTAssertTrue(r.isComplete, "\(text): \(r.lines.map(\.issues))")
        }
    }

    func testWithoutTheSettingASmallDigitLeavesTheReadingUnsure() throws {
        for text in ["011039.3", "004303.6"] {
            let r = read(try rendered(text), smallDecimals: false)
            XCTAssertFalse(r.isComplete, "\(text) read as \(r.text)")
        }
    }

    func testTheSegmenterMakesTheSmallDigitACellInItsOwnRows() throws {
        let image = try rendered("011039.3")
        let layout = meter(smallDecimals: true)
        let strip = try XCTUnwrap(LineSplitter().split(image, region: layout.lines[0].region, polarity: .darkOnLight).strip)
        var segmenter = DigitSegmenter()
        segmenter.readsSmallDecimals = true
        let line = segmenter.segment(strip, hints: RecognitionHints())
        let last = try XCTUnwrap(line.cells.last)
        XCTAssertEqual(line.cells.count, 7)
        XCTAssertTrue(last.small)
        XCTAssertFalse(line.cells.dropLast().contains(where: \.small))
        let hd = Double(line.bottom - line.top)
        XCTAssertLessThan(last.bottom - last.top, 0.7 * hd)
        XCTAssertGreaterThan(last.top, Double(line.top) + 0.3 * hd)
        // Off: no small cell (the mark is sampled as a full-size character, or only makes the line unsure).
        let plain = DigitSegmenter().segment(strip, hints: RecognitionHints())
        XCTAssertFalse(plain.cells.contains(where: \.small))
    }

    /// The lower part of a full-size last digit whose upper part faded (glare) is as wide as a digit:
    /// no small digit, whatever it decodes to.
    func testLowerPartOfAFullDigitIsNoSmallDigit() throws {
        let d = SyntheticDisplay(text: "1238")
        var img = d.render()
        let x0 = d.margin + 3 * (d.digitWidth + d.spacing)
        for y in 0..<(d.margin + d.digitHeight * 45 / 100) {
            for x in (x0 - 2)..<min(img.width, x0 + d.digitWidth + 2) { img[x, y] = d.background }
        }
        let strip = try XCTUnwrap(LineSplitter().split(img, region: Rect(x: 0, y: 0, width: 1, height: 1), polarity: .darkOnLight).strip)
        var segmenter = DigitSegmenter()
        segmenter.readsSmallDecimals = true
        let line = segmenter.segment(strip, hints: RecognitionHints())
        XCTAssertFalse(line.cells.contains(where: \.small))
        let r = SevenSegmentReader().read(img, layout: meter(smallDecimals: true), quad: d.quad())
        XCTAssertFalse(r.text.contains("."), "read \(r.text)")
    }

    /// The interpreter puts the point before the first small digit where none was seen, and doubts a
    /// full-size character after a small one.
    func testInterpreterTakesThePointBeforeASmallDigit() {
        let layout = meter(smallDecimals: true).lines[0]
        func line(_ text: String, small: Set<Int>) -> (DecodedLine, SegmentedLine) {
            let chars = text.map { CharacterReading(character: $0, confidence: 1) }
            var cells: [CharacterCell] = []
            for i in chars.indices {
                var c = CharacterCell(kind: .glyph, x0: Double(i * 30), x1: Double(i * 30 + 24),
                                      inkX0: Double(i * 30), inkX1: Double(i * 30 + 24), point: false)
                if small.contains(i) { c.small = true; c.top = 18; c.bottom = 40 }
                cells.append(c)
            }
            let segmented = SegmentedLine(shear: 0, top: 0, bottom: 40, digitWidth: 24, stroke: 5, bar: 5, cells: cells,
                                          gapAfter: nil, leadingPoint: false)
            return (DecodedLine(characters: chars, issues: [], separation: 1), segmented)
        }
        let (d1, s1) = line("0110393", small: [6])
        let r1 = LineInterpreter().interpret(d1, cells: s1.cells, segmented: s1, layout: layout)
        XCTAssertEqual(r1.text, "011039.3")
        XCTAssertTrue(r1.isComplete, "\(r1.issues)")
        let (d2, s2) = line("0110393", small: [5])
        let r2 = LineInterpreter().interpret(d2, cells: s2.cells, segmented: s2, layout: layout)
        XCTAssertFalse(r2.isComplete, "read \(r2.text)")
        // A point seen before the small digit is the one point.
        var (d3, s3) = line("0110393", small: [6])
        s3.cells[5].point = true
        let r3 = LineInterpreter().interpret(d3, cells: s3.cells, segmented: s3, layout: layout)
        XCTAssertEqual(r3.text, "011039.3")
        XCTAssertTrue(r3.isComplete, "\(r3.issues)")
        // A point seen elsewhere as well: two points, refused.
        var (d4, s4) = line("0110393", small: [6])
        s4.cells[3].point = true
        d4.issues = []
        let r4 = LineInterpreter().interpret(d4, cells: s4.cells, segmented: s4, layout: layout)
        XCTAssertFalse(r4.isComplete, "read \(r4.text)")
    }
}
