/// Padding for images that are already a tight crop of a display: digits that touch the crop's edge
/// would otherwise look like bezel edges cut by the border.
extension GrayImage {
    /// The image with `x` columns added left and right and `y` rows above and below, filled with `value`.
    public func padded(x px: Int, y py: Int, fill value: UInt8) -> GrayImage {
        let px = max(0, px), py = max(0, py)
        var out = GrayImage(width: width + 2 * px, height: height + 2 * py, fill: value)
        for row in 0..<height {
            let s = row * width, d = (row + py) * out.width + px
            out.pixels.replaceSubrange(d..<(d + width), with: pixels[s..<(s + width)])
        }
        return out
    }

    /// Median gray levels of the dark and the light side of an Otsu split of the image: the background
    /// of a display crop is one of them, the segments the other.
    public var sideLevels: (dark: UInt8, light: UInt8) {
        guard !isEmpty else { return (0, 255) }
        let hist = histogram
        let t = Int(ImageMeasures.otsu(hist))
        func median(_ r: ClosedRange<Int>) -> UInt8? {
            let n = r.reduce(0) { $0 + hist[$1] }
            guard n > 0 else { return nil }
            var acc = 0
            for v in r {
                acc += hist[v]
                if 2 * acc >= n { return UInt8(v) }
            }
            return nil
        }
        return (median(0...t) ?? 0, t < 255 ? median((t + 1)...255) ?? 255 : 255)
    }
}
