/// The layout's digit positions along a line strip: `digits` equal cells across the line's region.
///
/// The quad is only approximate, so the grid is not used to cut cells; it bounds where characters of
/// this line can be. Ink found well outside the region (a bezel edge, a unit label or icon beside the
/// digits) is not one of the line's characters.
struct DigitGrid {
    /// Left and right edge of the line's region, in strip x.
    var x0: Double
    var x1: Double
    var digits: Int

    /// Digit pitch in pixels.
    var pitch: Double { (x1 - x0) / Double(max(1, digits)) }

    init(region: Rect, displayWidth: Int, strip: LineStrip, digits: Int) {
        x0 = region.x * Double(displayWidth) - Double(strip.origin.x)
        x1 = region.maxX * Double(displayWidth) - Double(strip.origin.x)
        self.digits = digits
    }

    /// How far (in pitches) a character's middle may lie outside the region: the quad may be off by
    /// about half a digit on a small display.
    static let tolerance = 0.6

    /// `line` without the cells whose middle lies outside the region by more than `tolerance` pitches.
    func keepInside(_ line: SegmentedLine) -> SegmentedLine {
        let lo = x0 - Self.tolerance * pitch, hi = x1 + Self.tolerance * pitch
        var out = line
        var kept: [CharacterCell] = []
        var newIndex: [Int?] = []
        for c in line.cells {
            let mid = (c.inkX0 + c.inkX1) / 2
            if mid >= lo && mid <= hi { newIndex.append(kept.count); kept.append(c) } else { newIndex.append(nil) }
        }
        out.unreadMarks = line.unreadMarks.filter { $0 >= lo && $0 <= hi }
        guard kept.count != line.cells.count else { return out }
        out.cells = kept
        if let g = line.gapAfter {
            // The gap stays where it was when both its neighbours remain.
            if g + 1 < newIndex.count, let a = newIndex[g], newIndex[g + 1] != nil { out.gapAfter = a } else { out.gapAfter = nil }
        }
        if let p = line.doubtfulPointAfter {
            if p + 1 < newIndex.count, let a = newIndex[p], newIndex[p + 1] != nil {
                out.doubtfulPointAfter = a
            } else {
                out.doubtfulPointAfter = nil
            }
        }
        return out
    }
}
