/// A coloured LED display whose unlit segments glow: in a photo the segments that are off scatter and
/// reflect light (the panel's own, the room's) and can show nearly as bright as the lit ones, so on the
/// gray frame a 0 reads as an 8 or its middle bar is too close to call. The LED's light is coloured
/// (red, green, amber, blue) while the glow of an unlit segment, the black panel and a white window
/// frame are nearly neutral: on the frame's chroma plane (`GrayImage.chroma`) only the lit segments
/// stand out.
///
/// Where the given display did not read completely on the gray frame and the display is coloured
/// (`coloured`), the colour look is read as the display, in the same quad: the chroma plane plus half
/// the gray (`GrayImage.colourLook`). The chroma of a photo is coarser than its gray (cameras and JPEG
/// keep colour at half resolution or less), so a small decimal point fades into its background there;
/// the gray at half weight brings back the detail (a lit segment stands at its chroma plus half its
/// gray, a glowing unlit one at half its gray). Even so a line that may show a point stands only
/// where the colour look's reading shows one (`showsPoints`). Glow only adds segments in gray: a lit
/// segment is bright in every channel, so where the gray look named a character, the colour look's
/// reading of the same cell may only take segments away from it (`onlyTakesAway`: the chroma of a
/// display behind a tinted window can show unlit segments coloured too). And glare turns whatever it
/// covers white, a lit segment too, whose colour is then gone: a display the gray look found glare on
/// has no colour look, unless it is an LED's (`SevenSegmentReader+ColourLookGlare`). Glare can also move the
/// gray look's cells off the colour look's: a given display's reading the guards refused is judged again
/// on the gray frame sampled in its own cells (`SevenSegmentReader+ColourLookOwnCells`). A display the reader found itself (no quad given) gets the same colour look, under
/// its cross-check. Where the colour covers more than half the box (`ledShare`) it is a backlit LCD's
/// background, not its segments (`backlit`): the colour look then takes only points that stand clear.
extension SevenSegmentReader {
    /// Chroma level (0...255) a coloured light reaches: the display must show at least
    /// `colouredShare` of its box this coloured.
    static let colouredLevel: UInt8 = 64
    static let colouredShare = 0.01
    /// Most of a display's box an LED's colour covers (its lit segments take a minority of it); over more,
    /// the display is a backlit LCD, whose colour is its background (`backlit`).
    static let ledShare = 0.5

    /// Whether the display in `quad` is a backlit LCD: coloured (`coloured`) over more than `ledShare` of
    /// its box. Its colour look shows the dark segments on the saturated backlight, flattened where the
    /// chroma plus half the gray reaches 255: there the end of a digit's bottom bar can jut out beyond its
    /// other strokes like a point touching its foot (03876.7 read as 0.38767), and the dark stripe along
    /// a crop's bottom edge breaks into point-sized pieces (008610 read as 00.8610). So its colour look is
    /// read with points that stand clear only (`ReaderOptions.cutsTouchingPoints` off).
    static func backlit(_ chroma: GrayImage, quad: Quad) -> Bool {
        colourShare(chroma, quad: quad) > ledShare
    }

    /// Whether the box round `quad` in `chroma` holds a coloured light: at least `colouredShare` of its
    /// pixels at `colouredLevel` or more.
    static func coloured(_ chroma: GrayImage, quad: Quad) -> Bool {
        colourShare(chroma, quad: quad) >= colouredShare
    }

    /// The share of the box round `quad` in `chroma` at `colouredLevel` or more (0 for an empty box).
    static func colourShare(_ chroma: GrayImage, quad: Quad) -> Double {
        let xs = quad.corners.map(\.x), ys = quad.corners.map(\.y)
        let x0 = max(0, Int(xs.min()!.rounded(.down))), x1 = min(chroma.width, Int(xs.max()!.rounded(.up)))
        let y0 = max(0, Int(ys.min()!.rounded(.down))), y1 = min(chroma.height, Int(ys.max()!.rounded(.up)))
        guard x1 > x0, y1 > y0 else { return 0 }
        var count = 0
        for y in y0..<y1 {
            for x in x0..<x1 where chroma[x, y] >= colouredLevel { count += 1 }
        }
        return Double(count) / Double((x1 - x0) * (y1 - y0))
    }

    /// Whether every line of `reading` that its layout line lets show a decimal point shows one.
    static func showsPoints(_ reading: DisplayReading, layout: DisplayLayout) -> Bool {
        zip(reading.lines, layout.lines).allSatisfy { read, line in
            !line.mayShowPoint || read.text.contains(".")
        }
    }

