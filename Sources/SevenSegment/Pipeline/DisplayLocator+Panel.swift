/// A panel meter's LED digits often have no window around them that stands out: the glossy black face
/// of the meter is one dark region with the display, taller than wide (a SELEC ammeter's face is about
/// 0.7 wide to 1 high), with the unit and maker's labels on it. As a display it fails the layout's aspect,
/// and read whole its digits are a small part of it.
///
/// The face is a candidate of its own: a dark region, nearly rectangular, touching at most one of the
/// frame's sides (a face the photo cut; not a caption box in a corner, whose text holds digits), of any
/// aspect; the reader looks inside it for its row of digits (`SevenSegmentReader+PanelRow`).
extension DisplayLocator {
    /// Least share of its corner quad a face fills (the lit digits and labels are holes in it).
    static let panelRectangularity = 0.7
    /// Least and most share of the frame a face covers.
    static let panelFrameShare = (least: 0.01, most: 0.6)
    /// Most faces returned, best first (a photo of several meters has them all looked at).
    static let mostPanels = 6

    /// The face candidate for a dark region's corner `quad` (mask pixels of a frame downscaled by
    /// `factor`) holding `area` pixels and touching `sides` of the frame, in frame pixels, scored by how
    /// rectangular and how large it is; nil when it is none.
    func panelCandidate(_ quad: Quad, area: Int, sides: Int, frame: (w: Int, h: Int), factor: Int) -> LocatedDisplay? {
        let quadArea = polygonArea(quad)
        let rectangularity = Double(area) / max(1, quadArea)
        let share = quadArea / Double(frame.w * frame.h)
        guard sides <= 1, rectangularity >= Self.panelRectangularity,
              share >= Self.panelFrameShare.least, share <= Self.panelFrameShare.most else { return nil }
        return LocatedDisplay(quad: Self.framePixels(quad, factor: factor), found: true, score: rectangularity * min(1, share * 6))
    }
}
