import XCTest
@testable import SevenSegment

/// A light panel with dark digits whose dark bezel stands along the crop's sides, with pieces of the
/// bezel's rim along the crop's top and bottom edges that join no side piece
/// (`SevenSegmentReader+ClosedBezel`).
final class ClosedBezelTests: XCTestCase {
    static let segments: [Character: String] = ["0": "abcdef", "1": "bc", "2": "abged", "5": "afgcd", "7": "abc", "8": "abcdefg"]

    /// Dark digits (20) on a light panel (235) filling the frame's height, dark bezels 10 pixels wide
    /// along its left and right sides, and (`rim` rows tall) a dark piece along the top edge at the left
    /// and one along the bottom edge further right, neither touching a side.
    func panel(_ text: String, rim: Int) -> GrayImage {
        let w = 10 + 6 + text.count * 30 + (text.count - 1) * 10 + 6 + 10, h = 64
        var img = GrayImage(width: w, height: h, fill: 235)
        func fill(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
            for y in y0..<y1 { for x in x0..<x1 { img[x, y] = 20 } }
        }
        fill(0, 0, 10, h)
        fill(w - 10, 0, w, h)
        for (k, ch) in text.enumerated() {
            let l = 16 + k * 40
            let rects: [Character: (Int, Int, Int, Int)] = [
                "a": (l + 8, 4, l + 22, 11), "g": (l + 8, 29, l + 22, 36), "d": (l + 8, 53, l + 22, 60),
                "f": (l, 12, l + 7, 28), "b": (l + 23, 12, l + 30, 28), "e": (l, 37, l + 7, 52), "c": (l + 23, 37, l + 30, 52)]
            for s in Self.segments[ch] ?? "" { let r = rects[s]!; fill(r.0, r.1, r.2, r.3) }
        }
        if rim > 0 {
            fill(12, 0, 40, rim)
            fill(70, h - rim, 95, h)
        }
        return img
    }

    func testAPanelInsideItsBezelIsNeverMisreadAndTheSwitchTurnsItOff() {
        for text in ["108", "125", "207"] {
            let img = panel(text, rim: 5)
            // This synthetic font is not read by the tight crop's look at all (the rule's gain is measured on
            // bp-monitor-crops, whose gate row holds it): what is checked here is that it never misreads,
            // and that the switch turns it off.
            if let r = SevenSegmentReader().readBezelClosed(img, layout: .wholeCrop()) {
                XCTAssertEqual(r.text, text)
                // The quad is in the frame's pixels (the dark padding taken off): it takes in the whole frame.
                XCTAssertLessThanOrEqual(r.quad?.topLeft.x ?? 1, 0)
                XCTAssertGreaterThanOrEqual(r.quad?.bottomRight.x ?? 0, Double(img.width))
            }
            var off = SevenSegmentReader()
            off.options.closesBezel = false
            XCTAssertNil(off.readBezelClosed(img, layout: .wholeCrop()))
        }
    }

    func testWithoutSideBezelThereIsNoClosedLook() {
        var img = panel("108", rim: 0)
        for y in 0..<img.height { for x in 0..<10 { img[x, y] = 235; img[img.width - 1 - x, y] = 235 } }
        XCTAssertNil(SevenSegmentReader().readBezelClosed(img, layout: .wholeCrop()))
    }

    func testEveryDigitAnEightIsNotReadOnAClosedPanel() {
        XCTAssertNil(SevenSegmentReader().readBezelClosed(panel("888", rim: 5), layout: .wholeCrop()))
    }
    /// The tight crop's own font (`SyntheticDisplay`, dark on light) on a light panel: dark bezels 10
    /// pixels wide along both sides from row 4 down (the panel's light rim above them, so no side column
    /// is bare dark and the side-margin look cannot cut them off), 6 pixels of panel between them and
    /// the digits, 4 above and below the digits, and `rim` rows of the bezel's rim along the top edge
    /// (from 8 pixels right of the left bezel) and the bottom edge (from the middle), 24 pixels long.
    func fontPanel(_ text: String, rim: Int) -> GrayImage {
        var d = SyntheticDisplay(text: text)
        d.margin = 0; d.ink = 20; d.background = 235
        d.digitHeight = 60; d.digitWidth = 32; d.thickness = 7; d.spacing = 10
        let digits = d.render()
        let bezel = 10, gap = 6, pad = 4
        let w = bezel + gap + digits.width + gap + bezel, h = digits.height + 2 * pad
        var img = GrayImage(width: w, height: h, fill: 235)
        for y in 0..<digits.height { for x in 0..<digits.width { img[bezel + gap + x, pad + y] = digits[x, y] } }
        for y in 4..<h { for x in 0..<bezel { img[x, y] = 20; img[w - 1 - x, y] = 20 } }
        for y in 0..<rim { for x in (bezel + 8)..<(bezel + 32) { img[x, y] = 20 } }
        for y in (h - rim)..<h { for x in (w / 2)..<(w / 2 + 24) { img[x, y] = 20 } }
        return img
    }

    func testAPanelWithRimBitsReadsOnlyWithItsBezelClosed() {
        for text in ["125", "207"] {
            for rim in [2, 3] {
                let img = fontPanel(text, rim: rim)
                // The tight crop's look alone reads nothing (the rim's bits stand above and below the digits).
                XCTAssertNil(SevenSegmentReader().readTightCrop(img, layout: .wholeCrop()), "\(text) rim \(rim)")
                XCTAssertEqual(SevenSegmentReader().readBezelClosed(img, layout: .wholeCrop())?.text, text, "rim \(rim)")
                let whole = SevenSegmentReader().read(img, layout: .wholeCrop(), quad: nil)
                XCTAssertEqual(whole.text, text)
                XCTAssertTrue(whole.isComplete)
                var off = SevenSegmentReader()
                off.options.closesBezel = false
                let without = off.read(img, layout: .wholeCrop(), quad: nil)
                XCTAssertFalse(without.isComplete, "\(text) rim \(rim) read \(without.text) with the bezel left open")
            }
        }
    }
}
