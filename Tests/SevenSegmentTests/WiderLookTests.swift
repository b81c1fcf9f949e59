import XCTest
@testable import SevenSegment

/// A found display whose box cut a character off is not read (`SevenSegmentReader.checkedAtBorder`), and
/// the row's variants reaching past a right-aligned line's row must not show more of it (`holdsMore`).
final class WiderLookTests: XCTestCase {
    /// A lit LED row on a dark panel with no window around it: what the locator finds is the digits' box.
    private func ledRow(_ text: String) -> (SyntheticDisplay, GrayImage) {
        var d = SyntheticDisplay(text: text)
        d.ink = 235; d.background = 12; d.margin = 40
        d.digitHeight = 60; d.digitWidth = 32; d.thickness = 7; d.spacing = 10
        return (d, d.render())
    }

    /// The digits' box with some room above and below, its right side `inside` pixels within the last digit.
    private func box(_ d: SyntheticDisplay, inside: Double) -> Quad {
        let m = Double(d.margin), room = 10.0
        return Quad(Rect(x: m, y: m - room, width: Double(d.width) - 2 * m - inside, height: Double(d.digitHeight) + 2 * room))
    }

    func testABoxThatCutsTheLastDigitIsNotRead() {
        let layout = DisplayLayout.wholeCrop(.lightOnDark)
        let reader = SevenSegmentReader()
        for (text, short) in [("809", "80"), ("605", "60"), ("372", "37")] {
            let (d, img) = ledRow(text)
            // The box's right side a stroke and more inside the last digit (as found around a panel's LED row).
            let found = box(d, inside: 14)
            let stepped = DisplayLocator(margin: -0.03).refine(found, in: img)!.quad
            let r = reader.read(img, layout: layout, display: stepped, margin: -0.03, crossCheck: .relaxed)
            // The premise: stepped inside the box, what is left of the last digit is dropped and the rest reads complete.
            XCTAssertEqual(r.text, short)
            XCTAssertTrue(r.isComplete, r.text)
            let checked = reader.checkedAtBorder(r, image: img, layout: layout, box: found, crossCheck: .relaxed)
            XCTAssertFalse(checked.isComplete, text)
            XCTAssertTrue(checked.lines.first?.issues.contains(.displayCutOff) ?? false, text)
        }
    }

    func testABoxHoldingEveryDigitReadsAsBefore() {
        let (d, img) = ledRow("809")
        let layout = DisplayLayout.wholeCrop(.lightOnDark)
        let reader = SevenSegmentReader()
        let found = box(d, inside: -8)
        let stepped = DisplayLocator(margin: -0.03).refine(found, in: img)!.quad
        let r = reader.read(img, layout: layout, display: stepped, margin: -0.03, crossCheck: .relaxed)
        XCTAssertEqual(r.text, "809")
        XCTAssertTrue(reader.checkedAtBorder(r, image: img, layout: layout, box: found, crossCheck: .relaxed).isComplete)
    }

    /// The wider look reading other characters in as many places (`namesOtherwise`): a box whose side cuts
    /// a 7's stroke (what is left reads as a 1: a panel timer's 00.27 read as 00.21, the wider look 00.27).
    func testAWiderLookNamingOtherCharactersLeavesTheLineUnsure() {
        let layout = DisplayLayout.wholeCrop(.lightOnDark)
        let reader = SevenSegmentReader()
        var off = SevenSegmentReader()
        off.options.doubtsOtherWiderReading = false
        var contradicted = 0
        for text in ["27", "827", "407"] {
            let (d, img) = ledRow(text)
            for inside in stride(from: 2.0, through: 16, by: 2) {
                let found = box(d, inside: inside)
                let stepped = DisplayLocator(margin: -0.03).refine(found, in: img)!.quad
                let r = reader.read(img, layout: layout, display: stepped, margin: -0.03, crossCheck: .relaxed)
                guard r.isComplete, r.text != text, r.text.count == text.count else { continue }
                contradicted += 1
                // Read wrong with the same count: the wider look names the 7, and the line is not sure.
                XCTAssertFalse(reader.checkedAtBorder(r, image: img, layout: layout, box: found, crossCheck: .relaxed).isComplete,
                               "\(text) read \(r.text), box \(inside) px inside")
                XCTAssertTrue(off.checkedAtBorder(r, image: img, layout: layout, box: found, crossCheck: .relaxed).isComplete,
                              "with the rule off \(text) stands as \(r.text)")
            }
        }
        XCTAssertGreaterThan(contradicted, 0, "no box read a 7 cut by its side as another character")
        let other = reading("21").lines[0], wider = reading("27").lines[0]
        XCTAssertTrue(SevenSegmentReader.namesOtherwise(wider, than: other))
        XCTAssertFalse(SevenSegmentReader.namesOtherwise(other, than: other))
        XCTAssertFalse(SevenSegmentReader.namesOtherwise(reading("2_").lines[0], than: other), "an unsure wider look")
    }

    private func reading(_ text: String) -> DisplayReading {
        let chars = text.map { CharacterReading(character: $0, confidence: 1, segments: Charset.mask(of: $0) ?? []) }
        return DisplayReading(lines: [LineReading(field: .glucose, text: text, characters: chars)])
    }

    private func layout(rightAligned: Bool) -> DisplayLayout {
        DisplayLayout(aspectRatio: 1.6, lines: [LineLayout(field: .glucose, region: Rect(x: 0, y: 0, width: 1, height: 1),
                                                           digits: 3, floatingPoint: true, rightAligned: rightAligned)])
    }

    func testAWiderRowVariantShowingOneMoreDigitOfARightAlignedLine() {
        XCTAssertTrue(SevenSegmentReader.holdsMore(reading("264"), than: reading("26"), layout: layout(rightAligned: true)))
        XCTAssertFalse(SevenSegmentReader.holdsMore(reading("26.4"), than: reading("264"), layout: layout(rightAligned: true)))
        XCTAssertFalse(SevenSegmentReader.holdsMore(reading("26"), than: reading("26"), layout: layout(rightAligned: true)))
        // A line that is not right-aligned may end in clutter the wider variant takes in.
        XCTAssertFalse(SevenSegmentReader.holdsMore(reading("264"), than: reading("26"), layout: layout(rightAligned: false)))
    }
}
