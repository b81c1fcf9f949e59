/// The level of each segment of one cell: about 1 when lit like the line's typical segment, about 0
/// when like the background.
public struct SampledCell: Equatable, Sendable {
    public var cell: CharacterCell
    /// Levels of a, b, c, d, e, f, g in that order (for `.narrow`: b and c of the mark, the rest where a
    /// full digit would have them).
    public var levels: [Float]
    /// Level of the brightest point-sized spot at the foot of the gap after the cell (where a decimal
    /// point would be), whether or not the segmenter took it for a point.
    public var pointLevel: Float = 0
    /// `pointLevel` with no square reaching into the next character's ink (where the gap is narrower
    /// than a point, the ink there is the next character's foot, or a point merged into it): what may
    /// stand for this character's own point (`LineInterpreter.mergedPointPlace`). `pointLevel` itself,
    /// which any ink there lights, is what rules a point out.
    public var ownPointLevel: Float = 0
    /// Level of a point merged under the foot of the lower right stroke (`SegmentSampler.footReach`),
    /// for a character without a bottom bar only (`LineInterpreter.pointUnderFoot`).
    public var footReach: Float = 0

    public init(cell: CharacterCell, levels: [Float], pointLevel: Float = 0, ownPointLevel: Float? = nil, footReach: Float = 0) {
        self.cell = cell; self.levels = levels; self.pointLevel = pointLevel; self.ownPointLevel = ownPointLevel ?? pointLevel
        self.footReach = footReach
    }
}

/// Stage 5: on/off level per segment a–g by sampling the normalised ink (local contrast, so uneven
/// light and both polarities look alike) along where each segment should be, allowing it to sit a
/// little off its nominal place.
public struct SegmentSampler: Sendable {
    /// Whether each cell's `pointLevel` is measured (else left 0). Only a line with a fixed point
    /// (`LineInterpreter.readsPointLevels`) ever reads it; the squares slid over every gap and foot to measure
    /// it cost more than sampling the segments themselves.
    public var pointLevels: Bool
    /// With `pointLevels`, whether each cell's `footReach` is measured too (else left 0).
    public var footReaches: Bool

    public init(pointLevels: Bool = true, footReaches: Bool = true) {
        self.pointLevels = pointLevels; self.footReaches = footReaches
    }

    public func sample(_ strip: LineStrip, line: SegmentedLine) -> [SampledCell] {
        line.cells.indices.map { i in
            let c = line.cells[i]
            let next = i + 1 < line.cells.count ? line.cells[i + 1] : nil
            let previous = i > 0 ? line.cells[i - 1] : nil
            var levels = levels(c, strip: strip, line: line, previous: previous, next: next)
            if c.small { levels = Self.ownScale(levels) }
            guard pointLevels else { return SampledCell(cell: c, levels: levels) }
            let size = max(2, line.stroke)
            let limit = next.map { $0.inkX0 - 0.15 * size } ?? .infinity
            let gap = pointLevel(after: c, next: next, strip: strip, line: line)
            // The gap's squares stay clear of the next character where a whole one fits (`pointLevel`).
            let ownGap = c.inkX1 + 1.15 * size <= limit ? gap : 0
            let ownFoot = footBump(c, next: next, strip: strip, line: line)
            // Scanned from and placed clear of the next character anyway where it stands that far off.
            let foot = c.inkX1 + 2.3 * size <= limit ? ownFoot : footBump(c, strip: strip, line: line)
            let reach = footReaches ? footReach(c, next: next, strip: strip, line: line) : 0
            return SampledCell(cell: c, levels: levels, pointLevel: max(gap, foot), ownPointLevel: max(ownGap, ownFoot),
                               footReach: reach)
        }
    }

