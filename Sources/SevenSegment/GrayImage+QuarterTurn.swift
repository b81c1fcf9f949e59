/// A frame turned a right angle round, exactly: every pixel (and the frame's chroma, where it has one)
/// moved, none resampled. A display photographed on its side is read turned level this way.
extension GrayImage {
    /// The image turned a quarter round, `clockwise` as seen, chroma and all.
    public func quarterTurned(clockwise: Bool) -> GrayImage {
        let w = width, h = height
        func turn(_ v: [UInt8]) -> [UInt8] {
            var out = [UInt8](repeating: 0, count: v.count)
            // The turned image is h wide and w high; each of its pixels is the source pixel turned there.
            for y in 0..<w {
                for x in 0..<h {
                    out[y * h + x] = clockwise ? v[(h - 1 - x) * w + y] : v[x * w + (w - 1 - y)]
                }
            }
            return out
        }
        var out = GrayImage(width: h, height: w, pixels: turn(pixels))
        if let c = chroma, c.count == pixels.count { out.chroma = turn(c) }
        return out
    }

    /// A point of the image (pixel-edge coordinates) where it lies in the image turned a quarter round.
    public func quarterTurned(_ p: Point, clockwise: Bool) -> Point {
        clockwise ? Point(x: Double(height) - p.y, y: p.x) : Point(x: p.y, y: Double(width) - p.x)
    }

    /// A point of the image turned a quarter round (`quarterTurned(clockwise:)`) where it lies in the image.
    public func quarterTurnedBack(_ p: Point, clockwise: Bool) -> Point {
        clockwise ? Point(x: p.y, y: Double(height) - p.x) : Point(x: Double(width) - p.y, y: p.x)
    }
}
