/// A decimal point the segmenter did not cut out, on a line whose point may stand anywhere
/// (`LineLayout.floatingPoint`).
///
/// On such a line a reading without a point is a number ten or a hundred times the one shown when a
/// faint point was lost. The point of a backlit LCD photographed from a little below sits on or just under
/// the digits' foot and is a pixel or two across in a small display: a binarised look keeps nothing of
/// it, while the normalised ink still shows it half lit (an insulation tester's 11.4 read as 114, its
/// point at 0.43 where the gaps without one lie below 0). So every gap between two characters is
/// searched, from the foot zone of the digits down to half a square below their foot, for a
/// stroke-sized spot lit like a point (`lit`, and clear of the glow of unlit segments); where one is,
/// the character after it is not sure. A gap too narrow for a stroke-sized square beside the
/// characters' ink is searched with a smaller one (`narrowSquare`: a panel meter's 3.64 read as 364
/// through a shifted roi, its point a dot under the narrow gap between 3 and 6). A speck of dust or
/// glare there is doubted the same way (a speck between the 0 and 8 of a panel meter's 608 reads as
/// 60.8 through a slightly shifted roi); `lit` is set where the tested sets lose no correct reading to
/// it (at 0.35 that 608 was lost under the jittered roi).
///
/// A point a pixel or two across in a gap wide enough for the stroke-sized square is averaged with the
/// gap's background by it: the clamp meter's 3.64 through another shifted roi (seed 2) had its point at
/// 0.28 so, and read 364. Such a gap is searched with the smaller square as well (`smallSpots`), at a
/// higher level (`smallLit`) and only at the foot itself (`smallFoot`): specks the smaller square sees at 0.6 or
/// so in a panel meter's gaps (1247 through a loosely drawn box) are no point; that 3.64's point stands at 0.65,
/// another clamp meter's 3.55 (read through a loosely drawn box) at 0.6 or more.
enum HiddenPoint {
    /// Level (a lit segment is about 1, the background about 0) from which a spot may be a point.
    static let lit: Float = 0.4
    /// How much brighter than the unlit segments' glow (`DecodedLine.unlitGlow`) the spot must be.
    static let aboveGlow: Float = 0.3
    /// Side of the square a narrow gap is searched with, in strokes.
    static let narrowSquare = 0.6
    /// Level from which the smaller square's spot in a wide gap may be a point (`smallSpots`).
    static let smallLit: Float = 0.6
    /// Share of the characters' height above their foot the smaller square looks in: the foot itself, where a
    /// point stands (higher up, an italic digit's slanted foot reaches into the gap: an italic 1247 found with no
    /// roi showed 0.86-1.0 there, and was lost).
    static let smallFoot = 0.1

    /// Index of the first character followed by a point-like lit spot; nil when every gap is dark (or too
    /// narrow to search even with the smaller square without taking in the characters' own ink).
    /// `smallSpots`: a wide gap is searched with the smaller square too (`ReaderOptions.seesSmallHiddenPoints`).
    static func suspected(_ strip: LineStrip, _ line: SegmentedLine, unlitGlow: Float, smallSpots: Bool = true) -> Int? {
        let cells = line.cells
        guard cells.count >= 2 else { return nil }
        let threshold = max(lit, unlitGlow + aboveGlow)
        let size = max(2, line.stroke)
        for i in 0..<(cells.count - 1) {
            let cell = cells[i], next = cells[i + 1]
            guard cell.kind != .minus, next.kind != .minus else { continue }
            let bottom = cell.bottom > cell.top ? cell.bottom : Double(line.bottom)
            let height = cell.bottom > cell.top ? cell.bottom - cell.top : Double(line.bottom - line.top)
            let gap = next.inkX0 - cell.inkX1
            let side = gap >= 1.3 * size ? size : narrowSquare * size
            let square = SegmentSampler.Square(size: side)
            let x0 = cell.inkX1 + 0.15 * size, x1 = next.inkX0 - 0.15 * size - side
            guard x1 >= x0 else { continue }
            let level = square.peak(in: strip, line: line, x0: x0, x1: x1, y0: bottom - 0.2 * height, y1: bottom + 0.5 * side,
                                    floor: -1)
            if level >= threshold { return i }
            // A spot smaller than a stroke in a wide gap (`smallSpots`).
            if smallSpots && side == size {
                let small = narrowSquare * size
                let level = SegmentSampler.Square(size: small).peak(in: strip, line: line, x0: x0, x1: next.inkX0 - 0.15 * size - small,
                                                                     y0: bottom - smallFoot * height, y1: bottom + 0.5 * small, floor: -1)
                if level >= max(threshold, smallLit) { return i }
            }
        }
        return nil
    }
}
