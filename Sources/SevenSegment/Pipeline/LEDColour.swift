/// The frame's chroma seen from a dewarped display (`SevenSegmentReader+PointColour`,
/// `SevenSegmentReader+MiddleBarColour`): what a coloured LED's lit segments show and what glow or a speck
/// of dust lacks.
struct LEDColour {
    /// The dewarped display a line was read on, its map back to the frame, and the frame's chroma plane.
    let crop: GrayImage
    let toFrame: Homography
    let chroma: GrayImage

    /// The most chroma over the frame pixels that crop pixels `xs` x `ys` map to, each widened by `reach`
    /// frame pixels to every side (the photo's chroma is coarser than its gray).
    func chroma(_ xs: ClosedRange<Int>, _ ys: ClosedRange<Int>, reach: Int = 0) -> Double {
        var best = 0
        for y in ys where y >= 0 && y < crop.height {
            for x in xs where x >= 0 && x < crop.width {
                let p = toFrame.apply(Double(x) + 0.5, Double(y) + 0.5)
                let fx = Int(p.x), fy = Int(p.y)
                guard fx >= 0, fy >= 0, fx < chroma.width, fy < chroma.height else { continue }
                for yy in max(0, fy - reach)...min(chroma.height - 1, fy + reach) {
                    for xx in max(0, fx - reach)...min(chroma.width - 1, fx + reach) { best = max(best, Int(chroma[xx, yy])) }
                }
            }
        }
        return Double(best)
    }

    /// The brightest gray pixel of the crop's box x0...x1, y0...y1 (clipped to the crop).
    func brightest(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> (x: Int, y: Int)? {
        let a = max(0, x0), b = min(crop.width - 1, x1), c = max(0, y0), d = min(crop.height - 1, y1)
        guard a <= b, c <= d else { return nil }
        var best = -1, at = (x: a, y: c)
        for y in c...d { for x in a...b where Int(crop[x, y]) > best { best = Int(crop[x, y]); at = (x, y) } }
        return at
    }

    /// The median over `read`'s digits (1s left out, whose one stroke a box may miss) of the chroma at each
    /// one's brightest pixel (widened by `reach`); nil where no digit has a cell or it is under
    /// `SevenSegmentReader.colouredLevel` (no coloured light).
    func reference(_ read: LineReading, reach: Int) -> Double? {
        let lit = read.characters.filter { $0.character.isNumber && $0.character != "1" }.compactMap { ch -> Double? in
            guard let c = ch.cell, let p = brightest(c.x, c.y, c.maxX - 1, c.maxY - 1) else { return nil }
            return chroma(p.x...p.x, p.y...p.y, reach: reach)
        }.sorted()
        guard !lit.isEmpty else { return nil }
        let median = lit[lit.count / 2]
        return median >= Double(SevenSegmentReader.colouredLevel) ? median : nil
    }
}
