import XCTest
@testable import SevenSegment

/// The foot of a printed label above the digits, cut by the strip's top border and one empty row above
/// them (an insulation tester's "MΩ"/"PASS" labels under a roi drawn a little high): the digit band starts
/// at the digits, not at the label, so the label's ink neither lowers every segment's place nor joins two
/// digits into one.
final class BorderPieceTests: XCTestCase {
    private func rows(_ pieces: [ClosedRange<Int>], count: Int) -> [Int] {
        var r = [Int](repeating: 0, count: count)
        for p in pieces { for y in p { r[y] = 10 } }
        return r
    }

    func testThinPieceOnTheTopBorderIsLeftOut() {
        let counts = rows([0...3, 5...56], count: 64)
        XCTAssertEqual(LineSplitter.trimmedOfBorderPieces(0..<57, counts: counts, active: 2, height: 64), 5..<57)
    }

    func testThinPieceOnTheBottomBorderIsLeftOut() {
        let counts = rows([6...55, 58...63], count: 64)
        XCTAssertEqual(LineSplitter.trimmedOfBorderPieces(6..<64, counts: counts, active: 2, height: 64), 6..<56)
    }

    /// A piece clear of the border is whole (a bar of the digits' own, or a label the band is right to
    /// hold); a piece as tall as a fifth of the band may be a half of the digits split by their gap.
    func testPiecesOffTheBorderOrTallStay() {
        let inside = rows([2...5, 7...58], count: 64)
        XCTAssertEqual(LineSplitter.trimmedOfBorderPieces(2..<59, counts: inside, active: 2, height: 64), 2..<59)
        let tall = rows([0...12, 14...58], count: 64)
        XCTAssertEqual(LineSplitter.trimmedOfBorderPieces(0..<59, counts: tall, active: 2, height: 64), 0..<59)
    }

    /// "4000" with a label's foot across the top of the last two digits, one empty row above them.
    func testLabelAboveTheDigitsDoesNotJoinThem() throws {
        let d = SyntheticDisplay(text: "4000")
        var image = d.render()
        let firstRow = d.margin - 5
        var x = d.margin + 2 * (d.digitWidth + d.spacing) + d.digitWidth / 2
        while x + 6 <= d.width - 4 {
            for y in firstRow..<(d.margin - 1) { for xx in x..<(x + 6) { image[xx, y] = d.ink } }
            x += 9
        }
        let cropped = image.crop(PixelRect(x: 0, y: firstRow, width: d.width, height: d.height - firstRow))
        let whole = Rect(x: 0, y: 0, width: 1, height: 1)
        let strip = try XCTUnwrap(LineSplitter().split(cropped, region: whole, polarity: .darkOnLight).strip)
        XCTAssertEqual(strip.band.lowerBound, d.margin - firstRow, "the band starts at the digits' top")
        let line = LineLayout(field: .glucose, region: whole, digits: 4, minimumDigits: 2)
        let reading = SevenSegmentReader().readLine(cropped, line: line, hints: RecognitionHints())
        XCTAssertEqual(reading.text, "4000")
        XCTAssertTrue(reading.isComplete, "\(reading.issues)")
    }
}
