import XCTest
@testable import SevenSegment

/// A light panel with dark digits whose last digit is pressed against the dark bezel along the crop's
/// right side (`SevenSegmentReader+BezelInnerEdge`, `GrayImage+BezelInnerEdge`).
final class BezelInnerEdgeTests: XCTestCase {
    func pressed(_ text: String, bezel: Int = 12, leftGap: Int = 6, rightGap: Int = 0, notch: Int = 5) -> GrayImage {
        BezelledPanel.pressed(text, bezel: bezel, leftGap: leftGap, rightGap: rightGap, notch: notch)
    }

    func layout() -> DisplayLayout { .wholeCrop() }

    func testADigitPressedAgainstTheBezelReadsWithTheBezelPaintedToItsInnerEdge() {
        for text in ["68", "98", "108"] {
            let img = pressed(text)
            XCTAssertEqual(SevenSegmentReader().readToBezelEdge(img, layout: layout())?.text, text)
            let whole = SevenSegmentReader().read(img, layout: layout(), quad: nil)
            XCTAssertEqual(whole.text, text)
            XCTAssertTrue(whole.isComplete)
            // Without the rule the 8's right bars go with the bezel: nothing reads.
            var off = SevenSegmentReader()
            off.options.readsToBezelEdge = false
            XCTAssertNil(off.readToBezelEdge(img, layout: layout()))
            let without = off.read(img, layout: layout(), quad: nil)
            XCTAssertFalse(without.isComplete && without.text == text, "\(text) read \(without.text) without the rule")
        }
    }

    func testTheBezelIsPaintedOnlyUpToItsInnerEdge() {
        let img = pressed("68")
        guard let painted = img.sideBezelsFilledToInnerEdge(fill: 235) else { return XCTFail("no bezel reaching past its edge") }
        // The bezel's columns painted, the 8's right bars (the 7 columns left of the right bezel) kept.
        XCTAssertEqual(painted[2, 40], 235)
        XCTAssertEqual(painted[img.width - 3, 40], 235)
        XCTAssertEqual(painted[img.width - 12 - 3, 20], 20)
    }

    func testBezelStandingFreeOfTheDigitsIsNoNewLook() {
        // Every digit stands clear of both bezels: the whole bezel painted over is the tight crop's look already.
        XCTAssertNil(pressed("68", rightGap: 6).sideBezelsFilledToInnerEdge(fill: 235))
    }

    func testEveryDigitAnEightIsNotRead() {
        XCTAssertNil(SevenSegmentReader().readToBezelEdge(pressed("88"), layout: layout()))
    }

    /// Read plain (padded with the panel's level), a bare side bezel standing free beside a leading 7
    /// passed for a 1: 72 read as 172, 77 as 177. The plain reading stands only where the panel read with
    /// its bezel painted over agrees.
    func testABareBezelBesideALeadingSevenIsNoOne() {
        for text in ["72", "77", "27"] {
            for gap in [4, 8] {
                let img = pressed(text, leftGap: gap, rightGap: gap, notch: 0)
                let tight = SevenSegmentReader().readTightCrop(img, layout: layout())
                XCTAssertTrue(tight == nil || tight?.text == text, "\(text) read \(tight?.text ?? "")")
                let whole = SevenSegmentReader().read(img, layout: layout(), quad: nil)
                XCTAssertFalse(whole.isComplete && whole.text != text, "\(text) read \(whole.text)")
            }
        }
    }
}
