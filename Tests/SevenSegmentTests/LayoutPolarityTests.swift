import XCTest
@testable import SevenSegment

/// The look of a given display in its layout's polarity (`SevenSegmentReader.readInLayoutPolarity`): a lit
/// LED washed out in the photo (light pixels the majority inside the box) is read as light on dark, as laid
/// out, where nothing else read it. No synthetic picture was found that the splitter flips as it flipped
/// panel-timer's washed-out photos (00.17, 00.32: the gate holds those), so these tests hold the look's
/// contract: it reads a lit display in its layout's polarity, and never runs for an LCD or when switched off.
final class LayoutPolarityTests: XCTestCase {
    private func led(_ text: String) -> (GrayImage, DisplayLayout, Quad) {
        var d = SyntheticDisplay(text: text)
        d.ink = 255; d.background = 40
        let img = d.render()
        let layout = SyntheticDisplay.layout(digits: 4, polarity: .lightOnDark, floatingPoint: false,
                                             aspect: Double(img.width) / Double(img.height))
        return (img, layout, Quad(Rect(x: 0, y: 0, width: Double(img.width), height: Double(img.height))))
    }

    func testALitDisplayReadsInItsLayoutPolarity() throws {
        let (img, layout, quad) = led("4817")
        let r = try XCTUnwrap(SevenSegmentReader().readInLayoutPolarity(img, layout: layout, display: quad))
        XCTAssertTrue(r.isComplete)
        XCTAssertEqual(r.text, "4817")
    }

    func testNeverForADarkOnLightLayoutNorWhenSwitchedOff() {
        var d = SyntheticDisplay(text: "4817")
        d.ink = 30; d.background = 200
        let lcd = d.render()
        let lcdLayout = SyntheticDisplay.layout(digits: 4, polarity: .darkOnLight, floatingPoint: false,
                                                aspect: Double(lcd.width) / Double(lcd.height))
        let lcdQuad = Quad(Rect(x: 0, y: 0, width: Double(lcd.width), height: Double(lcd.height)))
        // The LCD reads as given, so only the layout's polarity keeps the look away.
        XCTAssertTrue(SevenSegmentReader().read(lcd, layout: lcdLayout, quad: lcdQuad).isComplete)
        XCTAssertNil(SevenSegmentReader().readInLayoutPolarity(lcd, layout: lcdLayout, display: lcdQuad))
        let (img, layout, quad) = led("4817")
        var off = SevenSegmentReader()
        off.options.readsLayoutPolarity = false
        XCTAssertNil(off.readInLayoutPolarity(img, layout: layout, display: quad))
    }
}
