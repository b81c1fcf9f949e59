import XCTest
@testable import SevenSegment

/// A found display's first look checked against the other view under the relaxed cross-check
/// (`FadedInOtherView`): a digit whose other view sees a faint further segment, or reads a digit with more
/// segments however unclearly, is not sure; anything else is left to the other rules.
final class FadedInOtherViewTests: XCTestCase {
    /// Levels a...g: 1 where `c`'s mask lights the segment, 0.05 elsewhere, then `faint` set.
    func sampled(_ c: Character, kind: CellKind = .glyph, faint: [Int: Float] = [:]) -> SampledCell {
        let mask = Charset.mask(of: c) ?? []
        var levels = Segments.seven.map { mask.contains($0) ? Float(1) : Float(0.05) }
        for (k, v) in faint { levels[k] = v }
        let cell = CharacterCell(kind: kind, x0: 0, x1: 10, inkX0: kind == .narrow ? 8 : 0, inkX1: 10, point: false)
        return SampledCell(cell: cell, levels: levels)
    }

    func line(_ chars: [(Character, Segments?, Double)]) -> DecodedLine {
        var line = DecodedLine(characters: chars.map { c, segments, confidence in
            CharacterReading(character: c, confidence: confidence, segments: segments ?? Charset.mask(of: c) ?? [])
        }, issues: [], separation: 1)
        line.threshold = 0.5
        return line
    }

    // A 9 whose upper right bar lies under glare: the first look clearly reads 5; the other view decodes
    // the same segments but sees the bar at 0.42, just short of its threshold.
    func testFiveWhoseOtherViewSeesAFaintBarIsNotSure() {
        let first = line([("2", nil, 1), ("5", nil, 1)])
        let other = line([("2", nil, 1), ("_", Charset.mask(of: "5"), 0.3)])
        let seen = [sampled("2"), sampled("5", faint: [1: 0.42])]
        XCTAssertEqual(FadedInOtherView.suspected(first, other: other, sampled: seen, minimumConfidence: 0.6), [1])
    }

    func testFiveStandsWhereTheOtherViewSeesNothingThere() {
        let first = line([("5", nil, 1)])
        // Unsure of a lit segment instead (its top bar at 0.55): no unlit segment is faint.
        let other = line([("_", Charset.mask(of: "5"), 0.3)])
        let seen = [sampled("5", faint: [0: 0.55])]
        XCTAssertEqual(FadedInOtherView.suspected(first, other: other, sampled: seen, minimumConfidence: 0.6), [])
    }

    func testOtherViewsDigitWithMoreSegmentsMakesItNotSure() {
        let first = line([("5", nil, 1)])
        let seen = [sampled("5")]
        // The other view reads 9 (the 5's segments and b), not clearly: not sure.
        XCTAssertEqual(FadedInOtherView.suspected(first, other: line([("_", Charset.mask(of: "9"), 0.45)]), sampled: seen,
                                                  minimumConfidence: 0.6), [0])
        // Under the floor (0.35) the other view's segments are noise: the first look stands.
        XCTAssertEqual(FadedInOtherView.suspected(first, other: line([("_", Charset.mask(of: "9"), 0.2)]), sampled: seen,
                                                  minimumConfidence: 0.6), [])
        // Fewer segments in the other view (a 5 seen as a 5 without its foot) is no faded segment.
        var fewer = Charset.mask(of: "5") ?? []
        fewer.remove(.d)
        XCTAssertEqual(FadedInOtherView.suspected(first, other: line([("_", fewer, 0.45)]), sampled: seen,
                                                  minimumConfidence: 0.6), [])
    }

    func testOneIsLeftToItsOwnRules() {
        // A 1 whose other view sees clutter beside it at the 7's top bar: the decoder's own rules for a
        // mark ask those segments.
        let first = line([("1", nil, 1)])
        let other = line([("_", Charset.mask(of: "1"), 0.1)])
        let seen = [sampled("1", kind: .narrow, faint: [0: 0.45])]
        XCTAssertEqual(FadedInOtherView.suspected(first, other: other, sampled: seen, minimumConfidence: 0.6), [])
    }

    func testFaintSegmentThatMakesNoDigitStands() {
        // A 7 with a faint e: a, b, c, e is no digit.
        let first = line([("7", nil, 1)])
        let other = line([("_", Charset.mask(of: "7"), 0.3)])
        let seen = [sampled("7", faint: [4: 0.45])]
        XCTAssertEqual(FadedInOtherView.suspected(first, other: other, sampled: seen, minimumConfidence: 0.6), [])
    }

    func testLightsAnotherDigit() {
        let five = Charset.mask(of: "5") ?? []
        XCTAssertTrue(FadedInOtherView.lightsAnotherDigit(five, faint: [.b]))       // 9
        XCTAssertTrue(FadedInOtherView.lightsAnotherDigit(five, faint: [.b, .e]))   // 9 or 6 or 8
        XCTAssertFalse(FadedInOtherView.lightsAnotherDigit(Charset.mask(of: "7") ?? [], faint: [.e]))
    }
}
