/// A top or bottom bar beside a window's frame, in the bar view.
///
/// The bar response (`BarFilter.response`) asks a horizontal bar to stand out from the pixels above and
/// below it. On a fuel pump's display the window's upper or lower frame, and the shadow it casts, lie just
/// beyond the top (`a`) or bottom (`d`) bars of the digits, as dark as ink across the whole width: the
/// bar's response falls to what it shows against the frame, and the strict cross-check
/// (`SevenSegmentReader.differs`) refuses a character the plain view named right (fuel-pump-mq 206e5 reads
/// 24.01 with its 0's bottom bar lost, 228dd5's 8 and 0 the same). A row beyond the band of digits whose
/// whole width stands raised (its floor, the `rowFloorShare` quantile of the row) is a frame, not a
/// bar's background: seen from a row of the band, its ink counts only as far as it stands above that
/// row's own floor. Only the levels the view is sampled at change: the strip's mask, band and cells are
/// the plain bar response's.
extension BarFilter {
    /// The quantile of a row's ink taken as the level the whole row stands at: digits cover a minority of
    /// any row beyond them.
    static let rowFloorShare = 0.2

    /// Per row, the `share` quantile of the row's ink (0...255).
    static func rowFloor(_ ink: [Int32], width w: Int, height h: Int, share: Double = rowFloorShare) -> [Int32] {
        var out = [Int32](repeating: 0, count: h)
        var hist = [Int](repeating: 0, count: 256)
        let rank = max(1, Int(share * Double(w)))
        for y in 0..<h {
            for i in 0..<256 { hist[i] = 0 }
            for x in 0..<w { hist[Int(max(0, min(255, ink[y * w + x])))] += 1 }
            var seen = 0
            for v in 0..<256 {
                seen += hist[v]
                if seen >= rank { out[y] = Int32(v); break }
            }
        }
        return out
    }

    /// `response` (`bars`, worked out from `ink` with `scales` and `outside`) with, for the pixels of the
    /// rows in `band`, each vertical comparison reaching a row beyond the band taken against that row's ink
    /// lowered by how far the row's floor stands above the pixel's own row's floor. It never lowers a response.
    static func discountingFrame(_ ink: [Int32], bars: [Int32], width w: Int, height h: Int, scales: [Int],
                                 outside: Int32, band: Range<Int>) -> [Int32] {
        let floor = rowFloor(ink, width: w, height: h)
        var out = bars
        for y in band where scales.contains(where: { y - $0 < band.lowerBound || y + $0 >= band.upperBound }) {
            for x in 0..<w {
                let v = ink[y * w + x]
                var best = out[y * w + x]
                for k in scales where y - k < band.lowerBound || y + k >= band.upperBound {
                    var up = v - (y - k >= 0 ? ink[(y - k) * w + x] : outside)
                    var down = v - (y + k < h ? ink[(y + k) * w + x] : outside)
                    if y - k >= 0, y - k < band.lowerBound { up += max(0, floor[y - k] - floor[y]) }
                    if y + k < h, y + k >= band.upperBound { down += max(0, floor[y + k] - floor[y]) }
                    best = max(best, min(up, down))
                }
                out[y * w + x] = best
            }
        }
        return out
    }
}
