/// The display cut out of the frame and made upright.
public struct DewarpedDisplay: Sendable {
    /// Upright display image, as seen (polarity unchanged).
    public var image: GrayImage
    /// The quad in frame pixels that was mapped onto `image`'s rectangle.
    public var quad: Quad
    /// Maps display-image pixels to frame pixels.
    public var toFrame: Homography
}

/// Stage 2: homography from the display quad to an upright image, bilinear, pure Swift.
///
/// When the output is much smaller than the quad (a 2048-pixel photo read at 48-pixel digits), each
/// output pixel averages a small grid of bilinear samples so thin segments do not alias away.
public struct Dewarper: Sendable {
    public init() {}

    /// Width and height of the quad (mean of opposite edges), in frame pixels.
    public static func size(of quad: Quad) -> (width: Double, height: Double) {
        func d(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
        let w = (d(quad.topLeft, quad.topRight) + d(quad.bottomLeft, quad.bottomRight)) / 2
        let h = (d(quad.topLeft, quad.bottomLeft) + d(quad.topRight, quad.bottomRight)) / 2
        return (w, h)
    }

    /// `windows`: dewarp only these parts of the output (pixels elsewhere stay 0); nil = all of it.
    public func dewarp(_ frame: GrayImage, quad: Quad, width: Int, height: Int,
                       windows: [PixelRect]? = nil) -> DewarpedDisplay? {
        guard width > 1, height > 1, !frame.isEmpty,
              let h = Homography.rectangle(width: Double(width), height: Double(height), to: quad) else { return nil }
        let (qw, qh) = Dewarper.size(of: quad)
        let ratio = max(qw / Double(width), qh / Double(height))
        let sub = max(1, min(4, Int(ratio.rounded(.down))))
        // Without windows every pixel is written below: the image is made uninitialised, not zeroed first.
        var out = windows == nil
            ? [UInt8](unsafeUninitializedCapacity: width * height) { _, count in count = width * height }
            : [UInt8](repeating: 0, count: width * height)
        let fw = frame.width, fh = frame.height
        let m = h.m
        let m0 = m[0], m1 = m[1], m2 = m[2], m3 = m[3], m4 = m[4], m5 = m[5], m6 = m[6], m7 = m[7], m8 = m[8]
        let parts = windows.map { $0.map { $0.clipped(width: width, height: height) } }
            ?? [PixelRect(x: 0, y: 0, width: width, height: height)]
        frame.pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                let inv = 1.0 / Double(sub)
                let norm = 1.0 / Double(sub * sub)
                for part in parts where part.width > 0 && part.height > 0 {
                    if sub == 1 {
                        Dewarper.sampleRows(src, fw, fh, h: (m0, m1, m2, m3, m4, m5, m6, m7, m8),
                                            part: part, into: dst, width: width)
                        continue
                    }
                    for y in part.y..<part.maxY {
                        for x in part.x..<part.maxX {
                            var acc = 0.0
                            for sy in 0..<sub {
                                // The homography's terms in v are the same along the row: hoisted, and
                                // one division per sample (1/w) instead of two.
                                let v = Double(y) + (Double(sy) + 0.5) * inv
                                let bx = m1 * v + m2, by = m4 * v + m5, bw = m7 * v + m8
                                for sx in 0..<sub {
                                    let u = Double(x) + (Double(sx) + 0.5) * inv
                                    let rw = 1 / (m6 * u + bw)
                                    acc += Dewarper.bilinear(src, fw, fh, (m0 * u + bx) * rw, (m3 * u + by) * rw)
                                }
                            }
                            let value = acc * norm + 0.5
                            dst[y * width + x] = value <= 0 ? 0 : (value >= 255 ? 255 : UInt8(value))
                        }
                    }
                }
            }
        }
        return DewarpedDisplay(image: GrayImage(width: width, height: height, pixels: out), quad: quad, toFrame: h)
    }

    /// Bilinear value of a `w` x `h` frame at (x, y) in its pixel-centre coordinates, clamped to the frame.
    @inline(__always)
    static func bilinear(_ src: UnsafeBufferPointer<UInt8>, _ w: Int, _ h: Int, _ x: Double, _ y: Double) -> Double {
        let maxX = Double(w - 1), maxY = Double(h - 1)
        var px = x - 0.5, py = y - 0.5
        px = px < 0 ? 0 : (px > maxX ? maxX : px)
        py = py < 0 ? 0 : (py > maxY ? maxY : py)
        let x0 = Int(px), y0 = Int(py)
        let x1 = x0 + 1 < w ? x0 + 1 : x0
        let row0 = y0 * w, row1 = (y0 + 1 < h ? y0 + 1 : y0) * w
        let ax = px - Double(x0), ay = py - Double(y0)
        let p00 = Double(src[row0 + x0]), p10 = Double(src[row0 + x1])
        let p01 = Double(src[row1 + x0]), p11 = Double(src[row1 + x1])
        let top = p00 + (p10 - p00) * ax, bottom = p01 + (p11 - p01) * ax
        return top + (bottom - top) * ay
    }
}
