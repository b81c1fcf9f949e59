extension SevenSegmentReader {
    /// How far a found display is widened (a share of its size per side) to see whether its border cut
    /// a character off (`checkedAtBorder`).
    static let widerLookMargin = 0.05

    /// A display the reader found itself is read stepped inside its box, so that the box's edges stay
    /// out. Where the box hugs the digits (a lit LED row on a dark panel, with no window around it), the
    /// step cuts the outer digits' strokes, and the piece left at the border is dropped as a bezel edge:
    /// 809 reads as 80. The same box widened instead of stepped inside then shows the lost character: the
    /// line is not read (`displayCutOff`) when the wider look holds more characters in it.
    func checkedAtBorder(_ reading: DisplayReading, image: GrayImage, layout: DisplayLayout, box: Quad,
                         crossCheck: CrossCheck) -> DisplayReading {
        let m = Self.widerLookMargin
        guard let wider = DisplayLocator(margin: m).refine(box, in: image)?.quad else { return reading }
        let other = read(image, layout: layout, display: wider, margin: m, crossCheck: crossCheck)
        var out = reading
        for (i, (a, b)) in zip(reading.lines, other.lines).enumerated()
        where Self.seenCharacters(b) > Self.seenCharacters(a) || (options.doubtsOtherWiderReading && Self.namesOtherwise(b, than: a)) {
            out.lines[i].issues.append(.displayCutOff)
        }
        return out
    }

    /// Whether the wider look's line `wider` reads completely, in as many places as `line`, to other
    /// characters: the box cut a character's strokes (a 7's stroke beside a panel timer's box edge left its
    /// top bar and part of its stroke: 00.27 read as 00.21, the wider look 00.27), or the wider look took in
    /// clutter. Either way one of the two is wrong, and the line is not sure.
    static func namesOtherwise(_ wider: LineReading, than line: LineReading) -> Bool {
        wider.isComplete && wider.characters.count == line.characters.count && wider.text != line.text
    }
}
