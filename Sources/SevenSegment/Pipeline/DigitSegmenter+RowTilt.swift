/// A display photographed turned a little puts its row of digits on a slope: each digit sits higher or
/// lower than the line's band, by an amount that grows along the row. Digits tall enough to show their
/// own top and bottom say where the row's top and bottom lines run; a character that cannot (a "1", as
/// tall as a digit but seen only where its stroke is, or a digit with faded segments) is sampled
/// between those lines where it stands, not in the whole band (which a tilted row makes taller than
/// any one digit, so a "1" at the row's high end would be sampled half in the background).
extension DigitSegmenter {
    /// The row's top and bottom lines (strip rows) as functions of deskewed x, fitted to the glyph
    /// cells with `own` bounds; nil unless two such cells at least a digit apart give them.
    struct RowLines {
        var top: (a: Double, b: Double)
        var bottom: (a: Double, b: Double)
        func top(at x: Double) -> Double { top.a + top.b * x }
        func bottom(at x: Double) -> Double { bottom.a + bottom.b * x }
    }

    /// Share of the band a narrow mark must span to be sampled in its own rows when no row lines are
    /// known: more than any one segment (about half the band).
    static let loneMarkShare = 0.6

    func rowLines(_ cells: [CharacterCell], own: [Bool], digitWidth: Double) -> RowLines? {
        var xs: [Double] = [], tops: [Double] = [], bottoms: [Double] = []
        for (i, c) in cells.enumerated() where own[i] && c.kind == .glyph && !c.small {
            xs.append((c.inkX0 + c.inkX1) / 2); tops.append(c.top); bottoms.append(c.bottom)
        }
        guard xs.count >= 2, let lo = xs.min(), let hi = xs.max(), hi - lo >= digitWidth else { return nil }
        return RowLines(top: Self.lineFit(xs, tops), bottom: Self.lineFit(xs, bottoms))
    }

    /// Least-squares line y = a + b·x.
    static func lineFit(_ xs: [Double], _ ys: [Double]) -> (a: Double, b: Double) {
        let n = Double(xs.count)
        let mx = xs.reduce(0, +) / n, my = ys.reduce(0, +) / n
        var sxy = 0.0, sxx = 0.0
        for i in xs.indices { sxy += (xs[i] - mx) * (ys[i] - my); sxx += (xs[i] - mx) * (xs[i] - mx) }
        let b = sxx > 0 ? sxy / sxx : 0
        return (my - b * mx, b)
    }

    /// Cells without `own` bounds (left on the line's band) get the row's lines at their place, when
    /// the row is clearly tilted (its lines move by more than `stroke` over the cell's distance from
    /// the row's middle) and the cell's own ink (`inkTop`...`inkBottom`, strip rows; nil when it has
    /// none) lies between them. `top`..<`bottom` are the band's rows, `rows` the strip's height.
    ///
    /// Returns the slope of the row's bars (`SegmentedLine.rowSlope`): the mean slope of its lines when
    /// both lean the same way and a bar leans by at least half its thickness over a digit's width, else 0.
    @discardableResult
    func tiltCells(_ cells: inout [CharacterCell], own: [Bool], inkExtent: [(Int, Int)?], digitWidth: Double,
                   stroke: Double, bar: Double, top: Int, bottom: Int, rows: Int) -> Double {
        guard let row = rowLines(cells, own: own, digitWidth: digitWidth) else {
            // No row lines to follow (one digit beside the mark): a mark longer than any one segment
            // is a whole "1" wherever it stands, sampled in its own rows.
            let hd = Double(bottom - top)
            for i in cells.indices where !own[i] && cells[i].kind == .narrow {
                guard let (lo, hi) = inkExtent[i], Double(hi - lo + 1) >= Self.loneMarkShare * hd else { continue }
                cells[i].top = Double(lo); cells[i].bottom = Double(hi + 1)
            }
            return 0
        }
        let slope = (row.top.b + row.bottom.b) / 2
        let barSlope = row.top.b * row.bottom.b > 0 && abs(slope) * digitWidth >= 0.5 * bar ? slope : 0
        let hd = Double(bottom - top)
        for i in cells.indices where !own[i] && cells[i].kind != .minus {
            let x = (cells[i].inkX0 + cells[i].inkX1) / 2
            let t = max(0, row.top(at: x)), b = min(Double(rows), row.bottom(at: x))
            guard row.bottom(at: x) - row.top(at: x) >= 0.7 * hd, b - t >= 0.6 * hd else { continue }
            // Not tilted enough to matter here.
            guard t - Double(top) >= stroke || Double(bottom) - b >= stroke else { continue }
            if let (lo, hi) = inkExtent[i] {
                guard Double(lo) >= t - 0.5 * stroke, Double(hi + 1) <= b + 0.5 * stroke else { continue }
            }
            cells[i].top = t; cells[i].bottom = b
        }
        return barSlope
    }
}
