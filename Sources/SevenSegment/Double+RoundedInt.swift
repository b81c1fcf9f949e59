extension Double {
    /// `Int(self.rounded())` (to nearest, halves away from zero) without a call into the math library:
    /// on the baseline x86-64 target `rounded()` is a call to `round` for every value, and the
    /// segmenter's projections round one value per ink pixel.
    ///
    /// Exact: `Int(self)` truncates toward zero and traps where `Int(self.rounded())` would (NaN,
    /// infinities, out of range: no Double within half of 2^63 has a fraction). Below 2^52 in magnitude
    /// the fraction `self - Double(i)` is exact (it needs fewer bits than `self`); from there on every
    /// Double is an integer and the fraction is 0.
    @inline(__always)
    var roundedInt: Int {
        let i = Int(self)
        let f = self - Double(i)
        return i &+ (f >= 0.5 ? 1 : 0) &- (f <= -0.5 ? 1 : 0)
    }
}
