/// Whether a narrow piece of ink is a bare vertical stroke (a "1", the "I" of HI) or a digit drawn
/// narrow: thin, condensed or slanted fonts, and 3 and 7, which have no left segments, can be as narrow
/// as the line's default idea of a "1" cell while holding bars beside their stroke.
extension DigitSegmenter.ColumnProfile {
    /// Columns lo...hi (bins) hold one vertical stroke and nothing left of it: columns inked over a third
    /// of the band or more (the stroke: those near the most inked), none between them without (two
    /// strokes with bars between them), and not many more partly inked columns on its left than on its
    /// right (a slant the deskew did not quite remove leaves a few on both sides; the bars of a 3, 7, 2
    /// or 4 leave them on the left only). Ink right of the stroke (a reflection, the foot of an L) is
    /// left to the cell's own tests.
    func bareStroke(_ lo: Int, _ hi: Int, hd: Double) -> Bool {
        guard lo <= hi else { return false }
        // The stroke's columns are the most inked ones (segments with gaps, or short of the band's ends,
        // leave a 1 well under the band's height).
        let peak = proj[lo...hi].max() ?? 0
        guard Double(peak) >= 0.35 * hd else { return false }
        let full = 0.8 * Double(peak)
        var s0: Int? = nil, s1 = lo
        for b in lo...hi where Double(proj[b]) >= full {
            if s0 == nil { s0 = b }
            s1 = b
        }
        guard let first = s0 else { return false }
        var inside = 0
        for b in first...s1 where Double(proj[b]) < full { inside += 1 }
        var left = 0, right = 0
        for b in lo..<first where inked(b) { left += 1 }
        if s1 < hi { for b in (s1 + 1)...hi where inked(b) { right += 1 } }
        let slack = max(2, stroke)
        return Double(inside) < slack && Double(left - right) < slack
    }
}

extension DigitSegmenter {
    /// Typical digit width from the widths of the full-height column runs: digits are 0.3...0.9 of the
    /// line height on most displays. When none is, but three or more runs (and four in five of the broad
    /// ones) are of one broader width, the display is stretched (a crop resized to a fixed size): those
    /// runs are digits, not pairs. When none is in that range either, the runs that hold bars beside
    /// their strokes (`condensed`, never a "1") are digits of a narrow font: the widest of them.
    ///
    /// `single`: the broad runs holding no upright stroke in their middle third (`strokeless`): one
    /// stretched digit each, never two touching ones (whose inner strokes stand there). Where no run is
    /// 0.3...0.9 of the height, two or more such runs of one width, with every broad run that width,
    /// give the width too.
    func estimateDigitWidth(_ widths: [Double], hd: Double, condensed: [Double] = [], single: [Double] = [],
                            bare: [Double] = []) -> Double {
        let wide = Self.withoutBareStrokes(widths, bare: bare, hd: hd).filter { $0 >= 0.3 * hd && $0 <= 0.9 * hd }.sorted()
        if wide.count < 2 {
            let broad = widths.filter { $0 > 0.9 * hd && $0 <= 1.8 * hd }.sorted()
            if broad.count >= 3 {
                let median = broad[broad.count / 2]
                let alike = broad.filter { $0 >= 0.8 * median && $0 <= 1.25 * median }.count
                if alike >= 3 && 5 * alike >= 4 * broad.count { return median }
            }
            if wide.isEmpty, let width = Self.stretchedWidth(broad: broad, single: single.filter { $0 > 0.9 * hd && $0 <= 1.8 * hd }) {
                return width
            }
        }
        guard !wide.isEmpty else {
            let narrow = condensed.filter { $0 >= 0.12 * hd && $0 < 0.3 * hd }
            return narrow.max() ?? 0.55 * hd
        }
        return max(0.42 * hd, wide.count <= 3 ? wide[wide.count - 1] : wide[(wide.count - 1) * 7 / 10])
    }
}

extension DigitSegmenter {
    /// The width of stretched digits from the broad runs that are one digit each (`single`): two or more,
    /// every broad run within 0.85...1.18 of their median. nil otherwise.
    static func stretchedWidth(broad: [Double], single: [Double]) -> Double? {
        guard single.count >= 2 else { return nil }
        let sorted = single.sorted()
        let median = sorted[sorted.count / 2]
        guard broad.allSatisfy({ $0 >= 0.85 * median && $0 <= 1.18 * median }) else { return nil }
        return median
    }
}

extension DigitSegmenter.ColumnProfile {
    /// Columns lo...hi (bins) hold no upright stroke in their middle third: no column there inked over
    /// 0.4 of the band (a digit's bars stacked hold well under that; two touching digits' inner strokes
    /// reach it).
    func strokeless(_ lo: Int, _ hi: Int, hd: Double) -> Bool {
        let third = Double(hi - lo + 1) / 3
        let a = lo + Int(third.rounded(.up)), b = hi - Int(third.rounded(.up))
        guard a <= b else { return false }
        return proj[a...b].allSatisfy { Double($0) < 0.4 * hd }
    }
}

extension DigitSegmenter {
    /// The run widths `widths` without the bare strokes among them (`bare`: "1"s, `bareStroke`) where two
    /// or more runs are broad (over 0.9 of the band `hd`, up to 1.8): a 1 drawn with a thick or blurred
    /// stroke is a third of the band wide or more, and beside digits wider than tall it would be taken
    /// for the digit width and cut them into pieces. A 1's width says nothing of its neighbours'.
    static func withoutBareStrokes(_ widths: [Double], bare: [Double], hd: Double) -> [Double] {
        guard !bare.isEmpty, widths.filter({ $0 > 0.9 * hd && $0 <= 1.8 * hd }).count >= 2 else { return widths }
        var out = widths
        for w in bare { if let i = out.firstIndex(of: w) { out.remove(at: i) } }
        return out
    }
}
