/// The level of each segment of one cell: about 1 when lit like the line's typical segment, about 0
/// when like the background.
public struct SampledCell: Equatable, Sendable {
    public var cell: CharacterCell
    /// Levels of a, b, c, d, e, f, g in that order (for `.narrow`: b and c only, the rest 0).
    public var levels: [Float]
}

/// Stage 5: on/off level per segment a–g by sampling the normalised ink (local contrast, so uneven
/// light and both polarities look alike) along where each segment should be, allowing it to sit a
/// little off its nominal place.
public struct SegmentSampler: Sendable {
    public init() {}

    public func sample(_ strip: LineStrip, line: SegmentedLine) -> [SampledCell] {
        line.cells.map { SampledCell(cell: $0, levels: levels($0, strip: strip, line: line)) }
    }

    func levels(_ cell: CharacterCell, strip: LineStrip, line: SegmentedLine) -> [Float] {
        let top = Double(line.top), hd = Double(line.bottom - line.top)
        let t = max(1.5, line.stroke)
        switch cell.kind {
        case .minus:
            return [0, 0, 0, 0, 0, 0, 1]
        case .narrow:
            let xa = cell.inkX0, xb = cell.inkX1
            let upper = vertical(strip, line, x0: xa - t * 0.5, x1: xb + t * 0.5 - t, width: t,
                                 y0: top + 0.12 * hd, y1: top + 0.4 * hd)
            let lower = vertical(strip, line, x0: xa - t * 0.5, x1: xb + t * 0.5 - t, width: t,
                                 y0: top + 0.6 * hd, y1: top + 0.88 * hd)
            return [0, upper, lower, 0, 0, 0, 0]
        case .glyph:
            let x0 = cell.x0, x1 = cell.x1, w = x1 - x0
            let cx0 = x0 + 0.3 * w, cx1 = x1 - 0.3 * w
            let a = horizontal(strip, line, y0: top - 0.06 * hd, y1: top + 0.25 * hd, height: t, x0: cx0, x1: cx1)
            let g = horizontal(strip, line, y0: top + 0.5 * hd - 0.18 * hd - t / 2, y1: top + 0.5 * hd + 0.18 * hd - t / 2,
                               height: t, x0: cx0, x1: cx1)
            let d = horizontal(strip, line, y0: top + hd * 0.75 - t, y1: top + hd * 1.06 - t, height: t, x0: cx0, x1: cx1)
            let lx0 = x0 - 0.1 * w, lx1 = x0 + 0.4 * w - t
            let rx0 = x1 - 0.4 * w, rx1 = x1 + 0.1 * w - t
            let uy0 = top + 0.17 * hd, uy1 = top + 0.38 * hd
            let ly0 = top + 0.62 * hd, ly1 = top + 0.83 * hd
            let f = vertical(strip, line, x0: lx0, x1: lx1, width: t, y0: uy0, y1: uy1)
            let b = vertical(strip, line, x0: rx0, x1: rx1, width: t, y0: uy0, y1: uy1)
            let e = vertical(strip, line, x0: lx0, x1: lx1, width: t, y0: ly0, y1: ly1)
            let c = vertical(strip, line, x0: rx0, x1: rx1, width: t, y0: ly0, y1: ly1)
            return [a, b, c, d, e, f, g]
        }
    }

    /// Best mean ink of a `width`-wide vertical band whose left edge slides over x0...x1 (deskewed),
    /// averaged over rows y0...y1.
    func vertical(_ s: LineStrip, _ line: SegmentedLine, x0: Double, x1: Double, width: Double,
                  y0: Double, y1: Double) -> Float {
        let rows = max(3, Int((y1 - y0).rounded()))
        let cols = max(2, Int(width.rounded()))
        var best: Float = -10
        var x = x0
        repeat {
            var acc: Float = 0
            for r in 0..<rows {
                let y = y0 + (y1 - y0) * (Double(r) + 0.5) / Double(rows)
                for c in 0..<cols {
                    let xd = x + width * (Double(c) + 0.5) / Double(cols)
                    acc += min(1.2, s.inkSample(line.stripX(xd, y), y))
                }
            }
            best = max(best, acc / Float(rows * cols))
            x += 1
        } while x <= x1
        return best
    }

    /// Best mean ink of a `height`-tall horizontal band whose top edge slides over y0...y1,
    /// averaged over columns x0...x1 (deskewed).
    func horizontal(_ s: LineStrip, _ line: SegmentedLine, y0: Double, y1: Double, height: Double,
                    x0: Double, x1: Double) -> Float {
        let cols = max(3, Int((x1 - x0).rounded()))
        let rows = max(2, Int(height.rounded()))
        var best: Float = -10
        var y = y0
        repeat {
            var acc: Float = 0
            for r in 0..<rows {
                let yy = y + height * (Double(r) + 0.5) / Double(rows)
                for c in 0..<cols {
                    let xd = x0 + (x1 - x0) * (Double(c) + 0.5) / Double(cols)
                    acc += min(1.2, s.inkSample(line.stripX(xd, yy), yy))
                }
            }
            best = max(best, acc / Float(rows * cols))
            y += 1
        } while y <= y1
        return best
    }
}
