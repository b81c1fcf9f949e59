import XCTest
@testable import SevenSegment

/// A fragment inside a "1"'s box may be a 7's top bar standing off its stroke (`LoneFragment`); one unlit segment
/// glowing alone may be a segment lit and half lost (`GlyphDecoder+LoneGlow`). Both leave a 7 read as 1
/// not sure.
final class LoneFragmentTests: XCTestCase {
    private func read(_ d: SyntheticDisplay, bars: Bool, glow: Bool) -> DisplayReading {
        let img = d.render()
        let layout = SyntheticDisplay.layout(digits: 4, polarity: .darkOnLight, floatingPoint: false,
                                             aspect: Double(img.width) / Double(img.height))
        var reader = SevenSegmentReader()
        reader.options.doubtsLoneFragments = bars
        reader.options.doubtsLoneGlow = glow
        return reader.read(img, layout: layout, quad: d.quad())
    }

    func testASevenWhoseTopBarStandsOffItsStrokeIsNotReadAsOne() {
        // Segments drawn 2 px apart: the 7's top bar makes a column run of its own.
        var d = SyntheticDisplay(text: "71")
        d.gap = 2
        let without = read(d, bars: false, glow: false)
        XCTAssertTrue(without.isComplete)
        XCTAssertEqual(without.text, "11", "without the rule the lone bar is a misread")
        // The same 1 with nothing inside its box reads.
        var plain = SyntheticDisplay(text: "11")
        plain.gap = 2
        XCTAssertEqual(read(plain, bars: true, glow: true).text, "11")
        XCTAssertFalse(read(d, bars: true, glow: false).isComplete)
    }

    func testASevenWithItsTopBarHalfSampledIsNotReadAsOne() {
        // Leaning back 2 degrees, the 7's bar stands off its stroke at the top: sampled at a third of the
        // lit level while every other unlit segment is dark.
        var d = SyntheticDisplay(text: "17")
        d.slantDegrees = -2
        let without = read(d, bars: false, glow: false)
        XCTAssertTrue(without.isComplete)
        XCTAssertEqual(without.text, "11", "without the rule the half-sampled bar is a misread")
        XCTAssertFalse(read(d, bars: false, glow: true).isComplete)
    }

    func testPlainSevensStillRead() {
        for text in ["7", "17", "71", "1771", "4817"] {
            let r = read(SyntheticDisplay(text: text), bars: true, glow: true)
            XCTAssertTrue(r.isComplete, text)
            XCTAssertEqual(r.text, text)
        }
    }

    func testFragmentShape() {
        let band = 10..<50
        XCTAssertTrue(LoneFragment.isFragment(top: 10, bottom: 15, width: 12, band: band, digitWidth: 22), "a top bar")
        XCTAssertTrue(LoneFragment.isFragment(top: 14, bottom: 26, width: 7, band: band, digitWidth: 22), "an upper stroke's remains")
        XCTAssertTrue(LoneFragment.isFragment(top: 40, bottom: 49, width: 12, band: band, digitWidth: 22), "a lower fragment")
        XCTAssertFalse(LoneFragment.isFragment(top: 27, bottom: 32, width: 12, band: band, digitWidth: 22), "a minus stands mid-band")
        XCTAssertFalse(LoneFragment.isFragment(top: 10, bottom: 35, width: 12, band: band, digitWidth: 22), "taller than half a digit")
        XCTAssertFalse(LoneFragment.isFragment(top: 10, bottom: 15, width: 5, band: band, digitWidth: 22), "a speck")
        XCTAssertFalse(LoneFragment.isFragment(top: 10, bottom: 15, width: 40, band: band, digitWidth: 22), "a frame line")
    }

    func testOnlyInsideTheOnesBoxLeftOfItsStroke() {
        func line(_ fragment: LoneFragment.Piece) -> SegmentedLine {
            var one = CharacterCell(kind: .narrow, x0: 38, x1: 60, inkX0: 55, inkX1: 60, point: false)
            one.top = 10; one.bottom = 50
            var l = SegmentedLine(shear: 0, top: 10, bottom: 50, digitWidth: 22, stroke: 5, bar: 5,
                                  cells: [one], gapAfter: nil, leadingPoint: false)
            l.fragments = [fragment]
            return l
        }
        XCTAssertEqual(LoneFragment.insideNarrow(line(.init(x0: 44, x1: 53, top: 10, bottom: 15))), 0)
        XCTAssertNil(LoneFragment.insideNarrow(line(.init(x0: 62, x1: 70, top: 40, bottom: 49))), "right of the 1: a unit's letter")
        XCTAssertNil(LoneFragment.insideNarrow(line(.init(x0: 20, x1: 36, top: 10, bottom: 15))), "outside its box")
    }

    func testLoneGlowNeedsOneSegmentAlone() {
        func cell(_ levels: [Float]) -> SampledCell {
            SampledCell(cell: CharacterCell(kind: .glyph, x0: 0, x1: 10, inkX0: 0, inkX1: 10, point: false), levels: levels)
        }
        // A 1 drawn as a glyph (b, c lit) with its top bar at 0.3, beside a 7 whose unlit segments are dark.
        let one = cell([0.3, 0.95, 0.95, -0.05, -0.05, -0.05, -0.05])
        let seven = cell([0.95, 0.95, 0.95, -0.05, -0.05, -0.05, -0.05])
        XCTAssertEqual(GlyphDecoder.loneGlow([seven, one], masks: [[.a, .b, .c], [.b, .c]], highMean: 0.95), 1)
        // A lone glow anywhere but on a 1's top bar (a reflection on one unlit LED segment) is left alone.
        let five = cell([0.95, -0.05, 0.95, 0.95, 0.3, 0.95, 0.95])
        XCTAssertNil(GlyphDecoder.loneGlow([seven, five], masks: [[.a, .b, .c], [.a, .c, .d, .f, .g]], highMean: 0.95))
        // Ghost segments glowing alike in every character are no lone glow.
        let ghostOne = cell([0.3, 0.95, 0.95, 0.28, 0.27, 0.3, 0.29])
        let ghostSeven = cell([0.95, 0.95, 0.95, 0.3, 0.28, 0.29, 0.3])
        XCTAssertNil(GlyphDecoder.loneGlow([ghostSeven, ghostOne], masks: [[.a, .b, .c], [.b, .c]], highMean: 0.95))
    }
}
