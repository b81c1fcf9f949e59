/// A panel meter's lit digits on its dark face (`DisplayLocator+Panel`): read with no quad where nothing
/// else read, by the face's rows of lit marks (`PanelRowLocator`), whose variants must agree three times
/// over (`readRowVariants`), as for a row first found inside a found display.
extension SevenSegmentReader {
    /// How many faces are looked at, best first.
    static let panelFaces = 6

    func readPanelRow(_ image: GrayImage, layout: DisplayLayout) -> DisplayReading? {
        guard options.readsPanelRows, layout.lines.count == 1, layout.lines[0].polarity == .lightOnDark else { return nil }
        var read: DisplayReading? = nil
        faces: for face in DisplayLocator().candidates(in: image, layout: layout, panels: true).prefix(Self.panelFaces) {
            let (qw, qh) = Dewarper.size(of: face.quad)
            let height = min(options.panelSearchHeight, qh)
            let width = min(Double(options.maximumWidth), qw * height / qh)
            let ow = max(16, Int(width.rounded())), oh = max(16, Int((qh * width / qw).rounded()))
            guard let dewarped = Dewarper().dewarp(image, quad: face.quad, width: ow, height: oh) else { continue }
            let chroma = image.chromaImage.flatMap { Dewarper().dewarp($0, quad: face.quad, width: ow, height: oh)?.image }
            for r in PanelRowLocator().locate(dewarped.image, chroma: chroma) {
                let row = dewarped.toFrame.quad(of: r.box)
                guard !refusesKeystone(row) else { continue }
                let t = readRowVariants(image, layout: layout, row: row, crossCheck: .relaxed, baseAlone: false)
                // Glare clipped across the row's digits from beyond the row: a streak across a lit digit adds
                // a segment the digit does not show (132 read 192), in every variant alike. (A patch within
                // the row is most often a lit segment's overexposed core.)
                guard t.isComplete, !glareAcross(r, in: dewarped.image) else { continue }
                // Faces reading different numbers (a photo of several meters): none is taken.
                if let read, read.text != t.text { return nil }
                read = t
                continue faces
            }
        }
        return read
    }

    /// Whether a clipped patch of the face meets the marks of the row `r` (face pixels) and reaches out of
    /// the row's box.
    func glareAcross(_ r: PanelRowLocator.Row, in face: GrayImage) -> Bool {
        let whole = PixelRect(x: 0, y: 0, width: face.width, height: face.height)
        let m = r.marks, b = r.box
        return ImageMeasures.clippedPatches(face, in: whole, minArea: 4).contains { c in
            c.minX < m.maxX && c.maxX >= m.x && c.minY < m.maxY && c.maxY >= m.y
                && (c.minX < b.x || c.maxX >= b.maxX || c.minY < b.y || c.maxY >= b.maxY)
        }
    }
}
