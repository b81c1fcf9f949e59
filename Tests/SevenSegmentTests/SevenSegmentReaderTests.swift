import XCTest
@testable import SevenSegment

/// End-to-end: synthetic displays through the whole pipeline.
final class SevenSegmentReaderTests: XCTestCase {
    let reader = SevenSegmentReader()

    func read(_ d: SyntheticDisplay, _ layout: DisplayLayout, quad: Quad? = nil) -> DisplayReading {
        reader.read(d.render(), layout: layout, quad: quad ?? d.quad())
    }

    func testDarkOnLightDigits() {
        let r = read(SyntheticDisplay(text: "1234"), SyntheticDisplay.layout(digits: 4))
        XCTAssertEqual(r.text, "1234")
        XCTAssertTrue(r.isComplete)
        XCTAssertEqual(r.lines[0].characters.count, 4)
        XCTAssertGreaterThan(r.confidence, 0.6)
    }

    func testLightOnDarkDigits() {
        var d = SyntheticDisplay(text: "5678")
        d.ink = 230; d.background = 20
        let r = read(d, SyntheticDisplay.layout(digits: 4, polarity: .lightOnDark))
        XCTAssertEqual(r.text, "5678")
        XCTAssertTrue(r.isComplete)
    }

    func testEveryDigitWithSlantAndGaps() {
        var d = SyntheticDisplay(text: "9067")
        d.slantDegrees = 8
        XCTAssertEqual(read(d, SyntheticDisplay.layout(digits: 4)).text, "9067")
        d.gap = 2
        d.text = "2345"
        XCTAssertEqual(read(d, SyntheticDisplay.layout(digits: 4)).text, "2345")
        d.text = "8188"
        XCTAssertEqual(read(d, SyntheticDisplay.layout(digits: 4)).text, "8188")
    }

    func testNarrowOneAndLeadingBlanks() {
        let r = read(SyntheticDisplay(text: "  18"), SyntheticDisplay.layout(digits: 4))
        XCTAssertEqual(r.text, "18")
        XCTAssertTrue(r.isComplete)
        XCTAssertEqual(r.lines[0].characters.first?.character, "1")
        XCTAssertEqual(r.lines[0].characters.first?.segments, [.b, .c])
    }

    func testDigitsWithoutBottomSegmentAreNeverMisread() {
        // "17" has no d segment at all, so the digit row looks shorter: a reading may decline, never guess.
        let r = read(SyntheticDisplay(text: "  17"), SyntheticDisplay.layout(digits: 4))
        XCTAssertTrue(r.text == "17" || !r.isComplete, "read \(r.text)")
    }

    func testDecimalPoint() {
        let r = read(SyntheticDisplay(text: "12.5"), SyntheticDisplay.layout(digits: 3))
        XCTAssertEqual(r.text, "12.5")
        XCTAssertTrue(r.isComplete)
    }

    func testFixedDecimalsRejectAMissingPoint() {
        let r = read(SyntheticDisplay(text: "125"), SyntheticDisplay.layout(digits: 3, floatingPoint: false, decimals: 1))
        XCTAssertFalse(r.isComplete)
        XCTAssertTrue(r.lines[0].issues.contains { if case .notAllowed = $0 { return true }; return false })
    }

    func testMinusSign() {
        let signed = read(SyntheticDisplay(text: "-12"), SyntheticDisplay.layout(digits: 4, signed: true))
        XCTAssertEqual(signed.text, "-12")
        XCTAssertTrue(signed.isComplete)
        let unsigned = read(SyntheticDisplay(text: "-12"), SyntheticDisplay.layout(digits: 4, signed: false))
        XCTAssertFalse(unsigned.isComplete)
        XCTAssertTrue(unsigned.lines[0].issues.contains(.notAllowed(text: "-")))
    }

    func testWords() {
        let words: [DisplayWord] = [.hi, .lo, .err]
        let hi = read(SyntheticDisplay(text: "HI"), SyntheticDisplay.layout(digits: 3, words: words))
        XCTAssertEqual(hi.text, "HI")
        XCTAssertTrue(hi.isComplete)
        // LO and Err (letters without a top segment, lower-half r) are not read yet: never a number.
        for word in ["LO", "Err"] {
            let r = read(SyntheticDisplay(text: word), SyntheticDisplay.layout(digits: 3, words: words))
            XCTAssertTrue(r.text == word || !r.isComplete, "\(word) read as \(r.text)")
        }
        // Without the word in the layout, letters are not a reading.
        let noWords = read(SyntheticDisplay(text: "HI"), SyntheticDisplay.layout(digits: 3))
        XCTAssertFalse(noWords.isComplete)
    }

