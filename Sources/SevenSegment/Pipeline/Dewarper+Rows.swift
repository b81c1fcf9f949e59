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
        // Per pixel of a row: top-left source index, step to the right neighbour (0 at the frame's right
        // edge), step to the row below (0 at the bottom edge); weights (ax, ay); and Double(b) for every
        // byte b, which the inside rows look up instead of converting.
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 256) { table in
            let byteValues = table.baseAddress!
            for b in 0..<256 { byteValues[b] = Double(b) }
            withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * n) { ints in
                withUnsafeTemporaryAllocation(of: SIMD2<Double>.self, capacity: n) { weights in
                    let index = ints.baseAddress!, right = index + n, down = index + 2 * n
                    let axy = weights.baseAddress!
                    for y in part.y..<part.maxY {
                        let v = Double(y) + 0.5, u0 = Double(part.x) + 0.5
                        var nx = m0 * u0 + m1 * v + m2, ny = m3 * u0 + m4 * v + m5, nw = m6 * u0 + m7 * v + m8
                        if Dewarper.rowInside(h, v: v, u0: u0, u1: u0 + Double(n - 1), maxX: maxX, maxY: maxY) {
                            Dewarper.insideRow(src, fw, h, nx: nx, ny: ny, nw: nw, count: n,
                                               into: dst.baseAddress! + (y &* width &+ part.x), byteValues: byteValues)
                            continue
                        }
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
                            axy[i] = SIMD2(px - Double(x0), py - Double(y0))
                        }
                        let row = y &* width &+ part.x
                        for i in 0..<n {
                            let i0 = index[i], i1 = i0 &+ down[i], dx = right[i]
                            let a = axy[i].x
                            let p00 = Double(src[i0]), p10 = Double(src[i0 &+ dx])
                            let p01 = Double(src[i1]), p11 = Double(src[i1 &+ dx])
                            let top = p00 + (p10 - p00) * a, bottom = p01 + (p11 - p01) * a
                            let value = top + (bottom - top) * axy[i].y + 0.5
                            dst[row &+ i] = value >= 255 ? 255 : UInt8(value)
                        }
                    }
                }
            }
        }
    }

    /// Whether every pixel of the row from u0 to u1 (pixel centres, at height v) maps at least a pixel
    /// inside the frame's border: then no sample is clamped and each has its right and lower neighbour.
    ///
    /// Along a row the mapped x and y are (a u + b) / (c u + d), monotonic where the denominator keeps
    /// its sign, so between the row's ends. The ends are asked for a pixel's margin: the values the row
    /// loop computes (its terms stepped, not multiplied) differ from these by far less (a relative
    /// 1e-13 per term, with the denominator within a factor 2 along the row).
    @inline(__always)
    static func rowInside(_ h: Coefficients, v: Double, u0: Double, u1: Double, maxX: Double, maxY: Double) -> Bool {
        let (m0, m1, m2, m3, m4, m5, m6, m7, m8) = h
        let w0 = m6 * u0 + m7 * v + m8, w1 = m6 * u1 + m7 * v + m8
        guard w0 > 0, w1 > 0, w1 <= 2 * w0, w0 <= 2 * w1 else { return false }
        let x0 = (m0 * u0 + m1 * v + m2) / w0 - 0.5, x1 = (m0 * u1 + m1 * v + m2) / w1 - 0.5
        let y0 = (m3 * u0 + m4 * v + m5) / w0 - 0.5, y1 = (m3 * u1 + m4 * v + m5) / w1 - 0.5
        return x0 >= 1 && x1 >= 1 && x0 <= maxX - 1 && x1 <= maxX - 1
            && y0 >= 1 && y1 >= 1 && y0 <= maxY - 1 && y1 <= maxY - 1
    }

    /// 2^52: a Double in [0, 2^52) plus this is rounded to a whole number (to nearest, ties to even) and
    /// keeps it in its low 52 bits.
    static let wholeBias = 4503599627370496.0

    /// The whole part of `x` in [0, 2^52), as a Double: the nearest whole number through `wholeBias`,
    /// one less where that lies above `x`. The same as `Double(Int(x))` without the conversion's checks.
    @inline(__always)
    static func floorNonNegative(_ x: Double) -> Double {
        let r = (x + wholeBias) - wholeBias
        return r > x ? r - 1 : r
    }

    /// A whole Double in [0, 2^52) as an Int, through its bits (no checks needed: `floorNonNegative`'s
    /// results are whole and in range).
    @inline(__always)
    static func wholeToInt(_ x: Double) -> Int {
        Int(truncatingIfNeeded: (x + wholeBias).bitPattern & 0x000F_FFFF_FFFF_FFFF)
    }

    /// `floorNonNegative` of both lanes without a branch (which half the samples of a row would take, at
    /// random): -1.0 is added in the lanes where the nearest whole number lies above x (the comparison's
    /// all-ones lanes keep -1.0's bits), 0 elsewhere; both sums are exact.
    @inline(__always)
    static func floorNonNegative(_ x: SIMD2<Double>) -> SIMD2<Double> {
        let bias = SIMD2<Double>(repeating: wholeBias)
        let r = (x + bias) - bias
        let above = unsafeBitCast(r .> x, to: SIMD2<UInt64>.self)
        return r + unsafeBitCast(above & SIMD2(repeating: (-1.0).bitPattern), to: SIMD2<Double>.self)
    }

    /// `wholeToInt(floorNonNegative(x))` of both lanes in integer lanes: the nearest whole number's bits
    /// (x + 2^52 keeps it in its low 52 bits), less 1 in the lanes where it lies above x (the comparison's
    /// all-ones lanes are -1).
    @inline(__always)
    static func floorToInts(_ x: SIMD2<Double>) -> SIMD2<Int64> {
        let bias = SIMD2<Double>(repeating: wholeBias)
        let t = x + bias
        let above = unsafeBitCast((t - bias) .> x, to: SIMD2<Int64>.self)
        return (unsafeBitCast(t, to: SIMD2<Int64>.self) & SIMD2(repeating: 0x000F_FFFF_FFFF_FFFF)) &+ above
    }

    /// `sampleRows` for a row `rowInside` vouched for: no clamping, and the right and lower neighbours
    /// always in the frame. Two pixels at a time, one in each lane of a `SIMD2`: their homography terms
    /// stepped one pixel after the other as in the general loop, then each lane's position, whole parts
    /// (`floorNonNegative` of a value at least 0 is what `Int` truncates it to), weights and blend computed
    /// with the scalar operations, so the same values; the result rounded down as `UInt8(value)` would.
    /// A row's last pixel, where the count is odd, alone. (One pass: the pixels' positions and weights
    /// stay in registers, and one division serves two pixels.)
    @inline(__always)
    static func insideRow(_ src: UnsafeBufferPointer<UInt8>, _ fw: Int, _ h: Coefficients, nx: Double, ny: Double, nw: Double,
                          count n: Int, into dst: UnsafeMutablePointer<UInt8>, byteValues: UnsafePointer<Double>) {
        let step = SIMD2(h.0, h.3), m6 = h.6
        let half = SIMD2<Double>(repeating: 0.5)
        let fwd = Double(fw)
        let base = src.baseAddress!
        var nxy = SIMD2(nx, ny), nw = nw
        @inline(__always) func pair(_ a: Int, _ b: Int) -> SIMD2<Double> {
            SIMD2(byteValues[Int(base[a])], byteValues[Int(base[b])])
        }
        var i = 0
        while i &+ 1 < n {
            let a = nxy, wa = nw
            nxy += step; nw += m6
            let b = nxy, wb = nw
            nxy += step; nw += m6
            let rw = 1 / SIMD2(wa, wb)
            let px = SIMD2(a.x, b.x) * rw - half, py = SIMD2(a.y, b.y) * rw - half
            let fx = floorNonNegative(px), fy = floorNonNegative(py)
            let ax = px - fx, ay = py - fy
            // y0 * fw + x0 is whole and far below 2^52: exact in Doubles.
            let at = fy * fwd + fx
            let ia = wholeToInt(at.x), ib = wholeToInt(at.y)
            let p00 = pair(ia, ib), p10 = pair(ia &+ 1, ib &+ 1)
            let ia1 = ia &+ fw, ib1 = ib &+ fw
            let p01 = pair(ia1, ib1), p11 = pair(ia1 &+ 1, ib1 &+ 1)
            let top = p00 + (p10 - p00) * ax, bottom = p01 + (p11 - p01) * ax
            // Each blend lies between the bytes it blends (ax and ay in [0, 1), and rounding to nearest
            // never leaves an interval whose ends are Doubles), so each lane lies in [0.5, 255.5]: its
            // whole part, at most 255, is what `value >= 255 ? 255 : UInt8(value)` gives.
            let whole = floorToInts(top + (bottom - top) * ay + half)
            dst[i] = UInt8(truncatingIfNeeded: whole.x)
            dst[i &+ 1] = UInt8(truncatingIfNeeded: whole.y)
            i &+= 2
        }
        if i < n {
            let rw = 1 / nw
            let p = nxy * rw - half
            let whole = floorNonNegative(p)
            let a = p - whole
            let i0 = wholeToInt(whole.y * fwd + whole.x), i1 = i0 &+ fw
            // The upper and lower rows side by side: (top, bottom) blended across by ax.
            let left = SIMD2(Double(base[i0]), Double(base[i1]))
            let right = SIMD2(Double(base[i0 &+ 1]), Double(base[i1 &+ 1]))
            let across = left + (right - left) * a.x
            let value = across.x + (across.y - across.x) * a.y + 0.5
            dst[i] = value >= 255 ? 255 : UInt8(truncatingIfNeeded: wholeToInt(floorNonNegative(value)))
        }
    }
}
