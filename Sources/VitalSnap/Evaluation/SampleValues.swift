import SevenSegment

/// Random but plausible display texts for a layout, for rendered benchmarks and corpora: per line an
/// unsigned number that fits the line's digit count, with the line's fixed decimals (or, for a
/// floating point line, a decimal point at a random place or none), no leading zeros except "0.x".
public enum SampleValues {
    /// One text for the whole display, lines joined by "/".
    public static func text(for layout: DisplayLayout, using rng: inout SeededGenerator) -> String {
        layout.lines.map { line(for: $0, using: &rng) }.joined(separator: "/")
    }

    /// A value for one line.
    public static func line(for line: LineLayout, using rng: inout SeededGenerator) -> String {
        let digits = max(1, line.digits)
        var decimals = line.decimals
        if line.floatingPoint { decimals = Int(rng.next() % UInt64(digits)) }
        decimals = min(decimals, digits - 1)
        let intMax = digits - decimals
        let intDigits = 1 + Int(rng.next() % UInt64(intMax))
        var s = ""
        for i in 0..<intDigits {
            let d = i == 0 && intDigits > 1 ? 1 + Int(rng.next() % 9) : Int(rng.next() % 10)
            s += String(d)
        }
        if decimals > 0 {
            s += "."
            for _ in 0..<decimals { s += String(Int(rng.next() % 10)) }
        }
        return s
    }
}
