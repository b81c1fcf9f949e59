/// A blank last position on a right-aligned line (`LineLayout.rightAligned`).
///
/// Numbers on a seven-segment line stand right-aligned: a blank position is a leading one. Where the
/// layout's region ends with the last digit position, a reading whose last character stops a whole
/// position short of that end lost its trailing digit (glare washing out the last 1 of 281 leaves a
/// complete-looking 28), or the display is a position away from where the overlay puts it (and a
/// leading digit may lie outside the region: 221 read as 21). Either way the line is not read. Words
/// (HI, LO, Err) are not numbers and may stand anywhere in the line. The segmenter's own
/// `SegmentedLine.blankRight` asks the same of every line, but only where no ink at all follows the last
/// character and measured to the strip's end; this check trusts the layout's region instead.
enum TrailingBlank {
    /// Share of a digit pitch the last character may stop short of the region's end: the overlay is
    /// only approximate (about half a digit on a small display, `DigitGrid.tolerance`).
    static let share = 0.9

    static func suspected(_ line: SegmentedLine, grid: DigitGrid, digits: Int) -> Bool {
        guard let last = line.cells.last, line.cells.count < digits else { return false }
        let end = line.stripX(last.inkX1, line.center)
        return grid.x1 - end > share * grid.pitch
    }
}
