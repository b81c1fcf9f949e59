import XCTest
@testable import SevenSegment

/// Decimal points on a display stretched sideways (a line crop resized to a fixed size): the point is
/// flattened like the bars, so its shape is judged after undoing the stretch the strokes show.
final class StretchedPointTests: XCTestCase {
    /// `img` resized to `sx` times its width and `sy` times its height (bilinear).
    func resized(_ img: GrayImage, sx: Double, sy: Double) -> GrayImage {
        let w = Int((Double(img.width) * sx).rounded()), h = Int((Double(img.height) * sy).rounded())
        var out = GrayImage(width: w, height: h, fill: 0)
        for y in 0..<h {
            let fy = min(Double(img.height - 1), max(0, (Double(y) + 0.5) / sy - 0.5))
            let y0 = Int(fy), y1 = min(y0 + 1, img.height - 1), ay = fy - Double(y0)
            for x in 0..<w {
                let fx = min(Double(img.width - 1), max(0, (Double(x) + 0.5) / sx - 0.5))
                let x0 = Int(fx), x1 = min(x0 + 1, img.width - 1), ax = fx - Double(x0)
                let top = Double(img[x0, y0]) * (1 - ax) + Double(img[x1, y0]) * ax
                let bottom = Double(img[x0, y1]) * (1 - ax) + Double(img[x1, y1]) * ax
                out[x, y] = UInt8((top * (1 - ay) + bottom * ay).rounded())
            }
        }
        return out
    }

    func meterLayout() -> DisplayLayout {
        DisplayLayout(aspectRatio: 6, lines: [
            LineLayout(field: .value, region: Rect(x: 0, y: 0, width: 1, height: 1), digits: 8,
                       floatingPoint: true, minimumDigits: 3, pointMayBeHidden: true, leadingZeros: true),
        ])
    }

    func display(_ text: String) -> SyntheticDisplay {
        var d = SyntheticDisplay(text: text)
        d.digitHeight = 60; d.digitWidth = 32; d.thickness = 8; d.spacing = 12; d.margin = 14; d.gap = 0
        return d
    }

    func testStretchFromStrokeAndBar() {
        XCTAssertEqual(DigitSegmenter.stretch(stroke: 6, bar: nil), 1)
        XCTAssertEqual(DigitSegmenter.stretch(stroke: 6, bar: 5), 1, "about equal: measuring noise, not stretch")
        XCTAssertEqual(DigitSegmenter.stretch(stroke: 12, bar: 4), 3)
        XCTAssertEqual(DigitSegmenter.stretch(stroke: 20, bar: 4), 3, "capped")
        XCTAssertEqual(DigitSegmenter.stretch(stroke: 10, bar: 5), 2)
    }

    func testPointOfAStretchedLineIsRead() throws {
        // 1.6 times as wide, 0.7 times as tall: strokes about 13 px across, bars and the point about 6 px tall.
        let reader = SevenSegmentReader()
        for text in ["2383.3", "0985.5", "4720.6"] {
            let img = resized(display(text).render(), sx: 1.6, sy: 0.7)
            let r = reader.read(img, layout: meterLayout(), quad: nil)
            XCTAssertEqual(r.text, text, "\(text): \(r.lines.first?.issues ?? [])")
        }
    }

    func testStretchedLineWithoutPointIsNotReadAsOne() {
        // No point shown: never read with a point. The point may be hidden, so the line reads only where
        // every place a point could sit is clearly background (`PointPlaces`: this clean line), as shown.
        let reader = SevenSegmentReader()
        for text in ["23833", "09855"] {
            let img = resized(display(text).render(), sx: 1.6, sy: 0.7)
            let r = reader.read(img, layout: meterLayout(), quad: nil)
            XCTAssertFalse(r.text.contains("."), "\(text) read as \(r.text)")
            if r.isComplete { XCTAssertEqual(r.text, text) }
        }
    }

    func testFlatMarkOnAnUnstretchedLineIsNoPoint() throws {
        // A mark as flat as a squashed point on a display whose strokes and bars are equally thick
        // (a speck, the end of an underline): not a point there.
        var d = SyntheticDisplay(text: "253")
        d.thickness = 5
        var img = d.render()
        let x0 = d.margin + 2 * (d.digitWidth + d.spacing) - d.spacing / 2 - 5
        for y in (d.margin + d.digitHeight - 2)..<(d.margin + d.digitHeight) { for x in x0..<(x0 + 10) { img[x, y] = d.ink } }
        let st = try XCTUnwrap(LineSplitter().split(img, region: Rect(x: 0, y: 0, width: 1, height: 1), polarity: .darkOnLight).strip)
        let line = DigitSegmenter().segment(st, hints: RecognitionHints())
        XCTAssertFalse(line.cells.contains { $0.point })
    }
}
