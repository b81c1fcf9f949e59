/// The dewarp's common case, one bilinear sample per output pixel, done a row at a time in two passes.
extension Dewarper {
    /// The nine coefficients of a homography, row-major.
    typealias Coefficients = (Double, Double, Double, Double, Double, Double, Double, Double, Double)

    /// Fills `part` of the `width`-wide output `dst` with one sample per pixel of the `fw` x `fh` frame
    /// `src` at each pixel centre mapped through `h`; along a row the homography's three terms only step
    /// by (h.0, h.3, h.6).
    ///
    /// Same values as `bilinear` at each pixel: the first pass finds every pixel's four source pixels and
    /// weights for the row (clamped to the frame as `bilinear` clamps), the second blends them. Split so,
    /// the division and conversions of one pass and the loads and blends of the other overlap across
    /// pixels instead of one pixel's long chain holding up the next.
    static func sampleRows(_ src: UnsafeBufferPointer<UInt8>, _ fw: Int, _ fh: Int, h: Coefficients,
                           part: PixelRect, into dst: UnsafeMutableBufferPointer<UInt8>, width: Int) {
        let (m0, m1, m2, m3, m4, m5, m6, m7, m8) = h
        let n = part.width
        guard n > 0, part.height > 0 else { return }
        let maxX = Double(fw - 1), maxY = Double(fh - 1)
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * n) { ints in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * n) { weights in
                // Per pixel of the row: top-left source index, step to the right neighbour (0 at the
                // frame's right edge), step to the row below (0 at the bottom edge); weights ax, ay.
                let index = ints.baseAddress!, right = index + n, down = index + 2 * n
                let ax = weights.baseAddress!, ay = ax + n
                for y in part.y..<part.maxY {
                    let v = Double(y) + 0.5, u0 = Double(part.x) + 0.5
                    var nx = m0 * u0 + m1 * v + m2, ny = m3 * u0 + m4 * v + m5, nw = m6 * u0 + m7 * v + m8
                    for i in 0..<n {
                        let rw = 1 / nw
                        var px = nx * rw - 0.5, py = ny * rw - 0.5
                        nx += m0; ny += m3; nw += m6
                        px = px < 0 ? 0 : (px > maxX ? maxX : px)
                        py = py < 0 ? 0 : (py > maxY ? maxY : py)
                        // Clamped to the frame, so both fit in 32 bits.
                        let x0 = Int(Int32(px)), y0 = Int(Int32(py))
                        index[i] = y0 &* fw &+ x0
                        right[i] = x0 &+ 1 < fw ? 1 : 0
                        down[i] = y0 &+ 1 < fh ? fw : 0
                        ax[i] = px - Double(x0)
                        ay[i] = py - Double(y0)
                    }
                    let row = y &* width &+ part.x
                    for i in 0..<n {
                        let i0 = index[i], i1 = i0 &+ down[i], dx = right[i]
                        let a = ax[i]
                        let p00 = Double(src[i0]), p10 = Double(src[i0 &+ dx])
                        let p01 = Double(src[i1]), p11 = Double(src[i1 &+ dx])
                        let top = p00 + (p10 - p00) * a, bottom = p01 + (p11 - p01) * a
                        let value = top + (bottom - top) * ay[i] + 0.5
                        dst[row &+ i] = value >= 255 ? 255 : UInt8(value)
                    }
                }
            }
        }
    }
}
