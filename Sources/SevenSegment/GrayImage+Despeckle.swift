/// Speckle removed from a frame: binarised or grainy crops scatter specks of the ink's level over unlit
/// segments and the background, and bite holes into lit ones (`SevenSegmentReader+SpeckleLook`).
extension GrayImage {
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
