/// Removes what cannot be part of a digit from an ink mask: specks, bezel edges along the border and
/// large solid blobs (shadows, glare seen in the wrong polarity).
enum InkCleaner {
    struct Component {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min, area = 0
        var width: Int { maxX - minX + 1 }
        var height: Int { maxY - minY + 1 }
        /// Cut by the top or bottom border of a `h`-row mask.
        func touchesTopOrBottom(_ h: Int) -> Bool { minY == 0 || maxY == h - 1 }
        /// Cut by the left or right border of a `w`-column mask.
        func touchesSide(_ w: Int) -> Bool { minX == 0 || maxX == w - 1 }
    }

    /// Returns the pieces dropped as bezel edges cut by the border (tall and cut by it): on a tight crop
    /// a digit touching the crop's edge is among them, and the line must not read as if it were not there.
    @discardableResult
    static func clean(_ mask: inout [UInt8], width w: Int, height h: Int) -> [PixelRect] {
        var wide = false, solid: [PixelRect] = []
        return clean(&mask, width: w, height: h, droppedWide: &wide, solid: &solid)
    }

    /// `clean`, also saying whether a dropped piece was wide (see below).
    @discardableResult
    static func clean(_ mask: inout [UInt8], width w: Int, height h: Int, droppedWide: inout Bool) -> [PixelRect] {
        var solid: [PixelRect] = []
        return clean(&mask, width: w, height: h, droppedWide: &droppedWide, solid: &solid)
    }

    /// `clean`, also saying whether a dropped piece was at least as wide as the mask is tall or a digit
    /// joined to grain at the border (`borderJoined`): what `salvage` looks into, without one it has
    /// nothing to do. `solid` gets the pieces dropped as solid blobs far thicker than a segment
    /// (`CoveredDigit` looks for them among the characters).
    @discardableResult
    static func clean(_ mask: inout [UInt8], width w: Int, height h: Int, droppedWide: inout Bool,
                      solid: inout [PixelRect]) -> [PixelRect] {
        var cut: [PixelRect] = []
        var labels: [Int32] = []
        let comps = components(mask, width: w, height: h, labels: &labels)
        let minArea = max(3, h * h / 500)
        var drop = [Bool](repeating: false, count: comps.count + 1)
        for (i, c) in comps.enumerated() {
            let fill = Double(c.area) / Double(c.width * c.height)
            let touchesLR = c.touchesSide(w)
            let touchesTB = c.touchesTopOrBottom(h)
            var bad = c.area < minArea
            // Long horizontal structures: bezel edges, frames.
            if Double(c.width) > max(0.6 * Double(w), 2.5 * Double(h)) { bad = true }
            // Solid blobs far thicker than a segment.
            if fill > 0.72 && Double(c.width) > 0.4 * Double(h) && Double(c.height) > 0.4 * Double(h) {
                bad = true
                solid.append(PixelRect(x: c.minX, y: c.minY, width: c.width, height: c.height))
            }
            // Edge clutter: short pieces cut by the top/bottom border, tall slivers hugging a side.
            if touchesTB && !touchesLR && Double(c.height) < 0.3 * Double(h) && Double(c.width) > 0.3 * Double(h) { bad = true }
            // Grain in a corner (`cornerSpeckle`).
            if cornerSpeckle(c, width: w, height: h) { bad = true }
            // A bezel edge along the top or bottom, also where it runs out at a side: far wider than a
            // segment bar, thin, on the border.
            if touchesTB && Double(c.height) < 0.2 * Double(h) && Double(c.width) > min(Double(h), 0.8 * Double(w)) { bad = true }
            // A frame line across the whole strip, side to side.
            if c.minX == 0 && c.maxX == w - 1 && Double(c.height) < 0.25 * Double(h) { bad = true }
            if touchesLR && Double(c.height) > 0.9 * Double(h) && Double(c.width) < 0.15 * Double(h) { bad = true }
            // Bezel edges: taller than digits can be in a line strip (they fill about 3/4 of it) and cut
            // by its border.
            if (touchesTB || touchesLR) && Double(c.height) > 0.88 * Double(h) { bad = true }
            if bad && c.area >= minArea && (touchesTB || touchesLR) && Double(c.height) > 0.5 * Double(h) {
                cut.append(PixelRect(x: c.minX, y: c.minY, width: c.width, height: c.height))
            }
            drop[i + 1] = bad
            if bad && (c.width >= h || borderJoined(c, width: w, height: h)) { droppedWide = true }
        }
        guard drop.contains(true) else { return cut }
        labels.withUnsafeBufferPointer { l in
            mask.withUnsafeMutableBufferPointer { m in
                for i in 0..<min(w * h, l.count, m.count) where l[i] != 0 && drop[Int(l[i])] { m[i] = 0 }
            }
        }
        return cut
    }

    /// The pieces of `raw` (the mask before cleaning), their labels, and per label (1-based) whether any of
    /// the piece's ink is still in the cleaned `mask` (a dropped piece: not kept).
    static func piecesKept(_ raw: [UInt8], in mask: [UInt8], width w: Int, height h: Int)
        -> (pieces: [Component], labels: [Int32], kept: [Bool]) {
        var labels: [Int32] = []
        let comps = components(raw, width: w, height: h, labels: &labels)
        var kept = [Bool](repeating: false, count: comps.count + 1)
        for i in 0..<min(w * h, mask.count, labels.count) where mask[i] != 0 && labels[i] != 0 { kept[Int(labels[i])] = true }
        return (comps, labels, kept)
    }

    /// Whether a piece of `before` touching the left or right border, narrow and spanning most of the
    /// digit band's rows, is wholly gone from `after`: what the cleaner took for an edge may be a "1".
    static func removedEdgeStroke(before: [UInt8], after: [UInt8], width w: Int, height h: Int, band: Range<Int>) -> Bool {
        var labels: [Int32] = []
        let comps = components(before, width: w, height: h, labels: &labels)
        var kept = [Bool](repeating: false, count: comps.count + 1)
        for i in 0..<(w * h) where after[i] != 0 && labels[i] != 0 { kept[Int(labels[i])] = true }
        let bh = band.count
        for (k, c) in comps.enumerated() where !kept[k + 1] && c.touchesSide(w) {
            let overlap = min(c.maxY + 1, band.upperBound) - max(c.minY, band.lowerBound)
            if 10 * overlap >= 7 * bh && 5 * c.width <= 2 * bh { return true }
        }
        return false
    }
}
