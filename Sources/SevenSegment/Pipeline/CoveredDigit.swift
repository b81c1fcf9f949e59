/// A digit-tall blob among a line's characters that may hide a digit: a blob the cleaner dropped as
/// solid on a light-on-dark line (`LineStrip.solidPieces`: glare on a lit display, or a lit digit whose
/// halo blurred its strokes into one blob; a dark solid blob beside an LCD's digits is a shadow), or a
/// clipped glare patch on a dark-on-light line (`LineStrip.glarePieces`). The characters read around it
/// are not the whole number (a haloed 4817 read as 417, an LCD's 4817 with glare over the 4 read as
/// 817), so the line is not read. The blob must span most of the digits' band:
/// glare above or below them, or a lit indicator smaller than a digit, hides no digit. And it must be
/// bare of ink: a washed-out LCD's clipped background around strokes that still show hides none.
enum CoveredDigit {
    /// Where a digit may be hidden: the position of the first character after the blob (0 before the
    /// first, `cells.count` after the last), or nil when no such blob stands among the characters or
    /// beside them (within `besidePitches` character pitches of the first or last; 0 = between them
    /// only; negative = never).
    static func suspected(_ strip: LineStrip, _ line: SegmentedLine, besidePitches: Double) -> Int? {
        guard besidePitches >= 0, let first = line.cells.first, let last = line.cells.last else { return nil }
        let band = Double(line.bottom - line.top)
        let pitch = DigitSegmenter.nominalPitch(digitWidth: line.digitWidth, hd: band)
        let pieces = strip.solidPieces.map { ($0, false) } + strip.glarePieces.map { ($0, true) }
        for (p, glare) in pieces {
            let overlap = min(Double(p.maxY), Double(line.bottom)) - max(Double(p.y), Double(line.top))
            guard overlap >= 0.6 * band, Double(p.width) >= 0.3 * line.digitWidth, Double(p.width) <= 2.5 * pitch,
                  bare(p, strip) else { continue }
            // The piece's ends, in the segmenter's deskewed columns (at the band's middle the two agree).
            let x0 = Double(p.x), x1 = Double(p.maxX)
            // Beside the characters, a patch running off the strip's side is the window's end lit (a digit
            // cut by the strip's side is the cut-digit checks' to find).
            // Glare beside them must be about a digit wide: a window's end washed out by its backlight
            // hides no digit the layout leaves room for any more than a found display's bezel does.
            let inside = p.x > 0 && p.maxX < strip.width && (!glare || Double(p.width) <= 1.5 * pitch)
            if x1 <= first.inkX0 {
                guard inside else { continue }
                if first.inkX0 - x1 <= besidePitches * pitch { return 0 }
            } else if x0 >= last.inkX1 {
                guard inside else { continue }
                if x0 - last.inkX1 <= besidePitches * pitch { return line.cells.count }
            } else if let i = line.cells.firstIndex(where: { $0.x0 <= (x0 + x1) / 2 && (x0 + x1) / 2 <= $0.x1 }) {
                // Inside a character's box: a bare blob there hides the rest of it (a 4 under glare but
                // for its right stroke reads 1).
                return i
            } else if let i = line.cells.firstIndex(where: { $0.inkX0 >= (x0 + x1) / 2 }), i > 0 {
                // Between two characters only where their boxes leave room for a digit.
                if line.cells[i].x0 - line.cells[i - 1].x1 >= 0.5 * line.digitWidth { return i }
            }
        }
        return nil
    }

    /// Whether at most `bareShare` of the piece's box is ink in the strip's mask.
    static let bareShare = 0.05

    static func bare(_ p: PixelRect, _ strip: LineStrip) -> Bool {
        let r = p.clipped(width: strip.width, height: strip.height)
        guard r.area > 0 else { return false }
        var ink = 0
        for y in r.y..<r.maxY { for x in r.x..<r.maxX where strip.mask[y * strip.width + x] != 0 { ink += 1 } }
        return Double(ink) <= bareShare * Double(r.area)
    }
}
