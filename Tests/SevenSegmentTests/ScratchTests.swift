import XCTest
@testable import SevenSegment

/// A thin streak crossing the row at another slant than the digits', just before the first one
/// (`DigitSegmenter+Scratch`): a panel ammeter's 677 behind a scratched window was refused as a line that
/// may have lost a leading digit.
final class ScratchTests: XCTestCase {
    /// `text` (" 677") light on dark, with a one-pixel streak through the upper part of the empty first place
    /// (rising to the right) when `streak`, or the upper part of an 8 there (a faded digit) when `half`.
    func display(_ text: String = " 677", streak: Bool = false, half: Bool = false) -> (GrayImage, SyntheticDisplay) {
        var d = SyntheticDisplay(text: text)
        d.ink = 230; d.background = 20
        var img = d.render()
        if streak {
            // Down from the top of the place, as the photo's streak (12 columns, under half the band).
            let x0 = d.margin + 4, x1 = d.margin + 16, y0 = d.margin, y1 = d.margin + 17
            for y in y0..<y1 {
                let t = Double(y - y0) / Double(y1 - 1 - y0)
                img[x1 - Int((t * Double(x1 - x0)).rounded()), y] = 230
            }
        }
        if half {
            var eight = SyntheticDisplay(text: "8")
            eight.ink = 230; eight.background = 20
            let e = eight.render()
            for y in 0..<(eight.margin + 17) { for x in 0..<e.width where e[x, y] > 100 { img[x, y] = e[x, y] } }
        }
        return (img, d)
    }

    func segmented(_ img: GrayImage, passesOverScratches: Bool) throws -> SegmentedLine {
        let strip = try XCTUnwrap(LineSplitter().split(img, region: Rect(x: 0, y: 0, width: 1, height: 1), polarity: .lightOnDark).strip)
        var segmenter = DigitSegmenter()
        segmenter.passesOverScratches = passesOverScratches
        return segmenter.segment(strip, hints: RecognitionHints(slantDegrees: 0))
    }

    func testAStreakBeforeTheFirstDigitIsNoLostDigit() throws {
        let (img, _) = display(streak: true)
        let on = try segmented(img, passesOverScratches: true)
        XCTAssertEqual(on.cells.count, 3, "\(on.cells.map(\.kind))")
        XCTAssertEqual(on.unreadMarks, [])
        // Without the rule the streak is taken for a faded digit's remains.
        let off = try segmented(img, passesOverScratches: false)
        XCTAssertEqual(off.cells.count, 3)
        XCTAssertEqual(off.unreadMarks.count, 1)
    }

    func testTheReaderReadsTheLinePastTheStreak() {
        // (A drawn " 677" is not read end to end even without the streak; " 477" is.)
        let (img, d) = display(" 477", streak: true)
        let layout = SyntheticDisplay.layout(digits: 4, polarity: .lightOnDark, floatingPoint: false,
                                             aspect: Double(d.width) / Double(d.height))
        let quad = d.quad()
        XCTAssertEqual(SevenSegmentReader().read(img, layout: layout, quad: quad).text, "477")
        var options = ReaderOptions()
        options.passesOverScratches = false
        let off = SevenSegmentReader(options: options).read(img, layout: layout, quad: quad)
        XCTAssertFalse(off.isComplete, off.text)
    }

    func testAFadedDigitsUpperPartStillCounts() throws {
        // What a faded leading digit leaves has strokes as thick as the line's: still a digit maybe lost.
        let (img, _) = display(half: true)
        let on = try segmented(img, passesOverScratches: true)
        XCTAssertEqual(on.unreadMarks.count, 1, "\(on.cells.map(\.kind))")
        XCTAssertFalse(DigitSegmenter.isScratch(width: 4, height: 40, mass: 160, stroke: 4, widestRow: 4), "an upright stroke")
        XCTAssertFalse(DigitSegmenter.isScratch(width: 22, height: 20, mass: 200, stroke: 4, widestRow: 22), "a half digit")
        // A rendered OneTouch 279: the 2's upper part faded, its thin lower stroke and foot left (15 columns,
        // 2.5 pixels a row on average, but its foot a bar's length on one row).
        XCTAssertFalse(DigitSegmenter.isScratch(width: 15, height: 31, mass: 78, stroke: 5, widestRow: 13), "a faded 2's foot")
        XCTAssertTrue(DigitSegmenter.isScratch(width: 12, height: 17, mass: 30, stroke: 4, widestRow: 3))
    }
}
