/// How coloured each pixel of a colour frame is: the largest minus the smallest of its three channels
/// (the chroma of the HSV and HCL models). A coloured LED's lit segments are saturated light (red,
/// green, amber, blue); what is not the LED's own light is nearly neutral whatever its brightness: the
/// unlit segments that glow with the light they scatter or reflect, a black panel, a white window
/// frame, glare. Where a display's unlit segments glow nearly as bright as its lit ones, their gray
/// levels cannot tell them apart, their chroma can.
extension GrayImage {
    /// Per pixel max(b, g, r) - min(b, g, r) of 3-byte pixels (any channel order), row-major.
    public static func chroma(ofThreeChannels pixels: [UInt8], width: Int, height: Int) -> [UInt8] {
        precondition(pixels.count == width * height * 3, "pixel count \(pixels.count) != \(width)x\(height)x3")
        var out = [UInt8](repeating: 0, count: width * height)
        pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for i in 0..<(width * height) {
                    let a = src[3 &* i], b = src[3 &* i &+ 1], c = src[3 &* i &+ 2]
                    dst[i] = max(a, max(b, c)) &- min(a, min(b, c))
                }
            }
        }
        return out
    }

    /// Share of the gray frame added to its chroma plane in the colour look (`colourLook`).
    static let colourLookGray = 0.5

    /// The colour look of this frame given its chroma plane: per pixel the chroma plus `colourLookGray` of
    /// the gray level, capped at 255. The chroma tells the coloured light from neutral glow, the gray at
    /// half weight brings back the detail the camera's coarser colour blurs (a small decimal point).
    public func colourLook(_ chroma: GrayImage) -> GrayImage {
        precondition(chroma.width == width && chroma.height == height, "chroma plane of another size")
        var out = [UInt8](repeating: 0, count: width * height)
        let share = Int((Self.colourLookGray * 256).rounded())
        for i in out.indices {
            out[i] = UInt8(min(255, Int(chroma.pixels[i]) + (Int(pixels[i]) * share) >> 8))
        }
        return GrayImage(width: width, height: height, pixels: out)
    }

    /// The chroma plane (`chroma`) as an image of its own; nil for a gray source.
    public var chromaImage: GrayImage? {
        guard let chroma, chroma.count == width * height else { return nil }
        return GrayImage(width: width, height: height, pixels: chroma)
    }
}