    /// A small digit's thin strokes blur to less contrast than the line's digits: its levels are taken
    /// relative to its own brightest segment, when that is lit at least `smallLitFloor` (fainter, the
    /// cell keeps the line's scale and stays unsure).
    static let smallLitFloor: Float = 0.4
    static func ownScale(_ levels: [Float]) -> [Float] {
        guard let top = levels.max(), top >= smallLitFloor else { return levels }
        var out = top < 1 ? levels.map { $0 / top } : levels
        // Its bars (a, d, g), thinner still across a crop squashed in height, blur fainter than its
        // strokes (b, c, e, f): they are taken relative to their own brightest, when that is lit at least
        // `smallLitFloor` and half the brightest stroke (no unlit bar's glow is raised to lit).
        let bars = [0, 3, 6], barTop = bars.map { out[$0] }.max() ?? 0
        let strokeTop = [1, 2, 4, 5].map { out[$0] }.max() ?? 0
        if barTop >= smallLitFloor, barTop < 1, barTop >= 0.5 * strokeTop { for k in bars { out[k] /= barTop } }
        return out
    }

    /// Where a measure at a character's foot looks: the stroke's size, the cell's top, bottom and height
    /// (the line's band where the cell has no rows of its own), how far right it may reach (short of the
    /// next character) and the right edge of its lower right stroke (55-78% down, `rightStrokeEdge`).
    struct Foot {
        let size, top, bottom, height, limit, right: Double
    }

    /// `measure` at `cell`'s foot (`Foot`); 0 for a minus or where the lower right stroke has no edge.
    func atFoot(_ cell: CharacterCell, next: CharacterCell?, strip: LineStrip, line: SegmentedLine,
                _ measure: (Foot, LineStrip.InkReader) -> Float) -> Float {
        guard cell.kind != .minus else { return 0 }
        let size = max(2, line.stroke)
        let top = cell.bottom > cell.top ? cell.top : Double(line.top)
        let bottom = cell.bottom > cell.top ? cell.bottom : Double(line.bottom)
        let height = bottom - top
        return strip.withInkReader { ink in
            let limit = next.map { $0.inkX0 - 0.15 * size } ?? .infinity
            guard let right = rightStrokeEdge(cell, rows: (top + 0.55 * height)...(top + 0.78 * height), size: size,
                                              limit: limit, ink: ink, line: line) else { return 0 }
            return measure(Foot(size: size, top: top, bottom: bottom, height: height, limit: limit, right: right), ink)
        }
    }

    /// A point merged into the character's foot: the brightest stroke-sized square at the bottom, just
    /// right of where the ink of the lower right segment ends higher up (deskewed). A full-width
    /// character with no lower right segment (a 2) has its right side taken where its upper right
    /// segment ends (`rightStrokeEdge`): the ink found first there is its lower left segment, and the
    /// square right of that would lie on its own bottom bar. With `next`, nothing of the next
    /// character's ink is looked into (scanned from there, its strokes would stand for this one's edge
    /// and the square beside them would lie on its bars): 0 where no square fits before it.
    func footBump(_ cell: CharacterCell, next: CharacterCell? = nil, strip: LineStrip, line: SegmentedLine) -> Float {
        atFoot(cell, next: next, strip: strip, line: line) { f, ink in
            var right = f.right
            if cell.kind == .glyph && right < cell.inkX0 + 0.5 * (cell.inkX1 - cell.inkX0) {
                guard let upper = rightStrokeEdge(cell, rows: (f.top + 0.22 * f.height)...(f.top + 0.45 * f.height), size: f.size,
                                                  limit: f.limit, ink: ink, line: line),
                      upper >= cell.inkX0 + 0.5 * (cell.inkX1 - cell.inkX0) else { return 0 }
                right = upper
            }
            let edge = right + 0.3 * f.size
            guard edge + f.size <= f.limit else { return 0 }
            return Square(size: f.size).brightestInFoot(x: edge, bottom: f.bottom, height: f.height, ink: ink, line: line)
        }
    }

    /// The median over `rows` of the rightmost ink of `cell` (deskewed), scanned from a stroke beyond
    /// its ink edge (at most from `limit`, short of the next character); nil where no row holds any.
    func rightStrokeEdge(_ cell: CharacterCell, rows: ClosedRange<Double>, size: Double, limit: Double, ink: LineStrip.InkReader,
                         line: SegmentedLine) -> Double? {
        var edges: [Double] = []
        var y = rows.lowerBound
        while y <= rows.upperBound {
            let row = ink.row(y)
            var x = min(cell.inkX1 + size, limit)
            while x > cell.inkX0 && ink.sample(line.stripX(x, y), in: row) < 0.5 { x -= 1 }
            if x > cell.inkX0 { edges.append(x) }
            y += 1
        }
        guard !edges.isEmpty else { return nil }
        edges.sort()
        return edges[edges.count / 2]
    }

