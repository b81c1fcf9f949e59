/// Speckle in a corner of the strip: a short piece cut by the top or bottom border and by a side, far
/// wider than a segment bar is thick and sparse (grain from a reflection on the window's frame, not a
/// solid bar of a digit cut by the corner).
extension InkCleaner {
    static func cornerSpeckle(_ c: Component, width w: Int, height h: Int) -> Bool {
        let fill = Double(c.area) / Double(c.width * c.height)
        return c.touchesTopOrBottom(h) && c.touchesSide(w) && Double(c.height) < 0.3 * Double(h) && Double(c.width) > 0.4 * Double(h) && fill < 0.7
    }
}
