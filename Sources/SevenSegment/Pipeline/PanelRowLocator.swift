/// On a panel meter's dark face (`DisplayLocator+Panel`): the rows of lit marks, largest first, one of
/// which is the row of digits (the others: the maker's name, the unit, reflections).
///
/// The face is split into lit and unlit by its own gray levels (Otsu), clear of a thin border (the
/// face's edge and the wall at its corners). Lit pieces lying side by side, each overlapping the next in
/// height by half the smaller and standing within `joinGap` of its height from it, make one row: an LED
/// digit's separate segments and the digits of a number join, a label above or below does not.
struct PanelRowLocator {
    /// Share of the face's width and height left out round its border.
    var border = 0.015
    /// Largest gap between neighbouring pieces of a row, in the taller piece's heights.
    var joinGap = 0.8
    /// Largest gap between pieces one above the other that join (an LED digit's upper and lower strokes),
    /// in the taller piece's heights.
    var stackGap = 0.3
    /// Largest gap, across and down, between pieces meeting corner to corner (a bar and its stroke).
    var cornerGap = 0.15
    /// Least height of a row, as a share of the face's height.
    var leastHeight = 0.05
    /// Least gray levels between the lit pieces' mean and the face's.
    var leastContrast = 40.0
    /// Margin round a row, in its heights (left/right, top/bottom).
    var sideMargin = 0.3
    var verticalMargin = 0.2
    /// How far beside a row (in its heights) bright marks make it doubtful, and how many bright pixels
    /// there (a share of its height squared; a lit stroke's half is about 0.03).
    var besideReach = 1.2
    var besideShare = 0.02
    /// Share of the face's width along its left and right sides not looked at for bright marks beside a row:
    /// the window's lighter edge or bevel a face's corners take in.
    var besideBorder = 0.06
    /// Where between the face's chroma and the lit row's an unlit place's glow begins (`ghostsAfter`).
    var ghostShare = 0.12
    /// How far from the row (in its heights) the unlit places are looked for: the lit digits' colour
    /// bleeds a little way round them (the camera's coarser colour).
    var ghostClear = 0.3
    /// How far a piece's brightest pixel must reach from the split level towards the brightest piece's:
    /// a lit segment's core is far brighter than the split, the edge of a window's bevel or a dim
    /// reflection only just above it.
    var peakShare = 0.4
    /// Where between the split and the face's brightest percent the lit pieces are cut the second time.
    var maskShare = 0.25

    struct Box: Equatable {
        var minX: Int, maxX: Int, minY: Int, maxY: Int, area: Int
        /// The brightest gray level of its pieces.
        var peak: Int
        var width: Int { maxX - minX + 1 }
        var height: Int { maxY - minY + 1 }
        func union(_ o: Box) -> Box {
            Box(minX: min(minX, o.minX), maxX: max(maxX, o.maxX), minY: min(minY, o.minY), maxY: max(maxY, o.maxY), area: area + o.area,
                peak: max(peak, o.peak))
        }
    }

    /// Whether a coloured LED's unlit places glow after the row more than before it: an LED meter's
    /// number stands at the right of its places, so its unlit places are before it; a photo turned upside
    /// down shows them after it, and its digits turned (25 as 52) still read.
    /// `chroma`: the face's chroma plane and its median.
    func ghostsAfter(_ r: Box, chroma planeAndMedian: (plane: GrayImage, median: Int)?, border: (x: Int, y: Int)) -> Bool {
        guard let (chroma, face) = planeAndMedian else { return false }
        let w = chroma.width, h = chroma.height
        let reach = Int((besideReach * Double(r.height)).rounded()), clear = max(2, Int((ghostClear * Double(r.height)).rounded()))
        let y0 = max(border.y, r.minY), y1 = min(h - border.y - 1, r.maxY)
        guard y1 > y0 else { return false }
        // The row's chroma: its brightest tenth.
        var rowHist = [Int](repeating: 0, count: 256)
        for y in y0...y1 { for x in r.minX...r.maxX { rowHist[Int(chroma.pixels[y * w + x])] += 1 } }
        let quantile = Self.quantile, lit = quantile(rowHist, 0.9)
        guard lit - face >= 40 else { return false }
        // Each side against its own median: a side of the face warmer than the rest (the colour of the
        // lit digits spread over the glossy face) is no glow, unlit segments are a pattern on it.
        func glowing(_ x0: Int, _ x1: Int) -> Int {
            let a = max(border.x, x0), b = max(a, min(w - border.x, x1))
            guard b > a else { return 0 }
            var side = [Int](repeating: 0, count: 256)
            for y in y0...y1 { for x in a..<b { side[Int(chroma.pixels[y * w + x])] += 1 } }
            let glow = Double(max(face, quantile(side, 0.5))) + ghostShare * Double(lit - face)
            var n = 0
            for y in y0...y1 { for x in a..<b where Double(chroma.pixels[y * w + x]) >= glow { n += 1 } }
            return n
        }
        let before = glowing(r.minX - reach, r.minX - clear), after = glowing(r.maxX + 1 + clear, r.maxX + 1 + reach)
        return Double(after) >= besideShare * Double(r.height * r.height) && after > 2 * before
    }

