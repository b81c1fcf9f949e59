@testable import SevenSegment

/// A synthetic photo of panel meters for `PanelRowTests`: a light wall with dark faces on it, each face
/// (portrait, like a SELEC ammeter's) showing a lit LED number in its upper part and a row of label marks
/// below it, with no window around the number that stands out. The gray frame carries a chroma plane: the
/// lit segments are red (chroma 195), the face and wall neutral.
struct PanelMeterScene {
    struct Face {
        var x: Int, y: Int
        var text: String
        /// Where unlit places glow red in the chroma plane (their chroma), each a place of `text` (" ").
        var ghostChroma: UInt8? = nil
        /// A shadow as dark as the face joined to its left side, widening downwards to the frame's
        /// side and bottom (the face's region is then no face; the face is the rectangle it holds).
        var shadow = false
        /// A lighter bevel of this gray along the face's left side, reaching the first digit.
        var bevel: UInt8? = nil
    }
    var faces: [Face]
    var width = 480, height = 360
    static let faceSize = (width: 150, height: 210)
    static let wall: UInt8 = 190, face: UInt8 = 25

    static var layout: DisplayLayout {
        SyntheticDisplay.layout(digits: 4, polarity: .lightOnDark, floatingPoint: false, aspect: 1.7)
    }

    func render() -> GrayImage {
        var img = GrayImage(width: width, height: height, fill: Self.wall)
        var plane = [UInt8](repeating: 0, count: width * height)
        for f in faces {
            for y in f.y..<(f.y + Self.faceSize.height) { for x in f.x..<(f.x + Self.faceSize.width) { img[x, y] = Self.face } }
            if f.shadow {
                for y in (f.y + 60)..<min(height, f.y + Self.faceSize.height + 40) {
                    let reach = (y - f.y - 60) * 3
                    for x in max(0, f.x - reach)..<f.x { img[x, y] = Self.face }
                }
            }
            var gray = SyntheticDisplay(text: f.text)
            gray.ink = 200; gray.background = Self.face
            var colour = SyntheticDisplay(text: f.text)
            colour.ink = 195; colour.background = 0; colour.ghost = f.ghostChroma
            let g = gray.render(), c = colour.render()
            let ox = f.x + (Self.faceSize.width - g.width) / 2, oy = f.y + 30
            for y in 0..<g.height {
                for x in 0..<g.width {
                    img[ox + x, oy + y] = g[x, y]
                    plane[(oy + y) * width + ox + x] = c[x, y]
                }
            }
            if let bevel = f.bevel {
                for y in (oy + 8)..<(oy + g.height - 8) { for x in (f.x + 1)..<(ox + 13) where img[x, y] == Self.face { img[x, y] = bevel } }
            }
            // The unit label under the number: small marks in a row.
            for (lx, lw) in [(40, 12), (60, 14), (78, 14), (96, 14)] {
                for y in (f.y + 140)..<(f.y + 152) { for x in (f.x + lx)..<(f.x + lx + lw) { img[x, y] = 150 } }
            }
        }
        img.chroma = plane
        return img
    }
}
