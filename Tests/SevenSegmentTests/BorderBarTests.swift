import XCTest
@testable import SevenSegment

/// A digit's top bar alone at the crop's top border, left out of the band (`BorderBar`).
final class BorderBarTests: XCTestCase {
    let texts = ["77", "74", "47", "71", "17"]

    /// Each wrong complete reading of `texts` on panels with 0 or 2 rows above the digits.
    func misreads(_ reader: SevenSegmentReader, bezel: Int = 12, quad: Bool = false) -> [String] {
        var out: [String] = []
        for pad in [0, 2] {
            for text in texts {
                for gap in [4] {
                    let img = BezelledPanel.pressed(text, bezel: bezel, leftGap: gap, rightGap: gap, notch: 0, pad: pad)
                    let q = quad ? Quad(Rect(x: 0, y: 0, width: Double(img.width), height: Double(img.height))) : nil
                    let r = reader.read(img, layout: .wholeCrop(), quad: q)
                    if r.isComplete && r.text != text { out.append("\(text) read \(r.text) (pad \(pad), gap \(gap))") }
                }
            }
        }
        return out
    }

    /// Without the top bar a 7 reads as 1 (77 as 11, 74 as 14, 47 as 41): with no quad on a bezelled
    /// panel or a bare crop, and with the crop given as the display's quad.
    func testATopBarAtTheCropsBorderIsNoOne() {
        var off = SevenSegmentReader()
        off.options.doubtsBorderBars = false
        for (bezel, quad) in [(12, false), (0, false), (0, true)] {
            XCTAssertEqual(misreads(SevenSegmentReader(), bezel: bezel, quad: quad), [], "bezel \(bezel), quad \(quad)")
            XCTAssertFalse(misreads(off, bezel: bezel, quad: quad).isEmpty, "bezel \(bezel), quad \(quad): no misread without the rule")
        }
    }

    /// The whole reader still finds the 7s with no quad, and a given crop with a row or two above the
    /// digits still reads them.
    func testSevensStillRead() {
        for text in ["77", "74"] {
            for pad in [1, 2] {
                for bezel in [12, 0] {
                    let img = BezelledPanel.pressed(text, bezel: bezel, leftGap: 4, rightGap: 4, notch: 0, pad: pad)
                    let r = SevenSegmentReader().read(img, layout: .wholeCrop(), quad: nil)
                    XCTAssertTrue(r.isComplete && r.text == text, "\(text) read \(r.text), pad \(pad), bezel \(bezel)")
                }
                let img = BezelledPanel.pressed(text, bezel: 0, leftGap: 4, rightGap: 4, notch: 0, pad: pad)
                let q = Quad(Rect(x: 0, y: 0, width: Double(img.width), height: Double(img.height)))
                let r = SevenSegmentReader().read(img, layout: .wholeCrop(), quad: q)
                XCTAssertTrue(r.isComplete && r.text == text, "\(text) read \(r.text) in its quad, pad \(pad)")
            }
        }
    }

    /// Digits with a top bar of their own lose nothing to a bar at the border.
    func testDigitsWithTheirTopBarStillRead() {
        for text in ["20", "35", "60", "98"] {
            for bezel in [12, 0] {
                let img = BezelledPanel.pressed(text, bezel: bezel, leftGap: 4, rightGap: 4, notch: 0, pad: 0)
                let r = SevenSegmentReader().read(img, layout: .wholeCrop(), quad: nil)
                XCTAssertTrue(r.isComplete && r.text == text, "\(text) read \(r.text), bezel \(bezel)")
            }
        }
    }
}
