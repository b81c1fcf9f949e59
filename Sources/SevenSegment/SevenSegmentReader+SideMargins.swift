/// A crop wider than its display: bare dark margins along its left or right side.
///
/// A frame cut around a display often takes in more than the display across: a band of bare dark
/// bezel, or of the dark fill of a rotated or padded crop, along one side or both. Read as the whole
/// frame, the layout's positions are laid over the margins as well as the digits, and a dark bezel
/// along a light panel's side is taken for ink. When nothing else read, the frame is read once more
/// with those margins cut off (`sideMargins`): a run of columns from the side in which no more than
/// `marginLight` of the pixels lie above the frame's darkest level, at least `minimumMargin` of the frame's width wide.
/// Bare dark is the frame's darkest level (a bezel, a crop's fill), not the gray background around a
/// meter in a photo. The cut frame goes through the whole reader again (not cutting again), and must be
/// read as the display itself: its reading's quad takes in the whole cut frame (`coversFrame`) and
/// its digits fill their lines as on a crop (`fillsLines`); a display found inside it, in a photo of
/// a meter whose glare hid a digit, read 305 as 30. Where what is left is
/// mostly light (a light panel inside a dark bezel, often binarised, its unlit segments gray or as
/// dark as the lit ones) lit segments must be solid, as in `readTightCrop`. The reading stands only
/// when it is complete, not every segment lit (157 read as 188 on such a panel) and no character's
/// cell reaches past the cut frame's sides (`overshoot`): a slanted 8 cut by the dark fill through its
/// upper right bar reads as a 6 (78 read as 76).
extension SevenSegmentReader {
    /// Most light pixels (share of a column's pixels) a column of a bare dark margin may hold.
    static let marginLight = 0.03
    /// Least width of a margin (share of the frame's width).
    static let minimumMargin = 0.04

    /// The columns `x0..<x1` left of the frame's dark side margins; nil when it has none, or when
    /// what is left is less than a third of the frame.
    static func sideMargins(_ image: GrayImage) -> (x0: Int, x1: Int)? {
        let w = image.width, h = image.height
        guard w >= 12, h >= 8 else { return nil }
        // Bare dark: at the frame's darkest level (a tenth of its range above its 5th percentile), as
        // a bezel or a crop's fill is; the gray background around a meter in a photo is not.
        let hist = image.histogram
        let dark = GrayImage.percentile(0.05, of: hist), bright = GrayImage.percentile(0.95, of: hist)
        guard bright - dark >= 64 else { return nil }
        let t = dark + (bright - dark) / 10
        var light = [Int](repeating: 0, count: w)
        for y in 0..<h { for x in 0..<w where Int(image.pixels[y * w + x]) > t { light[x] += 1 } }
        let most = Int(marginLight * Double(h))
        var x0 = 0, x1 = w
        while x0 < w && light[x0] <= most { x0 += 1 }
        while x1 > x0 && light[x1 - 1] <= most { x1 -= 1 }
        let least = Int((minimumMargin * Double(w)).rounded(.up))
        if x0 < least { x0 = 0 }
        if w - x1 < least { x1 = w }
        guard x0 > 0 || x1 < w, 3 * (x1 - x0) >= w else { return nil }
        return (x0, x1)
    }

    /// Whether `quad` (a reading's display) takes in the whole frame `width` x `height`: what is left
    /// inside the margins was read as the display itself, not as a photo holding a display somewhere.
    static func coversFrame(_ q: Quad, width: Int, height: Int) -> Bool {
        let w = Double(width), h = Double(height)
        return q.topLeft.x <= 0 && q.bottomLeft.x <= 0 && q.topRight.x >= w && q.bottomRight.x >= w
            && q.topLeft.y <= 0 && q.topRight.y <= 0 && q.bottomLeft.y >= h && q.bottomRight.y >= h
    }

    /// Share of the pixels on the light side of the image's Otsu split.
    static func lightShare(_ image: GrayImage) -> Double {
        let t = image.otsuLevel
        return Double(image.pixels.filter { $0 > t }.count) / Double(max(1, image.pixels.count))
    }

    /// The frame read with its dark side margins cut off (see above); nil unless that reads.
    func readInsideSideMargins(_ image: GrayImage, layout: DisplayLayout) -> DisplayReading? {
        guard options.cutsSideMargins, let (x0, x1) = Self.sideMargins(image) else { return nil }
        let inner = image.crop(PixelRect(x: x0, y: 0, width: x1 - x0, height: image.height))
        // A light panel inside a dark bezel (binarised, its unlit segments may show gray or as dark as
        // the lit ones): lit segments must be solid, as in `readTightCrop`.
        var inside = self
        inside.options.keepCrop = true
        inside.options.cutsSideMargins = false
        // The ink at the cut frame's sides is no bezel edge cut by its border (a 1 joined to a 3 stands there).
        inside.options.sidesAreBare = true
        inside.options.turnsUpright = false
        inside.options.readsDespeckled = false
        inside.options.readsToBezelEdge = false
        inside.options.readsTurnedFrames = false
        // What is left is read as the display itself (`coversFrame`), never as a row on a face inside it.
        inside.options.readsPanelRows = false
        if Self.lightShare(inner) > 0.5 { inside.options.solidLitSegments = Self.panelSolidLit }
        var r = inside.read(inner, layout: layout, quad: nil)
        guard r.isComplete, !r.lines.contains(where: Self.everySegmentLit),
              let crop = r.crop, let q = r.quad, Self.coversFrame(q, width: inner.width, height: inner.height) else { return nil }
        // The digits fill their lines as on a crop (`minimumFill`), however the reading was come to: the
        // frame left inside the margins is the display itself.
        let widened = max(0, -min(q.topLeft.y, q.topRight.y)) / Double(inner.height)
        guard fillsLines(r, layout: layout, margin: widened) else { return nil }
        // The frame's sides in the dewarped display: no character may reach past them (a digit cut by
        // the margin, a slanted 8 cut at its right read as a 6).
        let qx0 = min(q.topLeft.x, q.bottomLeft.x), qx1 = max(q.topRight.x, q.bottomRight.x)
        guard qx1 > qx0 else { return nil }
        let s = Double(crop.width) / (qx1 - qx0)
        let over = Self.overshoot(r, from: -qx0 * s, to: (Double(inner.width) - qx0) * s)
        guard over <= Self.maximumOvershoot else { return nil }
        if !options.keepCrop { r.crop = nil }
        r.quad = r.quad?.offset(Double(x0), 0)
        return r
    }
}