    func testQuadOffByAFewPercentAndWithBezel() {
        let d = SyntheticDisplay(text: "4096")
        var img = GrayImage(width: d.width + 60, height: d.height + 40, fill: 90)
        let inner = d.render()
        for y in 0..<inner.height { for x in 0..<inner.width { img[x + 30, y + 20] = inner[x, y] } }
        let w = Double(d.width), h = Double(d.height)
        // 10% larger than the display and shifted by 3%: bezel on two sides.
        let quad = Quad(Rect(x: 30 - 0.05 * w + 0.03 * w, y: 20 - 0.05 * h + 0.03 * h, width: 1.1 * w, height: 1.1 * h))
        let r = reader.read(img, layout: SyntheticDisplay.layout(digits: 4), quad: quad)
        XCTAssertEqual(r.text, "4096")
        XCTAssertNotNil(r.crop)
        XCTAssertNotNil(r.sharpness)
    }

    func testUnknownPatternIsUnresolved() {
        // Segments a, b, c, d only (an 8 without f, e, g): no character has that pattern.
        var img = SyntheticDisplay(text: "88").render()
        let plain = SyntheticDisplay(text: "88")
        let left = plain.margin + plain.digitWidth + plain.spacing
        let cy = plain.margin + plain.digitHeight / 2
        for y in plain.margin..<(plain.margin + plain.digitHeight) {
            for x in left..<(left + plain.thickness) { img[x, y] = plain.background }
        }
        for y in (cy - 4)...(cy + 4) {
            for x in (left + plain.thickness)..<(left + plain.digitWidth - plain.thickness) { img[x, y] = plain.background }
        }
        let r = reader.read(img, layout: SyntheticDisplay.layout(digits: 2), quad: plain.quad())
        XCTAssertFalse(r.isComplete)
        XCTAssertEqual(r.lines[0].text, "8_")
        XCTAssertTrue(r.lines[0].issues.contains(.unknownPattern(position: 1)))
    }

    func testBlankImageGivesNoReading() {
        let blank = GrayImage(width: 120, height: 60, fill: 128)
        let r = reader.read(blank, layout: SyntheticDisplay.layout(digits: 3), quad: Quad(Rect(x: 0, y: 0, width: 120, height: 60)))
        XCTAssertFalse(r.isComplete)
        XCTAssertEqual(r.text, "")
        let found = reader.read(blank, layout: SyntheticDisplay.layout(digits: 3), quad: nil)
        XCTAssertEqual(found.issues, [.displayNotFound])
        XCTAssertTrue(found.lines.isEmpty)
    }

    func testEmptyImage() {
        let r = reader.read(GrayImage(width: 0, height: 0), layout: SyntheticDisplay.layout(digits: 3), quad: nil)
        XCTAssertEqual(r.issues, [.displayNotFound])
    }

    func testFindsDisplayInWholeFrame() {
        var d = SyntheticDisplay(text: "3721")
        d.background = 120; d.ink = 20
        let inner = d.render()
        var frame = GrayImage(width: 400, height: 240, fill: 225)
        for y in 0..<inner.height { for x in 0..<inner.width { frame[x + 110, y + 80] = inner[x, y] } }
        let layout = SyntheticDisplay.layout(digits: 4, aspect: Double(d.width) / Double(d.height))
        let found = DisplayLocator().find(in: frame, layout: layout)
        XCTAssertEqual(found?.quad.bounds.center.x ?? 0, 110 + Double(d.width) / 2, accuracy: 12)
        XCTAssertEqual(found?.quad.bounds.center.y ?? 0, 80 + Double(d.height) / 2, accuracy: 12)
        XCTAssertTrue(found?.found ?? false)
        let r = reader.read(frame, layout: layout, quad: nil)
        XCTAssertTrue(r.text == "3721" || !r.isComplete, "read \(r.text)")
    }

    func testGhostSegmentsStayOff() {
        var d = SyntheticDisplay(text: "17")
        d.ink = 240; d.background = 15; d.ghost = 60
        let r = read(d, SyntheticDisplay.layout(digits: 2, polarity: .lightOnDark))
        XCTAssertEqual(r.text, "17")
    }
}