    /// Mean ink level (each sample capped at 1.2) of a `size`-sided square whose left side is at `x`
    /// and whose middle is at `y` (deskewed).
    func squareLevel(x: Double, y: Double, size: Double, strip: LineStrip, line: SegmentedLine) -> Float {
        strip.withInkReader { Square(size: size).level(x: x, y: y, ink: $0, line: line) }
    }

    /// The n x n samples of `squareLevel`, their offsets from the square's side worked out once for the
    /// many squares a search slides over.
    struct Square {
        let size: Double
        let n: Int
        /// `size * (i + 0.5) / n` for i in 0..<n.
        let offsets: [Double]

        init(size: Double) {
            let n = max(2, Int(size.rounded()))
            self.size = size; self.n = n
            offsets = (0..<n).map { size * (Double($0) + 0.5) / Double(n) }
        }

        @inline(__always)
        func level(x: Double, y: Double, ink: LineStrip.InkReader, line: SegmentedLine) -> Float {
            var acc: Float = 0
            for r in 0..<n {
                let sy = y + offsets[r] - size / 2
                let row = ink.row(sy)
                for c in 0..<n {
                    let xd = x + offsets[c]
                    acc += min(1.2, ink.sample(line.stripX(xd, sy), in: row))
                }
            }
            return acc / Float(n * n)
        }

        /// The brightest `level` at left edge `x`, slid a pixel at a time down the bottom fifth of a
        /// character `height` tall ending at `bottom` (its foot, where a point merged with it stands).
        func brightestInFoot(x: Double, bottom: Double, height: Double, ink: LineStrip.InkReader, line: SegmentedLine) -> Float {
            var best: Float = 0
            var y = bottom - 0.2 * height
            while y <= bottom - 0.5 * size {
                best = max(best, level(x: x, y: y, ink: ink, line: line))
                y += 1
            }
            return best
        }
    }

    /// Brightest mean level of a stroke-sized square at the foot of the gap between `cell` and `next`
    /// (deskewed), in the bottom fifth of the cell.
    func pointLevel(after cell: CharacterCell, next: CharacterCell?, strip: LineStrip, line: SegmentedLine) -> Float {
        guard cell.kind != .minus else { return 0 }
        let size = max(2, line.stroke)
        let bottom = cell.bottom > cell.top ? cell.bottom : Double(line.bottom)
        let height = cell.bottom > cell.top ? cell.bottom - cell.top : Double(line.bottom - line.top)
        let x0 = cell.inkX1 + 0.15 * size
        let limit = next.map { $0.inkX0 - 0.15 * size } ?? (cell.inkX1 + 0.6 * line.digitWidth)
        let x1 = max(x0, limit - size)
        let square = Square(size: size)
        return strip.withInkReader { ink in
            var best: Float = 0
            var y = bottom - 0.2 * height
            while y <= bottom - 0.5 * size {
                var x = x0
                while x <= x1 {
                    best = max(best, square.level(x: x, y: y, ink: ink, line: line))
                    x += 1
                }
                y += 1
            }
            return best
        }
    }

