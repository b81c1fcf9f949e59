/// A decimal point on a coloured LED is lit in the digits' colour. A panel ammeter's red 608 read 60.8 on
/// the gray frame through a box jittered a little off its roi (seeds 2 and 3; the gate's seed 1 and the
/// roi read 608): a white speck of dust on the window, at the foot of the gap between the 0 and the 8,
/// stood where a point would and was cut out as one. On the frame's chroma plane the speck is nearly
/// neutral while the lit segments are saturated red.
///
/// So on a line laid out light on dark, read complete with a cut point, whose box is coloured like an LED's
/// (`isLEDBox`: a backlit LCD's colour is its background), the pixels lit at the point's place (the foot of
/// the gap between the two characters, at least `brightShare` of the brightest gray there) must each have
/// at least `pointColourShare` of the chroma the characters' brightest pixels have (their median; 1s left
/// out, whose one stroke a box may miss). The chroma is read in the frame (`GrayImage.chroma`, through the
/// dewarp's map back to the frame), the most of the 3x3 pixels there: the photo's chroma is coarser than
/// its gray, so a small real point's colour is smeared over its neighbours, not lost. Otherwise the
/// character after the point is not sure. Measured: the speck 0.34 of its digits' chroma; panel-timer's
/// red points with the roi 0.33 at the lowest (one), then 0.54 and up, median 0.87; with the jittered roi
/// several near 0.03 (bright neutral pixels of the window's frame at the place), and no reading lost on
/// either row: another look reads them. Checked on the gray frame and on the colour look (`frameChroma`)
/// alike.
extension SevenSegmentReader {
    /// Least share of the characters' chroma a pixel lit at the point's place has.
    static let pointColourShare = 0.45
    /// Share of the brightest pixel's gray at the point's place a pixel has to count as lit there.
    static let brightShare = 0.8

    /// Whether the box round `quad` in `chroma` is coloured like an LED's lit segments: coloured at all
    /// (`colouredShare`), over no more than `ledShare` of it.
    static func isLEDBox(_ chroma: GrayImage, quad: Quad) -> Bool {
        let share = colourShare(chroma, quad: quad)
        return share >= colouredShare && share <= ledShare
    }

    /// Positions (the character after each point) of `read`'s cut points whose colour is not the
    /// characters'; `colour` holds the dewarped display `read` was read on and the frame's chroma.
    static func pointsOffColour(_ read: LineReading, colour: LEDColour) -> [Int] {
        guard !read.pointsCutAfter.isEmpty else { return [] }
        let cells = read.characters.compactMap(\.cell)
        guard cells.count == read.characters.count, let reference = colour.reference(read, reach: 1) else { return [] }
        let crop = colour.crop
        var out: [Int] = []
        for j in read.pointsCutAfter where j + 1 < cells.count {
            // Where the point stands: the foot of the gap between the two characters (their boxes overlap
            // it on a slanted display).
            let a = cells[j], b = cells[j + 1]
            let x0 = max(0, a.maxX - a.width / 5), x1 = min(crop.width - 1, b.x + b.width / 8)
            let y0 = max(0, a.maxY - a.height / 4), y1 = min(crop.height - 1, a.maxY + a.height / 10)
            guard x0 <= x1, y0 <= y1, let p = colour.brightest(x0, y0, x1, y1) else { continue }
            // The least coloured of the bright pixels there: a speck beside a digit's foot is the one neutral.
            let floor = Int(Double(crop[p.x, p.y]) * brightShare)
            var least = Double.infinity
            for y in y0...y1 { for x in x0...x1 where Int(crop[x, y]) >= floor { least = min(least, colour.chroma(x...x, y...y, reach: 1)) } }
            if least < pointColourShare * reference { out.append(j + 1) }
        }
        return out
    }
}
