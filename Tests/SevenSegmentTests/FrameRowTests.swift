import XCTest
@testable import SevenSegment

/// A close-up whose light window runs off the photo's sides (`SevenSegmentReader+FrameRow`).
final class FrameRowTests: XCTestCase {
    /// A fuel pump's close-up: paint above, a light window from the photo's left side to a dark frame on
    /// its right and below, the digits inside it, and a printed label (blocky letters) under the frame.
    /// `digits`: nil leaves the window empty.
    static func closeUp(_ text: String?, width: Int = 640, height: Int = 360) -> GrayImage {
        var img = GrayImage(width: width, height: height, fill: 222)
        let top = 70, bottom = 250, right = 560
        for y in top..<bottom { for x in 0..<right { img[x, y] = 190 } }
        // The window's frame: a dark bar along its bottom and its right side.
        for y in bottom..<(bottom + 14) { for x in 0..<(right + 14) { img[x, y] = 45 } }
        for y in (top - 8)..<(bottom + 14) { for x in right..<(right + 14) { img[x, y] = 45 } }
        // The label under the frame: six blocky letters.
        for k in 0..<6 {
            let x0 = 150 + k * 48
            for y in 285..<330 { for x in x0..<(x0 + 34) where x < x0 + 10 || y < 295 || y >= 320 { img[x, y] = 35 } }
        }
        if let text {
            let d = SyntheticDisplay(text: text, digitHeight: 120, digitWidth: 62, spacing: 22, thickness: 14, gap: 3,
                                     ink: 40, background: 190, margin: 0).render()
            let ox = right - 30 - d.width, oy = top + 30
            for y in 0..<d.height { for x in 0..<d.width { img[ox + x, oy + y] = d[x, y] } }
        }
        return img
    }

    let layout = SyntheticDisplay.layout(digits: 4, decimals: 2)

    func testACloseUpsRowReadsOnlyWithTheRule() {
        let img = Self.closeUp("46.00")
        var without = SevenSegmentReader()
        without.options.findsFrameRows = false
        XCTAssertFalse(without.read(img, layout: layout, quad: nil).isComplete, "read with the rule off")
        let r = SevenSegmentReader().read(img, layout: layout, quad: nil)
        XCTAssertTrue(r.isComplete, r.text)
        XCTAssertEqual(r.text, "46.00")
        XCTAssertEqual(SevenSegmentReader().readFrameRow(img, layout: layout)?.text, "46.00")
    }

    /// The row found is the digits', not the label's or the frame's.
    func testTheRowFoundIsTheDigits() throws {
        let img = Self.closeUp("58.01")
        let rows = FrameRowLocator().locate(img, polarity: .darkOnLight)
        let first = try XCTUnwrap(rows.first).box
        // Digits at y 100...220, x 216...530; the margins (0.3 of the band each side, 0.2 above and below) reach a little past.
        XCTAssertLessThanOrEqual(first.y, 100); XCTAssertGreaterThan(first.y, 70)
        XCTAssertGreaterThanOrEqual(first.maxY, 220); XCTAssertLessThan(first.maxY, 250)
        XCTAssertLessThanOrEqual(first.x, 276)
        XCTAssertGreaterThanOrEqual(first.maxX, 530); XCTAssertLessThanOrEqual(first.maxX, 575)
    }

    /// An empty window (the frame and the label only) holds no row that reads; a blank frame holds no row.
    func testNoDigitsNoReading() {
        XCTAssertNil(SevenSegmentReader().readFrameRow(Self.closeUp(nil), layout: layout))
        XCTAssertTrue(FrameRowLocator().locate(GrayImage(width: 320, height: 240, fill: 128), polarity: .darkOnLight).isEmpty)
        XCTAssertFalse(SevenSegmentReader().read(Self.closeUp(nil), layout: layout, quad: nil).isComplete)
    }

