import XCTest
@testable import SevenSegment

/// A whole frame read with no quad whose polarity the light share misjudges: it is read in both
/// polarities and judged by what decodes (`SevenSegmentReader+Polarity`).
final class PolarityByReadingTests: XCTestCase {
    func layout(_ polarity: Polarity) -> DisplayLayout { .wholeCrop(polarity) }

    /// Dark digits on a light panel between broad dark bezel edges above and below: the dark pixels
    /// (bezel and digits) are about half, so the light share says the light panel is the ink.
    func panelInBezel(_ text: String) -> GrayImage {
        var d = SyntheticDisplay(text: text)
        d.ink = 20; d.background = 235; d.margin = 14
        d.digitHeight = 60; d.digitWidth = 32; d.thickness = 7; d.spacing = 10
        let panel = d.render()
        return panel.padded(x: 0, y: 30, fill: 20)
    }

    func testDarkDigitsOnAPanelInADarkBezelReadByWhatDecodes() {
        let img = panelInBezel("347")
        let whole = Quad(Rect(x: 0, y: 0, width: Double(img.width), height: Double(img.height)))
        // The light share picks the wrong side here: the plain view does not read.
        let plain = SevenSegmentReader().read(img, layout: layout(.lightOnDark), display: whole)
        XCTAssertFalse(plain.isComplete, "plain view read \(plain.text)")
        let judged = SevenSegmentReader().readEitherPolarity(img, layout: layout(.lightOnDark), display: whole)
        XCTAssertEqual(judged?.text, "347")
        XCTAssertEqual(SevenSegmentReader().read(img, layout: layout(.lightOnDark), quad: nil).text, "347")
    }

    func testTheJudgedPolarityIsTheSameWhateverTheLayoutSays() {
        let img = panelInBezel("185")
        let whole = Quad(Rect(x: 0, y: 0, width: Double(img.width), height: Double(img.height)))
        for polarity in Polarity.allCases {
            XCTAssertEqual(SevenSegmentReader().readEitherPolarity(img, layout: layout(polarity), display: whole)?.text, "185")
        }
    }

    func testNothingIsJudgedWhenThePolarityIsFixed() {
        let img = panelInBezel("347")
        let whole = Quad(Rect(x: 0, y: 0, width: Double(img.width), height: Double(img.height)))
        var fixed = SevenSegmentReader()
        fixed.options.fixedPolarity = true
        XCTAssertNil(fixed.readEitherPolarity(img, layout: layout(.lightOnDark), display: whole))
    }

    /// A crop 100 pixels wide whose frame sides sit 5 pixels in; ink (dark) fills columns `inkColumns`
    /// in `rows` (the characters' rows are 5..<35).
    func crop(inkColumns: Range<Int>, rows: Range<Int> = 5..<20) -> GrayImage {
        var img = GrayImage(width: 100, height: 40, fill: 230)
        for y in rows { for x in inkColumns { img[x, y] = 20 } }
        return img
    }

    func reading(cells: [PixelRect]) -> DisplayReading {
        let chars = cells.map { CharacterReading(character: "8", confidence: 1, cell: $0) }
        var r = DisplayReading()
        r.lines = [LineReading(field: .value, text: String(repeating: "8", count: chars.count), characters: chars)]
        return r
    }

    func testInkAtTheFrameSideFarFromTheLastCharacterIsUnexplained() {
        // A digit cut by the right side, dropped with the bezel: the last character ends half the crop away.
        let r = reading(cells: [PixelRect(x: 10, y: 5, width: 20, height: 30), PixelRect(x: 35, y: 5, width: 20, height: 30)])
        XCTAssertTrue(SevenSegmentReader.unexplainedSideInk(r, crop: crop(inkColumns: 90..<95), side: 5, lightInk: false))
        // No ink at the side: nothing is missing.
        XCTAssertFalse(SevenSegmentReader.unexplainedSideInk(r, crop: crop(inkColumns: 40..<45), side: 5, lightInk: false))
        // A bezel along the side: a digit cut by the crop would merge with it.
        XCTAssertTrue(SevenSegmentReader.unexplainedSideInk(r, crop: crop(inkColumns: 90..<100, rows: 0..<40), side: 5, lightInk: false))
    }

    func testInkAtTheFrameSideInsideTheLastCharacterIsExplained() {
        // Digits touching the crop's right side: their own ink stands there.
        let r = reading(cells: [PixelRect(x: 50, y: 5, width: 20, height: 30), PixelRect(x: 74, y: 5, width: 20, height: 30)])
        XCTAssertFalse(SevenSegmentReader.unexplainedSideInk(r, crop: crop(inkColumns: 90..<95), side: 5, lightInk: false))
    }

    /// A complete reading whose least sure character has `confidence`.
    func complete(_ text: String, confidence: Double) -> DisplayReading {
        let chars = text.map { CharacterReading(character: $0, confidence: confidence) }
        var r = DisplayReading()
        r.lines = [LineReading(field: .value, text: text, characters: chars)]
        return r
    }

    func testALessSureReadingStandsWhereTheOtherPolarityNamesNothing() {
        let floor = ReaderOptions().minimumConfidence
        let lessSure = complete("59", confidence: 0.64)
        // The other view shows nothing it could name (no character, or only unresolved ones).
        XCTAssertEqual(SevenSegmentReader.judged([(lessSure, true), (nil, false)], floor: floor)?.text, "59")
        XCTAssertEqual(SevenSegmentReader.judged([(nil, false), (lessSure, true)], floor: floor)?.text, "59")
        // The other view names a character too, however incomplete: the polarity is a guess.
        XCTAssertNil(SevenSegmentReader.judged([(lessSure, true), (nil, true)], floor: floor))
        // Below the reader's own floor nothing stands.
        XCTAssertNil(SevenSegmentReader.judged([(complete("59", confidence: 0.5), true), (nil, false)], floor: floor))
    }

    func testSureReadingsAreJudgedAsBefore() {
        let floor = ReaderOptions().minimumConfidence
        let sure = complete("347", confidence: 0.9)
        XCTAssertEqual(SevenSegmentReader.judged([(sure, true), (nil, true)], floor: floor)?.text, "347")
        XCTAssertEqual(SevenSegmentReader.judged([(sure, true), (complete("347", confidence: 0.8), true)], floor: floor)?.text, "347")
        // Both polarities read completely and differently: nothing is read.
        XCTAssertNil(SevenSegmentReader.judged([(sure, true), (complete("188", confidence: 0.8), true)], floor: floor))
        // A sure reading wins over a less sure one of the other polarity.
        XCTAssertEqual(SevenSegmentReader.judged([(complete("86", confidence: 0.65), true), (sure, true)], floor: floor)?.text, "347")
    }
}
