/// Glare clipped across a face's row of digits (`readPanelRow`): a streak from beyond the row lying over a lit
/// digit adds a segment the digit does not show (132 read 192), in every variant of the row alike, so the row is
/// refused. A patch within the row's box is most often a lit segment's overexposed core, and is let be.
///
/// The patch is judged by its own pixels (`ReaderOptions.judgesGlareByItsPixels`): it must hold at least
/// `glareInMarks` of the marks' height squared inside the box round the row's marks. A reflection on a glossy
/// face beside the digits (a white band above an ammeter's first digit, slanted past its top left corner) has a
/// bounding box that meets the marks' box while not one of its pixels lies among the digits: 816 read complete
/// was refused for it. A streak across a digit puts a bar's worth of pixels or more there.
extension SevenSegmentReader {
    /// Whether a clipped patch of the face meets the marks of the row `r` (face pixels) and reaches out of
    /// the row's box.
    func glareAcross(_ r: PanelRowLocator.Row, in face: GrayImage) -> Bool {
        let whole = PixelRect(x: 0, y: 0, width: face.width, height: face.height)
        let m = r.marks, b = r.box
        var labels: [Int32] = []
        let across = ImageMeasures.clippedPatches(face, in: whole, minArea: 4, labels: &labels).filter { p in
            let c = p.piece
            return c.minX < m.maxX && c.maxX >= m.x && c.minY < m.maxY && c.maxY >= m.y
                && (c.minX < b.x || c.maxX >= b.maxX || c.minY < b.y || c.maxY >= b.maxY)
        }
        guard options.judgesGlareByItsPixels else { return !across.isEmpty }
        let least = options.glareInMarks * Double(m.height * m.height)
        return across.contains { Double(Self.pixels(of: $0.label, in: m, labels: labels, width: face.width)) >= least }
    }

    /// How many pixels labelled `label` (`labels`: a `width`-wide image's) lie inside `rect`.
    static func pixels(of label: Int32, in rect: PixelRect, labels: [Int32], width: Int) -> Int {
        let height = labels.count / max(1, width)
        let x0 = max(0, rect.x), x1 = min(width, rect.maxX), y0 = max(0, rect.y), y1 = min(height, rect.maxY)
        guard x0 < x1, y0 < y1 else { return 0 }
        var n = 0
        for y in y0..<y1 {
            let row = y * width
            for x in x0..<x1 where labels[row + x] == label { n += 1 }
        }
        return n
    }
}
