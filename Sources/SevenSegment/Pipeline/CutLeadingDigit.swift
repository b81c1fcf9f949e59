/// A leading digit lost where the strip's border cuts it: on a tight crop a "1" touching the edge looks
/// like a bezel edge and is dropped, and "118" would read as "18". When such a piece stands where one
/// more digit of the line would be, just left of the first character, the line is not read.
enum CutLeadingDigit {
    static func suspected(_ strip: LineStrip, _ line: SegmentedLine, grid: DigitGrid, digits: Int) -> Bool {
        guard let first = line.cells.first, line.cells.count < digits else { return false }
        let pitch = grid.pitch
        let band = Double(strip.band.count)
        for p in strip.cutPieces {
            let overlap = min(p.maxY, strip.band.upperBound) - max(p.y, strip.band.lowerBound)
            guard Double(overlap) >= 0.6 * band, Double(p.width) <= 0.8 * pitch else { continue }
            let mid = Double(p.x) + Double(p.width) / 2
            let end = Double(p.maxX)
            if end <= first.inkX0 + 0.25 * pitch && end >= first.inkX0 - 1.6 * pitch && mid >= grid.x0 - 0.5 * pitch {
                return true
            }
        }
        return false
    }
}
