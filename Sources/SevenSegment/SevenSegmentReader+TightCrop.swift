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
/// differently, nothing is read.
extension SevenSegmentReader {
    func readTightCrop(_ image: GrayImage, layout: DisplayLayout) -> DisplayReading? {
        let pad = options.tightCropPadding
        guard pad > 0 else { return nil }
        let levels = image.sideLevels
        var complete: [DisplayReading] = []
        for polarity in [Polarity.lightOnDark, .darkOnLight] {
            let fill = polarity == .lightOnDark ? levels.dark : levels.light
            guard let a = readPadded(image, layout: layout, polarity: polarity, fill: fill, pad: pad),
                  !a.lines.contains(where: Self.onlyEights),
                  let b = readPadded(image, layout: layout, polarity: polarity, fill: fill, pad: 2 * pad),
                  b.text == a.text else { continue }
            complete.append(a)
        }
        guard let first = complete.first else { return nil }
        return complete.allSatisfy({ $0.text == first.text }) ? first : nil
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
        var laid = layout
        for i in laid.lines.indices { laid.lines[i].polarity = polarity }
        let padded = image.padded(x: px, y: py, fill: fill)
        let all = Quad(Rect(x: 0, y: 0, width: Double(padded.width), height: Double(padded.height)))
        var reading = fixed.read(padded, layout: laid, display: all, margin: pad, crossCheck: .strict)
        guard reading.isComplete else { return nil }
        // In the frame's pixels: the quad reaches past the frame by the padding.
        reading.quad = Quad(Rect(x: Double(-px), y: Double(-py), width: Double(padded.width), height: Double(padded.height)))
        return reading
    }
}
