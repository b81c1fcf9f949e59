/// A bezel or window edge standing up through the whole strip: a column whose ink runs from the strip's
/// top to its bottom, past both ends of the digit band, while the band itself stays clear of the strip's
/// top and bottom. A digit's ink ends with the band (the band is made of the digits' rows), so such a
/// column is no digit's: on a light panel read as dark ink, the dark bezel beside the panel is one. Its
/// ink before a line's first character is not taken for a leading digit lost (`LeadingInk`).
extension LineStrip {
    /// Share of a column's rows, above the band, in it and below it, that must hold ink.
    static let bezelInkShare = 0.9

    /// Whether column `x` is a bezel column (see above). False when the band comes within
    /// `max(2, band / 20)` rows of the strip's top or bottom: a digit there may run the strip's height.
    func isBezelColumn(_ x: Int) -> Bool {
        guard x >= 0, x < width, !band.isEmpty else { return false }
        let clear = max(2, band.count / 20)
        guard band.lowerBound >= clear, height - band.upperBound >= clear else { return false }
        func share(_ rows: Range<Int>) -> Double {
            var n = 0
            for y in rows where ink[y * width + x] > LeadingInk.level { n += 1 }
            return Double(n) / Double(max(1, rows.count))
        }
        return share(0..<band.lowerBound) >= Self.bezelInkShare && share(band) >= Self.bezelInkShare
            && share(band.upperBound..<height) >= Self.bezelInkShare
    }
}
