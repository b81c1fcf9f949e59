/// A digit joined to clutter beyond the row of digits: a label, a window's edge or a speck of the frame
/// above (or below) the digits touches a digit's end, and the two make one piece cut by the strip's top
/// (or bottom) border and taller than any digit, which the cleaner drops as a bezel edge. The row of
/// digits the other characters make (`band`) tells the two apart: the piece's ink inside those rows is
/// put back where it makes one piece that stands as tall as the band, clear of the strip's sides, while
/// what lay beyond the band (the clutter) stays out.
///
/// Only a piece cut by one border (a bezel edge or a frame line runs from the top to the bottom) and
/// clear of the strip's sides, narrower than the band is tall (a digit, not a frame joined to a row of
/// them), and whose part beyond the band is short (at most `maximumOutside` of the band: a label's foot,
/// not a stroke of a taller display's frame).
extension InkCleaner {
    /// Most rows (share of the band) the piece may reach beyond the band.
    static let maximumOutside = 0.25
    /// Least rows (share of the band) the piece must reach beyond the band: clutter standing off the
    /// row of digits, not a digit's own end that a row's band left out.
    static let minimumOutside = 0.1
    /// Least height (share of the band) of the piece's part inside the band.
    static let minimumInside = 0.85
    /// Widest (share of the band's height) the piece's part inside the band may be: a narrow mark (a 1).
    static let maximumMarkWidth = 0.4

    /// Puts back into `mask` the band's part of each digit joined to clutter beyond `band` (see above);
    /// `raw`: the mask before cleaning. Returns the boxes of the pieces (in `raw`) whose part was put back.
    static func bandClipped(_ mask: inout [UInt8], raw: [UInt8], width w: Int, height h: Int, band: Range<Int>) -> [PixelRect] {
        let n = w * h
        guard band.count >= 6, raw.count >= n, mask.count >= n else { return [] }
        let (comps, labels, kept) = piecesKept(raw, in: mask, width: w, height: h)
        let bh = Double(band.count)
        var look = [Bool](repeating: false, count: comps.count + 1)
        for (k, c) in comps.enumerated() where !kept[k + 1] {
            let top = c.minY == 0, bottom = c.maxY == h - 1
            guard top != bottom, !c.touchesSide(w), Double(c.width) < bh else { continue }
            // The piece reaches beyond the band on its border's side only, and not far.
            let outside = top ? band.lowerBound - c.minY : c.maxY + 1 - band.upperBound
            let inner = top ? c.maxY + 1 - band.lowerBound : band.upperBound - c.minY
            guard Double(outside) >= minimumOutside * bh, Double(outside) <= maximumOutside * bh, Double(inner) >= minimumInside * bh else { continue }
            look[k + 1] = true
        }
        guard look.contains(true) else { return [] }
        // The band's rows of the pieces looked at, as a mask of their own: each must stay one piece.
        var inside = [UInt8](repeating: 0, count: n)
        for y in band { for x in 0..<w where labels[y * w + x] != 0 && look[Int(labels[y * w + x])] { inside[y * w + x] = 1 } }
        var insideLabels: [Int32] = []
        let pieces = components(inside, width: w, height: h, labels: &insideLabels)
        // Which piece each part inside the band came from, and how many parts each piece left there.
        var owner = [Int32](repeating: 0, count: pieces.count + 1)
        for i in 0..<n where insideLabels[i] != 0 { owner[Int(insideLabels[i])] = labels[i] }
        var parts = [Int](repeating: 0, count: comps.count + 1)
        for k in pieces.indices { parts[Int(owner[k + 1])] += 1 }
        var put = [Bool](repeating: false, count: pieces.count + 1)
        for (k, p) in pieces.enumerated() where Double(p.height) >= minimumInside * bh && Double(p.width) <= maximumMarkWidth * bh
            && !p.touchesSide(w) {
            // One part only: a digit, not two strokes of something wider.
            put[k + 1] = parts[Int(owner[k + 1])] == 1
        }
        var back = Set<Int32>()
        for i in 0..<n where insideLabels[i] != 0 && put[Int(insideLabels[i])] { mask[i] = 1; back.insert(labels[i]) }
        return back.sorted().map { id in
            let c = comps[Int(id) - 1]
            return PixelRect(x: c.minX, y: c.minY, width: c.width, height: c.height)
        }
    }
}
