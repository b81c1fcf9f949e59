/// Glare taken for a character on a coloured LED. A panel ammeter's red 804 read **8041** through a box
/// jittered off its roi (seed 2): the window's right edge under glare, a white patch 11 pixels wide where
/// the digits' strokes are 3, made a fourth cell, a bare stroke (every column of it equally inked), read
/// as a 1. Two rules, each general:
///
/// - A bare mark too wide for a 1 is not sure as a 1 (`ReaderOptions.doubtsWideBareMarks`): the segmenter
///   sets `wideInk` for it as for a narrow mark with ink beside its stroke (`GlyphDecoder.wideMark`: half a
///   digit's width and 2.75 strokes or more), and on a line whose unlit segments are dark the decoder
///   then takes it for no 1. Alone (thirty-third session) it let a later look of a found box read a
///   reflection stripe beside an 810's last digit as an **8** (8108, no roi): the stripe is glare too.
/// - On a line laid out light on dark, read complete, in a box coloured like an LED's (`isLEDBox`), a
///   character whose lit pixels (frame gray at `GrayImage.glareGray` or more) are nearly all glare is not
///   sure (`ReaderOptions.doubtsGlareCharacters`): at least `glareCharacterShare` of them of little colour
///   (chroma under `GrayImage.glareChroma`) with no coloured pixel (`colouredLevel`) within the lit-core
///   reach (`litCoreReach`: a saturated segment's white core has its colour a stroke's half-width away).
///   The LED's light is coloured; glare is not. Measured on the ammeter's and timer's readings (roi, seeds
///   1-4): the stripe's 8 and 9 (8108, 8109) 0.99 of their lit pixels glare, real characters under glare
///   0.72 at the most (a 9 of 192); 8041's patch 0.69, so it takes the first rule.
///
/// Judged on the gray frame, the colour look's readings too (`ReaderOptions.doubtsGlareOnColourLook`): the colour look
/// is the chroma plus half the gray, where glare the gray look did not report (a white stripe beside the digits)
/// keeps half its brightness and is cut as a 1; on the colour look's own pixels it is no brighter than a lit segment.
extension SevenSegmentReader {
    /// Least share of a character's lit pixels that is glare for it to be doubted.
    static let glareCharacterShare = 0.9

    /// Positions of `read`'s characters whose lit pixels are nearly all glare (see above); `colour` holds
    /// the dewarped display `read` was read on, its map back to `frame` and the frame's chroma, `reach` the
    /// lit-core reach in frame pixels.
    static func glareCharacters(_ read: LineReading, colour: LEDColour, frame: GrayImage, reach: Int, ownColumns: Bool) -> [Int] {
        let chars = read.characters
        return chars.indices.filter { i in
            guard var c = chars[i].cell else { return false }
            // The cell's own columns (`ownColumns`, `ReaderOptions.glareInOwnColumns`): the cells either side overlap
            // it, and their lit strokes, coloured, dilute its glare.
            let left = i > 0 ? chars[..<i].last(where: { $0.character != "." })?.cell.map(\.maxX) : nil
            let right = i + 1 < chars.count ? chars[(i + 1)...].first(where: { $0.character != "." })?.cell.map(\.x) : nil
            let x0 = max(c.x, left ?? c.x), x1 = min(c.maxX, right ?? c.maxX)
            if ownColumns, x1 - x0 >= 2 { c = PixelRect(x: x0, y: c.y, width: x1 - x0, height: c.height) }
            let (lit, glare) = glarePixels(in: c, colour: colour, frame: frame, reach: reach)
            return lit > 0 && Double(glare) >= glareCharacterShare * Double(lit)
        }
    }

    /// The lit pixels of `rect` (crop pixels of `colour`'s crop; lit: frame gray at `GrayImage.glareGray` or
    /// more) and how many of them are glare (`litGlare`).
    static func glarePixels(in rect: PixelRect, colour: LEDColour, frame: GrayImage, reach: Int) -> (lit: Int, glare: Int) {
        let crop = colour.crop
        guard colour.chroma.width == frame.width, colour.chroma.height == frame.height else { return (0, 0) }
        let x0 = max(0, rect.x), x1 = min(crop.width, rect.maxX), y0 = max(0, rect.y), y1 = min(crop.height, rect.maxY)
        guard x0 < x1, y0 < y1 else { return (0, 0) }
        var glare = 0, lit = 0
        for y in y0..<y1 {
            for x in x0..<x1 {
                guard let g = litGlare(x, y, colour: colour, frame: frame, reach: reach) else { continue }
                lit += 1
                if g { glare += 1 }
            }
        }
        return (lit, glare)
    }

    /// Crop pixel (`x`, `y`) of `colour`'s crop in the frame: nil where it is not lit, true where it is lit
    /// glare (chroma under `GrayImage.glareChroma` with no coloured pixel within `reach`), false where it is
    /// lit with colour. `colour.chroma` must be the frame's size.
    static func litGlare(_ x: Int, _ y: Int, colour: LEDColour, frame: GrayImage, reach: Int) -> Bool? {
        let p = colour.toFrame.apply(Double(x) + 0.5, Double(y) + 0.5)
        let fx = Int(p.x), fy = Int(p.y)
        guard fx >= 0, fy >= 0, fx < frame.width, fy < frame.height, frame[fx, fy] >= GrayImage.glareGray else { return nil }
        return colour.chroma[fx, fy] < GrayImage.glareChroma && !colouredNear(colour.chroma, fx, fy, reach: reach)
    }

    /// Whether a pixel at `colouredLevel` or more lies within `reach` pixels of (`x`, `y`) in `chroma`.
    static func colouredNear(_ chroma: GrayImage, _ x: Int, _ y: Int, reach: Int) -> Bool {
        for yy in max(0, y - reach)...min(chroma.height - 1, y + reach) {
            for xx in max(0, x - reach)...min(chroma.width - 1, x + reach) where chroma[xx, yy] >= colouredLevel { return true }
        }
        return false
    }
}
