/// A close-up whose window runs off the photo: its row of digits found in the whole frame.
///
/// A fuel pump's LCD photographed from a hand's length fills the photo: the light window runs off the
/// photo's sides, so the locator takes it for background and finds only slivers (a light gap, a patch of
/// the window's frame), and the whole frame read as the display takes in the window's dark frame and the
/// label printed under it (LITRES), which join the digits into one band as tall as the photo: nothing
/// reads, "contrast too low". The digits stand out all the same as a row of ink pieces of like height
/// (`FrameRowLocator`). Where nothing else read, each such row (at most two, heaviest first) is read as
/// the row cut out of a found display is (`readRowVariants`), under the strict cross-check and with three
/// of its stepped variants agreeing, since nothing says the row is a display. fuel-pump-mq read with no
/// roi: 12 such close-ups were all "low contrast" (46.00, 58.01, 30.01, 147.00, 59.00, 72.00 read now).
extension SevenSegmentReader {
    /// Height in pixels the frame is searched at: a close-up's digits are a third of it or more, a photo's
    /// whose display is a tenth of the frame still 10-20 pixels.
    static let frameRowHeight = 240
    /// Least height of a close-up's band of digits, as a share of the frame's height: the close-ups of
    /// fuel-pump-mq measured 0.23 to 0.6; a glucometer's display in a photo of the whole meter 0.13.
    static let closeUpBand = 0.2

    /// The first row of digits found in the whole frame that reads completely, or nil.
    func readFrameRow(_ image: GrayImage, layout: DisplayLayout, found: [Quad] = []) -> DisplayReading? {
        guard options.findsFrameRows, layout.lines.count == 1, let line = layout.lines.first, line.region.height >= 0.6,
              image.width >= 32, image.height >= 32 else { return nil }
        let whole = Quad(Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)))
        let oh = min(Self.frameRowHeight, image.height)
        let ow = max(32, Int((Double(image.width) * Double(oh) / Double(image.height)).rounded()))
        guard let small = Dewarper().dewarp(image, quad: whole, width: ow, height: oh) else { return nil }
        for r in FrameRowLocator().locate(small.image, polarity: line.polarity) {
            let row = small.toFrame.quad(of: r.box)
            // A row lying in a display found and read already: that display's own row search and doubts stand
            // (a glucometer's 156 whose 6 glare washed out, left open there, read 151 as a row), unless the
            // row is a close-up's, where the boxes found are slivers of a window running off the photo.
            if Double(r.bandHeight) < Self.closeUpBand * Double(oh) && Self.liesInside(row, found) { continue }
            let t = readRowVariants(image, layout: layout, row: row, crossCheck: .strict, baseAlone: false)
            if t.isComplete && !refusesKeystone(row) { return t }
        }
        return nil
    }

    /// Whether half of `row`'s bounding box or more lies inside one of the `found` boxes' bounding boxes.
    static func liesInside(_ row: Quad, _ found: [Quad]) -> Bool {
        let r = row.bounds
        let area = r.width * r.height
        guard area > 0 else { return false }
        return found.contains { $0.bounds.intersectionArea(r) >= 0.5 * area }
    }
}
