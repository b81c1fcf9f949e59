/// Inside a display the reader found itself: the box around the row of digits.
///
/// A found display is often a whole window: digits right-aligned in it, an empty part holding
/// reflections and scratches, the window's inner edges. Read as one line, that clutter becomes junk cells
/// and a contrast that hides the digits. The digits are found in the bar response (which keeps segments
/// and drops broad shading and single edges) as the heaviest run of segment-sized pieces within the digit
/// band, each close to the next; the box around them, with a margin, is read as the display.
struct DigitRowLocator {
    /// Margin around the digits, in digit-band heights (left/right, top/bottom).
    var sideMargin = 0.3
    var verticalMargin = 0.2
    /// Largest gap between neighbouring pieces of one row, in band heights (a digit's own gaps and the
    /// gap between digits are well under it; the empty part of a window is not).
    var maximumGap = 0.75
    /// Largest gap to a neighbouring run of pieces that still joins the row, in band heights.
    var digitGap = 1.0
    /// How far the box may reach beyond the display's left and right sides, as a fraction of its width.
    var beyond = 0.0

    /// The digits' box in the display image's pixels, or nil when no clear row of digits is there.
    func locate(_ display: GrayImage, polarity: Polarity) -> PixelRect? {
        let whole = Rect(x: 0, y: 0, width: 1, height: 1)
        guard let strip = LineSplitter(bars: true).split(display, region: whole, polarity: polarity).strip else { return nil }
        let w = strip.width, h = strip.height
        let band = strip.band, bh = Double(band.count)
        guard bh >= 6 else { return nil }
        // Window edges: vertical runs of ink far taller than the digit band. Taken out (so a digit touching
        // an edge is not lost with it) and kept as limits the box must not cross.
        var mask = strip.mask
        let edge = InkCleaner.eraseLongRuns(&mask, width: w, height: h, across: nil, down: Int((1.15 * bh).rounded(.up)))
        var labels: [Int32] = []
        let comps = InkCleaner.components(mask, width: w, height: h, labels: &labels)
        // Segment-sized pieces lying in the band.
        var pieces: [InkCleaner.Component] = []
        for c in comps {
            let inBand = min(c.maxY + 1, band.upperBound) - max(c.minY, band.lowerBound)
            guard inBand > 0, Double(inBand) >= 0.6 * Double(c.height) else { continue }
            guard Double(max(c.width, c.height)) >= 0.25 * bh, Double(c.width) <= 1.2 * bh else { continue }
            pieces.append(c)
        }
        guard !pieces.isEmpty else { return nil }
        pieces.sort { $0.minX < $1.minX }
        // Runs of pieces, each within `maximumGap` of the run so far; the heaviest run wins.
        var runs: [(x0: Int, x1: Int, mass: Int, count: Int)] = []
        var run = (x0: pieces[0].minX, x1: pieces[0].maxX, mass: pieces[0].area, count: 1)
        for c in pieces.dropFirst() {
            if Double(c.minX - run.x1) <= maximumGap * bh {
                run.x1 = max(run.x1, c.maxX); run.mass += c.area; run.count += 1
            } else {
                runs.append(run)
                run = (c.minX, c.maxX, c.area, 1)
            }
        }
        runs.append(run)
        guard var b = runs.indices.max(by: { runs[$0].mass < runs[$1].mass }) else { return nil }
        // A digit beside the row across a wider gap (a 1 stands at the right of its place, so the gap before
        // it is about a digit's width): a run of two or more pieces within `digitGap` joins the row, which
        // would otherwise read as a shorter number ("51.00" as "1.00").
        while b > 0, runs[b - 1].count >= 2, Double(runs[b].x0 - runs[b - 1].x1) <= digitGap * bh {
            runs[b - 1] = (runs[b - 1].x0, runs[b].x1, runs[b - 1].mass + runs[b].mass, runs[b - 1].count + runs[b].count)
            runs.remove(at: b); b -= 1
        }
        while b + 1 < runs.count, runs[b + 1].count >= 2, Double(runs[b + 1].x0 - runs[b].x1) <= digitGap * bh {
            runs[b] = (runs[b].x0, runs[b + 1].x1, runs[b].mass + runs[b + 1].mass, runs[b].count + runs[b + 1].count)
            runs.remove(at: b + 1)
        }
        var row = runs[b]
        guard row.count >= 2, Double(row.x1 - row.x0 + 1) >= 0.5 * bh else { return nil }
        // Small pieces in the band close to the row (a decimal point after its last digit, where more
        // digits may follow unseen) belong to it: the box must not end before them.
        var grew = true
        while grew {
            grew = false
            for c in comps where c.maxY >= band.lowerBound && c.minY < band.upperBound && c.area >= 3 {
                let near = 0.3 * bh
                if c.minX > row.x1 && Double(c.minX - row.x1) <= near { row.x1 = c.maxX; grew = true }
                if c.maxX < row.x0 && Double(row.x0 - c.maxX) <= near { row.x0 = c.minX; grew = true }
            }
        }
        let mx = Int((sideMargin * bh).rounded()), my = Int((verticalMargin * bh).rounded())
        var left = row.x0 - mx, right = row.x1 + 1 + mx
        for x in max(0, left)..<max(0, row.x0) where edge[x] { left = x + 2 }
        for x in stride(from: min(w - 1, right), to: row.x1, by: -1) where edge[x] { right = x - 1 }
        // Beyond the display's sides by at most `beyond` of its width (what a found box stepped inside cuts).
        let out = Int((beyond * Double(display.width)).rounded())
        let x0 = max(-out, strip.origin.x + left), x1 = min(display.width + out, strip.origin.x + right)
        let y0 = strip.origin.y + band.lowerBound - my, y1 = strip.origin.y + band.upperBound + my
        // Digits reaching the display's side (a found box a little tight) keep their margin beyond it.
        let r = PixelRect(x: x0, y: max(0, y0), width: x1 - x0, height: min(display.height, y1) - max(0, y0))
        guard r.width >= 8, r.height >= 8 else { return nil }
        return r
    }
}
