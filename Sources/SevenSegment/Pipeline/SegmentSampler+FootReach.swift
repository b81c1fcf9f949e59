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
        atFoot(cell, next: next, strip: strip, line: line) { f, ink in
            let side = Self.footReachSide * f.size
            let x = f.right + Self.footReachOffset * f.size
            guard x + side <= f.limit else { return 0 }
            return Square(size: side).brightestInFoot(x: x, bottom: f.bottom, height: f.height, ink: ink, line: line)
        }
    }

    /// The side of `footReach`'s square and its offset beyond the stroke's edge, in strokes.
    static let footReachSide = 0.5
    static let footReachOffset = 0.35
}
