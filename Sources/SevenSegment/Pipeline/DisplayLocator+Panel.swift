/// A panel meter's LED digits often have no window around them that stands out: the glossy black face
/// of the meter is one dark region with the display, taller than wide (a SELEC ammeter's face is about
/// 0.7 wide to 1 high), with the unit and maker's labels on it. As a display it fails the layout's aspect,
/// and read whole its digits are a small part of it.
///
/// The face is a candidate of its own: a dark region, nearly rectangular, touching at most one of the
/// frame's sides (a face the photo cut; not a caption box in a corner, whose text holds digits), of any
/// aspect; the reader looks inside it for its row of digits (`SevenSegmentReader+PanelRow`). A panel
/// timer's small dark window in a light housing is a face too: its digits fill much of it (they count as
/// the face's, `filledArea`), and on a wall lit from one side it is cut apart at a lower level than the
/// frame's (`panelLevels`).
extension DisplayLocator {
    /// Least share of its corner quad a face fills (the lit digits and labels are holes in it).
    static let panelRectangularity = 0.7
    /// Least and most share of the frame a face covers.
    static let panelFrameShare = (least: 0.01, most: 0.6)
    /// Most faces returned, best first (a photo of several meters has them all looked at).
    static let mostPanels = 6

    /// The pixels of region `id` (`labels` of a `width`-column mask, bounding box `comp`) with the holes it
    /// closes round: a face's lit digits and labels are holes in its dark region, and in a small window
    /// filled by its digits they are a large part of it.
    static func filledArea(_ labels: [Int32], id: Int32, comp c: InkCleaner.Component, width: Int) -> Int {
        let bw = c.width, bh = c.height
        // Pixels of the box outside the region reached from the box's border.
        var outside = [Bool](repeating: false, count: bw * bh)
        var stack: [Int] = []
        func push(_ x: Int, _ y: Int) {
            let i = y * bw + x
            guard !outside[i], labels[(c.minY + y) * width + c.minX + x] != id else { return }
            outside[i] = true
            stack.append(i)
        }
        for x in 0..<bw { push(x, 0); push(x, bh - 1) }
        for y in 0..<bh { push(0, y); push(bw - 1, y) }
        while let i = stack.popLast() {
            let x = i % bw, y = i / bw
            if x > 0 { push(x - 1, y) }
            if x < bw - 1 { push(x + 1, y) }
            if y > 0 { push(x, y - 1) }
            if y < bh - 1 { push(x, y + 1) }
        }
        return bw * bh - outside.filter { $0 }.count
    }

    /// Least gap between the frame's level and its dark class's own for the lower cuts to be made.
    static let panelLevelGap: UInt8 = 16
    /// Steps from the frame's level down to its dark class's (`panelLevelSteps` of a locator).
    static let panelLevelSteps = 3

    /// The gray levels a frame is cut at for faces: the frame's Otsu level `frameLevel`, and `steps` levels
    /// evenly down to the Otsu level of the pixels at or under it, where that lies `panelLevelGap` or more
    /// lower. A dark window on a wall whose light falls off to one side joins the wall's dark side at the
    /// frame's level; lower, it stands apart (a level between the two, where the window's own reflections
    /// do not yet break it up).
    static func panelLevels(_ hist: [Int], frameLevel t: UInt8, steps: Int) -> [UInt8] {
        var dark = hist
        for i in (Int(t) + 1)..<dark.count { dark[i] = 0 }
        let low = ImageMeasures.otsu(dark)
        guard steps > 0, t >= panelLevelGap && low <= t - panelLevelGap else { return [t] }
        return (0...steps).map { k in UInt8(Int(t) - (Int(t) - Int(low)) * k / steps) }
    }

    /// `faces` (best first) without those whose bounding box mostly covers a better one's (the same face cut
    /// at several levels).
    static func distinctFaces(_ faces: [LocatedDisplay]) -> [LocatedDisplay] {
        var kept: [LocatedDisplay] = []
        for f in faces where !kept.contains(where: { overlap($0.quad.bounds, f.quad.bounds) >= 0.7 }) { kept.append(f) }
        return kept
    }

    /// Intersection over union of two rectangles.
    static func overlap(_ a: Rect, _ b: Rect) -> Double {
        let i = a.intersectionArea(b)
        guard i > 0 else { return 0 }
        return i / (a.width * a.height + b.width * b.height - i)
    }

    /// The face candidate for a dark region's corner `quad` (mask pixels of a frame downscaled by
    /// `factor`) holding `area` pixels and touching `sides` of the frame, in frame pixels, scored by how
    /// rectangular and how large it is; nil when it is none.
    /// `placed`: the quad returned for it (`squaredFace`), when not `quad` itself.
    func panelCandidate(_ quad: Quad, area: Int, sides: Int, frame: (w: Int, h: Int), factor: Int, placed: Quad? = nil) -> LocatedDisplay? {
        let quadArea = polygonArea(quad)
        let rectangularity = Double(area) / max(1, quadArea)
        let share = quadArea / Double(frame.w * frame.h)
        guard sides <= 1, rectangularity >= Self.panelRectangularity,
              share >= Self.panelFrameShare.least, share <= Self.panelFrameShare.most else { return nil }
        return LocatedDisplay(quad: Self.framePixels(placed ?? quad, factor: factor), found: true, score: rectangularity * min(1, share * 6))
    }
}