    /// The gray level under which the share `q` of a histogram's pixels lies.
    static func quantile(_ hist: [Int], _ q: Double) -> Int {
        let total = hist.reduce(0, +), target = Int(Double(total) * q)
        var sum = 0
        for v in 0..<256 { sum += hist[v]; if sum > target { return v } }
        return 255
    }

    /// A row found: the box read (the marks with their margins, which may reach past a face as tight as a
    /// timer's window round its digits) and its marks' box.
    struct Row: Equatable {
        var box: PixelRect
        var marks: PixelRect
    }

    func joins(_ a: Box, _ b: Box) -> Bool {
        let vOverlap = min(a.maxY, b.maxY) - max(a.minY, b.minY) + 1
        let hGap = max(a.minX, b.minX) - min(a.maxX, b.maxX) - 1
        if Double(vOverlap) >= 0.5 * Double(min(a.height, b.height)) && Double(hGap) <= joinGap * Double(max(a.height, b.height)) { return true }
        let hOverlap = min(a.maxX, b.maxX) - max(a.minX, b.minX) + 1
        let vGap = max(a.minY, b.minY) - min(a.maxY, b.maxY) - 1
        let tall = Double(max(a.height, b.height))
        if Double(hOverlap) >= 0.5 * Double(min(a.width, b.width)) && Double(vGap) <= stackGap * tall { return true }
        // Corner to corner (a segment's bar and the stroke it meets, drawn apart).
        return Double(max(hGap, vGap)) <= cornerGap * tall
    }

    /// The rows' boxes in `face`'s pixels, heaviest first by ink times height (a meter's digits are its
    /// largest marks; a label's many letters can hold as much ink), at most `count` for each cut.
    /// `chroma`: the face's chroma plane (`GrayImage.chroma`), where a coloured LED's unlit places glow.
    func locate(_ face: GrayImage, chroma: GrayImage? = nil, count: Int = 2) -> [Row] {
        let w = face.width, h = face.height
        let bx = max(1, Int((border * Double(w)).rounded())), by = max(1, Int((border * Double(h)).rounded()))
        guard w - 2 * bx >= 8, h - 2 * by >= 8 else { return [] }
        var hist = [Int](repeating: 0, count: 256)
        for y in by..<(h - by) { for x in bx..<(w - bx) { hist[Int(face.pixels[y * w + x])] += 1 } }
        let t = Int(ImageMeasures.otsu(hist))
        var lit = 0, litSum = 0, darkSum = 0, dark = 0
        for v in 0..<256 { if v > t { lit += hist[v]; litSum += v * hist[v] } else { dark += hist[v]; darkSum += v * hist[v] } }
        guard lit > 0, dark > 0, Double(litSum) / Double(lit) - Double(darkSum) / Double(dark) >= leastContrast else { return [] }
        // The lit pieces are cut at the split and a little above it: a face's lighter frame or bevel just
        // above the split joins the digits near it (and with them is dropped at the face's border), a
        // dim digit's strokes cut higher fall apart.
        let total = hist.reduce(0, +)
        var top = 255, above = 0
        while top > t, above + hist[top] <= total / 100 { above += hist[top]; top -= 1 }
        let cut = t + Int((maskShare * Double(top - t)).rounded())
        // The face's own chroma (its median), for `ghostsAfter`.
        let tinted = chroma.map { plane -> (plane: GrayImage, median: Int) in
            var hist = [Int](repeating: 0, count: 256)
            for y in by..<(h - by) { for x in bx..<(w - bx) { hist[Int(plane.pixels[y * w + x])] += 1 } }
            return (plane, Self.quantile(hist, 0.5))
        }
        var found: [Row] = []
        for level in [t, cut] where level == t || level > t + 2 {
            for r in rows(face, chroma: tinted, count: count, cut: level, split: t, border: (bx, by))
            where !found.contains(where: { f in
                abs(f.box.x - r.box.x) <= 2 && abs(f.box.maxX - r.box.maxX) <= 2 && abs(f.box.y - r.box.y) <= 2 && abs(f.box.maxY - r.box.maxY) <= 2
            }) {
                found.append(r)
            }
        }
        return found
    }

