import XCTest
@testable import SevenSegment

/// A window's edge standing just after a line's last digit, inside a found display's crop (a fuel pump's
/// "38.00" with the bezel's shadow a few pixels after the last 0): too close to that digit for any
/// character, it is no "1" of the number. A real 1 in the next position, and the I of HI, stay.
final class EdgeMarkTests: XCTestCase {
    /// `d` rendered wider by `extra` pixels, with a stroke `d.thickness` wide and as tall as the digits
    /// whose left edge is `gap` pixels after the last digit.
    func withEdge(_ d: SyntheticDisplay, gap: Int, extra: Int = 30) -> GrayImage {
        let base = d.render()
        var img = GrayImage(width: base.width + extra, height: base.height, fill: d.background)
        for y in 0..<base.height { for x in 0..<base.width { img[x, y] = base[x, y] } }
        let x0 = base.width - d.margin + gap
        for y in d.margin..<(d.margin + d.digitHeight) { for x in x0..<(x0 + d.thickness) { img[x, y] = d.ink } }
        return img
    }

    let whole = Rect(x: 0, y: 0, width: 1, height: 1)

    func segmented(_ img: GrayImage, wordEndsNarrow: Bool = false) throws -> SegmentedLine {
        let st = try XCTUnwrap(LineSplitter().split(img, region: whole, polarity: .darkOnLight).strip)
        return DigitSegmenter(wordEndsNarrow: wordEndsNarrow).segment(st, hints: RecognitionHints(slantDegrees: 0))
    }

    func testEdgeCloseAfterTheLastDigitIsNoCharacter() throws {
        let d = SyntheticDisplay(text: "3800")
        let img = withEdge(d, gap: 6)
        XCTAssertEqual(try segmented(img).cells.count, 4)
        let layout = LineLayout(field: .value, region: whole, digits: 5, minimumDigits: 3)
        let reading = SevenSegmentReader().readLine(img, line: layout, hints: RecognitionHints(slantDegrees: 0))
        XCTAssertEqual(reading.text, "3800")
        XCTAssertTrue(reading.isComplete, "\(reading.issues)")
    }

    func testOneInTheNextPositionStays() throws {
        let d = SyntheticDisplay(text: "38001")
        let line = try segmented(d.render())
        XCTAssertEqual(line.cells.count, 5)
        XCTAssertEqual(line.cells.last?.kind, .narrow)
        let reading = SevenSegmentReader().readLine(d.render(), line: LineLayout(field: .value, region: whole, digits: 5, minimumDigits: 3),
                                                    hints: RecognitionHints(slantDegrees: 0))
        XCTAssertEqual(reading.text, "38001")
    }

    func testNarrowMarkIsKeptWhereAWordEndsInOne() throws {
        let img = withEdge(SyntheticDisplay(text: "3800"), gap: 6)
        XCTAssertEqual(try segmented(img, wordEndsNarrow: true).cells.count, 5, "the I of HI stands close to the H")
    }

    func testEdgeNeedsTwoDigitsToMeasureThePitch() throws {
        let img = withEdge(SyntheticDisplay(text: "8"), gap: 6)
        XCTAssertEqual(try segmented(img).cells.count, 2)
    }
}

/// A window's edge just after the last character weakens that character in the bar response: the
/// strict cross-check then takes the same segments there as agreement, however unclearly seen.
final class WindowEdgeAgreementTests: XCTestCase {
    func line(lastInkEnd: Double) -> SegmentedLine { SegmentedLine.twoDigits(lastInkEnd: lastInkEnd) }

    func strip(cut: [PixelRect]) -> LineStrip {
        LineStrip(width: 120, height: 60, origin: (0, 0), ink: [Float](repeating: 0, count: 7200),
                  mask: [UInt8](repeating: 0, count: 7200), band: 10..<50, contrast: 40, cutPieces: cut)
    }

    func testEdgePieceEndingWithinAPitchAfterTheLastCharacter() {
        let l = line(lastInkEnd: 64)
        // A window edge cut by the border 8 pixels after the last digit.
        XCTAssertTrue(l.windowEdgeBesideLast(strip(cut: [PixelRect(x: 72, y: 0, width: 6, height: 60)])))
        // The window's frame all round the strip (its bounding box covers everything), right side just after.
        XCTAssertTrue(l.windowEdgeBesideLast(strip(cut: [PixelRect(x: 0, y: 0, width: 80, height: 60)])))
        // Far after the last digit (a pitch is about 25 pixels here): another digit's room lies between.
        XCTAssertFalse(l.windowEdgeBesideLast(strip(cut: [PixelRect(x: 100, y: 0, width: 6, height: 60)])))
        // An edge at the line's left end.
        XCTAssertFalse(l.windowEdgeBesideLast(strip(cut: [PixelRect(x: 0, y: 0, width: 6, height: 60)])))
        XCTAssertFalse(l.windowEdgeBesideLast(strip(cut: [])))
        var marked = l
        marked.windowEdgeAfter = true
        XCTAssertTrue(marked.windowEdgeBesideLast(strip(cut: [])), "a narrow mark dropped just after it")
    }

    func testSameSegmentsAgreeAtAnyMarginBesideAnEdgeOnly() {
        let zeroMask = Charset.mask(of: "0") ?? []
        let zero = CharacterReading(character: "0", confidence: 0.9, segments: zeroMask)
        let unsure = CharacterReading(character: "_", confidence: 0.1, segments: zeroMask)
        XCTAssertTrue(SevenSegmentReader.differs(zero, unsure, strict: true, minimumConfidence: 0.6))
        XCTAssertFalse(SevenSegmentReader.differs(zero, unsure, strict: true, minimumConfidence: 0.6, besideEdge: true))
        let other = CharacterReading(character: "_", confidence: 0.1, segments: Charset.mask(of: "8") ?? [])
        XCTAssertTrue(SevenSegmentReader.differs(zero, other, strict: true, minimumConfidence: 0.6, besideEdge: true),
                      "other segments still differ")
    }
}
