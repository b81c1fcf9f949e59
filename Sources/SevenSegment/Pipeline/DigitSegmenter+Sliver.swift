/// A sliver of a neighbouring digit (one vertical segment of it, cut by the crop) standing a column or
/// two after a digit: bridged into the digit's column run, it widens the digit's box so that its
/// right-hand segments are sampled on the sliver (a 2 gains a c). Such a piece is cut off the run.
extension DigitSegmenter {
    /// Where a digit's column run `lo...hi` ends before a sliver bridged into it: the last column of the
    /// digit, or nil when there is none. A sliver is the run's last inked columns after a gap, no wider
    /// than a stroke and a half, spanning `sliverLeastRows` to `sliverRows` of the band (one segment's
    /// height: not a point, not a "1"); the run must be wider than a digit with it and at least most of
    /// a digit without it.
    func sliverCut(_ p: ColumnProfile, lo: Int, hi: Int, hd: Double, digitWidth: Double) -> Int? {
        var s = hi
        while s > lo && p.inked(s - 1) { s -= 1 }
        guard s > lo else { return nil }
        var g = s - 1
        while g > lo && !p.inked(g) { g -= 1 }
        guard g > lo, p.inked(g) else { return nil }
        var rowTop = Int.max, rowBottom = Int.min
        for b in s...hi { rowTop = min(rowTop, p.colTop[b]); rowBottom = max(rowBottom, p.colBottom[b]) }
        let stubWidth = Double(hi - s + 1), body = Double(g - lo + 1), whole = Double(hi - lo + 1)
        let rows = Double(rowBottom - rowTop + 1)
        guard stubWidth <= 1.5 * p.stroke, rows <= Self.sliverRows * hd, rows >= Self.sliverLeastRows * hd,
              whole > 1.1 * digitWidth, body >= 0.85 * digitWidth else { return nil }
        return g
    }

    /// Most rows (a share of the band) a sliver may span: one vertical segment with some slack.
    static let sliverRows = 0.62
    /// Fewest rows a sliver spans: most of a segment's height (a decimal point after the digit is shorter).
    static let sliverLeastRows = 0.3
}
