extension GrayImage {
    /// Gray levels stretched linearly so that the darkest `share` of pixels maps to 0 and the lightest
    /// `share` to 255; nil when the levels between span less than `minimumSpan` or already span most
    /// of the range.
    func stretched(share: Double = 0.01, minimumSpan: Int = 8, maximumSpan: Int = 128) -> GrayImage? {
        guard !isEmpty else { return nil }
        let hist = histogram
        let n = pixels.count, cut = Int(Double(n) * share)
        var lo = 0, seen = 0
        while lo < 255 && seen + hist[lo] <= cut { seen += hist[lo]; lo += 1 }
        var hi = 255; seen = 0
        while hi > 0 && seen + hist[hi] <= cut { seen += hist[hi]; hi -= 1 }
        guard hi - lo >= minimumSpan, hi - lo < maximumSpan else { return nil }
        let scale = 255.0 / Double(hi - lo)
        var map = [UInt8](repeating: 0, count: 256)
        for v in 0..<256 { map[v] = UInt8(max(0, min(255, (Double(v - lo) * scale).rounded()))) }
        return GrayImage(width: width, height: height, pixels: pixels.map { map[Int($0)] })
    }
}
