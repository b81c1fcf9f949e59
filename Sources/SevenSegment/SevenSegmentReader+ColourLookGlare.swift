/// Two limits of the colour look (`SevenSegmentReader+ColourLook`) eased for a display the caller gave.
///
/// Glare: a display the gray look found glare on had no colour look (glare turns a lit segment white,
/// its colour gone). On a coloured LED most glare lies over the dark panel and the unlit segments (a
/// streak across a digit, a lamp's spot beside it), where in gray it adds segments or whole strokes;
/// the LED's own light stays coloured round it. Such a display (its colour under `ledShare` of its box:
/// a backlit LCD's colour is its background, which glare whitens like its segments) is read on the
/// colour look with the glare's gray half dropped (`GrayImage.colourLookClearOfGlare`): glare stands
/// as dark as the panel there, and a segment it covers is read from the part of it that still shows
/// colour. The colour look's other guards hold: complete, and each character the gray look named may
/// only lose segments.
///
/// No point: a floating-point line must show a point on the colour look (`showsPoints`), since the
/// coarse chroma can blur a small point away. On a given display a line the colour look read without
/// one stands where the gray look of the same display named a digit on that line and saw no point
/// either (`neitherShowsPoint`): an ammeter's whole numbers, 80, 97, 49, 94. Not for a display the
/// reader found itself: a wrong region read 36 for 815 that way.
///
/// A gray look that named no digit under glare (ammeter 40 and 49 read `__`) still says
/// there is no point where it split the line into the colour look's very cells, one for one, and cut
/// no point out among them (`sameCellsNoPoint`): a lit point is as bright in gray as on the colour look,
/// and glare only adds light, so the gray segmenter would have set it apart as it does on every other
/// photo; what glare took from the gray look is the digits' names, not the cells.
extension SevenSegmentReader {
    /// Whether every line of `reading` that lacks a point its layout line lets it show is a floating-point
    /// line (no hidden point) whose twin in `gray` named a digit and shows no point either; with
    /// `grayCells`, a twin that named no digit does where its cells are the reading's (`sameCellsNoPoint`).
    static func neitherShowsPoint(_ reading: DisplayReading, gray: DisplayReading, layout: DisplayLayout,
                                  grayCells: Bool = false) -> Bool {
        guard reading.lines.count == gray.lines.count, reading.lines.count == layout.lines.count else { return false }
        for (i, line) in layout.lines.enumerated() {
            guard line.mayShowPoint, !reading.lines[i].text.contains(".") else { continue }
            let g = gray.lines[i].text
            guard line.floatingPoint, !line.pointMayBeHidden, !g.contains(".") else { return false }
            guard g.contains(where: \.isNumber) || (grayCells && sameCellsNoPoint(reading.lines[i], gray: gray.lines[i])) else {
                return false
            }
        }
        return true
    }

    /// Whether `gray` holds as many characters as `colour`, none of them a point, each holding the middle
    /// of the colour character at its place and of no other, and lit (or faint) in every segment the colour
    /// character is lit in (glare adds segments in gray; without this, a jittered box read 677 as 673 on
    /// the colour look, its gray look `___`).
    static func sameCellsNoPoint(_ colour: LineReading, gray: LineReading) -> Bool {
        guard !colour.characters.isEmpty, colour.characters.count == gray.characters.count,
              !gray.characters.contains(where: { $0.character == "." }) else { return false }
        let middles = colour.characters.compactMap { c in c.cell.map { $0.x + $0.width / 2 } }
        guard middles.count == colour.characters.count else { return false }
        for (i, g) in gray.characters.enumerated() {
            guard let cell = g.cell else { return false }
            for (j, m) in middles.enumerated() where (m >= cell.x && m <= cell.maxX) != (i == j) { return false }
            // Unnamed, the gray cell still saw segments lit: glare only adds to them, the colour look may only take away.
            guard colour.characters[i].segments.isSubset(of: g.segments.union(g.faint)) else { return false }
        }
        return true
    }
}

extension SevenSegmentReader {
    /// How far (frame pixels) a bright colourless pixel may lie from the LED's colour and still be taken
    /// for a lit segment's overexposed core, not glare, on the colour look under glare
    /// (`ReaderOptions.litCoreReach` of the display's height in `display`); 0 = off.
    func litCoreReach(_ display: Quad) -> Int {
        guard options.litCoreReach > 0 else { return 0 }
        return max(1, Int((options.litCoreReach * Dewarper.size(of: display).height).rounded()))
    }
}
