import XCTest
@testable import SevenSegment

/// A leading 1 tight against a 3 whose bars run into its right stroke (`DigitSegmenter+BarsAfterOne`):
/// blood-pressure crops showing 135 and 134 read nothing, the 1 and the 3 one run of columns.
final class BarsAfterOneTests: XCTestCase {
    /// 135 drawn light on dark as on the binarised crops (185 x 100): segments joined, the 3's bars across
    /// its whole width, the 1's stroke 2 columns before them (a gap the segmenter bridges), the 5 a
    /// digit's spacing after the 3.
    func crop135() -> GrayImage {
        var img = GrayImage(width: 185, height: 100, fill: 15)
        func paint(_ x0: Int, _ x1: Int, _ y0: Int, _ y1: Int) {
            for y in y0...y1 { for x in x0...x1 { img[x, y] = 235 } }
        }
        let t = 8, w = 26, top = 18, bottom = 81, mid = 50
        var x = 40
        paint(x, x + t - 1, top, mid - 2); paint(x, x + t - 1, mid + 2, bottom)   // 1
        x += t + 2
        paint(x, x + w - 1, top, top + t - 1); paint(x, x + w - 1, mid - t / 2, mid + t / 2 - 1)
        paint(x, x + w - 1, bottom - t + 1, bottom); paint(x + w - t, x + w - 1, top, bottom)   // 3
        x += w + 10
        paint(x, x + w - 1, top, top + t - 1); paint(x, x + t - 1, top, mid); paint(x, x + w - 1, mid - t / 2, mid + t / 2 - 1)
        paint(x + w - t, x + w - 1, mid, bottom); paint(x, x + w - 1, bottom - t + 1, bottom)   // 5
        return img
    }

    func testAOneTightAgainstAThreeIsCutOff() {
        let img = crop135()
        let on = SevenSegmentReader().read(img, layout: .wholeCrop(), quad: nil)
        XCTAssertEqual(on.text, "135")
        XCTAssertTrue(on.isComplete)
        // Without the rule the 1 and the 3 make one wide cell, read as an 8.
        var reader = SevenSegmentReader()
        reader.options.cutsOneBeforeBars = false
        let off = reader.read(img, layout: .wholeCrop(), quad: nil)
        XCTAssertNotEqual(off.text, "135")
    }

    /// The same crop cut inside its bare side margins (`readInsideSideMargins`): the 1 stands at the cut
    /// frame's left side, where a piece reaching the border is taken for a bezel edge and the joined 1 is not
    /// cut, so the 1 and the 3 make one cell, an 8. With the sides known to be bare (`sidesAreBare`), the
    /// 1 is cut off there too.
    func testAOneAtTheSideOfAFrameCutInsideItsMarginsIsCutOff() {
        let img = crop135()
        guard let m = SevenSegmentReader.sideMargins(img) else { return XCTFail("no margins") }
        let inner = img.crop(PixelRect(x: m.x0, y: 0, width: m.x1 - m.x0, height: img.height))
        var bare = SevenSegmentReader()
        bare.options.cutsSideMargins = false
        bare.options.sidesAreBare = true
        let read = bare.read(inner, layout: .wholeCrop(), quad: nil)
        XCTAssertEqual(read.text, "135")
        var plain = bare
        plain.options.sidesAreBare = false
        XCTAssertEqual(plain.read(inner, layout: .wholeCrop(), quad: nil).text, "85")
    }

    /// Column profiles (band 40 rows, bars 4 thick), as `JoinedOneTests.testJoinedOneCut`: a stroke
    /// (columns 1-4), faint columns, an empty one (9), then a digit beginning with bars alone.
    func profile(barsInto stroke: Bool) -> (DigitSegmenter.ColumnProfile, DigitSegmenter.Run) {
        var proj = [0, 30, 36, 36, 28, 6, 5, 4, 3, 1]
        proj += [12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, stroke ? 12 : 0, 30, 30, 0]
        let top = proj.map { $0 > 0 ? 2 : Int.max }, bottom = proj.map { $0 > 0 ? 38 : Int.min }
        let p = DigitSegmenter.ColumnProfile(proj: proj, colTop: top, colBottom: bottom, off: 0, active: 1, low: 29, stroke: 4)
        return (p, DigitSegmenter.Run(x0: 1, x1: 31, top: 2, bottom: 38, mass: proj.reduce(0, +)))
    }

    func testBarsRunningIntoTheRightStrokeAreCut() {
        let (p, run) = profile(barsInto: true)
        let cut = DigitSegmenter().joinedOne(run, profile: p, hd: 40, bar: 4, digitWidth: 22)
        XCTAssertEqual(cut?.0.x1, 4)
        XCTAssertEqual(cut?.1.x0, 10)
        var off = DigitSegmenter()
        off.cutsOneBeforeBars = false
        XCTAssertNil(off.joinedOne(run, profile: p, hd: 40, bar: 4, digitWidth: 22))
        // Not on a run with a digit before it: there an 8 whose gap closed on one side looks the same.
        XCTAssertNil(DigitSegmenter().joinedOne(run, profile: p, hd: 40, bar: 4, digitWidth: 22, leading: false))
    }

    /// An 8 whose segments stand apart, its left stroke taken for the 1: its bars stand apart from its
    /// right stroke too, and it is not cut.
    func testAnEightsRightPartIsNotCut() {
        let (p, run) = profile(barsInto: false)
        XCTAssertNil(DigitSegmenter().joinedOne(run, profile: p, hd: 40, bar: 4, digitWidth: 22))
        XCTAssertFalse(DigitSegmenter().barsRunIntoStroke(DigitSegmenter.Run(x0: 10, x1: 31, top: 2, bottom: 38, mass: 0),
                                                          profile: p, hd: 40, bar: 4, empty: 2))
    }
}
