/// A frame read once more with its speckle removed.
///
/// Binarised crops (a photo thresholded before it reached the reader) scatter specks over a display:
/// over unlit segments, which then show half lit, and into lit ones. A character with such a segment is
/// unresolved however its cell is placed. When nothing else read a frame given without a quad, and the
/// frame is binarised (`GrayImage.isTwoLevel`: on a gray photo the filters thin strokes faded by glare
/// instead, a rendered thermometer's 39.4 read as 39.1), it is read again twice, each time wholly (every look, every check):
/// with each pixel the median of the 5 x 5 square around it (`speckleMedianRadius`), and opened by the
/// 3 x 3 square (`speckleOpeningRadius`: light specks and hairlines gone). Speckle is pixel-sized
/// noise, so the squares are in pixels, whatever the frame's size. The two filters take specks away
/// differently (the median evens both sides out, the opening only thins the light one): a reading of
/// the display survives both, one made of what a filter left or joined (glare grown into a segment, a
/// bezel edge into a "1") rarely comes out the same from the other. So both must read completely and
/// to the same text. That text may only fill in what speckle hid: where the plain reading named every
/// character it read (it was refused for another reason, such as a cut digit or a doubtful border)
/// nothing is read, and where it has as many characters, every character it named must stay.
extension SevenSegmentReader {
    /// Radius in pixels of the median filter's square (5 x 5).
    static let speckleMedianRadius = 2
    /// Radius in pixels of the opening's square (3 x 3).
    static let speckleOpeningRadius = 1

    /// The despeckled frame's reading (see above); nil unless both filters read the same, consistent
    /// with `plain` (the frame's reading when nothing else read).
    func readDespeckled(_ image: GrayImage, layout: DisplayLayout, plain: DisplayReading) -> DisplayReading? {
        guard options.readsDespeckled, image.isTwoLevel else { return nil }
        let named = plain.lines.map { $0.characters.map(\.character) }
        // A plain reading naming every character it read was refused for something speckle does not explain.
        if named.contains(where: { !$0.isEmpty }) && !named.joined().contains("_") { return nil }
        var clean = self
        clean.options.readsDespeckled = false
        clean.options.readsToBezelEdge = false
        clean.options.readsTurnedFrames = false
        // A panel meter's face is no binarised crop's (and its search would run on each look again).
        clean.options.readsPanelRows = false
        let looks = [image.medianFiltered(radius: Self.speckleMedianRadius), image.opened(radius: Self.speckleOpeningRadius)]
        var readings: [DisplayReading] = []
        for look in looks {
            let r = clean.read(look, layout: layout, quad: nil)
            guard r.isComplete, r.issues.isEmpty else { return nil }
            readings.append(r)
        }
        guard let first = readings.first, readings.allSatisfy({ $0.text == first.text }),
              first.lines.count == named.count else { return nil }
        for (line, plainLine) in zip(first.lines, named) where line.characters.count == plainLine.count {
            for (c, p) in zip(line.characters, plainLine) where p != "_" && c.character != p { return nil }
        }
        return first
    }
}
