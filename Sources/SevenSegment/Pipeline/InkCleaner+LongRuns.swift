/// Runs of ink longer than any segment can be: a window's frame line across the mask, an edge down it.
extension InkCleaner {
    /// Erases from `mask` (`w` x `h`) every horizontal run of ink longer than `across` pixels (nil: none
    /// erased) and every vertical run longer than `down`; returns, per column, whether a vertical run was
    /// erased there (an edge the box round the digits must not cross).
    @discardableResult
    static func eraseLongRuns(_ mask: inout [UInt8], width w: Int, height h: Int, across: Int?, down: Int) -> [Bool] {
        if let across {
            for y in 0..<h {
                var x = 0
                while x < w {
                    guard mask[y * w + x] != 0 else { x += 1; continue }
                    var e = x
                    while e < w && mask[y * w + e] != 0 { e += 1 }
                    if e - x > across { for k in x..<e { mask[y * w + k] = 0 } }
                    x = e
                }
            }
        }
        var edge = [Bool](repeating: false, count: w)
        for x in 0..<w {
            var y = 0
            while y < h {
                guard mask[y * w + x] != 0 else { y += 1; continue }
                var e = y
                while e < h && mask[e * w + x] != 0 { e += 1 }
                if e - y > down {
                    edge[x] = true
                    for k in y..<e { mask[k * w + x] = 0 }
                }
                y = e
            }
        }
        return edge
    }
}