    /// Blobs of shade in a row (a dark window's reflections, as wide as they are tall or wider) are no row of
    /// digits: a row needs two upright strokes at least (fuel-pump-hq a92e0e57: three such blobs round a dark
    /// window's last digits read 1.00 for 41.00, its 4 left out).
    func testARowOfBlobsIsNoRow() {
        var img = GrayImage(width: 480, height: 240, fill: 210)
        for (x0, w) in [(100, 40), (168, 36), (232, 44)] {
            for y in 90..<(90 + (w == 36 ? 40 : 30)) { for x in x0..<(x0 + w) { img[x, y] = 60 } }
        }
        XCTAssertTrue(FrameRowLocator().locate(img, polarity: .darkOnLight).isEmpty)
        // The same row with upright strokes among the blobs is one.
        for x0 in [150, 214] { for y in 90..<125 { for x in x0..<(x0 + 8) { img[x, y] = 60 } } }
        XCTAssertEqual(FrameRowLocator().locate(img, polarity: .darkOnLight).count, 1)
    }

    /// A small row inside a display the locator found is left to that display's own looks; a close-up's
    /// row is read even where a found box holds it.
    func testASmallRowInsideAFoundDisplayIsLeftToIt() {
        var img = GrayImage(width: 640, height: 480, fill: 110)
        let d = SyntheticDisplay(text: "156", ink: 40, background: 205).render()
        let ox = 260, oy = 200
        for y in 0..<d.height { for x in 0..<d.width { img[ox + x, oy + y] = d[x, y] } }
        let layout3 = SyntheticDisplay.layout(digits: 3)
        let reader = SevenSegmentReader()
        XCTAssertEqual(reader.readFrameRow(img, layout: layout3)?.text, "156")
        let box = Quad(Rect(x: Double(ox), y: Double(oy), width: Double(d.width), height: Double(d.height)))
        XCTAssertNil(reader.readFrameRow(img, layout: layout3, found: [box]))
        // A box elsewhere does not hold it.
        XCTAssertEqual(reader.readFrameRow(img, layout: layout3, found: [Quad(Rect(x: 0, y: 0, width: 200, height: 100))])?.text, "156")
        // The close-up's row (its band over a fifth of the frame) is read inside a found box all the same.
        let close = Self.closeUp("46.00")
        XCTAssertEqual(reader.readFrameRow(close, layout: layout, found: [Quad(Rect(x: 0, y: 0, width: 640, height: 360))])?.text, "46.00")
    }

    func testLiesInside() {
        let row = Quad(Rect(x: 10, y: 10, width: 100, height: 20))
        XCTAssertTrue(SevenSegmentReader.liesInside(row, [Quad(Rect(x: 0, y: 0, width: 70, height: 50))]))
        XCTAssertFalse(SevenSegmentReader.liesInside(row, [Quad(Rect(x: 0, y: 0, width: 50, height: 50))]))
        XCTAssertFalse(SevenSegmentReader.liesInside(row, []))
    }

    /// Runs longer than a segment (a frame line across, an edge down) are erased; a segment stays, and the
    /// columns an edge was erased in are named.
    func testLongRunsAreErased() {
        let w = 40, h = 30
        var mask = [UInt8](repeating: 0, count: w * h)
        for x in 0..<35 { mask[25 * w + x] = 1 }          // a frame line, 35 long
        for y in 2..<28 { mask[y * w + 38] = 1 }           // an edge, 26 tall
        for y in 5..<12 { mask[y * w + 10] = 1 }           // a segment, 7 tall
        var m = mask
        let edge = InkCleaner.eraseLongRuns(&m, width: w, height: h, across: 20, down: 15)
        XCTAssertEqual(m.reduce(0) { $0 + Int($1) }, 7)
        XCTAssertEqual(m[5 * w + 10], 1)
        XCTAssertEqual(edge.indices.filter { edge[$0] }, [38])
        // Across not asked: the frame line stays.
        m = mask
        InkCleaner.eraseLongRuns(&m, width: w, height: h, across: nil, down: 15)
        XCTAssertEqual(m.reduce(0) { $0 + Int($1) }, 42)
    }

    /// A layout of two lines is not searched (which line a row is would be unknown).
    func testTwoLineLayoutsAreNotSearched() {
        let two = DisplayLayout(aspectRatio: 2, lines: [
            LineLayout(field: .value, region: Rect(x: 0, y: 0, width: 1, height: 0.5), digits: 4, decimals: 2, polarity: .darkOnLight),
            LineLayout(field: .value, region: Rect(x: 0, y: 0.5, width: 1, height: 0.5), digits: 4, decimals: 2, polarity: .darkOnLight),
        ])
        XCTAssertNil(SevenSegmentReader().readFrameRow(Self.closeUp("46.00"), layout: two))
    }
}
