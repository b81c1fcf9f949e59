/// A frame that is itself a tight crop of the display: its digits touch the frame's edges, where the
/// line splitter takes pieces cut by the border for bezel edges. Read once more padded on every side
/// with background, so the digits stand free.
///
/// A tight crop also leaves little background to judge polarity by (bold digits can cover half of it),
/// so the padded frame is read in both polarities, each padded with its own background (the dark or the
/// light side of the frame's gray levels), and judged by what reads: the polarity whose segments decode
/// to digits. Padding also lets real clutter at the frame's edges pass as ink, so this view is a last
/// resort (nothing else read completely) and every reading must hold up to the strict cross-check
/// (each character decodes to the same segments from the bar-response ink as from the plain ink).
/// Padding changes what the splitter sees at the frame's edges (how much of a piece there is clutter, the
/// strip's height that specks and bezel pieces are judged by), so the reading must come out the same
/// with twice the padding: a reading that depends on it was made from clutter. A reading of nothing
/// but eights is declined too: on a crop of an LCD whose unlit segments still show (ghost segments, a
/// binarised photo), every digit looks like an eight. When both polarities read completely and
/// differently, nothing is read. Nor when a character's cell reaches past the frame's left or right
/// side: that digit was cut by the crop, and whatever segments the cut took are missing from it. Nor
/// when an "8" is a solid block (`solidEight`: a device's body on a photo of the whole device).
///
/// A light panel with dark digits inside a dark bezel that stands along the crop's sides reads no way:
/// padded, the bezel is dark ink standing free beside the digits, or passes for a leading 1 (72 read as
/// 172). Where a side bezel stands, it is painted over with the panel's level (`sideBezelsFilled`) and
/// the panel read alone; the dark view's plain reading counts only where the panel's agrees. On such
/// a panel (often binarised) unlit segments may show gray or as dark as the lit ones, so there every lit
/// segment must be solid (`panelSolidLit`) and a reading with every segment lit is declined.
extension SevenSegmentReader {
    func readTightCrop(_ image: GrayImage, layout: DisplayLayout) -> DisplayReading? {
        let pad = options.tightCropPadding
        guard pad > 0 else { return nil }
        let levels = image.sideLevels
        var complete: [DisplayReading] = []
        for polarity in [Polarity.lightOnDark, .darkOnLight] {
            let fill = polarity == .lightOnDark ? levels.dark : levels.light
            let plain = readPaddedTwice(image, layout: layout, polarity: polarity, fill: fill, pad: pad)
            if polarity == .darkOnLight, let panel = image.sideBezelsFilled(fill: fill) {
                // A light panel inside a dark bezel: the bezel painted over, the panel read alone. Read
                // plain, the bezel stands free beside the digits and a side of it may pass for a leading
                // 1 (72 read as 172): the plain reading stands only where the panel's agrees.
                var solid = self
                solid.options.solidLitSegments = Self.panelSolidLit
                let alone = solid.readPaddedTwice(panel, layout: layout, polarity: polarity, fill: fill, pad: pad)
                    .flatMap { $0.lines.contains(where: Self.everySegmentLit) ? nil : $0 }
                if let alone, plain == nil || plain?.text == alone.text { complete.append(alone) }
            } else if let plain {
                complete.append(plain)
            }
        }
        guard let first = complete.first else { return nil }
        return complete.allSatisfy({ $0.text == first.text }) ? first : nil
    }

    /// `readPadded` with `pad`, not all eights, and the same text with twice the padding.
    func readPaddedTwice(_ image: GrayImage, layout: DisplayLayout, polarity: Polarity, fill: UInt8, pad: Double) -> DisplayReading? {
        guard let a = readPadded(image, layout: layout, polarity: polarity, fill: fill, pad: pad),
              !a.lines.contains(where: Self.onlyEights),
              let b = readPadded(image, layout: layout, polarity: polarity, fill: fill, pad: 2 * pad),
              b.text == a.text else { return nil }
        return a
    }

    /// How solid lit segments must be on a panel read with its bezel painted over
    /// (`ReaderOptions.solidLitSegments`).
    static let panelSolidLit = 0.8

    /// Every segment the line's positions can show is lit: two or more eights, after a leading "1" or
    /// not (the half digit of a display that shows 1 at most there). On a panel whose unlit segments
    /// show as dark as the lit ones, every digit looks like this.
    static func everySegmentLit(_ line: LineReading) -> Bool {
        let rest = line.characters.first?.character == "1" ? line.characters.dropFirst() : line.characters[...]
        return rest.count >= 2 && rest.allSatisfy { $0.character == "8" }
    }

    /// Two or more characters, every one an "8".
    static func onlyEights(_ line: LineReading) -> Bool {
        line.characters.count >= 2 && line.characters.allSatisfy { $0.character == "8" }
    }

    /// The frame padded by `pad` of its size on every side with `fill`, read with every line in
    /// `polarity` and the strict cross-check; nil unless complete.
    func readPadded(_ image: GrayImage, layout: DisplayLayout, polarity: Polarity, fill: UInt8,
                    pad: Double) -> DisplayReading? {
        let px = Int((pad * Double(image.width)).rounded()), py = Int((pad * Double(image.height)).rounded())
        guard px > 0, py > 0 else { return nil }
        var fixed = self
        fixed.options.fixedPolarity = true
        fixed.options.keepCrop = true
        var laid = layout
        for i in laid.lines.indices { laid.lines[i].polarity = polarity }
        let padded = image.padded(x: px, y: py, fill: fill)
        let all = Quad(Rect(x: 0, y: 0, width: Double(padded.width), height: Double(padded.height)))
        var reading = fixed.read(padded, layout: laid, display: all, margin: pad, crossCheck: .strict)
        guard reading.isComplete, let crop = reading.crop else { return nil }
        let scale = Double(crop.width) / Double(padded.width)
        let over = Self.overshoot(reading, from: scale * Double(px), to: scale * Double(px + image.width))
        // A character reaching past the frame's side was cut by it: a slanted 8 cut at its lower left
        // reads as a 9, at its upper right as a 6.
        guard over <= Self.maximumOvershoot else { return nil }
        // An "8" that is a solid block (a device's body) is no digit (`solidEight`).
        guard !Self.solidEight(reading, crop: crop, polarity: polarity, background: fill) else { return nil }
        if !options.keepCrop { reading.crop = nil }
        // In the frame's pixels: the quad reaches past the frame by the padding.
        reading.quad = Quad(Rect(x: Double(-px), y: Double(-py), width: Double(padded.width), height: Double(padded.height)))
        return reading
    }

    /// How far (a share of its width) a character's cell may reach past the frame's side: a little,
    /// where the cell is drawn a bit wider than the ink.
    static let maximumOvershoot = 0.1

    /// How far (a share of the cell's width) the cell of a character reaches left of `x0` or right of
    /// `x1` (the picture's sides in the dewarped display), the most over all characters. A "1" is
    /// right-aligned in its cell: only its right side counts.
    static func overshoot(_ reading: DisplayReading, from x0: Double, to x1: Double) -> Double {
        var worst = 0.0
        for line in reading.lines {
            for c in line.characters {
                guard let cell = c.cell, cell.width > 0 else { continue }
                let w = Double(cell.width)
                let left = c.character == "1" ? 0 : max(0, x0 - Double(cell.x)) / w
                let right = max(0, Double(cell.x + cell.width) - x1) / w
                worst = max(worst, left, right)
            }
        }
        return worst
    }
}
