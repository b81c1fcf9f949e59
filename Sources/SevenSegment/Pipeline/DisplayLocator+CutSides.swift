/// A display the photo cut at its left or right side (a close-up: the grey window runs off the frame).
///
/// Where the frame cut it, the found region has no corners on that side: the extreme points along the
/// diagonals (`cornerQuad`) land wherever glare or a reflection thins the region near the frame's side,
/// and the quad's side between them runs slanted across the first or last digit. There the quad's side
/// is the frame's side, its corners where the region's top and bottom edges meet it (`edgeLine`: each
/// edge through the median top or bottom of the region's columns in two bands across it).
/// Not stepping inside a cut side as well (the box as found, not stepped over a bezel that is not there)
/// was measured and dropped: fuel-pump-mq 113 -> 112 correct, a leading 2 at the photo's edge left out.
extension DisplayLocator {
    /// `quad` (a component's `cornerQuad`, mask pixels) with its corners on the side the frame cut (`left`,
    /// `right`) moved to that side of the `w`-column mask, where the component's top and bottom edges meet
    /// it; unchanged where an edge cannot be measured.
    func cutCorners(_ quad: Quad, left: Bool, right: Bool, labels: [Int32], id: Int32, comp c: InkCleaner.Component,
                    width w: Int) -> Quad {
        guard left || right,
              let top = edgeLine(labels, id: id, comp: c, width: w, bottom: false),
              let bottom = edgeLine(labels, id: id, comp: c, width: w, bottom: true),
              Self.framesAWindow(top: top, bottom: bottom, from: Double(c.minX), to: Double(c.maxX)) else { return quad }
        var q = quad
        if left {
            q.topLeft = Point(0, top.y(0)); q.bottomLeft = Point(0, bottom.y(0))
        }
        if right {
            let x = Double(w - 1)
            q.topRight = Point(x, top.y(x)); q.bottomRight = Point(x, bottom.y(x))
        }
        return q
    }

    /// Whether a region's top and bottom edges frame a window across columns `x0...x1`: nearly parallel
    /// (slopes within 0.15 of each other) and the window as tall at both ends as in its middle (within
    /// 0.7-1.4 of it). A wedge of background in the frame's corner has edges that meet: its corners stay.
    static func framesAWindow(top: EdgeLine, bottom: EdgeLine, from x0: Double, to x1: Double) -> Bool {
        let middle = bottom.y((x0 + x1) / 2) - top.y((x0 + x1) / 2)
        guard abs(top.slope - bottom.slope) <= 0.15, middle > 0 else { return false }
        return [x0, x1].allSatisfy { x in
            let span = bottom.y(x) - top.y(x)
            return span >= 0.7 * middle && span <= 1.4 * middle
        }
    }

    /// A straight edge y = y0 + slope * x.
    struct EdgeLine: Equatable {
        var y0: Double, slope: Double
        func y(_ x: Double) -> Double { y0 + slope * x }
    }

    /// The line along the component's top edge (its columns' first labelled rows) or bottom edge (last
    /// rows): through the median of those rows over two bands of columns, a fifth of its width each,
    /// centred at 30% and 70% of its width (a median: a column the region is thin or ragged in does not
    /// move it). nil where a band holds no labelled column.
    func edgeLine(_ labels: [Int32], id: Int32, comp c: InkCleaner.Component, width w: Int, bottom: Bool) -> EdgeLine? {
        func median(at centre: Double) -> (x: Double, y: Double)? {
            let half = max(1, c.width / 10)
            let mid = c.minX + Int((centre * Double(c.width)).rounded())
            var ys: [Int] = []
            for x in max(c.minX, mid - half)...min(c.maxX, mid + half) {
                var edge: Int? = nil
                for y in c.minY...c.maxY where labels[y * w + x] == id {
                    edge = y
                    if !bottom { break }
                }
                if let edge { ys.append(edge) }
            }
            guard !ys.isEmpty else { return nil }
            ys.sort()
            return (Double(mid), Double(ys[ys.count / 2]))
        }
        guard let a = median(at: 0.3), let b = median(at: 0.7), b.x > a.x else { return nil }
        let slope = (b.y - a.y) / (b.x - a.x)
        return EdgeLine(y0: a.y - slope * a.x, slope: slope)
    }
}
