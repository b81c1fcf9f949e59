/// A leading digit lost where the strip's border cuts it: on a tight crop a "1" touching the edge looks
/// like a bezel edge and is dropped, and "118" would read as "18". When such a piece stands where one
/// more digit of the line would be, just left of the first character, the line is not read.
enum CutLeadingDigit {
    static func suspected(_ strip: LineStrip, _ line: SegmentedLine, grid: DigitGrid, digits: Int) -> Bool {
        guard let first = line.cells.first, line.cells.count < digits else { return false }
        let pitch = grid.pitch
        for p in strip.cutPiecesAcrossBand {
            guard Double(p.width) <= 0.8 * pitch else { continue }
            let mid = Double(p.x) + Double(p.width) / 2
            let end = Double(p.maxX)
            if end <= first.inkX0 + 0.25 * pitch && end >= first.inkX0 - 1.6 * pitch && mid >= grid.x0 - 0.5 * pitch {
                return true
            }
        }
        return false
    }
}

extension LineStrip {
    /// Share of the digit band a piece dropped as a cut bezel edge must span to be taken for a digit the
    /// strip's border cut (`CutLeadingDigit`, `CutTrailingDigit`).
    static let cutDigitBandShare = 0.6

    /// The pieces dropped as bezel edges cut by the strip's border (`cutPieces`) that span most of the
    /// digit band: what may be a digit, not a bezel.
    var cutPiecesAcrossBand: [PixelRect] {
        cutPieces.filter { p in
            let overlap = min(p.maxY, band.upperBound) - max(p.y, band.lowerBound)
            return Double(overlap) >= Self.cutDigitBandShare * Double(band.count)
        }
    }
}
