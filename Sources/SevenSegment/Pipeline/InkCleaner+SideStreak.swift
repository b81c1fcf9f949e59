/// A digit joined to a streak along the strip's side: a glare streak (a lamp's reflection across the
/// meter's glass) or a window's edge runs past the row of digits beside the first (or last) digit, and
/// the digit's bar that reaches towards it (a 9's foot) glows into it, so the two make one piece cut by
/// the strip's side and taller than any digit, which the cleaner drops as a bezel edge: "93" read as a
/// lone 3.
///
/// Seen column by column from the side, such a piece is the streak (columns inked over at least
/// `streakColumn` of the strip's height), its blurred edge (columns holding less and less ink), a gap
/// crossed only by thin bars, then the digit. The digit's part is put back where:
/// - the streak's columns run past the row of digits (`band`) by `streakOutside` of it, at one end at
///   least: a streak or a frame, not a digit the border cut (that stays within the row);
/// - the gap is at least `minimumGap` of the band wide (about a segment's thickness) and no column of it
///   holds more than `gapInk` of the band's height: the streak stands clear of the digit's own strokes,
///   so it covers none of them (a streak against a digit may hide its left-hand strokes and leave
///   clutter where they were: there is no gap then);
/// - what lies beyond the gap is as tall as the band, within `maximumOutside` of it, clear of the
///   strip's sides, and as wide as a digit with left-hand strokes (`streakDigitWidth`: not a 1, nor the
///   right-hand stroke a streak over a wider digit would leave), and passes the cleaner.
extension InkCleaner {
    /// Least rows (share of the band) the streak must reach beyond the band, at one end at least.
    static let streakOutside = 0.1
    /// Share of the strip's height a streak column is inked over.
    static let streakColumn = 0.5
    /// Least width (share of the band's height) of the gap between the streak and the digit.
    static let minimumGap = 0.1
    /// Most ink (share of the band's height) a column of the gap may hold: a bar or two crossing it.
    static let gapInk = 0.3
    /// Narrowest (share of the band's height) the digit's part may be.
    static let streakDigitWidth = 0.4

    /// Puts back into `mask` the digit's part of each piece joined to a streak along a side (see above);
    /// `raw`: the mask before cleaning. Returns the boxes of the pieces (in `raw`) whose part was put back.
    static func sideStreak(_ mask: inout [UInt8], raw: [UInt8], width w: Int, height h: Int, band: Range<Int>) -> [PixelRect] {
        let n = w * h
        guard band.count >= 8, raw.count >= n, mask.count >= n else { return [] }
        let (comps, labels, kept) = piecesKept(raw, in: mask, width: w, height: h)
        let bh = Double(band.count)
        let outside = Int((streakOutside * bh).rounded(.up))
        let beyond = { (top: Int, bottom: Int) in top <= band.lowerBound - outside || bottom >= band.upperBound - 1 + outside }
        var back: [PixelRect] = []
        for (k, c) in comps.enumerated() where !kept[k + 1] {
            let left = c.minX == 0, right = c.maxX == w - 1
            guard left != right, beyond(c.minY, c.maxY), Double(c.width) <= 2 * bh else { continue }
            let id = Int32(k + 1)
            // Columns of the piece from the side inwards, each with its ink and its top and bottom rows.
            let columns = (left ? Array(c.minX...c.maxX) : Array((c.minX...c.maxX).reversed())).map { x in
                var count = 0, top = h, bottom = -1
                for y in c.minY...c.maxY where labels[y * w + x] == id { count += 1; top = min(top, y); bottom = max(bottom, y) }
                return (x: x, count: count, top: top, bottom: bottom)
            }
            var i = 0
            while i < columns.count, Double(columns[i].count) >= streakColumn * Double(h) { i += 1 }
            guard i > 0, columns[..<i].allSatisfy({ beyond($0.top, $0.bottom) }) else { continue }
            while i < columns.count, Double(columns[i].count) > gapInk * bh, columns[i].count <= columns[i - 1].count { i += 1 }
            let gapStart = i
            while i < columns.count, Double(columns[i].count) <= gapInk * bh { i += 1 }
            guard Double(i - gapStart) >= max(2, minimumGap * bh), i < columns.count else { continue }
            let xs = left ? columns[i].x...c.maxX : c.minX...columns[i].x
            guard let part = digitBeyondStreak(labels, id: id, columns: xs, rows: c.minY...c.maxY, width: w, height: h, band: band) else { continue }
            for i in 0..<n where part[i] != 0 { mask[i] = 1 }
            back.append(PixelRect(x: c.minX, y: c.minY, width: c.width, height: c.height))
        }
        return back
    }

    /// The ink of piece `id` in `columns` (beyond the gap) as a mask, where it makes a digit: as tall as
    /// the band, within `maximumOutside` of it, clear of the strip's sides, at least `streakDigitWidth` and
    /// at most the band's height wide, and not dropped by the cleaner. Nil otherwise.
    static func digitBeyondStreak(_ labels: [Int32], id: Int32, columns: ClosedRange<Int>, rows: ClosedRange<Int>,
                                  width w: Int, height h: Int, band: Range<Int>) -> [UInt8]? {
        var part = [UInt8](repeating: 0, count: w * h)
        for y in rows { for x in columns where labels[y * w + x] == id { part[y * w + x] = 1 } }
        var partLabels: [Int32] = []
        let pieces = components(part, width: w, height: h, labels: &partLabels).filter { $0.area >= max(3, h * h / 500) }
        guard let x0 = pieces.map(\.minX).min(), let x1 = pieces.map(\.maxX).max(),
              let y0 = pieces.map(\.minY).min(), let y1 = pieces.map(\.maxY).max() else { return nil }
        let bh = Double(band.count), reach = Int((maximumOutside * bh).rounded(.up))
        guard !pieces.contains(where: { $0.touchesSide(w) }), Double(y1 - y0 + 1) >= minimumInside * bh,
              y0 >= band.lowerBound - reach, y1 <= band.upperBound - 1 + reach,
              Double(x1 - x0 + 1) >= streakDigitWidth * bh, Double(x1 - x0 + 1) <= bh else { return nil }
        clean(&part, width: w, height: h)
        return part.contains(1) ? part : nil
    }
}
