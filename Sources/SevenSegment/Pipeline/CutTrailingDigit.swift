/// A trailing digit lost where the strip's border cuts it: a digit taller than the rest (a blurred or
/// smeared 5 whose strokes reach the strip's top and bottom) looks like a bezel edge cut by the border
/// and is dropped, and "105" would read as "10". When such a piece, about a digit wide and clear of the
/// strip's sides (a bezel edge hugs the side, or is a thin line), stands where one more digit of the
/// line would be, just right of the last character, the line is not read.
enum CutTrailingDigit {
    static func suspected(_ strip: LineStrip, _ line: SegmentedLine, grid: DigitGrid, digits: Int) -> Bool {
        guard let last = line.cells.last, line.cells.count < digits else { return false }
        let pitch = grid.pitch
        for p in strip.cutPiecesAcrossBand {
            guard p.x > 0, p.maxX < strip.width,
                  Double(p.width) >= 0.4 * pitch, Double(p.width) <= 1.2 * pitch else { continue }
            let start = Double(p.x)
            if start >= last.inkX1 && start <= last.inkX1 + 0.6 * pitch { return true }
        }
        return false
    }
}
