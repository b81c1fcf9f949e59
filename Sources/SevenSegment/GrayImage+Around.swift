/// The frame round a box: where a given quad that did not read is looked at again with more of its
/// surroundings (`SevenSegmentReader+GivenPanelRow`, `SevenSegmentReader+Sideways`).
extension GrayImage {
    /// The frame's part inside `box` widened by `reach` of its size each way (clipped to the frame), with
    /// the frame's chroma where it has one, and where that part lies in the frame.
    func around(_ box: Rect, reach: Double) -> (image: GrayImage, rect: PixelRect) {
        let rx = box.width * reach, ry = box.height * reach
        let rect = PixelRect(x: Int((box.x - rx).rounded(.down)), y: Int((box.y - ry).rounded(.down)),
                             width: Int((box.width + 2 * rx).rounded(.up)), height: Int((box.height + 2 * ry).rounded(.up)))
            .clipped(width: width, height: height)
        var part = crop(rect)
        if let c = chromaImage, rect.width > 0, rect.height > 0 { part.chroma = c.crop(rect).pixels }
        return (part, rect)
    }
}
