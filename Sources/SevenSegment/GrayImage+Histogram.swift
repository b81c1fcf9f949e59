/// Gray-level statistics of a whole image.
extension GrayImage {
    /// How many pixels have each gray level 0...255.
    var histogram: [Int] {
        var hist = [Int](repeating: 0, count: 256)
        for p in pixels { hist[Int(p)] += 1 }
        return hist
    }

    /// Otsu's threshold between the image's dark and light pixels.
    var otsuLevel: UInt8 { ImageMeasures.otsu(histogram) }
}
