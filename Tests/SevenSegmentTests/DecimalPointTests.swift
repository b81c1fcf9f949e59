import XCTest
@testable import SevenSegment

/// Decimal points that are hard to see (a mark with ink above it, a point the display does not show)
/// and digits stretched wider than tall (line crops resized to a fixed size).
final class DecimalPointTests: XCTestCase {
    let reader = SevenSegmentReader()

    func strip(_ img: GrayImage) throws -> LineStrip {
        try XCTUnwrap(LineSplitter().split(img, region: Rect(x: 0, y: 0, width: 1, height: 1), polarity: .darkOnLight).strip)
    }

    /// A meter line that keeps leading zeros (at least 3 digits shown, as a meter counter does).
    func layout(digits: Int, pointMayBeHidden: Bool) -> DisplayLayout {
        DisplayLayout(aspectRatio: 3, lines: [
            LineLayout(field: .value, region: Rect(x: 0, y: 0, width: 1, height: 1), digits: digits,
                       floatingPoint: true, minimumDigits: min(3, digits), pointMayBeHidden: pointMayBeHidden,
                       leadingZeros: true),
        ])
    }

    func testStretchedDigitsAreNotSplitInTwo() throws {
        // Digits 1.25 times as wide as tall: a line crop squashed into a fixed-size image.
        var d = SyntheticDisplay(text: "3939")
        d.digitWidth = 50
        d.gap = 0
        d.thickness = 6
        let line = DigitSegmenter().segment(try strip(d.render()), hints: RecognitionHints())
        XCTAssertEqual(line.cells.count, 4)
        XCTAssertEqual(line.digitWidth, 50, accuracy: 4)
        let r = reader.read(d.render(), layout: SyntheticDisplay.layout(digits: 6), quad: d.quad())
        XCTAssertEqual(r.text, "3939")
    }

    func testDigitWidthEstimate() {
        let s = DigitSegmenter()
        // Ordinary digits (0.55 of the height) and a "1": the wide ones set the width.
        XCTAssertEqual(s.estimateDigitWidth([22, 22, 8, 22], hd: 40), 22)
        // Three or more broad runs of one width: stretched digits.
        XCTAssertEqual(s.estimateDigitWidth([50, 52, 48, 51], hd: 40), 51)
        // A first run a little wider than the others (a point or a bezel speck joined to it).
        XCTAssertEqual(s.estimateDigitWidth([66, 52, 55, 46, 45], hd: 47), 52)
        // Two broad runs only (could be pairs of touching digits): no stretched width is assumed.
        XCTAssertEqual(s.estimateDigitWidth([50, 52], hd: 40), 22)
        // Broad runs of very different widths are not one digit width either.
        XCTAssertEqual(s.estimateDigitWidth([40, 70, 45], hd: 40), 22)
    }

    func testPointBlobWithInkAboveIsDoubtful() throws {
        let d = SyntheticDisplay(text: "2.5")
        let st = try strip(d.render())
        var labels: [Int32] = []
        let top = st.band.lowerBound, hd = st.band.count
        let band = Array(st.mask[(top * st.width)..<(st.band.upperBound * st.width)])
        let comps = InkCleaner.components(band, width: st.width, height: hd, labels: &labels)
        func classify(abovePerColumn: Double) -> DigitSegmenter.PointBlobs {
            let upper = [Int](repeating: Int(abovePerColumn * Double(hd)), count: st.width + 4)
            return DigitSegmenter().pointBlobs(st, comps: comps, labels: labels, upper: upper, upOff: 2, shear: 0,
                                               stroke: Double(d.thickness))
        }
        let clear = classify(abovePerColumn: 0)
        XCTAssertEqual(clear.points.count, 1)
        XCTAssertTrue(clear.doubtful.isEmpty)
        let doubtful = classify(abovePerColumn: 0.22)
        XCTAssertTrue(doubtful.points.isEmpty)
        XCTAssertEqual(doubtful.doubtful.count, 1)
        XCTAssertEqual(doubtful.doubtful[0].x, Double(clear.points[0].x), accuracy: 0.01)
        // Under a full segment: the foot of a digit, neither a point nor a doubt.
        let foot = classify(abovePerColumn: 0.6)
        XCTAssertTrue(foot.points.isEmpty && foot.doubtful.isEmpty)
    }

    func testDoubtfulPointMakesAFloatingPointLineAmbiguous() throws {
        let d = SyntheticDisplay(text: "252")
        let st = try strip(d.render())
        var seg = DigitSegmenter().segment(st, hints: RecognitionHints())
        XCTAssertEqual(seg.cells.count, 3)
        seg.doubtfulPointAfter = 0
        let decoded = GlyphDecoder().decode(SegmentSampler().sample(st, line: seg), words: [])
        let floating = LineInterpreter().interpret(decoded, cells: seg.cells, segmented: seg,
                                                   layout: layout(digits: 4, pointMayBeHidden: false).lines[0])
        XCTAssertEqual(floating.text, "252")
        XCTAssertFalse(floating.isComplete)
        XCTAssertTrue(floating.issues.contains(.ambiguous(position: 1)))
        // An integer line cannot show a point: the mark does not matter.
        let integer = LineInterpreter().interpret(decoded, cells: seg.cells, segmented: seg,
                                                  layout: SyntheticDisplay.layout(digits: 4, floatingPoint: false).lines[0])
        XCTAssertTrue(integer.isComplete)
        XCTAssertEqual(integer.text, "252")
    }

    func testHiddenPointLineNeedsAVisiblePoint() {
        let hidden = layout(digits: 7, pointMayBeHidden: true)
        let withPoint = read(SyntheticDisplay(text: "00680.4"), hidden)
        XCTAssertEqual(withPoint.text, "00680.4")
        XCTAssertTrue(withPoint.isComplete)
        // The same digits without a point: the tenths box may be there unseen, so no reading.
        let without = read(SyntheticDisplay(text: "006804"), hidden)
        XCTAssertFalse(without.isComplete)
        XCTAssertEqual(without.lines[0].text, "006804")
        XCTAssertTrue(without.lines[0].issues.contains(.ambiguous(position: 6)))
        // Where the layout does not say so, a reading without a point is a whole number.
        XCTAssertEqual(read(SyntheticDisplay(text: "006804"), layout(digits: 7, pointMayBeHidden: false)).text, "006804")
    }

    func read(_ d: SyntheticDisplay, _ layout: DisplayLayout) -> DisplayReading {
        reader.read(d.render(), layout: layout, quad: d.quad())
    }
}
