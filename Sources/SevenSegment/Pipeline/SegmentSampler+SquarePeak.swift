extension SegmentSampler.Square {
    /// Brightest mean level of the square over a patch of a strip (deskewed coordinates): its left side
    /// stepped a pixel at a time from `x0` to `x1`, its centre from `y0` to `y1`; `floor` when the patch
    /// is empty. Where a point could hide in a gap (`HiddenPoint`, `PointPlaces`).
    func peak(in strip: LineStrip, line: SegmentedLine, x0: Double, x1: Double, y0: Double, y1: Double,
              floor: Float) -> Float {
        strip.withInkReader { ink in
            var best = floor
            var y = y0
            while y <= y1 {
                var x = x0
                while x <= x1 {
                    best = max(best, level(x: x, y: y, ink: ink, line: line))
                    x += 1
                }
                y += 1
            }
            return best
        }
    }
}
