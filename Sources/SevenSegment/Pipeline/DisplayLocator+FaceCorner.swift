/// A face's corner quad (`cornerQuad`: the region's extreme points along the diagonals) is its four
/// corners only where the region reaches them. A panel timer's small window is often lighter in one
/// corner (the housing's glossy lid reflecting the room, light falling off across it), so at the level the
/// face is cut that corner is missing and the extreme point along its diagonal lies well inside: the quad
/// is a trapezoid (a window 106 px wide at its top and 78 at its bottom), its dewarp shears the row of
/// digits, and the first digit is cut by the slanted side (00.09 read `_0.09`).
///
/// A photo of a rectangle is a parallelogram unless seen at a steep angle. Where the corner quad is far
/// from one (the sides' vectors differ by more than `faceCornerDefect` of its height), the corner pulled
/// in is put where the other three say: of the four corners, the one whose completion from the other
/// three moves it outward (the quad grows) and stays inside the region's bounding box, give or take a tenth
/// of its height (a missing corner of the region lies inside the box the rest of the region spans; a
/// completion well outside it would add what is no face).
extension DisplayLocator {
    /// Least difference between a face's opposite sides (as vectors), as a share of its height, for a
    /// corner to be put back.
    static let faceCornerDefect = 0.2
    /// How far past the region's bounding box, as a share of its height, a corner put back may lie: the
    /// other three corners are the region's extreme points and may themselves stop a little short of the
    /// window's (07622b6c: its bottom-left corner put back 10 px below its lowest point, the bottom-right one).
    static let faceCornerReach = 0.1

    /// `q` (mask pixels of a region whose bounding box is `c`) with a corner pulled in put back where the
    /// other three corners place it; `q` itself where it is nearly a parallelogram or no corner can be put
    /// back inside the box.
    func squaredFace(_ q: Quad, within c: InkCleaner.Component) -> Quad {
        let tl = q.topLeft, tr = q.topRight, br = q.bottomRight, bl = q.bottomLeft
        let height = ((bl.y - tl.y) + (br.y - tr.y)) / 2
        guard height > 0 else { return q }
        let dx = (bl.x - tl.x) - (br.x - tr.x), dy = (bl.y - tl.y) - (br.y - tr.y)
        guard (dx * dx + dy * dy).squareRoot() > Self.faceCornerDefect * height else { return q }
        func p(_ a: Point, _ b: Point, _ c: Point) -> Point { Point(a.x + b.x - c.x, a.y + b.y - c.y) }
        let tolerance = max(1, Self.faceCornerReach * height)
        func inside(_ p: Point) -> Bool {
            p.x >= Double(c.minX) - tolerance && p.x <= Double(c.maxX) + tolerance
                && p.y >= Double(c.minY) - tolerance && p.y <= Double(c.maxY) + tolerance
        }
        let options = [
            Quad(topLeft: p(tr, bl, br), topRight: tr, bottomRight: br, bottomLeft: bl),
            Quad(topLeft: tl, topRight: p(tl, br, bl), bottomRight: br, bottomLeft: bl),
            Quad(topLeft: tl, topRight: tr, bottomRight: p(tr, bl, tl), bottomLeft: bl),
            Quad(topLeft: tl, topRight: tr, bottomRight: br, bottomLeft: p(tl, br, tr)),
        ]
        let area = polygonArea(q)
        let grown = options.enumerated().filter { k, o in inside(o.corners[k]) && polygonArea(o) > area }
        return grown.max { polygonArea($0.1) < polygonArea($1.1) }?.1 ?? q
    }
}
