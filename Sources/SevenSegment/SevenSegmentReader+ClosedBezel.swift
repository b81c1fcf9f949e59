/// A light panel whose dark bezel stands along the crop's left and right sides but is open at its top
/// and bottom (the crop cut through the bezel there).
///
/// The tight crop's look (`readTightCrop`) reads such a panel with its side bezels painted over
/// (`GrayImage.sideBezelsFilled`), but dark pieces along the crop's top or bottom edge that join no side
/// piece (the bezel's rim, cut by the crop into bits) stay as ink above and below the digits, and the
/// line's band and cells are laid over them. When nothing else read, the frame is binarised
/// (`GrayImage.isTwoLevel`: the bezel's rim broken into bits is a thresholding artefact, and on a large
/// gray photo the four more tight-crop reads would slow every no-read), mostly light (`closedBezelLightShare`)
/// and a dark piece stands along its left or right side, the bezel is closed round the panel: the frame is padded on every side
/// with its dark level, so that the side bezels, the rim's bits and the padding are one dark frame round
/// the light panel, and the padded frame is read by the tight crop's look, which paints that whole frame
/// over with the panel's level (digits touching the crop's edge go with it, as they do with the side
/// bezels) and asks lit segments to be solid. Every check of that look holds, and the reading must be
/// the panel's (dark digits read on the painted panel, `readsAsLightPanel`); a reading with every
/// segment lit is declined (`everySegmentLit`), and the panel must read the same with the padding
/// doubled (`closedBezelPaddings`: on a speckled panel 55 read as 96 with one padding and not at all
/// with the other). Reading the padded frame in either polarity as well (`readEitherPolarity`) read 116
/// as 16 (a leading 1 joined to the bezel), so only the tight crop's look is used.
extension SevenSegmentReader {
    /// The dark paddings round the frame, as shares of its height: the panel must read the same with each.
    static let closedBezelPaddings = [0.12, 0.24]

    /// The frame read with its side bezel closed round the panel (see above); nil unless that reads.
    func readBezelClosed(_ image: GrayImage, layout: DisplayLayout) -> DisplayReading? {
        guard options.closesBezel, image.width >= 8, image.height >= 8, image.isTwoLevel else { return nil }
        let levels = image.sideLevels
        guard image.sideBezelsFilled(fill: levels.light) != nil else { return nil }
        var inner = self
        inner.options.closesBezel = false
        var readings: [DisplayReading] = []
        for share in Self.closedBezelPaddings {
            let p = Int((share * Double(image.height)).rounded())
            guard p > 0 else { return nil }
            let framed = image.padded(x: p, y: p, fill: levels.dark)
            guard var r = inner.readTightCrop(framed, layout: layout), !r.lines.contains(where: Self.everySegmentLit),
                  inner.readsAsLightPanel(framed, layout: layout, text: r.text) else { return nil }
            // In the frame's pixels: the padding taken off.
            if let q = r.quad {
                let d = Double(p)
                r.quad = Quad(topLeft: Point(q.topLeft.x - d, q.topLeft.y - d), topRight: Point(q.topRight.x - d, q.topRight.y - d),
                              bottomRight: Point(q.bottomRight.x - d, q.bottomRight.y - d),
                              bottomLeft: Point(q.bottomLeft.x - d, q.bottomLeft.y - d))
            }
            readings.append(r)
        }
        guard let first = readings.first, readings.allSatisfy({ $0.text == first.text }) else { return nil }
        return first
    }

    /// Whether the padded frame reads `text` as a light panel: dark digits, its dark frame painted over
    /// with the panel's level (the tight crop's panel read). The tight crop's look also reads the frame
    /// light on dark; light digits on a dark ground, whose ground runs along the sides as a bezel would,
    /// read there alone (a slanted 118 cut by a tight crop's sides read as 116, `TightCropTests`): they
    /// are no panel in a bezel.
    func readsAsLightPanel(_ framed: GrayImage, layout: DisplayLayout, text: String) -> Bool {
        let fill = framed.sideLevels.light
        guard let panel = framed.sideBezelsFilled(fill: fill) else { return false }
        var solid = self
        solid.options.solidLitSegments = Self.panelSolidLit
        guard let a = solid.readPaddedTwice(panel, layout: layout, polarity: .darkOnLight, fill: fill, pad: options.tightCropPadding)
        else { return false }
        return a.text == text && !a.lines.contains(where: Self.everySegmentLit)
    }
}
