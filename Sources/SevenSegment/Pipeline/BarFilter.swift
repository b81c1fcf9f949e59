/// Bar response of an ink image (ink positive): how much a pixel stands out from the pixels `k` away on
/// both sides, across the bar, horizontally or vertically, whichever is stronger, at the best of a few
/// scales. Segments are bars a few pixels thick with background on both sides, so they keep their
/// contrast; broad shading (reflections, shadows, the gradient of a backlight) and single edges (a
/// bezel) do not, as one side of them is as dark as the pixel itself.
enum BarFilter {
    /// Scales (half-widths across a bar) for a strip `height` pixels tall: strokes from about 4% to 20%
    /// of the strip's height.
    static func scales(height h: Int) -> [Int] {
        var ks: [Int] = []
        for f in [0.045, 0.07, 0.1, 0.14, 0.2] {
            let k = max(2, Int((Double(h) * f).rounded()))
            if !ks.contains(k) { ks.append(k) }
        }
        return ks
    }

    /// Response ≥ 0 per pixel (same layout as `ink`). Beyond the image's border the background level
    /// `outside` is assumed, so a segment cut by the border (a leading "1" at the edge of a tight crop)
    /// keeps its response.
    static func response(_ ink: [Int32], width w: Int, height h: Int, scales: [Int], outside: Int32) -> [Int32] {
        var out = [Int32](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let v = ink[y * w + x]
                var best: Int32 = 0
                for k in scales {
                    let l = v - (x - k >= 0 ? ink[y * w + x - k] : outside)
                    let r = v - (x + k < w ? ink[y * w + x + k] : outside)
                    let u = v - (y - k >= 0 ? ink[(y - k) * w + x] : outside)
                    let d = v - (y + k < h ? ink[(y + k) * w + x] : outside)
                    best = max(best, min(l, r), min(u, d))
                }
                out[y * w + x] = best
            }
        }
        return out
    }

    /// The median of `ink`: the background level, segments being a minority of a strip's pixels.
    static func median(_ ink: [Int32]) -> Int32 {
        guard !ink.isEmpty else { return 0 }
        var hist = [Int](repeating: 0, count: 256)
        for v in ink { hist[Int(max(0, min(255, v)))] += 1 }
        var acc = 0
        for (v, c) in hist.enumerated() {
            acc += c
            if 2 * acc >= ink.count { return Int32(v) }
        }
        return 255
    }
}
