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

    /// The chroma plane (`chroma`) as an image of its own; nil for a gray source.
    public var chromaImage: GrayImage? {
        guard let chroma, chroma.count == width * height else { return nil }
        return GrayImage(width: width, height: height, pixels: chroma)
    }
}
