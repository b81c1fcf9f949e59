import XCTest
@testable import SevenSegment

/// A 9 joined by its foot to a glare streak along the strip's side (`InkCleaner.sideStreak`): the two make
/// one piece cut by the side and taller than a digit, which the cleaner drops as a bezel edge, and "93"
/// would read as a lone 3. The 9 beyond the gap is put back, the streak is not. A streak against the digit
/// (no gap), a streak over the digit's left-hand strokes, and a digit the border cut within the row of
/// digits (no streak running past it) are left out.
final class SideStreakTests: XCTestCase {
    let w = 80, h = 64
    /// The row of digits (42 rows) the 3 makes.
    let band = 12..<54
    let t = 5

    func count(_ mask: [UInt8], _ xs: Range<Int>, _ ys: Range<Int>, width: Int? = nil) -> Int {
        let w = width ?? self.w
        var n = 0
        for y in ys { for x in xs where mask[y * w + x] != 0 { n += 1 } }
        return n
    }

    /// Draws the segments `lit` ("abcdefg") of a digit `width` wide from column `x0` in the rows of `band`.
    func digit(_ m: inout [UInt8], _ lit: String, x0: Int, width: Int = 22, band: Range<Int>? = nil, w: Int? = nil) {
        let w = w ?? self.w, band = band ?? self.band
        let top = band.lowerBound, bottom = band.upperBound, mid = (top + bottom) / 2
        func box(_ xs: Range<Int>, _ ys: Range<Int>) { for y in ys { for x in xs { m[y * w + x] = 1 } } }
        let l = x0..<(x0 + t), r = (x0 + width - t)..<(x0 + width), all = x0..<(x0 + width)
        for s in lit {
            switch s {
            case "a": box(all, top..<(top + t))
            case "b": box(r, top..<mid)
            case "c": box(r, mid..<bottom)
            case "d": box(all, (bottom - t)..<bottom)
            case "e": box(l, mid..<bottom)
            case "f": box(l, top..<mid)
            default: box(all, (mid - t / 2)..<(mid - t / 2 + t))
            }
        }
    }

    /// A streak in columns `xs` from the strip's top to its bottom, a 9 from column `nine` whose foot runs
    /// left into the streak, and a 3 from column 52.
    func scene(streak xs: Range<Int> = 0..<4, nine: Int = 20, nineSegments: String = "abcdfg") -> [UInt8] {
        var m = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h { for x in xs { m[y * w + x] = 1 } }
        digit(&m, nineSegments, x0: nine)
        for y in (band.upperBound - t)..<band.upperBound { for x in xs.upperBound..<max(xs.upperBound, nine) { m[y * w + x] = 1 } }
        digit(&m, "abcdg", x0: 52)
        return m
    }

    func testANineJoinedToAStreakIsPutBack() {
        let raw = scene()
        var mask = raw
        let cut = InkCleaner.clean(&mask, width: w, height: h)
        // The cleaner drops the 9 with the streak (cut by the left side, as tall as the strip).
        XCTAssertEqual(count(mask, 0..<50, 0..<h), 0)
        XCTAssertEqual(cut, [PixelRect(x: 0, y: 0, width: 42, height: h)])
        let back = InkCleaner.sideStreak(&mask, raw: raw, width: w, height: h, band: band)
        XCTAssertEqual(back, cut)
        // The 9 beyond the gap is back, the streak and the foot's run across the gap are not.
        XCTAssertEqual(count(mask, 20..<42, 0..<h), count(raw, 20..<42, 0..<h))
        XCTAssertEqual(count(mask, 0..<20, 0..<h), 0)
        XCTAssertEqual(count(mask, 52..<74, 0..<h), count(raw, 52..<74, 0..<h))
    }

    func testAStreakOnTheRightSideIsPutBackToo() {
        let left = scene()
        var raw = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<w { raw[y * w + (w - 1 - x)] = left[y * w + x] } }
        var mask = raw
        InkCleaner.clean(&mask, width: w, height: h)
        XCTAssertEqual(InkCleaner.sideStreak(&mask, raw: raw, width: w, height: h, band: band).count, 1)
        XCTAssertEqual(count(mask, (w - 42)..<(w - 20), 0..<h), count(raw, (w - 42)..<(w - 20), 0..<h))
        XCTAssertEqual(count(mask, (w - 20)..<w, 0..<h), 0)
    }

    func testAStreakAgainstTheDigitStaysOut() {
        // One column between the streak and the 9's left-hand strokes: the streak may hide some of them.
        let raw = scene(nine: 5)
        var mask = raw
        InkCleaner.clean(&mask, width: w, height: h)
        XCTAssertTrue(InkCleaner.sideStreak(&mask, raw: raw, width: w, height: h, band: band).isEmpty)
        XCTAssertEqual(count(mask, 0..<50, 0..<h), 0)
    }

    func testAStreakOverTheLeftHandStrokesStaysOut() {
        // The streak covers the 9's f: what is left beyond it (bars, then the right-hand strokes) is a 3's
        // shape, and the bars crossing the streak's edge are no gap.
        let raw = scene(streak: 0..<9, nine: 4)
        var mask = raw
        InkCleaner.clean(&mask, width: w, height: h)
        XCTAssertTrue(InkCleaner.sideStreak(&mask, raw: raw, width: w, height: h, band: band).isEmpty)
        XCTAssertEqual(count(mask, 0..<50, 0..<h), 0)
        // With thin bars the gap opens, but what is left beyond it is the right-hand stroke alone.
        var thin = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<9 { thin[y * w + x] = 1 } }
        for y in band { for x in 21..<26 { thin[y * w + x] = 1 } }
        for y in [band.lowerBound, band.lowerBound + 1, band.upperBound - 2, band.upperBound - 1] { for x in 9..<26 { thin[y * w + x] = 1 } }
        digit(&thin, "abcdg", x0: 52)
        var thinMask = thin
        InkCleaner.clean(&thinMask, width: w, height: h)
        XCTAssertEqual(count(thinMask, 0..<50, 0..<h), 0)
        XCTAssertTrue(InkCleaner.sideStreak(&thinMask, raw: thin, width: w, height: h, band: band).isEmpty)
    }

    func testADigitTheBorderCutWithinTheRowStaysOut() {
        // A tight strip: a 1 at the left border, joined to the 9 by a bar, spans the row of digits only.
        let w = 80, h = 46, band = 2..<44
        var raw = [UInt8](repeating: 0, count: w * h)
        for y in band { for x in 0..<5 { raw[y * w + x] = 1 } }
        digit(&raw, "abcdfg", x0: 20, band: band, w: w)
        for y in (band.upperBound - t)..<band.upperBound { for x in 5..<20 { raw[y * w + x] = 1 } }
        digit(&raw, "abcdg", x0: 52, band: band, w: w)
        var mask = raw
        InkCleaner.clean(&mask, width: w, height: h)
        XCTAssertEqual(count(mask, 0..<50, 0..<h, width: w), 0)
        XCTAssertTrue(InkCleaner.sideStreak(&mask, raw: raw, width: w, height: h, band: band).isEmpty)
        XCTAssertEqual(count(mask, 0..<50, 0..<h, width: w), 0)
    }
}
