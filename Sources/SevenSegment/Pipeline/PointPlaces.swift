/// Where a line read without a decimal point could still hide one: the foot of each gap between two
/// adjacent characters. On a display whose point may be anywhere (`LineLayout.pointMayBeHidden`), a
/// reading without a point stands only where every such place is measured clearly background, in
/// every view of the line's pixels (a small point fades in bar response, not in the plain ink).
enum PointPlaces {
    /// Highest mean ink (a lit segment is about 1) of a point-sized square in a gap that still counts
    /// as background. On the electricity-meter line crops, the lit points of 57 looks that read every
    /// digit but missed the point measured 0.26 to 0.88 here (a point close to the next digit is partly
    /// taken into its box), pointless lines 0.09 to 1.2 (glare, a digit's foot): under half the weakest
    /// real point.
    static let clearLevel: Float = 0.12
    /// Side of the point-sized square, in strokes: a point is about a stroke wide, and a square half as
    /// wide fits inside it wholly.
    static let squareStrokes = 0.5

    /// The peak ink of a point-sized square over the foot of each gap between two adjacent characters
    /// (deskewed; from 0.3 of the digits' height above their bottom to 0.1 below it), the greatest over
    /// the gaps and the views; nil when some place cannot be measured: a character that is no digit
    /// mark (a minus), a gap too narrow for the square, the strip's bottom edge within the square's
    /// reach of the digits' foot, or a digit wider than the others (a point merged into its foot).
    static func peak(_ strips: [LineStrip], _ line: SegmentedLine) -> Float? {
        let cells = line.cells
        guard cells.count >= 2, !strips.isEmpty, cells.allSatisfy({ $0.kind != .minus }) else { return nil }
        let size = max(2, squareStrokes * line.stroke)
        let height = Double(line.bottom - line.top)
        guard height > 0 else { return nil }
        let interpreter = LineInterpreter()
        for i in cells.indices where interpreter.widened(line, i, strict: true) { return nil }
        for c in cells where c.kind == .narrow && c.inkX1 - c.inkX0 > 1.6 * line.stroke { return nil }
        var best: Float = -10
        for strip in strips {
            guard strip.width == strips[0].width, strip.height == strips[0].height else { return nil }
            let square = SegmentSampler.Square(size: size)
            for i in 0..<(cells.count - 1) {
                let left = cells[i], right = cells[i + 1]
                let x0 = left.inkX1, x1 = right.inkX0 - size
                guard x1 >= x0 else { return nil }
                let bottom = max(left.bottom > left.top ? left.bottom : Double(line.bottom),
                                 right.bottom > right.top ? right.bottom : Double(line.bottom))
                let yLow = bottom + 0.1 * height
                guard yLow + size / 2 <= Double(strip.height) else { return nil }
                let level = square.peak(in: strip, line: line, x0: x0, x1: x1, y0: bottom - 0.3 * height, y1: yLow, floor: -10)
                best = max(best, level)
            }
        }
        return best
    }

    /// Whether every place a point could hide on `line` is clearly background in every view.
    static func clear(_ strips: [LineStrip], _ line: SegmentedLine) -> Bool {
        guard let p = peak(strips, line) else { return false }
        return p < clearLevel
    }
}
