extension SegmentSampler {
    /// A point merged under the foot of a lower right stroke with no bottom bar beside it (a 1, 4 or 7 on
    /// a display whose point sits at the stroke's foot rather than clear of it): the brightest mean level
    /// of a half-stroke square lying from 0.35 to 0.85 of a stroke beyond the edge of the lower right
    /// stroke (measured higher up, deskewed), in the cell's bottom fifth. Where nothing is merged there, a
    /// stroke's foot ends straight below its edge and the square lies on background (`footBump`'s
    /// stroke-sized square further out sees only the part of such a point that sticks out furthest). 0
    /// where the square does not fit before the next character. Only a character without a bottom bar
    /// may be judged by it (`LineInterpreter.pointUnderFoot`): a bar's rounded end, or a 2's bar reaching
    /// past its upper stroke, lights the same place.
    func footReach(_ cell: CharacterCell, next: CharacterCell?, strip: LineStrip, line: SegmentedLine) -> Float {
        guard cell.kind != .minus else { return 0 }
        let size = max(2, line.stroke)
        let top = cell.bottom > cell.top ? cell.top : Double(line.top)
        let bottom = cell.bottom > cell.top ? cell.bottom : Double(line.bottom)
        let height = bottom - top
        return strip.withInkReader { ink in
            let limit = next.map { $0.inkX0 - 0.15 * size } ?? .infinity
            guard let right = rightStrokeEdge(cell, rows: (top + 0.55 * height)...(top + 0.78 * height), size: size,
                                              limit: limit, ink: ink, line: line)
            else { return 0 }
            let side = Self.footReachSide * size
            let x = right + Self.footReachOffset * size
            guard x + side <= limit else { return 0 }
            let square = Square(size: side)
            var best: Float = 0
            var y = bottom - 0.2 * height
            while y <= bottom - 0.5 * side {
                best = max(best, square.level(x: x, y: y, ink: ink, line: line))
                y += 1
            }
            return best
        }
    }

    /// The side of `footReach`'s square and its offset beyond the stroke's edge, in strokes.
    static let footReachSide = 0.5
    static let footReachOffset = 0.35
}
