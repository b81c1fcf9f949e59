extension LocalContrast {
    /// `difference` with each neighbourhood's mean taken over its pixels not `excluded` (1) only, or over
    /// all of them where every one is excluded.
    static func difference(_ img: [Int32], width w: Int, height h: Int, radius r: Int, excluding excluded: [UInt8]) -> [Int32] {
        precondition(img.count >= w * h && excluded.count >= w * h, "\(img.count) pixels for a \(w)x\(h) image")
        let stride = w + 1
        // Integral images of the kept pixels' sum and count, and of all pixels' sum.
        var kept = [Int](repeating: 0, count: stride * (h + 1)), count = kept, all = kept
        for y in 0..<h {
            var rowKept = 0, rowCount = 0, rowAll = 0
            let line = y * w, above = y * stride + 1, here = (y + 1) * stride + 1
            for x in 0..<w {
                let v = Int(img[line + x])
                rowAll += v
                if excluded[line + x] == 0 { rowKept += v; rowCount += 1 }
                kept[here + x] = kept[above + x] + rowKept
                count[here + x] = count[above + x] + rowCount
                all[here + x] = all[above + x] + rowAll
            }
        }
        func box(_ s: [Int], _ top: Int, _ bottom: Int, _ x0: Int, _ x1: Int) -> Int {
            s[bottom + x1] - s[top + x1] - s[bottom + x0] + s[top + x0]
        }
        var out = [Int32](repeating: 0, count: w * h)
        for y in 0..<h {
            let y0 = max(0, y - r), y1 = min(h, y + r + 1)
            let top = y0 * stride, bottom = y1 * stride, rows = y1 - y0
            for x in 0..<w {
                let x0 = max(0, x - r), x1 = min(w, x + r + 1)
                let n = box(count, top, bottom, x0, x1)
                let mean = n > 0 ? box(kept, top, bottom, x0, x1) / n : box(all, top, bottom, x0, x1) / (rows * (x1 - x0))
                out[y * w + x] = img[y * w + x] - Int32(mean)
            }
        }
        return out
    }
}
