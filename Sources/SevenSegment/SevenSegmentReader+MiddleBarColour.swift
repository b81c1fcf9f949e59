/// A coloured LED's unlit segments glow: on the gray frame a 0's middle bar can show nearly as bright as
/// the lit ones (panel-timer ba06d240, 00.30 read 80.30 through boxes jittered with seeds 3 and 4; the gate's
/// seed 1 and the roi read it right), while on the frame's chroma plane only the lit segments carry the
/// LED's colour. On a light-on-dark line read complete in a box coloured like an LED's (`isLEDBox`), a
/// digit read with its middle bar lit whose middle (the centre of its box, where the bar stands whatever
/// the slant) has under `middleColourShare` of the chroma the characters' brightest pixels have (their
/// median, 1s left out) is not sure. The chroma is the most over the frame pixels within a twelfth of the
/// box's height above and below the middle and a pixel to each side. Measured with the roi: panel-timer's
/// 184 middle bars read lit 0.48 of the reference at the lowest (median 1.09), panel-ammeter's 152 0.35 for
/// one (its reading kept by another look) and 0.64 and up; ba06d240's glowing bar 0.37.
extension SevenSegmentReader {
    /// Least share of the characters' chroma a lit middle bar has.
    static let middleColourShare = 0.42

    /// Positions of `read`'s digits with a middle bar lit on the gray frame and not in the LED's colour;
    /// `colour` holds the dewarped display `read` was read on and the frame's chroma.
    static func middlesOffColour(_ read: LineReading, colour: LEDColour) -> [Int] {
        let cells = read.characters.compactMap(\.cell)
        guard cells.count == read.characters.count, let reference = colour.reference(read, reach: 0) else { return [] }
        return cells.indices.filter { i in
            guard read.characters[i].segments.contains(.g), read.characters[i].character.isNumber else { return false }
            let c = cells[i]
            let mx = c.x + c.width / 2, my = c.y + c.height / 2, reach = max(1, c.height / 12)
            return colour.chroma((mx - 1)...(mx + 1), (my - reach)...(my + reach)) < middleColourShare * reference
        }
    }
}
