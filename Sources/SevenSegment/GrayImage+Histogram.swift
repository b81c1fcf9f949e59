/// Gray-level statistics of a whole image.
extension GrayImage {
    /// How many pixels have each gray level 0...255.
    var histogram: [Int] {
        var hist = [Int](repeating: 0, count: 256)
        for p in pixels { hist[Int(p)] += 1 }
        return hist
    }

    /// The gray level below or at which at least `q` (0...1) of the pixels counted in `histogram` lie.
    static func percentile(_ q: Double, of histogram: [Int]) -> Int {
        let n = Double(histogram.reduce(0, +))
        var acc = 0
        for (v, c) in histogram.enumerated() { acc += c; if Double(acc) >= q * n { return v } }
        return 255
    }

    /// Otsu's threshold between the image's dark and light pixels.
    var otsuLevel: UInt8 { ImageMeasures.otsu(histogram) }
}
