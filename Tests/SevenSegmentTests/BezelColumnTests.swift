import XCTest
@testable import SevenSegment

/// A dark bezel standing up through the whole strip beside a light panel (`LineStrip.isBezelColumn`) is
/// no leading digit lost (`LeadingInk`); a bar only as tall as the digits still may be one.
final class BezelColumnTests: XCTestCase {
    /// " 4.00" with a dark bar in the blank first position, from `top` to `bottom` (image rows; nil =
    /// the image's top and bottom), and the cells of its four characters (strip pixels).
    func strip(barTop: Int? = nil, barBottom: Int? = nil) throws -> (LineStrip, [PixelRect]) {
        let d = SyntheticDisplay(text: " 4.00")
        var img = d.render()
        let x0 = d.margin + 2, x1 = d.margin + d.digitWidth / 2
        for y in (barTop ?? 0)..<(barBottom ?? img.height) { for x in x0..<x1 { img[x, y] = d.ink } }
        let s = try XCTUnwrap(LineSplitter().split(img, region: Rect(x: 0, y: 0, width: 1, height: 1), polarity: .darkOnLight).strip)
        var cells: [PixelRect] = []
        for i in 1..<d.positions {
            let x = d.margin + i * (d.digitWidth + d.spacing) - s.origin.x
            cells.append(PixelRect(x: x, y: d.margin - s.origin.y, width: d.digitWidth, height: d.digitHeight))
        }
        return (s, cells)
    }

    func testBarThroughTheWholeStripIsABezel() throws {
        let (s, cells) = try strip()
        let barX = SyntheticDisplay(text: " 4.00").margin + 4 - s.origin.x
        XCTAssertTrue(s.isBezelColumn(barX))
        XCTAssertFalse(s.isBezelColumn(cells[0].x + cells[0].width / 2), "a digit's column")
        XCTAssertFalse(LeadingInk.suspected(s, cells: cells), "the bezel before the first digit is no lost digit")
    }

    func testBarAsTallAsTheDigitsMayBeALostDigit() throws {
        let d = SyntheticDisplay(text: " 4.00")
        let (s, cells) = try strip(barTop: d.margin, barBottom: d.margin + d.digitHeight)
        XCTAssertTrue(LeadingInk.suspected(s, cells: cells))
    }
}
