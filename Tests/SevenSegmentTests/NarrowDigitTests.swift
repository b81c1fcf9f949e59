import XCTest
@testable import SevenSegment

/// Digits narrower than the line's idea of a digit (thin, condensed, slanted fonts; a 3 or a 7 without
/// left segments beside no full digit) are read as the digits they are, never as 1s: a "1" is a bare
/// stroke with nothing beside it.
final class NarrowDigitTests: XCTestCase {
    /// The ThermoScan 7 layout before its region was fitted to the digits: digits drawn a quarter of
    /// their height wide, thin and slanted 8° (photos taken with it read 11.1 for 37.2).
    static let condensedThermometer = DisplayLayout(aspectRatio: 1.676, lines: [
        LineLayout(field: .temperature, region: Rect(x: 0.12, y: 0.12, width: 0.62, height: 0.76), digits: 3,
                   decimals: 1, words: [.hi, .lo, .err], units: ["Cel"]),
    ], hints: RecognitionHints(slantDegrees: 8))

    /// A fingertip oximeter: gapped LED segments, upright.
    static let oximeter = DisplayLayout(aspectRatio: 1.92, lines: [
        LineLayout(field: .spo2, region: Rect(x: 0.04, y: 0.22, width: 0.42, height: 0.62), digits: 3,
                   polarity: .lightOnDark, units: ["%"]),
        LineLayout(field: .pulse, region: Rect(x: 0.53, y: 0.22, width: 0.42, height: 0.62), digits: 3,
                   polarity: .lightOnDark, units: ["/min"]),
    ], hints: RecognitionHints(slantDegrees: 0, segmentGaps: true))

    func frame(_ layout: DisplayLayout, _ text: String, _ perturbation: Perturbation, seed: UInt64) throws -> RenderedFrame {
        let meter = Rect(x: 120, y: 100, width: 400, height: 280)
        let display = Rect(x: 176, y: 140, width: 288, height: 288 / layout.aspectRatio)
        return try FrameRenderer(perturbation: perturbation, seed: seed)
            .render(layout: layout, text: text, width: 640, height: 480, meter: meter, display: display)
    }

    /// Reads `texts` on `layout` over `seeds`: never a wrong value; clean frames read exactly.
    func check(_ layout: DisplayLayout, _ texts: [String], seeds: ClosedRange<UInt64>, perturbation: Perturbation,
               mustRead: Bool, file: StaticString = #filePath, line: UInt = #line) throws {
        for text in texts {
            for seed in seeds {
                let f = try frame(layout, text, perturbation, seed: seed)
                let r = SevenSegmentReader().read(f.image, layout: layout, quad: f.displayQuad)
                let expected = text.split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "/")
                if r.isComplete {
                    XCTAssertEqual(r.text, expected, "\(text) \(perturbation) seed \(seed)", file: file, line: line)
                } else if mustRead {
                    XCTFail("\(text) \(perturbation) seed \(seed): no reading '\(r.text)' \(r.lines.map(\.issues))", file: file, line: line)
                }
            }
        }
    }

    func testCondensedSlantedDigitsAreNotOnes() throws {
        let texts = ["37.2", "38.6", "34.1", "41.0", "17.7", "11.1", "42.3"]
        try check(Self.condensedThermometer, texts, seeds: 1...1, perturbation: .none, mustRead: true)
        try check(Self.condensedThermometer, texts, seeds: 1...4, perturbation: .mild, mustRead: false)
    }

    /// 7 and 3 have no left segments: beside no full digit they are narrower than a default digit cell.
    func testThreeAndSevenBesideNoFullDigit() throws {
        let texts = ["97/73", "99/113", "95/77", "98/137", "96/71", "97/117"]
        try check(Self.oximeter, texts, seeds: 1...1, perturbation: .none, mustRead: true)
        try check(Self.oximeter, texts, seeds: 1...6, perturbation: .mild, mustRead: false)
    }

    /// A narrow mark with ink left of its stroke beside full-width digits is not a sure 1.
    func testMarkWithInkBesideIsNotASureOne() {
        var mark = CharacterCell(kind: .narrow, x0: 0, x1: 20, inkX0: 12, inkX1: 20, point: false)
        let eight = SampledCell(cell: CharacterCell(kind: .glyph, x0: 24, x1: 44, inkX0: 24, inkX1: 44, point: false),
                                levels: [1, 1, 1, 1, 1, 1, 1])
        // A middle bar near the threshold where a 4 would have it: a bare stroke is still a 1 (its box
        // is checked for a and d only) ...
        let levels: [Float] = [0, 1, 1, 0, 0, 0, 0.45]
        let clean = GlyphDecoder().decode([SampledCell(cell: mark, levels: levels), eight], words: [])
        XCTAssertEqual(clean.characters.map(\.character), ["1", "8"])
        // ... but a mark with ink beside it is not sure.
        mark.inkBeside = true
        let doubtful = GlyphDecoder().decode([SampledCell(cell: mark, levels: levels), eight], words: [])
        XCTAssertEqual(doubtful.characters.first?.character, "_")
        XCTAssertTrue(doubtful.issues.contains(.ambiguous(position: 0)))
        // With every segment of the box clearly off (ghosts of an LED's unlit segments), it is a 1.
        let ghosts = GlyphDecoder().decode([SampledCell(cell: mark, levels: [0.1, 1, 1, 0.1, 0.1, 0.1, 0.1]), eight], words: [])
        XCTAssertEqual(ghosts.characters.first?.character, "1")
    }

    /// The column profile tells a bare stroke (a 1, even slanted a little off) from a stroke with bars
    /// beside it (a narrow 7 or 3).
    func testBareStrokeFromColumnProfile() {
        let hd = 60.0
        func profile(_ proj: [Int]) -> DigitSegmenter.ColumnProfile {
            DigitSegmenter.ColumnProfile(proj: proj, colTop: proj.map { _ in 0 }, colBottom: proj.map { _ in 59 }, off: 0,
                                         active: 2, low: 43, stroke: 5)
        }
        let one = profile([3, 20, 55, 58, 58, 56, 52, 18, 4])
        XCTAssertTrue(one.bareStroke(0, 8, hd: hd))
        let seven = profile([6, 6, 6, 6, 6, 6, 6, 6, 6, 58, 58, 58, 58, 58])
        XCTAssertFalse(seven.bareStroke(0, 13, hd: hd))
        let three = profile([18, 18, 18, 18, 18, 18, 18, 18, 58, 58, 58, 58, 58])
        XCTAssertFalse(three.bareStroke(0, 12, hd: hd))
        // Segments with wide gaps leave a 1 under half the band: still a bare stroke.
        let gapped = profile([2, 22, 24, 24, 23, 3])
        XCTAssertTrue(gapped.bareStroke(0, 5, hd: hd))
        // Ink right of the stroke (a reflection, an L's foot) is not a bar of a 3 or 7.
        let reflection = profile([9, 31, 46, 49, 49, 50, 33, 10, 6, 8, 7, 6, 3, 3])
        XCTAssertTrue(reflection.bareStroke(0, 13, hd: 52))
        let noStroke = profile([12, 15, 15, 12])
        XCTAssertFalse(noStroke.bareStroke(0, 3, hd: hd))
    }
}