    func levels(_ cell: CharacterCell, strip: LineStrip, line: SegmentedLine,
                previous: CharacterCell? = nil, next: CharacterCell? = nil) -> [Float] {
        let top = cell.bottom > cell.top ? cell.top : Double(line.top)
        let hd = cell.bottom > cell.top ? cell.bottom - cell.top : Double(line.bottom - line.top)
        // A small digit (`CharacterCell.small`) has strokes as much thinner as it is shorter.
        let scale = cell.small ? min(1, hd / Double(max(1, line.bottom - line.top))) : 1
        let t = max(1.5, 0.8 * line.stroke * scale)
        let tb = max(1.5, 0.8 * line.bar * scale)
        switch cell.kind {
        case .minus:
            return [0, 0, 0, 0, 0, 0, 1]
        case .narrow:
            let xa = cell.inkX0, xb = cell.inkX1
            let upper = vertical(strip, line, x0: xa - t, x1: xb, width: t,
                                 y0: top + 0.12 * hd, y1: top + 0.4 * hd)
            let lower = vertical(strip, line, x0: xa - t, x1: xb, width: t,
                                 y0: top + 0.6 * hd, y1: top + 0.88 * hd)
            // Where a full digit would have its other segments: blank beside a "1", not quite blank
            // beside a "7" or "L" whose other strokes faded (the decoder then doubts the "1"). A bezel
            // edge at the strip's end, which the box of a "1" standing there reaches over, is not one.
            let markLeft = min(line.stripX(xa, Double(line.top)), line.stripX(xa, Double(line.bottom)))
            let strip = strip.clearedOfEdgePieces(before: markLeft) ?? strip
            let x0 = cell.x0, x1 = xa, w = max(2, x1 - x0)
            let hx0 = x0 + 0.25 * w, hx1 = x1 - 0.15 * w
            let a = horizontal(strip, line, y0: top - 0.06 * hd, y1: top + 0.25 * hd - tb, height: tb, x0: hx0, x1: hx1)
            let g = horizontal(strip, line, y0: top + 0.34 * hd - tb / 2, y1: top + 0.66 * hd - tb / 2,
                               height: tb, x0: hx0, x1: hx1)
            let d = horizontal(strip, line, y0: top + hd * 0.75, y1: top + hd * 1.06 - tb, height: tb, x0: hx0, x1: hx1)
            let lx0 = x0 + 0.05 * w, lx1 = max(lx0, x0 + 0.4 * w - t)
            let f = vertical(strip, line, x0: lx0, x1: lx1, width: t, y0: top + 0.2 * hd, y1: top + 0.36 * hd)
            let e = vertical(strip, line, x0: lx0, x1: lx1, width: t, y0: top + 0.64 * hd, y1: top + 0.8 * hd)
            return [a, upper, lower, d, e, f, g]
        case .glyph:
            let x0 = cell.x0, x1 = cell.x1, w = x1 - x0
            let cx0 = x0 + 0.3 * w, cx1 = x1 - 0.3 * w
            let a = horizontal(strip, line, y0: top - 0.06 * hd, y1: top + 0.25 * hd - tb, height: tb, x0: cx0, x1: cx1)
            let g = horizontal(strip, line, y0: top + 0.5 * hd - 0.16 * hd - tb / 2, y1: top + 0.5 * hd + 0.16 * hd - tb / 2,
                               height: tb, x0: cx0, x1: cx1)
            let d = horizontal(strip, line, y0: top + hd * 0.75, y1: top + hd * 1.06 - tb, height: tb, x0: cx0, x1: cx1)
            let (lx0, lx1) = SegmentSampler.leftSlide(x0 - 0.1 * w, x0 + 0.4 * w - t, previous: previous, of: cell)
            let (rx0, rx1) = SegmentSampler.rightSlide(x1 - 0.4 * w, x1 + 0.1 * w - t, width: t, next: next, of: cell)
            let uy0 = top + 0.2 * hd, uy1 = top + 0.36 * hd
            let ly0 = top + 0.64 * hd, ly1 = top + 0.8 * hd
            let f = vertical(strip, line, x0: lx0, x1: lx1, width: t, y0: uy0, y1: uy1)
            let b = vertical(strip, line, x0: rx0, x1: rx1, width: t, y0: uy0, y1: uy1)
            let e = vertical(strip, line, x0: lx0, x1: lx1, width: t, y0: ly0, y1: ly1)
            let c = vertical(strip, line, x0: rx0, x1: rx1, width: t, y0: ly0, y1: ly1)
            return [a, b, c, d, e, f, g]
        }
    }

