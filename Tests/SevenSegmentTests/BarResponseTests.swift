import XCTest
@testable import SevenSegment

/// The bar-response view of a line (second look, cross-check) and displays cut by the frame's side.
final class BarResponseTests: XCTestCase {
    /// A 60x40 ink image (ink positive): a 4-pixel vertical bar at x 10..<14 on a flat background, and a
    /// broad 20-pixel-wide dark patch (shading) at x 30..<50 as dark as the bar.
    func bars() -> [Int32] {
        var img = [Int32](repeating: 20, count: 60 * 40)
        for y in 0..<40 {
            for x in 10..<14 { img[y * 60 + x] = 120 }
            for x in 30..<50 { img[y * 60 + x] = 120 }
        }
        return img
    }

    func testBarsStandOutAndBroadShadingDoesNot() {
        let r = BarFilter.response(bars(), width: 60, height: 40, scales: [3, 5], outside: 20)
        XCTAssertEqual(r[20 * 60 + 12], 100, "the bar's middle stands out by its full contrast")
        XCTAssertEqual(r[20 * 60 + 40], 0, "the middle of a broad patch is no bar")
        XCTAssertEqual(r[20 * 60 + 31], 0, "a patch's edge is no bar either (one side only)")
        XCTAssertEqual(r[20 * 60 + 20], 0, "background")
    }

    func testBorderCountsAsBackground() {
        var img = [Int32](repeating: 20, count: 30 * 20)
        for y in 0..<20 { for x in 0..<3 { img[y * 30 + x] = 120 } }   // a bar cut by the left border
        let r = BarFilter.response(img, width: 30, height: 20, scales: [4], outside: BarFilter.median(img))
        XCTAssertEqual(BarFilter.median(img), 20)
        XCTAssertEqual(r[10 * 30 + 1], 100)
    }

    func testScalesFollowTheStripHeight() {
        XCTAssertEqual(BarFilter.scales(height: 20), [2, 3, 4])
        XCTAssertEqual(BarFilter.scales(height: 100), [5, 7, 10, 14, 20])
    }

    /// Digits beside a broad shadow as dark as the segments: the bar-response strip keeps the digits
    /// and drops the shadow.
    func testBarStripDropsBroadShadow() throws {
        var d = SyntheticDisplay(text: " 38")
        d.margin = 16
        var img = d.render()
        let shadowEnd = d.margin + d.digitWidth + d.spacing / 2   // the blank first position
        for y in 0..<img.height { for x in 0..<shadowEnd { img[x, y] = d.ink } }
        let out = LineSplitter(bars: true).split(img, region: Rect(x: 0, y: 0, width: 1, height: 1), polarity: .darkOnLight)
        let strip = try XCTUnwrap(out.strip)
        var shadowInk = 0, digitInk = 0
        for y in strip.band {
            for x in 0..<strip.width where strip.mask[y * strip.width + x] != 0 {
                let fx = x + strip.origin.x
                if fx < shadowEnd - 6 { shadowInk += 1 } else if fx > shadowEnd + 2 { digitInk += 1 }
            }
        }
        XCTAssertEqual(shadowInk, 0, "no ink inside the shadow")
        XCTAssertGreaterThan(digitInk, 200, "the digits' segments are ink")
        XCTAssertEqual(strip.band.lowerBound + strip.origin.y, d.margin, accuracy: 3)
        XCTAssertEqual(strip.band.upperBound + strip.origin.y, d.margin + d.digitHeight, accuracy: 3)
    }

    /// The same shadow beside a line: the line reads, and the bar-response view alone reads it too.
    func testShadowBesideDigitsStillReads() {
        var d = SyntheticDisplay(text: " 38")
        d.margin = 16
        var img = d.render()
        let shadowEnd = d.margin + d.digitWidth + d.spacing / 2
        for y in 0..<img.height { for x in 0..<shadowEnd { img[x, y] = d.ink } }
        let line = SyntheticDisplay.layout(digits: 3).lines[0]
        let reader = SevenSegmentReader()
        let r = reader.readLine(img, line: line, hints: RecognitionHints(), crossCheck: .strict)
        XCTAssertEqual(r.text, "38")
        XCTAssertTrue(r.isComplete, "\(r.issues)")
        let bars = LineSplitter(bars: true).split(img, region: line.region, polarity: .darkOnLight)
        let second = reader.readLine(img, line: line, hints: RecognitionHints(), split: bars, check: nil, strict: true)
        XCTAssertEqual(second.text, "38", "\(second.issues)")
    }

    /// Clean digits read the same under either cross-check: both views agree on every segment.
    func testCrossCheckKeepsCleanDigits() {
        var d = SyntheticDisplay(text: "2.58")
        d.slantDegrees = 8
        let img = d.render()
        let line = SyntheticDisplay.layout(digits: 3).lines[0]
        let reader = SevenSegmentReader()
        for check in [SevenSegmentReader.CrossCheck.none, .relaxed, .strict] {
            let r = reader.readLine(img, line: line, hints: RecognitionHints(), crossCheck: check)
            XCTAssertEqual(r.text, "2.58", "\(check)")
            XCTAssertTrue(r.isComplete, "\(check): \(r.issues)")
        }
    }

    /// Low-contrast digits with ghost segments read right or not at all, whatever view reads them.
    func testGhostSegmentsAtLowContrastNeverMisread() {
        for (text, ghost) in [("38", UInt8(150)), ("71", UInt8(160)), ("90", UInt8(155))] {
            var d = SyntheticDisplay(text: text)
            d.ink = 120; d.background = 175; d.ghost = ghost
            let r = SevenSegmentReader().read(d.render(), layout: SyntheticDisplay.layout(digits: 2), quad: nil)
            XCTAssertTrue(r.text == text || !r.isComplete, "\(text) read as \(r.text)")
        }
    }

    /// A display running off the frame's left side (a close-up) is still a candidate, marked cut.
    func testLocatorKeepsDisplayCutByTheFrame() throws {
        var d = SyntheticDisplay(text: "3721")
        d.background = 120; d.ink = 20
        let inner = d.render()
        var frame = GrayImage(width: inner.width + 40, height: 3 * inner.height, fill: 225)
        let cutOff = 10
        for y in 0..<inner.height {
            for x in cutOff..<inner.width { frame[x - cutOff, y + inner.height] = inner[x, y] }
        }
        let layout = SyntheticDisplay.layout(digits: 4, aspect: Double(d.width) / Double(d.height))
        let found = try XCTUnwrap(DisplayLocator().candidates(in: frame, layout: layout).first)
        XCTAssertTrue(found.cut)
        XCTAssertEqual(found.quad.bounds.x, 0, accuracy: 4)
        XCTAssertEqual(found.quad.bounds.center.y, 1.5 * Double(inner.height), accuracy: 6)
    }
}
