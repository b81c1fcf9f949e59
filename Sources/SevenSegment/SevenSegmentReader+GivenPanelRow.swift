/// A given display whose reading failed every look, on a panel meter's LED: the face search of a photo
/// with no quad (`SevenSegmentReader+PanelRow`: faces, the frame's chroma, glowing windows) read some of
/// them right where the given quad did not (a timer's first 0 over the window's lighter edge, a point merged
/// into a 0's foot). The frame round the given quad (its box widened by `givenPanelReach` of its size each
/// way) is searched as a photo with no quad would be, and the row read is taken only where its centre lies
/// in the given quad's box: the display the caller pointed at, not another meter beside it.
extension SevenSegmentReader {
    /// How far round a given quad's box the frame is searched, in the box's sizes.
    static let givenPanelReach = 0.5

    func readPanelRowAround(_ image: GrayImage, layout: DisplayLayout, given quad: Quad) -> DisplayReading? {
        guard options.readsPanelRowsAroundQuad, options.readsPanelRows, layout.lines.count == 1,
              layout.lines[0].polarity == .lightOnDark else { return nil }
        let b = quad.bounds
        let (around, rect) = image.around(b, reach: Self.givenPanelReach)
        guard rect.width >= 16, rect.height >= 16 else { return nil }
        guard var r = readPanelRow(around, layout: layout), let q = r.quad else { return nil }
        let placed = q.offset(Double(rect.x), Double(rect.y))
        let c = placed.bounds
        let cx = c.x + c.width / 2, cy = c.y + c.height / 2
        guard cx >= b.x, cx <= b.maxX, cy >= b.y, cy <= b.maxY else { return nil }
        r.quad = placed
        return r
    }
}
