/// Glare in a colour frame: specular light off a display's glass, bright in every channel and of
/// little colour. It hides what lies under it, lit segment or not, and on the colour look
/// (`colourLook`) its gray half stands it at half a lit segment's level, as ink. Over a coloured LED
/// the chroma alone says more there: the glare is no light of the LED's.
extension GrayImage {
    /// Gray level from which a pixel of little colour (under `glareChroma`) is taken for glare.
    static let glareGray: UInt8 = 200
    static let glareChroma: UInt8 = 48

    /// The colour look (`colourLook`) with its gray half dropped where the frame shows glare (gray at
    /// `glareGray` or more, chroma under `glareChroma`), and a pixel round it (the glare's blurred rim).
    ///
    /// `coreReach` (frame pixels, 0 = off): a bright pixel of little colour within this many pixels of a
    /// coloured one (`SevenSegmentReader.colouredLevel`) is taken for the overexposed core of a lit
    /// segment, not for glare: a lit LED segment the camera saturates shows white down its middle, its
    /// colour only in the halo round it (`nearColour`).
    public func colourLookClearOfGlare(_ chroma: GrayImage, coreReach: Int = 0) -> GrayImage {
        precondition(chroma.width == width && chroma.height == height, "chroma plane of another size")
        var look = colourLook(chroma)
        let w = width, h = height
        let nearColour = coreReach > 0 ? Self.nearColour(chroma, reach: coreReach) : nil
        var glare = [Bool](repeating: false, count: w * h)
        for y in 0..<h {
            for x in 0..<w where pixels[y * w + x] >= Self.glareGray && chroma.pixels[y * w + x] < Self.glareChroma
                && !(nearColour?[y * w + x] ?? false) {
                for yy in max(0, y - 1)...min(h - 1, y + 1) {
                    for xx in max(0, x - 1)...min(w - 1, x + 1) { glare[yy * w + xx] = true }
                }
            }
        }
        for i in glare.indices where glare[i] { look.pixels[i] = chroma.pixels[i] }
        return look
    }

    /// Per pixel of `chroma`: whether a pixel at `SevenSegmentReader.colouredLevel` or more lies within
    /// `reach` pixels of it (chessboard distance, found by a two-pass chamfer).
    static func nearColour(_ chroma: GrayImage, reach: Int) -> [Bool] {
        let w = chroma.width, h = chroma.height
        let far = reach + 1
        var d = [Int](repeating: far, count: w * h)
        for i in d.indices where chroma.pixels[i] >= SevenSegmentReader.colouredLevel { d[i] = 0 }
        for y in 0..<h {
            for x in 0..<w {
                let i = y * w + x
                var v = d[i]
                if v == 0 { continue }
                if x > 0 { v = min(v, d[i - 1] + 1) }
                if y > 0 {
                    v = min(v, d[i - w] + 1)
                    if x > 0 { v = min(v, d[i - w - 1] + 1) }
                    if x + 1 < w { v = min(v, d[i - w + 1] + 1) }
                }
                d[i] = min(v, far)
            }
        }
        for y in stride(from: h - 1, through: 0, by: -1) {
            for x in stride(from: w - 1, through: 0, by: -1) {
                let i = y * w + x
                var v = d[i]
                if v == 0 { continue }
                if x + 1 < w { v = min(v, d[i + 1] + 1) }
                if y + 1 < h {
                    v = min(v, d[i + w] + 1)
                    if x + 1 < w { v = min(v, d[i + w + 1] + 1) }
                    if x > 0 { v = min(v, d[i + w - 1] + 1) }
                }
                d[i] = min(v, far)
            }
        }
        return d.map { $0 <= reach }
    }
}
