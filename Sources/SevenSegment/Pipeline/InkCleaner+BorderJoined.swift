/// A digit joined to speckle along the strip's top or bottom border: on a dim display the margin above
/// or below the digits (the window's frame, a reflection on it) passes a low threshold as grainy ink, and
/// a digit whose top or bottom bar touches it becomes one piece as tall as the strip, cut by its border,
/// which the cleaner drops as a bezel edge. Such a piece, as wide as a digit and clear of the strip's
/// sides, is looked into by `salvage` like clutter with digits merged into it: split again at its own
/// threshold, the digit stands out from the fainter speckle. Only where what falls below that threshold
/// lies along the border: a piece losing more than 1/20 of its ink in the strip's middle rows (glare over
/// a segment of a digit, which the split would take away) is left out.
extension InkCleaner {
    static func borderJoined(_ c: Component, width w: Int, height h: Int) -> Bool {
        c.touchesTopOrBottom(h) && !c.touchesSide(w) && Double(c.height) > 0.88 * Double(h) && Double(c.width) >= 0.3 * Double(h)
    }
}
