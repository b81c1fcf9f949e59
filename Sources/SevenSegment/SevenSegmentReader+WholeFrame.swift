/// Whether a reading of the whole frame is a reading of a crop of the display.
///
/// With no quad the reader first takes the whole frame for the display (the image may already be a crop
/// of it) and lays the lines out in it. On a crop the digits fill their line's region: their cells stand
/// 0.58 to 1.0 of the region's height on the real crops measured (bp-monitor-crops 0.75 at least,
/// meter-line-crops 0.58). On a photo of a whole meter the display is a small part of the frame; the line
/// region laid over the frame cuts through the meter body and the display window, and the digits there
/// fill less of it (0.45 in the two cases below). Cells found in such a region may take a digit's ghost, a window corner or half
/// a neighbour: a rendered OneTouch photo showing 73 read as 68, and 316 as 89, both complete and sure.
/// A whole-frame reading whose digits fill less than `minimumFill` of their lines stands only when the
/// display its own characters imply reads the same (`focusedAgrees`): the layout laid over where its
/// characters are, so that the digits fill their lines as on the display. A photo whose display fills
/// most of the frame passes (a fuel pump's 34.02 at 0.48); cells that took a ghost or a window corner
/// do not (the OneTouch photo read as 68 does not read 68 there). Otherwise the display found in the frame is read
/// instead.
extension SevenSegmentReader {
    /// Least share of its line region's height that the digits of a whole-frame reading must fill.
    static let minimumFill = 0.55

    /// The median height of `reading`'s character cells (decimal points left out) over the height of
    /// their line's region in the dewarped display, over all lines (the smallest line's share);
    /// nil when no line holds a character with a cell. `margin`: how far `reading.quad` was widened
    /// around the display when it was read (as for `read(_:layout:display:margin:crossCheck:)`).
    func lineFill(_ reading: DisplayReading, layout: DisplayLayout, margin: Double) -> Double? {
        guard let quad = reading.quad, reading.lines.count == layout.lines.count,
              let main = mainDewarp(quad, layout: layout) else { return nil }
        let regions = layout.lines.map { $0.region.insideWidened(by: margin) }
        var fills: [Double] = []
        for (i, line) in reading.lines.enumerated() {
            let heights = line.characters.filter { $0.character != "." }.compactMap { $0.cell?.height }.sorted()
            let regionHeight = regions[i].height * Double(main.height)
            guard !heights.isEmpty, regionHeight > 0 else { continue }
            fills.append(Double(heights[heights.count / 2]) / regionHeight)
        }
        return fills.min()
    }

    /// Whether the whole-frame `reading` may stand as a crop's reading (see `minimumFill`).
    func fillsLines(_ reading: DisplayReading, layout: DisplayLayout, margin: Double) -> Bool {
        guard let fill = lineFill(reading, layout: layout, margin: margin) else { return false }
        return fill >= Self.minimumFill
    }

    /// Whether the complete whole-frame `reading` (read with the frame widened by `margin`, judged by
    /// its polarity where `eitherPolarity`) stands for the display: its digits fill their lines, or the
    /// display its cells imply reads the same.
    func standsForDisplay(_ reading: DisplayReading, image: GrayImage, layout: DisplayLayout, margin: Double,
                          eitherPolarity: Bool = false) -> Bool {
        fillsLines(reading, layout: layout, margin: margin)
            || focusedAgrees(reading, image: image, layout: layout, eitherPolarity: eitherPolarity)
    }

    /// Whether the display implied by the characters of `reading` (the whole `image` read as the display,
    /// widened or not) reads to the same text: the layout's lines laid over the box of its character cells,
    /// widened by the reader's quad margin as a given display is.
    /// `eitherPolarity`: `reading` was judged by its polarity (`readEitherPolarity`); the implied display
    /// is read in each polarity as given, and agrees when one reads the same and none reads otherwise.
    func focusedAgrees(_ reading: DisplayReading, image: GrayImage, layout: DisplayLayout, eitherPolarity: Bool = false) -> Bool {
        guard let quad = reading.quad, !layout.lines.isEmpty, let main = mainDewarp(quad, layout: layout),
              main.width > 0 else { return false }
        // Dewarped pixels back to frame pixels (the whole frame, widened or not, is dewarped by scaling alone).
        let s = Dewarper.size(of: quad).0 / Double(main.width)
        let cells = reading.lines.flatMap { $0.characters.filter { $0.character != "." }.compactMap(\.cell) }
        guard let x0 = cells.map(\.x).min(), let y0 = cells.map(\.y).min(),
              let x1 = cells.map({ $0.x + $0.width }).max(), let y1 = cells.map({ $0.y + $0.height }).max() else { return false }
        let lines = layout.lines.map(\.region)
        let rx0 = lines.map(\.x).min()!, ry0 = lines.map(\.y).min()!
        let rx1 = lines.map(\.maxX).max()!, ry1 = lines.map(\.maxY).max()!
        guard rx1 > rx0, ry1 > ry0 else { return false }
        // The cells' box in the frame (more room around it read 34.02 on a fuel pump no more).
        let bx = quad.topLeft.x + Double(x0) * s, by = quad.topLeft.y + Double(y0) * s
        let w = Double(x1 - x0) * s / (rx1 - rx0), h = Double(y1 - y0) * s / (ry1 - ry0)
        let display = Rect(x: bx - rx0 * w, y: by - ry0 * h, width: w, height: h)
        let m = options.quadMargin
        let widened = Rect(x: display.x - m * w, y: display.y - m * h, width: w * (1 + 2 * m), height: h * (1 + 2 * m))
        guard eitherPolarity else {
            let focused = read(image, layout: layout, display: Quad(widened), margin: m, crossCheck: .relaxed)
            return focused.isComplete && focused.text == reading.text
        }
        var fixed = self
        fixed.options.fixedPolarity = true
        var same = false
        for polarity in [Polarity.lightOnDark, .darkOnLight] {
            var laid = layout
            for i in laid.lines.indices { laid.lines[i].polarity = polarity }
            let focused = fixed.read(image, layout: laid, display: Quad(widened), margin: m, crossCheck: .relaxed)
            guard focused.isComplete else { continue }
            if focused.text != reading.text { return false }
            same = true
        }
        return same
    }

    /// The dewarp the reader's `read(_:layout:display:margin:crossCheck:)` makes of `quad` whole (the
    /// group of the largest lines, in whose pixels the character cells are given); its size does not
    /// depend on the margin.
    func mainDewarp(_ quad: Quad, layout: DisplayLayout) -> DewarpPlan.Group? {
        let (qw, qh) = Dewarper.size(of: quad)
        let regions = layout.lines.map(\.region)
        return DewarpPlan(regions: regions, dewarpRegions: regions, quadWidth: qw, quadHeight: qh, options: options).groups.first
    }
}
