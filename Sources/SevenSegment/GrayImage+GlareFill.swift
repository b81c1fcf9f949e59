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
    public func colourLookClearOfGlare(_ chroma: GrayImage) -> GrayImage {
        precondition(chroma.width == width && chroma.height == height, "chroma plane of another size")
        var look = colourLook(chroma)
        let w = width, h = height
        var glare = [Bool](repeating: false, count: w * h)
        for y in 0..<h {
            for x in 0..<w where pixels[y * w + x] >= Self.glareGray && chroma.pixels[y * w + x] < Self.glareChroma {
                for yy in max(0, y - 1)...min(h - 1, y + 1) {
                    for xx in max(0, x - 1)...min(w - 1, x + 1) { glare[yy * w + xx] = true }
                }
            }
        }
        for i in glare.indices where glare[i] { look.pixels[i] = chroma.pixels[i] }
        return look
    }
}
