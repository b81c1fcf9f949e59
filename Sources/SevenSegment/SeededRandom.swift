/// The project's one deterministic pseudo-random generator (SplitMix64): the same seed gives the same
/// numbers on every machine and every run — rendered images, fixtures, roi jitter. Not for secrets.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in 0..<1.
    public mutating func unit() -> Double {
        Double(next() >> 11) * (1.0 / 9_007_199_254_740_992.0)
    }

    /// Uniform in `lo...hi`.
    public mutating func uniform(_ lo: Double, _ hi: Double) -> Double {
        lo + (hi - lo) * unit()
    }

    /// Uniform in `-amount...amount`.
    public mutating func symmetric(_ amount: Double) -> Double {
        uniform(-amount, amount)
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// Approximately normal with mean 0 and standard deviation 1 (sum of four uniforms, cheap).
    public mutating func gaussian() -> Double {
        (unit() + unit() + unit() + unit() - 2.0) * 1.7320508
    }

    /// Uniform in `range`.
    public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        uniform(range.lowerBound, range.upperBound)
    }
}
