import XCTest
@testable import SevenSegment

/// Each stage on its own, with small generated images.
final class PipelineStageTests: XCTestCase {
    func testHomographyMapsCorners() throws {
        let quad = Quad(topLeft: Point(10, 20), topRight: Point(110, 25), bottomRight: Point(105, 80), bottomLeft: Point(12, 70))
        let h = try XCTUnwrap(Homography.rectangle(width: 50, height: 20, to: quad))
        let p = h.apply(50, 20)
        XCTAssertEqual(p.x, 105, accuracy: 1e-6)
        XCTAssertEqual(p.y, 80, accuracy: 1e-6)
        XCTAssertEqual(h.apply(0, 0).x, 10, accuracy: 1e-6)
        XCTAssertNil(Homography.rectangle(width: 10, height: 10, to: Quad(Rect(x: 5, y: 5, width: 0, height: 0))))
    }

    func testDewarperUprightsAnAxisAlignedQuad() throws {
        var img = GrayImage(width: 40, height: 30, fill: 0)
        for y in 10..<20 { for x in 10..<30 { img[x, y] = 200 } }
        let d = try XCTUnwrap(Dewarper().dewarp(img, quad: Quad(Rect(x: 10, y: 10, width: 20, height: 10)), width: 20, height: 10))
        XCTAssertEqual(d.image.width, 20)
        XCTAssertEqual(d.image.height, 10)
        XCTAssertEqual(Int(d.image[10, 5]), 200, accuracy: 2)
    }

    func testLocatorWidensTheGivenQuad() throws {
        let img = GrayImage(width: 200, height: 100, fill: 0)
        let q = Quad(Rect(x: 50, y: 20, width: 100, height: 50))
        let located = try XCTUnwrap(DisplayLocator(margin: 0.1).refine(q, in: img))
        XCTAssertEqual(located.quad.topLeft.x, 40, accuracy: 1e-9)
        XCTAssertEqual(located.quad.bottomRight.y, 75, accuracy: 1e-9)
        XCTAssertFalse(located.found)
    }

    func testSplitterFindsTheDigitRowsBelowClutter() throws {
        var d = SyntheticDisplay(text: "88")
        d.margin = 20
        var img = d.render()
        // A thin label line well above the digits.
        for x in 20..<40 { img[x, 4] = d.ink; img[x, 5] = d.ink }
        let out = LineSplitter().split(img, region: Rect(x: 0, y: 0, width: 1, height: 1), polarity: .darkOnLight)
        let strip = try XCTUnwrap(out.strip)
        XCTAssertNil(out.issue)
        XCTAssertEqual(strip.band.lowerBound, 20, accuracy: 2)
        XCTAssertEqual(strip.band.upperBound, 60, accuracy: 2)
    }

    func testSplitterReportsLowContrast() {
        let img = GrayImage(width: 80, height: 40, fill: 100)
        let out = LineSplitter().split(img, region: Rect(x: 0, y: 0, width: 1, height: 1), polarity: .darkOnLight)
        XCTAssertNil(out.strip)
        XCTAssertEqual(out.issue, .lowContrast)
    }

    func testSegmenterFindsSlantNarrowOneAndPoint() throws {
        var d = SyntheticDisplay(text: "41.7")
        d.slantDegrees = 10
        let strip = try XCTUnwrap(LineSplitter().split(d.render(), region: Rect(x: 0, y: 0, width: 1, height: 1),
                                                       polarity: .darkOnLight).strip)
        let line = DigitSegmenter().segment(strip, hints: RecognitionHints())
        XCTAssertEqual(atan(line.shear) * 180 / .pi, 10, accuracy: 3)
        XCTAssertEqual(line.cells.map(\.kind), [.glyph, .narrow, .glyph])
        XCTAssertEqual(line.cells.map(\.point), [false, true, false])
    }

    func testSegmenterUsesSlantHint() throws {
        let strip = try XCTUnwrap(LineSplitter().split(SyntheticDisplay(text: "55").render(),
                                                       region: Rect(x: 0, y: 0, width: 1, height: 1), polarity: .darkOnLight).strip)
        let line = DigitSegmenter().segment(strip, hints: RecognitionHints(slantDegrees: 0))
        XCTAssertEqual(line.shear, 0)
        XCTAssertEqual(line.cells.count, 2)
    }

    func testSamplerLevelsSeparateLitFromUnlit() throws {
        let strip = try XCTUnwrap(LineSplitter().split(SyntheticDisplay(text: "7").render(),
                                                       region: Rect(x: 0, y: 0, width: 1, height: 1), polarity: .darkOnLight).strip)
        let line = DigitSegmenter().segment(strip, hints: RecognitionHints())
        let cells = SegmentSampler().sample(strip, line: line)
        XCTAssertEqual(cells.count, 1)
        let lv = cells[0].levels
        for k in [0, 1, 2] { XCTAssertGreaterThan(lv[k], 0.6, "segment \(k) of 7 is lit") }
        for k in [3, 4, 5, 6] { XCTAssertLessThan(lv[k], 0.3, "segment \(k) of 7 is unlit") }
    }

    func testDecoderMapsMasksAndFlagsUnclearLevels() {
        let cell = CharacterCell(kind: .glyph, x0: 0, x1: 10, inkX0: 0, inkX1: 10, point: false)
        let three = SampledCell(cell: cell, levels: [1, 1, 1, 1, 0, 0, 1])
        let odd = SampledCell(cell: cell, levels: [1, 0, 0, 1, 0, 0, 0])
        let unclear = SampledCell(cell: cell, levels: [1, 1, 1, 0.5, 0, 0, 0])
        let out = GlyphDecoder().decode([three, odd, unclear], words: [])
        XCTAssertEqual(out.characters.map(\.character), ["3", "_", "_"])
        XCTAssertEqual(out.characters[0].segments, [.a, .b, .c, .d, .g])
        XCTAssertTrue(out.issues.contains(.unknownPattern(position: 1)))
        XCTAssertTrue(out.issues.contains(.ambiguous(position: 2)))
        XCTAssertGreaterThan(out.characters[0].confidence, 0.9)
    }

    func testCharsetCoversDigitsAndWordLetters() {
        for c in "0123456789-HLEr" {
            let m = Charset.mask(of: c)!
            XCTAssertTrue(Charset.characters(for: m).contains(c) || (c == "0" && Charset.characters(for: m).contains("O")))
        }
        XCTAssertEqual(Charset.characters(for: [.a, .d]), [])
    }
}
