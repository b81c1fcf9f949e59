import XCTest
@testable import SevenSegment

/// A crop whose unlit segments are speckled (a binarised photo): read once more despeckled two ways,
/// taken where both agree and the plain reading named no character it contradicts (`readDespeckled`).
final class SpeckleLookTests: XCTestCase {
    /// Light digits "47" on a dark 185 x 100 crop; the unlit segments listed in `speckled` carry a
    /// checkerboard of single light pixels over half their area.
    func crop(_ text: String = "47", speckled: Segments = [.e]) -> GrayImage {
        var img = GrayImage(width: 185, height: 100, fill: 0)
        let w = 44, h = 76, t = 10, spacing = 16
        let x0 = (img.width - (text.count * w + (text.count - 1) * spacing)) / 2, top = (img.height - h) / 2
        let cy = top + h / 2
        for (i, ch) in text.enumerated() {
            let left = x0 + i * (w + spacing)
            let lit = Charset.mask(of: ch) ?? []
            let rects: [(Segments, Int, Int, Int, Int)] = [
                (.a, left + t + 1, top, left + w - t - 1, top + t),
                (.g, left + t + 1, cy - t / 2, left + w - t - 1, cy + t / 2),
                (.d, left + t + 1, top + h - t, left + w - t - 1, top + h),
                (.f, left, top + t + 1, left + t, cy - t / 2 - 1),
                (.b, left + w - t, top + t + 1, left + w, cy - t / 2 - 1),
                (.e, left, cy + t / 2 + 1, left + t, top + h - t - 1),
                (.c, left + w - t, cy + t / 2 + 1, left + w, top + h - t - 1),
            ]
            for (s, rx0, ry0, rx1, ry1) in rects {
                for y in ry0..<ry1 {
                    for x in rx0..<rx1 {
                        if lit.contains(s) { img[x, y] = 255 } else if speckled.contains(s) && (x + y) % 2 == 0 { img[x, y] = 255 }
                    }
                }
            }
        }
        return img
    }

    func testSpeckledUnlitSegmentReadsDespeckled() {
        let img = crop()
        var off = SevenSegmentReader()
        off.options.readsDespeckled = false
        let plain = off.read(img, layout: .wholeCrop(), quad: nil)
        XCTAssertFalse(plain.isComplete, "read without the speckle look: \(plain.text)")
        let r = SevenSegmentReader().read(img, layout: .wholeCrop(), quad: nil)
        XCTAssertTrue(r.isComplete, r.text)
        XCTAssertEqual(r.text, "47")
    }

    func testPlainReadingNamingEveryCharacterIsNotOverruled() {
        let img = crop()
        let reader = SevenSegmentReader()
        func plain(_ s: String) -> DisplayReading {
            let chars = s.map { CharacterReading(character: $0, confidence: 1) }
            return DisplayReading(lines: [LineReading(field: .value, text: s, characters: chars, issues: [.glare])])
        }
        XCTAssertEqual(reader.readDespeckled(img, layout: .wholeCrop(), plain: plain("4_"))?.text, "47")
        // Every character named (refused for another reason): nothing for speckle to explain.
        XCTAssertNil(reader.readDespeckled(img, layout: .wholeCrop(), plain: plain("47")))
        // A named character the despeckled reading contradicts.
        XCTAssertNil(reader.readDespeckled(img, layout: .wholeCrop(), plain: plain("_1")))
    }

    func testOnlyABinarisedFrameIsReadDespeckled() {
        let img = crop()
        XCTAssertTrue(img.isTwoLevel)
        // The same digits on a gray photo's background, its levels spread over half the range.
        var gray = img
        for y in 0..<img.height { for x in 0..<img.width where img[x, y] == 0 { gray[x, y] = UInt8(x * 128 / img.width) } }
        XCTAssertFalse(gray.isTwoLevel)
        let plain = DisplayReading(lines: [LineReading(field: .value, text: "4_", characters: [
            CharacterReading(character: "4", confidence: 1), CharacterReading(character: "_", confidence: 0)], issues: [.glare])])
        XCTAssertNil(SevenSegmentReader().readDespeckled(gray, layout: .wholeCrop(), plain: plain))
    }

    func testFiltersTakeAwaySpecksAndKeepStrokes() {
        var img = GrayImage(width: 20, height: 20, fill: 0)
        img[3, 3] = 255 // a lone speck
        for y in 5..<15 { for x in 10..<14 { img[x, y] = 255 } } // a stroke 4 pixels wide
        for img2 in [img.medianFiltered(radius: 2), img.opened(radius: 1)] {
            XCTAssertEqual(img2[3, 3], 0)
            XCTAssertEqual(img2[12, 10], 255)
        }
    }
}
