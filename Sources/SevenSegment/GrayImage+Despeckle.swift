/// Speckle removed from a frame: binarised or grainy crops scatter specks of the ink's level over unlit
/// segments and the background, and bite holes into lit ones (`SevenSegmentReader+SpeckleLook`).
extension GrayImage {
    /// Whether the frame is binarised (or nearly, after JPEG): `twoLevelShare` of its pixels or more lie
    /// within a fifth of its range (5th to 95th percentile, at least 64 levels) of one end or the other.
    /// A photo's gray levels spread between its ends: a rendered thermometer's 0.38 to 0.61, binarised
    /// crops 0.9 and more.
    var isTwoLevel: Bool {
        guard !isEmpty else { return false }
        let hist = histogram, n = pixels.count
        let lo = Self.percentile(0.05, of: hist), hi = Self.percentile(0.95, of: hist)
        let span = hi - lo
        guard span >= 64 else { return false }
        var near = 0
        for (v, c) in hist.enumerated() where 5 * (v - lo) <= span || 5 * (hi - v) <= span { near += c }
        return Double(near) >= Self.twoLevelShare * Double(n)
    }

    /// Least share of a binarised frame's pixels near one of its two levels (`isTwoLevel`).
    static let twoLevelShare = 0.85

    /// Each pixel the median of the `2r+1` square around it (the border repeated).
    func medianFiltered(radius r: Int) -> GrayImage {
        guard r > 0, !isEmpty else { return self }
        var out = self
        let side = 2 * r + 1
        var window = [UInt8](repeating: 0, count: side * side)
        for y in 0..<height {
            for x in 0..<width {
                var n = 0
                for dy in -r...r {
                    let yy = Swift.min(Swift.max(y + dy, 0), height - 1) * width
                    for dx in -r...r { window[n] = pixels[yy + Swift.min(Swift.max(x + dx, 0), width - 1)]; n += 1 }
                }
                window.sort()
                out.pixels[y * width + x] = window[n / 2]
            }
        }
        return out
    }

    /// The gray-level opening by the `2r+1` square (its minimum, then the maximum of that): light
    /// specks and strokes thinner than the square go, the rest keeps its shape.
    func opened(radius r: Int) -> GrayImage {
        guard r > 0, !isEmpty else { return self }
        return extremum(radius: r, max: false).extremum(radius: r, max: true)
    }

    /// The minimum (or maximum) over the `2r+1` square around each pixel (the border repeated),
    /// taken along rows and then along columns.
    func extremum(radius r: Int, max: Bool) -> GrayImage {
        var rows = self
        for y in 0..<height {
            for x in 0..<width {
                var v = pixels[y * width + x]
                for dx in -r...r {
                    let p = pixels[y * width + Swift.min(Swift.max(x + dx, 0), width - 1)]
                    v = max ? Swift.max(v, p) : Swift.min(v, p)
                }
                rows.pixels[y * width + x] = v
            }
        }
        var out = rows
        for y in 0..<height {
            for x in 0..<width {
                var v = rows.pixels[y * width + x]
                for dy in -r...r {
                    let p = rows.pixels[Swift.min(Swift.max(y + dy, 0), height - 1) * width + x]
                    v = max ? Swift.max(v, p) : Swift.min(v, p)
                }
                out.pixels[y * width + x] = v
            }
        }
        return out
    }
}
