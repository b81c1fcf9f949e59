/// A first look at a found display's line that saw more characters than the line can show, the extra
/// one unnamed and cut by the line's left or right border (a window's corner or edge taken in by the
/// crop: "_230.00" on a five-digit display), and a later look that reads the rest alone ("230.00"): the
/// later look lost only clutter, not a digit. The display cannot show the extra character, so one of the
/// first look's characters is no digit of the number; it is the one the later look has no cell for,
/// unnamed, at the border. Every other character of the first look must not contradict the later look
/// (`SecondLook`), and the later look must keep as many characters as the line can show or all the first
/// look saw besides the clutter.
extension SevenSegmentReader {
    static func onlyOverflowClutterLost(_ first: LineReading, _ later: LineReading, digits: Int,
                                        display: GrayImage, region: Rect) -> Bool {
        let extra = first.characters.count - digits
        guard extra > 0, later.isComplete, later.characters.count == first.characters.count - extra else { return false }
        let cells = later.characters.compactMap(\.cell)
        guard cells.count == later.characters.count else { return false }
        let W = Double(display.width)
        let left = max(0, Int((region.x * W).rounded(.down)))
        let right = min(display.width, Int(((region.x + region.width) * W).rounded(.up)))
        var kept = first
        kept.characters = []
        var lost = 0
        for c in first.characters {
            guard let cell = c.cell else { return false }
            if cells.contains(where: { $0.x < cell.maxX && cell.x < $0.maxX }) {
                kept.characters.append(c)
                continue
            }
            guard c.character == "_", cell.x <= left || cell.maxX >= right else { return false }
            lost += 1
        }
        return lost == extra && SecondLook.accepts(later, after: kept)
    }
}
