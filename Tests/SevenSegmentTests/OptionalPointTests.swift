import XCTest
@testable import SevenSegment

/// A fixed decimal point that may be unlit (a timer's blinking point): read as shown when it is off,
/// never dropped when it is lit.
final class OptionalPointTests: XCTestCase {
    func timer(optional: Bool) -> DisplayLayout {
        DisplayLayout(aspectRatio: 2.4, lines: [
            LineLayout(field: .value, region: Rect(x: 0, y: 0, width: 1, height: 1), digits: 4, decimals: 2,
                       polarity: .lightOnDark, minimumDigits: 4, optionalPoint: optional, leadingZeros: true),
        ])
    }

    func read(_ text: String, optional: Bool) throws -> DisplayReading {
        let layout = timer(optional: optional)
        let style = DisplayStyle(background: 15, ink: 235, ghost: 15, labels: false)
        let image = try DisplayRenderer(style: style).render(layout: layout, text: text, width: 320)
        let quad = Quad(Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)))
        return SevenSegmentReader().read(image, layout: layout, quad: quad)
    }

    func testUnlitOptionalPointReadsAsShown() throws {
        let r = try read("0318", optional: true)
        XCTAssertEqual(r.text, "0318")
        XCTAssertTrue(r.isComplete, "\(r.issues) \(r.lines.map(\.issues))")
    }

    func testLitOptionalPointIsKept() throws {
        let r = try read("03.18", optional: true)
        XCTAssertEqual(r.text, "03.18")
        XCTAssertTrue(r.isComplete)
    }

    func testWithoutOptionalPointAMissingPointIsRefused() throws {
        let r = try read("0318", optional: false)
        XCTAssertFalse(r.isComplete)
    }

    func testSamplerSeesALitPointWhereItBelongs() throws {
        let layout = timer(optional: true)
        let style = DisplayStyle(background: 15, ink: 235, ghost: 15, labels: false)
        let image = try DisplayRenderer(style: style).render(layout: layout, text: "03.18", width: 320)
        let strip = try XCTUnwrap(LineSplitter().split(image, region: layout.lines[0].region, polarity: .lightOnDark).strip)
        let line = DigitSegmenter().segment(strip, hints: RecognitionHints())
        let sampled = SegmentSampler().sample(strip, line: line)
        XCTAssertEqual(sampled.count, 4)
        XCTAssertGreaterThan(sampled[1].pointLevel, LineInterpreter.pointDoubt)
        XCTAssertLessThan(sampled[0].pointLevel, LineInterpreter.pointDoubt)
        XCTAssertLessThan(sampled[2].pointLevel, LineInterpreter.pointDoubt)
    }

    func testInterpreterDoubtsAnUnlitPointWhereInkIsSeen() {
        var cells: [CharacterCell] = []
        for i in 0..<4 {
            let x0 = Double(i * 30)
            let x1 = x0 + 24
            cells.append(CharacterCell(kind: .glyph, x0: x0, x1: x1, inkX0: x0, inkX1: x1, point: false))
        }
        let chars = "0318".map { CharacterReading(character: $0, confidence: 1) }
        let segmented = SegmentedLine(shear: 0, top: 0, bottom: 40, digitWidth: 24, stroke: 5, bar: 5, cells: cells,
                                      gapAfter: nil, leadingPoint: false)
        let line = timer(optional: true).lines[0]
        let dark = DecodedLine(characters: chars, issues: [], separation: 1, pointLevels: [0, 0, 0, 0])
        XCTAssertTrue(LineInterpreter().interpret(dark, cells: cells, segmented: segmented, layout: line).issues.isEmpty)
        let seen = DecodedLine(characters: chars, issues: [], separation: 1, pointLevels: [0, 0.5, 0, 0])
        XCTAssertFalse(LineInterpreter().interpret(seen, cells: cells, segmented: segmented, layout: line).issues.isEmpty)
        var wide = cells
        wide[1].inkX1 += 6
        let widened = SegmentedLine(shear: 0, top: 0, bottom: 40, digitWidth: 24, stroke: 5, bar: 5, cells: wide,
                                    gapAfter: nil, leadingPoint: false)
        XCTAssertFalse(LineInterpreter().interpret(dark, cells: wide, segmented: widened, layout: line).issues.isEmpty,
                       "a character widened by a merged point leaves the point in doubt")
    }

    /// On a display whose unlit segments glow, an unlit point glows as much: it is taken for off when
    /// no brighter than the unlit segments (and a little), never when lit.
    func testUnlitPointGlowingLikeGhostSegmentsReadsAsShown() throws {
        let layout = timer(optional: true)
        let style = DisplayStyle(background: 15, ink: 235, ghost: 85, labels: false)
        let quadOf = { (image: GrayImage) in Quad(Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))) }
        let off = try DisplayRenderer(style: style).render(layout: layout, text: "0103", width: 320)
        let r = SevenSegmentReader().read(off, layout: layout, quad: quadOf(off))
        XCTAssertEqual(r.text, "0103")
        XCTAssertTrue(r.isComplete, "\(r.lines.map(\.issues))")
        let on = try DisplayRenderer(style: style).render(layout: layout, text: "01.03", width: 320)
        let lit = SevenSegmentReader().read(on, layout: layout, quad: quadOf(on))
        XCTAssertEqual(lit.text, "01.03")
    }

    func testDarkPointLevelFollowsTheUnlitGlow() {
        let chars = "0103".map { CharacterReading(character: $0, confidence: 1) }
        var line = DecodedLine(characters: chars, issues: [], separation: 1, pointLevels: [0, 0.3, 0, 0])
        XCTAssertEqual(LineInterpreter.darkPointLevel(line), LineInterpreter.pointDoubt)
        line.unlitGlow = 0.3
        XCTAssertEqual(LineInterpreter.darkPointLevel(line), 0.45, accuracy: 1e-6)
        line.unlitGlow = 0.9
        XCTAssertEqual(LineInterpreter.darkPointLevel(line), LineInterpreter.ghostPointCap)
    }
}
