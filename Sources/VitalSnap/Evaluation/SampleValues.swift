import SevenSegment

/// Random but plausible display texts for a layout, for rendered benchmarks and corpora: per line an
/// unsigned number that fits the line's digit count, with the line's fixed decimals (or, for a
/// floating point line, a decimal point at a random place or none), no leading zeros except "0.x".
public enum SampleValues {
    /// One text for the whole display, lines joined by "/".
    public static func text(for layout: DisplayLayout, using rng: inout SeededRandom) -> String {
        layout.lines.map { line(for: $0, using: &rng) }.joined(separator: "/")
    }

    /// A value for one line: within the field's plausible range (glucose 40-400 mg/dL or 2.5-25.0
    /// mmol/L, systolic 90-180, diastolic 50-110, pulse 45-130, temperature 35.0-41.0, SpO2 85-100,
    /// weight 40.0-150.0) when it fits the line, otherwise any number that fits.
    public static func line(for line: LineLayout, using rng: inout SeededRandom) -> String {
        if let range = plausibleRange(line) {
            let scale = pow10(line.decimals)
            let lo = Int((range.lowerBound * scale).rounded()), hi = Int((range.upperBound * scale).rounded())
            let v = lo + Int(rng.next() % UInt64(hi - lo + 1))
            var text = String(v / Int(scale))
            if line.decimals > 0 {
                let frac = String(v % Int(scale))
                text += "." + String(repeating: "0", count: line.decimals - frac.count) + frac
            }
            if text.filter({ $0 != "." }).count <= line.digits { return text }
        }
        return anyNumber(for: line, using: &rng)
    }

    static func pow10(_ n: Int) -> Double { (0..<max(0, n)).reduce(1.0) { r, _ in r * 10 } }

    static func plausibleRange(_ line: LineLayout) -> ClosedRange<Double>? {
        if line.floatingPoint { return nil }
        switch line.field {
        case .glucose: return line.decimals > 0 ? 2.5...25.0 : 40...400
        case .systolic: return 90...180
        case .diastolic: return 50...110
        case .pulse: return 45...130
        case .temperature: return 35.0...41.0
        case .spo2: return 85...100
        case .weight: return 40.0...150.0
        case .value: return nil
        }
    }

    /// Any unsigned number that fits the line.
    static func anyNumber(for line: LineLayout, using rng: inout SeededRandom) -> String {
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