    /// Whether each character the gray look named (`gray`, the same display) in the cell of a character
    /// of `colour` (the gray cell holds the colour cell's middle) shows lit in `colour` only segments it
    /// shows lit or faint. Characters of either reading with no twin in the other are not compared (the
    /// gray look, glow and all, may split a line into other cells).
    static func onlyTakesAway(_ colour: DisplayReading, gray: DisplayReading) -> Bool {
        guard colour.lines.count == gray.lines.count else { return false }
        return zip(colour.lines, gray.lines).allSatisfy { c, g in
            c.characters.allSatisfy { a in
                guard let ca = a.cell else { return false }
                let middle = ca.x + ca.width / 2
                guard let b = g.characters.first(where: { b in b.cell.map { middle >= $0.x && middle <= $0.maxX } ?? false }),
                      b.character != "_" else { return true }
                return a.segments.isSubset(of: b.segments.union(b.faint))
            }
        }
    }

    /// The reading of the given display (`display`, widened as given) on the frame's chroma plane; nil
    /// where the frame has none, the display is not coloured or has glare, or the reading is not complete, shows no
    /// point where its line may have one or does not only take segments away from `gray`, the reading
    /// of the same display on the gray frame.
    func readColourLook(_ image: GrayImage, layout: DisplayLayout, display: Quad, gray: DisplayReading) -> DisplayReading? {
        readColourLook(image, layout: layout, display: display, margin: options.quadMargin, crossCheck: .none, gray: gray)
    }

    /// `readColourLook` of a display read with `margin` and `crossCheck`; a backlit display's (`backlit`)
    /// with points that stand clear only.
    func readColourLook(_ image: GrayImage, layout: DisplayLayout, display: Quad, margin: Double, crossCheck: CrossCheck,
                        gray: DisplayReading) -> DisplayReading? {
        // Under glare only a given display's (`SevenSegmentReader+ColourLookGlare`).
        let underGlare = options.readsColourUnderGlare && crossCheck == .none
        guard options.readsColour, gray.glare.isEmpty || underGlare, let chroma = image.chromaImage else { return nil }
        // The box's colour measured once: coloured at all (`coloured`), and over most of it (`backlit`).
        let share = Self.colourShare(chroma, quad: display)
        guard share >= Self.colouredShare else { return nil }
        // Glare whitens a backlit LCD's coloured background as it does its dark segments: an LED's only.
        guard gray.glare.isEmpty || share <= Self.ledShare else { return nil }
        var reader = self
        reader.options.onColourLook = true
        reader.frameChroma = chroma
        reader.frameGray = image
        if share > Self.ledShare { reader.options.cutsTouchingPoints = false }
        let look = gray.glare.isEmpty ? image.colourLook(chroma) : image.colourLookClearOfGlare(chroma, coreReach: litCoreReach(display))
        // The cells each line is read in, for the guards judged in them (`SevenSegmentReader+ColourLookOwnCells`).
        if options.colourGuardsInOwnCells && crossCheck == .none { reader.colourCellProbe = ColourCellProbe() }
        var r = reader.read(look, layout: layout, display: display, margin: margin, crossCheck: crossCheck)
        // A fixed point lost on the colour look, seen by the gray look (`SevenSegmentReader+ColourLookGrayPoint`).
        // Also a complete colour reading without the optional point its line may show (`cutPointFollows`).
        if options.colourTakesGrayPoint && (!r.isComplete || (options.colourTakesGrayCutPoint && !Self.showsPoints(r, layout: layout))) {
            r = Self.withGrayPoint(r, gray: gray, layout: layout, cutPoints: options.colourTakesGrayCutPoint)
        }
        // A given display's floating point neither look saw (`SevenSegmentReader+ColourLookGlare`).
        let pointless = options.colourKeepsPointlessFloating && crossCheck == .none && Self.neitherShowsPoint(r, gray: gray, layout: layout, grayCells: options.colourTakesGrayCells)
        if r.isComplete && (Self.showsPoints(r, layout: layout) || pointless) && Self.onlyTakesAway(r, gray: gray) { return r }
        // The guards judged in the colour look's own cells: glare moves the gray look's (`SevenSegmentReader+ColourLookOwnCells`).
        guard r.isComplete, let probe = reader.colourCellProbe,
              let own = grayInOwnCells(r, gray: gray, layout: layout, margin: margin, probe: probe),
              Self.standsInOwnCells(r, own: own, gray: gray, layout: layout, pointless: options.colourKeepsPointlessFloating,
                                    completes: options.colourCompletesUnnamedGray) else { return nil }
        return r
    }
}
