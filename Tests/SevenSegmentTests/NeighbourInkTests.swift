import XCTest
@testable import SevenSegment

/// A "1" standing close before a digit narrower than the line's pitch (a 5 whose box, as wide as the
/// 8 after it, reaches left over the gap): the 5's left segments are not looked for in the 1's mark,
/// so its lower left segment stays off and it is not read as a 6.
final class NeighbourInkTests: XCTestCase {
    /// "158", digits 60 px tall and 28 px wide, the 5 drawn `narrowing` px narrower (its right side
    /// kept) and the 1 moved right to stand 4 px before the 5's ink.
    func image(narrowing: Int) -> GrayImage {
        var d = SyntheticDisplay(text: "1 8")
        d.digitHeight = 60; d.digitWidth = 28; d.thickness = 5; d.spacing = 8
        var image = d.render()
        var five = SyntheticDisplay(text: "5")
        five.digitHeight = 60; five.digitWidth = 28 - narrowing; five.thickness = 5; five.margin = 0
        let fiveImage = five.render()
        let fiveLeft = d.margin + d.digitWidth + d.spacing + narrowing
        for y in 0..<fiveImage.height { for x in 0..<fiveImage.width where fiveImage[x, y] == five.ink {
            image[fiveLeft + x, d.margin + y] = d.ink
        } }
        // The 1's mark (right side of the first cell) moved right.
        let markRight = d.margin + d.digitWidth
        let shift = fiveLeft - 4 - markRight
        for y in 0..<image.height {
            for x in stride(from: markRight - 1, through: markRight - d.thickness, by: -1) {
                image[x + shift, y] = image[x, y]; image[x, y] = d.background
            }
        }
        return image
    }

    let whole = Rect(x: 0, y: 0, width: 1, height: 1)

    func read(_ img: GrayImage) -> LineReading {
        let layout = LineLayout(field: .value, region: whole, digits: 3, minimumDigits: 2)
        return SevenSegmentReader().readLine(img, line: layout, hints: RecognitionHints(slantDegrees: 0))
    }

    func testNarrowFiveAfterCloseOneIsNotSix() {
        let reading = read(image(narrowing: 6))
        XCTAssertEqual(reading.text, "158")
    }

    func testFullWidthFiveStillReads() {
        XCTAssertEqual(read(image(narrowing: 0)).text, "158")
    }

    func testLeftSlideStopsAtThePreviousMark() {
        var one = CharacterCell(kind: .narrow, x0: 0, x1: 30, inkX0: 24, inkX1: 30, point: false)
        XCTAssertEqual(SegmentSampler.leftSlide(27, 35, previous: one).0, 30)
        XCTAssertEqual(SegmentSampler.leftSlide(31, 35, previous: one).0, 31, "mark already outside the slide")
        XCTAssertEqual(SegmentSampler.leftSlide(20, 28, previous: one).0, 20, "cells overlap: slide kept")
        XCTAssertEqual(SegmentSampler.rightSlide(10, 22, width: 4, next: one).1, 20, "band ends at the mark")
        one.kind = .glyph
        XCTAssertEqual(SegmentSampler.leftSlide(27, 35, previous: one).0, 27, "a full digit's ink reaching this one's")
        XCTAssertEqual(SegmentSampler.rightSlide(10, 22, width: 4, next: one).1, 22)
    }

    /// A full-width digit apart from the next one, boxes and inks (a 3 before a 5 on an italic LCD, the
    /// point between them): the 5's left band does not slide back into the 3's right stroke, whose edge
    /// lit the 5's e (3.51 left unsure against 3.61); the band's steps stay where they were. Where the
    /// inks meet or the boxes overlap (a cell misplaced), the slide stays as it was.
    func testLeftSlideStopsAtAFullDigitsInkWhereTheyAreApart() {
        let three = CharacterCell(kind: .glyph, x0: 2, x1: 24, inkX0: 9, inkX1: 24, point: true)
        var five = CharacterCell(kind: .glyph, x0: 24, x1: 46, inkX0: 29, inkX1: 46, point: false)
        XCTAssertEqual(SegmentSampler.leftSlide(21.8, 30, previous: three, of: five).0, 24.8, accuracy: 1e-9)
        XCTAssertEqual(SegmentSampler.leftSlide(21.8, 30, previous: three).0, 21.8, "no cell given")
        five.inkX0 = 23
        XCTAssertEqual(SegmentSampler.leftSlide(21.8, 30, previous: three, of: five).0, 21.8, "inks meet")
        five.inkX0 = 29; five.x0 = 20
        XCTAssertEqual(SegmentSampler.leftSlide(17.8, 30, previous: three, of: five).0, 17.8, "boxes overlap")
        // The 3's right-hand band (3 wide) ends where it would reach the 5's ink, where the two stand apart.
        five.x0 = 24
        XCTAssertEqual(SegmentSampler.rightSlide(15, 27, width: 3, next: five, of: three).1, 26)
        XCTAssertEqual(SegmentSampler.rightSlide(15, 27, width: 3, next: five).1, 27, "no cell given")
        five.inkX0 = 23
        XCTAssertEqual(SegmentSampler.rightSlide(15, 27, width: 3, next: five, of: three).1, 27, "inks meet")
    }
}
