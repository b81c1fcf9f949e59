extension Rect {
    /// This rectangle (normalised to a display) in the normalised coordinates of the display's quad
    /// widened by `margin` of its size on every side (negative = stepped inside): what the dewarped
    /// image of the widened quad shows at the rectangle.
    func insideWidened(by margin: Double) -> Rect {
        let k = 1 + 2 * margin
        guard k > 0.1 else { return self }
        return Rect(x: (x + margin) / k, y: (y + margin) / k, width: width / k, height: height / k)
    }
}
