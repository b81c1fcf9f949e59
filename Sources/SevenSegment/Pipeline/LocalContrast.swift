/// Local-contrast helpers on small integer images: box means through an integral image and Otsu.
enum LocalContrast {
    /// Each pixel minus the mean of its (2r+1)² neighbourhood (clamped at the borders).
    static func difference(_ img: [Int32], width w: Int, height h: Int, radius r: Int) -> [Int32] {
        precondition(img.count >= w * h, "\(img.count) pixels for a \(w)x\(h) image")
        let stride = w + 1
        // The integral image's first row and column are 0 and the rest is written below; every value of
        // `out` is: both made uninitialised, not zeroed whole.
        var integral = [Int](unsafeUninitializedCapacity: stride * (h + 1)) { sums, count in
            for x in 0..<stride { sums[x] = 0 }
            for y in 1..<(h + 1) { sums[y &* stride] = 0 }
            count = stride * (h + 1)
        }
        var out = [Int32](unsafeUninitializedCapacity: w * h) { _, count in count = w * h }
        // Wrapping arithmetic in the loops (no sum of at most w * h values of 32 bits can overflow 64
        // bits, no index leaves the arrays): the checked operators' overflow branches cost more than the
        // sums themselves.
        img.withUnsafeBufferPointer { src in
            integral.withUnsafeMutableBufferPointer { sums in
                for y in 0..<h {
                    var row = 0
                    let line = y &* w, above = y &* stride &+ 1, here = (y &+ 1) &* stride &+ 1
                    for x in 0..<w {
                        row &+= Int(src[line &+ x])
                        sums[here &+ x] = sums[above &+ x] &+ row
                    }
                }
            }
            integral.withUnsafeBufferPointer { sums in
                out.withUnsafeMutableBufferPointer { o in
                    withUnsafeTemporaryAllocation(of: Int.self, capacity: w + 1) { column in
                        for y in 0..<h {
                            let y0 = max(0, y - r), y1 = min(h, y + r + 1)
                            let top = y0 &* stride, bottom = y1 &* stride, rows = y1 &- y0, line = y &* w
                            // The sums of rows y0..<y1 over columns 0..<x: each box is the difference of two.
                            for x in 0...w { column[x] = sums[bottom &+ x] &- sums[top &+ x] }
                            // The integer quotient, through a floating-point division (far cheaper
                            // than an integer one): |s| < 2^53 and the count is under 2^26, so the
                            // correctly rounded quotient lies within 1/count of s/count and
                            // truncates alike.
                            @inline(__always) func at(_ x: Int, _ x0: Int, _ x1: Int, _ count: Double) {
                                let mean = Int(Double(column[x1] &- column[x0]) / count)
                                o[line &+ x] = src[line &+ x] &- Int32(truncatingIfNeeded: mean)
                            }
                            // Columns whose box is clamped at the left or right border, and between them
                            // (x - r >= 0, x + r + 1 <= w) the full boxes, all of one count.
                            let inner = max(0, min(r, w)), outer = max(inner, w &- max(0, r))
                            for x in 0..<inner {
                                let x0 = max(0, x &- r), x1 = min(w, x &+ r &+ 1)
                                at(x, x0, x1, Double(rows &* (x1 &- x0)))
                            }
                            let full = Double(rows &* (2 &* r &+ 1))
                            for x in inner..<outer { at(x, x &- r, x &+ r &+ 1, full) }
                            for x in outer..<w {
                                let x0 = max(0, x &- r), x1 = min(w, x &+ r &+ 1)
                                at(x, x0, x1, Double(rows &* (x1 &- x0)))
                            }
                        }
                    }
                }
            }
        }
        return out
    }

    /// Otsu's threshold over values in -255...255, and the spread between the 2nd and 99.5th percentile.
    static func otsu(_ values: [Int32]) -> (value: Int32, contrast: Double)? {
        guard !values.isEmpty else { return nil }
        var hist = [Int](repeating: 0, count: 511)
        values.withUnsafeBufferPointer { values in
            hist.withUnsafeMutableBufferPointer { hist in
                for v in values { hist[Int(max(-255, min(255, v))) &+ 255] &+= 1 }
            }
        }
        let total = values.count
        var sum = 0.0
        for i in 0..<511 { sum += Double(i) * Double(hist[i]) }
        var sumB = 0.0, wB = 0, best = -1.0, bestT = 0
        for i in 0..<511 {
            wB += hist[i]
            if wB == 0 { continue }
            let wF = total - wB
            if wF == 0 { break }
            sumB += Double(i) * Double(hist[i])
            let mB = sumB / Double(wB), mF = (sum - sumB) / Double(wF)
            let between = Double(wB) * Double(wF) * (mB - mF) * (mB - mF)
            if between > best { best = between; bestT = i }
        }
        var acc = 0, lo = 0, hi = 510
        for i in 0..<511 { acc += hist[i]; if acc >= total / 50 { lo = i; break } }
        acc = 0
        for i in stride(from: 510, through: 0, by: -1) { acc += hist[i]; if acc >= max(1, total / 200) { hi = i; break } }
        return (Int32(bestT - 255), Double(hi - lo))
    }
}

