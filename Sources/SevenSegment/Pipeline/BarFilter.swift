/// Bar response of an ink image (ink positive): how much a pixel stands out from the pixels `k` away on
/// both sides, across the bar, horizontally or vertically, whichever is stronger, at the best of a few
/// scales. Segments are bars a few pixels thick with background on both sides, so they keep their
/// contrast; broad shading (reflections, shadows, the gradient of a backlight) and single edges (a
/// bezel) do not, as one side of them is as dark as the pixel itself.
enum BarFilter {
    /// Scales (half-widths across a bar) for a strip `height` pixels tall: strokes from about 4% to 14%
    /// of the strip's height.
    static func scales(height h: Int) -> [Int] {
        var ks: [Int] = []
        for f in [0.045, 0.07, 0.1, 0.14] {
            let k = max(2, Int((Double(h) * f).rounded()))
            if !ks.contains(k) { ks.append(k) }
        }
        return ks
    }

    /// Response ≥ 0 per pixel (same layout as `ink`).
    static func response(_ ink: [Int32], width w: Int, height h: Int, scales: [Int]) -> [Int32] {
        var out = [Int32](repeating: 0, count: w * h)
        // Across the strip's border only the inner side is compared (digits may touch it).
        for y in 0..<h {
            for x in 0..<w {
                let v = ink[y * w + x]
                var best: Int32 = 0
                for k in scales {
                    let l = x - k >= 0 ? v - ink[y * w + x - k] : Int32.max
                    let r = x + k < w ? v - ink[y * w + x + k] : Int32.max
                    let u = y - k >= 0 ? v - ink[(y - k) * w + x] : Int32.max
                    let d = y + k < h ? v - ink[(y + k) * w + x] : Int32.max
                    let across = min(l, r), along = min(u, d)
                    if across != Int32.max && across > best { best = across }
                    if along != Int32.max && along > best { best = along }
                }
                out[y * w + x] = best
            }
        }
        return out
    }
}