    /// Best level of a `width`-wide vertical band whose left edge slides over x0...x1 (deskewed), over
    /// rows y0...y1: per row the band's mean, then a low quantile over rows, so ink bleeding in from the
    /// segments at either end cannot light an unlit segment.
    func vertical(_ s: LineStrip, _ line: SegmentedLine, x0: Double, x1: Double, width: Double,
                  y0: Double, y1: Double) -> Float {
        let rows = max(3, Int((y1 - y0).rounded()))
        let cols = max(2, Int(width.rounded()))
        var best: Float = -10
        var buf = [Float](repeating: 0, count: rows)
        // What does not change as the band slides: each row's height and deskew shift, each column's
        // offset from the band's left edge.
        let across = (0..<cols).map { width * (Double($0) + 0.5) / Double(cols) }
        let ys = (0..<rows).map { y0 + (y1 - y0) * (Double($0) + 0.5) / Double(rows) }
        let shifts = ys.map { line.shear * (line.center - $0) }
        return s.withInkReader { ink in
            let inkRows = ys.map { ink.row($0) }
            // The loops read the tables and write `buf` through buffer pointers (no bounds or uniqueness
            // checks per sample); the same operations in the same order.
            return inkRows.withUnsafeBufferPointer { inkRows in
                shifts.withUnsafeBufferPointer { shifts in
                    across.withUnsafeBufferPointer { across in
                        var x = x0
                        repeat {
                            buf.withUnsafeMutableBufferPointer { buf in
                                for r in 0..<rows {
                                    let row = inkRows[r], shift = shifts[r]
                                    var acc: Float = 0
                                    var left: Float = -10, right: Float = -10
                                    for c in 0..<cols {
                                        let xd = x + across[c]
                                        let v = min(1.2, ink.sample(xd + shift, in: row))
                                        acc += v
                                        if 2 &* c < cols &- 1 { left = max(left, v) } else if 2 &* c > cols &- 1 { right = max(right, v) }
                                    }
                                    buf[r] = max(acc / Float(cols), OutlineStroke.bracketed(left: left, right: right))
                                }
                            }
                            best = max(best, SegmentSampler.lowQuantile(&buf))
                            x += 1
                        } while x <= x1
                        return best
                    }
                }
            }
        }
    }

    /// Best level of a `height`-tall horizontal band whose top edge slides over y0...y1, over columns
    /// x0...x1 (deskewed), following the row's slope: per column the band's mean, then a low quantile over
    /// columns.
    func horizontal(_ s: LineStrip, _ line: SegmentedLine, y0: Double, y1: Double, height: Double,
                    x0: Double, x1: Double) -> Float {
        let cols = max(3, Int((x1 - x0).rounded()))
        let rows = max(2, Int(height.rounded()))
        let xm = (x0 + x1) / 2
        var best: Float = -10
        var buf = [Float](repeating: 0, count: cols)
        // What does not change as the band slides: each column's place and slope shift, each row's
        // offset from the band's top edge.
        let xds = (0..<cols).map { x0 + (x1 - x0) * (Double($0) + 0.5) / Double(cols) }
        let slopes = xds.map { line.rowSlope * ($0 - xm) }
        let down = (0..<rows).map { height * (Double($0) + 0.5) / Double(rows) }
        return s.withInkReader { ink in
            // Through buffer pointers, as in `vertical`.
            xds.withUnsafeBufferPointer { xds in
                slopes.withUnsafeBufferPointer { slopes in
                    down.withUnsafeBufferPointer { down in
                        var y = y0
                        repeat {
                            buf.withUnsafeMutableBufferPointer { buf in
                                for c in 0..<cols {
                                    let xd = xds[c], slope = slopes[c]
                                    var acc: Float = 0
                                    var upper: Float = -10, lower: Float = -10
                                    for r in 0..<rows {
                                        let yy = y + down[r] + slope
                                        let v = min(1.2, ink.sample(line.stripX(xd, yy), yy))
                                        acc += v
                                        if 2 &* r < rows &- 1 { upper = max(upper, v) } else if 2 &* r > rows &- 1 { lower = max(lower, v) }
                                    }
                                    buf[c] = max(acc / Float(rows), OutlineStroke.bracketed(left: upper, right: lower))
                                }
                            }
                            best = max(best, SegmentSampler.lowQuantile(&buf))
                            y += 1
                        } while y <= y1
                        return best
                    }
                }
            }
        }
    }

    /// The 30% quantile (sorts `v` in place).
    static func lowQuantile(_ v: inout [Float]) -> Float {
        v.sort()
        return v[min(v.count - 1, Int(Double(v.count) * 0.3))]
    }
}
