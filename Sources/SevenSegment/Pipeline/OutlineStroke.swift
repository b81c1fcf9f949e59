/// Outline-style (hollow) segments: a segment drawn as its contour is dark inside, so the mean across
/// its width is low although it is lit. Across a stroke-wide window (left/right halves of a vertical
/// segment's row, upper/lower halves of a horizontal segment's column), strong ink (>= 0.9) on both
/// sides counts as the stroke being there, at 0.75 of the fainter side; otherwise it adds nothing.
enum OutlineStroke {
    static func bracketed(left: Float, right: Float) -> Float {
        let m = min(left, right)
        return m >= 0.9 ? 0.75 * m : -10
    }
}
