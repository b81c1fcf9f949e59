import XCTest
@testable import SevenSegment

/// A small decimal under a unit label printed just above it (kW), and a small decimal's faint bars in a
/// crop squashed in height (`DigitSegmenter.underLabel`, `SegmentSampler.ownScale`).
final class SmallDecimalLabelTests: XCTestCase {
    /// The small digit's ink box: the rightmost run of inked columns, and its top row.
    func smallDigitBox(_ img: GrayImage) -> (x0: Int, x1: Int, top: Int) {
        func inked(_ x: Int) -> Bool { (0..<img.height).contains { img[x, $0] < 100 } }
        var x1 = img.width - 1
        while x1 > 0 && !inked(x1) { x1 -= 1 }
        var x0 = x1
        while x0 > 0 && inked(x0 - 1) { x0 -= 1 }
        var top = img.height
        for x in x0...x1 { for y in 0..<img.height where img[x, y] < 100 { top = min(top, y); break } }
        return (x0, x1, top)
    }

    /// "kW" above the small digit, as two strokes and a bar 0.15 of the image tall, `gap` rows above it.
    func labelled(_ text: String, gap: Int = 3) throws -> GrayImage {
        var img = try SmallDecimalMeter.rendered(text)
        let box = smallDigitBox(img)
        let h = Int(0.15 * Double(img.height)), y1 = box.top - gap, y0 = y1 - h
        XCTAssertGreaterThan(y0, 0)
        let w = box.x1 - box.x0 + 1
        for y in y0..<y1 {
            for x in box.x0..<(box.x0 + 2) { img[x, y] = 30 }
            for x in (box.x0 + w / 2)..<(box.x0 + w / 2 + 2) { img[x, y] = 30 }
            for x in (box.x1 - 1)...box.x1 { img[x, y] = 30 }
        }
        for x in box.x0...box.x1 { img[x, y1 - 1] = 30; img[x, y1 - 2] = 30 }
        return img
    }

    func testSmallDigitUnderAUnitLabelIsRead() throws {
        for text in ["004303.6", "010555.1", "008701.3"] {
            let img = try labelled(text)
            let layout = SmallDecimalMeter.layout(smallDecimals: true)
            let strip = try XCTUnwrap(LineSplitter().split(img, region: layout.lines[0].region, polarity: .darkOnLight).strip)
            var segmenter = DigitSegmenter()
            segmenter.readsSmallDecimals = true
            let line = segmenter.segment(strip, hints: RecognitionHints())
            XCTAssertTrue(line.cells.last?.small ?? false, "\(text): no small cell")
            let r = SmallDecimalMeter.read(img, smallDecimals: true)
            XCTAssertEqual(r.text, text)
            XCTAssertTrue(r.isComplete, "\(text): \(r.lines.map(\.issues))")
        }
    }

    /// The label alone (no row gap: the label touches the digit) is no small digit's ink.
    func testALabelJoinedToTheDigitLeavesItUnsure() throws {
        let r = SmallDecimalMeter.read(try labelled("004303.6", gap: 0), smallDecimals: true)
        XCTAssertFalse(r.isComplete && r.text != "004303.6", "read \(r.text)")
    }

    /// A full-size last 1 whose middle faded is cut in two by a row gap: its lower half is no small
    /// digit, and no point is read.
    func testAFullSizeOneCutAtItsMiddleIsNoSmallDigit() throws {
        let d = SyntheticDisplay(text: "1231")
        var img = d.render()
        let x0 = d.margin + 3 * (d.digitWidth + d.spacing)
        for y in (d.margin + d.digitHeight * 46 / 100)..<(d.margin + d.digitHeight * 54 / 100) {
            for x in x0..<min(img.width, x0 + d.digitWidth + 2) { img[x, y] = d.background }
        }
        let strip = try XCTUnwrap(LineSplitter().split(img, region: Rect(x: 0, y: 0, width: 1, height: 1), polarity: .darkOnLight).strip)
        var segmenter = DigitSegmenter()
        segmenter.readsSmallDecimals = true
        let line = segmenter.segment(strip, hints: RecognitionHints())
        XCTAssertFalse(line.cells.contains(where: \.small))
        let r = SevenSegmentReader().read(img, layout: SmallDecimalMeter.layout(smallDecimals: true), quad: d.quad())
        XCTAssertFalse(r.text.contains("."), "read \(r.text)")
    }

    /// The small digit's bars fade more than its strokes when the crop is squashed in height: they are
    /// scaled to their own brightest.
    func testBarsScaledToTheirOwnBrightest() {
        let six: [Float] = [0.62, 0.01, 0.9, 0.6, 0.95, 1.0, 0.58]
        let out = SegmentSampler.ownScale(six)
        XCTAssertEqual(out[0], 1, accuracy: 0.001)
        XCTAssertGreaterThan(out[3], 0.95)
        XCTAssertGreaterThan(out[6], 0.9)
        XCTAssertEqual(out[1], six[1], accuracy: 0.001)
        // A 1: its bars unlit, the brightest of them under half the strokes' level: left as they are.
        let one: [Float] = [0.3, 1.0, 0.95, 0.1, 0.05, 0.02, 0.2]
        XCTAssertEqual(SegmentSampler.ownScale(one), one)
        // Too faint a cell keeps the line's scale.
        let faint: [Float] = [0.2, 0.35, 0.3, 0.1, 0.3, 0.3, 0.2]
        XCTAssertEqual(SegmentSampler.ownScale(faint), faint)
    }
}
