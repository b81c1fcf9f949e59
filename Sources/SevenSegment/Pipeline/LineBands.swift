/// Row runs of ink found in a line strip, and how pieces of one row of digits are put back together.
enum LineBands {
    /// Joins neighbouring runs shorter than 0.6 of the layout's line height across gaps under 0.22 of
    /// it, as long as the joined run stays within 1.15 of it (the upper and lower halves of digits
    /// drawn with separate strokes). `expected` 0 = unknown, nothing joined. Returns the runs and the
    /// one with the most ink.
    static func joinHalves(_ bands: [(Range<Int>, Int)], expected: Double, best: (Range<Int>, Int)?)
        -> ([(Range<Int>, Int)], (Range<Int>, Int)?) {
        guard expected > 0, bands.count > 1 else { return (bands, best) }
        var out: [(Range<Int>, Int)] = []
        for b in bands.sorted(by: { $0.0.lowerBound < $1.0.lowerBound }) {
            if let last = out.last {
                let gap = Double(b.0.lowerBound - last.0.upperBound)
                let joined = last.0.lowerBound..<b.0.upperBound
                let short = Double(last.0.count) < 0.6 * expected || Double(b.0.count) < 0.6 * expected
                if short && gap <= 0.22 * expected && Double(joined.count) <= 1.15 * expected {
                    out[out.count - 1] = (joined, last.1 + b.1)
                    continue
                }
            }
            out.append(b)
        }
        let top = out.max { $0.1 < $1.1 }
        return (out, top)
    }
}
