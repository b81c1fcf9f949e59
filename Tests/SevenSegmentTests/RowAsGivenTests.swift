import XCTest
@testable import SevenSegment

/// A face's row read as a given display (`SevenSegmentReader+RowAsGiven`), and the guard that keeps what the
/// row's own reading named.
final class RowAsGivenTests: XCTestCase {
    let layout = TimerWindowScene.layout
    let scene = TimerWindowScene(text: "21.58")

    var window: Quad { Quad(scene.windowBox) }

    /// The window's box read as a given display: taken where the row's own reading named nothing or the same
    /// characters (a glowing 0 read 8 in gray, segments taken away); refused where it named others (810 read
    /// `8108` in gray and `38` as given).
    func testRowReadAsGivenKeepsWhatTheRowNamed() throws {
        let img = scene.render()
        let reader = SevenSegmentReader()
        let own = DisplayReading(lines: [LineReading(field: .value, text: "__.__", characters: [])])
        XCTAssertEqual(reader.rowAsGiven(img, layout: layout, row: window, own: own)?.text, "21.58")
        let glowing = DisplayReading(lines: [LineReading(field: .value, text: "2_.88", characters: [])])
        XCTAssertEqual(reader.rowAsGiven(img, layout: layout, row: window, own: glowing)?.text, "21.58")
        let other = DisplayReading(lines: [LineReading(field: .value, text: "__.66", characters: [])])
        XCTAssertNil(reader.rowAsGiven(img, layout: layout, row: window, own: other))
    }

    /// A glossy face whose reflections crowd its gray rows (`PanelWindowTests.testAGlossyFacesRowIsFoundOnItsChroma`),
    /// its rows on chroma not looked for: the gray rows read as a given display read 21.58, and nothing without.
    func testCrowdedGrayRowReadsAsGiven() {
        let img = TimerWindowScene.glossyFace("21.58")
        var on = SevenSegmentReader()
        on.options.findsPanelRowsOnChroma = false
        on.options.frameLEDShare = SevenSegmentReader.colouredShare
        var off = on
        off.options.readsPanelRowsAsGiven = false
        let without = off.read(img, layout: layout, quad: nil)
        XCTAssertFalse(without.isComplete && without.text == "21.58", without.text)
        let with = on.read(img, layout: layout, quad: nil)
        XCTAssertEqual(with.text, "21.58")
        XCTAssertTrue(with.isComplete)
    }

    func testKeepsNamed() {
        XCTAssertTrue(SevenSegmentReader.keepsNamed("637", of: "____"))
        XCTAssertTrue(SevenSegmentReader.keepsNamed("637", of: "_637"))
        XCTAssertTrue(SevenSegmentReader.keepsNamed("82", of: "8"))
        // A glowing 0 read 8 in gray: the 0 takes the middle bar away.
        XCTAssertTrue(SevenSegmentReader.keepsNamed("00.41", of: "8__.__"))
        XCTAssertTrue(SevenSegmentReader.keepsNamed("03.19", of: "03.1_"))
        // A reflection stripe read as an 8 before 810; `38` as given keeps neither the 1 nor the 0.
        XCTAssertFalse(SevenSegmentReader.keepsNamed("38", of: "8108"))
        // A 1 is no 7 with a bar taken away: the other way round.
        XCTAssertFalse(SevenSegmentReader.keepsNamed("71", of: "1_1"))
        XCTAssertFalse(SevenSegmentReader.keepsNamed("25", of: "_7"))
        // A 1 named at the end where the row's own reading left the place unresolved (a stripe after 602).
        XCTAssertTrue(SevenSegmentReader.namesEndOne("6021", own: "602_"))
        XCTAssertFalse(SevenSegmentReader.namesEndOne("03.19", own: "03.1_"))
        XCTAssertFalse(SevenSegmentReader.namesEndOne("637", own: "_637"))
    }
}
