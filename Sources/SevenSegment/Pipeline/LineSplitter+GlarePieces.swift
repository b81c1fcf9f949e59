/// Saturated glare on a dark-on-light line (an LCD under a lamp): a patch of clipped pixels brighter
/// than the display's background hides whatever segments lie under it, and a digit it covers whole is
/// simply not there in the ink (a 4817 with its 4 under glare reads 817). The patches are kept with
/// the strip (`LineStrip.glarePieces`) so that a reading with one among or beside its characters is
/// doubted (`CoveredDigit`). Not for light-on-dark lines, whose lit segments are the light pixels.
extension LineSplitter {
    /// The background must be darker than this for clipped pixels to be glare on it (a binarised crop
    /// whose background is itself white has none).
    static let glareBackgroundBelow = 235

    /// Bounding boxes (in `px`'s pixels) of the clipped patches (`ImageMeasures.clippedPatches`) in `px` of
    /// `display`, where the region's median gray (`histogram`) is below `glareBackgroundBelow`.
    static func glarePieces(_ display: GrayImage, _ px: PixelRect, histogram: [Int]) -> [PixelRect] {
        let n = px.area
        guard n > 0, histogram.count == 256 else { return [] }
        var clipped = 0
        for v in Int(ImageMeasures.clippedLevel)..<256 { clipped += histogram[v] }
        guard clipped > 0 else { return [] }
        var seen = 0, median = 0
        for v in 0..<256 { seen += histogram[v]; if 2 * seen >= n { median = v; break } }
        guard median < glareBackgroundBelow else { return [] }
        return ImageMeasures.clippedPatches(display, in: px, minArea: max(12, px.height * px.height / 40))
            .map { PixelRect(x: $0.minX, y: $0.minY, width: $0.width, height: $0.height) }
    }
}