    /// The rows of the pieces lit above `cut` (`split`: the face's Otsu level), largest first, at most `count`.
    func rows(_ face: GrayImage, chroma: (plane: GrayImage, median: Int)?, count: Int, cut: Int, split t: Int,
              border: (x: Int, y: Int)) -> [Row] {
        let w = face.width, h = face.height, bx = border.x, by = border.y
        var mask = [UInt8](repeating: 0, count: w * h)
        for y in by..<(h - by) { for x in bx..<(w - bx) where Int(face.pixels[y * w + x]) > cut { mask[y * w + x] = 1 } }
        var labels: [Int32] = []
        let comps = InkCleaner.components(mask, width: w, height: h, labels: &labels)
        var peaks = [Int](repeating: 0, count: comps.count)
        for (k, c) in comps.enumerated() {
            for y in c.minY...c.maxY { for x in c.minX...c.maxX where labels[y * w + x] == Int32(k + 1) { peaks[k] = max(peaks[k], Int(face.pixels[y * w + x])) } }
        }
        let inside = comps.indices.filter { k in
            let c = comps[k]
            return c.area >= 4 && c.minX > bx && c.maxX < w - bx - 1 && c.minY > by && c.maxY < h - by - 1
        }
        guard let brightest = inside.map({ peaks[$0] }).max() else { return [] }
        let strong = Double(t) + peakShare * Double(brightest - t)
        let pieces = inside.filter { Double(peaks[$0]) >= strong }
        guard pieces.count >= 2, pieces.count <= 400 else { return [] }
        // Pieces side by side (within `joinGap` of the taller's height) or stacked (an LED digit's upper
        // and lower strokes) join, again and again as the boxes grow: a 1 standing at the right of its
        // place is a digit's width from the digit before it, more than its separate strokes are high.
        var boxes = pieces.map { k in
            Box(minX: comps[k].minX, maxX: comps[k].maxX, minY: comps[k].minY, maxY: comps[k].maxY, area: comps[k].area, peak: peaks[k])
        }
        var merged = true
        while merged {
            merged = false
            var i = 0
            while i < boxes.count {
                var j = i + 1
                while j < boxes.count {
                    if joins(boxes[i], boxes[j]) {
                        boxes[i] = boxes[i].union(boxes[j]); boxes.remove(at: j); merged = true
                    } else { j += 1 }
                }
                i += 1
            }
        }
        let rows = boxes.filter { r in Double(r.height) >= leastHeight * Double(h) && r.width >= r.height / 2 }
            .sorted { $0.area * $0.height > $1.area * $1.height }
        // Bright marks beside a row that did not join it (a digit apart from the rest, joined to a
        // reflection or dimmer than a glare spot, a unit sign, glare): the row may not be the whole number.
        func crowded(_ r: Box) -> Bool {
            let reach = Int((besideReach * Double(r.height)).rounded()), clear = max(2, r.height / 10)
            let least = max(3.0, besideShare * Double(r.height * r.height))
            // Bright as the row's own pieces are, not as the brightest piece (glare can be far brighter).
            let bright = Double(t) + peakShare * Double(r.peak - t)
            let sx = max(bx, Int((besideBorder * Double(w)).rounded()))
            for (x0, x1) in [(r.minX - reach, r.minX - clear), (r.maxX + 1 + clear, r.maxX + 1 + reach)] {
                var n = 0
                for y in max(by, r.minY)...min(h - by - 1, r.maxY) {
                    for x in max(sx, x0)..<max(max(sx, x0), min(w - sx, x1)) where Double(face.pixels[y * w + x]) >= bright { n += 1 }
                }
                if Double(n) >= least { return true }
            }
            return ghostsAfter(r, chroma: chroma, border: (bx, by))
        }
        return rows.prefix(count).compactMap { r in
            guard !crowded(r) else { return nil }
            let bh = Double(r.height)
            let mx = Int((sideMargin * bh).rounded()), my = Int((verticalMargin * bh).rounded())
            let x0 = r.minX - mx, x1 = r.maxX + 1 + mx
            let y0 = r.minY - my, y1 = r.maxY + 1 + my
            return Row(box: PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0),
                       marks: PixelRect(x: r.minX, y: r.minY, width: r.width, height: r.height))
        }
    }
}
