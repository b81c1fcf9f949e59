import XCTest
@testable import SevenSegment

/// A line whose point may be hidden (`LineLayout.pointMayBeHidden`), read without a point: the reading
/// stands only where every place a point could sit is measured clearly background in both views of a
/// found display's line (`PointPlaces`); a faint point there keeps it in doubt.
final class PointPlacesTests: XCTestCase {
    /// A meter counter of up to 7 digits that keeps leading zeros and may hide its point.
    let hidden = DisplayLayout(aspectRatio: 3, lines: [
        LineLayout(field: .value, region: Rect(x: 0, y: 0, width: 1, height: 1), digits: 7,
                   floatingPoint: true, minimumDigits: 3, pointMayBeHidden: true, leadingZeros: true),
    ])

    /// The synthetic display's pixels of the point after character `index` (as `SyntheticDisplay`
    /// draws it), set to `level`.
    func setPoint(_ img: inout GrayImage, _ d: SyntheticDisplay, after index: Int, to level: UInt8) {
        let left = Double(d.margin + index * (d.digitWidth + d.spacing))
        let t = Double(d.thickness)
        let px = Int(left + Double(d.digitWidth) + Double(d.spacing) / 2 - t / 2)
        let top = Double(d.margin), h = Double(d.digitHeight)
        for y in Int(top + h - t)..<Int(top + h) { for x in px..<(px + d.thickness) { img[x, y] = level } }
    }

    /// Clean gaps between sharp digits: no point can hide there, so the digits read as a whole number.
    /// With the rule off the reading is doubted at its end (`ambiguous(position: 6)`).
    func testClearGapsLetAReadingWithoutAPointStand() {
        let r = SevenSegmentReader().read(SyntheticDisplay(text: "006804").render(), layout: hidden, quad: nil)
        XCTAssertEqual(r.text, "006804")
        XCTAssertTrue(r.isComplete, "\(r.lines.map(\.issues))")
    }

    /// The same line with its point lit: read with the point, as before.
    func testALitPointIsRead() {
        let r = SevenSegmentReader().read(SyntheticDisplay(text: "00680.4").render(), layout: hidden, quad: nil)
        XCTAssertEqual(r.text, "00680.4")
        XCTAssertTrue(r.isComplete)
    }

    /// A point lit faintly (a quarter of the digits' contrast: 160 on 200, digits at 30) that the
    /// segmenter does not take for a point: the gap is not clear, and the line stays unread rather than
    /// read ten times too large.
    func testAFaintPointKeepsTheDoubt() {
        let d = SyntheticDisplay(text: "00680.4")
        var img = d.render()
        setPoint(&img, d, after: 4, to: 160)
        let r = SevenSegmentReader().read(img, layout: hidden, quad: nil)
        XCTAssertFalse(r.isComplete && r.text == "006804", "a faint point lost: \(r.text)")
    }

    /// The measure itself: the point's place is far from clear once the segmenter's point is forgotten
    /// (a look that missed it), and a digit widened by a point merged into its foot cannot be measured.
    func testALitPointInAGapIsNotClear() throws {
        let d = SyntheticDisplay(text: "00680.4")
        let strip = try XCTUnwrap(LineSplitter().split(d.render(), region: Rect(x: 0, y: 0, width: 1, height: 1),
                                                       polarity: .darkOnLight).strip)
        var line = DigitSegmenter().segment(strip, hints: RecognitionHints())
        XCTAssertEqual(line.cells.count, 6)
        XCTAssertTrue(line.cells[4].point)
        for i in line.cells.indices { line.cells[i].point = false }
        XCTAssertFalse(PointPlaces.clear([strip], line))
        if let peak = PointPlaces.peak([strip], line) { XCTAssertGreaterThan(peak, 0.5) }
        var widened = line
        widened.cells[4].inkX1 += 0.8 * widened.stroke
        XCTAssertNil(PointPlaces.peak([strip], widened))
    }

    /// The interpreter's side: clear point places let a reading without a point stand only on a line
    /// sharp enough for a point to show (`LineInterpreter.clearPlacesSeparation`); without them, or on
    /// a line whose lit and unlit segments lie close (blur), the hidden point stays in doubt.
    func testClearPlacesCountOnlyOnASharpLine() {
        var cells: [CharacterCell] = []
        for i in 0..<4 {
            let x0 = Double(i * 30)
            cells.append(CharacterCell(kind: .glyph, x0: x0, x1: x0 + 24, inkX0: x0, inkX1: x0 + 24, point: false))
        }
        let chars = "0318".map { CharacterReading(character: $0, confidence: 1) }
        let segmented = SegmentedLine(shear: 0, top: 0, bottom: 40, digitWidth: 24, stroke: 5, bar: 5, cells: cells,
                                      gapAfter: nil, leadingPoint: false)
        let line = hidden.lines[0]
        let sharp = DecodedLine(characters: chars, issues: [], separation: 1, pointLevels: [0, 0, 0, 0])
        let blurred = DecodedLine(characters: chars, issues: [], separation: 0.5, pointLevels: [0, 0, 0, 0])
        let interpreter = LineInterpreter()
        XCTAssertTrue(interpreter.interpret(sharp, cells: cells, segmented: segmented, layout: line,
                                            pointPlacesClear: true).isComplete)
        XCTAssertFalse(interpreter.interpret(sharp, cells: cells, segmented: segmented, layout: line).isComplete)
        XCTAssertFalse(interpreter.interpret(blurred, cells: cells, segmented: segmented, layout: line,
                                             pointPlacesClear: true).isComplete)
    }
}
