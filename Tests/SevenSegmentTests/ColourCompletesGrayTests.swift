import XCTest
@testable import SevenSegment

/// A lit red segment dim in gray, completed by the colour look in its own cells
/// (`SevenSegmentReader+ColourCompletesGray`): the ammeter's 40 whose 4's middle bar is pure red, a third
/// of white in gray.
final class ColourCompletesGrayTests: XCTestCase {
    /// A red LED `text` on a floating-point layout (`RedLEDFrame`), with the first digit's segments `dim`
    /// drawn at the panel's level in the gray frame only (still red on the chroma plane).
    func led(_ text: String, dim: [Segments]) -> (GrayImage, Quad, DisplayLayout) {
        var (img, quad, layout) = RedLEDFrame.make(gray: text, colour: text, glow: 40, floatingPoint: true)
        // The first digit's boxes as `SyntheticDisplay` draws them (margin 12, 22 x 40, stroke 5, gap 1), 40 pixels in.
        let left = 40 + 12, top = 40 + 12, w = 22, h = 40, t = 5, cy = top + h / 2
        for s in dim {
            let box: (Int, Int, Int, Int)
            switch s {
            case .g: box = (left + t + 1, cy - 3, left + w - t - 1, cy + 3)
            case .b: box = (left + w - t, top + t + 1, left + w, cy - 3)
            default: continue
            }
            for y in box.1..<box.3 { for x in box.0..<box.2 { img[x, y] = 15 } }
        }
        return (img, quad, layout)
    }

    /// The gray look's reading with its one line's cells moved `shift` pixels left and left unnamed, as
    /// glare before the first digit moves them on the ammeter: the colour look's first guards refuse it.
    func glared(_ gray: DisplayReading, colour: DisplayReading, shift: Int) -> DisplayReading {
        var out = gray
        let chars = colour.lines[0].characters.map { c in
            CharacterReading(character: "_", confidence: 0.5, segments: [.b, .c],
                             cell: c.cell.map { PixelRect(x: $0.x - shift, y: $0.y, width: $0.width + shift, height: $0.height) })
        }
        out.lines[0] = LineReading(field: .value, text: String(repeating: "_", count: chars.count), characters: chars,
                                   issues: [.unknownPattern(position: 0)])
        return out
    }

    func read(_ text: String, dim: [Segments], completes: Bool) throws -> String? {
        let (img, quad, layout) = led(text, dim: dim)
        let grayOnly = SevenSegmentReader.grayOnly
        var reader = SevenSegmentReader()
        reader.options.colourCompletesUnnamedGray = completes
        let display = try XCTUnwrap(DisplayLocator(margin: reader.options.quadMargin).refine(quad, in: img)).quad
        let gray = grayOnly.read(img, layout: layout, quad: quad)
        let seen = reader.read(img.colourLook(try XCTUnwrap(img.chromaImage)), layout: layout, quad: quad)
        XCTAssertEqual(seen.text, text)
        return reader.readColourLook(img, layout: layout, display: display, gray: glared(gray, colour: seen, shift: 12))?.text
    }

    /// 40 whose 4's middle bar is dark in gray: in its own cells the gray frame shows `bcf`, no character,
    /// and the colour look's 40 stands with the rule on, not with it off.
    func testAnUnnamedGrayCharacterOneSegmentShortIsCompleted() throws {
        XCTAssertEqual(try read("40", dim: [.g], completes: true), "40")
        XCTAssertNil(try read("40", dim: [.g], completes: false))
    }

    /// Two segments short (the 4's middle bar and right upper stroke dark in gray: `cf`) is more than the
    /// colour look may add: refused.
    func testTwoSegmentsShortIsRefused() throws {
        XCTAssertNil(try read("40", dim: [.g, .b], completes: true))
    }
}
